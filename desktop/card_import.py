"""Importing a card pool from a file, folder tree or zip, and keeping its sets (versioned) in the data folder."""

from __future__ import annotations

import re
import zipfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from desktop import content
from engine.formats.cards import CardDatabase, CardSet, read_card_set, write_card_set
from engine.formats.coverage import Coverage, coverage
from engine.formats.importers import ImportResult, SourceFile, importer, short
from engine.formats.problems import FormatError, Problem
from engine.ruleset import Ruleset

MAX_FILE_BYTES = 64 * 1024 * 1024
"""A larger file (or zip entry) is no card file: it is named and skipped, never read into memory."""


class ImportCancelled(Exception):
    """The user stopped the import; nothing was saved."""


@dataclass(frozen=True)
class Entry:
    """One file to read: its name in reports and how to get its bytes."""

    name: str
    size: int
    read: Callable[[], bytes]


def list_entries(source: Path) -> list[Entry]:
    """The JSON files of a file, a folder tree (sorted by path) or a zip; OSError/zipfile errors for the caller."""
    if source.is_dir():
        paths = sorted(p for p in source.rglob("*") if p.is_file() and p.suffix.lower() == ".json")
        return [Entry(p.relative_to(source).as_posix(), p.stat().st_size, p.read_bytes) for p in paths]
    if zipfile.is_zipfile(source):
        archive = zipfile.ZipFile(source)
        infos = sorted((i for i in archive.infolist() if not i.is_dir() and i.filename.lower().endswith(".json")),
                       key=lambda i: i.filename)  # fmt: skip
        return [Entry(i.filename, i.file_size, _reader(archive, i)) for i in infos]
    return [Entry(source.name, source.stat().st_size, source.read_bytes)]


def _reader(archive: zipfile.ZipFile, info: zipfile.ZipInfo) -> Callable[[], bytes]:
    return lambda: archive.read(info)


def read_pool(
    source: Path,
    ruleset_id: str,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> ImportResult:
    """Import every card file under `source`, reporting progress (files done, files in all) after each file;
    raises ImportCancelled when `cancelled()` turns true, OSError when the source cannot be listed."""
    entries = list_entries(source)
    pool = importer(ruleset_id)
    for done, entry in enumerate(entries, start=1):
        if cancelled is not None and cancelled():
            raise ImportCancelled
        if entry.size > MAX_FILE_BYTES:
            pool.problems.append(_problem(entry.name, f"{entry.size // 1_000_000} MB is too large for a card file"))
        else:
            try:
                pool.add(SourceFile(entry.name, entry.read()))
            except (OSError, zipfile.BadZipFile) as error:
                pool.problems.append(_problem(entry.name, f"could not be read ({error.__class__.__name__})"))
        if progress is not None:
            progress(done, len(entries))
    return pool.finish()


def _problem(where: str, message: str) -> Problem:
    return Problem(where, f"{message}; file skipped")


# Keeping the sets.


def set_file_name(ruleset_id: str, set_id: str) -> str:
    return f"{ruleset_id}-{re.sub(r'[^A-Za-z0-9._-]', '_', set_id)}.json"


@dataclass
class SaveReport:
    """What saving an import did: sets saved (and where), cards per coverage, and every problem."""

    saved: list[tuple[CardSet, Path]] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    counts: dict[Coverage, int] = field(default_factory=lambda: {"automated": 0, "manual": 0, "unknown": 0})

    @property
    def cards(self) -> int:
        return sum(self.counts.values())

    def summary(self) -> str:
        if not self.saved:
            return "Nothing was imported."
        names = ", ".join(short(card_set.name, 40) for card_set, _ in self.saved[:3])
        more = f" and {len(self.saved) - 3} more" if len(self.saved) > 3 else ""
        bad = len(self.problems)
        tail = f"; {bad} problem{'s' if bad != 1 else ''} (see the list)" if bad else ""
        sets = f"{len(self.saved)} set{'s' if len(self.saved) != 1 else ''}"
        shares = ", ".join(f"{count} {kind}" for kind, count in self.counts.items())
        return f"Imported {self.cards} cards in {sets} ({names}{more}): {shares}{tail}."


def _playable(card_set: CardSet, ruleset: Ruleset, report: SaveReport) -> CardSet:
    """The set as the app loads it (`Ruleset.admit_cards`: refused cards dropped, cards whose abilities it cannot
    play made manual), each problem reported with the card."""
    admitted, found = ruleset.admit_cards(CardDatabase(ruleset.id, [card_set]))
    report.problems.extend(f"set {card_set.set_id}: {p}" for p in found)
    return admitted.card_sets[0]


def user_sets(folder: Path, ruleset_id: str) -> dict[str, CardSet]:
    """The user's card sets by file name (unreadable files are left to the loader's own report)."""
    sets: dict[str, CardSet] = {}
    for path in content.content_files(folder, ruleset_id):
        try:
            sets[path.name] = read_card_set(path.read_text(encoding="utf-8")).card_set
        except (OSError, UnicodeDecodeError, FormatError):
            continue
    return sets


def clash_problems(
    card_set: CardSet, file_name: str, builtin: list[CardSet], user: dict[str, CardSet]
) -> tuple[list[str], set[str]]:
    """The new set's clashes only, each saying truthfully whose definition is used (the shipped sets load first,
    then the user's files in name order, as content.with_user_content reads them), and the ids it loses."""
    order = [(s, "shipped") for s in builtin]
    others = {name: s for name, s in user.items() if name != file_name}
    others[file_name] = card_set
    order += [(others[name], name) for name in sorted(others)]
    first: dict[str, tuple[CardSet, str]] = {}
    for defined, where in order:
        for card in defined.cards:
            first.setdefault(card.id, (defined, where))
    problems: list[str] = []
    lost: set[str] = set()
    mine = {card.id for card in card_set.cards}
    for defined, where in order:
        if defined is card_set:
            continue
        for card in defined.cards:
            if card.id not in mine:
                continue
            winner, _ = first[card.id]
            other = f"set {defined.set_id} ({where})"
            if winner is card_set:
                problems.append(f"set {card_set.set_id}: card {card.id} is also defined by {other}; this set's "
                                "definition is used (it loads first)")  # fmt: skip
            elif winner is defined:
                problems.append(f"set {card_set.set_id}: card {card.id} is already defined by {other}; that "
                                "definition is used and this one ignored")  # fmt: skip
                lost.add(card.id)
    return problems, lost


def save_sets(result: ImportResult, ruleset: Ruleset, folder: Path | None = None) -> SaveReport:
    """Keep each imported set as <folder>/<ruleset>-<set id>.json (replacing an earlier import of it); a set of
    which no card loads is not saved."""
    folder = folder or content.user_cards_folder()
    report = SaveReport(problems=[str(p) for p in result.problems])
    builtin, _ = content.read_card_sets(content.CARDS, ruleset.id)
    user = user_sets(folder, ruleset.id)
    for imported in result.card_sets:
        card_set = _playable(imported, ruleset, report)
        if not card_set.cards:
            report.problems.append(f"set {card_set.set_id}: no card of it could be used; not saved")
            continue
        name = set_file_name(ruleset.id, card_set.set_id)
        report.problems.extend(clash_problems(card_set, name, builtin, user)[0])
        target = folder / name
        folder.mkdir(parents=True, exist_ok=True)
        temporary = target.with_suffix(".tmp")
        temporary.write_text(write_card_set(card_set), encoding="utf-8")
        temporary.replace(target)
        user[name] = card_set
        report.saved.append((card_set, target))
        for card in card_set.cards:
            report.counts[coverage(card)] += 1
    return report
