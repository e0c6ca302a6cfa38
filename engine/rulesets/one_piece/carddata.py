"""Printed ONE PIECE / ENERGIO!! card information (section 2) as the card data writes it, and its load-time checks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.admission import NUMBER, TEXTS, CardRules, printed_problems
from engine.formats.problems import Problem
from engine.rulesets.one_piece import keywords as K

if TYPE_CHECKING:
    from engine.formats.cards import CardDefinition

LEADER, CHARACTER, EVENT, STAGE, DON = "leader", "character", "event", "stage", "don"
CATEGORIES = (LEADER, CHARACTER, EVENT, STAGE, DON)  # 2-2-2 (the resource card is "don" in both games)
COLORS = ("red", "green", "blue", "purple", "black", "yellow")  # 2-3-3
ATTRIBUTES = ("Slash", "Strike", "Ranged", "Special", "Wisdom", "?")  # 2-5-2 (ENERGIO!!: without "?")
KEYWORDS = (K.RUSH, K.DOUBLE_ATTACK, K.BANISH, K.BLOCKER, K.TRIGGER, K.MAIN, K.COUNTER)
"""The keyword effects of 10-1 and the Event timings a card prints (NOTES.md, "Data conventions")."""

HAS = {
    "power": ((LEADER, CHARACTER), "2-6-2", "Leader and Character cards"),
    "cost": ((CHARACTER, EVENT, STAGE), "2-7-5", "Character, Event and Stage cards"),
    "stats.life": ((LEADER,), "2-9-3", "Leader cards"),
    "stats.counter": ((CHARACTER,), "2-10-2", "Character cards"),
    "stats.attribute": ((LEADER, CHARACTER), "2-5-5", "Leader and Character cards"),
}
"""Who has which number: only these categories, and each of them (a Character has a cost and a power), but a
(Symbol) Counter or an attribute, which a card may lack."""
OPTIONAL = ("stats.counter", "stats.attribute")


def card_rules(ruleset_id: str) -> CardRules:
    """The general checks (engine.admission) with this game's lists; ENERGIO!! has no "?" attribute (2-5-2)."""
    attributes = ATTRIBUTES if ruleset_id == "one-piece" else ATTRIBUTES[:-1]
    return CardRules(
        categories=CATEGORIES,
        colors=COLORS,
        keywords=KEYWORDS,
        stats={"life": NUMBER, "counter": NUMBER, "attribute": TEXTS},
        values={"attribute": attributes},
        rules={"category": "2-2-2", "colors": "2-3-3", "keywords": "10-1", "stats.attribute": "2-5-2"},
    )


def _value(card: CardDefinition, field: str) -> object:
    return card.stats.get(field.removeprefix("stats.")) if field.startswith("stats.") else getattr(card, field)


def card_problems(card: CardDefinition, rules: CardRules) -> list[Problem]:
    """Everything wrong with a card's printed information, each with the card id and the field."""
    found = printed_problems(card, rules)
    if card.category not in CATEGORIES:
        return found
    if card.category != DON and not card.colors:
        found.append(Problem(f"{card.id}: colors", "a card has one colour or more (2-3-2)"))
    for field, (categories, rule, who) in HAS.items():
        present = _value(card, field) is not None
        if present and card.category not in categories:
            found.append(Problem(f"{card.id}: {field}", f"only {who} have a {field.removeprefix('stats.')} ({rule})"))
        elif not present and card.category in categories and field not in OPTIONAL:
            found.append(Problem(f"{card.id}: {field}", f"a {card.category} card has a {field.removeprefix('stats.')} "
                                 f"({rule})"))  # fmt: skip
    return found
