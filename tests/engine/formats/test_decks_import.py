"""Deck lists as players paste them (community-card-data.md 1.3, 2.3): every form, every line's problem named."""

import json

import pytest

from engine.formats.decks import example_line, parse_deck_list, sections_by_category
from engine.formats.decks_import import read_deck_text
from engine.formats.importers import import_files
from engine.formats.problems import FormatError
from tests.support import community_pools as P
from tests.support import one_piece_samples as S

CHOOSE = sections_by_category(("leader", "main", "don"))


def _database():
    return S.database("one-piece").extended(import_files("one-piece", P.punk_records_pool()).card_sets)


def _entries(result):
    return {section: [(e.card, e.count) for e in entries] for section, entries in result.deck.sections.items()}


def test_optcgsim_list_leader_first_any_count_and_the_don_deck_filled_in():
    result = read_deck_text("1xZZ01-001\n4xZZ01-003\n12xZZ01-005\n", "one-piece", _database(), "Sim", CHOOSE)
    assert not result.problems
    assert _entries(result) == {
        "leader": [("ZZ01-001", 1)],
        "main": [("ZZ01-003", 4), ("ZZ01-005", 12)],  # counts of 10 or more are read (legality is the rules' job)
        "don": [("PM1-DON", 10)],
    }
    assert result.notes == ("the list has no DON!! deck: 10 \u00d7 DON!! (PM1-DON) added",)


def test_egman_limitless_deckplanet_and_alternate_art_lines_name_the_same_cards():
    text = "1 ZZ01-001_p1 Captain Mirela Quay\n4 Deckhand No. 3 ZZ01-003\n2 Deckhand No. 5 [ZZ01-005]\n"
    result = read_deck_text(text, "one-piece", _database(), "Mixed", CHOOSE)
    assert not result.problems
    assert _entries(result)["leader"] == [("ZZ01-001", 1)]  # a printing's code is its card
    assert _entries(result)["main"] == [("ZZ01-003", 4), ("ZZ01-005", 2)]


def test_one_line_per_copy_and_n_x_code_give_the_same_deck():
    database = _database()
    per_copy = read_deck_text("ZZ01-003\nZZ01-003\nZZ01-003\nZZ01-005\n", "one-piece", database, "A", CHOOSE)
    counted = read_deck_text("3xZZ01-003\n1 x ZZ01-005\n", "one-piece", database, "A", CHOOSE)
    assert per_copy.deck == counted.deck and not per_copy.problems


def test_deckpack_json_reads_its_first_deck_and_says_so():
    pack = {"schema_version": 1, "name": "Week 1", "author": "x", "description": "",
            "decks": [{"name": "Red Quay", "tags": [], "text": "1xZZ01-001\n4xZZ01-003"},
                      {"name": "Other", "tags": [], "text": "1xZZ01-002"}]}  # fmt: skip
    result = read_deck_text(json.dumps(pack), "one-piece", _database(), "Pack", CHOOSE)
    assert result.deck.name == "Red Quay" and result.deck.count("main") == 4
    assert result.notes[0] == "the pack holds 2 decks; the first (Red Quay) was imported"


def test_huge_counts_are_refused_in_words_and_every_bad_line_is_named():
    text = (
        "30000000xZZ01-003\n999999999999xZZ01-003\n" + "9" * 5000 + " ZZ01-003\n0xZZ01-003\nnonsense here\n4xZZ01-003\n"
    )
    result = read_deck_text(text, "one-piece", _database(), "Bad", CHOOSE)
    assert [str(p) for p in result.problems] == [
        "line 1: at most 1000 copies of a card: '30000000xZZ01-003'",
        "line 2: at most 1000 copies of a card: '999999999999xZZ01-003'",
        f"line 3: at most 1000 copies of a card: {('9' * 59 + chr(0x2026))!r}",
        "line 4: count must be at least 1: '0xZZ01-003'",
        "line 5: unknown card 'nonsense here': 'nonsense here'",
    ]
    assert result.deck.count("main") == 4


def test_copies_summed_over_lines_stay_bounded():
    result = read_deck_text("600xZZ01-003\n600xZZ01-003\n4xZZ01-005\n", "one-piece", _database(), "Sum", CHOOSE)
    assert [str(p) for p in result.problems] == ["line 2: at most 1000 copies of ZZ01-003 in all; line skipped"]
    assert _entries(result)["main"] == [("ZZ01-003", 600), ("ZZ01-005", 4)]


def test_a_list_that_reads_nothing_gives_an_empty_deck_and_no_resource_deck():
    result = read_deck_text("hello\nworld\n", "one-piece", _database(), "Nothing", CHOOSE)
    assert result.deck.sections == {} and len(result.problems) == 2 and result.notes == ()


def test_json_that_is_no_deck_is_refused():
    with pytest.raises(FormatError, match="not a deck file Playmat knows"):
        read_deck_text('{"kind": "playmat-card-set"}', "one-piece", _database())
    with pytest.raises(FormatError, match="a number with 5000 digits"):
        read_deck_text('{"Ratios": {"a": ' + "9" * 5000 + "}}", "weiss-schwarz", _database())


def test_the_weiss_schwarz_list_error_names_a_card_of_that_game():
    from engine.formats.cards import CardDatabase

    database = CardDatabase("weiss-schwarz", import_files("weiss-schwarz", [P.ws_english_set()]).card_sets)
    result = parse_deck_list("nonsense\n", "weiss-schwarz", database)
    assert str(result.problems[0]) == "line 1: expected a count and a card, like 4x5QQ/W90-001: 'nonsense'".replace(
        "5QQ/W90-001", example_line(database)[2:]
    )
    assert "OP01" not in str(result.problems[0])


def test_deck_files_of_other_sites_decklog_bss_companion_tcg_arena_and_tts():
    from engine.formats.cards import CardDatabase

    database = CardDatabase(
        "battle-spirits-saga", import_files("battle-spirits-saga", P.bss_companion_pool()).card_sets
    )
    forms = {
        "decklog": {"game_title_id": 9, "deck_id": "X", "title": "Log", "list": [
            {"card_number": "ZS01-002", "num": 3, "manage_id": "1"}, {"card_number": "ZS01-003", "num": "2"}]},
        "companion": {"version": 2, "name": "Mine", "cards": [{"card_id": "ZS01-002", "count": 3},
                                                               {"card_id": "ZS01-003", "count": 2}], "sideboard": []},
        "arena": {"title": "Arena", "id": "a", "cardCount": 5, "game": "bss", "format": [], "deckList": {
            "categoriesOrder": ["Spirit"], "Spirit": [{"count": 3, "id": "ZS01-002"}, {"count": 2, "id": "ZS01-003"}]}},
        "json-list": ["ZS01-002", "ZS01-002", "ZS01-002", "ZS01-003", "ZS01-003"],
    }  # fmt: skip
    for label, document in forms.items():
        result = read_deck_text(json.dumps(document), "battle-spirits-saga", database, label)
        entries = [(e.card, e.count) for e in result.deck.sections["main"]]
        if label == "decklog":  # a count given as text is named and skipped
            assert entries == [("ZS01-002", 3)]
            assert [str(p) for p in result.problems] == [
                "list[1]: a card code and a whole-number count are expected; skipped"
            ]
            continue
        assert entries == [("ZS01-002", 3), ("ZS01-003", 2)], label
        assert not result.problems
    bare_tts = read_deck_text("[ZS01-002, ZS01-002, ZS01-003]", "battle-spirits-saga", database)
    assert [(e.card, e.count) for e in bare_tts.deck.sections["main"]] == [("ZS01-002", 2), ("ZS01-003", 1)]


def test_encoredecks_json_one_card_object_per_copy_gives_the_same_deck_as_counts():
    from engine.formats.cards import CardDatabase

    database = CardDatabase("weiss-schwarz", import_files("weiss-schwarz", [P.ws_english_set()]).card_sets)
    encore = {"name": "Encore", "sets": [{"set": "PLA", "side": "S", "release": "01"}],
              "cards": [{"cardcode": "PLA/S01-E001", "locale": {}}] * 3 + [{"cardcode": "PLA/S01-E018SP"}]}  # fmt: skip
    result = read_deck_text(json.dumps(encore), "weiss-schwarz", database)
    counted = read_deck_text("3 PLA/S01-E001\n1 PLA/S01-E018\n", "weiss-schwarz", database, "Encore")
    assert result.deck == counted.deck and not result.problems  # a parallel's code names its card
