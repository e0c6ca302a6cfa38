"""Events: what `apply` reports, for the game log, animations and per-player filtering."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from engine.frozen import fast_init
from engine.ids import CardId, InstanceId, PlayerId, ZoneRef

EVERYONE = 0b11


def seat_mask(player: PlayerId) -> int:
    """The bit of one player in a `known_to` / `visible_to` mask."""
    return 1 << int(player)


def _sees(mask: int, viewer: PlayerId | None) -> bool:
    """A spectator sees only what both players may see."""
    return mask == EVERYONE if viewer is None else bool(mask & seat_mask(viewer))


@fast_init
@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened.

    `card`/`new_card` are the instance before and after a move, `card_id` its identity,
    which each viewer receives only if its bit is in `visible_to`. Instance ids of a card in
    a zone that nobody may look at (a deck) are stripped the same way: `card` unless the
    viewer is in `ids_visible_to`, `new_card` unless in `new_ids_visible_to`. `prompt`: the question a yes/no
    answer answered, as everyone may read it (the log names it: "answers no to “Use [Trigger]?”"); `said`: what
    the answer does in words, when its decision gave them (an engine.sentences template: "You keep your hand").
    """

    kind: str
    player: PlayerId | None = None
    card: InstanceId | None = None
    new_card: InstanceId | None = None
    card_id: CardId | None = None
    src: ZoneRef | None = None
    dst: ZoneRef | None = None
    amount: int = 0
    text: str = ""
    rule: str = ""
    visible_to: int = EVERYONE
    ids_visible_to: int = EVERYONE
    new_ids_visible_to: int = EVERYONE
    prompt: str = ""
    said: str = ""

    def seen_by(self, viewer: PlayerId | None) -> Event:
        """The event as `viewer` (None: a spectator) may receive it."""
        event = self
        if event.card_id is not None and not _sees(event.visible_to, viewer):
            event = replace(event, card_id=None)
        if event.card is not None and not _sees(event.ids_visible_to, viewer):
            event = replace(event, card=None)
        if event.new_card is not None and not _sees(event.new_ids_visible_to, viewer):
            event = replace(event, new_card=None)
        return event

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind}
        for name in ("player", "card", "new_card", "card_id", "amount", "text", "rule", "prompt", "said"):
            value = getattr(self, name)
            if value:
                data[name] = value
        if self.player == 0:
            data["player"] = 0
        if self.src is not None:
            data["src"] = self.src.to_data()
        if self.dst is not None:
            data["dst"] = self.dst.to_data()
        return data
