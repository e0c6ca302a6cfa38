"""How the ONE PIECE bot scores its Main Phase: play Characters, Stages and Events, give DON!!, attack."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from engine import actions as A
from engine.actions import Action
from engine.bot import PASS_SCORE, stat
from engine.rulesets.one_piece import zones as Z
from engine.rulesets.one_piece.bot.base import CHEAP, NO, BotTable, PrintedCards, Scores
from engine.rulesets.one_piece.keywords import MAIN
from engine.rulesets.one_piece.main_actions import ACTIVATE_EVENT, ATTACK, GIVE_DON, PLAY_CHARACTER, PLAY_STAGE

if TYPE_CHECKING:
    from engine.views import CardView

# Main Phase priorities: develop first, then power up attackers, then attack (the weakest attacker first).
PLAY = 100.0
MAIN_EVENT = 90.0
STAGE = 60.0
ENABLE_ATTACKER = 80.0
PRESSURE = 70.0
HIT_LEADER = 50.0
KO_CHARACTER = 35.0
LETHAL = 500.0


class MainPhaseScoring(PrintedCards):
    """Main Phase: develop first, then power up attackers that can win, then attack (the weakest attacker first)."""

    def _main(self, table: BotTable, legal: Sequence[Action]) -> Scores:
        don_scores = self._don_plan(table, legal)
        scores: Scores = []
        for action in legal:
            if action.kind == PLAY_CHARACTER:
                scores.append(self._play_character(table, action))
            elif action.kind == PLAY_STAGE:
                scores.append(self._play_stage(table, action))
            elif action.kind == ACTIVATE_EVENT:
                steps = self._ability_steps(table.card(action.card), MAIN)
                useful = any(self._has_targets(table, step) for step in steps)
                scores.append(MAIN_EVENT if useful else NO)
            elif action.kind == GIVE_DON:
                scores.append(NO if action.target is None else don_scores.get(action.target, NO))
            elif action.kind == ATTACK:
                scores.append(self._attack(table, action))
            elif action.kind == A.PASS:
                scores.append(PASS_SCORE)
            else:
                scores.append(None)
        return scores

    def _has_targets(self, table: BotTable, step: dict[str, Any]) -> bool:
        """Whether an effect step could act on something: it targets no card, or some visible card matches the
        zones, side, category and cost its target filter names."""
        target = step.get("target")
        wanted = target.get("filter") if isinstance(target, dict) else None
        if not isinstance(wanted, dict) or not wanted.get("zone"):
            return True
        who = wanted.get("controller", "both")
        players = [p for p, side in ((table.me, "you"), (table.them, "opponent")) if who in (side, "both")]
        cards = [card for zone in wanted["zone"] for player in players for card in table.zone(zone, player)]
        return any(self._matches(card, wanted) for card in cards)

    def _matches(self, card: CardView, wanted: dict[str, Any]) -> bool:
        definition = self.definition(card)
        if definition is None:
            return False
        if wanted.get("category") and definition.category not in wanted["category"]:
            return False
        cost = wanted.get("cost")
        return not isinstance(cost, dict) or _compare(stat(card, "cost"), cost.get("op", "=="), cost.get("value", 0))

    def _play_character(self, table: BotTable, action: Action) -> float:
        cost, power = table.cost(action.card), table.power(action.card)
        if action.target is not None:  # a full area: trash a Character to make room (3-7-6-1)
            gain = cost - table.cost(action.target)
            return PLAY + 10 * gain if gain >= 2 else NO
        return PLAY + 10 * cost + power / self.don_power / 10

    def _play_stage(self, table: BotTable, action: Action) -> float:
        card = table.card(action.card)
        definition = self.definition(card)
        if definition is None or not definition.abilities or table.zone(Z.STAGE, table.me):
            return NO  # a vanilla Stage does nothing; a Stage in play is not replaced
        return STAGE + table.cost(action.card)

    def _don_plan(self, table: BotTable, legal: Sequence[Action]) -> dict[int, float]:
        """A score for giving the next DON!! to each card: first to attackers that it helps to win their battle
        (the cheapest to enable first), then to those that already win, the narrowest margin first."""
        spare = table.active_don() - self._counter_reserve(table)
        if spare <= 0:
            return {}
        targets: dict[int, list[int]] = {}
        for action in legal:
            if action.kind == ATTACK and action.card is not None and action.target is not None:
                targets.setdefault(action.card, []).append(action.target)
        enable: dict[int, float] = {}
        pressure: dict[int, float] = {}
        for attacker, options in targets.items():
            power = table.power(attacker)
            goals = [table.power(t) for t in options if table.is_leader(t) or table.cost(t) >= CHEAP]
            if not goals:
                continue
            best = max((g for g in goals if self._don_needed(g - power) <= spare), default=None)
            if best is None:
                continue
            needed = self._don_needed(best - power)
            if needed > 0:
                enable[attacker] = ENABLE_ATTACKER - needed
            else:
                pressure[attacker] = PRESSURE - (power - best) / self.don_power + 0.5 * table.is_leader(attacker)
        return enable or pressure

    def _don_needed(self, shortfall: int) -> int:
        return max(0, -(-shortfall // self.don_power))

    def _counter_reserve(self, table: BotTable) -> int:
        """Active DON!! kept for the opponent's turn: the cost of the cheapest useful [Counter] Event in hand."""
        costs = [stat(c, "cost") for c in table.zone(Z.HAND, table.me) if self.counter_event_value(c) > 0]
        return min(costs, default=0)

    def _attack(self, table: BotTable, action: Action) -> float:
        power, defence = table.power(action.card), table.power(action.target)
        if power < defence:
            return NO  # the attacker loses (7-1-4-2)
        weakest_first = power / self.don_power / 100
        if table.is_leader(action.target):
            life = table.life(table.them)
            if life == 0:
                return LETHAL
            return HIT_LEADER + 3 * max(0, 5 - life) - weakest_first
        return KO_CHARACTER + 4 * table.cost(action.target) - weakest_first


def _compare(value: int, op: str, other: int) -> bool:
    tests = {"<=": value <= other, ">=": value >= other, "<": value < other, ">": value > other, "!=": value != other}
    return tests.get(op, value == other)
