"""LAN tables: the host's and the guest's side of a network game behind the one Table interface the game screen
plays through. The peer runs on a worker thread; its notices reach the UI thread through a queued Qt signal."""

from __future__ import annotations

from desktop.lan.host_peer import HostPeer
from desktop.lan.peers import ConnectionFailed, GuestPeer, Peer, PeerNotice
from desktop.lan.search_seat import SeatBot, host_search, host_seed
from desktop.lan.watch_peer import WatchPeer
from desktop.qt import QObject, QTimer, Signal
from desktop.table import Seat, Snapshot, Table
from engine.actions import CONCEDE, Action
from engine.errors import IllegalAction, RulesError
from engine.events import Event
from engine.ids import PlayerId
from engine.lan import (
    ActionRefused,
    AuditDone,
    Changed,
    ChatReceived,
    ClockSetting,
    ClockShown,
    Desync,
    GuestSession,
    HandshakeRefused,
    HostSession,
    Joined,
    Paused,
    ProtocolProblem,
    Resumed,
    Said,
    Spectators,
    TakeBackAnswered,
    TakeBackAsked,
    Watching,
)
from engine.search import Level, level


class _Bridge(QObject):
    """Lives on the UI thread; `heard` emitted from the peer's thread is delivered there (queued)."""

    heard = Signal(object)


class LanTable(Table):
    """What the host's and the guest's tables share. Besides Table's signals:

    `joined(str)` with the other player's name once the handshake is done, `started()` once the first view has
    arrived (the game screen can be shown), `connection(str)` when the link pauses, resumes or fails,
    `refused_to_join(str)` when the host refused the guest (what differs), `chat_received(int, str)` (seat, text),
    `audit_done(bool, object)` (ok, problems), `clock(object)` with the host's turn clock figures (ClockShown),
    `said(str, str)` (name, text) for a spectator's chat (to a spectator, anyone's), `spectators(object)` (names),
    `take_back_asked(int)` (the seat asking: this side answers with `answer_take_back`), `take_back_answered(int,
    bool, str)` (seat, taken back, why not).
    """

    joined = Signal(str)
    started = Signal()
    connection = Signal(str)
    refused_to_join = Signal(str)
    chat_received = Signal(int, str)
    audit_done = Signal(bool, object)
    clock = Signal(object)
    said = Signal(str, str)
    spectators = Signal(object)
    take_back_asked = Signal(int)
    take_back_answered = Signal(int, bool, str)
    watching = False  # a spectator's table: it plays nothing
    seat_bot: SeatBot | None = None  # the bot playing this side's seat (the host's, when chosen); None: a person
    bot_level: Level | None = None

    def __init__(self, peer: Peer, seat: int) -> None:
        super().__init__()
        config = peer.session.config
        self.peer = peer
        self.ruleset, self.database = config.ruleset, config.database
        self.seats = (Seat.HUMAN, Seat.HUMAN)
        self.opponent = ""
        self.paused = False
        self.clock_setting: ClockSetting | None = None  # the turn clock the host chose, None: none
        self.players: tuple[str, str] = ("Player 1", "Player 2")
        self.last_clock: ClockShown | None = None  # the host's latest turn clock figures
        self.watchers: tuple[str, ...] = ()  # who watches (on the host's table)
        self.may_chat = True  # a spectator only when the host allows it
        self._seat = PlayerId(seat)
        self._snapshot: Snapshot | None = None
        self._history: list[Event] = []
        self._n = 0  # actions in the game as last shown
        self._sent = False  # a move is on its way: no other until the host's answer (an update or a refusal)
        self._closed = False
        self._running = False
        self._bridge = _Bridge()
        self._bridge.heard.connect(self._on_notice)
        peer.add_listener(self._bridge.heard.emit)

    # Table.

    def snapshot(self) -> Snapshot:
        if self._snapshot is None:
            raise RuntimeError("the game has not started yet (wait for `started`)")
        return self._snapshot

    def history(self) -> list[Event]:
        return list(self._history)

    def check(self, action: Action) -> RulesError | None:
        """Only the legal actions the host sent are offered (the host checks again whatever is sent)."""
        snapshot = self._snapshot
        if action.kind == CONCEDE and snapshot is not None and action.player == snapshot.seat:
            return None  # with a bot at the seat too: the person at this screen may end the bot's game
        if self.seat_bot is not None:
            return IllegalAction("", "The bot plays your seat in this game: you watch it (or concede for it).", action)
        if snapshot is None or not snapshot.deciding:
            return IllegalAction("", "Wait: it is the other player who decides now.", action)
        if self.paused:
            return IllegalAction("", "The game is paused until the connection is back.", action)
        if self._sent:
            return IllegalAction("", "Wait: your move is on its way, and the table shows its result next.", action)
        if action not in snapshot.legal:
            return IllegalAction("", "That is not one of the moves open to you now.", action)
        return None

    def submit(self, action: Action) -> RulesError | None:
        if self._closed:
            return None
        error = self.check(action)
        if error is not None:
            self.refused.emit(error)
            return error
        self.peer.submit(action)
        self._sent = action.kind != CONCEDE
        return None

    def start(self) -> None:
        """Start the peer (once); show the current snapshot again if the game is on."""
        if not self._running:
            self._running = True
            self._start_peer()
        elif self._snapshot is not None:
            self.changed.emit(self._snapshot)

    def close(self) -> None:
        self._closed = True
        if self.seat_bot is not None:
            self.seat_bot.stop()
        self.peer.stop()

    @property
    def seat(self) -> PlayerId:
        return self._seat

    @property
    def in_flight(self) -> bool:
        return self._sent

    @property
    def played_by(self) -> str:
        """Who plays this side's seat for the person at this screen, as the screen says it ("your bot": "Your bot
        attacks ...", "Your bot's turn"); "": that person ("You")."""
        return "your bot" if self.seat_bot is not None else ""

    def chat(self, text: str) -> None:
        self.peer.chat(text)

    def ask_take_back(self) -> None:
        """Ask the other player to let this side take back its last move (the host's rules may refuse at once)."""
        session = self.peer.session
        if self.seat_bot is not None:  # told after the screen says it asked, as another player's answer would be
            error = IllegalAction("", "Not taken back: the bot plays your seat, and it takes nothing back.")
            QTimer.singleShot(0, self, lambda: self.refused.emit(error))
        elif isinstance(session, HostSession | GuestSession) and not self._closed:
            self.peer.run_session(session.ask_take_back)

    def answer_take_back(self, accept: bool) -> None:
        session = self.peer.session
        if isinstance(session, HostSession | GuestSession) and not self._closed:
            self.peer.run_session(lambda: session.answer_take_back(accept))

    # The peer's notices, on the UI thread.

    def _start_peer(self) -> None:
        self.peer.start_thread()

    def _on_notice(self, notice: PeerNotice) -> None:
        if self._closed:
            return
        if isinstance(notice, Changed | ActionRefused | Desync | ProtocolProblem):
            self._sent = False  # the host answered (or something went wrong with what was sent): the table is open
        if isinstance(notice, Changed):
            first = self._snapshot is None
            self._history = list(notice.events) if notice.full else self._history + list(notice.events)
            events = () if notice.full and not first else notice.events
            if notice.full and not first and notice.n < self._n and notice.events:
                events = notice.events[-1:]  # a take-back: the log says it (the host's last event)
            self._n = notice.n
            legal = () if self.seat_bot is not None else notice.legal  # the bot's moves, not this screen's
            self._snapshot = Snapshot(self.seat, notice.view, tuple(events), legal)
            if first:
                self.started.emit()
            self.changed.emit(self._snapshot)
            if self.seat_bot is not None:
                self.busy.emit(bool(notice.legal) and notice.view.outcome is None)
        elif isinstance(notice, ActionRefused):
            self.refused.emit(notice.error)
        elif isinstance(notice, Joined):
            self.opponent, self.clock_setting = notice.opponent, notice.clock
            self.joined.emit(notice.opponent)
        elif isinstance(notice, Watching):
            self.players, self.clock_setting, self.may_chat = notice.players, notice.clock, notice.chat
            self.opponent = f"{notice.players[0]} and {notice.players[1]}"
            self.joined.emit(self.opponent)
        elif isinstance(notice, ClockShown):
            self.last_clock = notice
            self.clock.emit(notice)
        elif isinstance(notice, Said):
            self.said.emit(notice.name, notice.text)
        elif isinstance(notice, TakeBackAsked):
            asking = f"{self.opponent or 'The other player'} asks to take back their last move"
            if self.seat_bot is not None:  # the bot answers (no)
                self.notice.emit(f"{asking}: the bot says no.")
            else:
                self.take_back_asked.emit(int(notice.player))
                self.notice.emit(f"{asking}.")
        elif isinstance(notice, TakeBackAnswered):
            self.take_back_answered.emit(int(notice.player), notice.accepted, notice.reason)
            if notice.player == self.seat:
                why = (notice.reason or "the other player said no").rstrip(".")
                self.notice.emit("Move taken back." if notice.accepted else f"Not taken back: {why}.")
        elif isinstance(notice, Spectators):
            self.watchers = notice.names
            self.spectators.emit(notice.names)
        elif isinstance(notice, Paused):
            self.paused = True
            self.connection.emit(f"Paused: {notice.reason}.")
            self.notice.emit(f"Paused: {notice.reason}.")
        elif isinstance(notice, Resumed):
            self.paused = False
            self.connection.emit("The other player is back: the game goes on.")
            self.notice.emit("The other player is back: the game goes on.")
        elif isinstance(notice, ChatReceived):
            self.chat_received.emit(int(notice.player), notice.text)
            self.notice.emit(f"{self.opponent or 'Opponent'}: {notice.text}")
        elif isinstance(notice, AuditDone):
            self.audit_done.emit(notice.ok, notice.problems)
            verdict = (
                "the audit found the game fair" if notice.ok else "THE AUDIT FAILED: " + "; ".join(notice.problems)
            )
            self.notice.emit(f"Game checked: {verdict}.")
        elif isinstance(notice, HandshakeRefused):
            self.refused_to_join.emit(str(notice))
        elif isinstance(notice, ConnectionFailed):
            self.connection.emit(f"Connection failed: {notice.reason}.")
            self.notice.emit(f"Connection failed: {notice.reason}.")
        elif isinstance(notice, Desync | ProtocolProblem):
            self.notice.emit(str(notice) if isinstance(notice, ProtocolProblem) else f"Out of step at action "
                             f"{notice.n}: {notice.message}")  # fmt: skip


class LanHostTable(LanTable):
    """The host's side: the engine runs here (in the peer's session); the guest plays Player 2 over the network.

    With a `bot_level` (a key of engine.search.LEVELS), the bot plays the host's seat as `playmat host --level` does
    (on the peer's loop and, at Normal or Hard, on a search thread of its own), `bot_delay` seconds at least a move;
    this screen shows its seat and plays nothing but a concession."""

    peer: HostPeer

    def __init__(self, peer: HostPeer, bot_level: str = "", bot_delay: float = 0.0) -> None:
        super().__init__(peer, 0)
        if bot_level:
            config = peer.session.config
            self.bot_level = level(bot_level)
            self.seats = (Seat.BOT, Seat.HUMAN)
            self.seat_bot = SeatBot(peer, host_seed(config), host_search(config, bot_level), bot_delay)

    @property
    def port(self) -> int:
        return self.peer.port

    def claim_victory(self) -> None:
        """End the game while the guest is away (recorded as the guest's concession)."""
        self.peer.claim_victory()


class LanGuestTable(LanTable):
    """The guest's side: only what the host sends (its view, events and legal actions); the host checks every move."""

    peer: GuestPeer

    def __init__(self, peer: GuestPeer) -> None:
        super().__init__(peer, 1)

    def _start_peer(self) -> None:
        super()._start_peer()
        self.peer.connect()

    def claim_victory(self) -> None:
        """Claim the game when the host has not come back (this side only: nothing to audit)."""
        self.peer.claim_victory()


class LanWatchTable(LanTable):
    """A spectator's table: read only, like a replay's (every move is refused), showing the spectator's view
    (no hand, no deck order of either player) as the host sends it, live."""

    peer: WatchPeer
    watching = True

    def __init__(self, peer: WatchPeer) -> None:
        super().__init__(peer, 0)

    def check(self, action: Action) -> RulesError | None:
        return IllegalAction("", "You are watching this game: spectators do not play.", action)

    def _start_peer(self) -> None:
        super()._start_peer()
        self.peer.connect()
