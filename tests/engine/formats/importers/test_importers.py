"""Importers of community card databases: each source's shape and quirks, every bad record reported, nothing crashes."""

import json

import pytest

from engine.formats.cards import ANY_NUMBER, CardDatabase
from engine.formats.coverage import coverage
from engine.formats.importers import SourceFile, import_files
from engine.formats.importers.decoding import DecodeError, decode_text, parse_json_bytes, short, whole_number
from engine.rulesets.one_piece import one_piece
from engine.rulesets.weiss_schwarz import build_ruleset
from tests.support import community_pools as P


def _problems(result):
    return [str(p) for p in result.problems]


def test_punk_records_folder_imports_one_card_per_number_with_its_parallel_as_an_art():
    result = import_files("one-piece", P.punk_records_pool())
    assert not result.problems
    (card_set,) = result.card_sets
    assert card_set.set_id == "ZZ01" and card_set.name == "BOOSTER PACK -LANTERN TIDES- [ZZ-01]"
    leader = CardDatabase("one-piece", result.card_sets).get("ZZ01-001")
    assert [art.print_id for art in leader.arts] == ["ZZ01-001", "ZZ01-001_p1"]
    assert leader.arts[1].image.endswith("ZZ01-001_p1.png?260616")
    # 2-9-1: punk-records keeps a Leader's Life in "cost"; a Leader has no cost
    assert leader.stats["life"] == 5 and leader.cost is None and leader.colors == ("red",)


def test_keywords_the_text_prints_become_card_data_and_keyword_only_cards_are_automated():
    database = CardDatabase("one-piece", import_files("one-piece", P.punk_records_pool()).card_sets)
    blocker = database.get("ZZ01-014")  # [Blocker] and its reminder text only (10-1-4)
    assert blocker.keywords == ("blocker",) and coverage(blocker) == "automated"
    assert "[Blocker]" in blocker.text and "<br>" not in database.get("ZZ01-004").text
    vanilla = database.get("ZZ01-013")
    assert vanilla.text == "" and coverage(vanilla) == "automated"
    gains = database.get("ZZ01-004")  # [DON!! x2] This Character gains [Rush]: a continuous grant (10-1-1)
    assert gains.keywords == () and gains.abilities[0]["effect"] == [{"do": "grant", "keyword": "rush"}]


def test_printed_timings_become_manual_abilities_at_that_timing():
    database = CardDatabase("one-piece", import_files("one-piece", P.punk_records_pool()).card_sets)
    attacking = database.get("ZZ01-003")  # [DON!! x1] [When Attacking] (10-2-5, 8-3-2-3)
    (ability,) = attacking.abilities
    assert ability["trigger"] == {"event": "when_attacking"}
    assert ability["condition"] == {"check": "don_attached", "value": 1}
    assert ability["effect"][0]["do"] == "manual" and coverage(attacking) == "manual"
    activate = database.get("ZZ01-006")  # [Activate: Main] (10-2-2)
    assert activate.abilities[0]["timing"] == ["main"] and activate.abilities[0]["limit"] == "once_per_turn"
    event = database.get("ZZ01-019")  # [Main] Event with "[Trigger] Activate this card's [Main] effect."
    assert set(event.keywords) == {"main", "trigger"} and event.abilities[0]["timing"] == ["main", "trigger"]
    play = database.get("ZZ01-005")  # "[Trigger] Play this card." is automated (10-1-5-3)
    assert {"do": "play_card", "target": {"mode": "self"}} in play.abilities[-1]["effect"]
    continuous = database.get("ZZ01-008")  # [Your Turn] ...: no moment to open a window at
    assert coverage(continuous) == "unknown"
    drawing = database.get("ZZ01-020")  # "[Main] Draw 2 cards." alone is played by the engine
    assert drawing.abilities[0]["effect"] == [{"do": "draw", "count": 2}] and coverage(drawing) == "automated"
    assert database.get("ZZ01-007").abilities[0] == {  # [On K.O.] Draw 1 card. (10-2-17)
        "kind": "auto",
        "trigger": {"event": "on_ko"},
        "effect": [{"do": "draw", "count": 1}],
    }


def test_the_imported_abilities_pass_the_rulesets_load_checks():
    database = CardDatabase("one-piece", import_files("one-piece", P.punk_records_pool()).card_sets)
    assert one_piece().abilities.validate_database(database) == []
    ws = CardDatabase("weiss-schwarz", import_files("weiss-schwarz", [P.ws_english_set()]).card_sets)
    assert build_ruleset().abilities.validate_database(ws) == []


def test_every_broken_punk_records_file_and_record_is_named_and_the_rest_import():
    result = import_files("one-piece", P.punk_records_pool() + P.punk_records_broken())
    problems = "\n".join(_problems(result))
    for expected in (
        "bad-category.json: category: unknown card category 'Captain'",
        "bad-colour.json: colors: unknown colour 'Teal'",
        "no-cost-event.json: cost: an Event needs a cost (rule 2-8); record skipped",
        "text-power.json: power: expected a whole number, not 'lots'",
        "no-name.json: name: missing",
        "list-id.json: id: missing card code",
        "latin1.json: not UTF-8 text (byte 0xE9 at position 13, perhaps Latin-1",
        "huge.json: a number with 5000 digits is too large for a card",
        "cut.json: not valid JSON (line 1",
        "notes.json: not a card file of any source Playmat knows",
    ):
        assert expected in problems
    assert len(result.problems) == 10
    database = CardDatabase("one-piece", result.card_sets)
    assert "ZZ09-001" in database  # a UTF-8 byte-order mark is accepted
    assert "ZZ09-008" in database  # UTF-16 with its mark is read
    assert "ZZ09-004" not in database  # an Event with no cost is refused, never cost 0
    assert len(database) == 37


def test_optcgjson_set_file_numbers_as_text_life_field_and_parallel_names():
    result = import_files("one-piece", [P.optcgjson_set()])
    assert _problems(result) == [
        "output/ZY01.json: cards[6].cost: expected a whole number, not 'x'; record skipped",
        "output/ZY01.json: cards[7].cost: an Event needs a cost (rule 2-8); record skipped",
    ]
    database = CardDatabase("one-piece", result.card_sets)
    leader = database.get("ZY01-001")
    assert leader.name == "Skyward Regent Aulis" and leader.stats["life"] == 5 and len(leader.arts) == 2
    assert database.get("ZY01-002").cost == 2 and database.get("ZY01-002").stats == {
        "counter": 1000,
        "attribute": ["Wisdom"],
    }
    assert database.get("ZY01-004").max_copies == ANY_NUMBER  # "any number of this card in your deck"
    assert database.get("ZY01-005").keywords == ("counter",)


def test_weiss_schwarz_english_db_set_file():
    result = import_files("weiss-schwarz", [P.ws_english_set()])
    assert _problems(result) == [
        "DB/PLA_S01.json: [21].trigger: trigger icon 'CHOICE' is not played by these rules; left out (resolve it by "
        "hand)",
        "DB/PLA_S01.json: [22].level: expected a whole number, not 'high'; record skipped",
        "DB/PLA_S01.json: [23].color: unknown colour 'ORANGE' (known: yellow, green, red, blue, purple); record "
        "skipped",
        "DB/PLA_S01.json: [24].cost: an event needs a cost (rule 2.7); record skipped",
        "DB/PLA_S01.json: [18].power: print PLA/S01-E018SP differs from card PLA/S01-E018; the base print's power "
        "is used",
    ]
    database = CardDatabase("weiss-schwarz", result.card_sets)
    climax = database.get("PLA/S01-E020")
    assert climax.category == "climax" and climax.cost is None and climax.power is None and climax.traits == ()
    assert climax.stats["triggers"] == ["soul", "soul"] and "level" not in climax.stats
    student = database.get("PLA/S01-E003")
    assert student.abilities[0]["trigger"] == {"event": "on_attack"} and coverage(student) == "manual"
    assert [art.print_id for art in database.get("PLA/S01-E018").arts] == ["PLA/S01-E018", "PLA/S01-E018SP"]
    event = database.get("PLA/S01-E019")
    assert event.abilities[0]["timing"] == ["main"] and event.stats["level"] == 1 and event.power is None
    from engine.rulesets.weiss_schwarz import carddata

    assert carddata.database_problems(database) == []


def test_wsoffdata_per_card_files_keep_japanese_names_and_merge_parallels():
    result = import_files("weiss-schwarz", P.wsoffdata_pool())
    assert not result.problems
    database = CardDatabase("weiss-schwarz", result.card_sets)
    first = database.get("5QQ/W90-001")
    assert first.name.startswith("\u63d0\u706f") and [a.print_id for a in first.arts] == [
        "5QQ/W90-001",
        "5QQ/W90-001OFR",
    ]
    assert database.get("5QQ/W90-002").text.endswith("\u5f15\u304f\u3002")  # <br> dropped
    assert database.get("5QQ/W90-004").arts[0].print_id == "5QQ/W90-004SSP"  # only a parallel: still one card


def test_a_file_for_another_game_is_named_and_skipped():
    result = import_files("one-piece", [P.ws_english_set()])
    assert result.card_sets == ()
    assert _problems(result) == [
        "DB/PLA_S01.json: a Weiß Schwarz English DB (set files) file holds no one-piece cards; file skipped"
    ]


def test_energio_takes_one_piece_shaped_files_in_its_own_numbers():
    result = import_files("energio", P.punk_records_pool("EZ01"))
    assert not result.problems and result.card_sets[0].ruleset == "energio"


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"\xff\xfe" + "[1]".encode("utf-16-le"), None),
        ('{"a": "\u00e9"}'.encode("cp1252"), "not UTF-8 text"),
        ("[1]".encode("utf-16-le"), "UTF-16 text without its byte-order mark"),
    ],
)
def test_decoding_accepts_utf8_and_utf16_and_names_other_encodings(data, message):
    if message is None:
        assert parse_json_bytes(data) == [1]
    else:
        with pytest.raises(DecodeError, match=message):
            decode_text(data)


def test_numbers_are_bounded_and_placeholders_are_none():
    assert whole_number("5000") == 5000 and whole_number("+1000") == 1000 and whole_number(3) == 3
    assert whole_number("-") is None and whole_number("") is None and whole_number(None) is None
    with pytest.raises(ValueError, match="too large"):
        whole_number("9" * 40)
    with pytest.raises(DecodeError, match="NaN is not a number"):
        parse_json_bytes(b"[NaN]")


def test_long_names_are_cut_in_summaries():
    assert short("x" * 5_000_000) == "x" * 79 + "\u2026"
    result = import_files("one-piece", [SourceFile("a.json", json.dumps({"data": {"code": "ZW01", "name": "N" * 10_000,
                                                                             "cards": []}}).encode())])  # fmt: skip
    assert result.card_sets == ()


def test_bss_companion_files_give_levels_keywords_timings_and_name_every_bad_record():
    from engine.rulesets.battle_spirits_saga import build_ruleset as build_bss

    result = import_files("battle-spirits-saga", P.bss_companion_pool())
    assert _problems(result) == [
        "json/Sets/ZS01/bad-type.json: cardType: unknown card type 'TRAP' (known: SPIRIT, NEXUS, MAGIC); record "
        "skipped",
        "json/Sets/ZS01/bad-cost.json: cost: expected a whole number, not 'lots'; record skipped",
        "json/Sets/ZS01/no-levels.json: core_requirements: a spirit has at least a LV1 maintenance cost (rule 2-10); "
        "record skipped",
    ]
    database = CardDatabase("battle-spirits-saga", result.card_sets)
    assert build_bss().abilities.validate_database(database) == []
    gale = database.get("ZS01-001")  # 【Gale: 1】 (11-10-2): a keyword the rules play, with its number
    assert gale.keywords == ("gale",) and gale.stats["gale"] == 1 and coverage(gale) == "automated"
    assert gale.stats["lv1_cores"] == 1 and gale.stats["lv2_bp"] == 6000 and gale.cost == 2
    assert [art.print_id for art in gale.arts] == ["ZS01-001", "ZS01-001_p1"]
    attacks = database.get("ZS01-003")  # [LV2][LV3] When This Spirit Attacks: from LV2 only (2-10-2)
    (ability,) = attacks.abilities
    assert ability["trigger"] == {"event": "when_attacks"} and ability["condition"] == {"check": "level", "value": 2}
    ascend = database.get("ZS01-005")  # 【Ascend: 6】 is not a colour condition: resolved by hand, not played
    assert "ascend" not in ascend.keywords and "【Ascend: 6】" in ascend.text and coverage(ascend) == "unknown"
    nexus = database.get("ZS01-015")
    assert nexus.traits == () and "lv1_bp" not in nexus.stats and nexus.stats["lv2_cores"] == 3
    magic = database.get("ZS01-016")
    assert magic.abilities[0]["timing"] == ["main", "flash"] and "limit" not in magic.abilities[0]


def test_dbs_tracker_and_scraper_files_give_energy_combo_back_sides_and_name_every_bad_record():
    from engine.rulesets.dragon_ball_super import build_ruleset as build_dbs
    from engine.rulesets.dragon_ball_super import carddata as dbs_cards

    result = import_files("dragon-ball-super", [P.dbs_tracker_set(), P.dbs_scraper_file()])
    assert _problems(result) == [
        "scripts/data_tools/zt1_scraped.json: [21].power: a battle card has a power (rule 2-8-1); record skipped",
        "scripts/data_tools/zt1_scraped.json: [22].comboEnergy: a card combos with both a combo cost and a combo "
        "power (rule 3-7-3-1); record skipped",
        "scripts/data_tools/zt1_scraped.json: [23].type: unknown card type 'ZORD' (known: LEADER, BATTLE, EXTRA, "
        "UNISON); record skipped",
        "scripts/data_tools/zt1_scraped.json: [24].energy: only a Unison Card has an X energy cost (rule 2-11-2-2); "
        "record skipped",
        "src/cards.json: [1].energy: a battle card has an energy cost (rule 2-11-1); this file has none; record "
        "skipped",  # dbs-scraper's stored version has no energy: refused, never played for free
    ]
    database = CardDatabase("dragon-ball-super", result.card_sets)
    assert build_dbs().abilities.validate_database(database) == []
    assert dbs_cards.database_problems(database) == []
    lancer = database.get("ZT1-003")  # "4(RR)": 4 in all, 2 red specified (2-11)
    assert lancer.cost == 4 and lancer.stats["specified"] == ["red", "red"] and lancer.stats["combo_power"] == 5000
    assert lancer.traits == ("Sky Tribe", "Lancer") and lancer.keywords == ("double_strike",)
    leader = database.get("ZT1-001")  # both sides (2-3-2-1); [Awaken] flips it when its condition holds
    assert leader.stats["awakened"] == "ZT1-001_awakened" and database.get("ZT1-001_awakened").power == 15000
    awaken = leader.abilities[1]
    assert awaken["condition"]["args"] == {"value": 4} and awaken["effect"][-1] == {"do": "ruleset", "name": "awaken"}
    assert database.get("ZU1-001_awakened").name == "Rain Warden, Unbound"  # dbs-scraper's cardBack
    unison = database.get("ZT1-090")  # "X(KK)": X chosen when played, on top of 2 black spheres (2-11-2-3)
    assert unison.cost == 2 and unison.stats["specified"] == ["black", "black"] and unison.stats["x"] is True
    assert database.get("ZT1-019").stats["deck_limit"] == 8  # [Permanent] "up to 8 copies" (5-1-3-2-1)
    assert database.get("ZT1-006").stats["evolve"] == "Storm Lancer"  # [Evolve] : <Storm Lancer> (10-5)
    assert [art.print_id for art in database.get("ZT1-005").arts] == ["ZT1-005", "ZT1-005_PR"]
    assert coverage(database.get("ZT1-007")) == "automated"  # a vanilla card's U+2010 skill


def test_tcgplayer_catalogue_products_become_cards_and_sealed_products_are_left_out():
    result = import_files("one-piece", [P.tcgplayer_catalogue()])
    assert _problems(result) == [
        "tcgcsv/99999/products: results[4].life: a Leader needs its Life value (rule 2-9-1); record skipped"
    ]
    database = CardDatabase("one-piece", result.card_sets)
    sentinel = database.get("ZP01-002")
    assert sentinel.name == "Reef Sentinel" and sentinel.keywords == ("blocker",)
    assert sentinel.traits == ("Reef Guard", "Tidefolk") and "<em>" not in sentinel.text
    assert [art.print_id for art in sentinel.arts] == ["ZP01-002", "ZP01-002_p1"]
    assert database.get("ZP01-003").name == "Shell Scout" and len(database) == 2


def test_a_dragon_ball_card_allowing_any_number_of_copies_passes_the_copy_limit():
    """5-1-3-1: at most 4 copies, unless the card's text says otherwise ([Permanent] "any number of copies")."""
    from engine.formats.decks import Deck, DeckEntry
    from engine.rulesets.dragon_ball_super import build_ruleset as build_dbs

    document = json.loads(P.dbs_tracker_set().data)
    any_number = "[Permanent] You can include any number of copies of this card in your deck."
    document[3]["skill"] = any_number  # ZT1-004
    result = import_files("dragon-ball-super", [SourceFile("cards.json", json.dumps(document).encode())])
    database = CardDatabase("dragon-ball-super", result.card_sets)
    assert database.get("ZT1-004").max_copies == ANY_NUMBER
    main = (DeckEntry(card="ZT1-004", count=10), *(DeckEntry(card=f"ZT1-{n:03d}", count=4) for n in range(5, 15)))
    deck = Deck(ruleset="dragon-ball-super", name="Many", sections={"leader": (DeckEntry(card="ZT1-001", count=1),),
                                                                    "main": main})  # fmt: skip
    assert [p.reason for p in build_dbs().validate_deck(deck, database)] == []
