"""The deck builder's top bar: which deck is open, its name, and what can be done with it."""

from __future__ import annotations

from desktop.deck_builder.store import DeckChoice
from desktop.qt import QComboBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget, Signal

DELETE_TEXT, CONFIRM_TEXT = "Delete", "Really delete?"


class DeckBar(QWidget):
    """Deck chooser and name field over one row of buttons; Delete asks a second click before deleting."""

    deck_picked = Signal(int)  # index into the choices given to show_choices
    delete_confirmed = Signal()

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        heading = QLabel(title)
        heading.setObjectName("builderTitle")
        top.addWidget(heading)
        top.addSpacing(12)
        top.addWidget(QLabel("Deck"))
        self.chooser = QComboBox()
        self.chooser.setObjectName("deckChooser")
        self.chooser.setMinimumWidth(260)
        top.addWidget(self.chooser)
        top.addWidget(QLabel("Name"))
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("deckName")
        top.addWidget(self.name_edit, 1)
        layout.addLayout(top)
        buttons = QHBoxLayout()
        self.new_button = QPushButton("New deck")
        self.copy_button = QPushButton("Copy")
        self.save_button = QPushButton("Save")
        self.delete_button = QPushButton(DELETE_TEXT)
        self.transfer_button = QPushButton("Import / export…")
        self.card_set_button = QPushButton("Import card set…")
        self.pool_button = QPushButton("Import card pool…")
        self.pool_button.setToolTip(
            "A folder, zip or file of a community card database (punk-records, optcgjson, Weiß Schwarz English DB, "
            "wsoffdata, BSS Companion, dbs-scraper, dbs-tracker)"
        )
        self.play_button = QPushButton("Play with this deck")
        self.play_button.setObjectName("playDeckButton")
        self.close_button = QPushButton("Back")
        for button in (self.new_button, self.copy_button, self.save_button, self.delete_button):
            buttons.addWidget(button)
        buttons.addSpacing(12)
        buttons.addWidget(self.transfer_button)
        buttons.addWidget(self.card_set_button)
        buttons.addWidget(self.pool_button)
        buttons.addSpacing(12)
        self.note = QLabel()
        self.note.setObjectName("deckNote")
        buttons.addWidget(self.note)
        buttons.addStretch(1)
        buttons.addWidget(self.play_button)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)
        self.chooser.activated.connect(self._picked)
        self.delete_button.clicked.connect(self._delete_clicked)

    def show_choices(self, choices: list[DeckChoice], current: int) -> None:
        self.chooser.blockSignals(True)
        self.chooser.clear()
        for choice in choices:
            label = f"{choice.name}  (starter, read-only)" if choice.read_only else choice.name
            self.chooser.addItem(label)
        if current >= 0:
            self.chooser.setCurrentIndex(current)
        else:
            self.chooser.setCurrentIndex(-1)
            self.chooser.setPlaceholderText("(new deck, not saved yet)")
        self.chooser.blockSignals(False)

    def disarm_delete(self) -> None:
        self.delete_button.setText(DELETE_TEXT)

    def _picked(self, index: int) -> None:
        self.disarm_delete()
        self.deck_picked.emit(index)

    def _delete_clicked(self) -> None:
        if self.delete_button.text() == CONFIRM_TEXT:
            self.disarm_delete()
            self.delete_confirmed.emit()
        else:
            self.delete_button.setText(CONFIRM_TEXT)
