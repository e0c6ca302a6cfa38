"""Deck construction (5-1-2) and pre-game preparations (5-2-1), for both games."""

import pytest

from engine import Action, DecisionKind, IllegalAction, InvalidAction
from engine.game import DeckRejected, Game
from engine.rulesets.one_piece import build_ruleset
from engine.rulesets.one_piece import zones as Z
from tests.support import one_piece_cards as C
from tests.support.one_piece_cards import P1, P2

BOTH = ("one-piece", "energio")


def _rules(ruleset_id, deck):
    return sorted(p.rule for p in build_ruleset(ruleset_id).validate_deck(deck, C.database(ruleset_id)))


@pytest.mark.parametrize("ruleset_id", BOTH)
def test_starter_decks_are_legal(ruleset_id):
    for deck in (C.red_deck(ruleset_id), C.green_deck(ruleset_id)):
        assert _rules(ruleset_id, deck) == []


@pytest.mark.parametrize("ruleset_id", BOTH)
def test_deck_size_leader_and_don_counts_5_1_2(ruleset_id):
    short = dict(C.RED_MAIN, **{"PMT-001": 3})
    assert _rules(ruleset_id, C.deck(main=short, ruleset_id=ruleset_id)) == ["5-1-2"]
    assert _rules(ruleset_id, C.deck(don=9, ruleset_id=ruleset_id)) == ["5-1-2"]
    no_leader = C.deck(ruleset_id=ruleset_id).model_copy(update={"sections": {**C.red_deck().sections, "leader": ()}})
    assert "5-1-2" in _rules(ruleset_id, no_leader)


def test_only_characters_events_and_stages_in_a_deck_5_1_2_1():
    main = dict(C.RED_MAIN, **{"PMT-001": 3, "PMT-L01": 1})
    assert _rules("one-piece", C.deck(main=main)) == ["5-1-2-1"]  # a (red) Leader in the deck
    main = dict(C.RED_MAIN, **{"PMT-001": 3, "PMT-DON": 1})
    assert "5-1-2-1" in _rules("one-piece", C.deck(main=main))


def test_colours_must_match_the_leader_5_1_2_2_and_multicolour_counts_as_each_2_3_5():
    off = dict(C.RED_MAIN, **{"PMT-001": 3, "PMT-040": 1})  # a blue card under a red Leader
    problems = build_ruleset("one-piece").validate_deck(C.deck(main=off), C.database())
    assert [p.rule for p in problems] == ["5-1-2-2"] and "PMT-040" in problems[0].reason
    assert _rules("one-piece", C.deck("PMT-L02", C.GREEN_MAIN)) == []  # red/green PMT-015 under a green Leader
    mixed = {**{k: v for k, v in C.RED_MAIN.items() if k != "PMT-030"}, "PMT-011": 2}
    assert _rules("one-piece", C.deck("PMT-L04", mixed)) == []  # a red/green Leader takes both


def test_at_most_four_per_card_number_5_1_2_3():
    main = dict(C.RED_MAIN, **{"PMT-001": 5, "PMT-002": 3})
    problems = build_ruleset("one-piece").validate_deck(C.deck(main=main), C.database())
    assert [p.rule for p in problems] == ["5-1-2-3"] and "PMT-001" in problems[0].reason


def test_attribute_question_mark_exists_only_in_one_piece_2_5_2():
    main = dict(C.RED_MAIN, **{"PMT-001": 3, "PMT-016": 1})
    assert _rules("one-piece", C.deck(main=main)) == []
    assert _rules("energio", C.deck(main=main, ruleset_id="energio")) == ["2-5-2"]


def test_game_refuses_an_illegal_deck_with_every_problem_5_2_1_1():
    bad = C.deck(main=dict(C.RED_MAIN, **{"PMT-001": 6}), don=8)
    with pytest.raises(DeckRejected) as rejected:
        Game.new(build_ruleset("one-piece"), C.database(), (bad, C.green_deck()), "x")
    assert rejected.value.player == P1
    assert sorted(p.rule for p in rejected.value.problems) == ["5-1-2", "5-1-2", "5-1-2-3"]


@pytest.mark.parametrize("ruleset_id", BOTH)
def test_the_rng_picks_who_chooses_and_that_player_chooses_5_2_1_4(ruleset_id):
    choosers = set()
    for seed in range(8):
        game = C.new_game(ruleset_id, f"c{seed}")
        decision = game.decision
        assert decision.kind is DecisionKind.CHOOSE and decision.context == "first_or_second"
        assert decision.rule == "5-2-1-5" and decision.player == game.state.vars["chooser"]
        choosers.add(decision.player)
        game.apply(Action("choose", decision.player, picks=(1,)))  # go second
        assert game.state.vars["first_player"] == 1 - decision.player
    assert choosers == {P1, P2}


def test_only_the_chooser_answers_and_only_with_an_offered_option():
    game = C.new_game("one-piece", "c0")
    chooser = game.decision.player
    assert game.check(Action("choose", 1 - chooser, picks=(0,))).rule == "5-2-1-5"
    with pytest.raises(InvalidAction):
        game.apply(Action("choose", chooser, picks=(2,)))


def test_redraw_first_player_first_once_each_5_2_1_6():
    game = C.new_game("one-piece", "r")
    chooser = game.decision.player
    game.apply(Action("choose", chooser, picks=(0,)))
    first, second = chooser, 1 - chooser
    assert game.decision.context == "redraw" and game.decision.player == first and game.decision.rule == "5-2-1-6"
    hand_before = [game.card(i).card_id for i in C.zone(game, Z.HAND, first)]
    assert len(hand_before) == 5
    game.apply(Action("yes", first))
    assert len(C.zone(game, Z.HAND, first)) == 5 and len(C.zone(game, Z.DECK, first)) == 45
    assert game.decision.context == "redraw" and game.decision.player == second
    game.apply(Action("no", second))
    assert game.decision.context == "main" and game.state.turn == 1 and game.state.turn_player == first


@pytest.mark.parametrize("ruleset_id", BOTH)
def test_life_is_the_leaders_life_with_the_deck_top_at_the_bottom_5_2_1_7(ruleset_id):
    game = C.new_game(ruleset_id, "life")
    chooser = game.decision.player
    game.apply(Action("choose", chooser, picks=(0,)))
    game.apply(Action("no", chooser))
    tops = {p: [game.card(i).card_id for i in reversed(C.zone(game, Z.DECK, p))] for p in (P1, P2)}
    game.apply(Action("no", 1 - chooser))
    for player, life_value in ((P1, 5), (P2, 4)):  # red Leader 5 Life, green Leader 4 (2-9-1)
        life = C.zone(game, Z.LIFE, player)
        assert [game.card(i).card_id for i in life] == tops[player][:life_value]  # 2-9-2-1: bottom first
        assert all(not game.card(i).face_up for i in life)
        assert len(C.zone(game, Z.DECK, player)) == 50 - 5 - life_value
        assert len(C.zone(game, Z.HAND, player)) == 5  # turn 1: the first player has not drawn (6-3-1)
    first = game.state.turn_player
    assert len(C.zone(game, Z.COST, first)) == 1 and C.zone(game, Z.COST, 1 - first) == []  # 6-4-1


def test_nobody_sees_life_cards_or_decks_but_everyone_counts_them_3_10_2():
    game = C.start()
    for viewer in (P1, P2, None):
        view = game.view(viewer)
        for player in (P1, P2):
            life = view.zone(C.ref(Z.LIFE, player))
            assert life.count == len(C.zone(game, Z.LIFE, player)) and all(c.card_id is None for c in life.cards)
            deck = view.zone(C.ref(Z.DECK, player))
            assert all(c.card_id is None and c.iid is None for c in deck.cards)
            don = view.zone(C.ref(Z.DON_DECK, player))
            assert all(c.card_id == "PMT-DON" for c in don.cards)  # 3-3-2: open to both


def test_start_of_game_effects_only_in_one_piece_5_2_1_5_1(monkeypatch):
    for ruleset_id, expected in (("one-piece", 2), ("energio", 0)):
        seen = C.record_signals(monkeypatch)
        game = C.start(ruleset_id, "sog")
        starts = [s for s in seen if s[0] == "start_of_game"]
        assert len(starts) == expected
        if expected:
            chooser = game.state.vars["chooser"]
            assert [s[2] for s in starts] == [chooser, 1 - chooser]  # the chooser's first
            assert starts[0][1] == C.leader(game, chooser)


def test_refusing_a_redraw_answer_out_of_turn_cites_5_2_1_6():
    game = C.new_game("one-piece", "r2")
    chooser = game.decision.player
    game.apply(Action("choose", chooser, picks=(0,)))
    with pytest.raises(IllegalAction) as refused:
        game.apply(Action("no", 1 - chooser))
    assert refused.value.rule == "5-2-1-6"
