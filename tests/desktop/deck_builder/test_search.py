"""Search that forgives typos, on every ruleset's sample set: exact names and numbers first, category words, and
the browser's search box typed into with real key events."""

from __future__ import annotations

import pytest

from desktop import rulesets
from desktop.deck_builder.search import CardQuery, SearchIndex, typos_allowed
from desktop.qt import Qt

RULESETS = ("one-piece", "energio", "weiss-schwarz", "battle-spirits-saga", "dragon-ball-super")


def index_of(ruleset_id: str) -> SearchIndex:
    return SearchIndex(rulesets.load(ruleset_id).database)


def names(index: SearchIndex, text: str) -> list[str]:
    return [card.name for card in index.search(CardQuery(text))]


def swapped(word: str) -> str:
    """The typo of a fast typist: two neighbouring letters in the middle swapped ("Captian")."""
    middle = len(word) // 2
    return word[: middle - 1] + word[middle] + word[middle - 1] + word[middle + 1 :]


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_an_exact_name_or_card_number_is_listed_first(ruleset_id):
    index = index_of(ruleset_id)
    for entry in index.entries:
        for text in (entry.card.name, entry.card.id, entry.card.name.upper()):
            found = index.search(CardQuery(text))
            assert found[0].name == entry.card.name, (text, [card.id for card in found[:3]])


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_a_typo_in_a_name_word_still_finds_the_card(ruleset_id):
    """Every card is found by each long word of its name with one letter missing or two letters swapped."""
    index = index_of(ruleset_id)
    for entry in index.entries:
        for word in entry.card.name.split():
            word = word.strip(",!.'")
            if len(word) < 5 or not word.isalpha():
                continue
            for typo in (swapped(word), word[:2] + word[3:]):
                assert entry.card in index.search(CardQuery(typo)), (entry.card.name, typo)


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_a_category_word_lists_that_category_first(ruleset_id):
    index = index_of(ruleset_id)
    categories = sorted({entry.card.category for entry in index.entries})
    for category in categories:
        members = [entry.card.id for entry in index.entries if entry.card.category == category]
        for word in (category, category.upper(), f"{category}s"):
            found = [card.id for card in index.search(CardQuery(word))]
            assert found[: len(members)] == members, (word, found[: len(members) + 2])


@pytest.mark.parametrize("ruleset_id", ["one-piece", "energio", "dragon-ball-super"])
def test_leaders_come_first_in_an_empty_search_and_among_equal_matches(ruleset_id):
    index = index_of(ruleset_id)
    leaders = sum(entry.card.category == "leader" for entry in index.entries)
    assert leaders
    listed = index.search(CardQuery(""))
    assert {card.category for card in listed[:leaders]} == {"leader"}
    assert len(listed) == len(index.entries)


def test_one_piece_cptain_and_captian_find_the_captain_and_don_lists_the_don_card_first():
    index = index_of("one-piece")
    assert names(index, "cptain")[0] == "Captain Ember Vale"
    assert names(index, "Captian")[0] == "Captain Ember Vale"
    don = names(index, "DON!!")
    assert don[0] == "DON!!" and len(don) > 5  # then every card whose text mentions DON!!
    assert names(index, "don")[0] == "DON!!"
    assert names(index, "Captian Vael")[0] == "Captain Ember Vale"  # two typos, two words


def test_a_typo_of_a_category_word_still_lists_that_category_first():
    index = index_of("one-piece")
    leaders = [entry.card.id for entry in index.entries if entry.card.category == "leader"]
    assert [card.id for card in index.search(CardQuery("leadr"))][: len(leaders)] == leaders
    events = index.search(CardQuery("evnet"))
    assert events and events[0].category == "event"


def test_energio_its_energy_card_first_and_a_typo():
    index = index_of("energio")
    assert names(index, "ENERGIO!!")[0] == "ENERGIO!!"
    assert names(index, "stormcaler")[0] == "Stormcaller Aria Vance"


def test_weiss_schwarz_both_captains_for_a_typo():
    index = index_of("weiss-schwarz")
    assert set(names(index, "cptain")[:2]) == {"Festival Captain Rin", "Stormwatch Captain Yara"}
    assert set(names(index, "Captian")[:2]) == {"Festival Captain Rin", "Stormwatch Captain Yara"}
    assert names(index, "captian rin")[0] == "Festival Captain Rin"
    assert names(index, "lantren queen")[0] == "Lantern Queen Akari"


def test_battle_spirits_saga_typos_and_nexus():
    index = index_of("battle-spirits-saga")
    assert names(index, "cindr whelp")[0] == "Cinder Whelp"
    assert names(index, "Wriath")[0] == "Hexbound Wraith"
    assert {card.category for card in index.search(CardQuery("nexus"))[:5]} == {"nexus"}


def test_dragon_ball_super_typo_of_a_leader_name_lists_the_leaders_first():
    index = index_of("dragon-ball-super")
    found = index.search(CardQuery("kiaro"))
    assert [card.category for card in found[:2]] == ["leader", "leader"]
    assert all("Kairo" in card.name for card in found[:6])


def test_a_word_found_as_written_does_not_bring_in_near_misses():
    """'card' is in many texts; 'hard' or 'care' (one edit away) are not listed for it."""
    index = index_of("one-piece")
    for card in index.search(CardQuery("card")):
        assert "card" in f"{card.name} {card.text} {card.id}".casefold()
    assert typos_allowed("don") == 0 and typos_allowed("cptain") == 1 and typos_allowed("stormcaler") == 2
    assert index.search(CardQuery("qqqqzz")) == []
    assert names(index, "draw zzzzzz") == []  # every word must find the card


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_typing_into_the_search_box_lists_the_best_match_first(open_builder, qtbot, ruleset_id):
    """Real key presses in the browser's search box; the first result is the card the player meant."""
    builder = open_builder(ruleset_id)
    browser = builder.browser
    target = browser.search_index.entries[len(browser.search_index.entries) // 2].card
    longest = max(target.name.split(), key=len).strip(",!.'")
    qtbot.keyClicks(browser.search_box, swapped(longest) if len(longest) >= 5 else target.name)
    assert target in browser.shown_cards()
    assert browser.count_label.text().startswith(f"{len(browser.shown_cards())} of ")
    browser.search_box.selectAll()
    qtbot.keyClick(browser.search_box, Qt.Key.Key_Delete)
    qtbot.keyClicks(browser.search_box, target.id)
    assert browser.shown_cards()[0] == target
    browser.search_box.selectAll()
    qtbot.keyClick(browser.search_box, Qt.Key.Key_Delete)
    qtbot.keyClicks(browser.search_box, target.category)
    assert browser.shown_cards()[0].category == target.category
