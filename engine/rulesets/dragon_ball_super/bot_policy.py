"""How the heuristic bot plays Dragon Ball Super (placeholder: the kernel's defaults)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.actions import Action
    from engine.formats.cards import CardDatabase
    from engine.views import View


class DragonBallPolicy:
    def __init__(self, database: CardDatabase) -> None:
        self.database = database

    def scores(self, view: View, legal: Sequence[Action]) -> Sequence[float | None]:
        return [None] * len(legal)
