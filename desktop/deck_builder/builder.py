"""The deck builder: browse and filter a ruleset's cards, build a deck in its sections, see it validated and
counted live, save it among the user's decks, share it as text, and import card sets."""

from __future__ import annotations

from pathlib import Path

from desktop import rulesets
from desktop.cards.images import CardImages
from desktop.deck_builder.browser import CardBrowser
from desktop.deck_builder.card_sets import CardSetImport, import_card_set
from desktop.deck_builder.charts import StatisticsPanel
from desktop.deck_builder.deck_bar import DeckBar
from desktop.deck_builder.draft import DeckDraft, section_label
from desktop.deck_builder.look import BUILDER_STYLE
from desktop.deck_builder.preview import DeckPreview
from desktop.deck_builder.report import ProblemReport
from desktop.deck_builder.sections import DeckSections
from desktop.deck_builder.store import DeckChoice, DeckStore
from desktop.deck_builder.transfer import DeckTransferDialog
from desktop.deck_builder.validation import ValidationPanel
from desktop.qt import (
    QFileDialog,
    QLabel,
    QSplitter,
    Qt,
    QTabWidget,
    QVBoxLayout,
    QWidget,
    Signal,
)
from desktop.settings import Settings, cache_dir
from engine.errors import RulesError
from engine.formats.cards import CardDefinition
from engine.formats.decks import DeckResult, sections_by_category

NEW_DECK_NAME = "New deck"


class DeckBuilder(QWidget):
    """One ruleset's deck builder, for the main window's stack. Emits `closed` when the player leaves,
    `play_with(ruleset id, deck name)` to start a game with a legal saved deck (the name is a key of
    rulesets.load(ruleset_id).decks), and `decks_changed(ruleset id)` whenever the user's decks or card sets
    on disk change (the start screen should then refill its deck lists)."""

    closed = Signal()
    play_with = Signal(str, str)
    decks_changed = Signal(str)
    status = Signal(str)

    def __init__(self, ruleset_id: str, parent: QWidget | None = None, *, images: CardImages | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("deckBuilder")
        self.setStyleSheet(BUILDER_STYLE)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.ruleset_id = ruleset_id
        self.package = rulesets.load(ruleset_id)
        ruleset = self.package.ruleset
        self.images = images or CardImages(ruleset_id, ruleset.name, cache_dir(), Settings().images_root())
        self.store = DeckStore(self.package)
        self.section_names = [section.name for section in ruleset.deck_sections]
        self.draft = DeckDraft(ruleset_id, self.section_names, NEW_DECK_NAME)
        self.path: Path | None = None
        self.read_only = False
        self.dirty = False
        self.choices: list[DeckChoice] = []
        self.transfer: DeckTransferDialog | None = None
        self._leave_armed = False
        self._build(ruleset.name)
        self.new_deck()

    # Layout.

    def _build(self, title: str) -> None:
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 6)
        self.bar = DeckBar(f"Deck builder: {title}")
        layout.addWidget(self.bar)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.browser = self._new_browser()
        self.preview = DeckPreview(self.package.database, self.images)
        self.preview.setMinimumWidth(240)
        self.splitter.addWidget(self.browser)
        self.splitter.addWidget(self.preview)
        self.splitter.addWidget(self._deck_column())
        self.splitter.setSizes([560, 300, 420])
        self.splitter.setStretchFactor(0, 5)
        self.splitter.setStretchFactor(1, 3)
        self.splitter.setStretchFactor(2, 4)
        layout.addWidget(self.splitter, 1)
        self.status_label = QLabel()
        self.status_label.setObjectName("builderStatus")
        layout.addWidget(self.status_label)
        bar = self.bar
        bar.deck_picked.connect(self.open_choice)
        bar.delete_confirmed.connect(self.delete_deck)
        bar.name_edit.textEdited.connect(self._rename)
        bar.new_button.clicked.connect(self.new_deck)
        bar.copy_button.clicked.connect(self.copy_deck)
        bar.save_button.clicked.connect(self.save)
        bar.transfer_button.clicked.connect(self.open_transfer)
        bar.card_set_button.clicked.connect(self._choose_card_set_file)
        bar.play_button.clicked.connect(self.play)
        bar.close_button.clicked.connect(self.request_close)

    def _new_browser(self) -> CardBrowser:
        browser = CardBrowser(self.package.database, self.images, lambda card_id: self.draft.copies(card_id))
        browser.card_chosen.connect(self.add_card)
        browser.card_shown.connect(lambda card: self.preview.show_definition(card))
        return browser

    def _deck_column(self) -> QWidget:
        column = QWidget()
        layout = QVBoxLayout(column)
        layout.setContentsMargins(0, 0, 0, 0)
        self.sections = DeckSections(self.package.database)
        self.sections.add_requested.connect(self._add_by_id)
        self.sections.remove_requested.connect(self.remove_card)
        self.sections.card_shown.connect(lambda card: self.preview.show_definition(card))
        layout.addWidget(self.sections, 5)
        self.validation = ValidationPanel()
        self.statistics = StatisticsPanel()
        self.charts = self.statistics.charts
        self.tabs = QTabWidget()
        self.tabs.addTab(self.validation, "Problems")
        self.tabs.addTab(self.statistics, "Statistics")
        layout.addWidget(self.validation.headline)
        layout.addWidget(self.tabs, 4)
        return column

    # What the deck is.

    def problems(self) -> list[RulesError]:
        return self.package.ruleset.validate_deck(self.draft.to_deck(), self.package.database)

    def _refresh(self) -> None:
        deck = self.draft.to_deck()
        self.sections.read_only = self.read_only
        self.sections.show_draft(self.draft)
        problems = self.package.ruleset.validate_deck(deck, self.package.database)
        self.validation.show_problems(problems)
        self.tabs.setTabText(0, f"Problems ({len(problems)})")
        self.statistics.show_deck(deck, self.package.database)
        self.browser.model.refresh_counts()
        bar = self.bar
        if bar.name_edit.text() != self.draft.name:
            bar.name_edit.setText(self.draft.name)
        bar.name_edit.setReadOnly(self.read_only)
        bar.note.setText(
            "Starter deck: read-only. Copy it to edit." if self.read_only else ("Unsaved changes" if self.dirty else "")
        )
        bar.save_button.setEnabled(not self.read_only and (self.dirty or self.path is None))
        bar.delete_button.setEnabled(self.path is not None)
        bar.play_button.setEnabled(not problems)
        bar.play_button.setToolTip("" if not problems else "Fix the problems listed first.")

    def _changed(self) -> None:
        self.dirty = True
        self.bar.disarm_delete()
        self._leave_armed = False
        self._refresh()

    def request_close(self) -> None:
        """Leave the builder; with unsaved changes, only on a second press (nothing is lost by a slip)."""
        if self.dirty and not self.read_only and not self._leave_armed:
            self._leave_armed = True
            self.say("This deck has unsaved changes: press Save to keep them, or Back again to leave without saving.")
            return
        self._leave_armed = False
        self.closed.emit()

    def say(self, text: str) -> None:
        self.status_label.setText(text)
        self.status.emit(text)

    # Editing.

    def add_card(self, card: CardDefinition, section: str | None = None, count: int = 1) -> None:
        if self.read_only:
            self.say("Starter decks are read-only: press Copy to edit a copy.")
            return
        where = section_label(self.draft.add(card, count, section or None), self.package.database)
        self.say(f"Added {card.name} to the {where} ({self.draft.copies(card.id)} in the deck).")
        self.preview.show_definition(card)
        self._changed()

    def _add_by_id(self, card_id: str, section: str) -> None:
        if card_id in self.package.database:
            self.add_card(self.package.database.get(card_id), section or None)

    def remove_card(self, card_id: str, section: str, count: int = 1) -> None:
        if self.read_only:
            return
        self.draft.remove(card_id, section, count)
        self._changed()

    def _rename(self, name: str) -> None:
        if not self.read_only:
            self.draft.name = name
            self._changed()

    # Opening and saving.

    def _reload_choices(self, current_path: Path | None = None, current_name: str | None = None) -> None:
        self.choices = self.store.choices()
        current = next(
            (
                number
                for number, choice in enumerate(self.choices)
                if (current_path is not None and choice.path == current_path)
                or (current_path is None and choice.read_only and choice.name == current_name)
            ),
            -1,
        )
        self.bar.show_choices(self.choices, current)

    def _open(self, draft: DeckDraft, path: Path | None, read_only: bool, dirty: bool = False) -> None:
        self.draft, self.path, self.read_only, self.dirty = draft, path, read_only, dirty
        self._leave_armed = False
        self._reload_choices(path, draft.name if read_only else None)
        first = next((card_id for table in draft.sections.values() for card_id in table), None)
        if first is not None and first in self.package.database:
            self.preview.show_definition(self.package.database.get(first))
        self._refresh()

    def open_choice(self, index: int) -> None:
        """Open a starter deck (read-only) or one of the user's decks."""
        if not 0 <= index < len(self.choices):
            return
        choice = self.choices[index]
        self._open(DeckDraft.from_deck(choice.deck, self.section_names), choice.path, choice.read_only)
        notes = f" ({len(choice.problems)} entries could not be read: {'; '.join(choice.problems)})"
        self.say(f"Opened {choice.name}." + (notes if choice.problems else ""))

    def open_deck_named(self, name: str) -> None:
        self._reload_choices()
        self.open_choice(next((n for n, choice in enumerate(self.choices) if choice.name == name), -1))

    def new_deck(self) -> None:
        draft = DeckDraft(self.ruleset_id, self.section_names, self.store.unique_name(NEW_DECK_NAME))
        self._open(draft, None, read_only=False)
        self.say("A new, empty deck: double-click or drag cards to add them.")

    def copy_deck(self) -> None:
        """An editable, unsaved copy of the open deck (the way to change a starter deck)."""
        copy = DeckDraft.from_deck(self.draft.to_deck(), self.section_names)
        copy.name = self.store.unique_name(f"{self.draft.name} (copy)")
        self._open(copy, None, read_only=False, dirty=True)
        self.say(f"Editing {copy.name}: save it to keep it.")

    def save(self) -> Path | None:
        """Save the open deck among the user's decks, legal or not."""
        if self.read_only:
            self.say("Starter decks are read-only: press Copy to save a copy.")
            return None
        if not self.draft.name.strip():
            self.draft.name = self.store.unique_name(NEW_DECK_NAME)
        try:
            self.path = self.store.save(self.draft.to_deck(), self.path)
        except OSError as error:
            self.say(f"The deck could not be saved: {error}")
            return None
        self.dirty = False
        self._leave_armed = False
        self._after_disk_change()
        legal = "" if not self.problems() else " It is not legal yet, so it cannot be played."
        self.say(f"Saved {self.draft.name} to {self.path}.{legal}")
        return self.path

    def delete_deck(self) -> None:
        if self.path is None:
            return
        name = self.draft.name
        self.store.delete(self.path)
        self.path = None
        self._after_disk_change()
        self.new_deck()
        self.say(f"Deleted {name}.")

    def _after_disk_change(self) -> None:
        rulesets.refresh(self.ruleset_id)
        self.package = rulesets.load(self.ruleset_id)
        self.store = DeckStore(self.package)
        self._reload_choices(self.path, None)
        self._refresh()
        self.decks_changed.emit(self.ruleset_id)

    def play(self) -> None:
        """Start a game with this deck: saved first (a copy of nothing for a starter), legal only."""
        if self.problems():
            self.say("This deck has problems (see the list): fix them before playing.")
            return
        if not self.read_only and (self.dirty or self.path is None) and self.save() is None:
            return
        name = next((n for n, deck in self.package.decks.items() if deck == self.draft.to_deck()), None)
        if name is None:
            self.say("This deck is not among the playable decks; save it first.")
            return
        self.play_with.emit(self.ruleset_id, name)

    # Sharing as text.

    def open_transfer(self) -> DeckTransferDialog:
        """The import/export window (not modal: the builder stays usable beside it)."""
        if self.transfer is not None:
            self.transfer.close()
            self.transfer.deleteLater()
        chooser = sections_by_category(self.section_names)
        self.transfer = DeckTransferDialog(self.draft.to_deck(), self.package.database, chooser, self)
        self.transfer.imported.connect(self.apply_import)
        self.transfer.show()
        return self.transfer

    def apply_import(self, result: DeckResult) -> None:
        """Open an imported deck as a new, unsaved user deck."""
        draft = DeckDraft.from_deck(result.deck, self.section_names)
        draft.name = self.store.unique_name(result.deck.name or "Imported deck")
        self._open(draft, None, read_only=False, dirty=True)
        skipped = len(result.problems)
        self.say(
            f"Imported {draft.total()} cards as {draft.name}" + (f"; {skipped} lines skipped." if skipped else ".")
        )

    # Card sets.

    def import_card_set_file(self, path: Path) -> CardSetImport:
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            report = CardSetImport(None, None, (f"{path.name}: {error}",))
        else:
            report = import_card_set(text, self.package)
        if report.card_set is not None:
            self._use_package()
        self._show_report(report)
        return report

    def _use_package(self) -> None:
        """Reload the package (new cards) and rebuild what shows cards."""
        rulesets.refresh(self.ruleset_id)
        self.package = rulesets.load(self.ruleset_id)
        self.store = DeckStore(self.package)
        old = self.browser
        self.browser = self._new_browser()
        self.splitter.replaceWidget(0, self.browser)
        old.deleteLater()
        self.sections.database = self.package.database
        self._refresh()
        self.decks_changed.emit(self.ruleset_id)

    def _show_report(self, report: CardSetImport) -> None:
        self.say(report.summary())
        if report.problems:
            self.card_set_report = ProblemReport("Card set import", report.summary(), report.problems, self)
            self.card_set_report.show()

    def _choose_card_set_file(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, "Import a card set", "", "Card sets (*.json);;All files (*)")
        if name:
            self.import_card_set_file(Path(name))
