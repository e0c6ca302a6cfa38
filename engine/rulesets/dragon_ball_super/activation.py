"""[Activate] skills of cards in play (8-1-3): the ability layer's action, refused for negated cards (8-3-2) and for a
second marker skill of a card in a turn (8-4-2-5-2), with counter timings around it (8-5-2-4, 8-5-2-6)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.abilities import ActivateAbility
from engine.abilities.activation import usable
from engine.abilities.filters import condition_holds, language_of
from engine.actions import Action
from engine.errors import IllegalAction, RulesError
from engine.rulesets.dragon_ball_super.keywords import negated
from engine.rulesets.dragon_ball_super.marker_costs import has_marker_cost, marker_skill_used
from engine.rulesets.dragon_ball_super.skill_counters import around_skill
from engine.shared_values import shared_action

if TYPE_CHECKING:
    from collections.abc import Iterable

    from engine.abilities.model import Ability
    from engine.game import Game
    from engine.ids import InstanceId, PlayerId


class Activate(ActivateAbility):
    """`Action("activate", card=..., number=<ability index>)` as the ability layer defines it (8-5-2)."""

    label = "Use"

    def describe(self, action: Action, card: str) -> str:
        """A menu line in players' words: "Use the [Activate] skill of Nereza, Tide Strategist" (not its index)."""
        return f"Use the [Activate] skill of {card}" if card else "Use an [Activate] skill"

    def check(self, game: Game, action: Action) -> RulesError | None:
        card, number = action.card, action.number
        if card is not None and card in game.state.cards:
            abilities = language_of(game).abilities(game.definition(card))
            ability = abilities[number] if number is not None and 0 <= number < len(abilities) else None
            refusal = _refusal(game, card, ability)
            if refusal is not None:
                return refusal
        return super().check(game, action)

    def legal(self, game: Game, player: PlayerId) -> Iterable[Action]:
        """The candidates `check` accepts (ListsLegal): the ability layer's offer (each ability looked up once, the
        player's own card by construction), less what this ruleset refuses (`_refusal`), then `usable`; an ability
        whose condition does not hold (an [Awaken] most of the game) is skipped before `usable` words its refusal."""
        decision = game.decision
        timing = decision.context if decision is not None else ""
        cards = game.state.cards
        return [
            shared_action(self.kind, player, card=iid, number=index)
            for iid, index, ability in self._offered(game, player)
            if cards[iid].controller == player
            and condition_holds(game, ability.condition, player, iid)
            and _refusal(game, iid, ability) is None
            and usable(game, iid, index, ability, timing) is None
        ]

    def perform(self, game: Game, action: Action) -> None:
        """8-5-2: the cost, a counter timing (8-5-2-4), the effect, another counter timing (8-5-2-6)."""
        assert action.card is not None and action.number is not None
        ability = language_of(game).abilities(game.definition(action.card))[action.number]
        depth = len(game.state.stack)
        super().perform(game, action)
        around_skill(game, depth, action.player, ability.effect, action.card)


def _refusal(game: Game, iid: InstanceId, ability: Ability | None) -> RulesError | None:
    """What this ruleset refuses before the ability layer looks: a card whose skills are negated (8-3-2), a second
    skill with a marker cost of one card in a turn (8-4-2-5-2)."""
    if negated(game, iid):
        return IllegalAction("8-3-2", f"The skills of {game.definition(iid).name} are negated.")
    if ability is not None and marker_skill_used(game, iid) and has_marker_cost(ability):
        name = game.definition(iid).name
        return IllegalAction("8-4-2-5-2", f"A skill of {name} with a marker cost was already used this turn.")
    return None
