"""`Game.fork` (a cheap copy for search) and `Game.apply_legal` (a bot's own legal move, unchecked): a fork plays
on exactly as the game it came from, and shares no mutable object with it."""

from __future__ import annotations

from typing import Any

import pytest

from engine.actions import Action
from engine.bot import RandomBot
from engine.game import Game
from engine.state import GameState
from tests.support.every_ruleset import RULESET_IDS, build, setup

_IMMUTABLE = (str, int, float, bool, type(None), tuple, frozenset)


def _mutable_parts(state: GameState) -> dict[int, object]:
    """Every mutable object reachable from a state (lists, dicts, the state's dataclasses), by id."""
    found: dict[int, object] = {}
    todo: list[Any] = [state]
    while todo:
        value = todo.pop()
        if isinstance(value, tuple):  # a tuple is immutable but might hold a mutable part
            todo.extend(value)
            continue
        if isinstance(value, _IMMUTABLE) or id(value) in found:
            continue
        params = getattr(value, "__dataclass_params__", None)
        if params is None or not params.frozen:  # a frozen dataclass (the decision) is shared: only its parts count
            found[id(value)] = value
        if isinstance(value, dict):
            todo.extend(value.keys())
            todo.extend(value.values())
        elif isinstance(value, list):
            todo.extend(value)
        else:
            todo.extend(getattr(value, name) for name in value.__slots__)
    return found


def _random_game(ruleset_id: str, seed: str, actions: int) -> tuple[Game, list[RandomBot]]:
    _, database, decks = setup(ruleset_id)
    game = Game.new(build(ruleset_id), database, decks, seed)
    bots = [RandomBot(f"{seed}:0"), RandomBot(f"{seed}:1")]
    for _ in range(actions):
        if game.outcome is not None:
            break
        game.apply(_choice(game, bots))
    return game, bots


def _choice(game: Game, bots: list[RandomBot]) -> Action:
    decision = game.decision
    assert decision is not None
    return bots[decision.player].choose(game.view(decision.player), game.legal_actions())


@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
def test_a_fork_played_on_with_the_same_moves_stays_equal_to_its_game(ruleset_id):
    for played in (0, 9, 40):
        game, bots = _random_game(ruleset_id, f"fork-{played}", played)
        fork = game.fork()
        assert fork.state_hash() == game.state_hash() and fork.snapshot() == game.snapshot()
        for _ in range(150):  # the fork plays unchecked (a bot's own legal moves), the game through `apply`
            if game.outcome is not None:
                break
            action = _choice(game, bots)
            assert fork.legal_actions() == game.legal_actions()
            assert fork.apply_legal(action) == game.apply(action)
            assert fork.state_hash() == game.state_hash()
        assert fork.outcome == game.outcome


@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
def test_a_fork_shares_no_mutable_object_with_its_game(ruleset_id):
    game, _ = _random_game(ruleset_id, "shared", 30)
    fork = game.fork()
    ours, theirs = _mutable_parts(game.state), _mutable_parts(fork.state)
    assert len(ours) > 100 and len(theirs) == len(ours)
    assert not set(ours) & set(theirs)
    assert fork.rng is not game.rng and fork.rng.state() == game.rng.state()


@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
def test_playing_on_a_fork_leaves_its_game_unchanged(ruleset_id):
    game, bots = _random_game(ruleset_id, "unchanged", 12)
    before = (game.state_hash(), game.legal_actions(), game.rng.state())
    fork = game.fork()
    for _ in range(60):
        if fork.outcome is not None:
            break
        fork.apply_legal(_choice(fork, bots))
    fork.rng.next64()
    assert (game.state_hash(), game.legal_actions(), game.rng.state()) == before
    copy = game.copy()  # `copy` is a fork too
    assert copy.state_hash() == game.state_hash()
