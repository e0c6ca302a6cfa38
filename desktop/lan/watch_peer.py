"""The spectator's peer: it connects to a host with the game's join code and watches; it comes back after a drop."""

from __future__ import annotations

import socket
import time

from desktop.lan.peers import ConnectionFailed, Peer, _reason
from desktop.lan.transport import Connection, Loop
from engine.lan import SpectatorSession


class WatchPeer(Peer):
    """Connects to `host:port` as a spectator; a dropped connection is tried again for `reconnect_seconds` unless
    the game is over or the host refused."""

    session: SpectatorSession

    def __init__(
        self, session: SpectatorSession, host: str, port: int, *, reconnect_seconds: float = 30.0,
        loop: Loop | None = None,
    ) -> None:  # fmt: skip
        super().__init__(session, loop)
        self.address = (host, port)
        self.reconnect_seconds = reconnect_seconds
        self._trying_since: float | None = None
        self._ever_connected = False

    def connect(self) -> None:
        self.loop.call_soon_threadsafe(self._try_connect)

    def _try_connect(self) -> None:
        if self.connection is not None or self.loop.stopped:
            return
        now = time.monotonic()
        if self._trying_since is None:
            self._trying_since = now
        try:
            sock = socket.create_connection(self.address, timeout=5.0)
        except OSError as error:
            if not self._ever_connected or now - self._trying_since >= self.reconnect_seconds:
                self._trying_since = None
                self._tell(ConnectionFailed(f"could not reach {self.address[0]}:{self.address[1]} ({_reason(error)})"))
                return
            self.loop.call_later(0.5, self._try_connect)
            return
        self._trying_since = None
        self._ever_connected = True
        self.connection = Connection(self.loop, sock, self._data, self._lost)
        self._apply(self.session.connection_made())

    def _after_lost(self) -> None:
        session = self.session
        if not (session.over or session.refused):
            self.loop.call_later(0.5, self._try_connect)
