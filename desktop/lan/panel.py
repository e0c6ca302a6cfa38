"""The LAN side panel for a game screen: the connection's state, the turn clocks, who watches, the chat, and "Claim
the game" while paused."""

from __future__ import annotations

import time

from desktop.lan.tables import LanTable
from desktop.qt import QHBoxLayout, QLabel, QLineEdit, QListWidget, QPushButton, Qt, QTimer, QVBoxLayout, QWidget
from engine.lan import ClockShown, clock_words
from engine.lan.chat import MAX_CHAT_CHARS, clean_text

PANEL_STYLE = """
QWidget#lanPanel { background: #1b2128; color: #e6e9ec; }
QLabel#lanState { color: #ffd166; padding: 4px 2px; }
QLabel#lanClock { color: #e6e9ec; background: #252d36; border-radius: 4px; padding: 4px 8px; font-size: 15px; }
QLabel#lanClock[running="true"] { color: #1b2128; background: #ffd166; font-weight: bold; }
QLabel#lanClock[low="true"] { color: #ffffff; background: #c0392b; }
QLabel#lanWatchers { color: #9aa5b1; padding: 0 2px; }
"""
"""The LAN panel's own look, on top of the app's style sheet (the chat list reuses the game log's style)."""

CLAIM_AFTER_MS = 60_000
"""How long the other player must have been gone before the game can be claimed."""


class LanPanel(QWidget):
    """Shows who is connected and the chat, and offers to claim the game when the other player stays away."""

    def __init__(self, table: LanTable, claim_after_ms: int = CLAIM_AFTER_MS, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lanPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(PANEL_STYLE)
        self.table = table
        self.state = QLabel(f"Playing against {table.opponent} over the LAN." if table.opponent else "Connecting…")
        self.state.setObjectName("lanState")
        self.state.setWordWrap(True)
        self.clocks = (QLabel(), QLabel())  # Player 1's and Player 2's turn clock
        self.clock_row = QWidget()
        clock_layout = QHBoxLayout(self.clock_row)
        clock_layout.setContentsMargins(0, 0, 0, 0)
        for label in self.clocks:
            label.setObjectName("lanClock")
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            clock_layout.addWidget(label, 1)
        self.clock_row.hide()
        self._figures: ClockShown | None = None
        self._figures_at = 0.0
        self._clock_timer = QTimer(self)
        self._clock_timer.setInterval(250)
        self._clock_timer.timeout.connect(self._show_clocks)
        self.watchers = QLabel()
        self.watchers.setObjectName("lanWatchers")
        self.watchers.setWordWrap(True)
        self.watchers.hide()
        self.chat_list = QListWidget()
        self.chat_list.setObjectName("gameLog")  # the game log's look
        self.chat_list.setWordWrap(True)
        self.chat_edit = QLineEdit()
        self.chat_edit.setMaxLength(MAX_CHAT_CHARS)
        self.chat_edit.setPlaceholderText("Say something to the other player")
        self.send = QPushButton("Send")
        self.take_back = QPushButton("Ask to take back")
        self.take_back.setToolTip("Ask the other player to let you take back your last move (if it let nothing new "
                                  "out: no card drawn, seen or shuffled)")  # fmt: skip
        self.take_back.setVisible(not table.watching and table.seat_bot is None)  # a bot takes nothing back
        self.asked = QLabel()
        self.asked.setWordWrap(True)
        self.allow = QPushButton("Let them")
        self.deny = QPushButton("Refuse")
        self.answer_row = QWidget()
        answer_layout = QHBoxLayout(self.answer_row)
        answer_layout.setContentsMargins(0, 0, 0, 0)
        answer_layout.addWidget(self.asked, 1)
        answer_layout.addWidget(self.allow)
        answer_layout.addWidget(self.deny)
        self.answer_row.hide()
        self.claim = QPushButton("Claim the game")
        self.claim.setToolTip("The other player has not come back: end the game as your win.")
        self.claim.hide()
        self._claim_timer = QTimer(self)
        self._claim_timer.setSingleShot(True)
        self._claim_timer.setInterval(claim_after_ms)
        self._claim_timer.timeout.connect(self.claim.show)
        row = QHBoxLayout()
        row.addWidget(self.chat_edit, 1)
        row.addWidget(self.send)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.state)
        layout.addWidget(self.clock_row)
        layout.addWidget(self.watchers)
        layout.addWidget(self.take_back)
        layout.addWidget(self.answer_row)
        layout.addWidget(self.claim)
        layout.addWidget(self.chat_list, 1)
        layout.addLayout(row)
        self.send.clicked.connect(self.say)
        self.chat_edit.returnPressed.connect(self.say)
        self.claim.clicked.connect(self._claim)
        table.joined.connect(self._joined)
        table.connection.connect(self._connection)
        table.chat_received.connect(lambda _seat, text: self._add(table.opponent or "Opponent", text))
        table.said.connect(self._add)
        table.spectators.connect(self._spectators)
        table.clock.connect(self._clock)
        table.audit_done.connect(self._audited)
        self.take_back.clicked.connect(table.ask_take_back)
        self.allow.clicked.connect(lambda: self._answer(True))
        self.deny.clicked.connect(lambda: self._answer(False))
        table.take_back_asked.connect(self._asked)
        table.take_back_answered.connect(lambda *_: self.answer_row.hide())
        if table.watching:
            self.chat_edit.setPlaceholderText("Say something to the players and spectators")
        if table.opponent:  # what the table already heard before the panel was made
            self._joined(table.opponent)
        if table.last_clock is not None:
            self._clock(table.last_clock)
        self._spectators(table.watchers)

    def _joined(self, name: str) -> None:
        table = self.table
        verb = "Watching" if table.watching else "Playing against"
        if table.bot_level is not None:
            verb = f"Your bot ({table.bot_level.name}) plays against"
        clock = f" Turn clock: {table.clock_setting.words()}." if table.clock_setting is not None else ""
        self.state.setText(f"{verb} {name} over the LAN.{clock}")
        for widget in (self.chat_edit, self.send):
            widget.setEnabled(table.may_chat)
        if not table.may_chat:
            self.chat_edit.setPlaceholderText("The host does not let spectators chat")

    def _names(self) -> tuple[str, str]:
        """Who each clock belongs to, as this screen says it."""
        table = self.table
        if table.watching:
            return table.players
        other = table.opponent or "Opponent"
        you = "Your bot" if table.seat_bot is not None else "You"
        return (you, other) if table.seat == 0 else (other, you)

    def _clock(self, figures: ClockShown) -> None:
        """The host's figures: shown now, then the running clock counts down here until the next ones."""
        self._figures, self._figures_at = figures, time.monotonic()
        self.clock_row.show()
        self._show_clocks()
        if figures.running is None:
            self._clock_timer.stop()
        else:
            self._clock_timer.start()

    def _show_clocks(self) -> None:
        figures = self._figures
        if figures is None:
            return
        running = None if self.table.paused else figures.running
        elapsed = round((time.monotonic() - self._figures_at) * 1000)
        for seat, (label, name) in enumerate(zip(self.clocks, self._names(), strict=True)):
            left = figures.left_ms[seat] - (elapsed if running == seat else 0)
            label.setText(f"{name}  {clock_words(left)}")
            for prop, value in (("running", running == seat), ("low", left < 10_000)):
                if label.property(prop) != value:
                    label.setProperty(prop, value)
                    label.style().unpolish(label)
                    label.style().polish(label)

    def _spectators(self, names: object) -> None:
        listed = list(names) if isinstance(names, tuple | list) else []
        self.watchers.setVisible(bool(listed))
        self.watchers.setText(f"Watching: {', '.join(str(name) for name in listed)}")

    def _asked(self, _seat: int) -> None:
        self.asked.setText(f"{self.table.opponent or 'The other player'} asks to take back their last move.")
        self.answer_row.show()

    def _answer(self, accept: bool) -> None:
        self.answer_row.hide()
        self.table.answer_take_back(accept)

    def say(self) -> None:
        text = clean_text(self.chat_edit.text())  # shown as the others read it (a pasted escape sequence goes)
        if text:
            self.table.chat(text)
            self._add("You", text)
            self.chat_edit.clear()

    def _add(self, who: str, text: str) -> None:
        self.chat_list.addItem(f"{who}: {text}")
        self.chat_list.scrollToBottom()

    def _connection(self, text: str) -> None:
        self.state.setText(text)
        if self.table.paused:  # the host stops both clocks while a player is away
            self._clock_timer.stop()
        if self.table.paused:
            self._claim_timer.start()
        else:
            self._claim_timer.stop()
            self.claim.hide()

    def _claim(self) -> None:
        claim = getattr(self.table, "claim_victory", None)
        if claim is not None:
            claim()
        self.claim.hide()

    def _audited(self, ok: bool, problems: object) -> None:
        if ok:
            self.state.setText("Game over. The guest re-played the whole game from the revealed seed: it was fair.")
        else:
            listed = "; ".join(str(p) for p in problems) if isinstance(problems, tuple | list) else str(problems)
            self.state.setText(f"Game over. THE AUDIT FAILED: {listed}")
            self.state.setStyleSheet("color: #e74c3c;")
