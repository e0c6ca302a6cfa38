"""What every part of the ONE PIECE bot shares: its table read from its view, and the printed card data it reads."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.bot import stat, zone_of
from engine.ids import PlayerId, opponent
from engine.rulesets.one_piece import zones as Z

if TYPE_CHECKING:
    from engine.formats.cards import CardDatabase, CardDefinition
    from engine.views import CardView, View

Scores = list[float | None]

NO = -1.0
"""The score of a move the bot would rather not make (passing is worth `PASS_SCORE`)."""


CHEAP = 3
"""A cheap Character costs this much or less (the opening hand and the DON!! plan count them)."""


@dataclass(frozen=True, slots=True)
class BotTable:
    """The bot's side and its opponent's, read from its view."""

    view: View
    me: PlayerId
    cards: dict[int, CardView]

    @property
    def them(self) -> PlayerId:
        return opponent(self.me)

    def zone(self, name: str, player: PlayerId) -> tuple[CardView, ...]:
        return zone_of(self.view, name, player).cards

    def life(self, player: PlayerId) -> int:
        return zone_of(self.view, Z.LIFE, player).count

    def leader(self, player: PlayerId) -> CardView | None:
        leaders = self.zone(Z.LEADER, player)
        return leaders[0] if leaders else None

    def active_don(self) -> int:
        return sum(1 for card in self.zone(Z.COST, self.me) if card.orientation == Z.ACTIVE)

    def card(self, iid: int | None) -> CardView | None:
        return None if iid is None else self.cards.get(iid)

    def power(self, iid: int | None) -> int:
        card = self.card(iid)
        return 0 if card is None else stat(card, "power")

    def cost(self, iid: int | None) -> int:
        card = self.card(iid)
        return 0 if card is None else stat(card, "cost")

    def is_leader(self, iid: int | None) -> bool:
        card = self.card(iid)
        return card is not None and any(c.iid == card.iid for c in self.zone(Z.LEADER, card.owner))


class PrintedCards:
    """Reads the printed card data (public: both players hold the same database) for the bot's scoring."""

    def __init__(self, database: CardDatabase, don_power: int = 1000) -> None:
        self.database = database
        self.don_power = don_power

    def definition(self, card: CardView | None) -> CardDefinition | None:
        if card is None or card.card_id is None or card.card_id not in self.database:
            return None
        return self.database.get(card.card_id)

    def has_keyword(self, card: CardView | None, keyword: str) -> bool:
        definition = self.definition(card)
        return definition is not None and keyword in definition.keywords

    def _ability_steps(self, card: CardView | None, timing: str) -> list[dict[str, Any]]:
        """The effect steps of the card's automated ability of `timing` (none if it is not automated)."""
        definition = self.definition(card)
        if definition is None or not definition.automated:
            return []
        return [
            step
            for ability in definition.abilities
            if timing in ability.get("timing", ()) or ability.get("trigger", {}).get("event") == timing
            for step in _walk(ability.get("effect", []))
        ]

    def counter_event_value(self, card: CardView | None) -> int:
        """The power a [Counter] Event adds, read from its automated ability (0 when the bot cannot tell)."""
        return sum(
            int(step.get("amount", 0))
            for step in self._ability_steps(card, "counter")
            if step.get("do") == "modify" and step.get("stat") == "power" and int(step.get("amount", 0)) > 0
        )


def _walk(steps: Any) -> Iterator[dict[str, Any]]:
    """Every effect step, nested ones (may, if, choose one) included."""
    if isinstance(steps, dict):
        yield steps
        for key in ("steps", "then", "otherwise", "effect", "modes"):
            yield from _walk(steps.get(key, []))
    elif isinstance(steps, list):
        for step in steps:
            yield from _walk(step)
