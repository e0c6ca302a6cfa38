"""Playing cards in the Main Phase (6-3-1-2): energy payment (2-11-5), Battle, Unison and Extra Cards, [Field],
[Evolve], [Over Realm], [Unique]."""

from __future__ import annotations

from engine.actions import Action
from engine.rulesets.dragon_ball_super import zones as Z
from tests.engine.rulesets.dragon_ball_super import support as S


def test_playing_a_battle_card_rests_its_energy_and_it_enters_active_6_3_1_2_1():
    game, me, _ = S.scenario()
    paid = S.energy(game, me, "001", "003")
    card = S.put(game, "004", Z.HAND, me)  # total 3, red red specified: only 2 energy
    assert S.refusal(game, "play_battle", me, card=card) == "6-3-1-2-1-1"
    S.energy(game, me, "029")
    S.act(game, "play_battle", card=card)
    battle = game.zone(Z.ref(Z.BATTLE, me))
    assert len(battle) == 1 and game.card(battle[0]).orientation == Z.ACTIVE  # 3-6-4
    assert all(game.card(e).orientation == Z.REST for e in paid)


def test_specified_cost_needs_that_many_energy_of_the_colour_2_11_5_1_1():
    game, me, _ = S.scenario()
    red, blue = S.energy(game, me, "001", "029")
    card = S.put(game, "004", Z.HAND, me)
    third = S.energy(game, me, "030")[0]
    # 3 energy, but only 1 red: the specified 2 red cannot be paid.
    assert S.refusal(game, "play_battle", me, card=card) == "6-3-1-2-1-1"
    assert S.refusal(game, "play_battle", me, card=card, picks=(red, blue, third)) == "6-3-1-2-1-1"


def test_the_player_picks_which_energy_pays_3_8_2():
    game, me, _ = S.scenario()
    red1, red2, blue = S.energy(game, me, "001", "003", "029")
    card = S.put(game, "003", Z.HAND, me)  # total 2, 1 red
    assert S.refusal(game, "play_battle", me, card=card, picks=(blue, red2)) is None
    assert S.refusal(game, "play_battle", me, card=card, picks=(blue,)) == "6-3-1-2-1-1"  # exactly the total
    assert S.refusal(game, "play_battle", me, card=card, picks=(blue, blue)) == "6-3-1-2-1-1"
    S.act(game, "play_battle", card=card, picks=(blue, red2))
    assert game.card(red1).orientation == Z.ACTIVE and game.card(blue).orientation == Z.REST


def test_rested_energy_cannot_pay_1_3_2_1():
    game, me, _ = S.scenario()
    a, b = S.energy(game, me, "001", "001")
    game.set_orientation(b, Z.REST)
    card = S.put(game, "003", Z.HAND, me)
    assert S.refusal(game, "play_battle", me, card=card, picks=(a, b)) == "6-3-1-2-1-1"


def test_multicolour_energy_pays_one_specified_slot_only_2_11_5_2():
    game, me, _ = S.scenario()
    S.energy(game, me, "053")  # red/blue
    card = S.put(game, "053", Z.HAND, me)  # total 3: 1 red and 1 blue specified
    S.energy(game, me, "013")  # red
    assert S.refusal(game, "play_battle", me, card=card) == "6-3-1-2-1-1"  # 2 energy for a 3 cost
    S.energy(game, me, "052")  # black
    assert S.refusal(game, "play_battle", me, card=card) is None  # red/blue as blue, red as red, black generic


def test_a_card_not_in_your_hand_cannot_be_played_6_3_1_2_1():
    game, me, other = S.scenario()
    S.energy(game, me, "001", "001")
    theirs = S.put(game, "003", Z.HAND, other)
    assert S.refusal(game, "play_battle", me, card=theirs) == "6-3-1-2-1"
    extra = S.put(game, "060", Z.HAND, me)
    assert S.refusal(game, "play_battle", me, card=extra) == "6-3-1-2-1"


def test_unique_refuses_a_second_card_of_the_same_name_10_42_2():
    game, me, _ = S.scenario()
    S.put(game, "021", Z.BATTLE, me)
    S.energy(game, me, "017", "017")
    second = S.put(game, "021", Z.HAND, me)
    assert S.refusal(game, "play_battle", me, card=second) == "10-42-2"


def test_unison_card_enters_with_a_marker_per_energy_and_replaces_the_old_one_6_3_1_2_2_3():
    game, me, _ = S.scenario()
    S.energy(game, me, "001", "001", "001", "001", "001", "001")
    first = S.put(game, "080", Z.HAND, me)
    S.act(game, "play_unison", card=first)
    unison = game.zone(Z.ref(Z.UNISON, me))
    assert len(unison) == 1 and game.card(unison[0]).counters.get("marker") == 3
    second = S.put(game, "080", Z.HAND, me)
    S.act(game, "play_unison", card=second)
    assert len(game.zone(Z.ref(Z.UNISON, me))) == 1
    assert len(game.zone(Z.ref(Z.DROP, me))) == 1  # the first Unison Card went to the Drop


def test_unison_stack_once_per_turn_adds_a_marker_6_3_1_2_3_3():
    game, me, _ = S.scenario()
    S.energy(game, me, "001", "001", "001")
    S.act(game, "play_unison", card=S.put(game, "080", Z.HAND, me))
    host = game.zone(Z.ref(Z.UNISON, me))[0]
    other_number = S.put(game, "081", Z.HAND, me)
    assert S.refusal(game, "stack_unison", me, card=other_number) == "6-3-1-2-3-3"
    S.act(game, "stack_unison", card=S.put(game, "080", Z.HAND, me))
    assert game.card(host).counters["marker"] == 4 and len(game.card(host).attached) == 1
    assert S.refusal(game, "stack_unison", me, card=S.put(game, "080", Z.HAND, me)) == "6-3-1-2-3-3"


def test_an_extra_goes_to_the_drop_then_its_effect_happens_8_5_2_5_1():
    game, me, _ = S.scenario()
    S.energy(game, me, "029", "029")
    insight = S.put(game, "071", Z.HAND, me)  # draw 2
    hand = len(game.zone(Z.ref(Z.HAND, me)))
    S.act(game, "use_extra", card=insight)
    assert len(game.zone(Z.ref(Z.HAND, me))) == hand - 1 + 2
    assert [game.card(c).card_id for c in game.zone(Z.ref(Z.DROP, me))] == ["DBP1-071"]


def test_a_battle_only_extra_cannot_be_used_in_the_main_phase_8_1_3_1():
    game, me, _ = S.scenario()
    S.energy(game, me, "029")
    snare = S.put(game, "070", Z.HAND, me)
    assert S.refusal(game, "use_extra", me, card=snare) == "8-1-3-1"


def test_field_goes_to_the_battle_area_and_only_one_field_stays_10_3():
    game, me, _ = S.scenario()
    S.energy(game, me, "001", "001")
    S.act(game, "use_extra", card=S.put(game, "063", Z.HAND, me))
    S.act(game, "use_extra", card=S.put(game, "066", Z.HAND, me))
    fields = [game.card(c).card_id for c in game.zone(Z.ref(Z.BATTLE, me))]
    assert fields == ["DBP1-066"]  # 10-3-3
    assert [game.card(c).card_id for c in game.zone(Z.ref(Z.DROP, me))] == ["DBP1-063"]


def test_field_skill_works_from_the_battle_area_10_3_1():
    game, me, _ = S.scenario()
    S.energy(game, me, "001")
    S.act(game, "use_extra", card=S.put(game, "063", Z.HAND, me))
    arena = game.zone(Z.ref(Z.BATTLE, me))[0]
    before = game.ruleset.card_stats(game, S.leader(game, me))["power"]
    S.act(game, "activate", card=arena, number=0)
    assert game.ruleset.card_stats(game, S.leader(game, me))["power"] == before + 5000


def test_evolve_plays_on_top_keeping_mode_and_power_changes_10_5_4():
    game, me, _ = S.scenario()
    base = S.put(game, "003", Z.BATTLE, me, rest=True)  # <Kairo>
    game.add_effect("power", me, (base,), 5000, "end_of_turn")
    S.energy(game, me, "001", "001")
    evolved = S.put(game, "004", Z.HAND, me)
    S.act(game, "evolve", card=evolved, target=base)
    top = game.zone(Z.ref(Z.BATTLE, me))
    assert len(top) == 1
    card = game.card(top[0])
    assert card.card_id == "DBP1-004" and card.orientation == Z.REST and len(card.attached) == 1
    assert game.ruleset.card_stats(game, top[0])["power"] == 20000 + 5000


def test_evolve_needs_the_named_character_10_5_1():
    game, me, _ = S.scenario()
    other = S.put(game, "001", Z.BATTLE, me)
    S.energy(game, me, "001", "001")
    evolved = S.put(game, "004", Z.HAND, me)
    assert S.refusal(game, "evolve", me, card=evolved, target=other) == "10-5-1"


def test_cards_under_a_card_go_to_the_drop_when_it_leaves_11_3_4():
    game, me, _ = S.scenario()
    base = S.put(game, "003", Z.BATTLE, me)
    S.energy(game, me, "001", "001")
    S.act(game, "evolve", card=S.put(game, "004", Z.HAND, me), target=base)
    top = game.zone(Z.ref(Z.BATTLE, me))[0]
    game.move(top, Z.ref(Z.HAND, me))
    assert [game.card(c).card_id for c in game.zone(Z.ref(Z.DROP, me))] == ["DBP1-003"]


def test_over_realm_warps_the_drop_and_is_limited_to_once_per_turn_10_15():
    game, me, _ = S.scenario()
    golem = S.put(game, "012", Z.HAND, me)  # [Over Realm 7]
    for _ in range(6):
        S.put(game, "001", Z.DROP, me)
    assert S.refusal(game, "over_realm", me, card=golem) == "10-15-1"
    S.put(game, "001", Z.DROP, me)
    S.act(game, "over_realm", card=golem)
    assert not game.zone(Z.ref(Z.DROP, me)) and len(game.zone(Z.ref(Z.WARP, me))) >= 7
    for _ in range(7):
        S.put(game, "001", Z.DROP, me)
    assert S.refusal(game, "over_realm", me, card=S.put(game, "012", Z.HAND, me)) == "10-15-5"


def test_an_over_realm_card_goes_to_the_warp_at_the_end_of_the_turn_10_15_4():
    game, me, _ = S.scenario()
    golem = S.put(game, "012", Z.HAND, me)
    for _ in range(7):
        S.put(game, "001", Z.DROP, me)
    S.act(game, "over_realm", card=golem)
    warp_before = len(game.zone(Z.ref(Z.WARP, me)))
    S.pass_(game)  # end the Main Phase: the End Phase follows
    assert not any(game.card(c).card_id == "DBP1-012" for c in game.zone(Z.ref(Z.BATTLE, me)))
    assert len(game.zone(Z.ref(Z.WARP, me))) == warp_before + 1


def test_wormhole_allows_a_second_over_realm_10_26_1():
    game, me, _ = S.scenario()
    S.put(game, "041", Z.BATTLE, me)
    for _ in range(7):
        S.put(game, "001", Z.DROP, me)
    S.act(game, "over_realm", card=S.put(game, "012", Z.HAND, me))
    for _ in range(7):
        S.put(game, "001", Z.DROP, me)
    assert S.refusal(game, "over_realm", me, card=S.put(game, "012", Z.HAND, me)) is None


def test_an_x_cost_unison_card_names_x_and_enters_with_that_many_markers_2_11_2_3():
    game, me, _ = S.scenario()
    pact = S.put(game, "083", Z.HAND, me)  # cost X + 1, 1 blue specified
    S.energy(game, me, "029", "001", "001", "001")
    assert S.refusal(game, "play_unison", me, card=pact) == "1-3-5"  # X must be named
    assert S.refusal(game, "play_unison", me, card=pact, number=0) == "1-3-5"  # and be 1 or more
    assert S.refusal(game, "play_unison", me, card=pact, number=4) == "6-3-1-2-2-1"  # 5 energy: only 4
    legal = [a.number for a in game.legal_actions() if a.kind == "play_unison" and a.card == pact]
    assert legal == [1, 2, 3]
    S.act(game, "play_unison", card=pact, number=3)
    unison = game.zone(Z.ref(Z.UNISON, me))[0]
    assert game.card(unison).counters["marker"] == 4


def test_an_effect_plays_a_unison_card_with_n_markers_6_3_1_2_2_3_1():
    game, me, _ = S.scenario()
    S.energy(game, me, "017", "017")
    banner = S.put(game, "080", Z.HAND, me)
    S.act(game, "use_extra", card=S.put(game, "077", Z.HAND, me))
    if game.decision.kind.value == "choose":
        S.choose(game, banner)
    unison = game.zone(Z.ref(Z.UNISON, me))
    assert len(unison) == 1 and game.card(unison[0]).counters["marker"] == 2


def test_actions_outside_their_timing_cite_their_own_rule_in_words():
    game, me, other = S.scenario()
    attacker = S.put(game, "029", Z.BATTLE, me)
    card = S.put(game, "003", Z.HAND, me)
    S.act(game, "attack", card=attacker, target=S.leader(game, other))
    assert game.state.step == "offense"
    for kind, rule in (("play_battle", "6-3-1-2-1"), ("evolve", "10-5-1"), ("over_realm", "10-15-1"),
                       ("attack", "6-3-1-2-4"), ("union", "10-13-1")):  # fmt: skip
        error = game.check(Action(kind, me, card=card))
        assert error is not None and error.rule == rule
        assert "_" not in error.reason  # no internal names


def test_the_player_may_choose_the_energy_one_card_at_a_time_3_8_2():
    game, me, _ = S.scenario()
    red, blue, green = S.energy(game, me, "001", "029", "017")
    card = S.put(game, "003", Z.HAND, me)  # total 2, 1 red
    legal = game.legal_actions()
    assert any(a.kind == "play_battle" and a.card == card for a in legal)
    assert any(a.kind == "choose_energy" and a.card == card and a.option == "play_battle" for a in legal)
    S.act(game, "choose_energy", card=card, option="play_battle")
    decision = game.decision
    assert decision.context == "pay_energy" and set(decision.options) == {red, blue, green}
    S.choose(game, blue)  # only red still completes the payment: it is taken without asking
    assert game.card(green).orientation == Z.ACTIVE
    assert game.card(red).orientation == Z.REST and game.card(blue).orientation == Z.REST
    assert any(game.card(c).card_id == "DBP1-003" for c in game.zone(Z.ref(Z.BATTLE, me)))


def test_a_total_below_the_specified_cost_counts_as_the_specified_cost_2_11_2_1():
    from engine.formats.cards import CardDefinition, CardSet
    from engine.game import Game

    odd = CardDefinition(id="ODD-1", name="Odd Cost", category="battle", colors=["red"], cost=1, power=10000,
                         stats={"characters": ["Odd"], "specified": ["red", "red"]}, set_id="ODD")  # fmt: skip
    database = S.database().extended([CardSet(ruleset="dragon-ball-super", set_id="ODD", name="Odd", cards=(odd,))])
    game = Game.new(S.ruleset(), database, (S.starter(S.STARTERS[0]), S.starter(S.STARTERS[1])), "scenario")
    S.to_turn(game, 2)
    me = game.state.turn_player
    S.clear(game, Z.ENERGY, me)
    card = game.create_card("ODD-1", me, Z.ref(Z.HAND, me))
    assert game.ruleset.card_stats(game, card)["cost"] == 2
    red, blue = S.energy(game, me, "001", "029")
    assert S.refusal(game, "play_battle", me, card=card) == "6-3-1-2-1-1"  # 1 red + 1 blue: refused
    assert S.refusal(game, "play_battle", me, card=card, picks=(red, blue)) == "6-3-1-2-1-1"
    second_red = S.energy(game, me, "003")[0]
    assert S.refusal(game, "play_battle", me, card=card, picks=(red, second_red)) is None
    assert S.refusal(game, "play_battle", me, card=card, picks=(red,)) == "6-3-1-2-1-1"  # exactly 2


def test_an_extra_dragged_to_the_battle_area_is_refused_as_the_extra_it_is_8_1_3_1():
    """A [Counter] Extra Card offered to the Battle Area in the Main Phase: the refusal says why it cannot be used now
    (8-1-3-1), not only that it is no Battle Card (6-3-1-2-1)."""
    game, me, _ = S.scenario()
    barrier = S.put(game, "072", Z.HAND, me)
    error = game.check(Action("play_battle", me, card=barrier))
    assert error is not None and error.rule == "8-1-3-1", error
    assert "Dawn Barrier has no skill to activate now" in error.reason and "[Counter]" in error.reason, error.reason
