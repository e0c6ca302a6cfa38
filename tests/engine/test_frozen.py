"""`engine.frozen.fast_init`: the faster constructor of actions, events and decisions builds the very instances the
dataclass's own `__init__` builds, with the same signature, and they stay frozen."""

from __future__ import annotations

import dataclasses
import inspect

import pytest

from engine.actions import Action
from engine.decisions import Decision, DecisionKind
from engine.events import Event
from engine.frozen import fast_init
from engine.ids import PlayerId, ZoneRef


@dataclasses.dataclass(frozen=True, slots=True)
class Plain:
    name: str
    count: int = 0
    tags: tuple[str, ...] = ()


@fast_init
@dataclasses.dataclass(frozen=True, slots=True)
class Fast:
    name: str
    count: int = 0
    tags: tuple[str, ...] = ()


def test_a_fast_init_class_builds_what_the_dataclass_builds():
    assert str(inspect.signature(Fast)) == str(inspect.signature(Plain))
    for args, kwargs in (((("a",)), {}), (("a", 2), {}), (("a",), {"tags": ("x",)}), ((), {"name": "b", "count": 3})):
        fast, plain = Fast(*args, **kwargs), Plain(*args, **kwargs)
        assert dataclasses.astuple(fast) == dataclasses.astuple(plain)
        assert repr(fast).replace("Fast", "Plain") == repr(plain)
        assert fast == Fast(*args, **kwargs) and hash(fast) == hash(Fast(*args, **kwargs))
    with pytest.raises(TypeError):
        Fast()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Fast("a", 1, (), 4)  # type: ignore[call-arg]
    with pytest.raises(dataclasses.FrozenInstanceError):
        Fast("a").count = 1  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del Fast("a").count  # type: ignore[misc]
    assert type(Fast("a")) is Fast  # made through a twin class for speed, handed out as the class itself


def test_a_subclass_of_a_fast_init_class_keeps_its_own_class():
    class Sub(Fast):
        __slots__ = ()

        def label(self) -> str:
            return f"{self.name}/{self.count}"

    made = Sub("a", 2)  # made by Fast's __init__
    assert type(made) is Sub and (made.name, made.count, made.tags, made.label()) == ("a", 2, (), "a/2")
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.name = "b"  # type: ignore[misc]


def test_only_frozen_slotted_dataclasses_with_plain_defaults_are_accepted():
    @dataclasses.dataclass(slots=True)
    class Mutable:
        name: str

    @dataclasses.dataclass(frozen=True, slots=True)
    class Factory:
        names: list[str] = dataclasses.field(default_factory=list)

    for cls in (Mutable, Factory):
        with pytest.raises(TypeError):
            fast_init(cls)


def test_actions_events_and_decisions_are_the_dataclasses_they_declare():
    action = Action("attack", PlayerId(0), card=3, target=4)  # type: ignore[arg-type]
    assert (action.kind, action.player, action.card, action.target, action.picks, action.number) == (
        "attack", 0, 3, 4, (), None,
    )  # fmt: skip
    assert Action.from_data(action.to_data()) == action
    event = Event("move", player=PlayerId(1), card=5, src=ZoneRef("hand", PlayerId(1)))  # type: ignore[arg-type]
    assert event.to_data() == {"kind": "move", "player": 1, "card": 5, "src": ["hand", 1, 0]}
    assert event.seen_by(PlayerId(0)) == event and event.visible_to == 0b11
    decision = Decision(PlayerId(0), DecisionKind.YES_NO, "Keep?", "5-2-1")
    assert Decision.from_data(decision.to_data()) == decision
    for made in (action, event, decision):
        with pytest.raises(dataclasses.FrozenInstanceError):
            made.kind = "other"  # type: ignore[misc]
