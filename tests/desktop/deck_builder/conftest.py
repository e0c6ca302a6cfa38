"""Deck-builder fixtures: packages re-read for each test's own data folder, a builder shown in the main window."""

from __future__ import annotations

import pytest

from desktop import rulesets
from desktop.deck_builder import DeckBuilder
from desktop.qt import QMainWindow, QStackedWidget
from desktop.style import STYLE_SHEET


@pytest.fixture(autouse=True)
def fresh_packages():
    """Every test sees the user content of its own PLAYMAT_HOME, and leaves none behind for others."""
    ids = [entry.id for entry in rulesets.entries()]
    for ruleset_id in ids:
        rulesets.refresh(ruleset_id)
    yield
    for ruleset_id in [entry.id for entry in rulesets.entries()]:
        rulesets.refresh(ruleset_id)


@pytest.fixture
def open_builder(qtbot):
    """Open the deck builder of a ruleset in a stack inside a window with the app's style, as the main window
    will (the main window itself is someone else's work in progress, so it is not used here)."""
    window = QMainWindow()
    window.setStyleSheet(STYLE_SHEET)
    stack = QStackedWidget()
    window.setCentralWidget(stack)
    window.resize(1280, 800)
    qtbot.addWidget(window)

    def make(ruleset_id: str) -> DeckBuilder:
        builder = DeckBuilder(ruleset_id)
        stack.addWidget(builder)
        stack.setCurrentWidget(builder)
        window.show()
        qtbot.waitExposed(window)
        return builder

    return make
