"""Gameplay management and checkpoints read from the rules text (4-7, chapter 9, 10-1): cases left out elsewhere."""

from engine import Action
from engine.rulesets.battle_spirits_saga import stats as St
from engine.rulesets.battle_spirits_saga import zones as Z
from tests.engine.rulesets.battle_spirits_saga import rules_text as R
from tests.engine.rulesets.battle_spirits_saga import support as S


def test_a_core_move_that_drops_a_spirits_level_to_zero_bp_self_destroys_it_9_4_2_3():
    """9-4-2-3: "When a spirit owner's actions ... result in a change of level or BP of the spirit, and consequently
    the spirit is destroyed as a result of its BP becoming zero or less, that spirit is considered self-destroyed":
    LV2 4000 BP under -2000; its owner moves two cores off: LV1, -1000 BP, destroyed with no "when destroyed"."""
    game, player = R.cleared_main()
    climber = S.put(game, player, "T-LV", cores=3)  # LV1 1 core 1000 BP, LV2 3 cores 4000 BP
    S.put(game, player, "T-WATCH", cores=1)  # when a spirit of yours is destroyed, draw
    game.add_effect("bp", 1 - player, (climber,), -2000, "end_of_turn")
    assert St.bp(game, climber) == 2000
    hand = R.hand_size(game, player)
    S.act(game, "move_cores", player, card=climber, number=2)
    assert climber not in game.state.cards
    assert R.hand_size(game, player) == hand  # self-destruction: the watcher does not draw (10-1-1-1)


def test_an_effect_lowering_the_level_to_zero_bp_destroys_by_that_effect_9_4_2_2():
    """9-4-2-2: "When the level of a spirit has been altered by an effect and that spirit is destroyed as a result of
    its BP becoming zero or less, treat that card as if it were destroyed by the effect": the opponent's effect takes
    one core off the LV2 spirit under -2000: LV1, -1000 BP: destroyed by the effect, so "when destroyed" fires."""
    game, player = R.cleared_main()
    theirs = S.put(game, 1 - player, "T-LV", cores=3)
    S.put(game, 1 - player, "T-WATCH", cores=1)
    game.add_effect("bp", player, (theirs,), -2000, "end_of_turn")
    hand = R.hand_size(game, 1 - player)
    S.use_magic(game, player, S.put(game, player, "T-DRAIN", Z.HAND), at=theirs)  # remove 1 core (chosen)
    S.advance_to(game, "main")
    assert theirs not in game.state.cards
    assert R.hand_size(game, 1 - player) == hand + 1


def test_bp_reduced_to_zero_by_an_opponents_effect_is_destroyed_by_the_opponent_9_4_2_1():
    """9-4-2-1: the spirit whose BP an effect brought to zero is destroyed "as if it were destroyed by the effect":
    the opponent's effect, so its "when destroyed by the opponent" effect fires (10-15-1)."""
    game, player = R.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 3, soul=0)
    theirs = S.put(game, 1 - player, "T-EV-destroyed_by_opponent", cores=1)  # 1000 BP; draws when so destroyed
    hand = R.hand_size(game, 1 - player)
    S.use_magic(game, player, S.put(game, player, "BSA-053", Z.HAND), at=theirs)  # Gilded Bell: -2000 BP
    S.advance_to(game, "main")
    assert theirs not in game.state.cards
    assert R.hand_size(game, 1 - player) == hand + 1


def test_the_last_core_removed_by_an_opponents_effect_is_destroyed_by_the_opponent_9_3_2_1():
    """9-3-2-1: "When the number of cores on a spirit ... has been altered by an effect and that spirit ... is
    destroyed as a result ..., treat the card as if it were destroyed by the effect": the opponent's effect, so
    "when destroyed by the opponent" fires."""
    game, player = R.cleared_main()
    theirs = S.put(game, 1 - player, "T-EV-destroyed_by_opponent", cores=1)
    hand = R.hand_size(game, 1 - player)
    S.use_magic(game, player, S.put(game, player, "T-DRAIN", Z.HAND), at=theirs)
    S.advance_to(game, "main")
    assert theirs not in game.state.cards
    assert R.hand_size(game, 1 - player) == hand + 1


def test_a_nexus_short_of_its_lv1_cores_is_destroyed_9_3_2():
    """9-3-2: "If the number of cores on a spirit or nexus becomes insufficient for LV1, that card is destroyed": a
    nexus whose LV1 needs one core, its core moved off by its owner, goes to the trash (self-destroyed)."""
    game, player = R.cleared_main()
    nexus = S.put(game, player, "R-NEX1", cores=1)
    S.act(game, "move_cores", player, card=nexus, number=1)
    assert nexus not in game.state.cards
    assert [game.card(i).card_id for i in S.zone(game, Z.TRASH, player)] == ["R-NEX1"]


def test_a_destruction_that_meets_another_condition_leads_to_another_checkpoint_4_7_2():
    """4-7-2: "If the result of performing gameplay management at a checkpoint fulfills conditions requiring further
    gameplay management, another checkpoint occurs": the opponent's spirit destroyed for want of cores makes its
    Avenger destroy one of ours, whose watcher then draws: all before the turn player acts again."""
    game, player = R.cleared_main()
    theirs = S.put(game, 1 - player, "T-3K", cores=1)
    S.put(game, 1 - player, "T-AVENGER", cores=3)  # when a spirit of yours is destroyed, destroy an opponent's
    mine = S.put(game, player, "T-3K", cores=1)
    S.put(game, player, "T-WATCHB", cores=1)  # ours: when a spirit of yours is destroyed, draw
    hand = R.hand_size(game, player)
    S.use_magic(game, player, S.put(game, player, "T-DRAIN", Z.HAND), at=theirs)
    while game.decision is not None and game.decision.context != "main":
        decision = game.decision
        picks = [o for o in decision.options if o == mine] if decision.kind.value == "choose" else []
        if picks:
            game.apply(Action("choose", decision.player, picks=(picks[0],)))
        else:
            S.answer_default(game)
    assert theirs not in game.state.cards and mine not in game.state.cards
    assert R.hand_size(game, player) == hand + 1


def test_a_token_destroyed_leaves_the_game_and_its_cores_go_to_the_reserve_4_12_3_3_5_5():
    """4-12-3: "When a token moves from the field to another area, it is immediately removed from the game";
    3-5-5: the cores on it go to its controller's reserve."""
    game, player = R.cleared_main()
    S.set_cores(game, 1 - player, Z.RESERVE, 0, soul=0)
    token = S.put(game, 1 - player, "BSA-T01", cores=2)
    game.add_effect("bp", player, (token,), -10000, "end_of_turn")
    S.act(game, "move_cores", player, card=None, target=S.put(game, player, "T-1"), number=1)
    assert token not in game.state.cards or game.card(token).zone.name == Z.REMOVED
    assert S.zone(game, Z.TRASH, 1 - player) == []
    assert S.pool(game, 1 - player, Z.RESERVE) == (2, 0)


def test_an_lv1_cost_raised_by_an_opponents_effect_destroys_by_that_opponent_9_3_2_2():
    """9-3-2-2: "When the LV1 cost of a spirit ... has been altered by an effect and that spirit ... is destroyed as a
    result of the number of cores on it becoming insufficient for LV1, treat the card as if it were destroyed by the
    effect": the opponent's +2 LV1 cost on a one-core spirit destroys it, and "destroyed by the opponent" fires."""
    game, player = R.cleared_main()
    theirs = S.put(game, 1 - player, "T-EV-destroyed_by_opponent", cores=1)
    hand = R.hand_size(game, 1 - player)
    S.act(game, "magic", player, card=S.put(game, player, "R-BURDEN", Z.HAND))
    S.advance_to(game, "main")
    assert theirs not in game.state.cards
    assert R.hand_size(game, 1 - player) == hand + 1


def test_a_level_set_by_an_opponents_effect_to_zero_bp_destroys_by_that_opponent_9_4_2_2():
    """9-4-2-2: "When the level of a spirit has been altered by an effect and that spirit is destroyed as a result of
    its BP becoming zero or less, treat that card as if it were destroyed by the effect": LV2 4000 BP under -2000,
    treated as LV1 by the opponent's effect: -1000 BP, destroyed by the opponent."""
    game, player = R.cleared_main()
    theirs = S.put(game, 1 - player, "T-LV", cores=3)
    S.put(game, 1 - player, "T-WATCH", cores=1)
    game.add_effect("bp", 1 - player, (theirs,), -2000, "end_of_turn")  # its own controller's effect
    hand = R.hand_size(game, 1 - player)
    S.use_magic(game, player, S.put(game, player, "R-HUMBLE", Z.HAND), at=theirs)
    S.advance_to(game, "main")
    assert theirs not in game.state.cards
    assert R.hand_size(game, 1 - player) == hand + 1  # destroyed by an effect, not self-destroyed: the watcher draws


def test_a_self_destroyed_spirit_does_not_meet_immortal_10_1_1_1_11_4_1():
    """10-1-1-1: "Effects which would apply to destroyed cards, or apply when cards are destroyed, are not applied in
    the case of self-destruction" (NOTES choice 22): moving the last core off a red spirit does not call the red
    【Immortal】 spirit back from the trash, where an opponent's core removal does (9-3-2-1)."""
    game, player = R.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 5, soul=0)
    S.put(game, player, "T-IMM", Z.TRASH)  # 【Immortal: red】
    red = S.put(game, player, "T-3K", cores=1)
    S.act(game, "move_cores", player, card=red, number=1)
    assert red not in game.state.cards
    assert game.decision is not None and game.decision.context == "main"  # no 【Immortal】 question
    other = S.put(game, player, "T-3K", cores=1)
    game.state.cards[other].tokens.clear()  # as if an opponent's effect took its core (9-3-2-1)
    S.act(game, "move_cores", player, card=None, target=S.put(game, player, "T-1"), number=1)
    assert other not in game.state.cards
    assert game.decision is not None and game.decision.context == "immortal"


def test_spirits_destroyed_together_by_one_effect_activate_a_when_destroyed_effect_once_8_6_3():
    """8-6-3: "when two or more of your spirits are destroyed simultaneously, a triggered effect worded 'when one of
    your spirits is destroyed' will only activate one time": a destroy-all effect on three spirits, the watcher
    among them first or last, draws one card."""
    for watcher_first in (True, False):
        game, player = R.cleared_main()
        if watcher_first:
            S.put(game, 1 - player, "T-WATCH", cores=1)
        S.put(game, 1 - player, "T-3K", cores=1)
        S.put(game, 1 - player, "T-1", cores=1)
        if not watcher_first:
            S.put(game, 1 - player, "T-WATCH", cores=1)
        hand = R.hand_size(game, 1 - player)
        S.act(game, "magic", player, card=S.put(game, player, "R-SWEEP", Z.HAND))
        S.advance_to(game, "main")
        assert S.zone(game, Z.FIELD, 1 - player) == []
        assert R.hand_size(game, 1 - player) == hand + 1, watcher_first
