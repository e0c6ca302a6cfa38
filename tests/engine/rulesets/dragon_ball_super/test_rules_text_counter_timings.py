"""Counter timings around skills (4-7-2-3, 4-7-2-4, 8-5-2-4, 8-5-2-6) and what they answer (10-10-3-2 to -4)."""

from engine.actions import Action
from engine.rulesets.dragon_ball_super import zones as Z
from tests.engine.rulesets.dragon_ball_super import rules_text as R
from tests.engine.rulesets.dragon_ball_super import support as S


def _counter_asked(game, player) -> bool:
    decision = game.decision
    return decision is not None and decision.context == "counter" and decision.player == player


def _life(game, player) -> int:
    return len(game.zone(Z.ref(Z.LIFE, player)))


def _rally_activated_against_denial():
    """Rally Caller's "[Activate: Main] play 1 Battle Card from your hand" activated with a Battle Card in hand, the
    opponent holding Riptide Denial ("negate the play") and its two energy: the opponent is asked. Returns the game,
    the turn player, the opponent and Riptide Denial."""
    game, me, other = R.scenario()
    caller = R.put(game, "RT-RALLY", Z.BATTLE, me)
    R.put(game, "003", Z.HAND, me)
    denial = R.put(game, "068", Z.HAND, other)
    S.energy(game, other, "029", "029")
    S.act(game, "activate", card=caller, number=0)
    assert _counter_asked(game, other)
    return game, me, other, denial


def test_a_counter_play_answers_a_skill_that_plays_a_card_when_it_is_activated_4_7_2_3_10_10_3_2():
    """4-7-2-3: a counter timing occurs "After a player activates a skill, but before it resolves" (8-5-2-4), and
    10-10-3-2: [Counter: Play] skills enter pending "when the opponent activates a skill that has descriptions such
    as 'Play'". Riptide Denial ("negate the play") answers "[Activate: Main] play 1 Battle Card from your hand"; then
    the skill is carried out "if possible" (4-7-3-6): its play is negated, so the card goes to the Drop instead of
    the Battle Area (NOTES choice 8, as 10-5-9), and the opponent has paid Riptide Denial (10-10-1, 10-10-4)."""
    game, me, other, denial = _rally_activated_against_denial()  # before the skill resolves: nothing played yet
    assert R.ids(game, Z.BATTLE, me) == ["RT-RALLY"]
    S.act(game, "use_counter", card=denial)
    R.settle(game)
    assert R.ids(game, Z.BATTLE, me) == ["RT-RALLY"]
    assert R.ids(game, Z.DROP, me) == ["DBP1-003"] and R.ids(game, Z.DROP, other) == ["DBP1-068"]
    assert R.rested(game, other) == 2


def test_a_counter_play_after_a_skill_resolves_sends_the_card_it_played_to_the_drop_4_7_2_4_10_10_3_2():
    """4-7-2-4: a counter timing occurs "After a player resolves a skill" (8-5-2-6), and [Counter: Play] is pending
    "after the opponent resolves an effect that has descriptions such as 'Play'" (10-10-3-2). Passing at the
    activation, the opponent lets the card be played, then answers once the skill has resolved: "negate the play"
    sends the card the skill played to its owner's Drop (NOTES choice 8)."""
    game, me, other, denial = _rally_activated_against_denial()
    S.pass_(game)
    assert _counter_asked(game, other)  # the second timing: the card is in play now
    assert R.ids(game, Z.BATTLE, me) == ["RT-RALLY", "DBP1-003"]
    S.act(game, "use_counter", card=denial)
    R.settle(game)
    assert R.ids(game, Z.BATTLE, me) == ["RT-RALLY"] and R.ids(game, Z.DROP, me) == ["DBP1-003"]


def test_a_counter_attack_answers_a_skill_that_attacks_and_the_attack_is_negated_10_10_3_3_7_1_4():
    """10-10-3-3: [Counter: Attack] skills enter pending "when the opponent activates or resolves a skill that has
    descriptions such as 'Attack'"; [Counter: Play] is not pending then (10-10-3-2 is cited). Defiant Roar ("negate
    the attack") answers "[Activate: Main] this card attacks your opponent's Leader" at its activation (4-7-2-3): the
    skill is then carried out (4-7-3-6), the card rests and attacks (7-1), and the attack is negated: the battle
    goes to its end (7-1-4, 7-4-1-5) with no damage."""
    game, me, other = R.scenario()
    charger = R.put(game, "RT-CHARGE", Z.BATTLE, me)
    roar = R.put(game, "064", Z.HAND, other)
    denial = R.put(game, "068", Z.HAND, other)
    S.energy(game, other, "001", "029", "029")
    life = _life(game, other)
    S.act(game, "activate", card=charger, number=0)
    assert _counter_asked(game, other)
    assert S.refusal(game, "use_counter", other, card=denial) == "10-10-3-2"
    S.act(game, "use_counter", card=roar)
    R.settle(game)
    assert game.decision.context == "main" and "battle" not in game.state.vars
    assert game.card(charger).orientation == Z.REST and _life(game, other) == life
    assert R.ids(game, Z.DROP, other) == ["DBP1-064"]


def test_a_skill_made_attack_not_answered_is_fought_and_deals_damage_7_1_7_4_1_4_1():
    """Without an answer the skill's attack is an attack like any other (7-1): the card rests, the battle is fought,
    and a 10000 attack on a 10000 Leader deals 1 damage (7-4-1-4-1-1). The opponent is asked at the skill's timings
    and at the attack's own (7-1-2)."""
    game, me, other = R.scenario()
    charger = R.put(game, "RT-CHARGE", Z.BATTLE, me)
    R.put(game, "064", Z.HAND, other)
    life = _life(game, other)
    S.act(game, "activate", card=charger, number=0)
    R.settle(game)
    assert game.card(charger).orientation == Z.REST and _life(game, other) == life - 1


def test_counter_battle_card_attack_is_pending_when_a_skill_attacks_with_a_battle_card_10_10_3_4():
    """10-10-3-4: [Counter: Battle Card Attack] skills enter pending "when an opponent's skill that reads 'attack with
    a Battle Card' activates": Tangling Vines answers the Battle Card's "this card attacks", negates the attack and
    draws 1."""
    game, me, other = R.scenario()
    charger = R.put(game, "RT-CHARGE", Z.BATTLE, me)
    vines = R.put(game, "067", Z.HAND, other)
    S.energy(game, other, "017", "017")
    life, hand = _life(game, other), R.hand(game, other)
    S.act(game, "activate", card=charger, number=0)
    assert _counter_asked(game, other)
    S.act(game, "use_counter", card=vines)
    R.settle(game)
    assert _life(game, other) == life and R.hand(game, other) == hand  # Vines left the hand, 1 card drawn


def test_a_skill_that_neither_plays_nor_attacks_asks_no_one_10_10_3_2_10_10_3_3():
    """The counter timings around "[Activate: Main] draw 1" occur (4-7-2-3, 4-7-2-4), but no [Counter] sub-type is
    pending then (10-10-3-2 to 10-10-3-5), which both players can read from the skill: nobody is asked."""
    game, me, other = R.scenario()
    R.put(game, "068", Z.HAND, other)
    R.put(game, "064", Z.HAND, other)
    S.energy(game, other, "001", "029", "029")
    S.act(game, "activate", card=R.put(game, "RT-FREE", Z.BATTLE, me), number=0)
    assert game.decision.context == "main" and game.decision.player == me


def test_an_extra_that_plays_a_unison_card_is_answered_at_its_activation_8_5_2_4_10_10_3_2():
    """8-5-2: an Extra Card's skill is activated (8-5-2-3), a counter timing occurs (8-5-2-4), then it resolves
    (8-5-2-5-1). Covenant Renewal ("play a Unison Card from your hand with 2 markers") answered by Riptide Denial: no
    Unison Card enters play; it goes to the Drop with Covenant Renewal."""
    game, me, other = R.scenario()
    pact = R.put(game, "083", Z.HAND, me)
    renewal = R.put(game, "077", Z.HAND, me)
    S.energy(game, me, "017", "017")
    denial = R.put(game, "068", Z.HAND, other)
    S.energy(game, other, "029", "029")
    S.act(game, "use_extra", card=renewal)
    assert _counter_asked(game, other)
    S.act(game, "use_counter", card=denial)
    assert _counter_asked(game, me)  # [Counter: Counter] only (10-10-3-5)
    S.pass_(game)
    assert game.decision.context == "ability_target" and game.decision.player == me  # the skill resolves (4-7-3-6)
    S.choose(game, pact)
    R.settle(game)
    assert not game.zone(Z.ref(Z.UNISON, me))
    assert sorted(R.ids(game, Z.DROP, me)) == ["DBP1-077", "DBP1-083"]


def test_an_auto_skill_that_plays_a_card_is_answered_at_its_activation_too_8_5_1_10_10_3_2():
    """8-5-1: "[Activate], [Auto], [Awaken], [Wish], and cards in a player's hand are resolved by activating them",
    all by 8-5-2 with its counter timing (8-5-2-4): Dusk Caller's "at the end of the turn, play Dusk Drawer from your
    hand" is answered by Riptide Denial; Dusk Drawer goes to the Drop instead of the Battle Area (NOTES choice 8)."""
    game, me, other = R.scenario()
    R.put(game, "RT-CALLER", Z.BATTLE, me)
    R.put(game, "RT-ENDDRAW", Z.HAND, me)
    denial = R.put(game, "068", Z.HAND, other)
    S.energy(game, other, "029", "029")
    game.apply(Action("pass", me))  # the Main Phase ends; the End Phase's trigger (6-4-1-1)
    assert _counter_asked(game, other)
    S.act(game, "use_counter", card=denial)
    R.settle(game)
    assert R.ids(game, Z.BATTLE, me) == ["RT-CALLER"] and R.ids(game, Z.DROP, me) == ["RT-ENDDRAW"]


def test_rule_processing_runs_at_a_skills_counter_timing_4_7_3_1_9_1_2_2():
    """4-7-3-1: a counter timing begins with "All rules processing that currently needs to be carried out", the
    confirmative kind included (9-1-2-2): a Battle Card left at 0 power is gone when the opponent is asked at the
    counter timing of a skill's activation (8-5-2-4), before the skill resolves."""
    game, me, other = R.scenario()
    doomed = R.put(game, "029", Z.BATTLE, me)
    game.add_effect("power", other, (doomed,), -10000, "end_of_turn")
    caller = R.put(game, "RT-RALLY", Z.BATTLE, me)
    R.put(game, "003", Z.HAND, me)
    R.put(game, "068", Z.HAND, other)
    S.act(game, "activate", card=caller, number=0)
    assert _counter_asked(game, other) and R.ids(game, Z.BATTLE, me) == ["RT-RALLY"]
    assert doomed not in game.state.cards and R.ids(game, Z.DROP, me) == ["DBP1-029"]
