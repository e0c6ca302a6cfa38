"""A replay as a table: the engine re-simulating a saved log (or what a LAN guest was shown), with a cursor and a
perspective; nothing is submitted."""

from __future__ import annotations

from desktop.qt import QObject, Signal
from desktop.replays.loading import LoadedReplay
from desktop.replays.recording import seats_of
from desktop.table import Seat, Snapshot, Table
from engine.actions import Action
from engine.errors import IllegalAction, RulesError
from engine.events import Event
from engine.ids import PlayerId
from engine.lan.seen import SeenCursor
from engine.replay import BOTH, FIRST, Perspective

REPLAY_REFUSAL = "This is a replay: choose “Play on from here” to play from this moment."


class ReplayTable(Table):
    """Shows position `position` (after that many actions) through `perspective`: one player's eyes or both
    hands open. Signals, besides Table's: `moved(int)` when the position changes."""

    moved = Signal(int)

    def __init__(self, loaded: LoadedReplay, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.loaded = loaded
        self.cursor = loaded.cursor
        self.ruleset, self.database = self.cursor.ruleset, self.cursor.database
        seats = seats_of(loaded.header)
        self.seats = (Seat(seats[0]), Seat(seats[1]))
        self.position = 0
        self.perspective: Perspective = BOTH
        self._bottom = FIRST
        if isinstance(self.cursor, SeenCursor):  # only the guest's eyes were there
            self.perspective = self._bottom = self.cursor.seat

    @property
    def length(self) -> int:
        return self.cursor.length

    @property
    def bottom(self) -> PlayerId:
        """The seat drawn at the bottom: the perspective's player, or the last one chosen when both are open."""
        return self._bottom

    def snapshot(self) -> Snapshot:
        view = self.cursor.view_at(self.position, self.perspective, self._bottom)
        events = self.cursor.events_at(self.position)
        if self.perspective != BOTH and not isinstance(self.cursor, SeenCursor):
            events = tuple(e.seen_by(self._bottom) for e in events)
        return Snapshot(self._bottom, view, events, ())

    def history(self) -> list[Event]:
        return []

    def check(self, action: Action) -> RulesError | None:
        return IllegalAction("", REPLAY_REFUSAL)

    def submit(self, action: Action) -> RulesError | None:
        error = self.check(action)
        self.refused.emit(error)
        return error

    def start(self) -> None:
        self.changed.emit(self.snapshot())
        self.moved.emit(self.position)

    def seek(self, position: int) -> None:
        position = max(0, min(position, self.length))
        if position != self.position:
            self.position = position
            self.changed.emit(self.snapshot())
            self.moved.emit(position)

    def set_perspective(self, perspective: Perspective) -> None:
        if perspective == self.perspective or isinstance(self.cursor, SeenCursor):
            return
        self.perspective = perspective
        if perspective != BOTH and perspective != self._bottom:
            self._bottom = PlayerId(int(perspective))
            self.seat_changed.emit(int(self._bottom))
        self.changed.emit(self.snapshot())
