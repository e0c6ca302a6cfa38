"""Printed card information (section 2) as the card data writes it, and its load-time checks."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.formats.problems import Problem
from engine.rulesets.dragon_ball_super import keywords as K
from engine.rulesets.dragon_ball_super.keywords import KEYWORDS

if TYPE_CHECKING:
    from engine.formats.cards import CardDatabase, CardDefinition

LEADER, BATTLE, EXTRA, UNISON, TOKEN = "leader", "battle", "extra", "unison", "token"
CATEGORIES = (LEADER, BATTLE, EXTRA, UNISON, TOKEN)  # 2-3-2, 10-18
DECK_CATEGORIES = (BATTLE, EXTRA, UNISON)  # 5-1-3
COLORS = ("red", "blue", "green", "yellow", "black")  # 2-4-1-1
MULTI_COLORS = ("red", "blue", "green", "yellow")  # 2-4-1-2: black is never part of a multicolour card
FRONT, AWAKENED = "front", "awakened"

INT_STATS = ("combo_power", "combo_cost", "deck_limit", "evolve_cost", "over_realm", "union_cost", "swap", "empower",
             "arrival_cost", "life", "include_copies")  # fmt: skip
TEXT_STATS = ("era", "awakened", "side", "evolve", "include_name", "include_character", "include_trait")
LIST_STATS = ("specified", "characters", "union", "arrival", "empower_colors", "also_names", "also_characters",
              "also_traits")  # fmt: skip
FLAG_STATS = ("x",)
STAT_KEYS = (*INT_STATS, *TEXT_STATS, *LIST_STATS, *FLAG_STATS)
INCLUDE_BY = ("name", "character", "trait")  # what a Leader's "you can include" names (5-1-3-2-1)


def _int(card: CardDefinition, key: str) -> int | None:
    value = card.stats.get(key)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _texts(card: CardDefinition, key: str) -> tuple[str, ...]:
    value = card.stats.get(key, [])
    return tuple(value) if isinstance(value, list) else ()


def combo_power(card: CardDefinition) -> int | None:
    """2-9: printed combo power (None: the card has none and cannot combo, 3-7-3-1)."""
    return _int(card, "combo_power")


def combo_cost(card: CardDefinition) -> int | None:
    """2-10: the energy to rest to combo with the card."""
    return _int(card, "combo_cost")


def can_combo(card: CardDefinition) -> bool:
    """3-7-3-1: only a Battle Card with both a combo cost and a combo power goes to the Combo Area."""
    return card.category == BATTLE and combo_power(card) is not None and combo_cost(card) is not None


def specified(card: CardDefinition) -> tuple[str, ...]:
    """2-11-3: the specified cost, one colour per coloured sphere (["red", "red"]: 2 red)."""
    return _texts(card, "specified")


def characters(card: CardDefinition) -> tuple[str, ...]:
    """2-5: the character names (<...>), with those a [Permanent] skill adds (2-5-5)."""
    return _texts(card, "characters") + _texts(card, "also_characters")


def names(card: CardDefinition) -> tuple[str, ...]:
    """2-1: the card name, with those a [Permanent] skill adds (2-1-3)."""
    return (card.name, *_texts(card, "also_names"))


def traits(card: CardDefinition) -> tuple[str, ...]:
    """2-6: the special traits («...»), with those a [Permanent] skill adds (2-6-6)."""
    return (*card.traits, *_texts(card, "also_traits"))


def include_rule(card: CardDefinition) -> tuple[int, str, str] | None:
    """A Leader's [Permanent] "You can include up to N copies of each card with <name / character / «trait»> in your
    deck" (5-1-3-2-1): (N, what it names, the text), written `stats.include_copies` and one `stats.include_<by>`."""
    copies = _int(card, "include_copies")
    by = [k for k in INCLUDE_BY if isinstance(card.stats.get(f"include_{k}"), str)]
    if copies is None or len(by) != 1:
        return None
    return copies, by[0], str(card.stats[f"include_{by[0]}"])


def included_by(card: CardDefinition, rule: tuple[int, str, str]) -> bool:
    """Whether `card` is a card the include rule names, counting names added by [Permanent] skills (2-1-3, 2-5-5,
    2-6-6: they apply during deck construction too)."""
    _, by, text = rule
    found = {"name": names, "character": characters, "trait": traits}[by](card)
    return text in found


def awakened_side(card: CardDefinition) -> str | None:
    """The card id of a Leader's back side (2-3-2-1-2), flipped to by awakening."""
    value = card.stats.get("awakened")
    return value if isinstance(value, str) else None


def is_awakened_side(card: CardDefinition) -> bool:
    return card.category == LEADER and card.stats.get("side") == AWAKENED


def empower_colors(card: CardDefinition) -> tuple[str, ...]:
    return _texts(card, "empower_colors")


def arrival_colors(card: CardDefinition) -> tuple[str, ...]:
    return _texts(card, "arrival")


def union_names(card: CardDefinition) -> tuple[str, ...]:
    return _texts(card, "union")


def starting_life(card: CardDefinition, default: int) -> int:
    """A Leader's [Permanent] "you start the game with X Life" (5-2-1-7-1), else the rules' number."""
    value = _int(card, "life")
    return default if value is None else value


def has_x(card: CardDefinition) -> bool:
    """2-11-2-2: an X in the energy cost (Unison Cards), chosen when paying (2-11-2-3)."""
    return card.stats.get("x") is True


def deck_limit(card: CardDefinition) -> int | None:
    """[Permanent] "You can include (X) copies of this card in your deck" (5-1-3-2-1): replaces the 4."""
    return _int(card, "deck_limit")


def card_problems(card: CardDefinition) -> list[Problem]:
    """Everything wrong with a card's information, each naming the card id and the field."""
    found: list[Problem] = []

    def bad(field: str, message: str) -> None:
        found.append(Problem(f"{card.id}: {field}", message))

    kind = card.category
    if kind not in CATEGORIES:
        bad("category", f"must be one of {', '.join(CATEGORIES)}, not {kind!r} (2-3-2)")
    if not card.colors or any(c not in COLORS for c in card.colors):
        bad("colors", f"one or more colours among {', '.join(COLORS)} (2-4-1-1)")
    elif len(card.colors) > 1 and any(c not in MULTI_COLORS for c in card.colors):
        bad("colors", "a multicolour card combines only red, blue, green and yellow (2-4-1-2)")
    if len(set(card.colors)) != len(card.colors):
        bad("colors", "a colour is listed twice")
    for key in sorted(set(card.stats) - set(STAT_KEYS)):
        bad(f"stats.{key}", f"unknown Dragon Ball Super number (known: {', '.join(STAT_KEYS)})")
    for key in INT_STATS:
        value = card.stats.get(key)
        if value is not None and (not isinstance(value, int) or isinstance(value, bool) or value < 0):
            bad(f"stats.{key}", "must be a whole number, 0 or more")
    for key in TEXT_STATS:
        value = card.stats.get(key)
        if value is not None and not isinstance(value, str):
            bad(f"stats.{key}", "must be text")
    if "x" in card.stats and (card.stats["x"] is not True or kind != UNISON):
        bad("stats.x", "an X energy cost is written `true`, on a Unison Card (2-11-2-2)")
    for key in LIST_STATS:
        value = card.stats.get(key)
        if value is not None and not isinstance(value, list):
            bad(f"stats.{key}", "must be a list of text")
    included = include_rule(card)
    if any(k.startswith("include_") for k in card.stats) and (kind != LEADER or included is None or included[0] < 1):
        bad("stats.include_copies", "a Leader's \"you can include\" gives include_copies (1 or more) and one of "
            "include_name, include_character, include_trait (5-1-3-2-1)")  # fmt: skip
    for colour in specified(card):
        if colour not in COLORS:
            bad("stats.specified", f"{colour!r} is not a colour (2-11-3)")
    for keyword in card.keywords:
        if keyword not in KEYWORDS:
            bad("keywords", f"{keyword!r} is not a keyword this ruleset plays (known: {', '.join(KEYWORDS)})")
    if card.power is not None and kind in (EXTRA,):
        bad("power", "an Extra Card has no power (2-8-1)")
    if kind in (LEADER, BATTLE, UNISON, TOKEN) and card.power is None:
        bad("power", f"a {kind} card has a power (2-8-1)")
    if kind in (BATTLE, EXTRA, UNISON) and card.cost is None:
        bad("cost", f"a {kind} card has an energy cost (2-11-1)")
    if kind in (LEADER, TOKEN) and (card.cost is not None or specified(card)):
        bad("cost", f"a {kind} card has no energy cost (2-11-1)")
    if kind != BATTLE and (combo_power(card) is not None or combo_cost(card) is not None):
        bad("stats.combo_power", "only Battle Cards have a combo power and combo cost (2-9-1, 2-10-1)")
    if (combo_power(card) is None) != (combo_cost(card) is None):
        bad("stats.combo_cost", "a card combos with both a combo cost and a combo power, or neither (3-7-3-1)")
    if kind != LEADER and "life" in card.stats:
        bad("stats.life", "only a Leader's [Permanent] skill changes the starting Life (5-2-1-7-1)")
    if kind != LEADER and ("awakened" in card.stats or "side" in card.stats):
        bad("stats.awakened", "only a Leader Card is double-sided (2-3-2-1)")
    if kind == LEADER and card.stats.get("side", FRONT) not in (FRONT, AWAKENED):
        bad("stats.side", f"a Leader's side is {FRONT!r} or {AWAKENED!r} (2-3-2-1-2)")
    if kind == LEADER and card.stats.get("side", FRONT) == FRONT and awakened_side(card) is None:
        bad("stats.awakened", "a Leader's front names its awakened back side by card id (2-3-2-1)")
    _keyword_problems(card, bad)
    if "'x_step'" in str(card.abilities) and "'name_x'" not in str(card.abilities):
        bad("abilities", "a skill that uses X names it first with the name_x step (4-14-2)")
    if "field" in card.keywords and kind != EXTRA:
        bad("keywords", "[Field] is an Extra Card's keyword (10-3-1)")
    return found


def _keyword_problems(card: CardDefinition, bad: Callable[[str, str], None]) -> None:
    """The numbers and skills each keyword needs (section 10)."""
    words = card.keywords
    if any(k in words for k in K.EVOLVES) and (
        not isinstance(card.stats.get("evolve"), str) or card.category != BATTLE
    ):
        bad("stats.evolve", "an [Evolve] Battle Card names the character it evolves from (10-5-1)")
    if (K.OVER_REALM in words or K.DARK_OVER_REALM in words) and _int(card, "over_realm") is None:
        bad("stats.over_realm", "an [Over Realm X] card gives its X (10-15-1, 10-25-1)")
    unions = [k for k in K.UNIONS if k in words]
    if unions and (card.category != BATTLE or len(_texts(card, "union")) != (1 if K.UNION_ABSORB in unions else 2)):
        bad("stats.union", "a [Union] Battle Card names its characters: two (Fusion, Potara) or one (Absorb) (10-13)")
    if K.SWAP in words and _int(card, "swap") is None:
        bad("stats.swap", "a [Swap X] card gives its X (10-24-2)")
    if K.ARRIVAL in words and (card.category != BATTLE or not _texts(card, "arrival")):
        bad("stats.arrival", "an [Arrival XY] Battle Card names its colours (10-32-2)")
    if K.EMPOWER in words and (card.category != UNISON or _int(card, "empower") is None):
        bad("stats.empower", "an [Empower X] Unison Card gives its X (10-49-1)")
    if K.SUCCESSOR in words and card.category != BATTLE:
        bad("keywords", "[Successor] plays a Battle Card (10-41-3)")
    if K.INVOKER in words and card.category not in (LEADER, BATTLE):
        bad("keywords", "[Invoker] works from the Leader or Battle Area")
    for keyword, skill in K.KEYWORD_SKILLS.items():
        if keyword in words and skill not in str(card.abilities):
            bad("abilities", f"a card with [{keyword}] writes its skill with {skill!r} in its abilities")


def database_problems(database: CardDatabase) -> list[Problem]:
    """Every card's problems, and the Leaders whose awakened side is missing from the database."""
    found = [problem for card in database.cards() for problem in card_problems(card)]
    for card in database.cards():
        back = awakened_side(card) if card.category == LEADER else None
        if back is None:
            continue
        if back not in database or not is_awakened_side(database.get(back)):
            found.append(Problem(f"{card.id}: stats.awakened", f"{back} is not an awakened Leader side in the data"))
    return found
