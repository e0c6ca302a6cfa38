"""Playing or activating a card while choosing the energy that pays (3-8-2): its own action kind for the menus."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from engine.actions import Action
from engine.errors import IllegalAction, InvalidAction, RulesError
from engine.ids import PlayerId
from engine.rulesets.dragon_ball_super import energy as E
from engine.rulesets.dragon_ball_super.payment import CHOOSE_ENERGY, energy_choice, varied_energy
from engine.rulesets.dragon_ball_super.stats import cost_now
from engine.shared_values import shared_action

if TYPE_CHECKING:
    from engine.game import Game

PAYS = {"play_battle": "Play", "play_unison": "Play", "use_extra": "Activate"}
"""The action kinds that may be made choosing the energy, and their verb."""


class ChooseEnergy:
    """`Action("choose_energy", card=..., option=<the action kind>, number=<X>)`: that action, made with the energy
    the player then picks one card at a time (`payment.pay_step`); offered when there is a real choice."""

    kind = CHOOSE_ENERGY
    window = "main"

    def describe(self, action: Action, card: str) -> str:
        return f"{PAYS.get(action.option or '', 'Play')} {card}, choosing the energy"

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        for kind in PAYS:
            yield from self._offered(game, player, kind)

    def _offered(self, game: Game, player: PlayerId, kind: str) -> Iterable[Action]:
        for inner in game.ruleset.action_rules[kind].candidates(game, player):
            if inner.option is None and inner.card is not None:
                total, colours = cost_now(game, inner.card)
                if energy_choice(game, player, total + (inner.number or 0), colours):
                    yield shared_action(self.kind, player, card=inner.card, number=inner.number, option=kind)

    def legal(self, game: Game, player: PlayerId) -> Iterable[Action]:
        """The candidates `check` accepts (ListsLegal): none when the Active energy is all of one colour set (no cost
        leaves a choice, `varied_energy`); a play the open window does not allow is skipped whole, the others asked of
        their own rule."""
        decision = game.decision
        found: list[Action] = []
        if not varied_energy(E.active_pool(game, player)):
            return found
        for kind in PAYS:
            if decision is not None and kind not in decision.allowed:
                continue
            rule = game.ruleset.action_rules[kind]
            found.extend(a for a in self._offered(game, player, kind) if rule.check(game, _inner(a)) is None)
        return found

    def check(self, game: Game, action: Action) -> RulesError | None:
        if action.option not in PAYS:
            return InvalidAction("", "Name the play or activation whose energy you choose.")
        decision = game.decision
        if decision is not None and action.option not in decision.allowed:  # a play in a battle step: not now
            return game.ruleset.refusal_outside_window(game, _inner(action)) or IllegalAction(
                decision.rule, f"You cannot {PAYS[action.option].lower()} that card now: {decision.prompt}"
            )
        return game.ruleset.action_rules[action.option].check(game, _inner(action))

    def perform(self, game: Game, action: Action) -> None:
        assert action.option is not None
        game.ruleset.action_rules[action.option].perform(game, _inner(action))


def _inner(action: Action) -> Action:
    assert action.option is not None
    return shared_action(action.option, action.player, card=action.card, number=action.number, option=CHOOSE_ENERGY)
