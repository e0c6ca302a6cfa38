"""The main window opens on the start screen; one click on the focused "Play vs bot" starts a game."""

from __future__ import annotations

from desktop.app import APP_NAME
from desktop.qt import QLabel, QPushButton, Qt
from engine import __version__

from .conftest import screenshot
from .helpers import wait_for_decision


def test_the_start_screen_shows_name_version_and_choices(qtbot, window):
    assert window.windowTitle() == f"{APP_NAME} {__version__}"
    start = window.start_screen
    assert start.findChild(QLabel, "title").text() == APP_NAME
    assert start.ruleset_box.currentText() == "ONE PIECE Card Game"  # the first shipped ruleset is the default
    names = [start.ruleset_box.itemText(i) for i in range(start.ruleset_box.count())]
    assert {"ONE PIECE Card Game", "ONE PIECE Card Game: ENERGIO!!", "Weiß Schwarz"} <= set(names)
    assert start.deck_boxes[0].currentText() and start.deck_boxes[1].currentText()
    assert start.play.text() == "Play vs bot"
    qtbot.waitUntil(start.play.hasFocus, timeout=2000)
    for name in ("replaysButton", "deckBuilderButton", "hostLanButton", "joinLanButton"):
        assert start.findChild(QPushButton, name).isEnabled(), name
    assert not [b for b in start.findChildren(QPushButton) if "coming soon" in b.text()]
    start.mode_buttons["hotseat"].setChecked(True)
    assert start.play.text() == "Play hot-seat"
    start.mode_buttons["bot"].setChecked(True)
    screenshot(window, "start-screen")


def test_one_click_starts_a_game_against_the_bot(qtbot, window):
    qtbot.mouseClick(window.start_screen.play, Qt.MouseButton.LeftButton)
    assert window.game is not None
    assert window.stack.currentWidget() is window.game
    snapshot = wait_for_decision(qtbot, window.game)
    assert window.game.table.ruleset.id == "one-piece"
    assert snapshot.view.decision.context in {"first_or_second", "redraw"}  # a ONE PIECE game is under way


def test_a_drop_down_list_is_drawn_in_the_dark_colours_without_light_bands(qtbot, window):
    """The game list opened with a click is a plain list right under its box: Fusion's menu-like popup framed it with
    light bands above and below the list, in a dark window."""
    box = window.start_screen.ruleset_box
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    view = box.view()
    qtbot.waitUntil(view.isVisible, timeout=5000)
    frame = view.parentWidget()
    assert view.geometry() == frame.rect(), "the list fills its popup: no band of the popup's own colour shows"
    assert frame.mapToGlobal(frame.rect().topLeft()).y() >= box.mapToGlobal(box.rect().bottomLeft()).y() - 1
    box.hidePopup()


def test_a_window_larger_than_its_screen_is_made_to_fit_it(qtbot, window):
    """On a screen smaller than the window (here the offscreen screen's free area; a 1024x768 laptop, or a size saved
    on a bigger monitor) the window is shrunk and moved inside it, so no button is left off the screen."""
    room = window.screen().availableGeometry()
    window.resize(room.width() + 300, room.height() + 200)
    window.move(room.left() + 150, room.top() + 100)
    window.fit_to_screen()
    frame = window.frameGeometry()
    assert window.width() < room.width() + 300 and room.contains(frame.topLeft()) and room.contains(frame.bottomRight())
