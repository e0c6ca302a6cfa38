"""Import and export of decks: the plain lists players share and our JSON as text, and a picture; clipboard or file."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from desktop.content import user_decks_folder
from desktop.deck_builder.picture import DeckPicture
from desktop.qt import (
    QComboBox,
    QDialog,
    QFileDialog,
    QGuiApplication,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QThread,
    QVBoxLayout,
    QWidget,
    Signal,
)
from engine.formats.cards import CardDatabase, CardDefinition
from engine.formats.decks import Deck, DeckResult, format_deck_list, write_deck
from engine.formats.decks_import import read_deck_text, total_cards
from engine.formats.problems import FormatError, Problem

STYLES = {
    "ids": "Card numbers (4xOP01-016)",
    "names": "Card names (4 Card Name)",
    "json": "Playmat deck file (JSON)",
}


BIG_PASTE = 200_000
"""A paste longer than this (characters) is read off the UI thread."""


class ListReader(QThread):
    """Reads a big pasted list in the background; `done` carries the DeckResult or the reason it is no deck."""

    done = Signal(object)

    def __init__(
        self, text: str, ruleset: str, database: CardDatabase, section_for: Callable[[CardDefinition], str]
    ) -> None:
        super().__init__()
        self.args = (text, ruleset, database, section_for)

    def run(self) -> None:
        text, ruleset, database, section_for = self.args
        try:
            self.done.emit(read_deck_text(text, ruleset, database, "Imported deck", section_for))
        except FormatError as error:
            self.done.emit(str(error))


def export_text(deck: Deck, style: str, database: CardDatabase) -> str:
    """The deck as text in one of STYLES."""
    if style == "json":
        return write_deck(deck)
    return format_deck_list(deck, names=database if style == "names" else None)


class DeckTransferDialog(QDialog):
    """One text box: it shows the current deck in the chosen style; paste a list (or JSON) into it and import.
    Unknown cards and malformed lines are listed; everything else is imported."""

    imported = Signal(object)  # DeckResult
    read_done = Signal(object)  # DeckResult, or None when nothing was imported

    def __init__(
        self,
        deck: Deck,
        database: CardDatabase,
        section_for: Callable[[CardDefinition], str],
        parent: QWidget | None = None,
        picture: Callable[[], DeckPicture] | None = None,
    ) -> None:
        super().__init__(parent)
        self.picture = picture
        self.setObjectName("deckTransfer")
        self.setWindowTitle("Import or export a deck")
        self.resize(640, 560)
        self.deck = deck
        self.database = database
        self.section_for = section_for
        layout = QVBoxLayout(self)
        hint = QLabel(
            "Export: pick a style, then copy or save. Import: paste a list as players share them (4xOP01-016,"
            " 4 Card Name, Limitless, EGMan, DeckPlanet, bssdb, one code per line) or a deck file (Playmat, deckpack,"
            " .ws-dek, DeckLog, EncoreDecks), then press Import. A missing DON!! deck is filled in."
        )
        hint.setWordWrap(True)
        layout.addWidget(hint)
        row = QHBoxLayout()
        self.style_box = QComboBox()
        self.style_box.setObjectName("exportStyle")
        for key, label in STYLES.items():
            self.style_box.addItem(label, key)
        row.addWidget(self.style_box, 1)
        self.copy_button = QPushButton("Copy to clipboard")
        self.paste_button = QPushButton("Paste from clipboard")
        row.addWidget(self.copy_button)
        row.addWidget(self.paste_button)
        layout.addLayout(row)
        if picture is not None:
            layout.addLayout(self._picture_row())
        self.text = QPlainTextEdit()
        self.text.setObjectName("deckText")
        layout.addWidget(self.text, 3)
        self.problems = QListWidget()
        self.problems.setObjectName("importProblems")
        self.problems.setWordWrap(True)
        self.problems.hide()
        layout.addWidget(self.problems, 1)
        self.result_label = QLabel()
        self.result_label.setWordWrap(True)
        layout.addWidget(self.result_label)
        buttons = QHBoxLayout()
        self.open_button = QPushButton("Open file…")
        self.save_button = QPushButton("Save file…")
        self.import_button = QPushButton("Import")
        self.import_button.setObjectName("importButton")
        self.close_button = QPushButton("Close")
        for button in (self.open_button, self.save_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.import_button)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)
        self.style_box.currentIndexChanged.connect(self.show_export)
        self.copy_button.clicked.connect(self.copy_to_clipboard)
        self.paste_button.clicked.connect(self.paste_from_clipboard)
        self.import_button.clicked.connect(self.import_text)
        self.open_button.clicked.connect(self._choose_file_to_open)
        self.save_button.clicked.connect(self._choose_file_to_save)
        self.close_button.clicked.connect(self.close)
        self.show_export()

    def _picture_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        label = QLabel("As a picture (each card once, with its count):")
        row.addWidget(label, 1)
        self.copy_picture_button = QPushButton("Copy picture")
        self.copy_picture_button.setObjectName("copyPicture")
        self.save_picture_button = QPushButton("Save picture…")
        self.save_picture_button.setObjectName("savePicture")
        self.copy_picture_button.clicked.connect(self.copy_picture)
        self.save_picture_button.clicked.connect(self._choose_picture_file)
        row.addWidget(self.copy_picture_button)
        row.addWidget(self.save_picture_button)
        return row

    def copy_picture(self) -> DeckPicture | None:
        if self.picture is None:
            return None
        drawn = self.picture()
        QGuiApplication.clipboard().setImage(drawn.image)
        more = f" It leaves out {drawn.left_out} different cards: the text lists them all." if drawn.left_out else ""
        self.result_label.setText(
            f"Copied a picture of the deck ({drawn.image.width()}\u00d7{drawn.image.height()} pixels) to the clipboard."
            + more
        )
        return drawn

    def save_picture(self, path: Path) -> None:
        if self.picture is not None:
            self.result_label.setText(self.picture().save(path))

    def _choose_picture_file(self) -> None:
        user_decks_folder().mkdir(parents=True, exist_ok=True)
        name, _ = QFileDialog.getSaveFileName(
            self, "Save the deck as a picture", str(user_decks_folder() / f"{self.deck.name}.png"), "PNG images (*.png)"
        )
        if name:
            self.save_picture(Path(name))

    def export_style(self) -> str:
        return str(self.style_box.currentData())

    def set_style(self, key: str) -> None:
        self.style_box.setCurrentIndex(self.style_box.findData(key))

    def show_export(self) -> None:
        self.text.setPlainText(export_text(self.deck, self.export_style(), self.database))
        self.problems.hide()
        self.result_label.clear()

    def copy_to_clipboard(self) -> None:
        QGuiApplication.clipboard().setText(self.text.toPlainText())
        self.result_label.setText("Copied to the clipboard.")

    def paste_from_clipboard(self) -> None:
        self.text.setPlainText(QGuiApplication.clipboard().text())
        self.result_label.setText("Pasted from the clipboard: press Import to read it.")

    def import_text(self) -> DeckResult | None:
        """Read the text box; list every problem; emit the deck if it holds any card (a paste that reads nothing
        never replaces the deck in the editor). A big paste is read in a background thread (`read_done` then)."""
        text = self.text.toPlainText()
        if len(text) > BIG_PASTE:
            self.result_label.setText("Reading the list…")
            self.import_button.setEnabled(False)
            self.reader = ListReader(text, self.deck.ruleset, self.database, self.section_for)
            self.reader.done.connect(self._read)
            self.reader.start()
            return None
        try:
            result: DeckResult | str = read_deck_text(
                text, self.deck.ruleset, self.database, "Imported deck", self.section_for
            )
        except FormatError as error:
            result = str(error)
        return self._read(result)

    def _read(self, result: DeckResult | str) -> DeckResult | None:
        self.import_button.setEnabled(True)
        if isinstance(result, str):
            self._show_problems((Problem("", result),))
            self.result_label.setText("Nothing was imported: this is not a deck.")
            self.read_done.emit(None)
            return None
        self._show_problems(result.problems)
        cards = total_cards(result.deck)
        skipped = len(result.problems)
        notes = "".join(f" Note: {note}." for note in result.notes)
        if not cards:
            self.result_label.setText("Nothing was imported: no line names a card (the deck is unchanged).")
            self.read_done.emit(None)
            return None
        self.result_label.setText(
            f"Imported {cards} cards"
            + (f"; {skipped} line{'s' if skipped != 1 else ''} could not be read (listed above)." if skipped else ".")
            + notes
        )
        self.imported.emit(result)
        self.read_done.emit(result)
        return result

    def _show_problems(self, problems: tuple[Problem, ...]) -> None:
        self.problems.clear()
        self.problems.addItems([str(problem) for problem in problems])
        self.problems.setVisible(bool(problems))

    def load_file(self, path: Path) -> None:
        try:
            self.text.setPlainText(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError) as error:
            self.result_label.setText(f"Could not read {path.name}: {error}")
            return
        self.result_label.setText(f"Loaded {path.name}: press Import to read it.")

    def save_file(self, path: Path) -> None:
        try:
            path.write_text(self.text.toPlainText(), encoding="utf-8")
        except OSError as error:
            self.result_label.setText(f"Could not save {path.name}: {error}")
            return
        self.result_label.setText(f"Saved {path.name}.")

    def _choose_file_to_open(self) -> None:
        folder = str(user_decks_folder())
        name, _ = QFileDialog.getOpenFileName(self, "Open a deck", folder, "Decks (*.json *.txt);;All files (*)")
        if name:
            self.load_file(Path(name))

    def _choose_file_to_save(self) -> None:
        suffix = ".json" if self.export_style() == "json" else ".txt"
        user_decks_folder().mkdir(parents=True, exist_ok=True)  # the decks folder, not wherever the app started
        name, _ = QFileDialog.getSaveFileName(
            self, "Save the deck", str(user_decks_folder() / f"{self.deck.name}{suffix}")
        )
        if name:
            self.save_file(Path(name))
