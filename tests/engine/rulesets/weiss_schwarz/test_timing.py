"""Golden scenarios of check timings (8.5.1), automatic abilities (8.7), Encore (10.2) and the encore step (7.7)."""

import pytest

from engine import Action, IllegalAction, InvalidAction, PlayerId
from tests.engine.rulesets.weiss_schwarz import support as S


@pytest.fixture
def table():
    game, tp = S.main_phase("timing", turn=2)
    ntp = PlayerId(1 - tp)
    for player in (0, 1):
        S.clear(game, player, "stage", "clock", "level", "climax", "stock", "hand", "waiting_room", "deck")
        S.stack(game, player, *["T-L1"] * 15)
    return game, tp, ntp


def stock(game, player, count):
    for _ in range(count):
        S.put(game, player, "T-L0", "stock", face_up=False)


def test_turn_player_automatic_abilities_first_and_again_before_the_others_8_5_1_2_8_5_1_3(table):
    game, tp, ntp = table
    a1, a2 = S.put(game, tp, "T-WD", "stage", 1), S.put(game, tp, "T-WD", "stage", 2)
    S.put(game, ntp, "T-WP", "stage", 1)
    S.put(game, ntp, "T-WD", "stage", 2)
    waiting = S.put(game, ntp, "T-L0", "hand")  # what the place watcher puts on the stage
    S.act(game, "play", tp, card=S.put(game, tp, "T-L0", "hand"), number=3)
    decision = game.decision
    assert decision.context == "order_triggers" and decision.player == tp  # A1 and A2 first (8.5.1.2)
    assert len(decision.options) == 2
    S.act(game, "choose", tp, picks=(decision.options[0],))
    hand = len(S.zone(game, "hand", tp))
    assert game.decision.context == "order_triggers" and game.decision.player == ntp  # then B1, B2 (8.5.1.3)
    assert hand == 2  # both of the turn player's draws happened
    place = next(t.tid for t in game.state.triggers if t.controller == ntp and "place" in t.label)
    S.act(game, "choose", ntp, picks=(place,))
    S.advance_to(game, "ability_target")
    S.act(game, "choose", ntp, picks=(waiting,))
    assert game.decision.context == "choose_position"
    S.act(game, "choose", ntp, picks=(5,))
    assert waiting not in game.state.cards  # placed: the turn player's watchers trigger again
    decision = game.decision
    assert decision.player == tp and decision.context == "order_triggers"  # A3s before B2 (8.5.1.1-2)
    del a1, a2


def test_an_optional_cost_may_be_declined_8_7_3_1_1(table):
    game, tp, _ntp = table
    stock(game, tp, 1)
    bond = S.put(game, tp, "LF-003", "hand")  # Goldfish Scooper Aoi: Bond [(1)]
    S.put(game, tp, "LF-007", "waiting_room")
    S.act(game, "play", tp, card=bond, number=1)
    assert game.decision.context == "optional_ability"
    S.act(game, "no", tp)
    assert len(S.zone(game, "stock", tp)) == 1 and len(S.zone(game, "hand", tp)) == 0


def test_encore_step_turn_player_one_at_a_time_then_the_other_7_7_1_2_7_7_1_3(table):
    game, tp, ntp = table
    mine = [S.put(game, tp, "T-L0", "stage", slot, orientation="reverse") for slot in (1, 4)]
    theirs = S.put(game, ntp, "T-L0", "stage", 2, orientation="reverse")
    stock(game, tp, 3)
    S.advance_until(game, lambda g: g.state.step == "encore")
    decision = game.decision
    assert decision.context == "encore_step" and decision.player == tp and set(decision.options) == set(mine)
    S.act(game, "choose", tp, picks=(mine[1],))
    assert game.decision.context == "encore" and game.decision.player == tp  # a check timing after each one
    assert theirs in game.state.cards and mine[0] in game.state.cards
    events = game.apply(Action("yes", PlayerId(tp)))  # ③: back to position 4, rested (10.2.2)
    back = S.zone(game, "stage", tp, 4)
    assert len(back) == 1 and game.card(back[0]).orientation == "rest"
    gone = [(e.card, e.rule) for e in events if e.kind == "move" and e.rule in ("7.7.1.2", "7.7.1.3")]
    assert gone == [(mine[0], "7.7.1.2"), (theirs, "7.7.1.3")]  # the turn player's last one, then the other's


def test_encore_needs_3_stock_and_two_are_not_enough_8_4_2_2(table):
    game, tp, _ntp = table
    S.put(game, tp, "T-L0", "stage", 1, orientation="reverse")
    stock(game, tp, 2)
    S.advance_until(game, lambda g: g.state.turn == 3)
    assert S.zone(game, "stage", tp, 1) == [] and len(S.zone(game, "stock", tp)) == 2


def test_hand_encore_pays_with_a_character_from_hand_10_2_2(table):
    game, tp, _ntp = table
    painter = S.put(game, tp, "LF-008", "stage", 2, orientation="reverse")  # Encore [discard a character]
    fodder = S.put(game, tp, "T-L0", "hand")
    S.advance_until(game, lambda g: g.state.step == "encore" and g.decision.context == "optional_ability")
    S.act(game, "yes", tp)
    assert game.decision.context == "discard" and game.decision.options == (fodder,)
    S.act(game, "choose", tp, picks=(fodder,))
    back = S.zone(game, "stage", tp, 2)
    assert fodder not in game.state.cards and len(back) == 1
    assert game.definition(back[0]).name == "Lantern Painter Yui" and game.card(back[0]).orientation == "rest"
    del painter


def test_clock_encore_puts_the_top_card_of_the_deck_into_the_clock_10_2_2(table):
    game, tp, _ntp = table
    S.put(game, tp, "CH-007", "stage", 3, orientation="reverse")  # Encore [clock 1]
    S.advance_until(game, lambda g: g.state.step == "encore" and g.decision.context == "optional_ability")
    S.act(game, "yes", tp)
    assert len(S.zone(game, "clock", tp)) == 1 and S.zone(game, "stage", tp, 3)


def test_an_encore_that_cannot_pay_is_not_offered_and_pays_nothing_8_4_2_2_8_7_3_2(table):
    game, tp, _ntp = table
    S.put(game, tp, "LF-008", "stage", 2, orientation="reverse")
    keep = S.put(game, tp, "T-CX", "hand")  # not a character: the cost cannot be paid
    S.advance_until(game, lambda g: g.state.turn == 3 or g.decision.context == "optional_ability")
    assert game.state.turn == 3  # no "use it?" was asked
    assert keep in game.state.cards and S.zone(game, "stage", tp, 2) == []


def test_end_phase_discards_down_to_7_and_ends_until_end_of_turn_effects_6_8_1_2_6_8_1_4(table):
    game, tp, _ntp = table
    for _ in range(9):
        S.put(game, tp, "T-L0", "hand")
    pumped = S.put(game, tp, "T-L0", "stage", 1)
    game.add_effect("power", tp, (pumped,), 500, "end_of_turn")
    S.advance_to(game, "hand_limit")
    decision = game.decision
    assert decision.minimum == decision.maximum == 2 and decision.rule == "6.8.1.2"
    with pytest.raises(InvalidAction):
        S.act(game, "choose", tp, picks=decision.options[:1])
    S.act(game, "choose", tp, picks=decision.options[:2])
    assert len(S.zone(game, "hand", tp)) == 7
    assert game.state.effects == []


def test_the_clock_phase_is_optional_and_draws_2_6_4_1_2(table):
    game, _tp, _ntp = table
    S.advance_to(game, "clock", turn=3)
    player = game.state.turn_player
    card = S.zone(game, "hand", player)[0]
    hand = len(S.zone(game, "hand", player))
    with pytest.raises(IllegalAction) as refused:
        game.apply(Action("clock", PlayerId(player), card=S.put(game, 1 - player, "T-L0", "hand")))
    assert refused.value.rule == "6.4.1.2"
    S.act(game, "clock", player, card=card)
    assert len(S.zone(game, "hand", player)) == hand + 1 and len(S.zone(game, "clock", player)) == 1


def test_the_starting_player_draws_on_turn_1_6_3_1_2():
    game = S.new_game("draw-first")
    S.keep_hands(game)
    assert game.state.turn == 1 and game.decision.context in ("clock", "main")
    assert len(S.zone(game, "hand", game.state.turn_player)) == 6


def test_the_stand_phase_stands_every_character_6_2_1_2(table):
    game, _tp, ntp = table
    rested = S.put(game, ntp, "T-L0", "stage", 1, orientation="rest")
    S.advance_to(game, "clock", turn=3)
    assert game.card(rested).orientation == "stand"


def test_a_character_text_works_only_on_the_stage_2_12_2_1(table):
    game, tp, _ntp = table
    S.put(game, tp, "LF-002", "stage", 4)  # Sparkler Runner Mio: Assist +500 to the characters in front
    front = S.put(game, tp, "T-L0", "stage", 1)
    side = S.put(game, tp, "T-L0", "stage", 3)  # not in front of position 4 (3.6.4)
    S.put(game, tp, "LF-002", "hand")
    view = game.view(None)
    power = {c.iid: dict(c.stats)["power"] for z in view.zones if z.ref.name == "stage" for c in z.cards}
    assert power[front] == 3500 and power[side] == 3000


def test_no_refresh_while_a_cost_is_paid_9_2_3(table):
    game, tp, _ntp = table
    S.clear(game, tp, "deck")
    S.stack(game, tp, "T-L1")  # the deck's last card: the first part of the cost takes it
    S.put(game, tp, "T-L0", "waiting_room")
    stock(game, tp, 1)
    clocker = S.put(game, tp, "T-ACC", "stage", 1)
    events = game.apply(Action("activate", PlayerId(tp), card=clocker, number=0))
    steps = [(e.kind, e.rule) for e in events if e.kind in ("move", "shuffle")]
    assert steps[0] == ("move", "10.12") and steps[1] == ("move", "8.4.3")  # the whole cost first
    assert steps.index(("shuffle", "9.2.2")) > 1  # then the refresh, before the effect's draw
    assert len(S.zone(game, "hand", tp)) == 1


def test_an_encore_fails_when_a_refresh_took_its_card_away_8_7_7(table):
    game, tp, _ntp = table
    S.clear(game, tp, "deck")
    S.stack(game, tp, "T-L1")  # the clock Encore's cost takes the deck's last card
    S.put(game, tp, "CH-007", "stage", 3, orientation="reverse")  # Encore [clock 1]
    S.advance_until(game, lambda g: g.state.step == "encore" and g.decision.context == "optional_ability")
    events = game.apply(Action("yes", PlayerId(tp)))  # paid; the refresh takes the waiting room, this card too
    assert [e.card_id for e in events if e.kind == "move" and e.rule == "9.2.2"] == ["CH-007"]
    assert S.zone(game, "stage", tp, 3) == []
