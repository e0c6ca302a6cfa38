"""A small single-threaded event loop over TCP sockets: non-blocking reads and sends (a peer that does not read is
dropped, never waited for), timers and thread-safe calls; the LAN peers run their sessions on it."""

from __future__ import annotations

import contextlib
import heapq
import itertools
import queue
import selectors
import socket
import time
from collections.abc import Callable

MAX_PENDING_BYTES = 8 * 1024 * 1024
"""Bytes a connection may hold for a peer that is not reading them; past this the peer is taken for gone."""

READ_CHUNK = 65536


class Loop:
    """Runs callbacks when sockets are readable, when timers fall due, and when another thread asks it to."""

    def __init__(self) -> None:
        self._selector = selectors.DefaultSelector()
        self._wake_r, self._wake_w = socket.socketpair()
        self._wake_r.setblocking(False)
        self._selector.register(self._wake_r, selectors.EVENT_READ, [self._drain_wakeups, None])
        self._calls: queue.SimpleQueue[Callable[[], None]] = queue.SimpleQueue()
        self._timers: list[tuple[float, int, Callable[[], None]]] = []
        self._order = itertools.count()
        self._stopped = False

    def add_reader(self, sock: socket.socket, callback: Callable[[], None]) -> None:
        self._selector.register(sock, selectors.EVENT_READ, [callback, None])

    def set_writer(self, sock: socket.socket, callback: Callable[[], None] | None) -> None:
        """Call `callback` whenever `sock` (already read from) can take more bytes; None: no longer."""
        try:
            handlers = self._selector.get_key(sock).data
        except (KeyError, ValueError):
            return
        if handlers[1] is callback:
            return
        handlers[1] = callback
        events = selectors.EVENT_READ | (selectors.EVENT_WRITE if callback is not None else 0)
        self._selector.modify(sock, events, handlers)

    def remove_reader(self, sock: socket.socket) -> None:
        with contextlib.suppress(KeyError, ValueError):
            self._selector.unregister(sock)

    def call_later(self, delay: float, callback: Callable[[], None]) -> None:
        """Run `callback` on the loop after `delay` seconds (loop thread only)."""
        heapq.heappush(self._timers, (time.monotonic() + delay, next(self._order), callback))

    def call_soon_threadsafe(self, callback: Callable[[], None]) -> None:
        """Run `callback` on the loop as soon as it can, from any thread."""
        self._calls.put(callback)
        with contextlib.suppress(OSError):
            self._wake_w.send(b"\0")

    def stop(self) -> None:
        self._stopped = True

    @property
    def stopped(self) -> bool:
        return self._stopped

    def run(self, deadline: float | None = None) -> bool:
        """Run until `stop()` (True) or until the monotonic `deadline` passes (False)."""
        while not self._stopped:
            now = time.monotonic()
            if deadline is not None and now >= deadline:
                return False
            wait = 0.5
            if self._timers:
                wait = min(wait, max(0.0, self._timers[0][0] - now))
            if deadline is not None:
                wait = min(wait, max(0.0, deadline - now))
            for key, events in self._selector.select(wait):
                reader, writer = key.data
                if events & selectors.EVENT_READ:
                    reader()
                if events & selectors.EVENT_WRITE and writer is not None:
                    writer()
                if self._stopped:
                    break
            self._run_calls()
            self._run_timers()
        return True

    def close(self) -> None:
        """Release the loop's own sockets (its users close theirs)."""
        self._stopped = True
        self._selector.close()
        self._wake_r.close()
        self._wake_w.close()

    def _drain_wakeups(self) -> None:
        try:
            while self._wake_r.recv(4096):
                pass
        except (BlockingIOError, InterruptedError):
            pass

    def _run_calls(self) -> None:
        while True:
            try:
                callback = self._calls.get_nowait()
            except queue.Empty:
                return
            callback()

    def _run_timers(self) -> None:
        now = time.monotonic()
        while self._timers and self._timers[0][0] <= now:
            _, _, callback = heapq.heappop(self._timers)
            callback()


class Connection:
    """One TCP connection on a loop: bytes in go to `on_data`, end of stream or an error to `on_lost` (once)."""

    def __init__(
        self,
        loop: Loop,
        sock: socket.socket,
        on_data: Callable[[bytes], None],
        on_lost: Callable[[str], None],
    ) -> None:
        self.loop = loop
        self.sock = sock
        self._on_data = on_data
        self._on_lost = on_lost
        self.closed = False
        self.last_heard = time.monotonic()
        self.max_pending = MAX_PENDING_BYTES  # a spectator's is smaller: a slow one is dropped sooner
        self._pending = bytearray()  # sent but not yet taken by the socket
        sock.setblocking(False)
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        loop.add_reader(sock, self._readable)

    @property
    def pending(self) -> int:
        """Bytes waiting for the peer to read them."""
        return len(self._pending)

    def send(self, data: bytes) -> None:
        """Send `data` without waiting: what the socket cannot take now is kept and sent when it can. A peer that
        leaves more than `max_pending` bytes unread is dropped; a failure closes the connection."""
        if self.closed or not data:
            return
        if not self._pending:
            try:
                sent = self.sock.send(data)
            except (BlockingIOError, InterruptedError):
                sent = 0
            except OSError as error:
                self.lose(f"sending failed ({error})")
                return
            data = data[sent:]
        self._pending += data
        if len(self._pending) > self.max_pending:
            self.lose("the other side does not read what is sent to it")
        elif self._pending:
            self.loop.set_writer(self.sock, self._writable)

    def _writable(self) -> None:
        if self.closed:
            return
        try:
            sent = self.sock.send(self._pending)
        except (BlockingIOError, InterruptedError):
            return
        except OSError as error:
            self.lose(f"sending failed ({error})")
            return
        del self._pending[:sent]
        if not self._pending:
            self.loop.set_writer(self.sock, None)

    def close(self) -> None:
        """Hang up without telling `on_lost` (we chose to)."""
        if self.closed:
            return
        self.closed = True
        self.loop.remove_reader(self.sock)
        with contextlib.suppress(OSError):
            self.sock.shutdown(socket.SHUT_RDWR)
        self.sock.close()

    def lose(self, reason: str) -> None:
        if not self.closed:
            self.close()
            self._on_lost(reason)

    def _readable(self) -> None:
        try:
            data = self.sock.recv(READ_CHUNK)
        except (BlockingIOError, InterruptedError):
            return
        except OSError as error:
            self.lose(f"the connection failed ({error})")
            return
        if not data:
            self.lose("the other side closed the connection")
            return
        self.last_heard = time.monotonic()
        self._on_data(data)
