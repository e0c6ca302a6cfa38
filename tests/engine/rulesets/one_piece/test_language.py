"""The ONE PIECE dialect itself: load-time checks of its own steps, costs paid in part or not at all (A/B), and
the executors no sample card needs (`pay_resource`, K.O. of a non-Character, effects going on after damage)."""

import json

import pytest

from engine import Action, Game
from engine.formats.cards import CardDatabase, read_card_set
from engine.rulesets.one_piece import build_ruleset
from engine.rulesets.one_piece import zones as Z
from engine.rulesets.one_piece.language import language
from tests.support import one_piece_samples as S
from tests.support.one_piece_samples import P1, P2


def _card(abilities, **more):
    return {"id": "T-001", "name": "Test Card", "category": "character", "colors": ["red"], "cost": 1,
            "power": 1000, "abilities": abilities, **more}  # fmt: skip


def _problems(ruleset_id, abilities):
    text = json.dumps({"format": 1, "kind": "playmat-card-set", "ruleset": ruleset_id,
                       "set": {"id": "T", "name": "t"}, "cards": [_card(abilities)]})  # fmt: skip
    database = CardDatabase(ruleset_id, [read_card_set(text).card_set])
    return [str(p) for p in language(ruleset_id).validate_database(database)]


ON_PLAY = {"event": "on_play"}


@pytest.mark.parametrize(
    ("step", "found"),
    [
        ({"do": "gain_resource", "resource": "sideways"}, "gain_resource takes resource"),
        ({"do": "pay_resource", "resource": "rested"}, "pay_resource takes resource"),
        ({"do": "set_stat", "stat": "counter", "value": 0}, "only a base power or cost"),
        ({"do": "give_don", "target": {"filter": {"zone": ["nowhere"]}}}, "unknown zone 'nowhere'"),
        ({"do": "play_card", "target": {"filter": {"keyword": "flying"}}}, "unknown keyword 'flying'"),
        ({"do": "trash_from_hand", "filter": {"orientation": "tapped"}}, "unknown orientation 'tapped'"),
        ({"do": "rest_don", "who": "both"}, "T-001: abilities[0].effect[0].who"),
        ({"do": "summon_kraken"}, "unknown primitive 'summon_kraken'"),
    ],
)
def test_bad_step_data_is_refused_at_load_with_the_card_and_the_path(step, found):
    problems = _problems("one-piece", [{"kind": "auto", "trigger": ON_PLAY, "effect": [step]}])
    assert problems and any(found in p for p in problems), problems
    assert all(p.startswith("T-001: abilities[0]") for p in problems)


def test_conditions_are_checked_too():
    bad = {"kind": "continuous", "condition": {"check": "don_attached", "value": 0}, "effect": []}
    assert any("value" in p for p in _problems("one-piece", [bad]))
    good = {"kind": "continuous", "condition": {"check": "don_attached", "value": 2}, "effect": []}
    assert _problems("one-piece", [good]) == []


def test_start_of_game_effects_exist_only_in_one_piece():
    ability = [{"kind": "auto", "trigger": {"event": "start_of_game"}, "effect": [{"do": "draw"}]}]
    assert _problems("one-piece", ability) == []
    assert any("unknown trigger event 'start_of_game'" in p for p in _problems("energio", ability))


def _game(ruleset_id, cards):
    """A starter-deck game whose database also holds `cards`, with the real dialect."""
    text = json.dumps({"format": 1, "kind": "playmat-card-set", "ruleset": ruleset_id,
                       "set": {"id": "T", "name": "t"}, "cards": cards})  # fmt: skip
    database = CardDatabase(ruleset_id, [*S.card_sets(ruleset_id), read_card_set(text).card_set])
    ruleset = build_ruleset(ruleset_id, abilities=language(ruleset_id))
    assert ruleset.abilities.validate_database(database) == []
    game = Game.new(ruleset, database, S.starter_decks(ruleset_id)[:2], "dialect")
    game.apply(Action("choose", game.decision.player, picks=(0 if game.decision.player == P1 else 1,)))
    while game.decision.context == "redraw":
        S.answer(game, yes=False)
    return game


def test_pay_resource_is_a_cost_payable_only_with_enough_active_don():
    card = _card([{"kind": "activated", "timing": ["main"], "cost": [{"do": "pay_resource", "amount": 2}],
                   "effect": [{"do": "draw"}]}])  # fmt: skip
    game = _game("one-piece", [card])
    source = S.put(game, P1, "T-001", Z.CHARACTERS)
    activate = Action("activate", P1, card=source, number=0)
    assert game.check(activate).reason == "You cannot pay that ability's whole cost."
    S.add_don(game, P1, 1)
    hand = len(S.zone(game, Z.HAND, P1))
    game.apply(activate)
    assert len(S.zone(game, Z.HAND, P1)) == hand + 1
    assert all(game.card(d).orientation == Z.RESTED for d in S.zone(game, Z.COST, P1))


@pytest.mark.parametrize(("ruleset_id", "rested", "drawn"), [("one-piece", 0, 0), ("energio", 0, 0)])
def test_a_cost_that_cannot_be_paid_whole_is_not_paid_at_all_in_either_game_8_3_1_3(ruleset_id, rested, drawn):
    """Rest 1 DON!! and trash 2 cards from an empty hand, then draw: the cost cannot be paid whole, so nothing of it is
    paid (8-3-1-3); A's 8-3-1-3-1 (pay as much as possible) is only for a cost that becomes unpayable while paid."""
    cost = [{"do": "rest_don", "count": 1}, {"do": "trash_from_hand", "count": 2}]
    card = _card([{"kind": "auto", "trigger": ON_PLAY, "cost": cost, "effect": [{"do": "draw"}]}])
    game = _game(ruleset_id, [card])
    S.clear(game, P1, Z.HAND)
    S.add_don(game, P1, 1)
    played = S.put(game, P1, "T-001", Z.HAND)
    game.apply(Action("play_character", P1, card=played))
    assert game.decision.context == "main"
    assert [game.card(d).orientation for d in S.zone(game, Z.COST, P1)].count(Z.RESTED) == 1 + rested
    assert len(S.zone(game, Z.HAND, P1)) == drawn


def test_effects_go_on_after_the_damage_and_a_leader_cannot_be_ko():
    steps = [
        {"do": "damage", "amount": 1},
        {"do": "draw"},
        {"do": "destroy", "target": {"mode": "all", "filter": {"zone": ["leader"], "controller": "opponent"}}},
    ]
    game = _game("one-piece", [_card([{"kind": "auto", "trigger": ON_PLAY, "effect": steps}])])
    life, hand = len(S.zone(game, Z.LIFE, P2)), len(S.zone(game, Z.HAND, P1))
    played = S.put(game, P1, "T-001", Z.HAND)
    game.apply(Action("play_character", P1, card=played))
    assert game.decision.context == "life_trigger" and game.decision.player == P2
    S.answer(game, picks=[0])
    assert len(S.zone(game, Z.LIFE, P2)) == life - 1 and len(S.zone(game, Z.HAND, P1)) == hand + 1
    assert S.zone(game, Z.LEADER, P2) and game.decision.context == "main"


def test_a_full_character_area_asks_which_to_trash_when_an_effect_plays_a_card():
    game = S.start("one-piece")
    S.add_don(game, P1, 1)
    for _ in range(5):
        S.put(game, P1, "PM1-013", Z.CHARACTERS)
    mara = S.put(game, P1, "PM1-007", Z.HAND)
    party = S.put(game, P1, "PM1-021", Z.HAND)
    game.apply(Action("activate_event", P1, card=party))
    S.answer(game, picks=[mara])
    assert game.decision.context == "overflow_trash"
    S.answer(game, picks=game.decision.options[:1])
    assert sorted(S.card_ids(game, S.zone(game, Z.CHARACTERS, P1))) == ["PM1-007"] + ["PM1-013"] * 4
