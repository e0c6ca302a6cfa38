"""A LAN guest's forced question (a Life card to take, ONE PIECE 7-1-4-1-1) answers itself through the guest's own
table: the guest sends the move to the host like any other, and only the guest's log says it was taken for them."""

from __future__ import annotations

import pytest

from desktop.forced import forced_answer, moves_left
from desktop.lan.dialogs import HostDialog, JoinDialog
from desktop.qt import QPushButton, Qt
from tests.support.loopback import discovery_on_loopback, free_port  # noqa: F401 (a fixture, for pytestmark)

from .conftest import open_main_window
from .helpers import answer_passively

pytestmark = pytest.mark.usefixtures("discovery_on_loopback")

NOTE = "Only one choice, taken for you"


def connect(qtbot, host_window, guest_window, ruleset_id="one-piece"):
    """Host on a free loopback port and join it by address and code, as the two start screens do."""
    for window in (host_window, guest_window):
        window.start_screen.choose(ruleset_id)
        window.settings.confirm_end_main = False
    qtbot.mouseClick(host_window.start_screen.findChild(QPushButton, "hostLanButton"), Qt.MouseButton.LeftButton)
    host_dialog = host_window.findChild(HostDialog)
    host_dialog.port_box.setValue(free_port())
    qtbot.mouseClick(host_dialog.go, Qt.MouseButton.LeftButton)
    guest_dialog = guest_window.open_lan("join")
    assert isinstance(guest_dialog, JoinDialog)
    guest_dialog.address_edit.setText(f"127.0.0.1:{host_dialog.port_box.value()}")
    qtbot.keyClicks(guest_dialog.code_edit, host_dialog.code)
    qtbot.mouseClick(guest_dialog.go, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host_window.game is not None and guest_window.game is not None, timeout=20_000)


def test_a_guests_forced_question_is_the_guests_own_move(qtbot):
    host_window, guest_window = open_main_window(qtbot), open_main_window(qtbot)
    try:
        connect(qtbot, host_window, guest_window)
        host, guest = host_window.game, guest_window.game

        def deciding():
            return next((s for s in (host, guest) if s.snapshot is not None and s.snapshot.deciding), None)

        for _ in range(400):
            qtbot.waitUntil(lambda: deciding() is not None, timeout=20_000)
            screen = deciding()
            snapshot = screen.snapshot
            assert snapshot.view.outcome is None
            if forced_answer(snapshot) is not None:
                qtbot.waitUntil(lambda s=screen, n=snapshot: s.snapshot is not n, timeout=20_000)
                if screen is guest:
                    break
                continue
            attacks = [a for a in snapshot.legal if a.kind == "attack"]
            plays = [a for a in snapshot.legal if a.kind == "play_character"]
            if attacks and screen is host:  # the host attacks: the guest's Leader takes the damage
                screen.submit(attacks[0])
            elif plays and moves_left(snapshot):
                screen.submit(plays[0])
            else:
                answer_passively(qtbot, screen)
            qtbot.waitUntil(lambda s=screen, n=snapshot: s.snapshot is not n, timeout=20_000)  # the host's answer
        else:
            raise AssertionError("the guest never had a forced question")
        qtbot.waitUntil(lambda: any(line.startswith(NOTE) for line in guest.log.lines()), timeout=10_000)
        assert not any(line.startswith(NOTE) for line in host.log.lines()), "the host is told the move, not the note"
        host_game = host.table.peer.session.game
        assert host_game.state.actions_applied == guest.table.peer.session.n, "the host applied the guest's move"
    finally:
        host_window.end_game()
        guest_window.end_game()
