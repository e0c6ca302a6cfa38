"""The LAN side panel for a game screen: the connection's state, the chat, and "Claim the game" while paused."""

from __future__ import annotations

from desktop.lan.tables import LanTable
from desktop.qt import QHBoxLayout, QLabel, QLineEdit, QListWidget, QPushButton, Qt, QTimer, QVBoxLayout, QWidget
from engine.lan.chat import MAX_CHAT_CHARS

PANEL_STYLE = """
QWidget#lanPanel { background: #1b2128; color: #e6e9ec; }
QLabel#lanState { color: #ffd166; padding: 4px 2px; }
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
        self.chat_list = QListWidget()
        self.chat_list.setObjectName("gameLog")  # the game log's look
        self.chat_list.setWordWrap(True)
        self.chat_edit = QLineEdit()
        self.chat_edit.setMaxLength(MAX_CHAT_CHARS)
        self.chat_edit.setPlaceholderText("Say something to the other player")
        self.send = QPushButton("Send")
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
        layout.addWidget(self.claim)
        layout.addWidget(self.chat_list, 1)
        layout.addLayout(row)
        self.send.clicked.connect(self.say)
        self.chat_edit.returnPressed.connect(self.say)
        self.claim.clicked.connect(self._claim)
        table.joined.connect(lambda name: self.state.setText(f"Playing against {name} over the LAN."))
        table.connection.connect(self._connection)
        table.chat_received.connect(lambda _seat, text: self._add(table.opponent or "Opponent", text))
        table.audit_done.connect(self._audited)

    def say(self) -> None:
        text = self.chat_edit.text().strip()
        if text:
            self.table.chat(text)
            self._add("You", text)
            self.chat_edit.clear()

    def _add(self, who: str, text: str) -> None:
        self.chat_list.addItem(f"{who}: {text}")
        self.chat_list.scrollToBottom()

    def _connection(self, text: str) -> None:
        self.state.setText(text)
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
