"""Decks: the JSON deck file and the plain-text deck lists players share."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictInt,
    ValidationError,
    field_validator,
)

from engine.formats.cards import CardDatabase, CardDefinition
from engine.formats.problems import (
    FormatError,
    Problem,
    load_document,
    problems_from_validation,
    unknown_keys,
)

DECK_FORMAT = 1
DECK_KIND = "playmat-deck"
LEADER_SECTION = "leader"
MAIN_SECTION = "main"
MAX_COPIES = 1000
"""No entry may hold more copies: checked before a deck is ever expanded to one id per copy."""
MAX_DECK_CARDS = 2000
"""No deck may hold more cards in all (every game's decks are far smaller), nor more entries."""
MAX_SECTIONS = 16
MAX_TEXT = 200


class DeckEntry(BaseModel):
    """A number of copies of one card."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    card: str = Field(min_length=1, max_length=MAX_TEXT)
    count: StrictInt = Field(ge=1, le=MAX_COPIES)


class Deck(BaseModel):
    """A named deck for one ruleset, split into sections such as "leader", "main", "don"."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format: int = DECK_FORMAT
    kind: Literal["playmat-deck"] = "playmat-deck"
    ruleset: str = Field(max_length=MAX_TEXT)
    name: str = Field(max_length=MAX_TEXT)
    sections: dict[str, tuple[DeckEntry, ...]] = Field(default_factory=dict, max_length=MAX_SECTIONS)

    @field_validator("sections")
    @classmethod
    def _check_section_names(cls, value: dict[str, tuple[DeckEntry, ...]]) -> dict[str, tuple[DeckEntry, ...]]:
        for section in value:
            if not section.strip():
                raise ValueError("section names must not be empty")
            if len(section) > MAX_TEXT:
                raise ValueError(f"section names are at most {MAX_TEXT} characters")
        entries = sum(len(section) for section in value.values())
        cards = sum(entry.count for section in value.values() for entry in section)
        if entries > MAX_DECK_CARDS or cards > MAX_DECK_CARDS:
            raise ValueError(f"a deck holds at most {MAX_DECK_CARDS} cards ({cards} in {entries} entries)")
        return value

    def card_ids(self, section: str) -> list[str]:
        """Card ids of a section, one per copy, in file order (empty if no such section)."""
        return [entry.card for entry in self.sections.get(section, ()) for _ in range(entry.count)]

    def count(self, section: str) -> int:
        """Number of cards in a section (0 if no such section)."""
        return sum(entry.count for entry in self.sections.get(section, ()))


@dataclass(frozen=True)
class DeckResult:
    """A deck read from text: the usable entries, every problem found, and notes on what the import added."""

    deck: Deck
    problems: tuple[Problem, ...]
    notes: tuple[str, ...] = ()


_TOP_KEYS = ("format", "kind", "ruleset", "name", "sections")


def _ruleset_problem(ruleset: str, database: CardDatabase | None) -> list[Problem]:
    if database is None or database.ruleset == ruleset:
        return []
    return [
        Problem(
            "ruleset",
            f"deck is for ruleset {ruleset!r} but the cards are for {database.ruleset!r}",
        )
    ]


def _read_entries(
    section: str, raw: object, database: CardDatabase | None
) -> tuple[tuple[DeckEntry, ...] | None, list[Problem]]:
    where = f"sections.{section}"
    if not isinstance(raw, list):
        return None, [Problem(where, "expected a list of entries; section skipped")]
    entries: list[DeckEntry] = []
    problems: list[Problem] = []
    for index, item in enumerate(raw):
        try:
            entry = DeckEntry.model_validate(item)
        except ValidationError as error:
            problems.extend(problems_from_validation(f"{where}[{index}]", error, "entry skipped"))
            continue
        if database is not None and entry.card not in database:
            problems.append(Problem(f"{where}[{index}].card", f"unknown card {entry.card}; skipped"))
            continue
        entries.append(entry)
    return tuple(entries), problems


def read_deck(text: str, database: CardDatabase | None = None) -> DeckResult:
    """Read a deck file; bad or unknown entries become problems and are skipped."""
    data = load_document(text, DECK_KIND, "deck", DECK_FORMAT)
    ruleset = data.get("ruleset")
    if not isinstance(ruleset, str) or not ruleset.strip():
        raise FormatError(Problem("ruleset", "missing ruleset id"))
    raw_sections = data.get("sections", {})
    if not isinstance(raw_sections, dict):
        raise FormatError(Problem("sections", "expected an object of sections"))
    problems = unknown_keys(data, _TOP_KEYS)
    name = data.get("name")
    if not isinstance(name, str):
        problems.append(Problem("name", "missing deck name; using an empty name"))
        name = ""
    mismatch = _ruleset_problem(ruleset, database)
    problems.extend(mismatch)
    checker = None if mismatch else database
    if len(ruleset) > MAX_TEXT:
        raise FormatError(Problem("ruleset", f"the ruleset id is over {MAX_TEXT} characters"))
    if len(name) > MAX_TEXT:
        problems.append(Problem("name", f"the deck name is over {MAX_TEXT} characters; cut short"))
        name = name[:MAX_TEXT]
    sections: dict[str, tuple[DeckEntry, ...]] = {}
    for section, raw in raw_sections.items():
        if not section.strip() or len(section) > MAX_TEXT:
            problems.append(Problem("sections", "a section has an empty or overlong name; skipped"))
            continue
        if len(sections) >= MAX_SECTIONS:
            problems.append(Problem("sections", f"a deck has at most {MAX_SECTIONS} sections; {section!r} skipped"))
            continue
        if isinstance(raw, list) and len(raw) > MAX_DECK_CARDS:
            raise FormatError(Problem(f"sections.{section}", f"more than {MAX_DECK_CARDS} entries"))
        entries, found = _read_entries(section, raw, checker)
        problems.extend(found)
        if entries is not None:
            sections[section] = entries
    _check_size(sections)
    deck = Deck(format=data["format"], ruleset=ruleset, name=name, sections=sections)
    return DeckResult(deck=deck, problems=tuple(problems))


def _check_size(sections: dict[str, tuple[DeckEntry, ...]]) -> None:
    """Raise FormatError for more cards (or entries) than any deck holds, before a Deck is built."""
    entries = sum(len(section) for section in sections.values())
    cards = sum(entry.count for section in sections.values() for entry in section)
    if entries > MAX_DECK_CARDS or cards > MAX_DECK_CARDS:
        raise FormatError(Problem("sections", f"a deck holds at most {MAX_DECK_CARDS} cards; this one has {cards}"))


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, allow_nan=False)


def write_deck(deck: Deck) -> str:
    """Stable JSON for a deck, one entry per line; read_deck() gives the same deck back."""
    lines = ["{"]
    for key in ("format", "kind", "ruleset", "name"):
        lines.append(f"  {_dumps(key)}: {_dumps(getattr(deck, key))},")
    if not deck.sections:
        lines.append('  "sections": {}')
    else:
        lines.append('  "sections": {')
        for number, (section, entries) in enumerate(deck.sections.items(), start=1):
            comma = "," if number < len(deck.sections) else ""
            if not entries:
                lines.append(f"    {_dumps(section)}: []{comma}")
                continue
            lines.append(f"    {_dumps(section)}: [")
            for index, entry in enumerate(entries, start=1):
                item_comma = "," if index < len(entries) else ""
                lines.append(f"      {_dumps(entry.model_dump())}{item_comma}")
            lines.append(f"    ]{comma}")
        lines.append("  }")
    lines.append("}")
    return "\n".join(lines) + "\n"


_COUNT_LINE = re.compile(r"(?P<count>\d+)(?P<gap>\s*)(?P<rest>.*)", re.ASCII)


def default_section(card: CardDefinition) -> str:
    """Leaders go to the "leader" section, everything else to "main"."""
    return LEADER_SECTION if card.category == LEADER_SECTION else MAIN_SECTION


def sections_by_category(section_names: Iterable[str]) -> Callable[[CardDefinition], str]:
    """A section chooser for a ruleset's sections: a card goes to the section named after its
    category ("leader", "don") when there is one, else to "main"."""
    names = tuple(section_names)

    def choose(card: CardDefinition) -> str:
        return card.category if card.category in names else MAIN_SECTION

    return choose


def _candidates(gap: str, rest: str) -> list[str]:
    """What a line names after its count: "x OP01-016" may mean "OP01-016"."""
    rest = rest.strip()
    if rest[:1] in ("x", "X", "\u00d7"):
        stripped = rest[1:].lstrip()
        separator = not gap or rest[1:2].isspace()
        if stripped:
            return [stripped, rest] if separator else [rest, stripped]
    return [rest]


def _resolve(name: str, database: CardDatabase) -> tuple[CardDefinition | None, str]:
    """The card a line names (by id, then by exact name), or why there is none."""
    for card_id in (name, name.upper()):
        if card_id in database:
            return database.get(card_id), ""
    named = database.find_by_name(name)
    if len(named) == 1:
        return named[0], ""
    if named:
        ids = ", ".join(card.id for card in named)
        return None, f"{len(named)} cards are named {name!r} ({ids}); use the card id"
    return None, ""


def _card_named(match: re.Match[str], database: CardDatabase) -> tuple[CardDefinition | None, str]:
    """The card a matched list line names, or why there is none."""
    reason = ""
    candidates = _candidates(match["gap"], match["rest"])
    for candidate in candidates:
        card, why = _resolve(candidate, database)
        if card is not None:
            return card, ""
        reason = reason or why
    return None, reason or f"unknown card {candidates[0]!r}"


def example_line(database: CardDatabase) -> str:
    """A list line in this game's own card numbers ("4xOP01-016" for ONE PIECE, "4xLF-001" for Weiß Schwarz)."""
    cards = database.cards()
    return f"4x{cards[0].id}" if cards else "4xCARD-ID"


def parse_deck_list(
    text: str,
    ruleset: str,
    database: CardDatabase,
    name: str = "Imported",
    section_for: Callable[[CardDefinition], str] | None = None,
) -> DeckResult:
    """Import a plain-text list ("4xOP01-016", "4 x OP01-016", "4 OP01-016", "4 Card Name")."""
    choose = section_for or default_section
    problems = _ruleset_problem(ruleset, database)
    sections: dict[str, list[DeckEntry]] = {}
    total = 0
    for number, raw_line in enumerate(text.split("\n"), start=1):
        line = raw_line.strip()
        if not line or line.startswith(("#", "//")):
            continue
        where = f"line {number}"
        match = _COUNT_LINE.fullmatch(line)
        if match is None or not match["rest"].strip():
            problems.append(Problem(where, f"expected a count and a card, like {example_line(database)}: {line!r}"))
            continue
        digits = match["count"].lstrip("0")
        count = int(digits) if 0 < len(digits) <= len(str(MAX_COPIES)) else (0 if not digits else MAX_COPIES + 1)
        if count < 1:
            problems.append(Problem(where, f"count must be at least 1: {line!r}"))
            continue
        if count > MAX_COPIES:
            problems.append(Problem(where, f"at most {MAX_COPIES} copies of a card: {line[:80]!r}"))
            continue
        card, reason = _card_named(match, database)
        if card is None:
            problems.append(Problem(where, f"{reason}: {line!r}"))
            continue
        total += count
        if total > MAX_DECK_CARDS:
            problems.append(Problem(where, f"a deck holds at most {MAX_DECK_CARDS} cards; the rest is skipped"))
            break
        sections.setdefault(choose(card), []).append(DeckEntry(card=card.id, count=count))
    deck = Deck(
        ruleset=ruleset,
        name=name[:MAX_TEXT],
        sections={section: tuple(entries) for section, entries in sections.items()},
    )
    return DeckResult(deck=deck, problems=tuple(problems))


def _list_line(entry: DeckEntry, names: CardDatabase | None) -> str:
    """A list line: "4xOP01-016", or "4 Card Name" when names are wanted and the name picks out one card."""
    if names is not None and entry.card in names:
        name = names.get(entry.card).name
        line = f"{entry.count} {name}"
        match = _COUNT_LINE.fullmatch(line)
        if match is not None and _card_named(match, names)[0] == names.get(entry.card):
            return line
    return f"{entry.count}x{entry.card}"


def format_deck_list(deck: Deck, names: CardDatabase | None = None) -> str:
    """Export one line per entry, the leader section first, then the others in file order:
    "NxCARD-ID", or "N Card Name" when `names` is given (the id where a name is shared)."""
    order = [LEADER_SECTION] if LEADER_SECTION in deck.sections else []
    order += [section for section in deck.sections if section != LEADER_SECTION]
    lines = [_list_line(entry, names) for section in order for entry in deck.sections[section]]
    return "".join(line + "\n" for line in lines)


def looks_like_json(text: str) -> bool:
    """Whether pasted text is a JSON document rather than a plain list."""
    return text.lstrip().startswith("{")


def import_deck(
    text: str,
    ruleset: str,
    database: CardDatabase,
    name: str = "Imported",
    section_for: Callable[[CardDefinition], str] | None = None,
) -> DeckResult:
    """Import pasted or loaded text in any supported form: our JSON deck, or a plain-text list.
    Raises FormatError only for JSON that is not a deck at all."""
    if looks_like_json(text):
        return read_deck(text, database)
    return parse_deck_list(text, ruleset, database, name, section_for)
