"""Making an illegal move in a test: refused under its rule, in players' words, and nothing changed."""

from __future__ import annotations

import pytest

from engine import Action, Game, PlayerId
from engine.errors import RulesError


def refused(game: Game, kind: str, player: int, rule: str, *words: str, **fields: object) -> str:
    """Check and apply the move: refused under `rule`, its reason holding `words` and no internal name (no "_"),
    and `apply` changed nothing (the state hash is the same); returns the reason."""
    action = Action(kind, PlayerId(player), **fields)  # type: ignore[arg-type]
    before = game.state_hash()
    error = game.check(action)
    assert error is not None, f"{action} was legal"
    assert error.rule == rule, (error.rule, error.reason)
    for word in words:
        assert word in error.reason, (word, error.reason)
    assert "_" not in error.reason, error.reason
    with pytest.raises(RulesError):
        game.apply(action)
    assert game.state_hash() == before
    return error.reason
