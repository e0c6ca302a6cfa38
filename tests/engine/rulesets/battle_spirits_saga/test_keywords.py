"""The keyword effects of chapter 11, each in a battle or a main step, and bursts (10-9)."""

from engine import Action
from engine.rulesets.battle_spirits_saga import stats as St
from engine.rulesets.battle_spirits_saga import zones as Z
from tests.engine.rulesets.battle_spirits_saga import support as S


def test_awaken_moves_cores_from_other_cards_in_a_flash_window_11_1_1():
    game, player = S.cleared_main()
    striker = S.put(game, player, "T-1", cores=1)
    theirs = S.put(game, 1 - player, "T-AWAKE", cores=1)
    donor = S.put(game, 1 - player, "T-3K", cores=3)
    assert S.refusal(game, "awaken", 1 - player, card=donor, target=theirs, number=2) != ""  # not in a main step
    S.attack(game, player, striker)
    S.act(game, "awaken", 1 - player, card=donor, target=theirs, number=2)
    assert St.cores_on(game, theirs) == 3 and St.level(game, theirs) == 2 and St.bp(game, theirs) == 6000
    assert S.refusal(game, "awaken", player, card=striker, target=striker, number=1) == "11-1-1"


def test_confront_forces_a_block_when_a_spirit_can_block_11_2_1():
    game, player = S.cleared_main()
    striker = S.put(game, player, "T-CONF", cores=1)
    blocker = S.put(game, 1 - player, "T-1", cores=1)
    S.attack(game, player, striker)
    S.to_block(game)
    assert S.refusal(game, "pass", 1 - player) == "11-2-1"
    S.act(game, "block", 1 - player, card=blocker)


def test_curse_destroys_the_blocker_at_the_end_of_the_battle_11_3_1():
    game, player = S.cleared_main()
    striker = S.put(game, player, "T-CURSE", cores=1)  # 1000 BP
    blocker = S.put(game, 1 - player, "T-3K", cores=1)  # 3000 BP: wins the comparison
    S.attack(game, player, striker)
    S.to_block(game)
    S.act(game, "block", 1 - player, card=blocker)
    S.pass_flash(game)
    assert striker not in game.state.cards and blocker not in game.state.cards


def test_immortal_summons_itself_from_the_trash_when_a_matching_spirit_is_destroyed_11_4_1():
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 5, soul=0)
    undying = S.put(game, player, "T-IMM", Z.TRASH)
    zap = S.put(game, 1 - player, "T-ZAP", Z.HAND)
    striker = S.put(game, player, "T-1", cores=1)
    S.put(game, 1 - player, "T-3K", cores=1)
    S.set_cores(game, 1 - player, Z.RESERVE, 2, soul=0)
    S.attack(game, player, striker)
    S.act(game, "magic", 1 - player, card=zap)  # destroys the red attacker
    assert game.decision is not None and game.decision.context == "immortal" and game.decision.player == player
    S.act(game, "yes", player)
    # paid as a normal summon (11-4-1): the player chooses each core paid and placed, and may place more (10-6-7)
    assert game.decision is not None and game.decision.context == "core_payment"
    S.pick_cores(game, *["A core from your reserve"] * 4)
    assert undying not in game.state.cards
    assert [game.card(i).card_id for i in S.zone(game, Z.FIELD, player)] == ["T-IMM"]
    assert game.card(S.zone(game, Z.FIELD, player)[0]).tokens == {Z.CORE: 2}


def test_armor_cannot_be_selected_by_the_opponents_effects_of_its_colours_11_5_1():
    game, player = S.cleared_main()
    armored = S.put(game, 1 - player, "T-ARMOR", cores=1)  # Armor: red
    striker = S.put(game, player, "T-1", cores=1)
    zap = S.put(game, player, "T-ZAP", Z.HAND)  # a red flash: destroy an opponent's spirit
    S.attack(game, player, striker)
    game.apply(Action("pass", 1 - player))
    S.act(game, "magic", player, card=zap)
    assert game.card(armored).zone.name == Z.FIELD


def test_luster_returns_the_magic_used_in_its_battle_to_hand_11_6_1():
    game, player = S.cleared_main()
    shiner = S.put(game, player, "T-LUSTER", cores=1)
    S.set_cores(game, player, Z.RESERVE, 3, soul=0)
    zap = S.put(game, player, "T-ZAP", Z.HAND)
    S.put(game, 1 - player, "T-1", cores=1)
    S.attack(game, player, shiner)
    game.apply(Action("pass", 1 - player))
    S.act(game, "magic", player, card=zap)
    S.pass_flash(game)
    assert [game.card(i).card_id for i in S.zone(game, Z.HAND, player)] == ["T-ZAP"]


def test_blessed_puts_a_void_core_into_life_after_damage_11_7_1():
    game, player = S.cleared_main()
    blessed = S.put(game, player, "T-BLESS", cores=1)
    S.attack(game, player, blessed)
    S.pass_flash(game)
    assert S.pool(game, 1 - player, Z.LIFE) == (4, 0) and S.pool(game, player, Z.LIFE) == (6, 0)


def test_ascend_moves_every_core_of_a_matching_spirit_to_the_reserve_and_is_required_11_8_1():
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 4, soul=0)
    base = S.put(game, player, "T-3K", cores=2, soul=True)
    card = S.put(game, player, "T-ASC", Z.HAND)
    assert S.refusal(game, "summon", player, card=card, number=1) == "11-8-1"
    S.act(game, "summon", player, card=card, number=1, target=base)
    assert base not in game.state.cards  # no cores left: self-destroyed
    assert S.pool(game, player, Z.RESERVE) == (2, 1)


def test_swift_is_summoned_in_a_flash_window_from_the_reserve_only_11_9_1():
    game, player = S.cleared_main()
    striker = S.put(game, player, "T-1", cores=1)
    S.set_cores(game, 1 - player, Z.RESERVE, 3, soul=0)
    donor = S.put(game, 1 - player, "T-3K", cores=3)
    swift = S.put(game, 1 - player, "T-SWIFT", Z.HAND)
    plain = S.put(game, 1 - player, "T-1", Z.HAND)
    S.attack(game, player, striker)
    assert S.refusal(game, "summon", 1 - player, card=plain, number=1) == "11-9-1"
    assert S.refusal(game, "swift", 1 - player, card=plain, number=1) == "11-9-1"
    assert S.refusal(game, "swift", 1 - player, card=swift, number=1, picks=(donor,)) == "11-9-1"
    S.act(game, "swift", 1 - player, card=swift, number=1)
    assert S.pool(game, 1 - player, Z.RESERVE) == (0, 0) and game.card(donor).tokens == {Z.CORE: 3}
    S.pass_flash(game)
    assert game.decision is not None and game.decision.context == "block"  # it can block this very attack


def test_gale_makes_the_blocking_player_exhaust_refreshed_spirits_11_10_1():
    game, player = S.cleared_main()
    striker = S.put(game, player, "T-GALE", cores=1)  # Gale: 2
    blocker = S.put(game, 1 - player, "T-1", cores=1)
    others = [S.put(game, 1 - player, "T-1", cores=1) for _ in range(3)]
    S.attack(game, player, striker)
    S.to_block(game)
    S.act(game, "block", 1 - player, card=blocker)
    assert game.decision is not None and game.decision.context == "gale" and game.decision.player == 1 - player
    S.act(game, "choose", 1 - player, picks=(others[0], others[1]))
    assert [game.card(i).orientation for i in others] == [Z.EXHAUSTED, Z.EXHAUSTED, Z.REFRESHED]


def test_crush_discards_level_plus_modifier_from_the_opponents_deck_11_11_1_and_deck_out_waits_9_2_4():
    game, player = S.cleared_main()
    crusher = S.put(game, player, "T-CRUSH", cores=2)  # LV2, Crush: +1
    deck = S.zone(game, Z.DECK, 1 - player)
    for iid in deck[:-3]:
        game.zone(S.ref(Z.DECK, 1 - player)).remove(iid)
        del game.state.cards[iid]
    S.attack(game, player, crusher)
    assert len(S.zone(game, Z.DECK, 1 - player)) == 0 and len(S.zone(game, Z.TRASH, 1 - player)) == 3
    assert game.outcome is None  # no loss until their start step (9-2-4)
    S.pass_flash(game)
    game.apply(Action("pass", player))
    assert game.outcome is not None and game.outcome.rule == "9-2-4" and game.outcome.winner == player


def test_raid_exhausts_a_nexus_to_refresh_the_attacker_once_a_turn_11_12_1():
    game, player = S.cleared_main()
    raider = S.put(game, player, "T-RAID", cores=1)
    nexus = S.put(game, player, "T-NEX")
    S.attack(game, player, raider)
    assert game.decision is not None and game.decision.context == "raid"
    S.act(game, "choose", player, picks=(nexus,))
    assert game.card(raider).orientation == Z.REFRESHED and game.card(nexus).orientation == Z.EXHAUSTED
    S.pass_flash(game)
    S.act(game, "attack", player, card=raider)  # attacks again; Raid is spent for the turn
    assert game.decision is not None and game.decision.context == "flash"


def test_at_field_keeps_a_spirit_with_the_soul_core_from_destruction_effects_11_13_1():
    game, player = S.cleared_main()
    holder = S.put(game, 1 - player, "T-ATF", cores=1, soul=True)
    striker = S.put(game, player, "T-1", cores=1)
    zap = S.put(game, player, "T-ZAP", Z.HAND)
    S.attack(game, player, striker)
    game.apply(Action("pass", 1 - player))
    S.act(game, "magic", player, card=zap)
    assert game.card(holder).zone.name == Z.FIELD


def test_astral_attackers_are_blocked_only_by_astral_spirits_11_14_1():
    game, player = S.cleared_main()
    walker = S.put(game, player, "T-ASTRAL", cores=1)
    plain = S.put(game, 1 - player, "T-3K", cores=1)
    starry = S.put(game, 1 - player, "T-ASTRAL", cores=1)
    S.attack(game, player, walker)
    S.to_block(game)
    assert S.refusal(game, "block", 1 - player, card=plain) == "11-14-1"
    S.act(game, "block", 1 - player, card=starry)


def test_chain_continues_an_effect_with_a_symbol_of_its_colour_11_15_3():
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 2, soul=0)
    growth = S.put(game, player, "BSA-039", Z.HAND)  # Verdant Growth: +2 cores; Chain green: a core on a spirit
    spirit = S.put(game, player, "T-1", cores=1)  # red: no green symbol
    S.act(game, "magic", player, card=growth)
    assert St.cores_on(game, spirit) == 1
    green = S.put(game, player, "BSA-041", cores=1)  # a green/white symbol
    again = S.put(game, player, "BSA-039", Z.HAND)
    S.use_magic(game, player, again, at=spirit)
    assert St.cores_on(game, spirit) + St.cores_on(game, green) == 3


def test_agile_swaps_a_cheaper_spirit_for_itself_when_its_battle_ends_11_16_1():
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 6, soul=0)
    striker = S.put(game, player, "T-1", cores=1)
    agile = S.put(game, player, "T-AGILE", Z.HAND)
    S.attack(game, player, striker)
    S.pass_flash(game)
    assert game.decision is not None and game.decision.context == "agile"
    S.act(game, "yes", player)
    # 11-16-1: the cost is paid as for a normal summon: the returned spirit's core is back in the reserve to choose
    assert game.decision is not None and game.decision.context == "core_payment"
    S.pick_cores(game, *["A core from your reserve"] * 6)
    assert [game.card(i).card_id for i in S.zone(game, Z.FIELD, player)] == ["T-AGILE"]
    assert game.card(S.zone(game, Z.FIELD, player)[0]).tokens == {Z.CORE: 1}
    assert agile not in game.state.cards and "T-1" in [game.card(i).card_id for i in S.zone(game, Z.HAND, player)]


def test_feast_grows_supsprite_tokens_and_a_token_leaving_the_field_is_removed_11_17_1_4_12_3():
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 10, soul=0)
    for size in ("Small", "Medium"):
        pixie = S.put(game, player, "BSA-042", Z.HAND)
        S.act(game, "summon", player, card=pixie, number=1)
        # the token's cores are placed as for a normal summon (10-6-7): chosen, and more may be placed
        assert game.decision is not None and game.decision.context == "core_placement"
        assert game.decision.prompt.startswith(f"Place cores on {size} Supsprite Token")
        S.pick_cores(game, "A core from your reserve")
        names = [game.definition(i).name for i in S.zone(game, Z.FIELD, player)]
        assert f"{size} Supsprite Token" in names
    # the Small token gave its cores to the reserve as Feast's cost: with none left it was destroyed (9-3-2)
    assert [game.card(i).card_id for i in S.zone(game, Z.REMOVED, player)] == ["BSA-T01"]
    token = next(i for i in S.zone(game, Z.FIELD, player) if game.card(i).card_id == "BSA-T02")
    game.move(token, S.ref(Z.TRASH, player))
    assert [game.card(i).card_id for i in S.zone(game, Z.REMOVED, player)] == ["BSA-T01", "BSA-T02"]
    assert not [i for i in S.zone(game, Z.TRASH, player) if game.card(i).card_id.startswith("BSA-T")]


def test_link_gives_the_attacker_the_linked_spirits_bp_and_symbols_11_18_1():
    game, player = S.cleared_main()
    striker = S.put(game, player, "T-1", cores=1)  # 1000 BP, one symbol
    linker = S.put(game, player, "T-LINK", cores=1)  # 3000 BP, Link: red
    S.attack(game, player, striker)
    assert game.decision is not None and game.decision.context == "link"
    S.act(game, "yes", player)
    assert game.card(linker).orientation == Z.EXHAUSTED
    assert St.bp(game, striker) == 4000 and St.symbol_count(game, striker) == 2
    S.pass_flash(game)
    assert S.pool(game, 1 - player, Z.LIFE) == (3, 0)
    assert St.bp(game, striker) == 1000  # the link ends with the battle


def test_a_burst_triggers_when_its_condition_is_met_and_goes_to_the_trash_10_9():
    game, player = S.cleared_main()
    burst = S.put(game, 1 - player, "T-BURST", Z.BURST, face_up=False)
    striker = S.put(game, player, "T-1", cores=1)
    hand = len(S.zone(game, Z.HAND, 1 - player))
    S.attack(game, player, striker)
    S.pass_flash(game)
    assert game.decision is not None and game.decision.context == "burst" and game.decision.player == 1 - player
    S.act(game, "yes", 1 - player)
    assert burst not in game.state.cards
    assert [game.card(i).card_id for i in S.zone(game, Z.TRASH, 1 - player)] == ["T-BURST"]
    assert len(S.zone(game, Z.HAND, 1 - player)) == hand + 1


def test_a_set_burst_stays_secret_while_its_owner_decides_3_8_2():
    game, player = S.cleared_main()
    S.put(game, 1 - player, "T-BURST", Z.BURST, face_up=False)
    striker = S.put(game, player, "T-1", cores=1)
    S.attack(game, player, striker)
    game.apply(Action("pass", 1 - player))
    events = game.apply(Action("pass", player))  # damage: the burst's condition is met
    name = "Plain Burst"
    assert game.decision is not None and game.decision.context == "burst"
    assert all(name not in e.seen_by(player).text for e in events)
    assert name not in game.view(player).decision.prompt
    assert game.view(1 - player).decision.labels == (name,)  # its owner knows what it is


def test_a_substitution_keeps_a_spirit_on_the_field_and_nothing_triggers_8_9_10_1_3_2_10_5():
    game, player = S.cleared_main()
    striker = S.put(game, player, "T-3K", cores=1)
    stand_in = S.put(game, 1 - player, "T-SUB", cores=1)  # if it would be destroyed: discard a card instead
    S.put(game, 1 - player, "T-WATCHB", cores=1, orientation=Z.EXHAUSTED)  # draws when a spirit of theirs dies
    S.put(game, 1 - player, "T-1", Z.HAND)
    hand = len(S.zone(game, Z.HAND, 1 - player))
    S.attack(game, player, striker)
    S.to_block(game)
    S.act(game, "block", 1 - player, card=stand_in)
    S.pass_flash(game)  # 3000 against 1000: the blocker would be destroyed
    assert game.decision is not None and game.decision.context == "replacement"
    assert game.decision.player == 1 - player  # 8-9-2: the affected player decides
    S.act(game, "choose", 1 - player, picks=(game.decision.options[0],))
    while game.decision is not None and game.decision.player == 1 - player:  # which card to discard
        S.answer_default(game)
    assert game.card(stand_in).zone.name == Z.FIELD
    assert len(S.zone(game, Z.HAND, 1 - player)) == hand - 1  # 10-5-1: not destroyed, the watcher drew nothing
    assert len(S.zone(game, Z.TRASH, 1 - player)) == 1


def test_a_declined_substitution_lets_the_destruction_happen_and_self_destruction_offers_none_10_1_1_1():
    game, player = S.cleared_main()
    striker = S.put(game, player, "T-3K", cores=1)
    stand_in = S.put(game, 1 - player, "T-SUB", cores=1)
    S.put(game, 1 - player, "T-1", Z.HAND)
    S.attack(game, player, striker)
    S.to_block(game)
    S.act(game, "block", 1 - player, card=stand_in)
    S.pass_flash(game)
    assert game.decision is not None and game.decision.context == "replacement"
    S.act(game, "choose", 1 - player, picks=())  # declined
    assert stand_in not in game.state.cards
    S.pass_flash(game)
    game.apply(Action("pass", player))  # the attack step ends
    S.advance_to(game, "main")
    owner = game.state.turn_player
    mine = S.put(game, owner, "T-SUB", cores=1)
    S.put(game, owner, "T-1", Z.HAND)
    S.act(game, "move_cores", owner, card=mine, number=1)  # its owner's own move: self-destroyed, no offer
    assert mine not in game.state.cards and game.decision is not None and game.decision.context == "main"


def test_with_a_keyword_on_the_field_counts_only_from_the_keywords_level_10_13_1():
    game, player = S.cleared_main()
    S.put(game, player, "T-RALLY")  # your spirits with 【Confront】 get +1000 BP
    late = S.put(game, player, "T-KWL", cores=1)  # 【Confront】 from LV2
    assert St.bp(game, late) == 1000  # LV1: its 【Confront】 is not active, so no bonus
    game.add_tokens(late, Z.CORE, 1)
    assert St.bp(game, late) == 3000  # LV2 (2000) + 1000


def test_a_feast_token_may_take_more_cores_than_its_lv1_chosen_from_reserve_or_field_11_17_1_10_6_7():
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 3, soul=0)
    donor = S.put(game, player, "T-1", cores=3)
    pixie = S.put(game, player, "BSA-042", Z.HAND)  # cost 2, one core placed: the reserve is empty after it
    S.act(game, "summon", player, card=pixie, number=1)
    S.pick_cores(game, "A core from Plain T-1", "A core from Plain T-1")
    token = next(i for i in S.zone(game, Z.FIELD, player) if game.card(i).card_id == "BSA-T01")
    assert game.card(token).tokens == {Z.CORE: 2} and game.card(donor).tokens == {Z.CORE: 1}


def test_an_ascend_refusal_says_what_the_summon_needs_11_8_1():
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 9, soul=0)
    card = S.put(game, player, "T-ASC", Z.HAND)
    refused = game.check(Action("summon", player, card=card, number=1))
    assert refused is not None and refused.rule == "11-8-1"
    assert refused.reason.endswith("goes to your reserve, and you have no red spirit.")
    S.put(game, player, "T-3K", cores=2)
    refused = game.check(Action("summon", player, card=card, number=1))
    assert refused is not None and refused.reason.endswith(
        "on one of your red spirits (drop the card on it) goes to your reserve."
    )
