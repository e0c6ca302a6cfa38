"""The End Step (6-8) and the end of a battle (7-1-6) read from the rules text: cases left out elsewhere."""

from engine import Action
from engine.rulesets.battle_spirits_saga import stats as St
from engine.rulesets.battle_spirits_saga import zones as Z
from tests.engine.rulesets.battle_spirits_saga import rules_text as R
from tests.engine.rulesets.battle_spirits_saga import support as S


def _end_turn(game, player) -> None:
    """From the main step: end it and the attack step; answer dully until the next turn's first decision."""
    turn = game.state.turn
    game.apply(Action("pass", player))
    while game.outcome is None and game.state.turn == turn:
        S.answer_default(game)


def test_end_of_opponents_turn_effects_activate_in_the_opponents_end_step_6_8_1_1():
    """6-8-1-1: "Effects worded 'end of your turn' or 'end of opponent's turn' activate now": a spirit's "at the end
    of your opponent's turn" effect draws its controller a card in the other player's end step, not in its own."""
    game, player = R.cleared_main()
    S.put(game, 1 - player, "R-ENDOPP", cores=1)
    hand = R.hand_size(game, 1 - player)
    _end_turn(game, player)
    assert R.hand_size(game, 1 - player) == hand + 1 + 1  # the effect's draw and the draw step's (6-4-2)
    S.advance_to(game, "main")
    before = R.hand_size(game, 1 - player)
    _end_turn(game, 1 - player)
    assert R.hand_size(game, 1 - player) == before  # its own end step: nothing


def test_this_turn_effects_made_by_either_player_end_in_the_end_step_6_8_1_2():
    """6-8-1-2: effects "only active 'during this turn' ... become inactive": the non-turn player's own "+BP this
    turn" (made in a flash window) ends too."""
    game, player = R.cleared_main()
    theirs = S.put(game, 1 - player, "T-3K", cores=1)
    game.add_effect("bp", 1 - player, (theirs,), 3000, "end_of_turn")
    assert St.bp(game, theirs) == 6000
    _end_turn(game, player)
    assert St.bp(game, theirs) == 3000


def test_until_the_end_of_your_opponents_next_turn_made_in_the_opponents_turn_outlives_that_turn_6_8_1_2():
    """An effect "until the end of your opponent's next turn" (`end_of_opponent_turn`) made by the non-turn player
    in a flash window of the turn player's turn: that turn is not the opponent's NEXT one, so the effect lasts through
    it and the non-turn player's own turn, and ends in the end step of the turn after (6-8-1-2)."""
    game, player = R.cleared_main()
    theirs = S.put(game, 1 - player, "T-3K", cores=1)
    game.add_effect("bp", 1 - player, (theirs,), 3000, "end_of_opponent_turn", player=player)  # as a flash effect
    for ender in (player, 1 - player):
        _end_turn(game, ender)
        assert St.bp(game, theirs) == 6000
        S.advance_to(game, "main")
    _end_turn(game, player)
    assert St.bp(game, theirs) == 3000


def test_an_end_step_effect_lasting_this_turn_ends_in_that_same_end_step_6_8_1_1_6_8_1_2():
    """6-8-1-1 then 6-8-1-2: the "+1000 BP during this turn" an end-step effect makes is over before the next turn."""
    game, player = R.cleared_main()
    swell = S.put(game, player, "R-ENDBOOST", cores=1)
    _end_turn(game, player)
    assert St.bp(game, swell) == 1000


def test_a_spirit_left_at_zero_bp_when_this_turn_effects_end_is_destroyed_before_the_turn_ends_6_8_1_2():
    """6-8-1-2: "Continue resolving any additional events requiring management which occur as a result": a 1000 BP
    spirit under -2000 kept alive by "+3000 this turn" is destroyed when the boost ends, still in that turn, and its
    controller's "when a spirit of yours is destroyed" effect draws then (before the next turn's draw step)."""
    game, player = R.cleared_main()
    spirit = S.put(game, player, "T-1", cores=1)
    S.put(game, player, "T-WATCH", cores=1)
    game.add_effect("bp", 1 - player, (spirit,), -2000, "permanent")
    game.add_effect("bp", player, (spirit,), 3000, "end_of_turn")
    game.apply(Action("pass", player))  # the main step ends
    events = game.apply(Action("pass", player))  # no attack: the end step, then the opponent's turn begins
    kinds = [(e.kind, e.card_id, e.rule) for e in events if e.kind in ("move", "turn")]
    turn_at = kinds.index(("turn", None, ""))
    assert ("move", "T-1", "9-4-2") in kinds[:turn_at]  # destroyed in the end step (BP 0 or less, 9-4-2)
    assert any(kind == "move" and rule == "" for kind, _, rule in kinds[:turn_at])  # the watcher's draw, then
    assert spirit not in game.state.cards


def test_no_cards_are_discarded_in_the_end_step_there_is_no_hand_limit_3_3_4():
    """3-3-4: "There is no limit to the number of cards allowed in a hand": twelve cards stay twelve."""
    game, player = R.cleared_main()
    for _ in range(12):
        S.put(game, player, "T-3K", Z.HAND)
    _end_turn(game, player)
    assert R.hand_size(game, player) == 12 and S.zone(game, Z.TRASH, player) == []


def test_during_the_battle_effects_end_at_the_end_of_the_battle_7_1_6_2():
    """7-1-6-2: effects active "during the battle" "become inactive" at the end of the battle; a "this turn"
    effect made at the same time lasts until the end step (6-8-1-2)."""
    game, player = R.cleared_main()
    striker = S.put(game, player, "T-3K", cores=1)
    game.add_effect("bp", player, (striker,), 2000, "end_of_battle")
    game.add_effect("bp", player, (striker,), 1000, "end_of_turn")
    S.attack(game, player, striker)
    assert St.bp(game, striker) == 6000
    while game.decision is not None and game.decision.context != "attack":
        S.answer_default(game)
    assert St.bp(game, striker) == 4000


def test_the_next_turn_begins_at_the_opponents_start_step_6_8_1_3():
    """6-8-1-3: "The turn ends, and the next turn begins at its start step with the opponent becoming the player
    taking their turn": a start-step effect of the opponent's fires as their turn begins."""
    game, player = R.cleared_main()
    S.put(game, 1 - player, "T-EV-start_step", cores=1)  # at the start of your start step: draw
    hand = R.hand_size(game, 1 - player)
    _end_turn(game, player)
    assert game.state.turn_player == 1 - player
    assert R.hand_size(game, 1 - player) == hand + 1 + 1  # the start-step effect and the draw step


def test_start_of_step_effects_activate_first_and_resolve_after_the_steps_own_management_6_4_1_6_4_2():
    """6-4-1 "Effects worded to trigger 'at the start of the step' activate now", 6-4-2 "draws one card ...
    Afterwards, if there are any effects waiting for resolution, resolve them": "at the start of your draw step,
    discard a card" with an empty hand discards the card just drawn."""
    game, player = R.cleared_main()
    S.put(game, 1 - player, "R-DRAWSTEP", cores=1)
    _end_turn(game, player)
    assert game.state.turn_player == 1 - player
    S.advance_to(game, "main")  # the discard's choice: the one card drawn
    assert R.hand_size(game, 1 - player) == 0 and len(S.zone(game, Z.TRASH, 1 - player)) == 1
