"""Whether an effect forbids a card an action (1.3.4), asked card by card only when some effect could."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.abilities import prevented
from engine.ids import InstanceId
from engine.rulesets.weiss_schwarz.makers import in_play

if TYPE_CHECKING:
    from engine.game import Game

PREVENT = "prevent"


def forbidder(game: Game, action: str) -> Callable[[InstanceId], bool] | None:
    """`prevented(game, card, action)` for a card, or None when no effect can forbid `action` now: no lasting effect
    forbids it, and no card whose continuous ability can is where that ability works (`makers.in_play`). Then no
    card needs looking at, and continuous abilities are not evaluated for it."""
    if any(e.kind == PREVENT and e.value == action for e in game.state.effects) or in_play(game, PREVENT, action):
        return lambda iid: prevented(game, iid, action)
    return None
