"""Which cards an ability means: the `Filter` a card must match and the `Target` a step finds its cards by."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from engine.abilities.model.base import Compare, Node, Who


class Filter(Node):
    """Which cards: every field set must match. Zone names are the ruleset's own."""

    zone: tuple[str, ...] = ()
    controller: Who = "both"
    category: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()  # any of these
    traits: tuple[str, ...] = ()  # any of these
    name: str | None = None
    name_contains: str | None = None
    keyword: str | None = None
    cost: Compare | None = None
    power: Compare | None = None
    stat: dict[str, Compare] = Field(default_factory=dict)  # the ruleset's own numbers (level, soul...)
    orientation: str | None = None
    relation: str | None = None  # a relation to the source the ruleset defines (in front of, facing...)
    other_than_source: bool = False
    source_only: bool = False

    @model_validator(mode="after")
    def _consistent(self) -> Filter:
        if self.source_only and self.other_than_source:
            raise ValueError("a filter cannot be both 'source_only' and 'other_than_source'")
        return self


class Target(Node):
    """How a step finds its cards.

    `self`: the ability's source; `chosen`: `count` cards matching `filter`, chosen by
    `chooser` (`up_to`: fewer allowed); `all`: every matching card; `remembered`: the cards an
    earlier step of this resolution stored under `name`; `top`: the top `count` of a zone.
    """

    mode: Literal["self", "chosen", "all", "remembered", "top"] = "chosen"
    filter: Filter = Filter()
    count: int = Field(1, ge=1)
    up_to: bool = False
    chooser: Literal["you", "opponent"] = "you"
    name: str | None = None
    zone: str | None = None  # for "top"
    who: Who = "you"  # whose zone, for "top"

    @model_validator(mode="after")
    def _consistent(self) -> Target:
        if self.mode == "remembered" and not self.name:
            raise ValueError("a 'remembered' target needs the 'name' an earlier step stored")
        if self.mode == "top" and not self.zone:
            raise ValueError("a 'top' target needs a 'zone'")
        return self


SELF = Target(mode="self")
