"""Rule processing (section 9), winning and losing (1-2), awakening (9-9, 10-2) and skills (8, 10, 11)."""

from __future__ import annotations

from engine.actions import Action
from engine.rulesets.dragon_ball_super import zones as Z
from engine.rulesets.dragon_ball_super.procedures import put_under
from engine.words import Words
from tests.engine.rulesets.dragon_ball_super import support as S


def _ids(game, zone, player):
    return [game.card(c).card_id for c in game.zone(Z.ref(zone, player))]


def test_a_battle_card_at_0_power_goes_to_the_drop_9_5_2():
    game, me, other = S.scenario()
    weak = S.put(game, "029", Z.BATTLE, other)  # 10000
    S.energy(game, me, "029", "029", "029")
    S.act(game, "play_battle", card=S.put(game, "037", Z.HAND, me))  # -10000 to up to 1
    if game.decision.context == "choose_target" or game.decision.kind.value == "choose":
        S.choose(game, weak)
    assert weak not in game.state.cards and _ids(game, Z.DROP, other) == ["DBP1-029"]


def test_a_unison_card_at_0_power_loses_1_marker_and_its_effects_revert_9_7_2_9_6_1_1():
    game, me, other = S.scenario()
    unison = S.put(game, "081", Z.UNISON, other)
    game.card(unison).counters["marker"] = 3
    game.add_effect("power", me, (unison,), -20000, "end_of_turn")
    S.pass_(game)  # any step runs rule processing
    assert game.card(unison).counters["marker"] == 2
    assert game.ruleset.card_stats(game, unison)["power"] == 15000


def test_deck_out_loses_9_2_4_and_both_at_once_is_a_draw_1_2_3():
    game, me, other = S.scenario()
    S.clear(game, Z.DECK, other)
    S.pass_(game)
    assert game.outcome is not None and game.outcome.winner == me and game.outcome.rule == "9-2-4"
    game, me, other = S.scenario()
    S.clear(game, Z.DECK, other)
    S.clear(game, Z.DECK, me)
    S.pass_(game)
    assert game.outcome is not None and game.outcome.winner is None and game.outcome.rule == "1-2-3"


def test_drawing_the_last_card_loses_at_once_9_2_4():
    game, me, _ = S.scenario()
    deck = game.zone(Z.ref(Z.DECK, me))
    while len(deck) > 2:
        game.move(deck[-1], Z.ref(Z.WARP, me))
    S.energy(game, me, "029", "029")
    S.act(game, "use_extra", card=S.put(game, "071", Z.HAND, me))  # draw 2
    assert game.outcome is not None and game.outcome.winner != me and game.outcome.rule == "9-2-4"


def test_concession_ends_the_game_at_once_1_2_4():
    game, me, other = S.scenario()
    game.apply(Action("concede", other))
    assert game.outcome.winner == me and game.outcome.rule == "1-2-4"


def test_awaken_needs_its_condition_then_flips_the_leader_keeping_power_changes_10_2_9_9_3():
    game, me, _ = S.scenario()
    leader = S.leader(game, me)
    assert game.card(leader).card_id == "DBP1-L01"  # the scenario's seed gives the Ember Rush Leader the turn
    assert S.refusal(game, "activate", me, card=leader, number=0) == "10-2-1"
    life = game.zone(Z.ref(Z.LIFE, me))
    while len(life) > 4:
        game.move(life[-1], Z.ref(Z.WARP, me))
    game.add_effect("power", me, (leader,), 3000, "end_of_turn")
    hand = len(game.zone(Z.ref(Z.HAND, me)))
    S.act(game, "activate", card=leader, number=0)
    assert game.card(leader).card_id == "DBP1-L01A"  # the same card (9-9-1), its back side up
    assert len(game.zone(Z.ref(Z.HAND, me))) == hand + 2
    assert game.ruleset.card_stats(game, leader)["power"] == 15000 + 3000


def test_a_token_is_created_in_the_battle_area_and_removed_from_the_game_when_it_leaves_10_18_10_18_7():
    game, me, _ = S.scenario()
    S.energy(game, me, "001")
    S.act(game, "use_extra", card=S.put(game, "062", Z.HAND, me))
    tokens = [c for c in game.zone(Z.ref(Z.BATTLE, me)) if game.card(c).card_id == "DBP1-T01"]
    assert len(tokens) == 1
    game.move(tokens[0], Z.ref(Z.HAND, me))
    assert _ids(game, Z.REMOVED, me) == ["DBP1-T01"]


def test_place_under_puts_a_card_under_this_one_11_3_3():
    game, me, _ = S.scenario()
    S.put(game, "001", Z.DROP, me)
    S.energy(game, me, "017", "017")
    S.act(game, "play_battle", card=S.put(game, "028", Z.HAND, me))
    if game.decision.kind.value == "choose":
        S.choose(game, *game.decision.options[:1])
    shaman = game.zone(Z.ref(Z.BATTLE, me))[0]
    assert len(game.card(shaman).attached) == 1 and not game.zone(Z.ref(Z.DROP, me))


def test_spirit_boost_removes_markers_as_a_cost_10_47():
    game, me, _ = S.scenario()
    banner = S.put(game, "080", Z.UNISON, me)
    game.card(banner).counters["marker"] = 2
    ally = S.put(game, "001", Z.BATTLE, me)
    S.act(game, "activate", card=banner, number=0)
    if game.decision.kind.value == "choose":
        S.choose(game, ally)
    assert game.card(banner).counters["marker"] == 1
    assert game.ruleset.card_stats(game, ally)["power"] == 20000


def test_burst_cost_puts_deck_cards_in_the_drop_first_10_30():
    game, me, _ = S.scenario()
    S.energy(game, me, "017")
    S.act(game, "use_extra", card=S.put(game, "066", Z.HAND, me))
    grove = game.zone(Z.ref(Z.BATTLE, me))[0]
    drop, hand = len(game.zone(Z.ref(Z.DROP, me))), len(game.zone(Z.ref(Z.HAND, me)))
    S.act(game, "activate", card=grove, number=0)
    assert len(game.zone(Z.ref(Z.DROP, me))) == drop + 1 and len(game.zone(Z.ref(Z.HAND, me))) == hand + 1
    assert S.refusal(game, "activate", me, card=grove, number=0) == "10-11-4"  # [Once per Turn]


def test_heroic_draws_when_another_heroic_card_is_played_10_38():
    game, me, _ = S.scenario()
    S.put(game, "011", Z.BATTLE, me)  # [Heroic]
    S.energy(game, me, "001", "001", "001")
    hand = len(game.zone(Z.ref(Z.HAND, me)))
    S.act(game, "play_battle", card=S.put(game, "014", Z.HAND, me))  # a «Heroic» card
    S.pass_until(game, "main")
    assert len(game.zone(Z.ref(Z.HAND, me))) == hand + 1  # the card drawn by [Heroic]


def test_skills_of_cards_under_a_card_do_not_work_11_3_2():
    game, me, _ = S.scenario()
    host = S.put(game, "001", Z.BATTLE, me)
    under = S.put(game, "011", Z.HAND, me)  # [Heroic] would draw
    put_under(game, under, host)
    S.energy(game, me, "001", "001", "001")
    hand = len(game.zone(Z.ref(Z.HAND, me)))
    S.act(game, "play_battle", card=S.put(game, "014", Z.HAND, me))
    S.pass_until(game, "main")
    assert len(game.zone(Z.ref(Z.HAND, me))) == hand  # no draw: the [Heroic] card lies under another


def test_an_infinite_loop_nobody_can_stop_is_a_draw_11_1_2():
    from engine.formats.cards import CardDefinition, CardSet
    from engine.game import Game

    looper = CardDefinition(
        id="LOOP-1", name="Endless Echo", category="battle", colors=["black"], cost=1, power=10000,
        stats={"characters": ["Echo"]}, set_id="LOOP",
        abilities=({"kind": "auto", "trigger": {"event": "on_ko", "on": "any"}, "effect": [
            {"do": "create_token", "card": "DBP1-T01", "zone": "battle"},
            {"do": "destroy", "target": {"mode": "all", "filter": {"zone": ["battle"], "category": ["token"]}}}]},),
    )  # fmt: skip
    database = S.database().extended([CardSet(ruleset="dragon-ball-super", set_id="LOOP", name="Loop",
                                              cards=(looper,))])  # fmt: skip
    game = Game.new(S.ruleset(), database, (S.starter(S.STARTERS[0]), S.starter(S.STARTERS[1])), "loop")
    S.to_turn(game, 2)
    me, other = game.state.turn_player, 1 - game.state.turn_player
    S.clear(game, Z.HAND, other)
    game.create_card("LOOP-1", me, Z.ref(Z.BATTLE, me))
    victim = S.put(game, "029", Z.BATTLE, other, rest=True)
    attacker = S.put(game, "007", Z.BATTLE, me)
    S.act(game, "attack", card=attacker, target=victim)
    for _ in range(6):
        if game.outcome is not None:
            break
        S.pass_(game)
    assert game.outcome is not None and game.outcome.winner is None and game.outcome.rule == "11-1-2"


def test_negated_skills_do_not_trigger_work_or_activate_8_3_2():
    game, me, other = S.scenario()
    servant = S.put(game, "040", Z.BATTLE, other)  # [Servant]: +10000
    archivist = S.put(game, "035", Z.BATTLE, other)  # an [Activate: Battle] skill
    S.energy(game, me, "029", "029")
    S.act(game, "use_extra", card=S.put(game, "075", Z.HAND, me))
    S.choose(game, servant)
    assert game.ruleset.card_stats(game, servant)["power"] == 25000  # the keyword no longer works
    assert game.ruleset.card_stats(game, archivist)["power"] == 20000
    healer = S.put(game, "020", Z.BATTLE, me)  # [Activate: Main] rest 1 energy: Life +1
    S.energy(game, me, "017")
    assert S.refusal(game, "activate", me, card=healer, number=0) is None
    game.add_effect("negate_skills", other, (healer,), "all", "end_of_turn")
    assert S.refusal(game, "activate", me, card=healer, number=0) == "8-3-2"
    sura = S.put(game, "011", Z.BATTLE, me)  # [Heroic]: would draw when another «Heroic» card is played
    game.add_effect("negate_skills", other, (sura,), "all", "end_of_turn")
    S.energy(game, me, "001", "001", "001")
    hand = len(game.zone(Z.ref(Z.HAND, me)))
    S.act(game, "play_battle", card=S.put(game, "014", Z.HAND, me))
    S.pass_until(game, "main")
    assert len(game.zone(Z.ref(Z.HAND, me))) == hand  # no [Auto] from a negated card


def test_gaining_control_moves_the_card_keeping_its_mode_and_effects_11_5():
    game, me, other = S.scenario()
    target = S.put(game, "029", Z.BATTLE, other, rest=True)
    game.add_effect("power", other, (target,), 2000, "end_of_turn")
    S.energy(game, me, "052", "052", "052")
    S.act(game, "use_extra", card=S.put(game, "076", Z.HAND, me))
    S.choose(game, target)
    card = game.card(target)
    assert target in game.zone(Z.ref(Z.BATTLE, me)) and card.controller == me and card.owner == other
    assert card.orientation == Z.REST and game.ruleset.card_stats(game, target)["power"] == 12000
    game.move(target, Z.ref(Z.DROP, card.owner))  # it still goes to its owner's Drop (3-1-7)
    assert _ids(game, Z.DROP, other)[-1] == "DBP1-029"


def test_unique_duplicates_their_master_keeps_one_9_10_2():
    game, me, _ = S.scenario()
    first = S.put(game, "021", Z.BATTLE, me)  # [Unique]
    second = S.put(game, "021", Z.BATTLE, me)  # put there directly (as a skill could)
    S.pass_(game)  # rule processing runs: the choice is asked
    decision = game.decision
    assert decision.context == "unique" and decision.player == me and set(decision.options) == {first, second}
    S.choose(game, second)
    assert game.zone(Z.ref(Z.BATTLE, me)) == [second] and _ids(game, Z.DROP, me) == ["DBP1-021"]


def test_dropping_at_0_power_is_not_a_ko_9_5_2_10_1_2():
    game, me, other = S.scenario()
    S.put(game, "048", Z.BATTLE, me)  # [Auto] when you KO a card: draw 1
    weak = S.put(game, "029", Z.BATTLE, other)  # 10000
    S.energy(game, me, "029", "029", "029")
    S.act(game, "play_battle", card=S.put(game, "037", Z.HAND, me))  # -10000 to up to 1 opponent's Battle Card
    hand = len(game.zone(Z.ref(Z.HAND, me)))
    S.choose(game, weak)
    S.pass_until(game, "main")
    assert weak not in game.state.cards and len(game.zone(Z.ref(Z.HAND, me))) == hand  # no "when you KO" draw


def test_power_at_0_during_a_resolution_that_raises_it_again_changes_nothing_9_1_2_2():
    game, me, _ = S.scenario()
    S.energy(game, me, "001", "001")
    S.put(game, "001", Z.BATTLE, me)
    S.act(game, "play_battle", card=S.put(game, "115", Z.HAND, me))  # -20000, then a choice, then +25000
    juno = [c for c in game.zone(Z.ref(Z.BATTLE, me)) if game.card(c).card_id == "DBP1-115"]
    decision = game.decision
    assert decision.context == "ability_target" and juno[0] in decision.options  # at -10000 power, still there
    S.choose(game, juno[0])
    assert juno[0] in game.state.cards and game.ruleset.card_stats(game, juno[0])["power"] == 15000


def test_a_card_played_in_the_end_phase_gets_its_end_of_turn_skill_6_4_1_3():
    from engine.formats.cards import CardDefinition, CardSet
    from engine.game import Game

    end = {"event": "end_of_turn", "on": "none", "whose": "yours"}
    herald_in_hand = {"filter": {"zone": ["hand"], "controller": "you", "name": "Night Herald"}}
    play_herald = {"do": "ruleset", "name": "play_card", "args": {"target": herald_in_hand}}
    caller = CardDefinition(id="EP-1", name="Dusk Caller", category="battle", colors=["black"], cost=1, power=10000,
                            stats={"characters": ["Caller"]}, set_id="EP",
                            abilities=({"kind": "auto", "trigger": end, "effect": [play_herald]},))  # fmt: skip
    herald = CardDefinition(id="EP-2", name="Night Herald", category="battle", colors=["black"], cost=1, power=10000,
                            stats={"characters": ["Herald"]}, set_id="EP",
                            abilities=({"kind": "auto", "trigger": end, "effect": [{"do": "draw"}]},))  # fmt: skip
    database = S.database().extended([CardSet(ruleset="dragon-ball-super", set_id="EP", name="EP",
                                              cards=(caller, herald))])  # fmt: skip
    game = Game.new(S.ruleset(), database, (S.starter(S.STARTERS[0]), S.starter(S.STARTERS[1])), "scenario")
    S.to_turn(game, 2)
    me, other = game.state.turn_player, 1 - game.state.turn_player
    S.clear(game, Z.HAND, me)
    S.clear(game, Z.HAND, other)
    game.create_card("EP-1", me, Z.ref(Z.BATTLE, me))
    game.create_card("EP-2", me, Z.ref(Z.HAND, me))
    S.pass_(game)  # the End Phase: the Caller plays the Herald, whose own end-of-turn skill then draws
    names = [game.definition(c).name for c in game.zone(Z.ref(Z.BATTLE, me))]
    assert "Night Herald" in names
    assert len(game.zone(Z.ref(Z.HAND, me))) == 1


def test_the_activate_skill_is_named_in_words_not_by_index_8_1_3():
    """A menu line for an [Activate] skill (the Leader's [Awaken]) names the card and the skill, not 'Use X: 0'."""
    game = S.new_game()
    S.to_main(game)
    player = game.state.turn_player
    leader = game.zone(Z.ref(Z.LEADER, player))[0]
    words = Words(game.ruleset, S.database())
    words.learn(game.view(player))
    said = words.action(Action("activate", player, card=leader, number=0))
    assert said == f"Use the [Activate] skill of {game.definition(leader).name}", said
