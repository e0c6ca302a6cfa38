"""The start screen: pick a ruleset, a deck per side and a mode; one click ("Play vs bot") starts."""

from __future__ import annotations

from dataclasses import dataclass

from desktop import rulesets
from desktop.qt import (
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)
from desktop.replays.store import SavedGame
from desktop.table import Seat
from engine import __version__
from engine.formats.coverage import coverage_line, deck_coverage
from engine.search import LEVELS

MODES: dict[str, tuple[str, str, tuple[Seat, Seat]]] = {
    "bot": ("Against the bot", "Play vs bot", (Seat.HUMAN, Seat.BOT)),
    "hotseat": ("Hot-seat: two players, one screen", "Play hot-seat", (Seat.HUMAN, Seat.HUMAN)),
    "watch": ("Watch the bot play itself", "Watch", (Seat.BOT, Seat.BOT)),
}
LAN_BUTTONS = (
    ("host", "Host a LAN game…", "Wait for a friend on this network to join your game"),
    ("join", "Join a LAN game…", "Join a game a friend hosts on this network"),
)


@dataclass(frozen=True)
class GameRequest:
    """What the start screen asks for: a ruleset, a starter deck name per side, who sits where, and how hard the
    bot plays (a level of engine.search.LEVELS: "easy" is the heuristic bot)."""

    ruleset_id: str
    decks: tuple[str, str]
    seats: tuple[Seat, Seat]
    level: str = "easy"


class ResumeBar(QFrame):
    """The offer to resume a game the app was stopped in the middle of. Signals `resume(SavedGame)` and
    `dismiss(SavedGame)` (resume no more; the replay stays in the saved games)."""

    resume = Signal(object)
    dismiss = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resumeBar")
        self.setStyleSheet(
            "QFrame#resumeBar { background: #2a2f1f; border: 2px solid #ffd166; border-radius: 10px; }"
            "QLabel#resumeText { font-size: 14px; }"
            "QPushButton#resumeButton { background: #2e9e5b; border-color: #47c27a; font-weight: bold; }"
        )
        self.game: SavedGame | None = None
        layout = QHBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        self.text = QLabel()
        self.text.setObjectName("resumeText")
        self.text.setWordWrap(True)
        self.text.setMinimumWidth(420)
        self.text.setMinimumHeight(84)  # four lines: the players and their decks can take two
        layout.addWidget(self.text, 1)
        self.resume_button = QPushButton("&Resume")
        self.resume_button.setObjectName("resumeButton")
        self.resume_button.clicked.connect(lambda: self.game and self.resume.emit(self.game))
        layout.addWidget(self.resume_button)
        self.dismiss_button = QPushButton("Keep as replay only")
        self.dismiss_button.setObjectName("dismissButton")
        self.dismiss_button.clicked.connect(lambda: self.game and self.dismiss.emit(self.game))
        layout.addWidget(self.dismiss_button)
        self.hide()

    def offer(self, games: list[SavedGame]) -> None:
        """Offer the newest unfinished game (nothing to offer: hidden)."""
        self.game = games[0] if games else None
        if self.game is None or self.game.header is None:
            self.hide()
            return
        header = self.game.header
        names = {entry.id: entry.name for entry in rulesets.entries()}
        more = f" ({len(games) - 1} more in Replays)" if len(games) > 1 else ""
        self.text.setText(
            f"<b>A game was interrupted</b>{more}<br>{names.get(header.ruleset, header.ruleset)}, "
            f"{self.game.players}, started {self.game.date}, {self.game.actions} actions in. "
            "Resume it where it stopped?"
        )
        self.show()


class StartScreen(QWidget):
    """Signals: `start_game(GameRequest)`, `show_replays()`, `open_deck_builder(ruleset id)`, `open_lab(ruleset id)`,
    `open_lan("host" or "join")`, `open_settings()`, and the resume bar's `resume`/`dismiss`."""

    start_game = Signal(object)
    show_replays = Signal()
    open_deck_builder = Signal(str)
    open_lab = Signal(str)
    open_lan = Signal(str)
    open_settings = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startScreen")
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        title = QLabel("Playmat")
        title.setObjectName("title")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        subtitle = QLabel(f"version {__version__}: a tabletop for two-player trading card games")
        subtitle.setObjectName("subtitle")
        subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(title)
        outer.addWidget(subtitle)
        outer.addSpacing(18)
        self.resume_bar = ResumeBar()
        self.resume_bar.setFixedWidth(720)
        outer.addWidget(self.resume_bar, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addSpacing(6)
        box = QGroupBox("New game")
        box.setMinimumWidth(520)
        form = QFormLayout(box)
        form.setSpacing(10)
        self.ruleset_box = QComboBox()
        self.ruleset_box.setObjectName("rulesetBox")
        for entry in rulesets.entries():
            self.ruleset_box.addItem(entry.name, entry.id)
        self.deck_boxes = (QComboBox(), QComboBox())
        form.addRow("Game", self.ruleset_box)
        form.addRow("Player 1 deck", self.deck_boxes[0])
        form.addRow("Player 2 deck", self.deck_boxes[1])
        self.mode_group = QButtonGroup(self)
        modes = QVBoxLayout()
        self.mode_buttons: dict[str, QRadioButton] = {}
        for key, (label, _, _) in MODES.items():
            radio = QRadioButton(label)
            radio.setObjectName(f"mode_{key}")
            self.mode_group.addButton(radio)
            self.mode_buttons[key] = radio
            modes.addWidget(radio)
            radio.toggled.connect(self._update_play)
        form.addRow("Mode", modes)
        self.level_box = QComboBox()
        self.level_box.setObjectName("botLevelBox")
        for index, level in enumerate(LEVELS):
            self.level_box.addItem(level.name, level.key)
            thinks = f"thinks up to {level.seconds:g} s a move" if level.iterations else "answers at once"
            self.level_box.setItemData(index, f"{level.name}: the bot {thinks}", Qt.ItemDataRole.ToolTipRole)
        self.level_box.setToolTip("How hard the bot plays: the longer it thinks, the more games it plays out")
        form.addRow("Bot", self.level_box)
        outer.addWidget(box, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addSpacing(12)
        self.play = QPushButton("Play vs bot")
        self.play.setObjectName("playButton")
        self.play.setDefault(True)
        self.play.setAutoDefault(True)
        self.play.clicked.connect(self._start)
        outer.addWidget(self.play, 0, Qt.AlignmentFlag.AlignHCenter)
        self.empty = QLabel("No ruleset is installed yet.")
        self.empty.setObjectName("subtitle")
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(self.empty)
        outer.addSpacing(16)
        later = QHBoxLayout()
        later.addStretch(1)
        self.replays = QPushButton("Replays…")
        self.replays.setObjectName("replaysButton")
        self.replays.setToolTip("Saved games: watch, export, or play on from any moment")
        self.replays.clicked.connect(self.show_replays)
        later.addWidget(self.replays)
        self.deck_builder = QPushButton("Deck builder…")
        self.deck_builder.setObjectName("deckBuilderButton")
        self.deck_builder.setToolTip("Build, check and share decks for the chosen game")
        self.deck_builder.clicked.connect(self._open_deck_builder)
        later.addWidget(self.deck_builder)
        self.lab = QPushButton("Deck lab…")
        self.lab.setObjectName("labButton")
        self.lab.setToolTip("Play a deck against others hundreds of times with bots: win rates, card statistics")
        self.lab.clicked.connect(self._open_lab)
        later.addWidget(self.lab)
        self.lan_buttons: dict[str, QPushButton] = {}
        for kind, label, tip in LAN_BUTTONS:
            button = QPushButton(label)
            button.setObjectName(f"{kind}LanButton")
            button.setToolTip(tip)
            button.clicked.connect(lambda _checked=False, kind=kind: self.open_lan.emit(kind))
            self.lan_buttons[kind] = button
            later.addWidget(button)
        self.settings_button = QPushButton("Settings…")
        self.settings_button.setObjectName("settingsButton")
        self.settings_button.clicked.connect(self.open_settings)
        later.addWidget(self.settings_button)
        later.addStretch(1)
        outer.addLayout(later)
        outer.addStretch(1)
        self.ruleset_box.currentIndexChanged.connect(self._fill_decks)
        self.mode_buttons["bot"].setChecked(True)
        self._fill_decks()

    def _fill_decks(self) -> None:
        ruleset_id = self.ruleset_box.currentData()
        package = rulesets.load(ruleset_id) if ruleset_id else None
        decks = package.decks if package is not None else {}
        names = list(decks)
        tips = [  # how much of each deck the rules play by themselves (automated / manual / unknown)
            f"Coverage: {coverage_line(deck_coverage(decks[name], package.database))}" for name in names if package
        ]
        for side, box in enumerate(self.deck_boxes):
            box.clear()
            box.addItems(names)
            for index, tip in enumerate(tips):
                box.setItemData(index, tip, Qt.ItemDataRole.ToolTipRole)
            if names:
                box.setCurrentIndex(min(side, len(names) - 1))
        self.empty.setVisible(not ruleset_id)
        self.play.setEnabled(bool(ruleset_id) and bool(names))
        self.deck_builder.setEnabled(bool(ruleset_id))
        self.lab.setEnabled(bool(ruleset_id) and bool(names))

    def refresh_decks(self) -> None:
        """Re-read the deck lists (a deck was saved or deleted), keeping each side's choice where it still exists."""
        chosen = [box.currentText() for box in self.deck_boxes]
        self._fill_decks()
        for box, name in zip(self.deck_boxes, chosen, strict=True):
            if box.findText(name) >= 0:
                box.setCurrentText(name)

    def choose(self, ruleset_id: str, deck: str | None = None, side: int = 0) -> None:
        """Show a ruleset (and one side's deck) as chosen, as if picked by hand."""
        index = self.ruleset_box.findData(ruleset_id)
        if index >= 0:
            self.ruleset_box.setCurrentIndex(index)
        if deck is not None and self.deck_boxes[side].findText(deck) >= 0:
            self.deck_boxes[side].setCurrentText(deck)

    def _open_deck_builder(self) -> None:
        if self.ruleset_box.currentData():
            self.open_deck_builder.emit(self.ruleset_box.currentData())

    def _open_lab(self) -> None:
        if self.ruleset_box.currentData():
            self.open_lab.emit(self.ruleset_box.currentData())

    def mode(self) -> str:
        return next((k for k, b in self.mode_buttons.items() if b.isChecked()), "bot")

    def _update_play(self) -> None:
        self.play.setText(MODES[self.mode()][1])
        self.level_box.setEnabled(Seat.BOT in MODES[self.mode()][2])

    def request(self) -> GameRequest:
        decks = (self.deck_boxes[0].currentText(), self.deck_boxes[1].currentText())
        return GameRequest(self.ruleset_box.currentData(), decks, MODES[self.mode()][2], self.level_box.currentData())

    def _start(self) -> None:
        if self.ruleset_box.currentData():
            self.start_game.emit(self.request())

    def showEvent(self, event: object) -> None:
        super().showEvent(event)  # type: ignore[arg-type]
        self.play.setFocus()
