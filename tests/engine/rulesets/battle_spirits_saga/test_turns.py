"""The seven steps (6-1 to 6-8), player one's first turn, the deck-out check and step-bound refusals."""

from engine import Action, PlayerId
from engine.rulesets.battle_spirits_saga import zones as Z
from tests.engine.rulesets.battle_spirits_saga import support as S


def test_player_one_has_no_core_step_and_no_attack_step_but_draws_6_3_3_6_7_2_6_4_2():
    game = S.new_game()
    first = S.go_first(game)
    assert game.state.turn == 1 and game.decision is not None and game.decision.context == "main"
    assert S.pool(game, first, Z.RESERVE) == (3, 1)  # no core from the void
    assert len(S.zone(game, Z.HAND, first)) == 6  # 4 + 1 for keeping + the draw step
    assert S.refusal(game, "attack", first, card=0) == "6-7-2"
    game.apply(Action("pass", first))
    assert game.state.turn == 2 and game.state.turn_player != first  # straight to the opponent: no attack step


def test_the_core_step_adds_one_core_from_the_void_6_3_2():
    game = S.new_game()
    first = S.go_first(game)
    before = game.state.pools[Z.void()][Z.CORE]
    S.advance_to(game, "main", turn=2)
    assert S.pool(game, 1 - first, Z.RESERVE) == (4, 1)
    assert game.state.pools[Z.void()][Z.CORE] == before - 1


def test_the_refresh_step_refreshes_the_field_and_returns_trash_cores_6_5_2():
    game, player = S.main_step(turn=2)
    spirit = S.put(game, 1 - player, "T-3K", cores=1, orientation=Z.EXHAUSTED)
    S.set_cores(game, 1 - player, Z.TRASH, 3, soul=0)
    game.apply(Action("pass", player))  # main step ends
    S.advance_to(game, "main", turn=3)
    assert game.card(spirit).orientation == Z.REFRESHED
    assert S.pool(game, 1 - player, Z.TRASH) == (0, 0)
    assert S.pool(game, 1 - player, Z.RESERVE)[0] >= 3 + 3  # its 3 + the trash's 3 (+ the core step's 1)


def test_a_player_with_no_deck_at_their_start_step_loses_9_2_4_but_drawing_from_nothing_is_no_loss_1_3_2():
    game, player = S.main_step(turn=2)
    S.clear(game, 1 - player, Z.DECK)
    assert game.outcome is None
    game.apply(Action("pass", player))
    while game.outcome is None and game.state.turn == 2:
        S.answer_default(game)
    assert game.outcome is not None and game.outcome.rule == "9-2-4" and game.outcome.winner == player


def test_concede_at_any_time_1_2_4():
    game = S.new_game()
    game.apply(Action("concede", PlayerId(1)))
    assert game.outcome is not None and game.outcome.winner == 0 and game.outcome.rule == "1-2-4"


def test_main_step_actions_are_refused_outside_the_main_step_with_their_rule():
    game, player = S.main_step(turn=2)
    spirit = S.put(game, player, "T-3K", cores=2)
    game.apply(Action("pass", player))
    assert game.decision is not None and game.decision.context == "attack"
    assert S.refusal(game, "move_cores", player, card=spirit, number=1) == "6-6-1-2-3"
    assert S.refusal(game, "set_burst", player, card=spirit) == "6-6-1-2-2"
    assert S.refusal(game, "summon", player, card=spirit) == "6-6-1-2-1"


def test_attacking_in_the_main_step_is_refused_6_7_3_2():
    game, player = S.main_step(turn=2)
    spirit = S.put(game, player, "T-3K", cores=1)
    assert S.refusal(game, "attack", player, card=spirit) == "6-7-3-2"


def test_only_the_turn_player_acts_in_the_main_step_6_6_1_2_1():
    game, player = S.main_step(turn=2)
    assert S.refusal(game, "pass", 1 - player) == "6-6-1-2-1"


def test_this_turn_effects_end_in_the_end_step_6_8_1_2():
    game, player = S.main_step(turn=2)
    spirit = S.put(game, player, "T-3K", cores=1)
    game.add_effect("bp", player, (spirit,), 2000, "end_of_turn")
    assert game.ruleset.card_stats(game, spirit)["bp"] == 5000
    game.apply(Action("pass", player))
    game.apply(Action("pass", player))  # no attack
    assert game.ruleset.card_stats(game, spirit)["bp"] == 3000


def test_an_infinite_loop_neither_player_can_end_is_a_draw_12_1_1_1():
    """12-1-1-1: each token destroyed for want of cores makes the hall summon another with none: automatic
    processing that never reaches a player's choice. The game ends in a draw instead of running for ever."""
    from engine.actions import Action
    from engine.rulesets.battle_spirits_saga import zones as Z

    from . import support as S

    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 0, soul=0)
    S.put(game, player, "T-LOOPNEX")
    S.put(game, player, "BSA-T01")  # a Small Supsprite Token with no core: destroyed at the next checkpoint
    game.apply(Action("pass", player))
    assert game.outcome is not None and game.outcome.winner is None and game.outcome.rule == "12-1-1-1"
