"""The deck being edited: copies per card in each of the ruleset's sections, and where a new card goes."""

from __future__ import annotations

from collections.abc import Iterable

from engine.formats.cards import CardDatabase, CardDefinition
from engine.formats.decks import (
    MAIN_SECTION,
    MAX_COPIES,
    MAX_DECK_CARDS,
    MAX_TEXT,
    Deck,
    DeckEntry,
    sections_by_category,
)

SECTION_NAMES = {"leader": "Leader", "main": "Main deck"}  # how the rules texts call them


def section_label(section: str, database: CardDatabase) -> str:
    """How a section is called: "Leader", "Main deck", or after the one card that fills it ("DON!! deck")."""
    if section in SECTION_NAMES:
        return SECTION_NAMES[section]
    fillers = [card for card in database.cards() if card.category == section]
    if len(fillers) == 1:
        return f"{fillers[0].name} deck"
    return section.replace("_", " ").capitalize()


class DeckDraft:
    """A mutable deck: sections in the ruleset's order, each an ordered card id → copies table."""

    def __init__(self, ruleset: str, sections: Iterable[str], name: str = "New deck") -> None:
        self.ruleset = ruleset
        self.name = name
        self.sections: dict[str, dict[str, int]] = {section: {} for section in sections}
        if not self.sections:
            self.sections[MAIN_SECTION] = {}
        self._choose = sections_by_category(self.sections)

    @classmethod
    def from_deck(cls, deck: Deck, sections: Iterable[str]) -> DeckDraft:
        """A draft of a deck; sections the ruleset does not have are kept after its own."""
        draft = cls(deck.ruleset, sections, deck.name)
        for section, entries in deck.sections.items():
            table = draft.sections.setdefault(section, {})
            for entry in entries:
                table[entry.card] = table.get(entry.card, 0) + entry.count
        return draft

    def section_for(self, card: CardDefinition) -> str:
        """Where a card goes when added: the section named after its category, else the main deck."""
        section = self._choose(card)
        return section if section in self.sections else next(iter(self.sections))

    def add(self, card: CardDefinition, count: int = 1, section: str | None = None) -> str:
        """Add copies of a card; returns the section they went to."""
        target = section or self.section_for(card)
        table = self.sections.setdefault(target, {})
        count = min(count, MAX_COPIES - table.get(card.id, 0), MAX_DECK_CARDS - self.total())  # a deck's bounds
        if count > 0:
            table[card.id] = table.get(card.id, 0) + count
        return target

    def remove(self, card_id: str, section: str, count: int = 1) -> None:
        """Take copies out (all of them when count exceeds what there is)."""
        table = self.sections.get(section, {})
        left = table.get(card_id, 0) - count
        if left > 0:
            table[card_id] = left
        else:
            table.pop(card_id, None)

    def copies(self, card_id: str) -> int:
        """Copies of a card in the whole deck."""
        return sum(table.get(card_id, 0) for table in self.sections.values())

    def count(self, section: str) -> int:
        return sum(self.sections.get(section, {}).values())

    def total(self) -> int:
        return sum(self.count(section) for section in self.sections)

    def to_deck(self) -> Deck:
        """The deck file model (empty sections the ruleset has are kept, so the file shows them)."""
        sections = {
            section: tuple(DeckEntry(card=card_id, count=count) for card_id, count in table.items())
            for section, table in self.sections.items()
        }
        return Deck(ruleset=self.ruleset, name=self.name[:MAX_TEXT], sections=sections)
