"""Dragon Ball Super card sources: dbs-scraper's cards.json and dbs-tracker's card files (energy, combo, back sides)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from engine.formats.importers.decoding import short
from engine.formats.importers.dragon_ball_super_text import read_skill
from engine.formats.importers.fields import Record, RecordError
from engine.formats.importers.pool import Draft, SetName, Source
from engine.formats.problems import Problem

RULESETS = ("dragon-ball-super",)
CATEGORIES = {"LEADER": "leader", "BATTLE": "battle", "EXTRA": "extra", "UNISON": "unison"}
COLORS = ("red", "blue", "green", "yellow", "black")
SPHERES = {"R": "red", "U": "blue", "B": "blue", "G": "green", "Y": "yellow", "K": "black"}
"""The coloured spheres of an energy cost ("6(RR)": 6 in all, 2 red); K is black (seen on black cards)."""
_ENERGY = re.compile(r"^(?P<total>\d{1,2}|X)\s*(?:\((?P<spheres>[A-Z]{0,12})\))?$")
_PRINT = re.compile(r"_(?:PR\d*|SPR|BD|A|TP|SCR|SR)\d*$", re.IGNORECASE)
BACK = "_awakened"
"""Suffix of the card id given to a Leader's awakened back side (the front names it, stats.awakened)."""

Item = Draft | SetName | Problem


def base_number(print_id: str) -> str:
    """ "BT1-011_SPR" and "P-761_PR" are cards BT1-011 and P-761; numbers are never padded."""
    return _PRINT.sub("", print_id)


def _energy(record: Record, key: str, category: str) -> tuple[int | None, list[str], bool]:
    """Total cost, specified colours, and whether the cost is X plus the specified spheres (a Unison's "X(KK)")."""
    raw = record.text(key)
    if not raw:
        if category in ("battle", "extra", "unison"):
            raise record.fail(key, f"a {category} card has an energy cost (rule 2-11-1); this file has none")
        return None, [], False
    match = _ENERGY.match(raw.replace(" ", ""))
    if match is None:
        raise record.fail(key, f"{short(raw, 20)!r} is not an energy cost like 3(RR)")
    spheres = match["spheres"] or ""
    unknown = [s for s in spheres if s not in SPHERES]
    if unknown:
        raise record.fail(key, f"unknown energy colour {unknown[0]!r} (known: {', '.join(SPHERES)})")
    colours = [SPHERES[s] for s in spheres]
    if match["total"] == "X":
        if category != "unison":
            raise record.fail(key, "only a Unison Card has an X energy cost (rule 2-11-2-2)")
        return len(colours), colours, True  # X chosen when played, on top of the specified spheres (2-11-2-3)
    return int(match["total"]), colours, False


def _colors(record: Record, key: str) -> list[str]:
    colors = [part.strip().lower() for part in re.split(r"[/;,]", record.text(key, required=True)) if part.strip()]
    for colour in colors:
        if colour not in COLORS:
            raise record.fail(key, f"unknown colour {short(colour, 20)!r} (known: {', '.join(COLORS)})")
    return colors


def _key(prefix: str, name: str) -> str:
    """dbs-tracker's back-side fields: "backPower" for "power"."""
    return prefix + name[0].upper() + name[1:] if prefix else name


def _side(record: Record, category: str, skill: str, prefix: str = "") -> dict[str, Any]:
    """The fields of one face: power, characters, traits, era, text, keywords and abilities."""
    power = record.number(_key(prefix, "power"))
    if category in ("leader", "battle", "unison") and power is None:
        raise record.fail(_key(prefix, "power"), f"a {category} card has a power (rule 2-8-1)")
    read = read_skill(skill, category)
    stats: dict[str, Any] = dict(read.stats)
    characters = [c.strip() for c in record.text(_key(prefix, "character")).split("/")]
    if any(characters):
        stats["characters"] = [c for c in characters if c]
    era = record.text(_key(prefix, "era"))
    if era:
        stats["era"] = era
    trait = record.text(_key(prefix, "specialTrait"))
    traits = [t.strip() for t in trait.split("/") if t.strip()]
    fields: dict[str, Any] = {"category": category, "traits": traits, "text": skill, "keywords": read.keywords,
                              "abilities": read.abilities, "stats": stats}  # fmt: skip
    if power is not None and category != "extra":
        fields["power"] = power
    if read.max_copies:
        fields["max_copies"] = read.max_copies
    return fields


def _card(record: Record, *, number_key: str, name_key: str, skill_key: str, energy_key: str | None,
          combo_keys: tuple[str, str] | None, image_key: str) -> Iterator[Item]:  # fmt: skip
    print_id = record.code(number_key)
    raw_type = record.text("type", required=True)
    category = CATEGORIES.get(raw_type.upper())
    if category is None:
        raise record.fail("type", f"unknown card type {short(raw_type, 20)!r} (known: LEADER, BATTLE, EXTRA, UNISON)")
    colors = _colors(record, "color")
    if energy_key is None and category != "leader":
        raise record.fail("energy", f"a {category} card has an energy cost (rule 2-11-1); this file has none")
    cost, spheres, x_cost = _energy(record, energy_key, category) if energy_key else (None, [], False)
    fields = _side(record, category, record.text(skill_key), "")
    fields.update(name=record.text(name_key, required=True), colors=colors)
    if cost is not None and category != "leader":
        fields["cost"] = cost
        if spheres:
            fields["stats"]["specified"] = spheres
        if x_cost:
            fields["stats"]["x"] = True
    if combo_keys is not None and category == "battle":
        combo_cost, combo_power = record.number(combo_keys[0]), record.number(combo_keys[1])
        if (combo_cost is None) != (combo_power is None):
            raise record.fail(combo_keys[0], "a card combos with both a combo cost and a combo power (rule 3-7-3-1)")
        if combo_cost is not None:
            fields["stats"].update(combo_cost=combo_cost, combo_power=combo_power)
    card_id = base_number(print_id)
    set_id = card_id.rsplit("-", 1)[0]
    image = record.text(image_key)
    drafts = [Draft(record.where, print_id, card_id, set_id, fields, image)]
    if category == "leader":
        back = _back(record, colors)
        if back is None:
            raise record.fail("cardBack", "a Leader Card has an awakened back side (rule 2-3-2-1)")
        fields["stats"]["awakened"] = card_id + BACK
        drafts.append(Draft(record.where, print_id + BACK, card_id + BACK, set_id, back, image))
    yield from record.problems
    yield from drafts


def _back(record: Record, colors: list[str]) -> dict[str, Any] | None:
    """A Leader's awakened side: dbs-scraper's `cardBack` object, or dbs-tracker's back* fields."""
    nested = record.data.get("cardBack")
    if isinstance(nested, dict):
        side = Record(record.file, f"{record.locator}.cardBack" if record.locator else "cardBack", nested)
        fields = _side(side, "leader", side.text("skillDescription"))
        fields["name"] = side.text("cardName", required=True)
        record.problems.extend(side.problems)
    elif record.text("backPower"):
        fields = _side(record, "leader", record.text("backSkill"), "back")
        fields["name"] = f"{record.text('name', required=True)} (awakened)"
    else:
        return None
    fields["colors"] = colors
    fields["stats"]["side"] = "awakened"
    return fields


def _records(name: str, data: Any, keys: dict[str, Any]) -> Iterator[Item]:
    for index, raw in enumerate(data):
        locator = f"[{index}]"
        if not isinstance(raw, dict):
            yield Problem(f"{name}: {locator}", "expected a card object; skipped")
            continue
        record = Record(name, locator, raw)
        try:
            items = list(_card(record, **keys))
        except RecordError:
            yield from record.problems
            continue
        series = raw.get("seriesFullName")
        for item in items:
            if isinstance(item, Draft) and isinstance(series, str) and series.strip():
                yield SetName(item.set_id, f"{series.strip().title()} ({item.set_id})")
            yield item


def _first(data: Any) -> dict[str, Any] | None:
    return data[0] if isinstance(data, list) and data and isinstance(data[0], dict) else None


def _detect_scraper(name: str, data: Any) -> bool:
    first = _first(data)
    return first is not None and "cardNumber" in first and "skillDescription" in first


def _read_scraper(name: str, data: Any) -> Iterator[Item]:
    keys = {"number_key": "cardNumber", "name_key": "cardName", "skill_key": "skillDescription",
            "energy_key": "energy" if "energy" in data[0] else None, "combo_keys": ("comboEnergy", "comboPower"),
            "image_key": "cardImageUrl"}  # fmt: skip
    yield from _records(name, data, keys)


def _detect_tracker(name: str, data: Any) -> bool:
    first = _first(data)
    return first is not None and ("cardNumber" in first or "id" in first) and "skill" in first and "type" in first


def _read_tracker(name: str, data: Any) -> Iterator[Item]:
    first = data[0]
    if "cardNumber" in first:  # bt1_scraped.json
        keys = {"number_key": "cardNumber", "name_key": "name", "skill_key": "skill", "energy_key": "energy",
                "combo_keys": ("comboEnergy", "comboPower"), "image_key": "imageUrl"}  # fmt: skip
    else:  # parsed_cards.json
        keys = {"number_key": "id", "name_key": "name", "skill_key": "skill", "energy_key": "cost",
                "combo_keys": ("comboCost", "comboPower"), "image_key": "imageUrl"}  # fmt: skip
    yield from _records(name, data, keys)


DBS_SCRAPER = Source("dbs-scraper (Dragon Ball Super cards.json)", RULESETS, _detect_scraper, _read_scraper)
DBS_TRACKER = Source("dbs-tracker (Dragon Ball Super card files)", RULESETS, _detect_tracker, _read_tracker)
SOURCES = (DBS_SCRAPER, DBS_TRACKER)
