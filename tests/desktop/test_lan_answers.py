"""A LAN player's answer goes once: after a click the question bar is off until the host's update arrives, and a
second click (or a move dropped on the table) before it is not sent."""

from __future__ import annotations

import threading

import pytest

from desktop.qt import QPushButton, Qt
from engine.decisions import DecisionKind
from tests.support.loopback import discovery_on_loopback  # noqa: F401 (a fixture, for pytestmark)

from .conftest import open_main_window
from .helpers import answer_passively
from .test_lan_forced import connect

pytestmark = pytest.mark.usefixtures("discovery_on_loopback")


def pass_button(screen) -> QPushButton:
    return next(b for b in screen.question_bar.findChildren(QPushButton) if b.objectName() == "passButton")


def test_a_guests_second_click_before_the_hosts_update_is_not_sent(qtbot):
    host_window, guest_window = open_main_window(qtbot), open_main_window(qtbot)
    gate = threading.Event()
    try:
        connect(qtbot, host_window, guest_window, "skirmish")
        host, guest = host_window.game, guest_window.game
        for _ in range(200):  # play on until the guest has a move to pass on
            qtbot.waitUntil(lambda: any(s.snapshot is not None and s.snapshot.deciding for s in (host, guest)),
                            timeout=20_000)  # fmt: skip
            screen = host if host.snapshot.deciding else guest
            if screen is guest and guest.snapshot.view.decision.kind is DecisionKind.ACT:
                break
            snapshot = screen.snapshot
            answer_passively(qtbot, screen)
            qtbot.waitUntil(lambda s=screen, n=snapshot: s.snapshot is not n, timeout=20_000)
        else:
            raise AssertionError("the guest never had a move to pass on")
        sent = []
        peer = guest.table.peer
        real_submit = peer.submit
        peer.submit = lambda action: (sent.append(action), real_submit(action))[1]
        host.table.peer.loop.call_soon_threadsafe(lambda: gate.wait(20))  # the host's answer is held back
        snapshot = guest.snapshot
        qtbot.mouseClick(pass_button(guest), Qt.MouseButton.LeftButton)
        assert not guest.question_bar.controls.isEnabled(), "the answer is on its way: the bar is off"
        qtbot.mouseClick(pass_button(guest), Qt.MouseButton.LeftButton)
        error = guest.table.submit(snapshot.legal[0])  # a move by other means (a drop on the table) is refused too
        assert error is not None and "on its way" in error.reason
        assert [action.kind for action in sent] == ["pass"], "the second answer was not sent"
        gate.set()
        qtbot.waitUntil(lambda: guest.snapshot is not snapshot, timeout=20_000)
        host_game = host.table.peer.session.game
        assert host_game.state.actions_applied == guest.table.peer.session.n
        assert sent == [a for a in snapshot.legal if a.kind == "pass"][:1]
    finally:
        gate.set()
        host_window.end_game()
        guest_window.end_game()
