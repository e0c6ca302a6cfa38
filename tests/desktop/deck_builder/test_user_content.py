"""The user's decks and card sets join the packages the start screen plays from; starter decks stay first."""

from __future__ import annotations

import json

from desktop import content, rulesets
from desktop.deck_builder.store import DeckStore
from engine.formats.decks import Deck, DeckEntry, write_deck
from tests.support import demo

LEGAL = {"SK-001": 4, "SK-002": 4, "SK-003": 4, "SK-004": 4, "SK-005": 4}


def skirmish_deck(name: str, counts: dict[str, int]) -> Deck:
    entries = tuple(DeckEntry(card=card, count=count) for card, count in counts.items())
    return Deck(ruleset="skirmish", name=name, sections={"main": entries})


def test_saved_user_decks_join_the_playable_decks_after_the_starters(playmat_home):
    package = rulesets.load("skirmish")
    starters = list(package.decks)
    store = DeckStore(package)
    store.save(skirmish_deck("My Rush", LEGAL))
    store.save(skirmish_deck("Too Small", {"SK-001": 4}))
    store.save(skirmish_deck(starters[0], LEGAL))  # the same name as a starter deck
    store.save(skirmish_deck(starters[0], LEGAL))  # twice
    assert package.decks == rulesets.load("skirmish").decks  # kept until refreshed
    rulesets.refresh("skirmish")
    package = rulesets.load("skirmish")
    mine = f"{starters[0]}{content.USER_DECK_MARK}"
    second = f"{starters[0]} (mine 2)"
    assert list(package.decks) == [*starters, mine, second, "My Rush"]  # file-name order; the illegal one left out
    assert package.user_decks == (mine, second, "My Rush")
    choices = DeckStore(package).choices()
    assert [c.name for c in choices if c.read_only] == starters
    user_names = sorted(c.name for c in choices if not c.read_only)
    assert user_names == sorted([starters[0], starters[0], "My Rush", "Too Small"])


def test_store_names_files_uniquely_and_keeps_a_deck_in_its_file(playmat_home):
    store = DeckStore(rulesets.load("skirmish"))
    first = store.save(skirmish_deck("Ränge & Co!", LEGAL))
    second = store.save(skirmish_deck("Ränge & Co!", LEGAL))
    assert first.name == "skirmish-r-nge-co.json" and second.name == "skirmish-r-nge-co-2.json"
    renamed = store.save(skirmish_deck("Another name", LEGAL), first)
    assert renamed == first
    assert store.unique_name("Another name") == "Another name (2)"
    assert store.unique_name("Fresh") == "Fresh"
    store.delete(first)
    assert not first.exists() and second.exists()
    assert not list(first.parent.glob("*.tmp"))


def test_broken_user_files_are_reported_and_the_rest_still_load(playmat_home, caplog):
    decks = playmat_home / "data" / "decks"
    decks.mkdir(parents=True)
    (decks / "skirmish-good.json").write_text(write_deck(skirmish_deck("Good", LEGAL)), encoding="utf-8")
    (decks / "skirmish-broken.json").write_text("{oops", encoding="utf-8")
    unknown = {**LEGAL, "SK-999": 1}
    (decks / "skirmish-unknown.json").write_text(write_deck(skirmish_deck("Unknown", unknown)), encoding="utf-8")
    cards = playmat_home / "data" / "cards"
    cards.mkdir(parents=True)
    (cards / "skirmish-bad.json").write_text(json.dumps({"kind": "something else"}), encoding="utf-8")
    package = rulesets.load("skirmish")
    assert "Good" in package.decks and "Unknown" not in package.decks
    assert len(package.database) == len(demo.database())
    logged = caplog.text
    assert "skirmish-broken.json" in logged and "skirmish-bad.json" in logged and "SK-999" in logged
    choices, unreadable = DeckStore(package).user_decks()
    unknown_choice = next(choice for choice in choices if choice.name == "Unknown")
    assert unknown_choice.problems and "SK-999" in unknown_choice.problems[0]
    assert any("skirmish-broken.json" in problem for problem in unreadable)
