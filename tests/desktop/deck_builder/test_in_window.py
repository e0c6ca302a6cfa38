"""The deck builder inside the main window: opened from the start screen, its saved decks join the start screen's
lists at once, and "Play with this deck" starts a game against the bot with it."""

from __future__ import annotations

from desktop import rulesets
from desktop.deck_builder import DeckBuilder
from desktop.qt import QPushButton, Qt
from desktop.table import Seat
from tests.desktop.conftest import screenshot


def test_a_deck_copied_and_saved_in_the_builder_is_offered_and_played_from_the_start_screen(qtbot, window):
    start = window.start_screen
    start.choose("one-piece")
    screenshot(window, "start-screen-with-deck-builder")
    qtbot.mouseClick(start.findChild(QPushButton, "deckBuilderButton"), Qt.MouseButton.LeftButton)
    builder = window.deck_builder
    assert isinstance(builder, DeckBuilder) and window.stack.currentWidget() is builder
    assert builder.ruleset_id == "one-piece"

    starter = next(iter(rulesets.load("one-piece").decks))
    builder.open_deck_named(starter)
    assert builder.read_only, "starter decks are read-only"
    builder.copy_deck()
    copy_name = builder.draft.name
    assert builder.save() is not None
    listed = [start.deck_boxes[0].itemText(i) for i in range(start.deck_boxes[0].count())]
    assert copy_name in listed, "the start screen lists the saved deck without a restart"

    builder.play()
    assert window.game is not None and window.stack.currentWidget() is window.game
    assert window.deck_builder is None, "leaving the builder drops it"
    assert window.last_request.decks[0] == copy_name and window.last_request.decks[1] != copy_name
    assert window.last_request.seats == (Seat.HUMAN, Seat.BOT)


def test_back_from_the_builder_returns_to_the_start_screen(qtbot, window):
    builder = window.show_deck_builder("skirmish")
    builder.request_close()
    assert window.stack.currentWidget() is window.start_screen and window.deck_builder is None
