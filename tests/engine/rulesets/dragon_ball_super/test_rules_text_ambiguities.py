"""The digest's ambiguities (13(d)) not pinned elsewhere: each asserts the reading NOTES.md records for it."""

from engine.actions import Action
from engine.rulesets.dragon_ball_super import zones as Z
from tests.engine.rulesets.dragon_ball_super import rules_text as R
from tests.engine.rulesets.dragon_ball_super import support as S


def _life(game, player) -> int:
    return len(game.zone(Z.ref(Z.LIFE, player)))


def _power(game, iid) -> int:
    return int(game.ruleset.card_stats(game, iid)["power"])


def test_until_the_start_of_your_next_turn_ends_in_your_next_charge_phase_and_nothing_else_happens_13d4():
    """13(d)4, NOTES choice 3 (6-2-1-1, 6-2-1-2): nothing happens to "for the turn" effects at the Charge Phase; an
    effect "until the start of your next turn" lasts through the opponent's turn and ends at its maker's next turn."""
    game, me, other = R.scenario()
    card = R.put(game, "029", Z.BATTLE, me)
    game.add_effect("power", me, (card,), 5000, "start_of_your_next_turn", player=me)
    game.apply(Action("pass", me))
    assert game.state.turn_player == other and _power(game, card) == 15000
    S.to_main(game)
    game.apply(Action("pass", other))
    assert game.state.turn_player == me and _power(game, card) == 10000


def test_when_you_deal_damage_is_two_trigger_points_before_and_after_the_damage_13d6():
    """13(d)6, NOTES choice 5 (7-4-1-4-1 and 7-4-1-4-1-2): a winning attack on the Leader fires the skill on the
    point before the damage and the one after it (two draws); a losing attack fires neither."""
    game, me, other = R.scenario()
    omen = R.put(game, "RT-DMG", Z.BATTLE, me)  # 15000 against a 10000 Leader
    before, life = R.hand(game, me), _life(game, other)
    S.act(game, "attack", card=omen, target=S.leader(game, other))
    R.settle(game)  # the battle passed to its end (no [Counter], block or combo; the first Life card)
    assert _life(game, other) == life - 1 and R.hand(game, me) == before + 2
    game, me, other = R.scenario()
    omen = R.put(game, "RT-DMG", Z.BATTLE, me)
    game.add_effect("power", other, (S.leader(game, other),), 50000, "end_of_turn", player=other)
    before = R.hand(game, me)
    S.act(game, "attack", card=omen, target=S.leader(game, other))
    R.settle(game)
    assert R.hand(game, me) == before


def test_you_dont_take_damage_means_neither_damage_point_is_met_13d6():
    """13(d)6 with 7-4-1-4-1 ("if an effect that reads 'you don't take damage' exists simultaneously, the trigger
    condition does not occur"): after Dawn Aegis Ward, the attacker's skills on both points draw nothing."""
    game, me, other = R.scenario()
    omen = R.put(game, "RT-DMG", Z.BATTLE, me)
    S.energy(game, other, "046", "046")
    ward = S.put(game, "078", Z.HAND, other)
    before, life = R.hand(game, me), _life(game, other)
    S.act(game, "attack", card=omen, target=S.leader(game, other))
    S.act(game, "use_counter", card=ward)
    R.settle(game)
    assert _life(game, other) == life and R.hand(game, me) == before


def test_an_attack_card_that_leaves_play_mid_battle_ends_the_battle_with_no_result_13d10():
    """13(d)10, NOTES choice 9 (as 7-1-4): the defender's Whirlpool Snare takes the 10000 attack card to 0 power in the
    Defense Step; rule processing drops it (9-5-2) and the battle ends: no damage to the Leader."""
    game, me, other = R.scenario()
    attacker = R.put(game, "029", Z.BATTLE, me)
    S.energy(game, other, "029")
    snare = S.put(game, "070", Z.HAND, other)  # [Activate: Battle] -10000 for the battle
    life = _life(game, other)
    S.act(game, "attack", card=attacker, target=S.leader(game, other))
    for _ in range(10):
        if game.state.step == "defense" and game.decision.player == other:
            break
        S.pass_(game)
    S.play(game, "use_extra", card=snare)
    if game.decision.kind.value == "choose" and attacker in game.decision.options:
        S.choose(game, attacker)
    R.settle(game)
    assert attacker not in game.state.cards and _life(game, other) == life


def test_revenge_does_nothing_against_a_leader_attack_card_13d16():
    """13(d)16, NOTES choice 13 (10-9-1, KO is only for Battle Cards, 10-1-1): a Leader attacking a [Revenge] card
    stays where it is."""
    game, me, other = R.scenario()
    avenger = R.put(game, "008", Z.BATTLE, other, rest=True)  # [Revenge] 15000
    leader = S.leader(game, me)
    game.add_effect("power", me, (leader,), 10000, "end_of_turn")
    S.act(game, "attack", card=leader, target=avenger)
    R.settle(game)
    assert avenger not in game.state.cards and game.zone(Z.ref(Z.LEADER, me)) == [leader]


def test_indestructible_stops_revenge_13d16():
    """13(d)16, NOTES choice 13 (10-12-1 "cannot be KO'd ... by card's skills of the owner's opponent"): an
    [Indestructible] attack card that KOs a [Revenge] card is not KO'd by it."""
    game, me, other = R.scenario()
    guardian = R.put(game, "019", Z.BATTLE, me)  # [Indestructible] 20000
    avenger = R.put(game, "008", Z.BATTLE, other, rest=True)  # [Revenge] 15000
    S.act(game, "attack", card=guardian, target=avenger)
    R.settle(game)
    assert avenger not in game.state.cards and guardian in game.zone(Z.ref(Z.BATTLE, me))


def test_quadruple_strike_is_a_strike_keyword_against_a_unison_card_13d17():
    """13(d)17, NOTES choice 23 (7-4-1-4-3-1 with 10-7-1-3): a [Quadruple Strike] attack card that wins against a
    Unison Card removes 4 markers."""
    game, me, other = R.scenario()
    titan = R.put(game, "016", Z.BATTLE, me)  # [Quadruple Strike]
    unison = R.put(game, "081", Z.UNISON, other)
    game.card(unison).counters["marker"] = 5
    S.act(game, "attack", card=titan, target=unison)
    R.settle(game)
    assert game.card(unison).counters.get("marker") == 1


def test_over_realm_replaces_the_energy_cost_and_is_still_a_play_13d18():
    """13(d)18, NOTES choice 14 (10-15-3): played with [Over Realm], the card rests no energy; it is still a play, so
    the opponent is asked at its [Counter: Play] timing (6-3-1-2-1-2)."""
    game, me, other = R.scenario()
    S.energy(game, me, "001", "001", "001", "001", "001", "001")
    golem = R.put(game, "012", Z.HAND, me)  # [Over Realm 7], energy cost 6
    for _ in range(7):
        R.put(game, "001", Z.DROP, me)
    R.put(game, "068", Z.HAND, other)  # a [Counter: Play]: with no energy to pay it, the question is only asked
    S.act(game, "over_realm", card=golem)
    assert game.decision.player == other and game.decision.rule.startswith(("4-7", "6-3-1-2-1-2", "10-10"))
    S.pass_(game)
    assert "DBP1-012" in R.ids(game, Z.BATTLE, me) and R.rested(game, me) == 0
