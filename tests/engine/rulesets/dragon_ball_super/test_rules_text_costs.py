"""Energy, combo and skill costs read from the rules text (2-11, 7-2, 7-3, 8-1, 8-4): cases left out elsewhere."""

from engine.rulesets.dragon_ball_super import zones as Z
from tests.engine.rulesets.dragon_ball_super import rules_text as R
from tests.engine.rulesets.dragon_ball_super import support as S


def test_an_extra_whose_specified_cost_exceeds_its_total_needs_that_many_of_the_colour_2_11_5_2_1():
    """2-11-5-2-1: "When the specified cost of the Extra Card ... is greater than the total cost, they must choose the
    same number of cards ... with the same color as the specified cost": total 1, two red spheres: a red and a blue
    energy are refused, two red are rested."""
    game, me, _ = R.scenario()
    S.energy(game, me, "001", "029")  # red, blue
    rite = R.put(game, "RT-XRED", Z.HAND, me)
    before = game.state.to_data()
    assert S.refusal(game, "use_extra", me, card=rite) is not None
    assert game.state.to_data() == before
    S.energy(game, me, "001")
    S.act(game, "use_extra", card=rite)
    assert R.rested(game, me) == 2
    assert all(game.card(c).card_id == "DBP1-001" for c in game.zone(Z.ref(Z.ENERGY, me))
               if game.card(c).orientation == Z.REST)  # fmt: skip


def test_an_extras_specified_colour_must_be_among_the_energy_rested_2_11_5_2():
    """2-11-5-2: "If the cost of the card they wish to activate includes a specified cost, the cards they switch to
    Rest Mode ... must include that many cards of that color": Draw 2 (2, one blue) with two red energy is refused."""
    game, me, _ = R.scenario()
    S.energy(game, me, "001", "001")
    insight = S.put(game, "071", Z.HAND, me)  # cost 2, specified blue
    assert S.refusal(game, "use_extra", me, card=insight) is not None
    S.energy(game, me, "029")
    S.act(game, "use_extra", card=insight)
    assert R.rested(game, me) == 2
    assert any(game.card(c).card_id == "DBP1-029" and game.card(c).orientation == Z.REST
               for c in game.zone(Z.ref(Z.ENERGY, me)))  # fmt: skip


def test_an_activate_skill_with_no_skill_cost_is_activated_by_declaring_it_8_1_3_1_1():
    """8-1-3-1-1: "Some [Activate] skills of Battle Cards ... do not have skill cost. Those skills can be activated by
    declaring them": no energy is rested."""
    game, me, _ = R.scenario()
    S.energy(game, me, "001")
    hand_before = R.hand(game, me)
    S.act(game, "activate", card=R.put(game, "RT-FREE", Z.BATTLE, me), number=0)
    R.settle(game)
    assert R.hand(game, me) == hand_before + 1 and R.rested(game, me) == 0


def test_a_field_extras_skill_in_the_battle_area_costs_no_energy_8_1_3_1_3():
    """8-1-3-1-3: "When activating [Auto] and [Activate] skills on Extra Cards from areas other than the hand, no
    energy cost needs to be paid": Volcanic Arena in the Battle Area (energy cost 1) gives +5000 with no energy."""
    game, me, _ = R.scenario()
    arena = R.put(game, "063", Z.BATTLE, me)
    before = game.ruleset.card_stats(game, S.leader(game, me))["power"]
    S.act(game, "activate", card=arena, number=0)
    R.settle(game)
    assert game.ruleset.card_stats(game, S.leader(game, me))["power"] == before + 5000
    assert not game.zone(Z.ref(Z.ENERGY, me))


def test_an_auto_skill_whose_cost_is_not_paid_does_not_activate_8_1_5_2_1():
    """8-1-5-2-1: "If the skill costs for an [Auto] skill aren't paid, the skill doesn't activate, and nothing
    happens": "When you play this card, rest 2 energy: draw 2" with one Active energy rests nothing, draws nothing."""
    game, me, _ = R.scenario()
    S.energy(game, me, "001")
    scholar = R.put(game, "RT-PAYPLAY", Z.HAND, me)
    S.act(game, "play_battle", card=scholar)
    R.settle(game)
    assert R.hand(game, me) == 0 and R.rested(game, me) == 0


def test_an_auto_skills_cost_paid_in_full_lets_it_resolve_8_1_5_2():
    """8-1-5-2: "[Auto] Skill cost: (effect)": with two Active energy the cost is paid (both rested), then draw 2."""
    game, me, _ = R.scenario()
    S.energy(game, me, "001", "001")
    S.act(game, "play_battle", card=R.put(game, "RT-PAYPLAY", Z.HAND, me))
    while game.decision is not None and game.decision.context != "main":
        if game.decision.kind.value == "yes_no":
            S.play(game, "yes")
        else:
            R.settle(game)
    assert R.hand(game, me) == 2 and R.rested(game, me) == 2


def test_a_skill_cost_partly_unpayable_cannot_be_paid_at_all_8_4_2_2():
    """8-4-2-2: "If a player cannot pay a part or all of a skill cost, that means the player cannot pay the cost at
    all": ① and "discard a red card" with no red card in hand: refused, the energy stays Active (8-4-2-1)."""
    game, me, _ = R.scenario()
    S.energy(game, me, "001")
    price = R.put(game, "RT-TWOPART", Z.BATTLE, me)
    S.put(game, "029", Z.HAND, me)  # blue
    before = game.state.to_data()
    assert S.refusal(game, "activate", me, card=price, number=0) == "8-4-2-2"
    assert game.state.to_data() == before
    S.put(game, "001", Z.HAND, me)  # red
    S.act(game, "activate", card=price, number=0)
    R.settle(game)
    assert R.rested(game, me) == 1 and "DBP1-001" not in R.ids(game, Z.HAND, me)  # paid, then a card drawn
    assert "DBP1-001" in R.ids(game, Z.DROP, me)


def test_the_defenders_combo_from_hand_must_pay_its_combo_cost_7_3_1_2_2_1():
    """7-3-1-2-2-1: "the player must switch the required cost worth of energy to Rest Mode. If they cannot do so, they
    cannot declare a combo": combo cost 1 with no energy is refused; with one energy it rests it."""
    game, me, other = R.scenario()
    attacker = S.put(game, "005", Z.BATTLE, me)
    costly = S.put(game, "035", Z.HAND, other)  # combo cost 1
    S.act(game, "attack", card=attacker, target=S.leader(game, other))
    R.to_step(game, "defense")
    assert S.refusal(game, "combo", other, card=costly) == "7-3-1-2-2-1"
    S.energy(game, other, "029")
    S.play(game, "combo", card=costly)
    assert R.rested(game, other) == 1 and "DBP1-035" in R.ids(game, Z.COMBO, other)


def test_the_attackers_combo_from_the_battle_area_must_pay_its_combo_cost_7_2_1_2_1_1():
    """7-2-1-2-1-1: an Active Battle Card other than the attack card moved to the Combo Area: its combo cost is paid
    by resting energy (combo cost 1 rests one)."""
    game, me, other = R.scenario()
    attacker = S.put(game, "029", Z.BATTLE, me)
    helper = S.put(game, "035", Z.BATTLE, me)  # combo cost 1
    S.act(game, "attack", card=attacker, target=S.leader(game, other))
    R.to_step(game, "offense")
    assert S.refusal(game, "combo", me, card=helper) == "7-2-1-2-1-1"
    S.energy(game, me, "001")
    S.play(game, "combo", card=helper)
    assert R.rested(game, me) == 1 and "DBP1-035" in R.ids(game, Z.COMBO, me)


def _unison(game, player, markers: int):
    unison = R.put(game, "RT-UNISON", Z.UNISON, player)
    game.card(unison).counters["marker"] = markers
    return unison


def test_a_positive_marker_skill_cost_adds_markers_8_4_2_5_1_1():
    """8-4-2-5-1-1: "If the marker skill cost is a positive number, the skill adds that many markers to the card
    upon activation": [+2] on a 3-marker Unison Card: 5, then it draws."""
    game, me, _ = R.scenario()
    unison = _unison(game, me, 3)
    S.act(game, "activate", card=unison, number=0)
    R.settle(game)
    assert game.card(unison).counters["marker"] == 5 and R.hand(game, me) == 1


def test_a_zero_marker_skill_cost_adds_nothing_8_4_2_5_1_2():
    """8-4-2-5-1-2: "If the marker skill cost is zero, the skill adds no markers to the card upon activation"."""
    game, me, _ = R.scenario()
    unison = _unison(game, me, 3)
    S.act(game, "activate", card=unison, number=1)
    R.settle(game)
    assert game.card(unison).counters["marker"] == 3 and R.hand(game, me) == 1


def test_a_negative_marker_skill_cost_removes_markers_and_needs_them_8_4_2_5_1_3():
    """8-4-2-5-1-3: a negative cost "removes markers from the card equal to the absolute value ... If paying the skill
    cost would remove more markers than are currently on the card, the skill cost can't be paid": [-2] with one
    marker is refused and changes nothing; with three it leaves one."""
    game, me, _ = R.scenario()
    unison = _unison(game, me, 1)
    before = game.state.to_data()
    assert S.refusal(game, "activate", me, card=unison, number=2) is not None
    assert game.state.to_data() == before
    game.card(unison).counters["marker"] = 3
    S.act(game, "activate", card=unison, number=2)
    R.settle(game)
    assert game.card(unison).counters["marker"] == 1 and R.hand(game, me) == 1


def test_one_marker_skill_per_card_per_turn_8_4_2_5_2():
    """8-4-2-5-2: "Skills with marker skill costs can only be activated and resolved once per turn, per card.
    Additionally, after activating and resolving such a skill on a card, no skills with marker skill costs on that
    card can be activated for the turn": after [+2], neither [+2] again nor [0] can be used; next turn they can."""
    game, me, _ = R.scenario()
    unison = _unison(game, me, 3)
    S.act(game, "activate", card=unison, number=0)
    R.settle(game)
    assert S.refusal(game, "activate", me, card=unison, number=0) == "8-4-2-5-2"
    assert S.refusal(game, "activate", me, card=unison, number=1) == "8-4-2-5-2"
    S.pass_(game)
    S.to_main(game)
    S.pass_(game)
    S.to_main(game)
    assert game.state.turn_player == me and S.refusal(game, "activate", me, card=unison, number=1) is None


def test_a_marker_cost_that_empties_the_card_sends_it_to_the_drop_before_the_effect_8_5_10():
    """8-5-10 (its example): a 4-marker Unison Card pays [-4]; at 0 markers it goes to the Drop at once (9-8, 9-6-1-2)
    and "this card gets +20000 power" finds no card in the Unison Area: nothing gets the power."""
    game, me, _ = R.scenario()
    unison = _unison(game, me, 4)
    S.act(game, "activate", card=unison, number=3)
    R.settle(game)
    assert unison not in game.state.cards and "RT-UNISON" in R.ids(game, Z.DROP, me)
    assert not [e for e in game.state.effects if e.kind == "power" and e.value == 20000]


def test_a_coloured_sphere_in_a_skill_cost_needs_energy_of_that_colour_8_4_2_3_8_4_2_4():
    """8-4-2-3 "①. This means to choose and switch that many of your energy to Rest Mode", 8-4-2-4 "for each colored
    sphere, you need to switch 1 energy of that color to Rest Mode": ① and a red sphere with two blue energy is
    refused; with a red and a blue, both are rested and the skill draws."""
    game, me, _ = R.scenario()
    adept = R.put(game, "RT-SPHERE", Z.BATTLE, me)
    S.energy(game, me, "029", "029")
    before = game.state.to_data()
    assert S.refusal(game, "activate", me, card=adept, number=0) == "8-4-2-2"
    assert game.state.to_data() == before
    S.energy(game, me, "001")
    S.act(game, "activate", card=adept, number=0)
    R.settle(game)
    assert R.rested(game, me) == 2 and R.hand(game, me) == 1
    red = [c for c in game.zone(Z.ref(Z.ENERGY, me)) if game.card(c).card_id == "DBP1-001"]
    assert game.card(red[0]).orientation == Z.REST
