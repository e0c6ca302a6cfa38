"""The host dialog's bot seat (issue 18): who plays the host's seat, you or the bot at Easy / Normal / Hard, picked
with the mouse or the keyboard on the real dialog; hosting puts that bot on the host's table; Cancel stops it all."""

from __future__ import annotations

import pytest

from desktop.lan.dialogs import HostDialog
from desktop.lan.host_dialog import bot_name
from desktop.lan.tables import LanHostTable
from desktop.qt import QDialogButtonBox, Qt
from desktop.table import Seat
from engine.search import LEVELS, level
from tests.support.loopback import discovery_on_loopback, free_port  # noqa: F401 (a fixture, for pytestmark)

from .conftest import open_main_window, screenshot
from .test_bot_level import _pick as pick  # open the list with a click, click the entry

pytestmark = pytest.mark.usefixtures("discovery_on_loopback")

_WINDOWS: list[object] = []


@pytest.fixture(autouse=True)
def windows_alive():
    """Each test's main window stays alive until the test ends (its dialog is its child)."""
    yield
    _WINDOWS.clear()


def host_dialog(qtbot) -> HostDialog:
    """The host dialog as the app opens it (from its main window, whose settings say bots move at once)."""
    window = open_main_window(qtbot)
    window.start_screen.choose("skirmish")
    dialog = window.open_lan("host")
    qtbot.waitExposed(dialog)
    dialog.port_box.setValue(free_port())
    _WINDOWS.append(window)
    return dialog


def test_the_host_dialog_offers_you_or_the_bot_at_each_level(qtbot):
    """You by default (as before); then the bot at each start-screen level, each saying how long it thinks."""
    dialog = host_dialog(qtbot)
    box = dialog.seat_box
    assert [box.itemText(i) for i in range(box.count())] == ["You", *(f"The bot, {lv.name}" for lv in LEVELS)]
    assert box.currentText() == "You" and dialog.bot_level is None and not dialog.seat_note.isVisible()
    tips = [str(box.itemData(i, Qt.ItemDataRole.ToolTipRole)) for i in range(box.count())]
    assert "answers at once" in tips[1] and "thinks up to 0.5 s a move" in tips[2] and "up to 2 s" in tips[3]
    dialog.reject()


def test_pick_the_hard_bot_with_the_mouse_host_then_cancel_stops_it(qtbot):
    dialog = host_dialog(qtbot)
    dialog.name_edit.setText("Hana")
    pick(qtbot, dialog.seat_box, "The bot, Hard")
    assert dialog.bot_level == level("hard")
    assert dialog.seat_note.isVisible() and "The bot (Hard) plays your deck" in dialog.seat_note.text()
    screenshot(dialog, "lan-host-dialog-bot-seat")
    qtbot.mouseClick(dialog.go, Qt.MouseButton.LeftButton)
    table = dialog.table
    assert isinstance(table, LanHostTable) and table.seat_bot is not None
    assert "Your bot (Hard) plays your seat." in dialog.status.text()
    assert table.seats == (Seat.BOT, Seat.HUMAN) and table.bot_level == level("hard")
    search = table.seat_bot.search
    assert search is not None and search.seconds == level("hard").seconds, "Hard is the search bot at its seconds"
    assert table.seat_bot.delay == 0.0, "the bot's pause comes from the app's settings (the test window: none)"
    config = table.peer.session.config
    assert config.name == "Hana (bot, Hard)", "the guest and spectators are told a bot plays"
    assert not dialog.seat_box.isEnabled(), "locked while the game waits for its guest"
    cancel = dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible() and dialog.table is None
    assert table.peer.loop.stopped, "Cancel stops the host and its bot"
    assert search._asked == 1 and table.seat_bot._asked == 1, "the bot was told to stop (it had nothing to think of)"


def test_pick_the_easy_bot_with_the_keyboard_then_back_to_you(qtbot):
    """Easy is the heuristic bot (no search), as on the start screen; Up goes back to playing the seat yourself."""
    dialog = host_dialog(qtbot)
    dialog.deck_box.setFocus()
    qtbot.keyClick(dialog.deck_box, Qt.Key.Key_Tab)  # Tab goes down the form: the deck, then who plays it
    assert dialog.focusWidget() is dialog.seat_box
    qtbot.keyClick(dialog.seat_box, Qt.Key.Key_Down)
    assert dialog.seat_box.currentText() == "The bot, Easy" and dialog.seat_note.isVisible()
    qtbot.keyClick(dialog.seat_box, Qt.Key.Key_Up)
    assert dialog.bot_level is None and not dialog.seat_note.isVisible()
    qtbot.keyClick(dialog.seat_box, Qt.Key.Key_Down)
    qtbot.mouseClick(dialog.go, Qt.MouseButton.LeftButton)
    table = dialog.table
    assert isinstance(table, LanHostTable) and table.seat_bot is not None and table.seat_bot.search is None
    assert table.peer.session.config.name == "Host (bot, Easy)"
    dialog.reject()
    assert table.peer.loop.stopped


def test_you_at_the_seat_hosts_as_before(qtbot):
    dialog = host_dialog(qtbot)
    qtbot.mouseClick(dialog.go, Qt.MouseButton.LeftButton)
    table = dialog.table
    assert isinstance(table, LanHostTable) and table.seat_bot is None and table.bot_level is None
    assert table.seats == (Seat.HUMAN, Seat.HUMAN) and table.peer.session.config.name == "Host"
    assert "bot" not in dialog.status.text()
    dialog.reject()


def test_a_long_name_keeps_the_bot_mark_within_the_64_characters_a_name_may_have():
    named = bot_name("N" * 64, level("normal"))
    assert len(named) == 64 and named.endswith(" (bot, Normal)")
