"""Typed identifiers: players, printed cards, card instances and zones."""

from __future__ import annotations

from typing import NamedTuple, NewType

PlayerId = NewType("PlayerId", int)
"""A seat at the table: 0 or 1."""

CardId = NewType("CardId", str)
"""A printed card (its card number), as found in the card data."""

InstanceId = NewType("InstanceId", int)
"""One card object in one game; a card that changes zone gets a new one."""

PLAYERS: tuple[PlayerId, PlayerId] = (PlayerId(0), PlayerId(1))
SHARED = PlayerId(-1)
"""Owner of a zone that belongs to no player (a shared void, say)."""


def opponent(player: PlayerId) -> PlayerId:
    """The other seat."""
    return PlayerId(1 - player)


class ZoneRef(NamedTuple):
    """One concrete zone: a declared zone name, its owner and, for positional zones, a slot."""

    name: str
    owner: PlayerId
    slot: int = 0

    def __str__(self) -> str:
        where = f"{self.name}.{self.slot}" if self.slot else self.name
        return f"{where}@{'shared' if self.owner == SHARED else f'p{self.owner + 1}'}"

    def to_data(self) -> list[object]:
        return [self.name, int(self.owner), self.slot]

    @classmethod
    def from_data(cls, data: list[object]) -> ZoneRef:
        name, owner, slot = data
        assert isinstance(name, str) and isinstance(owner, int) and isinstance(slot, int)
        return cls(name, PlayerId(owner), slot)
