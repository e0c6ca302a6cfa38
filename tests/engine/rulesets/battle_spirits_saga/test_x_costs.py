"""Costs with X (4-6): the player says X when using the card; it is paid with the cost and read by the effect."""

from engine.rulesets.battle_spirits_saga import zones as Z

from . import support as S
from .test_setup_and_decks import _problems


def _snapshot(game):
    return game.state.to_data()


def test_x_is_chosen_paid_with_the_cost_and_the_same_x_resolves_4_6_2_4_6_3():
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 4, soul=0)
    victim = S.put(game, 1 - player, "T-1", cores=4)
    tide = S.put(game, player, "BSA-056", Z.HAND)  # Withering Tide: cost 1 + X, X cores off a spirit to the void
    void = game.state.pools[Z.void()][Z.CORE]
    S.act(game, "magic", player, card=tide, number=2)
    assert S.pool(game, player, Z.TRASH) == (3, 0) and S.pool(game, player, Z.RESERVE) == (1, 0)  # 1 + X paid
    assert game.card(victim).tokens == {Z.CORE: 2}
    assert game.state.pools[Z.void()][Z.CORE] == void + 2  # the same X as paid
    assert [game.card(i).card_id for i in S.zone(game, Z.TRASH, player)] == ["BSA-056"]


def test_x_zero_costs_the_printed_cost_and_does_nothing_more_4_6_2():
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 1, soul=0)
    victim = S.put(game, 1 - player, "T-1", cores=2)
    tide = S.put(game, player, "BSA-056", Z.HAND)
    S.act(game, "magic", player, card=tide, number=0)
    assert S.pool(game, player, Z.TRASH) == (1, 0) and game.card(victim).tokens == {Z.CORE: 2}


def test_x_must_be_said_may_not_be_negative_or_given_to_a_card_without_x_and_must_be_payable_4_6_1_4_6_2():
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 3, soul=0)
    S.put(game, 1 - player, "T-1", cores=2)
    tide = S.put(game, player, "BSA-056", Z.HAND)
    study = S.put(game, player, "T-DRAW", Z.HAND)
    before = _snapshot(game)
    assert S.refusal(game, "magic", player, card=tide) == "4-6-2"
    assert S.refusal(game, "magic", player, card=tide, number=-1) == "4-6-2"
    assert S.refusal(game, "magic", player, card=study, number=1) == "4-6-1"
    assert S.refusal(game, "magic", player, card=tide, number=3) == "10-8-6"  # 1 + 3 cores, only 3 there
    assert S.refusal(game, "magic", player, card=tide, number=2) == ""
    assert _snapshot(game) == before
    offered = sorted(a.number for a in game.legal_actions() if a.card == tide and a.option is None)
    assert offered == [0, 1, 2]


def test_x_with_cores_chosen_one_by_one_pays_cost_plus_x_10_8_6_4_6_3():
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 3, soul=0)
    victim = S.put(game, 1 - player, "T-1", cores=3)
    tide = S.put(game, player, "BSA-056", Z.HAND)
    S.act(game, "magic", player, card=tide, number=2, option="choose_cores")
    S.pick_cores(game, *["A core from your reserve"] * 3, stop=False)
    assert game.card(victim).tokens == {Z.CORE: 1} and S.pool(game, player, Z.TRASH) == (3, 0)


def test_x_in_card_data_is_checked_at_load_naming_card_and_field_4_6():
    base = {"name": "X Card", "category": "magic", "colors": ["red"], "cost": 1}
    effect = [{"do": "add_cores", "count": "x"}]
    assert _problems({"id": "XX-1", **base, "stats": {"x_cost": True}, "abilities": [
        {"kind": "activated", "timing": ["main"], "effect": effect}]}) == []  # fmt: skip
    assert any("XX-2: abilities" in p for p in _problems({"id": "XX-2", **base, "stats": {}, "abilities": [
        {"kind": "activated", "timing": ["main"], "effect": effect}]}))  # fmt: skip
    spirit = S.plain("XX-3", 1, [(1, 1000)], stats={"x_cost": True})
    assert any("XX-3: stats.x_cost" in p for p in _problems(spirit))


def test_a_menu_says_what_x_is_4_6_2():
    from engine.actions import Action
    from engine.words import Words

    game, player = S.cleared_main()
    tide = S.put(game, player, "BSA-056", Z.HAND)
    words = Words(game.ruleset, game.database)
    words.learn(game.view(player))
    assert words.action(Action("magic", player, card=tide, number=2)) == "Use magic Withering Tide with X = 2"
