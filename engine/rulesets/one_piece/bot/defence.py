"""How the ONE PIECE bot defends: block or use Counters when what the attack threatens is worth the cards."""

from __future__ import annotations

from collections.abc import Sequence

from engine import actions as A
from engine.actions import Action
from engine.bot import PASS_SCORE, stat, zone_of
from engine.rulesets.one_piece import zones as Z
from engine.rulesets.one_piece.battle import BLOCK, COUNTER_EVENT, USE_COUNTER
from engine.rulesets.one_piece.bot.base import NO, BotTable, PrintedCards, Scores
from engine.rulesets.one_piece.keywords import DOUBLE_ATTACK

LOSING = 99
"""What is at stake when the attack would hit a Leader at 0 Life: the game."""


class DefenceScoring(PrintedCards):
    """Block or use Counters only when the attack would hit at low Life or K.O. a valuable Character, and only when
    that is enough to win the battle."""

    def _block(self, table: BotTable, legal: Sequence[Action], attacker: int, target: int) -> Scores:
        attack = table.power(attacker)
        at_stake = self._at_stake(table, attacker, target)
        scores: Scores = []
        for action in legal:
            if action.kind != BLOCK:
                scores.append(None if action.kind != A.PASS else PASS_SCORE)
                continue
            if attack < table.power(target):
                scores.append(NO)  # the attack fails anyway
            elif table.power(action.card) > attack:
                scores.append(20.0 - table.cost(action.card) / 10)  # the blocker survives
            elif at_stake > table.cost(action.card) + 1:
                scores.append(10.0 - table.cost(action.card))  # trade a cheaper blocker for what is at stake
            else:
                scores.append(NO)
        return scores

    def _at_stake(self, table: BotTable, attacker: int, target: int) -> int:
        """What the attack threatens, on a Character-cost scale: the target's cost, or for the Leader a value
        that grows as Life runs out (a hit at 0 Life loses the game)."""
        if not table.is_leader(target):
            return table.cost(target)
        damage = 2 if self.has_keyword(table.card(attacker), DOUBLE_ATTACK) else 1
        life = table.life(table.me)
        if life == 0:
            return LOSING
        if life <= damage:
            return 6  # the next hit would lose
        return {1: 4, 2: 2}.get(life - damage, 0)

    def _counter(self, table: BotTable, legal: Sequence[Action], attacker: int, target: int) -> Scores:
        need = table.power(attacker) - table.power(target) + 1
        choice = self._counter_choice(table, legal, attacker, target, need) if need > 0 else None
        return [
            (10.0 if action == choice else NO) if action.kind in (USE_COUNTER, COUNTER_EVENT) else None
            for action in legal
        ]

    def _counter_choice(
        self, table: BotTable, legal: Sequence[Action], attacker: int, target: int, need: int
    ) -> Action | None:
        """The next Counter to use, if the cards it takes to win the battle are worth what is at stake."""
        sources: list[tuple[int, int, Action]] = []  # (power added, card cost, action)
        for action in legal:
            card = table.card(action.card)
            if action.kind == USE_COUNTER and action.target == target:
                sources.append((stat(card, "counter") if card else 0, table.cost(action.card), action))
            elif action.kind == COUNTER_EVENT:
                value = self.counter_event_value(card)
                if value > 0:
                    sources.append((value, table.cost(action.card) + 2, action))
        sources = [s for s in sources if s[0] > 0]
        values = sorted((s[0] for s in sources), reverse=True)
        cards_needed = next((i + 1 for i in range(len(values)) if sum(values[: i + 1]) >= need), None)
        if cards_needed is None or cards_needed > self._budget(table, attacker, target):
            return None
        enough = [s for s in sources if s[0] >= need]
        if enough:
            return min(enough, key=lambda s: (s[0], s[1]))[2]  # the least waste, the cheapest card
        return max(sources, key=lambda s: (s[0], -s[1]))[2]

    def _budget(self, table: BotTable, attacker: int, target: int) -> int:
        """How many cards from hand the bot spends to stop this attack."""
        at_stake = self._at_stake(table, attacker, target)
        hand = zone_of(table.view, Z.HAND, table.me).count
        if at_stake >= LOSING:
            return hand
        if table.is_leader(target):
            return {6: 3, 4: 2, 2: 1 if hand >= 4 else 0}.get(at_stake, 0)
        return 2 if at_stake >= 6 else 1 if at_stake >= 4 else 0
