"""The desktop's LAN tables and dialogs: a host dialog and a join dialog in one app start a game over loopback, two
game screens play it through their tables to the guest's audit, and a refused guest is told what differs."""

from __future__ import annotations

import socket

import pytest

from desktop import rulesets
from desktop.cards.images import CardImages
from desktop.game_screen import GameScreen
from desktop.lan.dialogs import HostDialog, JoinDialog
from desktop.lan.panel import PANEL_STYLE, LanPanel
from desktop.lan.tables import LanGuestTable, LanHostTable
from desktop.qt import Qt, QTimer, QWidget
from desktop.settings import HOME_VARIABLE, Settings, cache_dir
from desktop.style import STYLE_SHEET
from engine.bot import heuristic_bot
from tests.desktop.conftest import screenshot

_PARENTS: list[QWidget] = []


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path / "home"))
    rulesets.register_builtin()
    yield
    _PARENTS.clear()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def choose(dialog, ruleset_id: str) -> None:
    dialog.ruleset_box.setCurrentIndex(dialog.ruleset_box.findData(ruleset_id))


def window_like(qtbot) -> QWidget:
    """A parent styled as the main window is, so the dialogs look as they will in the app."""
    parent = QWidget()
    parent.setStyleSheet(STYLE_SHEET)
    qtbot.addWidget(parent)
    _PARENTS.append(parent)  # alive as long as the test: its dialogs go with it
    return parent


def open_dialogs(qtbot, guest_ruleset: str = "skirmish"):
    host = HostDialog(window_like(qtbot))
    choose(host, "skirmish")
    host.port_box.setValue(free_port())
    host.name_edit.setText("Hana")
    host.show()
    qtbot.mouseClick(host.go, Qt.MouseButton.LeftButton)
    assert "Waiting for the other player" in host.status.text()
    guest = JoinDialog(window_like(qtbot))
    choose(guest, guest_ruleset)
    guest.address_edit.setText(f"127.0.0.1:{host.port_box.value()}")
    guest.name_edit.setText("Gus")
    guest.show()
    return host, guest


def play_with_bot(table) -> None:
    bot = heuristic_bot(table.ruleset, table.database, f"screen:{table.seat}")

    def move(snapshot) -> None:
        if snapshot.deciding and snapshot.view.outcome is None:
            action = bot.choose(snapshot.view, snapshot.legal)
            QTimer.singleShot(0, lambda: table.submit(action))

    table.changed.connect(move)


def test_host_and_join_dialogs_start_a_game_two_screens_play_to_the_audit(qtbot):
    host_dialog, guest_dialog = open_dialogs(qtbot)
    screenshot(host_dialog, "lan-host-dialog-waiting")
    screenshot(guest_dialog, "lan-join-dialog")
    tables = []
    host_dialog.table_ready.connect(tables.append)
    guest_dialog.table_ready.connect(tables.append)
    qtbot.mouseClick(guest_dialog.go, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(tables) == 2, timeout=20_000)
    host_table = next(t for t in tables if isinstance(t, LanHostTable))
    guest_table = next(t for t in tables if isinstance(t, LanGuestTable))
    assert guest_table.opponent == "Hana" and host_table.opponent == "Gus"
    audits = []
    guest_table.audit_done.connect(lambda ok, problems: audits.append((ok, tuple(problems))))
    screens = []
    for table in (host_table, guest_table):
        images = CardImages(table.ruleset.id, table.ruleset.name, cache_dir(), Settings().images_root())
        screen = GameScreen(table, images, animation_speed=0)
        screen.setStyleSheet(STYLE_SHEET)  # as the main window styles it
        qtbot.addWidget(screen)
        screen.resize(1200, 760)
        screen.show()
        play_with_bot(table)
        screen.start()
        screens.append(screen)
    try:
        qtbot.waitUntil(lambda: bool(audits), timeout=60_000)
        assert audits == [(True, ())]
        for table in (host_table, guest_table):
            assert table.snapshot().view.outcome is not None
            assert table.history()
        hand = guest_table.snapshot().view.zone(("hand", 0, 0))
        assert all(card.card_id is None for card in hand.cards)
        screenshot(screens[1], "lan-guest-game-over")
    finally:
        for table in (host_table, guest_table):
            table.close()


def test_a_refused_guest_sees_what_differs_and_can_try_again(qtbot):
    host_dialog, guest_dialog = open_dialogs(qtbot, guest_ruleset="one-piece")
    qtbot.mouseClick(guest_dialog.go, Qt.MouseButton.LeftButton)
    try:
        qtbot.waitUntil(lambda: "refused" in guest_dialog.status.text(), timeout=20_000)
        assert "game: host skirmish, guest one-piece" in guest_dialog.status.text()
        assert guest_dialog.go.isEnabled()
        screenshot(guest_dialog, "lan-join-refused")
    finally:
        host_dialog.reject()
        guest_dialog.reject()


def test_a_bad_address_is_explained(qtbot):
    dialog = JoinDialog()
    qtbot.addWidget(dialog)
    dialog.address_edit.setText("somewhere:port")
    qtbot.mouseClick(dialog.go, Qt.MouseButton.LeftButton)
    assert "host:port" in dialog.status.text()
    assert dialog.table is None


def start_both(qtbot):
    host_dialog, guest_dialog = open_dialogs(qtbot)
    tables = []
    host_dialog.table_ready.connect(tables.append)
    guest_dialog.table_ready.connect(tables.append)
    qtbot.mouseClick(guest_dialog.go, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(tables) == 2, timeout=20_000)
    host_table = next(t for t in tables if isinstance(t, LanHostTable))
    guest_table = next(t for t in tables if isinstance(t, LanGuestTable))
    return host_table, guest_table


def test_the_lan_panel_chats_pauses_and_lets_the_host_claim_the_game(qtbot):
    host_table, guest_table = start_both(qtbot)
    try:
        host_panel, guest_panel = LanPanel(host_table, claim_after_ms=0), LanPanel(guest_table)
        for panel in (host_panel, guest_panel):
            qtbot.addWidget(panel)
            panel.setStyleSheet(STYLE_SHEET + PANEL_STYLE)  # the window's sheet, then the panel's own
            panel.resize(320, 420)
            panel.show()
        assert "Gus" in host_panel.state.text() or host_table.opponent == "Gus"
        host_panel.chat_edit.setText("good luck!")
        qtbot.keyClick(host_panel.chat_edit, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: guest_panel.chat_list.count() == 1, timeout=10_000)
        assert guest_panel.chat_list.item(0).text() == "Hana: good luck!"
        assert host_panel.chat_list.item(0).text() == "You: good luck!"
        guest_table.close()  # the guest's app goes away
        qtbot.waitUntil(lambda: host_table.paused, timeout=20_000)
        qtbot.waitUntil(host_panel.claim.isVisible, timeout=5_000)
        assert host_panel.state.text().startswith("Paused: the other side closed the connection")
        screenshot(host_panel, "lan-panel-paused")
        qtbot.mouseClick(host_panel.claim, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: host_table.snapshot().view.outcome is not None, timeout=10_000)
        assert host_table.snapshot().view.outcome.winner == 0
    finally:
        host_table.close()
        guest_table.close()
