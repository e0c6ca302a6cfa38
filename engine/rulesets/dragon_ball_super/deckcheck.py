"""Deck construction (5-1): a Leader, a 50-60 card deck; copy, [Ultimate], [Super Combo], [Dragon Ball] limits."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from engine.errors import IllegalAction, RulesError
from engine.rulesets.dragon_ball_super import carddata as C
from engine.rulesets.dragon_ball_super import keywords as K

if TYPE_CHECKING:
    from engine.formats.cards import CardDatabase, CardDefinition
    from engine.formats.decks import Deck

LEADER_SECTION, MAIN_SECTION = "leader", "main"
DECK_MIN, DECK_MAX, MAX_COPIES = 50, 60, 4  # 5-1-3, 5-1-3-1
ULTIMATE_MAX, SUPER_COMBO_MAX, DRAGON_BALL_MAX = 1, 4, 7  # 10-14-1, 10-17, 10-31-1


def validate_deck(deck: Deck, database: CardDatabase) -> list[RulesError]:
    """Every deck-construction problem, each with its rule (5-2-1-1 checks the deck against 5-1)."""
    problems: list[RulesError] = []
    sections = {name: deck.card_ids(name) for name in (LEADER_SECTION, MAIN_SECTION)}
    for name in sorted(set(deck.sections) - set(sections)):
        problems.append(IllegalAction("5-1-1", f"A deck has a leader and a main section, not {name!r}."))
    for name, ids in sections.items():
        for card_id in sorted(set(ids)):
            if card_id not in database:
                problems.append(IllegalAction("5-1-1", f"Unknown card {card_id} in the {name} section."))
    leaders = [database.get(i) for i in sections[LEADER_SECTION] if i in database]
    main = [database.get(i) for i in sections[MAIN_SECTION] if i in database]
    _check_leader(sections[LEADER_SECTION], leaders, problems, database)
    rules = [r for leader in leaders if leader.category == C.LEADER and (r := C.include_rule(leader)) is not None]
    _check_main(main, problems, rules)
    return problems


def _check_leader(
    ids: list[str], cards: list[CardDefinition], problems: list[RulesError], database: CardDatabase
) -> None:
    if len(ids) != 1:
        problems.append(IllegalAction("5-1-2", f"A player needs exactly 1 Leader Card, not {len(ids)}."))
    for card in cards:
        if card.category != C.LEADER:
            problems.append(IllegalAction("5-1-2", f"{card.name} ({card.id}) in the Leader section is not a Leader."))
        elif C.is_awakened_side(card):
            problems.append(IllegalAction("5-2-1-2", f"{card.name} ({card.id}) is an awakened back side: present "
                                          "the Leader by its front side."))  # fmt: skip
        elif (back := C.awakened_side(card)) is not None and (back not in database or
                                                               not C.is_awakened_side(database.get(back))):  # fmt: skip
            problems.append(IllegalAction("2-3-2-1", f"Leader {card.name} ({card.id}): its awakened side {back} is "
                                          "not in the card data."))  # fmt: skip


def _check_main(cards: list[CardDefinition], problems: list[RulesError], includes: list[tuple[int, str, str]]) -> None:
    if not DECK_MIN <= len(cards) <= DECK_MAX:
        problems.append(IllegalAction("5-1-3", f"A deck holds {DECK_MIN} to {DECK_MAX} cards, not {len(cards)}."))
    for card_id in sorted({c.id for c in cards if c.category not in C.DECK_CATEGORIES}):
        problems.append(
            IllegalAction("5-1-3", f"{card_id} cannot be in a deck: only Battle, Extra and Unison Cards can.")
        )
    by_id = {c.id: c for c in cards}
    for card_id, count in sorted(Counter(c.id for c in cards).items()):
        card = by_id[card_id]
        if K.DRAGON_BALL in card.keywords or card.max_copies == "any":
            continue  # 10-31-1, or text that allows any number of copies (the total is capped below)
        limits = [n for n in (C.deck_limit(card), *(r[0] for r in includes if C.included_by(card, r))) if n is not None]
        limit = max(limits) if limits else None  # each "you can include" allows; the most generous one applies
        rule = "5-1-3-2" if limit is not None else "5-1-3-1"
        allowed = MAX_COPIES if limit is None else limit
        if count > allowed:
            problems.append(IllegalAction(rule, f"{count} copies of card number {card_id}: at most {allowed}."))
    for keyword, most, rule, label in (
        (K.ULTIMATE, ULTIMATE_MAX, "10-14-1", "[Ultimate]"),
        (K.SUPER_COMBO, SUPER_COMBO_MAX, "10-17", "[Super Combo]"),
        (K.DRAGON_BALL, DRAGON_BALL_MAX, "10-31-1", "[Dragon Ball]"),
    ):
        total = sum(1 for c in cards if keyword in c.keywords)
        if total > most:
            problems.append(IllegalAction(rule, f"{total} cards with {label}: a deck may hold at most {most}."))
