"""Card data: card definitions, card set files and the card database."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    ValidationError,
    field_validator,
)

from engine.formats.problems import (
    FormatError,
    Problem,
    load_document,
    problems_from_validation,
    unknown_keys,
)

CARD_SET_FORMAT = 1
CARD_SET_KIND = "playmat-card-set"

StatValue = int | str | bool | list[str]


def _sorted_json(value: Any) -> Any:
    """A copy of JSON data with every object's keys sorted (for stable output)."""
    if isinstance(value, dict):
        return {key: _sorted_json(value[key]) for key in sorted(value)}
    if isinstance(value, list | tuple):
        return [_sorted_json(item) for item in value]
    return value


class CardArt(BaseModel):
    """One printing of a card (a parallel print, an alternate art): its own print code and image link. All
    printings of a card are one card for the rules (one copy limit, one rules identity)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    print_id: str = Field(min_length=1)
    image: str = ""


ANY_NUMBER = "any"
"""`max_copies` of a card whose text lets a deck hold any number of copies of it."""


class CardDefinition(BaseModel):
    """One printed card: common fields plus the ruleset's own stats and ability data.

    `arts` lists its printings (the first is the base print); `max_copies` overrides the ruleset's copy limit
    when the card's text says so (a number, or ANY_NUMBER)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    name: str
    category: str
    colors: tuple[str, ...] = ()
    cost: StrictInt | None = None
    power: StrictInt | None = None
    traits: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    text: str = ""
    automated: StrictBool = True
    abilities: tuple[dict[str, Any], ...] = ()
    stats: dict[str, StatValue] = Field(default_factory=dict)
    arts: tuple[CardArt, ...] = ()
    max_copies: StrictInt | Literal["any"] | None = None
    set_id: str = ""

    @field_validator("id")
    @classmethod
    def _check_id(cls, value: str) -> str:
        if not value:
            raise ValueError("card id must not be empty")
        if any(char.isspace() for char in value):
            raise ValueError(f"card id {value!r} must not contain spaces")
        return value

    @field_validator("name", "category")
    @classmethod
    def _check_not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("must not be empty")
        return value

    @field_validator("max_copies")
    @classmethod
    def _check_max_copies(cls, value: int | str | None) -> int | str | None:
        if isinstance(value, int) and value < 1:
            raise ValueError('must be 1 or more, or "any"')
        return value

    @field_validator("stats", mode="before")
    @classmethod
    def _check_stats(cls, value: object) -> object:
        if not isinstance(value, dict):
            return value
        for key, item in value.items():
            plain = isinstance(item, int | str | bool)
            text_list = isinstance(item, list) and all(isinstance(part, str) for part in item)
            if not (plain or text_list):
                raise ValueError(f"{key!r} must be a whole number, text, true/false or a list of text")
        return value


class CardSet(BaseModel):
    """The cards of one set file, for one ruleset."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format: int = CARD_SET_FORMAT
    ruleset: str
    set_id: str
    name: str
    cards: tuple[CardDefinition, ...] = ()


@dataclass(frozen=True)
class CardSetResult:
    """A card set read from text: the valid cards, and every problem found."""

    card_set: CardSet
    problems: tuple[Problem, ...]


_TOP_KEYS = ("format", "kind", "ruleset", "set", "cards")


def _text(value: object) -> str | None:
    return value if isinstance(value, str) and value.strip() else None


def _read_set_header(data: dict[str, Any]) -> tuple[str, str, str, list[Any]]:
    """Ruleset, set id, set name and raw card records; FormatError if unusable."""
    errors: list[Problem] = []
    ruleset = _text(data.get("ruleset"))
    if ruleset is None:
        errors.append(Problem("ruleset", "missing ruleset id"))
    info = data.get("set")
    info = info if isinstance(info, dict) else {}
    set_id = _text(info.get("id"))
    if set_id is None:
        errors.append(Problem("set.id", "missing set id"))
    name = info.get("name", set_id or "")
    if not isinstance(name, str):
        errors.append(Problem("set.name", "set name must be text"))
    cards = data.get("cards")
    if not isinstance(cards, list):
        errors.append(Problem("cards", 'missing "cards" list'))
    if ruleset is None or set_id is None or not isinstance(name, str) or not isinstance(cards, list):
        raise FormatError(*errors)
    return ruleset, set_id, name, cards


def _read_card(index: int, record: object, set_id: str) -> tuple[CardDefinition | None, list[Problem]]:
    where = f"cards[{index}]"
    if not isinstance(record, dict):
        return None, [Problem(where, "expected a card object")]
    raw_id = record.get("id")
    label = f"card {raw_id}" if isinstance(raw_id, str) and raw_id else ""
    problems: list[Problem] = []
    fields = dict(record)
    own_set = fields.pop("set_id", set_id)
    if own_set != set_id:
        problems.append(
            Problem(
                f"{where}.set_id",
                f"{label or 'card'} says set {own_set!r}; using the file's set {set_id!r}",
            )
        )
    try:
        card = CardDefinition.model_validate({**fields, "set_id": set_id})
    except ValidationError as error:
        return None, problems + problems_from_validation(where, error, label)
    return card, problems


def read_card_set(text: str) -> CardSetResult:
    """Read a card set file; bad card records become problems, the rest still load."""
    data = load_document(text, CARD_SET_KIND, "card set", CARD_SET_FORMAT)
    ruleset, set_id, name, records = _read_set_header(data)
    problems = unknown_keys(data, _TOP_KEYS)
    cards: list[CardDefinition] = []
    first_index: dict[str, int] = {}
    for index, record in enumerate(records):
        card, found = _read_card(index, record, set_id)
        problems.extend(found)
        if card is None:
            continue
        if card.id in first_index:
            problems.append(
                Problem(
                    f"cards[{index}].id",
                    f"card {card.id} is already defined at cards[{first_index[card.id]}]; ignored",
                )
            )
            continue
        first_index[card.id] = index
        cards.append(card)
    card_set = CardSet(
        format=data["format"],
        ruleset=ruleset,
        set_id=set_id,
        name=name,
        cards=tuple(cards),
    )
    return CardSetResult(card_set=card_set, problems=tuple(problems))


def _card_record(card: CardDefinition) -> dict[str, Any]:
    record = card.model_dump(exclude={"set_id"}, exclude_defaults=True)
    for key in ("abilities", "stats"):
        if key in record:
            record[key] = _sorted_json(record[key])
    return record


def write_card_set(card_set: CardSet) -> str:
    """Pretty, stable JSON for a card set; read_card_set() gives the same set back."""
    document = {
        "format": card_set.format,
        "kind": CARD_SET_KIND,
        "ruleset": card_set.ruleset,
        "set": {"id": card_set.set_id, "name": card_set.name},
        "cards": [_card_record(card) for card in card_set.cards],
    }
    return json.dumps(document, indent=2, ensure_ascii=False, allow_nan=False) + "\n"


def _rules_record(card: CardDefinition) -> dict[str, Any]:
    """What of a card the rules read (its printings are art only; an unset copy limit is left out, so
    digests of card data without these fields stay as they were)."""
    record = card.model_dump(exclude={"arts"})
    if record["max_copies"] is None:
        del record["max_copies"]
    return record


class CardDatabase:
    """All cards of one ruleset, from several card sets, looked up by id."""

    def __init__(self, ruleset: str, card_sets: Iterable[CardSet] = ()) -> None:
        self.ruleset = ruleset
        card_sets = tuple(card_sets)
        self.card_sets: tuple[CardSet, ...] = card_sets
        self._cards: dict[str, CardDefinition] = {}
        self._by_name: dict[str, list[str]] = {}
        problems: list[Problem] = []
        for card_set in card_sets:
            where = f"set {card_set.set_id}"
            if card_set.ruleset != ruleset:
                problems.append(
                    Problem(
                        where,
                        f"is for ruleset {card_set.ruleset!r}, not {ruleset!r}; ignored",
                    )
                )
                continue
            for card in card_set.cards:
                known = self._cards.get(card.id)
                if known is not None:
                    problems.append(
                        Problem(
                            where,
                            f"card {card.id} is already defined by set {known.set_id}; ignored",
                        )
                    )
                    continue
                self._cards[card.id] = card
                self._by_name.setdefault(card.name.strip().casefold(), []).append(card.id)
        self.problems: tuple[Problem, ...] = tuple(problems)

    def extended(self, card_sets: Iterable[CardSet]) -> CardDatabase:
        """A new database with these sets' cards added after this one's (a card id already known stays as it
        was, and the clash is one of the new database's problems)."""
        return CardDatabase(self.ruleset, (*self.card_sets, *card_sets))

    def by_id(self) -> Mapping[str, CardDefinition]:
        """Every card by its id, read-only (for lookups the engine makes all the time; `get` names an unknown id)."""
        return MappingProxyType(self._cards)

    def get(self, card_id: str) -> CardDefinition:
        """The card with this id; KeyError naming the id and ruleset if unknown."""
        try:
            return self._cards[card_id]
        except KeyError:
            raise KeyError(f"unknown card {card_id!r} in ruleset {self.ruleset!r}") from None

    def __contains__(self, card_id: object) -> bool:
        return isinstance(card_id, str) and card_id in self._cards

    def __len__(self) -> int:
        return len(self._cards)

    def cards(self) -> tuple[CardDefinition, ...]:
        """Every card, sorted by id."""
        return tuple(self._cards[card_id] for card_id in sorted(self._cards))

    def find_by_name(self, name: str) -> tuple[CardDefinition, ...]:
        """Cards with exactly this name (case-insensitive), sorted by id."""
        ids = self._by_name.get(name.strip().casefold(), [])
        return tuple(self._cards[card_id] for card_id in sorted(ids))

    def card_digests(self) -> dict[str, str]:
        """A short digest of each card the rules read (its id: 16 hex digits), by card id: two databases whose
        `digest` differs can name the cards that differ."""
        found: dict[str, str] = {}
        for card in self.cards():
            text = json.dumps(_rules_record(card), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
            found[card.id] = hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]
        return found

    def digest(self) -> str:
        """sha256 of the canonical JSON of the ruleset id and all cards sorted by id."""
        canonical = {
            "ruleset": self.ruleset,
            "cards": [_rules_record(card) for card in self.cards()],
        }
        text = json.dumps(canonical, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
        return hashlib.sha256(text.encode("utf-8")).hexdigest()
