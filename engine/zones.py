"""Zone declarations: what a ruleset says about each area of its table."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum


class Visibility(IntEnum):
    """Who may know the identity of a card lying in a zone."""

    NOBODY = 0
    OWNER = 1
    EVERYONE = 2


@dataclass(frozen=True, slots=True)
class ZoneSpec:
    """One kind of zone, declared by a ruleset.

    `visibility` applies to face-up cards; a face-down card is seen by at most
    `face_down_visibility` (Weiß Schwarz lets the owner see a face-down level card).
    `positions` > 0 makes a positional zone: slots 1..positions, each holding a pile
    (a Weiß Schwarz stage position, a marker pile under it). `capacity` counts the cards in
    one slot (positional) or in the whole zone. `holds_tokens` zones keep counted tokens
    such as Battle Spirits cores (reserve, life, void). `said` is how a sentence names the zone
    when the game's own texts do not say the label in lower case ("Life area", "Drop Area"; empty:
    the label lower-cased, "hand", "waiting room").
    """

    name: str
    label: str
    per_player: bool = True
    ordered: bool = True
    visibility: Visibility = Visibility.EVERYONE
    face_down_visibility: Visibility = Visibility.NOBODY
    capacity: int | None = None
    positions: int = 0
    holds_tokens: bool = False
    enters_face_up: bool = True
    said: str = ""

    def slots(self) -> range:
        return range(1, self.positions + 1) if self.positions else range(0, 1)

    def visible_to(self, face_up: bool, is_owner: bool) -> bool:
        """Whether a viewer may know a card here, given its facing and whether they own the zone."""
        level = self.visibility if face_up else min(self.visibility, self.face_down_visibility)
        return level == Visibility.EVERYONE or (level == Visibility.OWNER and is_owner)


@dataclass(frozen=True, slots=True)
class PhaseSpec:
    """One phase of a turn and the steps inside it, in order."""

    name: str
    label: str
    steps: tuple[str, ...] = ()
