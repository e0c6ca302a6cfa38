"""Games announced on the LAN over UDP: a host's announcer (rate-limited) and a join dialog's listener, which reads
every datagram as untrusted input and forgets games that fall silent."""

from __future__ import annotations

import contextlib
import os
import select
import socket
import struct
import sys
import time
import weakref
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from engine.lan.announcement import MAX_ANNOUNCEMENT_BYTES, Announcement, decode_announcement, encode_announcement

DISCOVERY_PORT = 47475
"""The UDP port join dialogs listen on (the games themselves are played over TCP, by default on 47474)."""

ANNOUNCE_SECONDS = 1.0
"""A host announces its game at most this often."""
FORGET_AFTER_SECONDS = 4.0
"""A game not heard of for this long is taken off the list (it started, or its host left)."""
MAX_GAMES = 32
"""A listener lists at most this many games; more from a flood of datagrams are ignored."""
MAX_DATAGRAMS_PER_POLL = 256
"""A poll reads at most this many datagrams, so that a flood cannot hold up the dialog."""

TARGETS_VARIABLE = "PLAYMAT_LAN_ANNOUNCE"
"""Where hosts announce: "off", or addresses separated by commas, each `host` or `host:port`."""
PORT_VARIABLE = "PLAYMAT_LAN_DISCOVERY_PORT"
"""The discovery port, when not DISCOVERY_PORT."""

BROADCAST = "255.255.255.255"
Clock = Callable[[], float]


@dataclass(frozen=True)
class DiscoverySettings:
    """Where announcements go and where listeners listen. `targets` None means the LAN's broadcast addresses."""

    port: int = DISCOVERY_PORT
    targets: tuple[tuple[str, int], ...] | None = None
    bind: str = ""

    @classmethod
    def from_environment(cls, environ: Mapping[str, str] | None = None) -> DiscoverySettings:
        """The settings as PLAYMAT_LAN_ANNOUNCE and PLAYMAT_LAN_DISCOVERY_PORT say (defaults where unset or bad)."""
        environ = os.environ if environ is None else environ
        port_text = environ.get(PORT_VARIABLE, "").strip()
        port = int(port_text) if port_text.isdigit() and 0 <= int(port_text) < 65536 else DISCOVERY_PORT
        text = environ.get(TARGETS_VARIABLE, "").strip()
        if not text:
            return cls(port)
        if text.lower() == "off":
            return cls(port, ())
        return cls(port, tuple(_target(part.strip(), port) for part in text.split(",") if part.strip()))

    def announce_targets(self) -> tuple[tuple[str, int], ...]:
        """Where a host sends its announcements."""
        if self.targets is not None:
            return self.targets
        return tuple((address, self.port) for address in (BROADCAST, *interface_broadcasts()))


def _target(text: str, default_port: int) -> tuple[str, int]:
    host, _, port = text.rpartition(":")
    if host and port.isdigit() and 0 < int(port) < 65536:
        return host.strip("[]"), int(port)
    return text.strip("[]"), default_port


_SIOCGIFFLAGS, _SIOCGIFBRDADDR, _SIOCGIFADDR = 0x8913, 0x8919, 0x8915
_IFF_UP, _IFF_BROADCAST, _IFF_LOOPBACK = 0x1, 0x2, 0x8


def interface_broadcasts() -> list[str]:
    """Each network interface's IPv4 broadcast address, read from the system (Linux; elsewhere none). Sends nothing."""
    return _interface_values(_SIOCGIFBRDADDR)


def interface_addresses() -> list[str]:
    """Each up, non-loopback network interface's own IPv4 address (Linux; elsewhere none): where announcements go
    out from, so where a guest can reach this machine. Sends nothing."""
    return _interface_values(_SIOCGIFADDR)


def _interface_values(request_code: int) -> list[str]:
    if not sys.platform.startswith("linux"):
        return []
    import fcntl

    found: set[str] = set()
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            names = [name for _, name in socket.if_nameindex()]
        except OSError:
            return []
        for name in names:
            request = struct.pack("256s", name.encode("utf-8", "replace")[:15])
            try:
                flags = struct.unpack("H", fcntl.ioctl(probe.fileno(), _SIOCGIFFLAGS, request)[16:18])[0]
                if flags & _IFF_LOOPBACK or not flags & _IFF_UP or not flags & _IFF_BROADCAST:
                    continue
                found.add(socket.inet_ntoa(fcntl.ioctl(probe.fileno(), request_code, request)[20:24]))
            except OSError:
                continue
    return sorted(found - {"0.0.0.0", BROADCAST})


class Announcer:
    """Sends one game's announcement to its targets, at most once per `interval` seconds.

    `refused` says whether the last round reached no target (the OS refused broadcast, or there is no network):
    then the game can only be joined by its address.
    """

    def __init__(
        self,
        announcement: Announcement,
        targets: tuple[tuple[str, int], ...],
        *,
        interval: float = ANNOUNCE_SECONDS,
        sock: socket.socket | None = None,
        clock: Clock = time.monotonic,
    ) -> None:
        self.datagram = encode_announcement(announcement)
        self.targets = targets
        self.interval = interval
        self.clock = clock
        self.sent = 0
        self.problem = ""
        self.refused = False
        self._last: float | None = None
        self._sock = sock or socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        weakref.finalize(self, self._sock.close)  # a dialog dropped without being closed still releases it
        try:
            self._sock.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
            self._sock.setblocking(False)
        except OSError as error:
            self.problem = f"broadcast is not allowed here ({error.strerror or error})"

    def announce(self) -> bool:
        """Send the announcement to every target, unless the last round was under `interval` ago; whether it went
        to at least one."""
        now = self.clock()
        if self._last is not None and now - self._last < self.interval:
            return False
        self._last = now
        reached, problems = 0, []
        for target in self.targets:
            try:
                self._sock.sendto(self.datagram, target)
                reached += 1
            except OSError as error:  # refused broadcast, no route, a full buffer, a bad address: try the rest
                problems.append(f"{target[0]}: {error.strerror or error}")
        self.sent += reached
        self.refused = bool(self.targets) and not reached
        self.problem = "; ".join(problems)
        return reached > 0

    def close(self) -> None:
        self._sock.close()


@dataclass(frozen=True)
class AnnouncedGame:
    """A game heard on the LAN: what its host announced, from which address, and when it was last heard."""

    announcement: Announcement
    host: str
    heard_at: float

    @property
    def key(self) -> tuple[str, str]:
        """One game: its host's address and its id."""
        return self.host, self.announcement.game_id

    @property
    def address(self) -> str:
        """What the join dialog's address field takes: `host:port`."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{host}:{self.announcement.port}"


class GameListener:
    """Listens for announcements on a UDP port; `poll()` reads what arrived, `games` lists what is still heard.

    Raises OSError when the port cannot be opened (then games must be joined by address)."""

    def __init__(
        self,
        bind: str = "",
        port: int = DISCOVERY_PORT,
        *,
        forget_after: float = FORGET_AFTER_SECONDS,
        clock: Clock = time.monotonic,
    ) -> None:
        self.forget_after = forget_after
        self.clock = clock
        self.ignored = 0
        self._games: dict[tuple[str, str], AnnouncedGame] = {}
        self._sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        try:
            self._sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            if hasattr(socket, "SO_REUSEPORT"):  # several Playmats on one machine may all listen
                with contextlib.suppress(OSError):
                    self._sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
            self._sock.bind((bind, port))
            self._sock.setblocking(False)
        except OSError:
            self._sock.close()
            raise
        self.port: int = self._sock.getsockname()[1]
        weakref.finalize(self, self._sock.close)  # a dialog dropped without being closed still releases it

    @property
    def games(self) -> list[AnnouncedGame]:
        """The games heard lately, by host name, game and address."""
        return sorted(self._games.values(), key=lambda g: (g.announcement.host_name, g.announcement.ruleset, g.address))

    def poll(self, wait: float = 0.0) -> bool:
        """Read the datagrams that arrived (waiting at most `wait` seconds for the first) and forget the games that
        fell silent; whether the list changed."""
        changed = False
        if wait > 0:
            with contextlib.suppress(OSError, ValueError):
                select.select([self._sock], [], [], wait)
        for _ in range(MAX_DATAGRAMS_PER_POLL):
            try:
                datagram, sender = self._sock.recvfrom(MAX_ANNOUNCEMENT_BYTES + 1)
            except (BlockingIOError, InterruptedError):
                break
            except OSError:  # e.g. an ICMP error queued on the socket: nothing to read, go on
                continue
            changed = self._hear(datagram, str(sender[0])) or changed
        now = self.clock()
        for key, game in list(self._games.items()):
            if now - game.heard_at > self.forget_after:
                del self._games[key]
                changed = True
        return changed

    def close(self) -> None:
        self._sock.close()

    def _hear(self, datagram: bytes, host: str) -> bool:
        announcement = decode_announcement(datagram)
        if announcement is None:
            self.ignored += 1
            return False
        game = AnnouncedGame(announcement, host, self.clock())
        known = self._games.get(game.key)
        if known is None and len(self._games) >= MAX_GAMES:
            self.ignored += 1
            return False
        self._games[game.key] = game
        return known is None or known.announcement != announcement
