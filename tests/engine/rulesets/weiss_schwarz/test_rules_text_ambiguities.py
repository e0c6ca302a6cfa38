"""The digest's ambiguities (13(d)) read as NOTES.md D1-D19 records, each from the rules text that leaves it open."""

from __future__ import annotations

import json
from functools import cache

import pytest

from engine import Action, IllegalAction
from engine.formats.cards import CardDatabase, read_card_set
from engine.rulesets.weiss_schwarz import build_ruleset
from tests.engine.rulesets.weiss_schwarz import rules_text as R
from tests.engine.rulesets.weiss_schwarz import support as S

CARDS = [
    R.character("A-PART", "Parting Shot", [
        {"kind": "auto", "label": "Parting Shot: reverse", "trigger": {"event": "to_waiting_room_from_stage",
                                                                       "on": "self"},
         "effect": [{"do": "orient", "to": "reverse",
                     "target": {"filter": {"zone": ["stage"], "controller": "opponent"}}}]}]),
]  # fmt: skip


@cache
def _database():
    return R.database("A", CARDS)


def test_d1_7_4_1_2_the_defender_gets_the_counter_steps_play_timing_even_with_nothing_to_play():
    """7.4.1.2 says "The turn player gets a play timing" but 7.4.1.2.1 lets "the opponent of the turn player" play:
    the defender is asked, empty hand or not, so the question tells the attacker nothing."""
    game, tp, ntp = R.table()
    R.counter_step(game, tp, ntp)
    assert S.zone(game, "hand", ntp) == []
    decision = game.decision
    assert decision.context == "counter" and decision.player == ntp and decision.rule == "7.4.1.2"


def test_d2_2_8_2_1_a_counter_icon_event_is_played_in_ones_own_main_phase_too():
    """2.8.2.1: "it is possible to play a card with a Counter Icon during your own turn during your main phase"."""
    game, tp, _ = R.table()
    R.fill(game, tp, "level", "T-L1G", 1)
    R.fill(game, tp, "stock", "T-L0", 1)
    mine = S.put(game, tp, "T-L0", "stage", 1)
    cheer = S.put(game, tp, "LF-012", "hand")  # Festival Cheer, Counter icon
    R.apply(game, "play_event", tp, card=cheer)
    assert [(e.kind, e.targets, e.value) for e in game.state.effects] == [("power", (mine,), 3000)]


def test_d3_7_7_1_3_after_each_non_turn_player_character_the_encore_step_goes_back_to_7_7_1_2():
    """7.7.1.3 ends "executes Clause 7.7.1.2 again", read literally: the turn player's character reversed by the
    non-turn player's first leaving goes before the non-turn player's second reversed character."""
    game, tp, ntp = R.table(_database())
    mine = S.put(game, tp, "T-L0", "stage", 2)  # standing
    parting = S.put(game, ntp, "A-PART", "stage", 1, orientation="reverse")
    other = S.put(game, ntp, "T-L0", "stage", 2, orientation="reverse")
    events = R.run_until(game, lambda g: g.decision.context == "encore_step")
    assert game.decision.player == ntp  # the turn player has no reversed character
    events += R.apply(game, "choose", ntp, picks=(parting,))
    events += R.run_until(game, lambda g: g.state.step != "encore")
    left = [(e.card, e.rule) for e in R.moves(events) if e.rule in ("7.7.1.2", "7.7.1.3")]
    assert left == [(parting, "7.7.1.3"), (mine, "7.7.1.2"), (other, "7.7.1.3")]


def test_d6_8_6_3_1_4_a_search_of_the_deck_may_find_nothing():
    """8.6.3.1.4: hidden cards are "not guaranteed" to have the information: the search for a «Gear» may come up empty
    though one is in the deck (every search is "up to")."""
    game, tp, _ = R.table()
    R.fill(game, tp, "level", "T-L0R", 1)
    R.fill(game, tp, "stock", "T-L0", 1)
    S.stack(game, tp, "CH-003")  # Gear Sprite, a «Gear» character
    tinker = S.put(game, tp, "CH-023", "hand")  # AUTO [(1)] search your deck for up to 1 «Gear» character
    R.apply(game, "play", tp, card=tinker, number=1)
    R.apply(game, "yes", tp)
    decision = game.decision
    assert decision.minimum == 0 and decision.maximum == 1 and len(decision.options) == 1
    R.apply(game, "choose", tp, picks=())
    assert S.zone(game, "hand", tp) == []


def test_d10_10_5_2_backup_needs_its_level_but_not_the_cards_colour():
    """Backup is an ability (10.5.2: "only be played ... if your level is (Y) or higher"), not a card played from hand
    (8.6.2.1): a red Backup with no red card in level or clock is used; below its level it is refused with 10.5.2."""
    game, tp, ntp = R.table()
    R.fill(game, ntp, "level", "T-L0", 2)  # yellow: no red anywhere
    R.fill(game, ntp, "stock", "T-L0", 1)
    odile = S.put(game, ntp, "CH-016", "hand")  # red, Backup 3500, Level 2 [(1) put this card into the waiting room]
    attacker, defender = R.counter_step(game, tp, ntp)
    action = Action("activate", ntp, card=odile, number=0)
    assert R.offered(game, action)
    events = game.apply(action)  # 3000 + 3500 against 3000: the attacker alone is reversed, then leaves (7.7)
    assert [e.rule for e in R.moves(events) if e.card == attacker] == ["7.7.1.2"]
    assert S.zone(game, "stage", ntp, 3) == [defender]

    game, tp, ntp = R.table()
    R.fill(game, ntp, "level", "T-L0R", 1)
    R.fill(game, ntp, "stock", "T-L0", 1)
    odile = S.put(game, ntp, "CH-016", "hand")
    R.counter_step(game, tp, ntp)
    refusal = game.check(Action("activate", ntp, card=odile, number=0))
    assert refusal is not None and refusal.rule == "10.5.2"


def test_d12_6_5_1_2_4_rested_and_reversed_characters_move_and_keep_their_orientation():
    game, tp, _ = R.table()
    rested = S.put(game, tp, "T-L0", "stage", 1, orientation="rest")
    flipped = S.put(game, tp, "T-L0", "stage", 2, orientation="reverse")
    R.apply(game, "move", tp, card=rested, number=4)
    R.apply(game, "move", tp, card=flipped, number=5)
    assert S.zone(game, "stage", tp, 4) == [rested] and game.card(rested).orientation == "rest"
    assert S.zone(game, "stage", tp, 5) == [flipped] and game.card(flipped).orientation == "reverse"


def test_d12_7_2_1_4_a_reversed_character_still_faces_the_attacker():
    """7.2.1.4.1: a direct attack only "If there are no battle opponent characters facing": a reversed one faces."""
    game, tp, ntp = R.table()
    attacker = S.put(game, tp, "T-L0", "stage", 1)
    S.put(game, ntp, "T-L0", "stage", 3, orientation="reverse")
    S.advance_to(game, "attack")
    with pytest.raises(IllegalAction) as refused:
        R.apply(game, "attack", tp, card=attacker, option="direct")
    assert refused.value.rule == "7.2.1.4.2"
    assert R.offered(game, Action("attack", tp, card=attacker, option="side"))


def test_d17_2_4_a_colour_outside_the_five_or_two_colours_is_refused_at_load():
    """The rules list no colours (2.4); the engine's are yellow, green, red, blue, purple, one per card."""
    cards = [
        {"id": "X-W", "name": "White Knight", "category": "character", "colors": ["white"], "cost": 0, "power": 1000,
         "stats": {"level": 0, "soul": 1, "triggers": []}},
        {"id": "X-2C", "name": "Twin Tone", "category": "character", "colors": ["red", "blue"], "cost": 0,
         "power": 1000, "stats": {"level": 0, "soul": 1, "triggers": []}},
    ]  # fmt: skip
    text = json.dumps({"format": 1, "kind": "playmat-card-set", "ruleset": "weiss-schwarz",
                       "set": {"id": "X", "name": "Bad"}, "cards": cards})  # fmt: skip
    database = CardDatabase("weiss-schwarz", [read_card_set(text).card_set])
    problems = [str(p) for p in build_ruleset().abilities.validate_database(database)]
    assert any(p.startswith("X-W: colors") for p in problems), problems
    assert any(p.startswith("X-2C: colors") for p in problems), problems
