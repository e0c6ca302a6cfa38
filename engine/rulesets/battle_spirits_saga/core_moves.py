"""Moving cores (6-6-1-2-3) in the main step, and 【Awaken】's core moves in a flash window (11-1-1)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from engine.actions import Action
from engine.errors import IllegalAction, RulesError
from engine.ids import InstanceId, PlayerId, ZoneRef
from engine.rulesets.battle_spirits_saga import carddata as C
from engine.rulesets.battle_spirits_saga import cores as R
from engine.rulesets.battle_spirits_saga import zones as Z
from engine.rulesets.battle_spirits_saga.keywords import active
from engine.sentences import plural
from engine.shared_values import shared_action

if TYPE_CHECKING:
    from engine.game import Game
    from engine.table_ops import TokenPlace

    _Move = tuple[InstanceId | None, InstanceId | None, str, TokenPlace, str | None]

MOVE_CORES, AWAKEN = "move_cores", "awaken"


def _place_of(game: Game, iid: InstanceId | None, player: PlayerId) -> ZoneRef | InstanceId:
    return R.reserve(player) if iid is None else iid


def _what(action: Action) -> str:
    """ "the soul core", "1 core", "2 cores": what a core move moves."""
    return "the soul core" if action.option == "soul" else plural(action.number or 1, "core")


class MoveCores:
    """6-6-1-2-3: `Action("move_cores", card=from (None: the reserve), target=to (None: the reserve), number=how many,
    option="soul" to move the soul core)` between your reserve and the cards on your field."""

    kind = MOVE_CORES
    label = "Move cores"
    describes_target = True

    @staticmethod
    def describe(action: Action, card: str, target: str) -> str:
        """A menu line: "Move 1 core from the reserve to Gloom Imp", "Move the soul core from Gloom Imp to the
        reserve" (a spectator reads the log's line too: not "your")."""
        return f"Move {_what(action)} from {card or 'the reserve'} to {target or 'the reserve'}"

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        return (
            shared_action(MOVE_CORES, player, card, target, (), (), 1, option)
            for card, target, _, _, option in self._moves(game, player)
        )

    def legal(self, game: Game, player: PlayerId) -> Iterable[Action]:
        """`candidates` that `check` accepts, in order (ListsLegal): each moves one core between the reserve and a
        card of the player's own field, so only whether its source holds such a core is checked."""
        for card, target, kind, src, option in self._moves(game, player):
            if game.tokens_at(src, kind) >= 1:
                yield shared_action(MOVE_CORES, player, card, target, (), (), 1, option)

    @staticmethod
    def _moves(game: Game, player: PlayerId) -> Iterator[_Move]:
        """For each card of the player's field: a core onto it, a core off it, the soul core onto it, the soul core
        off it, as (from card, to card, kind, where the core comes from, the action's option); None is the reserve.
        Each action is made once and shared (`shared_action`): every main step lists them again."""
        reserve = R.reserve(player)
        for iid in Z.field(game, player):
            yield None, iid, Z.CORE, reserve, None
            yield iid, None, Z.CORE, iid, None
            yield None, iid, Z.SOUL, reserve, "soul"
            yield iid, None, Z.SOUL, iid, "soul"

    def check(self, game: Game, action: Action) -> RulesError | None:
        return core_move_error(game, action, "6-6-1-2-3")

    def perform(self, game: Game, action: Action) -> None:
        move_cores(game, action, "6-6-1-2-3")


def core_move_error(game: Game, action: Action, rule: str) -> RulesError | None:
    player = action.player
    if action.card == action.target:
        return IllegalAction("1-3-2-2", "Cores moved from a place to the same place do not move.")
    for iid in (action.card, action.target):
        if iid is not None and not Z.on_field(game, iid, player):
            return IllegalAction(rule, "Cores move only between your reserve and the cards on your own field.")
    if action.option not in (None, "soul"):
        return IllegalAction(rule, "Move regular cores or the soul core.")
    count = action.number if action.number is not None else 1
    kind = Z.SOUL if action.option == "soul" else Z.CORE
    if count < 1 or (kind == Z.SOUL and count != 1):
        return IllegalAction("1-3-2-3", "Move at least one core (the soul core is one).")
    src = _place_of(game, action.card, player)
    if game.tokens_at(src, kind) < count:
        where = "in your reserve" if action.card is None else f"on {game.definition(action.card).name}"
        what = (
            "The soul core is not"
            if kind == Z.SOUL
            else f"There {'is' if count == 1 else 'are'} not {plural(count, 'core')}"
        )
        return IllegalAction(rule, f"{what} {where}.")
    return None


def move_cores(game: Game, action: Action, rule: str) -> None:
    player = action.player
    kind = Z.SOUL if action.option == "soul" else Z.CORE
    count = action.number if action.number is not None else 1
    src, dst = _place_of(game, action.card, player), _place_of(game, action.target, player)
    game.move_tokens(kind, count, src, dst, rule=rule)
    if action.card is not None:
        R.mark_self_changed(game, action.card)


class Awaken:
    """11-1-1: `Action("awaken", card=your 【Awaken】 spirit, target=another card of yours, number, option="soul")`
    in a flash window: cores from your other field cards onto it."""

    kind = AWAKEN
    label = "【Awaken】: move cores"
    describes_target = True

    @staticmethod
    def describe(action: Action, card: str, target: str) -> str:
        """A menu line: "【Awaken】: move 1 core from Gloom Imp to Ember Drake"."""
        return f"【Awaken】: move {_what(action)} from {card} to {target}"

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        cards = Z.field(game, player)
        for iid in cards:
            if active(game, iid, C.AWAKEN):
                for other in cards:
                    if other != iid:
                        yield shared_action(AWAKEN, player, other, iid, (), (), 1)

    def legal(self, game: Game, player: PlayerId) -> Iterable[Action]:
        """`candidates` that `check` accepts, in order (ListsLegal): each moves one regular core between two cards of
        the player's own field onto a spirit with an 【Awaken】 it can use now, so only whether the other card holds
        a core is checked (`core_move_error`'s last question)."""
        cards = Z.field(game, player)
        for iid in cards:
            if active(game, iid, C.AWAKEN):
                for other in cards:
                    if other != iid and game.tokens_at(other, Z.CORE) >= 1:
                        yield shared_action(AWAKEN, player, other, iid, (), (), 1)

    def check(self, game: Game, action: Action) -> RulesError | None:
        if action.target is None or not Z.on_field(game, action.target, action.player):
            return IllegalAction("11-1-1", "Name your 【Awaken】 spirit on the field.")
        if not active(game, action.target, C.AWAKEN):
            return IllegalAction("11-1-1", f"{game.definition(action.target).name} has no 【Awaken】 it can use now.")
        if action.card is None:
            return IllegalAction("11-1-1", "【Awaken】 takes cores from your other field cards, not your reserve.")
        return core_move_error(game, action, "11-1-1")

    def perform(self, game: Game, action: Action) -> None:
        move_cores(game, action, "11-1-1")  # a card left short is destroyed with no "when destroyed" (11-1-1)
