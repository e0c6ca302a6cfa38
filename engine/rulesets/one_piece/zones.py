"""The areas of the table (3-1-1), their visibility, and how the desktop lays them out."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.ids import InstanceId, PlayerId, ZoneRef
from engine.layout import FaceNumber, Gesture, TableLayout, ZoneLayout, ZoneStyle
from engine.rulesets.one_piece.params import Params
from engine.zones import Visibility, ZoneSpec

if TYPE_CHECKING:
    from engine.game import Game

DECK = "deck"
DON_DECK = "don_deck"
HAND = "hand"
TRASH = "trash"
LEADER = "leader"
CHARACTERS = "character"
STAGE = "stage"
COST = "cost"
LIFE = "life"
RESOLVING = "resolving"
"""Where a [Trigger] card waits while its effect resolves: "in no area" (10-1-5-3), drawn apart."""

FIELD = (LEADER, CHARACTERS, STAGE, COST)
"""The field (3-1-2)."""

ACTIVE = "active"
RESTED = "rested"
ORIENTATIONS = (ACTIVE, RESTED)
"""Card states (4-4-1): the first is how cards enter an area."""


_REFS: dict[str, tuple[ZoneRef, ZoneRef]] = {
    name: (ZoneRef(name, PlayerId(0)), ZoneRef(name, PlayerId(1)))
    for name in (DECK, DON_DECK, HAND, TRASH, LEADER, CHARACTERS, STAGE, COST, LIFE, RESOLVING)
}


def ref(name: str, player: PlayerId) -> ZoneRef:
    """`player`'s zone `name` (the refs are made once: rules ask for them all the time)."""
    pair = _REFS.get(name)
    return pair[player] if pair is not None and 0 <= player <= 1 else ZoneRef(name, player)


def leader_and_characters(game: Game, player: PlayerId) -> list[InstanceId]:
    """`player`'s Leader and Characters, in that order: who may attack, block, be given DON!! or attacked."""
    zones = game.state.zones
    return [*zones[ref(LEADER, player)], *zones[ref(CHARACTERS, player)]]


def lies_in(game: Game, iid: InstanceId | None, player: PlayerId, *areas: str) -> bool:
    """Whether `iid` is a card lying (not given) in one of `player`'s `areas`. A card a zone's list holds always lies
    there (the kernel's invariant, engine.harness.invariants.check_zones_consistent): a listing (`legal`) that takes
    its cards from the zone's list need not ask."""
    card = None if iid is None else game.state.cards.get(iid)
    return card is not None and card.attached_to is None and card.zone.owner == player and card.zone.name in areas


def zone_specs(params: Params) -> tuple[ZoneSpec, ...]:
    """Each player has one of every area (3-1-3); counts are always public (3-1-4)."""
    resource = params.resource
    return (
        # 3-2-2: a secret stack nobody may look at.
        ZoneSpec(DECK, "Deck", visibility=Visibility.NOBODY, enters_face_up=False),
        # 3-3-2: face-down, but an open area both players may view.
        ZoneSpec(
            DON_DECK,
            f"{resource} deck",
            visibility=Visibility.EVERYONE,
            face_down_visibility=Visibility.EVERYONE,
            enters_face_up=False,
        ),
        # 3-4-2, 3-4-3: its owner sees it.
        ZoneSpec(HAND, "Hand", ordered=False, visibility=Visibility.OWNER),
        ZoneSpec(TRASH, "Trash"),  # 3-5-2: open, face-up, new cards on top.
        ZoneSpec(LEADER, "Leader", ordered=False, capacity=params.leader_count, said="Leader area"),  # 3-6
        ZoneSpec(
            CHARACTERS, "Characters", ordered=False, capacity=params.character_limit, said="Character area"
        ),  # 3-7-6
        ZoneSpec(STAGE, "Stage", ordered=False, capacity=params.stage_limit, said="Stage area"),  # 3-8-5
        ZoneSpec(COST, "Cost area", ordered=False),  # 3-9-2: open, face-up (6-4-1).
        # 3-10-2: a face-down stack nobody may look at; a face-up Life card is open (3-10-2-1).
        ZoneSpec(LIFE, "Life", visibility=Visibility.EVERYONE, enters_face_up=False, said="Life area"),
        ZoneSpec(RESOLVING, "Resolving", said="resolving area"),  # a card "in no area" while it resolves (10-1-5-1)
    )


def table_layout(gestures: tuple[Gesture, ...] = ()) -> TableLayout:
    """One player's half in three rows: by the centre line Life, the Characters, the Leader and the Stage; then
    the DON!! deck, the cost area, the deck and the trash; then the hand, fanned, beside the resolving [Trigger].

    The rows are wide enough for five rested Characters, a rested Leader and the zone names side by side: the
    table is bound by its height on common screens, so width costs nothing and three rows make the cards large.
    """
    return TableLayout(
        zones=(
            ZoneLayout(LIFE, 0.0, 0.0, 1.4),
            ZoneLayout(CHARACTERS, 1.6, 0.0, 6.4, 1.0, ZoneStyle.ROW),
            ZoneLayout(LEADER, 8.2, 0.0, 1.5),
            ZoneLayout(STAGE, 9.9, 0.0),
            ZoneLayout(DON_DECK, 0.0, 1.0, 1.4),
            ZoneLayout(COST, 1.6, 1.0, 6.4, 1.0, ZoneStyle.ROW),
            ZoneLayout(DECK, 8.2, 1.0, 1.5),
            ZoneLayout(TRASH, 9.9, 1.0),
            ZoneLayout(HAND, 1.6, 2.0, 6.4, 1.0, ZoneStyle.FAN),
            ZoneLayout(RESOLVING, 8.2, 2.0, 1.5),
        ),
        gestures=gestures,
        face=FACE,
    )


FACE = (
    FaceNumber("cost", "top_left", ("character", "event", "stage")),  # 2-7
    FaceNumber("life", "top_right", ("leader",), "Life {}"),  # 2-9
    FaceNumber("counter", "left", ("character",), "+{}"),  # 2-10
    FaceNumber("power", "bottom_right", ("leader", "character")),  # 2-6
)
"""Where ONE PIECE cards print their numbers: cost top left, a Leader's Life top right, counter down the left."""
