"""Printed Weiß Schwarz card information (section 2) as the card data writes it, and its load-time checks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.admission import FLAG, NUMBER, TEXT, TEXTS, CardRules, printed_problems
from engine.formats.problems import Problem

if TYPE_CHECKING:
    from engine.formats.cards import CardDatabase, CardDefinition

CHARACTER, EVENT, CLIMAX = "character", "event", "climax"  # 2.3.2
CATEGORIES = (CHARACTER, EVENT, CLIMAX)
COLORS = ("yellow", "green", "red", "blue", "purple")  # 2.4 lists none: see NOTES.md (17)
SIDES = ("W", "S", "WS")  # 2.18.1

SOUL, RETURN, POOL, COMEBACK, DRAW, SHOT, TREASURE, GATE, STANDBY = (
    "soul", "return", "pool", "comeback", "draw", "shot", "treasure", "gate", "standby",
)  # fmt: skip
TRIGGER_ICONS = (SOUL, RETURN, POOL, COMEBACK, DRAW, SHOT, TREASURE, GATE, STANDBY)  # 4.12.2

# Section 10, in order. Labels (10.1, 10.7-10.10, 10.12-10.14) name what an ability does; keyword
# abilities (10.2-10.6, 10.11, 10.15) are written as abilities in the card data with these keywords.
KEYWORDS = (
    "alarm", "encore", "assist", "bond", "backup", "great_performance", "brainstorm", "change", "memory",
    "experience", "shift", "accelerate", "resonate", "fusion", "sunder",
)  # fmt: skip

STAT_KINDS = {
    "level": NUMBER, "soul": NUMBER, "triggers": TEXTS, "side": TEXT, "counter": FLAG, "clock_icon": FLAG,
    "title": TEXT,
}  # fmt: skip
STAT_KEYS = set(STAT_KINDS)
CARD_RULES = CardRules(
    categories=CATEGORIES,
    colors=COLORS,
    keywords=KEYWORDS,
    stats=STAT_KINDS,
    values={"triggers": TRIGGER_ICONS, "side": SIDES},
    rules={"category": "2.3.2", "colors": "2.4", "keywords": "10", "stats.triggers": "4.12.2", "stats.side": "2.18.1"},
)
"""The general load-time checks (engine.admission) with Weiß Schwarz's lists; `card_problems` adds the rest."""


def is_character(card: CardDefinition) -> bool:
    return card.category == CHARACTER


def is_climax(card: CardDefinition) -> bool:
    return card.category == CLIMAX


def printed_level(card: CardDefinition) -> int:
    """2.6.1: characters and events have a level; a climax has none (0 here)."""
    value = card.stats.get("level", 0)
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def printed_soul(card: CardDefinition) -> int:
    value = card.stats.get("soul", 0)
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def printed_cost(card: CardDefinition) -> int:
    return card.cost or 0


def printed_power(card: CardDefinition) -> int:
    return card.power or 0


def trigger_icons(card: CardDefinition) -> tuple[str, ...]:
    """2.11, 4.12.2: the trigger icons, in printed order (a double soul is two "soul"). An icon the rules do not
    know is refused at load (`card_problems`); one that reached a game anyway does nothing."""
    value = card.stats.get("triggers", [])
    return tuple(icon for icon in value if icon in TRIGGER_ICONS) if isinstance(value, list) else ()


def has_counter_icon(card: CardDefinition) -> bool:
    """2.8.2: a Counter icon lets the card be used in the opponent's Counter Step."""
    return card.stats.get("counter") is True


def card_problems(card: CardDefinition) -> list[Problem]:
    """Everything wrong with a card's Weiß Schwarz information, each with the card id and the field: the general
    checks of `CARD_RULES` (a trigger icon the rules do not know is refused here, 4.12.2), then this game's own."""
    where = f"{card.id}"
    found = printed_problems(card, CARD_RULES)

    def bad(field: str, message: str) -> None:
        found.append(Problem(f"{where}: {field}", message))

    if len(card.colors) != 1:
        bad("colors", f"a card has one colour among {', '.join(COLORS)} (2.4)")
    if card.category == CHARACTER and (card.power is None or card.cost is None or "level" not in card.stats):
        bad("power", "a character has a level, a cost and a power (2.6, 2.7, 2.9)")
    if card.category == EVENT and (card.cost is None or "level" not in card.stats or card.power is not None):
        bad("cost", "an event has a level and a cost, and no power (2.6, 2.7, 2.9)")
    if card.category == CLIMAX and (card.cost is not None or card.power is not None or "level" in card.stats):
        bad("cost", "a climax has no level, cost or power (2.6.1, 2.7.1, 2.9.1)")
    return found


def database_problems(database: CardDatabase) -> list[Problem]:
    """Every card's problems, for a whole database (see `Language.validate_database` for abilities)."""
    return [problem for card in database.cards() for problem in card_problems(card)]
