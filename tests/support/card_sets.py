"""Test cards as a card file holds them, read as a card set of a ruleset (set-up only: no problem allowed)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from engine.formats.cards import CardSet, read_card_set


def card_set_text(ruleset_id: str, set_id: str, cards: Sequence[dict[str, Any]], name: str = "Test cards") -> str:
    """The text of a card file holding `cards` as set `set_id` of `ruleset_id`."""
    return json.dumps({"format": 1, "kind": "playmat-card-set", "ruleset": ruleset_id,
                       "set": {"id": set_id, "name": name}, "cards": list(cards)})  # fmt: skip


def read_cards(ruleset_id: str, set_id: str, cards: Sequence[dict[str, Any]], name: str = "Test cards") -> CardSet:
    """`cards` read as set `set_id` of `ruleset_id`; a test's set-up, so any problem fails it at once."""
    result = read_card_set(card_set_text(ruleset_id, set_id, cards, name))
    assert not result.problems, result.problems
    return result.card_set
