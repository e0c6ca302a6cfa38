"""Card data a ruleset cannot play never reaches a game (`Ruleset.admit_cards`): printed data it cannot play is
refused, ability data it cannot play makes a manual card without its abilities; each problem names card and field."""

from __future__ import annotations

import json

import pytest

from engine.formats.cards import CardDatabase, read_card_set
from tests.support.every_ruleset import RULESET_IDS, build, setup


def _admit(ruleset_id: str, cards: list[dict]) -> tuple[CardDatabase, list[str]]:
    text = json.dumps({"format": 1, "kind": "playmat-card-set", "ruleset": ruleset_id,
                       "set": {"id": "BAD", "name": "Odd cards"}, "cards": cards})  # fmt: skip
    result = read_card_set(text)
    assert not result.problems, result.problems  # the file format accepts them all: the ruleset must not
    database, problems = build(ruleset_id).admit_cards(CardDatabase(ruleset_id, [result.card_set]))
    return database, [str(p) for p in problems]


@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
def test_every_shipped_card_is_admitted_as_it_is(ruleset_id):
    _, database, _ = setup(ruleset_id)
    admitted, problems = build(ruleset_id).admit_cards(database)
    assert problems == []
    assert admitted.cards() == database.cards()


OP_CHARACTER = {"id": "OK-1", "name": "Fine", "category": "character", "colors": ["red"], "cost": 2, "power": 3000,
                "stats": {"counter": 1000, "attribute": ["Slash"]}}  # fmt: skip
OP_BAD = [
    ({**OP_CHARACTER, "id": "B-1", "category": "Character"}, "B-1: category", "2-2-2"),
    ({**OP_CHARACTER, "id": "B-2", "colors": ["Red"]}, "B-2: colors[0]", "2-3-3"),
    ({**OP_CHARACTER, "id": "B-3", "keywords": ["flying"]}, "B-3: keywords[0]", "10-1"),
    ({"id": "B-4", "name": "Text Life", "category": "leader", "colors": ["red"], "power": 5000,
      "stats": {"life": "5"}}, "B-4: stats.life", "a whole number"),
    ({**OP_CHARACTER, "id": "B-5", "cost": -1}, "B-5: cost", "0 or more"),
    ({**OP_CHARACTER, "id": "B-6", "stats": {"life": 4}}, "B-6: stats.life", "2-9-3"),
    ({"id": "B-7", "name": "No Life", "category": "leader", "colors": ["red"], "power": 5000}, "B-7: stats.life",
     "2-9-3"),
    ({**OP_CHARACTER, "id": "B-8", "power": None}, "B-8: power", "2-6-2"),
    ({**OP_CHARACTER, "id": "B-9", "stats": {"attribute": ["Fire"]}}, "B-9: stats.attribute", "2-5-2"),
    ({**OP_CHARACTER, "id": "B-10", "stats": {"speed": 3}}, "B-10: stats.speed", "unknown stat"),
    ({**OP_CHARACTER, "id": "B-11", "colors": []}, "B-11: colors", "2-3-2"),
    ({"id": "B-12", "name": "Costly Stage", "category": "stage", "colors": ["red"], "cost": 1, "power": 1000},
     "B-12: power", "2-6-2"),
]  # fmt: skip


@pytest.mark.parametrize("ruleset_id", ["one-piece", "energio"])
@pytest.mark.parametrize(("card", "where", "words"), OP_BAD, ids=[c[1] for c in OP_BAD])
def test_one_piece_refuses_printed_data_it_cannot_play_naming_card_and_field_section_2(ruleset_id, card, where,
                                                                                      words):  # fmt: skip
    database, problems = _admit(ruleset_id, [OP_CHARACTER, {k: v for k, v in card.items() if v is not None}])
    assert card["id"] not in database and "OK-1" in database
    assert any(p.startswith(where) and words in p and "not loaded" in p for p in problems), problems


def test_energio_has_no_question_mark_attribute_2_5_2():
    card = {**OP_CHARACTER, "stats": {"attribute": ["?"]}}
    assert "OK-1" in _admit("one-piece", [card])[0]
    database, problems = _admit("energio", [card])
    assert "OK-1" not in database and any("stats.attribute" in p for p in problems)


@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
def test_a_card_whose_abilities_cannot_be_played_is_loaded_as_a_manual_card_without_them(ruleset_id):
    _, shipped, _ = setup(ruleset_id)
    card = next(c for c in shipped.cards() if c.abilities).model_dump(exclude={"set_id"})
    card["abilities"] = [{"kind": "auto", "trigger": {"event": "when_the_moon_is_full"}, "effect": [{"do": "draw"}]}]
    database, problems = _admit(ruleset_id, [card])
    loaded = database.get(card["id"])
    assert not loaded.automated and loaded.abilities == () and loaded.text == card["text"]
    assert any(p.startswith(f"{card['id']}: abilities[0]") and "manual card" in p for p in problems), problems


WS_CLIMAX = {"id": "WS-C", "name": "Odd Icon", "category": "climax", "colors": ["yellow"],
             "stats": {"triggers": ["soul"], "side": "W"}}  # fmt: skip
WS_BAD = [
    ({**WS_CLIMAX, "id": "W-1", "stats": {"triggers": ["bomb"]}}, "W-1: stats.triggers", "4.12.2"),
    ({**WS_CLIMAX, "id": "W-2", "keywords": ["flying"]}, "W-2: keywords[0]", "unknown keyword"),
    ({**WS_CLIMAX, "id": "W-3", "stats": {"counter": "yes"}}, "W-3: stats.counter", "true or false"),
    ({**WS_CLIMAX, "id": "W-4", "category": "Climax"}, "W-4: category", "2.3.2"),
    ({**WS_CLIMAX, "id": "W-5", "colors": ["Yellow"]}, "W-5: colors[0]", "2.4"),
]


@pytest.mark.parametrize(("card", "where", "words"), WS_BAD, ids=[c[1] for c in WS_BAD])
def test_weiss_schwarz_refuses_printed_data_it_cannot_play(card, where, words):
    database, problems = _admit("weiss-schwarz", [WS_CLIMAX, card])
    assert card["id"] not in database and "WS-C" in database
    assert any(p.startswith(where) and words in p for p in problems), problems


def test_the_demo_refuses_an_unknown_category():
    database, problems = _admit("skirmish", [{"id": "D-1", "name": "Dragon", "category": "dragon", "power": 9}])
    assert "D-1" not in database and problems == [
        "D-1: category: must be one of creature, token, not 'dragon'; the card is not loaded"
    ]
