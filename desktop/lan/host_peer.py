"""The host's peer: it listens, keeps every new connection at the door (bounded per address, in number and time)
until it says an accepted hello, and never lets one that has not proven itself touch the seated guest's."""

from __future__ import annotations

import collections
import socket
import time

from desktop.lan.peers import Peer, PeerNotice
from desktop.lan.transport import Connection, Loop
from desktop.replays.store import GameRecording, ReplayStore
from engine.actions import Action
from engine.formats.replays import read_replay
from engine.lan import GameOver, HostSession, Joined, ProtocolProblem, ReplayLines, Spectators, Step

DOOR_SECONDS = 5.0
"""A new connection to a host that has not said an accepted hello in this long is closed."""
MAX_DOORS = 8
"""At most this many connections from one address wait at a host's door; a further one closes the oldest."""
MAX_DOORS_IN_ALL = 64
MAX_NEW_PER_SECOND = 20
"""New connections a host takes from one address in a second (each costs a key exchange); more are closed at once."""
CLOCK_TICK_SECONDS = 0.1
"""How often a host with a turn clock tells its session the time (a player out of time loses within this)."""
SPECTATOR_MAX_PENDING = 2 * 1024 * 1024 + 65536
"""Bytes a spectator may leave unread (two of the largest messages) before it is dropped: never waited for."""
WRONG_CODE_PAUSE = 0.5
"""After a wrong join code, the host takes no new connection for this long, doubled with each wrong code in a row
(at most a minute): guessing codes is slowed down to nothing."""


class HostPeer(Peer):
    """Listens on a TCP port. Every new connection waits at the door (bounded in number and time) and never
    touches the seated guest's until it says an accepted hello: a new guest's, or the seated guest's proven return,
    which then replaces the old connection."""

    session: HostSession

    def __init__(
        self,
        session: HostSession,
        bind: str = "",
        port: int = 0,
        *,
        store: ReplayStore | None = None,
        loop: Loop | None = None,
    ) -> None:
        super().__init__(session, loop)
        self.listener = socket.create_server((bind, port))
        self.listener.setblocking(False)
        self.port: int = self.listener.getsockname()[1]
        self.store = store
        self.recording: GameRecording | None = None
        self.replay_problem = ""
        self.door_seconds = DOOR_SECONDS
        self.max_doors = MAX_DOORS
        self.connections: dict[int, Connection] = {}
        self._next_cid = 0
        self._sources: dict[int, str] = {}  # each connection's address
        self._recent: dict[str, collections.deque[float]] = {}  # when each address's last connections were taken
        self._wrong_codes: dict[str, int] = {}
        self._closed_until: dict[str, float] = {}
        self.loop.add_reader(self.listener, self._accept)
        if store is not None:
            self.add_listener(self._write_replay)
        if session.clock is not None:
            self.loop.call_later(0.0, self._tick)

    def submit(self, action: Action) -> None:
        def submit() -> None:
            self._apply(self.session.tick(time.monotonic()))  # the clock is charged up to this very move
            self._apply(self.session.submit(action))

        self.loop.call_soon_threadsafe(submit)

    def _tick(self) -> None:
        if self.loop.stopped:
            return
        self._apply(self.session.tick(time.monotonic()))
        self.loop.call_later(CLOCK_TICK_SECONDS, self._tick)

    @property
    def connection(self) -> Connection | None:
        """The seated guest's connection, if any."""
        seated = self.session.seated
        return None if seated is None else self.connections.get(seated)

    @connection.setter
    def connection(self, value: Connection | None) -> None:
        if value is None:  # the base class lets go of the current connection
            seated = self.session.seated
            if seated is not None:
                self.connections.pop(seated, None)

    def claim_victory(self) -> None:
        self.loop.call_soon_threadsafe(lambda: self._apply(self.session.claim_victory()))

    def _accept(self) -> None:
        try:
            sock, address = self.listener.accept()
        except OSError:  # BlockingIOError and InterruptedError included: nothing to take now
            return
        source, now = str(address[0]), time.monotonic()
        if not self._admit(source, now):
            sock.close()  # a flood from there, or right after a wrong code from there: no key exchange spent on it
            return
        cid, self._next_cid = self._next_cid, self._next_cid + 1
        self._sources[cid] = source
        self.connections[cid] = Connection(
            self.loop, sock, lambda data: self._data_on(cid, data), lambda reason: self._lost_on(cid, reason)
        )
        doors = [other for other in self.connections if other != self.session.seated and not self._watching(other)]
        same = [other for other in doors if self._sources.get(other) == source]
        for oldest in same[: max(0, len(same) - self.max_doors)] + doors[: max(0, len(doors) - MAX_DOORS_IN_ALL)]:
            self._close_on(oldest, "too many connections at once")
        self._apply(self.session.connection_made(cid))
        self.loop.call_later(self.door_seconds, lambda: self._door_timeout(cid))

    def _admit(self, source: str, now: float) -> bool:
        """Whether a new connection from `source` is taken: each address has its own budget of connections a second
        and its own pause after wrong codes, so one that floods or guesses does not shut out another."""
        if len(self._recent) > 1024:  # forget quiet addresses
            for quiet in [key for key, times in self._recent.items() if not times or now - times[-1] > 1.0]:
                del self._recent[quiet]
        recent = self._recent.setdefault(source, collections.deque())
        while recent and now - recent[0] > 1.0:
            recent.popleft()
        if now < self._closed_until.get(source, 0.0) or len(recent) >= MAX_NEW_PER_SECOND:
            return False
        recent.append(now)
        return True

    def _watching(self, cid: int) -> bool:
        return self.session.is_spectator(cid)

    def _data_on(self, cid: int, data: bytes) -> None:
        if self.session.clock is not None and cid == self.session.seated:
            self._apply(self.session.tick(time.monotonic()))  # the guest's move is charged up to its arrival
        step = self.session.receive(data, cid)
        source = self._sources.get(cid, "")
        for notice in step.notices:
            if isinstance(notice, ProtocolProblem) and notice.code == "code":  # each wrong code in a row doubles it
                wrong = self._wrong_codes.get(source, 0)
                self._wrong_codes[source] = wrong + 1
                self._closed_until[source] = time.monotonic() + min(60.0, WRONG_CODE_PAUSE * 2.0**wrong)
            elif isinstance(notice, Joined | Spectators):
                self._wrong_codes.pop(source, None)
        self._apply(step)
        connection = self.connections.get(cid)
        if connection is not None and self._watching(cid):
            connection.max_pending = SPECTATOR_MAX_PENDING

    def _lost_on(self, cid: int, reason: str) -> None:
        self.connections.pop(cid, None)
        self._sources.pop(cid, None)
        self._apply(self.session.connection_lost(reason, cid))

    def _close_on(self, cid: int, reason: str) -> None:
        connection = self.connections.pop(cid, None)
        self._sources.pop(cid, None)
        if connection is not None:
            connection.close()
            self._apply(self.session.connection_lost(reason, cid))

    def _door_timeout(self, cid: int) -> None:
        if cid in self.connections and cid != self.session.seated and not self._watching(cid):
            self._close_on(cid, f"no accepted hello within {self.door_seconds:.0f} seconds")

    def _connection_for(self, step: Step) -> Connection | None:
        for dropped in step.drop:  # replaced by its guest's proven return: the session already let it go
            self._sources.pop(dropped, None)
            connection = self.connections.pop(dropped, None)
            if connection is not None:
                connection.close()
        step.drop.clear()
        return self.connections.get(step.cid) if step.out or step.close else None

    def _send_others(self, step: Step) -> None:
        """A step's bytes for spectators (and, from a spectator's step, the guest): one that cannot keep up is
        dropped by its connection, never waited for."""
        for cid, data in step.sends:
            connection = self.connections.get(cid)
            if connection is not None:
                connection.send(data)
        step.sends.clear()

    def _hang_up(self, step: Step) -> None:
        self._close_on(step.cid, "the connection was closed")

    def _close(self) -> None:
        self.loop.remove_reader(self.listener)
        self.listener.close()
        for connection in self.connections.values():
            connection.close()
        self.connections.clear()

    def _write_replay(self, notice: PeerNotice) -> None:
        """The host's replay goes to the store as it is played (the first lines are its header)."""
        try:
            if isinstance(notice, ReplayLines) and self.store is not None:
                if self.recording is None:
                    self.recording = self.store.begin(read_replay(notice.text).header)
                elif self.recording.is_open:
                    self.recording.append(notice.text)
            elif isinstance(notice, GameOver) and self.recording is not None:
                self.recording.finish()  # chat after the end is not kept
        except OSError as error:
            self.replay_problem = f"the replay cannot be written ({error})"
