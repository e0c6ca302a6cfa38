"""Side widgets around the playmat: the phase strip, the game log and the large card preview."""

from __future__ import annotations

from collections.abc import Iterable

from desktop.cards.images import PREVIEW_SIZE, CardImages
from desktop.qt import (
    QBrush,
    QColor,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPixmap,
    QPushButton,
    QResizeEvent,
    QSizePolicy,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)
from desktop.table import Snapshot
from desktop.words import Words, describe_outcome, player_name
from engine.events import Event
from engine.formats.cards import CardDatabase
from engine.ids import PlayerId
from engine.narration import Said, narrate
from engine.ruleset import Ruleset
from engine.views import CardView
from engine.words import capital

NEXT = "&Next ▶"


def step_label(step: str) -> str:
    """A step as the rules name it: "defense" is the "Defense Step", "end_of_battle" the "End of Battle Step"."""
    if not step:
        return ""
    words = [w if w in ("of", "the") and i else w.capitalize() for i, w in enumerate(step.split("_"))]
    return " ".join(words if words[-1] == "Step" else [*words, "Step"])


def _short(label: str) -> str:
    """ "Main Phase" -> "Main": a phase's name where the strip is narrow."""
    for word in (" Phase", " Step"):
        if label.endswith(word) and len(label) > len(word):
            return label[: -len(word)]
    return label


class PhaseStrip(QFrame):
    """Turn, whose turn, every phase of the ruleset with the current one lit, and Next / Concede.

    `player_names` (a replay's viewer) names whose turn it is ("Ann's turn") instead of saying "Your turn"; `proxy`
    names who plays the shown seat for the person here ("your bot": "Your bot's turn", "Your bot wins").
    """

    next_clicked = Signal()
    concede_clicked = Signal()

    def __init__(
        self, ruleset: Ruleset, parent: QWidget | None = None, *, player_names: tuple[str, str] | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("phaseStrip")
        self.player_names = player_names
        self.proxy = ""
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 4, 10, 4)
        layout.setSpacing(6)
        self.turn = QLabel()
        self.turn.setObjectName("turnLabel")
        layout.addWidget(self.turn)
        self.phases: dict[str, QLabel] = {}
        self._labels: dict[str, tuple[str, str]] = {}  # each phase's name, long and short ("Main Phase", "Main")
        for phase in ruleset.phases:
            label = QLabel(phase.label)
            label.setObjectName("phase")
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setMinimumWidth(24)  # a narrow window squeezes the strip, never the window wider than the screen
            layout.addWidget(label)
            self.phases[phase.name] = label
            self._labels[phase.name] = (phase.label, _short(phase.label))
        self.step = QLabel()
        self.step.setObjectName("stepLabel")
        self.step.setMinimumWidth(1)  # squeezed last (its words are also in the question bar)
        self._step_text = ""
        layout.addWidget(self.step)
        layout.addStretch(1)
        self.busy = QLabel()
        self.busy.setObjectName("busyLabel")
        layout.addWidget(self.busy)
        self.next_button = QPushButton(NEXT)
        self.next_button.setObjectName("nextButton")
        self.next_button.setToolTip("Pass: let the game move on (Alt+N)")
        self.next_button.clicked.connect(self.next_clicked)
        layout.addWidget(self.next_button)
        self.concede_button = QPushButton("Concede")
        self.concede_button.setObjectName("concedeButton")
        self.concede_button.clicked.connect(self.concede_clicked)
        layout.addWidget(self.concede_button)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        """Phase names lose their "Phase" / "Step" when the strip has no room for them whole; then the step
        ("Flash After Block Step") gets what room is left, cut with "…" (its words are also in the question bar),
        so it never squeezes the phase names."""
        for name, label in self.phases.items():
            label.setText(self._labels[name][0])
        self.step.setText(self._step_text)
        layout = self.layout()
        if layout is None:
            return
        items = [layout.itemAt(i) for i in range(layout.count())]
        shown = [w for w in (i.widget() for i in items if i is not None) if w is not None and not w.isHidden()]
        margins = layout.contentsMargins()
        needed = sum(w.sizeHint().width() for w in shown) + layout.spacing() * (len(shown) - 1)
        short = needed + margins.left() + margins.right() > self.width()
        for name, label in self.phases.items():
            label.setText(self._labels[name][1 if short else 0])
        others = sum(w.sizeHint().width() for w in shown if w is not self.step) + layout.spacing() * len(shown)
        room = self.width() - margins.left() - margins.right() - others - 8  # the label's own margins
        cut = self.step.fontMetrics().elidedText(self._step_text, Qt.TextElideMode.ElideRight, max(room, 0))
        self.step.setText(cut if room >= 40 and cut != "…" else "")
        self.step.setToolTip(self._step_text)

    def set_step(self, text: str) -> None:
        """The current step's name beside the phases (shortened to the room left)."""
        self._step_text = text
        self._fit()

    def show_snapshot(self, snapshot: Snapshot, *, hot_seat: bool = False) -> None:
        """Show where the game is; once it is over, say so and offer nothing more (whatever the table still lists).
        The result is told to the shown seat ("You lost"), or by number when two people share the screen."""
        view = snapshot.view
        over = view.outcome is not None
        self.turn.setText(self._headline(snapshot, None if hot_seat else snapshot.seat))
        for name, label in self.phases.items():
            label.setProperty("current", not over and name == view.phase)
            label.style().unpolish(label)
            label.style().polish(label)
        self._step_text = "" if over else step_label(view.step)
        self.next_button.setEnabled(not over and any(a.kind == "pass" for a in snapshot.legal))
        self._arm(False)
        self.concede_button.setEnabled(not over)
        self._fit()  # the style sheet may have come after the last resize

    def arm_next(self, phase: str = "Main Phase") -> None:
        """Next was pressed once with moves left: the next press ends `phase`, and the button says so."""
        self._arm(True, phase)

    def _arm(self, armed: bool, phase: str = "") -> None:
        text = f"E&nd {phase}? ▶" if armed else NEXT
        if bool(self.next_button.property("armed")) == armed and self.next_button.text() == text:
            return
        self.next_button.setText(text)
        self.next_button.setProperty("armed", armed)
        self.next_button.style().unpolish(self.next_button)
        self.next_button.style().polish(self.next_button)

    def _headline(self, snapshot: Snapshot, you: PlayerId | None) -> str:
        view = snapshot.view
        if view.outcome is not None:
            winner = view.outcome.winner
            if winner is None:
                result = "a draw"
            elif self.player_names is not None:
                result = f"{self.player_names[winner]} wins"
            else:
                result = describe_outcome(winner, you, self.proxy).rstrip("!")
            return f"<b>Game over</b> · {result}"
        if not view.turn:
            return "<b>Setting up</b>"
        if self.player_names is not None:
            whose = f"{self.player_names[view.turn_player]}'s turn"
        elif view.turn_player == snapshot.seat:
            whose = f"{capital(self.proxy)}'s turn" if self.proxy else "Your turn"
        else:
            whose = f"{player_name(view.turn_player)}'s turn"
        return f"<b>Turn {view.turn}</b> · {whose}"

    def set_busy(self, busy: bool) -> None:
        self.busy.setText(f"{capital(self.proxy or 'the bot')} is thinking…" if busy else "")
        self._fit()


YOUR_LINES, THEIR_LINES, NOTE_LINES = QColor("#8fd0ff"), QColor("#ffb48a"), QColor("#9aa5b1")
"""The shown seat's lines, the other player's, and what the table itself says (a forced answer)."""
CARDS = Qt.ItemDataRole.UserRole


class GameLog(QListWidget):
    """The game in plain sentences, newest at the bottom: what one action did in few lines, each player's in their
    colour ("You" for the shown seat). Signals `hovered(str)` with the id of a card a line names, under the pointer."""

    hovered = Signal(str)

    def __init__(self, words: Words, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameLog")
        self.words = words
        self.setWordWrap(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMouseTracking(True)
        self.itemEntered.connect(self._entered)

    def add_events(self, events: Iterable[Event]) -> None:
        for said in narrate(self.words, list(events)):
            self._add(said)
        self.scrollToBottom()

    def add_note(self, text: str) -> None:
        """A line of the table's own (not an event): in italics."""
        item = QListWidgetItem(text)
        font = item.font()
        font.setItalic(True)
        item.setFont(font)
        item.setForeground(QBrush(NOTE_LINES))
        self.addItem(item)
        self.scrollToBottom()

    def _add(self, said: Said) -> None:
        item = QListWidgetItem(said.text)
        if said.player is not None:
            item.setForeground(QBrush(YOUR_LINES if self.words.is_shown(said.player) else THEIR_LINES))
        if said.heading:
            font = item.font()
            font.setBold(True)
            item.setFont(font)
        if said.cards:
            item.setData(CARDS, list(said.cards))
        self.addItem(item)

    def _entered(self, item: QListWidgetItem) -> None:
        cards = item.data(CARDS)
        if cards:
            self.hovered.emit(str(cards[0]))

    def lines(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]


class CardPreview(QLabel):
    """The hovered (or keyboard-focused) card, large; a back for a hidden card."""

    def __init__(self, database: CardDatabase, images: CardImages, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("preview")
        self.database = database
        self.images = images
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(180, 252)
        self._pixmap: QPixmap | None = None
        self.card_id: str | None = None
        self.setText("Hover a card to see it here")
        self.notes = QLabel()  # what changed the shown card's numbers, and why (side_panel places it)
        self.notes.setObjectName("previewNotes")
        self.notes.setWordWrap(True)
        self.notes.hide()

    def show_notes(self, lines: list[str]) -> None:
        """One line per changed number ("Power 6000: printed 5000, +1000 1 DON!! given"), or nothing."""
        self.notes.setText("\n".join(lines))
        self.notes.setVisible(bool(lines))

    def show_card(self, card: CardView | None) -> None:
        if card is None:
            return
        self.card_id = card.card_id
        if card.card_id is not None and card.card_id in self.database:
            self._pixmap = self.images.face(self.database.get(card.card_id), PREVIEW_SIZE)
        else:
            self._pixmap = self.images.back(PREVIEW_SIZE)
        self._rescale()

    def show_card_id(self, card_id: str) -> None:
        """A card named in the log, by its id (its face: the log names only cards the seat knows)."""
        if card_id in self.database:
            self.card_id = card_id
            self._pixmap = self.images.face(self.database.get(card_id), PREVIEW_SIZE)
            self._rescale()

    def clear_card(self) -> None:
        """Forget the shown card (in hot-seat, so the next player never sees the last one's hand)."""
        self._pixmap = None
        self.card_id = None
        self.clear()
        self.setText("Hover a card to see it here")

    def _rescale(self) -> None:
        if self._pixmap is None:
            return
        size = self.size().boundedTo(self._pixmap.size())
        self.setPixmap(
            self._pixmap.scaled(size, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation)
        )

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._rescale()


def side_panel(preview: CardPreview, log: QWidget, heading: str = "Game log") -> QWidget:
    panel = QWidget()
    panel.setObjectName("sidePanel")
    layout = QVBoxLayout(panel)
    layout.setContentsMargins(8, 8, 8, 8)
    layout.setSpacing(8)
    layout.addWidget(preview, 3)
    layout.addWidget(preview.notes)
    title = QLabel(heading)
    title.setObjectName("logTitle")
    layout.addWidget(title)
    layout.addWidget(log, 2)
    return panel
