"""The root of the ability vocabulary: the `Node` every piece derives from, the shared literals and `Compare`."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

Who = Literal["you", "opponent", "both"]
Duration = Literal["end_of_turn", "end_of_battle", "start_of_your_next_turn", "end_of_opponent_turn", "permanent"]
Comparison = Literal["<", "<=", "==", ">=", ">", "!="]
Limit = Literal["once_per_turn", "twice_per_turn"]


class Node(BaseModel):
    """Every piece of ability data: immutable, and unknown fields are errors."""

    model_config = ConfigDict(frozen=True, extra="forbid")


class Compare(Node):
    """A number test: `{"op": "<=", "value": 4}`."""

    op: Comparison
    value: int
