"""Deck construction (5-1-2): 1 Leader, a 50-card deck of its colours with at most 4 per card number, 10 DON!!."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from engine.errors import IllegalAction, RulesError
from engine.rulesets.one_piece.params import Params
from engine.words import a_or_an

if TYPE_CHECKING:
    from engine.formats.cards import CardDatabase, CardDefinition
    from engine.formats.decks import Deck

LEADER_SECTION, MAIN_SECTION, DON_SECTION = "leader", "main", "don"


def validate_deck(params: Params, deck: Deck, database: CardDatabase) -> list[RulesError]:
    """Every deck-construction problem, each with its rule (5-2-1-1 checks the deck against 5-1-2)."""
    problems: list[RulesError] = []
    sections = {name: deck.card_ids(name) for name in (LEADER_SECTION, MAIN_SECTION, DON_SECTION)}
    for name, ids in sections.items():
        for card_id in sorted(set(ids)):
            if card_id not in database:
                problems.append(IllegalAction("5-1-2", f"Unknown card {card_id} in the {name} section."))
    known = {name: [database.get(i) for i in ids if i in database] for name, ids in sections.items()}
    leader = _check_leader(params, sections[LEADER_SECTION], known[LEADER_SECTION], problems)
    _check_main(params, known[MAIN_SECTION], leader, problems)
    _check_don(params, sections[DON_SECTION], known[DON_SECTION], problems)
    unique = {card.id: card for card in (*known[LEADER_SECTION], *known[MAIN_SECTION])}
    for card in unique.values():
        _check_attributes(params, card, problems)
    return problems


def _check_leader(
    params: Params, ids: list[str], cards: list[CardDefinition], problems: list[RulesError]
) -> CardDefinition | None:
    if len(ids) != params.leader_count:
        problems.append(IllegalAction("5-1-2", f"A deck needs exactly 1 Leader card, not {len(ids)}."))
    leaders = [c for c in cards if c.category == "leader"]
    for card in cards:
        if card.category != "leader":
            problems.append(IllegalAction("5-1-2", f"{card.name} ({card.id}) in the Leader section is not a Leader."))
    for card in leaders:
        if not isinstance(card.stats.get("life"), int):
            problems.append(IllegalAction("2-9-1", f"Leader {card.name} ({card.id}) has no Life value."))
    return leaders[0] if len(leaders) == 1 and len(ids) == 1 else None


def _check_main(
    params: Params, cards: list[CardDefinition], leader: CardDefinition | None, problems: list[RulesError]
) -> None:
    if len(cards) != params.deck_size:
        problems.append(IllegalAction("5-1-2", f"A deck holds exactly {params.deck_size} cards, not {len(cards)}."))
    wrong = sorted({c.id for c in cards if c.category not in params.main_categories})
    for card_id in wrong:
        problems.append(
            IllegalAction("5-1-2-1", f"{card_id} cannot be in a deck: only Character, Event and Stage cards can.")
        )
    if leader is not None:
        colours = set(leader.colors)
        off = sorted({c.id for c in cards if not colours.intersection(c.colors)})
        for card_id in off:
            problems.append(IllegalAction("5-1-2-2", f"{card_id} shares no colour with the Leader {leader.name}."))
    by_id = {c.id: c for c in cards}
    for card_id, count in sorted(Counter(c.id for c in cards).items()):
        limit = by_id[card_id].max_copies or params.max_copies  # the card's own text may allow more (5-1-2-3)
        if limit != "any" and count > limit:
            problems.append(IllegalAction("5-1-2-3", f"{count} copies of card number {card_id}: at most {limit}."))


def _check_don(params: Params, ids: list[str], cards: list[CardDefinition], problems: list[RulesError]) -> None:
    if len(ids) != params.don_deck_size:
        problems.append(
            IllegalAction(
                "5-1-2", f"A {params.resource} deck holds exactly {params.don_deck_size} cards, not {len(ids)}."
            )
        )
    for card_id in sorted({c.id for c in cards if c.category != "don"}):
        problems.append(IllegalAction("5-1-2", f"{card_id} is not {a_or_an(params.resource)} card."))


def _check_attributes(params: Params, card: CardDefinition, problems: list[RulesError]) -> None:
    raw = card.stats.get("attribute", [])
    values = [raw] if isinstance(raw, str) else raw if isinstance(raw, list) else []
    for value in values:
        if value not in params.attributes:
            problems.append(IllegalAction("2-5-2", f"{card.name} ({card.id}) has an unknown attribute {value!r}."))
