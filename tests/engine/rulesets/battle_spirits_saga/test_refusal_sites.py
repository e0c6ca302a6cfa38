"""Every refusal Battle Spirits Saga gives, under the most specific rule and in players' words; `SITES` lists them."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from engine import Action, Game, PlayerId
from engine.formats.cards import CardDatabase
from engine.formats.decks import Deck, DeckEntry
from engine.ids import InstanceId
from engine.rulesets.battle_spirits_saga import build_ruleset
from engine.rulesets.battle_spirits_saga import cores as R
from engine.rulesets.battle_spirits_saga import ruleset as RS
from engine.rulesets.battle_spirits_saga import zones as Z
from tests.engine.rulesets.battle_spirits_saga import support as S
from tests.support.refusals import assert_every_rule_has_its_test, refused, written_rules

ENGINE = Path(__file__).resolve().parents[4] / "engine" / "rulesets" / "battle_spirits_saga"

SITES = {
    # battle.py: attack and block declarations (7-1-1-1, 7-1-3-1), effects that forbid them, 【Astral】
    "7-1-1-1": "test_an_attack_needs_a_refreshed_spirit_of_your_own_7_1_1_1",
    "7-1-3-1": "test_a_block_needs_a_refreshed_spirit_of_your_own_7_1_3_1",
    "1-3-3": "test_an_effect_that_forbids_attacking_or_blocking_wins_1_3_3",
    "11-14-1": "test_astral_attacker_is_not_blocked_by_a_spirit_without_astral_11_14_1",
    "11-2-1": "test_with_confront_attacking_the_defender_cannot_pass_the_block_11_2_1",
    # cores.py: where a payment's and a placement's cores come from (10-6-6, 10-6-7, 10-7-6, 10-7-7, 10-8-6, 4-11-3)
    "10-6-6": "test_core_plans_that_take_cores_from_nowhere_cite_the_payment_rule_10_6_6",
    "10-6-7": "test_too_few_or_too_many_cores_placed_on_a_spirit_10_6_7",
    "10-7-6": "test_a_nexus_payment_and_placement_cite_10_7_6_and_10_7_7",
    "10-7-7": "test_a_nexus_payment_and_placement_cite_10_7_6_and_10_7_7",
    "10-8-6": "test_a_magic_payment_cites_10_8_6",
    "4-11-3": "test_the_soul_core_is_used_only_from_where_it_lies_4_11_3",
    "11-9-1": "test_swift_summons_in_a_flash_window_from_the_reserve_only_11_9_1",
    # core_moves.py: moving cores in the main step (6-6-1-2-3) and 【Awaken】 (11-1-1)
    "1-3-2-2": "test_core_moves_6_6_1_2_3_and_moves_that_move_nothing_1_3_2_2_1_3_2_3",
    "1-3-2-3": "test_core_moves_6_6_1_2_3_and_moves_that_move_nothing_1_3_2_2_1_3_2_3",
    "6-6-1-2-3": "test_core_moves_6_6_1_2_3_and_moves_that_move_nothing_1_3_2_2_1_3_2_3",
    "11-1-1": "test_awaken_needs_its_spirit_and_other_field_cards_11_1_1",
    # deckcheck.py (validate_deck, not apply)
    "5-1-1-1": "test_deck_refusals_name_their_rules_5_1_1_5_1_1_1_4_12_1",
    "5-1-1": "test_deck_refusals_name_their_rules_5_1_1_5_1_1_1_4_12_1",
    "4-12-1": "test_deck_refusals_name_their_rules_5_1_1_5_1_1_1_4_12_1",
    # ruleset.refusal: a move the open window does not allow, under the rule that says when it is made
    "6-7-2": "test_moves_outside_their_window_cite_the_rule_that_says_when_they_are_made",
    "6-7-3-2": "test_moves_outside_their_window_cite_the_rule_that_says_when_they_are_made",
    "6-6-1-2-1": "test_moves_outside_their_window_cite_the_rule_that_says_when_they_are_made",
    "8-1-6-1": "test_magic_needs_an_effect_of_the_window_8_1_6_1",
    # main_actions.py: summon (10-6), place (10-7), magic (10-8), X (4-6), 【Ascend】 (11-8-1), bursts (6-6-1-2-2)
    "10-6": "test_summon_place_and_magic_take_a_card_of_their_type_from_your_hand_10_6_10_7_10_8",
    "10-7": "test_summon_place_and_magic_take_a_card_of_their_type_from_your_hand_10_6_10_7_10_8",
    "10-8": "test_summon_place_and_magic_take_a_card_of_their_type_from_your_hand_10_6_10_7_10_8",
    "11-8-1": "test_ascend_names_a_spirit_of_its_colour_11_8_1",
    "4-6-1": "test_x_is_said_for_a_cost_with_x_and_only_then_4_6_1_4_6_2",
    "4-6-2": "test_x_is_said_for_a_cost_with_x_and_only_then_4_6_1_4_6_2",
    "6-6-1-2-2": "test_a_burst_is_set_from_your_hand_once_a_turn_if_it_has_a_burst_effect_6_6_1_2_2_3_8_4",
    "3-8-4": "test_a_burst_is_set_from_your_hand_once_a_turn_if_it_has_a_burst_effect_6_6_1_2_2_3_8_4",
    # activated effects (the ability language's check, with this ruleset's rules by reason)
    "8-1-3-1": "test_activated_effects_by_reason_8_1_3_1_8_1_3_2_10_2_8_4_2_3",
    "8-1-3": "test_activated_effects_by_reason_8_1_3_1_8_1_3_2_10_2_8_4_2_3",
    "2-10-2": "test_activated_effects_by_reason_8_1_3_1_8_1_3_2_10_2_8_4_2_3",
    "8-4-2-3": "test_activated_effects_by_reason_8_1_3_1_8_1_3_2_10_2_8_4_2_3",
    # answers to questions cite the question's rule
    "5-2-6": "test_answers_to_questions_cite_the_questions_rule_5_2_6_5_2_7",
    "5-2-7": "test_answers_to_questions_cite_the_questions_rule_5_2_6_5_2_7",
}
"""Each rule a refusal of this ruleset can cite, and the test here that makes the move and checks it."""

AUDIT_CARDS = [
    S.plain("A-NEX", 2, [(1, 0), (3, 0)], category="nexus", symbols=[], name="Cored Nexus"),
    S.plain("A-ROOT", 1, [(1, 3000)], name="Rooted Guard", abilities=[{"kind": "continuous", "effect": [
        {"do": "prevent", "action": "attack"}, {"do": "prevent", "action": "block"}]}]),
    S.plain("A-TAP", 1, [(1, 1000)], name="Tap Scout", abilities=[{"kind": "activated", "timing": ["main"],
            "cost": [{"do": "orient", "to": "exhausted"}], "effect": [{"do": "draw"}]}]),
    S.plain("A-LATE", 1, [(1, 1000)], name="Late Caller", abilities=[{"kind": "activated", "timing": ["flash"],
            "condition": {"check": "opponent_turn"}, "effect": [{"do": "draw"}]}]),
    S.plain("A-HUNT", 1, [(1, 1000)], name="Hunter", abilities=[{"kind": "activated", "timing": ["main"],
            "effect": [{"do": "destroy", "target": {"filter": {"zone": ["field"], "controller": "opponent",
                                                               "category": ["spirit"]}}}]}]),
]  # fmt: skip


@cache
def database() -> CardDatabase:
    """The support set (sample and plain test cards) and this module's cards."""
    return S.with_cards(AUDIT_CARDS, "AUDIT")


def cleared_main(turn: int = 2) -> tuple[Game, PlayerId]:
    """`support.cleared_main` with this module's cards: both fields, hands and bursts empty."""
    return S.cleared_main(turn, cards=database())


def flash_for(game: Game, player: PlayerId, striker: InstanceId) -> None:
    """From the main step: attack with `striker`; the defender passes, so the attacker holds the flash window."""
    S.attack(game, player, striker)
    game.apply(Action("pass", PlayerId(1 - player)))
    assert game.decision is not None and game.decision.context == "flash" and game.decision.player == player


def test_every_rule_a_refusal_can_cite_has_its_test_here():
    """The rule numbers written in the ruleset's refusals (and its rules by reason) are all in SITES, and every
    test SITES names exists: a new refusal needs a line there and a test."""
    assert_every_rule_has_its_test(written_rules(ENGINE) | set(RS.REFUSAL_RULES.values()), SITES, globals())


def test_an_attack_needs_a_refreshed_spirit_of_your_own_7_1_1_1():
    game, player = cleared_main()
    tired = S.put(game, player, "T-3K", cores=1, orientation=Z.EXHAUSTED)
    theirs = S.put(game, 1 - player, "T-1", cores=1)
    nexus = S.put(game, player, "T-NEX")
    game.apply(Action("pass", player))
    refused(game, "attack", player, "7-1-1-1", "exhausted", card=tired)
    refused(game, "attack", player, "7-1-1-1", "your own field", card=theirs)
    refused(game, "attack", player, "7-1-1-1", "spirit", card=nexus)


def test_a_block_needs_a_refreshed_spirit_of_your_own_7_1_3_1():
    game, player = cleared_main()
    striker = S.put(game, player, "T-1", cores=1)
    S.put(game, 1 - player, "T-1", cores=1)
    tired = S.put(game, 1 - player, "T-3K", cores=1, orientation=Z.EXHAUSTED)
    S.attack(game, player, striker)
    S.to_block(game)
    refused(game, "block", 1 - player, "7-1-3-1", "exhausted", card=tired)
    refused(game, "block", 1 - player, "7-1-3-1", "your own field", card=striker)
    refused(game, "block", 1 - player, "7-1-3-1", "your own field", card=None)


def test_an_effect_that_forbids_attacking_or_blocking_wins_1_3_3():
    game, player = cleared_main()
    rooted = S.put(game, player, "A-ROOT", cores=1)
    striker = S.put(game, player, "T-1", cores=1)
    game.apply(Action("pass", player))
    refused(game, "attack", player, "1-3-3", "forbids", card=rooted)
    S.put(game, 1 - player, "T-1", cores=1)
    theirs = S.put(game, 1 - player, "A-ROOT", cores=1)
    S.attack(game, player, striker)
    S.to_block(game)
    refused(game, "block", 1 - player, "1-3-3", "forbids", card=theirs)


def test_astral_attacker_is_not_blocked_by_a_spirit_without_astral_11_14_1():
    game, player = cleared_main()
    star = S.put(game, player, "T-ASTRAL", cores=1)
    plain = S.put(game, 1 - player, "T-1", cores=1)
    S.put(game, 1 - player, "T-ASTRAL", cores=1)  # someone can block it, so the block is asked for
    S.attack(game, player, star)
    S.to_block(game)
    refused(game, "block", 1 - player, "11-14-1", "【Astral】", card=plain)


def test_with_confront_attacking_the_defender_cannot_pass_the_block_11_2_1():
    game, player = cleared_main()
    challenger = S.put(game, player, "T-CONF", cores=1)
    S.put(game, 1 - player, "T-1", cores=1)
    S.attack(game, player, challenger)
    S.to_block(game)
    refused(game, "pass", 1 - player, "11-2-1", "You cannot pass", "you must block (【Confront】)")


def test_core_plans_that_take_cores_from_nowhere_cite_the_payment_rule_10_6_6():
    game, player = cleared_main()
    S.set_cores(game, player, Z.RESERVE, 1, soul=0)
    donor = S.put(game, player, "T-3K", cores=2)
    theirs = S.put(game, 1 - player, "T-3K", cores=3)
    card = S.put(game, player, "T-1", Z.HAND)  # cost 1, LV1 1 core
    big = S.put(game, player, "T-3K", Z.HAND)  # cost 3, LV1 1 core: 4 needed, 3 there
    refused(game, "summon", player, "10-6-6", "needs 4 cores", "you have 3", card=big, number=1)
    S.set_cores(game, player, Z.RESERVE, 3, soul=0)
    refused(game, "summon", player, "10-6-6", "one list", card=card, number=1, groups=((donor,), (donor,)))
    refused(
        game, "summon", player, "10-6-6", "More cores are taken from cards", card=card, number=1, picks=(donor, donor)
    )
    refused(game, "summon", player, "10-6-6", "one by one", card=card, number=1, picks=(donor,), option=R.CHOOSE_CORES)
    refused(game, "summon", player, "10-6-6", "soul core is paid, placed", card=card, number=1, option="everything")
    refused(game, "summon", player, "10-6-6", "your own field and reserve", card=card, number=1, picks=(theirs,))
    refused(
        game, "summon", player, "10-6-6", "on Plain T-3K", card=card, number=2, picks=(donor,), groups=((donor, donor),)
    )  # 3 cores asked of a spirit with 2: 1 paid, 2 placed
    S.set_cores(game, player, Z.RESERVE, 0, soul=0)
    refused(game, "summon", player, "10-6-6", "in your reserve", card=card, number=1, picks=(donor,))
    S.set_cores(game, player, Z.TRASH, 0, soul=1)  # the soul core lies in the trash
    S.set_cores(game, player, Z.RESERVE, 3, soul=0)
    refused(game, "summon", player, "10-6-6", "soul core is neither", card=card, number=1, option=R.PAY_SOUL)


def test_too_few_or_too_many_cores_placed_on_a_spirit_10_6_7():
    game, player = cleared_main()
    S.set_cores(game, player, Z.RESERVE, 3, soul=0)
    card = S.put(game, player, "T-1", Z.HAND)
    refused(game, "summon", player, "10-6-7", "at least 1 core", "LV1", card=card, number=0)
    refused(game, "summon", player, "10-6-7", "cannot place 9 cores", "you have 3", card=card, number=9)


def test_a_nexus_payment_and_placement_cite_10_7_6_and_10_7_7():
    game, player = cleared_main()
    S.set_cores(game, player, Z.RESERVE, 2, soul=0)
    nexus = S.put(game, player, "A-NEX", Z.HAND)  # cost 2, LV1 1 core
    refused(game, "place", player, "10-7-6", "Cored Nexus needs 3 cores", "you have 2", card=nexus, number=1)
    S.set_cores(game, player, Z.RESERVE, 4, soul=0)
    refused(game, "place", player, "10-7-7", "at least 1 core", card=nexus, number=0)


def test_a_magic_payment_cites_10_8_6():
    game, player = cleared_main()
    S.set_cores(game, player, Z.RESERVE, 0, soul=0)
    study = S.put(game, player, "T-DRAW", Z.HAND)  # cost 1
    refused(game, "magic", player, "10-8-6", "fewer cores than the 1", card=study, option=R.CHOOSE_CORES)
    refused(game, "magic", player, "10-8-6", "in your reserve", card=study)
    S.set_cores(game, player, Z.RESERVE, 2, soul=0)
    refused(game, "magic", player, "10-8-6", "Nothing is placed", card=study, option=R.PLACE_SOUL)


def test_the_soul_core_is_used_only_from_where_it_lies_4_11_3():
    game, player = cleared_main()
    S.set_cores(game, player, Z.RESERVE, 2, soul=1)
    donor = S.put(game, player, "T-3K", cores=3)
    card = S.put(game, player, "T-1", Z.HAND)
    from_donor = dict(card=card, number=1, picks=(donor,), groups=((donor,),))  # none from the reserve's soul core
    refused(game, "summon", player, "4-11-3", "where it lies", option=R.PAY_SOUL, **from_donor)
    S.set_cores(game, player, Z.RESERVE, 2, soul=0)
    holder = S.put(game, player, "T-3K", cores=1, soul=True)
    refused(game, "summon", player, "4-11-3", "one of the paid cores", card=card, number=1, option=R.PAY_SOUL)
    refused(game, "summon", player, "4-11-3", "one of the placed cores", card=card, number=1, option=R.PLACE_SOUL)
    assert holder in game.state.cards


def test_swift_summons_in_a_flash_window_from_the_reserve_only_11_9_1():
    game, player = cleared_main()
    striker = S.put(game, player, "T-1", cores=1)
    donor = S.put(game, player, "T-3K", cores=3)
    swift = S.put(game, player, "T-SWIFT", Z.HAND)  # cost 2, LV1 1 core
    plain = S.put(game, player, "T-1", Z.HAND)
    nexus = S.put(game, player, "T-NEX", Z.HAND)
    refused(game, "swift", player, "11-9-1", "only in a flash window", card=swift, number=1)
    S.set_cores(game, player, Z.RESERVE, 2, soul=0)
    flash_for(game, player, striker)
    refused(game, "summon", player, "11-9-1", "【Swift】", card=plain, number=1)
    refused(game, "place", player, "11-9-1", "no nexus placed", card=nexus, number=0)
    refused(game, "swift", player, "11-9-1", "Only a spirit with 【Swift】", card=plain, number=1)
    refused(game, "swift", player, "11-9-1", "needs 3 cores", "you have 2 in your reserve", card=swift, number=1)
    S.set_cores(game, player, Z.RESERVE, 3, soul=0)
    refused(game, "swift", player, "11-9-1", "reserve only", card=swift, number=1, picks=(donor,))


def test_core_moves_6_6_1_2_3_and_moves_that_move_nothing_1_3_2_2_1_3_2_3():
    game, player = cleared_main()
    S.set_cores(game, player, Z.RESERVE, 1, soul=0)
    spirit = S.put(game, player, "T-1", cores=1)
    theirs = S.put(game, 1 - player, "T-1", cores=1)
    refused(game, "move_cores", player, "1-3-2-2", "same place", card=spirit, target=spirit, number=1)
    refused(game, "move_cores", player, "1-3-2-3", "at least one", target=spirit, number=0)
    refused(game, "move_cores", player, "6-6-1-2-3", "your own field", target=theirs, number=1)
    refused(game, "move_cores", player, "6-6-1-2-3", "regular cores or the soul core", target=spirit, option="x")
    refused(game, "move_cores", player, "6-6-1-2-3", "not 2 cores in your reserve", target=spirit, number=2)
    refused(game, "move_cores", player, "6-6-1-2-3", "soul core is not on Plain T-1", card=spirit, option="soul")


def test_awaken_needs_its_spirit_and_other_field_cards_11_1_1():
    game, player = cleared_main()
    striker = S.put(game, player, "T-1", cores=1)
    awakener = S.put(game, 1 - player, "T-AWAKE", cores=1)
    donor = S.put(game, 1 - player, "T-1", cores=1)
    refused(game, "awaken", player, "11-1-1", "only in a flash window", card=striker, target=striker, number=1)
    S.attack(game, player, striker)
    defender = 1 - player
    refused(game, "awaken", defender, "11-1-1", "Name your 【Awaken】 spirit", card=donor, target=None, number=1)
    refused(game, "awaken", defender, "11-1-1", "no 【Awaken】", card=awakener, target=donor, number=1)
    refused(game, "awaken", defender, "11-1-1", "not your reserve", card=None, target=awakener, number=1)
    refused(game, "awaken", defender, "11-1-1", "not 2 cores on Plain T-1", card=donor, target=awakener, number=2)


def _deck(*entries: tuple[str, int], sections: tuple[str, ...] = ("main",)) -> Deck:
    cards = tuple(DeckEntry(card=c, count=n) for c, n in entries)
    return Deck(name="audit", ruleset="battle-spirits-saga", sections=dict.fromkeys(sections, cards))


def test_deck_refusals_name_their_rules_5_1_1_5_1_1_1_4_12_1():
    ruleset = build_ruleset()
    good = [(f"BSA-0{n:02d}", 4) for n in range(1, 14)]  # 52 cards
    assert ruleset.validate_deck(_deck(*good), database()) == []
    problems = {(p.rule, p.reason) for p in ruleset.validate_deck(_deck(*good, ("NOPE-1", 1)), database())}
    assert ("5-1-1", "Unknown card NOPE-1.") in problems
    problems = {(p.rule, p.reason) for p in ruleset.validate_deck(_deck(*good, sections=("main", "side")), database())}
    assert any(rule == "5-1-1-1" and "one section" in reason for rule, reason in problems)
    problems = {(p.rule, p.reason) for p in ruleset.validate_deck(_deck(*good[:-1], ("BSA-013", 5)), database())}
    assert any(rule == "5-1-1-1" and "At most 4 cards named" in reason for rule, reason in problems)
    problems = {(p.rule, p.reason) for p in ruleset.validate_deck(_deck(*good, ("BSA-T01", 1)), database())}
    assert any(rule == "4-12-1" and "token" in reason for rule, reason in problems)


def test_moves_outside_their_window_cite_the_rule_that_says_when_they_are_made():
    """6-7-2 (no attack step on player one's first turn), 6-7-3-2 (attacks in the attack step), 7-1-3-1, 6-6-1-2-3,
    6-6-1-2-2, 6-6-1-2-1 (summon and place in your main step), 8-1-6-1 (magic), 8-1-3-1 (activated effects)."""
    game, player = cleared_main(turn=1)
    spirit = S.put(game, player, "T-1", cores=1)
    refused(game, "attack", player, "6-7-2", "first turn", card=spirit)
    game, player = cleared_main()
    S.set_cores(game, player, Z.RESERVE, 5, soul=0)
    spirit = S.put(game, player, "T-1", cores=1)
    tap = S.put(game, player, "A-TAP", cores=1)
    refused(game, "attack", player, "6-7-3-2", "attack step", card=spirit)
    refused(game, "block", player, "7-1-3-1", "attacks you", card=spirit)
    game.apply(Action("pass", player))  # to the attack step
    hand = {cid: S.put(game, player, cid, Z.HAND) for cid in ("T-1", "T-NEX", "T-DRAW", "T-BURST")}
    refused(game, "summon", player, "6-6-1-2-1", "main step", card=hand["T-1"], number=1)
    refused(game, "place", player, "6-6-1-2-1", "main step", card=hand["T-NEX"], number=0)
    refused(game, "magic", player, "8-1-6-1", "flash window", card=hand["T-DRAW"])
    refused(game, "activate", player, "8-1-3-1", "main step", card=tap, number=0)
    refused(game, "move_cores", player, "6-6-1-2-3", "main step", target=spirit, number=1)
    refused(game, "set_burst", player, "6-6-1-2-2", "main step", card=hand["T-BURST"])


def test_a_card_dragged_from_the_hand_is_refused_as_its_own_move_10_6_6_8_1_6_1():
    """The table's "play" guess is checked as the card's summon, placement or magic."""
    game, player = cleared_main()
    S.set_cores(game, player, Z.RESERVE, 1, soul=0)
    whelp = S.put(game, player, "T-3K", Z.HAND)
    refused(game, "play", player, "10-6-6", "needs 4 cores", "you have 1", card=whelp)
    zap = S.put(game, player, "T-ZAP", Z.HAND)
    refused(game, "play", player, "8-1-6-1", "Zap has no main effect", card=zap)


def test_summon_place_and_magic_take_a_card_of_their_type_from_your_hand_10_6_10_7_10_8():
    game, player = cleared_main()
    S.set_cores(game, player, Z.RESERVE, 5, soul=0)
    spirit = S.put(game, player, "T-1", Z.HAND)
    magic = S.put(game, player, "T-DRAW", Z.HAND)
    theirs = S.put(game, 1 - player, "T-1", Z.HAND)
    refused(game, "summon", player, "10-6", "is not a spirit card", card=magic, number=1)
    refused(game, "summon", player, "10-6", "your own hand", card=theirs, number=1)
    refused(game, "place", player, "10-7", "is not a nexus card", card=spirit, number=1)
    refused(game, "place", player, "10-7", "your own hand", card=None, number=1)
    refused(game, "magic", player, "10-8", "is not a magic card", card=spirit)
    refused(game, "magic", player, "10-8", "your own hand", card=theirs)
    red = S.put(game, player, "T-1", cores=1)
    refused(game, "summon", player, "10-6", "has no 【Ascend】", card=spirit, number=1, target=red)


def test_magic_needs_an_effect_of_the_window_8_1_6_1():
    game, player = cleared_main()
    S.set_cores(game, player, Z.RESERVE, 5, soul=0)
    striker = S.put(game, player, "T-1", cores=1)
    zap = S.put(game, player, "T-ZAP", Z.HAND)  # flash only
    study = S.put(game, player, "T-DRAW", Z.HAND)  # main only
    refused(game, "magic", player, "8-1-6-1", "Zap has no main effect", "flash window", card=zap)
    flash_for(game, player, striker)
    refused(game, "magic", player, "8-1-6-1", "Study has no flash effect", "main step", card=study)


def test_ascend_names_a_spirit_of_its_colour_11_8_1():
    game, player = cleared_main()
    S.set_cores(game, player, Z.RESERVE, 6, soul=0)
    ascender = S.put(game, player, "T-ASC", Z.HAND)
    refused(game, "summon", player, "11-8-1", "you have no red spirit", card=ascender, number=1)
    blue = S.put(game, player, "T-BLUE", cores=1)
    S.put(game, player, "T-1", cores=1)
    refused(game, "summon", player, "11-8-1", "drop the card on it", card=ascender, number=1, target=blue)


def test_x_is_said_for_a_cost_with_x_and_only_then_4_6_1_4_6_2():
    game, player = cleared_main()
    S.set_cores(game, player, Z.RESERVE, 5, soul=0)
    S.put(game, 1 - player, "T-3K", cores=1)
    tide = S.put(game, player, "BSA-056", Z.HAND)  # Withering Tide: cost 1 + X
    study = S.put(game, player, "T-DRAW", Z.HAND)
    refused(game, "magic", player, "4-6-2", "say what X is", card=tide)
    refused(game, "magic", player, "4-6-2", "say what X is", card=tide, number=-1)
    refused(game, "magic", player, "4-6-1", "no X in its cost", card=study, number=1)


def test_a_burst_is_set_from_your_hand_once_a_turn_if_it_has_a_burst_effect_6_6_1_2_2_3_8_4():
    game, player = cleared_main()
    first = S.put(game, player, "T-BURST", Z.HAND)
    second = S.put(game, player, "T-BURST", Z.HAND)
    plain = S.put(game, player, "T-DRAW", Z.HAND)
    theirs = S.put(game, 1 - player, "T-BURST", Z.HAND)
    refused(game, "set_burst", player, "6-6-1-2-2", "your own hand", card=theirs)
    refused(game, "set_burst", player, "3-8-4", "Study has no burst effect", card=plain)
    game.apply(Action("set_burst", player, card=first))
    refused(game, "set_burst", player, "6-6-1-2-2", "one burst card", "per turn", card=second)


def test_activated_effects_by_reason_8_1_3_1_8_1_3_2_10_2_8_4_2_3():
    """Timing, where the card is, once a turn, no target: 8-1-3-1; its level: 2-10-2; another condition: 8-1-3;
    a cost that cannot be paid whole: 8-4-2-3."""
    game, player = cleared_main()
    beacon = S.put(game, player, "BSA-032", cores=0)  # [LV2] main, once a turn: exhaust it to draw
    refused(game, "activate", player, "2-10-2", "from LV2", "it is LV1", card=beacon, number=0)
    game.add_tokens(beacon, Z.CORE, 3)
    game.apply(Action("activate", player, card=beacon, number=0))
    S.advance_to(game, "main")
    refused(game, "activate", player, "8-1-3-1", "already been used this turn", card=beacon, number=0)
    tapped = S.put(game, player, "A-TAP", cores=1, orientation=Z.EXHAUSTED)
    refused(game, "activate", player, "8-4-2-3", "whole cost", card=tapped, number=0)
    in_hand = S.put(game, player, "A-TAP", Z.HAND)
    refused(game, "activate", player, "8-1-3-1", "where the card is", card=in_hand, number=0)
    hunter = S.put(game, player, "A-HUNT", cores=1)
    refused(game, "activate", player, "8-1-3-1", "no legal target", card=hunter, number=0)
    theirs = S.put(game, 1 - player, "A-TAP", cores=1)
    refused(game, "activate", player, "8-1-3-1", "cards you control", card=theirs, number=0)
    refused(game, "activate", player, "8-1-3-1", "no such activated ability", card=hunter, number=3)
    refused(game, "activate", player, "8-1-3-1", "Name one of your cards", card=None, number=0)
    late = S.put(game, player, "A-LATE", cores=1)
    refused(game, "activate", player, "8-1-3-1", "flash timing, not now", card=late, number=0)
    flash_for(game, player, hunter)
    refused(game, "activate", player, "8-1-3", "condition is not met", card=late, number=0)


def test_answers_to_questions_cite_the_questions_rule_5_2_6_5_2_7():
    game = S.new_game()
    decision = game.decision
    assert decision is not None and decision.context == "first_or_second"
    refused(game, "choose", decision.player, "5-2-6", "Choose only from", picks=(7,))
    refused(game, "yes", decision.player, "5-2-6", "First answer the question below")
    refused(game, "choose", 1 - decision.player, "5-2-6", f"Player {decision.player + 1} who decides", picks=(0,))
    game.apply(Action("choose", decision.player, picks=(0,)))
    mulligan = game.decision
    assert mulligan is not None and mulligan.context == "mulligan"
    refused(game, "choose", mulligan.player, "5-2-7", "First answer the question below", picks=(0,))
