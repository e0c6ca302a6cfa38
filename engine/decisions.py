"""Pending decisions: who must answer now, what kind of answer, and which answers fit."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from engine.frozen import fast_init
from engine.ids import PlayerId


class DecisionKind(StrEnum):
    """The kinds of question the engine can ask a player."""

    ACT = "act"  # an open window: take one of the allowed actions, or pass
    CHOOSE = "choose"  # pick between `minimum` and `maximum` of the options
    ORDER = "order"  # put all the options in order (first = first to happen)
    YES_NO = "yes_no"
    NUMBER = "number"  # a number between `minimum` and `maximum`
    ARRANGE = "arrange"  # share the options out between the named piles, each pile in order


@fast_init
@dataclass(frozen=True, slots=True)
class Decision:
    """A question the game waits on. The only legal actions are its answers.

    `options` are instance ids (cards) or indexes (modes), with a `labels` entry each; an ACT
    window may name the cards it is about there, labelled by their role (a battle's "attacker"
    and "target"). `allowed` lists the action kinds an ACT window accepts. `rule` is the rule that opens
    the decision, cited when someone answers out of turn. `context` is a machine tag
    ("block", "mulligan", ...) for bots and the desktop. `answers`: what a yes and a no do, in words for the log
    (engine.sentences templates: "{p1:keeps|keep} {p1~their|your} hand"); empty: "answers no to “...”".
    """

    player: PlayerId
    kind: DecisionKind
    prompt: str
    rule: str
    context: str = ""
    options: tuple[int, ...] = ()
    labels: tuple[str, ...] = ()
    minimum: int = 0
    maximum: int = 0
    piles: tuple[str, ...] = ()
    allowed: tuple[str, ...] = ()
    can_pass: bool = True
    answers: tuple[str, ...] = ()

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "player": int(self.player),
            "kind": self.kind.value,
            "prompt": self.prompt,
            "rule": self.rule,
            "context": self.context,
            "options": list(self.options),
            "labels": list(self.labels),
            "minimum": self.minimum,
            "maximum": self.maximum,
            "piles": list(self.piles),
            "allowed": list(self.allowed),
            "can_pass": self.can_pass,
        }
        if self.answers:  # only when given: the states of decisions without them hash as before
            data["answers"] = list(self.answers)
        return data

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Decision:
        return cls(
            player=PlayerId(data["player"]),
            kind=DecisionKind(data["kind"]),
            prompt=data["prompt"],
            rule=data["rule"],
            context=data["context"],
            options=tuple(data["options"]),
            labels=tuple(data["labels"]),
            minimum=data["minimum"],
            maximum=data["maximum"],
            piles=tuple(data["piles"]),
            allowed=tuple(data["allowed"]),
            can_pass=data["can_pass"],
            answers=tuple(data.get("answers", ())),
        )

    def public(self) -> Decision:
        """What the other player may see: who decides and about what, not the options."""
        return Decision(self.player, self.kind, self.prompt, self.rule, self.context)
