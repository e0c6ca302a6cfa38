"""The replay viewer: the same table as live play, driven by a cursor, with a synchronised log and controls."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from desktop.cards.images import CardImages
from desktop.panels import CardPreview, PhaseStrip, side_panel
from desktop.playmat.scene import PlaymatScene, SceneContext
from desktop.playmat.view import PlaymatView
from desktop.qt import (
    QDialog,
    QFileDialog,
    QKeySequence,
    QLabel,
    QShortcut,
    QSplitter,
    Qt,
    QTimer,
    QVBoxLayout,
    QWidget,
    Signal,
)
from desktop.replays.controls import ReplayControls
from desktop.replays.export import ExportChoice
from desktop.replays.loading import LoadedReplay
from desktop.replays.log import ReplayLog
from desktop.replays.recording import SEAT_NAMES
from desktop.replays.table import ReplayTable
from desktop.table import Seat
from engine.formats.replays import ReplayHeader
from engine.ids import PLAYERS
from engine.lan.seen import SeenCursor, seen_log, seen_text
from engine.replay import Perspective
from engine.replay_text import LogLine, replay_log, replay_text
from engine.words import Words, player_name

AUTOPLAY_MS = 900
"""One action every 0.9 s at normal speed."""

PLAY_ON_SEATS = {
    "bot0": (Seat.HUMAN, Seat.BOT),
    "bot1": (Seat.BOT, Seat.HUMAN),
    "hotseat": (Seat.HUMAN, Seat.HUMAN),
}


@dataclass(frozen=True)
class PlayOnRequest:
    """Start a new game from `position` of a replay, with these seats."""

    loaded: LoadedReplay
    position: int
    seats: tuple[Seat, Seat]


def turn_names(header: ReplayHeader) -> tuple[str, str]:
    """How the viewer names each player: their name from the header, or "Player 1" when it only says "Human" or
    "Bot" (or both players have the same name)."""
    generic = set(SEAT_NAMES.values())
    named = header.players[0] != header.players[1]
    names = [name if named and name not in generic else player_name(seat) for seat, name in
             zip(PLAYERS, header.players, strict=True)]  # fmt: skip
    return names[0], names[1]


class ReplayViewer(QWidget):
    """Signals: `status(str)` for the status bar, `closed()`, `play_on(PlayOnRequest)`."""

    status = Signal(str)
    closed = Signal()
    play_on = Signal(object)

    def __init__(self, loaded: LoadedReplay, images: CardImages, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameScreen")
        self.loaded = loaded
        self.table = ReplayTable(loaded, self)
        cursor = loaded.cursor
        roles = (loaded.header.players[0], loaded.header.players[1])
        context = SceneContext(cursor.ruleset, cursor.database, images, Words(cursor.ruleset, cursor.database),
                               self.table.check, 0.0, roles, spectator=True)  # fmt: skip
        self.scene = PlaymatScene(context)
        self.view = PlaymatView(self.scene)
        self.player_names = turn_names(loaded.header)
        self.strip = PhaseStrip(cursor.ruleset, player_names=self.player_names)
        self.strip.next_button.hide()
        self.strip.concede_button.hide()
        self.preview = CardPreview(cursor.database, images)
        self.log = ReplayLog()
        self.controls = ReplayControls()
        self.title = QLabel(self._title())
        self.title.setObjectName("replayTitle")
        self.title.setStyleSheet("QLabel#replayTitle { padding: 6px 12px; font-size: 14px; background: #151a20; }")
        self.warning = QLabel(" ".join(loaded.warnings))
        self.warning.setObjectName("replayWarning")
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet("QLabel#replayWarning { padding: 6px 12px; color: #1b2128; background: #ffd166; }")
        self.warning.setVisible(bool(loaded.warnings))
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.view)
        side = side_panel(self.preview, self.log, "Game log (click a line to go there)")
        side.setMinimumWidth(280)
        side.setMaximumWidth(420)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 1)
        splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        for widget in (self.title, self.warning, self.strip):
            layout.addWidget(widget)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.controls)
        self.timer = QTimer(self)
        self._fill_turns()
        self._connect()
        if isinstance(cursor, SeenCursor):  # the guest's eyes only, and no moves to play on from
            box = self.controls.perspective
            box.setCurrentIndex(next(i for i in range(box.count()) if box.itemData(i) == cursor.seat))
            box.setEnabled(False)
            box.setToolTip("Only your eyes: the host's hidden cards were never shown to you")
            self.controls.play_on.setToolTip("A game as you saw it has no moves to play on from")
        self.log.fill(self._log_lines(self.table.perspective), 0)
        self.table.start()

    def _log_lines(self, perspective: Perspective) -> list[LogLine]:
        cursor = self.loaded.cursor
        return seen_log(cursor) if isinstance(cursor, SeenCursor) else replay_log(cursor, perspective)

    def _title(self) -> str:
        header, cursor = self.loaded.header, self.loaded.cursor
        outcome = cursor.outcome_at(cursor.length)
        if outcome is None:
            result = "unfinished"
        else:
            result = "a draw" if outcome.winner is None else f"{self.player_names[outcome.winner]} wins"
        date = header.date.replace("T", " ").rstrip("Z")[:16]
        return (f"<b>Replay</b> · {cursor.ruleset.name} · {header.players[0]} vs {header.players[1]} · {date} · "
                f"{cursor.length} actions, {result}")  # fmt: skip

    def _fill_turns(self) -> None:
        box = self.controls.turns
        box.addItem("Setup", 0)
        for turn, position in self.loaded.cursor.turn_starts:
            if turn > 0:
                player = self.loaded.cursor.turn_player_at(position)
                box.addItem(f"Turn {turn} ({self.player_names[player]})", position)

    def _connect(self) -> None:
        c, table = self.controls, self.table
        table.changed.connect(self._show)
        table.moved.connect(self._moved)
        table.refused.connect(lambda error: self.status.emit(error.reason))
        self.scene.refused.connect(self.status)
        self.scene.hovered.connect(self.preview.show_card)
        self.log.picked.connect(self.seek)
        c.to_start.clicked.connect(lambda: self.seek(0))
        c.to_end.clicked.connect(lambda: self.seek(self.table.length))
        c.back.clicked.connect(lambda: self.step(-1))
        c.forward.clicked.connect(lambda: self.step(1))
        c.prev_turn.clicked.connect(lambda: self.jump_turn(-1))
        c.next_turn.clicked.connect(lambda: self.jump_turn(1))
        c.play.toggled.connect(self.set_autoplay)
        c.speed.currentIndexChanged.connect(lambda _: self._retime())
        c.timeline.setRange(0, self.table.length)
        c.timeline.valueChanged.connect(self.seek)
        c.turns.activated.connect(lambda index: self.seek(c.turns.itemData(index)))
        c.perspective.currentIndexChanged.connect(lambda index: self.set_perspective(c.perspective.itemData(index)))
        c.export.clicked.connect(self._ask_export)
        c.play_on_requested.connect(self.request_play_on)
        c.close_button.clicked.connect(self.close_viewer)
        self.timer.timeout.connect(self._tick)
        keys = {
            "Left": lambda: self.step(-1), "Right": lambda: self.step(1), "Home": lambda: self.seek(0),
            "End": lambda: self.seek(self.table.length), "PgUp": lambda: self.jump_turn(-1),
            "PgDown": lambda: self.jump_turn(1), "Space": c.play.toggle, "Escape": self.close_viewer,
        }  # fmt: skip
        for key, slot in keys.items():
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)

    # What the cursor shows.

    @property
    def position(self) -> int:
        return self.table.position

    def _show(self, snapshot: object) -> None:
        self.scene.show(snapshot)  # type: ignore[arg-type]
        self.strip.show_snapshot(snapshot)  # type: ignore[arg-type]

    def _moved(self, position: int) -> None:
        c, cursor = self.controls, self.loaded.cursor
        for widget, value in ((c.timeline, position), (c.turns, self._turn_index(position))):
            widget.blockSignals(True)
            if widget is c.timeline:
                c.timeline.setValue(value)
            else:
                c.turns.setCurrentIndex(value)
            widget.blockSignals(False)
        turn = cursor.turn_of(position)
        where = f"Action {position} of {cursor.length}" + (f" · turn {turn}" if turn else " · setup")
        over = self.table.snapshot().view.outcome
        c.where.setText(where + (" · game over" if over is not None else ""))
        c.back.setEnabled(position > 0)
        c.to_start.setEnabled(position > 0)
        c.prev_turn.setEnabled(position > 0)
        for button in (c.forward, c.to_end, c.next_turn):
            button.setEnabled(position < cursor.length)
        c.play_on.setEnabled(over is None and not isinstance(cursor, SeenCursor))
        self.log.show_position(position)
        if position >= cursor.length:
            c.play.setChecked(False)

    def _turn_index(self, position: int) -> int:
        box = self.controls.turns
        return max((i for i in range(box.count()) if box.itemData(i) <= position), default=0)

    # What the viewer does.

    def seek(self, position: int) -> None:
        self.table.seek(position)

    def step(self, delta: int) -> None:
        self.seek(self.position + delta)

    def jump_turn(self, direction: int) -> None:
        """To the next turn's start, or back to this turn's start (the previous one's when already there)."""
        cursor = self.loaded.cursor
        if direction > 0:
            self.seek(cursor.next_turn_start(self.position))
        else:
            start = cursor.turn_start(self.position)
            self.seek(cursor.turn_start(start - 1) if start == self.position and start > 0 else start)

    def set_autoplay(self, on: bool) -> None:
        c = self.controls
        if on and self.position >= self.table.length:
            self.seek(0)
        c.play.blockSignals(True)
        c.play.setChecked(on)
        c.play.blockSignals(False)
        c.play.setText("⏸ Pause" if on else "▶ Play")
        if on:
            self._retime()
            self.timer.start()
        else:
            self.timer.stop()

    def _retime(self) -> None:
        self.timer.setInterval(round(AUTOPLAY_MS / float(self.controls.speed.currentData())))

    def _tick(self) -> None:
        if self.position >= self.table.length:
            self.set_autoplay(False)
        else:
            self.step(1)

    def set_perspective(self, perspective: Perspective) -> None:
        """Switch whose eyes the table and the log use."""
        box = self.controls.perspective
        index = next(i for i in range(box.count()) if box.itemData(i) == perspective)
        if box.currentIndex() != index:
            box.setCurrentIndex(index)  # comes back here through the signal
            return
        self.preview.clear_card()
        self.table.set_perspective(perspective)
        self.log.fill(self._log_lines(perspective), self.position)

    def export_to(self, path: Path, perspective: Perspective | None = None) -> bool:
        """Write the readable text log as `perspective` (by default the current one) saw the game; False (and a
        message) on failure."""
        chosen = self.table.perspective if perspective is None else perspective
        cursor = self.loaded.cursor
        text = seen_text(cursor) if isinstance(cursor, SeenCursor) else replay_text(cursor, chosen)
        try:
            path.write_text(text, encoding="utf-8")
        except OSError as error:
            self.status.emit(f"The text log could not be saved: {error.strerror or error}")
            return False
        self.status.emit(f"Text log saved to {path}")
        return True

    def _ask_export(self) -> None:
        """Whose eyes (the current perspective first), then where."""
        choice = ExportChoice(self.table.perspective, self.player_names, self)
        if choice.exec() != QDialog.DialogCode.Accepted:
            return
        suggested = Path(self.loaded.name).with_suffix(".txt").name
        chosen, _ = QFileDialog.getSaveFileName(self, "Export the game as text", suggested, "Text (*.txt)")
        if chosen:
            self.export_to(Path(chosen), choice.perspective())

    def request_play_on(self, key: str) -> None:
        self.set_autoplay(False)
        self.play_on.emit(PlayOnRequest(self.loaded, self.position, PLAY_ON_SEATS[key]))

    def stop(self) -> None:
        self.timer.stop()

    def close_viewer(self) -> None:
        self.stop()
        self.closed.emit()
