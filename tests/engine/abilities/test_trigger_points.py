"""Trigger points (`signal`) in a card pool where nothing listens: a card resolved by hand still queues its own."""

import json

from engine import Action, Game, PlayerId
from engine.formats.cards import CardDatabase, read_card_set
from engine.ids import CardId, ZoneRef
from tests.support import demo


def _pool_without_listeners(*ids: str) -> CardDatabase:
    """The demo cards `ids` alone (vanilla ones, and the Trickster, resolved by hand)."""
    cards = [c for c in demo.CARDS if c["id"] in ids]
    text = json.dumps({"format": 1, "kind": "playmat-card-set", "ruleset": "skirmish",
                       "set": {"id": "SK", "name": "Skirmish demo"}, "cards": cards})  # fmt: skip
    result = read_card_set(text)
    assert not result.problems
    return CardDatabase("skirmish", [result.card_set])


def _main_phase(database: CardDatabase) -> Game:
    deck = demo.deck({"SK-001": 10, "SK-002": 10})
    game = Game.new(demo.ruleset(), database, (deck, deck), "quiet pool", validate=False)  # 20 cards of two ids
    demo.pass_until(game, 2)
    return game


def test_a_card_resolved_by_hand_queues_its_own_resolution_where_no_card_listens():
    """S-8-1: playing a card that is not automated asks its player to resolve it by hand, whatever the pool."""
    game = _main_phase(_pool_without_listeners("SK-001", "SK-002", "SK-010"))
    language = game.ruleset.abilities
    assert not language.hearing("on_play", game.database)  # no automated card listens for a play
    tp = game.state.turn_player
    trickster = game.create_card(CardId("SK-010"), tp, ZoneRef("hand", tp))
    events = game.apply(Action("play", tp, card=trickster))
    assert any(e.kind == "trigger" and "by hand" in e.text for e in events)
    assert game.decision is not None and game.decision.context == "manual"


def test_nothing_triggers_in_a_pool_where_no_card_listens():
    game = _main_phase(_pool_without_listeners("SK-001", "SK-002"))
    tp = game.state.turn_player
    footman = game.create_card(CardId("SK-001"), tp, ZoneRef("hand", tp))
    events = game.apply(Action("play", tp, card=footman))
    assert not [e for e in events if e.kind == "trigger"] and not game.state.triggers
    assert game.decision is not None and game.decision.player == PlayerId(tp)
