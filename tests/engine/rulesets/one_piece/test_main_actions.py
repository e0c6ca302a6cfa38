"""Main Phase actions (6-5-3 to 6-5-5): playing Characters and Stages, [Main] Events, giving DON!!."""

import pytest

from engine import Action, IllegalAction
from engine.rulesets.one_piece import zones as Z
from engine.rulesets.one_piece.stats import cost, has_don, power
from tests.support import one_piece_cards as C
from tests.support.one_piece_cards import P1, P2

BOTH = ("one-piece", "energio")


@pytest.fixture(params=BOTH)
def game(request):
    """Turn 3, P1's Main Phase, with 3 active DON!! in the cost area."""
    game = C.start(request.param)
    C.pass_until(game, 3)
    assert len(C.zone(game, Z.COST, P1)) == 3
    return game


def _active(game, player):
    return sum(game.card(i).orientation == Z.ACTIVE for i in C.zone(game, Z.COST, player))


def test_play_character_rests_don_equal_to_its_cost_and_enters_active_2_7_2_3_7_5(game):
    card = C.put(game, P1, "PMT-002", Z.HAND)
    events = game.apply(Action("play_character", P1, card=card))
    assert _active(game, P1) == 1
    played = C.zone(game, Z.CHARACTERS, P1)[0]
    assert game.card(played).card_id == "PMT-002" and game.card(played).orientation == Z.ACTIVE
    assert [e.kind for e in events][:2] == ["answer", "reveal"]  # 2-7-2: revealed first


def test_play_character_needs_enough_active_don_2_7_2(game):
    card = C.put(game, P1, "PMT-005", Z.HAND)  # cost 5
    with pytest.raises(IllegalAction) as refused:
        game.apply(Action("play_character", P1, card=card))
    assert refused.value.rule == "2-7-2" and "costs 5" in refused.value.reason
    assert Action("play_character", P1, card=card) not in game.legal_actions()


def test_play_only_your_own_character_cards_from_hand_6_5_3_1(game):
    theirs = C.put(game, P2, "PMT-001", Z.HAND)
    event = C.put(game, P1, "PMT-021", Z.HAND)
    on_field = C.put(game, P1, "PMT-001", Z.CHARACTERS)
    for action in (Action("play_character", P1, card=theirs), Action("play_character", P1, card=event),
                   Action("play_character", P1, card=on_field), Action("play_stage", P1, card=event)):  # fmt: skip
        assert game.check(action).rule == "6-5-3-1"


def test_sixth_character_trashes_one_of_yours_not_a_ko(game, monkeypatch):
    """Digest 15.7: 3-7-6-1, 3-7-6-1-1, 10-2-1-3, 6-5-5-4."""
    seen = C.record_signals(monkeypatch)
    chars = [C.put(game, P1, "PMT-001", Z.CHARACTERS) for _ in range(5)]
    C.give(game, chars[2], 2)
    new = C.put(game, P1, "PMT-002", Z.HAND)
    assert game.check(Action("play_character", P1, card=new)).rule == "3-7-6-1"
    assert game.check(Action("play_character", P1, card=new, target=C.leader(game, P2))).rule == "3-7-6-1"
    options = [a for a in game.legal_actions() if a.kind == "play_character" and a.card == new]
    assert sorted(a.target for a in options) == sorted(chars)
    cost_before = len(C.zone(game, Z.COST, P1))
    game.apply(Action("play_character", P1, card=new, target=chars[2]))
    area = C.zone(game, Z.CHARACTERS, P1)
    assert len(area) == 5 and chars[2] not in area
    assert [game.card(i).card_id for i in C.zone(game, Z.TRASH, P1)] == ["PMT-001"]
    returned = C.zone(game, Z.COST, P1)[cost_before:]
    assert len(returned) == 2 and all(game.card(i).orientation == Z.RESTED for i in returned)
    assert not [s for s in seen if s[0] == "on_ko"]
    assert [s[0] for s in seen if s[0] == "on_play"] == ["on_play"]


def test_a_character_is_trashed_only_when_the_area_is_full_3_7_6_1(game):
    mine = C.put(game, P1, "PMT-001", Z.CHARACTERS)
    new = C.put(game, P1, "PMT-001", Z.HAND)
    assert game.check(Action("play_character", P1, card=new, target=mine)).rule == "3-7-6-1"


def test_second_stage_replaces_the_first_3_8_5_1(game):
    """Digest 15.8: the old Stage goes to the trash and the new one enters active (3-8-4)."""
    old = C.put(game, P1, "PMT-030", Z.STAGE, rested=True)
    new = C.put(game, P1, "PMT-032", Z.HAND)
    game.apply(Action("play_stage", P1, card=new))
    stage = C.zone(game, Z.STAGE, P1)
    assert len(stage) == 1 and game.card(stage[0]).card_id == "PMT-032"
    assert game.card(stage[0]).orientation == Z.ACTIVE and old not in game.state.cards
    assert [game.card(i).card_id for i in C.zone(game, Z.TRASH, P1)] == ["PMT-030"]


def test_play_stage_costs_don_2_7_4(game):
    dock = C.put(game, P1, "PMT-031", Z.HAND)  # cost 2
    game.set_orientation(C.zone(game, Z.COST, P1)[0], Z.RESTED)
    game.set_orientation(C.zone(game, Z.COST, P1)[1], Z.RESTED)
    assert game.check(Action("play_stage", P1, card=dock)).rule == "2-7-4"


def test_main_event_is_paid_trashed_then_resolved_2_7_3_8_4_2(game, monkeypatch):
    seen = C.record_signals(monkeypatch)
    event = C.put(game, P1, "PMT-021", Z.HAND)  # [Main], cost 2
    game.apply(Action("activate_event", P1, card=event))
    assert _active(game, P1) == 1
    trashed = C.zone(game, Z.TRASH, P1)
    assert [game.card(i).card_id for i in trashed] == ["PMT-021"]
    assert ("event_activated", trashed[0], P1, {"timing": "main"}) in seen
    assert ("resolve_text", trashed[0], P1, {"timing": "main"}) in seen


def test_only_main_events_in_the_main_phase_10_2_3_1(game):
    counter = C.put(game, P1, "PMT-020", Z.HAND)
    assert game.check(Action("activate_event", P1, card=counter)).rule == "10-2-3-1"
    expensive = C.put(game, P1, "PMT-021", Z.HAND)
    for iid in C.zone(game, Z.COST, P1)[:2]:
        game.set_orientation(iid, Z.RESTED)
    assert game.check(Action("activate_event", P1, card=expensive)).rule == "2-7-3"
    assert game.check(Action("activate_event", P1, card=C.put(game, P1, "PMT-001", Z.HAND))).rule == "6-5-3-1"


def test_give_don_to_your_leader_or_characters_6_5_5_1_to_3(game):
    leader = C.leader(game, P1)
    char = C.put(game, P1, "PMT-001", Z.CHARACTERS, rested=True)  # a rested recipient is fine
    for target in (leader, leader, char):
        game.apply(Action("give_don", P1, target=target))
    assert len(game.card(leader).attached) == 2 and len(game.card(char).attached) == 1
    assert C.zone(game, Z.COST, P1) == []
    assert power(game, leader) == 7000 and power(game, char) == 3000  # 6-5-5-2
    assert game.ruleset.card_stats(game, leader) == {"power": 7000, "don": 2}
    refusal = game.check(Action("give_don", P1, target=leader))
    assert refusal.rule == "6-5-5-1" and "no active" in refusal.reason


def test_give_don_only_to_your_own_cards_and_only_active_don_6_5_5_1(game):
    theirs = C.put(game, P2, "PMT-001", Z.CHARACTERS)
    assert game.check(Action("give_don", P1, target=theirs)).rule == "6-5-5-1"
    assert game.check(Action("give_don", P1, target=C.leader(game, P2))).rule == "6-5-5-1"
    rested = C.zone(game, Z.COST, P1)[0]
    game.set_orientation(rested, Z.RESTED)
    assert game.check(Action("give_don", P1, card=rested, target=C.leader(game, P1))).rule == "6-5-5-1"
    active = C.zone(game, Z.COST, P1)[1]
    game.apply(Action("give_don", P1, card=active, target=C.leader(game, P1)))
    assert game.card(C.leader(game, P1)).attached == [active]


def test_don_power_only_during_its_players_turn_and_don_x_still_holds(game):
    """Digest 15.6: 6-5-5-2, 6-2-3, 6-2-4, 8-3-2-3."""
    leader = C.leader(game, P1)
    game.apply(Action("give_don", P1, target=leader))
    game.apply(Action("give_don", P1, target=leader))
    assert power(game, leader) == 7000
    C.pass_until(game, 4)
    assert len(game.card(leader).attached) == 2 and power(game, leader) == 5000
    assert has_don(game, leader, 2) and not has_don(game, leader, 3)
    C.pass_until(game, 5)
    assert game.card(leader).attached == [] and power(game, leader) == 5000
    assert all(game.card(i).orientation == Z.ACTIVE for i in C.zone(game, Z.COST, P1))
    assert len(C.zone(game, Z.COST, P1)) == 5


def test_cost_is_floored_at_zero_and_power_may_go_negative_1_3_6(game):
    char = C.put(game, P1, "PMT-002", Z.HAND)
    game.add_effect("cost", P1, (char,), -5, "end_of_turn")
    game.add_effect("cost", P1, (char,), +2, "end_of_turn")  # -3 in total: the negative value counts (1-3-6-2-1)
    assert cost(game, char) == 0
    for iid in C.zone(game, Z.COST, P1):
        game.set_orientation(iid, Z.RESTED)
    game.apply(Action("play_character", P1, card=char))  # costs 0: no active DON!! needed
    weak = C.zone(game, Z.CHARACTERS, P1)[0]
    game.add_effect("power", P2, (weak,), -5000, "end_of_turn")
    assert power(game, weak) == -2000 and weak in C.zone(game, Z.CHARACTERS, P1)  # 1-3-6-1-1


@pytest.mark.parametrize(("ruleset_id", "expected"), [("one-piece", 6000), ("energio", 4000)])
def test_several_base_power_setters_4_9_2_1(ruleset_id, expected):
    game = C.start(ruleset_id)
    char = C.put(game, P1, "PMT-002", Z.CHARACTERS)
    game.add_effect("base_power", P1, (char,), 6000, "end_of_turn")
    game.add_effect("base_power", P2, (char,), 4000, "end_of_turn")
    game.add_effect("power", P1, (char,), 1000, "end_of_turn")
    assert power(game, char) == expected + 1000  # A: the highest base; B: no rule, the latest (NOTES.md)


def test_play_character_by_effect_asks_which_to_trash_when_full(game):
    from engine.state import Task

    for _ in range(5):
        C.put(game, P1, "PMT-001", Z.CHARACTERS)
    card = C.put(game, P1, "PMT-004", Z.HAND)
    game.push(Task("op:play_character", {"card": card, "player": P1}))
    game.push(Task("phase:main", {}, 1))
    game.apply(Action("pass", P1))  # leave the window so the engine runs the task below it
    decision = game.decision
    assert decision.context == "overflow_trash" and decision.rule == "3-7-6-1" and decision.player == P1
    victim = decision.options[0]
    game.apply(Action("choose", P1, picks=(victim,)))
    area = C.zone(game, Z.CHARACTERS, P1)
    assert len(area) == 5 and victim not in area and "PMT-004" in [game.card(i).card_id for i in area]
