"""Golden scenarios of playing cards (8.6.2), stage positions (6.5.1.2.4, 3.7.3) and the rule actions 9.6-9.8."""

import pytest

from engine import Action, IllegalAction, PlayerId
from tests.engine.rulesets.weiss_schwarz import support as S


@pytest.fixture
def table():
    """Turn 1's main phase with empty stage, clock, level, stock and hand for the turn player."""
    game, tp = S.main_phase("play", turn=1)
    S.clear(game, tp, "stage", "clock", "level", "stock", "hand", "climax")
    return game, tp


def stock(game, player, count):
    return [S.put(game, player, "T-L0", "stock", face_up=False) for _ in range(count)]


def test_level_requirement_needs_that_many_level_cards_8_6_2_1_2(table):
    game, tp = table
    card = S.put(game, tp, "T-L1", "hand")
    stock(game, tp, 1)
    S.put(game, tp, "T-L0", "clock")  # yellow
    with pytest.raises(IllegalAction) as refused:
        S.act(game, "play", tp, card=card, number=1)
    assert refused.value.rule == "8.6.2.1.2"
    S.put(game, tp, "T-L0", "level")
    S.act(game, "play", tp, card=card, number=1)
    assert S.zone(game, "stage", tp, 1)


def test_level_0_needs_no_colour_but_level_1_does_8_6_2_1_1(table):
    game, tp = table
    red = S.put(game, tp, "T-L0R", "hand")
    S.act(game, "play", tp, card=red, number=2)  # no red card anywhere: fine at level 0 (8.6.2.1.1.1)
    green = S.put(game, tp, "T-L1G", "hand")
    S.put(game, tp, "T-L0", "level")  # yellow
    stock(game, tp, 1)
    with pytest.raises(IllegalAction) as refused:
        S.act(game, "play", tp, card=green, number=1)
    assert refused.value.rule == "8.6.2.1.1"
    S.put(game, tp, "T-L1G", "clock")  # green in the clock is enough
    S.act(game, "play", tp, card=green, number=1)


def test_a_face_down_level_card_gives_no_colour_3_9_2_2_1(table):
    game, tp = table
    S.put(game, tp, "T-L1G", "level", face_up=False)
    stock(game, tp, 1)
    green = S.put(game, tp, "T-L1G", "hand")
    with pytest.raises(IllegalAction) as refused:
        S.act(game, "play", tp, card=green, number=1)
    assert refused.value.rule == "8.6.2.1.1"


def test_the_cost_is_paid_in_full_from_the_top_of_the_stock_8_6_2_3_2_8_4_3(table):
    game, tp = table
    S.put(game, tp, "T-L0", "level")
    S.put(game, tp, "T-L0", "level")
    S.put(game, tp, "T-L0", "clock")
    card = S.put(game, tp, "T-L2", "hand")  # cost 2
    bottom, *top = stock(game, tp, 2)
    game.zone(S.ref("stock", tp)).remove(bottom)
    del game.state.cards[bottom]  # only one stock left
    with pytest.raises(IllegalAction) as refused:
        S.act(game, "play", tp, card=card, number=3)
    assert refused.value.rule == "8.6.2.3.2"
    under, over = stock(game, tp, 2)
    S.act(game, "play", tp, card=card, number=3)
    assert S.zone(game, "stock", tp) == top  # the two on top were paid: the card put first stays
    assert len(S.zone(game, "waiting_room", tp)) == 2
    del under, over


def test_playing_onto_an_occupied_position_sends_the_old_one_away_and_it_may_encore_8_6_2_4_1_9_6_1(table):
    game, tp = table
    old = S.put(game, tp, "T-L0", "stage", 2)
    stock(game, tp, 3)
    new = S.put(game, tp, "T-L0B", "hand")
    S.act(game, "play", tp, card=new, number=2)
    assert game.decision.context == "encore"  # 9.6.1 put the old one into the waiting room: Encore (10.2.1)
    assert old not in game.state.cards and len(S.zone(game, "waiting_room", tp)) == 1
    S.act(game, "yes", tp)  # pay 3: it comes back rested, the last placed (NOTES.md 9)
    returned = S.zone(game, "stage", tp, 2)
    assert len(returned) == 1 and game.definition(returned[0]).name == "Plain T-L0"
    assert game.card(returned[0]).orientation == "rest" and S.zone(game, "stock", tp) == []
    assert [game.definition(i).name for i in S.zone(game, "waiting_room", tp)][-1] == "Plain Twin"


def test_a_character_enters_standing_on_the_chosen_position_8_6_2_2_1(table):
    game, tp = table
    card = S.put(game, tp, "T-L0", "hand")
    with pytest.raises(IllegalAction) as refused:
        S.act(game, "play", tp, card=card, number=6)
    assert refused.value.rule == "8.6.2.2.1"
    S.act(game, "play", tp, card=card, number=5)
    assert game.card(S.zone(game, "stage", tp, 5)[0]).orientation == "stand"


def test_only_characters_are_played_on_the_stage_6_5_1_2_1(table):
    game, tp = table
    climax = S.put(game, tp, "T-CX", "hand")
    with pytest.raises(IllegalAction) as refused:
        S.act(game, "play", tp, card=climax, number=1)
    assert refused.value.rule == "6.5.1.2.1"


def test_an_event_resolves_from_the_resolution_zone_then_goes_to_the_waiting_room_8_6_2_4_2(table):
    game, tp = table
    S.put(game, tp, "T-L0", "level")
    S.put(game, tp, "T-L0", "clock")
    stock(game, tp, 1)
    event = S.put(game, tp, "T-EV", "hand")  # draw a card
    hand = len(S.zone(game, "hand", tp))
    events = game.apply(Action("play_event", PlayerId(tp), card=event))
    assert any(e.kind == "move" and e.dst == S.ref("resolution", tp) for e in events)
    assert len(S.zone(game, "hand", tp)) == hand  # -1 played, +1 drawn
    assert S.zone(game, "resolution", tp) == []
    assert game.definition(S.zone(game, "waiting_room", tp)[-1]).name == "Plain Event"


def test_no_climax_in_the_main_phase_and_only_one_in_the_climax_phase_6_5_1_2_6_6_1_2_2(table):
    game, tp = table
    S.put(game, tp, "T-L0", "clock")
    S.put(game, tp, "T-L0", "stage", 1)  # an attacker: the turn player decides again after the climax phase
    first, second = S.put(game, tp, "T-CX", "hand"), S.put(game, tp, "T-CX", "hand")
    with pytest.raises(IllegalAction) as main:
        S.act(game, "play_climax", tp, card=first)
    assert main.value.rule == "6.5.1.2"
    S.act(game, "pass", tp)
    assert game.decision.context == "climax"
    with pytest.raises(IllegalAction) as character:
        S.act(game, "play", tp, card=S.put(game, tp, "T-L0", "hand"), number=1)
    assert character.value.rule == "6.6.1.2.1"
    S.act(game, "play_climax", tp, card=first)
    assert game.decision.context != "climax"  # no other play timing (6.6.1.2.2)
    with pytest.raises(IllegalAction) as again:
        S.act(game, "play_climax", tp, card=second)
    assert again.value.rule == "6.6.1.2.2"


def test_a_climax_needs_its_colour_but_no_level_8_6_2_1_2_1(table):
    game, tp = table
    red = S.put(game, tp, "T-CXR", "hand")
    S.put(game, tp, "T-L0", "stage", 1)
    S.put(game, tp, "T-L0", "clock")  # yellow only, level 0
    S.act(game, "pass", tp)
    with pytest.raises(IllegalAction) as refused:
        S.act(game, "play_climax", tp, card=red)
    assert refused.value.rule == "8.6.2.1.1"
    S.put(game, tp, "T-L0R", "clock")
    S.act(game, "play_climax", tp, card=red)
    assert S.zone(game, "climax", tp)


def test_the_climax_goes_to_the_waiting_room_in_the_end_phase_6_8_1_3(table):
    game, tp = table
    S.put(game, tp, "T-L0", "clock")
    climax = S.put(game, tp, "T-CX", "hand")
    S.act(game, "pass", tp)
    S.act(game, "play_climax", tp, card=climax)
    S.advance_until(game, lambda g: g.state.turn == 2)
    assert S.zone(game, "climax", tp) == [] and game.definition(S.zone(game, "waiting_room", tp)[-1]).name == (
        "Plain Climax"
    )


def test_a_second_climax_in_the_climax_area_goes_9_7_1(table):
    game, tp = table
    old = S.put(game, tp, "T-CX", "climax")
    S.put(game, tp, "T-L0", "stage", 1)
    S.put(game, tp, "T-L0", "clock")
    new = S.put(game, tp, "T-CX", "hand")
    S.act(game, "pass", tp)
    S.act(game, "play_climax", tp, card=new)
    assert old not in game.state.cards and len(S.zone(game, "climax", tp)) == 1


def test_exchanging_positions_keeps_the_cards_effects_and_markers_3_1_4_3_7_3_1_6_5_1_2_4(table):
    game, tp = table
    front = S.put(game, tp, "T-L0", "stage", 1)
    back = S.put(game, tp, "T-L1", "stage", 4, orientation="rest")
    marker_a = S.put(game, tp, "T-L0", "marker", 1, face_up=False)
    marker_b = S.put(game, tp, "T-L0", "marker", 4, face_up=False)
    game.add_effect("power", PlayerId(tp), (front,), 1000, "end_of_turn")
    with pytest.raises(IllegalAction) as same:
        S.act(game, "move", tp, card=front, number=1)
    assert same.value.rule == "6.5.1.2.4"
    S.act(game, "move", tp, card=front, number=4)
    assert S.zone(game, "stage", tp, 4) == [front] and S.zone(game, "stage", tp, 1) == [back]  # same instances
    assert game.card(back).orientation == "rest"
    assert S.zone(game, "marker", tp, 4) == [marker_a] and S.zone(game, "marker", tp, 1) == [marker_b]
    assert dict(game.view(None).zone(S.ref("stage", tp, 4)).cards[0].stats)["power"] == 4000
    S.act(game, "move", tp, card=back, number=3)  # to an empty position: just moves
    assert S.zone(game, "stage", tp, 3) == [back] and S.zone(game, "marker", tp, 3) == [marker_b]


def test_markers_go_to_the_waiting_room_with_their_character_3_7_3_2_and_alone_by_9_8_1(table):
    game, tp = table
    S.put(game, tp, "T-L0", "stage", 2)
    S.put(game, tp, "T-L0", "marker", 2, face_up=False)
    S.put(game, tp, "T-L0", "marker", 5, face_up=False)  # under an empty position
    card = S.put(game, tp, "T-L0B", "hand")
    S.act(game, "play", tp, card=card, number=2)  # 9.6.1 then 3.7.3.2; 9.8.1 for position 5
    assert S.zone(game, "marker", tp, 2) == [] and S.zone(game, "marker", tp, 5) == []
    assert len(S.zone(game, "waiting_room", tp)) == 3


def test_power_0_or_less_goes_to_the_waiting_room_9_5_1(table):
    game, tp = table
    doll = S.put(game, tp, "T-WEAK", "stage", 1)
    S.act(game, "move", tp, card=doll, number=2)  # any action: a check timing follows
    assert doll not in game.state.cards and S.zone(game, "stage", tp, 2) == []


def test_hidden_zones_stay_hidden_in_views_3_2_2_3_10_2_3_9_2_2(table):
    game, tp = table
    ntp = 1 - tp
    S.put(game, tp, "T-L0", "stock", face_up=False)
    S.put(game, tp, "T-L1", "level", face_up=False)
    S.put(game, tp, "T-L0", "marker", 1, face_up=False)
    mine, theirs = game.view(PlayerId(tp)), game.view(PlayerId(ntp))
    assert all(c.card_id is None and c.iid is None for c in mine.zone(S.ref("deck", tp)).cards)  # not even the owner
    assert all(c.card_id is None for c in mine.zone(S.ref("stock", tp)).cards)
    assert mine.zone(S.ref("level", tp)).cards[0].card_id == "T-L1"  # the owner sees a face-down level card
    assert theirs.zone(S.ref("level", tp)).cards[0].card_id is None
    assert mine.zone(S.ref("marker", tp, 1)).cards[0].card_id is None  # face-down markers: nobody (3.7.2)
    assert theirs.zone(S.ref("hand", tp)).count == len(S.zone(game, "hand", tp))  # counts are public (3.1.2)
