"""What a drag could mean: every legal action the dragged card can make, by drop place, and the guess behind a refusal.

A ruleset says how its moves are made by hand with `Gesture`s (engine/layout.py); an undeclared kind is its
card dragged onto its target, or anywhere when it has none. So a DON!! dragged onto the Leader gives it, a Weiß
Schwarz character dropped on stage position 3 is played there, and a new ruleset inherits all of it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from engine.actions import CHOOSE, Action
from engine.decisions import Decision, DecisionKind
from engine.errors import RulesError
from engine.ids import InstanceId, PlayerId, ZoneRef, opponent
from engine.layout import Gesture

Place = InstanceId | ZoneRef | None
"""Where an action is dropped: onto a card, into a zone (a slot of a positional one), or anywhere (None)."""


@dataclass(frozen=True)
class Drop:
    """Where a dragged card was released: on a card (`target`) and in a zone (`zone`: the target's zone, or the
    zone under the pointer), back on the card's own zone (`on_origin`), or on the bare table (both None)."""

    target: InstanceId | None = None
    on_origin: bool = False
    target_is_mine: bool = False
    zone: ZoneRef | None = None


@dataclass(frozen=True)
class Dragged:
    """The card being dragged (None: a card nobody may track, as a face-down stock card) and the zone it lies in."""

    card: InstanceId | None
    zone: ZoneRef


class Gestures:
    """A ruleset's gestures by action kind; every kind has at least the default one."""

    def __init__(self, declared: Sequence[Gesture] = ()) -> None:
        self._declared = tuple(declared)
        self._by_kind: dict[str, tuple[Gesture, ...]] = {}
        for gesture in declared:
            self._by_kind[gesture.kind] = (*self._by_kind.get(gesture.kind, ()), gesture)
        for kind, found in list(self._by_kind.items()):
            if all(g.any_card or g.option for g in found):  # a resource stands in, or only some options are
                self._by_kind[kind] = (*found, Gesture(kind))  # declared: the action's own card still works too

    @property
    def declared(self) -> tuple[Gesture, ...]:
        """The ruleset's own gestures (not the defaults every kind has)."""
        return self._declared

    def of(self, kind: str) -> tuple[Gesture, ...]:
        return self._by_kind.get(kind) or (Gesture(kind),)

    def made_by(self, action: Action, dragged: Dragged) -> tuple[Place, ...]:
        """Where dropping `dragged` makes `action` (empty: dragging that card cannot make it): the first gesture's
        place, and anywhere too for a declared option (so a loose drop still offers it)."""
        places: list[Place] = []
        for gesture in self.of(action.kind):
            if gesture.option and gesture.option != action.option:
                continue
            if _drags(gesture, action, dragged):
                places.append(place(gesture, action, dragged))
                if not gesture.option:
                    break
        return tuple(dict.fromkeys(places))

    def stands_in(self, action: Action, zone: ZoneRef) -> bool:
        """Whether any card of `zone` stands for `action`'s resource (a DON!! of the cost area for giving one)."""
        return any(g.any_card and g.source == zone.name and zone.owner == action.player for g in self.of(action.kind))

    def can_stand_in(self, zone: ZoneRef, seat: PlayerId) -> bool:
        """Whether a card of `zone` may stand in for an action of `seat` (so even an untracked one can be dragged)."""
        return zone.owner == seat and any(g.any_card and g.source == zone.name for g in self._declared)

    def sources(self, legal: Sequence[Action]) -> set[ZoneRef]:
        """The zones whose cards stand in for some legal action (not paying onto a card): they light up."""
        return {ZoneRef(g.source, a.player) for a in legal for g in self.of(a.kind) if g.any_card and g.onto != "card"}


def _drags(gesture: Gesture, action: Action, dragged: Dragged) -> bool:
    if gesture.source and (gesture.source != dragged.zone.name or dragged.zone.owner != action.player):
        return False
    return gesture.any_card or action.card == dragged.card


def place(gesture: Gesture, action: Action, dragged: Dragged | None = None) -> Place:
    if gesture.onto == "card":
        return action.card
    if action.target is not None:
        return action.target
    if not gesture.onto:
        return None
    if gesture.facing:
        opposite = dict(gesture.facing).get(dragged.zone.slot) if dragged is not None else None
        return None if opposite is None else ZoneRef(gesture.onto, opponent(action.player), opposite)
    return ZoneRef(gesture.onto, action.player, action.number if gesture.slot and action.number is not None else 0)


@dataclass(frozen=True)
class DragOptions:
    """The legal actions one dragged card can make, each with where it is dropped."""

    card: InstanceId | None
    moves: tuple[tuple[Action, Place], ...]

    @property
    def targets(self) -> tuple[InstanceId, ...]:
        """Cards to drop on (they light up)."""
        return tuple(dict.fromkeys(p for _, p in self.moves if p is not None and not isinstance(p, ZoneRef)))

    @property
    def zones(self) -> tuple[ZoneRef, ...]:
        """Zones (or stage positions) to drop in (they light up)."""
        return tuple(dict.fromkeys(p for _, p in self.moves if isinstance(p, ZoneRef)))

    @property
    def anywhere(self) -> tuple[Action, ...]:
        return tuple(a for a, p in self.moves if p is None)

    @property
    def actions(self) -> tuple[Action, ...]:
        return tuple(dict.fromkeys(a for a, _ in self.moves))

    def hint(self, label: Callable[[Action], str]) -> str:
        """What the card can do, said while it is dragged ("Drop to: Give DON!! → Captain Vale")."""
        labels = " / ".join(dict.fromkeys(label(a) for a in self.actions))
        if not labels:
            return "No legal move for this card now"
        if self.anywhere and not self.targets and not self.zones:
            return f"Drop anywhere to: {labels}"
        return f"Drop to: {labels}"

    def matching(self, drop: Drop) -> tuple[Action, ...]:
        """The legal actions this drop can mean (empty: none, or a drop back on its own zone)."""
        if drop.target is not None and drop.target == self.card:
            return ()
        exact = tuple(
            a
            for a, p in self.moves
            if p is not None and (p == drop.target if not isinstance(p, ZoneRef) else p == drop.zone)
        )
        if exact:
            return exact
        if drop.on_origin:
            return ()
        if self.anywhere:
            return self.anywhere
        if drop.zone is None and drop.target is None and len(self.zones) == 1:
            return tuple(a for a, p in self.moves if p == self.zones[0])  # on the bare table: its only zone
        return ()


def drag_options(
    dragged: Dragged, legal: Sequence[Action], gestures: Gestures, decision: Decision | None = None
) -> DragOptions:
    moves = [(action, found) for action in legal for found in _places(action, dragged, gestures, decision)]
    return DragOptions(dragged.card, tuple(moves))


def _places(action: Action, dragged: Dragged, gestures: Gestures, decision: Decision | None) -> tuple[Place, ...]:
    answer = as_dragged(action, decision)
    if answer is action:
        return gestures.made_by(action, dragged)
    found = (g for g in gestures.declared if g.kind == CHOOSE and g.option == answer.option)
    return tuple(dict.fromkeys(place(g, answer, dragged) for g in found if _drags(g, answer, dragged)))


def as_dragged(action: Action, decision: Decision | None) -> Action:
    """A one-card answer to a question about cards, seen as the drag that gives it: that card, with the
    question's context as its option, so a declared `Gesture("choose", option="charge")` answers "Charge: ..."
    with the hand card dropped into the Energy Area (only declared ones: a card dropped anywhere answers nothing)."""
    if (
        action.kind != CHOOSE
        or decision is None
        or decision.kind is not DecisionKind.CHOOSE
        or not decision.context
        or len(action.picks) != 1
    ):
        return action
    return replace(action, card=InstanceId(action.picks[0]), option=decision.context)


def guesses(
    seat: PlayerId, dragged: Dragged, drop: Drop, decision: Decision | None, gestures: Gestures, from_hand: bool
) -> list[Action]:
    """The actions a refused drop may have meant, most likely first, so the engine can say why each is illegal:
    the declared gestures that fit where the card came from and landed, then a guess by kind."""
    allowed = decision.allowed if decision is not None and decision.kind is DecisionKind.ACT else ()
    found: list[Action] = []
    for gesture in gestures.declared:
        if gesture.source and (gesture.source != dragged.zone.name or dragged.zone.owner != seat):
            continue
        if gesture.kind == CHOOSE and (decision is None or decision.context != gesture.option):
            continue  # an answer by drag means something only while its question is asked
        card = None if gesture.any_card else dragged.card
        if gesture.onto == "card":
            if drop.target is not None and drop.target_is_mine:
                found.append(Action(gesture.kind, seat, card=drop.target, number=0))
        elif gesture.onto and drop.zone is not None and drop.zone.name == gesture.onto and drop.zone.owner == seat:
            found.append(Action(gesture.kind, seat, card=card, number=drop.zone.slot if gesture.slot else None))
        elif drop.target is not None and (gesture.any_card or not gesture.onto):
            found.append(Action(gesture.kind, seat, card=card, target=drop.target))
    found.sort(key=lambda a: a.kind not in allowed)  # stable: declared order within each group
    if dragged.card is not None:
        found.append(_by_kind(seat, dragged.card, drop, allowed, from_hand))
    return list(dict.fromkeys(found))


def first_refusal(check: Callable[[Action], RulesError | None], meant: Sequence[Action]) -> str:
    """The engine's refusal of the first action a drop may have meant, in the player's words with its rule."""
    error = next((e for e in (check(action) for action in meant) if e is not None), None)
    if error is None:
        return "Dropping this card there does nothing now."
    return f"{error.reason} (rule {error.rule})" if error.rule else error.reason


def _by_kind(seat: PlayerId, card: InstanceId, drop: Drop, allowed: Sequence[str], from_hand: bool) -> Action:
    """With no gesture to go by: a card from the hand is played, one on the table attacks or acts on its target."""
    if from_hand:
        return Action(_pick(allowed, "play"), seat, card=card)
    if drop.target is not None and not drop.target_is_mine:
        return Action(_pick(allowed, "attack"), seat, card=card, target=drop.target)
    if drop.target is not None:
        others = [k for k in allowed if "play" not in k and "attack" not in k]
        return Action(others[0] if others else "attach", seat, card=card, target=drop.target)
    kind = _pick(allowed, "attack") if any("attack" in k for k in allowed) or not allowed else allowed[0]
    return Action(kind, seat, card=card)


def _pick(allowed: Sequence[str], word: str) -> str:
    if word in allowed:
        return word
    return next((k for k in allowed if word in k), word)
