"""Illegal moves, each refused with the rule that forbids it (and nothing changes)."""

from engine import Action, PlayerId
from engine.rulesets.battle_spirits_saga import zones as Z
from tests.engine.rulesets.battle_spirits_saga import support as S


def test_a_second_mulligan_is_refused_5_2_7():
    game = S.new_game()
    decision = game.decision
    assert decision is not None
    game.apply(Action("choose", decision.player, picks=(0,)))
    first = decision.player
    game.apply(Action("yes", first))
    before = game.state_hash()
    assert S.refusal(game, "yes", first) == "5-2-7"
    assert game.state_hash() == before


def test_only_spirit_cards_are_summoned_and_only_magic_cards_used_10_6_10_8():
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 5, soul=0)
    magic = S.put(game, player, "T-DRAW", Z.HAND)
    spirit = S.put(game, player, "T-1", Z.HAND)
    theirs = S.put(game, 1 - player, "T-1", Z.HAND)
    assert S.refusal(game, "summon", player, card=magic, number=1) == "10-6"
    assert S.refusal(game, "magic", player, card=spirit) == "10-8"
    assert S.refusal(game, "summon", player, card=theirs, number=1) == "10-6"  # not from the opponent's hand
    assert S.refusal(game, "place", player, card=spirit, number=1) == "10-7"


def test_a_nexus_cannot_attack_7_1_1_1():
    game, player = S.cleared_main()
    nexus = S.put(game, player, "T-NEX")
    game.apply(Action("pass", player))
    assert S.refusal(game, "attack", player, card=nexus) == "7-1-1-1"


def test_ascend_needs_a_spirit_of_its_colour_and_a_card_without_it_names_none_11_8_1():
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 5, soul=0)
    blue = S.put(game, player, "T-BLUE", cores=1)
    red = S.put(game, player, "T-1", cores=1)
    ascender = S.put(game, player, "T-ASC", Z.HAND)
    plain = S.put(game, player, "T-3K", Z.HAND)
    assert S.refusal(game, "summon", player, card=ascender, number=1, target=blue) == "11-8-1"
    assert S.refusal(game, "summon", player, card=ascender, number=1, target=red) == ""
    assert S.refusal(game, "summon", player, card=plain, number=1, target=red) == "10-6"


def test_core_moves_that_name_cores_that_are_not_there_are_refused_6_6_1_2_3():
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 1, soul=0)
    spirit = S.put(game, player, "T-1", cores=1)
    assert S.refusal(game, "move_cores", player, target=spirit, option="soul", number=1) == "6-6-1-2-3"
    assert S.refusal(game, "move_cores", player, target=spirit, number=2) == "6-6-1-2-3"
    assert S.refusal(game, "move_cores", player, card=spirit, target=spirit, number=1) == "1-3-2-2"
    assert S.refusal(game, "move_cores", player, target=spirit, number=0) == "1-3-2-3"
    assert S.refusal(game, "move_cores", player, target=spirit, option="all", number=1) == "6-6-1-2-3"


def test_awaken_takes_cores_only_from_other_field_cards_in_a_flash_window_11_1_1():
    game, player = S.cleared_main()
    striker = S.put(game, player, "T-1", cores=1)
    awakener = S.put(game, 1 - player, "T-AWAKE", cores=1)
    S.set_cores(game, 1 - player, Z.RESERVE, 3, soul=0)
    S.attack(game, player, striker)
    assert S.refusal(game, "awaken", 1 - player, card=None, target=awakener, number=1) == "11-1-1"
    assert S.refusal(game, "awaken", 1 - player, card=striker, target=awakener, number=1) == "11-1-1"


def test_an_action_out_of_turn_names_whose_decision_it_is_and_changes_nothing():
    game, player = S.cleared_main()
    card = S.put(game, 1 - player, "T-1", Z.HAND)
    before = game.state_hash()
    error = game.check(Action("summon", PlayerId(1 - player), card=card, number=1))
    assert error is not None and error.rule == "6-6-1-2-1" and f"Player {player + 1}" in error.reason
    assert game.state_hash() == before


def test_malformed_core_plans_are_refused_and_change_nothing():
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 3, soul=1)
    card = S.put(game, player, "T-1", Z.HAND)
    spirit = S.put(game, player, "T-3K", cores=2)
    before = game.state_hash()
    bad = [
        dict(card=card, number=-1),  # fewer than none placed
        dict(card=card, number=99),  # more cores than there are
        dict(card=card, number=1, picks=(spirit, spirit, spirit)),  # more paid from cards than the cost
        dict(card=card, number=1, picks=(999_999,)),  # no such card
        dict(card=card, number=1, groups=((spirit,), (spirit,))),  # two lists of sources
        dict(card=card, number=1, option="everything"),  # no such use of the soul core
        dict(card=999_999, number=1),
    ]
    for fields in bad:
        assert S.refusal(game, "summon", player, **fields) != "", fields
    assert game.state_hash() == before
