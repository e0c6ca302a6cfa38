"""[Permanent] skills that add card names, character names and special traits (2-1-3, 2-5-5, 2-6-6)."""

from __future__ import annotations

from engine.formats.decks import Deck, DeckEntry
from engine.rulesets.dragon_ball_super import carddata as C
from tests.engine.rulesets.dragon_ball_super import support as S
from tests.engine.rulesets.dragon_ball_super.test_card_data import _problems
from tests.engine.rulesets.dragon_ball_super.test_setup_and_decks import _plain

ADDS = "DBP1-116"  # printed «Dawn Order», <Ryuu>; its [Permanent] adds {Ryuu, Dawn Blade}, <Kairo>, «Vanguard Corps»


def _rules(leader: str, copies: int) -> list[str]:
    base = S.starter("ember-rush")
    main = _plain(50 - copies) | {ADDS: copies}
    entries = tuple(DeckEntry(card=c, count=n) for c, n in main.items())
    deck: Deck = base.model_copy(update={"sections": {"leader": (DeckEntry(card=leader, count=1),), "main": entries}})
    return [p.rule for p in S.ruleset().validate_deck(deck, S.database())]


def test_added_names_count_as_printed_2_1_3_2_5_5_2_6_6():
    card = S.database().get(ADDS)
    assert C.names(card) == ("Ryuu, Wandering Blade", "Ryuu, Dawn Blade")
    assert C.characters(card) == ("Ryuu", "Kairo")
    assert C.traits(card) == ("Dawn Order", "Vanguard Corps")


def test_the_deck_check_honours_an_added_special_trait_2_6_6_5_1_3_2():
    """Leader DBP1-L03 allows 6 copies of each «Vanguard Corps» card; DBP1-116 has that trait only by its own
    [Permanent] skill, which applies during deck construction (2-6-6)."""
    assert _rules("DBP1-L03", 6) == []
    assert _rules("DBP1-L03", 7) == ["5-1-3-2"]
    assert _rules("DBP1-L01", 5) == ["5-1-3-1"]  # another Leader: the 4 of 5-1-3-1 stands


def test_an_include_rule_by_added_name_or_character_matches_2_1_3_2_5_5():
    card = S.database().get(ADDS)
    assert C.included_by(card, (6, "name", "Ryuu, Dawn Blade"))
    assert C.included_by(card, (6, "character", "Kairo"))
    assert not C.included_by(card, (6, "character", "Nereza"))


def test_a_bad_include_rule_is_refused_at_load_5_1_3_2_1():
    on_battle = {"include_copies": 6, "include_trait": "A"}
    assert any("X-1: stats.include_copies" in p for p in _problems(stats=on_battle))
    leader = {"category": "leader", "cost": None, "stats": {"awakened": "X-2", "include_copies": 6}}
    assert any("X-1: stats.include_copies" in p for p in _problems(**leader))
    assert any("X-1: stats.also_traits" in p for p in _problems(stats={"also_traits": "Vanguard Corps"}))
