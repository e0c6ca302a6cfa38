"""The game screen: playmat, question bar, phase strip, log and preview, all fed by one Table."""

from __future__ import annotations

from desktop.cards.images import CardImages
from desktop.overlays import GameOverPanel, SeatCover
from desktop.panels import CardPreview, GameLog, PhaseStrip, side_panel
from desktop.playmat.scene import PlaymatScene, SceneContext
from desktop.playmat.view import PlaymatView
from desktop.qt import QLabel, QResizeEvent, QSplitter, Qt, QVBoxLayout, QWidget, Signal
from desktop.question_bar import QuestionBar
from desktop.table import LocalTable, Seat, Snapshot, Table
from desktop.words import Words
from engine import actions as A
from engine.actions import Action
from engine.decisions import DecisionKind
from engine.errors import RulesError

ROLE_NAMES = {Seat.HUMAN: "", Seat.BOT: "the bot"}


class GameScreen(QWidget):
    """Renders what the table says and submits what the player does. Holds no game state.

    Signals: `status(str)` for the status bar, `new_game()` and `back_to_start()` from the
    game-over panel.
    """

    status = Signal(str)
    new_game = Signal()
    back_to_start = Signal()

    def __init__(self, table: Table, images: CardImages, animation_speed: float = 1.0) -> None:
        super().__init__()
        self.setObjectName("gameScreen")
        self.table = table
        self.words = Words(table.ruleset, table.database)
        roles = tuple(ROLE_NAMES[s] for s in table.seats)
        context = SceneContext(table.ruleset, table.database, images, self.words, table.check, animation_speed,
                               (roles[0], roles[1]))  # fmt: skip
        self.scene = PlaymatScene(context)
        self.view = PlaymatView(self.scene)
        self.question_bar = QuestionBar(self.words)
        self.strip = PhaseStrip(table.ruleset)
        self.preview = CardPreview(table.database, images)
        self.log = GameLog(self.words)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.view)
        side = self.side = side_panel(self.preview, self.log)
        side.setMinimumWidth(250)
        side.setMaximumWidth(380)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.strip)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.question_bar)
        self.game_over = GameOverPanel(self)
        self.cover = SeatCover(self)
        self.snapshot: Snapshot | None = None
        self._reload_log = False
        self._connect()

    def _connect(self) -> None:
        table = self.table
        table.changed.connect(self.on_snapshot)
        table.seat_changed.connect(self.on_seat_changed)
        table.refused.connect(self.on_refused)
        table.busy.connect(self.strip.set_busy)
        table.notice.connect(self.status)
        self.scene.acted.connect(self.submit)
        self.scene.refused.connect(self.status)
        self.scene.hovered.connect(self.preview.show_card)
        self.scene.option_clicked.connect(self.question_bar.toggle)
        self.question_bar.answered.connect(self.submit)
        self.question_bar.selection_changed.connect(self.scene.set_choice)
        self.strip.next_clicked.connect(self.pass_turn)
        self.strip.concede_clicked.connect(self.concede)
        self.game_over.new_game.connect(self.new_game)
        self.game_over.back_to_start.connect(self.back_to_start)
        self.cover.revealed.connect(self.view.setFocus)

    # What the table says.

    def on_snapshot(self, snapshot: Snapshot) -> None:
        self.snapshot = snapshot
        self.scene.show(snapshot)
        self.question_bar.show_snapshot(snapshot)
        self.strip.show_snapshot(snapshot)
        if self._reload_log:
            self._reload_log = False
            self.log.clear()
            self.log.add_events(self.table.history())
        else:
            self.log.add_events(snapshot.events)
        outcome = snapshot.view.outcome
        if outcome is not None:
            self.game_over.show_outcome(outcome, snapshot.seat)
            self.status.emit(f"Game over: {outcome.reason}")
            return
        decision = snapshot.view.decision
        needs_answer = decision is not None and decision.kind is not DecisionKind.ACT
        if snapshot.deciding and needs_answer and not self.cover.isVisible():
            self.question_bar.focus_first()

    def on_seat_changed(self, seat: int) -> None:
        self._reload_log = True
        self.preview.clear_card()
        self.cover.show_for(seat)

    def on_refused(self, error: RulesError) -> None:
        self.status.emit(f"{error.reason} (rule {error.rule})" if error.rule else error.reason)

    # What the player does.

    def submit(self, action: Action) -> None:
        if self.table.submit(action) is None:
            self.status.emit("")

    def pass_turn(self) -> None:
        if self.snapshot is not None:
            passes = [a for a in self.snapshot.legal if a.kind == A.PASS]
            if passes:
                self.submit(passes[0])

    def concede(self) -> None:
        self.table.concede()

    def add_side_widget(self, widget: QWidget, heading: str, stretch: int = 2) -> None:
        """Add a section under the game log (the LAN panel: connection and chat)."""
        title = QLabel(heading)
        title.setObjectName("logTitle")
        layout = self.side.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.addWidget(title)
        layout.addWidget(widget, stretch)

    def start(self, intro: str = "") -> None:
        """Show the first snapshot (behind the cover in hot-seat); `intro` replaces the log's first line."""
        names = [f"Player {i + 1} ({ROLE_NAMES[s] or 'human'})" for i, s in enumerate(self.table.seats)]
        self.log.addItem(intro or f"New game of {self.table.ruleset.name}: {names[0]} against {names[1]}.")
        if isinstance(self.table, LocalTable) and self.table.hot_seat:
            self.cover.show_for(int(self.table.snapshot().seat))
        self.table.start()

    def close_table(self) -> None:
        self.table.close()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        for overlay in (self.game_over, self.cover):
            if overlay.isVisible():
                overlay.cover_parent()
