"""[Activate] skills of cards in play (8-1-3): the ability layer's action, refused for negated cards (8-3-2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.abilities import ActivateAbility
from engine.errors import IllegalAction, RulesError
from engine.rulesets.dragon_ball_super.keywords import negated

if TYPE_CHECKING:
    from engine.actions import Action
    from engine.game import Game


class Activate(ActivateAbility):
    """`Action("activate", card=..., number=<ability index>)` as the ability layer defines it (8-5-2)."""

    label = "Use"

    def describe(self, action: Action, card: str) -> str:
        """A menu line in players' words: "Use the [Activate] skill of Nereza, Tide Strategist" (not its index)."""
        return f"Use the [Activate] skill of {card}" if card else "Use an [Activate] skill"

    def check(self, game: Game, action: Action) -> RulesError | None:
        if action.card is not None and action.card in game.state.cards and negated(game, action.card):
            return IllegalAction("8-3-2", f"The skills of {game.definition(action.card).name} are negated.")
        return super().check(game, action)
