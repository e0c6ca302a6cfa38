"""Every refusal Dragon Ball Super gives, under the most specific rule and in players' words; `SITES` lists them."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from engine import Action, Game, PlayerId
from engine.formats.cards import CardDatabase
from engine.formats.decks import Deck, DeckEntry
from engine.ids import InstanceId
from engine.rulesets.dragon_ball_super import ruleset as RS
from engine.rulesets.dragon_ball_super import zones as Z
from engine.rulesets.dragon_ball_super.extras import INVOKER
from engine.rulesets.dragon_ball_super.procedures import put_under
from engine.rulesets.dragon_ball_super.stats import MARKER
from tests.engine.rulesets.dragon_ball_super import rules_text as R
from tests.engine.rulesets.dragon_ball_super import support as S
from tests.engine.rulesets.dragon_ball_super.support import put
from tests.support.card_sets import read_cards
from tests.support.refusals import assert_every_rule_has_its_test, refused, written_rules

ENGINE = Path(__file__).resolve().parents[4] / "engine" / "rulesets" / "dragon_ball_super"
DECKS = "tests.engine.rulesets.dragon_ball_super.test_setup_and_decks"

SITES = {
    # battle.py: attacks (6-3-1-2-4, 7-1), an effect that forbids one (1-3-3)
    "6-3-1-2-4": "test_attacks_cite_6_3_1_2_4_7_1_and_1_3_3",
    "7-1": "test_attacks_cite_6_3_1_2_4_7_1_and_1_3_3",
    "1-3-3": "test_attacks_cite_6_3_1_2_4_7_1_and_1_3_3",
    # combo.py (7-2-1-2, 7-3-1-2, 3-7-3-1)
    "7-2-1-2": "test_moves_outside_their_window_cite_the_rule_that_says_when_they_are_made",
    "7-2-1-2-1": "test_offense_step_combos_7_2_1_2_1_7_2_1_2_2_3_7_3_1",
    "7-2-1-2-2": "test_offense_step_combos_7_2_1_2_1_7_2_1_2_2_3_7_3_1",
    "7-2-1-2-1-1": "test_offense_step_combos_7_2_1_2_1_7_2_1_2_2_3_7_3_1",
    "7-2-1-2-2-1": "test_offense_step_combos_7_2_1_2_1_7_2_1_2_2_3_7_3_1",
    "3-7-3-1": "test_offense_step_combos_7_2_1_2_1_7_2_1_2_2_3_7_3_1",
    "7-3-1-2-1": "test_defense_step_combos_7_3_1_2_1_7_3_1_2_2",
    "7-3-1-2-2": "test_defense_step_combos_7_3_1_2_1_7_3_1_2_2",
    # counters.py (4-7-1, 10-10, 10-22-1)
    "4-7-1": "test_moves_outside_their_window_cite_the_rule_that_says_when_they_are_made",
    "10-10-1": "test_counters_10_10_1_10_10_2_and_when_each_kind_is_pending_10_10_3",
    "10-10-2": "test_counters_10_10_1_10_10_2_and_when_each_kind_is_pending_10_10_3",
    "10-10-3-2": "test_counters_10_10_1_10_10_2_and_when_each_kind_is_pending_10_10_3",
    "10-10-3-3": "test_counters_10_10_1_10_10_2_and_when_each_kind_is_pending_10_10_3",
    "10-10-3-4": "test_counter_battle_card_attack_waits_for_a_battle_card_10_10_3_4",
    "10-10-3-5": "test_counters_10_10_1_10_10_2_and_when_each_kind_is_pending_10_10_3",
    "10-22-1": "test_deflect_is_not_affected_by_counter_play_10_22_1",
    # main_actions.py: plays (6-3-1-2-1, 6-3-1-2-2, 6-3-1-2-3-3), X (1-3-5, 2-11-2-2), [Unique], [Evolve], [Over Realm]
    "6-3-1-2-1": "test_playing_a_battle_card_6_3_1_2_1_6_3_1_2_1_1_and_unique_10_42_2",
    "6-3-1-2-1-1": "test_playing_a_battle_card_6_3_1_2_1_6_3_1_2_1_1_and_unique_10_42_2",
    "10-42-2": "test_playing_a_battle_card_6_3_1_2_1_6_3_1_2_1_1_and_unique_10_42_2",
    "6-3-1-2-2": "test_playing_a_unison_card_6_3_1_2_2_with_x_1_3_5_2_11_2_2",
    "6-3-1-2-2-1": "test_playing_a_unison_card_6_3_1_2_2_with_x_1_3_5_2_11_2_2",
    "1-3-5": "test_playing_a_unison_card_6_3_1_2_2_with_x_1_3_5_2_11_2_2",
    "2-11-2-2": "test_playing_a_unison_card_6_3_1_2_2_with_x_1_3_5_2_11_2_2",
    "6-3-1-2-3-3": "test_a_unison_card_under_yours_once_a_turn_6_3_1_2_3_3",
    "10-5-1": "test_evolve_10_5_1_from_the_hand_10_5_2",
    "10-5-2": "test_evolve_10_5_1_from_the_hand_10_5_2",
    "10-15-1": "test_over_realm_10_15_1_10_15_3_10_15_5_10_25_1_10_26_1",
    "10-15-3": "test_over_realm_10_15_1_10_15_3_10_15_5_10_25_1_10_26_1",
    "10-15-5": "test_over_realm_10_15_1_10_15_3_10_15_5_10_25_1_10_26_1",
    "10-25-1": "test_over_realm_10_15_1_10_15_3_10_15_5_10_25_1_10_26_1",
    "10-26-1": "test_over_realm_10_15_1_10_15_3_10_15_5_10_25_1_10_26_1",
    # keyword_actions.py: [Union] (10-13), [Swap] (10-24), [Successor] (10-41), [Arrival] (10-32), [Aegis] (10-33)
    "10-13-1": "test_union_fusion_potara_and_absorb_10_13",
    "10-13-3-1": "test_union_fusion_potara_and_absorb_10_13",
    "10-13-3-2": "test_union_fusion_potara_and_absorb_10_13",
    "10-13-4-1": "test_union_fusion_potara_and_absorb_10_13",
    "10-13-4-2": "test_union_fusion_potara_and_absorb_10_13",
    "10-13-5-1": "test_union_fusion_potara_and_absorb_10_13",
    "10-13-5-2": "test_union_fusion_potara_and_absorb_10_13",
    "10-24-1": "test_swap_10_24_1_10_24_3",
    "10-24-3": "test_swap_10_24_1_10_24_3",
    "10-41-1": "test_successor_10_41_1_10_41_3",
    "10-41-3": "test_successor_10_41_1_10_41_3",
    "10-32-1": "test_arrival_10_32_1_10_32_3_and_aegis_10_33_1",
    "10-32-3": "test_arrival_10_32_1_10_32_3_and_aegis_10_33_1",
    "10-33-1": "test_arrival_10_32_1_10_32_3_and_aegis_10_33_1",
    "10-33-1-1": "test_arrival_10_32_1_10_32_3_and_aegis_10_33_1",
    # extras.py: Extra Cards (2-3-2-3, 8-1-3-1, 8-5-2-2-1), [Field] (10-3-1), [Invoker] (10-40-1)
    "2-3-2-3": "test_extra_cards_8_1_3_1_field_10_3_1_and_invoker_10_40_1",
    "8-1-3-1": "test_extra_cards_8_1_3_1_field_10_3_1_and_invoker_10_40_1",
    "8-5-2-2-1": "test_extra_cards_8_1_3_1_field_10_3_1_and_invoker_10_40_1",
    "10-3-1": "test_extra_cards_8_1_3_1_field_10_3_1_and_invoker_10_40_1",
    "10-40-1": "test_extra_cards_8_1_3_1_field_10_3_1_and_invoker_10_40_1",
    # [Activate] skills: by reason (REFUSAL_RULES), [Awaken], [Wish], keyword costs (KEYWORD_COSTS), negated (8-3-2)
    "8-1-3": "test_moves_outside_their_window_cite_the_rule_that_says_when_they_are_made",
    "2-12-2": "test_activate_skills_by_reason_8_1_3_1_2_12_2_10_11_4_8_3_3_8_4_2_2_8_3_2",
    "10-11-4": "test_activate_skills_by_reason_8_1_3_1_2_12_2_10_11_4_8_3_3_8_4_2_2_8_3_2",
    "8-3-3": "test_activate_skills_by_reason_8_1_3_1_2_12_2_10_11_4_8_3_3_8_4_2_2_8_3_2",
    "8-4-2-2": "test_activate_skills_by_reason_8_1_3_1_2_12_2_10_11_4_8_3_3_8_4_2_2_8_3_2",
    "8-3-2": "test_activate_skills_by_reason_8_1_3_1_2_12_2_10_11_4_8_3_3_8_4_2_2_8_3_2",
    "10-2-1": "test_awaken_and_wish_conditions_10_2_1_10_28_1",
    "10-28-1": "test_awaken_and_wish_conditions_10_2_1_10_28_1",
    "10-48-4": "test_keyword_costs_that_cannot_be_paid_cite_their_keyword_10_48_4_10_47_1_10_44_1_10_46_1",
    "10-47-1": "test_keyword_costs_that_cannot_be_paid_cite_their_keyword_10_48_4_10_47_1_10_44_1_10_46_1",
    "10-44-1": "test_keyword_costs_that_cannot_be_paid_cite_their_keyword_10_48_4_10_47_1_10_44_1_10_46_1",
    "10-46-1": "test_keyword_costs_that_cannot_be_paid_cite_their_keyword_10_48_4_10_47_1_10_44_1_10_46_1",
    "8-4-2-5-1-3": "test_marker_skill_costs_8_4_2_5_1_3_8_4_2_5_2",
    "8-4-2-5-2": "test_marker_skill_costs_8_4_2_5_1_3_8_4_2_5_2",
    # deckcheck.py (validate_deck, not apply)
    "5-1-1": "test_deck_refusals_5_1_1_2_3_2_1_10_17",
    "2-3-2-1": "test_deck_refusals_5_1_1_2_3_2_1_10_17",
    "10-17": "test_deck_refusals_5_1_1_2_3_2_1_10_17",
    "5-1-2": f"{DECKS}::test_leader_outside_the_deck_and_battle_extra_unison_only_5_1_2",
    "5-2-1-2": f"{DECKS}::test_leader_outside_the_deck_and_battle_extra_unison_only_5_1_2",
    "5-1-3": f"{DECKS}::test_deck_size_50_to_60_5_1_3",
    "5-1-3-1": f"{DECKS}::test_four_copies_per_card_number_5_1_3_1",
    "5-1-3-2": f"{DECKS}::test_permanent_you_can_include_replaces_the_limit_5_1_3_2",
    "10-14-1": f"{DECKS}::test_ultimate_super_combo_and_dragon_ball_limits_10_14_10_17_10_31",
    "10-31-1": f"{DECKS}::test_ultimate_super_combo_and_dragon_ball_limits_10_14_10_17_10_31",
    # answers to questions and moves of the other player cite the question's rule
    "6-3-1-2": "test_answers_and_the_other_players_moves_cite_the_questions_rule_6_3_1_2_4_7_3_2",
    "4-7-3-2": "test_answers_and_the_other_players_moves_cite_the_questions_rule_6_3_1_2_4_7_3_2",
}
"""Each rule a refusal of this ruleset can cite, and the test that makes the move and checks it ("module::test" for a
test in another module)."""


def _sample(card_id: str, **changes: object) -> dict[str, object]:
    sample = json.loads((S.ROOT / "assets" / "cards" / "dragon-ball-super-sample.json").read_text(encoding="utf-8"))
    card = next(c for c in sample["cards"] if c["id"] == card_id)
    return {**card, **changes}


AUDIT_CARDS = [
    _sample("DBP1-001", id="A-ROOT", name="Rooted Cadet", abilities=[{"kind": "continuous", "effect": [
        {"do": "prevent", "action": "attack"}, {"do": "prevent", "action": "combo"}]}]),
    _sample("DBP1-001", id="A-RIKKO", name="Heavy Rikko", power=15000),
    _sample("DBP1-020", id="A-NIGHT", name="Night Healer", abilities=[{"kind": "activated", "timing": ["main"],
            "condition": {"check": "opponent_turn"}, "effect": [{"do": "draw", "count": 1}]}]),
    _sample("DBP1-L01", id="A-LEAD", name="Lost Leader", stats={"characters": ["Kairo"], "awakened": "A-NOWHERE"}),
]  # fmt: skip


@cache
def database() -> CardDatabase:
    return S.database().extended([read_cards("dragon-ball-super", "AUDIT", AUDIT_CARDS, name="Audit cards")])


def scenario(turn: int = 2) -> tuple[Game, PlayerId, PlayerId]:
    """`support.scenario` with this module's cards ("A-ROOT" beside the sample set's "004") at `turn`'s Main Phase."""
    return S.scenario(turn=turn, cards=database())


def offense(game: Game, me: PlayerId, other: PlayerId, attacker: InstanceId) -> None:
    """From the Main Phase: attack the opponent's Leader; the turn player's Offense Step window is open."""
    S.act(game, "attack", card=attacker, target=S.leader(game, other))
    S.pass_until(game, "battle")
    assert game.state.step == "offense" and game.decision is not None and game.decision.player == me


def test_every_rule_a_refusal_can_cite_has_its_test():
    """The rule numbers written in the ruleset's refusals (its tables too) are all in SITES, and every test SITES names
    exists: a new refusal needs a line there and a test."""
    written = written_rules(ENGINE, r'hand_card\(\s*game, action, \([^)]*\), "[^"]*", "([0-9-]+)"')
    written |= {rule for rule, _ in RS.OUTSIDE_WINDOW.values()} | set(RS.REFUSAL_RULES.values())
    written |= {rule for rule, _ in RS.KEYWORD_COSTS.values()}
    from engine.rulesets.dragon_ball_super.counters import PENDING_RULES

    assert_every_rule_has_its_test(written | set(PENDING_RULES.values()), SITES, globals())


def test_attacks_cite_6_3_1_2_4_7_1_and_1_3_3():
    game, me, other = scenario(turn=1)
    refused(game, "attack", me, "6-3-1-2-4", "first turn", card=S.leader(game, me), target=S.leader(game, other))
    game, me, other = scenario()
    theirs = put(game, "001", Z.BATTLE, other)
    tired = put(game, "001", Z.BATTLE, me, rest=True)
    field = put(game, "063", Z.BATTLE, me)  # a [Field] Extra Card in the Battle Area
    rooted = put(game, "A-ROOT", Z.BATTLE, me)
    leader = S.leader(game, me)
    refused(game, "attack", me, "7-1", "your own Leader", card=theirs, target=S.leader(game, other))
    refused(game, "attack", me, "7-1", "[Field] Extra Card cannot attack", card=field, target=S.leader(game, other))
    refused(game, "attack", me, "7-1", "Active Mode", card=tired, target=S.leader(game, other))
    refused(game, "attack", me, "1-3-3", "forbids Rooted Cadet to attack", card=rooted, target=S.leader(game, other))
    refused(game, "attack", me, "7-1", "your opponent's Leader", card=leader, target=tired)
    refused(game, "attack", me, "7-1", "Rest Mode can be attacked", card=leader, target=theirs)
    refused(game, "attack", me, "7-1", "cannot be attacked", card=leader, target=put(game, "066", Z.BATTLE, other))


def test_offense_step_combos_7_2_1_2_1_7_2_1_2_2_3_7_3_1():
    game, me, other = scenario()
    attacker = put(game, "029", Z.BATTLE, me)
    rested = put(game, "030", Z.BATTLE, me, rest=True)
    rooted = put(game, "A-ROOT", Z.BATTLE, me)
    token = put(game, "T01", Z.BATTLE, me)  # no combo cost or power
    costly_field = put(game, "035", Z.BATTLE, me)  # combo cost 1
    costly_hand = put(game, "035", Z.HAND, me)
    extra = put(game, "060", Z.HAND, me)
    theirs = put(game, "030", Z.BATTLE, other)
    offense(game, me, other, attacker)
    refused(game, "combo", me, "7-2-1-2-1", "Choose a Battle Card", card=None)
    refused(game, "combo", me, "7-2-1-2-1", "attack card", card=attacker)
    refused(game, "combo", me, "7-2-1-2-1", "Rest Mode", card=rested)
    refused(game, "combo", me, "7-2-1-2-1", "your own Battle Area", card=theirs)
    refused(game, "combo", me, "7-2-1-2-2", "is not a Battle Card", card=extra)
    refused(game, "combo", me, "3-7-3-1", "no combo cost and combo power", card=token)
    refused(game, "combo", me, "1-3-3", "forbids Rooted Cadet to combo", card=rooted)
    refused(game, "combo", me, "7-2-1-2-1-1", "combo cost", "costs 1 energy", card=costly_field)
    refused(game, "combo", me, "7-2-1-2-2-1", "combo cost", "costs 1 energy", card=costly_hand)


def test_defense_step_combos_7_3_1_2_1_7_3_1_2_2():
    game, me, other = scenario()
    attacker = put(game, "005", Z.BATTLE, me)
    extra = put(game, "060", Z.HAND, other)
    S.act(game, "attack", card=attacker, target=S.leader(game, other))
    S.pass_(game)  # no [Counter]
    S.pass_(game)  # no offense
    assert game.state.step == "defense" and game.decision.player == other  # type: ignore[union-attr]
    refused(game, "combo", other, "7-3-1-2-1", "your own Battle Area", card=S.leader(game, other))
    refused(game, "combo", other, "7-3-1-2-2", "is not a Battle Card", card=extra)


def test_counters_10_10_1_10_10_2_and_when_each_kind_is_pending_10_10_3():
    game, me, other = scenario()
    S.energy(game, me, "001", "001")
    plain = put(game, "003", Z.HAND, other)
    roar = put(game, "064", Z.HAND, other)  # [Counter: Attack]
    mirror = put(game, "069", Z.HAND, other)  # [Counter: Counter]
    denial = put(game, "068", Z.HAND, other)  # [Counter: Play], costs 2: no energy
    field_card = put(game, "068", Z.BATTLE, other)
    S.act(game, "play_battle", card=put(game, "003", Z.HAND, me))
    assert game.decision.context == "counter" and game.decision.player == other  # type: ignore[union-attr]
    refused(game, "use_counter", other, "10-10-2", "your own hand", card=field_card)
    refused(game, "use_counter", other, "10-10-1", "has no [Counter]", card=plain)
    refused(game, "use_counter", other, "10-10-3-3", "[Counter: Play] is pending", card=roar)
    refused(game, "use_counter", other, "10-10-3-5", "[Counter: Play] is pending", card=mirror)
    refused(game, "use_counter", other, "10-10-1", "Riptide Denial", "cannot pay", card=denial)
    S.energy(game, other, "029", "029")
    game.apply(Action("use_counter", other, card=denial))
    assert game.decision.player == me  # type: ignore[union-attr]
    refused(game, "use_counter", me, "10-10-3-2", "[Counter: Counter] is pending", card=put(game, "068", Z.HAND, me))


def test_counter_battle_card_attack_waits_for_a_battle_card_10_10_3_4():
    game, me, other = scenario()
    S.energy(game, other, "017", "017")
    vines = put(game, "067", Z.HAND, other)
    S.act(game, "attack", card=S.leader(game, me), target=S.leader(game, other))
    refused(game, "use_counter", other, "10-10-3-4", "[Counter: Attack] is pending", card=vines)


def test_deflect_is_not_affected_by_counter_play_10_22_1():
    game, me, other = scenario()
    S.energy(game, me, "029", "029", "029", "029", "029")
    S.energy(game, other, "029", "029")
    denial = put(game, "068", Z.HAND, other)
    S.act(game, "play_battle", card=put(game, "034", Z.HAND, me))  # [Deflect]
    refused(game, "use_counter", other, "10-22-1", "has [Deflect]", card=denial)


def test_playing_a_battle_card_6_3_1_2_1_6_3_1_2_1_1_and_unique_10_42_2():
    game, me, other = scenario()
    unison = put(game, "080", Z.HAND, me)
    dear = put(game, "007", Z.HAND, me)  # cost 4
    theirs = put(game, "001", Z.HAND, other)
    refused(game, "play_battle", me, "6-3-1-2-1", "your own hand", card=theirs)
    refused(game, "play_battle", me, "6-3-1-2-1", "is not a Battle Card", card=unison)
    refused(game, "play_battle", me, "6-3-1-2-1-1", "costs 4 energy", "you have 0 Active energy", card=dear)
    S.energy(game, me, "017", "017")
    put(game, "021", Z.BATTLE, me)
    refused(game, "play_battle", me, "10-42-2", "[Unique]", card=put(game, "021", Z.HAND, me))
    counter_extra = put(game, "064", Z.HAND, me)  # an Extra dragged to the Battle Area: checked as its activation
    refused(game, "play_battle", me, "8-1-3-1", "no skill to activate now", card=counter_extra)


def test_playing_a_unison_card_6_3_1_2_2_with_x_1_3_5_2_11_2_2():
    game, me, _ = scenario()
    battle_card = put(game, "001", Z.HAND, me)
    pact = put(game, "083", Z.HAND, me)  # cost 1 + X
    banner = put(game, "080", Z.HAND, me)  # cost 3
    refused(game, "play_unison", me, "6-3-1-2-2", "is not a Unison Card", card=battle_card)
    refused(game, "play_unison", me, "1-3-5", "Name X", "1 or more", card=pact)
    refused(game, "play_unison", me, "1-3-5", "Name X", card=pact, number=0)
    refused(game, "play_unison", me, "2-11-2-2", "no X in its cost", card=banner, number=1)
    refused(game, "play_unison", me, "6-3-1-2-2-1", "costs 3 energy", card=banner)


def test_a_unison_card_under_yours_once_a_turn_6_3_1_2_3_3():
    game, me, other = scenario()
    refused(game, "stack_unison", me, "6-3-1-2-3-3", "your own hand", card=put(game, "080", Z.HAND, other))
    second = put(game, "080", Z.HAND, me)
    refused(game, "stack_unison", me, "6-3-1-2-3-3", "same card number", card=second)
    host = put(game, "080", Z.UNISON, me)
    game.state.cards[host].counters[MARKER] = 2
    game.apply(Action("stack_unison", me, card=second))
    refused(game, "stack_unison", me, "6-3-1-2-3-3", "already placed", card=put(game, "080", Z.HAND, me))


def test_evolve_10_5_1_from_the_hand_10_5_2():
    game, me, _ = scenario()
    evolver = put(game, "004", Z.HAND, me)  # [Evolve] <Kairo>, cost 2
    plain = put(game, "003", Z.HAND, me)
    kairo = put(game, "003", Z.BATTLE, me)
    rikko = put(game, "001", Z.BATTLE, me)
    refused(game, "evolve", me, "10-5-2", "your own hand", card=put(game, "004", Z.BATTLE, me), target=kairo)
    refused(game, "evolve", me, "10-5-1", "has no [Evolve]", card=plain, target=kairo)
    refused(game, "evolve", me, "10-5-1", "one of your Battle Cards", card=evolver, target=None)
    refused(game, "evolve", me, "10-5-1", "is not <Kairo>", card=evolver, target=rikko)
    refused(game, "evolve", me, "10-5-1", "[Evolve]", "costs 2 energy", card=evolver, target=kairo)


def _drop(game: Game, player: PlayerId, card: str, count: int) -> None:
    for _ in range(count):
        put(game, card, Z.DROP, player)


def test_over_realm_10_15_1_10_15_3_10_15_5_10_25_1_10_26_1():
    game, me, _ = scenario()
    S.clear(game, Z.DROP, me)
    golem = put(game, "012", Z.HAND, me)  # [Over Realm 7]
    tyrant = put(game, "099", Z.HAND, me)  # [Dark Over Realm 3]
    refused(game, "over_realm", me, "10-15-3", "your own hand", card=put(game, "012", Z.BATTLE, me))
    refused(game, "over_realm", me, "10-15-1", "has no [Over Realm]", card=put(game, "003", Z.HAND, me))
    _drop(game, me, "001", 6)
    refused(game, "over_realm", me, "10-15-1", "needs 7 cards in your Drop", "you have 6", card=golem)
    refused(game, "over_realm", me, "10-25-1", "needs 3 black cards", "you have 0", card=tyrant)
    _drop(game, me, "001", 1)
    game.apply(Action("over_realm", me, card=golem))
    S.pass_until(game, "main")
    _drop(game, me, "052", 3)
    refused(game, "over_realm", me, "10-15-5", "as often as you may this turn", card=tyrant)
    put(game, "041", Z.BATTLE, me)  # [Wormhole]: twice a turn
    game.apply(Action("over_realm", me, card=tyrant))
    S.pass_until(game, "main")
    _drop(game, me, "001", 7)
    refused(game, "over_realm", me, "10-26-1", "as often as you may this turn", card=put(game, "012", Z.HAND, me))


def test_union_fusion_potara_and_absorb_10_13():
    game, me, _ = scenario()
    fusion = put(game, "090", Z.HAND, me)  # [Union-Fusion] <Rikko> and <Palla> from the hand, equal power
    rikko, palla, heavy = put(game, "001", Z.HAND, me), put(game, "002", Z.HAND, me), put(game, "A-RIKKO", Z.HAND, me)
    refused(game, "union", me, "10-13-3-2", "your own hand", card=put(game, "090", Z.BATTLE, me), picks=(rikko, palla))
    refused(game, "union", me, "10-13-1", "no [Union] skill", card=put(game, "003", Z.HAND, me), picks=(rikko, palla))
    refused(game, "union", me, "10-13-3-1", "one of <Palla> in your hand", card=fusion, picks=(rikko,))
    refused(game, "union", me, "10-13-3-1", "one of <Palla>", card=fusion, picks=(palla, rikko))
    refused(game, "union", me, "10-13-3-1", "the same power", card=fusion, picks=(heavy, palla))
    potara = put(game, "091", Z.HAND, me)  # [Union-Potara] <Nereza> and <Omi> in the Battle Area, cost 1
    nereza, omi = put(game, "032", Z.BATTLE, me), put(game, "030", Z.BATTLE, me)
    refused(game, "union", me, "10-13-4-2", "your own hand", card=put(game, "091", Z.BATTLE, me), picks=(nereza, omi))
    refused(game, "union", me, "10-13-4-1", "in your Battle Area", card=potara, picks=(rikko, palla))
    refused(game, "union", me, "10-13-4-1", "[Union] Nereza & Omi", "costs 1 energy", card=potara, picks=(nereza, omi))
    maw = put(game, "092", Z.BATTLE, me)  # [Union-Absorb] <Initiate>, cost 1
    initiate = put(game, "029", Z.HAND, me)
    refused(game, "union", me, "10-13-5-2", "[Union-Absorb]", card=initiate, target=nereza)
    refused(game, "union", me, "10-13-5-1", "<Initiate> from your hand", card=rikko, target=maw)
    refused(game, "union", me, "10-13-5-1", "your own hand", card=put(game, "029", Z.BATTLE, me), target=maw)
    refused(game, "union", me, "10-13-5-1", "costs 1 energy", card=initiate, target=maw)


def test_swap_10_24_1_10_24_3():
    game, me, _ = scenario()
    trickster = put(game, "098", Z.BATTLE, me)  # [Swap 2]
    two = put(game, "003", Z.HAND, me)
    refused(game, "swap", me, "10-24-1", "your Battle Card that has it", card=two, target=None)
    refused(game, "swap", me, "10-24-1", "has no [Swap]", card=two, target=put(game, "001", Z.BATTLE, me))
    refused(game, "swap", me, "10-24-3", "your own hand", card=put(game, "003", Z.BATTLE, me), target=trickster)
    refused(game, "swap", me, "10-24-3", "energy cost is 2", card=put(game, "001", Z.HAND, me), target=trickster)
    put(game, "021", Z.BATTLE, me)
    refused(game, "swap", me, "10-42-2", "[Unique]", card=put(game, "021", Z.HAND, me), target=trickster)


def test_successor_10_41_1_10_41_3():
    game, me, _ = scenario()
    heir = put(game, "108", Z.HAND, me)  # [Successor], cost 4
    green = [put(game, "018", Z.BATTLE, me), put(game, "018", Z.BATTLE, me)]  # cost 2 each
    red = put(game, "003", Z.BATTLE, me)
    refused(game, "successor", me, "10-41-3", "your own hand", card=put(game, "108", Z.BATTLE, me), picks=tuple(green))
    refused(game, "successor", me, "10-41-1", "has no [Successor]", card=put(game, "003", Z.HAND, me))
    refused(game, "successor", me, "10-41-1", "mono-green", card=heir, picks=(green[0], red))
    refused(game, "successor", me, "10-41-1", "add up to 2, not 4", card=heir, picks=(green[0],))


def test_arrival_10_32_1_10_32_3_and_aegis_10_33_1():
    game, me, other = scenario()
    rainbow = put(game, "101", Z.HAND, me)  # [Arrival] red and blue, cost 1
    monk = put(game, "102", Z.HAND, me)  # [Aegis]
    offense(game, me, other, S.leader(game, me))
    refused(game, "arrival", me, "10-32-3", "your own hand", card=put(game, "101", Z.BATTLE, me))
    refused(game, "arrival", me, "10-32-1", "has no [Arrival]", card=put(game, "003", Z.HAND, me))
    refused(game, "arrival", me, "10-32-1", "must show blue, red", card=rainbow)
    put(game, "001", Z.COMBO, me)
    put(game, "029", Z.COMBO, me)
    refused(game, "arrival", me, "10-32-1", "[Arrival] Rainbow Vanguard costs 1 energy", card=rainbow)
    refused(game, "aegis", me, "10-33-1", "from a card in your hand that has it", card=put(game, "003", Z.HAND, me))
    refused(game, "aegis", me, "10-33-1-1", "Defense Step of your opponent's turn", card=monk)


def test_extra_cards_8_1_3_1_field_10_3_1_and_invoker_10_40_1():
    game, me, other = scenario()
    refused(game, "use_extra", me, "2-3-2-3", "your own hand", card=put(game, "061", Z.HAND, other))
    refused(game, "use_extra", me, "2-3-2-3", "is not an Extra Card", card=put(game, "001", Z.HAND, me))
    refused(game, "use_extra", me, "8-1-3-1", "no skill to activate now", card=put(game, "070", Z.HAND, me))
    refused(game, "use_extra", me, "8-5-2-2-1", "costs 2 energy", card=put(game, "061", Z.HAND, me))
    rite = put(game, "074", Z.HAND, me)  # red/blue multicolour
    refused(game, "use_extra", me, "10-40-1", "no card with [Invoker]", card=rite, option=INVOKER)
    put(game, "106", Z.BATTLE, me)  # [Invoker]
    refused(game, "use_extra", me, "10-40-1", "only red/blue", card=put(game, "062", Z.HAND, me), option=INVOKER)
    refused(game, "use_extra", me, "10-40-1", "Active red/blue multicolour energy", card=rite, option=INVOKER)
    arena = put(game, "063", Z.HAND, me)  # [Field]
    flame = put(game, "061", Z.HAND, me)  # [Activate: Main]
    offense(game, me, other, S.leader(game, me))
    refused(game, "use_extra", me, "10-3-1", "[Field] Volcanic Arena", "Main Phase", card=arena)
    refused(game, "use_extra", me, "8-1-3-1", "its skill is an [Activate: Main]", card=flame)


def test_activate_skills_by_reason_8_1_3_1_2_12_2_10_11_4_8_3_3_8_4_2_2_8_3_2():
    game, me, other = scenario()
    archivist = put(game, "035", Z.BATTLE, me)  # [Activate: Battle]
    refused(game, "activate", me, "8-1-3-1", "timing, not now", card=archivist, number=0)
    healer = put(game, "020", Z.BATTLE, me)  # [Activate: Main] [Once per Turn] rest 1 energy
    refused(game, "activate", me, "8-4-2-2", "whole cost", card=healer, number=0)
    refused(game, "activate", me, "2-12-2", "where the card is", card=put(game, "020", Z.HAND, me), number=0)
    refused(game, "activate", me, "8-3-3", "condition is not met", card=put(game, "A-NIGHT", Z.BATTLE, me), number=0)
    S.energy(game, me, "017", "017")
    game.apply(Action("activate", me, card=healer, number=0))
    S.pass_until(game, "main")
    refused(game, "activate", me, "10-11-4", "already been used this turn", card=healer, number=0)
    under = put(game, "020", Z.BATTLE, me)
    put_under(game, under, archivist)
    refused(game, "activate", me, "8-3-2", "are negated", card=under, number=0)
    refused(game, "activate", me, "8-1-3", "cards you control", card=put(game, "020", Z.BATTLE, other), number=0)
    refused(game, "activate", me, "8-1-3", "no such activated ability", card=healer, number=4)
    refused(game, "activate", me, "8-1-3", "Name one of your cards", card=None, number=0)
    banner = put(game, "080", Z.UNISON, me)  # [Spirit Boost 1]: one of your Battle Cards gets +10000
    game.state.cards[banner].counters[MARKER] = 2
    S.clear(game, Z.BATTLE, me)  # no Battle Card of yours to choose
    refused(game, "activate", me, "8-1-3", "no legal target", card=banner, number=0)


def test_awaken_and_wish_conditions_10_2_1_10_28_1():
    game, me, _ = scenario()
    refused(game, "activate", me, "10-2-1", "[Awaken]", "condition is not met", card=S.leader(game, me), number=0)
    refused(game, "activate", me, "10-28-1", "[Wish]", card=put(game, "100", Z.BATTLE, me), number=0)


def test_keyword_costs_that_cannot_be_paid_cite_their_keyword_10_48_4_10_47_1_10_44_1_10_46_1():
    game, me, _ = scenario()
    S.energy(game, me, "029", "029", "029")
    scholar = put(game, "111", Z.BATTLE, me)  # [Limit 1] rest 1 energy: draw
    game.apply(Action("activate", me, card=scholar, number=0))
    S.pass_until(game, "main")
    refused(game, "activate", me, "10-48-4", "[Limit 1]", card=put(game, "111", Z.BATTLE, me), number=0)
    put(game, "001", Z.BATTLE, me)
    refused(game, "activate", me, "10-47-1", "[Spirit Boost 1]", card=put(game, "080", Z.UNISON, me), number=0)
    refused(game, "activate", me, "10-44-1", "[Overlord]", "[Servant]", card=put(game, "109", Z.BATTLE, me), number=0)
    rootmother = put(game, "110", Z.BATTLE, me)
    refused(game, "activate", me, "10-46-1", "[Rejuvenate]", card=rootmother, number=1)  # its [Activate: Main]


def test_marker_skill_costs_8_4_2_5_1_3_8_4_2_5_2():
    """[-2] on a card with 1 marker cannot be paid (8-4-2-5-1-3); after one marker skill, no other that turn
    (8-4-2-5-2). The rules-text tests' Unison Card has [+2], [0], [-2] and [-4] skills (numbers 0 to 3)."""
    game, me, _ = R.scenario()
    unison = R.put(game, "RT-UNISON", Z.UNISON, me)
    game.state.cards[unison].counters[MARKER] = 1
    refused(game, "activate", me, "8-4-2-5-1-3", "[-2] removes more markers than the card has", card=unison, number=2)
    game.apply(Action("activate", me, card=unison, number=0))
    S.pass_until(game, "main")
    refused(game, "activate", me, "8-4-2-5-2", "marker cost was already used this turn", card=unison, number=1)


def _deck(
    main: dict[str, int], leader: str = "DBP1-L01", extra: dict[str, tuple[DeckEntry, ...]] | None = None
) -> Deck:
    sections = {"leader": (DeckEntry(card=leader, count=1),), "main": tuple(DeckEntry(card=c, count=n)
                for c, n in main.items()), **(extra or {})}  # fmt: skip
    return S.starter("ember-rush").model_copy(update={"sections": sections})


def test_deck_refusals_5_1_1_2_3_2_1_10_17():
    main = {f"DBP1-0{n:02d}": 4 for n in (1, 2, 3, 5, 6, 7, 8, 9, 11, 13, 14, 15)}  # 48 cards
    main |= {"DBP1-017": 2}
    ruleset = S.ruleset()
    assert ruleset.validate_deck(_deck(main), database()) == []
    reasons = {(p.rule, p.reason) for p in ruleset.validate_deck(_deck(main | {"NOPE-1": 1}), database())}
    assert ("5-1-1", "Unknown card NOPE-1 in the main section.") in reasons
    side = {"side": (DeckEntry(card="DBP1-001", count=1),)}
    assert any(r == "5-1-1" and "not 'side'" in w for r, w in
               {(p.rule, p.reason) for p in ruleset.validate_deck(_deck(main, extra=side), database())})  # fmt: skip
    reasons = {(p.rule, p.reason) for p in ruleset.validate_deck(_deck(main, leader="A-LEAD"), database())}
    assert any(r == "2-3-2-1" and "A-NOWHERE" in w for r, w in reasons)
    combo = {k: v for k, v in list(main.items())[2:]} | {"DBP1-023": 5, "DBP1-001": 3}
    assert [p.rule for p in ruleset.validate_deck(_deck(combo), database())] == ["5-1-3-1", "10-17"]


def test_moves_outside_their_window_cite_the_rule_that_says_when_they_are_made():
    """Every action kind of OUTSIDE_WINDOW, made in a window that does not allow it (the Main Phase, the Offense
    Step, a counter timing), cites the rule of the timing that allows it."""
    game, me, other = scenario()
    card = put(game, "001", Z.HAND, me)
    for kind in ("combo", "arrival", "aegis", "use_counter"):
        rule, words = RS.OUTSIDE_WINDOW[kind]
        refused(game, kind, me, rule, words, card=card)
    put(game, "001", Z.HAND, other)  # the counter timing asks a player holding a card
    S.act(game, "attack", card=S.leader(game, me), target=S.leader(game, other))
    assert game.decision.context == "counter"  # type: ignore[union-attr]
    for kind in ("use_extra", "activate"):
        rule, words = RS.OUTSIDE_WINDOW[kind]
        refused(game, kind, other, rule, words, card=card)
    S.pass_until(game, "battle")
    assert game.state.step == "offense"
    for kind in ("attack", "play_battle", "play_unison", "stack_unison", "evolve", "over_realm", "union", "swap",
                 "successor"):  # fmt: skip
        rule, words = RS.OUTSIDE_WINDOW[kind]
        refused(game, kind, me, rule, words, card=card)


def test_answers_and_the_other_players_moves_cite_the_questions_rule_6_3_1_2_4_7_3_2():
    game, me, other = scenario()
    refused(game, "play_battle", other, "6-3-1-2", "Player", "who decides now", card=put(game, "001", Z.HAND, other))
    refused(game, "choose", me, "6-3-1-2", "You cannot choose now", picks=(0,))
    S.energy(game, me, "001", "001")
    S.act(game, "play_battle", card=put(game, "003", Z.HAND, me))
    assert game.decision.context == "counter"  # type: ignore[union-attr]
    refused(game, "play_battle", me, "4-7-3-2", "who decides now", card=put(game, "001", Z.HAND, me))
    refused(game, "pass", me, "4-7-3-2", "who decides now")


def test_choosing_the_energy_does_not_open_a_play_in_a_battle_step_6_3_1_2_1_6_3_1_2_2():
    """The Offense Step allows an Extra Card with its energy chosen, not a Battle or Unison Card played that way
    (a play made choosing the energy was accepted there)."""
    game, me, other = scenario()
    S.energy(game, me, "001", "029", "017")
    card = put(game, "003", Z.HAND, me)
    offense(game, me, other, S.leader(game, me))
    refused(game, "choose_energy", me, "6-3-1-2-1", "only in your Main Phase", card=card, option="play_battle")
    refused(game, "choose_energy", me, "6-3-1-2-2", "only in your Main Phase", card=card, option="play_unison")


def test_malformed_actions_are_refused_in_words_and_change_nothing():
    game, me, _ = scenario()
    card = put(game, "003", Z.HAND, me)
    refused(game, "choose_energy", me, "", "Name the play or activation", card=card, option="attack")
    refused(game, "play_battle", me, "", "Unknown variant 'sideways'", card=card, option="sideways")


def test_a_player_needs_exactly_one_leader_5_1_2():
    main = {f"DBP1-0{n:02d}": 4 for n in (1, 2, 3, 5, 6, 7, 8, 9, 11, 13, 14, 15)} | {"DBP1-017": 2}
    two = _deck(main).model_copy(update={"sections": {**_deck(main).sections,
                                                       "leader": (DeckEntry(card="DBP1-L01", count=2),)}})  # fmt: skip
    reasons = [(p.rule, p.reason) for p in S.ruleset().validate_deck(two, database())]
    assert ("5-1-2", "A player needs exactly 1 Leader Card, not 2.") in reasons
