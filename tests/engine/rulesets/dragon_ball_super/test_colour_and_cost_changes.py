"""Colour-changing effects (2-4-1-2-1) and changes to the specified cost (2-11-3-1 .. 2-11-3-2-2)."""

from __future__ import annotations

from engine.abilities import model as M
from engine.abilities.filters import matches
from engine.rulesets.dragon_ball_super import stats
from engine.rulesets.dragon_ball_super import zones as Z
from tests.engine.rulesets.dragon_ball_super import support as S
from tests.engine.rulesets.dragon_ball_super.test_card_data import _problems

PRISM, UNBOUND = "118", "119"  # an energy card also becomes red and blue / a hand card has no specified cost


def _answer_target(game, card) -> None:  # type: ignore[no-untyped-def]
    decision = game.decision
    if decision is not None and card in decision.options and decision.context == "ability_target":
        S.choose(game, card)


def test_an_added_colour_pays_a_specified_cost_but_is_not_multicolour_2_4_1_2_1_1_2_4_1_3_1():
    game, me, _ = S.scenario()
    S.energy(game, me, "044")  # yellow pays the Extra
    blue1, blue2 = S.energy(game, me, "029", "029")
    S.act(game, "use_extra", card=S.put(game, PRISM, Z.HAND, me))
    _answer_target(game, blue1)
    red_now = [e for e in (blue1, blue2) if "red" in stats.colors(game, e)]
    assert len(red_now) == 1 and stats.colors(game, red_now[0]) == ("blue", "red")
    assert not stats.is_multicolor(game, red_now[0])  # 2-4-1-2-1-1; mono-colour blue by origin (2-4-1-3-1)
    assert matches(game, red_now[0], M.Filter(colors=("red",)), me, None)  # the language's colour filter sees it


def test_the_added_colour_pays_after_the_effect_2_4_1_2_1_1():
    game, me, _ = S.scenario()
    S.energy(game, me, "044")
    blue1 = S.energy(game, me, "029", "029", "029")[0]
    card = S.put(game, "003", Z.HAND, me)
    assert S.refusal(game, "play_battle", me, card=card) == "6-3-1-2-1-1"  # no red energy
    S.act(game, "use_extra", card=S.put(game, PRISM, Z.HAND, me))
    _answer_target(game, blue1)
    assert S.refusal(game, "play_battle", me, card=card) is None


def test_no_specified_cost_keeps_the_total_2_11_3_2_2():
    game, me, _ = S.scenario()
    S.energy(game, me, "044")
    S.energy(game, me, "029", "029", "029")
    card = S.put(game, "004", Z.HAND, me)  # total 3, red red
    assert S.refusal(game, "play_battle", me, card=card) == "6-3-1-2-1-1"
    S.act(game, "use_extra", card=S.put(game, UNBOUND, Z.HAND, me))
    _answer_target(game, card)
    assert stats.specified(game, card) == () and stats.total_cost(game, card) == 3
    assert S.refusal(game, "play_battle", me, card=card) is None  # 3 blue energy now pay it


def test_adding_or_reducing_a_specified_cost_moves_the_total_with_it_2_11_3_1_2_11_3_2_1():
    game, me, _ = S.scenario()
    three = S.put(game, "003", Z.HAND, me)  # total 2, red
    four = S.put(game, "004", Z.HAND, me)  # total 3, red red
    game.add_effect(stats.SPECIFIED, me, (three,), {"add": ["blue"]}, "end_of_turn")
    assert stats.specified(game, three) == ("red", "blue") and stats.total_cost(game, three) == 3  # 2-11-3-1
    game.add_effect(stats.SPECIFIED, me, (four,), {"reduce": ["red"]}, "end_of_turn")
    assert stats.specified(game, four) == ("red",) and stats.total_cost(game, four) == 2  # 2-11-3-2-1
    game.add_effect(stats.SPECIFIED, me, (four,), {"reduce": ["red", "green"]}, "end_of_turn")
    assert stats.specified(game, four) == () and stats.total_cost(game, four) == 1  # never below zero (2-11-3-2)


def test_changes_end_with_their_duration_6_4_1_4():
    game, me, _ = S.scenario()
    card = S.put(game, "004", Z.HAND, me)
    game.add_effect(stats.SPECIFIED, me, (card,), {"none": True}, "end_of_turn")
    game.add_effect(stats.ADD_COLOR, me, (card,), ["blue"], "end_of_turn")
    game.end_effects("end_of_turn")
    assert stats.specified(game, card) == ("red", "red") and stats.colors(game, card) == ("red",)


def test_bad_change_steps_are_refused_at_load_2_4_1_1_2_11_3():
    target = {"filter": {"zone": ["hand"]}}
    bad_colour = {"do": "ruleset", "name": "add_color", "args": {"target": target, "colors": ["purple"]}}
    nothing = {"do": "ruleset", "name": "change_specified", "args": {"target": target}}
    for step in (bad_colour, nothing):
        ability = {"kind": "activated", "timing": ["main"], "effect": [step]}
        assert any("X-1" in p for p in _problems(abilities=[ability]))
