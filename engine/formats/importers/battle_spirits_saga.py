"""Battle Spirits Saga card source: BSS Companion per-card JSON (levels, keywords and each effect's timing)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from engine.formats.importers.decoding import clean_text, short
from engine.formats.importers.fields import Record, RecordError
from engine.formats.importers.pool import Draft, SetName, Source
from engine.formats.problems import Problem

RULESETS = ("battle-spirits-saga",)
CATEGORIES = {"SPIRIT": "spirit", "NEXUS": "nexus", "MAGIC": "magic"}
COLORS = ("red", "purple", "white", "yellow", "green", "blue")
PLAIN_KEYWORDS = {"awaken": "awaken", "confront": "confront", "curse": "curse", "luster": "luster",
                  "blessed": "blessed", "swift": "swift", "at field": "at_field", "a.t. field": "at_field",
                  "astral": "astral", "agile": "agile", "feast": "feast"}  # fmt: skip
NUMBER_KEYWORDS = ("gale", "crush", "raid")
COLOR_KEYWORDS = ("armor", "immortal", "ascend", "link")
SPIRIT_ONLY = {"awaken", "confront", "curse", "immortal", "armor", "luster", "blessed", "ascend", "swift", "gale",
               "crush", "raid", "at_field", "astral", "agile", "link"}  # fmt: skip
TIMINGS: dict[str, dict[str, Any]] = {
    "when summoned": {"event": "when_summoned"},
    "when placed": {"event": "when_placed"},
    "when this spirit attacks": {"event": "when_attacks"},
    "when attacks": {"event": "when_attacks"},
    "when this spirit blocks": {"event": "when_blocks"},
    "when blocks": {"event": "when_blocks"},
    "when destroyed": {"event": "destroyed"},
    "when this spirit is destroyed": {"event": "destroyed"},
    "when battle ends": {"event": "battle_ends"},
}
"""Printed conditions of BSS Companion effects and the ruleset's trigger point for each (NOTES.md, "Card data")."""
_PRINT = re.compile(r"[_-]p\d+$", re.IGNORECASE)

Item = Draft | SetName | Problem


def base_id(print_id: str) -> str:
    """ "BSS01-001_p1" (and bssdb's "-p1") is card BSS01-001."""
    return _PRINT.sub("", print_id)


def _detect(name: str, data: Any) -> bool:
    return isinstance(data, dict) and "ID" in data and "cardType" in data


def _read(name: str, data: Any) -> Iterator[Item]:
    record = Record(name, "", data)
    try:
        yield from _card(record)
    except RecordError:
        yield from record.problems


def _card(record: Record) -> Iterator[Item]:
    print_id = record.code("ID")
    raw_type = record.text("cardType", required=True)
    category = CATEGORIES.get(raw_type.upper())
    if category is None:
        raise record.fail("cardType", f"unknown card type {short(raw_type, 20)!r} (known: SPIRIT, NEXUS, MAGIC)")
    colors = [c.lower() for c in record.texts("color")]
    for colour in colors:
        if colour not in COLORS:
            raise record.fail("color", f"unknown colour {short(colour, 20)!r} (known: {', '.join(COLORS)})")
    cost = record.number("cost")
    if cost is None or cost < 0:
        raise record.fail("cost", "every card has a cost, 0 or more (rule 2-6)")
    stats: dict[str, Any] = {}
    reduction = [c.lower() for c in record.texts("reduction")]
    if any(c not in COLORS for c in reduction):
        raise record.fail("reduction", f"reduction symbols are colours among {', '.join(COLORS)}")
    if reduction:
        stats["reduction"] = reduction
    symbols = [s.lower() for s in record.texts("symbols")]
    if symbols and category != "magic":
        stats["symbols"] = symbols
    if category != "magic":
        stats.update(_levels(record, category))
    keywords, abilities, lines = _effects(record, category, stats)
    fields = {
        "name": record.text("name", required=True), "category": category, "colors": colors, "cost": cost,
        "traits": [t.title() for t in record.texts("subType") if t.strip()], "keywords": keywords, "stats": stats,
        "text": "\n".join(lines), "abilities": abilities,
    }  # fmt: skip
    card_id = base_id(print_id)
    yield from record.problems
    set_id = record.text("set") or card_id.rsplit("-", 1)[0]
    image = record.text("image")
    link = image if image.startswith(("http://", "https://")) else f"https://www.bssdb.dev/cards/bss/{print_id}.png"
    yield Draft(record.where, print_id, card_id, set_id, fields, link)


def _levels(record: Record, category: str) -> dict[str, int]:
    raw = record.data.get("core_requirements")
    if not isinstance(raw, list) or not raw:
        raise record.fail("core_requirements", f"a {category} has at least a LV1 maintenance cost (rule 2-10)")
    stats: dict[str, int] = {}
    for index, level in enumerate(raw[:3], start=1):
        if not isinstance(level, dict):
            raise record.fail(f"core_requirements[{index - 1}]", "expected a level object")
        cores, bp = level.get("cores"), level.get("battlePoints")
        if not isinstance(cores, int) or isinstance(cores, bool) or cores < 0:
            raise record.fail(f"core_requirements[{index - 1}].cores", "expected a whole number, 0 or more")
        stats[f"lv{index}_cores"] = cores
        if category == "spirit":
            if not isinstance(bp, int) or isinstance(bp, bool) or bp < 0:
                raise record.fail(f"core_requirements[{index - 1}].battlePoints", "expected a whole number")
            stats[f"lv{index}_bp"] = bp
    return stats


def _effects(record: Record, category: str, stats: dict[str, Any]) -> tuple[list[str], list[dict[str, Any]], list[str]]:
    """Keywords the rules play (with their numbers, colours and levels), manual abilities at each printed timing,
    and the text lines shown."""
    raw = record.data.get("effects")
    effects = raw if isinstance(raw, list) else []
    keywords: list[str] = []
    abilities: list[dict[str, Any]] = []
    lines: list[str] = []
    for index, effect in enumerate(effects):
        if not isinstance(effect, dict):
            record.note(f"effects[{index}]", "expected an effect object; left out")
            continue
        levels = [lv for lv in effect.get("levels") or [] if isinstance(lv, int) and 1 <= lv <= 3]
        prefix = "".join(f"[LV{lv}]" for lv in levels) + (" " if levels else "")
        for keyword in effect.get("keywords") or []:
            if isinstance(keyword, dict):
                line = _keyword(keyword, category, levels, keywords, stats)
                if line:
                    lines.append(prefix + line)
        condition = clean_text(effect.get("condition"))
        details = clean_text(effect.get("details"))
        if not details:
            continue
        text = prefix + (f"{condition}: {details}" if condition else details)
        lines.append(text)
        abilities.append(_ability(text, condition, effect.get("steps"), category, levels))
    return keywords, abilities, lines


def _keyword(raw: dict[str, Any], category: str, levels: list[int], keywords: list[str], stats: dict[str, Any]) -> str:
    """Add a printed keyword the rules can play; the line shown either way."""
    name = clean_text(raw.get("keyword_name")).lower()
    modifier = raw.get("keyword_modifier")
    shown = f"【{name.title()}{': ' + str(modifier) if modifier not in (None, '', []) else ''}】"
    keyword = PLAIN_KEYWORDS.get(name) or (name if name in (*NUMBER_KEYWORDS, *COLOR_KEYWORDS) else None)
    if keyword is None or (keyword in SPIRIT_ONLY and category != "spirit") or keyword in keywords:
        return shown  # Burst, Chain... are resolved by hand (their text says how)
    if keyword in NUMBER_KEYWORDS:
        if not isinstance(modifier, int) or isinstance(modifier, bool) or modifier < (1 if keyword != "crush" else 0):
            return shown
        stats[keyword] = modifier
    if keyword in COLOR_KEYWORDS:
        colours = [c.lower() for c in modifier] if isinstance(modifier, list) and modifier else []
        if not colours or any(not isinstance(c, str) or c not in COLORS for c in colours):
            return shown  # a condition other than colours (a cost, a family): not played by the rules
        stats[keyword] = colours
    keywords.append(keyword)
    if levels and min(levels) > 1:
        stats[f"{keyword}_level"] = min(levels)
    return shown


def _ability(text: str, condition: str, steps: object, category: str, levels: list[int]) -> dict[str, Any]:
    step: dict[str, Any] = {"do": "manual", "text": text}
    listed = steps if isinstance(steps, list) else []
    timings = [s.lower() for s in listed if isinstance(s, str) and s.lower() in ("main", "flash")]
    trigger = TIMINGS.get(condition.lower().rstrip(":"))
    ability: dict[str, Any]
    if timings:
        ability = {"kind": "activated", "timing": timings}
        if category != "magic":
            ability["limit"] = "once_per_turn"  # its cost is paid by hand: at most once a turn
    elif trigger is not None:
        ability = {"kind": "auto", "trigger": dict(trigger)}
    else:
        event = "when_placed" if category == "nexus" else "when_summoned"
        ability = {"kind": "auto", "trigger": {"event": event}}
        step["unknown"] = True
    if levels and min(levels) > 1 and category != "magic":
        ability["condition"] = {"check": "level", "value": min(levels)}
    return {**ability, "effect": [step]}


BSS_COMPANION = Source("BSS Companion (Battle Spirits Saga, one file per card)", RULESETS, _detect, _read)
SOURCES = (BSS_COMPANION,)
