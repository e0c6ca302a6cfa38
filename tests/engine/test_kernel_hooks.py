"""Kernel hooks added for the Weiß Schwarz ruleset, tested on the demo ruleset: defaults change nothing."""

from engine.abilities import model as M
from engine.formats.cards import CardDefinition
from tests.support import demo


def test_continuous_abilities_are_evaluated_once_per_read_only_query(monkeypatch):
    game = demo.start("frozen")
    demo.pass_until(game, 2)
    demo.put(game, game.state.turn_player, "SK-008", "field")  # a continuous ability
    language = game.ruleset.abilities
    calls = []
    original = language.static_effects

    def counting(g):
        calls.append(1)
        return original(g)

    monkeypatch.setattr(language, "static_effects", counting)
    game.view(game.state.turn_player)
    assert len(calls) == 1  # not once per card on the table
    calls.clear()
    game.legal_actions()
    assert len(calls) <= 1
    calls.clear()
    game.all_effects()
    game.all_effects()
    assert len(calls) == 2  # outside a query, every call sees the state as it is now


def test_a_filter_relation_must_be_one_the_dialect_names():
    card = CardDefinition(id="T-1", name="Test", category="creature", abilities=(
        {"kind": "auto", "trigger": {"event": "on_play"},
         "effect": [{"do": "draw"}], "condition": {"check": "count", "filter": {"relation": "behind"}, "value": 1}},
    ))  # fmt: skip
    problems = [str(p) for p in demo.language().parse(card)[1]]
    assert len(problems) == 1 and "unknown relation 'behind'" in problems[0]
    assert M.Filter().relation is None


def test_default_hooks_change_nothing():
    game = demo.start("hooks")
    assert game.ruleset.refusal_outside_window(game, None) is None  # type: ignore[arg-type]
    assert game.ruleset.abilities.partial_costs is True and game.ruleset.abilities.extra_ability_zones == ()
