"""Summoning, placing and magic costs (2-7, 10-6 to 10-8), paying with cores, core moves and levels (2-10)."""

from engine import Action, PlayerId
from engine.rulesets.battle_spirits_saga import stats as St
from engine.rulesets.battle_spirits_saga import zones as Z
from tests.engine.rulesets.battle_spirits_saga import support as S


def test_reduction_is_capped_by_the_printed_reduction_symbols_2_7_3():
    game, player = S.cleared_main()
    for _ in range(4):
        S.put(game, player, "T-1", cores=1)  # four red symbols
    card = S.put(game, player, "T-R5", Z.HAND)  # cost 5, two red reduction symbols
    assert St.payable_cost(game, card, player) == 3


def test_a_double_colour_symbol_counts_as_the_colour_the_player_needs_2_8_2_2():
    game, player = S.cleared_main()
    S.put(game, player, "T-DUAL", cores=1)  # red/blue
    S.put(game, player, "T-BLUE", cores=1)  # blue
    card = S.put(game, player, "T-RB", Z.HAND)  # cost 2, one red and one blue reduction symbol
    assert St.payable_cost(game, card, player) == 0


def test_summoning_pays_the_cost_into_the_trash_and_places_cores_10_6_6_10_6_7():
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 5, soul=1)
    card = S.put(game, player, "T-3K", Z.HAND)
    S.act(game, "summon", player, card=card, number=2)
    spirit = S.zone(game, Z.FIELD, player)[0]
    assert game.card(spirit).tokens == {Z.CORE: 2} and game.card(spirit).orientation == Z.REFRESHED
    assert S.pool(game, player, Z.TRASH) == (3, 0) and S.pool(game, player, Z.RESERVE) == (0, 1)
    assert St.level(game, spirit) == 1


def test_a_summon_placing_fewer_cores_than_its_lowest_level_is_refused_10_6_7():
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 5, soul=1)
    card = S.put(game, player, "T-3K", Z.HAND)
    assert S.refusal(game, "summon", player, card=card, number=0) == "10-6-7"


def test_a_cost_that_cannot_be_paid_in_full_is_refused_8_4_2_3():
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 2, soul=0)
    card = S.put(game, player, "T-3K", Z.HAND)
    assert S.refusal(game, "summon", player, card=card, number=1) in ("10-6", "10-6-6")
    assert not [a for a in game.legal_actions() if a.kind == "summon"]


def test_cores_are_taken_only_from_your_own_field_10_6_6():
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 1, soul=0)
    theirs = S.put(game, 1 - player, "T-3K", cores=3)
    card = S.put(game, player, "T-1", Z.HAND)
    assert S.refusal(game, "summon", player, card=card, number=1, picks=(theirs,)) == "10-6-6"


def test_the_soul_core_is_used_only_when_the_plan_says_so_4_11_3():
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 1, soul=1)
    card = S.put(game, player, "T-1", Z.HAND)  # cost 1, LV1 one core: two cores needed
    assert S.refusal(game, "summon", player, card=card, number=1) == "10-6-6"
    S.act(game, "summon", player, card=card, number=1, option="soul_core_placed")
    spirit = S.zone(game, Z.FIELD, player)[0]
    assert game.card(spirit).tokens == {Z.SOUL: 1} and S.pool(game, player, Z.TRASH) == (1, 0)


def test_reduction_is_worked_out_before_payment_and_the_source_is_self_destroyed_10_6_5_9_3_2():
    game, player = S.cleared_main()
    source = S.put(game, player, "T-1", cores=1)  # the only red symbol
    watcher = S.put(game, player, "T-WATCHB", cores=1)  # blue: "when a spirit of yours is destroyed, draw"
    card = S.put(game, player, "T-R5", Z.HAND)  # cost 5, two red reduction symbols
    assert St.payable_cost(game, card, player) == 4
    S.set_cores(game, player, Z.RESERVE, 4, soul=0)
    hand = len(S.zone(game, Z.HAND, player))
    S.act(game, "summon", player, card=card, number=1, picks=(source,))  # the source's only core pays
    assert source not in game.state.cards and len(S.zone(game, Z.TRASH, player)) == 1
    assert [game.card(i).card_id for i in S.zone(game, Z.FIELD, player)] == ["T-WATCHB", "T-R5"]
    assert game.card(watcher).zone.name == Z.FIELD
    assert len(S.zone(game, Z.HAND, player)) == hand - 1  # self-destruction: the watcher drew nothing


def test_paying_a_cost_with_a_spirits_cores_lowers_its_level_2_10_3():
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 0, soul=0)
    climber = S.put(game, player, "T-LV", cores=3)  # LV1 1 core / LV2 3 cores
    assert St.level(game, climber) == 2 and St.bp(game, climber) == 4000
    magic = S.put(game, player, "T-DRAW", Z.HAND)
    S.act(game, "magic", player, card=magic, picks=(climber,))
    assert St.level(game, climber) == 1 and St.bp(game, climber) == 1000
    assert game.card(climber).zone.name == Z.FIELD


def test_moving_the_last_core_off_a_spirit_self_destroys_it_without_triggers_6_6_1_2_3_10_1_1_1():
    game, player = S.cleared_main()
    spirit = S.put(game, player, "T-3K", cores=1)
    S.put(game, player, "T-WATCH", cores=1)
    hand = len(S.zone(game, Z.HAND, player))
    S.act(game, "move_cores", player, card=spirit, number=1)
    assert spirit not in game.state.cards
    assert len(S.zone(game, Z.TRASH, player)) == 1
    assert len(S.zone(game, Z.HAND, player)) == hand  # the watcher drew nothing


def test_an_opponents_effect_taking_the_last_core_destroys_by_that_effect_9_3_2_1():
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 1, soul=0)
    theirs = S.put(game, 1 - player, "T-3K", cores=1)
    S.put(game, 1 - player, "T-WATCH", cores=1)
    hand = len(S.zone(game, Z.HAND, 1 - player))
    drain = S.put(game, player, "T-DRAIN", Z.HAND)
    S.use_magic(game, player, drain, at=theirs)
    assert theirs not in game.state.cards
    assert len(S.zone(game, Z.HAND, 1 - player)) == hand + 1  # the watcher's "when destroyed" drew a card


def test_core_moves_between_reserve_and_cards_level_up_6_6_1_2_3():
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 3, soul=1)
    climber = S.put(game, player, "T-LV", cores=1)
    S.act(game, "move_cores", player, target=climber, number=2)
    assert St.level(game, climber) == 2 and S.pool(game, player, Z.RESERVE) == (1, 1)
    S.act(game, "move_cores", player, target=climber, option="soul", number=1)
    assert game.card(climber).tokens == {Z.CORE: 3, Z.SOUL: 1}
    other = S.put(game, player, "T-3K", cores=1)
    S.act(game, "move_cores", player, card=climber, target=other, number=1)
    assert St.cores_on(game, other) == 2


def test_moving_cores_to_the_same_card_or_an_opponents_card_is_refused_1_3_2_2():
    game, player = S.cleared_main()
    mine = S.put(game, player, "T-3K", cores=2)
    theirs = S.put(game, 1 - player, "T-3K", cores=2)
    assert S.refusal(game, "move_cores", player, card=mine, target=mine, number=1) == "1-3-2-2"
    assert S.refusal(game, "move_cores", player, card=mine, target=theirs, number=1) == "6-6-1-2-3"
    assert S.refusal(game, "move_cores", player, card=mine, number=5) == "6-6-1-2-3"


def test_placing_a_nexus_10_7_and_a_nexus_is_not_summoned_as_a_spirit():
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 2, soul=0)
    nexus = S.put(game, player, "T-NEX", Z.HAND)
    assert S.refusal(game, "summon", player, card=nexus, number=0) == "10-6"
    S.act(game, "place", player, card=nexus, number=0)
    placed = S.zone(game, Z.FIELD, player)[0]
    assert game.definition(placed).category == "nexus" and S.pool(game, player, Z.RESERVE) == (1, 0)


def test_magic_main_effect_resolves_then_goes_to_the_trash_10_8_8_and_flash_only_is_refused_8_1_6_1():
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 3, soul=0)
    study = S.put(game, player, "T-DRAW", Z.HAND)
    zap = S.put(game, player, "T-ZAP", Z.HAND)
    hand = len(S.zone(game, Z.HAND, player))
    assert S.refusal(game, "magic", player, card=zap) == "8-1-6-1"
    S.act(game, "magic", player, card=study)
    assert len(S.zone(game, Z.HAND, player)) == hand  # one used, one drawn
    assert [game.card(i).card_id for i in S.zone(game, Z.TRASH, player)] == ["T-DRAW"]
    assert S.pool(game, player, Z.TRASH) == (1, 0)  # 3-4-1: the cost's core in the core section


def test_one_burst_set_per_turn_only_cards_with_a_burst_6_6_1_2_2_3_8_4_3_8_3():
    game, player = S.cleared_main()
    burst = S.put(game, player, "T-BURST", Z.HAND)
    second = S.put(game, player, "T-BURST", Z.HAND)
    plain = S.put(game, player, "T-DRAW", Z.HAND)
    assert S.refusal(game, "set_burst", player, card=plain) == "3-8-4"
    S.act(game, "set_burst", player, card=burst)
    assert S.refusal(game, "set_burst", player, card=second) == "6-6-1-2-2"
    assert len(S.zone(game, Z.BURST, player)) == 1 and not game.card(S.zone(game, Z.BURST, player)[0]).face_up
    game.state.vars.pop("bss_burst_set")  # a later turn
    S.act(game, "set_burst", player, card=second)
    assert len(S.zone(game, Z.BURST, player)) == 1 and len(S.zone(game, Z.TRASH, player)) == 1  # 3-8-3


def test_the_burst_is_hidden_from_the_opponent_3_8_2():
    game, player = S.cleared_main()
    burst = S.put(game, player, "T-BURST", Z.HAND)
    S.act(game, "set_burst", player, card=burst)
    theirs = game.view(PlayerId(1 - player)).zone(S.ref(Z.BURST, player))
    mine = game.view(player).zone(S.ref(Z.BURST, player))
    assert theirs.cards[0].card_id is None and mine.cards[0].card_id == "T-BURST"


_pick = S.pick_core


def test_a_summons_cores_chosen_one_by_one_from_field_cards_and_the_reserve_10_6_6_10_6_7():
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 1, soul=1)
    donor = S.put(game, player, "T-3K", cores=3)
    card = S.put(game, player, "T-3K", Z.HAND)  # cost 3 (one red symbol on the field: no reduction printed)
    S.act(game, "summon", player, card=card, number=1, option="choose_cores")
    assert game.decision is not None and game.decision.rule == "10-6-6"
    assert game.decision.prompt == "Pay the cost of Plain T-3K (3 cores): which core pays core 1?"
    _pick(game, "A core from Plain T-3K")
    _pick(game, "A core from Plain T-3K")
    _pick(game, "The soul core from your reserve")  # the soul core pays (4-11-3)
    assert game.decision is not None and game.decision.context == "core_placement" and game.decision.rule == "10-6-7"
    assert game.decision.prompt == "Place cores on Plain T-3K (LV1: 1 core, LV2: 3 cores): which core is core 1 of 1?"
    _pick(game, "A core from your reserve")
    assert game.decision is not None and game.decision.labels[0] == "Stop with 1 core on it"
    assert game.decision.prompt == "Plain T-3K has 1 core (LV1: 1 core, LV2: 3 cores): place another, or stop"
    _pick(game, "Stop")
    spirit = next(i for i in S.zone(game, Z.FIELD, player) if i != donor)
    assert game.card(spirit).tokens == {Z.CORE: 1} and game.card(donor).tokens == {Z.CORE: 1}
    assert S.pool(game, player, Z.TRASH) == (2, 1) and S.pool(game, player, Z.RESERVE) == (0, 0)
    assert game.decision is not None and game.decision.context == "main"


def test_a_magics_cost_chosen_core_by_core_then_it_resolves_10_8_6():
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 0, soul=1)
    study = S.put(game, player, "T-DRAW", Z.HAND)  # cost 1: draw a card
    hand = len(S.zone(game, Z.HAND, player))
    S.act(game, "magic", player, card=study, option="choose_cores")
    _pick(game, "The soul core from your reserve")
    assert len(S.zone(game, Z.HAND, player)) == hand  # used one, drew one
    assert S.pool(game, player, Z.TRASH) == (0, 1)


def test_choosing_cores_needs_enough_of_them_and_names_no_cards_in_advance_8_4_2_3():
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 2, soul=0)
    spirit = S.put(game, player, "T-1", cores=1)
    card = S.put(game, player, "T-3K", Z.HAND)
    assert S.refusal(game, "summon", player, card=card, number=1, option="choose_cores") == "10-6-6"  # 3 of 4
    S.set_cores(game, player, Z.RESERVE, 3, soul=0)
    assert S.refusal(game, "summon", player, card=card, number=1, option="choose_cores", picks=(spirit,)) == "10-6-6"
    assert S.refusal(game, "summon", player, card=card, number=1, option="choose_cores") == ""


def test_a_chosen_summon_may_place_more_cores_than_its_lowest_level_then_stop_10_6_7():
    """10-6-7: any number of cores from the lowest level's up; the player stops when they like, not before LV1."""
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 7, soul=0)
    card = S.put(game, player, "T-3K", Z.HAND)  # cost 3, LV1 1 core, LV2 3 cores
    S.act(game, "summon", player, card=card, number=1, option="choose_cores")
    S.pick_cores(game, *["A core from your reserve"] * 3, stop=False)
    assert not any(label.startswith("Stop") for label in game.decision.labels), "LV1's core is not placed yet"
    S.pick_cores(game, *["A core from your reserve"] * 3)
    spirit = S.zone(game, Z.FIELD, player)[-1]
    assert game.card(spirit).tokens == {Z.CORE: 3} and S.pool(game, player, Z.RESERVE) == (1, 0)
    assert game.ruleset.card_stats(game, spirit)["level"] == 2
    assert game.decision is not None and game.decision.context == "main"


def test_placing_stops_by_itself_when_no_core_is_left_10_6_7():
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 4, soul=0)
    card = S.put(game, player, "T-3K", Z.HAND)
    S.act(game, "summon", player, card=card, number=1, option="choose_cores")
    S.pick_cores(game, *["A core from your reserve"] * 4, stop=False)
    assert game.decision is not None and game.decision.context == "main"
    assert game.card(S.zone(game, Z.FIELD, player)[-1]).tokens == {Z.CORE: 1}


def test_stopping_before_the_lowest_levels_cores_are_placed_is_refused_and_changes_nothing_10_6_7():
    from engine.rulesets.battle_spirits_saga.core_choice import DONE

    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 5, soul=0)
    card = S.put(game, player, "T-3K", Z.HAND)
    S.act(game, "summon", player, card=card, number=1, option="choose_cores")
    S.pick_cores(game, *["A core from your reserve"] * 3, stop=False)
    assert game.decision is not None and game.decision.context == "core_placement"
    before = game.state.to_data()
    error = game.check(Action("choose", player, picks=(DONE,)))
    assert error is not None and error.rule == "10-6-7"
    assert game.state.to_data() == before


def test_core_move_menu_lines_say_how_many_cores_go_from_where_to_where_6_6_1_2_3():
    from engine.words import Words

    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 2, soul=1)
    spirit = S.put(game, player, "T-3K", cores=1)
    words = Words(game.ruleset, game.database)
    words.learn(game.view(player))
    lines = {words.action(a) for a in game.legal_actions() if a.kind == "move_cores"}
    assert {
        "Move 1 core from the reserve to Plain T-3K",
        "Move 1 core from Plain T-3K to the reserve",
        "Move the soul core from the reserve to Plain T-3K",
    } <= lines
    assert not any("→" in line or line.endswith(": 1") for line in lines)
    S.set_cores(game, player, Z.RESERVE, 0, soul=0)
    refused = game.check(Action("move_cores", player, card=None, target=spirit, number=1))
    assert refused is not None and refused.rule == "6-6-1-2-3"
    assert "There is not 1 core in your reserve." in str(refused)


def test_a_magic_menu_line_says_the_cores_are_chosen_by_the_player_10_8():
    from engine.words import Words

    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 5, soul=1)
    S.put(game, player, "T-DRAW", Z.HAND)
    magic = next(a for a in game.legal_actions() if a.kind == "magic" and a.option == "choose_cores")
    words = Words(game.ruleset, game.database)
    words.learn(game.view(player))
    assert words.action(magic) == "Use magic Study, choosing the cores yourself"


def test_setting_a_burst_is_said_as_a_player_says_it_6_6_1_2_2():
    from engine.words import Words

    game, player = S.cleared_main()
    burst = S.put(game, player, "T-BURST", Z.HAND)
    words = Words(game.ruleset, game.database)
    words.learn(game.view(player))
    assert words.action(Action("set_burst", player, card=burst)) == "Set Plain Burst face down in the burst area"


def test_a_summon_without_cores_enough_says_how_many_are_needed_and_had_10_6_6():
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 1, soul=1)
    card = S.put(game, player, "T-3K", Z.HAND)  # cost 3, LV1 needs 1 core: 4 in all, 2 held
    refused = game.check(Action("summon", player, card=card, number=1))
    assert refused is not None and refused.rule == "10-6-6"
    assert (
        refused.reason
        == "Plain T-3K needs 4 cores (cost 3, and 1 on it for LV1); you have 2 in your reserve and on your field."
    )


def test_a_hand_card_dropped_with_no_move_is_refused_with_the_reason_of_its_own_kind_10_6_10_8():
    """The table guesses "play" for a hand card dropped where no move is legal: the refusal is the summon's,
    placement's or magic's, not the main step's prompt."""
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 1, soul=0)
    spirit = S.put(game, player, "T-3K", Z.HAND)
    magic = S.put(game, player, "T-ZAP", Z.HAND)  # flash only (8-1-6-1)
    refused = game.check(Action("play", player, card=spirit))
    assert refused is not None and refused.rule == "10-6-6" and "needs 4 cores" in refused.reason
    refused = game.check(Action("play", player, card=magic))
    assert refused is not None and refused.rule == game.check(Action("magic", player, card=magic)).rule != "6-6-1-2-1"


def test_the_log_names_the_soul_core_when_it_moves_4_11_1():
    from engine.words import Words

    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 1, soul=1)
    spirit = S.put(game, player, "T-3K", cores=1)
    words = Words(game.ruleset, game.database)
    words.learn(game.view(player))
    events = game.apply(Action("move_cores", player, card=None, target=spirit, number=1, option="soul"))
    lines = [words.event(e) for e in events]
    assert "1 soul core moved from your reserve to Plain T-3K." in lines
    events = game.apply(Action("move_cores", player, card=None, target=spirit, number=1))
    assert "1 core moved from your reserve to Plain T-3K." in [words.event(e) for e in events]


def test_a_summon_menu_line_says_the_level_its_cores_reach_2_10_3():
    from engine.words import Words

    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 9, soul=0)
    card = S.put(game, player, "T-3K", Z.HAND)  # LV1 1 core 3000 BP, LV2 3 cores 5000 BP
    words = Words(game.ruleset, game.database)
    words.learn(game.view(player))
    assert (
        words.action(Action("summon", player, card=card, number=3))
        == "Summon Plain T-3K with 3 cores on it (LV2, 5000 BP)"
    )
    assert (
        words.action(Action("summon", player, card=card, number=1))
        == "Summon Plain T-3K with 1 core on it (LV1, 3000 BP)"
    )
    words = Words(game.ruleset, game.database)  # a card the reader does not know: no level said
    assert words.action(Action("summon", player, card=card, number=3)) == "Summon a card with 3 cores on it"
