"""The digest's ambiguities (13(d)) not pinned elsewhere: each asserts the reading NOTES.md records for it."""

from engine import Action
from engine.rulesets.battle_spirits_saga import stats as St
from engine.rulesets.battle_spirits_saga import zones as Z
from tests.engine.rulesets.battle_spirits_saga import rules_text as R
from tests.engine.rulesets.battle_spirits_saga import support as S


def test_a_flash_effect_resolves_with_its_triggers_before_the_other_player_gets_the_option_13d7():
    """13(d)7, NOTES choice 7 (7-1-2-1, 8-5-2-4): the attacked player's flash magic destroys the attacker; by the time
    the turn player may answer, it has resolved, gone to the trash (10-8-8), and the attacker's controller's "when a
    spirit of yours is destroyed" effect has drawn its card."""
    game, player = R.cleared_main()
    striker = S.put(game, player, "T-1", cores=1)
    S.put(game, player, "T-WATCH", cores=1)
    S.set_cores(game, 1 - player, Z.RESERVE, 1, soul=0)
    zap = S.put(game, 1 - player, "T-ZAP", Z.HAND)
    hand = R.hand_size(game, player)
    S.attack(game, player, striker)
    S.use_magic(game, 1 - player, zap, at=striker)
    assert striker not in game.state.cards
    assert [game.card(i).card_id for i in S.zone(game, Z.TRASH, 1 - player)] == ["T-ZAP"]
    assert R.hand_size(game, player) == hand + 1


def test_an_exhausted_cards_symbol_still_reduces_a_cost_13d9():
    """13(d)9, NOTES choice 9 (2-7-3 "each symbol on your field"): nothing excludes exhausted cards: an exhausted red
    spirit reduces a red-reduction card's cost like a refreshed one."""
    game, player = R.cleared_main()
    S.put(game, player, "T-1", cores=1, orientation=Z.EXHAUSTED)
    card = S.put(game, player, "T-R5", Z.HAND)  # cost 5, two red reduction symbols
    assert St.payable_cost(game, card, player) == 4


def test_core_removal_is_not_a_destruction_effect_so_at_field_does_not_stop_it_13d12():
    """13(d)12, NOTES choice 12 (10-14-2 "Effects that move cores ... are not considered destruction effects",
    11-13-1): an 【A.T. Field】 spirit holding the soul core, its last regular core taken... it keeps the soul core, so
    take both: with no core left it is destroyed at the checkpoint although the opponent's effect caused it."""
    game, player = R.cleared_main()
    holder = S.put(game, 1 - player, "T-ATF", cores=1, soul=True)  # LV1 one core: the soul core alone is enough
    S.act(game, "magic", player, card=S.put(game, player, "T-DRAIN", Z.HAND))  # one core off, to the reserve
    S.advance_to(game, "main")
    assert game.card(holder).tokens.get(Z.CORE, 0) == 0 and game.card(holder).zone.name == Z.FIELD
    S.act(game, "magic", player, card=S.put(game, player, "T-DRAIN", Z.HAND))  # the soul core goes next (8-5-6)
    S.advance_to(game, "main")
    assert holder not in game.state.cards


def test_curse_destroys_the_blocker_before_when_the_battle_ends_effects_resolve_13d14():
    """13(d)14, NOTES choice 14 (11-3-1): the 【Curse】 blocker is destroyed first thing at the end of the battle, so
    a "when a battle ends (your turn): destroy an opponent's spirit" effect finds only the other spirit: both go."""
    game, player = R.cleared_main()
    curser = S.put(game, player, "T-CURSE", cores=1)  # 1000 BP: loses the battle to the blocker
    S.put(game, player, "R-WARDRUM", cores=1)
    blocker = S.put(game, 1 - player, "T-3K", cores=1)
    other = S.put(game, 1 - player, "T-1", cores=1)
    S.attack(game, player, curser)
    S.to_block(game)
    S.act(game, "block", 1 - player, card=blocker)
    while game.decision is not None and game.decision.context not in ("attack", "main"):
        S.answer_default(game)
    assert blocker not in game.state.cards and other not in game.state.cards


def test_raid_needs_a_refreshed_nexus_to_exhaust_13d15():
    """13(d)15, NOTES choice 15 (11-12-1 "exhaust one of their own nexuses", 10-4-1 exhausting is from refreshed):
    with only an exhausted nexus, 【Raid】 is not offered and the attacker stays exhausted."""
    game, player = R.cleared_main()
    raider = S.put(game, player, "T-RAID", cores=1)
    S.put(game, player, "T-NEX", orientation=Z.EXHAUSTED)
    S.attack(game, player, raider)
    assert game.decision is not None and game.decision.context != "raid"
    assert game.card(raider).orientation == Z.EXHAUSTED


def test_agile_compares_its_printed_cost_with_the_battling_spirits_current_cost_13d16():
    """13(d)16, NOTES choice 16 (11-16-1 "a spirit that costs less than that card"): a cost-3 spirit whose cost an
    effect raised to 6 no longer costs less than the cost-5 【Agile】 card: no swap is offered."""
    game, player = R.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 6, soul=0)
    striker = S.put(game, player, "T-3K", cores=1)
    S.put(game, player, "T-AGILE", Z.HAND)
    game.add_effect("cost", player, (striker,), 3, "end_of_turn")
    assert St.cost(game, striker) == 6
    S.attack(game, player, striker)
    S.pass_flash(game)
    assert game.decision is None or game.decision.context != "agile"


def test_a_nexus_whose_lv1_needs_no_core_is_placed_with_none_but_one_that_needs_a_core_is_refused_13d6():
    """13(d)6, NOTES choice 6 (10-7-7 "places enough cores onto it to fulfill the cost of its lowest level"): a
    nexus needing one core for LV1, placed with none, is refused and nothing changes."""
    game, player = R.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 3, soul=0)
    hearth = S.put(game, player, "R-NEX1", Z.HAND)
    before = game.state.to_data()
    assert S.refusal(game, "place", player, card=hearth, number=0) == "10-7-7"
    assert game.state.to_data() == before
    S.act(game, "place", player, card=hearth, number=1)
    assert game.card(S.zone(game, Z.FIELD, player)[-1]).tokens == {Z.CORE: 1}


def test_player_one_still_draws_on_the_first_turn_13_inferred_6_4_2():
    """Digest 5 (inferred: nothing skips player one's draw step, 6-4-2; only the core and attack steps are skipped,
    6-3-3, 6-7-2): a kept hand of five is six at player one's first main step."""
    game = S.new_game()
    first = S.go_first(game)
    assert game.state.turn == 1 and len(S.zone(game, Z.HAND, first)) == 6
    game.apply(Action("pass", first))
    assert game.state.turn == 2


def test_a_condition_met_and_undone_inside_one_effect_is_not_managed_9_1_2_2_choice_23():
    """9-1-2-2: "If the checkpoint is reached and those conditions are not fulfilled, this gameplay management is not
    performed, even if the conditions had been fulfilled during the performance of some other action", read with
    4-7-2 "the moment any condition ... is fulfilled" as the moment the action (here one effect's resolution) ends
    (NOTES choice 23): an effect that takes a spirit's only core and then puts a core on it leaves it on the field,
    also when a choice comes between the two."""
    game, player = R.cleared_main()
    theirs = S.put(game, 1 - player, "T-3K", cores=1)
    other = S.put(game, 1 - player, "T-3K", cores=3)
    S.act(game, "magic", player, card=S.put(game, player, "R-SWAP", Z.HAND))
    S.act(game, "choose", player, picks=(theirs,))  # its only core goes to the void
    assert game.decision is not None and game.decision.context == "ability_target"
    S.act(game, "choose", player, picks=(theirs,))  # and a core comes back
    assert game.card(theirs).tokens.get(Z.CORE, 0) == 1 and game.card(theirs).zone.name == Z.FIELD
    assert game.card(other).zone.name == Z.FIELD
