"""Steps: the effect primitives (draw, move, search, modify, destroy...) and the choices and branches between them."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Discriminator, Field, Tag, model_validator

from engine.abilities.model.base import Duration, Node, Who
from engine.abilities.model.conditions import Condition
from engine.abilities.model.registered import _tag, _wrap_registered
from engine.abilities.model.targets import SELF, Filter, Target


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
    """The escape hatch: a named Python script of one fixed shape, registered with `Language.register_script`."""

    do: Literal["script"]
    name: str
    args: dict[str, Any] = Field(default_factory=dict)


class ManualStep(Node):
    """Printed text the language cannot say, resolved by hand: its controller gets a manual window showing `text`
    (the card's whole text when empty) at this point of the resolution, and passes when done. `unknown`: the
    text names no timing the importer recognised, so the window opens at a stand-in point (when the card is played)."""

    do: Literal["manual"]
    text: str = ""
    unknown: bool = False


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
    "pay_resource", "win_game", "lose_game", "activate_effect", "choose_one", "if", "may", "script", "manual",
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
    | Annotated[ManualStep, Tag("manual")]
    | Annotated[RulesetStep, Tag("ruleset")],
    Discriminator(lambda data: _tag(data, "do", _CORE_STEPS, _STEP_TAGS, RulesetStep)),
]

for _model in (ChooseOne, Mode, If, MayDo):
    _model.model_rebuild()
