"""What the host and join dialogs share: the game, deck and name fields, a status line, the buttons, and the
ready LAN table they hand over (`table_ready(LanTable)`) once the game has started."""

from __future__ import annotations

from desktop import rulesets
from desktop.lan.discovery import DiscoverySettings
from desktop.lan.tables import LanTable
from desktop.qt import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
    Signal,
)
from desktop.style import show_problem
from engine.formats.decks import Deck


class LanDialog(QDialog):
    """The fields both dialogs share (game, deck, name), a status line and the buttons."""

    table_ready = Signal(object)

    def __init__(
        self, title: str, action: str, parent: QWidget | None = None, discovery: DiscoverySettings | None = None
    ) -> None:
        super().__init__(parent)
        self.discovery = discovery or DiscoverySettings.from_environment()
        self.setObjectName("lanDialog")  # styled by the app's sheet, as every dialog
        self.setWindowTitle(title)
        self.setMinimumWidth(460)
        self.table: LanTable | None = None
        self.form = QFormLayout()
        self.ruleset_box = QComboBox()
        for entry in rulesets.entries():
            self.ruleset_box.addItem(entry.name, entry.id)
        self.deck_box = QComboBox()
        self.name_edit = QLineEdit()
        self.name_edit.setMaxLength(64)
        self.form.addRow("Game", self.ruleset_box)
        self.form.addRow("Your deck", self.deck_box)
        self.form.addRow("Your name", self.name_edit)
        self.status = QLabel()
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.go: QPushButton = self.buttons.addButton(action, QDialogButtonBox.ButtonRole.AcceptRole)
        self.go.setDefault(True)
        self.go.clicked.connect(self._go)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.status)
        layout.addWidget(self.buttons)
        self.ruleset_box.currentIndexChanged.connect(self._fill_decks)
        self._fill_decks()

    @property
    def ruleset_id(self) -> str:
        return str(self.ruleset_box.currentData())

    def deck(self) -> Deck:
        package = rulesets.load(self.ruleset_id)
        return package.decks[self.deck_box.currentText()]

    def say(self, text: str, *, problem: bool = False) -> None:
        self.status.setText(text)
        show_problem(self.status, problem)
        self._fit()

    def _fit(self) -> None:
        """Grow to fit a text that now wraps onto more lines (a shown dialog keeps its size otherwise)."""
        layout = self.layout()
        if layout is None:
            return
        layout.activate()
        needed = layout.totalHeightForWidth(self.width()) if layout.hasHeightForWidth() else self.sizeHint().height()
        if needed > self.height():
            self.resize(self.width(), needed)

    def reject(self) -> None:
        if self.table is not None:
            self.table.close()
            self.table = None
        super().reject()

    def done(self, result: int) -> None:
        """Closed either way (the game started, or the player gave up): stop announcing or listening."""
        self._stop_discovery()
        super().done(result)

    def _stop_discovery(self) -> None:
        """Release the UDP socket the dialog announces or listens on."""

    def _fill_decks(self) -> None:
        self.deck_box.clear()
        if self.ruleset_box.count():
            self.deck_box.addItems(list(rulesets.load(self.ruleset_id).decks))

    def _go(self) -> None:
        raise NotImplementedError

    def _started(self) -> None:
        table = self.table
        if table is not None:
            self.table = None  # from now on the game screen owns it
            self.table_ready.emit(table)
            self.accept()

    def _waiting(self, busy: bool) -> None:
        for widget in (self.ruleset_box, self.deck_box, self.name_edit, self.go, *self._busy_widgets()):
            widget.setEnabled(not busy)

    def _busy_widgets(self) -> tuple[QWidget, ...]:
        """The dialog's own fields that are locked while it connects or waits."""
        return ()
