"""Tests for deck files and plain-text deck lists."""

import json
from typing import Any

import pytest

from engine.formats import (
    CardDatabase,
    CardDefinition,
    CardSet,
    Deck,
    DeckEntry,
    FormatError,
    format_deck_list,
    parse_deck_list,
    read_deck,
    write_deck,
)
from engine.formats.decks import import_deck, looks_like_json, sections_by_category


def card(card_id: str, name: str, category: str = "character") -> CardDefinition:
    return CardDefinition(id=card_id, name=name, category=category)


DATABASE = CardDatabase(
    "optcg",
    [
        CardSet(
            ruleset="optcg",
            set_id="OP01",
            name="Romance Dawn",
            cards=(
                card("OP01-001", "Roronoa Zoro", "leader"),
                card("OP01-016", "Nami"),
                card("OP01-025", "Roronoa Zoro"),
                card("OP01-013", "Sanji"),
                card("OP01-006", "Xebec"),
                card("OP01-099", "Usopp"),
                card("OP01-100", "Usopp"),
                card("DON-001", "DON!!", "don"),
            ),
        )
    ],
)


def entries(*pairs: tuple[str, int]) -> tuple[DeckEntry, ...]:
    return tuple(DeckEntry(card=card_id, count=count) for card_id, count in pairs)


DECK = Deck(
    ruleset="optcg",
    name="Zoro Aggro",
    sections={
        "leader": entries(("OP01-001", 1)),
        "main": entries(("OP01-016", 4), ("OP01-013", 2)),
        "don": entries(("DON-001", 10)),
    },
)


def deck_text(sections: dict[str, Any], **overrides: Any) -> str:
    document: dict[str, Any] = {
        "format": 1,
        "kind": "playmat-deck",
        "ruleset": "optcg",
        "name": "Test",
        "sections": sections,
    }
    document.update(overrides)
    return json.dumps(document)


def test_deck_helpers() -> None:
    assert DECK.card_ids("main") == ["OP01-016"] * 4 + ["OP01-013"] * 2
    assert DECK.count("main") == 6
    assert DECK.count("don") == 10
    assert DECK.card_ids("sideboard") == [] and DECK.count("sideboard") == 0


def test_write_and_read_round_trip_exactly() -> None:
    text = write_deck(DECK)
    result = read_deck(text, DATABASE)
    assert result.problems == ()
    assert result.deck == DECK
    assert list(result.deck.sections) == ["leader", "main", "don"]
    assert write_deck(result.deck) == text
    assert json.loads(text)["sections"]["main"][0] == {"card": "OP01-016", "count": 4}
    empty = Deck(ruleset="optcg", name="Empty", sections={"main": ()})
    assert read_deck(write_deck(empty)).deck == empty
    no_sections = Deck(ruleset="optcg", name="None")
    assert read_deck(write_deck(no_sections)).deck == no_sections


def test_read_deck_collects_every_problem_and_keeps_good_entries() -> None:
    text = deck_text(
        {
            "leader": [{"card": "OP01-001", "count": 1}],
            "main": [
                {"card": "OP01-016", "count": 4},
                {"card": "OP01-013", "count": 0},
                {"count": 2},
                {"card": "OP99-999", "count": 4},
                {"card": "OP01-099", "count": "4"},
                {"card": "OP01-013", "count": 2},
            ],
            "side": "oops",
        },
        colour="red",
    )
    result = read_deck(text, DATABASE)
    assert result.deck.sections == {
        "leader": entries(("OP01-001", 1)),
        "main": entries(("OP01-016", 4), ("OP01-013", 2)),
    }
    assert [p.where for p in result.problems] == [
        "colour",
        "sections.main[1].count",
        "sections.main[2].card",
        "sections.main[3].card",
        "sections.main[4].count",
        "sections.side",
    ]
    assert "unknown card OP99-999" in result.problems[3].message
    # Without a database, unknown ids are not checked.
    assert read_deck(text).deck.count("main") == 10


def test_read_deck_unusable_files() -> None:
    with pytest.raises(FormatError, match="not valid JSON"):
        read_deck("[1, 2")
    with pytest.raises(FormatError, match='kind is "playmat-card-set"'):
        read_deck(deck_text({}, kind="playmat-card-set"))
    with pytest.raises(FormatError) as caught:
        read_deck(deck_text({}, format=2))
    assert "this file needs format version 2; this Playmat reads up to 1" in str(caught.value)


def test_deck_for_another_ruleset_is_a_problem() -> None:
    result = read_deck(deck_text({"main": [{"card": "WS-1", "count": 4}]}, ruleset="weiss"), DATABASE)
    assert [p.where for p in result.problems] == ["ruleset"]
    assert "weiss" in result.problems[0].message and "optcg" in result.problems[0].message
    assert result.deck.ruleset == "weiss"


def test_deck_list_import_with_bad_lines_then_export_identical() -> None:
    text = "\n".join(
        [
            "# Zoro Aggro",
            "1xOP01-001",
            "",
            "4 x OP01-016",
            "// comment",
            "2 OP01-013",
            "four copies of nothing",
            "3xOP99-999",
            "0xOP01-016",
            "10 don!!",
            "1 \u00d7 OP01-013",
        ]
    )
    result = parse_deck_list(text, "optcg", DATABASE, name="Zoro Aggro")
    assert [p.where for p in result.problems] == ["line 7", "line 8", "line 9"]
    assert "four copies of nothing" in result.problems[0].message
    assert "OP99-999" in result.problems[1].message
    assert "at least 1" in result.problems[2].message
    assert result.deck.name == "Zoro Aggro"
    assert result.deck.sections == {
        "leader": entries(("OP01-001", 1)),
        "main": entries(("OP01-016", 4), ("OP01-013", 2), ("DON-001", 10), ("OP01-013", 1)),
    }

    exported = format_deck_list(result.deck)
    assert exported == "1xOP01-001\n4xOP01-016\n2xOP01-013\n10xDON-001\n1xOP01-013\n"
    again = parse_deck_list(exported, "optcg", DATABASE, name="Zoro Aggro")
    assert again.problems == ()
    assert again.deck == result.deck
    assert format_deck_list(again.deck) == exported


def test_name_based_import_and_ambiguous_names() -> None:
    text = "1 Roronoa Zoro\n4 nami\n4x Sanji\n2 Xebec\n4 Usopp\n1 op01-001\n"
    result = parse_deck_list(text, "optcg", DATABASE)
    # "Roronoa Zoro" names both a leader and a character.
    assert [p.where for p in result.problems] == ["line 1", "line 5"]
    assert "OP01-001, OP01-025" in result.problems[0].message
    assert "OP01-099, OP01-100" in result.problems[1].message
    assert result.deck.name == "Imported"
    assert result.deck.sections == {
        "main": entries(("OP01-016", 4), ("OP01-013", 4), ("OP01-006", 2)),
        "leader": entries(("OP01-001", 1)),
    }


def test_section_for_and_export_order() -> None:
    def by_category(definition: CardDefinition) -> str:
        return {"leader": "leader", "don": "don"}.get(definition.category, "main")

    result = parse_deck_list("10xDON-001\n4xOP01-016\n1xOP01-001\n", "optcg", DATABASE, section_for=by_category)
    assert result.problems == ()
    assert list(result.deck.sections) == ["don", "main", "leader"]
    assert format_deck_list(result.deck) == "1xOP01-001\n10xDON-001\n4xOP01-016\n"
    assert format_deck_list(DECK) == "1xOP01-001\n4xOP01-016\n2xOP01-013\n10xDON-001\n"
    for section, section_entries in DECK.sections.items():
        assert (
            parse_deck_list(format_deck_list(DECK), "optcg", DATABASE, section_for=by_category).deck.sections[section]
            == section_entries
        )


def test_import_for_another_ruleset_is_a_problem() -> None:
    result = parse_deck_list("4xOP01-016\n", "weiss", DATABASE)
    assert [p.where for p in result.problems] == ["ruleset"]
    assert result.deck.count("main") == 4


def test_sections_by_category_follows_the_rulesets_sections() -> None:
    choose = sections_by_category(("leader", "main", "don"))
    assert [choose(DATABASE.get(i)) for i in ("OP01-001", "OP01-016", "DON-001")] == ["leader", "main", "don"]
    only_main = sections_by_category(("main",))
    assert {only_main(card) for card in DATABASE.cards()} == {"main"}


def test_export_by_name_uses_the_id_where_a_name_is_shared_and_reads_back() -> None:
    deck = Deck(
        ruleset="optcg",
        name="Names",
        sections={"leader": entries(("OP01-001", 1)), "main": entries(("OP01-016", 4), ("OP01-099", 2))},
    )
    text = format_deck_list(deck, names=DATABASE)
    # "Roronoa Zoro" and "Usopp" each name two cards, so those lines keep the card number.
    assert text == "1xOP01-001\n4 Nami\n2xOP01-099\n"
    again = parse_deck_list(text, "optcg", DATABASE, name="Names")
    assert again.problems == ()
    assert again.deck == deck


def test_import_deck_reads_json_or_a_list() -> None:
    as_json = import_deck(write_deck(DECK), "optcg", DATABASE)
    assert as_json.deck == DECK and as_json.problems == ()
    as_list = import_deck("1xOP01-001\n4xOP01-016\nnonsense\n", "optcg", DATABASE, name="Pasted")
    assert as_list.deck.name == "Pasted"
    assert [p.where for p in as_list.problems] == ["line 3"]
    assert looks_like_json('  \n{"kind": 1}') and not looks_like_json("4xOP01-016")
    with pytest.raises(FormatError):
        import_deck('{"kind": "playmat-card-set"}', "optcg", DATABASE)
