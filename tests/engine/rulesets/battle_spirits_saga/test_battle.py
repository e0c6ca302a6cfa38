"""Attacks and battles (chapter 7): flash windows, blocks, BP comparison, damage, and the battle's refusals."""

from engine import Action
from engine.rulesets.battle_spirits_saga import stats as St
from engine.rulesets.battle_spirits_saga import zones as Z
from tests.engine.rulesets.battle_spirits_saga import support as S


def test_unblocked_damage_moves_life_cores_to_the_reserve_by_symbols_7_1_5_3_1():
    game, player = S.cleared_main()
    striker = S.put(game, player, "T-2SYM", cores=1)
    S.set_cores(game, 1 - player, Z.RESERVE, 0, soul=0)
    S.attack(game, player, striker)
    S.pass_flash(game)
    assert S.pool(game, 1 - player, Z.LIFE) == (3, 0) and S.pool(game, 1 - player, Z.RESERVE) == (2, 0)
    assert game.card(striker).orientation == Z.EXHAUSTED
    assert game.decision is not None and game.decision.context == "attack"  # 7-1-6-3: the next action


def test_no_blocker_means_no_block_declaration_and_no_second_flash_window_7_1_3_1():
    game, player = S.cleared_main()
    striker = S.put(game, player, "T-1", cores=1)
    S.attack(game, player, striker)
    assert game.decision is not None and game.decision.player != player and game.state.step == "flash_before_block"
    S.pass_flash(game)
    assert game.decision is not None and game.decision.context == "attack"
    assert S.pool(game, 1 - player, Z.LIFE) == (4, 0)


def test_declining_to_block_skips_the_flash_window_after_blocking_7_1_3_1():
    game, player = S.cleared_main()
    striker = S.put(game, player, "T-1", cores=1)
    S.put(game, 1 - player, "T-3K", cores=1)
    S.attack(game, player, striker)
    S.to_block(game)
    game.apply(Action("pass", 1 - player))
    assert game.decision is not None and game.decision.context == "attack"
    assert S.pool(game, 1 - player, Z.LIFE) == (4, 0)


def test_the_lower_bp_is_destroyed_and_its_cores_go_to_the_reserve_7_1_5_2_1_10_1_3_4():
    game, player = S.cleared_main()
    striker = S.put(game, player, "T-1", cores=2)
    blocker = S.put(game, 1 - player, "T-3K", cores=1)
    reserve = S.pool(game, player, Z.RESERVE)[0]
    S.attack(game, player, striker)
    S.to_block(game)
    S.act(game, "block", 1 - player, card=blocker)
    assert game.card(blocker).orientation == Z.EXHAUSTED and game.state.step == "flash_after_block"
    assert game.decision is not None and game.decision.player == 1 - player  # 7-1-4-1: the blocker first
    S.pass_flash(game)
    assert striker not in game.state.cards and game.card(blocker).zone.name == Z.FIELD
    assert S.pool(game, player, Z.RESERVE)[0] == reserve + 2
    assert S.pool(game, 1 - player, Z.LIFE) == (5, 0)  # a blocked attack deals no damage


def test_equal_bp_destroys_both_spirits_7_1_5_2_1():
    game, player = S.cleared_main()
    striker = S.put(game, player, "T-5K", cores=1)
    blocker = S.put(game, 1 - player, "T-5KB", cores=1)
    S.attack(game, player, striker)
    S.to_block(game)
    S.act(game, "block", 1 - player, card=blocker)
    S.pass_flash(game)
    assert striker not in game.state.cards and blocker not in game.state.cards


def test_a_blocker_that_leaves_before_resolution_means_no_comparison_and_no_damage_7_1_5_2_1():
    game, player = S.cleared_main()
    striker = S.put(game, player, "T-3K", cores=1)
    blocker = S.put(game, 1 - player, "T-1", cores=1)
    zap = S.put(game, player, "T-ZAP", Z.HAND)
    S.attack(game, player, striker)
    S.to_block(game)
    S.act(game, "block", 1 - player, card=blocker)
    game.apply(Action("pass", 1 - player))
    S.act(game, "magic", player, card=zap)  # the attacking player's flash: destroy the blocker
    assert blocker not in game.state.cards
    S.pass_flash(game)
    assert game.card(striker).zone.name == Z.FIELD and S.pool(game, 1 - player, Z.LIFE) == (5, 0)


def test_the_flash_window_ends_only_after_two_passes_in_a_row_7_1_2_1():
    game, player = S.cleared_main()
    striker = S.put(game, player, "T-1", cores=1)
    S.set_cores(game, player, Z.RESERVE, 3, soul=0)
    zap = S.put(game, player, "T-ZAP", Z.HAND)
    S.put(game, 1 - player, "T-3K", cores=1)
    S.attack(game, player, striker)
    assert game.decision is not None and game.decision.player == 1 - player  # the attacked player first
    game.apply(Action("pass", 1 - player))
    S.act(game, "magic", player, card=zap)
    assert game.decision is not None and game.decision.context == "flash" and game.decision.player == 1 - player
    game.apply(Action("pass", 1 - player))
    assert game.decision is not None and game.decision.context == "flash" and game.decision.player == player
    game.apply(Action("pass", player))
    assert game.decision is not None and game.decision.context != "flash"


def test_an_exhausted_spirit_cannot_attack_or_block_7_1_1_1_7_1_3_1():
    game, player = S.cleared_main()
    tired = S.put(game, player, "T-3K", cores=1, orientation=Z.EXHAUSTED)
    striker = S.put(game, player, "T-1", cores=1)
    game.apply(Action("pass", player))
    assert S.refusal(game, "attack", player, card=tired) == "7-1-1-1"
    theirs = S.put(game, 1 - player, "T-1", cores=1)
    tired_blocker = S.put(game, 1 - player, "T-3K", cores=1, orientation=Z.EXHAUSTED)
    S.attack(game, player, striker)
    S.to_block(game)
    assert S.refusal(game, "block", 1 - player, card=tired_blocker) == "7-1-3-1"
    assert S.refusal(game, "block", 1 - player, card=striker) == "7-1-3-1"  # not the blocker's own spirit
    assert S.refusal(game, "block", player, card=theirs) == "7-1-3-1"  # not the attacking player's decision


def test_a_spirit_may_attack_the_turn_it_is_summoned_7_1_1_1():
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 3, soul=0)
    card = S.put(game, player, "T-1", Z.HAND)
    S.act(game, "summon", player, card=card, number=1)
    spirit = S.zone(game, Z.FIELD, player)[0]
    S.attack(game, player, spirit)
    assert game.state.step == "flash_before_block"


def test_zero_life_wins_the_game_9_2_3():
    game, player = S.cleared_main()
    S.set_cores(game, 1 - player, Z.LIFE, 2, soul=0)
    striker = S.put(game, player, "T-2SYM", cores=1)
    S.attack(game, player, striker)
    S.pass_flash(game)
    assert game.outcome is not None and game.outcome.winner == player and game.outcome.rule == "9-2-3"


def test_bp_comes_from_the_level_the_cores_reach_2_10_3_2_10_4():
    game, player = S.cleared_main()
    climber = S.put(game, player, "T-LV", cores=2)
    assert (St.level(game, climber), St.bp(game, climber)) == (1, 1000)
    game.add_tokens(climber, Z.CORE, 1)
    assert (St.level(game, climber), St.bp(game, climber)) == (2, 4000)
    stats = game.view(player).zone(S.ref(Z.FIELD, player)).cards[0].stats
    assert dict(stats) == {"bp": 4000, "cores": 3, "level": 2, "power": 4000, "symbols": 1}


def test_a_bp_drop_to_zero_destroys_the_spirit_9_4_2():
    game, player = S.cleared_main()
    spirit = S.put(game, 1 - player, "T-1", cores=1)
    game.add_effect("bp", player, (spirit,), -1000, "end_of_turn")
    game.apply(Action("move_cores", player, card=None, target=S.put(game, player, "T-1"), number=1))
    assert spirit not in game.state.cards


def test_an_effect_makes_a_spirit_attack_a_spirit_which_blocks_at_once_10_10_1():
    game, player = S.cleared_main()  # in the main step
    striker = S.put(game, player, "T-5K", cores=1)
    target = S.put(game, 1 - player, "T-3K", cores=1)
    other = S.put(game, 1 - player, "T-1", cores=1)
    duel = S.put(game, player, "T-DUEL", Z.HAND)
    S.act(game, "magic", player, card=duel)
    assert game.decision is not None and game.decision.context == "ability_target"  # which of theirs
    S.act(game, "choose", player, picks=(target,))
    assert game.card(striker).orientation == Z.EXHAUSTED
    assert game.decision is not None and game.decision.context == "flash" and game.state.step == "flash_after_block"
    assert game.decision.player == 1 - player  # 10-10-1: straight to the flash window after blocking
    S.pass_flash(game)
    assert target not in game.state.cards and game.card(other).zone.name == Z.FIELD
    assert S.pool(game, 1 - player, Z.LIFE) == (5, 0)  # a blocked attack: no damage
    assert game.decision is not None and game.decision.context == "main"  # back to the main step
