"""A card pool being imported: records from many files become cards (printings merged) grouped into card sets."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from engine.formats.cards import CardArt, CardDefinition, CardSet
from engine.formats.importers.decoding import DecodeError, parse_json_bytes, short
from engine.formats.problems import Problem, problems_from_validation

RULES_FIELDS = ("name", "category", "colors", "cost", "power", "traits", "keywords", "stats", "max_copies")
"""What must agree between the printings of one card (they are one card for the rules)."""


@dataclass(frozen=True)
class SourceFile:
    """One file of a card database: its path inside the folder or zip (for reports) and its bytes."""

    name: str
    data: bytes


@dataclass
class Draft:
    """One printed record read from a source: the card fields, its print code, set and image."""

    where: str
    print_id: str
    card_id: str
    set_id: str
    fields: dict[str, Any]
    image: str = ""
    pack: str = ""  # the source's own pack id, when its title is in an index (SetName)


@dataclass(frozen=True)
class SetName:
    """A set's title, read from a set file's header or an index (punk-records' packs.json)."""

    set_id: str
    name: str


Reader = Callable[[str, Any], Iterator["Draft | SetName | Problem"]]


@dataclass(frozen=True)
class Source:
    """A community card database format: its name, the rulesets it serves, how to recognise a parsed file, and
    how to read it (each record a Draft, each bad record a Problem naming its file and field)."""

    name: str
    rulesets: tuple[str, ...]
    detect: Callable[[str, Any], bool]
    read: Reader


@dataclass(frozen=True)
class ImportResult:
    """What an import gave: card sets (each set id once), every problem, and counts for the report."""

    ruleset: str
    card_sets: tuple[CardSet, ...]
    problems: tuple[Problem, ...]
    files_read: int
    sources: tuple[str, ...]

    def cards(self) -> tuple[CardDefinition, ...]:
        return tuple(card for card_set in self.card_sets for card in card_set.cards)


@dataclass
class CardImporter:
    """Feed files one at a time (`add`), then `finish`: pure, so a caller can show progress and stop between
    files. `sources` are the formats to recognise; `set_names` may name sets found in index files."""

    ruleset: str
    sources: tuple[Source, ...]
    problems: list[Problem] = field(default_factory=list)
    set_names: dict[str, str] = field(default_factory=dict)
    _drafts: dict[str, list[Draft]] = field(default_factory=dict)
    _files: int = 0
    _used: list[str] = field(default_factory=list)

    def add(self, file: SourceFile) -> None:
        """Read one file; anything wrong with it becomes a problem naming it."""
        self._files += 1
        try:
            document = parse_json_bytes(file.data)
        except DecodeError as error:
            self.problems.append(Problem(file.name, f"{error}; file skipped"))
            return
        source = next((s for s in self.sources if s.detect(file.name, document)), None)
        if source is None:
            self.problems.append(Problem(file.name, "not a card file of any source Playmat knows; file skipped"))
            return
        if self.ruleset not in source.rulesets:
            self.problems.append(
                Problem(file.name, f"a {source.name} file holds no {self.ruleset} cards; file skipped")
            )
            return
        if source.name not in self._used:
            self._used.append(source.name)
        for item in source.read(file.name, document):
            if isinstance(item, Problem):
                self.problems.append(item)
            elif isinstance(item, SetName):
                self.set_names.setdefault(item.set_id, item.name)
            else:
                self._drafts.setdefault(item.card_id, []).append(item)

    def finish(self) -> ImportResult:
        """The card sets, sorted by set id, each card once with all its printings as arts."""
        by_set: dict[str, list[CardDefinition]] = {}
        for card_id in sorted(self._drafts):
            card = self._merge(card_id, self._drafts[card_id])
            if card is not None:
                by_set.setdefault(card.set_id, []).append(card)
            pack = self._drafts[card_id][0].pack
            if card is not None and pack in self.set_names:
                self.set_names.setdefault(card.set_id, self.set_names[pack])
        card_sets = tuple(
            CardSet(ruleset=self.ruleset, set_id=set_id, name=short(self.set_names.get(set_id, set_id), 200),
                    cards=tuple(cards))
            for set_id, cards in sorted(by_set.items())
        )  # fmt: skip
        return ImportResult(self.ruleset, card_sets, tuple(self.problems), self._files, tuple(self._used))

    def _merge(self, card_id: str, drafts: list[Draft]) -> CardDefinition | None:
        """One card from its printings: the base print's data (its own code equals the card's), the others' arts."""
        ordered = sorted(drafts, key=lambda d: (d.print_id != card_id, d.print_id, d.where))
        base = ordered[0]
        arts: list[CardArt] = []
        for draft in ordered:
            if any(art.print_id == draft.print_id for art in arts):
                continue  # the same printing read twice (a per-card file and an index): one art
            arts.append(CardArt(print_id=draft.print_id, image=draft.image))
            if draft is not base:
                self._compare(base, draft)
        record = {**base.fields, "id": card_id, "set_id": base.set_id}
        if len(arts) > 1 or arts[0].image:
            record["arts"] = arts
        try:
            return CardDefinition.model_validate(record)
        except ValidationError as error:
            label = f"card {card_id}: record skipped"
            self.problems.extend(problems_from_validation(base.where, error, label))
            return None

    def _compare(self, base: Draft, other: Draft) -> None:
        for name in RULES_FIELDS:
            if name == "name":
                continue  # parallel prints may carry a suffix such as " (Parallel)"
            if base.fields.get(name) != other.fields.get(name):
                where = f"{other.where}.{name}" if ": " in other.where else f"{other.where}: {name}"
                self.problems.append(
                    Problem(
                        where,
                        f"print {other.print_id} differs from card {base.card_id}; the base print's {name} is used",
                    )
                )
                return
