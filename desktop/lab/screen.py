"""The deck lab screen: choose a deck, its opponents, bots and a number of games; run them off the UI thread."""

from __future__ import annotations

import json
import logging
import secrets
from pathlib import Path
from typing import Any

from desktop import rulesets
from desktop.lab.replays import lab_replay
from desktop.lab.reports import ReportProblem, read_report
from desktop.lab.results import LabResults
from desktop.lab.runner import LabReport, LabRun, default_workers
from desktop.qt import (
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSpinBox,
    Qt,
    QThread,
    QVBoxLayout,
    QWidget,
    Signal,
)
from desktop.replays.loading import ReplayProblem
from desktop.rulesets import RulesetPackage
from engine.errors import RulesError
from engine.harness.lab import LAB_BOTS, MAX_GAMES, MIN_GAMES, LabPlan

log = logging.getLogger(__name__)

LAB_STYLE = """
QLabel#labTitle { font-size: 20px; font-weight: bold; color: #7ee081; }
QLabel#labMessage { color: #ffd166; }
QTableWidget { background: #141a20; color: #e6e9ec; gridline-color: #2c3540; border: 1px solid #2c3540; }
QTableWidget::item:selected { background: #2e6f9e; color: #eef1f4; }
QListWidget#labOpponents::indicator {
    width: 12px; height: 12px; border: 2px solid #8a96a3; border-radius: 3px; background: #1b2128;
}
QListWidget#labOpponents::indicator:checked { background: #7ee081; border-color: #eef1f4; }
QScrollBar { background: #141a20; border: none; }
QScrollBar:horizontal { height: 12px; }
QScrollBar:vertical { width: 12px; }
QScrollBar::handle { background: #44525f; border-radius: 5px; min-width: 24px; min-height: 24px; }
QScrollBar::add-line, QScrollBar::sub-line { width: 0; height: 0; }
"""


class LabJob(QThread):
    """Runs a lab run on its own thread (which hands the games to worker processes); signals from there arrive on
    the UI thread. `failed` carries a sentence when the run could not even start its workers."""

    progressed = Signal(int, int)
    finished_report = Signal(object)
    failed = Signal(str)

    def __init__(self, lab: LabRun) -> None:
        super().__init__()
        self.lab = lab

    def run(self) -> None:
        try:
            report = self.lab.run(self.progressed.emit)
        except Exception:  # the workers could not be started: said in words, the fault goes to the log
            log.exception("the lab run failed")
            self.failed.emit("The lab could not start its games (see the log); nothing was played.")
            return
        self.finished_report.emit(report)


class LabScreen(QWidget):
    """Signals: `back()`, `open_replay(LoadedReplay)` for a game to watch, `status(str)` for the status bar."""

    back = Signal()
    open_replay = Signal(object)
    status = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("labScreen")
        self.setStyleSheet(LAB_STYLE)
        self.job: LabJob | None = None
        self.report: LabReport | None = None  # the last run's
        self.report_data: dict[str, Any] | None = None  # what is shown: the last run's, or a report file's
        self.shown_plan: LabPlan | None = None  # the plan of what is shown (its games can be played again)
        outer = QVBoxLayout(self)
        top = QHBoxLayout()
        title = QLabel("Deck lab")
        title.setObjectName("labTitle")
        top.addWidget(title)
        top.addStretch(1)
        self.back_button = QPushButton("Back")
        self.back_button.setObjectName("labBack")
        self.back_button.clicked.connect(self._leave)
        top.addWidget(self.back_button)
        outer.addLayout(top)
        body = QHBoxLayout()
        body.addWidget(self._build_form(), 0)
        self.results = LabResults()
        self.results.open_game.connect(self.open_game)
        body.addWidget(self.results, 1)
        outer.addLayout(body, 1)
        self.ruleset_box.currentIndexChanged.connect(self._fill_decks)
        self.deck_box.currentIndexChanged.connect(self._fill_opponents)
        self._fill_decks()

    def _build_form(self) -> QGroupBox:
        box = QGroupBox("Games to play")
        box.setFixedWidth(400)
        form = QFormLayout(box)
        self.ruleset_box = QComboBox()
        for entry in rulesets.entries():
            self.ruleset_box.addItem(entry.name, entry.id)
        form.addRow("Game", self.ruleset_box)
        self.deck_box = QComboBox()
        self.deck_box.setObjectName("labDeck")
        form.addRow("Deck", self.deck_box)
        self.opponents = QListWidget()
        self.opponents.setObjectName("labOpponents")
        self.opponents.setToolTip("Tick one deck, or several for a gauntlet: the games go round them in turn")
        self.opponents.setMaximumHeight(120)
        self.opponents.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.opponents.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        form.addRow("Against", self.opponents)
        self.bot_boxes = (QComboBox(), QComboBox())
        for bot_box in self.bot_boxes:
            for kind, words in LAB_BOTS.items():
                bot_box.addItem(words.split(":")[0], kind)
                bot_box.setItemData(bot_box.count() - 1, words, Qt.ItemDataRole.ToolTipRole)
        form.addRow("Deck's bot", self.bot_boxes[0])
        form.addRow("Opponents' bot", self.bot_boxes[1])
        self.games = QSpinBox()
        self.games.setObjectName("labGamesCount")
        self.games.setRange(MIN_GAMES, MAX_GAMES)
        self.games.setValue(100)
        self.games.setGroupSeparatorShown(True)
        form.addRow("Games", self.games)
        self.workers = QSpinBox()
        self.workers.setRange(1, max(64, default_workers()))
        self.workers.setValue(default_workers())
        self.workers.setToolTip("Worker processes: one per core plays fastest")
        form.addRow("Processes", self.workers)
        self.seed = QLineEdit()
        self.seed.setPlaceholderText("a new one each run")
        self.seed.setToolTip("Game i is played with the seed SEED:i, so the same seed plays the same games")
        form.addRow("Seed", self.seed)
        buttons = QHBoxLayout()
        self.run_button = QPushButton("Run")
        self.run_button.setObjectName("labRun")
        self.run_button.clicked.connect(self.start)
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.setObjectName("labCancel")
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.cancel_button)
        form.addRow(buttons)
        self.progress = QProgressBar()
        self.progress.setFormat("%v of %m games")
        self.progress.setValue(0)
        form.addRow(self.progress)
        self.message = QLabel("")
        self.message.setObjectName("labMessage")
        self.message.setWordWrap(True)
        form.addRow(self.message)
        self.save_button = QPushButton("Save report…")
        self.save_button.setToolTip("Write the results and every game's seed as a JSON file")
        self.save_button.setEnabled(False)
        self.save_button.clicked.connect(self._save)
        self.open_button = QPushButton("Open report…")
        self.open_button.setObjectName("labOpenReport")
        self.open_button.setToolTip("Show a saved report (from this window or from playmat lab) and watch its games")
        self.open_button.clicked.connect(self._choose_report)
        saving = QHBoxLayout()
        saving.addWidget(self.save_button)
        saving.addWidget(self.open_button)
        form.addRow(saving)
        return box

    # Choices.

    def package(self) -> RulesetPackage | None:
        ruleset_id = self.ruleset_box.currentData()
        return rulesets.load(ruleset_id) if ruleset_id else None

    def choose(self, ruleset_id: str) -> None:
        index = self.ruleset_box.findData(ruleset_id)
        if index >= 0:
            self.ruleset_box.setCurrentIndex(index)

    def _fill_decks(self) -> None:
        package = self.package()
        self.deck_box.clear()
        self.deck_box.addItems(list(package.decks) if package else [])
        self._fill_opponents()

    def _fill_opponents(self) -> None:
        package = self.package()
        self.opponents.clear()
        mine = self.deck_box.currentText()
        for name in package.decks if package else ():
            item = QListWidgetItem(name)
            item.setToolTip(name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if name != mine else Qt.CheckState.Unchecked)
            self.opponents.addItem(item)
        self._update_buttons()

    def chosen_opponents(self) -> list[str]:
        items = (self.opponents.item(row) for row in range(self.opponents.count()))
        return [item.text() for item in items if item.checkState() == Qt.CheckState.Checked]

    def plan(self) -> LabPlan | None:
        """The plan the form describes (None when there is no deck or no opponent)."""
        package = self.package()
        opponents = self.chosen_opponents()
        if package is None or not self.deck_box.currentText() or not opponents:
            return None
        bots = (self.bot_boxes[0].currentData(), self.bot_boxes[1].currentData())
        seed = self.seed.text().strip() or secrets.token_hex(4)
        gauntlet = tuple(package.decks[name] for name in opponents)
        return LabPlan(package.ruleset.id, package.decks[self.deck_box.currentText()], gauntlet, bots,
                       self.games.value(), seed)  # fmt: skip

    # Running.

    @property
    def running(self) -> bool:
        return self.job is not None

    def start(self) -> None:
        plan, package = self.plan(), self.package()
        if plan is None or package is None or self.running:
            self.message.setText("Tick at least one deck to play against.")
            return
        lab = LabRun(plan, package.ruleset, package.database, self.workers.value())
        self.job = LabJob(lab)
        self.job.progressed.connect(self._progressed)
        self.job.finished_report.connect(self._finished)
        self.job.failed.connect(self._failed)
        self.progress.setRange(0, plan.games)
        self.progress.setValue(0)
        self.message.setText(f"Playing {plan.games:,} games on {lab.workers} process"
                             f"{'es' if lab.workers > 1 else ''} (seed {plan.seed})…")  # fmt: skip
        self._update_buttons()
        self.job.start()

    def cancel(self) -> None:
        if self.job is not None:
            self.job.lab.cancel()
            self.cancel_button.setEnabled(False)
            self.message.setText("Stopping: the games being played finish first…")

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setValue(done)

    def _finished(self, report: LabReport) -> None:
        self._end_job()
        package = self.package()
        if package is None or package.ruleset.id != report.plan.ruleset_id:
            package = rulesets.load(report.plan.ruleset_id)
        self.report, self.report_data = report, report.to_data(package.ruleset, package.database)
        self.shown_plan = report.plan
        self.results.show_report(self.report_data)
        self.progress.setValue(len(report.games))
        done = f"Stopped after {len(report.games):,} of {report.plan.games:,} games." if report.cancelled else "Done."
        self.message.setText(f"{done} Double-click a game under Games to watch it.")
        self._update_buttons()

    def _failed(self, text: str) -> None:
        self._end_job()
        self.message.setText(text)
        self._update_buttons()

    def _end_job(self) -> None:
        if self.job is not None:
            self.job.wait()
            self.job.deleteLater()
            self.job = None

    def _update_buttons(self) -> None:
        running = self.running
        self.run_button.setEnabled(not running and bool(self.deck_box.currentText()))
        self.cancel_button.setEnabled(running)
        for widget in (self.ruleset_box, self.deck_box, self.opponents, self.games, self.workers, self.seed,
                       self.open_button, *self.bot_boxes):  # fmt: skip
            widget.setEnabled(not running)
        self.save_button.setEnabled(not running and self.report_data is not None)

    def stop(self) -> None:
        """Cancel a run and wait for it (the screen is going away)."""
        if self.job is not None:
            self.job.lab.cancel()
            self.job.wait()
            self.job = None

    def _leave(self) -> None:
        self.back.emit()

    # Results.

    def open_game(self, index: int) -> None:
        """Play game `index` of what is shown again from its seed and ask for it to be shown as a replay."""
        plan = self.shown_plan
        if plan is None:
            return
        if plan.ruleset_id not in {entry.id for entry in rulesets.entries()}:
            self.status.emit(f"This Playmat does not have the game “{plan.ruleset_id}”; its games cannot be shown.")
            return
        package = rulesets.load(plan.ruleset_id)
        try:
            loaded = lab_replay(plan, index, package.ruleset, package.database)
        except ReplayProblem as error:
            self.status.emit(str(error))
            return
        except RulesError as error:  # a report's deck that the rules (or these card sets) refuse
            self.status.emit(f"Game {index + 1} cannot be played again: {error.reason}")
            return
        self.open_replay.emit(loaded)

    def _choose_report(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, "Open a lab report", "", "JSON (*.json)")
        if name:
            self.open_report(Path(name))

    def open_report(self, path: Path) -> bool:
        """Show a saved report; a file that cannot be shown is said in words and changes nothing."""
        try:
            plan, data = read_report(path)
            self.results.show_report(data)
        except ReportProblem as error:
            self.message.setText(str(error))
            return False
        except (KeyError, TypeError, ValueError, AttributeError):
            self.message.setText(f"{path.name} is damaged: its results cannot be shown.")
            if self.report_data is not None:
                self.results.show_report(self.report_data)
            return False
        self.report_data, self.shown_plan = data, plan
        self.message.setText(f"Report {path.name}: {data['played']:,} games. Double-click a game to watch it.")
        self._update_buttons()
        return True

    def _save(self) -> None:
        if self.report_data is None:
            return
        suggested = f"playmat-lab-{self.report_data['seed']}.json"
        name, _ = QFileDialog.getSaveFileName(self, "Save the lab report", suggested, "JSON (*.json)")
        if not name:
            return
        try:
            Path(name).write_text(json.dumps(self.report_data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        except OSError as error:
            self.message.setText(f"The report could not be saved: {error.strerror or error}.")
            return
        self.message.setText(f"Report saved: {name}")
