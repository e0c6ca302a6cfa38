"""Panels laid over the table: the game-over panel and the hot-seat "pass the screen" cover."""

from __future__ import annotations

from desktop.qt import QFrame, QKeyEvent, QLabel, QMouseEvent, QPushButton, Qt, QVBoxLayout, QWidget, Signal
from desktop.words import describe_outcome, player_name
from engine.ids import PlayerId
from engine.state import Outcome


class Overlay(QFrame):
    """A translucent layer covering its parent, with a centred card of content."""

    def __init__(self, parent: QWidget, name: str) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        self.card = QFrame()
        self.card.setObjectName("overlayCard")
        self.body = QVBoxLayout(self.card)
        self.body.setContentsMargins(36, 28, 36, 28)
        self.body.setSpacing(12)
        outer.addWidget(self.card, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addStretch(1)
        self.hide()

    def cover_parent(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.raise_()


class GameOverPanel(Overlay):
    """Who won, why, under which rule; then a new game or back to the start screen."""

    new_game = Signal()
    back_to_start = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, "gameOver")
        self.title = QLabel()
        self.title.setObjectName("gameOverTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason = QLabel()
        self.reason.setObjectName("gameOverReason")
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason.setWordWrap(True)
        self.again = QPushButton("New game")
        self.again.setObjectName("newGameButton")
        self.again.setDefault(True)
        self.again.clicked.connect(self.new_game)
        self.back = QPushButton("Back to start")
        self.back.setObjectName("backButton")
        self.back.clicked.connect(self.back_to_start)
        for widget in (self.title, self.reason, self.again, self.back):
            self.body.addWidget(widget)

    def show_outcome(self, outcome: Outcome, seat: PlayerId | None, reason: str | None = None, proxy: str = "") -> None:
        """The result for `seat` (None: nobody's; `proxy`: who plays it for the person here, "your bot"), with `reason`
        worded for that seat (else the stored one)."""
        self.title.setText(describe_outcome(outcome.winner, seat, proxy))
        rule = f" (rule {outcome.rule})" if outcome.rule else ""
        self.reason.setText(f"{reason or outcome.reason}{rule}")
        self.cover_parent()
        self.show()
        self.again.setFocus()


class SeatCover(Overlay):
    """Hides the table between hot-seat turns until the next player reveals it (click, Enter or Space)."""

    revealed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, "seatCover")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.title = QLabel()
        self.title.setObjectName("coverTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        hint = QLabel("The other player looks away. Click or press Enter to show your side of the table.")
        hint.setObjectName("coverHint")
        hint.setWordWrap(True)
        hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.button = QPushButton()
        self.button.setObjectName("revealButton")
        self.button.setDefault(True)
        self.button.clicked.connect(self.reveal)
        for widget in (self.title, hint, self.button):
            self.body.addWidget(widget)

    def show_for(self, seat: int) -> None:
        self.title.setText(f"Pass the screen to {player_name(seat)}")
        self.button.setText(f"I am {player_name(seat)}: show my table")
        self.cover_parent()
        self.show()
        self.button.setFocus()

    def reveal(self) -> None:
        self.hide()
        self.revealed.emit()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.reveal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.reveal()
        else:
            super().keyPressEvent(event)
