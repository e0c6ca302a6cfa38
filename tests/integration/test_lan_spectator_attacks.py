"""Hostile spectators against a real host on loopback (issue 17): one floods garbage after being admitted with the
join code, one stops reading; the host's game goes on to the guest's audit, and its player hears nothing of them."""

from __future__ import annotations

import contextlib
import socket

from desktop.lan.host_peer import HostPeer
from desktop.lan.peers import GuestPeer
from engine.lan import (
    AuditDone,
    GuestConfig,
    GuestSession,
    HostConfig,
    HostSession,
    ProtocolProblem,
    SpectatorConfig,
    Spectators,
    SpectatorSession,
)
from engine.lan.framing import encode_frame

from .conftest import WAIT
from .test_lan_attacks import DATE, _package, _with_bot

CODE = "K7Q2-M9XP"


def admitted(port: int, name: str) -> tuple[socket.socket, SpectatorSession]:
    """A raw connection whose spectator session has been admitted (the handshake done by hand, blocking)."""
    package = _package()
    session = SpectatorSession(SpectatorConfig(package.ruleset, package.database, name, "0.1.0", CODE, b"s" * 32))
    sock = socket.create_connection(("127.0.0.1", port), timeout=WAIT)
    session.connection_made()
    while not session.admitted:
        data = sock.recv(65536)
        assert data, "the host hung up on the spectator"
        step = session.receive(data)
        sock.sendall(bytes(step.out))
    return sock, session


def test_hostile_spectators_do_not_disturb_the_game():
    package = _package()
    decks = list(package.decks.values())
    config = HostConfig(package.ruleset, package.database, decks[0], "Hana", "0.1.0", b"h" * 32, "g1", DATE,
                        b"k" * 32, CODE, spectators=True)  # fmt: skip
    host = HostPeer(HostSession(config), "127.0.0.1", 0)
    heard: list = []
    host.add_listener(heard.append)
    _with_bot(host, [], stop_on_audit=False)
    host.start_thread()
    sockets = []
    try:
        flooder, flooding = admitted(host.port, "Eve")
        deaf, _ = admitted(host.port, "Deaf")  # from now on it never reads
        sockets += [flooder, deaf]
        flooding.may_chat = True  # a hostile spectator chats where the host does not allow it
        for index in range(200):
            step = flooding.chat(f"spam {index}")  # sealed as its Playmat would
            try:
                flooder.sendall(bytes(step.out))
            except OSError:
                break  # let go by the host
        with contextlib.suppress(OSError):
            flooder.sendall(encode_frame(b"garbage that no key opens") * 50)
        guest_config = GuestConfig(package.ruleset, package.database, decks[-1], "Gus", "0.1.0", b"g" * 32, DATE,
                                   join_code=CODE)  # fmt: skip
        guest = GuestPeer(GuestSession(guest_config), "127.0.0.1", host.port, reconnect_seconds=10)
        audits: list = []
        _with_bot(guest, audits)
        guest.connect()
        guest.run(WAIT)
        assert audits == [AuditDone(True, ())]
        assert not any(isinstance(notice, ProtocolProblem) for notice in heard)  # the host's player is not bothered
        shown = [notice.names for notice in heard if isinstance(notice, Spectators)]
        assert ("Eve", "Deaf") in shown and shown[-1] == ("Deaf",)  # the flooder was let go, the deaf one waits
    finally:
        for sock in sockets:
            sock.close()
        host.stop()
