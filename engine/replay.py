"""Replays as games: recording lines as a game is played, and re-simulating with fast seeking."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Literal

from engine.actions import Action
from engine.errors import RulesError
from engine.events import Event
from engine.formats.replays import ReplayHeader, ReplayResult, ReplayWriter
from engine.game import Game
from engine.ids import PlayerId, opponent

if TYPE_CHECKING:
    from engine.formats.cards import CardDatabase
    from engine.ruleset import Ruleset
    from engine.state import Outcome
    from engine.views import View

HASH_EVERY = 10
"""A state hash is written after every 10th action, and after any action that starts a turn."""

SNAPSHOT_EVERY = 50
"""Besides turn starts, the cursor keeps a snapshot every 50 actions so no seek replays more."""

PROGRESS_EVERY = 50
"""Loading reports its progress every 50 actions (a few milliseconds of work)."""

Progress = Callable[[int, int], None]
"""`on_progress(done, total)`: how many of the replay's actions are checked so far."""


KEYED_SHUFFLES = "keyed_shuffles"
"""The replay header's `extra` flag of a game whose shuffles were keyed (LAN games from protocol 2 on), written in
replay format 2 (KEYED_FORMAT)."""
KEYED_FORMAT = 2


def keyed_shuffles(header: ReplayHeader) -> bool:
    return header.extra.get(KEYED_SHUFFLES) is True


class Recorder:
    """Builds a replay's lines while a game is played; the caller appends and flushes them."""

    def __init__(self, header: ReplayHeader, recorded: int = 0) -> None:
        """`recorded`: how many actions the file already holds (when a game goes on after a restart)."""
        self.header = header
        self._writer = ReplayWriter()
        self._count = recorded

    @property
    def recorded(self) -> int:
        return self._count

    def header_text(self) -> str:
        return self._writer.header_line(self.header)

    def record(self, game: Game, action: Action, turn_before: int, state_hash: str | None = None) -> str:
        """The lines for one accepted action (already applied to `game`); `state_hash` is the game's hash now,
        when the caller has it already (a LAN host hashes every action), so it is not computed twice."""
        lines = self._writer.action_line(self._count, action.to_data())
        self._count += 1
        over = game.outcome is not None
        if self._count % HASH_EVERY == 0 or game.state.turn != turn_before or over:
            lines += self._writer.hash_line(self._count, state_hash or game.state_hash())
        if game.outcome is not None:
            lines += self._writer.end_line(game.outcome.to_data())
        return lines

    def undo(self, game: Game, to: int) -> str:
        """The lines of a take-back to the position after `to` actions (`game`, restored, is there now): an `undo`
        line and the state's hash there; the next action recorded is number `to` again."""
        if not 0 <= to <= self._count:
            raise ValueError(f"cannot take back to action {to}: {self._count} actions are recorded")
        self._count = to
        return self._writer.undo_line(to) + self._writer.hash_line(to, game.state_hash())

    def record_all(self, game: Game, actions: Iterable[Action]) -> str:
        """Apply `actions` to `game` (checked) and return their lines (the header is `header_text`)."""
        lines = ""
        for action in actions:
            turn = game.state.turn
            game.apply(action)
            lines += self.record(game, action, turn)
        return lines


@dataclass
class Mismatch:
    """Where a replay stopped agreeing with the rules: the action number and why."""

    index: int
    reason: str

    def __str__(self) -> str:
        return f"action {self.index + 1}: {self.reason}"


@dataclass
class ReplayCursor:
    """A replay re-simulated once and verified, then seekable to any action in a few steps.

    Position n means "after the first n actions". Snapshots are kept at every turn start and
    every SNAPSHOT_EVERY actions; `seek` restores the nearest one before n and applies the rest
    unchecked (they were all checked while verifying). A replay that stops agreeing with the
    rules or its stored hashes (`mismatch`) is viewable up to the last good action.
    """

    ruleset: Ruleset
    database: CardDatabase
    header: ReplayHeader
    actions: list[Action]
    mismatch: Mismatch | None = None
    missing_hashes: list[int] = field(default_factory=list)  # positions where the writer always puts a hash
    turn_starts: list[tuple[int, int]] = field(default_factory=list)  # (turn number, position)
    _snapshots: dict[int, dict[str, Any]] = field(default_factory=dict)
    _turn_at: list[int] = field(default_factory=list)
    _events: list[tuple[Event, ...]] = field(default_factory=list)
    _setup_events: tuple[Event, ...] = ()

    @classmethod
    def load(
        cls,
        ruleset: Ruleset,
        database: CardDatabase,
        replay: ReplayResult,
        on_progress: Progress | None = None,
        every: int = PROGRESS_EVERY,
    ) -> ReplayCursor:
        """Re-simulate and verify every stored hash; raises RulesError only if the game cannot even start.

        `on_progress(done, total)` is called every `every` actions and once at the end; whatever it raises
        (a cancel, say) stops the loading and comes out of `load`.
        """
        header = replay.header
        game = Game.new(ruleset, database, header.decks, header.seed, keyed_shuffles=keyed_shuffles(header))
        cursor = cls(ruleset, database, header, [], _setup_events=game.last_events)
        cursor._keep(game, 0)
        total = len(replay.actions)
        for index, data in enumerate(replay.actions):
            if on_progress is not None and index % every == 0 and index:
                on_progress(index, total)
            try:
                action = Action.from_data(data)
                turn = game.state.turn
                events = game.apply(action)
            except (ValueError, RulesError) as error:
                cursor.mismatch = Mismatch(index, f"{error}")
                break
            cursor.actions.append(action)
            position = index + 1
            expected = replay.hashes.get(position)
            if expected is None and (position % HASH_EVERY == 0 or game.state.turn != turn or game.outcome):
                cursor.missing_hashes.append(position)
            if expected is not None and expected != game.state_hash():
                cursor.actions.pop()
                cursor.mismatch = Mismatch(index, "the game state differs from the recorded one (tampered, or made "
                                                  f"by another version of the {ruleset.name} rules)")  # fmt: skip
                break
            cursor._events.append(events)
            if game.state.turn != turn or position % SNAPSHOT_EVERY == 0:
                cursor._keep(game, position)
            cursor._turn_at.append(game.state.turn)
        if on_progress is not None:
            on_progress(total, total)
        return cursor

    def honesty(self, replay: ReplayResult) -> list[str]:
        """What the file claims that its re-simulated moves do not bear out, in words: an end line that is not how
        the moves end, an end line missing after moves that end the game, hash lines that every writer puts in and
        that were removed. (A file that stops mid-game may be a game still being played: nothing is said.)"""
        found = []
        missing = [n for n in self.missing_hashes if not (replay.problems and n == self.length)]  # cut just there
        if missing:
            shown = ", ".join(str(n) for n in missing[:5]) + (" …" if len(missing) > 5 else "")
            found.append(f"State checks are missing after action {shown}: lines were removed from the file, so those "
                         "moves are not verified.")  # fmt: skip
        if self.mismatch is not None:
            return found
        final = self.seek(self.length).outcome
        claimed = replay.outcome
        if claimed is not None and (final is None or final.to_data() != claimed):
            real = "the game is not over" if final is None else f"the moves end with “{final.reason}”"
            found.append(f"Its end line says “{claimed.get('reason', '?')}”, but {real}: the end line is not true.")
        elif claimed is None and final is not None and not replay.problems:  # else the reader said it was cut
            found.append(f"The moves end the game (“{final.reason}”), but the end line is missing: the last lines "
                         "were cut off.")  # fmt: skip
        return found

    def _keep(self, game: Game, position: int) -> None:
        self._snapshots[position] = game.snapshot()
        if not self.turn_starts or self.turn_starts[-1][0] != game.state.turn:
            self.turn_starts.append((game.state.turn, position))

    @property
    def length(self) -> int:
        """How many actions can be viewed (all of them, or those before a mismatch)."""
        return len(self.actions)

    def turn_of(self, position: int) -> int:
        return self._turn_at[position - 1] if position > 0 else self.turn_starts[0][0]

    def turn_start(self, position: int) -> int:
        """The position where the turn shown at `position` began."""
        return max((p for _, p in self.turn_starts if p <= position), default=0)

    def next_turn_start(self, position: int) -> int:
        """The position where the next turn begins (the end if none does)."""
        return min((p for _, p in self.turn_starts if p > position), default=self.length)

    def view_at(self, position: int, perspective: Perspective, bottom: PlayerId) -> View:
        """The table at `position` through `perspective` (see `perspective_view`)."""
        return perspective_view(self.seek(position), perspective, bottom)

    def outcome_at(self, position: int) -> Outcome | None:
        return self.seek(position).outcome

    def turn_player_at(self, position: int) -> PlayerId:
        return self.seek(position).state.turn_player

    def seek(self, position: int) -> Game:
        """The game after `position` actions (clamped to what can be viewed)."""
        position = max(0, min(position, self.length))
        base = max(p for p in self._snapshots if p <= position)
        game = Game.restore(self.ruleset, self.database, self._snapshots[base])
        for action in self.actions[base:position]:
            game._apply_unchecked(action)
        return game

    def events_at(self, position: int) -> tuple[Event, ...]:
        """The events that lead to `position`, kept while verifying: the action's, or at 0 the setup's (shuffles,
        opening hands, ...) that happen before anyone acts."""
        if position == 0:
            return self._setup_events
        if position < 0 or position > self.length:
            return ()
        return self._events[position - 1]

    def walk(self) -> Iterator[tuple[int, Game, Action, tuple[Event, ...]]]:
        """(index, the game just before the action, the action, its events) for every action, re-simulating once.

        The game is live and moves on after each step: look at it, do not keep it.
        """
        game = self.seek(0)
        for index, action in enumerate(self.actions):
            yield index, game, action, self._events[index]
            game._apply_unchecked(action)


FIRST = PlayerId(0)
BOTH: Literal["both"] = "both"
Perspective = PlayerId | Literal["both"]
"""Whose eyes a replay is seen through: one player's (their hand open, the other's hidden), or both hands open."""


def perspective_view(game: Game, perspective: Perspective, bottom: PlayerId = FIRST) -> View:
    """The table as `perspective` sees it. BOTH opens both hands: each player's zones as their owner sees them
    (a deck stays hidden, as it is from its owner), shown from `bottom`'s side."""
    if perspective != BOTH:
        return game.view(PlayerId(int(perspective)))
    mine, theirs = game.view(bottom), game.view(opponent(bottom))
    other = opponent(bottom)
    zones = tuple(theirs.zone(zone.ref) if zone.ref.owner == other else zone for zone in mine.zones)
    effects = mine.effects + tuple(e for e in theirs.effects if e not in mine.effects)
    return replace(mine, zones=zones, effects=effects, decision=game.decision)
