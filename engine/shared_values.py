"""Actions and act windows made once and shared: each is an immutable value, so an equal one made before will do."""

from __future__ import annotations

from engine.actions import Action
from engine.decisions import Decision, DecisionKind
from engine.ids import InstanceId, PlayerId

MOST = 1 << 15
"""Values kept per cache (a few games' worth of card ids, a few MB); when full it is emptied and starts again. Every
use is a single dict get, len, set or clear (atomic in CPython, so the desktop's worker threads may share it); nothing
iterates a cache, which another thread could be emptying."""

_ACTIONS: dict[tuple[object, ...], Action] = {}
"""Keyed by every field, or by the first four alone when the others are unset (most are: shorter keys hash faster)."""
_TO_EACH: dict[tuple[str, PlayerId, InstanceId | None, tuple[int, ...]], tuple[Action, ...]] = {}
_WINDOWS: dict[tuple[PlayerId, str, str, str, tuple[str, ...], tuple[int, ...], tuple[str, ...]], Decision] = {}


def shared_action(
    kind: str,
    player: PlayerId,
    card: InstanceId | None = None,
    target: InstanceId | None = None,
    picks: tuple[int, ...] = (),
    groups: tuple[tuple[int, ...], ...] = (),
    number: int | None = None,
    option: str | None = None,
) -> Action:
    """`Action(kind, player, card, target, picks, groups, number, option)`, made the first time and shared after:
    every act window lists much the same moves as the one before, and making an Action costs several times a lookup."""
    if number is None and option is None and not picks and not groups:
        key: tuple[object, ...] = (kind, player, card, target)
    else:
        key = (kind, player, card, target, picks, groups, number, option)
    found = _ACTIONS.get(key)
    if found is None:
        if len(_ACTIONS) >= MOST:
            _ACTIONS.clear()
        found = _ACTIONS[key] = Action(kind, player, card, target, picks, groups, number, option)
    return found


def shared_to_each(
    kind: str, player: PlayerId, card: InstanceId | None, numbers: tuple[int, ...]
) -> tuple[Action, ...]:
    """`shared_action(kind, player, card, number=n)` for each `n` of `numbers` in order (a card to each position), the
    tuple made once and shared as well."""
    key = (kind, player, card, numbers)
    found = _TO_EACH.get(key)
    if found is None:
        if len(_TO_EACH) >= MOST:
            _TO_EACH.clear()
        found = _TO_EACH[key] = tuple(shared_action(kind, player, card, number=n) for n in numbers)
    return found


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
    allowed=allowed)`, made the first time and shared after: a phase's window is asked again after every move."""
    key = (player, prompt, rule, context, allowed, options, labels)
    found = _WINDOWS.get(key)
    if found is None:
        if len(_WINDOWS) >= MOST:
            _WINDOWS.clear()
        found = Decision(
            player, DecisionKind.ACT, prompt, rule, context, options=options, labels=labels, allowed=allowed
        )
        _WINDOWS[key] = found
    return found
