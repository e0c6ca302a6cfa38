"""The user's decks on disk (data_dir()/decks, one JSON file per deck) beside the read-only starter decks."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from desktop import content
from desktop.rulesets import RulesetPackage
from engine.formats.decks import Deck, write_deck


@dataclass(frozen=True)
class DeckChoice:
    """A deck the builder can open: a starter deck (read-only) or a user's deck file."""

    name: str
    deck: Deck
    path: Path | None  # None for a starter deck
    problems: tuple[str, ...] = ()  # what was wrong with the file when it was read

    @property
    def read_only(self) -> bool:
        return self.path is None


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-")[:60] or "deck"


class DeckStore:
    """Lists, saves and deletes one ruleset's user decks; lists its starter decks beside them."""

    def __init__(self, package: RulesetPackage, folder: Path | None = None) -> None:
        self.package = package
        self.folder = folder or content.user_decks_folder()

    @property
    def ruleset_id(self) -> str:
        return self.package.ruleset.id

    def starter_decks(self) -> list[DeckChoice]:
        mine = set(self.package.user_decks)
        return [DeckChoice(name, deck, None) for name, deck in self.package.decks.items() if name not in mine]

    def user_decks(self) -> tuple[list[DeckChoice], list[str]]:
        """Every user deck of this ruleset, playable or not, and the files that could not be read at all."""
        files, unreadable = content.read_deck_files(self.folder, self.package.ruleset, self.package.database)
        choices = [DeckChoice(file.deck.name or file.path.stem, file.deck, file.path, file.problems) for file in files]
        return choices, unreadable

    def choices(self) -> list[DeckChoice]:
        """Starter decks first, then the user's."""
        return self.starter_decks() + self.user_decks()[0]

    def new_path(self, name: str) -> Path:
        """A file name for a new deck that no other deck uses."""
        stem = f"{self.ruleset_id}-{_slug(name)}"
        path, number = self.folder / f"{stem}.json", 2
        while path.exists():
            path, number = self.folder / f"{stem}-{number}.json", number + 1
        return path

    def save(self, deck: Deck, path: Path | None = None) -> Path:
        """Write a deck (to its own file, or a new one); written whole or not at all."""
        target = path or self.new_path(deck.name)
        target.parent.mkdir(parents=True, exist_ok=True)
        temporary = target.with_suffix(".tmp")
        temporary.write_text(write_deck(deck), encoding="utf-8")
        temporary.replace(target)
        return target

    def delete(self, path: Path) -> None:
        if path.parent == self.folder:
            path.unlink(missing_ok=True)

    def unique_name(self, wanted: str) -> str:
        """The wanted name, or it with a number, so no other deck of the ruleset has it."""
        taken = {choice.name for choice in self.choices()}
        name, number = wanted, 2
        while name in taken:
            name, number = f"{wanted} ({number})", number + 1
        return name
