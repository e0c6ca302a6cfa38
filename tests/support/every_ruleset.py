"""Every ruleset the engine ships (and the skirmish demo), each with its card database and two decks, for tests that
must hold in all of them."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from pathlib import Path

from engine.formats.cards import CardDatabase, read_card_set
from engine.formats.decks import Deck, read_deck
from engine.ruleset import Ruleset
from tests.support import demo

ROOT = Path(__file__).resolve().parents[2]
RULESET_IDS = ("one-piece", "energio", "weiss-schwarz", "battle-spirits-saga", "dragon-ball-super", "skirmish")

Setup = tuple[Ruleset, CardDatabase, tuple[Deck, Deck]]


def build(ruleset_id: str) -> Ruleset:
    """A new ruleset object (its dialect caches parsed abilities by card id: a fresh one for odd card sets)."""
    builders: dict[str, Callable[[], Ruleset]] = {"skirmish": demo.ruleset}
    if ruleset_id in ("one-piece", "energio"):
        from engine.rulesets.one_piece import energio, one_piece

        builders = {"one-piece": one_piece, "energio": energio}
    elif ruleset_id == "weiss-schwarz":
        from engine.rulesets.weiss_schwarz import build_ruleset

        builders = {"weiss-schwarz": build_ruleset}
    elif ruleset_id == "battle-spirits-saga":
        from engine.rulesets.battle_spirits_saga import build_ruleset as build_bss

        builders = {"battle-spirits-saga": build_bss}
    elif ruleset_id == "dragon-ball-super":
        from engine.rulesets.dragon_ball_super import build_ruleset as build_dbs

        builders = {"dragon-ball-super": build_dbs}
    return builders[ruleset_id]()


@cache
def setup(ruleset_id: str) -> Setup:
    """The ruleset, its shipped cards and its first and last starter deck (the demo's two sample decks)."""
    if ruleset_id == "skirmish":
        return demo.ruleset(), demo.database(), (demo.deck(demo.DECK_A), demo.deck(demo.DECK_B))
    sets = []
    for path in sorted((ROOT / "assets" / "cards").glob(f"{ruleset_id}-*.json")):
        result = read_card_set(path.read_text(encoding="utf-8"))
        assert not result.problems, (path.name, result.problems)
        sets.append(result.card_set)
    database = CardDatabase(ruleset_id, sets)
    decks = []
    for path in sorted((ROOT / "decks").glob(f"{ruleset_id}-*.json")):
        deck = read_deck(path.read_text(encoding="utf-8"), database)
        assert not deck.problems, (path.name, deck.problems)
        decks.append(deck.deck)
    return build(ruleset_id), database, (decks[0], decks[-1])
