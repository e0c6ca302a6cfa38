"""Marker changes while a Unison Card is being played (6.3.1.2.2.3.2): they add up to the final count."""

from __future__ import annotations

from engine.rulesets.dragon_ball_super import zones as Z
from tests.engine.rulesets.dragon_ball_super import support as S
from tests.engine.rulesets.dragon_ball_super.test_card_data import _problems

UNDERTOW = "120"  # [Counter: Play] remove 2 markers from the Unison Card your opponent is playing


def _markers(game, player) -> int:  # type: ignore[no-untyped-def]
    unison = game.zone(Z.ref(Z.UNISON, player))
    assert len(unison) == 1
    return int(game.card(unison[0]).counters.get("marker", 0))


def test_a_counter_removing_markers_while_the_unison_card_is_played_6_3_1_2_2_3_2():
    game, me, other = S.scenario()
    S.energy(game, me, "001", "001", "001")
    S.energy(game, other, "029")
    undertow = S.put(game, UNDERTOW, Z.HAND, other)
    S.act(game, "play_unison", card=S.put(game, "080", Z.HAND, me))  # 3 energy rested: 3 markers
    assert game.decision.context == "counter" and game.decision.player == other
    S.act(game, "use_counter", card=undertow)
    S.pass_until(game, "main")
    assert _markers(game, me) == 3 - 2


def test_empower_and_a_removal_add_up_to_the_final_count_6_3_1_2_2_3_2_10_49_2():
    game, me, other = S.scenario()
    old = S.put(game, "080", Z.UNISON, me)
    game.card(old).counters["marker"] = 3
    S.energy(game, me, "001", "001", "001")
    S.energy(game, other, "029")
    undertow = S.put(game, UNDERTOW, Z.HAND, other)
    S.act(game, "play_unison", card=S.put(game, "112", Z.HAND, me))  # 3 for the energy, [Empower 2] +2
    S.act(game, "use_counter", card=undertow)
    S.pass_until(game, "main")
    assert game.card(game.zone(Z.ref(Z.UNISON, me))[0]).card_id == "DBP1-112"
    assert _markers(game, me) == 3 + 2 - 2


def test_no_unison_card_being_played_means_no_change_6_3_1_2_2_3_2():
    game, me, other = S.scenario()
    S.energy(game, me, "001", "001")
    S.energy(game, other, "029")
    undertow = S.put(game, UNDERTOW, Z.HAND, other)
    S.act(game, "play_battle", card=S.put(game, "003", Z.HAND, me))
    S.act(game, "use_counter", card=undertow)
    S.pass_until(game, "main")
    assert len(game.zone(Z.ref(Z.BATTLE, me))) == 1 and "unison_playing" not in game.state.vars


def test_a_marker_change_of_zero_is_refused_at_load():
    step = {"do": "ruleset", "name": "unison_play_markers", "args": {"count": 0}}
    ability = {"kind": "activated", "timing": ["counter"], "effect": [step]}
    assert any("X-1" in p for p in _problems(abilities=[ability]))
