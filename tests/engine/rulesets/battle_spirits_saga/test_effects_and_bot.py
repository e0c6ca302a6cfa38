"""Effects (chapter 8), the draw (1-2-3), and the bot policy's reasons to block and to use a flash effect."""

from engine import Action
from engine.bot import heuristic_bot
from engine.rulesets.battle_spirits_saga import build_ruleset
from engine.rulesets.battle_spirits_saga import stats as St
from engine.rulesets.battle_spirits_saga import zones as Z
from engine.rulesets.battle_spirits_saga.management import establish_winner
from tests.engine.rulesets.battle_spirits_saga import support as S


def test_a_trigger_met_several_times_at_once_activates_once_8_6_3():
    game, player = S.cleared_main()
    crypt = S.put(game, player, "BSA-022", cores=2)  # LV2: when a spirit of yours is destroyed, draw
    spirits = [S.put(game, player, "T-1", cores=1) for _ in range(2)]
    hand = len(S.zone(game, Z.HAND, player))
    for spirit in spirits:  # an opponent's effect takes the last core off both at once
        game.state.cards[spirit].tokens.clear()
    game.apply(Action("move_cores", player, card=None, target=crypt, number=1))
    assert all(s not in game.state.cards for s in spirits)
    assert len(S.zone(game, Z.HAND, player)) == hand + 1  # one draw, not two


def test_an_activated_main_effect_with_its_cost_and_level_condition_8_1_3_2_10_2():
    game, player = S.cleared_main()
    beacon = S.put(game, player, "BSA-032", cores=0)  # LV2 (3 cores): exhaust it to draw, once a turn
    assert S.refusal(game, "activate", player, card=beacon, number=0) == "2-10-2"  # LV1: not yet
    game.add_tokens(beacon, Z.CORE, 3)
    hand = len(S.zone(game, Z.HAND, player))
    S.act(game, "activate", player, card=beacon, number=0)
    assert len(S.zone(game, Z.HAND, player)) == hand + 1 and game.card(beacon).orientation == Z.EXHAUSTED
    assert S.refusal(game, "activate", player, card=beacon, number=0) == "8-1-3-1"  # once a turn, exhausted


def test_a_magic_labelled_main_and_flash_works_in_both_8_1_6_1():
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 6, soul=0)
    theirs = S.put(game, 1 - player, "T-3K", cores=1)
    bell = S.put(game, player, "BSA-053", Z.HAND)  # Gilded Bell: -2000 BP, main or flash
    S.act(game, "magic", player, card=bell)
    assert St.bp(game, theirs) == 1000
    striker = S.put(game, player, "T-1", cores=1)
    bell2 = S.put(game, player, "BSA-053", Z.HAND)
    S.attack(game, player, striker)
    game.apply(Action("pass", 1 - player))
    S.act(game, "magic", player, card=bell2)
    assert theirs not in game.state.cards  # 0 BP: destroyed by the effect (9-4-2-1)


def test_both_lives_at_zero_at_once_is_a_draw_1_2_3():
    game, _ = S.cleared_main()
    S.set_cores(game, 0, Z.LIFE, 0)
    S.set_cores(game, 1, Z.LIFE, 0)
    assert establish_winner(game)
    assert game.outcome is not None and game.outcome.winner is None and game.outcome.rule == "1-2-3"


def _bot_choice(game, player):
    bot = heuristic_bot(build_ruleset(), S.database(), "policy")
    return bot.choose(game.view(player), game.legal_actions())


def test_the_bot_blocks_with_a_spirit_that_wins_and_lets_a_hopeless_block_go():
    game, player = S.cleared_main()
    striker = S.put(game, player, "T-3K", cores=1)  # 3000 BP
    weak = S.put(game, 1 - player, "T-1", cores=1)  # 1000 BP
    strong = S.put(game, 1 - player, "T-5KB", cores=1)  # 5000 BP
    S.attack(game, player, striker)
    S.to_block(game)
    choice = _bot_choice(game, 1 - player)
    assert choice.kind == "block" and choice.card == strong
    assert weak in game.state.cards


def test_the_bot_uses_a_bp_boost_in_a_flash_window_only_when_it_turns_the_battle():
    game, player = S.cleared_main()
    striker = S.put(game, player, "T-3K", cores=1)  # 3000 BP
    blocker = S.put(game, 1 - player, "T-1", cores=3)  # LV2: 3000 BP, a tie
    S.set_cores(game, 1 - player, Z.RESERVE, 3, soul=0)
    ward = S.put(game, 1 - player, "BSA-043", Z.HAND)  # Gust Ward: +3000 BP until the end of the battle
    S.attack(game, player, striker)
    S.to_block(game)
    S.act(game, "block", 1 - player, card=blocker)
    choice = _bot_choice(game, 1 - player)
    assert choice.kind == "magic" and choice.card == ward
    game.apply(choice)
    while game.decision is not None and game.decision.context == "ability_target":
        game.apply(_bot_choice(game, game.decision.player))
    assert St.bp(game, blocker) == 6000


def _bot_resolves(game, player):
    """The bot answers every question of `player` (targets, a burst) until the window opens again."""
    while game.decision is not None and game.decision.player == player and game.decision.kind != "act":
        game.apply(_bot_choice(game, player))


def test_the_bot_takes_control_of_a_refreshed_spirit_with_mind_tether_before_summoning():
    """Mind Tether (take control of an opponent's spirit with 3000 BP or less until the end of the turn) was never
    played: its effect had no score. With a refreshed 3000 BP spirit to take (it attacks for the bot and cannot
    block) it comes first; with only an exhausted one it is kept."""
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 6, soul=0)
    tired = S.put(game, 1 - player, "T-1", cores=1, orientation=Z.EXHAUSTED)
    tether = S.put(game, player, "BSA-058", Z.HAND)
    S.put(game, player, "T-3K", Z.HAND)  # a summon it could make instead
    assert not (_bot_choice(game, player).kind == "magic" and _bot_choice(game, player).card == tether)
    target = S.put(game, 1 - player, "T-3K", cores=1)
    choice = _bot_choice(game, player)
    assert choice.kind == "magic" and choice.card == tether
    game.apply(choice)
    _bot_resolves(game, player)
    assert game.card(target).controller == player and game.card(tired).controller == 1 - player


def test_the_bot_uses_withering_tide_with_the_least_x_that_destroys_a_spirit():
    """Withering Tide (cost 1 + X: put X cores from an opponent's spirit into the void) was never played: the bot
    scored the largest X it could pay and used it only with a core left over. X = 1 takes the last core of a 5000 BP
    spirit (destroyed short of its LV1 core, 9-3-2-1); the 1000 BP spirit's soul core cannot go to the void."""
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 4, soul=0)
    strong = S.put(game, 1 - player, "T-5KB", cores=1)
    kept = S.put(game, 1 - player, "T-1", soul=True)
    tide = S.put(game, player, "BSA-056", Z.HAND)
    choice = _bot_choice(game, player)
    assert (choice.kind, choice.card, choice.number) == ("magic", tide, 1)
    game.apply(choice)
    _bot_resolves(game, player)
    assert strong not in game.state.cards and kept in game.state.cards


def test_the_bot_exhausts_a_refreshed_spirit_with_undertow_snares_burst_not_the_exhausted_attacker():
    """Undertow Snare's burst (when an opponent's spirit attacks, exhaust an opponent's spirit) showed no effect line:
    the bot chose the attacker, already exhausted by its attack, so nothing changed. It exhausts a refreshed one."""
    game, player = S.cleared_main()
    striker = S.put(game, player, "T-3K", cores=1)
    fresh = S.put(game, player, "T-1", cores=1)
    S.put(game, 1 - player, "BSA-033", Z.BURST, face_up=False)
    S.attack(game, player, striker)
    assert game.decision.context == "burst" and game.decision.player == 1 - player
    _bot_resolves(game, 1 - player)
    assert game.card(fresh).orientation == Z.EXHAUSTED


def test_the_turn_player_chooses_which_of_both_players_simultaneous_effects_resolves_first_8_5_2_4():
    game, player = S.cleared_main()
    striker = S.put(game, player, "T-5K", cores=1)
    blocker = S.put(game, 1 - player, "T-5KB", cores=1)
    S.put(game, player, "T-WATCHB", cores=1, orientation=Z.EXHAUSTED)  # each player draws when a spirit of theirs
    S.put(game, 1 - player, "T-WATCHB", cores=1, orientation=Z.EXHAUSTED)  # is destroyed
    S.attack(game, player, striker)
    S.to_block(game)
    S.act(game, "block", 1 - player, card=blocker)
    S.pass_flash(game)  # 5000 against 5000: both destroyed at once
    decision = game.decision
    assert decision is not None and decision.context == "order_triggers" and decision.player == player
    assert len(decision.options) == 2 and sum("(opponent's)" in label for label in decision.labels) == 1
    hands = [len(S.zone(game, Z.HAND, seat)) for seat in (0, 1)]
    game.apply(Action("choose", player, picks=(decision.options[0],)))
    assert [len(S.zone(game, Z.HAND, seat)) for seat in (0, 1)] != hands


def _hand(game, seat):
    return len(S.zone(game, Z.HAND, seat))


def test_trigger_points_destroyed_by_the_opponent_and_the_end_of_the_battle_10_15_1_7_1_6_1():
    game, player = S.cleared_main()
    striker = S.put(game, player, "T-EV-battle_ends", cores=1)
    dying = S.put(game, player, "T-EV-destroyed_by_opponent", cores=1)
    S.set_cores(game, 1 - player, Z.RESERVE, 2, soul=0)
    zap = S.put(game, 1 - player, "T-ZAP", Z.HAND)
    mine = _hand(game, player)
    S.attack(game, player, striker)
    S.use_magic(game, 1 - player, zap, at=dying)  # the opponent's flash destroys one of my spirits
    assert dying not in game.state.cards and _hand(game, player) == mine + 1  # destroyed by the opponent: draw
    S.pass_flash(game)  # no blocker: damage, then the battle ends
    assert game.card(striker).zone.name == Z.FIELD and _hand(game, player) == mine + 2


def test_trigger_point_when_this_spirit_blocks_7_1_3_2():
    game, player = S.cleared_main()
    striker = S.put(game, player, "T-3K", cores=1)
    blocker = S.put(game, 1 - player, "T-EV-when_blocks", cores=1)
    theirs = _hand(game, 1 - player)
    S.attack(game, player, striker)
    S.to_block(game)
    S.act(game, "block", 1 - player, card=blocker)
    assert _hand(game, 1 - player) == theirs + 1


def test_trigger_points_at_the_start_and_end_steps_6_2_1_6_8_1_1():
    game, player = S.cleared_main()
    S.put(game, player, "T-EV-end_step", cores=1)
    S.put(game, 1 - player, "T-EV-start_step", cores=1)
    mine, theirs = _hand(game, player), _hand(game, 1 - player)
    game.apply(Action("pass", player))  # main step ends
    game.apply(Action("pass", player))  # attack step ends: the end step
    assert _hand(game, player) == mine + 1
    assert _hand(game, 1 - player) == theirs + 2  # its start-step draw, then the draw step


def test_an_effect_activated_while_another_resolves_resolves_before_those_already_waiting_8_5_2_4():
    """8-5-2-4: "begin resolution with the most recently activated effect". The summon activates two effects at once
    (the turn player picks the destruction first); the destruction activates the opponent's watcher, which resolves
    before the turn player's other effect that was already waiting, without a question."""
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 5, soul=0)
    S.put(game, player, "T-SUMWATCH", cores=1)
    victim = S.put(game, 1 - player, "T-1", cores=1)
    S.put(game, 1 - player, "T-WATCHB", cores=1)
    card = S.put(game, player, "T-SUMKILL", Z.HAND)
    S.act(game, "summon", player, card=card, number=1)
    decision = game.decision
    assert decision is not None and decision.context == "order_triggers" and decision.player == player
    strike = decision.options[decision.labels.index("Arrival Strike: destroy")]
    events = game.apply(Action("choose", player, picks=(strike,)))
    assert game.decision is not None and game.decision.context == "ability_target"
    events = game.apply(Action("choose", player, picks=(victim,)))
    assert victim not in game.state.cards
    assert game.decision is not None and game.decision.context == "main", "no second question: the newest first"
    draws = [e.player for e in events if e.kind == "move" and e.src is not None and e.src.name == Z.DECK]
    assert draws == [1 - player, player], "the opponent's watcher (activated during the strike) resolved first"


def test_effects_activated_inside_an_effect_activated_inside_another_resolve_innermost_first_8_5_2_4():
    """A stack two deep: the strike destroys the opponent's spirit, their Avenger (activated during the strike)
    destroys one of the turn player's spirits, whose watcher (activated during the Avenger) resolves next, and only
    then the turn player's other summon effect that waited from the start. No order is asked after the first."""
    game, player = S.cleared_main()
    other = 1 - player
    S.set_cores(game, player, Z.RESERVE, 5, soul=0)
    S.put(game, player, "T-SUMWATCH", cores=1)
    mine = S.put(game, player, "T-WATCH", cores=1)  # draws when a spirit of its controller is destroyed
    victim = S.put(game, other, "T-1", cores=1)
    S.put(game, other, "T-AVENGER", cores=1)
    card = S.put(game, player, "T-SUMKILL", Z.HAND)
    S.act(game, "summon", player, card=card, number=1)
    decision = game.decision
    strike = decision.options[decision.labels.index("Arrival Strike: destroy")]
    game.apply(Action("choose", player, picks=(strike,)))
    game.apply(Action("choose", player, picks=(victim,)))  # the strike's target
    hand = len(S.zone(game, Z.HAND, player))
    assert game.decision is not None and game.decision.context == "ability_target" and game.decision.player == other
    game.apply(Action("choose", other, picks=(mine,)))  # the Avenger destroys the watcher itself
    assert mine not in game.state.cards and victim not in game.state.cards
    assert game.decision is not None and game.decision.context == "main", game.decision
    assert len(S.zone(game, Z.HAND, player)) == hand + 2  # the watcher's draw, then the summon watcher's
