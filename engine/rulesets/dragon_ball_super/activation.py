"""[Activate] skills of cards in play (8-1-3): the ability layer's action, refused for negated cards (8-3-2) and for a
second marker skill of a card in a turn (8-4-2-5-2), with counter timings around it (8-5-2-4, 8-5-2-6)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.abilities import ActivateAbility
from engine.abilities.filters import language_of
from engine.errors import IllegalAction, RulesError
from engine.rulesets.dragon_ball_super.keywords import negated
from engine.rulesets.dragon_ball_super.marker_costs import has_marker_cost, marker_skill_used
from engine.rulesets.dragon_ball_super.skill_counters import around_skill

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
        if action.card is not None and marker_skill_used(game, action.card) and action.number is not None:
            abilities = language_of(game).abilities(game.definition(action.card))
            if 0 <= action.number < len(abilities) and has_marker_cost(abilities[action.number]):
                name = game.definition(action.card).name
                return IllegalAction("8-4-2-5-2", f"A skill of {name} with a marker cost was already used this turn.")
        return super().check(game, action)

    def perform(self, game: Game, action: Action) -> None:
        """8-5-2: the cost, a counter timing (8-5-2-4), the effect, another counter timing (8-5-2-6)."""
        assert action.card is not None and action.number is not None
        ability = language_of(game).abilities(game.definition(action.card))[action.number]
        depth = len(game.state.stack)
        super().perform(game, action)
        around_skill(game, depth, action.player, ability.effect, action.card)
