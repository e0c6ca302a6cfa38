"""Actions and act windows made once and shared: an Action or a Decision is an immutable value, an equal one will do."""

from __future__ import annotations

from engine.actions import Action
from engine.decisions import Decision, DecisionKind
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


_WINDOWS: dict[tuple[PlayerId, str, str, str, tuple[str, ...], tuple[int, ...]], Decision] = {}


def shared_window(
    player: PlayerId, prompt: str, rule: str, context: str, allowed: tuple[str, ...], options: tuple[int, ...] = ()
) -> Decision:
    """The act-or-pass window `Decision(player, ACT, prompt, rule, context, options=options, allowed=allowed)` (its
    options labelled by their battle roles when there are two), made the first time and shared after: the Main Phase
    and a battle's Counter Step ask it again after every move."""
    key = (player, prompt, rule, context, allowed, options)
    found = _WINDOWS.get(key)
    if found is None:
        if len(_WINDOWS) >= _MOST:
            _WINDOWS.clear()
        labels = BATTLE_ROLES if options else ()
        found = Decision(
            player, DecisionKind.ACT, prompt, rule, context, options=options, labels=labels, allowed=allowed
        )
        _WINDOWS[key] = found
    return found


BATTLE_ROLES = ("attacker", "target")
"""The labels of a battle window's two options: the cards it is about (public since the attack was declared)."""
