"""Conditions: when an ability works or a step happens (counts, a player's numbers, whose turn, combinations)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Discriminator, Field, Tag, model_validator

from engine.abilities.model.base import Comparison, Node
from engine.abilities.model.registered import _tag, _wrap_registered
from engine.abilities.model.targets import Filter


class CountCondition(Node):
    """`{"check": "count", "filter": {...}, "op": ">=", "value": 2}`: how many cards match."""

    check: Literal["count"]
    filter: Filter
    op: Comparison = ">="
    value: int


class CounterCondition(Node):
    """A player's number (life, health, level...) or a zone's size compared with a value."""

    check: Literal["player_counter", "zone_size"]
    name: str
    who: Literal["you", "opponent"] = "you"
    op: Comparison
    value: int


class TurnCondition(Node):
    check: Literal["your_turn", "opponent_turn"]


class CombinedCondition(Node):
    check: Literal["all", "any", "not"]
    of: tuple[Condition, ...] = Field(min_length=1)


class RulesetCondition(Node):
    """A condition the ruleset defines (e.g. ONE PIECE's [DON!! x2]); `args` checked at load."""

    check: Literal["ruleset"]
    name: str
    args: dict[str, Any] = Field(default_factory=dict)

    @model_validator(mode="before")
    @classmethod
    def _wrap(cls, data: Any) -> Any:
        return _wrap_registered(data, "check")


_CORE_CONDITIONS = {"count", "player_counter", "zone_size", "your_turn", "opponent_turn", "all", "any", "not"}
_CONDITION_TAGS = {"player_counter": "counter", "zone_size": "counter", "your_turn": "turn", "opponent_turn": "turn",
                   "all": "combined", "any": "combined", "not": "combined"}  # fmt: skip

Condition = Annotated[
    Annotated[CountCondition, Tag("count")]
    | Annotated[CounterCondition, Tag("counter")]
    | Annotated[TurnCondition, Tag("turn")]
    | Annotated[CombinedCondition, Tag("combined")]
    | Annotated[RulesetCondition, Tag("ruleset")],
    Discriminator(lambda data: _tag(data, "check", _CORE_CONDITIONS, _CONDITION_TAGS, RulesetCondition)),
]

CombinedCondition.model_rebuild()
