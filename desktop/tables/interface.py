"""The table interface every way to play goes through (submit actions; receive views, events and decisions)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from desktop.qt import QObject, Signal
from engine.actions import CONCEDE, Action
from engine.errors import RulesError
from engine.events import Event
from engine.formats.cards import CardDatabase
from engine.ids import PlayerId
from engine.ruleset import Ruleset
from engine.views import View


class Seat(StrEnum):
    HUMAN = "human"
    BOT = "bot"


@dataclass(frozen=True)
class Snapshot:
    """What the shown seat may know now: its view, its new events, and its legal actions (if deciding)."""

    seat: PlayerId
    view: View
    events: tuple[Event, ...] = ()
    legal: tuple[Action, ...] = ()

    @property
    def deciding(self) -> bool:
        decision = self.view.decision
        return decision is not None and decision.player == self.seat and bool(self.legal)


class Table(QObject):
    """Base of every table (local, LAN host/guest, replay). The UI only calls these methods.

    Signals: `changed(Snapshot)` after every accepted action (and once at start),
    `seat_changed(int)` when the seat being shown switches (hot-seat), `refused(RulesError)`
    when a submitted action was illegal, `busy(bool)` while a bot thinks, `notice(str)` for the
    status bar (the game cannot be recorded, say).
    """

    changed = Signal(object)
    seat_changed = Signal(int)
    refused = Signal(object)
    busy = Signal(bool)
    notice = Signal(str)

    ruleset: Ruleset
    database: CardDatabase
    seats: tuple[Seat, Seat]

    def snapshot(self) -> Snapshot:
        raise NotImplementedError

    def history(self) -> list[Event]:
        """Every event the shown seat has received so far (to rebuild a game log)."""
        raise NotImplementedError

    def check(self, action: Action) -> RulesError | None:
        raise NotImplementedError

    def submit(self, action: Action) -> RulesError | None:
        """Check and carry out an action of the shown seat; the refusal (also signalled) if illegal."""
        raise NotImplementedError

    @property
    def in_flight(self) -> bool:
        """A submitted move has not been answered yet (a LAN table, until the host's update): take no other."""
        return False

    def start(self) -> None:
        """Emit the first snapshot (and let a bot move if it decides first)."""

    def close(self) -> None:
        """Stop any worker; the table accepts nothing more."""

    @property
    def seat(self) -> PlayerId:
        return self.snapshot().seat

    def concede(self) -> RulesError | None:
        return self.submit(Action(CONCEDE, self.seat))
