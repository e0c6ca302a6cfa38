"""Abilities: the four kinds (activated, auto, continuous, replacement), their shared parts and the trigger."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from engine.abilities.model.base import Limit, Node
from engine.abilities.model.conditions import Condition
from engine.abilities.model.steps import Step
from engine.abilities.model.targets import Filter


class Trigger(Node):
    """When an automatic ability triggers: a trigger point the ruleset signals, and whose card.

    `on`: "self" (this card), "yours"/"opponents"/"any" (a card matching `filter` of that
    side), or "none" (a game-level point such as the start of a turn, with `whose` turn).
    """

    event: str
    on: Literal["self", "yours", "opponents", "any", "none"] = "self"
    filter: Filter = Filter()
    whose: Literal["yours", "opponents", "any"] = "any"


class AbilityBase(Node):
    label: str = ""
    zone: tuple[str, ...] = ()  # where the card must be for it to work; empty: the ruleset's default
    condition: Condition | None = None
    limit: Limit | None = None
    cost: tuple[Step, ...] = ()
    effect: tuple[Step, ...] = ()


class ActivatedAbility(AbilityBase):
    """Used by its controller in an open window of one of its `timing`s (main, counter, flash...)."""

    kind: Literal["activated"]
    timing: tuple[str, ...] = Field(min_length=1)


class AutoAbility(AbilityBase):
    """Triggers by itself; `optional`: its controller may decline when it resolves."""

    kind: Literal["auto"]
    trigger: Trigger
    optional: bool = False


class ContinuousAbility(AbilityBase):
    """Always on while its condition holds: the `effect` steps (modify, grant, prevent) apply
    to their targets with no duration, re-evaluated whenever asked."""

    kind: Literal["continuous"]


Cause = Literal["any", "battle", "effect", "your_effect", "opponent_effect"]


class ReplacementAbility(AbilityBase):
    """ "If ... would ..., [you may ...] instead": when the ruleset is about to carry out one of its
    replacement points (`replaces`) for a card matching `target` (default: this card), for a `cause`
    ("by your opponent's effect": `opponent_effect`), its `cost` and `effect` steps happen instead.
    `optional`: "you may"; it applies only if those steps can be carried out (see `replacement.py`)."""

    kind: Literal["replacement"]
    replaces: str
    target: Filter = Filter(source_only=True)
    cause: Cause = "any"
    optional: bool = False


Ability = Annotated[
    ActivatedAbility | AutoAbility | ContinuousAbility | ReplacementAbility,
    Field(discriminator="kind"),
]
