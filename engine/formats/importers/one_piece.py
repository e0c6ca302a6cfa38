"""ONE PIECE card sources: punk-records (one JSON file per card, its index and packs.json) and optcgjson set files."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from engine.formats.importers.decoding import short
from engine.formats.importers.fields import Record, RecordError
from engine.formats.importers.one_piece_text import read_one_piece_text
from engine.formats.importers.pool import Draft, SetName, Source
from engine.formats.problems import Problem

RULESETS = ("one-piece", "energio")
CATEGORIES = ("leader", "character", "event", "stage", "don")
COLORS = ("red", "green", "blue", "purple", "black", "yellow")
ATTRIBUTES = ("Slash", "Strike", "Ranged", "Special", "Wisdom", "?")
_PRINT_SUFFIX = re.compile(r"_[pr]\d+$", re.IGNORECASE)
_PARALLEL_NAME = re.compile(r"\s*\((?:Parallel|Alternate Art|SP)\)$", re.IGNORECASE)
_NEEDS = {"character": ("cost", "power"), "event": ("cost",), "stage": ("cost",), "leader": ("power",)}
_RULES = {"cost": "2-8", "power": "2-7"}

Item = Draft | SetName | Problem


def base_number(print_id: str) -> str:
    """The card number of a printing: "OP01-001_p1" and "OP01-001_r1" are card OP01-001."""
    return _PRINT_SUFFIX.sub("", print_id)


def set_of(card_id: str) -> str:
    """The set a card number belongs to: "OP01" for "OP01-001", "P" for "P-001"."""
    return card_id.rsplit("-", 1)[0] if "-" in card_id else card_id


def _category(record: Record, key: str) -> str:
    raw = record.text(key, required=True)
    category = raw.lower().replace("!!", "")
    if category not in CATEGORIES:
        known = "Leader, Character, Event, Stage, DON!!"
        raise record.fail(key, f"unknown card category {short(raw, 30)!r} (known: {known})")
    return category


def _colors(record: Record, key: str) -> list[str]:
    colors: list[str] = []
    for raw in record.texts(key):
        for part in re.split(r"[/;,]| and ", raw):
            colour = part.strip().lower()
            if colour not in COLORS:
                raise record.fail(key, f"unknown colour {short(part, 20)!r} (known: {', '.join(COLORS)})")
            colors.append(colour)
    return colors


def _attributes(record: Record, key: str) -> list[str]:
    known: list[str] = []
    for raw in record.texts(key):
        for part in raw.split("/"):
            value = part.strip().title() if part.strip() != "?" else "?"
            if value in ATTRIBUTES:
                known.append(value)
            elif value:
                record.note(key, f"unknown attribute {short(part, 20)!r} left out (known: {', '.join(ATTRIBUTES)})")
    return known


def _card_fields(
    record: Record, *, category: str, cost: int | None, life: int | None, effect: str, trigger: str
) -> dict[str, Any]:
    """The card record for our model, checking what the rules need of each category (2-7, 2-8, 2-9-1)."""
    power = record.number("power")
    values = {"cost": cost, "power": power}
    for name in _NEEDS.get(category, ()):
        if values[name] is None:
            article = "an" if category[0] in "aeiou" else "a"
            raise record.fail(name, f"{article} {category.title()} needs a {name} (rule {_RULES[name]})")
    if category == "leader" and life is None:
        raise record.fail("life", "a Leader needs its Life value (rule 2-9-1)")
    text = "\n".join(part for part in (effect, trigger) if part)
    read = read_one_piece_text(effect, trigger, category)
    fields: dict[str, Any] = {"name": _PARALLEL_NAME.sub("", record.text("name", required=True)), "category": category}
    stats: dict[str, Any] = {}
    if category == "leader":
        stats["life"] = life
    elif cost is not None:
        fields["cost"] = cost
    if power is not None and category in ("leader", "character"):
        fields["power"] = power
    counter = record.number("counter")
    if counter is not None and category == "character":
        stats["counter"] = counter
    return {**fields, "stats": stats, "text": text, "keywords": read.keywords, "abilities": read.abilities,
            **({"max_copies": read.max_copies} if read.max_copies else {})}  # fmt: skip


# punk-records (OP-A)


def _is_punk_card(data: Any) -> bool:
    return isinstance(data, dict) and "category" in data and "id" in data and ("types" in data or "pack_id" in data)


def _detect_punk(name: str, data: Any) -> bool:
    if _is_punk_card(data):
        return True
    if isinstance(data, dict) and data:
        first = next(iter(data.values()))
        return _is_punk_card(first) or (isinstance(first, dict) and "raw_title" in first)
    return False


def _read_punk(name: str, data: Any) -> Iterator[Item]:
    if _is_punk_card(data):
        yield from _punk_card(name, "", data)
        return
    for key, value in data.items():
        if isinstance(value, dict) and "raw_title" in value:
            title = value.get("raw_title")
            if isinstance(title, str) and title.strip():
                yield SetName(str(key), title.strip())
        elif _is_punk_card(value):
            yield from _punk_card(name, short(str(key), 40), value)
        else:
            yield Problem(f"{name}: {short(str(key), 40)}", "not a card record; skipped")


def _punk_card(file: str, locator: str, data: dict[str, Any]) -> Iterator[Item]:
    record = Record(file, locator, data)
    try:
        print_id = record.code("id")
        category = _category(record, "category")
        cost = record.number("cost")
        life = cost if category == "leader" else None  # punk-records keeps a Leader's Life in "cost"
        fields = _card_fields(
            record, category=category, cost=None if category == "leader" else cost, life=life,
            effect=record.text("effect"), trigger=record.text("trigger"),
        )  # fmt: skip
        fields["colors"] = _colors(record, "colors")
        fields["traits"] = record.texts("types")
        attributes = _attributes(record, "attributes")
        if attributes and category in ("leader", "character"):  # only they have an attribute (2-5-5)
            fields["stats"]["attribute"] = attributes
        card_id = base_number(print_id)
        pack = data.get("pack_id")
        yield from record.problems
        yield Draft(record.where, print_id, card_id, set_of(card_id), fields, record.text("img_full_url"),
                    str(pack) if isinstance(pack, str | int) else "")  # fmt: skip
    except RecordError:
        yield from record.problems


PUNK_RECORDS = Source("punk-records (ONE PIECE, one file per card)", RULESETS, _detect_punk, _read_punk)


# optcgjson (OP-B)


def _detect_optcgjson(name: str, data: Any) -> bool:
    inner = data.get("data") if isinstance(data, dict) else None
    if not isinstance(inner, dict):
        return False
    return isinstance(inner.get("cards"), list) or any(
        isinstance(v, dict) and isinstance(v.get("cards"), list) for v in inner.values()
    )


def _read_optcgjson(name: str, data: Any) -> Iterator[Item]:
    inner = data["data"]
    sets = [inner] if isinstance(inner.get("cards"), list) else [v for v in inner.values() if isinstance(v, dict)]
    for one in sets:
        code, title = one.get("code"), one.get("name")
        cards = one.get("cards")
        if not isinstance(cards, list):
            yield Problem(name, f'set {short(str(code), 20)} has no "cards" list; skipped')
            continue
        for index, raw in enumerate(cards):
            locator = f"cards[{index}]" if len(sets) == 1 else f"{short(str(code), 20)}.cards[{index}]"
            if not isinstance(raw, dict):
                yield Problem(f"{name}: {locator}", "expected a card object; skipped")
                continue
            for item in _optcg_card(name, locator, raw):
                if isinstance(item, Draft) and isinstance(title, str) and title.strip():
                    yield SetName(item.set_id, title.strip())
                yield item


def _optcg_card(file: str, locator: str, data: dict[str, Any]) -> Iterator[Item]:
    record = Record(file, locator, data)
    try:
        print_id = record.code("id") if "id" in data else record.code("number")
        card_id = record.code("number") if "number" in data else base_number(print_id)
        category = _category(record, "cardClass")
        fields = _card_fields(
            record, category=category, cost=record.number("cost"), life=record.number("life"),
            effect=record.text("effect"), trigger=record.text("trigger"),
        )  # fmt: skip
        fields["colors"] = _colors(record, "color")
        fields["traits"] = record.texts("feature")
        attributes = _attributes(record, "attribute")
        if attributes and category in ("leader", "character"):  # only they have an attribute (2-5-5)
            fields["stats"]["attribute"] = attributes
        yield from record.problems
        yield Draft(record.where, print_id, card_id, set_of(card_id), fields, record.text("imageUrl"))
    except RecordError:
        yield from record.problems


OPTCGJSON = Source("optcgjson (ONE PIECE set files)", RULESETS, _detect_optcgjson, _read_optcgjson)

# TCGplayer catalogue dump (OP-D, tcgcsv style): {"results": [{productId, name, imageUrl, extendedData: [...]}]}


def _detect_tcgplayer(name: str, data: Any) -> bool:
    results = data.get("results") if isinstance(data, dict) else None
    return isinstance(results, list) and any(isinstance(r, dict) and "extendedData" in r for r in results)


def _read_tcgplayer(name: str, data: Any) -> Iterator[Item]:
    prints: dict[str, int] = {}
    for index, raw in enumerate(data["results"]):
        if not isinstance(raw, dict):
            yield Problem(f"{name}: results[{index}]", "expected a product object; skipped")
            continue
        extended = raw.get("extendedData")
        entries = extended if isinstance(extended, list) else []
        fields = {e.get("name"): e.get("value") for e in entries if isinstance(e, dict)}
        if "Number" not in fields:
            continue  # a sealed product (a booster box): no card
        yield from _tcgplayer_card(name, f"results[{index}]", raw, fields, prints)


def _tcgplayer_card(
    file: str, locator: str, raw: dict[str, Any], fields: dict[Any, Any], prints: dict[str, int]
) -> Iterator[Item]:
    name = raw.get("name")
    shown = _PRODUCT_SUFFIX.sub("", name) if isinstance(name, str) else name
    data = {str(k): v for k, v in fields.items()}
    data.update(name=shown, power=fields.get("Power"), counter=fields.get("Counterplus"))  # as _card_fields reads
    record = Record(file, locator, data)
    try:
        card_id = record.code("Number")
        category = _category(record, "CardType")
        life = record.number("Life")
        cost = record.number("Cost")
        fields_out = _card_fields(
            record, category=category, cost=None if category == "leader" else cost,
            life=life,
            effect=record.text("Description"), trigger="",
        )  # fmt: skip
        fields_out["colors"] = _colors(record, "Color")
        fields_out["traits"] = [t.strip() for t in record.text("Subtypes").split(";") if t.strip()]
        attributes = _attributes(record, "Attribute")
        if attributes and category in ("leader", "character"):
            fields_out["stats"]["attribute"] = attributes
        prints[card_id] = prints.get(card_id, -1) + 1
        print_id = card_id if not prints[card_id] else f"{card_id}_p{prints[card_id]}"
        image = raw.get("imageUrl") if isinstance(raw.get("imageUrl"), str) else ""
        yield from record.problems
        yield Draft(record.where, print_id, card_id, set_of(card_id), fields_out, str(image))
    except RecordError:
        yield from record.problems


_PRODUCT_SUFFIX = re.compile(r"\s*(?:\((?:Alternate Art|Parallel|Manga)[^)]*\)|-\s*[A-Z]{1,4}\d{0,2}-\d{3})+\s*$")
"""TCGplayer product names add " (Alternate Art)" or " - PRB02-005" to the card name."""

TCGPLAYER = Source("TCGplayer catalogue (ONE PIECE products)", RULESETS, _detect_tcgplayer, _read_tcgplayer)

SOURCES = (PUNK_RECORDS, OPTCGJSON, TCGPLAYER)
