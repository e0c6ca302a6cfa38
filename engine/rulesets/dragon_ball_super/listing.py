"""Legal-action listings (ListsLegal) of actions a position rarely allows: nothing to offer is seen at once."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.actions import Action
    from engine.game import Game
    from engine.ids import PlayerId
    from engine.ruleset import ActionRule


def checked(rule: ActionRule, game: Game, player: PlayerId, offered: bool) -> list[Action]:
    """`rule`'s candidates that its `check` accepts, as `legal_actions()` lists them without a listing; none at once
    when not `offered` (the caller has seen that `candidates` would offer nothing)."""
    if not offered:
        return []
    return [action for action in rule.candidates(game, player) if rule.check(game, action) is None]
