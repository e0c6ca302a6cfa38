"""What a drag could mean: legal actions of the dragged card by drop target, and the guess behind a refusal."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine.actions import Action
from engine.decisions import Decision, DecisionKind
from engine.ids import InstanceId, PlayerId


@dataclass(frozen=True)
class Drop:
    """Where a dragged card was released: on a card (`target`), on the card's own zone, or elsewhere."""

    target: InstanceId | None = None
    on_origin: bool = False  # back where it came from: no move meant
    target_is_mine: bool = False


@dataclass(frozen=True)
class DragOptions:
    """The legal actions of one dragged card, by drop target; targetless ones go "anywhere else"."""

    card: InstanceId
    by_target: dict[InstanceId, tuple[Action, ...]]
    anywhere: tuple[Action, ...]

    @property
    def targets(self) -> tuple[InstanceId, ...]:
        return tuple(self.by_target)

    def matching(self, drop: Drop) -> tuple[Action, ...]:
        """The legal actions this drop can mean (empty: none, or a drop back on its own zone)."""
        if drop.target is not None and drop.target in self.by_target:
            return self.by_target[drop.target]
        if drop.on_origin or drop.target == self.card:
            return ()
        return self.anywhere


def drag_options(card: InstanceId, legal: Sequence[Action]) -> DragOptions:
    by_target: dict[InstanceId, list[Action]] = {}
    anywhere: list[Action] = []
    for action in legal:
        if action.card != card:
            continue
        if action.target is None:
            anywhere.append(action)
        else:
            by_target.setdefault(action.target, []).append(action)
    return DragOptions(card, {t: tuple(a) for t, a in by_target.items()}, tuple(anywhere))


def plausible_action(
    seat: PlayerId, card: InstanceId, drop: Drop, decision: Decision | None, from_hand: bool
) -> Action:
    """The action a refused drag most likely meant, so the engine can say why it is illegal."""
    allowed = decision.allowed if decision is not None and decision.kind is DecisionKind.ACT else ()
    if from_hand:  # a card from the hand is being played, wherever it lands
        kind = _pick(allowed, ("play",), lambda k: "play" in k) or "play"
        return Action(kind, seat, card=card)
    if drop.target is not None and not drop.target_is_mine:
        kind = _pick(allowed, ("attack",), lambda k: "attack" in k) or "attack"
        return Action(kind, seat, card=card, target=drop.target)
    if drop.target is not None:
        others = [k for k in allowed if "play" not in k and "attack" not in k]
        return Action(others[0] if others else "attach", seat, card=card, target=drop.target)
    kind = _pick(allowed, ("attack",), lambda k: "attack" in k) or (allowed[0] if allowed else "attack")
    return Action(kind, seat, card=card)


def _pick(allowed: Sequence[str], exact: Sequence[str], loose: Callable[[str], bool]) -> str | None:
    for kind in exact:
        if kind in allowed:
            return kind
    return next((k for k in allowed if loose(k)), None)
