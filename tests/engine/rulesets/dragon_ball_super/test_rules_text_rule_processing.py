"""Checkpoints and rule processing read from the rules text (4-5, 8-6, section 9, 10-11-3): cases left out elsewhere."""

from engine.actions import Action
from engine.rulesets.dragon_ball_super import zones as Z
from tests.engine.rulesets.dragon_ball_super import rules_text as R
from tests.engine.rulesets.dragon_ball_super import support as S


def _clean_sweep(game, player) -> None:
    """`player` uses Clean Sweep from the hand (KO every opponent's Battle Card of 15000 power or less), and every
    question is answered until the Main Phase is back."""
    S.act(game, "use_extra", card=R.put(game, "RT-WIPE", Z.HAND, player))
    R.settle(game)


def test_a_battle_card_in_the_combo_area_outside_a_battle_goes_to_the_drop_9_3_2():
    """9-3-2 (invalid combo processing, confirmative, 9-3-1): "If a Battle Card/Cards is placed in the Combo Area at
    any other timing than battle, place all of those cards in their player's Drop Area"."""
    game, me, _ = R.scenario()
    stray = R.put(game, "029", Z.COMBO, me)
    S.act(game, "activate", card=R.put(game, "RT-FREE", Z.BATTLE, me), number=0)  # any action: rule processing
    R.settle(game)
    assert stray not in game.state.cards and R.ids(game, Z.COMBO, me) == [] and "DBP1-029" in R.ids(game, Z.DROP, me)


def test_an_auto_skill_met_several_times_is_pending_that_many_times_8_6_3():
    """8-6-3: "if the trigger condition of a [Auto] skill is fulfilled multiple times, that [Auto] skill is made
    pending that many times": two Battle Cards KO'd at once make "when one of your cards is KO'd, draw" draw two."""
    game, me, other = R.scenario()
    R.put(game, "RT-WATCH", Z.BATTLE, other)
    for _ in range(2):
        R.put(game, "029", Z.BATTLE, other)
    before = R.hand(game, other)
    _clean_sweep(game, me)
    assert R.ids(game, Z.BATTLE, other) == ["RT-WATCH"]
    assert R.hand(game, other) == before + 2


def test_a_pending_auto_skill_resolves_although_its_card_left_the_area_8_6_7():
    """8-6-7: "If a pending [Auto] skill activates, yet the card with that skill is no longer in the same area ...
    the player must still resolve that [Auto] skill": "when this card is KO'd, draw" resolves from the Drop."""
    game, me, other = R.scenario()
    R.put(game, "RT-LAST", Z.BATTLE, other)
    before = R.hand(game, other)
    _clean_sweep(game, me)
    assert R.hand(game, other) == before + 1


def test_a_once_per_turn_auto_pending_several_times_at_once_resolves_once_10_11_3():
    """10-11-3 (kept although "deleted", NOTES choice 22): "When an [Auto] skill with [Once per turn] enters pending
    simultaneously multiple times, only one of the skills is resolved, and the rest are nullified"."""
    game, me, other = R.scenario()
    R.put(game, "RT-ONCE", Z.BATTLE, other)
    for _ in range(2):
        R.put(game, "029", Z.BATTLE, other)
    before = R.hand(game, other)
    _clean_sweep(game, me)
    assert R.hand(game, other) == before + 1


def test_rule_processing_comes_before_auto_skills_at_a_checkpoint_4_5_2():
    """4-5-2: "During checkpoints, all rule processing is carried out first": a Battle Card played at 0 power...
    Frostwave Lancer's "when you play this card, -10000 power" on the opponent's 10000 card drops it (9-5-2) in the
    same checkpoint; it is not KO'd (10-1-2), so the opponent's "when one of your cards is KO'd" draws nothing."""
    game, me, other = R.scenario()
    weak = R.put(game, "029", Z.BATTLE, other)
    R.put(game, "RT-WATCH", Z.BATTLE, other)
    S.energy(game, me, "029", "029", "029")
    before = R.hand(game, other)
    S.act(game, "play_battle", card=R.put(game, "037", Z.HAND, me))
    while game.decision is not None and game.decision.context != "main":
        if game.decision.kind.value == "choose" and weak in game.decision.options:
            S.choose(game, weak)
        else:
            S.pass_(game)
    assert weak not in game.state.cards and "DBP1-029" in R.ids(game, Z.DROP, other)
    assert R.hand(game, other) == before


def test_confirmative_processing_runs_at_a_counter_timing_too_9_1_2_2():
    """9-1-2-2: confirmative rule processing "is carried out only during checkpoints and counter timing" (4-7-3-1):
    a Battle Card left at 0 power is gone by the time the opponent is asked for a [Counter: Play]."""
    game, me, other = R.scenario()
    doomed = R.put(game, "029", Z.BATTLE, me)
    game.add_effect("power", other, (doomed,), -10000, "end_of_turn")
    S.put(game, "068", Z.HAND, other)  # a [Counter: Play] card: the opponent is asked at the play's counter timing
    S.energy(game, me, "029")
    S.act(game, "play_battle", card=R.put(game, "029", Z.HAND, me))
    assert doomed not in game.state.cards


def test_a_loss_is_judged_at_once_even_in_the_middle_of_a_skill_9_2_1():
    """9-2-1: "Loss judgement processing is interruptive rule processing" (9-1-2-1: "immediately resolved when it
    occurs, even while carrying out other actions"): a skill that deals the last Life card's damage and then would
    give the opponent a Life card wins the game before its second part."""
    game, me, other = R.scenario()
    life = game.zone(Z.ref(Z.LIFE, other))
    while len(life) > 1:
        game.move(life[-1], Z.ref(Z.WARP, other))
    S.act(game, "use_extra", card=R.put(game, "RT-LASTBLOW", Z.HAND, me))
    for _ in range(5):
        if game.outcome is not None or game.decision is None or game.decision.context == "main":
            break
        S.pass_(game) if game.decision.kind.value != "choose" else S.choose(game, game.decision.options[0])
    assert game.outcome is not None and game.outcome.winner == me and game.outcome.rule == "9-2-3"


def test_a_leader_at_0_power_or_below_stays_in_the_leader_area_9_5_2_3_5_3():
    """9-5-2 drops a *Battle Card* at 0 power or below; a Leader "does not leave the Leader Area under any
    circumstances" (3-5-3) and power may be negative (2-8-3): at -20000 it stays."""
    game, me, other = R.scenario()
    leader = S.leader(game, other)
    game.add_effect("power", me, (leader,), -30000, "end_of_turn")
    S.act(game, "activate", card=R.put(game, "RT-FREE", Z.BATTLE, me), number=0)  # any action: rule processing
    R.settle(game)
    assert game.zone(Z.ref(Z.LEADER, other)) == [leader]
    assert game.ruleset.card_stats(game, leader)["power"] == -20000


def test_an_x_cost_card_in_play_has_x_0_2_11_2_4():
    """2-11-2-4: "In situations other than paying energy costs (i.e. after a card enters play), if X isn't defined by
    the card or skill, X is considered to be zero": the X + 1 Unison Card in play costs 1."""
    game, me, _ = R.scenario()
    pact = R.put(game, "083", Z.UNISON, me)
    game.card(pact).counters["marker"] = 3
    assert game.ruleset.card_stats(game, pact)["cost"] == 1


def test_cards_kod_together_each_meet_a_when_kod_skill_whatever_their_order_8_6_3():
    """8-6-3 (pending "that many times") for Battle Cards a skill KOs at the same time, "when one of your cards is
    KO'd" among them (8-6-5-1-2: its Battle Area information): it is met by each card KO'd with it, whichever comes
    first in the Battle Area; so the opponent draws 3 (its own KO, the two others) plus Last Word's 1."""
    for watcher_first in (True, False):
        game, me, other = R.scenario()
        if watcher_first:
            watcher = R.put(game, "RT-WATCH", Z.BATTLE, other)
        R.put(game, "RT-LAST", Z.BATTLE, other)  # "when this card is KO'd, draw"
        R.put(game, "029", Z.BATTLE, other)
        if not watcher_first:
            watcher = R.put(game, "RT-WATCH", Z.BATTLE, other)
        game.add_effect("power", me, (watcher,), -10000, "end_of_turn")  # 10000: within the sweep
        before = R.hand(game, other)
        _clean_sweep(game, me)
        assert R.ids(game, Z.BATTLE, other) == []
        assert R.hand(game, other) == before + 4, watcher_first


def test_a_card_at_0_power_after_the_end_phase_is_still_in_play_when_the_next_turn_begins_9_1_2_2_6_2_1():
    """9-1-2-2: power at 0 or below (9-5-1, confirmative) is processed "only during checkpoints and counter timing".
    A 10000 Battle Card under -10000 kept alive by "+10000 for the turn" drops to 0 when 6-4-1-4 ends the boost, but
    no checkpoint comes before 6-2-1 of the next turn: "At the beginning of the turn" occurs with the card still in
    the Battle Area, so its "at the beginning of your opponent's turn, draw 1" becomes pending; at the checkpoint that
    follows, rule processing comes first (4-5-2) and drops the card, and the pending skill still resolves (8-6-7)."""
    game, me, other = R.scenario()
    sentry = R.put(game, "RT-WANE", Z.BATTLE, me)
    game.add_effect("power", other, (sentry,), -10000, "never")
    game.add_effect("power", me, (sentry,), 10000, "end_of_turn")
    before = R.hand(game, me)
    game.apply(Action("pass", me))
    assert game.state.turn_player == other
    assert sentry not in game.state.cards and R.ids(game, Z.DROP, me) == ["RT-WANE"]  # 9-5-2 at the checkpoint
    assert R.hand(game, me) == before + 1  # it was in play when the turn began: its skill triggered


def test_a_card_at_0_power_only_between_two_checkpoints_stays_9_1_2_2():
    """9-1-2-2: "Even if the conditions are fulfilled during another action, if the condition is not fulfilled during
    the checkpoint or counter timing the rule processing is not carried out". A 10000 card under the opponent's
    -10000 "until the start of your next turn" and its own +10000 "for the turn" is at 0 once 6-4-1-4 ends the boost;
    the -10000 ends as the opponent's turn starts (NOTES choice 3), before 6-2-1's checkpoint: it stays, at 10000."""
    game, me, other = R.scenario()
    card = R.put(game, "029", Z.BATTLE, me)
    game.add_effect("power", other, (card,), -10000, "start_of_your_next_turn")
    game.add_effect("power", me, (card,), 10000, "end_of_turn")
    game.apply(Action("pass", me))
    assert game.state.turn_player == other
    assert card in game.state.cards and game.ruleset.card_stats(game, card)["power"] == 10000
