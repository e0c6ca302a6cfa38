"""The desktop's LAN tables and dialogs: a host dialog and a join dialog in one app start a game over loopback, two
game screens play it through their tables to the guest's audit, and a refused guest is told what differs."""

from __future__ import annotations

import socket

import pytest

from desktop import rulesets
from desktop.cards.images import CardImages
from desktop.game_screen import GameScreen
from desktop.lan import host_dialog as host_dialog_module
from desktop.lan.dialogs import HostDialog, JoinDialog
from desktop.lan.discovery import Announcer, DiscoverySettings
from desktop.lan.panel import PANEL_STYLE, LanPanel
from desktop.lan.tables import LanGuestTable, LanHostTable
from desktop.qt import Qt, QTimer, QWidget
from desktop.settings import HOME_VARIABLE, Settings, cache_dir
from desktop.style import STYLE_SHEET
from engine.bot import heuristic_bot
from tests.desktop.conftest import screenshot
from tests.integration.test_discovery import RefusingSocket
from tests.support.loopback import free_port

_PARENTS: list[QWidget] = []


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path / "home"))
    rulesets.register_builtin()
    yield
    _PARENTS.clear()


def choose(dialog, ruleset_id: str) -> None:
    dialog.ruleset_box.setCurrentIndex(dialog.ruleset_box.findData(ruleset_id))


def window_like(qtbot) -> QWidget:
    """A parent styled as the main window is, so the dialogs look as they will in the app."""
    parent = QWidget()
    parent.setStyleSheet(STYLE_SHEET)
    qtbot.addWidget(parent)
    _PARENTS.append(parent)  # alive as long as the test: its dialogs go with it
    return parent


def open_dialogs(qtbot, guest_ruleset: str = "skirmish", code: str | None = None):
    host = HostDialog(window_like(qtbot))
    choose(host, "skirmish")
    host.port_box.setValue(free_port())
    host.name_edit.setText("Hana")
    host.show()
    qtbot.mouseClick(host.go, Qt.MouseButton.LeftButton)
    assert "Waiting for the other player" in host.status.text()
    assert f"Join code: {host.code}" in host.code_label.text()
    guest = JoinDialog(window_like(qtbot))
    choose(guest, guest_ruleset)
    guest.address_edit.setText(f"127.0.0.1:{host.port_box.value()}")
    qtbot.keyClicks(guest.code_edit, code if code is not None else host.code)
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
        for screen in screens:
            assert screen.strip.turn.text().startswith("<b>Game over</b>"), "not 'Your turn' after the end"
            assert not screen.strip.next_button.isEnabled()
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


def test_a_missing_or_wrong_join_code_is_explained(qtbot):
    dialog = JoinDialog()
    qtbot.addWidget(dialog)
    dialog.address_edit.setText("127.0.0.1:1")
    qtbot.mouseClick(dialog.go, Qt.MouseButton.LeftButton)
    assert "Enter the join code the host shows" in dialog.status.text() and dialog.table is None
    host_dialog, guest_dialog = open_dialogs(qtbot, code="AAAA-BBBB")
    qtbot.mouseClick(guest_dialog.go, Qt.MouseButton.LeftButton)
    try:
        qtbot.waitUntil(lambda: "refused" in guest_dialog.status.text(), timeout=20_000)
        assert "The join code is wrong" in guest_dialog.status.text()
        assert guest_dialog.go.isEnabled() and guest_dialog.code_edit.isEnabled()
    finally:
        host_dialog.reject()
        guest_dialog.reject()


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
        guest_panel.chat_edit.setText("\x1b]0;pwned\x07\x1b[1;31mthanks\x1b[0m 👍🏽\n")  # pasted, with escapes
        qtbot.keyClick(guest_panel.chat_edit, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: host_panel.chat_list.count() == 2, timeout=10_000)
        assert host_panel.chat_list.item(1).text() == "Gus: thanks 👍🏽", "whole control sequences go"
        assert guest_panel.chat_list.item(1).text() == "You: thanks 👍🏽", "the sender reads what was sent"
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


def test_the_join_dialog_lists_a_game_announced_on_the_lan_and_joins_it(qtbot):
    guest = JoinDialog(window_like(qtbot), DiscoverySettings(port=0, bind="127.0.0.1"))
    choose(guest, "one-piece")
    guest.name_edit.setText("Gus")
    guest.show()
    assert guest.games.listener is not None and "Listening" in guest.games.hint.text()
    screenshot(guest, "lan-join-dialog-listening")
    host = HostDialog(window_like(qtbot), DiscoverySettings(targets=(("127.0.0.1", guest.games.listener.port),)))
    choose(host, "skirmish")
    host.port_box.setValue(free_port())
    host.name_edit.setText("Hana")
    host.show()
    qtbot.mouseClick(host.go, Qt.MouseButton.LeftButton)
    tables = []
    host.table_ready.connect(tables.append)
    guest.table_ready.connect(tables.append)
    try:
        qtbot.waitUntil(lambda: guest.games.list.count() == 1, timeout=10_000)
        assert "announced on the LAN" in host.announce_note.text()
        item = guest.games.list.item(0)
        address = f"127.0.0.1:{host.port_box.value()}"
        assert item.text() == f"Hana's game of Skirmish (demo) · {address}"
        screenshot(guest, "lan-join-dialog-discovered")
        screenshot(host, "lan-host-dialog-announcing")
        guest.games.list.setCurrentItem(item)
        assert guest.address_edit.text() == address and guest.ruleset_id == "skirmish", "picked: address and game"
        assert host.code not in item.text(), "the join code is never announced"
        qtbot.keyClicks(guest.code_edit, host.code.lower().replace("-", " "))
        rect = guest.games.list.visualItemRect(item)
        qtbot.mouseClick(guest.games.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        qtbot.mouseDClick(guest.games.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        qtbot.waitUntil(lambda: len(tables) == 2, timeout=20_000)
        assert host.announcer is None, "the game started: no longer announced"
        assert guest.games.listener is None, "the dialog closed: no longer listening"
        assert {type(t) for t in tables} == {LanHostTable, LanGuestTable}
    finally:
        for table in tables:
            table.close()
        host.reject()
        guest.reject()


def test_a_game_whose_host_stops_announcing_leaves_the_list(qtbot, monkeypatch):
    monkeypatch.setattr("desktop.lan.discovery.FORGET_AFTER_SECONDS", 0.3)
    guest = JoinDialog(window_like(qtbot), DiscoverySettings(port=0, bind="127.0.0.1"))
    host = HostDialog(window_like(qtbot), DiscoverySettings(targets=(("127.0.0.1", guest.games.listener.port),)))
    choose(host, "skirmish")
    host.port_box.setValue(free_port())
    qtbot.mouseClick(host.go, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: guest.games.list.count() == 1, timeout=10_000)
    guest.games.listener.forget_after = 0.3
    host.reject()  # the host gives up: its announcements stop
    assert host.announcer is None
    qtbot.waitUntil(lambda: guest.games.list.count() == 0, timeout=10_000)
    assert "Listening" in guest.games.hint.text()
    guest.reject()


def test_a_host_whose_broadcast_is_refused_says_to_join_by_address(qtbot, monkeypatch):
    refusing = lambda *args, **kw: Announcer(*args, **kw, sock=RefusingSocket())  # noqa: E731
    monkeypatch.setattr(host_dialog_module, "Announcer", refusing)
    host = HostDialog(window_like(qtbot), DiscoverySettings(targets=(("255.255.255.255", 47475),)))
    choose(host, "skirmish")
    host.port_box.setValue(free_port())
    host.show()
    qtbot.mouseClick(host.go, Qt.MouseButton.LeftButton)
    try:
        assert "must join by address" in host.announce_note.text()
        assert "Permission denied" in host.announce_note.text()
        assert "Waiting for the other player" in host.status.text(), "hosting goes on"
        assert host.announcer is None
        screenshot(host, "lan-host-dialog-broadcast-refused")
    finally:
        host.reject()


def test_a_join_dialog_that_cannot_listen_says_to_type_the_address(qtbot):
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as taken:
        taken.bind(("127.0.0.1", 0))
        guest = JoinDialog(window_like(qtbot), DiscoverySettings(port=taken.getsockname()[1], bind="127.0.0.1"))
    guest.show()
    assert guest.games.listener is None and guest.games.list.isHidden()
    assert "cannot be listed here" in guest.games.hint.text() and "type the host's address" in guest.games.hint.text()
    screenshot(guest, "lan-join-dialog-cannot-listen")
    guest.reject()
