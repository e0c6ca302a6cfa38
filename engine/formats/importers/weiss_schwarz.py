"""Weiß Schwarz card sources: English DB set files (WeissSchwarz-ENG-DB, ws-eng-scrape), wsoffdata per-card JSON."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from engine.formats.importers.decoding import short
from engine.formats.importers.fields import Record, RecordError
from engine.formats.importers.pool import Draft, SetName, Source
from engine.formats.importers.weiss_schwarz_text import read_weiss_schwarz_text
from engine.formats.problems import Problem

RULESETS = ("weiss-schwarz",)
CATEGORIES = {"character": "character", "ch": "character", "event": "event", "ev": "event", "climax": "climax",
              "cx": "climax"}  # fmt: skip
COLORS = ("yellow", "green", "red", "blue", "purple")
TRIGGERS = {"SOUL": "soul", "RETURN": "return", "POOL": "pool", "COMEBACK": "comeback", "DRAW": "draw",
            "SHOT": "shot", "TREASURE": "treasure", "GATE": "gate", "STANDBY": "standby", "BOUNCE": "return",
            "SALVAGE": "comeback", "BOOK": "draw", "BAG": "pool", "WIND": "return", "DOOR": "comeback",
            "BAR": "treasure", "2SOUL": "soul"}  # fmt: skip
_PRINT = re.compile(r"^(?P<base>.+-[A-Za-z]{0,2}\d+)(?P<suffix>[A-Za-z]+)?$")

Item = Draft | SetName | Problem


def base_code(code: str) -> str:
    """The card code of a printing: "Kcl/W102-002SP" and "5HY/W101-001OFR" lose their parallel suffix; codes are
    otherwise kept exactly ("HOL/WE44-11" is not padded, "-E010" is not turned into the Japanese "-010")."""
    match = _PRINT.match(code)
    return match["base"] if match is not None else code


def set_of(code: str) -> str:
    """ "KGL/S79" for "KGL/S79-E001"."""
    return code.rsplit("-", 1)[0]


def _number(record: Record, key: str, needed: bool, category: str, rule: str) -> int | None:
    value = record.number(key)
    if needed and value is None:
        article = "an" if category[0] in "aeiou" else "a"
        raise record.fail(key, f"{article} {category} needs a {key} (rule {rule})")
    if value is not None and value < 0:
        raise record.fail(key, f"a {key} of {value} is not printed on any card")
    return value if needed else None


def _triggers(record: Record, key: str) -> list[str]:
    icons: list[str] = []
    for raw in record.texts(key):
        icon = TRIGGERS.get(raw.strip().upper())
        if icon is None:
            record.note(key, f"trigger icon {short(raw, 20)!r} is not played by these rules; left out (resolve it "
                        "by hand)")  # fmt: skip
            continue
        icons.extend([icon, icon] if raw.strip().upper() == "2SOUL" else [icon])
    return icons


def _card(record: Record, *, code_key: str, type_key: str, colour_key: str, name: str, traits_key: str,
          image_key: str) -> Iterator[Item]:  # fmt: skip
    try:
        print_id = record.code(code_key)
        raw_type = record.text(type_key, required=True)
        category = CATEGORIES.get(raw_type.lower())
        if category is None:
            raise record.fail(type_key, f"unknown card type {short(raw_type, 20)!r} (known: Character, Event, Climax)")
        raw_colour = record.text(colour_key, required=True)
        if raw_colour.lower() not in COLORS:
            raise record.fail(colour_key, f"unknown colour {short(raw_colour, 20)!r} (known: {', '.join(COLORS)})")
        level = _number(record, "level", category != "climax", category, "2.6")
        cost = _number(record, "cost", category != "climax", category, "2.7")
        power = _number(record, "power", category == "character", category, "2.9")
        soul = record.number("soul")
        texts = record.texts("ability")
        abilities, counter = read_weiss_schwarz_text(texts, category)
        side = record.text("side").upper()
        stats: dict[str, Any] = {"triggers": _triggers(record, "trigger"), "side": side if side in ("W", "S") else "W"}
        if level is not None:
            stats["level"] = level
        if soul is not None and category == "character":
            stats["soul"] = soul
        if counter:
            stats["counter"] = True
        fields: dict[str, Any] = {
            "name": name or record.text("name", required=True), "category": category, "colors": [raw_colour.lower()],
            "traits": [t for t in record.texts(traits_key) if t not in ("-", "\u2010")], "stats": stats,
            "text": "\n".join(texts), "abilities": abilities,
        }  # fmt: skip
        if cost is not None:
            fields["cost"] = cost
        if power is not None:
            fields["power"] = power
        card_id = base_code(print_id)
        yield from record.problems
        yield Draft(record.where, print_id, card_id, set_of(card_id), fields, record.text(image_key))
    except RecordError:
        yield from record.problems


# WeissSchwarz-ENG-DB (WS-A) and ws-eng-scrape (WS-C): a JSON array of card objects per set.


def _detect_en(name: str, data: Any) -> bool:
    first = data[0] if isinstance(data, list) and data else None
    return isinstance(first, dict) and "code" in first and "type" in first


def _read_en(name: str, data: Any) -> Iterator[Item]:
    for index, raw in enumerate(data):
        if not isinstance(raw, dict):
            yield Problem(f"{name}: [{index}]", "expected a card object; skipped")
            continue
        record = Record(name, f"[{index}]", raw)
        items = list(_card(record, code_key="code", type_key="type", colour_key="color", name="",
                           traits_key="attributes", image_key="image"))  # fmt: skip
        expansion = raw.get("expansion")
        for item in items:
            if isinstance(item, Draft) and isinstance(expansion, str) and expansion.strip():
                yield SetName(item.set_id, f"{expansion.strip()} ({item.set_id})")
            yield item


WS_ENGLISH_DB = Source("Weiß Schwarz English DB (set files)", RULESETS, _detect_en, _read_en)


# wsoffdata (WS-B): one Japanese card per file.


def _detect_jp(name: str, data: Any) -> bool:
    return isinstance(data, dict) and "cardcode" in data and "cardType" in data


def _read_jp(name: str, data: Any) -> Iterator[Item]:
    record = Record(name, "", data)
    english = data.get("name")
    japanese = data.get("jpName")
    shown = english if isinstance(english, str) and english.strip() else japanese if isinstance(japanese, str) else ""
    items = list(_card(record, code_key="cardcode", type_key="cardType", colour_key="colour", name=shown.strip(),
                       traits_key="specialAttrib", image_key="imageURL"))  # fmt: skip
    title = data.get("setName")
    for item in items:
        if isinstance(item, Draft) and isinstance(title, str) and title.strip():
            yield SetName(item.set_id, f"{title.strip()} ({item.set_id})")
        yield item


WSOFFDATA = Source("wsoffdata (Weiß Schwarz, one file per card)", RULESETS, _detect_jp, _read_jp)

SOURCES = (WS_ENGLISH_DB, WSOFFDATA)
