"""`effects_targeting` and `all_effects` inside `frozen_effects()`: an index of every target made once per query, which
must give what scanning every effect gives, and see a lasting effect added or ended meanwhile."""

from __future__ import annotations

import pytest

from engine.bot import RandomBot
from engine.game import Game
from engine.ids import PLAYERS, InstanceId
from tests.support.every_ruleset import build, setup

RULESETS = ("one-piece", "weiss-schwarz", "battle-spirits-saga", "dragon-ball-super")


def _game(ruleset_id: str) -> Game:
    _, database, decks = setup(ruleset_id)
    game = Game.new(build(ruleset_id), database, decks, "targeting")
    bots = [RandomBot("t:0"), RandomBot("t:1")]
    for _ in range(40):
        decision = game.decision
        if decision is None or game.outcome is not None:
            break
        game.apply(bots[decision.player].choose(game.view(decision.player), game.legal_actions()))
    return game


def _scanned(game: Game, iid: InstanceId) -> list[object]:
    return [e for e in game.all_effects() if iid in e.targets]


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_the_index_gives_what_a_scan_of_every_effect_gives_and_sees_changes(ruleset_id):
    game = _game(ruleset_id)
    cards = sorted(game.state.cards)
    first, second = cards[0], cards[1]
    open_answers = {iid: _scanned(game, iid) for iid in cards}
    with game.frozen_effects():
        assert {iid: list(game.effects_targeting(iid)) for iid in cards} == open_answers
        eid = game.add_effect("power", PLAYERS[0], (first, second, first), 1000, "end_of_turn")  # first named twice
        added = game.state.effects[-1]
        assert added.eid == eid
        assert list(game.effects_targeting(first)) == [*open_answers[first], added]  # once, as `iid in targets`
        assert list(game.effects_targeting(second)) == _scanned(game, second)
        assert game.modifier(first, "power") == sum(int(e.value) for e in _scanned(game, first) if e.kind == "power")
        game.end_effects("end_of_turn")
        assert added not in game.effects_targeting(first) and added not in game.all_effects()
    assert all(list(game.effects_targeting(iid)) == _scanned(game, iid) for iid in cards)


def test_a_query_memo_lives_as_long_as_the_outermost_query():
    game = _game("weiss-schwarz")
    assert game.query_memo() is None  # outside a query nothing may be kept
    with game.frozen_effects():
        memo = game.query_memo()
        assert memo == {}
        memo["asked"] = 1
        with game.frozen_effects():
            assert game.query_memo() is memo
        assert game.query_memo() is memo
        game.effects_cache.evaluating = True  # answers worked out while continuous abilities are evaluated see none
        assert game.query_memo() is None
        game.effects_cache.evaluating = False
    assert game.query_memo() is None
    with game.frozen_effects():
        assert game.query_memo() == {}  # a new query starts afresh


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_a_kind_no_continuous_ability_makes_is_answered_without_evaluating_them(ruleset_id, monkeypatch):
    """`Language.static_kinds`: the kinds of effect the database's continuous abilities can make; a question about
    another kind reads the lasting effects alone, and gives what the full evaluation gives."""
    game = _game(ruleset_id)
    language = game.ruleset.abilities
    kinds = language.static_kinds(game.database)
    iid = sorted(game.state.cards)[0]
    game.add_effect("not_made_by_abilities", PLAYERS[0], (iid,), 5, "end_of_turn")
    evaluated = []
    real = type(language).static_effects

    def counting(self, game):  # type: ignore[no-untyped-def]
        evaluated.append(1)
        return real(self, game)

    monkeypatch.setattr(type(language), "static_effects", counting)
    assert game.modifier(iid, "not_made_by_abilities") == 5 and not evaluated
    for kind in kinds:
        expected = [e for e in game.all_effects() if e.kind == kind and iid in e.targets]
        assert game.effects_on(iid, kind) == expected
    assert bool(evaluated) == bool(kinds)  # evaluated only where some continuous ability can make an effect
