"""Peers: a protocol session on real TCP sockets, with heartbeats, reconnects and saved files (the guest's here,
the host's in `host_peer`).

Every method that changes something may be called from any thread: it is carried out on the peer's loop.
Listeners (`add_listener`) are called on the loop's thread with each notice of the session, and with
`ConnectionFailed` when a guest gives up reaching its host.
"""

from __future__ import annotations

import gc
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from desktop.lan.transport import Connection, Loop
from desktop.replays.store import GameRecording, ReplayStore, SavedGame
from engine.actions import Action
from engine.formats.replays import read_replay
from engine.lan import (
    Changed,
    GuestPhase,
    GuestSession,
    HostSession,
    Joined,
    Notice,
    Paused,
    ReplayLines,
    SpectatorSession,
    Step,
)
from engine.lan.seen import SeenRecorder, seen_header

HEARTBEAT_SECONDS = 1.0
DEAD_AFTER_SECONDS = 8.0
"""A peer that sent nothing (not even a heartbeat) for this long is taken for gone."""


@dataclass(frozen=True)
class ConnectionFailed:
    """The guest could not reach its host (or gave up reconnecting)."""

    reason: str


PeerNotice = Notice | ConnectionFailed
Listener = Callable[[PeerNotice], None]


def settle_memory() -> None:
    """Take what is alive when a game starts (card data, rules, the app itself) out of the garbage collector's sight.
    Otherwise each of Python's full collections, every few hundred actions, walks it all again: a pause of tens of
    milliseconds in the middle of a round trip. Once per game: the peer unfreezes it all when it stops."""
    gc.collect()
    gc.freeze()


class Peer:
    """What host and guest peers share: one connection at a time, a session, heartbeats, listeners."""

    def __init__(self, session: HostSession | GuestSession | SpectatorSession, loop: Loop | None = None) -> None:
        self.session = session
        self.loop = loop or Loop()
        self.connection: Connection | None = None
        self.heartbeat_seconds = HEARTBEAT_SECONDS
        self.dead_after_seconds = DEAD_AFTER_SECONDS
        self._listeners: list[Listener] = []
        self._thread: threading.Thread | None = None
        self._memory_settled = False

    def add_listener(self, listener: Listener) -> None:
        self._listeners.append(listener)

    # Called from any thread.

    def submit(self, action: Action) -> None:
        self.loop.call_soon_threadsafe(lambda: self._apply(self.session.submit(action)))

    def chat(self, text: str) -> None:
        self.loop.call_soon_threadsafe(lambda: self._apply(self.session.chat(text)))

    def run_session(self, work: Callable[[], Step]) -> None:
        """Call `work` (a session method) on the loop and carry out the step it returns (from any thread)."""
        self.loop.call_soon_threadsafe(lambda: self._apply(work()))

    def run(self, seconds: float | None = None) -> bool:
        """Run the peer's loop here until `stop()` (True) or for at most `seconds` (False); then hang up and
        release the sockets: a peer runs once."""
        self.loop.call_later(self.heartbeat_seconds, self._heartbeat)
        try:
            return self.loop.run(None if seconds is None else time.monotonic() + seconds)
        finally:
            if self.connection is not None:
                self.connection.close()
                self.connection = None
            self._close()
            self.loop.close()
            if self._memory_settled:
                gc.unfreeze()  # what the game held can be collected again

    def start_thread(self) -> None:
        """Run the peer's loop on a daemon thread (for the desktop)."""
        self._thread = threading.Thread(target=self.run, name=type(self).__name__, daemon=True)
        self._thread.start()

    def stop(self, wait: float = 5.0) -> None:
        """Stop the loop (which hangs up) and, when it runs on a thread, wait for it."""
        self.loop.call_soon_threadsafe(self.loop.stop)
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(wait)

    # On the loop.

    def _data(self, data: bytes) -> None:
        self._apply(self.session.receive(data))

    def _lost(self, reason: str) -> None:
        self.connection = None
        self._apply(self.session.connection_lost(reason))
        self._after_lost()

    def _connection_for(self, step: Step) -> Connection | None:
        """The connection a step's bytes are for."""
        return self.connection

    def _hang_up(self, step: Step) -> None:
        """Close the step's connection because the session asked to."""
        connection = self.connection
        if connection is not None:
            connection.close()
            self.connection = None
        self._apply(self.session.connection_lost("the connection was closed"))

    def _after_lost(self) -> None:
        """What to do once the connection is gone (a guest reconnects)."""

    def _close(self) -> None:
        """Release what the peer holds besides its connection."""

    def _apply(self, step: Step) -> None:
        self._before_send(step)
        connection = self._connection_for(step)
        if connection is not None:
            connection.send(bytes(step.out))
            if step.close and not connection.closed:
                self._hang_up(step)
        if step.sends:
            self._send_others(step)
        for notice in step.notices:
            if isinstance(notice, Changed):
                notice.settle()  # here, on the loop's thread, now that the other side has been sent its part
                if not self._memory_settled:
                    self._memory_settled = True
                    settle_memory()
            self._tell(notice)

    def _send_others(self, step: Step) -> None:
        """Send a step's bytes for other connections (a host's spectators)."""

    def _before_send(self, step: Step) -> None:
        """What must be done before a step's bytes go out (a guest keeps its journal)."""

    def _tell(self, notice: PeerNotice) -> None:
        for listener in list(self._listeners):
            listener(notice)

    def _heartbeat(self) -> None:
        connection = self.connection
        if connection is not None and not connection.closed:
            if time.monotonic() - connection.last_heard > self.dead_after_seconds:
                connection.lose(f"nothing was heard for {self.dead_after_seconds:.0f} seconds")
            else:
                self._apply(self.session.ping())
        if not self.loop.stopped:
            self.loop.call_later(self.heartbeat_seconds, self._heartbeat)


class GuestPeer(Peer):
    """Connects to a host, and reconnects (for `reconnect_seconds`) when the connection drops during the game.

    With a `journal_path`, what the guest needs to come back after being restarted is kept there after every
    update. With a `store`, what the guest is shown is written there as it plays (a replay of its views, flushed
    after every update: kept if the host dies), and replaced by the complete replay after the audit.
    """

    session: GuestSession

    def __init__(
        self,
        session: GuestSession,
        host: str,
        port: int,
        *,
        journal_path: Path | None = None,
        store: ReplayStore | None = None,
        reconnect_seconds: float = 60.0,
        loop: Loop | None = None,
    ) -> None:
        super().__init__(session, loop)
        self.address = (host, port)
        self.journal_path = journal_path
        self.store = store
        self.replay_path: Path | None = None
        self.replay_problem = ""  # why the replay could not be written ("" when it could)
        self._seen: tuple[GameRecording, SeenRecorder] | None = None
        self._chat_kept = 0  # the session's chat lines already in that replay
        self.reconnect_seconds = reconnect_seconds
        self._trying_since: float | None = None
        self._ever_connected = False
        self.add_listener(self._keep_files)

    def connect(self) -> None:
        """Start connecting (retrying until `reconnect_seconds` have passed)."""
        self.loop.call_soon_threadsafe(self._try_connect)

    def claim_victory(self) -> None:
        """The host is gone for good: claim the game (on this side only)."""
        self.loop.call_soon_threadsafe(lambda: self._apply(self.session.claim_victory()))

    def _try_connect(self) -> None:
        if self.connection is not None or self.loop.stopped:
            return
        if self._trying_since is None:
            self._trying_since = time.monotonic()
        try:
            sock = socket.create_connection(self.address, timeout=5.0)
        except OSError as error:
            where = f"{self.address[0]}:{self.address[1]}"
            if not self._ever_connected:  # joining: say so at once rather than retry in silence
                self._trying_since = None
                self._tell(ConnectionFailed(f"could not reach {where} ({_reason(error)})"))
                return
            if time.monotonic() - self._trying_since >= self.reconnect_seconds:
                self._trying_since = None
                self._tell(ConnectionFailed(f"could not reach {where} ({_reason(error)})"))
                return
            self.loop.call_later(0.5, self._try_connect)
            return
        self._trying_since = None
        self._ever_connected = True
        self._attach(sock)

    def _attach(self, sock: socket.socket) -> None:
        self.connection = Connection(self.loop, sock, self._data, self._lost)
        self._apply(self.session.connection_made())

    def _before_send(self, step: Step) -> None:
        """The journal (with the host's commitment) is on disk before the seed's reveal goes out: a restarted
        guest still refuses a host that changes its commitment."""
        if any(isinstance(notice, Joined) for notice in step.notices):
            self._write_journal()

    def _after_lost(self) -> None:
        if self.session.phase in (GuestPhase.PAUSED, GuestPhase.CONNECTING, GuestPhase.OVER):
            self.loop.call_later(0.5, self._try_connect)

    def _write_journal(self) -> None:
        journal = self.session.journal()
        if journal is not None and self.journal_path is not None:
            self.journal_path.parent.mkdir(parents=True, exist_ok=True)
            temporary = self.journal_path.with_suffix(".tmp")
            temporary.write_text(journal.model_dump_json(), encoding="utf-8")
            temporary.replace(self.journal_path)

    def _apply(self, step: Step) -> None:
        super()._apply(step)
        if self._seen is not None and len(self.session.chat_lines) > self._chat_kept:
            self._keep_files(None)  # chat said since (the guest's own lines have no notice)

    def _keep_files(self, notice: PeerNotice | None) -> None:
        """The journal after every update; the replay after every notice (`None`: only the chat said since)."""
        if isinstance(notice, Changed):
            self._write_journal()
        if self.store is None or self.replay_problem:
            return
        try:
            if notice is not None:
                self._keep_replay(notice, self.store)
            if self._seen is not None:
                said = self.session.chat_lines[self._chat_kept :]
                self._chat_kept += len(said)
                if said:
                    self._seen[0].append("".join(self._seen[1].chat(line.n, line.player, line.text) for line in said))
        except OSError as error:
            self.replay_problem = f"The replay could not be written: {error.strerror or error}."
            self._seen = None

    def _keep_replay(self, notice: PeerNotice, store: ReplayStore) -> None:
        """What the guest is shown, line by line (flushed before the table shows it); the audited replay in its place
        once the game is over and checked."""
        if isinstance(notice, Joined) and self._seen is None:
            earlier = _earlier_replay_of(store, self.session.game_id) if notice.resumed else None
            if earlier is not None:  # a restarted guest back in its game: on in the same file
                recorder = SeenRecorder(seen_header(self.session), (earlier.actions, earlier.turn))
                text = earlier.path.read_text(encoding="utf-8")
                self._chat_kept = len(read_replay(text).chat)
                if text.endswith("\n"):
                    recording = store.append_to(earlier.path)
                else:  # the earlier run was stopped in the middle of a line: it goes
                    recording = store.reopen(earlier.path, text[: text.rfind("\n") + 1])
                    recording.marker.unlink(missing_ok=True)
                self._seen = (recording, recorder)
            else:
                recorder = SeenRecorder(seen_header(self.session))
                self._seen = (store.begin(recorder.header, live=False), recorder)
            self.replay_path = self._seen[0].path
        elif isinstance(notice, Changed) and self._seen is not None:
            self._seen[0].append(self._seen[1].changed(notice))
        elif isinstance(notice, Paused | ConnectionFailed) and self._seen is not None:
            self._seen[0].append(self._seen[1].lost())  # gone mid-game, or (failed) before its end-of-game log
        elif isinstance(notice, ReplayLines) and notice.complete:
            if self._seen is not None:
                recording = store.reopen(self._seen[0].path, notice.text)
            else:
                header_line, _, rest = notice.text.partition("\n")
                recording = store.begin(read_replay(header_line + "\n").header)
                recording.append(rest)
            recording.finish()
            self.replay_path, self._seen = recording.path, None


def _earlier_replay_of(store: ReplayStore, game_id: str | None) -> SavedGame | None:
    """A game's replay of what its guest was shown, as an earlier run of the guest left it."""
    return next((game for game in store.list() if game.seen and game.header is not None
                 and game.header.extra.get("game_id") == game_id), None)  # fmt: skip


def _reason(error: OSError) -> str:
    """Why a connection failed, in words."""
    if isinstance(error, ConnectionRefusedError):
        return "nothing is listening there: is the game hosted at that address and port?"
    if isinstance(error, TimeoutError | socket.timeout):
        return "no answer: is the address right, and does the host's firewall let Playmat through?"
    return error.strerror or str(error)
