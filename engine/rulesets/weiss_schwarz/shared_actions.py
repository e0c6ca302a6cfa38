"""Actions made once and shared by the legal listings: an Action is an immutable value, so an equal one will do."""

from __future__ import annotations

from engine.actions import Action
from engine.ids import InstanceId, PlayerId

_MADE: dict[tuple[str, PlayerId, InstanceId, int | None, str | None], Action] = {}
_TO_EACH: dict[tuple[str, PlayerId, InstanceId, tuple[int, ...]], tuple[Action, ...]] = {}
_MOST = 1 << 14  # distinct actions kept (a game or two of card ids, a few MB), then start again


def action(
    kind: str, player: PlayerId, card: InstanceId, number: int | None = None, option: str | None = None
) -> Action:
    """`Action(kind, player, card=card, number=number, option=option)`, made the first time and shared after: every
    act window lists much the same moves as the one before (making one costs several times a lookup)."""
    key = (kind, player, card, number, option)
    found = _MADE.get(key)
    if found is None:
        if len(_MADE) >= _MOST:
            _MADE.clear()
        found = _MADE[key] = Action(kind, player, card=card, number=number, option=option)
    return found


def to_each(kind: str, player: PlayerId, card: InstanceId, numbers: tuple[int, ...]) -> tuple[Action, ...]:
    """`action(kind, player, card, number)` for each of `numbers` in order (a character to each position), the
    tuple made once and shared as well."""
    key = (kind, player, card, numbers)
    found = _TO_EACH.get(key)
    if found is None:
        if len(_TO_EACH) >= _MOST:
            _TO_EACH.clear()
        found = _TO_EACH[key] = tuple(action(kind, player, card, number) for number in numbers)
    return found
