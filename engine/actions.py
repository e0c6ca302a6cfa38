"""Actions: every move a player can make, as plain immutable data."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from engine.frozen import fast_init
from engine.ids import InstanceId, PlayerId

PASS = "pass"
CONCEDE = "concede"
TIME_OUT = "time"
"""The `option` of a concession a LAN host records when a player's turn clock ran out (the game says so)."""
CHOOSE = "choose"
ORDER = "order"
ARRANGE = "arrange"
YES = "yes"
NO = "no"
NUMBER = "number"
ANSWER_KINDS = (PASS, CHOOSE, ORDER, ARRANGE, YES, NO, NUMBER)


@fast_init
@dataclass(frozen=True, slots=True)
class Action:
    """One move by one player.

    `kind` names what is done ("play", "attack", "choose", "pass", ...). `card` is the
    instance acting or being played, `target` what it acts on, `picks` the chosen options
    of a choose/order decision, `groups` the piles of an arrange decision, `number` a chosen
    number, `option` a named variant (which ability, which position...).
    """

    kind: str
    player: PlayerId
    card: InstanceId | None = None
    target: InstanceId | None = None
    picks: tuple[int, ...] = ()
    groups: tuple[tuple[int, ...], ...] = ()
    number: int | None = None
    option: str | None = None

    def __repr__(self) -> str:
        parts = [f"{self.kind!r}", f"player={self.player}"]
        for field in fields(self)[2:]:
            value = getattr(self, field.name)
            if value != field.default:
                parts.append(f"{field.name}={value!r}")
        return f"Action({', '.join(parts)})"

    def to_data(self) -> dict[str, Any]:
        """A JSON object with only the fields that are set."""
        data: dict[str, Any] = {"kind": self.kind, "player": int(self.player)}
        if self.card is not None:
            data["card"] = int(self.card)
        if self.target is not None:
            data["target"] = int(self.target)
        if self.picks:
            data["picks"] = list(self.picks)
        if self.groups:
            data["groups"] = [list(group) for group in self.groups]
        if self.number is not None:
            data["number"] = self.number
        if self.option is not None:
            data["option"] = self.option
        return data

    @classmethod
    def from_data(cls, data: Any) -> Action:
        """Rebuild an action from untrusted JSON; raises ValueError on anything malformed."""
        if not isinstance(data, dict):
            raise ValueError("an action must be a JSON object")
        unknown = sorted(set(data) - _FIELD_NAMES)
        if unknown:
            raise ValueError(f"unknown action field(s): {', '.join(unknown)}")
        kind, player = data.get("kind"), data.get("player")
        if not isinstance(kind, str) or not kind:
            raise ValueError("action 'kind' must be a non-empty string")
        if type(player) is not int or player not in (0, 1):
            raise ValueError("action 'player' must be 0 or 1")
        return cls(
            kind=kind,
            player=PlayerId(player),
            card=_optional_int(data, "card"),
            target=_optional_int(data, "target"),
            picks=_int_tuple(data.get("picks", []), "picks"),
            groups=tuple(_int_tuple(g, "groups") for g in _list(data.get("groups", []), "groups")),
            number=_optional_int(data, "number"),
            option=_optional_str(data, "option"),
        )


_FIELD_NAMES = frozenset(f.name for f in fields(Action))


def _list(value: Any, name: str) -> list[Any]:
    if not isinstance(value, list):
        raise ValueError(f"action '{name}' must be a list")
    return value


def _int_tuple(value: Any, name: str) -> tuple[int, ...]:
    items = _list(value, name)
    if any(type(item) is not int for item in items):
        raise ValueError(f"action '{name}' must hold integers only")
    return tuple(items)


def _optional_int(data: dict[str, Any], name: str) -> Any:
    value = data.get(name)
    if value is not None and type(value) is not int:
        raise ValueError(f"action '{name}' must be an integer")
    return value


def _optional_str(data: dict[str, Any], name: str) -> str | None:
    value = data.get(name)
    if value is not None and not isinstance(value, str):
        raise ValueError(f"action '{name}' must be a string")
    return value
