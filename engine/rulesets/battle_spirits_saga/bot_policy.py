"""How the heuristic bot plays Battle Spirits Saga: summon and level up, attack when it pays, block with reason."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from engine import actions as A
from engine.actions import Action
from engine.bot import (
    PASS_SCORE,
    ActionScore,
    ContextPolicy,
    Question,
    chance_by_worth,
    stat,
    zone_count,
    zone_of,
)
from engine.ids import PlayerId, opponent
from engine.rulesets.battle_spirits_saga import carddata as C
from engine.rulesets.battle_spirits_saga import zones as Z

if TYPE_CHECKING:
    from engine.formats.cards import CardDatabase, CardDefinition
    from engine.views import CardView, View


class BattleSpiritsPolicy(ContextPolicy):
    """Scores a seat's moves from its view and the printed card data.

    Main step: set a burst, place nexuses, summon the costliest spirit it can with the most cores it can spare,
    then move reserve cores onto spirits only where that reaches a higher level; magic with a main effect is used
    when its cost leaves a core. Attack step: attack with a spirit the opponent cannot block profitably, or when
    the opponent's life is low. Block: with a spirit that wins or survives the battle, or to save the last life.
    Flash windows: a flash magic or a 【Swift】 summon when defending. Bursts are always activated. Taking control
    of a refreshed spirit (to attack with it) comes before summoning; an X core removal is used with the least X that
    destroys a spirit. Targets: what the effect does decides (a refreshed spirit to exhaust, the nearest to losing its
    last core...)."""

    def __init__(self, database: CardDatabase) -> None:
        self.database = database
        self.action_scores: dict[str, ActionScore] = {"main": self._main, "attack": self._attack, "flash": self._flash}

    def evaluate(self, view: View) -> float:
        """The seat's chance from its view: life cores (none left loses, 1-2-1-1) against the opponent's, then cards
        on the field, cards in hand and cores in the reserve."""
        return chance_by_worth(
            view,
            lambda p: (
                sum(n for _, n in zone_of(view, Z.LIFE, p).tokens)
                + 0.4 * zone_count(view, Z.FIELD, p)
                + 0.1 * zone_count(view, Z.HAND, p)
                + 0.1 * sum(n for _, n in zone_of(view, Z.RESERVE, p).tokens)
            ),
        )

    def other_scores(self, question: Question, legal: Sequence[Action]) -> Sequence[float | None] | None:
        view, decision, me, cards = question
        context = decision.context
        if context == "block":
            return [self._block(view, me, cards, action, decision.options) for action in legal]
        if context == "ability_target" and "Choose the spirit it attacks" in decision.prompt:  # named after its card
            return [-sum(stat(cards[p], "bp") for p in a.picks if p in cards) for a in legal]  # the weakest
        if context == "ability_target":
            return [self._target(view, me, cards, action) for action in legal]
        if context == "gale":
            return [-sum(stat(cards[p], "bp") for p in action.picks if p in cards) for action in legal]
        if context in ("core_payment", "core_placement"):
            labels = decision.labels
            return [self._core_source(labels[a.picks[0]]) if a.picks else PASS_SCORE for a in legal]
        if context == "first_or_second":
            return [1.0 if action.picks == (0,) else PASS_SCORE for action in legal]
        return None

    def _definition(self, cards: dict[int, CardView], iid: int | None) -> CardDefinition | None:
        card = None if iid is None else cards.get(iid)
        if card is None or card.card_id is None or card.card_id not in self.database:
            return None
        return self.database.get(card.card_id)

    @staticmethod
    def _core_source(label: str) -> float:
        """Stop at the least number of cores placed; cores from the reserve first, then from cards; the soul core
        last."""
        if label.startswith("Stop"):
            return 3.0
        if "soul" in label:
            return 0.1
        return 2.0 if label.endswith("your reserve") else 1.0

    def _main(self, view: View, me: PlayerId, cards: dict[int, CardView], action: Action) -> float:
        if action.kind == A.PASS:
            return PASS_SCORE
        if action.option == "choose_cores":
            return -0.5  # the bot takes a ready-made plan
        definition = self._definition(cards, action.card)
        if action.kind == "set_burst":
            return 5.0 if zone_of(view, Z.BURST, me).count == 0 else -1.0
        if action.kind == "place" and definition is not None:
            return 3.0 + (action.number or 0) * 0.1
        if action.kind == "summon" and definition is not None:
            return 2.0 + C.printed_cost(definition) * 0.5 + (action.number or 0) * 0.3 - len(action.picks) * 0.2
        if action.kind == "magic" and definition is not None:  # with X (4-6-2): the largest X it can pay
            return self._main_magic(view, me, definition, action.number)
        if action.kind == "move_cores":
            reserve = dict(zone_of(view, Z.RESERVE, me).tokens).get(Z.CORE, 0)
            return self._level_up(cards, action, reserve)
        if action.kind == "activate":
            return 0.5
        return -1.0

    def _main_magic(self, view: View, me: PlayerId, definition: CardDefinition, x: int | None = None) -> float:
        """A main-step magic with a reason: drawing or gaining cores while a core is left over, removal only when
        the opponent has a spirit to remove or weaken; taking control of a refreshed spirit (it attacks for me this
        turn and cannot block), X cores removed where that destroys a spirit."""
        reserve = sum(n for _, n in zone_of(view, Z.RESERVE, me).tokens)
        steps = [step for ability in definition.abilities if "main" in ability.get("timing", ())
                 for step in ability.get("effect", ())]  # fmt: skip
        theirs = [c for c in zone_of(view, Z.FIELD, opponent(me)).cards if stat(c, "bp") > 0]
        if any(step.get("do") == "take_control" for step in steps):
            limit = self._bp_limit(steps)
            taken = [stat(c, "bp") for c in theirs if c.orientation == Z.REFRESHED and stat(c, "bp") <= limit]
            return 4.5 + max(taken) / 10000 if taken and reserve >= (definition.cost or 0) else -1.0
        if x is not None and any(step.get("do") == "remove_cores" for step in steps):
            return self._x_removal(view, theirs, x)
        return self._other_magic(view, me, definition, steps, theirs) + (x or 0) * 0.01  # any other X: the largest

    def _other_magic(
        self, view: View, me: PlayerId, definition: CardDefinition, steps: list[Any], theirs: list[CardView]
    ) -> float:
        """Any other main-step magic, by what its steps do, only while a core is left over."""
        reserve = sum(n for _, n in zone_of(view, Z.RESERVE, me).tokens)
        if reserve <= (definition.cost or 0):
            return -1.0
        if any(step.get("do") == "attack_spirit" for step in steps):  # a duel it wins
            mine = [stat(c, "bp") for c in zone_of(view, Z.FIELD, me).cards if c.orientation == Z.REFRESHED]
            return 1.5 if theirs and mine and max(mine) > min(stat(c, "bp") for c in theirs) else -1.0
        if any(step.get("do") in ("destroy", "remove_cores", "modify", "orient") for step in steps):
            return 1.5 if theirs else -1.0
        if any(step.get("do") in ("draw", "gain_resource") for step in steps):
            return 1.0
        return 0.2

    def _level_up(self, cards: dict[int, CardView], action: Action, reserve: int) -> float:
        """Reserve to a spirit, one core at a time, while the reserve's cores can take it to its next level (no
        shuffling back); the spirit with the fewest cores missing first."""
        if action.card is not None or action.target is None or action.option == "soul":
            return -1.0
        definition = self._definition(cards, action.target)
        target = cards.get(action.target)
        if definition is None or target is None:
            return -1.0
        now = stat(target, "cores")
        missing = [cores - now for cores, _ in C.levels(definition)[1:] if cores > now]
        return 0.8 - missing[0] * 0.01 if missing and missing[0] <= reserve else -1.0

    def _attack(self, view: View, me: PlayerId, cards: dict[int, CardView], action: Action) -> float:
        if action.kind != "attack" or action.card is None:
            return PASS_SCORE
        mine = cards.get(action.card)
        if mine is None:
            return -1.0
        bp = stat(mine, "bp")
        theirs = [c for c in zone_of(view, Z.FIELD, opponent(me)).cards
                  if c.orientation == Z.REFRESHED and stat(c, "bp") > 0]  # fmt: skip
        life = sum(n for _, n in zone_of(view, Z.LIFE, opponent(me)).tokens)
        if not theirs or all(stat(c, "bp") < bp for c in theirs):
            return 2.0 + bp / 10000
        if life <= 2 or len(theirs) < len(
            [c for c in zone_of(view, Z.FIELD, me).cards if c.orientation == Z.REFRESHED]
        ):
            return 1.0
        return -1.0

    def _block(
        self, view: View, me: PlayerId, cards: dict[int, CardView], action: Action, options: tuple[int, ...]
    ) -> float:
        attacker = cards.get(options[0]) if options else None
        attack_bp = stat(attacker, "bp") if attacker is not None else 0
        symbols = stat(attacker, "symbols", 1) if attacker is not None else 1
        life = sum(n for _, n in zone_of(view, Z.LIFE, me).tokens)
        if action.kind == A.PASS:
            return 0.5 if life > symbols else -2.0
        blocker = cards.get(action.card) if action.card is not None else None
        if blocker is None:
            return -1.0
        bp = stat(blocker, "bp")
        if bp > attack_bp:
            return 2.0 + bp / 10000
        if life <= symbols:
            return 1.0 - bp / 100000
        return 0.0 if bp == attack_bp else -1.0

    def _flash(self, view: View, me: PlayerId, cards: dict[int, CardView], action: Action) -> float:
        """A flash effect with a reason: a +BP magic that turns the battle my way, a destruction that removes the
        attacker (or the blocker), a 【Swift】 spirit when I am attacked and have nothing to block with."""
        if action.kind == A.PASS:
            return PASS_SCORE
        if action.option == "choose_cores":
            return -0.5  # the bot takes a ready-made plan
        battle = view.battle
        if battle is None:
            return -1.0
        definition = self._definition(cards, action.card)
        attacker, blocker = cards.get(battle.attacker), cards.get(battle.blocker) if battle.blocker else None
        mine_attacking = view.turn_player == me
        if action.kind == "swift":
            free = [c for c in zone_of(view, Z.FIELD, me).cards if c.orientation == Z.REFRESHED]
            return 1.5 if not mine_attacking and blocker is None and not free else -1.0
        if action.kind != "magic" or definition is None:
            return -1.0
        steps = [step for ability in definition.abilities if "flash" in ability.get("timing", ())
                 for step in ability.get("effect", ())]  # fmt: skip
        enemy = attacker if not mine_attacking else blocker
        if any(step.get("do") == "destroy" for step in steps):
            return 2.0 if enemy is not None and stat(enemy, "bp") <= self._bp_limit(steps) else -1.0
        if action.number is not None and any(step.get("do") == "remove_cores" for step in steps):
            return self._x_removal(view, [enemy] if enemy is not None else [], action.number) - 1.0
        boost = sum(step.get("amount", 0) for step in steps if step.get("do") == "modify" and step.get("stat") == "bp")
        if boost > 0 and attacker is not None and blocker is not None:
            mine, theirs = (attacker, blocker) if mine_attacking else (blocker, attacker)
            if stat(mine, "bp") <= stat(theirs, "bp") < stat(mine, "bp") + boost:
                return 2.0
        if any(step.get("do") == "draw" for step in steps):
            return 0.5
        return -1.0

    def _cores_to_destroy(self, card: CardView) -> int:
        """How many regular cores taken off a spirit leave it short of its LV1 cores (destroyed, 9-3-2-1); the soul
        core is not taken to the void (4-11-3): a large number when it alone keeps the spirit."""
        known = card.card_id is not None and card.card_id in self.database
        levels = C.levels(self.database.get(card.card_id)) if known and card.card_id is not None else ()
        need = levels[0][0] if levels else 1
        tokens = dict(card.tokens)
        soul = tokens.get(Z.SOUL, 0)
        return tokens.get(Z.CORE, 0) + soul - need + 1 if soul < need else 99

    def _x_removal(self, view: View, theirs: Sequence[CardView], x: int) -> float:
        """X cores off an opponent's spirit (Withering Tide): worth it when X destroys one, the strongest, with the
        least X; otherwise not."""
        killed = [stat(c, "bp") for c in theirs if 0 < self._cores_to_destroy(c) <= x]
        return 3.5 + max(killed) / 10000 - x * 0.05 if killed else -1.0

    @staticmethod
    def _bp_limit(steps: list[dict[str, object]]) -> int:
        """The highest BP a step may target (a destruction, a change of control; no limit written: any)."""
        for step in steps:
            target = step.get("target")
            numbers = target.get("filter", {}).get("stat", {}) if isinstance(target, dict) else {}
            bp = numbers.get("bp") if isinstance(numbers, dict) else None
            if isinstance(bp, dict) and bp.get("op") == "<=":
                return int(bp.get("value", 0))
        return 10**9

    def _target(self, view: View, me: PlayerId, cards: dict[int, CardView], action: Action) -> float:
        """Targets: to exhaust, an opponent's refreshed spirit (an exhausted one gains nothing); to take control of,
        a refreshed one; to remove cores from, the one nearest to being destroyed; otherwise the spirits in the battle
        first, then the strongest."""
        prompt = view.decision.prompt if view.decision is not None else ""
        theirs = {c.iid for c in zone_of(view, Z.FIELD, opponent(me)).cards}
        battle = view.battle
        battling = () if battle is None else (battle.attacker, battle.blocker)
        score = 0.0
        for pick in action.picks:
            card = cards.get(pick)
            if card is None:
                continue
            bp, refreshed = stat(card, "bp") / 10000, card.orientation == Z.REFRESHED
            if "to turn exhausted" in prompt and pick in theirs:
                score += 1.0 + bp if refreshed else -0.5
            elif "take control of" in prompt:
                score += (2.0 if refreshed else 0.0) + bp
            elif "cores are removed" in prompt and pick in theirs:
                score += 3.0 - min(self._cores_to_destroy(card), 20) * 0.1 + bp / 10
            else:
                score += (3.0 if pick in battling else 0.0) + bp
        return score
