"""Deck construction (5-1-1-1): 50 to 60 cards, at most 4 of a card name (the additional name ignored, 2-1-2)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from engine.errors import IllegalAction, RulesError
from engine.rulesets.battle_spirits_saga import carddata as C

if TYPE_CHECKING:
    from engine.formats.cards import CardDatabase
    from engine.formats.decks import Deck

MAIN_SECTION = "main"
MIN_CARDS, MAX_CARDS = 50, 60
COPIES = 4


def validate_deck(deck: Deck, database: CardDatabase) -> list[RulesError]:
    """Every deck-construction problem, each with its rule."""
    problems: list[RulesError] = []
    for section in sorted(set(deck.sections) - {MAIN_SECTION}):
        problems.append(IllegalAction("5-1-1-1", f"A Battle Spirits Saga deck has one section, main, not {section!r}."))
    ids = deck.card_ids(MAIN_SECTION)
    if not MIN_CARDS <= len(ids) <= MAX_CARDS:
        problems.append(IllegalAction("5-1-1-1", f"A deck has {MIN_CARDS} to {MAX_CARDS} cards, not {len(ids)}."))
    for card_id in sorted({card_id for card_id in ids if card_id not in database}):
        problems.append(IllegalAction("5-1-1", f"Unknown card {card_id}."))
    known = [database.get(card_id) for card_id in ids if card_id in database]
    for card in known:
        if C.is_token(card):
            problems.append(IllegalAction("4-12-1", f"{card.name} is a token: effects put tokens on the field."))
            break
    by_name = Counter(card.name for card in known)  # 2-1-2: an additional name is not part of the card name
    for name in sorted(by_name):
        if by_name[name] > COPIES:
            problems.append(IllegalAction("5-1-1-1", f"At most {COPIES} cards named {name!r}, not {by_name[name]}."))
    return problems
