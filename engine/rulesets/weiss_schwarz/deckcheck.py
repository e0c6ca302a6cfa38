"""Deck construction (5.1.2): 50 cards, at most 4 of a card name, at most 8 climaxes."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from engine.errors import IllegalAction, RulesError
from engine.rulesets.weiss_schwarz import carddata as C

if TYPE_CHECKING:
    from engine.formats.cards import CardDatabase
    from engine.formats.decks import Deck

MAIN_SECTION = "main"
DECK_SIZE = 50  # 5.1.2.1
COPIES = 4  # 5.1.2.2
CLIMAXES = 8  # 5.1.2.3


def validate_deck(deck: Deck, database: CardDatabase) -> list[RulesError]:
    """Every deck-construction problem, each with its rule (checked once, before the game: 5.2.1.1)."""
    problems: list[RulesError] = []
    for section in sorted(set(deck.sections) - {MAIN_SECTION}):
        problems.append(IllegalAction("5.1.2", f"A Weiß Schwarz deck has one section, main, not {section!r}."))
    ids = deck.card_ids(MAIN_SECTION)
    if len(ids) != DECK_SIZE:
        problems.append(IllegalAction("5.1.2.1", f"A deck has exactly {DECK_SIZE} cards, not {len(ids)}."))
    unknown = sorted({card_id for card_id in ids if card_id not in database})
    for card_id in unknown:
        problems.append(IllegalAction("5.1.1", f"Unknown card {card_id}."))
    known = [database.get(card_id) for card_id in ids if card_id in database]
    by_name = Counter(card.name for card in known)  # 5.1.2.2.1: the name counts, not the card number
    for name in sorted(by_name):
        if by_name[name] > COPIES:
            problems.append(IllegalAction("5.1.2.2", f"At most {COPIES} cards named {name!r}, not {by_name[name]}."))
    climaxes = sum(1 for card in known if C.is_climax(card))
    if climaxes > CLIMAXES:
        problems.append(IllegalAction("5.1.2.3", f"At most {CLIMAXES} climaxes, not {climaxes}."))
    return problems
