"""Bots: seats that choose actions from their own view, like any player."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from engine.actions import Action
from engine.rng import Rng
from engine.views import View


class Bot(Protocol):
    """Anything that picks one of the legal actions, knowing only what its seat may know."""

    def choose(self, view: View, legal: Sequence[Action]) -> Action: ...


class RandomBot:
    """Plays a uniformly random legal action, from its own seeded generator."""

    def __init__(self, seed: str) -> None:
        self._rng = Rng.from_seed(f"bot:{seed}")

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        if not legal:
            raise ValueError("the bot was asked to act with no legal action")
        if view.decision is not None and view.decision.context == "manual":
            # A bot cannot read card text: it leaves a manual resolution at once.
            return next((a for a in legal if a.kind == "pass"), legal[0])
        return legal[self._rng.below(len(legal))]
