"""Shipped content: finds each ruleset's card sets in assets/cards/ and starter decks in decks/, and registers it."""

from __future__ import annotations

import importlib
import logging
from collections.abc import Callable
from pathlib import Path

from desktop.rulesets import RulesetPackage, register
from engine.formats.cards import CardDatabase, read_card_set
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
}


def _files(folder: Path, ruleset_id: str) -> list[Path]:
    return sorted(folder.glob(f"{ruleset_id}-*.json"))


def load_package(ruleset_id: str, build: Callable[[], Ruleset]) -> RulesetPackage:
    """Build the ruleset and load its cards and starter decks; every bad record is logged and skipped."""
    ruleset = build()
    card_sets, problems = [], []
    for path in _files(CARDS, ruleset_id):
        try:
            result = read_card_set(path.read_text(encoding="utf-8"))
        except (OSError, FormatError) as error:
            problems.append(f"{path.name}: {error}")
            continue
        card_sets.append(result.card_set)
        problems.extend(f"{path.name}: {p}" for p in result.problems)
    database = CardDatabase(ruleset_id, card_sets)
    problems.extend(str(p) for p in database.problems)
    if ruleset.abilities is not None:
        problems.extend(str(p) for p in ruleset.abilities.validate_database(database))
    decks: dict[str, Deck] = {}
    for path in _files(DECKS, ruleset_id):
        try:
            deck_result = read_deck(path.read_text(encoding="utf-8"), database)
        except (OSError, FormatError) as error:
            problems.append(f"{path.name}: {error}")
            continue
        illegal = ruleset.validate_deck(deck_result.deck, database)
        problems.extend(f"{path.name}: {p}" for p in deck_result.problems)
        problems.extend(f"{path.name}: {p.reason} (rule {p.rule})" for p in illegal)
        if not illegal and not deck_result.problems:
            decks[deck_result.deck.name or path.stem] = deck_result.deck
    for problem in problems:
        log.warning("%s: %s", ruleset_id, problem)
    return RulesetPackage(ruleset, database, decks)


def _factory(ruleset_id: str, build: Callable[[], Ruleset]) -> Callable[[], RulesetPackage]:
    return lambda: load_package(ruleset_id, build)


def register_content() -> list[str]:
    """Register every built-in ruleset that has card data; returns their ids."""
    registered = []
    for ruleset_id, (name, module_name, builder_name) in BUILTIN.items():
        if not _files(CARDS, ruleset_id):
            continue
        try:
            builder = getattr(importlib.import_module(module_name), builder_name)
        except (ImportError, AttributeError):
            log.warning("%s: its rules are not available in this build", ruleset_id)
            continue
        register(ruleset_id, _factory(ruleset_id, builder), name)
        registered.append(ruleset_id)
    return registered
