"""The replay viewer's controls: step, jump a turn, scrub the timeline, autoplay, perspective, export, play on."""

from __future__ import annotations

from desktop.qt import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QMouseEvent,
    QPushButton,
    QSlider,
    QStyle,
    QStyleOptionSlider,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)
from engine.ids import PlayerId
from engine.replay import BOTH, Perspective

SPEEDS = (("half speed", 0.5), ("normal", 1.0), ("2x", 2.0), ("4x", 4.0), ("8x", 8.0))
PERSPECTIVES: tuple[tuple[str, Perspective], ...] = (
    ("Both hands open", BOTH),
    ("Player 1's eyes", PlayerId(0)),
    ("Player 2's eyes", PlayerId(1)),
)


def _button(text: str, name: str, tip: str) -> QPushButton:
    button = QPushButton(text)
    button.setObjectName(name)
    button.setToolTip(tip)
    button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    return button


class TimelineSlider(QSlider):
    """A timeline whose track jumps to the clicked action (a plain QSlider pages by 10), then drags from there."""

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.maximum() > self.minimum():
            option = QStyleOptionSlider()
            self.initStyleOption(option)
            style, slider = self.style(), QStyle.ComplexControl.CC_Slider
            handle = style.subControlRect(slider, option, QStyle.SubControl.SC_SliderHandle, self)
            point = event.position().toPoint()
            if not handle.contains(point):
                groove = style.subControlRect(slider, option, QStyle.SubControl.SC_SliderGroove, self)
                span = max(1, groove.width() - handle.width())
                x = point.x() - groove.x() - handle.width() // 2
                low, high = self.minimum(), self.maximum()
                self.setValue(QStyle.sliderValueFromPosition(low, high, x, span, option.upsideDown))
        super().mousePressEvent(event)  # the handle is under the pointer now, so a drag goes on from the click


class ReplayControls(QFrame):
    """Widgets only; the viewer connects them. Two rows: the transport and timeline, then the options."""

    play_on_requested = Signal(str)  # "bot0", "bot1" (you play Player 1 / 2 against the bot) or "hotseat"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayControls")
        rows = QVBoxLayout(self)
        rows.setContentsMargins(10, 6, 10, 6)
        rows.setSpacing(6)
        outer, options = QHBoxLayout(), QHBoxLayout()
        rows.addLayout(outer)
        rows.addLayout(options)
        self.to_start = _button("|◀", "toStart", "Back to the setup (Home)")
        self.prev_turn = _button("◀◀ Turn", "prevTurn", "To the start of this turn, or the one before (Page Up)")
        self.back = _button("◀", "stepBack", "One action back (Left)")
        self.play = _button("▶ Play", "autoplay", "Play the replay on at the chosen speed (Space)")
        self.play.setCheckable(True)
        self.forward = _button("▶", "stepForward", "One action forward (Right)")
        self.next_turn = _button("Turn ▶▶", "nextTurn", "To the start of the next turn (Page Down)")
        self.to_end = _button("▶|", "toEnd", "To the end (End)")
        for button in (self.to_start, self.prev_turn, self.back, self.play, self.forward, self.next_turn, self.to_end):
            outer.addWidget(button)
        self.timeline = TimelineSlider(Qt.Orientation.Horizontal)
        self.timeline.setObjectName("timeline")
        self.timeline.setToolTip("Click to jump to that moment, or drag to scrub through the game")
        self.timeline.setMinimumWidth(160)
        outer.addWidget(self.timeline, 1)
        self.where = QLabel()
        self.where.setObjectName("whereLabel")
        self.where.setMinimumWidth(150)
        outer.addWidget(self.where)
        outer = options
        outer.addWidget(QLabel("Jump to"))
        self.turns = QComboBox()
        self.turns.setObjectName("turnBox")
        self.turns.setToolTip("Jump to the start of any turn")
        outer.addWidget(self.turns)
        self.speed = QComboBox()
        self.speed.setObjectName("speedBox")
        self.speed.setToolTip("Autoplay speed")
        for label, factor in SPEEDS:
            self.speed.addItem(label, factor)
        self.speed.setCurrentIndex(1)
        outer.addWidget(QLabel("Speed"))
        outer.addWidget(self.speed)
        outer.addSpacing(12)
        self.perspective = QComboBox()
        self.perspective.setObjectName("perspectiveBox")
        self.perspective.setToolTip("Whose eyes: one player's (the other hand hidden) or both hands open")
        for label, value in PERSPECTIVES:
            self.perspective.addItem(label, value)
        outer.addWidget(self.perspective)
        outer.addStretch(1)
        self.export = _button("Export…", "exportButton", "Save the game as a readable text log")
        outer.addWidget(self.export)
        self.play_on = _button("Play on from here ▾", "playOnButton", "Start a new game from this moment")
        menu = QMenu(self.play_on)
        for key, label in (("bot0", "As Player 1, against the bot"), ("bot1", "As Player 2, against the bot"),
                           ("hotseat", "Hot-seat: two players, one screen")):  # fmt: skip
            action = menu.addAction(label)
            action.triggered.connect(lambda _=False, key=key: self.play_on_requested.emit(key))
        self.play_on.setMenu(menu)
        outer.addWidget(self.play_on)
        self.close_button = _button("Close", "closeReplay", "Back to the saved games (Esc)")
        outer.addWidget(self.close_button)
