"""Each refusal cites the most specific rule that forbids the move: [Once Per Turn] (10-2-13-3), an activation cost
that cannot be paid (8-3-1-3), and counters, [Blocker] and Main Phase actions tried outside their own window
(7-1-3-2-1, 10-2-4-1, 7-1-2-1, 10-2-3-1, 6-5-2), a Counter Event from another hand (7-1-3-2-2), a deck's Leader
without Life (2-9-1) and its unknown or misplaced cards (5-1-2), in ONE PIECE and ENERGIO!! alike."""

import json

import pytest

from engine import Action, IllegalAction
from engine.formats.cards import read_card_set
from engine.formats.decks import DeckEntry
from engine.rulesets.one_piece import build_ruleset
from engine.rulesets.one_piece import zones as Z
from tests.support import one_piece_cards as C
from tests.support import one_piece_samples as S
from tests.support.one_piece_samples import P1, P2

BOTH = ("one-piece", "energio")
SEEDKEEPER = {"one-piece": "PM1-029", "energio": "EN1-029"}  # [Activate: Main] [Once Per Turn] ①: draw, trash 1


@pytest.fixture(params=BOTH)
def game(request):
    return S.start(request.param)


def _activate(game, iid):
    return Action("activate", P1, card=iid, number=0)


def test_an_unpayable_activation_cost_cites_8_3_1_3(game):
    S.clear(game, P1, Z.COST)
    keeper = S.put(game, P1, SEEDKEEPER[game.ruleset.id], Z.CHARACTERS)
    refusal = game.check(_activate(game, keeper))
    assert refusal.rule == "8-3-1-3" and "whole cost" in refusal.reason


def test_a_once_per_turn_effect_used_a_second_time_cites_10_2_13_3(game):
    S.add_don(game, P1, 2)
    keeper = S.put(game, P1, SEEDKEEPER[game.ruleset.id], Z.CHARACTERS)
    game.apply(_activate(game, keeper))
    while game.decision.context != "main":
        S.quietly(game)
    refusal = game.check(_activate(game, keeper))
    assert refusal.rule == "10-2-13-3" and "already been used this turn" in refusal.reason


def test_a_counter_in_the_main_phase_cites_the_rules_that_say_when_counters_are_used_7_1_3_2_1_10_2_4_1(game):
    counter_card = next(i for i in S.zone(game, Z.HAND, P1) if game.definition(i).stats.get("counter"))
    refusal = game.check(Action("counter", P1, card=counter_card, target=S.leader(game, P1)))
    assert refusal.rule == "7-1-3-2-1" and "Counter Step" in refusal.reason
    event = S.put(game, P1, next(c.id for c in game.database.cards() if "counter" in c.keywords), Z.HAND)
    assert game.check(Action("counter_event", P1, card=event)).rule == "10-2-4-1"
    assert game.check(Action("block", P1, card=S.leader(game, P1))).rule == "7-1-2-1"


def test_a_counter_in_the_block_step_cites_7_1_3_2_1_not_the_blocker_rule(game):
    S.until_main(game, turn=3)
    blocker = next(c.id for c in game.database.cards() if "blocker" in c.keywords)
    S.put(game, P2, blocker, Z.CHARACTERS)
    game.apply(Action("attack", P1, card=S.leader(game, P1), target=S.leader(game, P2)))
    assert game.decision.context == "block" and game.decision.player == P2
    counter_card = next(c.id for c in game.database.cards() if c.category == "character" and c.stats.get("counter"))
    held = S.put(game, P2, counter_card, Z.HAND)
    refusal = game.check(Action("counter", P2, card=held, target=S.leader(game, P2)))
    assert refusal.rule == "7-1-3-2-1"
    main_event = next(c.id for c in game.database.cards() if "main" in c.keywords and c.category == "event")
    assert game.check(Action("activate_event", P2, card=S.put(game, P2, main_event, Z.HAND))).rule == "10-2-3-1"


def test_a_move_no_window_allows_is_named_in_words_in_the_windows_rule(game):
    """No ruleset rule names it: the kernel cites the open window's rule (6-5-2) and says the move in words."""
    refusal = game.check(Action("manual_move", P1, card=S.leader(game, P1), option="trash"))
    assert refusal.rule == "6-5-2" and refusal.reason.startswith("You cannot manual move now")


@pytest.mark.parametrize("ruleset_id", BOTH)
def test_a_leader_without_a_life_value_is_refused_in_a_deck_2_9_1(ruleset_id):
    """Card data the loader would refuse can still reach a hand-built database: the deck check names the Leader."""
    lifeless = {"id": "PMT-L99", "name": "Lifeless Captain", "category": "leader", "colors": ["red"], "power": 5000,
                "stats": {"attribute": ["Strike"]}}  # fmt: skip
    text = json.dumps({"format": 1, "kind": "playmat-card-set", "ruleset": ruleset_id,
                       "set": {"id": "AUD", "name": "Audit"}, "cards": [lifeless]})  # fmt: skip
    database = C.database(ruleset_id).extended([read_card_set(text).card_set])
    problems = build_ruleset(ruleset_id).validate_deck(C.deck("PMT-L99", ruleset_id=ruleset_id), database)
    assert [(p.rule, p.reason) for p in problems if p.rule == "2-9-1"] == [
        ("2-9-1", "Leader Lifeless Captain (PMT-L99) has no Life value.")
    ]


@pytest.mark.parametrize("ruleset_id", BOTH)
def test_a_counter_event_comes_from_your_own_hand_7_1_3_2_2(ruleset_id):
    game = C.start(ruleset_id, "battle")
    C.pass_until(game, 3)
    game.apply(Action("attack", P1, card=C.leader(game, P1), target=C.leader(game, P2)))
    assert game.decision.context == "counter" and game.decision.player == P2
    theirs = C.put(game, P1, "PMT-020", Z.HAND)  # [Counter], in the attacker's hand
    before = game.state_hash()
    refusal = game.check(Action("counter_event", P2, card=theirs))
    assert refusal.rule == "7-1-3-2-2" and "your own hand" in refusal.reason
    with pytest.raises(IllegalAction):
        game.apply(Action("counter_event", P2, card=theirs))
    assert game.state_hash() == before


@pytest.mark.parametrize("ruleset_id", BOTH)
def test_unknown_cards_and_cards_of_the_wrong_kind_in_the_leader_and_don_sections_5_1_2(ruleset_id):
    base = C.deck(ruleset_id=ruleset_id)
    odd = base.model_copy(update={"sections": {
        "leader": (DeckEntry(card="PMT-001", count=1),),
        "main": (*base.sections["main"], DeckEntry(card="NOPE-1", count=1)),
        "don": (DeckEntry(card="PMT-DON", count=9), DeckEntry(card="PMT-002", count=1)),
    }})  # fmt: skip
    problems = build_ruleset(ruleset_id).validate_deck(odd, C.database(ruleset_id))
    reasons = [p.reason for p in problems if p.rule == "5-1-2"]
    assert "Unknown card NOPE-1 in the main section." in reasons
    assert any("in the Leader section is not a Leader" in reason for reason in reasons)
    assert any(reason.startswith("PMT-002 is not a") for reason in reasons)
