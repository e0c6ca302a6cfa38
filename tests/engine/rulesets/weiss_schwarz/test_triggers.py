"""Every trigger icon (4.12.2) through a real trigger check (7.3.1.2), and "perform the effect of" (4.12.1)."""

import pytest

from engine import PlayerId
from tests.engine.rulesets.weiss_schwarz import support as S


@pytest.fixture
def table():
    """Turn 2's main phase: a soul-1 attacker facing nobody, and a spare; decks of plain cards."""
    game, tp = S.main_phase("icons", turn=2)
    ntp = PlayerId(1 - tp)
    for player in (0, 1):
        S.clear(game, player, "stage", "clock", "level", "climax", "deck", "waiting_room", "stock")
        S.stack(game, player, *["T-L1"] * 12)
    attacker = S.put(game, tp, "T-L0", "stage", 2)
    S.put(game, tp, "T-S0", "stage", 3)
    return game, tp, ntp, attacker


def trigger(game, tp, attacker, card_id):
    """Put `card_id` on top of the turn player's deck and attack directly: its icons are performed."""
    S.stack(game, tp, card_id)
    S.advance_to(game, "attack")
    S.act(game, "attack", tp, card=attacker, option="direct")


def finish(game):
    S.advance_to(game, "attack")


def test_soul_adds_1_soul_mandatorily_4_12_2_2(table):
    game, tp, ntp, attacker = table
    trigger(game, tp, attacker, "LF-C01")  # Paper Lantern Parade: soul
    finish(game)
    assert len(S.zone(game, "clock", ntp)) == 3  # 1 + 1 (direct) + 1 (soul icon)
    assert game.definition(S.zone(game, "stock", tp)[-1]).name == "Paper Lantern Parade"
    assert not game.card(S.zone(game, "stock", tp)[-1]).face_up  # 7.3.1.2: face down into the stock


def test_double_soul_adds_2_4_12_2_2(table):
    game, tp, ntp, attacker = table
    trigger(game, tp, attacker, "CH-C05")  # Twin Pistons: soul, soul
    finish(game)
    assert len(S.zone(game, "clock", ntp)) == 4


def test_pool_may_put_the_top_card_into_stock_4_12_2_4(table):
    game, tp, _ntp, attacker = table
    trigger(game, tp, attacker, "CH-C03")  # Coin Purse: pool
    S.advance_to(game, "trigger_pool")
    S.act(game, "yes", tp)
    finish(game)
    assert len(S.zone(game, "stock", tp)) == 2  # the pooled card and the trigger card


def test_comeback_returns_a_character_from_the_waiting_room_4_12_2_5(table):
    game, tp, _ntp, attacker = table
    back = S.put(game, tp, "T-L2", "waiting_room")
    S.put(game, tp, "T-CX", "waiting_room")  # not a character: not offered
    trigger(game, tp, attacker, "LF-C03")  # Homecoming Lanterns: comeback
    S.advance_to(game, "trigger_comeback")
    assert game.decision.options == (back,) and game.decision.minimum == 0  # "may"
    S.act(game, "choose", tp, picks=(back,))
    assert game.definition(S.zone(game, "hand", tp)[-1]).name == "Plain T-L2"


def test_draw_may_draw_a_card_4_12_2_6(table):
    game, tp, _ntp, attacker = table
    trigger(game, tp, attacker, "LF-C04")  # Festival Diary: draw
    S.advance_to(game, "trigger_draw")
    hand = len(S.zone(game, "hand", tp))
    S.act(game, "yes", tp)
    assert len(S.zone(game, "hand", tp)) == hand + 1


def test_treasure_returns_itself_to_hand_then_may_pool_4_12_2_8(table):
    game, tp, _ntp, attacker = table
    trigger(game, tp, attacker, "LF-C05")  # Golden Ticket: treasure
    S.advance_to(game, "trigger_treasure")
    assert game.definition(S.zone(game, "hand", tp)[-1]).name == "Golden Ticket"  # mandatory part done
    S.act(game, "no", tp)
    finish(game)
    assert S.zone(game, "stock", tp) == []  # the card went to hand, not to stock; no pool chosen


def test_gate_returns_a_climax_from_the_waiting_room_4_12_2_9(table):
    game, tp, _ntp, attacker = table
    climax = S.put(game, tp, "T-CX", "waiting_room")
    S.put(game, tp, "T-L0", "waiting_room")
    trigger(game, tp, attacker, "CH-C04")  # Old Blueprint: gate
    S.advance_to(game, "trigger_gate")
    assert game.decision.options == (climax,)
    S.act(game, "choose", tp, picks=(climax,))
    assert game.definition(S.zone(game, "hand", tp)[-1]).name == "Plain Climax"


def test_standby_puts_a_character_up_to_level_plus_1_rested_on_any_position_4_12_2_10(table):
    game, tp, _ntp, attacker = table
    S.put(game, tp, "T-L0", "level")  # level 1: up to level 2
    fits = S.put(game, tp, "T-L2", "waiting_room")
    S.put(game, tp, "T-L3", "waiting_room")  # level 3: too high
    occupant = S.put(game, tp, "T-L1", "stage", 5)
    trigger(game, tp, attacker, "LF-C02")  # Fireworks Finale: standby
    S.advance_to(game, "trigger_standby")
    assert game.decision.options == (fits,)
    S.act(game, "choose", tp, picks=(fits,))
    assert game.decision.context == "trigger_standby_position"
    S.act(game, "choose", tp, picks=(5,))  # occupied: the old one goes by 9.6 (4.12.2.10.1)
    finish(game)
    placed = S.zone(game, "stage", tp, 5)
    assert len(placed) == 1 and game.definition(placed[0]).name == "Plain T-L2"
    assert game.card(placed[0]).orientation == "rest" and occupant not in game.state.cards


def test_no_icon_does_nothing_4_12_2_1(table):
    game, tp, ntp, attacker = table
    trigger(game, tp, attacker, "T-L0")
    finish(game)
    assert len(S.zone(game, "clock", ntp)) == 2 and len(S.zone(game, "stock", tp)) == 1


def test_return_may_be_declined_4_12_2_3(table):
    game, tp, ntp, attacker = table
    other = S.put(game, ntp, "T-L0", "stage", 5)
    trigger(game, tp, attacker, "CH-C02")  # Ebb Tide: return
    S.advance_to(game, "trigger_return")
    S.act(game, "choose", tp, picks=())
    assert other in S.zone(game, "stage", ntp, 5)
