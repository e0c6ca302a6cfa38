"""The saved-games list: every recorded game with its date, game, players, result and length; open, resume, delete.
A result is shown as true only once the replay's moves bear it out (re-simulated in the background, verdicts kept)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from desktop import rulesets
from desktop.qt import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QHideEvent,
    QLabel,
    QPushButton,
    QSizePolicy,
    Qt,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
    Signal,
)
from desktop.replays.store import ReplayStore, SavedGame, side
from desktop.replays.verdicts import CHECKED, FORGED, VERDICTS, Verdict, VerdictCache, VerdictWorker
from engine.errors import RulesError

COLUMNS = ("Date", "Game", "Players", "Result", "Length")


class SavedGamesScreen(QWidget):
    """Signals: `open_replay(Path)`, `resume(SavedGame)`, `back()`, `status(str)`."""

    open_replay = Signal(object)
    resume = Signal(object)
    back = Signal()
    status = Signal(str)

    def __init__(self, store: ReplayStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startScreen")
        self.store = store
        self.games: list[SavedGame] = []
        self.verdicts = VerdictCache.open(store.folder.parent / VERDICTS)
        self.worker: VerdictWorker | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 18, 24, 18)
        title = QLabel("Saved games")
        title.setObjectName("title")
        title.setStyleSheet("QLabel#title { font-size: 28px; }")
        layout.addWidget(title)
        hint = QLabel(f"Every game is saved as you play it, in {store.folder}.")
        hint.setObjectName("subtitle")
        layout.addWidget(hint)
        self.problem = QLabel()
        self.problem.setObjectName("replayProblem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("QLabel#replayProblem { padding: 8px; color: #1b2128; background: #ff8a80; }")
        self.problem.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.problem.hide()
        layout.addWidget(self.problem)
        self.list = QTableWidget(0, len(COLUMNS))
        self.list.setObjectName("savedGames")
        self.list.setHorizontalHeaderLabels(COLUMNS)
        self.list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.verticalHeader().hide()
        header = self.list.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.list.setStyleSheet(
            "QTableWidget { background: #141a20; color: #e6e9ec; gridline-color: #2c3540; font-size: 13px; }"
            "QTableWidget::item:selected { background: #2e6f9e; }"
            "QHeaderView::section { background: #232c35; color: #9aa5b1; padding: 4px; border: none; }"
        )
        self.list.itemDoubleClicked.connect(lambda _: self.open_selected())
        self.list.itemSelectionChanged.connect(self._update_buttons)
        layout.addWidget(self.list, 1)
        self.checking = QLabel()
        self.checking.setObjectName("checkingReplays")
        self.checking.hide()
        layout.addWidget(self.checking)
        self.empty = QLabel("No saved games yet: play a game and it appears here.")
        self.empty.setObjectName("subtitle")
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.empty, 1)
        buttons = QHBoxLayout()
        self.back_button = QPushButton("◀ Back")
        self.back_button.clicked.connect(self.back)
        buttons.addWidget(self.back_button)
        buttons.addStretch(1)
        self.open_button = QPushButton("Watch")
        self.open_button.setObjectName("openReplay")
        self.open_button.clicked.connect(self.open_selected)
        self.resume_button = QPushButton("Resume")
        self.resume_button.setObjectName("resumeSaved")
        self.resume_button.clicked.connect(self._resume_selected)
        self.file_button = QPushButton("Open a file…")
        self.file_button.clicked.connect(self._ask_file)
        self.delete_button = QPushButton("Delete")
        self.delete_button.clicked.connect(self.delete_selected)
        for button in (self.delete_button, self.file_button, self.resume_button, self.open_button):
            buttons.addWidget(button)
        layout.addLayout(buttons)

    def refresh(self) -> None:
        """Read the folder again and show every saved game, newest first; check the results not yet checked."""
        self.stop_checking()
        self.games = self.store.list()
        names = {entry.id: entry.name for entry in rulesets.entries()}
        self.list.setRowCount(len(self.games))
        unchecked = []
        for row, game in enumerate(self.games):
            ruleset = names.get(game.header.ruleset, game.header.ruleset) if game.header else game.name
            length = game.problem or f"{game.actions} action{'' if game.actions == 1 else 's'}"
            checkable = not game.problem and not game.seen
            verdict = self.verdicts.known(game.path) if checkable else None
            if checkable and verdict is None:
                unchecked.append(game.path)
            for column, text in enumerate((game.date, ruleset, _players(game), game.result, length)):
                item = QTableWidgetItem(text)
                item.setToolTip(f"{game.name}: {game.problem}" if game.problem else f"{game.name}\n{text}")
                self.list.setItem(row, column, item)
            if checkable:
                self._show_verdict(row, verdict)
        self.empty.setVisible(not self.games)
        self.list.setVisible(bool(self.games))
        if self.games:
            self.list.selectRow(0)
        self._update_buttons()
        if unchecked:
            self._check(unchecked)

    def _check(self, paths: list[Path]) -> None:
        """Re-simulate `paths` in the background; each row's result changes as its verdict comes."""
        self.worker = VerdictWorker(self.verdicts, paths)
        self.worker.checked.connect(self._checked)
        self.worker.progress.connect(self._progress)
        self.worker.finished.connect(self.checking.hide)
        self.checking.setText(f"Checking the results of {len(paths)} saved games against their moves…")
        self.checking.show()
        self.worker.start()

    def stop_checking(self) -> None:
        if self.worker is not None:
            self.worker.stop()
            self.worker = None
        self.checking.hide()

    def hideEvent(self, event: QHideEvent) -> None:
        self.stop_checking()  # started again when the list is shown again (refresh)
        super().hideEvent(event)

    def _progress(self, done: int, total: int) -> None:
        self.checking.setText(f"Checking the results of the saved games against their moves: {done} of {total}…")

    def _checked(self, path: Path, verdict: Verdict) -> None:
        row = next((row for row, game in enumerate(self.games) if game.path == path), None)
        if row is not None:
            self._show_verdict(row, verdict)

    def _show_verdict(self, row: int, verdict: Verdict | None) -> None:
        """The result cell: the result its moves bear out, "doesn't match" (why, in the tooltip), or unchecked."""
        game = self.games[row]
        if verdict is not None and verdict.state == CHECKED:
            text, why = replace(game, outcome=verdict.outcome).result, "Checked: its moves bear this result out."
        elif verdict is not None and verdict.state == FORGED:
            text, why = "Doesn't match its moves", "\n".join(verdict.problems)
        else:
            text = f"{game.result} (unchecked)"
            why = verdict.problems[0] if verdict is not None else "Being checked against its moves…"
        item = self.list.item(row, COLUMNS.index("Result"))
        if item is not None:
            item.setText(text)
            item.setToolTip(f"{game.name}\n{why}")

    def selected(self) -> SavedGame | None:
        rows = self.list.selectionModel().selectedRows() if self.games else []
        return self.games[rows[0].row()] if rows else None

    def _update_buttons(self) -> None:
        game = self.selected()
        readable = game is not None and not game.problem
        self.open_button.setEnabled(readable)
        self.delete_button.setEnabled(game is not None)
        self.resume_button.setEnabled(readable and game is not None and game.outcome is None and not game.seen)

    def open_selected(self) -> None:
        game = self.selected()
        if game is not None:
            self.problem.hide()
            self.open_replay.emit(game.path)

    def _resume_selected(self) -> None:
        game = self.selected()
        if game is not None:
            self.resume.emit(game)

    def delete_selected(self) -> None:
        game = self.selected()
        if game is None:
            return
        try:
            self.store.delete(game)
        except OSError as error:
            self.show_problem(f"{game.name} could not be deleted: {error.strerror or error}")
            return
        self.status.emit(f"Deleted {game.name}")
        self.refresh()

    def _ask_file(self) -> None:
        chosen, _ = QFileDialog.getOpenFileName(self, "Open a replay", str(self.store.folder),
                                                "Playmat replays (*.jsonl);;All files (*)")  # fmt: skip
        if chosen:
            self.problem.hide()
            self.open_replay.emit(Path(chosen))

    def show_problem(self, message: str) -> None:
        self.problem.setText(message)
        self.problem.show()


def _players(game: SavedGame) -> str:
    """ "You with Red Ember led by Captain Vale vs Bot with Green Thorn led by Warden Moss": who played with which
    deck, and each side's Leader when the game has one."""
    header = game.header
    if header is None:
        return ""
    database = None
    if any(deck.sections.get("leader") for deck in header.decks):
        try:
            database = rulesets.load(header.ruleset).database
        except (KeyError, RulesError, OSError, ValueError):
            database = None
    sides = []
    for seat, deck in enumerate(header.decks):
        leaders = deck.sections.get("leader", ())
        leader = ""
        if database is not None and leaders and leaders[0].card in database:
            leader = database.get(leaders[0].card).name
        sides.append(side(game.player(seat), deck.name, leader))
    return " vs ".join(sides)
