"""Card data a ruleset cannot play never reaches a game: each card is checked when it is loaded, then refused or
loaded as a manual card without its abilities, and each problem names the card id and the field."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engine.formats.cards import CardDatabase, CardDefinition, CardSet
from engine.formats.problems import Problem

if TYPE_CHECKING:
    from engine.ruleset import Ruleset

NUMBER, TEXT, FLAG, TEXTS = "number", "text", "flag", "texts"
"""The kinds of a printed stat: a whole number (0 or more), a text, true/false, a list of texts."""
_KIND_WORDS = {
    NUMBER: "a whole number, 0 or more",
    TEXT: "a text",
    FLAG: "true or false",
    TEXTS: "a list of texts",
}
REFUSED = "the card is not loaded"
MANUAL = "the card is loaded as a manual card (resolved by hand), without its abilities"


@dataclass(frozen=True)
class CardRules:
    """What a ruleset's printed card data may say, checked for every card at load (`printed_problems`).

    `categories` and `keywords` are closed lists; `colors` too unless empty (any colour then). `stats` maps each
    stat a card may have to its kind (NUMBER, TEXT, FLAG or TEXTS); a stat not listed is unknown. `values`
    closes a TEXT or TEXTS stat to a list of values. `rules` maps a field ("category", "colors", "keywords",
    "stats.<name>") to the rule number its message cites.
    """

    categories: tuple[str, ...]
    colors: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    stats: Mapping[str, str] = field(default_factory=dict)
    values: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    rules: Mapping[str, str] = field(default_factory=dict)


def _is_kind(value: object, kind: str) -> bool:
    if kind == NUMBER:
        return isinstance(value, int) and not isinstance(value, bool) and value >= 0
    if kind == TEXT:
        return isinstance(value, str)
    if kind == FLAG:
        return isinstance(value, bool)
    return isinstance(value, list) and all(isinstance(item, str) for item in value)


def printed_problems(card: CardDefinition, spec: CardRules) -> list[Problem]:
    """Every way the card's printed data breaks `spec`, each as "<card id>: <field>" with a message in words."""
    found: list[Problem] = []

    def bad(where: str, message: str) -> None:
        rule = spec.rules.get(where) or spec.rules.get(where.partition("[")[0])
        found.append(Problem(f"{card.id}: {where}", f"{message} ({rule})" if rule else message))

    if card.category not in spec.categories:
        bad("category", f"must be one of {', '.join(spec.categories)}, not {card.category!r}")
    for index, color in enumerate(card.colors):
        if spec.colors and color not in spec.colors:
            bad(f"colors[{index}]", f"unknown colour {color!r} (known: {', '.join(spec.colors)})")
    if len(set(card.colors)) != len(card.colors):
        bad("colors", "a colour is listed twice")
    for index, keyword in enumerate(card.keywords):
        if keyword not in spec.keywords:
            bad(f"keywords[{index}]", f"unknown keyword {keyword!r} (known: {', '.join(spec.keywords) or 'none'})")
    for name in ("cost", "power"):
        value = getattr(card, name)
        if value is not None and value < 0:
            bad(name, f"must be 0 or more, not {value}")
    for key in sorted(card.stats):
        value, kind = card.stats[key], spec.stats.get(key)
        if kind is None:
            known = ", ".join(sorted(spec.stats)) or "none"
            bad(f"stats.{key}", f"unknown stat {key!r} (known: {known})")
        elif not _is_kind(value, kind):
            bad(f"stats.{key}", f"must be {_KIND_WORDS[kind]}, not {value!r}")
        elif key in spec.values:
            allowed = spec.values[key]
            for item in value if isinstance(value, list) else [value]:
                if item not in allowed:
                    bad(f"stats.{key}", f"unknown value {item!r} (known: {', '.join(allowed)})")
    return found


def admit_card(ruleset: Ruleset, card: CardDefinition) -> tuple[CardDefinition | None, list[Problem]]:
    """The card as a game may have it (None: refused), and why it was changed or refused.

    A problem with its printed data (`Ruleset.card_problems`) refuses it; a problem with its ability data
    (`Ruleset.ability_problems`) loads it as a manual card without its abilities."""
    printed = ruleset.card_problems(card)
    if printed:
        return None, [Problem(p.where, f"{p.message}; {REFUSED}") for p in printed]
    abilities = ruleset.ability_problems(card)
    if abilities:
        manual = card.model_copy(update={"automated": False, "abilities": ()})
        return manual, [Problem(p.where, f"{p.message}; {MANUAL}") for p in abilities]
    return card, []


def admit_cards(ruleset: Ruleset, database: CardDatabase) -> tuple[CardDatabase, list[Problem]]:
    """The database with only what `ruleset` can play (`admit_card` for every card), and every problem found.
    The app loads every card set through this; a game never sees a card that was not admitted."""
    problems: list[Problem] = []
    card_sets: list[CardSet] = []
    for card_set in database.card_sets:
        if card_set.ruleset != database.ruleset:
            card_sets.append(card_set)  # the database ignores it and says so
            continue
        cards: list[CardDefinition] = []
        for card in card_set.cards:
            admitted, found = admit_card(ruleset, card)
            problems.extend(found)
            if admitted is not None:
                cards.append(admitted)
        changed = len(cards) != len(card_set.cards) or any(
            a is not b for a, b in zip(cards, card_set.cards, strict=True)
        )
        card_sets.append(card_set.model_copy(update={"cards": tuple(cards)}) if changed else card_set)
    return CardDatabase(database.ruleset, card_sets), problems
