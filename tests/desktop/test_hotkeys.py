"""Hotkeys and help with real key events: F1 lists every key and the game's gestures, each common move has its key,
and the keys are changed in Settings, saved, and used by the next game."""

from __future__ import annotations

import json

import pytest

from desktop.help_overlay import game_gestures
from desktop.hotkey_settings import clear_button
from desktop.hotkeys import HOTKEYS, bindings, clashes, portable
from desktop.qt import QApplication, QLineEdit, QMenu, QPushButton, Qt, QVBoxLayout, QWidget
from desktop.settings import Settings, load_settings, settings_path
from desktop.table import Seat
from tests.support.take_backs import moment

from .conftest import screenshot, start
from .gestures import game_at, my_turn_to, show
from .helpers import reach_main
from .test_settings_dialog import open_dialog

CTRL = Qt.KeyboardModifier.ControlModifier


class ChatBox(QWidget):
    def __init__(self):
        super().__init__()
        self.chat_edit = QLineEdit(self)
        QVBoxLayout(self).addWidget(self.chat_edit)


def press(qtbot, screen, key, modifier=Qt.KeyboardModifier.NoModifier):
    screen.view.setFocus()
    qtbot.keyClick(screen.view, key, modifier)


def help_text(screen) -> str:
    return screen.help.text.text()


@pytest.mark.parametrize("ruleset_id", ["one-piece", "weiss-schwarz", "dragon-ball-super"])
def test_f1_lists_every_hotkey_and_the_gestures_of_the_game(qtbot, window, ruleset_id):
    game = game_at(ruleset_id, lambda g: my_turn_to(g, "pass"))
    screen = show(window, game)
    assert not screen.help.isVisible()
    press(qtbot, screen, Qt.Key.Key_F1)
    assert screen.help.isVisible()
    text = help_text(screen)
    for hotkey in HOTKEYS:
        assert hotkey.label in text and f"<b>{hotkey.default}</b>" in text
    for what, how in game_gestures(game.ruleset):
        assert what in text and how in text
    assert game.ruleset.name in screen.help.title.text()
    if ruleset_id == "weiss-schwarz":
        assert "Drag a card from your Hand onto your Clock" in text
        screenshot(screen, "help-overlay")
    qtbot.keyClick(screen.help, Qt.Key.Key_Escape)
    assert not screen.help.isVisible()
    press(qtbot, screen, Qt.Key.Key_F1)
    assert screen.help.isVisible()
    qtbot.keyClick(screen.help, Qt.Key.Key_F1)  # F1 again closes it
    assert not screen.help.isVisible()
    qtbot.waitUntil(screen.view.hasFocus, timeout=2000)  # back to the table


def test_pass_menu_zoom_and_chat_keys(qtbot, window):
    screen = start(window)
    snapshot = reach_main(qtbot, screen)
    messages = []
    screen.status.connect(messages.append)
    press(qtbot, screen, Qt.Key.Key_T, CTRL)
    assert "no chat in this game" in messages[-1]
    chat = ChatBox()  # a side panel with a chat box, as the LAN panel has (its `chat_edit`)
    screen.add_side_widget(chat, "Chat")
    qtbot.waitUntil(chat.chat_edit.isVisible, timeout=2000)
    press(qtbot, screen, Qt.Key.Key_T, CTRL)
    qtbot.waitUntil(chat.chat_edit.hasFocus, timeout=2000)
    press(qtbot, screen, Qt.Key.Key_M, CTRL)
    menu = screen.question_bar.actions_menu
    assert isinstance(menu, QMenu) and menu.isVisible()
    assert len(menu.actions()) == len([a for a in snapshot.legal if a.kind != "pass"])
    menu.close()
    assert screen.scene.zoom_enabled
    press(qtbot, screen, Qt.Key.Key_Z)
    assert not screen.scene.zoom_enabled and messages[-1] == "Large card on hover: off."
    press(qtbot, screen, Qt.Key.Key_Z)
    assert screen.scene.zoom_enabled
    turn = screen.snapshot.view.turn
    for _ in range(3):  # the Main Phase ends at the second press when moves are left (a setting)
        if screen.snapshot.view.turn != turn or not screen.snapshot.deciding:
            break
        press(qtbot, screen, Qt.Key.Key_Space, CTRL)
    qtbot.waitUntil(lambda: screen.snapshot.view.turn != turn or screen.snapshot.view.phase != snapshot.view.phase)


def test_attack_with_the_selected_card(qtbot, window):
    game = game_at("one-piece", lambda g: my_turn_to(g, "attack"))
    screen = show(window, game)
    attackers = {a.card for a in screen.snapshot.legal if a.kind == "attack"}
    view = screen.view
    messages = []
    screen.status.connect(messages.append)
    view.setFocus()
    qtbot.waitUntil(lambda: view.focused_card() is not None, timeout=2000)
    for _ in range(len(screen.scene.focus_order())):
        if view.focused_card().iid not in attackers:
            break
        qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_A, CTRL)
    assert messages and messages[-1].endswith("cannot attack now.")
    for _ in range(len(screen.scene.focus_order())):
        if view.focused_card().iid in attackers:
            break
        qtbot.keyClick(view, Qt.Key.Key_Right)
    attacker = view.focused_card().iid
    targets = [a for a in screen.snapshot.legal if a.kind == "attack" and a.card == attacker]
    before = screen.table.game.state_hash()
    qtbot.keyClick(view, Qt.Key.Key_A, CTRL)
    if len(targets) > 1:  # one attack goes at once; several are offered in a menu of that card's attacks
        menu = screen.scene.menu
        assert isinstance(menu, QMenu) and menu.isVisible()
        assert len(menu.actions()) == len(targets)
        qtbot.keyClick(menu, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: screen.table.game.state_hash() != before, timeout=3000)
    told = [e for e in screen.table.history() if e.kind == "answer" and e.text == "attack"]
    assert told and told[-1].card == attacker


def test_keys_changed_in_settings_are_saved_and_used_by_the_next_game(qtbot, window):
    dialog = open_dialog(qtbot, window)
    undo = dialog.hotkeys.edits["undo"]
    qtbot.mouseClick(undo, Qt.MouseButton.LeftButton)
    qtbot.keyClick(undo, Qt.Key.Key_U, CTRL)
    assert dialog.hotkeys.keys()["undo"] == "Ctrl+U"
    attack = dialog.hotkeys.edits["attack"]
    qtbot.mouseClick(attack, Qt.MouseButton.LeftButton)
    qtbot.keyClick(attack, Qt.Key.Key_U, CTRL)  # the same key twice: said, and OK keeps the dialog open
    assert "Ctrl+U is set for both" in dialog.hotkeys.problems.text()
    screenshot(dialog, "settings-keys-clash")
    qtbot.mouseClick(dialog.findChild(QPushButton, "settingsOk"), Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and not settings_path().exists()
    qtbot.mouseClick(clear_button(attack), Qt.MouseButton.LeftButton)  # no key for attacking
    assert dialog.hotkeys.problems.text() == ""
    qtbot.mouseClick(dialog.findChild(QPushButton, "settingsOk"), Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    saved = json.loads(settings_path().read_text(encoding="utf-8"))
    assert saved["hotkeys"] == {"undo": "Ctrl+U", "attack": ""}
    assert load_settings()[0].hotkeys == {"undo": "Ctrl+U", "attack": ""}

    game, quiet, _, _ = moment("one-piece")
    seats = (Seat.HUMAN, Seat.BOT) if quiet.player == 0 else (Seat.BOT, Seat.HUMAN)
    screen = show(window, game, seats)
    window.activateWindow()  # the dialog was the active window: shortcuts work in the active one
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    press(qtbot, screen, Qt.Key.Key_F1)
    assert "<b>Ctrl+U</b>" in help_text(screen) and "<b>none</b>" in help_text(screen)
    qtbot.keyClick(screen.help, Qt.Key.Key_Escape)
    start_hash = screen.table.game.state_hash()
    screen.submit(quiet)
    press(qtbot, screen, Qt.Key.Key_Z, CTRL)  # the old key does nothing now
    assert screen.table.game.state_hash() != start_hash
    press(qtbot, screen, Qt.Key.Key_U, CTRL)
    assert screen.table.game.state_hash() == start_hash
    screen.submit(quiet)
    assert "(Ctrl+U)" in screen.take_back_button.toolTip()


def test_bindings_read_only_keys_qt_understands():
    assert bindings({"undo": "Ctrl+Shift+Z", "zoom": "no such key!", "pass": ""})["undo"] == "Ctrl+Shift+Z"
    assert bindings({"zoom": "no such key!"})["zoom"] == ""
    assert portable("Ctrl+Z, Ctrl+Y") == ""  # one chord only
    assert clashes(bindings({"undo": "F1"})) == [
        "F1 is a fixed key (This help (Esc or F1 closes it)): choose another for “Take back your last move”."
    ]
    assert Settings.model_validate({"hotkeys": {"undo": "Ctrl+U"}}).hotkeys == {"undo": "Ctrl+U"}
