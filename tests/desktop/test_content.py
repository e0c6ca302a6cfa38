"""Shipped content is found by file name, loaded, validated, and bad files are reported, not fatal."""

import json

from desktop import content
from tests.support import demo


def test_a_ruleset_with_cards_and_decks_is_loaded(tmp_path, monkeypatch):
    cards, decks = tmp_path / "cards", tmp_path / "decks"
    cards.mkdir()
    decks.mkdir()
    card_set = {"format": 1, "kind": "playmat-card-set", "ruleset": "skirmish", "set": {"id": "SK", "name": "Demo"},
                "cards": [*demo.CARDS, {"id": "BAD", "name": ""}]}  # fmt: skip
    (cards / "skirmish-demo.json").write_text(json.dumps(card_set))
    (cards / "skirmish-broken.json").write_text("{not json")
    (decks / "skirmish-good.json").write_text(demo.deck(demo.DECK_A, name="Tricks").model_dump_json())
    (decks / "skirmish-short.json").write_text(demo.deck({"SK-001": 3}, name="Short").model_dump_json())
    monkeypatch.setattr(content, "CARDS", cards)
    monkeypatch.setattr(content, "DECKS", decks)
    package = content.load_package("skirmish", demo.ruleset)
    assert len(package.database) == len(demo.CARDS)
    assert list(package.decks) == ["Tricks"]  # the illegal deck is reported and left out


def test_builtin_rulesets_with_card_files_are_registered(monkeypatch):
    registered = {}
    monkeypatch.setattr(content, "register", lambda rid, factory, name: registered.setdefault(rid, name))
    ids = content.register_content()
    assert set(ids) == set(registered)
    for ruleset_id in ids:
        assert list(content.CARDS.glob(f"{ruleset_id}-*.json"))
