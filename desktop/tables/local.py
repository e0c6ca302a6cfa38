"""The local table: the engine in-process for hot-seat, against the bot, or bot against bot; every game recorded."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from pydantic import ValidationError

from desktop.qt import QObject, QThread, QTimer, Signal, Slot
from desktop.replays.recording import LiveRecording, new_header
from desktop.tables.bots import BotWorker, heuristic_bots
from desktop.tables.interface import Seat, Snapshot, Table
from engine.actions import CONCEDE, Action
from engine.bot import Bot
from engine.errors import IllegalAction, InternalError, RulesError
from engine.events import Event
from engine.formats.cards import CardDatabase
from engine.formats.decks import Deck
from engine.game import Game
from engine.ids import PLAYERS, PlayerId
from engine.ruleset import Ruleset
from engine.takeback import TakeBacks, take_back_event

log = logging.getLogger(__name__)


@dataclass
class _SeatLog:
    events: list[Event] = field(default_factory=list)


class LocalTable(Table):
    """The engine in-process: hot-seat (two humans), against a bot, or bot against bot (a demo).

    The shown seat is the human one; in hot-seat it follows the deciding player. Bots (the
    heuristic bot unless `bot_factory` says otherwise) choose from their own view on a worker
    thread; their move lands after `bot_pause_ms` at least.

    Every game is recorded (`record=True`): a replay file in the user's data folder gets each
    accepted action, flushed (and synced off this thread), as it happens. A game that goes on from
    a saved position passes the restored `game` and its reopened `recording`.

    If the engine fails on a move (`InternalError`: the game is back as it was before it), the table says so in
    the status bar and the log, records nothing, and offers that move no more until the game moves on; a bot
    left with no other move concedes.

    A human seat takes back its moves with `take_back` while they let nothing new out (engine.takeback decides);
    a bot's move closes the window, so against the bot a take-back lands on the human's own last decision.
    """

    _ask_bot = Signal(int, object, object, int)

    def __init__(
        self,
        ruleset: Ruleset,
        database: CardDatabase,
        decks: tuple[Deck, Deck],
        seed: str,
        seats: tuple[Seat, Seat] = (Seat.HUMAN, Seat.BOT),
        *,
        bot_factory: Callable[[PlayerId], Bot] | None = None,
        bot_pause_ms: int = 700,
        parent: QObject | None = None,
        game: Game | None = None,
        recording: LiveRecording | None = None,
        record: bool = True,
    ) -> None:
        super().__init__(parent)
        self.ruleset, self.database = ruleset, database
        self.seats = (Seat(seats[0]), Seat(seats[1]))
        self.bot_pause_ms = bot_pause_ms
        self._game = game if game is not None else Game.new(ruleset, database, decks, seed)
        self._setup_events = self._game.last_events if game is None else ()  # shuffles, opening hands...
        self._recording_problem = ""
        if recording is None and record and game is None:
            recording = self._begin_recording(decks, seed)
        self.recording = recording
        humans = [p for p in PLAYERS if seats[p] is Seat.HUMAN]
        self._shown = humans[0] if humans else PlayerId(0)
        decision = self._game.decision
        if self.hot_seat and decision is not None:
            self._shown = decision.player
        self._logs = {p: _SeatLog() for p in PLAYERS}
        self._pending_events: dict[int, list[Event]] = {p: [] for p in PLAYERS}
        self._ticket = 0
        self._closed = False
        self._thread: QThread | None = None
        self._pending_answer: tuple[Action, int] | None = None
        self._failed: list[Action] = []  # moves the engine failed on in this position (not offered again)
        self.take_backs = TakeBacks()  # the human seats' moves that can still be taken back (engine.takeback)
        self._pause_over = True
        factory = bot_factory or heuristic_bots(ruleset, database, seed)
        bots = {int(p): factory(p) for p in PLAYERS if seats[p] is Seat.BOT}
        if bots:
            self._thread = QThread()
            self._worker = BotWorker(bots)
            self._worker.moveToThread(self._thread)
            self._ask_bot.connect(self._worker.choose)
            self._worker.chosen.connect(self._bot_chose)
            self._worker.trouble.connect(self.notice)
            self._thread.start()
        self._pause = QTimer(self)
        self._pause.setSingleShot(True)
        self._pause.timeout.connect(self._pause_done)

    def _begin_recording(self, decks: tuple[Deck, Deck], seed: str) -> LiveRecording | None:
        try:
            header = new_header(self.ruleset, self.database, decks, seed, (self.seats[0].value, self.seats[1].value))
            return LiveRecording.begin(header)
        except (OSError, ValidationError) as error:
            self._recording_problem = f"This game is not being recorded: {_first_line(error)}"
            return None

    # Questions.

    @property
    def game(self) -> Game:
        """The game itself, for saving and "play on"; the UI reads views, never this."""
        return self._game

    @property
    def hot_seat(self) -> bool:
        return self.seats == (Seat.HUMAN, Seat.HUMAN)

    @property
    def outcome(self) -> object:
        return self._game.outcome

    def snapshot(self) -> Snapshot:
        seat = self._shown
        decision = self._game.decision
        legal = self._legal() if decision is not None and decision.player == seat else []
        if self.seats[seat] is not Seat.HUMAN:
            legal = []
        return Snapshot(seat, self._game.view(seat), tuple(self._pending_events[seat]), tuple(legal))

    def history(self) -> list[Event]:
        return list(self._logs[self._shown].events)

    def _legal(self) -> list[Action]:
        """The legal actions, but for the moves the engine failed on in this position."""
        legal = self._game.legal_actions()
        return [action for action in legal if action not in self._failed] if self._failed else legal

    def check(self, action: Action) -> RulesError | None:
        return self._game.check(action)

    # Changes.

    def start(self) -> None:
        if self._recording_problem:
            self.notice.emit(self._recording_problem)
        self._publish(self._setup_events)
        self._setup_events = ()

    def submit(self, action: Action) -> RulesError | None:
        if self._closed:
            return None
        if action.player != self._shown or self.seats[action.player] is not Seat.HUMAN:
            error: RulesError | None = self._game.check(action) or _not_your_seat(action)
        else:
            error = self._game.check(action)
        if error is not None:
            self.refused.emit(error)
            return error
        return self._apply(action)

    def close(self) -> None:
        self._closed = True
        self._ticket += 1
        self._pause.stop()
        if self.recording is not None:
            self.recording.close()
        if self._thread is not None:
            self._worker.cancel()  # a search bot thinking stops at its next playout
            self._thread.quit()
            self._thread.wait(5000)
            self._thread = None

    def _apply(self, action: Action) -> InternalError | None:
        self._ticket += 1  # any bot answer still on its way is now stale
        self._pause.stop()
        self._pending_answer = None
        turn = self._game.state.turn
        try:
            if self.seats[action.player] is Seat.HUMAN:
                events = self.take_backs.apply(self._game, action, self._recorded())
            else:
                events = self.take_backs.apply_closing(self._game, action)
        except InternalError as error:
            self._engine_failed(action, error)
            return error
        self._failed = []
        self._record(action, turn)
        self._publish(events)
        return None

    def _recorded(self) -> int:
        return self.recording.recorder.recorded if self.recording is not None else 0

    def take_back_refusal(self) -> str | None:
        """Why the shown seat cannot take a move back now, in words (None: it can)."""
        seat = self._shown
        if self._closed or self.seats[seat] is not Seat.HUMAN:
            return "Only your own moves can be taken back."
        if self._game.outcome is not None:
            return "The game is over: nothing can be taken back."
        return None if self.take_backs.latest(seat) is not None else self.take_backs.refusal(seat)

    def take_back(self) -> RulesError | None:
        """Undo the shown seat's last move that let nothing new out (and any question it had no choice in after
        it): the game is restored from before it, the replay gets an undo line, a bot's pending answer is dropped.
        Refused in words when the engine says the move let something out (engine.takeback)."""
        refusal = self.take_back_refusal()
        taken = None if refusal else self.take_backs.take_back(self._game, self._shown)
        if taken is None:
            error = IllegalAction("", refusal or "Nothing to take back.")
            self.refused.emit(error)
            return error
        self._ticket += 1  # a bot answer on its way belongs to the position left behind
        self._pause.stop()
        self._pending_answer = None
        self.busy.emit(False)
        self._failed = []
        self._game, step = taken
        if self.recording is not None:
            try:
                self.recording.undo(self._game, step.mark)
            except OSError as error:
                self.recording.close()
                self.recording = None
                self.notice.emit(f"This game can no longer be recorded ({_first_line(error)}); it goes on unrecorded.")
        self._publish([take_back_event(self._game, step.action)])
        return None

    def _engine_failed(self, action: Action, error: InternalError) -> None:
        """The engine failed on `action` and put the game back: say so, and go on without that move."""
        log.warning("engine fault on %r: %s", action, error.detail, exc_info=error.__cause__)
        self._failed.append(action)
        self.refused.emit(error)
        self._publish([Event("log", player=None, text=error.reason)])

    def _record(self, action: Action, turn_before: int) -> None:
        if self.recording is None:
            return
        try:
            self.recording.record(self._game, action, turn_before)
        except OSError as error:
            self.recording.close()
            self.recording = None
            self.notice.emit(f"This game can no longer be recorded ({_first_line(error)}); it goes on unrecorded.")

    def _publish(self, events: Sequence[Event]) -> None:
        for seat in PLAYERS:
            seen = [e.seen_by(seat) for e in events]
            self._logs[seat].events.extend(seen)
            self._pending_events[seat].extend(seen)
        decision = self._game.decision
        if self.hot_seat and decision is not None and decision.player != self._shown:
            self._shown = decision.player
            self.seat_changed.emit(int(self._shown))
        snapshot = self.snapshot()
        self._pending_events[self._shown] = []
        self.changed.emit(snapshot)
        self._maybe_ask_bot()

    def _maybe_ask_bot(self) -> None:
        decision = self._game.decision
        if self._closed or decision is None or self._game.outcome is not None:
            return
        if self.seats[decision.player] is not Seat.BOT:
            return
        legal = self._legal()
        if not legal:  # the engine failed on every move this bot has: it concedes, and the game ends in words
            self.notice.emit(f"Player {decision.player + 1}'s bot has no move the engine can carry out; it concedes.")
            self._apply(Action(CONCEDE, decision.player))
            return
        self._ticket += 1
        self._pending_answer = None
        self._pause_over = self.bot_pause_ms <= 0
        if not self._pause_over:
            self._pause.start(self.bot_pause_ms)
        self.busy.emit(True)
        view = self._worker.sight(self._game, decision.player)  # a view, or a search bot's information set
        self._ask_bot.emit(int(decision.player), view, tuple(legal), self._ticket)

    @Slot(object, int)
    def _bot_chose(self, action: Action, ticket: int) -> None:
        if ticket != self._ticket or self._closed:
            return
        self._pending_answer = (action, ticket)
        self._land_bot_move()

    def _pause_done(self) -> None:
        self._pause_over = True
        self._land_bot_move()

    def _land_bot_move(self) -> None:
        if self._pending_answer is None or not self._pause_over:
            return
        action, _ = self._pending_answer
        self._pending_answer = None
        self.busy.emit(False)
        self._apply(action)


def _first_line(error: Exception) -> str:
    return str(error).splitlines()[0] if str(error) else type(error).__name__


def _not_your_seat(action: Action) -> RulesError:
    return IllegalAction("", f"Player {action.player + 1} is not the seat you play.")
