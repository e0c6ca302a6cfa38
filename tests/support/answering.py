"""Playing a test game on dully: pass every window, say no, take the first legal answer, until a position."""

from __future__ import annotations

from collections.abc import Callable

from engine import Action, DecisionKind, Game


def answer_default(game: Game) -> None:
    """Pass a window, say no, choose the fewest / first options: the dullest legal answer."""
    decision = game.decision
    assert decision is not None
    if decision.kind is DecisionKind.ACT:
        game.apply(Action("pass", decision.player))
    elif decision.kind is DecisionKind.YES_NO:
        game.apply(Action("no", decision.player))
    else:
        game.apply(game.legal_actions()[0])


def advance_to(game: Game, context: str, *, turn: int | None = None, limit: int = 500) -> None:
    """Answer dully until a decision with `context` (on `turn`, if given) is pending."""
    for _ in range(limit):
        decision = game.decision
        if decision is None or game.outcome is not None:
            raise AssertionError(f"no {context!r} decision: the game ended ({game.outcome})")
        if decision.context == context and (turn is None or game.state.turn == turn):
            return
        answer_default(game)
    raise AssertionError(f"no {context!r} decision within {limit} answers")


def advance_until(game: Game, done: Callable[[Game], bool], *, limit: int = 500) -> None:
    """Answer dully until `done(game)`."""
    for _ in range(limit):
        if done(game):
            return
        if game.decision is None or game.outcome is not None:
            raise AssertionError(f"the game ended first ({game.outcome})")
        answer_default(game)
    raise AssertionError(f"not done within {limit} answers")
