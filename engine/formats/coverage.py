"""How much of a card the engine plays by itself: automated, manual (a window at its printed timing) or unknown."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from typing import Any, Literal

from engine.formats.cards import CardDatabase, CardDefinition
from engine.formats.decks import Deck

Coverage = Literal["automated", "manual", "unknown"]
COVERAGES: tuple[Coverage, ...] = ("automated", "manual", "unknown")


def _manual_steps(node: Any) -> Iterator[dict[str, Any]]:
    if isinstance(node, dict):
        if node.get("do") == "manual":
            yield node
        for value in node.values():
            yield from _manual_steps(value)
    elif isinstance(node, list | tuple):
        for item in node:
            yield from _manual_steps(item)


def coverage(card: CardDefinition) -> Coverage:
    """ "automated": all its text is card data; "manual": some text is resolved by hand in a window opened at its
    printed timing; "unknown": some text has no timing Playmat recognised (or the card is not automated at all)."""
    if not card.automated:
        return "unknown"
    steps = list(_manual_steps(list(card.abilities)))
    if any(step.get("unknown") for step in steps):
        return "unknown"
    return "manual" if steps else "automated"


def deck_coverage(deck: Deck, database: CardDatabase, sections: Iterable[str] | None = None) -> Counter[Coverage]:
    """Copies of the deck's cards per coverage (cards the database does not know are left out)."""
    counts: Counter[Coverage] = Counter({name: 0 for name in COVERAGES})
    for section in sections if sections is not None else deck.sections:
        for card_id in deck.card_ids(section):
            if card_id in database:
                counts[coverage(database.get(card_id))] += 1
    return counts


def coverage_line(counts: Counter[Coverage]) -> str:
    """ "38 automated, 10 manual, 2 unknown (76% automated)"."""
    total = sum(counts.values())
    if not total:
        return "no cards"
    share = round(100 * counts["automated"] / total)
    automated, manual, unknown = counts["automated"], counts["manual"], counts["unknown"]
    return f"{automated} automated, {manual} manual, {unknown} unknown ({share}% automated)"
