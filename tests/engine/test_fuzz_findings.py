"""Regressions found by the card-data fuzzing campaign (tests/fuzz_cards.py), each pinned to the smallest card data
that showed it."""

from __future__ import annotations

import json

import pytest

from engine import Action, Game, PlayerId
from engine.formats.cards import CardDatabase, read_card_set
from engine.harness.invariants import card_counts
from engine.ids import ZoneRef
from tests.support import demo


def _with(cards: list[dict]) -> CardDatabase:
    text = json.dumps({"format": 1, "kind": "playmat-card-set", "ruleset": "skirmish",
                       "set": {"id": "FZ", "name": "Fuzz findings"}, "cards": cards})  # fmt: skip
    return CardDatabase("skirmish", [*demo.database().card_sets, read_card_set(text).card_set])


@pytest.mark.parametrize("made", ["SK-001", "NO-SUCH-CARD"])
def test_create_token_of_a_card_that_is_no_token_creates_nothing_and_the_game_goes_on(made):
    """Found in Weiß Schwarz: `create_token` naming a real card put a 51st card into a deck (and an unknown id would
    have made a card the database cannot describe): only cards of category "token" are created."""
    ability = {"kind": "auto", "trigger": {"event": "on_play"},
               "effect": [{"do": "create_token", "card": made, "zone": "field"}]}  # fmt: skip
    database = _with([{"id": "FZ-1", "name": "Copier", "category": "creature", "power": 1, "abilities": [ability]}])
    game = Game.new(demo.ruleset(), database, (demo.deck(), demo.deck()), "fz-token")
    while game.decision.context == "mulligan":
        game.apply(Action("no", game.decision.player))
    player = game.decision.player
    copier = demo.put(game, PlayerId(player), "FZ-1", "hand")
    before = card_counts(game)
    events = game.apply(Action("play", player, card=copier))
    while game.decision.player == player and game.decision.kind.value != "act":
        events += game.apply(game.legal_actions()[0])
    assert card_counts(game) == before
    assert any(e.kind == "log" and "is not a token card" in e.text for e in events)
    assert game.legal_actions()  # the game goes on


@pytest.mark.parametrize("step", [{"do": "shuffle", "zone": "stage"}, {"do": "search", "zone": "stage"},
                                  {"do": "look", "zone": "stage"}])  # fmt: skip
def test_weiss_schwarz_refuses_a_step_that_takes_the_stage_as_one_pile_at_load_3_6_1(step):
    """Found in Weiß Schwarz: shuffling, searching or looking at "the stage" (five positions, no pile) raised
    KeyError inside apply(); such ability data now makes the card manual at load, naming card and field."""
    from engine.rulesets.weiss_schwarz import build_ruleset

    card = {"id": "FZ-WS", "name": "Stage Shuffler", "category": "character", "colors": ["yellow"], "cost": 0,
            "power": 1000, "stats": {"level": 0, "soul": 1, "triggers": []},
            "abilities": [{"kind": "activated", "timing": ["main"], "effect": [step]}]}  # fmt: skip
    text = json.dumps({"format": 1, "kind": "playmat-card-set", "ruleset": "weiss-schwarz",
                       "set": {"id": "FZ", "name": "Fuzz findings"}, "cards": [card]})  # fmt: skip
    admitted, problems = build_ruleset().admit_cards(CardDatabase("weiss-schwarz", [read_card_set(text).card_set]))
    assert not admitted.get("FZ-WS").automated
    assert [str(p) for p in problems] == [
        f"FZ-WS: abilities[0]: cannot {step['do']} the stage: it is a row of positions, not a pile (3.6.1); the card "
        "is loaded as a manual card (resolved by hand), without its abilities"
    ]


def _one_piece_with(ability: dict) -> tuple[Game, PlayerId, int]:
    """A ONE PIECE game at its first Main Phase, Deckhand Pip (PM1-001) given `ability` only and put in the active
    player's Character area: the game, that player and Pip's instance id."""
    from tests.fuzz_cards import Tally, fuzzed_database
    from tests.support.every_ruleset import build, setup
    from tests.support.one_piece_samples import put

    _, shipped, decks = setup("one-piece")
    record = {**shipped.get("PM1-001").model_dump(exclude={"set_id"}, exclude_defaults=True), "abilities": [ability]}
    ruleset = build("one-piece")
    game = Game.new(ruleset, fuzzed_database("one-piece", ruleset, [record], Tally()), decks, "loop")
    while game.decision.kind.value != "act":
        game.apply(game.legal_actions()[0])
    player = PlayerId(game.decision.player)
    return game, player, put(game, player, "PM1-001", "character")


def _activate(game: Game, card: int) -> list:
    return list(game.apply(next(a for a in game.legal_actions() if a.kind == "activate" and a.card == card)))


def test_an_ability_that_activates_itself_without_end_is_a_draw_11_1_1_1():
    """Found in ONE PIECE: an [Activate: Main] whose effect activates its own [Activate: Main] effect loops with no
    choice for anyone; the engine gave up with an internal error and refused the move. By 11-1-1-1 ("If neither player
    can stop an infinite loop, the game ends in a draw") the game is a draw. (ENERGIO!!'s dialect has no
    `activate_effect`: it loads such a card as manual.)"""
    looping = {"kind": "activated", "timing": ["main"], "limit": "once_per_turn",
               "effect": [{"do": "activate_effect", "timing": "main", "target": {"mode": "self"}}]}  # fmt: skip
    game, _, pip = _one_piece_with(looping)
    events = _activate(game, pip)
    assert game.outcome is not None and game.outcome.winner is None
    assert game.outcome.rule == "11-1-1-1"
    assert any(e.kind == "game_over" and "infinite loop" in e.text for e in events)


@pytest.mark.parametrize("step", [{"do": "search", "to": "stage"},
                                  {"do": "look", "count": 3, "pick": 1, "to": "stage"}])  # fmt: skip
def test_a_card_searched_or_picked_to_a_full_stage_area_stays_where_it_was_3_8_5(step):
    """Found in ONE PIECE: a search (or look-and-pick) putting a card "to the stage" put a second card in a Stage area
    that holds one (3-8-5); now, as a move does, a card with no room to go to stays (the rest of the effect goes on)."""
    from tests.support.one_piece_samples import put

    game, player, pip = _one_piece_with({"kind": "activated", "timing": ["main"], "effect": [step]})
    stage, deck = ZoneRef("stage", player), ZoneRef("deck", player)
    put(game, player, "PM1-023", "stage")
    cards = len(game.zone(deck))
    _activate(game, pip)
    while game.decision.player == player and game.decision.kind.value != "act":
        decision = game.decision
        picks = (decision.options[0],) if decision.kind.value == "choose" and decision.options else ()
        answer = next((a for a in game.legal_actions() if tuple(a.picks or ()) == picks), game.legal_actions()[0])
        game.apply(answer)
    assert len(game.zone(stage)) == 1
    assert len(game.zone(deck)) == cards
