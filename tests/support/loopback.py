"""LAN tests on loopback: a free port, and LAN dialogs that announce and listen nowhere (never on the LAN)."""

from __future__ import annotations

import socket

import pytest


def free_port() -> int:
    """A TCP port nothing listens on now, on 127.0.0.1."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@pytest.fixture
def discovery_on_loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    """Join dialogs listen on a port of their own; hosts announce only where a test says (never to the LAN)."""
    monkeypatch.setenv("PLAYMAT_LAN_DISCOVERY_PORT", "0")
    monkeypatch.setenv("PLAYMAT_LAN_ANNOUNCE", "off")
