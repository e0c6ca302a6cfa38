"""The shipped ONE PIECE and ENERGIO!! content (sample sets, starter decks) and scenario helpers for its tests."""

from __future__ import annotations

import json
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from engine import Action, DecisionKind, Game, InstanceId, PlayerId
from engine.formats.cards import CardDatabase, CardSet, read_card_set
from engine.formats.decks import Deck, read_deck
from engine.ids import CardId, ZoneRef
from engine.rulesets.one_piece import OnePieceRuleset, energio, one_piece
from engine.rulesets.one_piece import zones as Z

ROOT = Path(__file__).resolve().parents[2]
CARDS, DECKS = ROOT / "assets" / "cards", ROOT / "decks"
RULESETS = ("one-piece", "energio")
BOTH = pytest.mark.parametrize("rid", RULESETS)
"""A test run in both games: its `rid` argument is the ruleset id."""


def cid(ruleset_id: str, slot: str) -> str:
    """A sample card's id by its slot in that game's set: "PM1-050" in ONE PIECE, "EN1-050" in ENERGIO!!."""
    return ("PM1-" if ruleset_id == "one-piece" else "EN1-") + slot


def attack(game: Game, attacker: InstanceId, target: InstanceId) -> None:
    """The turn player attacks `target` with `attacker`."""
    game.apply(Action("attack", game.state.turn_player, card=attacker, target=target))


P1, P2 = PlayerId(0), PlayerId(1)


def set_files(ruleset_id: str) -> list[Path]:
    """Every card-set file the app loads for the ruleset (`assets/cards/<id>-*.json`)."""
    return sorted(CARDS.glob(f"{ruleset_id}-*.json"))


def deck_files(ruleset_id: str) -> list[Path]:
    return sorted(DECKS.glob(f"{ruleset_id}-*.json"))


@cache
def card_sets(ruleset_id: str) -> tuple[CardSet, ...]:
    found = []
    for path in set_files(ruleset_id):
        result = read_card_set(path.read_text(encoding="utf-8"))
        assert not result.problems, (path.name, result.problems)
        found.append(result.card_set)
    return tuple(found)


@cache
def database(ruleset_id: str) -> CardDatabase:
    """Every shipped card of the ruleset (cached: the database is read-only)."""
    db = CardDatabase(ruleset_id, card_sets(ruleset_id))
    assert not db.problems, db.problems
    return db


@cache
def starter_decks(ruleset_id: str) -> tuple[Deck, ...]:
    """The starter decks in `decks/`, in file-name order."""
    found = []
    for path in deck_files(ruleset_id):
        result = read_deck(path.read_text(encoding="utf-8"), database(ruleset_id))
        assert not result.problems, (path.name, result.problems)
        found.append(result.deck)
    return tuple(found)


_RULESETS: dict[str, OnePieceRuleset] = {}


def ruleset(ruleset_id: str) -> OnePieceRuleset:
    """The app's ruleset (with its ability dialect), one per process: its dialect caches parsed abilities."""
    if ruleset_id not in _RULESETS:
        _RULESETS[ruleset_id] = one_piece() if ruleset_id == "one-piece" else energio()
    return _RULESETS[ruleset_id]


def with_cards(ruleset_id: str, cards: list[dict[str, Any]]) -> CardDatabase:
    """The sample cards plus test-only `cards` (set "TEST")."""
    text = json.dumps({"format": 1, "kind": "playmat-card-set", "ruleset": ruleset_id,
                       "set": {"id": "TEST", "name": "Test cards"}, "cards": cards})  # fmt: skip
    extra = read_card_set(text)
    assert not extra.problems, extra.problems
    db = CardDatabase(ruleset_id, (*card_sets(ruleset_id), extra.card_set))
    assert not db.problems and not ruleset(ruleset_id).abilities.validate_database(db)
    return db


def start(
    ruleset_id: str = "one-piece", seed: str = "sample", *, first: PlayerId = P1, cards: CardDatabase | None = None
) -> Game:
    """A game of the two starter decks in which `first` goes first and both keep: turn 1, Main Phase (with the
    card database `cards`, else the sample sets)."""
    game = Game.new(ruleset(ruleset_id), cards or database(ruleset_id), starter_decks(ruleset_id)[:2], seed)
    chooser = game.decision.player
    game.apply(Action("choose", chooser, picks=(0 if chooser == first else 1,)))
    while game.decision.context == "redraw":
        game.apply(Action("no", game.decision.player))
    return game


def zone(game: Game, name: str, player: PlayerId) -> list[InstanceId]:
    return game.zone(ZoneRef(name, player))


def put(game: Game, player: PlayerId, card_id: str, zone_name: str, *, rested: bool = False) -> InstanceId:
    """Scenario set-up: a fresh card straight into a zone, bypassing the rules (not played this turn)."""
    face_up = zone_name not in (Z.DECK, Z.LIFE, Z.DON_DECK)
    iid = game.create_card(CardId(card_id), player, ZoneRef(zone_name, player), face_up=face_up,
                           orientation=Z.RESTED if rested else Z.ACTIVE)  # fmt: skip
    game.card(iid).entered_turn = 0
    return iid


def clear(game: Game, player: PlayerId, zone_name: str) -> None:
    """Scenario set-up: empty a zone into its owner's trash (the rules never do this)."""
    for iid in list(zone(game, zone_name, player)):
        game.move(iid, ZoneRef(Z.TRASH, player))


def add_don(game: Game, player: PlayerId, count: int, *, rested: bool = False) -> None:
    """Scenario set-up: `count` more DON!! from the DON!! deck to the cost area."""
    for _ in range(count):
        game.move(zone(game, Z.DON_DECK, player)[-1], ZoneRef(Z.COST, player), face_up=True,
                  orientation=Z.RESTED if rested else Z.ACTIVE)  # fmt: skip


def give(game: Game, host: InstanceId, count: int = 1) -> None:
    """Scenario set-up: give `count` DON!! from the DON!! deck straight to a card."""
    player = game.card(host).controller
    for _ in range(count):
        don = game.move(zone(game, Z.DON_DECK, player)[-1], ZoneRef(Z.COST, player), face_up=True)
        game.attach(don, host)


def leader(game: Game, player: PlayerId) -> InstanceId:
    return zone(game, Z.LEADER, player)[0]


def power(game: Game, iid: InstanceId) -> int:
    return game.ruleset.card_stats(game, iid)["power"]


def names(game: Game, cards: list[InstanceId]) -> list[str]:
    return [game.definition(i).name for i in cards]


def card_ids(game: Game, cards: list[InstanceId]) -> list[str]:
    return [game.card(i).card_id for i in cards]


def answer(game: Game, **kwargs: object) -> None:
    """Answer the pending decision: `picks=...`, `yes=True/False`, `number=...`, or pass a window."""
    decision = game.decision
    assert decision is not None
    player = decision.player
    if "picks" in kwargs:
        game.apply(Action("choose" if decision.kind is DecisionKind.CHOOSE else "order", player,
                          picks=tuple(kwargs["picks"])))  # type: ignore[arg-type]  # fmt: skip
    elif "yes" in kwargs:
        game.apply(Action("yes" if kwargs["yes"] else "no", player))
    elif "number" in kwargs:
        game.apply(Action("number", player, number=kwargs["number"]))  # type: ignore[arg-type]
    else:
        game.apply(Action("pass", player))


def quietly(game: Game) -> None:
    """Answer the pending decision the quiet way: pass a window, decline, take the fewest picks."""
    decision = game.decision
    assert decision is not None
    if decision.kind is DecisionKind.ACT:
        game.apply(Action("pass", decision.player))
    elif decision.kind is DecisionKind.YES_NO:
        game.apply(Action("no", decision.player))
    elif decision.kind is DecisionKind.CHOOSE:
        game.apply(Action("choose", decision.player, picks=tuple(decision.options[: decision.minimum])))
    else:
        game.apply(game.legal_actions()[0])


def until_main(game: Game, turn: int | None = None) -> None:
    """Answer quietly until a Main Phase window is open (of `turn`, if given)."""
    while game.outcome is None and not (game.decision.context == "main" and (turn is None or game.state.turn == turn)):
        quietly(game)


def every_card(ruleset_id: str) -> Iterator[str]:
    yield from (card.id for card in database(ruleset_id).cards())
