"""Skill costs in energy with coloured spheres (8-4-2-3, 8-4-2-4): ① of any colour, and one energy per sphere."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel, ConfigDict, Field

from engine.rulesets.dragon_ball_super import energy as E

if TYPE_CHECKING:
    from engine.abilities.interpreter import Resolution
    from engine.game import Game
    from engine.ids import InstanceId, PlayerId

Colour = Literal["red", "blue", "green", "yellow", "black"]  # 2-4-1-1


class SphereCostArgs(BaseModel):
    """`{"do": "ruleset", "name": "pay_energy", "args": {"amount": 1, "colors": ["red"]}}`: the printed ①(R)."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    amount: int = Field(0, ge=0)
    colors: tuple[Colour, ...] = ()


def pay_energy(res: Resolution, args: SphereCostArgs) -> bool:
    """Rest `amount` energy of any colour (8-4-2-3) and one of each sphere's colour (8-4-2-4)."""
    picks = E.auto_payment(res.game, res.controller, args.amount + len(args.colors), args.colors)
    if picks is not None:
        E.pay(res.game, picks, rule="8-4-2-4" if args.colors else "8-4-2-3")
    return True


def can_pay_energy(game: Game, source: InstanceId | None, controller: PlayerId, args: SphereCostArgs) -> bool:
    return E.can_pay(game, controller, args.amount + len(args.colors), args.colors)
