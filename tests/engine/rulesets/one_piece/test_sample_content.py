"""The shipped sample sets and starter decks: every card loads and validates, the text and the data agree,
every keyword of section 10 and every card category is covered, and every starter deck is legal."""

import re
from collections import Counter

import pytest

from engine.formats.cards import read_card_set
from engine.rulesets.one_piece import PARAMS
from engine.rulesets.one_piece.language import KEYWORDS
from tests.support import one_piece_samples as S

KEYWORD_EFFECTS = ("rush", "double_attack", "banish", "blocker", "trigger")  # 10-1
CATEGORIES = ("leader", "character", "event", "stage", "don")
MINUS = "\u2212"  # "DON!! \u22121" prints a minus sign

# Each keyword of 10-2 as card text prints it, and what the ability data must hold wherever it is printed.
TEXT_TAGS = {
    "[Activate: Main]": lambda a: a["kind"] == "activated" and "main" in a["timing"],
    "[When Attacking]": lambda a: _event(a) == "when_attacking",
    "[On Play]": lambda a: _event(a) == "on_play",
    "[End of Your Turn]": lambda a: _event(a) == "end_of_turn",
    "[End of Your Opponent's Turn]": lambda a: _event(a) == "end_of_opponent_turn",
    "[Your Turn]": lambda a: "your_turn" in _checks(a),
    "[Opponent's Turn]": lambda a: "opponent_turn" in _checks(a),
    "[Once Per Turn]": lambda a: a.get("limit") == "once_per_turn",
    "[On Block]": lambda a: _event(a) == "on_block",
    "[On Your Opponent's Attack]": lambda a: _event(a) == "on_opponent_attack",
    "[On K.O.]": lambda a: _event(a) == "on_ko",
    "[Main]": lambda a: a["kind"] == "activated" and "main" in a["timing"],
    "[Counter]": lambda a: a["kind"] == "activated" and "counter" in a["timing"],
    "[Trigger]": lambda a: a["kind"] == "activated" and "trigger" in a["timing"],
}
OTHER_KEYWORDS = ("K.O.", "trash 1 card from your hand")  # K.O. (10-2-1), Trash (10-2-14); DON!! xX and -X below


def _event(ability):
    return ability.get("trigger", {}).get("event")


def _walk(node):
    if isinstance(node, dict):
        yield node
        for value in node.values():
            yield from _walk(value)
    elif isinstance(node, list):
        for item in node:
            yield from _walk(item)


def _checks(ability):
    return [n["check"] for n in _walk(ability) if "check" in n]


def _steps(card):
    return [n["do"] for n in _walk(list(card.abilities)) if "do" in n]


@pytest.mark.parametrize("ruleset_id", S.RULESETS)
def test_every_card_of_every_set_loads_and_every_ability_validates(ruleset_id):
    files = S.set_files(ruleset_id)
    assert files, f"no card set for {ruleset_id} in assets/cards"
    for path in files:
        result = read_card_set(path.read_text(encoding="utf-8"))
        assert result.problems == () and result.card_set.ruleset == ruleset_id
    database = S.database(ruleset_id)
    language = S.ruleset(ruleset_id).abilities
    assert language.validate_database(database) == []
    for card in database.cards():
        assert language.parse(card)[0] or not card.abilities, card.id


@pytest.mark.parametrize("ruleset_id", S.RULESETS)
def test_each_sample_set_has_leaders_forty_cards_and_every_category(ruleset_id):
    for card_set in S.card_sets(ruleset_id):
        categories = Counter(card.category for card in card_set.cards)
        assert categories["leader"] >= 2
        assert len(card_set.cards) - categories["leader"] >= 40
        assert set(CATEGORIES) <= set(categories)
        don = [card for card in card_set.cards if card.category == "don"]
        assert [card.name for card in don] == [PARAMS[ruleset_id].resource]


@pytest.mark.parametrize("ruleset_id", S.RULESETS)
def test_every_keyword_of_section_10_is_printed_and_written_in_the_language(ruleset_id):
    cards = S.database(ruleset_id).cards()
    printed = {keyword for card in cards for keyword in card.keywords}
    assert set(KEYWORD_EFFECTS) <= printed <= set(KEYWORDS)
    text = "\n".join(card.text for card in cards)
    for tag in (*TEXT_TAGS, *OTHER_KEYWORDS):
        assert tag in text, f"no card of {ruleset_id} prints {tag}"
    resource = PARAMS[ruleset_id].resource
    assert f"[{resource} x1]" in text and f"{resource} {MINUS}1" in text
    steps = Counter(step for card in cards for step in _steps(card))
    assert steps["destroy"] and steps["return_don"] and steps["trash_from_hand"]
    conditions = Counter(check for card in cards for check in _checks(list(card.abilities)))
    assert conditions["don_attached"] and conditions["your_turn"] and conditions["opponent_turn"]


@pytest.mark.parametrize("ruleset_id", S.RULESETS)
def test_card_text_and_ability_data_say_the_same_thing(ruleset_id):
    resource = re.escape(PARAMS[ruleset_id].resource)
    for card in S.database(ruleset_id).cards():
        if not card.automated:
            assert not card.abilities and card.text, card.id  # resolved by hand from its text
            continue
        abilities = list(card.abilities)
        for tag, holds in TEXT_TAGS.items():
            if tag in card.text:
                assert any(holds(a) for a in abilities), f"{card.id} prints {tag} but its data has no such ability"
        for keyword, timing in (("trigger", "trigger"), ("main", "main"), ("counter", "counter")):
            written = any(a["kind"] == "activated" and timing in a["timing"] for a in abilities)
            if card.category == "event" or keyword == "trigger":
                assert (keyword in card.keywords) == written, f"{card.id}: [{timing.title()}] printed vs written"
        for value in re.findall(rf"\[{resource} x(\d)\]", card.text):
            assert {"check": "don_attached", "value": int(value)} in list(_walk(abilities)), card.id
        for value in re.findall(rf"{resource} {MINUS}(\d)", card.text):
            assert {"do": "return_don", "count": int(value)} in list(_walk(abilities)), card.id
        for keyword in ("rush", "double_attack", "banish", "blocker"):
            label = "[" + keyword.replace("_", " ").title() + "]"
            if card.text.startswith(label):
                assert keyword in card.keywords, f"{card.id} prints {label} without the keyword"
        assert "script" not in _steps(card), f"{card.id} uses the escape hatch: say why in NOTES.md"


@pytest.mark.parametrize("ruleset_id", S.RULESETS)
def test_every_registered_primitive_and_condition_is_used_by_some_card(ruleset_id):
    language = S.ruleset(ruleset_id).abilities
    cards = S.database(ruleset_id).cards()
    steps = {step for card in cards for step in _steps(card)}
    checks = {check for card in cards for check in _checks(list(card.abilities))}
    assert set(language.primitives) <= steps
    assert set(language.conditions) <= checks
    assert {"destroy", "damage", "add_to_life", "gain_resource", "win_game", "lose_game"} <= steps
    if language.effect_timings:  # A only (10-2-3-1-1, 10-2-4-1-2)
        assert "activate_effect" in steps


@pytest.mark.parametrize("ruleset_id", S.RULESETS)
def test_every_replacement_point_and_prohibition_is_used_by_some_card(ruleset_id):
    language = S.ruleset(ruleset_id).abilities
    cards = S.database(ruleset_id).cards()
    nodes = [n for card in cards for n in _walk(list(card.abilities))]
    assert set(language.replaceable) <= {n["replaces"] for n in nodes if n.get("kind") == "replacement"}
    prevented = {n["action"] for n in nodes if n.get("do") == "prevent"}
    assert {"attack", "block", "be_ko_in_battle"} <= prevented <= set(language.prohibitions)


@pytest.mark.parametrize("ruleset_id", S.RULESETS)
def test_one_or_two_cards_show_manual_resolution(ruleset_id):
    manual = [card.id for card in S.database(ruleset_id).cards() if not card.automated]
    assert 1 <= len(manual) <= 2


@pytest.mark.parametrize("ruleset_id", S.RULESETS)
def test_starter_decks_are_legal_named_and_of_different_leaders(ruleset_id):
    files = S.deck_files(ruleset_id)
    assert len(files) >= 2 and all(path.name.startswith(f"{ruleset_id}-") for path in files)
    decks = S.starter_decks(ruleset_id)
    ruleset, database = S.ruleset(ruleset_id), S.database(ruleset_id)
    for deck in decks:
        assert deck.ruleset == ruleset_id and deck.name.strip()
        assert ruleset.validate_deck(deck, database) == []
    assert len({deck.card_ids("leader")[0] for deck in decks}) == len(decks)
    assert len({deck.name for deck in decks}) == len(decks)


@pytest.mark.parametrize("ruleset_id", S.RULESETS)
def test_the_two_starter_decks_play_differently(ruleset_id):
    """One deck attacks ([Rush], [Double Attack], [Banish]), the other defends ([Blocker], Counter Events)."""
    database = S.database(ruleset_id)

    def count(deck, test):
        return sum(1 for card_id in deck.card_ids("main") if test(database.get(card_id)))

    aggro, wall = S.starter_decks(ruleset_id)[:2]
    attackers = ("rush", "double_attack", "banish")
    assert count(aggro, lambda c: set(attackers) & set(c.keywords)) >= 12
    assert count(aggro, lambda c: "blocker" in c.keywords) == 0
    assert count(wall, lambda c: "blocker" in c.keywords) >= 12
    assert count(wall, lambda c: set(attackers) & set(c.keywords)) == 0
    assert count(wall, lambda c: "counter" in c.keywords) > count(aggro, lambda c: "counter" in c.keywords)
