"""Costs from the rules text alone (1-3-6-2, 2-7, 4-7-2, 4-9-2-2, 7-1-3-2-2, 8-3-1, 10-2-10, 10-2-13, 10-2-14)."""

import pytest

from engine import Action
from engine.errors import RulesError
from engine.rulesets.one_piece import zones as Z
from tests.support import one_piece_rules_text as R
from tests.support import one_piece_samples as S
from tests.support.one_piece_samples import BOTH, P1, P2, cid


def _fresh(rid, active=0, rested=0):
    """Turn 1, P1's Main Phase, with exactly `active` active and `rested` rested DON!! in P1's cost area."""
    game = R.start(rid)
    S.clear(game, P1, Z.COST)
    S.add_don(game, P1, active)
    S.add_don(game, P1, rested, rested=True)
    return game


# Playing cards: 2-7-2 to 2-7-4, 6-5-3-1, 1-3-9-1, 4-7-2.


@BOTH
def test_2_7_2_playing_a_character_rests_as_many_active_don_as_its_cost_then_it_enters_active_3_7_5(rid):
    """2-7-2 "select a number of active DON!! cards in your cost area equal to the card's cost, rest those"."""
    game = _fresh(rid, active=4, rested=1)
    lookout = S.put(game, P1, cid(rid, "050"), Z.HAND)  # cost 3
    game.apply(Action("play_character", P1, card=lookout))
    assert R.don_states(game, P1) == ["active", "rested", "rested", "rested", "rested"]
    played = S.zone(game, Z.CHARACTERS, P1)[-1]
    assert game.card(played).card_id == cid(rid, "050") and game.card(played).orientation == Z.ACTIVE


@BOTH
def test_4_7_2_a_character_whose_cost_cannot_be_paid_cannot_be_played_and_nothing_changes(rid):
    """4-7-2 "a player cannot pay its cost ... or play it"; rested DON!! do not pay (2-7-2 "active DON!! cards")."""
    game = _fresh(rid, active=2, rested=3)
    lookout = S.put(game, P1, cid(rid, "050"), Z.HAND)
    before = game.state_hash()
    refusal = game.check(Action("play_character", P1, card=lookout))
    assert refusal is not None and refusal.rule == "2-7-2" and "costs 3" in refusal.reason
    assert Action("play_character", P1, card=lookout) not in game.legal_actions()
    with pytest.raises(RulesError):
        game.apply(Action("play_character", P1, card=lookout))
    assert game.state_hash() == before


@BOTH
def test_2_7_3_an_event_rests_don_equal_to_its_cost_and_is_trashed_to_activate_it_8_4_2(rid):
    """2-7-3 "rest those DON!! cards, and then trash the revealed card to activate it"."""
    game = _fresh(rid, active=3)
    event = S.put(game, P1, cid(rid, "042"), Z.HAND)  # [Main], cost 3
    game.apply(Action("activate_event", P1, card=event))
    assert R.don_states(game, P1) == ["rested"] * 3
    assert S.card_ids(game, S.zone(game, Z.TRASH, P1))[-1] == cid(rid, "042")
    cheap = _fresh(rid, active=2)
    event = S.put(cheap, P1, cid(rid, "042"), Z.HAND)
    assert cheap.check(Action("activate_event", P1, card=event)).rule == "2-7-3"


@BOTH
def test_2_7_4_a_stage_rests_don_equal_to_its_cost_and_replaces_the_stage_in_play_3_8_5_1(rid):
    """2-7-4 (pay, then play), 3-8-5-1 "trash the 1 Stage card already in their Stage area", 3-8-4 enters active."""
    game = _fresh(rid, active=3)
    old = S.put(game, P1, cid(rid, "023"), Z.STAGE, rested=True)
    stage = S.put(game, P1, cid(rid, "044"), Z.HAND)  # cost 2
    game.apply(Action("play_stage", P1, card=stage))
    assert R.don_states(game, P1) == ["active", "rested", "rested"]
    assert old not in game.state.cards and S.card_ids(game, S.zone(game, Z.TRASH, P1))[-1] == cid(rid, "023")
    (new,) = S.zone(game, Z.STAGE, P1)
    assert game.card(new).card_id == cid(rid, "044") and game.card(new).orientation == Z.ACTIVE


@BOTH
def test_7_1_3_2_2_a_counter_event_is_paid_then_trashed_and_cannot_be_used_unpaid(rid):
    """7-1-3-2-2 "may pay the cost of an Event card with [Counter] in their hand, and then trash it"."""
    game = R.start(rid)
    R.to_main(game, 3)
    S.clear(game, P2, Z.COST)
    S.add_don(game, P2, 1)
    event = S.put(game, P2, cid(rid, "039"), Z.HAND)  # [Counter], cost 2
    game.apply(Action("attack", P1, card=S.leader(game, P1), target=S.leader(game, P2)))
    R.until_decision(game, "counter")
    refusal = game.check(Action("counter_event", P2, card=event))
    assert refusal.rule == "7-1-3-2-2" and "costs 2" in refusal.reason
    S.add_don(game, P2, 1)
    game.apply(Action("counter_event", P2, card=event))
    assert R.don_states(game, P2) == ["rested", "rested"]
    assert S.card_ids(game, S.zone(game, Z.TRASH, P2))[-1] == cid(rid, "039")


# Changed costs: 2-7-6, 1-3-6-2 (B 1-3-6), 4-9-2-2.


@BOTH
def test_1_3_6_2_a_cost_lowered_below_0_is_treated_as_0_and_the_card_is_played_for_nothing(rid):
    """1-3-6-2 "Outside of such calculations, the cost of a card whose value becomes negative is treated as being
    0" (B 1-3-6 "treated as 0"): a cost-1 card given -3 cost is played with no DON!! at all."""
    game = _fresh(rid, active=1)
    target = S.put(game, P1, "RT-EOT-DRAW", Z.HAND)  # cost 1
    haggler = S.put(game, P1, "RT-CHEAPEN", Z.HAND)
    game.apply(Action("play_character", P1, card=haggler))  # rests the only DON!!
    R.until_decision(game, "ability_target")
    S.answer(game, picks=[target])
    assert game.ruleset.card_stats(game, target)["cost"] == 0
    game.apply(Action("play_character", P1, card=target))
    assert [game.card(c).card_id for c in S.zone(game, Z.CHARACTERS, P1)] == ["RT-CHEAPEN", "RT-EOT-DRAW"]


@BOTH
def test_1_3_6_2_1_a_negative_cost_keeps_counting_in_later_changes(rid):
    """1-3-6-2-1 "that negative value is included in those calculations": 1 - 3 + 2 is 0, not 2."""
    game = _fresh(rid)
    card = S.put(game, P1, "RT-EOT-DRAW", Z.HAND)  # cost 1
    game.add_effect("cost", P1, (card,), -3, "end_of_turn")
    game.add_effect("cost", P1, (card,), 2, "end_of_turn")
    assert game.ruleset.card_stats(game, card)["cost"] == 0
    game.add_effect("cost", P1, (card,), 3, "end_of_turn")
    assert game.ruleset.card_stats(game, card)["cost"] == 3


@pytest.mark.parametrize(("rid", "expected"), [("one-piece", 5), ("energio", 2)])
def test_4_9_2_2_several_base_costs_a_takes_the_highest_b_has_no_rule(rid, expected):
    """A 4-9-2-2 "apply the effect with the highest value"; B has no such rule: NOTES (digest 13.18) takes the
    latest effect. Changes still apply on top of the base."""
    game = _fresh(rid)
    card = S.put(game, P1, cid(rid, "050"), Z.HAND)
    game.add_effect("base_cost", P1, (card,), 5, "end_of_turn")
    game.add_effect("base_cost", P1, (card,), 2, "end_of_turn")
    assert game.ruleset.card_stats(game, card)["cost"] == expected
    game.add_effect("cost", P1, (card,), 1, "end_of_turn")
    assert game.ruleset.card_stats(game, card)["cost"] == expected + 1


# Activation costs: 8-3-1 to 8-3-1-6, 10-2-10-1, 10-2-14-1.


@BOTH
def test_8_3_1_5_the_cost_symbol_rests_that_many_active_don_from_the_cost_area(rid):
    """8-3-1-5 "select a number of active DON!! cards equal to the number in the symbol from their cost area and
    rest them"."""
    game = _fresh(rid, active=2)
    clerk = S.put(game, P1, "RT-ONCE", Z.CHARACTERS)
    game.apply(R.activate(game, clerk))
    assert R.don_states(game, P1) == ["active", "rested"]
    assert S.power(game, clerk) == 2000


@BOTH
def test_8_3_1_5_given_don_and_rested_don_do_not_pay_the_cost_symbol(rid):
    """8-3-1-5 "active DON!! cards ... from their cost area": a DON!! given to the Leader (4-4-2: neither active nor
    rested) or a rested one cannot pay "(1)"."""
    game = _fresh(rid, rested=1)
    S.give(game, S.leader(game, P1))
    clerk = S.put(game, P1, "RT-ONCE", Z.CHARACTERS)
    assert game.check(R.activate(game, clerk)).rule == "8-3-1-3"


@BOTH
def test_8_3_1_1_the_parts_of_a_cost_are_paid_in_printed_order_then_the_effect_resolves(rid):
    """8-3-1-1 "carried out in order starting from the text closest to the top": the DON!! is rested before the
    card to trash is chosen; the draw after the colon comes last (8-4-1-3 to 8-4-1-5)."""
    game = _fresh(rid, active=1)
    toll = S.put(game, P1, "RT-PAIR", Z.CHARACTERS)
    spare = S.put(game, P1, cid(rid, "050"), Z.HAND)
    hand = len(R.hand(game, P1))
    game.apply(R.activate(game, toll))
    assert game.decision.context == "trash_from_hand" and R.don_states(game, P1) == ["rested"]
    assert len(R.hand(game, P1)) == hand  # nothing drawn yet
    S.answer(game, picks=[spare])
    assert spare not in game.state.cards and len(R.hand(game, P1)) == hand  # -1 trashed, +1 drawn


@BOTH
@pytest.mark.parametrize(("active", "cards_in_hand"), [(1, 0), (0, 1)])
def test_8_3_1_3_an_activation_cost_that_cannot_be_paid_in_full_cannot_be_paid_at_all(rid, active, cards_in_hand):
    """8-3-1-3 "If it is not possible to pay some or all of the activation cost, the activation cost ... cannot be
    paid at all": either part missing, the ability is refused (citing 8-3-1-3) and nothing is paid."""
    game = _fresh(rid, active=active)
    S.clear(game, P1, Z.HAND)
    for _ in range(cards_in_hand):
        S.put(game, P1, cid(rid, "050"), Z.HAND)
    toll = S.put(game, P1, "RT-PAIR", Z.CHARACTERS)
    before = game.state_hash()
    refusal = game.check(R.activate(game, toll))
    assert refusal is not None and refusal.rule == "8-3-1-3"
    assert R.activate(game, toll) not in game.legal_actions()
    assert game.state_hash() == before


@BOTH
def test_8_3_1_3_two_cost_parts_cannot_both_be_paid_with_the_same_don(rid):
    """8-3-1-3: "DON!! -1" and "(1)" need two different DON!! cards; with only one on the field the cost cannot be
    paid at all, though each part alone could be."""
    cards = [{"id": "RT-TWODON", "name": "Greedy Broker", "category": "character", "colors": ["green"], "cost": 1,
              "power": 1000, "stats": {"attribute": ["Strike"]}, "text": "[Activate: Main] DON!! -1 (1): Draw 1 card.",
              "abilities": [{"kind": "activated", "timing": ["main"], "cost": [{"do": "return_don", "count": 1},
                             {"do": "rest_don", "count": 1}], "effect": [{"do": "draw"}]}]}]  # fmt: skip
    game = S.start(rid, "rules text", cards=S.with_cards(rid, [*R.CARDS, *cards]))
    S.clear(game, P1, Z.COST)
    S.add_don(game, P1, 1)
    broker = S.put(game, P1, "RT-TWODON", Z.CHARACTERS)
    assert game.check(R.activate(game, broker)).rule == "8-3-1-3"
    S.add_don(game, P1, 1, rested=True)  # a second DON!!: returned (any state), the active one rested
    active = next(i for i in S.zone(game, Z.COST, P1) if game.card(i).orientation == Z.ACTIVE)
    deck, hand = len(S.zone(game, Z.DON_DECK, P1)), len(R.hand(game, P1))
    game.apply(R.activate(game, broker))
    if game.decision.context == "return_don":  # returning the active one would leave "(1)" unpaid: not offered
        assert active not in game.decision.options
    R.until_decision(game, "main")
    assert S.zone(game, Z.COST, P1) == [active] and game.card(active).orientation == Z.RESTED
    assert len(S.zone(game, Z.DON_DECK, P1)) == deck + 1 and len(R.hand(game, P1)) == hand + 1


@BOTH
def test_8_3_1_6_don_minus_x_returns_don_from_the_leader_character_and_cost_areas_in_any_state(rid):
    """8-3-1-6 / 10-2-10-1 "select a total number of DON!! cards equal to the value of X from their Leader area,
    Character area, and cost area, and return them to their DON!! deck": a given DON!! and a rested one pay DON!! -2."""
    game = _fresh(rid, rested=1)
    collector = S.put(game, P1, "RT-RETURN", Z.CHARACTERS)
    S.give(game, collector)
    deck = len(S.zone(game, Z.DON_DECK, P1))
    hand = len(R.hand(game, P1))
    game.apply(R.activate(game, collector))
    R.until_decision(game, "main")
    assert len(S.zone(game, Z.DON_DECK, P1)) == deck + 2 and not S.zone(game, Z.COST, P1)
    assert game.card(collector).attached == [] and len(R.hand(game, P1)) == hand + 1


@BOTH
def test_8_3_1_6_don_minus_x_cannot_be_paid_with_fewer_don_on_the_field(rid):
    """8-3-1-6 with 8-3-1-3: one DON!! on the field cannot pay DON!! -2, whatever its state."""
    game = _fresh(rid, active=1)
    collector = S.put(game, P1, "RT-RETURN", Z.CHARACTERS)
    assert game.check(R.activate(game, collector)).rule == "8-3-1-3"


@BOTH
def test_8_3_1_4_an_optional_cost_declined_means_the_effect_is_not_activated(rid):
    """8-3-1-4 "The player can choose not to pay the activation cost; however, this will mean the effect cannot be
    activated"."""
    game = R.start(rid)
    R.to_main(game, 3)
    raider = S.put(game, P1, "RT-AUTOPAIR", Z.CHARACTERS)
    S.put(game, P1, cid(rid, "050"), Z.HAND)
    states, hand = R.don_states(game, P1), len(R.hand(game, P1))
    game.apply(Action("attack", P1, card=raider, target=S.leader(game, P2)))
    assert game.decision.context == "optional_ability"
    S.answer(game, yes=False)
    assert R.don_states(game, P1) == states and len(R.hand(game, P1)) == hand and S.power(game, raider) == 3000


@BOTH
def test_8_3_1_3_an_auto_effects_cost_that_cannot_be_paid_in_full_is_not_paid_at_all(rid):
    """8-3-1-3 for an auto effect (8-1-3-1-2 "require an activation cost"): with a DON!! but no card to trash,
    nothing of it is paid, not the DON!! alone, and "You may" is not even asked; the effect does not resolve."""
    game = R.start(rid)
    R.to_main(game, 3)
    S.clear(game, P1, Z.HAND)
    S.clear(game, P1, Z.COST)
    S.add_don(game, P1, 1)
    raider = S.put(game, P1, "RT-AUTOPAIR", Z.CHARACTERS)
    events = game.apply(Action("attack", P1, card=raider, target=S.leader(game, P2)))
    assert game.decision.context != "optional_ability"  # not even offered: it cannot be used
    assert any(e.kind == "log" and e.rule == "8-3-1-3" for e in events)
    assert R.don_states(game, P1) == ["active"] and S.power(game, raider) == 3000


@BOTH
def test_10_2_14_1_trash_as_a_cost_takes_a_card_of_your_choice_from_your_hand(rid):
    """10-2-14-1 "a card is to be selected from the hand and placed in the trash"."""
    game = _fresh(rid, active=1)
    toll = S.put(game, P1, "RT-PAIR", Z.CHARACTERS)
    a, b = S.put(game, P1, cid(rid, "050"), Z.HAND), S.put(game, P1, cid(rid, "013"), Z.HAND)
    game.apply(R.activate(game, toll))
    assert {a, b} <= set(game.decision.options) and game.decision.rule == "10-2-14-1"
    S.answer(game, picks=[b])
    assert a in game.state.cards and S.card_ids(game, S.zone(game, Z.TRASH, P1))[-1] == cid(rid, "013")


@BOTH
def test_a_rest_this_character_cost_cannot_be_paid_by_a_rested_character_1_3_2_1(rid):
    """A "You may rest this Character:" cost on a rested Character: the state cannot change (1-3-2-1), so the cost
    cannot be paid (8-3-1-3)."""
    game = _fresh(rid)
    sentinel = S.put(game, P1, "RT-RESTSELF", Z.CHARACTERS, rested=True)
    assert game.check(R.activate(game, sentinel)).rule == "8-3-1-3"
    awake = S.put(game, P1, "RT-RESTSELF", Z.CHARACTERS)
    game.apply(R.activate(game, awake))
    assert game.card(awake).orientation == Z.RESTED


# [Once Per Turn]: 10-2-13.


@BOTH
def test_10_2_13_3_a_once_per_turn_cost_cannot_be_paid_again_that_turn(rid):
    """10-2-13-3 "After a [Once Per Turn] effect has been resolved once, it cannot be activated again ... that
    card's activation cost cannot be paid again during that turn"; the next turn it can."""
    game = _fresh(rid, active=3)
    clerk = S.put(game, P1, "RT-ONCE", Z.CHARACTERS)
    game.apply(R.activate(game, clerk))
    refusal = game.check(R.activate(game, clerk))
    assert refusal.rule == "10-2-13-3" and R.don_states(game, P1) == ["active", "active", "rested"]
    R.to_main(game, 3)
    assert game.check(R.activate(game, clerk)) is None


@BOTH
def test_10_2_13_2_each_card_with_the_same_once_per_turn_effect_uses_it_once(rid):
    """10-2-13-2 "can be activated and resolved once for each card"."""
    game = _fresh(rid, active=3)
    first, second = S.put(game, P1, "RT-ONCE", Z.CHARACTERS), S.put(game, P1, "RT-ONCE", Z.CHARACTERS)
    game.apply(R.activate(game, first))
    assert game.check(R.activate(game, second)) is None
    game.apply(R.activate(game, second))
    assert game.check(R.activate(game, first)).rule == game.check(R.activate(game, second)).rule == "10-2-13-3"


@BOTH
def test_10_2_13_4_a_card_that_left_the_field_and_came_back_may_use_it_again(rid):
    """10-2-13-4 "if the card once again appears on the field, the [Once Per Turn] effect can be activated again
    because it is treated as a different card" (3-1-6)."""
    game = _fresh(rid, active=3)
    clerk = S.put(game, P1, "RT-ONCE", Z.CHARACTERS)
    game.apply(R.activate(game, clerk))
    in_hand = game.move(clerk, Z.ref(Z.HAND, P1))
    game.apply(Action("play_character", P1, card=in_hand))
    back = S.zone(game, Z.CHARACTERS, P1)[-1]
    assert back != clerk and game.check(R.activate(game, back)) is None


def _attack_twice(game, rid):
    """Turn 3: P1 attacks P2's Leader (out of reach: no damage) with their Leader, then with a Character; returns after
    the first declaration."""
    R.to_main(game, 3)
    game.add_effect("power", P2, (S.leader(game, P2),), 20000, "end_of_turn")
    second = S.put(game, P1, cid(rid, "050"), Z.CHARACTERS)
    game.apply(Action("attack", P1, card=S.leader(game, P1), target=S.leader(game, P2)))
    return second


@BOTH
def test_10_2_13_1_a_declined_once_per_turn_effect_is_not_used_up_8_1_2(rid):
    """10-2-13-1 "can only be activated and resolved once during that turn"; 8-1-2 "players may choose not to activate
    the relevant effect": declined at the first attack, it is offered again at the second; used, not at the third."""
    game = R.start(rid)
    S.put(game, P2, "RT-OPA-ONCE", Z.CHARACTERS)
    second = _attack_twice(game, rid)
    assert game.decision.context == "optional_ability" and game.decision.player == P2
    S.answer(game, yes=False)
    R.until_decision(game, "main")
    game.apply(Action("attack", P1, card=second, target=S.leader(game, P2)))
    assert game.decision.context == "optional_ability"
    S.answer(game, yes=True)
    R.until_decision(game, "main")
    third = S.put(game, P1, cid(rid, "050"), Z.CHARACTERS)
    game.apply(Action("attack", P1, card=third, target=S.leader(game, P2)))
    assert game.decision.context != "optional_ability"


@BOTH
def test_10_2_13_1_a_once_per_turn_effect_whose_cost_could_not_be_paid_was_not_activated_8_3_1_3(rid):
    """8-3-1-3 (the cost "cannot be paid at all") with 8-3-1-4 ("this will mean the effect cannot be activated"): a
    [Once Per Turn] effect that could not pay its cost was not activated, so it may be activated later that turn."""
    game = R.start(rid)
    S.put(game, P2, "RT-OPA-TRASH", Z.CHARACTERS)
    R.to_main(game, 3)
    S.clear(game, P2, Z.HAND)
    second = _attack_twice(game, rid)
    assert game.decision.context != "optional_ability"  # nothing to trash: not offered
    R.until_decision(game, "main")
    assert R.hand(game, P2) == []
    S.put(game, P2, cid(rid, "050"), Z.HAND)
    game.apply(Action("attack", P1, card=second, target=S.leader(game, P2)))
    R.until_decision(game, "optional_ability")
    S.answer(game, yes=True)
    R.until_decision(game, "trash_from_hand")
    S.answer(game, picks=game.decision.options)
    assert len(R.hand(game, P2)) == 2
