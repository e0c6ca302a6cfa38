"""The main window opens with the app's name and version."""

from pathlib import Path

from desktop.app import APP_NAME, MainWindow
from desktop.qt import QLabel
from engine import __version__

SCREENSHOTS = Path(__file__).resolve().parents[2] / "screenshots"


def test_main_window_shows_name_and_version(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.windowTitle() == f"{APP_NAME} {__version__}"
    assert window.findChild(QLabel, "title").text() == APP_NAME
    assert __version__ in window.findChild(QLabel, "version").text()
    SCREENSHOTS.mkdir(exist_ok=True)
    assert window.grab().save(str(SCREENSHOTS / "main-window.png"))
