"""Card and deck files in tests: test cards as a file holds them, sample sets, starter decks (no problem allowed)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from engine.formats.cards import CardDatabase, CardSet, read_card_set
from engine.formats.decks import Deck, read_deck


def card_set_text(ruleset_id: str, set_id: str, cards: Sequence[dict[str, Any]], name: str = "Test cards") -> str:
    """The text of a card file holding `cards` as set `set_id` of `ruleset_id`."""
    return json.dumps({"format": 1, "kind": "playmat-card-set", "ruleset": ruleset_id,
                       "set": {"id": set_id, "name": name}, "cards": list(cards)})  # fmt: skip


def read_cards(ruleset_id: str, set_id: str, cards: Sequence[dict[str, Any]], name: str = "Test cards") -> CardSet:
    """`cards` read as set `set_id` of `ruleset_id`; a test's set-up, so any problem fails it at once."""
    result = read_card_set(card_set_text(ruleset_id, set_id, cards, name))
    assert not result.problems, result.problems
    return result.card_set


def read_card_file(ruleset_id: str, path: Path) -> CardDatabase:
    """A card file's set as `ruleset_id`'s whole card database; a test's set-up, so any problem fails it at once."""
    result = read_card_set(path.read_text(encoding="utf-8"))
    assert not result.problems, result.problems
    return CardDatabase(ruleset_id, [result.card_set])


def read_deck_file(path: Path, database: CardDatabase) -> Deck:
    """A deck file read against `database`; any problem fails the test at once."""
    result = read_deck(path.read_text(encoding="utf-8"), database)
    assert not result.problems, result.problems
    return result.deck
