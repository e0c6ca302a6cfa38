"""Player actions of the main, clock, climax and counter timings (6.4-6.6, 7.4, 8.6.2) with their checks."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING

from engine.abilities import resolve_printed
from engine.actions import Action
from engine.errors import IllegalAction, RulesError
from engine.ids import InstanceId, PlayerId, ZoneRef
from engine.rulesets.weiss_schwarz import carddata as C
from engine.rulesets.weiss_schwarz import procedures as P
from engine.rulesets.weiss_schwarz import stats as S
from engine.rulesets.weiss_schwarz import zones as Z
from engine.rulesets.weiss_schwarz.forbidden import forbidder
from engine.rulesets.weiss_schwarz.kinds import CLOCK_CARD, MOVE, PLAY, PLAY_CLIMAX, PLAY_EVENT
from engine.rulesets.weiss_schwarz.phases import CLIMAX_PLAYED
from engine.shared_values import shared_action, shared_to_each
from engine.state import Task

if TYPE_CHECKING:
    from engine.game import Game

EVENT_DONE = "ws:event_done"
DRAW = "ws:draw"


def in_hand(game: Game, action: Action) -> InstanceId | None:
    iid = action.card
    if iid is None or iid not in game.state.cards or game.card(iid).zone != ZoneRef(Z.HAND, action.player):
        return None
    return iid


def requirements(game: Game, iid: InstanceId, player: PlayerId) -> RulesError | None:
    """8.6.2.1: a card from hand is played only if its colour (8.6.2.1.1) and level (8.6.2.1.2)
    requirements are met, and its cost can be paid in full (8.6.2.3.2). Worked out once per card within a query
    (legal actions check a character for each of the five positions)."""
    memo = game.query_memo()
    if memo is None:
        return _requirements(game, iid, player)
    key = ("ws:requirements", iid, player)
    if key not in memo:
        memo[key] = _requirements(game, iid, player)
    found: RulesError | None = memo[key]
    return found


def _requirements(game: Game, iid: InstanceId, player: PlayerId) -> RulesError | None:
    return _requirements_in(game, iid, _means(game, player))


class _Means:
    """What a player's position offers every card played from hand (8.6.2.1): their level, the colours of their
    level and clock, their stock, and whether any effect changes a card's level or cost; looked up once for a whole
    hand (`legal`), the colours only when asked."""

    __slots__ = ("_colours", "game", "level", "plain_costs", "plain_levels", "player", "printed", "stock")

    def __init__(self, game: Game, player: PlayerId) -> None:
        self.game, self.player = game, player
        self.printed = S.printed_by_id(game)
        self.level = Z.level_of_player(game, player)
        self.stock = P.stock_size(game, player)
        self.plain_levels, self.plain_costs = S.untouched(game, "level"), S.untouched(game, "cost")
        self._colours: set[str] | None = None

    @property
    def colours(self) -> set[str]:
        if self._colours is None:
            self._colours = S.colors_available(self.game, self.player)
        return self._colours


def _means(game: Game, player: PlayerId) -> _Means:
    """The player's `_Means`, looked up once per query (the listings of characters and events share them)."""
    memo = game.query_memo()
    if memo is None:
        return _Means(game, player)
    key = ("ws:means", player)
    found = memo.get(key)
    if found is None:
        found = memo[key] = _Means(game, player)
    assert isinstance(found, _Means)
    return found


def _playable(game: Game, player: PlayerId, category: str, *, counters: bool = False) -> Iterator[InstanceId]:
    """The cards of `category` in the player's hand (only [Counter] ones with `counters`) whose play requirements
    are met, in hand order, the player's means looked up once: what the play listings offer."""
    means = _means(game, player)
    table, cards = means.printed, game.state.cards
    for iid in game.zone(Z.HAND_REFS[player]):
        printed = table[cards[iid].card_id]
        if (
            printed.category == category
            and (not counters or printed.counter)
            and _unmet(game, iid, means, printed) is None
        ):
            yield iid


def _unmet(game: Game, iid: InstanceId, means: _Means, printed: S.Printed) -> tuple[str, int] | None:
    """The requirement a card from hand (`printed`: its printed information) misses (8.6.2.1.2 level, 8.6.2.1.1
    colour, 8.6.2.3.2 cost) with the card's number its refusal names, or None. A climax needs its colour only
    (6.6.1.2.1)."""
    if printed.category == C.CLIMAX:
        return ("8.6.2.1.1", 0) if means.colours.isdisjoint(printed.colours) else None
    level = printed.level if means.plain_levels else S.level(game, iid)
    if level > means.level:
        return "8.6.2.1.2", level
    if level > 0 and means.colours.isdisjoint(printed.colours):
        return "8.6.2.1.1", level
    cost = printed.cost if means.plain_costs else S.cost(game, iid)
    if cost > means.stock:
        return "8.6.2.3.2", cost
    return None


def _requirements_in(game: Game, iid: InstanceId, means: _Means) -> RulesError | None:
    unmet = _unmet(game, iid, means, means.printed[game.state.cards[iid].card_id])
    if unmet is None:
        return None
    rule, number = unmet
    definition = game.definition(iid)
    if rule == "8.6.2.1.2":
        return IllegalAction(rule, f"{definition.name} is level {number}; your level is {means.level}.")
    if rule == "8.6.2.1.1":
        return IllegalAction(rule, f"{definition.name} is {'/'.join(definition.colors)}: you need a card of that "
                             "colour in your level or clock.")  # fmt: skip
    return IllegalAction(rule, f"{definition.name} costs {number}; you have {means.stock} stock.")


def _pay(game: Game, iid: InstanceId, player: PlayerId) -> None:
    cost = S.cost(game, iid)
    if cost > 0:
        P.pay_stock(game, player, cost, rule="8.6.2.3.1")


class PlayCharacter:
    """6.5.1.2.1: `Action("play", card=a character in hand, number=position 1-5)`, occupied or not."""

    kind = PLAY
    label = "Play"  # what players call it (menus, the log)

    @staticmethod
    def number_words(number: int) -> str:
        """How its number reads in a menu or the log: "to position 2 (center middle)"."""
        return f"to {Z.position_label(number)}"

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        for iid in game.zone(Z.HAND_REFS[player]):
            if C.is_character(game.definition(iid)) and requirements(game, iid, player) is None:
                for slot in Z.POSITIONS:
                    yield Action(PLAY, player, card=iid, number=slot)

    def legal(self, game: Game, player: PlayerId) -> list[Action]:
        """The candidates `check` accepts (engine.ruleset.ListsLegal): each is a character in the player's own hand
        on one of the five positions by construction, and its requirements are worked out once, with the player's
        level, colours and stock looked up once for the hand."""
        found: list[Action] = []
        for iid in _playable(game, player, C.CHARACTER):
            found.extend(shared_to_each(PLAY, player, iid, Z.POSITIONS))
        return found

    def check(self, game: Game, action: Action) -> RulesError | None:
        iid = in_hand(game, action)
        if iid is None:
            return IllegalAction("6.5.1.2.1", "Play a character from your own hand.")
        if not C.is_character(game.definition(iid)):
            return IllegalAction("6.5.1.2.1", "Only a character is played on a stage position.")
        if action.number not in Z.POSITIONS:
            return IllegalAction("8.6.2.2.1", "Choose one of your five stage positions (1-5).")
        return requirements(game, iid, action.player)

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None and action.number is not None
        _pay(game, action.card, action.player)
        P.put_character(game, action.card, action.player, action.number, played=True, rule="8.6.2.4.1")


class PlayEvent:
    """6.5.1.2.2, 7.4.1.2.1: `Action("play_event", card=an event in hand)`; in the counter step only
    an event with the Counter icon (2.8.2)."""

    kind = PLAY_EVENT
    label = "Play"  # what players call it (menus, the log)

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        for iid in game.zone(Z.HAND_REFS[player]):
            if game.definition(iid).category == C.EVENT:
                yield Action(PLAY_EVENT, player, card=iid)

    def legal(self, game: Game, player: PlayerId) -> list[Action]:
        """The candidates `check` accepts (engine.ruleset.ListsLegal), the player's means looked up once."""
        counter = _timing(game) == "counter"
        return [shared_action(PLAY_EVENT, player, iid) for iid in _playable(game, player, C.EVENT, counters=counter)]

    def check(self, game: Game, action: Action) -> RulesError | None:
        iid = in_hand(game, action)
        if iid is None:
            return IllegalAction("6.5.1.2.2", "Play an event from your own hand.")
        definition = game.definition(iid)
        if definition.category != C.EVENT:
            return IllegalAction("6.5.1.2.2", "That card is not an event.")
        if _timing(game) == "counter" and not C.has_counter_icon(definition):
            return IllegalAction("7.4.1.2.1", "In the counter step only an event with the Counter icon is played.")
        return requirements(game, iid, action.player)

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None
        timing = _timing(game)
        _pay(game, action.card, action.player)
        played = game.move(action.card, ZoneRef(Z.RESOLUTION, action.player), face_up=True, reveal=True,
                           rule="8.6.2.4.2")  # fmt: skip
        game.push(Task(EVENT_DONE, {"card": played}))
        resolve_printed(game, played, timing, action.player, pay_cost=False)
        P.signal(game, "event_played", played, action.player)


def event_done(game: Game, task: Task) -> None:
    """8.6.2.4.2: the event goes to its owner's waiting room once its effect is done."""
    card = task.args["card"]
    if card in game.state.cards and game.card(card).zone.name == Z.RESOLUTION:
        P.to_waiting_room(game, card, rule="8.6.2.4.2")


class PlayClimax:
    """6.6.1.2.1: `Action("play_climax", card=a climax in hand)`: colour only, no level, no cost."""

    kind = PLAY_CLIMAX
    label = "Play"  # what players call it (menus, the log)

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        for iid in game.zone(Z.HAND_REFS[player]):
            if C.is_climax(game.definition(iid)):
                yield Action(PLAY_CLIMAX, player, card=iid)

    def legal(self, game: Game, player: PlayerId) -> list[Action]:
        """The candidates `check` accepts (engine.ruleset.ListsLegal), the player's means looked up once."""
        return [shared_action(PLAY_CLIMAX, player, iid) for iid in _playable(game, player, C.CLIMAX)]

    def check(self, game: Game, action: Action) -> RulesError | None:
        iid = in_hand(game, action)
        if iid is None:
            return IllegalAction("6.6.1.2.1", "Play a climax from your own hand.")
        if not C.is_climax(game.definition(iid)):
            return IllegalAction("6.6.1.2.1", "Only a climax is played in the climax phase.")
        return requirements(game, iid, action.player)

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None
        game.state.vars[CLIMAX_PLAYED] = game.state.turn
        placed = game.move(action.card, ZoneRef(Z.CLIMAX, action.player), face_up=True, reveal=True, rule="8.6.2.4.3")
        P.signal(game, "on_play", placed, action.player)


class MoveCharacter:
    """6.5.1.2.4: `Action("move", card=a character on your stage, number=another position)`; a
    character there moves to the first one's position (an exchange)."""

    kind = MOVE
    label = "Move"  # what players call it (menus, the log)

    @staticmethod
    def number_words(number: int) -> str:
        """How its number reads in a menu or the log: "to position 2 (center middle)"."""
        return f"to {Z.position_label(number)}"

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        for iid in Z.characters(game, player):
            for slot in Z.POSITIONS:
                yield Action(MOVE, player, card=iid, number=slot)

    def legal(self, game: Game, player: PlayerId) -> list[Action]:
        """The candidates `check` accepts (engine.ruleset.ListsLegal): every other position for each of the
        player's characters, unless an effect forbids it or the character there to move (1.3.4), each card
        asked once."""
        cards = game.state.cards
        stuck = forbidder(game, "move")
        others = _OTHER_POSITIONS
        if stuck is not None:
            free = [slot for slot in Z.POSITIONS if not _held(stuck, Z.character_at(game, player, slot))]
            others = {here: tuple(slot for slot in free if slot != here) for here in Z.POSITIONS}
        found: list[Action] = []
        for iid in Z.characters(game, player):
            card = cards[iid]
            if card.controller != player or (stuck is not None and stuck(iid)):
                continue
            found.extend(shared_to_each(MOVE, player, iid, others[card.zone.slot]))
        return found

    def check(self, game: Game, action: Action) -> RulesError | None:
        iid = action.card
        if iid is None or not Z.is_on_stage(game, iid) or game.card(iid).controller != action.player:
            return IllegalAction("6.5.1.2.4", "Move one of the characters on your stage.")
        if action.number not in Z.POSITIONS:
            return IllegalAction("6.5.1.2.4", "Choose one of your five stage positions (1-5).")
        if action.number == game.card(iid).zone.slot:
            return IllegalAction("6.5.1.2.4", "Choose two different positions to exchange.")
        stuck = forbidder(game, "move")
        if stuck is not None and (stuck(iid) or _held(stuck, Z.character_at(game, action.player, action.number))):
            return IllegalAction("1.3.4", "An effect forbids that character to move.")
        return None

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None and action.number is not None
        P.move_to_position(game, action.card, action.number)


class ClockCard:
    """6.4.1.2: `Action("clock", card=a card in hand)`: it goes on top of the clock (not damage,
    4.10.2), then the player draws 2."""

    kind = CLOCK_CARD
    label = "Clock"  # what players call it (menus, the log)

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        return [Action(CLOCK_CARD, player, card=iid) for iid in game.zone(Z.HAND_REFS[player])]

    def legal(self, game: Game, player: PlayerId) -> list[Action]:
        """Every candidate: each is a card in the player's own hand, all `check` asks (engine.ruleset.ListsLegal)."""
        return [shared_action(CLOCK_CARD, player, iid) for iid in game.zone(Z.HAND_REFS[player])]

    def check(self, game: Game, action: Action) -> RulesError | None:
        if in_hand(game, action) is None:
            return IllegalAction("6.4.1.2", "Put a card from your own hand into your clock.")
        return None

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None
        game.move(action.card, ZoneRef(Z.CLOCK, action.player), face_up=True, reveal=True, rule="6.4.1.2")
        game.push(Task(DRAW, {"player": int(action.player), "count": 2, "rule": "6.4.1.2"}))


_OTHER_POSITIONS = {here: tuple(slot for slot in Z.POSITIONS if slot != here) for here in Z.POSITIONS}


def _held(stuck: Callable[[InstanceId], bool], other: InstanceId | None) -> bool:
    """Is the character on the position moved to (None: none) forbidden to move, so no exchange is made?"""
    return other is not None and stuck(other)


def _timing(game: Game) -> str:
    """The timing an event is played in: the counter step's (7.4.1.2) or the main phase's."""
    return "counter" if game.state.step == "counter" else "main"


def draw_task(game: Game, task: Task) -> None:
    """Draw as a step of its own, so interrupt rule actions come first (a level up from a clocked card)."""
    P.draw(game, PlayerId(task.args["player"]), int(task.args["count"]), rule=str(task.args.get("rule", "4.7.1")))
