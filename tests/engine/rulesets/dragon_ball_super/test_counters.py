"""Counter timings (4-7) and [Counter] skills (10-10): who may answer what, last in first out, [Deflect]."""

from __future__ import annotations

from engine.rulesets.dragon_ball_super import zones as Z
from tests.engine.rulesets.dragon_ball_super import support as S


def _ids(game, zone, player):
    return [game.card(c).card_id for c in game.zone(Z.ref(zone, player))]


def test_counter_play_negates_a_play_and_the_card_goes_to_the_drop_6_3_1_2_1_2_10_10_4():
    game, me, other = S.scenario()
    S.energy(game, me, "001", "001")
    S.energy(game, other, "029", "029")
    denial = S.put(game, "068", Z.HAND, other)
    card = S.put(game, "003", Z.HAND, me)
    S.act(game, "play_battle", card=card)
    decision = game.decision
    assert decision.context == "counter" and decision.player == other
    S.act(game, "use_counter", card=denial)
    assert game.decision.context == "counter" and game.decision.player == me  # asked, holding a card (3-3-2)
    S.pass_(game)
    assert game.decision.context == "main"
    assert not game.zone(Z.ref(Z.BATTLE, me))
    assert _ids(game, Z.DROP, me) == ["DBP1-003"] and _ids(game, Z.DROP, other) == ["DBP1-068"]


def test_counter_counter_resolves_first_and_negates_the_counter_4_7_3_5_10_10_5():
    game, me, other = S.scenario()
    S.energy(game, me, "001", "001", "029")
    S.energy(game, other, "029", "029")
    mirror = S.put(game, "069", Z.HAND, me)
    denial = S.put(game, "068", Z.HAND, other)
    S.act(game, "play_battle", card=S.put(game, "003", Z.HAND, me))
    S.act(game, "use_counter", card=denial)
    assert game.decision.context == "counter" and game.decision.player == me  # 4-7-3-3: the answer alternates
    S.act(game, "use_counter", card=mirror)
    assert _ids(game, Z.BATTLE, me) == ["DBP1-003"]  # the play happened (4-7-3-6)


def test_a_counter_of_the_wrong_kind_is_refused_citing_when_its_kind_is_pending_10_10_3_3():
    game, me, other = S.scenario()
    S.energy(game, me, "001", "001")
    S.energy(game, other, "029", "029", "001")
    S.put(game, "068", Z.HAND, other)
    roar = S.put(game, "064", Z.HAND, other)  # [Counter: Attack]
    S.act(game, "play_battle", card=S.put(game, "003", Z.HAND, me))
    assert game.decision.context == "counter"
    assert S.refusal(game, "use_counter", other, card=roar) == "10-10-3-3"  # pending when attacked, not on a play


def test_counter_needs_its_energy_cost_10_10_1():
    game, me, other = S.scenario()
    S.energy(game, me, "001", "001")
    S.energy(game, other, "029")  # Riptide Denial costs 2
    S.put(game, "068", Z.HAND, other)
    S.act(game, "play_battle", card=S.put(game, "003", Z.HAND, me))
    assert game.decision.context == "counter"  # asked all the same: stopping only for a usable one would tell
    assert S.refusal(game, "use_counter", other, card=game.zone(Z.ref(Z.HAND, other))[-1]) == "10-10-1"
    S.pass_(game)
    assert game.decision.context == "main"
    assert _ids(game, Z.BATTLE, me) == ["DBP1-003"]


def test_the_counter_timing_asks_a_player_holding_any_card_so_it_tells_nothing_3_3_2_4_7_3_2():
    game, me, other = S.scenario()
    S.energy(game, me, "001", "001", "001", "001")
    S.put(game, "003", Z.HAND, other)  # no [Counter] at all
    S.act(game, "play_battle", card=S.put(game, "003", Z.HAND, me))
    assert game.decision.context == "counter" and game.decision.player == other
    assert not [a for a in game.legal_actions() if a.kind == "use_counter"]
    S.pass_(game)
    for iid in list(game.zone(Z.ref(Z.HAND, other))):
        game.move(iid, Z.ref(Z.DROP, other))
    S.act(game, "play_battle", card=S.put(game, "003", Z.HAND, me))
    assert game.decision.context == "main"  # an empty hand is public: nothing to hide, no question


def test_deflect_is_not_affected_by_counter_play_10_22_1():
    game, me, other = S.scenario()
    S.energy(game, me, "029", "029", "029", "029", "029")
    S.energy(game, other, "029", "029")
    S.put(game, "068", Z.HAND, other)
    S.act(game, "play_battle", card=S.put(game, "034", Z.HAND, me))  # [Deflect]
    assert game.decision.context == "counter"
    assert S.refusal(game, "use_counter", other, card=game.zone(Z.ref(Z.HAND, other))[-1]) is not None
    S.pass_(game)
    assert game.decision.context == "main" and _ids(game, Z.BATTLE, me) == ["DBP1-034"]


def test_counter_attack_negates_the_attack_7_1_2_7_1_4():
    game, me, other = S.scenario()
    attacker = S.put(game, "005", Z.BATTLE, me)
    S.energy(game, other, "001")
    roar = S.put(game, "064", Z.HAND, other)
    life = len(game.zone(Z.ref(Z.LIFE, other)))
    S.act(game, "attack", card=attacker, target=S.leader(game, other))
    assert game.decision.context == "counter" and game.decision.player == other
    S.act(game, "use_counter", card=roar)
    assert game.decision.context == "main" and "battle" not in game.state.vars
    assert len(game.zone(Z.ref(Z.LIFE, other))) == life


def test_counter_battle_card_attack_only_answers_a_battle_card_10_10_3_4():
    game, me, other = S.scenario()
    S.energy(game, other, "017", "017")
    vines = S.put(game, "067", Z.HAND, other)
    S.act(game, "attack", card=S.leader(game, me), target=S.leader(game, other))
    assert S.refusal(game, "use_counter", other, card=vines) is not None  # a Leader attacks: not a Battle Card
    S.pass_until(game, "main")
    attacker = S.put(game, "005", Z.BATTLE, me)
    S.act(game, "attack", card=attacker, target=S.leader(game, other))
    assert game.decision.context == "counter"
    S.act(game, "use_counter", card=vines)
    assert game.decision.context == "main"


def test_a_counter_cannot_be_used_outside_a_counter_timing_4_7():
    game, me, _ = S.scenario()
    S.energy(game, me, "001")
    roar = S.put(game, "064", Z.HAND, me)
    assert S.refusal(game, "use_counter", me, card=roar) is not None
    assert S.refusal(game, "use_extra", me, card=roar) == "8-1-3-1"


def test_a_battle_card_with_counter_is_activated_from_hand_and_may_play_itself_10_10_2_10_10_4():
    game, me, other = S.scenario()
    attacker = S.put(game, "005", Z.BATTLE, me)
    S.energy(game, other, "001", "001")
    kael = S.put(game, "114", Z.HAND, other)  # [Counter: Attack] Battle Card
    S.act(game, "attack", card=attacker, target=S.leader(game, other))
    assert game.decision.context == "counter"
    S.act(game, "use_counter", card=kael)
    assert game.decision.context == "main" and "battle" not in game.state.vars  # the attack was negated
    assert _ids(game, Z.BATTLE, other) == ["DBP1-114"]  # it went to the Drop (10-10-4), then played itself
