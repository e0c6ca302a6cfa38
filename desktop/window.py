"""The main window: the start screen, then one game screen at a time, with settings and a status bar."""

from __future__ import annotations

import secrets

from desktop import rulesets
from desktop.cards.images import CardImages
from desktop.game_screen import GameScreen
from desktop.qt import QByteArray, QCloseEvent, QMainWindow, QStackedWidget, QStatusBar
from desktop.settings import Settings, cache_dir, load_settings, save_settings
from desktop.start import GameRequest, StartScreen
from desktop.style import STYLE_SHEET
from desktop.table import LocalTable
from engine import __version__

APP_NAME = "Playmat"


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings | None = None, *, save_on_close: bool = True) -> None:
        super().__init__()
        message = None
        if settings is None:
            settings, message = load_settings()
        self.settings = settings
        self.save_on_close = save_on_close
        self.setWindowTitle(f"{APP_NAME} {__version__}")
        self.setStyleSheet(STYLE_SHEET)
        self.resize(1280, 800)
        if settings.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(settings.window_geometry.encode()))
        self.setStatusBar(QStatusBar())
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.start_screen = StartScreen()
        self.start_screen.start_game.connect(self.start_game)
        self.stack.addWidget(self.start_screen)
        self.game: GameScreen | None = None
        self.last_request: GameRequest | None = None
        if message:
            self.statusBar().showMessage(message)

    def start_game(self, request: GameRequest, seed: str | None = None) -> GameScreen:
        self.end_game()
        package = rulesets.load(request.ruleset_id)
        decks = (package.decks[request.decks[0]], package.decks[request.decks[1]])
        table = LocalTable(
            package.ruleset, package.database, decks, seed or secrets.token_hex(8), request.seats,
            bot_pause_ms=self.settings.bot_pause_ms,
        )  # fmt: skip
        images = CardImages(package.ruleset.id, package.ruleset.name, cache_dir(), self.settings.images_root())
        self.game = GameScreen(table, images, self.settings.animation_speed)
        self.game.status.connect(lambda text: self.statusBar().showMessage(text))
        self.game.new_game.connect(lambda: self.start_game(request))
        self.game.back_to_start.connect(self.show_start)
        self.last_request = request
        self.stack.addWidget(self.game)
        self.stack.setCurrentWidget(self.game)
        self.statusBar().clearMessage()
        self.game.start()
        return self.game

    def end_game(self) -> None:
        if self.game is not None:
            self.game.close_table()
            self.stack.removeWidget(self.game)
            self.game.deleteLater()
            self.game = None

    def show_start(self) -> None:
        self.end_game()
        self.stack.setCurrentWidget(self.start_screen)
        self.start_screen.play.setFocus()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.end_game()
        if self.save_on_close:
            self.settings.window_geometry = bytes(self.saveGeometry().toBase64().data()).decode()
            try:
                save_settings(self.settings)
            except OSError as error:
                self.statusBar().showMessage(f"Settings could not be saved: {error}")
        super().closeEvent(event)
