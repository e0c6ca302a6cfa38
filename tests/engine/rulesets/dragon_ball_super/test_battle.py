"""Attacking and battle (section 7): attack legality, combos, the Damage Step, damage to Life and keyword skills."""

from __future__ import annotations

from engine.actions import Action
from engine.rulesets.dragon_ball_super import zones as Z
from tests.engine.rulesets.dragon_ball_super import support as S


def _life(game, player):
    return len(game.zone(Z.ref(Z.LIFE, player)))


def _to_damage(game):
    """Pass the Offense and Defense Steps (and any block) up to the battle's end or a Life choice."""
    for _ in range(10):
        decision = game.decision
        if decision is None or decision.context in ("main", "life_pick"):
            return
        if decision.context == "block":
            S.choose(game)
        else:
            S.pass_(game)


def test_the_first_player_cannot_attack_on_their_first_turn_6_3_1_2_4():
    game = S.new_game("first")
    S.to_main(game)
    me = game.state.turn_player
    target = S.leader(game, 1 - me)
    assert S.refusal(game, "attack", me, card=S.leader(game, me), target=target) == "6-3-1-2-4"
    S.pass_(game)
    S.to_main(game)
    second = game.state.turn_player
    assert S.refusal(game, "attack", second, card=S.leader(game, second), target=S.leader(game, me)) is None


def test_attack_targets_leader_unison_or_rested_battle_card_only_7_1():
    game, me, other = S.scenario()
    attacker = S.leader(game, me)
    active = S.put(game, "029", Z.BATTLE, other)
    rested = S.put(game, "029", Z.BATTLE, other, rest=True)
    unison = S.put(game, "081", Z.UNISON, other)
    assert S.refusal(game, "attack", me, card=attacker, target=active) == "7-1"
    assert S.refusal(game, "attack", me, card=attacker, target=rested) is None
    assert S.refusal(game, "attack", me, card=attacker, target=unison) is None
    assert S.refusal(game, "attack", me, card=attacker, target=S.leader(game, other)) is None
    mine = S.put(game, "001", Z.BATTLE, me)
    assert S.refusal(game, "attack", me, card=attacker, target=mine) == "7-1"


def test_a_rested_card_cannot_attack_7_1():
    game, me, other = S.scenario()
    tired = S.put(game, "001", Z.BATTLE, me, rest=True)
    assert S.refusal(game, "attack", me, card=tired, target=S.leader(game, other)) == "7-1"


def test_a_battle_card_may_attack_the_turn_it_is_played_7_1():
    game, me, other = S.scenario()
    S.energy(game, me, "001")
    S.act(game, "play_battle", card=S.put(game, "001", Z.HAND, me))
    fresh = game.zone(Z.ref(Z.BATTLE, me))[0]
    assert S.refusal(game, "attack", me, card=fresh, target=S.leader(game, other)) is None


def test_ties_go_to_the_attacker_one_damage_and_the_defender_picks_the_life_card_7_4_1_4_4_10_2():
    game, me, other = S.scenario()
    attacker = S.put(game, "005", Z.BATTLE, me)  # 20000 vs a 10000 Leader... made equal below
    game.add_effect("power", other, (S.leader(game, other),), 10000, "end_of_turn")
    life_before, hand_before = _life(game, other), len(game.zone(Z.ref(Z.HAND, other)))
    S.act(game, "attack", card=attacker, target=S.leader(game, other))
    assert game.card(attacker).orientation == Z.REST
    _to_damage(game)
    decision = game.decision
    assert decision.context == "life_pick" and decision.player == other
    S.choose(game, decision.options[-1])
    assert _life(game, other) == life_before - 1
    assert len(game.zone(Z.ref(Z.HAND, other))) == hand_before + 1  # 4-10-2-2: Life goes to hand


def test_a_weaker_attack_does_nothing_and_the_attacker_takes_nothing_7_4_1_4():
    game, me, other = S.scenario()
    attacker = S.put(game, "029", Z.BATTLE, me)  # 10000
    game.add_effect("power", other, (S.leader(game, other),), 1, "end_of_turn")  # 10001
    life = _life(game, other)
    S.act(game, "attack", card=attacker, target=S.leader(game, other))
    _to_damage(game)
    assert game.decision.context == "main" and _life(game, other) == life
    assert attacker in game.zone(Z.ref(Z.BATTLE, me))


def test_combo_power_is_added_in_the_damage_step_and_combos_go_to_the_drop_7_4_1_2_7_4_1_8():
    game, me, other = S.scenario()
    attacker = S.put(game, "029", Z.BATTLE, me)  # 10000
    game.add_effect("power", other, (S.leader(game, other),), 5000, "end_of_turn")  # 15000
    helper = S.put(game, "036", Z.HAND, me)  # combo power 10000, combo cost 0
    life = _life(game, other)
    S.act(game, "attack", card=attacker, target=S.leader(game, other))
    assert game.decision.context == "battle" and game.state.step == "offense"
    S.act(game, "combo", card=helper)
    assert len(game.zone(Z.ref(Z.COMBO, me))) == 1
    _to_damage(game)
    if game.decision.context == "life_pick":
        S.choose(game, game.decision.options[0])
    assert _life(game, other) == life - 1
    assert not game.zone(Z.ref(Z.COMBO, me))
    assert any(game.card(c).card_id == "DBP1-036" for c in game.zone(Z.ref(Z.DROP, me)))


def test_combo_restrictions_attack_card_rested_cards_and_combo_stats_7_2_1_2_1_3_7_3_1():
    game, me, other = S.scenario()
    attacker = S.put(game, "029", Z.BATTLE, me)
    rested = S.put(game, "030", Z.BATTLE, me, rest=True)
    active = S.put(game, "030", Z.BATTLE, me)
    from_hand = S.put(game, "030", Z.HAND, me)
    no_combo = S.put(game, "060", Z.HAND, me)  # an Extra: no combo cost or power
    S.act(game, "attack", card=attacker, target=S.leader(game, other))
    assert S.refusal(game, "combo", me, card=attacker) == "7-2-1-2-1"
    assert S.refusal(game, "combo", me, card=rested) == "7-2-1-2-1"
    assert S.refusal(game, "combo", me, card=no_combo) == "7-2-1-2-2"
    assert S.refusal(game, "combo", me, card=active) is None
    assert S.refusal(game, "combo", me, card=from_hand) is None


def test_combo_cost_of_a_card_from_hand_must_be_paid_7_2_1_2_2_1():
    game, me, other = S.scenario()
    attacker = S.put(game, "029", Z.BATTLE, me)
    costly = S.put(game, "035", Z.HAND, me)  # combo cost 1
    S.act(game, "attack", card=attacker, target=S.leader(game, other))
    assert S.refusal(game, "combo", me, card=costly) == "7-2-1-2-2-1"
    S.energy(game, me, "001")
    assert S.refusal(game, "combo", me, card=costly) is None


def test_combo_outside_a_battle_is_refused_7_2_1_2():
    game, me, _ = S.scenario()
    card = S.put(game, "030", Z.HAND, me)
    assert S.refusal(game, "combo", me, card=card) is not None


def test_the_defender_combos_in_the_defense_step_and_the_guard_card_cannot_7_3_1_2_1():
    game, me, other = S.scenario()
    attacker = S.put(game, "005", Z.BATTLE, me)  # 20000 vs 10000
    guard_side = S.put(game, "036", Z.HAND, other)  # +10000 combo, cost 0
    life = _life(game, other)
    S.act(game, "attack", card=attacker, target=S.leader(game, other))
    S.pass_(game)  # no [Counter] (a player holding cards is always asked: 3-3-2)
    S.pass_(game)  # no offense
    assert game.state.step == "defense" and game.decision.player == other
    assert S.refusal(game, "combo", other, card=guard_side) is None
    S.act(game, "combo", card=guard_side)
    S.act(game, "combo", card=S.put(game, "036", Z.HAND, other))  # 10000 + 20000 > 20000
    S.pass_(game)
    assert _life(game, other) == life and game.decision.context == "main"


def test_a_battle_card_guard_is_kod_7_4_1_4_2():
    game, me, other = S.scenario()
    attacker = S.put(game, "005", Z.BATTLE, me)
    guard = S.put(game, "029", Z.BATTLE, other, rest=True)
    S.act(game, "attack", card=attacker, target=guard)
    _to_damage(game)
    assert guard not in game.state.cards and any(
        game.card(c).card_id == "DBP1-029" for c in game.zone(Z.ref(Z.DROP, other))
    )


def test_indestructible_is_not_kod_in_battle_10_12_1():
    game, me, other = S.scenario()
    attacker = S.put(game, "007", Z.BATTLE, me)
    guard = S.put(game, "019", Z.BATTLE, other, rest=True)
    S.act(game, "attack", card=attacker, target=guard)
    _to_damage(game)
    assert guard in game.zone(Z.ref(Z.BATTLE, other))


def test_unison_guard_skips_the_defense_step_and_double_strike_removes_2_markers_7_2_1_3_1_7_4_1_4_3_1():
    game, me, other = S.scenario()
    attacker = S.put(game, "004", Z.BATTLE, me)  # [Double Strike] 20000
    unison = S.put(game, "081", Z.UNISON, other)
    game.card(unison).counters["marker"] = 3
    S.act(game, "attack", card=attacker, target=unison)
    S.pass_(game)  # offense
    assert game.decision.context == "main"  # no Defense Step
    assert game.card(unison).counters.get("marker") == 1


def test_a_unison_card_left_at_0_markers_goes_to_the_drop_9_8_2():
    game, me, other = S.scenario()
    attacker = S.put(game, "004", Z.BATTLE, me)
    unison = S.put(game, "081", Z.UNISON, other)
    game.card(unison).counters["marker"] = 2
    S.act(game, "attack", card=attacker, target=unison)
    S.pass_(game)
    assert not game.zone(Z.ref(Z.UNISON, other))


def test_critical_damage_goes_to_the_drop_10_6_1():
    game, me, other = S.scenario()
    attacker = S.put(game, "006", Z.BATTLE, me)  # [Critical] 15000
    hand = len(game.zone(Z.ref(Z.HAND, other)))
    drop = len(game.zone(Z.ref(Z.DROP, other)))
    S.act(game, "attack", card=attacker, target=S.leader(game, other))
    _to_damage(game)
    S.choose(game, 0)
    assert len(game.zone(Z.ref(Z.HAND, other))) == hand
    assert len(game.zone(Z.ref(Z.DROP, other))) == drop + 1


def test_triple_strike_against_2_life_takes_2_and_the_player_loses_10_7_9_2_3():
    game, me, other = S.scenario()
    attacker = S.put(game, "007", Z.BATTLE, me)  # [Triple Strike]
    life = game.zone(Z.ref(Z.LIFE, other))
    while len(life) > 2:
        game.move(life[-1], Z.ref(Z.WARP, other))
    S.act(game, "attack", card=attacker, target=S.leader(game, other))
    _to_damage(game)
    S.choose(game, 0)
    assert game.outcome is not None and game.outcome.winner == me and game.outcome.rule == "9-2-3"


def test_victory_strike_wins_when_it_deals_life_damage_10_20_1():
    game, me, other = S.scenario()
    attacker = S.put(game, "010", Z.BATTLE, me)  # [Victory Strike] 30000
    S.act(game, "attack", card=attacker, target=S.leader(game, other))
    _to_damage(game)
    S.choose(game, 0)
    assert game.outcome is not None and game.outcome.winner == me and game.outcome.rule == "10-20-1"


def test_blocker_rests_and_becomes_the_guard_card_10_4_1():
    game, me, other = S.scenario()
    attacker = S.put(game, "005", Z.BATTLE, me)
    blocker = S.put(game, "031", Z.BATTLE, other)  # [Blocker] 15000
    life = _life(game, other)
    S.act(game, "attack", card=attacker, target=S.leader(game, other))
    decision = game.decision
    assert decision.context == "block" and decision.player == other and blocker in decision.options
    S.choose(game, blocker)
    assert game.state.vars["battle"]["guard"] == blocker
    _to_damage(game)
    assert _life(game, other) == life and blocker not in game.state.cards  # the blocker was KO'd instead


def test_revenge_kos_the_attack_card_at_the_end_of_the_battle_10_9_1():
    game, me, other = S.scenario()
    attacker = S.put(game, "005", Z.BATTLE, me)
    avenger = S.put(game, "008", Z.BATTLE, other, rest=True)  # [Revenge]
    S.act(game, "attack", card=attacker, target=avenger)
    _to_damage(game)
    assert attacker not in game.state.cards and avenger not in game.state.cards


def test_dual_attack_becomes_active_after_its_first_attack_only_10_8_1():
    game, me, other = S.scenario()
    duelist = S.put(game, "005", Z.BATTLE, me)  # [Dual Attack] 20000
    game.add_effect("power", other, (S.leader(game, other),), 50000, "end_of_turn")  # the attacks fail
    S.act(game, "attack", card=duelist, target=S.leader(game, other))
    _to_damage(game)
    assert game.card(duelist).orientation == Z.ACTIVE
    S.act(game, "attack", card=duelist, target=S.leader(game, other))
    _to_damage(game)
    assert game.card(duelist).orientation == Z.REST


def test_only_the_turn_players_cards_become_active_in_the_charge_phase_6_2_2_and_servant_stays_rested_10_43_1():
    game, me, other = S.scenario()
    servant = S.put(game, "040", Z.BATTLE, other, rest=True)  # [Servant]
    plain = S.put(game, "029", Z.BATTLE, other, rest=True)
    mine = S.put(game, "001", Z.BATTLE, me, rest=True)
    assert game.ruleset.card_stats(game, servant)["power"] == 25000 + 10000
    S.pass_(game)
    S.to_main(game)
    assert game.state.turn_player == other
    assert game.card(plain).orientation == Z.ACTIVE and game.card(servant).orientation == Z.REST
    assert game.card(mine).orientation == Z.REST


def test_a_second_blocker_may_take_over_from_the_first_10_4_1_1():
    game, me, other = S.scenario()
    attacker = S.put(game, "005", Z.BATTLE, me)
    first, second = S.put(game, "031", Z.BATTLE, other), S.put(game, "025", Z.BATTLE, other)
    S.act(game, "attack", card=attacker, target=S.leader(game, other))
    S.choose(game, first)
    decision = game.decision
    assert decision.context == "block" and decision.options == (second,)  # the first is rested and the guard
    S.choose(game, second)
    assert game.state.vars["battle"]["guard"] == second
    _to_damage(game)
    assert second in game.state.cards and first in game.state.cards  # 25000 holds against 20000


def test_you_dont_take_damage_skips_the_damage_7_4_1_4_1():
    game, me, other = S.scenario()
    attacker = S.put(game, "007", Z.BATTLE, me)  # [Triple Strike]
    S.energy(game, other, "046", "046")
    ward = S.put(game, "078", Z.HAND, other)
    life = _life(game, other)
    S.act(game, "attack", card=attacker, target=S.leader(game, other))
    S.act(game, "use_counter", card=ward)
    _to_damage(game)
    assert game.decision.context == "main" and _life(game, other) == life


def test_checkpoint_the_turn_players_auto_skills_resolve_first_4_5_3():
    from engine.formats.cards import CardDefinition, CardSet
    from engine.game import Game

    def watcher(card_id):
        return CardDefinition(id=card_id, name=f"Watcher {card_id}", category="battle", colors=["black"], cost=1,
                              power=10000, stats={"characters": ["Watcher"]}, set_id="W",
                              abilities=({"kind": "auto", "trigger": {"event": "on_ko", "on": "any"},
                                          "effect": [{"do": "draw"}]},))  # fmt: skip

    database = S.database().extended([CardSet(ruleset="dragon-ball-super", set_id="W", name="W",
                                              cards=(watcher("W-1"), watcher("W-2")))])  # fmt: skip
    game = Game.new(S.ruleset(), database, (S.starter(S.STARTERS[0]), S.starter(S.STARTERS[1])), "checkpoint")
    S.to_turn(game, 2)
    me, other = game.state.turn_player, 1 - game.state.turn_player
    S.clear(game, Z.HAND, other)
    game.create_card("W-2", other, Z.ref(Z.BATTLE, other))  # the non-turn player's, created first
    game.create_card("W-1", me, Z.ref(Z.BATTLE, me))
    victim = S.put(game, "029", Z.BATTLE, other, rest=True)
    attacker = S.put(game, "007", Z.BATTLE, me)
    S.act(game, "attack", card=attacker, target=victim)
    draws = []
    for _ in range(6):
        events = game.apply(Action("pass", game.decision.player))
        draws += [e.player for e in events if e.kind == "move" and e.src is not None and e.src.name == "deck"]
        if game.decision.context == "main":
            break
    assert draws == [me, other]


def test_a_card_played_on_top_of_the_attack_card_becomes_the_attack_card_7_1_4():
    from engine.rulesets.dragon_ball_super.procedures import place_on_top

    game, me, other = S.scenario()
    attacker = S.put(game, "003", Z.BATTLE, me)  # <Kairo> 15000
    game.add_effect("power", other, (S.leader(game, other),), 5000, "end_of_turn")  # 15000
    S.act(game, "attack", card=attacker, target=S.leader(game, other))
    new = place_on_top(game, S.put(game, "004", Z.HAND, me), attacker, me, rule="10-5-4")  # [Double Strike]
    assert game.state.vars["battle"]["attack"] == new
    life = _life(game, other)
    _to_damage(game)
    while game.decision.context == "life_pick":
        S.choose(game, 0)
    assert _life(game, other) == life - 2  # the new attack card's [Double Strike] deals the damage


def test_a_blocker_with_revenge_kos_the_attack_card_too_10_9_1():
    from engine.formats.cards import CardDefinition, CardSet
    from engine.game import Game

    guard = CardDefinition(id="RB-1", name="Vengeful Wall", category="battle", colors=["blue"], cost=2, power=5000,
                           keywords=("blocker", "revenge"), stats={"characters": ["Wall"]}, set_id="RB")  # fmt: skip
    database = S.database().extended([CardSet(ruleset="dragon-ball-super", set_id="RB", name="RB", cards=(guard,))])
    game = Game.new(S.ruleset(), database, (S.starter(S.STARTERS[0]), S.starter(S.STARTERS[1])), "scenario")
    S.to_turn(game, 2)
    me, other = game.state.turn_player, 1 - game.state.turn_player
    S.clear(game, Z.HAND, other)
    wall = game.create_card("RB-1", other, Z.ref(Z.BATTLE, other))
    attacker = S.put(game, "005", Z.BATTLE, me)
    S.act(game, "attack", card=attacker, target=S.leader(game, other))
    S.choose(game, wall)
    _to_damage(game)
    assert attacker not in game.state.cards and wall not in game.state.cards
