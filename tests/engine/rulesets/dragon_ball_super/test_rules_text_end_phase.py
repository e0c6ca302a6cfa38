"""The Main Phase End Step, the End Phase and a battle's end (6-3-1-3, 6-4, 7-4-1) from the rules text."""

from engine.actions import Action
from engine.rulesets.dragon_ball_super import zones as Z
from tests.engine.rulesets.dragon_ball_super import rules_text as R
from tests.engine.rulesets.dragon_ball_super import support as S


def _end_turn(game) -> list:
    """End the turn player's Main Phase; the events up to the next Main Phase window."""
    events = list(game.apply(Action("pass", game.state.turn_player)))
    for _ in range(40):
        decision = game.decision
        if decision is None or decision.context == "main":
            return events
        if decision.kind.value == "choose":
            events += game.apply(Action("choose", decision.player, picks=tuple(decision.options[: decision.minimum])))
        else:
            events += game.apply(Action("pass", decision.player))
    raise AssertionError("no Main Phase window")


def _power(game, iid) -> int:
    return int(game.ruleset.card_stats(game, iid)["power"])


def test_at_the_end_of_the_main_phase_skills_trigger_6_3_1_3_1_1():
    """6-3-1-3-1-1: "The trigger conditions 'At the end of the Main Phase' occurs and a checkpoint occurs"."""
    game, me, _ = R.scenario()
    R.put(game, "RT-ENDMAIN", Z.BATTLE, me)
    before = R.hand(game, me)
    game.apply(Action("pass", me))
    assert R.hand(game, me) == before + 1


def test_until_the_end_of_the_main_phase_effects_are_over_before_the_end_phase_6_3_1_3_1_2():
    """6-3-1-3-1-2 and 6-3-1-3-1-3: effects lasting "Until the end of the Main Phase" end in the Main Phase End Step,
    for both players, so at "at the end of the turn" (6-4-1-1) a 10000 card boosted +10000 until then is back to
    10000: its "if it has 20000 power or more, draw" draws nothing."""
    game, me, other = R.scenario()
    gauge = R.put(game, "RT-ENDCHECK", Z.BATTLE, me)
    game.add_effect("power", me, (gauge,), 5000, "end_of_main")
    game.add_effect("power", other, (gauge,), 5000, "end_of_main", player=other)
    assert _power(game, gauge) == 20000
    before = R.hand(game, me)
    game.apply(Action("pass", me))
    assert R.hand(game, me) == before and _power(game, gauge) == 10000


def test_for_the_turn_effects_last_through_the_end_of_turn_triggers_6_4_1_1_6_4_1_4():
    """6-4-1-1 comes before 6-4-1-4: a "+10000 for the turn" is still on the card when "at the end of the turn"
    checks it (it draws), and is gone once the turn has passed."""
    game, me, _ = R.scenario()
    gauge = R.put(game, "RT-ENDCHECK", Z.BATTLE, me)
    game.add_effect("power", me, (gauge,), 10000, "end_of_turn")
    before = R.hand(game, me)
    game.apply(Action("pass", me))
    assert R.hand(game, me) == before + 1
    assert _power(game, gauge) == 10000


def test_the_non_turn_players_for_the_turn_effects_end_too_6_4_1_4_2():
    """6-4-1-4-2: "All effects that last 'For the duration of the turn' end for the non-turn player": a -5000 the
    opponent put on the turn player's card this turn ends with the turn."""
    game, me, other = R.scenario()
    card = R.put(game, "003", Z.BATTLE, me)  # 15000
    game.add_effect("power", other, (card,), -5000, "end_of_turn", player=other)
    assert _power(game, card) == 10000
    game.apply(Action("pass", me))
    assert _power(game, card) == 15000


def test_an_at_the_end_of_your_opponents_turn_skill_triggers_in_the_opponents_end_phase_6_4_1_1():
    """6-4-1-1: "The trigger condition 'At the end of the turn' occurs" for both players' cards: the non-turn
    player's "at the end of your opponent's turn, draw" draws at the end of this turn, not at the end of its own."""
    game, me, other = R.scenario()
    R.put(game, "RT-OPPEND", Z.BATTLE, other)
    before = R.hand(game, other)
    game.apply(Action("pass", me))
    assert game.state.turn_player == other
    assert R.hand(game, other) == before + 1 + 1  # the skill's draw, then the Charge Phase's (6-2-3)
    S.to_main(game)
    before = R.hand(game, other)
    _end_turn(game)
    assert R.hand(game, other) == before


def test_an_end_of_turn_skill_triggers_once_when_the_end_phase_is_repeated_6_4_1_1_6_4_1_3():
    """6-4-1-3: the End Phase starts over for "at the end of the turn" skills "that have yet to be fulfilled during
    the current turn", and 6-4-1-1: those "that had their trigger conditions fulfilled this turn do not enter
    pending" (NOTES choice 4): the Caller plays a second Dusk Drawer at the end of the turn; the new one draws in the
    repeated End Phase, the first does not draw again, and the Caller does not trigger again."""
    game, me, _ = R.scenario()
    R.put(game, "RT-ENDDRAW", Z.BATTLE, me)
    R.put(game, "RT-CALLER", Z.BATTLE, me)
    R.put(game, "RT-ENDDRAW", Z.HAND, me)
    R.put(game, "RT-ENDDRAW", Z.HAND, me)
    game.apply(Action("pass", me))
    while game.state.turn == 2:  # the order of the pending skills (4-5-3-2), which Drawer the Caller plays
        assert game.decision.context in ("order_triggers", "ability_target")
        S.choose(game, game.decision.options[0])
    assert R.ids(game, Z.BATTLE, me).count("RT-ENDDRAW") == 2  # one played by the Caller, once
    assert R.hand(game, me) == 2 - 1 + 2  # the two Drawers' draws, one each


def test_for_the_battle_effects_end_at_the_end_of_the_battle_7_4_1_10():
    """7-4-1-10: "All effects that last 'for the battle' end"; a "for the turn" effect made then lasts on."""
    game, me, other = R.scenario()
    attacker = R.put(game, "029", Z.BATTLE, me)
    game.add_effect("power", me, (attacker,), 5000, "end_of_battle")
    game.add_effect("power", me, (attacker,), 1000, "end_of_turn")
    S.act(game, "attack", card=attacker, target=S.leader(game, other))
    assert _power(game, attacker) == 16000
    R.settle(game)
    assert game.decision.context == "main" and _power(game, attacker) == 11000


def test_combo_power_is_gone_after_the_battle_7_4_1_6():
    """7-4-1-6: "All power increases/decreases from combos on the attack cards and guard cards dissipate", and the
    combo cards go to the Drop (7-4-1-8)."""
    game, me, other = R.scenario()
    attacker = R.put(game, "029", Z.BATTLE, me)
    combo = R.put(game, "036", Z.HAND, me)  # +10000, combo cost 0
    S.act(game, "attack", card=attacker, target=S.leader(game, other))
    R.to_step(game, "offense")
    S.play(game, "combo", card=combo)
    R.settle(game)
    assert _power(game, attacker) == 10000 and "DBP1-036" in R.ids(game, Z.DROP, me)


def test_the_next_turn_starts_with_the_opponent_as_turn_player_at_the_charge_phase_6_4_1_5():
    """6-4-1-5: "The current turn player's opponent becomes the turn player. Play proceeds to the next turn's Charge
    Phase": the opponent's rested cards become Active there (6-2-2) and they draw (6-2-3)."""
    game, me, other = R.scenario()
    tired = R.put(game, "029", Z.BATTLE, other, rest=True)
    before = R.hand(game, other)
    game.apply(Action("pass", me))
    assert game.state.turn_player == other and game.state.turn == 3
    assert game.card(tired).orientation == Z.ACTIVE and R.hand(game, other) == before + 1


def test_beginning_of_turn_skills_resolve_at_their_checkpoint_before_the_draw_6_2_1_6_2_3():
    """6-2-1 "The trigger conditions 'At the beginning of the turn' ... occur, and then a checkpoint occurs" (where
    they resolve, 4-5-2) before 6-2-3's draw: "at the beginning of your turn, discard a card" with an empty hand
    discards nothing, and the card drawn stays."""
    game, me, other = R.scenario()
    R.put(game, "RT-DAWN", Z.BATTLE, other)
    game.apply(Action("pass", me))
    assert game.state.turn_player == other and game.decision.context == "charge"
    assert R.hand(game, other) == 1 and R.ids(game, Z.DROP, other) == []


def test_until_the_end_of_your_opponents_next_turn_made_in_the_opponents_turn_outlives_that_turn_6_4_1_4():
    """An effect "until the end of your opponent's next turn" (`end_of_opponent_turn`) that the non-turn player makes
    during the turn player's turn (a counter): this turn is not the opponent's NEXT one, so the effect lasts through it
    and through its maker's own turn, and ends with the End Phase of the turn after (6-4-1-4)."""
    game, me, other = R.scenario()
    card = R.put(game, "003", Z.BATTLE, other)  # 15000
    game.add_effect("power", other, (card,), 5000, "end_of_opponent_turn", player=me)  # as a counter would
    for _ender in (me, other):
        _end_turn(game)
        assert _power(game, card) == 20000
    _end_turn(game)
    assert _power(game, card) == 15000
