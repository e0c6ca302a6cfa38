"""The turn (6): first-turn limits, Refresh, Draw, DON!!, Main and End Phases, durations, defeat and concession."""

import pytest

from engine import Action, IllegalAction
from engine.rulesets.one_piece import zones as Z
from engine.rulesets.one_piece.params import END_OF_END_PHASE, END_OF_TURN, THIS_TURN, UNTIL_NEXT_TURN
from tests.support import one_piece_cards as C
from tests.support.one_piece_cards import P1, P2

BOTH = ("one-piece", "energio")


def _active_cost(game, player):
    return [i for i in C.zone(game, Z.COST, player) if game.card(i).orientation == Z.ACTIVE]


@pytest.mark.parametrize("ruleset_id", BOTH)
def test_first_players_first_turn_no_draw_one_don_no_attack(ruleset_id):
    """Digest 15.1: 6-3-1, 6-4-1, 6-5-6-1."""
    game = C.start(ruleset_id)
    assert (game.state.turn, game.state.turn_player, game.state.phase) == (1, P1, "main")
    assert len(C.zone(game, Z.HAND, P1)) == 5
    assert len(_active_cost(game, P1)) == 1 and len(C.zone(game, Z.COST, P1)) == 1
    attack = Action("attack", P1, card=C.leader(game, P1), target=C.leader(game, P2))
    with pytest.raises(IllegalAction) as refused:
        game.apply(attack)
    assert refused.value.rule == "6-5-6-1"
    assert not [a for a in game.legal_actions() if a.kind == "attack"]


@pytest.mark.parametrize("ruleset_id", BOTH)
def test_second_players_first_turn_draws_two_don_and_even_rush_cannot_attack(ruleset_id):
    """Digest 15.2: 6-3-1, 6-4-1, 6-5-6-1 beats [Rush] (10-1-1-1)."""
    game = C.start(ruleset_id)
    C.pass_until(game, 2)
    assert game.state.turn_player == P2
    assert len(C.zone(game, Z.HAND, P2)) == 6 and len(_active_cost(game, P2)) == 2
    rush = C.put(game, P2, "PMT-006", Z.HAND)
    C.add_active_don(game, P2, 1)
    game.apply(Action("play_character", P2, card=rush))
    rusher = C.zone(game, Z.CHARACTERS, P2)[0]
    for attacker in (rusher, C.leader(game, P2)):
        refusal = game.check(Action("attack", P2, card=attacker, target=C.leader(game, P1)))
        assert refusal is not None and refusal.rule == "6-5-6-1"


@pytest.mark.parametrize("ruleset_id", BOTH)
def test_played_this_turn_cannot_attack_unless_rush(ruleset_id):
    """Digest 15.3: 3-7-4, 10-1-1-1; a Character played on turn 1 attacks on turn 3."""
    game = C.start(ruleset_id)
    early = C.put(game, P1, "PMT-001", Z.HAND)
    game.apply(Action("play_character", P1, card=early))
    early = C.zone(game, Z.CHARACTERS, P1)[0]
    C.pass_until(game, 3)
    fresh = C.put(game, P1, "PMT-002", Z.HAND)
    game.apply(Action("play_character", P1, card=fresh))
    fresh = C.zone(game, Z.CHARACTERS, P1)[-1]
    target = C.leader(game, P2)
    assert game.check(Action("attack", P1, card=fresh, target=target)).rule == "3-7-4"
    assert game.check(Action("attack", P1, card=early, target=target)) is None
    C.add_active_don(game, P1, 2)
    rush = C.put(game, P1, "PMT-006", Z.HAND)
    game.apply(Action("play_character", P1, card=rush))
    rusher = C.zone(game, Z.CHARACTERS, P1)[-1]
    assert game.check(Action("attack", P1, card=rusher, target=target)) is None


def test_don_phase_places_what_is_left_6_4_2_6_4_3():
    game = C.start()
    for iid in C.zone(game, Z.DON_DECK, P1)[1:]:  # leave 1 in the DON!! deck
        game.move(iid, C.ref(Z.COST, P1), face_up=True)
    before = len(C.zone(game, Z.COST, P1))
    C.pass_until(game, 3)
    assert len(C.zone(game, Z.COST, P1)) == before + 1 and C.zone(game, Z.DON_DECK, P1) == []
    C.pass_until(game, 5)
    assert len(C.zone(game, Z.COST, P1)) == before + 1


@pytest.mark.parametrize(("ruleset_id", "returns_rested"), [("one-piece", True), ("energio", False)])
def test_refresh_returns_given_don_and_sets_everything_active(ruleset_id, returns_rested):
    """6-2-3 (A: returned and rested; B: just returned), 6-2-4, only for the turn player."""
    game = C.start(ruleset_id)
    C.pass_until(game, 2)
    char = C.put(game, P2, "PMT-013", Z.CHARACTERS)
    stage = C.put(game, P2, "PMT-031", Z.STAGE, rested=True)
    game.apply(Action("give_don", P2, target=C.leader(game, P2)))
    game.apply(Action("give_don", P2, target=char))
    game.set_orientation(char, Z.RESTED)
    game.set_orientation(C.leader(game, P2), Z.RESTED)
    mine = C.put(game, P1, "PMT-001", Z.CHARACTERS, rested=True)
    C.pass_until(game, 3)
    assert game.card(char).orientation == Z.RESTED and len(game.card(char).attached) == 1
    assert game.card(mine).orientation == Z.ACTIVE  # P1's own refresh
    events = game.apply(Action("pass", P1))  # P1's End Phase, then P2's Refresh ... Main
    assert game.state.turn == 4
    returned = [e for e in events if e.kind == "move" and e.rule == "6-2-3"]
    assert len(returned) == 2
    re_stood = {e.card for e in events if e.kind == "orient" and e.rule == "6-2-4"}
    assert all((e.new_card in re_stood) == returns_rested for e in returned)
    assert game.card(char).attached == [] and game.card(C.leader(game, P2)).attached == []
    for iid in (char, stage, C.leader(game, P2), *C.zone(game, Z.COST, P2)):
        assert game.card(iid).orientation == Z.ACTIVE
    assert len(C.zone(game, Z.COST, P2)) == 4


def test_durations_end_at_their_boundaries_6_2_1_6_6_1_2_6_6_1_3():
    game = C.start()
    char = C.put(game, P1, "PMT-002", Z.CHARACTERS)
    for until in (END_OF_TURN, END_OF_END_PHASE, THIS_TURN, UNTIL_NEXT_TURN):
        game.add_effect("power", P1, (char,), 1000, until)
    game.add_effect("power", P2, (char,), -1000, END_OF_TURN)  # the non-turn player's own effect
    assert game.ruleset.card_stats(game, char)["power"] == 3000 + 3000
    C.pass_until(game, 2)
    assert [e.until for e in game.effects_on(char, "power")] == [UNTIL_NEXT_TURN]
    C.pass_until(game, 3)
    assert game.effects_on(char, "power") == []


def test_deck_out_loses_at_rule_processing_9_2_1_2():
    game = C.start()
    for iid in C.zone(game, Z.DECK, P2)[1:]:
        game.move(iid, C.ref(Z.TRASH, P2))
    C.pass_until(game, 2)  # P2 draws their last card
    assert game.outcome is not None
    assert (game.outcome.winner, game.outcome.rule) == (P1, "9-2-1-2")


def test_both_players_defeated_at_once_is_a_draw_9_2_1():
    game = C.start()
    for player in (P1, P2):
        for iid in list(C.zone(game, Z.DECK, player)):
            game.move(iid, C.ref(Z.TRASH, player))
    game.apply(Action("pass", P1))
    assert game.outcome is not None and game.outcome.winner is None and game.outcome.rule == "9-2-1"


@pytest.mark.parametrize("ruleset_id", BOTH)
def test_concession_any_time_by_either_player_1_2_3(ruleset_id):
    game = C.start(ruleset_id)
    assert game.decision.player == P1
    game.apply(Action("concede", P2))
    assert (game.outcome.winner, game.outcome.rule) == (P1, "1-2-3")
    assert game.legal_actions() == []


def test_only_the_deciding_player_acts_in_the_main_phase_6_5_2():
    game = C.start()
    with pytest.raises(IllegalAction) as refused:
        game.apply(Action("pass", P2))
    assert refused.value.rule == "6-5-2"
    refusal = game.check(Action("give_don", P2, target=C.leader(game, P2)))
    assert refusal.rule == "6-5-2"


def test_ending_the_main_phase_goes_to_the_end_phase_and_the_next_turn_6_5_2_1():
    game = C.start()
    events = game.apply(Action("pass", P1))
    phases = [e.text for e in events if e.kind == "phase"]
    assert phases == ["end", "refresh", "draw", "don", "main"]
    assert game.state.turn == 2 and game.state.turn_player == P2
    assert game.state.vars["turns_taken"] == [1, 1]


def test_main_phase_window_offers_the_main_actions_only_to_the_turn_player():
    game = C.start()
    decision = game.decision
    assert decision.context == "main" and decision.rule == "6-5-2" and decision.can_pass
    assert decision.allowed == ("play_character", "play_stage", "activate_event", "give_don", "attack")
    assert game.view(P2).decision.allowed == ()
