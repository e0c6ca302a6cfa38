"""Desktop test fixtures: per-user folders in tmp_path, the demo ruleset registered, a main window, helpers."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop import rulesets
from desktop.qt import QApplication
from desktop.settings import HOME_VARIABLE, Settings
from desktop.start import GameRequest
from desktop.table import Seat

SCREENSHOTS = Path(__file__).resolve().parents[2] / "screenshots"


@pytest.fixture(autouse=True)
def playmat_home(tmp_path, monkeypatch):
    """Config, cache and data folders all live in tmp_path."""
    home = tmp_path / "playmat-home"
    monkeypatch.setenv(HOME_VARIABLE, str(home))
    return home


@pytest.fixture(autouse=True)
def skirmish():
    rulesets.register_builtin()
    yield
    rulesets.unregister("skirmish")


def open_main_window(qtbot):
    """A main window as tests use it: bots move at once, no animations, settings never saved, shown at 1280x800."""
    from desktop.window import MainWindow

    win = MainWindow(Settings(bot_pause_ms=0, animation_speed=0), save_on_close=False)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    return win


@pytest.fixture
def window(qtbot):
    win = open_main_window(qtbot)
    yield win
    win.end_game()


def start(window, seats=(Seat.HUMAN, Seat.BOT), seed="ui-1", decks=("Balanced", "Giants")):
    return window.start_game(GameRequest("skirmish", decks, seats), seed=seed)


def screenshot(widget, name: str) -> Path:
    SCREENSHOTS.mkdir(exist_ok=True)
    path = SCREENSHOTS / f"{name}.png"
    QApplication.processEvents()  # let pending layouts settle, as a person would see them
    assert widget.grab().save(str(path))
    return path
