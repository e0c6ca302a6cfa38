"""Infinite loops nobody can stop: one player action that makes the engine create objects without end is a draw."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.game import Game

LOOP_OBJECTS = 20_000
"""Objects (moved cards, pending triggers, resolutions) created inside one player action after which the processing
is a loop that no player can stop: it never reaches a player's choice."""
LOOP = "loop_mark"
DRAW = "An infinite loop that neither player can stop: the game is a draw."


def endless(game: Game, *, rule: str, limit: int = LOOP_OBJECTS) -> bool:
    """Call before every engine step (a ruleset's `rule_processing`): ends the game in a draw citing `rule` once one
    player action has created more than `limit` objects, and says so. The mark kept in the state (the action count
    and the id counter when it began) changes once per action, never per engine step, so how the kernel counts its
    steps cannot change a game's states. A loop a player can stop is stopped by that player choosing differently."""
    state = game.state
    mark = state.vars.get(LOOP)
    if mark is None or mark[0] != state.actions_applied:
        state.vars[LOOP] = [state.actions_applied, state.next_id]
        return False
    if state.next_id - mark[1] <= limit:
        return False
    game.end_game(None, DRAW, rule)
    return True
