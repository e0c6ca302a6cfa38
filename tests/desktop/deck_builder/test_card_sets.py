"""Importing a user's card set: every bad record reported with its field, the rest loaded and kept, the schema
page's example valid."""

from __future__ import annotations

import json
import re
from pathlib import Path

from desktop import rulesets
from desktop.deck_builder.card_sets import import_card_set
from tests.desktop.conftest import screenshot

SCHEMA = Path(__file__).resolve().parents[3] / "assets" / "cards" / "SCHEMA.md"


def schema_example() -> str:
    blocks = re.findall(r"```json\n(.*?)```", SCHEMA.read_text(encoding="utf-8"), re.DOTALL)
    return blocks[-1]


def card_set(cards, ruleset="one-piece", set_id="USR"):
    document = {"format": 1, "kind": "playmat-card-set", "ruleset": ruleset, "set": {"id": set_id, "name": "Mine"}}
    return json.dumps({**document, "cards": cards})


ON_TUESDAY = {"event": "on_tuesday"}
GOOD = {"id": "USR-001", "name": "Quay Runner", "category": "character", "colors": ["red"], "cost": 1, "power": 2000}


def test_the_schema_example_imports_cleanly(open_builder, playmat_home):
    builder = open_builder("one-piece")
    report = builder.import_card_set_file(_write(playmat_home.parent / "example.json", schema_example()))
    assert report.problems == ()
    assert report.loaded == 2
    assert report.saved_to == playmat_home / "data" / "cards" / "one-piece-MY1.json"
    assert "MY1-001" in builder.package.database
    builder.browser.set_filter("set", "MY1")
    assert [card.id for card in builder.browser.shown_cards()] == ["MY1-001", "MY1-002"]


def test_every_bad_record_is_reported_with_its_field_and_the_rest_load(open_builder, playmat_home, qtbot):
    builder = open_builder("one-piece")
    records = [
        GOOD,
        {**GOOD, "id": "USR-002", "power": "lots"},
        {"id": "USR-003", "category": "character"},
        {**GOOD, "id": "USR-004", "flavour": "salty"},
        {**GOOD, "id": "PM1-001", "name": "Impostor"},
        {
            **GOOD,
            "id": "USR-005",
            "name": "Odd Runner",
            "abilities": [{"kind": "auto", "trigger": {"event": "on_tuesday"}, "effect": []}],
        },
        {**GOOD, "id": "USR-006", "name": "Second Runner"},
    ]
    path = _write(playmat_home.parent / "mine.json", card_set(records))
    report = builder.import_card_set_file(path)
    text = "\n".join(report.problems)
    assert "cards[1].power" in text
    assert "cards[2].name" in text
    assert "cards[3].flavour" in text
    assert "PM1-001 is already defined" in text
    assert "USR-005" in text and "on_tuesday" in text
    assert report.card_set is not None
    assert report.loaded == 3  # USR-001, USR-005 (its ability is refused at play, not its card) and USR-006
    database = builder.package.database
    assert "USR-001" in database and "USR-006" in database and "USR-002" not in database
    assert database.get("PM1-001").name != "Impostor"  # the shipped card stays
    assert builder.card_set_report.isVisible()
    screenshot(builder.card_set_report, "deck-builder-card-set-problems")
    assert "problem" in builder.status_label.text()

    # The new card is in the browser and can go into a deck, which the next start finds.
    builder.browser.search_box.setText("quay runner")
    assert [card.id for card in builder.browser.shown_cards()] == ["USR-001"]
    builder.add_card(database.get("PM1-L01"))
    builder.add_card(database.get("USR-001"), count=4)
    assert builder.save() is not None
    rulesets.refresh("one-piece")
    package = rulesets.load("one-piece")
    assert "USR-001" in package.database
    again = open_builder("one-piece")
    again.open_deck_named(builder.draft.name)
    assert again.draft.sections["main"] == {"USR-001": 4}


def test_a_set_for_another_game_or_not_a_set_is_refused_and_nothing_written(open_builder, playmat_home):
    builder = open_builder("one-piece")
    other = builder.import_card_set_file(_write(playmat_home.parent / "ws.json", card_set([GOOD], "weiss-schwarz")))
    assert other.card_set is None and "weiss-schwarz" in other.problems[0]
    broken = builder.import_card_set_file(_write(playmat_home.parent / "broken.json", "{not json"))
    assert broken.card_set is None and "not valid JSON" in broken.problems[0]
    missing = builder.import_card_set_file(playmat_home.parent / "absent.json")
    assert missing.card_set is None and "absent.json" in missing.problems[0]
    empty = import_card_set(card_set([{"id": "X"}]), builder.package)
    assert empty.card_set is None and empty.problems[-1].startswith("cards: no card")
    assert not (playmat_home / "data" / "cards").exists()
    assert "Nothing was imported" in builder.status_label.text()


def test_importing_a_set_again_replaces_it_without_clashing_with_itself(open_builder, playmat_home):
    builder = open_builder("one-piece")
    path = _write(playmat_home.parent / "mine.json", card_set([GOOD]))
    assert builder.import_card_set_file(path).problems == ()
    _write(path, card_set([GOOD, {**GOOD, "id": "USR-002", "name": "Quay Runner II"}]))
    again = builder.import_card_set_file(path)
    assert again.problems == ()
    assert "USR-002" in builder.package.database


def _write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path
