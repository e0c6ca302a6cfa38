"""Printed Weiß Schwarz card information (section 2) as the card data writes it, and its load-time checks."""

from __future__ import annotations

from typing import TYPE_CHECKING

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

STAT_KEYS = {"level", "soul", "triggers", "side", "counter", "clock_icon", "title"}


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
    """2.11, 4.12.2: the trigger icons, in printed order (a double soul is two "soul")."""
    value = card.stats.get("triggers", [])
    return tuple(value) if isinstance(value, list) else ()


def has_counter_icon(card: CardDefinition) -> bool:
    """2.8.2: a Counter icon lets the card be used in the opponent's Counter Step."""
    return card.stats.get("counter") is True


def card_problems(card: CardDefinition) -> list[Problem]:
    """Everything wrong with a card's Weiß Schwarz information, each with the card id."""
    where = f"{card.id}"
    found: list[Problem] = []

    def bad(field: str, message: str) -> None:
        found.append(Problem(f"{where}: {field}", message))

    if card.category not in CATEGORIES:
        bad("category", f"must be one of {', '.join(CATEGORIES)}, not {card.category!r} (2.3.2)")
    if len(card.colors) != 1 or card.colors[0] not in COLORS:
        bad("colors", f"a card has one colour among {', '.join(COLORS)} (2.4)")
    for key in sorted(set(card.stats) - STAT_KEYS):
        bad(f"stats.{key}", f"unknown Weiß Schwarz number (known: {', '.join(sorted(STAT_KEYS))})")
    for key in ("level", "soul"):
        value = card.stats.get(key)
        if value is not None and (not isinstance(value, int) or isinstance(value, bool) or value < 0):
            bad(f"stats.{key}", "must be a whole number, 0 or more")
    icons = card.stats.get("triggers", [])
    if not isinstance(icons, list) or any(icon not in TRIGGER_ICONS for icon in icons):
        bad("stats.triggers", f"a list of trigger icons among {', '.join(TRIGGER_ICONS)} (4.12.2)")
    if card.stats.get("side", "W") not in SIDES:
        bad("stats.side", f"one of {', '.join(SIDES)} (2.18.1)")
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
