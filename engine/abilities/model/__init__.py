"""The ability language: a closed, validated vocabulary of abilities, costs, conditions and steps."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Discriminator, Field, Tag, model_validator

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


# Conditions.


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


def _tag(data: Any, key: str, core: set[str], tags: dict[str, str]) -> str:
    """The union member for raw or parsed data: a core name's own tag, else the ruleset's."""
    value = data.get(key) if isinstance(data, dict) else getattr(data, key, None)
    if isinstance(data, (RulesetCondition, RulesetStep)) or not isinstance(value, str) or value not in core:
        return "ruleset"
    return tags.get(value, value)


def _wrap_registered(data: Any, key: str) -> Any:
    """`{"do": "give_don", "count": 1}` → `{"do": "ruleset", "name": "give_don", "args": {"count": 1}}`."""
    if isinstance(data, dict) and data.get(key) != "ruleset":
        return {key: "ruleset", "name": data.get(key), "args": {k: v for k, v in data.items() if k != key}}
    return data


_CONDITION_TAGS = {"player_counter": "counter", "zone_size": "counter", "your_turn": "turn", "opponent_turn": "turn",
                   "all": "combined", "any": "combined", "not": "combined"}  # fmt: skip

Condition = Annotated[
    Annotated[CountCondition, Tag("count")]
    | Annotated[CounterCondition, Tag("counter")]
    | Annotated[TurnCondition, Tag("turn")]
    | Annotated[CombinedCondition, Tag("combined")]
    | Annotated[RulesetCondition, Tag("ruleset")],
    Discriminator(lambda data: _tag(data, "check", _CORE_CONDITIONS, _CONDITION_TAGS)),
]


# Steps: the effect primitives.


class Draw(Node):
    do: Literal["draw"]
    count: int = Field(1, ge=1)
    who: Who = "you"
    up_to: bool = False


class Discard(Node):
    """The player discards `count` cards of their choice from hand (matching `filter`)."""

    do: Literal["discard"]
    count: int = Field(1, ge=1)
    who: Literal["you", "opponent"] = "you"
    filter: Filter = Filter()
    up_to: bool = False


class Move(Node):
    """Move the target cards to a zone of their owner (or of `to_who`), top or bottom, face up or down."""

    do: Literal["move"]
    target: Target
    to: str
    position: Literal["top", "bottom"] = "top"
    face: Literal["up", "down"] | None = None
    orientation: str | None = None
    to_who: Literal["owner", "you", "opponent"] = "owner"
    remember: str | None = None


class LookAt(Node):
    """Look at the top `count` of a zone; pick up to `pick` matching cards to `to`; the rest go
    to `rest` ("top"/"bottom" in the player's chosen order, or another zone name)."""

    do: Literal["look"]
    zone: str = "deck"
    who: Literal["you", "opponent"] = "you"
    count: int = Field(1, ge=1)
    pick: int = Field(0, ge=0)
    filter: Filter = Filter()
    to: str | None = None
    reveal: bool = True
    rest: str = "bottom"
    remember: str | None = None


class Search(Node):
    """Search a whole zone (a deck) for up to `count` matching cards, reveal them, put them in `to`, shuffle."""

    do: Literal["search"]
    zone: str = "deck"
    count: int = Field(1, ge=1)
    filter: Filter = Filter()
    to: str = "hand"
    remember: str | None = None


class Reveal(Node):
    do: Literal["reveal"]
    target: Target


class Shuffle(Node):
    do: Literal["shuffle"]
    zone: str = "deck"
    who: Who = "you"


class Modify(Node):
    """Add `amount` to a number (power, cost, soul, BP...) of the targets, for a duration."""

    do: Literal["modify"]
    stat: str
    amount: int
    target: Target = SELF
    duration: Duration = "end_of_turn"


class SetStat(Node):
    do: Literal["set_stat"]
    stat: str
    value: int
    target: Target = SELF
    duration: Duration = "end_of_turn"


class Orient(Node):
    """Turn the targets to one of the ruleset's orientations (rest, stand, reverse, exhaust...)."""

    do: Literal["orient"]
    to: str
    target: Target = SELF


class Grant(Node):
    """Grant (or, with `remove`, take away) a keyword until the duration ends."""

    do: Literal["grant"]
    keyword: str
    target: Target = SELF
    duration: Duration = "end_of_turn"
    remove: bool = False


class Prevent(Node):
    """Forbid an action ("attack", "block", "be_targeted"...) to the targets for a duration."""

    do: Literal["prevent"]
    action: str
    target: Target = SELF
    duration: Duration = "end_of_turn"


class CreateToken(Node):
    do: Literal["create_token"]
    card: str
    zone: str
    count: int = Field(1, ge=1)
    who: Literal["you", "opponent"] = "you"


class Destroy(Node):
    """The ruleset's removal: K.O. (ONE PIECE), destroy (Battle Spirits, Dragon Ball), to waiting room."""

    do: Literal["destroy"]
    target: Target


class Damage(Node):
    """Deal `amount` damage to a player, by the ruleset's damage procedure."""

    do: Literal["damage"]
    amount: int = Field(1, ge=1)
    who: Literal["you", "opponent"] = "opponent"


class AddToLife(Node):
    """Add cards (top of deck by default, or the targets) to a player's life area."""

    do: Literal["add_to_life"]
    count: int = Field(1, ge=1)
    target: Target | None = None
    who: Literal["you", "opponent"] = "you"
    face: Literal["up", "down"] = "down"


class Resource(Node):
    """Gain or pay the ruleset's resource (DON!!, stock, cores, energy)."""

    do: Literal["gain_resource", "pay_resource"]
    amount: int = Field(1, ge=1)
    who: Literal["you", "opponent"] = "you"
    resource: str = ""


class EndGame(Node):
    """A player wins or loses the game while the effect resolves (ONE PIECE 1-2-5, Weiß Schwarz 1.2.5)."""

    do: Literal["win_game", "lose_game"]
    who: Literal["you", "opponent"] = "you"


class ActivateEffect(Node):
    """Activate the effect of another card printed with `timing` ("activate the [Counter] effect of ..."):
    the chosen cards' ability of that timing resolves, its own cost paid as usual. Only where the rules allow
    it (the dialect's `effect_timings`)."""

    do: Literal["activate_effect"]
    timing: str
    target: Target


class ChooseOne(Node):
    """The controller picks one mode, then it resolves."""

    do: Literal["choose_one"]
    modes: tuple[Mode, ...] = Field(min_length=2)


class Mode(Node):
    label: str
    steps: tuple[Step, ...] = Field(min_length=1)


class If(Node):
    do: Literal["if"]
    condition: Condition
    then: tuple[Step, ...] = Field(min_length=1)
    otherwise: tuple[Step, ...] = ()


class MayDo(Node):
    """ "You may ...": a yes/no for the controller, then the steps."""

    do: Literal["may"]
    prompt: str = ""
    steps: tuple[Step, ...] = Field(min_length=1)


class Script(Node):
    """The escape hatch: a named Python script with one fixed shape (see `scripts.py`)."""

    do: Literal["script"]
    name: str
    args: dict[str, Any] = Field(default_factory=dict)


class RulesetStep(Node):
    """A primitive a ruleset registers (e.g. ONE PIECE's give DON!!); `args` checked at load."""

    do: Literal["ruleset"]
    name: str
    args: dict[str, Any] = Field(default_factory=dict)

    @model_validator(mode="before")
    @classmethod
    def _wrap(cls, data: Any) -> Any:
        return _wrap_registered(data, "do")


_CORE_STEPS = {
    "draw", "discard", "move", "look", "search", "reveal", "shuffle", "modify", "set_stat", "orient",
    "grant", "prevent", "create_token", "destroy", "damage", "add_to_life", "gain_resource",
    "pay_resource", "win_game", "lose_game", "activate_effect", "choose_one", "if", "may", "script",
}  # fmt: skip
_STEP_TAGS = {"gain_resource": "resource", "pay_resource": "resource", "win_game": "end_game", "lose_game": "end_game"}

Step = Annotated[
    Annotated[Draw, Tag("draw")]
    | Annotated[Discard, Tag("discard")]
    | Annotated[Move, Tag("move")]
    | Annotated[LookAt, Tag("look")]
    | Annotated[Search, Tag("search")]
    | Annotated[Reveal, Tag("reveal")]
    | Annotated[Shuffle, Tag("shuffle")]
    | Annotated[Modify, Tag("modify")]
    | Annotated[SetStat, Tag("set_stat")]
    | Annotated[Orient, Tag("orient")]
    | Annotated[Grant, Tag("grant")]
    | Annotated[Prevent, Tag("prevent")]
    | Annotated[CreateToken, Tag("create_token")]
    | Annotated[Destroy, Tag("destroy")]
    | Annotated[Damage, Tag("damage")]
    | Annotated[AddToLife, Tag("add_to_life")]
    | Annotated[Resource, Tag("resource")]
    | Annotated[EndGame, Tag("end_game")]
    | Annotated[ActivateEffect, Tag("activate_effect")]
    | Annotated[ChooseOne, Tag("choose_one")]
    | Annotated[If, Tag("if")]
    | Annotated[MayDo, Tag("may")]
    | Annotated[Script, Tag("script")]
    | Annotated[RulesetStep, Tag("ruleset")],
    Discriminator(lambda data: _tag(data, "do", _CORE_STEPS, _STEP_TAGS)),
]


# Abilities.


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

for _model in (CombinedCondition, ChooseOne, Mode, If, MayDo, AbilityBase, ActivatedAbility, AutoAbility,
               ContinuousAbility, ReplacementAbility):  # fmt: skip
    _model.model_rebuild()
