"""Heartbeats and doors: a connection that never says hello is closed at the door; a peer stops cleanly."""

from __future__ import annotations

import socket
import threading
import time

from desktop import rulesets
from desktop.lan.host_peer import HostPeer
from engine.lan import HostConfig, HostSession, Paused
from engine.lan.framing import FrameDecoder
from engine.lan.messages import Challenge, decode


def _host() -> HostPeer:
    rulesets.register_builtin()
    package = rulesets.load("skirmish")
    deck = next(iter(package.decks.values()))
    config = HostConfig(package.ruleset, package.database, deck, "Hana", "0.1.0", b"h" * 32, "g1", "2026-01-01")
    peer = HostPeer(HostSession(config), "127.0.0.1", 0)
    peer.heartbeat_seconds, peer.dead_after_seconds, peer.door_seconds = 0.1, 0.5, 0.5
    return peer


def test_a_silent_connection_is_challenged_then_closed_at_the_door():
    peer = _host()
    notices = []
    peer.add_listener(notices.append)
    peer.start_thread()
    try:
        with socket.create_connection(("127.0.0.1", peer.port), timeout=10) as silent:
            silent.settimeout(10)
            received = bytearray()
            while True:  # pings arrive, then the host hangs up on a guest that never answers
                chunk = silent.recv(4096)
                if not chunk:
                    break
                received += chunk
        messages = [decode(frame) for frame in FrameDecoder().feed(bytes(received))]
        assert [type(m) for m in messages] == [Challenge]
        deadline = time.monotonic() + 10
        while peer.connection is not None and time.monotonic() < deadline:  # the loop thread lets go just after
            time.sleep(0.01)
        assert peer.connection is None
        assert not any(isinstance(n, Paused) for n in notices)  # no game was on: nothing to pause
    finally:
        peer.stop()


def test_the_peer_thread_stops_and_releases_its_port():
    peer = _host()
    peer.start_thread()
    port = peer.port
    peer.stop()
    assert not any(t.name == "HostPeer" and t.is_alive() for t in threading.enumerate())
    with socket.socket() as again:
        again.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        again.bind(("127.0.0.1", port))
