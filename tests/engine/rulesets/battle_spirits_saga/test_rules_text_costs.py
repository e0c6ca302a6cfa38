"""Costs read from the rules text (2-7-3, 10-6 to 10-8, 8-4, 4-11-3): cases the other cost tests leave out."""

from engine.rulesets.battle_spirits_saga import stats as St
from engine.rulesets.battle_spirits_saga import zones as Z
from tests.engine.rulesets.battle_spirits_saga import rules_text as R
from tests.engine.rulesets.battle_spirits_saga import support as S


def _red_symbols(game, player, count: int) -> None:
    """`count` red symbols on `player`'s field: plain red spirits with one symbol, a core on each."""
    for _ in range(count):
        S.put(game, player, "T-1", cores=1)


def test_placing_a_nexus_is_reduced_by_your_symbols_10_7_5():
    """10-7-5: "Reduce the cost of the card by one for each symbol on your field matching ... The resulting number
    becomes the placement cost." A cost-3 nexus with two red reduction symbols, two red symbols on the field: 1."""
    game, player = R.cleared_main()
    _red_symbols(game, player, 2)
    S.set_cores(game, player, Z.RESERVE, 1, soul=0)
    nexus = S.put(game, player, "R-NEXR", Z.HAND)
    assert St.payable_cost(game, nexus, player) == 1
    S.act(game, "place", player, card=nexus, number=0)
    assert [game.definition(i).name for i in S.zone(game, Z.FIELD, player)][-1] == "Red Ward Nexus"
    assert S.pool(game, player, Z.RESERVE) == (0, 0) and S.pool(game, player, Z.TRASH) == (1, 0)


def test_using_a_magic_card_is_reduced_by_your_symbols_10_8_5():
    """10-8-5: the magic card's use cost is its cost less one per matching symbol on your field, capped by its
    printed reduction symbols (2-7-3): cost 3, two red reduction symbols, three red symbols: the use cost is 1."""
    game, player = R.cleared_main()
    _red_symbols(game, player, 3)
    S.set_cores(game, player, Z.RESERVE, 1, soul=0)
    lesson = S.put(game, player, "R-MAGR", Z.HAND)
    hand = R.hand_size(game, player)
    S.act(game, "magic", player, card=lesson)
    assert R.hand_size(game, player) == hand  # used one, drew one
    assert S.pool(game, player, Z.TRASH) == (1, 0) and S.pool(game, player, Z.RESERVE) == (0, 0)


def test_a_reduction_larger_than_the_cost_makes_it_zero_never_negative_2_7_3_1_3_6():
    """2-7-3 with 1-3-6 ("Numbers that would become a negative number are treated as zero"): a cost-1 spirit with
    two red reduction symbols and two red symbols on the field costs 0; nothing is paid back."""
    game, player = R.cleared_main()
    _red_symbols(game, player, 2)
    S.set_cores(game, player, Z.RESERVE, 1, soul=0)
    cheap = S.put(game, player, "R-CHEAP", Z.HAND)
    assert St.payable_cost(game, cheap, player) == 0
    S.act(game, "summon", player, card=cheap, number=1)
    assert S.pool(game, player, Z.TRASH) == (0, 0) and S.pool(game, player, Z.RESERVE) == (0, 0)


def test_only_symbols_on_your_own_field_reduce_a_cost_2_7_3():
    """2-7-3: "for each symbol on your field": the opponent's red spirits reduce nothing."""
    game, player = R.cleared_main()
    _red_symbols(game, 1 - player, 2)
    card = S.put(game, player, "T-R5", Z.HAND)  # cost 5, two red reduction symbols
    assert St.payable_cost(game, card, player) == 5


def test_each_reduction_symbol_is_matched_by_its_own_colour_2_7_3():
    """2-7-3: a symbol reduces only when it matches "one of the card's reduction symbols": a red and a blue reduction
    symbol with two red symbols on the field (no blue) reduce the cost by one, not two."""
    game, player = R.cleared_main()
    _red_symbols(game, player, 2)
    card = S.put(game, player, "T-RB", Z.HAND)  # cost 2, one red and one blue reduction symbol
    assert St.payable_cost(game, card, player) == 1


def test_a_cost_is_paid_from_field_cards_and_the_reserve_together_10_6_6():
    """10-6-6: the cost's cores come "from their field, their reserve, or both": one from the reserve and two from a
    spirit's spare cores pay a cost of 3, all three into the trash."""
    game, player = R.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 2, soul=0)
    donor = S.put(game, player, "T-3K", cores=3)  # LV2; one core is enough for LV1
    card = S.put(game, player, "T-3K", Z.HAND)  # cost 3, LV1 one core
    S.act(game, "summon", player, card=card, number=1, picks=(donor, donor))
    assert St.cores_on(game, donor) == 1 and St.level(game, donor) == 1
    assert S.pool(game, player, Z.TRASH) == (3, 0) and S.pool(game, player, Z.RESERVE) == (0, 0)


def test_an_effect_cost_that_cannot_be_paid_in_full_is_not_paid_and_the_effect_does_not_activate_8_4_2_3_8_4_2_4():
    """8-4-2-3 "can only be paid if every portion of it is able to be paid", 8-4-2-4 "If you cannot pay the effect
    cost, that effect does not activate": a "when summoned" effect costing two discards, with one card in hand,
    discards nothing and draws nothing."""
    game, player = R.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 2, soul=0)
    scholar = S.put(game, player, "R-PAYDRAW", Z.HAND)
    S.put(game, player, "T-3K", Z.HAND)  # the one card left to discard
    S.act(game, "summon", player, card=scholar, number=1)
    S.advance_to(game, "main")
    assert [game.card(i).card_id for i in S.zone(game, Z.HAND, player)] == ["T-3K"]
    assert S.zone(game, Z.TRASH, player) == []


def test_an_effect_cost_paid_in_full_lets_the_effect_activate_8_4_2():
    """8-4-2: "To pay an effect cost means to resolve the directives described in that effect cost": with two cards
    to discard the effect is paid (both discarded) and draws three."""
    game, player = R.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 2, soul=0)
    scholar = S.put(game, player, "R-PAYDRAW", Z.HAND)
    S.put(game, player, "T-3K", Z.HAND)
    S.put(game, player, "T-3K", Z.HAND)
    S.act(game, "summon", player, card=scholar, number=1)
    while game.decision is not None and game.decision.context != "main":
        decision = game.decision
        if decision.kind.value == "yes_no":
            S.act(game, "yes", decision.player)
        else:
            S.answer_default(game)
    assert len(S.zone(game, Z.TRASH, player)) == 2 and R.hand_size(game, player) == 3


def test_the_soul_core_is_not_put_into_the_void_by_an_effect_that_does_not_name_it_4_11_3():
    """4-11-3: soul cores "cannot be placed into a player's life or the void by an effect unless that effect
    specifically targets soul cores": removing two cores to the void from a spirit holding one core and the soul
    core takes the core only; the spirit keeps the soul core and stays on the field."""
    game, player = R.cleared_main()
    spirit = S.put(game, 1 - player, "T-3K", cores=1, soul=True)
    void = game.state.pools[Z.void()][Z.CORE]
    S.act(game, "magic", player, card=S.put(game, player, "R-VOID", Z.HAND))
    tokens = game.card(spirit).tokens
    assert (tokens.get(Z.CORE, 0), tokens.get(Z.SOUL, 0)) == (0, 1) and game.card(spirit).zone.name == Z.FIELD
    assert game.state.pools[Z.void()][Z.CORE] == void + 1 and game.state.pools[Z.void()].get(Z.SOUL, 0) == 0


def test_activating_a_burst_pays_no_cost_10_9_2():
    """10-9-2: "You do not need to pay the card cost to activate a burst": with no core in the reserve or on the
    field, the cost-2 burst set for "after your spirit is destroyed" still resolves, and no core moves."""
    game, player = R.cleared_main()
    S.set_cores(game, 1 - player, Z.RESERVE, 0, soul=0)
    S.put(game, 1 - player, "T-BURST-DESTROYED", Z.BURST, face_up=False)
    theirs = S.put(game, 1 - player, "T-1", cores=1)
    hand = R.hand_size(game, 1 - player)
    S.act(game, "magic", player, card=S.put(game, player, "T-DRAIN", Z.HAND))  # its last core: destroyed
    assert game.decision is not None and game.decision.context == "burst"
    S.act(game, "yes", 1 - player)
    S.advance_to(game, "main")
    assert theirs not in game.state.cards and R.hand_size(game, 1 - player) == hand + 1
    assert S.pool(game, 1 - player, Z.TRASH) == (0, 0) and S.pool(game, 1 - player, Z.RESERVE) == (1, 0)


def test_a_magic_waiting_to_resolve_is_not_counted_in_the_hand_10_8_7():
    """10-8-7: a card waiting to have its effect resolved is "not counted among other cards in that area, and
    cannot be observed by other effects": a magic saying "discard a card", used from a hand holding nothing else,
    cannot discard itself; it goes to the trash after resolving (10-8-8) and nothing else moves."""
    game, player = R.cleared_main()
    purge = S.put(game, player, "R-PURGE", Z.HAND)
    S.act(game, "magic", player, card=purge)
    S.advance_to(game, "main")
    assert [game.card(i).card_id for i in S.zone(game, Z.TRASH, player)] == ["R-PURGE"]
    assert R.hand_size(game, player) == 0


def test_an_x_cost_is_part_of_the_cost_that_symbols_reduce_10_8_4_10_8_5_4_6_1():
    """10-8-4 "Determine the cost of the card", 4-6-1 (X is part of "their cost"), then 10-8-5 "Reduce the cost of the
    card by one for each symbol": cost 1 + X with two red reduction symbols and two red symbols, X = 3: the use cost
    is 1 + 3 - 2 = 2, not 3 (the reduction is not lost on the printed 1 alone)."""
    game, player = R.cleared_main()
    _red_symbols(game, player, 2)
    S.set_cores(game, player, Z.RESERVE, 2, soul=0)
    study = S.put(game, player, "R-XRED", Z.HAND)
    assert S.refusal(game, "magic", player, card=study, number=3) == ""
    assert S.refusal(game, "magic", player, card=study, number=4) == "10-8-6"  # 3 cores: 2 held
    xs = sorted(a.number for a in game.legal_actions() if a.kind == "magic" and a.card == study and not a.option)
    assert xs == [0, 1, 2, 3]
    S.act(game, "magic", player, card=study, number=3)
    assert S.pool(game, player, Z.TRASH) == (2, 0) and S.pool(game, player, Z.RESERVE) == (0, 0)
