"""Golden scenarios of damage (4.10), Shot (4.12.2.7), level up (9.3), refresh (9.2, 9.9) and losing (9.4)."""

import pytest

from engine import Action, GameOver, IllegalAction, InvalidAction, PlayerId
from engine.rulesets.weiss_schwarz.damage import deal_damage
from tests.engine.rulesets.weiss_schwarz import support as S


@pytest.fixture
def table():
    """Turn 2's main phase with a soul-2 attacker facing nobody (a direct attack: 3 damage)."""
    game, tp = S.main_phase("damage", turn=2)
    ntp = PlayerId(1 - tp)
    for player in (0, 1):
        S.clear(game, player, "stage", "clock", "level", "climax", "deck", "waiting_room")
    S.stack(game, tp, *["T-L0"] * 10)  # the attacker's trigger checks: no icon
    attacker = S.put(game, tp, "T-L2", "stage", 2)
    S.put(game, tp, "T-S0", "stage", 3)  # a spare: the declaration step comes back after the attack
    return game, tp, ntp, attacker


def attack(game, tp, attacker, option="direct"):
    S.advance_to(game, "attack")
    S.act(game, "attack", tp, card=attacker, option=option)
    S.advance_to(game, "attack")


def names(game, iids):
    return [game.definition(i).name for i in iids]


def test_a_climax_cancels_the_damage_and_every_revealed_card_goes_to_the_waiting_room_4_10_1_2(table):
    game, tp, ntp, attacker = table
    S.stack(game, ntp, "T-L0", "T-CX", "T-L0B", *["T-L1"] * 5)
    attack(game, tp, attacker)
    assert S.zone(game, "clock", ntp) == []  # damage 3: the 2nd card was a climax
    assert names(game, S.zone(game, "waiting_room", ntp)) == ["Plain T-L0", "Plain Climax"]
    assert game.definition(S.zone(game, "deck", ntp)[-1]).name == "Plain Twin"  # never revealed


def test_uncancelled_damage_goes_to_the_clock_in_the_order_revealed_4_10_1_3(table):
    game, tp, ntp, attacker = table
    S.stack(game, ntp, "T-L0", "T-L1", "T-L0B", *["T-L2"] * 5)
    attack(game, tp, attacker)
    assert names(game, S.zone(game, "clock", ntp)) == ["Plain T-L0", "Plain T-L1", "Plain Twin"]  # bottom first


def test_shot_deals_1_damage_when_the_next_damage_is_cancelled_and_that_can_be_cancelled_too_4_12_2_7(table):
    game, tp, ntp, attacker = table
    S.clear(game, tp, "deck")
    S.stack(game, tp, "CH-C01", *["T-L0"] * 5)  # Cannon Salute: the Shot icon
    S.stack(game, ntp, "T-L0", "T-CX", "T-L1", *["T-L2"] * 5)
    attack(game, tp, attacker)
    assert names(game, S.zone(game, "clock", ntp)) == ["Plain T-L1"]  # cancelled, then the shot's 1 damage
    assert names(game, S.zone(game, "stock", tp)) == ["Cannon Salute"]  # the trigger card went to stock (7.3.1.2)
    S.clear(game, ntp, "clock")
    S.stack(game, ntp, "T-CX", "T-CX", *["T-L2"] * 5)
    S.act(game, "pass", tp)
    assert S.zone(game, "clock", ntp) == []


def test_shot_watches_only_the_next_damage_4_12_2_7_1(table):
    game, tp, ntp, attacker = table
    game.state.vars["ws_shots"] = [{"source": attacker, "player": tp}]
    S.stack(game, ntp, "T-L0", "T-CX", *["T-L1"] * 5)
    assert deal_damage(game, ntp, 1, attacker) is False  # not cancelled: the watch is used up anyway
    assert deal_damage(game, ntp, 1, attacker) is True
    assert game.state.triggers == []


def test_overfull_clock_levels_up_from_the_bottom_7_and_the_rest_stays_9_3_2(table):
    game, tp, ntp, attacker = table
    clock = [S.put(game, ntp, "T-L0", "clock") for _ in range(5)]
    S.stack(game, ntp, "T-L1", "T-L1G", "T-L2", *["T-L0B"] * 5)
    S.advance_to(game, "attack")
    S.act(game, "attack", tp, card=attacker, option="direct")
    S.advance_to(game, "level_up")
    decision = game.decision
    assert decision.player == ntp and decision.rule == "9.3.2"
    bottom7 = list(decision.options)
    assert bottom7[:5] == clock and len(bottom7) == 7
    top = S.zone(game, "clock", ntp)[-1]
    assert top not in bottom7
    with pytest.raises(InvalidAction):  # only the bottom 7 may be chosen
        S.act(game, "choose", ntp, picks=(top,))
    S.act(game, "choose", ntp, picks=(bottom7[6],))
    assert S.zone(game, "level", ntp) and game.card(S.zone(game, "level", ntp)[0]).face_up
    assert S.zone(game, "clock", ntp) == [top]
    assert len(S.zone(game, "waiting_room", ntp)) == 6


def test_a_fourth_level_card_loses_at_the_next_check_timing_9_4_1_1(table):
    game, tp, ntp, attacker = table
    for _ in range(3):
        S.put(game, ntp, "T-L0", "level")
    for _ in range(6):
        S.put(game, ntp, "T-L0", "clock")
    S.stack(game, ntp, *["T-L1"] * 8)
    S.advance_to(game, "attack")
    S.act(game, "attack", tp, card=attacker, option="direct")
    S.advance_to(game, "level_up")
    S.act(game, "choose", ntp, picks=(game.decision.options[0],))
    assert game.outcome is not None and game.outcome.winner == tp and game.outcome.rule == "9.4.1.1"


def test_both_players_losing_at_once_is_a_draw_1_2_3(table):
    game, tp, ntp, _attacker = table
    for player in (tp, ntp):
        S.stack(game, player, *["T-L0"] * 5)
        for _ in range(4):
            S.put(game, player, "T-L0", "level")
    S.act(game, "play", tp, card=S.put(game, tp, "T-L0", "hand"), number=5)  # any action: a check timing follows
    assert game.outcome is not None and game.outcome.winner is None and game.outcome.rule == "1.2.3"


def test_refresh_during_damage_leaves_the_revealed_card_out_then_the_penalty_clocks_one_9_2_2_9_9_1(table):
    game, tp, ntp, attacker = table
    S.stack(game, ntp, "T-L1")  # the deck's only card
    waiting = [S.put(game, ntp, "T-L0", "waiting_room") for _ in range(10)]
    events = []
    S.advance_to(game, "attack")
    events.extend(game.apply(Action("attack", PlayerId(tp), card=attacker, option="direct")))
    S.advance_to(game, "attack")
    shuffles = [e for e in events if e.kind == "shuffle" and e.dst.owner == ntp]
    assert shuffles and shuffles[0].amount == 10  # the card in the resolution zone was not shuffled in
    clock = S.zone(game, "clock", ntp)
    assert len(clock) == 4  # 3 damage cards (the 1st from the old deck, cancel impossible here) + the penalty
    assert names(game, clock)[0] == "Plain T-L1"
    assert game.state.player_counters[ntp]["refresh_point"] == 0  # 9.9.1 used it
    assert {e.rule for e in events if e.kind == "move" and e.dst == S.ref("clock", ntp)} >= {"4.10.1.3", "9.9.1"}
    del waiting


def test_the_refresh_penalty_is_not_damage_a_climax_is_not_cancelled_4_10_2(table):
    game, tp, ntp, _attacker = table
    S.stack(game, ntp, *["T-L0"] * 3)
    S.stack(game, ntp, "T-CX")
    game.set_player_counter(ntp, "refresh_point", 1)
    S.act(game, "pass", tp)  # leave the main phase: the climax phase's check timing applies 9.9
    assert names(game, S.zone(game, "clock", ntp)) == ["Plain Climax"]


def test_deck_out_with_a_climax_revealed_does_not_lose_9_2_2_1(table):
    game, tp, ntp, attacker = table
    S.stack(game, ntp, "T-CX")  # deck: one climax; waiting room empty
    assert deal_damage(game, ntp, 3, attacker) is True
    assert game.outcome is None
    assert names(game, S.zone(game, "deck", ntp)) == ["Plain Climax"]  # cancelled, then refreshed afresh
    assert game.state.player_counters[ntp]["refresh_point"] == 1
    S.act(game, "pass", tp)  # the next check timing: the penalty (9.9.1) takes the only card, and then...
    assert game.outcome.winner == tp and game.outcome.rule == "9.2.2.1"


def test_deck_out_without_a_climax_loses_at_once_9_2_2_1(table):
    game, tp, ntp, attacker = table
    S.stack(game, ntp, "T-L1")
    S.advance_to(game, "attack")
    S.act(game, "attack", tp, card=attacker, option="direct")
    assert game.outcome is not None and game.outcome.winner == tp and game.outcome.rule == "9.2.2.1"


def test_clocking_a_climax_is_not_damage_and_a_seventh_card_levels_up_before_the_draw_6_4_1_2_9_3_1():
    game, tp = S.main_phase("clocking", turn=3)
    S.advance_to(game, "clock", turn=4)
    tp = game.state.turn_player
    S.clear(game, tp, "clock", "level")
    for _ in range(6):
        S.put(game, tp, "T-L0", "clock")
    climax = S.put(game, tp, "T-CX", "hand")
    hand = len(S.zone(game, "hand", tp))
    S.act(game, "clock", tp, card=climax)
    assert game.decision.context == "level_up"  # an interrupt: before the 2 cards are drawn
    assert len(S.zone(game, "hand", tp)) == hand - 1
    S.act(game, "choose", tp, picks=(game.decision.options[0],))
    assert len(S.zone(game, "hand", tp)) == hand + 1  # drew 2 (6.4.1.2)


def test_conceding_ends_the_game_at_once_1_2_4():
    game = S.new_game("concede")
    other = PlayerId(1 - game.decision.player)
    game.apply(Action("concede", other))  # at any time, even while the other player decides
    assert game.outcome.winner == 1 - other and game.outcome.rule == "1.2.4"
    with pytest.raises(GameOver):
        game.apply(Action("pass", other))


def test_answering_out_of_turn_is_refused_8_5_2_2():
    game, tp = S.main_phase("turns", turn=1)
    with pytest.raises(IllegalAction) as refused:
        game.apply(Action("pass", PlayerId(1 - tp)))
    assert refused.value.rule == "6.5.1.2"
