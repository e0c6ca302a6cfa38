"""`playmat host/join` refuse bad arguments with a clear message; plain `playmat` still means the app."""

import io

import pytest

from desktop import app
from desktop.lan import headless


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["host", "--ruleset", "chess"], "unknown ruleset 'chess'; known:"),
        (["join", "localhost:1", "--ruleset", "skirmish", "--deck", "nope"], "no starter deck or deck file 'nope'"),
        (["join", "localhost:port", "--ruleset", "skirmish"], "expected HOST:PORT"),
        (["watch", "localhost:1", "--code", "nope"], "bad join code 'nope'"),
        (["host", "--ruleset", "skirmish", "--clock", "-5"], "a turn clock takes 1 s to 24 h"),
    ],
)
def test_bad_arguments_get_a_clear_message(argv, words, tmp_path, monkeypatch):
    monkeypatch.setenv("PLAYMAT_HOME", str(tmp_path))
    out = io.StringIO()
    assert headless.run(argv, out) == headless.EXIT_USAGE
    assert words in out.getvalue()


def test_only_host_and_join_are_headless(monkeypatch):
    seen = []
    monkeypatch.setattr(headless, "run", lambda argv: seen.append(argv) or 0)
    monkeypatch.setattr(app, "_launch", lambda argv: seen.append(("app", argv)) or 0)
    assert app.main(["playmat", "join", "x:1"]) == 0
    assert app.main(["playmat"]) == 0
    assert seen == [["join", "x:1"], ("app", ["playmat"])]


def test_a_deck_file_can_be_named(tmp_path):
    from desktop import rulesets

    rulesets.register_builtin()
    deck = rulesets.load("skirmish").decks["Giants"]
    path = tmp_path / "mine.json"
    path.write_text(deck.model_dump_json(), encoding="utf-8")
    assert headless.pick_deck("skirmish", str(path)) == deck
