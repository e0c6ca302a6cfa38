"""Golden scenarios of the attack phase (section 7): declaration, attack types and soul, battle, counter step."""

import pytest

from engine import Action, IllegalAction, PlayerId
from tests.engine.rulesets.weiss_schwarz import support as S


@pytest.fixture
def table():
    """Turn 2's main phase, both stages, clocks and levels empty, plain cards on the decks' tops."""
    game, tp = S.main_phase("attack", turn=2)
    for player in (0, 1):
        S.clear(game, player, "stage", "clock", "level", "climax")
        S.stack(game, player, *["T-L0"] * 8)  # no climax, no trigger icon
    S.put(game, tp, "T-S0", "stage", 3)  # a spare attacker: the declaration step comes back after each attack
    return game, tp, PlayerId(1 - tp)


def to_declaration(game):
    """Pass the main and climax phases: the attack declaration step's decision (7.2.1.3)."""
    S.advance_to(game, "attack")


def soul_of(game, iid):
    return dict(game.view(None).zone(game.card(iid).zone).cards[-1].stats)["soul"]


def test_direct_attack_gets_plus_one_soul_7_2_1_4_1(table):
    game, tp, ntp = table
    attacker = S.put(game, tp, "T-L2", "stage", 2)  # soul 2
    to_declaration(game)
    with pytest.raises(IllegalAction) as frontal:
        S.act(game, "attack", tp, card=attacker, option="frontal")
    assert frontal.value.rule == "7.2.1.4.1"
    clock = len(S.zone(game, "clock", ntp))
    S.act(game, "attack", tp, card=attacker, option="direct")
    assert game.card(attacker).orientation == "rest"  # 7.2.1.5.3
    S.advance_to(game, "attack")
    assert len(S.zone(game, "clock", ntp)) == clock + 3  # soul 2 + 1 (7.2.1.4.1)


def test_side_attack_loses_the_facing_level_and_has_no_battle_7_2_1_4_2(table):
    game, tp, ntp = table
    attacker = S.put(game, tp, "T-L2", "stage", 1)  # soul 2, facing the opponent's position 3 (3.6.5)
    S.put(game, ntp, "T-L1", "stage", 3)  # level 1
    to_declaration(game)
    with pytest.raises(IllegalAction) as direct:
        S.act(game, "attack", tp, card=attacker, option="direct")
    assert direct.value.rule == "7.2.1.4.2"
    S.act(game, "attack", tp, card=attacker, option="side")
    S.advance_to(game, "attack")
    assert len(S.zone(game, "clock", ntp)) == 1  # soul 2 - level 1, and no counter step, no battle
    assert game.card(S.zone(game, "stage", ntp, 3)[0]).orientation == "stand"


def test_side_attack_on_a_level_0_character_keeps_its_soul_7_2_1_4_2(table):
    game, tp, ntp = table
    attacker = S.put(game, tp, "T-L2", "stage", 2)
    S.put(game, ntp, "T-L0", "stage", 2)
    to_declaration(game)
    S.act(game, "attack", tp, card=attacker, option="side")
    S.advance_to(game, "attack")
    assert len(S.zone(game, "clock", ntp)) == 2


def test_soul_1_side_attack_on_a_level_2_character_deals_no_damage_7_5_1_2_1(table):
    game, tp, ntp = table
    attacker = S.put(game, tp, "T-L0", "stage", 1)
    S.put(game, ntp, "T-L2", "stage", 3)
    to_declaration(game)
    S.act(game, "attack", tp, card=attacker, option="side")
    deck = len(S.zone(game, "deck", ntp))
    S.advance_to(game, "attack")
    assert len(S.zone(game, "clock", ntp)) == 0 and len(S.zone(game, "deck", ntp)) == deck


def test_only_standing_center_characters_attack_7_1_1(table):
    game, tp, _ntp = table
    back = S.put(game, tp, "T-L0", "stage", 4)
    rested = S.put(game, tp, "T-L0", "stage", 1, orientation="rest")
    S.put(game, tp, "T-L0", "stage", 2)
    to_declaration(game)
    for card, rule in ((back, "7.1.1"), (rested, "7.1.1")):
        with pytest.raises(IllegalAction) as refused:
            S.act(game, "attack", tp, card=card, option="direct")
        assert refused.value.rule == rule


def test_frontal_battle_tie_reverses_both_and_they_wait_for_the_encore_step_7_6_1_2(table):
    game, tp, ntp = table
    attacker = S.put(game, tp, "T-L0", "stage", 2)  # 3000
    defender = S.put(game, ntp, "T-L0B", "stage", 2)  # 3000
    to_declaration(game)
    S.act(game, "attack", tp, card=attacker, option="frontal")
    S.advance_to(game, "counter")
    assert game.decision.player == ntp  # 7.4.1.2 (NOTES.md 1): the defender's play timing
    S.act(game, "pass", ntp)
    S.advance_to(game, "attack")
    assert game.card(attacker).orientation == game.card(defender).orientation == "reverse"
    assert attacker in S.zone(game, "stage", tp, 2)  # it stays until the encore step (7.7)
    S.act(game, "pass", tp)
    S.advance_until(game, lambda g: g.state.turn == 3)  # no stock to encore with: both went
    assert not S.zone(game, "stage", tp, 2) and not S.zone(game, "stage", ntp, 2)


def test_the_lower_power_is_reversed_7_6_1_2(table):
    game, tp, ntp = table
    attacker = S.put(game, tp, "T-L1", "stage", 1)  # 5000
    defender = S.put(game, ntp, "T-L0", "stage", 3)  # 3000
    to_declaration(game)
    S.act(game, "attack", tp, card=attacker, option="frontal")
    S.advance_to(game, "attack")
    assert game.card(attacker).orientation == "rest" and game.card(defender).orientation == "reverse"


def test_first_turn_has_a_single_attack_but_the_second_player_does_not_7_2_1_3_1():
    game, tp = S.main_phase("first", turn=1)
    ntp = 1 - tp
    S.clear(game, tp, "stage")
    S.clear(game, ntp, "stage")
    first = S.put(game, tp, "T-L0", "stage", 1)
    second = S.put(game, tp, "T-L0", "stage", 2)
    S.advance_to(game, "attack", turn=1)
    S.act(game, "attack", tp, card=first, option="direct")
    S.advance_to(game, "attack", turn=1)
    assert game.legal_actions() == [Action("pass", PlayerId(tp))]
    with pytest.raises(IllegalAction) as again:
        S.act(game, "attack", tp, card=second, option="direct")
    assert again.value.rule == "7.2.1.3.1"
    one, two = S.put(game, ntp, "T-L0", "stage", 1), S.put(game, ntp, "T-L0", "stage", 2)
    S.advance_to(game, "attack", turn=2)  # the second player's first turn: two attacks are fine
    S.clear(game, tp, "stage")
    S.act(game, "attack", ntp, card=one, option="direct")
    S.advance_to(game, "attack", turn=2)
    assert game.is_legal(Action("attack", PlayerId(ntp), card=two, option="direct"))


def test_return_trigger_bounces_the_defender_but_the_attack_stays_frontal_7_2_1_4_3(table):
    game, tp, ntp = table
    S.clear(game, tp, "deck")
    S.stack(game, tp, "CH-C02", *["T-L0"] * 6)  # Ebb Tide: the Return icon
    attacker = S.put(game, tp, "T-L2", "stage", 2)  # soul 2
    defender = S.put(game, ntp, "T-L0", "stage", 2)
    to_declaration(game)
    S.act(game, "attack", tp, card=attacker, option="frontal")
    S.advance_to(game, "trigger_return")
    S.act(game, "choose", tp, picks=(defender,))
    assert not S.zone(game, "stage", ntp, 2)
    S.advance_to(game, "counter")  # still frontal: a counter step (7.3.1.3)
    S.act(game, "pass", ntp)
    S.advance_to(game, "attack")
    assert len(S.zone(game, "clock", ntp)) == 2  # soul 2: no +1 as if direct; no battle (7.6.1.3)
    assert game.card(attacker).orientation == "rest"


def test_great_performance_forces_a_frontal_attack_on_it_10_6_2(table):
    game, tp, ntp = table
    attacker = S.put(game, tp, "T-L1", "stage", 1)  # faces position 3, which is empty
    star = S.put(game, ntp, "LF-007", "stage", 2)  # Festival Captain Rin: Great Performance
    to_declaration(game)
    legal = [a for a in game.legal_actions() if a.card == attacker]
    assert legal == [Action("attack", PlayerId(tp), card=attacker, option="frontal")]
    with pytest.raises(IllegalAction) as direct:
        S.act(game, "attack", tp, card=attacker, option="direct")
    assert direct.value.rule == "7.2.1.4.2"
    S.act(game, "attack", tp, card=attacker, option="frontal")
    S.advance_to(game, "counter")
    S.act(game, "pass", ntp)
    S.advance_to(game, "attack")
    assert game.card(star).orientation == "reverse"  # 5000 against 3500


def test_great_performance_facing_the_attacker_refuses_a_side_attack_10_6_2(table):
    game, tp, ntp = table
    attacker = S.put(game, tp, "T-L1", "stage", 2)
    S.put(game, ntp, "LF-007", "stage", 2)
    to_declaration(game)
    with pytest.raises(IllegalAction) as side:
        S.act(game, "attack", tp, card=attacker, option="side")
    assert side.value.rule == "10.6.2"


def test_great_performance_reversed_no_longer_forces_10_6_2(table):
    game, tp, ntp = table
    attacker = S.put(game, tp, "T-L1", "stage", 1)
    S.put(game, ntp, "LF-007", "stage", 2, orientation="reverse")
    to_declaration(game)
    assert game.is_legal(Action("attack", PlayerId(tp), card=attacker, option="direct"))


def test_counter_step_one_counter_event_then_no_more_7_4_1_2_2(table):
    game, tp, ntp = table
    attacker = S.put(game, tp, "T-L1", "stage", 2)  # 5000
    defender = S.put(game, ntp, "T-L0", "stage", 2)  # 3000
    S.put(game, ntp, "T-L1G", "clock")  # green in clock: the colour of Festival Cheer
    S.put(game, ntp, "T-L1G", "level")  # level 1
    cheer = S.put(game, ntp, "LF-012", "hand")  # Festival Cheer: Counter, +3000
    extra = S.put(game, ntp, "LF-012", "hand")
    for _ in range(2):
        S.put(game, ntp, "T-L0", "stock", face_up=False)
    to_declaration(game)
    S.act(game, "attack", tp, card=attacker, option="frontal")
    S.advance_to(game, "counter")
    S.act(game, "play_event", ntp, card=cheer)  # the defender is the only choice: no question
    assert game.decision.context != "counter"  # one card at most (7.4.1.2.2)
    with pytest.raises(IllegalAction):
        S.act(game, "play_event", ntp, card=extra)
    S.advance_to(game, "attack")
    assert game.card(attacker).orientation == "reverse" and game.card(defender).orientation == "stand"


def test_counter_step_refuses_an_event_without_the_counter_icon_7_4_1_2_1(table):
    game, tp, ntp = table
    attacker = S.put(game, tp, "T-L1", "stage", 2)
    S.put(game, ntp, "T-L0", "stage", 2)
    S.put(game, ntp, "T-L0", "level")
    S.put(game, ntp, "T-L0", "clock")
    S.put(game, ntp, "T-L0", "stock", face_up=False)
    plain = S.put(game, ntp, "T-EV", "hand")
    to_declaration(game)
    S.act(game, "attack", tp, card=attacker, option="frontal")
    S.advance_to(game, "counter")
    with pytest.raises(IllegalAction) as refused:
        S.act(game, "play_event", ntp, card=plain)
    assert refused.value.rule == "7.4.1.2.1"
    with pytest.raises(IllegalAction) as move:
        S.act(game, "move", ntp, card=S.zone(game, "stage", ntp, 2)[0], number=1)
    assert move.value.rule == "7.4.1.2.1"


def test_backup_from_hand_pumps_the_defender_10_5(table):
    game, tp, ntp = table
    defender = S.put(game, ntp, "T-L0B", "stage", 2, orientation="stand")  # 3000 + 1500 against 3000
    attacker = S.put(game, tp, "T-L0", "stage", 2)
    sprite = S.put(game, ntp, "CH-003", "hand")  # Gear Sprite: Backup 1500, Level 0
    prophet = S.put(game, ntp, "CH-016", "hand")  # Backup 3500, Level 2: not at level 0
    to_declaration(game)
    S.act(game, "attack", tp, card=attacker, option="frontal")
    S.advance_to(game, "counter")
    refusal = game.check(Action("activate", PlayerId(ntp), card=prophet, number=0))
    assert refusal.rule == "10.5.2" and "level" in refusal.reason  # Backup's own rule, not 8.6.2
    S.act(game, "activate", ntp, card=sprite, number=0)
    S.advance_to(game, "attack")
    assert sprite not in game.state.cards  # its cost put it into the waiting room
    assert game.card(attacker).orientation == "reverse" and game.card(defender).orientation == "stand"


def test_backup_outside_the_counter_step_cites_10_5_1(table):
    game, tp, _ = table
    sprite = S.put(game, tp, "CH-003", "hand")
    refusal = game.check(Action("activate", PlayerId(tp), card=sprite, number=0))
    assert refusal.rule == "10.5.1" and "Counter Step" in refusal.reason


def test_a_moved_attacker_deals_no_damage_and_fights_no_battle_7_5_1_2_2_7_6_1_3(table):
    game, tp, ntp = table
    attacker = S.put(game, tp, "T-L1", "stage", 2)
    defender = S.put(game, ntp, "T-L0", "stage", 2)
    to_declaration(game)
    S.act(game, "attack", tp, card=attacker, option="frontal")
    S.advance_to(game, "counter")
    from engine.rulesets.weiss_schwarz.procedures import move_to_position

    move_to_position(game, attacker, 1)  # as an effect would: the same card, on another position
    S.act(game, "pass", ntp)
    S.advance_to(game, "attack")
    assert S.zone(game, "clock", ntp) == []
    assert game.card(defender).orientation == "stand" and game.card(attacker).orientation == "rest"
