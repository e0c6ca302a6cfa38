"""Paying a card's energy cost with the energy the action names (`Action.picks`), or with the engine's pick."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.actions import Action
from engine.errors import IllegalAction, RulesError
from engine.ids import InstanceId, PlayerId
from engine.rulesets.dragon_ball_super import energy as E
from engine.rulesets.dragon_ball_super import zones as Z
from engine.rulesets.dragon_ball_super.stats import specified, total_cost

if TYPE_CHECKING:
    from engine.game import Game


def hand_card(game: Game, action: Action, categories: tuple[str, ...], what: str, rule: str) -> RulesError | None:
    """The card must be one of the player's own cards in hand, of the right type."""
    card = action.card
    if card is None or not Z.lies_in(game, card, action.player, Z.HAND):
        return IllegalAction(rule, f"Choose {what} from your own hand.")
    if game.definition(card).category not in categories:
        return IllegalAction(rule, f"{game.definition(card).name} is not {what}.")
    return None


def cost_problem(
    game: Game, player: PlayerId, picks: tuple[int, ...], total: int, colours: tuple[str, ...], rule: str, what: str
) -> RulesError | None:
    """None if `picks` (or, when empty, some choice of Active energy) pays `total` with `colours` specified."""
    if picks:
        problem = E.payment_problem(game, player, [InstanceId(i) for i in picks], total, colours)
        return None if problem is None else IllegalAction(rule, f"{what}: {problem}")
    if not E.can_pay(game, player, total, colours):
        active = len(E.active_energy(game, player))
        needs = f" with {E.describe(colours)} among them" if colours else ""
        return IllegalAction(rule, f"{what} costs {total} energy{needs}: you have {active} Active energy that "
                             "cannot pay it.")  # fmt: skip
    return None


def card_cost_problem(game: Game, action: Action, rule: str) -> RulesError | None:
    """2-11-5-1: rest the total cost in energy, the specified colours among it."""
    assert action.card is not None
    name = game.definition(action.card).name
    return cost_problem(game, action.player, action.picks, total_cost(game, action.card),
                        specified(game, action.card), rule, name)  # fmt: skip


def pay_with(
    game: Game, player: PlayerId, picks: tuple[int, ...], total: int, colours: tuple[str, ...], *, rule: str
) -> None:
    chosen = [InstanceId(i) for i in picks] if picks else E.auto_payment(game, player, total, colours) or []
    E.pay(game, chosen, rule=rule)


def pay_card_cost(game: Game, action: Action, *, rule: str) -> None:
    assert action.card is not None
    pay_with(game, action.player, action.picks, total_cost(game, action.card), specified(game, action.card),
             rule=rule)  # fmt: skip
