"""Deck statistics for the charts: the cost (or level) curve, colours and categories of the main deck."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from desktop.deck_builder.search import display_word
from engine.formats.cards import CardDatabase, CardDefinition
from engine.formats.decks import MAIN_SECTION, Deck

NO_COLOUR = "none"
NO_VALUE = "\u2013"  # an en dash: cards with no cost (or level)


@dataclass(frozen=True)
class Series:
    """One chart: a title and (label, count) bars in display order."""

    title: str
    bars: tuple[tuple[str, int], ...]

    @property
    def total(self) -> int:
        return sum(count for _, count in self.bars)


def _level(card: CardDefinition) -> int | None:
    value = card.stats.get("level")
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _curve(cards: list[CardDefinition], database: CardDatabase) -> Series:
    """Levels where the game has them (Weiß Schwarz), else costs; every step from 0 to the highest is shown."""
    use_level = any(_level(card) is not None for card in database.cards())
    title, value_of = ("Level curve", _level) if use_level else ("Cost curve", lambda card: card.cost)
    counts = Counter(value for value in map(value_of, cards) if value is not None)
    top = max(counts, default=-1)
    bars = [(str(step), counts.get(step, 0)) for step in range(0, max(top, 0) + 1)] if counts else []
    if any(value_of(card) is None for card in cards):
        bars.append((NO_VALUE, sum(1 for card in cards if value_of(card) is None)))
    return Series(title, tuple(bars))


def _tally(title: str, values: list[str]) -> Series:
    counts = Counter(values)
    return Series(title, tuple(sorted(counts.items(), key=lambda item: (-item[1], item[0]))))


def deck_statistics(deck: Deck, database: CardDatabase) -> tuple[Series, Series, Series]:
    """The curve, colours (a multicoloured card counts once per colour) and categories of the main deck."""
    cards = [database.get(card_id) for card_id in deck.card_ids(MAIN_SECTION) if card_id in database]
    colours = _tally("Colours", [display_word(colour) for card in cards for colour in (card.colors or (NO_COLOUR,))])
    categories = _tally("Categories", [display_word(card.category) for card in cards])
    return _curve(cards, database), colours, categories
