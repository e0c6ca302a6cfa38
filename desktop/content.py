"""Content: each ruleset's shipped card sets (assets/cards/) and starter decks (decks/), and the user's own card
sets and decks from the data folder (data_dir()/cards, data_dir()/decks), found by file name and registered."""

from __future__ import annotations

import importlib
import logging
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from desktop.rulesets import RulesetPackage, register
from desktop.settings import data_dir
from engine.errors import RulesError
from engine.formats.cards import CardDatabase, CardSet, read_card_set
from engine.formats.decks import Deck, read_deck
from engine.formats.problems import FormatError
from engine.ruleset import Ruleset

ROOT = Path(__file__).resolve().parent.parent
CARDS = ROOT / "assets" / "cards"
DECKS = ROOT / "decks"
log = logging.getLogger(__name__)

# ruleset id → (name shown to players, module, builder function)
BUILTIN: dict[str, tuple[str, str, str]] = {
    "one-piece": ("ONE PIECE Card Game", "engine.rulesets.one_piece", "one_piece"),
    "energio": ("ONE PIECE Card Game: ENERGIO!!", "engine.rulesets.one_piece", "energio"),
    "weiss-schwarz": ("Weiß Schwarz", "engine.rulesets.weiss_schwarz", "build_ruleset"),
    "battle-spirits-saga": ("Battle Spirits Saga", "engine.rulesets.battle_spirits_saga", "build_ruleset"),
    "dragon-ball-super": ("Dragon Ball Super Card Game", "engine.rulesets.dragon_ball_super", "build_ruleset"),
}
USER_DECK_MARK = " (mine)"
"""Added to a user deck's name in the deck lists when a starter deck has the same name."""


def user_cards_folder() -> Path:
    """Where the user's own card-set files live: <ruleset id>-<set id>.json."""
    return data_dir() / "cards"


def user_decks_folder() -> Path:
    """Where the user's decks live: <ruleset id>-<name>.json."""
    return data_dir() / "decks"


def content_files(folder: Path, ruleset_id: str) -> list[Path]:
    """The ruleset's files in a folder, by name."""
    return sorted(folder.glob(f"{ruleset_id}-*.json"))


def read_card_sets(folder: Path, ruleset_id: str) -> tuple[list[CardSet], list[str]]:
    """Every card set of the ruleset in a folder, and every problem (file by file, record by record)."""
    card_sets, problems = [], []
    for path in content_files(folder, ruleset_id):
        try:
            result = read_card_set(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, FormatError) as error:
            problems.append(f"{path.name}: {error}")
            continue
        card_sets.append(result.card_set)
        problems.extend(f"{path.name}: {p}" for p in result.problems)
    return card_sets, problems


@dataclass(frozen=True)
class DeckFile:
    """One deck file as read: the deck, what was wrong with the file, and its deck-construction problems."""

    path: Path
    deck: Deck
    problems: tuple[str, ...]
    illegal: tuple[RulesError, ...]

    @property
    def playable(self) -> bool:
        return not self.problems and not self.illegal


def read_deck_files(folder: Path, ruleset: Ruleset, database: CardDatabase) -> tuple[list[DeckFile], list[str]]:
    """Every deck of the ruleset in a folder, validated; unreadable files are problems."""
    decks, problems = [], []
    for path in content_files(folder, ruleset.id):
        try:
            result = read_deck(path.read_text(encoding="utf-8"), database)
        except (OSError, UnicodeDecodeError, FormatError) as error:
            problems.append(f"{path.name}: {error}")
            continue
        illegal = tuple(ruleset.validate_deck(result.deck, database))
        decks.append(DeckFile(path, result.deck, tuple(str(p) for p in result.problems), illegal))
    return decks, problems


def _deck_problems(files: list[DeckFile]) -> list[str]:
    found: list[str] = []
    for file in files:
        found.extend(f"{file.path.name}: {p}" for p in file.problems)
        found.extend(f"{file.path.name}: {p.reason} (rule {p.rule})" for p in file.illegal)
    return found


def _report(ruleset_id: str, problems: list[str]) -> None:
    for problem in problems:
        log.warning("%s: %s", ruleset_id, problem)


def load_package(ruleset_id: str, build: Callable[[], Ruleset]) -> RulesetPackage:
    """Build the ruleset and load its cards (only what it can play: `Ruleset.admit_cards`) and starter decks;
    every bad record is logged and skipped."""
    ruleset = build()
    card_sets, problems = read_card_sets(CARDS, ruleset_id)
    database = CardDatabase(ruleset_id, card_sets)
    problems.extend(str(p) for p in database.problems)
    database, refused = ruleset.admit_cards(database)  # what the ruleset cannot play never reaches a game
    problems.extend(str(p) for p in refused)
    files, unreadable = read_deck_files(DECKS, ruleset, database)
    problems += unreadable + _deck_problems(files)
    decks = {file.deck.name or file.path.stem: file.deck for file in files if file.playable}
    _report(ruleset_id, problems)
    return RulesetPackage(ruleset, database, decks)


def _free_name(name: str, taken: dict[str, Deck]) -> str:
    """The name, or it marked as the user's (and numbered) when a deck already has it."""
    if name not in taken:
        return name
    candidate, number = name + USER_DECK_MARK, 2
    while candidate in taken:
        candidate, number = f"{name} (mine {number})", number + 1
    return candidate


def with_user_content(package: RulesetPackage) -> RulesetPackage:
    """The package with the user's card sets added to its database and the user's playable decks added after
    the starter decks (a name another deck already uses gets USER_DECK_MARK, and a number if need be)."""
    ruleset = package.ruleset
    card_sets, problems = read_card_sets(user_cards_folder(), ruleset.id)
    database = package.database
    if card_sets:
        admitted, refused = ruleset.admit_cards(CardDatabase(ruleset.id, card_sets))
        database = database.extended(admitted.card_sets)
        problems.extend(str(p) for p in database.problems[len(package.database.problems) :])
        problems.extend(str(p) for p in refused)
    files, unreadable = read_deck_files(user_decks_folder(), ruleset, database)
    problems += unreadable + _deck_problems(files)
    _report(ruleset.id, problems)
    decks = dict(package.decks)
    mine = []
    for file in files:
        if not file.playable:
            continue
        name = _free_name(file.deck.name or file.path.stem, decks)
        decks[name] = file.deck
        mine.append(name)
    if not card_sets and not mine:
        return package
    return replace(package, database=database, decks=decks, user_decks=tuple(mine))


def _factory(ruleset_id: str, build: Callable[[], Ruleset]) -> Callable[[], RulesetPackage]:
    return lambda: load_package(ruleset_id, build)


def register_content() -> list[str]:
    """Register every built-in ruleset that has card data; returns their ids."""
    registered = []
    for ruleset_id, (name, module_name, builder_name) in BUILTIN.items():
        if not content_files(CARDS, ruleset_id):
            continue
        try:
            builder = getattr(importlib.import_module(module_name), builder_name)
        except (ImportError, AttributeError):
            log.warning("%s: its rules are not available in this build", ruleset_id)
            continue
        register(ruleset_id, _factory(ruleset_id, builder), name)
        registered.append(ruleset_id)
    return registered
