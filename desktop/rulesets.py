"""The registry of playable rulesets: each entry gives a ruleset, its card database and its decks."""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from engine.formats.cards import CardDatabase
from engine.formats.decks import Deck
from engine.ruleset import Ruleset


@dataclass(frozen=True)
class RulesetPackage:
    """Everything needed to start a game of one ruleset."""

    ruleset: Ruleset
    database: CardDatabase
    decks: Mapping[str, Deck]  # playable decks by name: the starter decks (the default first), then the user's
    user_decks: tuple[str, ...] = ()  # the names in `decks` that are the user's own (from data_dir()/decks)


Factory = Callable[[], RulesetPackage]


@dataclass(frozen=True)
class RulesetEntry:
    id: str
    name: str
    factory: Factory


_ENTRIES: dict[str, RulesetEntry] = {}
_LOADED: dict[str, RulesetPackage] = {}


def register(ruleset_id: str, factory: Factory, name: str | None = None) -> None:
    """Make a ruleset playable from the start screen (registering an id again replaces it)."""
    _ENTRIES[ruleset_id] = RulesetEntry(ruleset_id, name or ruleset_id, factory)
    _LOADED.pop(ruleset_id, None)


def unregister(ruleset_id: str) -> None:
    _ENTRIES.pop(ruleset_id, None)
    _LOADED.pop(ruleset_id, None)


def entries() -> list[RulesetEntry]:
    return list(_ENTRIES.values())


def load(ruleset_id: str) -> RulesetPackage:
    """The ruleset's package with the user's own card sets and playable decks, built once and kept."""
    if ruleset_id not in _LOADED:
        from desktop import content  # content registers through this module

        _LOADED[ruleset_id] = content.with_user_content(_ENTRIES[ruleset_id].factory())
    return _LOADED[ruleset_id]


def refresh(ruleset_id: str) -> None:
    """Forget the kept package, so the next load() reads the user's card sets and decks again (call it after
    saving a deck or importing a card set)."""
    _LOADED.pop(ruleset_id, None)


DEMO_VARIABLE = "PLAYMAT_DEMO"
"""When set (the tests set it), the tests' Skirmish demonstration ruleset is registered too: it is no game to play."""


def register_builtin() -> None:
    """Register every ruleset that ships with the app (and the tests' demo ruleset when DEMO_VARIABLE is set)."""
    from desktop import content, demo_ruleset_loader

    content.register_content()
    if os.environ.get(DEMO_VARIABLE):
        demo_ruleset_loader.register_demo()
