"""The main window: the start screen, one game screen at a time, the deck builder, the saved games and the replay
viewer."""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from desktop import rulesets
from desktop.cards.art_downloads import ArtDownloads
from desktop.cards.images import CardImages
from desktop.forced import Notes
from desktop.game_screen import GameScreen
from desktop.qt import QByteArray, QCloseEvent, QMainWindow, QStackedWidget, QStatusBar, Qt, QWidget
from desktop.replays.continuing import events_until, play_on, resume
from desktop.replays.loading import LoadedReplay, ReplayProblem
from desktop.replays.progress import load_with_progress, run_with_progress
from desktop.replays.saved_games import SavedGamesScreen
from desktop.replays.store import ReplayStore, SavedGame
from desktop.replays.viewer import PlayOnRequest, ReplayViewer
from desktop.settings import Settings, cache_dir, data_dir, load_settings, save_settings
from desktop.settings_dialog import SettingsDialog
from desktop.start import GameRequest, StartScreen
from desktop.style import STYLE_SHEET
from desktop.table import LocalTable, Seat, Table
from desktop.tables.bots import search_bots
from engine import __version__
from engine.events import Event

if TYPE_CHECKING:  # the deck builder and LAN play are imported when first opened, not at start-up
    from desktop.deck_builder import DeckBuilder
    from desktop.lab.screen import LabScreen
    from desktop.lan.dialogs import HostDialog, JoinDialog
    from desktop.lan.tables import LanTable

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
        self.store = ReplayStore(data_dir())
        self.start_screen = StartScreen()
        self.start_screen.start_game.connect(self.start_game)
        self.start_screen.show_replays.connect(self.show_replays)
        self.start_screen.open_deck_builder.connect(self.show_deck_builder)
        self.start_screen.open_lab.connect(self.show_lab)
        self.start_screen.open_lan.connect(self.open_lan)
        self.start_screen.open_settings.connect(self.open_settings)
        self.start_screen.resume_bar.resume.connect(self.resume_game)
        self.start_screen.resume_bar.dismiss.connect(self.set_aside)
        self.stack.addWidget(self.start_screen)
        self.game: GameScreen | None = None
        self.saved_games: SavedGamesScreen | None = None
        self.viewer: ReplayViewer | None = None
        self.deck_builder: DeckBuilder | None = None
        self.lab: LabScreen | None = None  # kept while the app runs: a run goes on while a replay is watched
        self.last_request: GameRequest | None = None
        self.start_screen.resume_bar.offer(self.store.unfinished())
        if message:
            self.statusBar().showMessage(message)

    def fit_to_screen(self) -> None:
        """A window larger than its screen's free area (a 1024x768 laptop, a size saved on a bigger monitor) is made
        to fit it and moved inside it, so no button is left off the screen."""
        screen = self.screen()
        if screen is None:
            return
        room, frame = screen.availableGeometry(), self.frameGeometry()
        border_w, border_h = frame.width() - self.width(), frame.height() - self.height()
        width, height = min(self.width(), room.width() - border_w), min(self.height(), room.height() - border_h)
        if (width, height) != (self.width(), self.height()):
            self.resize(width, height)
            frame = self.frameGeometry()
        x = max(room.left(), min(frame.x(), room.left() + room.width() - frame.width()))
        y = max(room.top(), min(frame.y(), room.top() + room.height() - frame.height()))
        self.move(x, y)

    def status(self, text: str) -> None:
        if text:
            self.statusBar().showMessage(text)
        else:
            self.statusBar().clearMessage()

    def start_game(self, request: GameRequest, seed: str | None = None) -> GameScreen:
        self.end_game()
        package = rulesets.load(request.ruleset_id)
        decks = (package.decks[request.decks[0]], package.decks[request.decks[1]])
        seed = seed or secrets.token_hex(8)
        bots = search_bots(package.ruleset, package.database, decks, seed, request.level)
        table = LocalTable(
            package.ruleset, package.database, decks, seed, request.seats,
            bot_factory=bots, bot_pause_ms=self.settings.bot_pause_ms,
        )  # fmt: skip
        self.last_request = request
        return self.show_game(table, lambda: self.start_game(request))

    def show_game(
        self,
        table: Table,
        new_game: object = None,
        intro: str = "",
        earlier: Sequence[Event] = (),
        notes: Notes | None = None,
    ) -> GameScreen:
        """Play through `table` on a new game screen; `new_game` (a callable) is what "New game" does, `earlier` the
        events before the table's (a resumed game's, for its log) and `notes` the answers taken for its people then."""
        self.end_game()
        self.end_viewer()
        self.end_deck_builder()
        images = self.images_for(table.ruleset.id, table.ruleset.name)
        settings = self.settings
        self.game = GameScreen(table, images, settings.animation_speed, auto_answer=settings.auto_answer,
                               confirm_end_main=settings.confirm_end_main, hotkeys=settings.hotkeys,
                               cues=settings.cues)  # fmt: skip
        self.game.status.connect(self.status)
        self.game.new_game.connect(new_game if callable(new_game) else self.show_start)
        self.game.back_to_start.connect(self.show_start)
        self.stack.addWidget(self.game)
        self.stack.setCurrentWidget(self.game)
        self.statusBar().clearMessage()
        self.game.start(intro, earlier, notes)
        return self.game

    def end_game(self) -> None:
        if self.game is not None:
            self.game.close_table()
            self._drop(self.game)
            self.game = None

    def end_viewer(self) -> None:
        if self.viewer is not None:
            self.viewer.stop()
            self._drop(self.viewer)
            self.viewer = None

    def _drop(self, page: QWidget) -> None:
        self.stack.removeWidget(page)
        page.deleteLater()

    def end_deck_builder(self) -> None:
        if self.deck_builder is not None:
            self._drop(self.deck_builder)
            self.deck_builder = None

    def show_start(self) -> None:
        self.end_game()
        self.end_viewer()
        self.end_deck_builder()
        self.start_screen.resume_bar.offer(self.store.unfinished())
        self.stack.setCurrentWidget(self.start_screen)
        self.statusBar().clearMessage()  # "Game over: ..." belongs to the game just left
        self.start_screen.play.setFocus()

    # Decks.

    def images_for(self, ruleset_id: str, ruleset_name: str) -> CardImages:
        images = CardImages(ruleset_id, ruleset_name, cache_dir(), self.settings.images_root())
        downloads = ArtDownloads(cache_dir(), ruleset_id, enabled=self.settings.download_art)
        downloads.progress.connect(self._art_progress)
        images.use_downloads(downloads)
        return images

    def _art_progress(self, done: int, total: int) -> None:
        """The status bar counts card pictures being downloaded (the rendered faces show meanwhile)."""
        text = f"Downloading card pictures: {done} of {total}" if done < total else f"{total} card pictures fetched"
        self.statusBar().showMessage(text, 0 if done < total else 3000)

    def show_deck_builder(self, ruleset_id: str) -> DeckBuilder:
        """The deck builder for one ruleset; its saved decks join the start screen's lists at once."""
        self.end_game()
        self.end_viewer()
        self.end_deck_builder()
        entry = next(e for e in rulesets.entries() if e.id == ruleset_id)
        from desktop.deck_builder import DeckBuilder

        self.deck_builder = DeckBuilder(ruleset_id, images=self.images_for(ruleset_id, entry.name))
        self.deck_builder.closed.connect(self.show_start)
        self.deck_builder.play_with.connect(self.play_with_deck)
        self.deck_builder.decks_changed.connect(lambda _ruleset_id: self.start_screen.refresh_decks())
        self.stack.addWidget(self.deck_builder)
        self.stack.setCurrentWidget(self.deck_builder)
        self.statusBar().clearMessage()
        return self.deck_builder

    def play_with_deck(self, ruleset_id: str, deck: str) -> GameScreen:
        """Try a deck straight from the deck builder: you with it, the bot with the first other deck."""
        self.start_screen.choose(ruleset_id, deck)
        names = list(rulesets.load(ruleset_id).decks)
        opponent = next((name for name in names if name != deck), deck)
        return self.start_game(GameRequest(ruleset_id, (deck, opponent), (Seat.HUMAN, Seat.BOT)))

    # The deck lab.

    def show_lab(self, ruleset_id: str | None = None) -> LabScreen:
        """The deck lab, set to `ruleset_id` (None: as it was left); its games open in the replay viewer."""
        self.end_game()
        self.end_viewer()
        self.end_deck_builder()
        if self.lab is None:
            from desktop.lab.screen import LabScreen

            self.lab = LabScreen()
            self.lab.back.connect(self.show_start)
            self.lab.status.connect(self.status)
            self.lab.open_replay.connect(self.view_lab_game)
            self.stack.addWidget(self.lab)
        if ruleset_id is not None and not self.lab.running:
            self.lab.choose(ruleset_id)
        self.stack.setCurrentWidget(self.lab)
        self.statusBar().clearMessage()
        return self.lab

    def view_lab_game(self, loaded: LoadedReplay) -> ReplayViewer:
        """A lab game in the replay viewer; closing it goes back to the lab."""
        viewer = self.view_replay(loaded)
        viewer.closed.disconnect(self.show_replays)
        viewer.closed.connect(lambda: self.show_lab())
        return viewer

    # Settings.

    def open_settings(self) -> SettingsDialog:
        """The settings dialog; accepted changes are saved at once and apply to the next game."""
        dialog = SettingsDialog(self.settings, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.apply_settings(dialog.result_settings()))
        dialog.open()
        return dialog

    def apply_settings(self, settings: Settings) -> None:
        settings.window_geometry = self.settings.window_geometry
        self.settings = settings
        try:
            save_settings(settings)
        except OSError as error:
            self.statusBar().showMessage(f"Settings could not be saved: {error}")
            return
        self.statusBar().showMessage("Settings saved; they apply from the next game.")

    # LAN play.

    def open_lan(self, kind: str) -> HostDialog | JoinDialog:
        """The host or join dialog, set to the start screen's game and Player 1 deck; the game opens when it starts."""
        from desktop.lan.dialogs import HostDialog, JoinDialog

        dialog = HostDialog(self) if kind == "host" else JoinDialog(self)
        chosen = self.start_screen.ruleset_box.currentData()
        dialog.ruleset_box.setCurrentIndex(max(0, dialog.ruleset_box.findData(chosen)))
        deck = dialog.deck_box.findText(self.start_screen.deck_boxes[0].currentText())
        if deck >= 0:
            dialog.deck_box.setCurrentIndex(deck)
        dialog.table_ready.connect(self.show_lan_game)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def show_lan_game(self, table: LanTable) -> GameScreen:
        """Play a LAN game: the usual game screen, with the connection and the chat under the log."""
        opponent = table.opponent or "the other player"
        if table.watching:  # a spectator's read-only table
            intro = f"Watching a LAN game of {table.ruleset.name}: {opponent}."
        elif table.bot_level is not None:  # the bot plays the host's seat: the person here watches it
            intro = (f"LAN game of {table.ruleset.name}: your bot ({table.bot_level.name}) plays your deck for you "
                     f"against {opponent}.")  # fmt: skip
        else:
            intro = f"LAN game of {table.ruleset.name} against {opponent}."
        screen = self.show_game(table, intro=intro)
        from desktop.lan.panel import LanPanel

        screen.add_side_widget(LanPanel(table), "LAN: clocks, spectators and chat")
        return screen

    # Replays.

    def resume_game(self, saved: SavedGame) -> GameScreen | None:
        """Go on with an interrupted game exactly where its file stopped."""
        pause = self.settings.bot_pause_ms
        try:
            resumed = run_with_progress(self, f"Resuming {saved.name}",
                                        lambda report: resume(saved.path, self.store, pause, report))  # fmt: skip
        except (ReplayProblem, OSError) as error:
            self.statusBar().showMessage(f"The game cannot be resumed: {error}")
            return None
        if resumed is None:
            self.statusBar().showMessage("Resuming was cancelled; the game is kept as it was.")
            return None
        table, warnings, earlier, notes = resumed
        actions = table.game.state.actions_applied
        intro = f"Resumed after {actions} actions: {table.ruleset.name}."
        screen = self.show_game(table, intro=intro, earlier=earlier, notes=notes)
        if warnings:
            self.statusBar().showMessage(" ".join(warnings))
        return screen

    def set_aside(self, saved: SavedGame) -> None:
        self.store.set_aside(saved)
        self.start_screen.resume_bar.offer(self.store.unfinished())
        self.statusBar().showMessage("The game stays in Replays; it will not be offered again.")

    def show_replays(self) -> SavedGamesScreen:
        self.end_game()
        self.end_viewer()
        self.end_deck_builder()
        if self.saved_games is None:
            self.saved_games = SavedGamesScreen(self.store)
            self.saved_games.open_replay.connect(self.open_replay)
            self.saved_games.resume.connect(self.resume_game)
            self.saved_games.back.connect(self.show_start)
            self.saved_games.status.connect(self.status)
            self.stack.addWidget(self.saved_games)
        self.saved_games.refresh()
        self.stack.setCurrentWidget(self.saved_games)
        return self.saved_games

    def open_replay(self, path: Path) -> ReplayViewer | None:
        """Show a replay in the viewer (a progress bar with Cancel while a long one is checked); a file that cannot
        be shown gets a clear message and changes nothing, and so does Cancel."""
        try:
            loaded = load_with_progress(path, self)
        except ReplayProblem as error:
            self.statusBar().showMessage(str(error))
            if self.saved_games is not None:
                self.saved_games.show_problem(str(error))
            return None
        if loaded is None:
            self.statusBar().showMessage(f"Opening {path.name} was cancelled.")
            return None
        return self.view_replay(loaded)

    def view_replay(self, loaded: LoadedReplay) -> ReplayViewer:
        self.end_game()
        self.end_viewer()
        self.end_deck_builder()
        ruleset = loaded.cursor.ruleset
        self.viewer = ReplayViewer(loaded, self.images_for(ruleset.id, ruleset.name))
        self.viewer.status.connect(self.status)
        self.viewer.closed.connect(self.show_replays)
        self.viewer.play_on.connect(self.play_on)
        self.stack.addWidget(self.viewer)
        self.stack.setCurrentWidget(self.viewer)
        self.statusBar().clearMessage()  # the viewer's banner shows what was wrong with the file
        return self.viewer

    def play_on(self, request: PlayOnRequest) -> GameScreen | None:
        """A new game from a replay's position, against the bot or hot-seat; it is recorded as a new replay."""
        try:
            table = play_on(request.loaded, request.position, request.seats, self.store, self.settings.bot_pause_ms)
        except OSError as error:
            self.statusBar().showMessage(f"The new game cannot be recorded: {error}")
            return None
        except ReplayProblem as error:
            self.statusBar().showMessage(str(error))
            return None
        intro = f"Playing on from action {request.position} of {request.loaded.name}."
        return self.show_game(table, intro=intro, earlier=events_until(request.loaded.moves, request.position))

    def closeEvent(self, event: QCloseEvent) -> None:
        self.end_game()
        self.end_viewer()
        if self.lab is not None:
            self.lab.stop()
        if self.save_on_close:
            self.settings.window_geometry = bytes(self.saveGeometry().toBase64().data()).decode()
            try:
                save_settings(self.settings)
            except OSError as error:
                self.statusBar().showMessage(f"Settings could not be saved: {error}")
        super().closeEvent(event)
