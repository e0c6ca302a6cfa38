"""Application start-up: the Qt application and Playmat's main window."""

from __future__ import annotations

import sys

from desktop.qt import QApplication, QFont, QLabel, QMainWindow, Qt, QVBoxLayout, QWidget
from engine import __version__

APP_NAME = "Playmat"


class MainWindow(QMainWindow):
    """The main window; the playmat itself arrives with its own issue."""

    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(f"{APP_NAME} {__version__}")
        self.resize(1280, 800)
        central = QWidget()
        layout = QVBoxLayout(central)
        title = QLabel(APP_NAME)
        title.setObjectName("title")
        font = QFont()
        font.setPointSize(36)
        font.setBold(True)
        title.setFont(font)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        version = QLabel(f"version {__version__}: a tabletop for two-player trading card games")
        version.setObjectName("version")
        version.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(1)
        layout.addWidget(title)
        layout.addWidget(version)
        layout.addStretch(1)
        self.setCentralWidget(central)


def main(argv: list[str] | None = None) -> int:
    app = QApplication.instance() or QApplication(sys.argv if argv is None else argv)
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)
    window = MainWindow()
    window.show()
    return app.exec()
