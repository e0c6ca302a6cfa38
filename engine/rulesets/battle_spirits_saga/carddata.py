"""Printed Battle Spirits Saga card information (chapter 2) as the card data writes it, and its load-time checks."""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise
from typing import TYPE_CHECKING, NamedTuple

from engine.formats.problems import Problem
from engine.kept import Kept

if TYPE_CHECKING:
    from engine.formats.cards import CardDatabase, CardDefinition

SPIRIT, NEXUS, MAGIC, TOKEN = "spirit", "nexus", "magic", "token"
CATEGORIES = (SPIRIT, NEXUS, MAGIC, TOKEN)  # 2-3-2; a token is a spirit put on the field by an effect (4-12)
COLORS = ("red", "purple", "white", "yellow", "green", "blue")  # 2-4-1-1
MAX_LEVELS = 3

AWAKEN, CONFRONT, CURSE, IMMORTAL, ARMOR, LUSTER, BLESSED, ASCEND, SWIFT = (
    "awaken", "confront", "curse", "immortal", "armor", "luster", "blessed", "ascend", "swift",
)  # fmt: skip
GALE, CRUSH, RAID, AT_FIELD, ASTRAL, CHAIN, AGILE, FEAST, LINK = (
    "gale", "crush", "raid", "at_field", "astral", "chain", "agile", "feast", "link",
)  # fmt: skip
KEYWORDS = (AWAKEN, CONFRONT, CURSE, IMMORTAL, ARMOR, LUSTER, BLESSED, ASCEND, SWIFT, GALE, CRUSH, RAID, AT_FIELD,
            ASTRAL, CHAIN, AGILE, FEAST, LINK)  # fmt: skip
"""Chapter 11, in its order (11-1 to 11-18)."""

NUMBER_KEYWORDS = {GALE: 1, CRUSH: 0, RAID: 1}
"""Keywords with a number (11-10-2, 11-11-2, 11-12-2) and its smallest value; the stat of the same name holds it."""
COLOR_KEYWORDS = (ARMOR, IMMORTAL, ASCEND, LINK)
"""Keywords whose condition is a list of colours (11-5-2, 11-4-2, 11-8-2, 11-18-2; NOTES.md, "Card data")."""
Report = Callable[[str, str], None]

ASTRAL_TIMINGS = ("always", "your_turn", "opponent_turn")  # 11-14-2

LEVEL_KEYS = tuple(f"lv{n}_{part}" for n in range(1, MAX_LEVELS + 1) for part in ("cores", "bp"))
X_COST = "x_cost"
"""`stats.x_cost: true`: a magic card whose cost is its printed cost plus X, X chosen when it is used (4-6-2); its
steps may say `"count": "x"` (the same X all through the effect, 4-6-3)."""
STAT_KEYS = {"reduction", "symbols", "token", X_COST, *LEVEL_KEYS, *NUMBER_KEYWORDS, *COLOR_KEYWORDS, ASTRAL,
             *(f"{k}_level" for k in KEYWORDS)}  # fmt: skip


def _int(card: CardDefinition, key: str) -> int | None:
    value = card.stats.get(key)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _list(card: CardDefinition, key: str) -> tuple[str, ...]:
    value = card.stats.get(key, [])
    return tuple(value) if isinstance(value, list) else ()


def is_spirit(card: CardDefinition) -> bool:
    """A spirit card or a spirit token (4-12-1)."""
    return card.category in (SPIRIT, TOKEN)


def on_field_kind(card: CardDefinition) -> bool:
    return card.category in (SPIRIT, TOKEN, NEXUS)


def printed_cost(card: CardDefinition) -> int:
    return card.cost or 0


class _Printed(NamedTuple):
    """What rule processing and costs read of a card at every step, worked out once per card (card data is
    immutable)."""

    levels: tuple[tuple[int, int], ...]
    thresholds: tuple[int, ...]
    """The different numbers of cores that reach a level, fewest first (what a summon may place, 10-6-7)."""
    symbols: tuple[tuple[str, ...], ...]
    reduction: tuple[str, ...]
    verdicts: tuple[bool | None, ...]
    """By printed numbers alone, for 0, 1, 2... cores on the card (the last for any more): whether it is destroyed at a
    checkpoint (9-3-2: short of LV1; a nexus, a magic are never at 0 BP); None: a spirit at 0 printed BP, which
    effects may raise (9-4-2)."""


def _printed(card: CardDefinition) -> _Printed:
    """A card's printed numbers, worked out once per definition object (`_PRINTED`)."""
    found = []
    for n in range(1, MAX_LEVELS + 1):
        cores = _int(card, f"lv{n}_cores")
        if cores is None:
            break
        found.append((cores, _int(card, f"lv{n}_bp") or 0))
    symbols = tuple(tuple(symbol.split("/")) for symbol in _list(card, "symbols"))
    levels = tuple(found)
    thresholds = tuple(sorted({cores for cores, _ in levels}))
    return _Printed(levels, thresholds, symbols, _list(card, "reduction"), _verdicts(card, levels))


def level_for(card_levels: tuple[tuple[int, int], ...], cores: int) -> int:
    """2-10-3: the highest level whose maintenance cost the cores meet (NOTES.md: "meet" is >=); 0 if none."""
    level = 0
    for index, (needed, _) in enumerate(card_levels, start=1):
        if cores >= needed:
            level = index
    return level


def _verdict(card: CardDefinition, printed: tuple[tuple[int, int], ...], cores: int) -> bool | None:
    if not on_field_kind(card):
        return False
    if cores < (printed[0][0] if printed else 0):
        return True
    if not is_spirit(card):
        return False
    level = level_for(printed, cores)
    return False if level and printed[level - 1][1] > 0 else None


def _verdicts(card: CardDefinition, printed: tuple[tuple[int, int], ...]) -> tuple[bool | None, ...]:
    top = max((needed for needed, _ in printed), default=0)  # from there on every level is reached
    return tuple(_verdict(card, printed, cores) for cores in range(min(top, TABLED_CORES) + 1))


TABLED_CORES = 16
"""Verdicts are tabled up to this many cores (card data may print any number); beyond, each is worked out."""


def printed_verdicts(card: CardDefinition) -> tuple[bool | None, ...]:
    """`printed_verdict` for 0, 1, 2... cores, as far as it is tabled."""
    return _PRINTED.answer(card, _printed, card).verdicts


def printed_verdict(card: CardDefinition, cores: int) -> bool | None:
    """Whether a card with `cores` on the field is destroyed at a checkpoint by its printed numbers alone (9-3-2,
    9-4-2); None when only its effects can tell (a spirit at 0 printed BP)."""
    printed = _PRINTED.answer(card, _printed, card)
    verdicts = printed.verdicts
    if cores < len(verdicts):
        return verdicts[cores]
    if len(verdicts) <= TABLED_CORES:  # the table reaches every level: more cores change nothing
        return verdicts[-1]
    return _verdict(card, printed.levels, cores)


_PRINTED: Kept[CardDefinition, _Printed] = Kept(4096)


def levels(card: CardDefinition) -> tuple[tuple[int, int], ...]:
    """(maintenance cost, BP) of each printed level, LV1 first (2-10-3, 2-10-4; a nexus has no BP: 0)."""
    return _PRINTED.answer(card, _printed, card).levels


def level_thresholds(card: CardDefinition) -> tuple[int, ...]:
    """The different numbers of cores that reach a level, fewest first (2-10-3)."""
    return _PRINTED.answer(card, _printed, card).thresholds


def reduction_symbols(card: CardDefinition) -> tuple[str, ...]:
    """2-7: the colours of the reduction symbols printed beside the cost."""
    return _PRINTED.answer(card, _printed, card).reduction


def symbols(card: CardDefinition) -> tuple[tuple[str, ...], ...]:
    """2-8: each symbol as its colours ("red/blue" is one double-colour symbol: either colour, 2-8-2-1)."""
    return _PRINTED.answer(card, _printed, card).symbols


def keyword_number(card: CardDefinition, keyword: str) -> int:
    return _int(card, keyword) or 0


def keyword_colors(card: CardDefinition, keyword: str) -> tuple[str, ...]:
    return _list(card, keyword)


def keyword_level(card: CardDefinition, keyword: str) -> int:
    """The level from which a printed keyword works (2-10-2, 10-13-1); 1 when the data names none."""
    return _int(card, f"{keyword}_level") or 1


def astral_timing(card: CardDefinition) -> str:
    value = card.stats.get(ASTRAL, "always")
    return value if isinstance(value, str) else "always"


def has_x_cost(card: CardDefinition) -> bool:
    return card.stats.get(X_COST) is True


def _uses_x(node: object) -> bool:
    if isinstance(node, dict):
        return any(value == "x" or _uses_x(value) for value in node.values())
    if isinstance(node, (list, tuple)):
        return any(_uses_x(item) for item in node)
    return False


def is_token(card: CardDefinition) -> bool:
    return card.category == TOKEN


def card_problems(card: CardDefinition) -> list[Problem]:
    """Everything wrong with a card's Battle Spirits Saga information, each with the card id and field."""
    found: list[Problem] = []

    def bad(field: str, message: str) -> None:
        found.append(Problem(f"{card.id}: {field}", message))

    if card.category not in CATEGORIES:
        bad("category", f"must be one of {', '.join(CATEGORIES)}, not {card.category!r} (2-3-2)")
    if (
        not card.colors
        or any(color not in COLORS for color in card.colors)
        or len(set(card.colors)) != len(card.colors)
    ):
        bad("colors", f"one or more different colours among {', '.join(COLORS)} (2-4-1)")
    if card.cost is None or card.cost < 0:
        bad("cost", "a whole number, 0 or more (2-6)")
    if card.power is not None:
        bad("power", "Battle Spirits Saga cards have BP per level (stats lv1_bp...), not a power (2-11)")
    for key in sorted(set(card.stats) - STAT_KEYS):
        bad(f"stats.{key}", f"unknown Battle Spirits Saga number (known: {', '.join(sorted(STAT_KEYS))})")
    for key in (*LEVEL_KEYS, *NUMBER_KEYWORDS, *(f"{k}_level" for k in KEYWORDS)):
        value = card.stats.get(key)
        if value is not None and (not isinstance(value, int) or isinstance(value, bool) or value < 0):
            bad(f"stats.{key}", "must be a whole number, 0 or more")
    for key in ("reduction", *COLOR_KEYWORDS):
        value = card.stats.get(key, [])
        if not isinstance(value, list) or any(color not in COLORS for color in value):
            bad(f"stats.{key}", f"a list of colours among {', '.join(COLORS)} (2-7-2, 11)")
    symbol_list = card.stats.get("symbols", [])
    if not isinstance(symbol_list, list) or any(
        not 1 <= len(s.split("/")) <= 2 or any(c not in COLORS for c in s.split("/")) for s in symbol_list
    ):
        bad("stats.symbols", "a list of symbols, each a colour or two joined by '/' (a double-colour symbol, 2-8)")
    if X_COST in card.stats and (card.stats[X_COST] is not True or card.category != MAGIC):
        bad(f"stats.{X_COST}", "true, on a magic card only: its cost is the printed cost plus X (4-6)")
    if _uses_x(list(card.abilities)) and not has_x_cost(card):
        bad("abilities", 'a step says "x" but the card has no X in its cost (stats.x_cost, 4-6-2)')
    _check_levels(card, bad)
    _check_keywords(card, bad)
    return found


def _check_levels(card: CardDefinition, report: Report) -> None:
    printed = levels(card)
    if on_field_kind(card) and not printed:
        report("stats.lv1_cores", "a spirit or nexus has at least a LV1 maintenance cost (2-10)")
    if card.category == MAGIC and (printed or card.stats.get("symbols")):
        report("stats", "a magic card has no levels and no symbols (2-10, 2-8)")
    costs = [cores for cores, _ in printed]
    if any(b <= a for a, b in pairwise(costs)):
        report("stats.lv2_cores", "each level needs more cores than the one below it (2-10-3)")
    for n in range(1, MAX_LEVELS + 1):
        has_cores, has_bp = f"lv{n}_cores" in card.stats, f"lv{n}_bp" in card.stats
        if is_spirit(card) and has_cores != has_bp:
            report(f"stats.lv{n}_bp", f"a spirit's LV{n} has both a maintenance cost and a BP (2-10-4)")
        if card.category == NEXUS and has_bp:
            report(f"stats.lv{n}_bp", "a nexus has no BP (2-11-2: BP is a spirit's strength)")
        if n > len(printed) and (has_cores or has_bp):
            report(f"stats.lv{n}_cores", f"LV{n} needs every level below it")


def _check_keywords(card: CardDefinition, report: Report) -> None:
    for keyword in card.keywords:
        if keyword not in KEYWORDS:
            report("keywords", f"unknown keyword {keyword!r} (chapter 11: {', '.join(KEYWORDS)})")
    for keyword, smallest in NUMBER_KEYWORDS.items():
        value = _int(card, keyword)
        if (keyword in card.keywords) != (keyword in card.stats):
            report(f"stats.{keyword}", f"【{keyword}】 needs its number in stats.{keyword}, and only with the keyword")
        elif value is not None and value < smallest:
            report(f"stats.{keyword}", f"【{keyword}】's number is at least {smallest}")
    for keyword in COLOR_KEYWORDS:
        if (keyword in card.keywords) != bool(card.stats.get(keyword)):
            report(f"stats.{keyword}", f"【{keyword}】 needs its colours in stats.{keyword}, and only with the keyword")
    if ASTRAL in card.stats and (ASTRAL not in card.keywords or astral_timing(card) not in ASTRAL_TIMINGS):
        report("stats.astral", f"【Astral】's timing is one of {', '.join(ASTRAL_TIMINGS)} (11-14-2)")
    spirit_only = (AWAKEN, CONFRONT, CURSE, IMMORTAL, ARMOR, LUSTER, BLESSED, ASCEND, SWIFT, GALE, CRUSH, RAID,
                   AT_FIELD, ASTRAL, AGILE, LINK)  # fmt: skip
    for keyword in card.keywords:
        if keyword in spirit_only and not is_spirit(card):
            report("keywords", f"【{keyword}】 is a spirit's keyword (chapter 11)")
    for keyword in KEYWORDS:
        if f"{keyword}_level" in card.stats and keyword not in card.keywords:
            report(f"stats.{keyword}_level", f"a level for 【{keyword}】, which the card does not have")


def database_problems(database: CardDatabase) -> list[Problem]:
    return [problem for card in database.cards() for problem in card_problems(card)]
