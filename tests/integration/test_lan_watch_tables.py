"""The desktop's turn clock and spectator table (issue 17): a host dialog with a clock and spectators, a guest and a
spectator from join dialogs in one app over loopback; the spectator's read-only table never shows a hand."""

from __future__ import annotations

from desktop.cards.images import CardImages
from desktop.game_screen import GameScreen
from desktop.lan.dialogs import HostDialog, JoinDialog
from desktop.lan.panel import PANEL_STYLE, LanPanel
from desktop.lan.tables import LanGuestTable, LanHostTable, LanWatchTable
from desktop.qt import Qt
from desktop.settings import Settings, cache_dir
from desktop.style import STYLE_SHEET
from engine.actions import CONCEDE, Action
from tests.desktop.conftest import screenshot
from tests.integration.test_lan_tables import choose, free_port, home, play_with_bot, window_like  # noqa: F401


def join_dialog(qtbot, port: int, code: str, name: str) -> JoinDialog:
    dialog = JoinDialog(window_like(qtbot))
    choose(dialog, "skirmish")
    dialog.address_edit.setText(f"127.0.0.1:{port}")
    qtbot.keyClicks(dialog.code_edit, code)
    dialog.name_edit.setText(name)
    dialog.show()
    return dialog


def panel_for(qtbot, table) -> LanPanel:
    panel = LanPanel(table)
    qtbot.addWidget(panel)
    panel.setStyleSheet(STYLE_SHEET + PANEL_STYLE)
    panel.resize(320, 420)
    panel.show()
    return panel


def test_a_spectator_watches_a_clocked_game_from_the_join_dialog(qtbot):
    host = HostDialog(window_like(qtbot))
    choose(host, "skirmish")
    host.port_box.setValue(free_port())
    host.name_edit.setText("Hana")
    host.show()
    for _ in range(5):
        qtbot.keyClick(host.clock_box, Qt.Key.Key_Up)
    assert host.clock_setting() is not None and host.clock_setting().words() == "5 min each"
    qtbot.mouseClick(host.spectators_box, Qt.MouseButton.LeftButton)
    assert host.spectators_box.isChecked()
    screenshot(host, "lan-host-dialog-clock-spectators")
    qtbot.mouseClick(host.go, Qt.MouseButton.LeftButton)
    port = host.port_box.value()
    tables = []
    host.table_ready.connect(tables.append)
    spectator_dialog = join_dialog(qtbot, port, host.code, "Sam")
    spectator_dialog.table_ready.connect(tables.append)
    qtbot.mouseClick(spectator_dialog.watch, Qt.MouseButton.LeftButton)  # before the game starts: it waits
    guest = join_dialog(qtbot, port, host.code, "Gus")
    guest.table_ready.connect(tables.append)
    qtbot.mouseClick(guest.go, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(tables) == 3, timeout=30_000)
    host_table = next(t for t in tables if isinstance(t, LanHostTable))
    guest_table = next(t for t in tables if isinstance(t, LanGuestTable))
    spectator = next(t for t in tables if isinstance(t, LanWatchTable))
    try:
        panels = [panel_for(qtbot, table) for table in (host_table, guest_table)]
        images = CardImages(spectator.ruleset.id, spectator.ruleset.name, cache_dir(), Settings().images_root())
        screen = GameScreen(spectator, images, animation_speed=0)
        screen.setStyleSheet(STYLE_SHEET)
        qtbot.addWidget(screen)
        screen.resize(1200, 760)
        watch_panel = LanPanel(spectator)
        screen.add_side_widget(watch_panel, "LAN: watching")
        screen.show()
        screen.start()
        assert spectator.check(Action(CONCEDE, 0)) is not None  # read only, like a replay
        qtbot.waitUntil(lambda: panels[0].clock_row.isVisible() and panels[1].clock_row.isVisible(), timeout=10_000)
        assert "Turn clock: 5 min each" in panels[1].state.text()
        qtbot.waitUntil(lambda: panels[0].watchers.text() == "Watching: Sam", timeout=10_000)
        for table in (host_table, guest_table):
            play_with_bot(table)
            table.start()  # shows the current snapshot again: the bots move
        qtbot.waitUntil(lambda: len(spectator.history()) > 40, timeout=30_000)
        view = spectator.snapshot().view
        assert view.viewer is None
        for seat in (0, 1):
            assert all(card.card_id is None for card in view.zone(("hand", seat, 0)).cards)
        names = [label.text() for label in panels[0].clocks]
        assert names[0].startswith("You ") and names[1].startswith("Gus ")
        assert watch_panel.clocks[0].text().startswith("Hana ")
        assert not watch_panel.chat_edit.isEnabled()  # the host did not let spectators chat
        assert screen.strip.concede_button.isHidden() and "'s turn" in screen.strip.turn.text()
        screenshot(panels[0], "lan-panel-turn-clock")
        screenshot(screen, "lan-spectator-table")
        qtbot.waitUntil(lambda: spectator.snapshot().view.outcome is not None, timeout=60_000)
    finally:
        for table in (host_table, guest_table, spectator):
            table.close()


def test_the_join_dialog_lists_a_games_clock_and_spectators(qtbot):
    from desktop.lan.discovery import AnnouncedGame
    from engine.lan.announcement import Announcement

    dialog = JoinDialog(window_like(qtbot))
    announced = Announcement(game_id="g1", ruleset="skirmish", host_name="Hana", port=47474,
                             app_version="0.0.1", clock_ms=300_000, spectators=True)  # fmt: skip
    text = dialog._describe(AnnouncedGame(announced, "127.0.0.1", 0.0))
    assert "turn clock 5 min each" in text and "spectators welcome" in text
    dialog.reject()
