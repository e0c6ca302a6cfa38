"""The deck builder's screen and the deck on it: the layout, the deck shown, checked and counted live, and edits."""

from __future__ import annotations

from pathlib import Path

from desktop import rulesets
from desktop.cards.images import CardImages
from desktop.deck_builder.browser import CardBrowser
from desktop.deck_builder.charts import StatisticsPanel
from desktop.deck_builder.deck_bar import DeckBar
from desktop.deck_builder.draft import DeckDraft, section_label
from desktop.deck_builder.look import BUILDER_STYLE
from desktop.deck_builder.preview import DeckPreview
from desktop.deck_builder.sections import DeckSections
from desktop.deck_builder.store import DeckChoice, DeckStore
from desktop.deck_builder.transfer import DeckTransferDialog
from desktop.deck_builder.validation import ValidationPanel
from desktop.qt import QLabel, QSplitter, Qt, QTabWidget, QVBoxLayout, QWidget, Signal
from desktop.settings import Settings, cache_dir
from engine.errors import RulesError
from engine.formats.cards import CardDefinition

NEW_DECK_NAME = "New deck"


class DeckEditor(QWidget):
    """The screen `DeckBuilder` is built on (its signals are documented there): the widgets, the open deck's
    draft and where it came from, and what shows and changes it."""

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
        if ruleset.layout is not None:
            self.images.use_numbers(ruleset.layout.face)  # the game's printed numbers on its faces
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

    # Opening a deck.

    def _reload_package(self) -> None:
        """Read the ruleset's package again (the user's decks or card sets on disk changed)."""
        rulesets.refresh(self.ruleset_id)
        self.package = rulesets.load(self.ruleset_id)
        self.store = DeckStore(self.package)

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
