"""How the heuristic bot plays ONE PIECE: develop, power up attackers that can win, attack, defend its Life."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine import actions as A
from engine.actions import Action
from engine.bot import PASS_SCORE, cards_by_id, stat, zone_of
from engine.ids import PlayerId, opponent
from engine.rulesets.one_piece import zones as Z
from engine.rulesets.one_piece.battle import BATTLE_ROLES, BLOCK, COUNTER_EVENT, USE_COUNTER
from engine.rulesets.one_piece.damage import ACTIVATE_TRIGGER
from engine.rulesets.one_piece.keywords import DOUBLE_ATTACK, MAIN, TRIGGER
from engine.rulesets.one_piece.main_actions import ACTIVATE_EVENT, ATTACK, GIVE_DON, PLAY_CHARACTER, PLAY_STAGE
from engine.rulesets.one_piece.setup import GO_FIRST

if TYPE_CHECKING:
    from engine.formats.cards import CardDatabase, CardDefinition
    from engine.views import CardView, View

Scores = list[float | None]

NO = -1.0
"""The score of a move the bot would rather not make (passing is worth `PASS_SCORE`)."""

# Main Phase priorities: develop first, then power up attackers, then attack (the weakest attacker first).
PLAY = 100.0
MAIN_EVENT = 90.0
STAGE = 60.0
ENABLE_ATTACKER = 80.0
PRESSURE = 70.0
HIT_LEADER = 50.0
KO_CHARACTER = 35.0
LETHAL = 500.0

LOSING = 99
"""What is at stake when the attack would hit a Leader at 0 Life: the game."""

LOSSES = ("discard", "trash_from_hand", "overflow_trash")
"""Choices of cards the bot loses: the fewest, least valuable ones."""
GAINS = ("ability_target", "search", "look_pick")
"""Choices of cards an effect acts on or brings: as many as allowed, the most valuable ones (own cards an effect
would K.O. or send away excepted)."""
HARMFUL = ("K.O.", "trash", "deck", "rest")
"""Words of an ability's prompt that make choosing one's own card a loss."""

KEEP_OPENING = 2
"""An opening hand is kept with at least this many Characters of cost 3 or less (5-2-1-6)."""
CHEAP = 3


@dataclass(frozen=True, slots=True)
class _Table:
    """The bot's side and its opponent's, read from its view."""

    view: View
    me: PlayerId
    cards: dict[int, CardView]

    @property
    def them(self) -> PlayerId:
        return opponent(self.me)

    def zone(self, name: str, player: PlayerId) -> tuple[CardView, ...]:
        return zone_of(self.view, name, player).cards

    def life(self, player: PlayerId) -> int:
        return zone_of(self.view, Z.LIFE, player).count

    def leader(self, player: PlayerId) -> CardView | None:
        leaders = self.zone(Z.LEADER, player)
        return leaders[0] if leaders else None

    def active_don(self) -> int:
        return sum(1 for card in self.zone(Z.COST, self.me) if card.orientation == Z.ACTIVE)

    def card(self, iid: int | None) -> CardView | None:
        return None if iid is None else self.cards.get(iid)

    def power(self, iid: int | None) -> int:
        card = self.card(iid)
        return 0 if card is None else stat(card, "power")

    def cost(self, iid: int | None) -> int:
        card = self.card(iid)
        return 0 if card is None else stat(card, "cost")

    def is_leader(self, iid: int | None) -> bool:
        card = self.card(iid)
        return card is not None and any(c.iid == card.iid for c in self.zone(Z.LEADER, card.owner))


class OnePiecePolicy:
    """Scores the moves of a ONE PIECE (or ENERGIO!!) seat from its view and the printed card data.

    Main Phase: play the costliest affordable Character, then give DON!! to attackers that can then win their
    battle, then attack the Leader (or a valuable rested Character) with every card whose power is at least the
    target's. Defence: block or use Counters when the attack would hit at low Life or K.O. a valuable Character,
    and only when that is enough to win the battle. [Trigger]s are used when the card has one the engine
    can resolve; an opening hand is kept with enough cheap Characters.
    """

    def __init__(self, database: CardDatabase, don_power: int = 1000) -> None:
        self.database = database
        self.don_power = don_power
        self._battle: tuple[int, int, int] | None = None
        """The last battle a block or counter window showed this seat (turn, attacker, target): an ability's
        target chosen during that battle (a [Counter] Event's power) goes to the attacked card."""

    def scores(self, view: View, legal: Sequence[Action]) -> Sequence[float | None]:
        decision = view.decision
        if decision is None or view.viewer is None:
            return [None] * len(legal)
        table = _Table(view, view.viewer, cards_by_id(view))
        context = decision.context
        if context == "main":
            return self._main(table, legal)
        if context in (BLOCK, "counter") and decision.labels == BATTLE_ROLES:
            attacker, target = decision.options
            self._battle = (view.turn, attacker, target)
            if context == BLOCK:
                return self._block(table, legal, attacker, target)
            return self._counter(table, legal, attacker, target)
        if context == "redraw":
            return [self._redraw(table, action) for action in legal]
        if context == "first_or_second":
            return [1.0 if action.picks == (GO_FIRST,) else PASS_SCORE for action in legal]
        if context == "life_trigger":
            use = self._trigger_worth_using(table)
            return [1.0 if (action.picks == (ACTIVATE_TRIGGER,)) == use else PASS_SCORE for action in legal]
        if context in LOSSES or context in GAINS:
            return self._choose_cards(table, legal, context in LOSSES)
        if context == "return_don":
            return [sum(self._don_to_return(table, p) for p in action.picks) for action in legal]
        return [None] * len(legal)

    # Printed card data (public: both players hold the same database).

    def definition(self, card: CardView | None) -> CardDefinition | None:
        if card is None or card.card_id is None or card.card_id not in self.database:
            return None
        return self.database.get(card.card_id)

    def has_keyword(self, card: CardView | None, keyword: str) -> bool:
        definition = self.definition(card)
        return definition is not None and keyword in definition.keywords

    def _ability_steps(self, card: CardView | None, timing: str) -> list[dict[str, Any]]:
        """The effect steps of the card's automated ability of `timing` (none if it is not automated)."""
        definition = self.definition(card)
        if definition is None or not definition.automated:
            return []
        return [
            step
            for ability in definition.abilities
            if timing in ability.get("timing", ()) or ability.get("trigger", {}).get("event") == timing
            for step in _walk(ability.get("effect", []))
        ]

    def counter_event_value(self, card: CardView | None) -> int:
        """The power a [Counter] Event adds, read from its automated ability (0 when the bot cannot tell)."""
        return sum(
            int(step.get("amount", 0))
            for step in self._ability_steps(card, "counter")
            if step.get("do") == "modify" and step.get("stat") == "power" and int(step.get("amount", 0)) > 0
        )

    # Main Phase.

    def _main(self, table: _Table, legal: Sequence[Action]) -> Scores:
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

    def _has_targets(self, table: _Table, step: dict[str, Any]) -> bool:
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

    def _play_character(self, table: _Table, action: Action) -> float:
        cost, power = table.cost(action.card), table.power(action.card)
        if action.target is not None:  # a full area: trash a Character to make room (3-7-6-1)
            gain = cost - table.cost(action.target)
            return PLAY + 10 * gain if gain >= 2 else NO
        return PLAY + 10 * cost + power / self.don_power / 10

    def _play_stage(self, table: _Table, action: Action) -> float:
        card = table.card(action.card)
        definition = self.definition(card)
        if definition is None or not definition.abilities or table.zone(Z.STAGE, table.me):
            return NO  # a vanilla Stage does nothing; a Stage in play is not replaced
        return STAGE + table.cost(action.card)

    def _don_plan(self, table: _Table, legal: Sequence[Action]) -> dict[int, float]:
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

    def _counter_reserve(self, table: _Table) -> int:
        """Active DON!! kept for the opponent's turn: the cost of the cheapest useful [Counter] Event in hand."""
        costs = [stat(c, "cost") for c in table.zone(Z.HAND, table.me) if self.counter_event_value(c) > 0]
        return min(costs, default=0)

    def _attack(self, table: _Table, action: Action) -> float:
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

    # Defence.

    def _block(self, table: _Table, legal: Sequence[Action], attacker: int, target: int) -> Scores:
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

    def _at_stake(self, table: _Table, attacker: int, target: int) -> int:
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

    def _counter(self, table: _Table, legal: Sequence[Action], attacker: int, target: int) -> Scores:
        need = table.power(attacker) - table.power(target) + 1
        choice = self._counter_choice(table, legal, attacker, target, need) if need > 0 else None
        return [
            (10.0 if action == choice else NO) if action.kind in (USE_COUNTER, COUNTER_EVENT) else None
            for action in legal
        ]

    def _counter_choice(
        self, table: _Table, legal: Sequence[Action], attacker: int, target: int, need: int
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

    def _budget(self, table: _Table, attacker: int, target: int) -> int:
        """How many cards from hand the bot spends to stop this attack."""
        at_stake = self._at_stake(table, attacker, target)
        hand = zone_of(table.view, Z.HAND, table.me).count
        if at_stake >= LOSING:
            return hand
        if table.is_leader(target):
            return {6: 3, 4: 2, 2: 1 if hand >= 4 else 0}.get(at_stake, 0)
        return 2 if at_stake >= 6 else 1 if at_stake >= 4 else 0

    def _choose_cards(self, table: _Table, legal: Sequence[Action], loss: bool) -> Scores:
        """Pick cards: for a loss the fewest and least valuable; else as many as allowed and the most valuable
        (an opponent's card to remove, a card to fetch; an own card to power up: the attacked one in a battle)."""
        decision = table.view.decision
        assert decision is not None
        if not loss and any(w in decision.prompt for w in HARMFUL):
            own = [table.card(o) for o in decision.options]
            loss = all(card is not None and card.owner == table.me for card in own)
        battle = self._battle if self._battle is not None and self._battle[0] == table.view.turn else None
        in_battle = battle is not None and table.view.step in (BLOCK, "counter", "damage")

        def value(iid: int) -> float:
            if in_battle and battle is not None and iid == battle[2]:
                return 100.0
            return table.cost(iid) + table.power(iid) / self.don_power / 10

        scores: Scores = []
        for action in legal:
            worth = sum(value(p) for p in action.picks)
            scores.append(-100.0 * len(action.picks) - worth if loss else 100.0 * len(action.picks) + worth)
        return scores

    @staticmethod
    def _don_to_return(table: _Table, iid: int) -> float:
        """How gladly a DON!! goes back to the DON!! deck: a rested one in the cost area first, a given one last."""
        for card in table.zone(Z.COST, table.me):
            if card.iid == iid:
                return 2.0 if card.orientation == Z.RESTED else 1.0
        return 0.0

    # Set-up and damage.

    def _redraw(self, table: _Table, action: Action) -> float:
        hand = table.zone(Z.HAND, table.me)
        cheap = sum(1 for c in hand if _is_character(self.definition(c)) and stat(c, "cost") <= CHEAP)
        redraw = cheap < KEEP_OPENING
        return 1.0 if (action.kind == A.YES) == redraw else PASS_SCORE

    def _trigger_worth_using(self, table: _Table) -> bool:
        """Whether the Life card being taken has a [Trigger] the engine resolves (else it only costs the card)."""
        known = [c for c in table.zone(Z.LIFE, table.me) if c.card_id is not None]
        card = known[-1] if known else None
        return self.has_keyword(card, TRIGGER) and bool(self._ability_steps(card, TRIGGER))


def _compare(value: int, op: str, other: int) -> bool:
    tests = {"<=": value <= other, ">=": value >= other, "<": value < other, ">": value > other, "!=": value != other}
    return tests.get(op, value == other)


def _is_character(definition: CardDefinition | None) -> bool:
    return definition is not None and definition.category == "character"


def _walk(steps: Any) -> Iterator[dict[str, Any]]:
    """Every effect step, nested ones (may, if, choose one) included."""
    if isinstance(steps, dict):
        yield steps
        for key in ("steps", "then", "otherwise", "effect", "modes"):
            yield from _walk(steps.get(key, []))
    elif isinstance(steps, list):
        for step in steps:
            yield from _walk(step)
