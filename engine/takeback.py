"""Take-backs that cannot cheat: each action's information class, and the snapshots that undo the safe ones.

An action is *safe* when its player learned nothing through it, so taking it back gains them nothing: no card they
could not see became known to them (a draw, a look, a search, a reveal of a Life card or of the deck's top), the
game's randomness was not used (a shuffle, a die), the other seat was not asked anything (an attack that opens the
opponent's block or counter step, the end of a turn) and the game is not over. Which cards a player cannot see is
the game's own rule: each ruleset declares its zones' visibility (engine.zones), and its events say what moved,
turned face up or was revealed to whom. What the other player learns from a safe action (the card you played from
your hand) stays learned; a take-back favours only the one who did not ask for it. Not caught: what a player
infers from an effect that checks a hidden card and then changes nothing (no event says it looked).

Undo restores the snapshot taken before the action (never an inverse of its operations), so the game is exactly as
it was, its randomness included. A replay keeps both: the taken-back actions, then an `undo` line back to the
position they started from (engine.formats.replays).
"""

from __future__ import annotations

import marshal
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from engine.actions import Action
from engine.events import EVERYONE, Event, seat_mask
from engine.ids import InstanceId, PlayerId
from engine.rng import SHUFFLE_COUNTS
from engine.zones import Visibility

if TYPE_CHECKING:
    from engine.game import Game

MAIN_WINDOW = "main"
"""The context of a Main Phase window (engine.ruleset): a question of its own, never answered for the player."""


class Information(StrEnum):
    """What an action let out. Only SAFE actions can be taken back; any other closes the take-back window."""

    SAFE = "safe"
    DREW = "drew"  # a card its player could not see went to their hand
    LOOKED = "looked"  # its player looked at hidden cards (a search, a look at the deck's top)
    REVEALED = "revealed"  # a card its player could not see was shown or turned face up
    RANDOM = "random"  # a shuffle, a die or a coin: the game's randomness was used
    OPPONENT = "opponent"  # the other seat decides now
    OVER = "over"  # the game ended

    @property
    def words(self) -> str:
        """Why such an action cannot be taken back, finishing "it ..."."""
        return _WORDS[self]


_WORDS = {
    Information.SAFE: "let nothing new out",
    Information.DREW: "drew a card",
    Information.LOOKED: "looked at hidden cards",
    Information.REVEALED: "revealed a hidden card",
    Information.RANDOM: "shuffled or used chance",
    Information.OPPONENT: "let the other player decide",
    Information.OVER: "ended the game",
}


_FIRST_SAID = (Information.DREW, Information.RANDOM, Information.LOOKED, Information.REVEALED)


@dataclass(frozen=True)
class Before:
    """The game just before an action: the state to go back to, and what the action's player could not see."""

    player: PlayerId
    state: bytes  # the marshalled snapshot
    hidden: frozenset[InstanceId]
    rng: tuple[int, int, int, int]
    shuffles: bytes
    forced: bool  # the question had one answer (and was not a Main Phase): the player did not choose it

    @classmethod
    def take(cls, game: Game, player: PlayerId) -> Before:
        decision = game.decision
        forced = decision is not None and decision.context != MAIN_WINDOW and len(game.legal_actions()) == 1
        return cls(
            player=player,
            state=marshal.dumps(game.snapshot()),
            hidden=frozenset(iid for iid in game.state.cards if not game.can_see(player, iid)),
            rng=game.rng.state(),
            shuffles=marshal.dumps(game.state.vars.get(SHUFFLE_COUNTS)),
            forced=forced,
        )


def information(game: Game, before: Before, events: tuple[Event, ...]) -> Information:
    """What the action just applied to `game` let out, for the player who took it (see the module's words)."""
    if game.outcome is not None:
        return Information.OVER
    seat = seat_mask(before.player)
    found: set[Information] = set()
    for event in events:
        if event.kind == "shuffle":
            found.add(Information.RANDOM)
        elif event.kind == "look" and event.player == before.player:
            found.add(Information.LOOKED)
        elif event.card is not None and event.card in before.hidden and event.visible_to & seat and event.card_id:
            found.add(Information.DREW if _into_own_hand(game, event, before.player) else Information.REVEALED)
    if game.rng.state() != before.rng or marshal.dumps(game.state.vars.get(SHUFFLE_COUNTS)) != before.shuffles:
        found.add(Information.RANDOM)
    for information_class in _FIRST_SAID:  # the one a player would name first: a mulligan "drew"
        if information_class in found:
            return information_class
    decision = game.decision
    if decision is not None and decision.player != before.player:
        return Information.OPPONENT
    return Information.SAFE


def _into_own_hand(game: Game, event: Event, player: PlayerId) -> bool:
    """A move into a zone only its owner may look at (a hand), the player's own."""
    dst = event.dst
    if event.kind != "move" or dst is None or dst.owner != player:
        return False
    return game.ruleset.zone_spec(dst.name).visibility == Visibility.OWNER


@dataclass(frozen=True)
class Step:
    """A safe action in the window: the game before it, the action, and the caller's mark (actions recorded)."""

    before: Before
    action: Action
    mark: int


TAKE_BACK = "take_back"
"""The event kind of a take-back, for the log (engine.words): who took back which move."""


def take_back_event(game: Game, action: Action) -> Event:
    """The log's event of taking `action` back (`game`: restored to before it): the move's kind, card and target,
    each id shown only where the card's zone shows ids, so a card back in a hidden zone cannot be tracked."""
    cards = game.state.cards

    def shown(iid: InstanceId | None) -> int:
        return EVERYONE if iid is not None and iid in cards and game.ids_shown(cards[iid].zone) else 0

    return Event(TAKE_BACK, player=action.player, card=action.card, new_card=action.target, text=action.kind,
                 ids_visible_to=shown(action.card), new_ids_visible_to=shown(action.target))  # fmt: skip


@dataclass(frozen=True)
class Closed:
    """The action that closed the window last, and why (for "Cannot take back: ... drew a card")."""

    action: Action
    information: Information


class TakeBacks:
    """The take-back window of one game: the safe actions since the last one that let something out.

    Apply every action through `apply` (a seat that never takes back, a bot, through `apply_closing`). `latest`
    is the last action a player chose that can be taken back (an answer the player had no choice in is taken back
    with it); `take_back` restores the game from before it and drops it and everything after it.
    """

    def __init__(self) -> None:
        self.steps: list[Step] = []
        self.closed: Closed | None = None

    def apply(self, game: Game, action: Action, mark: int = 0) -> tuple[Event, ...]:
        """`game.apply(action)` (raising what it raises, with the window unchanged), classifying the action."""
        before = Before.take(game, action.player)
        events = game.apply(action)
        found = information(game, before, events)
        if found is Information.SAFE:
            self.steps.append(Step(before, action, mark))
        else:
            self.steps.clear()
            self.closed = Closed(action, found)
        return events

    def apply_closing(self, game: Game, action: Action) -> tuple[Event, ...]:
        """Apply an action that nobody may take back past (the bot's): the window closes."""
        events = game.apply(action)
        self.steps.clear()
        self.closed = Closed(action, Information.OPPONENT)
        return events

    def latest(self, player: PlayerId) -> Step | None:
        """The last action `player` chose that can still be taken back, or None."""
        for step in reversed(self.steps):
            if step.before.player != player:
                return None
            if not step.before.forced:
                return step
        return None

    def take_back(self, game: Game, player: PlayerId) -> tuple[Game, Step] | None:
        """The game as it was before `player`'s latest choice (a new Game: the old one is left as it is), and the
        step taken back; None if there is none."""
        step = self.latest(player)
        if step is None:
            return None
        del self.steps[self.steps.index(step) :]
        return type(game).restore(game.ruleset, game.database, marshal.loads(step.before.state)), step

    def refusal(self, player: PlayerId) -> str:
        """Why `player` has nothing to take back, in words."""
        if self.steps and self.steps[-1].before.player == player:
            return "Nothing to take back: the questions since your last choice had only one answer."
        closed = self.closed
        if closed is None:
            return "Nothing to take back yet."
        if closed.action.player != player or closed.information is Information.OPPONENT:
            return "Nothing to take back since the other player's last decision."
        return f"Your last move cannot be taken back: it {closed.information.words}."
