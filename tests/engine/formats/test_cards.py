"""Tests for card set files and the card database."""

import json
from typing import Any

import pytest

from engine.formats import (
    CardDatabase,
    CardDefinition,
    CardSet,
    FormatError,
    Problem,
    read_card_set,
    write_card_set,
)


def card_set_text(cards: list[Any], **overrides: Any) -> str:
    document: dict[str, Any] = {
        "format": 1,
        "kind": "playmat-card-set",
        "ruleset": "optcg",
        "set": {"id": "OP01", "name": "Romance Dawn"},
        "cards": cards,
    }
    document.update(overrides)
    return json.dumps(document)


GOOD_CARDS: list[dict[str, Any]] = [
    {
        "id": "OP01-001",
        "name": "Roronoa Zoro",
        "category": "leader",
        "colors": ["red"],
        "power": 5000,
        "stats": {"life": 5, "attribute": "slash", "vanilla": False, "icons": ["a", "b"]},
        "abilities": [{"when": "your_turn", "do": {"buff": 1000}}],
        "text": "[DON!! x1] [Your Turn] All of your Characters gain +1000 power.",
    },
    {
        "id": "OP01-016",
        "name": "Nami",
        "category": "character",
        "colors": ["red"],
        "cost": 1,
        "power": 2000,
        "traits": ["Straw Hat Crew"],
        "keywords": [],
        "automated": False,
        "stats": {"counter": 1000},
    },
]


def test_good_set_reads_with_set_id_and_round_trips() -> None:
    result = read_card_set(card_set_text(GOOD_CARDS))
    assert result.problems == ()
    card_set = result.card_set
    assert (card_set.ruleset, card_set.set_id, card_set.name) == ("optcg", "OP01", "Romance Dawn")
    assert [card.id for card in card_set.cards] == ["OP01-001", "OP01-016"]
    assert all(card.set_id == "OP01" for card in card_set.cards)
    zoro, nami = card_set.cards
    assert zoro.stats == {"life": 5, "attribute": "slash", "vanilla": False, "icons": ["a", "b"]}
    assert zoro.stats["vanilla"] is False
    assert zoro.cost is None and nami.cost == 1
    assert nami.automated is False and zoro.automated is True
    assert zoro.abilities == ({"when": "your_turn", "do": {"buff": 1000}},)

    written = write_card_set(card_set)
    again = read_card_set(written)
    assert again.problems == ()
    assert again.card_set == card_set
    assert write_card_set(again.card_set) == written


def test_every_bad_record_is_reported_and_good_records_still_load() -> None:
    cards: list[Any] = [
        GOOD_CARDS[0],
        {"id": "OP01-002", "name": "Luffy", "category": "character", "cost": "3", "power": 1.5},
        {"id": "OP 01", "name": "", "category": "event", "colour": "red"},
        "not a card",
        {"name": "No Id", "category": "character"},
        {"id": "OP01-001", "name": "Duplicate Zoro", "category": "leader"},
        {"id": "OP01-003", "name": "Usopp", "category": "character", "stats": {"x": 1.5}},
        GOOD_CARDS[1],
    ]
    result = read_card_set(card_set_text(cards))
    assert [card.id for card in result.card_set.cards] == ["OP01-001", "OP01-016"]
    assert result.card_set.cards[0].name == "Roronoa Zoro"  # first of the duplicates kept
    wheres = [problem.where for problem in result.problems]
    assert wheres == [
        "cards[1].cost",
        "cards[1].power",
        "cards[2].id",
        "cards[2].name",
        "cards[2].colour",
        "cards[3]",
        "cards[4].id",
        "cards[5].id",
        "cards[6].stats",
    ]
    by_where = {problem.where: problem.message for problem in result.problems}
    assert "OP01-002" in by_where["cards[1].cost"]
    assert "spaces" in by_where["cards[2].id"]
    assert "already defined at cards[0]" in by_where["cards[5].id"]
    assert "OP01-003" in by_where["cards[6].stats"]
    assert str(result.problems[0]) == f"cards[1].cost: {by_where['cards[1].cost']}"


def test_unusable_files_raise_format_error() -> None:
    with pytest.raises(FormatError, match="not valid JSON"):
        read_card_set("{not json")
    with pytest.raises(FormatError, match="not a Playmat card set"):
        read_card_set(json.dumps({"format": 1, "kind": "playmat-deck"}))
    with pytest.raises(FormatError) as caught:
        read_card_set(card_set_text(GOOD_CARDS, ruleset="", set={"name": "x"}))
    assert [p.where for p in caught.value.problems] == ["ruleset", "set.id"]


def test_newer_format_names_needed_version() -> None:
    with pytest.raises(FormatError) as caught:
        read_card_set(card_set_text(GOOD_CARDS, format=3))
    assert str(caught.value) == "this file needs format version 3; this Playmat reads up to 1"
    assert caught.value.problems == (Problem("", "this file needs format version 3; this Playmat reads up to 1"),)


def make_set(set_id: str, cards: list[CardDefinition], ruleset: str = "optcg") -> CardSet:
    return CardSet(ruleset=ruleset, set_id=set_id, name=set_id, cards=tuple(cards))


def card(card_id: str, **fields: Any) -> CardDefinition:
    base: dict[str, Any] = {"id": card_id, "name": f"Card {card_id}", "category": "character"}
    base.update(fields)
    return CardDefinition(**base)


def test_database_lookup_and_sorting() -> None:
    first = make_set("OP02", [card("OP02-005"), card("OP02-001")])
    second = make_set("OP01", [card("OP01-010", name="Nami")])
    database = CardDatabase("optcg", [first, second])
    assert len(database) == 3
    assert "OP01-010" in database and "OP09-999" not in database
    assert database.get("OP01-010").name == "Nami"
    assert [c.id for c in database.cards()] == ["OP01-010", "OP02-001", "OP02-005"]
    assert [c.id for c in database.find_by_name("  nAmI ")] == ["OP01-010"]
    with pytest.raises(KeyError, match="OP09-999"):
        database.get("OP09-999")


def test_digest_is_stable_under_reordering_and_changes_with_edits() -> None:
    a = make_set("A", [card("A-2", stats={"life": 4, "b": "x"}), card("A-1")])
    b = make_set("B", [card("B-1", power=3000)])
    reordered_a = make_set("A", [card("A-1"), card("A-2", stats={"b": "x", "life": 4})])
    digest = CardDatabase("optcg", [a, b]).digest()
    assert len(digest) == 64 and int(digest, 16) >= 0
    assert CardDatabase("optcg", [b, reordered_a]).digest() == digest
    assert CardDatabase("optcg", [a, b]).digest() == digest

    edited_power = make_set("B", [card("B-1", power=4000)])
    edited_text = make_set("B", [card("B-1", power=3000, text="Rush")])
    edited_stats = make_set("A", [card("A-2", stats={"life": 5, "b": "x"}), card("A-1")])
    assert CardDatabase("optcg", [a, edited_power]).digest() != digest
    assert CardDatabase("optcg", [a, edited_text]).digest() != digest
    assert CardDatabase("optcg", [edited_stats, b]).digest() != digest
    assert CardDatabase("other", [make_set("A", list(a.cards), "other"), b]).digest() != digest


def test_duplicates_across_sets_and_wrong_ruleset_are_problems() -> None:
    first = make_set("OP01", [card("OP01-001", name="First")])
    second = make_set("OP02", [card("OP01-001", name="Second"), card("OP02-001")])
    foreign = make_set("WS01", [card("WS01-001")], ruleset="weiss")
    database = CardDatabase("optcg", [first, second, foreign])
    assert database.get("OP01-001").name == "First"
    assert "OP02-001" in database and "WS01-001" not in database
    assert len(database.problems) == 2
    assert database.problems[0].where == "set OP02"
    assert "OP01-001" in database.problems[0].message
    assert "weiss" in database.problems[1].message


def test_card_definition_rejects_bad_ids() -> None:
    with pytest.raises(ValueError, match="empty"):
        card("")
    with pytest.raises(ValueError, match="spaces"):
        card("OP01 001")


def test_extended_database_adds_sets_and_reports_clashes() -> None:
    base = CardDatabase("optcg", [make_set("OP01", [card("OP01-001"), card("OP01-002")])])
    user = make_set("USR", [card("USR-001"), card("OP01-001", name="Impostor")])
    bigger = base.extended([user])
    assert [c.id for c in bigger.cards()] == ["OP01-001", "OP01-002", "USR-001"]
    assert bigger.get("OP01-001").name == "Card OP01-001"
    assert [p.where for p in bigger.problems] == ["set USR"]
    assert len(base) == 2  # the original is untouched
