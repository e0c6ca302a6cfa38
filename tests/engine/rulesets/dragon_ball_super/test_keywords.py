"""Keyword skills of section 10 beyond the battle ones: [Union], [Xeno-Evolve], [EX-Evolve], [Barrier],
[Warrior of Universe 7], [Swap], [Dark Over Realm], [Wish], [Arrival], [Aegis], [Alliance], [Offering], [Revive],
[Invoker], [Successor], [Overlord], [Rejuvenate], [Limit], [Empower]."""

from __future__ import annotations

from engine.rulesets.dragon_ball_super import zones as Z
from tests.engine.rulesets.dragon_ball_super import support as S


def _ids(game, zone, player):
    return [game.card(c).card_id for c in game.zone(Z.ref(zone, player))]


def _power(game, iid):
    return game.ruleset.card_stats(game, iid)["power"]


def test_union_fusion_drops_two_equal_power_cards_from_hand_and_plays_it_10_13_3_4():
    game, me, _ = S.scenario()
    fusion = S.put(game, "090", Z.HAND, me)
    rikko, palla = S.put(game, "001", Z.HAND, me), S.put(game, "002", Z.HAND, me)
    kairo = S.put(game, "003", Z.HAND, me)  # <Kairo>, not named
    assert S.refusal(game, "union", me, card=fusion, picks=(rikko, kairo)) == "10-13-3-1"
    S.act(game, "union", card=fusion, picks=(rikko, palla))
    assert _ids(game, Z.BATTLE, me) == ["DBP1-090"] and sorted(_ids(game, Z.DROP, me)) == ["DBP1-001", "DBP1-002"]
    assert game.card(game.zone(Z.ref(Z.BATTLE, me))[0]).orientation == Z.ACTIVE


def test_union_potara_goes_on_top_of_both_named_cards_active_10_13_4_4():
    game, me, _ = S.scenario()
    nereza = S.put(game, "032", Z.BATTLE, me, rest=True)
    omi = S.put(game, "030", Z.BATTLE, me)
    game.add_effect("power", me, (omi,), 5000, "end_of_turn")
    potara = S.put(game, "091", Z.HAND, me)
    assert S.refusal(game, "union", me, card=potara, picks=(nereza, omi)) == "10-13-4-1"  # its cost: 1 energy
    S.energy(game, me, "029")
    S.act(game, "union", card=potara, picks=(nereza, omi))
    top = game.zone(Z.ref(Z.BATTLE, me))
    assert len(top) == 1 and game.card(top[0]).card_id == "DBP1-091"
    assert game.card(top[0]).orientation == Z.ACTIVE and len(game.card(top[0]).attached) == 2
    assert _power(game, top[0]) == 35000 + 5000  # 10-13-4-4-1: power changes carry over


def test_union_absorb_places_the_chosen_card_on_top_keeping_its_mode_10_13_5_4():
    game, me, _ = S.scenario()
    maw = S.put(game, "092", Z.BATTLE, me, rest=True)
    initiate = S.put(game, "029", Z.HAND, me)
    S.energy(game, me, "029")
    assert S.refusal(game, "union", me, card=S.put(game, "030", Z.HAND, me), target=maw) == "10-13-5-1"
    S.act(game, "union", card=initiate, target=maw)
    top = game.zone(Z.ref(Z.BATTLE, me))[0]
    assert game.card(top).card_id == "DBP1-029" and game.card(top).orientation == Z.REST
    assert [game.card(c).card_id for c in game.card(top).attached] == ["DBP1-092"]


def test_xeno_evolve_sends_the_card_to_the_warp_and_enters_active_10_5_5():
    game, me, _ = S.scenario()
    base = S.put(game, "003", Z.BATTLE, me, rest=True)
    S.energy(game, me, "001", "001")
    S.act(game, "evolve", card=S.put(game, "093", Z.HAND, me), target=base)
    top = game.zone(Z.ref(Z.BATTLE, me))
    assert _ids(game, Z.BATTLE, me) == ["DBP1-093"] and game.card(top[0]).orientation == Z.ACTIVE
    assert "DBP1-003" in _ids(game, Z.WARP, me)


def test_ex_evolve_plays_on_top_like_evolve_10_5_4():
    game, me, _ = S.scenario()
    base = S.put(game, "032", Z.BATTLE, me)
    S.energy(game, me, "029", "029")
    S.act(game, "evolve", card=S.put(game, "094", Z.HAND, me), target=base)
    top = game.zone(Z.ref(Z.BATTLE, me))[0]
    assert game.card(top).card_id == "DBP1-094" and len(game.card(top).attached) == 1


def test_barrier_cannot_be_chosen_by_the_opponents_skills_10_16_1():
    game, me, other = S.scenario()
    veiled = S.put(game, "095", Z.BATTLE, other)
    plain = S.put(game, "046", Z.BATTLE, other)
    S.energy(game, me, "029", "029", "029")
    S.act(game, "play_battle", card=S.put(game, "037", Z.HAND, me))  # -10000 to up to 1 opponent's Battle Card
    decision = game.decision
    assert decision.context == "ability_target" and veiled not in decision.options and plain in decision.options


def test_warrior_of_universe_7_removes_the_specified_cost_10_21_1():
    game, me, _ = S.scenario()
    striker = S.put(game, "097", Z.HAND, me)  # total 3, yellow yellow specified
    S.energy(game, me, "001", "001", "001")
    assert S.refusal(game, "play_battle", me, card=striker) == "6-3-1-2-1-1"
    S.put(game, "096", Z.BATTLE, me)
    assert S.refusal(game, "play_battle", me, card=striker) is None


def test_swap_plays_a_card_of_cost_x_and_returns_to_hand_10_24_3():
    game, me, _ = S.scenario()
    trickster = S.put(game, "098", Z.BATTLE, me)
    wrong = S.put(game, "001", Z.HAND, me)  # cost 1
    right = S.put(game, "030", Z.HAND, me)  # cost 2
    assert S.refusal(game, "swap", me, card=wrong, target=trickster) == "10-24-3"
    S.act(game, "swap", card=right, target=trickster)
    assert _ids(game, Z.BATTLE, me) == ["DBP1-030"] and "DBP1-098" in _ids(game, Z.HAND, me)


def test_dark_over_realm_counts_black_cards_only_10_25_1():
    game, me, _ = S.scenario()
    zed = S.put(game, "099", Z.HAND, me)
    for card in ("052", "052", "001", "001"):
        S.put(game, card, Z.DROP, me)
    assert S.refusal(game, "over_realm", me, card=zed) == "10-25-1"
    S.put(game, "052", Z.DROP, me)
    S.act(game, "over_realm", card=zed)
    assert _ids(game, Z.BATTLE, me) == ["DBP1-099"] and not game.zone(Z.ref(Z.DROP, me))


def test_wish_needs_its_condition_10_28():
    game, me, _ = S.scenario()
    oracle = S.put(game, "100", Z.BATTLE, me)
    assert S.refusal(game, "activate", me, card=oracle, number=0) == "10-28-1"
    life = game.zone(Z.ref(Z.LIFE, me))
    while len(life) > 3:
        game.move(life[-1], Z.ref(Z.WARP, me))
    hand = len(game.zone(Z.ref(Z.HAND, me)))
    S.act(game, "activate", card=oracle, number=0)
    assert len(game.zone(Z.ref(Z.HAND, me))) == hand + 2


def test_arrival_needs_its_colours_in_the_combo_area_10_32_1():
    game, me, other = S.scenario()
    attacker = S.put(game, "029", Z.BATTLE, me)
    rainbow = S.put(game, "101", Z.HAND, me)
    S.energy(game, me, "001")
    assert S.refusal(game, "arrival", me, card=rainbow) == "10-32-1"  # not in a battle
    S.act(game, "attack", card=attacker, target=S.leader(game, other))
    S.act(game, "combo", card=S.put(game, "013", Z.HAND, me))  # red
    assert S.refusal(game, "arrival", me, card=rainbow) == "10-32-1"
    S.act(game, "combo", card=S.put(game, "043", Z.HAND, me))  # blue
    S.act(game, "arrival", card=rainbow)
    assert "DBP1-101" in _ids(game, Z.BATTLE, me)


def test_aegis_only_in_the_defense_step_of_the_opponents_turn_10_33_1_1():
    game, me, other = S.scenario()
    attacker = S.put(game, "029", Z.BATTLE, me)
    mine = S.put(game, "102", Z.HAND, me)
    theirs = S.put(game, "102", Z.HAND, other)
    rested = S.energy(game, other, "017", "017", "017")
    for iid in rested:
        game.set_orientation(iid, Z.REST)
    S.act(game, "attack", card=attacker, target=S.leader(game, other))
    S.pass_(game)  # the defender holds cards, so the counter timing asks (3-3-2)
    assert S.refusal(game, "aegis", me, card=mine) == "10-33-1-1"  # the Offense Step of my own turn
    S.pass_(game)
    assert game.state.step == "defense"
    S.act(game, "aegis", card=theirs)
    assert sum(game.card(e).orientation == Z.ACTIVE for e in rested) == 2  # 10-33-3: up to 2


def test_alliance_rests_a_matching_card_as_its_cost_10_35_1():
    game, me, other = S.scenario()
    chief = S.put(game, "103", Z.BATTLE, me)
    ally = S.put(game, "017", Z.BATTLE, me)  # green
    S.act(game, "attack", card=chief, target=S.leader(game, other))
    assert game.decision.kind.value == "yes_no"  # an optional [Auto]
    S.play(game, "yes")
    assert game.card(ally).orientation == Z.REST
    assert _power(game, chief) == 30000


def test_offering_the_opponent_gives_a_life_card_or_you_draw_2_10_36_2():
    game, me, other = S.scenario()
    S.energy(game, me, "052", "052", "052")
    life = len(game.zone(Z.ref(Z.LIFE, other)))
    S.act(game, "play_battle", card=S.put(game, "104", Z.HAND, me))
    assert game.decision.context == "offering" and game.decision.player == other
    S.play(game, "yes")
    assert len(game.zone(Z.ref(Z.LIFE, other))) == life - 1
    hand = len(game.zone(Z.ref(Z.HAND, me)))
    S.energy(game, me, "052", "052", "052")
    S.act(game, "play_battle", card=S.put(game, "104", Z.HAND, me))
    S.play(game, "no")
    assert len(game.zone(Z.ref(Z.HAND, me))) == hand + 1 - 1 + 2


def test_revive_plays_the_kod_card_from_the_drop_10_37_1():
    game, me, other = S.scenario()
    phoenix = S.put(game, "105", Z.BATTLE, other, rest=True)
    S.put(game, "054", Z.HAND, other)  # green/yellow: pays [Revive]
    attacker = S.put(game, "007", Z.BATTLE, me)
    S.act(game, "attack", card=attacker, target=phoenix)
    for _ in range(6):
        if game.decision.kind.value == "yes_no":
            S.play(game, "yes")
            break
        S.pass_(game)
    assert "DBP1-105" in _ids(game, Z.BATTLE, other) and "DBP1-054" in _ids(game, Z.DROP, other)


def test_invoker_rests_a_red_blue_energy_instead_of_the_cost_10_40_1():
    game, me, _ = S.scenario()
    rite = S.put(game, "074", Z.HAND, me)
    S.energy(game, me, "053")  # red/blue energy
    assert S.refusal(game, "use_extra", me, card=rite, option="invoker") == "10-40-1"  # no [Invoker] in play
    S.put(game, "106", Z.BATTLE, me)
    hand = len(game.zone(Z.ref(Z.HAND, me)))
    S.act(game, "use_extra", card=rite, option="invoker")
    assert len(game.zone(Z.ref(Z.HAND, me))) == hand - 1 + 2


def test_successor_drops_green_yellow_cards_worth_its_cost_10_41_1():
    game, me, _ = S.scenario()
    heir = S.put(game, "108", Z.HAND, me)  # original cost 4
    a, b = S.put(game, "018", Z.BATTLE, me), S.put(game, "044", Z.BATTLE, me)  # 2 + 2
    red = S.put(game, "003", Z.BATTLE, me)
    assert S.refusal(game, "successor", me, card=heir, picks=(a, red)) == "10-41-1"
    assert S.refusal(game, "successor", me, card=heir, picks=(a,)) == "10-41-1"
    S.act(game, "successor", card=heir, picks=(a, b))
    assert sorted(_ids(game, Z.BATTLE, me)) == ["DBP1-003", "DBP1-108"]


def test_overlord_puts_a_servant_at_the_bottom_of_the_deck_and_draws_10_44():
    game, me, _ = S.scenario()
    vex = S.put(game, "109", Z.BATTLE, me)
    assert S.refusal(game, "activate", me, card=vex, number=0) == "10-44-1"  # no [Servant] to put under the deck
    S.put(game, "040", Z.BATTLE, me)  # [Servant]
    hand = len(game.zone(Z.ref(Z.HAND, me)))
    S.act(game, "activate", card=vex, number=0)
    assert game.card(game.zone(Z.ref(Z.DECK, me))[0]).card_id == "DBP1-040"
    assert len(game.zone(Z.ref(Z.HAND, me))) == hand + 1


def test_rejuvenate_drops_a_card_from_under_it_and_adds_life_10_46():
    game, me, _ = S.scenario()
    S.put(game, "001", Z.DROP, me)
    S.energy(game, me, "017", "017", "017", "017")
    S.act(game, "play_battle", card=S.put(game, "110", Z.HAND, me))
    if game.decision.kind.value == "choose":
        S.choose(game, *game.decision.options[:1])
    elder = game.zone(Z.ref(Z.BATTLE, me))[0]
    life = len(game.zone(Z.ref(Z.LIFE, me)))
    S.act(game, "activate", card=elder, number=1)
    S.play(game, "yes")
    assert not game.card(elder).attached and len(game.zone(Z.ref(Z.LIFE, me))) == life + 1


def test_limit_counts_uses_across_copies_of_the_card_number_10_48_1():
    game, me, _ = S.scenario()
    first, second = S.put(game, "111", Z.BATTLE, me), S.put(game, "111", Z.BATTLE, me)
    S.energy(game, me, "029", "029")
    S.act(game, "activate", card=first, number=0)
    assert S.refusal(game, "activate", me, card=second, number=0) == "10-48-4"


def test_empower_moves_markers_from_the_replaced_unison_card_10_49_2():
    game, me, _ = S.scenario()
    old = S.put(game, "080", Z.UNISON, me)  # red
    game.card(old).counters["marker"] = 3
    S.energy(game, me, "001", "001", "001")
    S.act(game, "play_unison", card=S.put(game, "112", Z.HAND, me))
    new = game.zone(Z.ref(Z.UNISON, me))[0]
    assert game.card(new).card_id == "DBP1-112" and game.card(new).counters["marker"] == 3 + 2


def test_a_replacement_may_stop_a_ko_8_9_1():
    game, me, other = S.scenario()
    sol = S.put(game, "113", Z.BATTLE, other, rest=True)
    S.put(game, "046", Z.HAND, other)
    attacker = S.put(game, "007", Z.BATTLE, me)
    S.act(game, "attack", card=attacker, target=sol)
    for _ in range(6):
        if game.decision.context == "replacement":
            break
        S.pass_(game)
    decision = game.decision
    assert decision.context == "replacement" and decision.player == other  # 8-9-2-1: the affected card's master
    S.choose(game, decision.options[0])
    S.choose(game, *game.decision.options)  # the card to discard
    assert sol in game.zone(Z.ref(Z.BATTLE, other)) and _ids(game, Z.DROP, other) == ["DBP1-046"]


def test_choose_x_the_player_picks_the_mode_10_27():
    game, me, _ = S.scenario()
    S.energy(game, me, "046")
    S.act(game, "use_extra", card=S.put(game, "079", Z.HAND, me))
    decision = game.decision
    assert decision.kind.value == "choose" and len(decision.options) == 2
    S.choose(game, decision.options[1])
    assert _power(game, S.leader(game, me)) == 10000 + 10000


def test_remove_from_the_game_is_face_up_outside_every_area_10_19():
    game, me, other = S.scenario()
    victim = S.put(game, "029", Z.BATTLE, other)
    S.energy(game, me, "052", "052")
    S.act(game, "use_extra", card=S.put(game, "084", Z.HAND, me))
    S.choose(game, victim)
    removed = game.zone(Z.ref(Z.REMOVED, other))
    assert [game.card(c).card_id for c in removed] == ["DBP1-029"] and game.card(removed[0]).face_up
    assert game.can_see(me, removed[0]) and game.can_see(other, removed[0])  # 10-19-3: open to all players
