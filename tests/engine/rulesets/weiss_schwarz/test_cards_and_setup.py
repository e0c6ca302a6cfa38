"""The sample set and starter decks load and validate; deck construction (5.1.2) and game preparation (5.2)."""

from collections import Counter

import pytest

from engine import Action, DeckRejected, Game, PlayerId
from engine.formats.decks import Deck, DeckEntry
from engine.rulesets.weiss_schwarz import build_ruleset
from engine.rulesets.weiss_schwarz.carddata import TRIGGER_ICONS, database_problems, trigger_icons
from engine.rulesets.weiss_schwarz.keywords import KEYWORDS
from engine.rulesets.weiss_schwarz.language import ability_problems
from tests.engine.rulesets.weiss_schwarz import support as S


def test_the_sample_set_loads_with_zero_problems_and_validates():
    database = S.sample_database()
    ruleset = build_ruleset()
    assert database.problems == ()
    assert ruleset.abilities.validate_database(database) == []
    assert database_problems(database) == []
    assert [p for card in database.cards() for p in ability_problems(card, ruleset.abilities)] == []
    assert S.database().problems == () and ruleset.abilities.validate_database(S.database()) == []


def test_the_sample_set_covers_two_colour_pairs_every_trigger_icon_and_every_keyword():
    cards = S.sample_database().cards()
    assert len(cards) >= 50 and len({card.name for card in cards}) == len(cards)
    assert {color for card in cards for color in card.colors} == {"yellow", "green", "red", "blue"}
    climax_icons = {icon for card in cards if card.category == "climax" for icon in trigger_icons(card)}
    assert climax_icons == set(TRIGGER_ICONS)
    assert {keyword for card in cards for keyword in card.keywords} == set(KEYWORDS)
    assert all(card.automated for card in cards)
    scripted = [card.id for card in cards if "script" in str(card.abilities)]
    assert scripted == []  # the escape hatch is not needed (NOTES.md)


def test_both_starter_decks_are_legal_and_different():
    database, ruleset = S.sample_database(), build_ruleset()
    lantern, clockwork = S.starter("lantern"), S.starter("clockwork")
    for deck in (lantern, clockwork):
        assert ruleset.validate_deck(deck, database) == []
        assert deck.count("main") == 50
    colors = [{c for card_id in d.card_ids("main") for c in database.get(card_id).colors} for d in (lantern, clockwork)]
    assert colors == [{"yellow", "green"}, {"red", "blue"}]


def deck(counts):
    return Deck(ruleset="weiss-schwarz", name="test", sections={"main": tuple(DeckEntry(card=c, count=n)
                                                                         for c, n in counts.items() if n)})  # fmt: skip


def rules_of(counts):
    return [p.rule for p in build_ruleset().validate_deck(deck(counts), S.database())]


BASE = {card: 4 for card in ("T-L1", "T-L2", "T-L3", "LF-001", "LF-002", "LF-003", "LF-004", "LF-005", "LF-006",
                               "LF-009", "LF-021")}  # 44 cards  # fmt: skip


def test_deck_construction_rules_5_1_2():
    assert rules_of({**BASE, "T-L0": 3, "T-L0B": 3}) == []  # 50
    assert rules_of({**BASE, "T-L0": 3}) == ["5.1.2.1"]  # 47
    assert rules_of({**BASE, "T-L0": 5, "T-L0B": 1}) == ["5.1.2.2"]
    assert rules_of({**BASE, "LF-021": 0, "LF-009": 2, "T-CX": 4, "LF-C01": 4, "T-L0": 4}) == []  # 8 climaxes
    assert rules_of({**BASE, "LF-021": 0, "LF-009": 1, "T-CX": 4, "LF-C01": 4, "LF-C02": 1, "T-L0": 4}) == ["5.1.2.3"]
    assert rules_of({**BASE, "T-L0": 3, "T-L0B": 2, "NOPE": 1}) == ["5.1.1"]


def test_copies_count_by_card_name_5_1_2_2_1():
    from engine.formats.cards import CardDatabase, read_card_set

    rin, hina = '"name": "Festival Captain Rin"', '"name": "Lantern Keeper Hina"'
    text = S.SAMPLE.read_text(encoding="utf-8").replace(rin, hina)
    database = CardDatabase("weiss-schwarz", [read_card_set(text).card_set])
    fours = (
        "LF-002",
        "LF-003",
        "LF-004",
        "LF-005",
        "LF-006",
        "LF-021",
        "LF-008",
        "LF-009",
        "LF-010",
        "LF-011",
        "LF-013",
    )
    counts = {**dict.fromkeys(fours, 4), "LF-001": 3, "LF-007": 2, "LF-C01": 1}
    assert sum(counts.values()) == 50
    problems = build_ruleset().validate_deck(deck(counts), database)
    assert [p.rule for p in problems] == ["5.1.2.2"]  # 3 + 2 cards named "Lantern Keeper Hina"


def test_an_illegal_deck_cannot_start_a_game_5_2_1_1():
    with pytest.raises(DeckRejected) as rejected:
        Game.new(build_ruleset(), S.database(), (deck({"T-L0": 4}), S.starter("lantern")), "x")
    assert rejected.value.rule == "5.1.2.1" and rejected.value.player == 0


def test_game_preparation_5_2_1():
    firsts = Counter()
    for seed in range(12):
        game = S.new_game(f"prep-{seed}")
        first = game.state.vars["first_player"]
        firsts[first] += 1
        for player in (0, 1):
            assert len(S.zone(game, "hand", player)) == 5  # 5.2.1.4
            assert game.state.player_counters[player]["refresh_point"] == 0  # 5.2.1.5
        assert game.decision.context == "mulligan" and game.decision.player == first  # the starting player first
    assert set(firsts) == {0, 1}  # 5.2.1.3: at random


def test_mulligan_puts_cards_into_the_waiting_room_and_draws_as_many_5_2_1_4():
    game = S.new_game("mulligan")
    first = game.decision.player
    hand = S.zone(game, "hand", first)
    game.apply(Action("choose", first, picks=tuple(hand[:3])))
    assert len(S.zone(game, "hand", first)) == 5 and len(S.zone(game, "waiting_room", first)) == 3
    assert len(S.zone(game, "deck", first)) == 42  # not shuffled back
    second = PlayerId(1 - first)
    assert game.decision.player == second and game.decision.context == "mulligan"
    game.apply(Action("choose", second, picks=()))
    assert game.state.turn == 1 and game.state.turn_player == first  # 5.2.1.6


def test_the_language_refuses_bad_weiss_schwarz_card_data_at_load():
    import json

    from engine.formats.cards import CardDatabase, read_card_set

    bad = [
        {"id": "X-1", "name": "No Level", "category": "character", "colors": ["yellow"], "cost": 0, "power": 1000},
        {"id": "X-2", "name": "Odd Icon", "category": "climax", "colors": ["yellow"], "stats": {"triggers": ["bomb"]}},
        {"id": "X-3", "name": "Teleporter", "category": "character", "colors": ["red"], "cost": 0, "power": 1000,
         "stats": {"level": 0}, "abilities": [{"kind": "auto", "trigger": {"event": "on_play"},
                                               "effect": [{"do": "move", "to": "stage", "target": {"mode": "self"}}]}]},
        {"id": "X-4", "name": "Replacer", "category": "character", "colors": ["red"], "cost": 0, "power": 1000,
         "stats": {"level": 0}, "abilities": [{"kind": "replacement", "replaces": "to_waiting_room_from_stage",
                                               "effect": [{"do": "draw"}]}]},
    ]  # fmt: skip
    text = json.dumps({"format": 1, "kind": "playmat-card-set", "ruleset": "weiss-schwarz",
                       "set": {"id": "X", "name": "Bad"}, "cards": bad})  # fmt: skip
    database = CardDatabase("weiss-schwarz", [read_card_set(text).card_set])
    problems = [str(p) for p in build_ruleset().abilities.validate_database(database)]
    assert any(p.startswith("X-1: power") for p in problems)
    assert any(p.startswith("X-2: stats.triggers") for p in problems)
    assert any(p.startswith("X-3: abilities[0]") and "put_on_stage" in p for p in problems)
    assert any(p.startswith("X-4: abilities[0]") and "replacement" in p for p in problems)
