"""Colour-changing (2-4-1-2-1) and specified-cost-changing (2-11-3-1 .. 2-11-3-2-2) steps, each for a duration."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import Field, field_validator, model_validator

from engine.abilities import model as M
from engine.rulesets.dragon_ball_super import carddata as C
from engine.rulesets.dragon_ball_super.effects import Args
from engine.rulesets.dragon_ball_super.stats import ADD_COLOR, SPECIFIED

if TYPE_CHECKING:
    from engine.abilities.interpreter import Resolution
    from engine.ids import InstanceId


def _colours(value: tuple[str, ...]) -> tuple[str, ...]:
    for colour in value:
        if colour not in C.COLORS:
            raise ValueError(f"{colour!r} is not a colour (2-4-1-1)")
    return value


class ColorArgs(Args):
    target: M.Target
    colors: tuple[str, ...] = Field(min_length=1)
    duration: M.Duration = "end_of_turn"

    @field_validator("colors")
    @classmethod
    def _known(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        return _colours(value)


class SpecifiedArgs(Args):
    """`add`: specified colours added (the total rises as much); `reduce`: specified colours taken away (the total
    falls as much); `none`: "treated as having no specified cost" (the total stays)."""

    target: M.Target
    add: tuple[str, ...] = ()
    reduce: tuple[str, ...] = ()
    none: bool = False
    duration: M.Duration = "end_of_turn"

    @field_validator("add", "reduce")
    @classmethod
    def _known(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        return _colours(value)

    @model_validator(mode="after")
    def _changes_something(self) -> SpecifiedArgs:
        if not (self.add or self.reduce or self.none):
            raise ValueError("a specified-cost change adds, reduces or removes the specified cost (2-11-3)")
        return self


def _lasting(res: Resolution, kind: str, targets: list[InstanceId], value: Any, duration: str) -> None:
    from engine.abilities.primitives import DURATION_TURN_OWNER

    if targets:
        player = res.player(DURATION_TURN_OWNER.get(duration, "you"))
        res.game.add_effect(kind, res.controller, tuple(targets), value, duration, player=player, source=res.source)


def add_color(res: Resolution, args: ColorArgs) -> bool:
    """The targets gain colours for a duration (2-4-1-2-1-1): they have them for payment, filters and keywords, but
    are not multicolour cards by them, and a mono-colour card stays mono-colour of its original colour (2-4-1-3-1)."""
    targets = res.targets(args.target, "Choose the card(s) that gain the colour(s)")
    if targets is None:
        return False
    _lasting(res, ADD_COLOR, targets, list(args.colors), args.duration)
    return True


def change_specified(res: Resolution, args: SpecifiedArgs) -> bool:
    """The targets' specified cost changes for a duration (2-11-3-1, 2-11-3-2, 2-11-3-2-1, 2-11-3-2-2)."""
    targets = res.targets(args.target, "Choose the card(s) whose specified cost changes")
    if targets is None:
        return False
    value = {"add": list(args.add), "reduce": list(args.reduce), "none": args.none}
    _lasting(res, SPECIFIED, targets, value, args.duration)
    return True
