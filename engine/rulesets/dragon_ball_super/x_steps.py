"""X in skill costs and effects (4-14): the master names X once per skill; later steps read that same X."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import Field, TypeAdapter, field_validator, model_validator

from engine.abilities import model as M
from engine.abilities.primitives import execute
from engine.decisions import Decision, DecisionKind
from engine.rulesets.dragon_ball_super import energy as E
from engine.rulesets.dragon_ball_super.effects import Args
from engine.sentences import subject

if TYPE_CHECKING:
    from engine.abilities.interpreter import Resolution
    from engine.game import Game
    from engine.ids import InstanceId, PlayerId

X_KEY = "x"
"""Where a resolution keeps its X (4-14-3: the same number from the cost payment to the end of the effect)."""
NOT_WITH_X = ("if", "may", "choose_one", "script", "manual")
"""Steps that hold other steps or are resolved by hand: an X step wraps one plain step."""
_STEP: TypeAdapter[Any] = TypeAdapter(M.Step)


class NameXArgs(Args):
    """`pay`: the cost "①X" (8-4-2-3), so X is at most the Active energy and that much energy is rested."""

    pay: bool = False
    minimum: int = Field(0, ge=0)
    maximum: int | None = Field(None, ge=0)

    @model_validator(mode="after")
    def _bounded(self) -> NameXArgs:
        if self.maximum is None and not self.pay:
            raise ValueError("an X that is not paid in energy needs a maximum")
        if self.maximum is not None and self.maximum < self.minimum:
            raise ValueError("the maximum is below the minimum")
        return self


def _highest(game: Game, controller: PlayerId, args: NameXArgs) -> int:
    most = len(E.active_energy(game, controller)) if args.pay else None
    limits = [n for n in (most, args.maximum) if n is not None]
    return min(limits)


def name_x(res: Resolution, args: NameXArgs) -> bool:
    """4-14-2: the card's master names X (paying X energy when the cost is "①X"); the skill keeps it (4-14-3)."""
    game, player = res.game, res.controller
    low, high = args.minimum, _highest(game, player, args)
    if res.answer is None and high > low:
        return res.ask(Decision(player, DecisionKind.NUMBER, f"{res.record['label']}: choose X ({low}-{high})",
                                "4-14-2", "name_x", minimum=low, maximum=high))  # fmt: skip
    chosen = res.answer.number if res.answer is not None and res.answer.number is not None else low
    x = max(low, min(high, chosen))
    res.record[X_KEY] = x
    game.log(f"{subject(player, 'chooses', 'choose')} X = {x} for {res.record['label']}.", player, "4-14-2")
    if args.pay:
        E.pay(game, E.active_energy(game, player)[:x], rule="8-4-2-3")
    return True


def can_name_x(game: Game, source: InstanceId | None, controller: PlayerId, args: NameXArgs) -> bool:
    return _highest(game, controller, args) >= args.minimum


def with_x(data: Any, x: int) -> Any:
    """The step data with each "X" replaced by `x` and each {"x_times": k} by `x` times k."""
    if data == "X":
        return x
    if isinstance(data, dict):
        if set(data) == {"x_times"}:
            return x * int(data["x_times"])
        return {key: with_x(value, x) for key, value in data.items()}
    if isinstance(data, list):
        return [with_x(value, x) for value in data]
    return data


class XStepArgs(Args):
    """One plain step of the language whose numbers say "X" (or {"x_times": 1000} for "X times 1000")."""

    step: dict[str, Any]

    @field_validator("step")
    @classmethod
    def _a_plain_step(cls, value: dict[str, Any]) -> dict[str, Any]:
        if value.get("do") in NOT_WITH_X or value.get("name") in ("name_x", "x_step"):
            raise ValueError(f"an X step wraps one plain step, not {value.get('do')!r}")
        _STEP.validate_python(with_x(value, 1))
        return value


def x_step(res: Resolution, args: XStepArgs) -> bool:
    """A step that uses the X named earlier in this skill (4-14-3); with X = 0 it does nothing."""
    x = int(res.record.get(X_KEY, 0))
    if x <= 0:
        return True
    return execute(res, _STEP.validate_python(with_x(args.step, x)))
