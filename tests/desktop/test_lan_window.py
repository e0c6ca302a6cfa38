"""LAN play from the main window: host and join from two start screens over loopback (the join dialog hears the
host's announcement); both windows show the game with the LAN panel, and chat goes from one to the other."""

from __future__ import annotations

import pytest

from desktop.lan.dialogs import HostDialog, JoinDialog
from desktop.lan.panel import LanPanel
from desktop.lan.tables import LanGuestTable, LanHostTable
from desktop.qt import QPushButton, Qt
from tests.support.loopback import discovery_on_loopback, free_port  # noqa: F401 (a fixture, for pytestmark)

from .conftest import open_main_window, screenshot

pytestmark = pytest.mark.usefixtures("discovery_on_loopback")


def test_host_and_join_from_the_start_screens_then_chat(qtbot, monkeypatch):
    host_window, guest_window = open_main_window(qtbot), open_main_window(qtbot)
    for window in (host_window, guest_window):
        window.start_screen.choose("skirmish")
    guest_dialog = guest_window.open_lan("join")
    assert isinstance(guest_dialog, JoinDialog) and guest_dialog.ruleset_id == "skirmish"
    assert guest_dialog.games.listener is not None
    monkeypatch.setenv("PLAYMAT_LAN_ANNOUNCE", f"127.0.0.1:{guest_dialog.games.listener.port}")
    opened = []
    host_window.start_screen.open_lan.connect(lambda kind: opened.append(kind))
    qtbot.mouseClick(host_window.start_screen.findChild(QPushButton, "hostLanButton"), Qt.MouseButton.LeftButton)
    host_dialog = host_window.findChild(HostDialog)
    assert opened == ["host"] and host_dialog is not None and host_dialog.isVisible()
    assert host_dialog.ruleset_id == "skirmish", "the dialog starts from the start screen's choice"
    host_dialog.port_box.setValue(free_port())
    qtbot.mouseClick(host_dialog.go, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: guest_dialog.games.list.count() == 1, timeout=10_000)
    guest_dialog.games.list.setCurrentRow(0)
    assert guest_dialog.address_edit.text() == f"127.0.0.1:{host_dialog.port_box.value()}"
    qtbot.keyClicks(guest_dialog.code_edit, host_dialog.code)  # the code the host's screen shows
    qtbot.mouseClick(guest_dialog.go, Qt.MouseButton.LeftButton)
    try:
        qtbot.waitUntil(lambda: host_window.game is not None and guest_window.game is not None, timeout=20_000)
        assert isinstance(host_window.game.table, LanHostTable)
        assert isinstance(guest_window.game.table, LanGuestTable)
        host_panel, guest_panel = (w.game.findChild(LanPanel) for w in (host_window, guest_window))
        assert host_panel is not None and guest_panel is not None
        guest_panel.chat_edit.setText("good luck!")
        qtbot.mouseClick(guest_panel.send, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: host_panel.chat_list.count() > 0, timeout=10_000)
        assert host_panel.chat_list.item(host_panel.chat_list.count() - 1).text().endswith("good luck!")
        screenshot(host_window, "lan-host-window")
    finally:
        host_window.end_game()
        guest_window.end_game()
