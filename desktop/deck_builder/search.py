"""Card search for the deck builder: a text query over name, text and card number, and filters by facet."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

from engine.formats.cards import CardDatabase, CardDefinition

ANY = ""
"""The filter value that lets every card through."""
TIMES = "\u00d7"
"""The multiplication sign of copies ("4 times"), written as an escape so no one mistakes it for an x."""


def _stat(key: str) -> Callable[[CardDefinition], tuple[str, ...]]:
    def values(card: CardDefinition) -> tuple[str, ...]:
        value = card.stats.get(key)
        if value is None or isinstance(value, bool):
            return ()
        return tuple(value) if isinstance(value, list) else (str(value),)

    return values


def _number(value: int | None) -> tuple[str, ...]:
    return () if value is None else (str(value),)


def display_word(value: str) -> str:
    """A word as players read it: "double_attack" → "Double Attack"; words with capitals stay as written."""
    return value.replace("_", " ").title() if value.islower() else value


@dataclass(frozen=True)
class Facet:
    """One way to filter cards: a label and the values a card has for it (a card may have several)."""

    key: str
    label: str
    values: Callable[[CardDefinition], tuple[str, ...]]
    show: Callable[[str], str] = str

    def options(self, cards: Iterable[CardDefinition]) -> list[str]:
        """Every value some card has, numbers in numeric order, words alphabetically."""
        found = {value for card in cards for value in self.values(card)}
        numeric = all(value.lstrip("-").isdigit() for value in found)
        return sorted(found, key=lambda value: (int(value), value) if numeric else (0, value.casefold()))


FACETS: tuple[Facet, ...] = (
    Facet("category", "Category", lambda card: (card.category,), display_word),
    Facet("color", "Colour", lambda card: card.colors, display_word),
    Facet("cost", "Cost", lambda card: _number(card.cost)),
    Facet("level", "Level", _stat("level")),
    Facet("power", "Power", lambda card: _number(card.power)),
    Facet("trait", "Trait", lambda card: card.traits),
    Facet("keyword", "Keyword", lambda card: card.keywords, display_word),
    Facet("set", "Set", lambda card: (card.set_id,) if card.set_id else ()),
)


def facets_for(database: CardDatabase) -> list[Facet]:
    """The facets that tell some of the database's cards apart (a facet no card has is left out)."""
    cards = database.cards()
    return [facet for facet in FACETS if facet.options(cards)]


@dataclass(frozen=True)
class CardQuery:
    """What the player asked for: words to find, and a chosen value per facet key (ANY for no filter)."""

    text: str = ""
    filters: Mapping[str, str] = field(default_factory=dict)

    def matches(self, card: CardDefinition, facets: Iterable[Facet] = FACETS) -> bool:
        if not all(_has_word(card, word) for word in self.text.casefold().split()):
            return False
        for facet in facets:
            chosen = self.filters.get(facet.key, ANY)
            if chosen != ANY and chosen not in facet.values(card):
                return False
        return True


def _has_word(card: CardDefinition, word: str) -> bool:
    return word in card.name.casefold() or word in card.text.casefold() or word in card.id.casefold()


def search(database: CardDatabase, query: CardQuery, facets: Iterable[Facet] = FACETS) -> list[CardDefinition]:
    """The matching cards, in card-number order."""
    chosen = tuple(facets)
    return [card for card in database.cards() if query.matches(card, chosen)]
