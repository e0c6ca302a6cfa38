"""Actions and act windows made once and shared: an Action or a Decision is an immutable value, an equal one will do
(as ONE PIECE's)."""

from __future__ import annotations

from engine.actions import Action
from engine.decisions import Decision, DecisionKind
from engine.ids import InstanceId, PlayerId

_MADE: dict[tuple[str, PlayerId, InstanceId | None, InstanceId | None, int | None, str | None], Action] = {}
_MOST = 1 << 16  # distinct actions kept; a long session's worth of card ids, then start again


def shared_action(
    kind: str,
    player: PlayerId,
    card: InstanceId | None = None,
    target: InstanceId | None = None,
    number: int | None = None,
    option: str | None = None,
) -> Action:
    """`Action(kind, player, card=card, target=target, number=number, option=option)`, made the first time and shared
    after: every act window lists much the same moves as the one before, and making an Action costs several times a
    lookup."""
    key = (kind, player, card, target, number, option)
    found = _MADE.get(key)
    if found is None:
        if len(_MADE) >= _MOST:
            _MADE.clear()
        found = _MADE[key] = Action(kind, player, card=card, target=target, number=number, option=option)
    return found


_WINDOWS: dict[tuple[PlayerId, str, str, str, tuple[str, ...], tuple[int, ...], tuple[str, ...]], Decision] = {}


def shared_window(
    player: PlayerId,
    prompt: str,
    rule: str,
    context: str,
    allowed: tuple[str, ...],
    options: tuple[int, ...] = (),
    labels: tuple[str, ...] = (),
) -> Decision:
    """The act-or-pass window `Decision(player, ACT, prompt, rule, context, options=options, labels=labels,
    allowed=allowed)`, made the first time and shared after: the Main Phase, battle and counter windows are asked
    again after every move."""
    key = (player, prompt, rule, context, allowed, options, labels)
    found = _WINDOWS.get(key)
    if found is None:
        if len(_WINDOWS) >= _MOST:
            _WINDOWS.clear()
        found = Decision(
            player, DecisionKind.ACT, prompt, rule, context, options=options, labels=labels, allowed=allowed
        )
        _WINDOWS[key] = found
    return found
