"""X in skill costs and effects (4-14): the master names X, the same X from the cost to the end of the effect."""

from __future__ import annotations

from engine.actions import Action
from engine.rulesets.dragon_ball_super import stats
from engine.rulesets.dragon_ball_super import zones as Z
from tests.engine.rulesets.dragon_ball_super import support as S
from tests.engine.rulesets.dragon_ball_super.test_card_data import _problems

GUARD = "117"  # [Activate: Main] [Once per Turn] ①X : this card gets +X times 5000 power for the turn


def _rested(game, player) -> int:  # type: ignore[no-untyped-def]
    return sum(1 for c in game.zone(Z.ref(Z.ENERGY, player)) if game.state.cards[c].orientation == Z.REST)


def test_the_master_names_x_pays_it_and_the_effect_uses_the_same_x_4_14_2_4_14_3():
    game, me, _ = S.scenario()
    guard = S.put(game, GUARD, Z.BATTLE, me)
    S.energy(game, me, "001", "002", "003")
    S.act(game, "activate", card=guard, number=0)
    decision = game.decision
    assert decision is not None and decision.context == "name_x" and (decision.minimum, decision.maximum) == (0, 3)
    game.apply(Action("number", me, number=2))
    assert _rested(game, me) == 2  # ①X with X = 2
    assert stats.power(game, guard) == 10000 + 2 * 5000


def test_x_cannot_exceed_the_active_energy_and_x_0_does_nothing_4_14_2():
    game, me, _ = S.scenario()
    guard = S.put(game, GUARD, Z.BATTLE, me)
    S.act(game, "activate", card=guard, number=0)  # no energy: X can only be 0, named without a question
    assert game.decision is not None and game.decision.context != "name_x"
    assert stats.power(game, guard) == 10000


def test_a_skill_using_x_must_name_it_first_at_load_4_14_2():
    step = {"do": "ruleset", "name": "x_step", "args": {"step": {"do": "draw", "count": "X"}}}
    ability = {"kind": "activated", "timing": ["main"], "effect": [step]}
    assert any("X-1: abilities" in p and "4-14-2" in p for p in _problems(abilities=[ability]))
    nested = {"do": "ruleset", "name": "x_step", "args": {"step": {"do": "may", "steps": [{"do": "draw"}]}}}
    named = {"do": "ruleset", "name": "name_x", "args": {"maximum": 3}}
    assert _problems(abilities=[ability | {"effect": [named, step]}]) == []
    assert _problems(abilities=[ability | {"effect": [named, nested]}]) != []
