"""Actions made once and shared by the legal listings: an Action is an immutable value, so an equal one will do."""

from __future__ import annotations

from engine.actions import Action
from engine.ids import InstanceId, PlayerId

_MADE: dict[tuple[str, PlayerId, InstanceId | None, InstanceId | None], Action] = {}
_MOST = 1 << 16  # distinct actions kept; a long session's worth of card ids, then start again


def shared_action(
    kind: str, player: PlayerId, card: InstanceId | None = None, target: InstanceId | None = None
) -> Action:
    """`Action(kind, player, card=card, target=target)`, made the first time and shared after: every act window lists
    much the same moves as the one before, and making an Action costs several times a lookup (as Weiß Schwarz's)."""
    key = (kind, player, card, target)
    found = _MADE.get(key)
    if found is None:
        if len(_MADE) >= _MOST:
            _MADE.clear()
        found = _MADE[key] = Action(kind, player, card=card, target=target)
    return found
