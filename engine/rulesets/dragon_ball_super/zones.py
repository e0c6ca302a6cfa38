"""The areas of the table (section 3), their visibility, card modes (4-8) and how the desktop lays them out."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.layout import FaceNumber, Gesture, TableLayout, ZoneLayout, ZoneStyle
from engine.rulesets.one_piece.zones import lies_in, ref
from engine.zones import Visibility, ZoneSpec

if TYPE_CHECKING:
    from engine.game import Game
    from engine.ids import InstanceId, PlayerId

DECK = "deck"
HAND = "hand"
DROP = "drop"
LEADER = "leader"
BATTLE = "battle"
COMBO = "combo"
ENERGY = "energy"
LIFE = "life"
WARP = "warp"
UNISON = "unison"
REMOVED = "removed"
"""Removed from the game (10-19): outside every area, face up, seen by both players."""

IN_PLAY = (LEADER, BATTLE, UNISON)
"""Where on-field skills work (2-12-2) and cards can attack or be attacked (7-1)."""
STACKING = (LEADER, BATTLE, COMBO, UNISON)
"""Areas where cards can lie on top of or under other cards (11-3-1)."""

ACTIVE = "active"
REST = "rest"
ORIENTATIONS = (ACTIVE, REST)
"""Active and Rest Mode (4-8-1): the first is how cards enter an area (3-6-4, 3-8-3, 3-11-4)."""

__all__ = [
    "ACTIVE", "BATTLE", "COMBO", "DECK", "DROP", "ENERGY", "HAND", "IN_PLAY", "LEADER", "LIFE", "ORIENTATIONS",
    "REMOVED", "REST", "STACKING", "UNISON", "WARP", "hand_has_any", "hand_of", "hand_with", "lies_in", "ref",
    "table_layout", "zone_specs",
]  # fmt: skip


_HAND_KEYS = {player: ("dbs:hand", player) for player in (0, 1)}
"""`query_memo` keys of each player's sorted hand."""


def _sorted_hand(game: Game, player: PlayerId) -> tuple[dict[str, list[InstanceId]], dict[str, list[InstanceId]]]:
    """The player's hand by card type and by printed keyword, in hand order; inside a query, worked out once per
    position (`query_memo`): every play rule, the choice of energy and the keyword actions ask."""
    memo = game.query_memo()
    key = _HAND_KEYS[player]
    found: tuple[dict[str, list[InstanceId]], dict[str, list[InstanceId]]] | None = (
        None if memo is None else memo.get(key)
    )
    if found is None:
        found = ({}, {})
        by_category, by_keyword = found
        for iid in game.state.zones[ref(HAND, player)]:
            definition = game.definition(iid)
            by_category.setdefault(definition.category, []).append(iid)
            for keyword in definition.keywords:
                by_keyword.setdefault(keyword, []).append(iid)
        if memo is not None:
            memo[key] = found
    return found


def hand_of(game: Game, player: PlayerId, category: str) -> list[InstanceId]:
    """The cards of `category` in the player's hand, in hand order (a list not to change)."""
    return _sorted_hand(game, player)[0].get(category, [])


def hand_with(game: Game, player: PlayerId, keyword: str) -> list[InstanceId]:
    """The cards of the player's hand printed with `keyword`, in hand order (a list not to change)."""
    return _sorted_hand(game, player)[1].get(keyword, [])


def hand_has_any(game: Game, player: PlayerId, keywords: tuple[str, ...]) -> bool:
    """Whether a card of the player's hand is printed with one of `keywords`."""
    by_keyword = _sorted_hand(game, player)[1]
    return any(k in by_keyword for k in keywords)


def zone_specs() -> tuple[ZoneSpec, ...]:
    """Each player has one of each area (3-1-1); every area's card count is open (3-1-2)."""
    return (
        ZoneSpec(DECK, "Deck", visibility=Visibility.NOBODY, enters_face_up=False),  # 3-2-2
        ZoneSpec(HAND, "Hand", visibility=Visibility.OWNER),  # 3-3-2, 3-3-3
        ZoneSpec(DROP, "Drop", said="Drop Area"),  # 3-4-2: open, new cards on top
        ZoneSpec(LEADER, "Leader", ordered=False, capacity=1, said="Leader Area"),  # 3-5-1
        ZoneSpec(BATTLE, "Battle Area", ordered=False, said="Battle Area"),  # 3-6-5: no limit
        ZoneSpec(COMBO, "Combo Area", ordered=False, said="Combo Area"),  # 3-7-4
        ZoneSpec(ENERGY, "Energy", ordered=False, said="Energy Area"),  # 3-8-2: open; its owner picks which to pay with
        # 3-9-2: secret, face down, nobody may look at it; a face-up Life card is open (3-9-3).
        ZoneSpec(LIFE, "Life", ordered=False, visibility=Visibility.EVERYONE, enters_face_up=False, said="Life Area"),
        ZoneSpec(WARP, "Warp", said="Warp"),  # 3-10-2
        ZoneSpec(UNISON, "Unison", ordered=False, said="Unison Area"),  # 3-11-5: one card (rule processing keeps it so)
        ZoneSpec(REMOVED, "Removed from the game", ordered=False),  # 10-19-2, 10-19-3
    )


def table_layout() -> TableLayout:
    """One player's half in three rows: by the centre line the Combo Area (used in battles), the Battle Area and
    the Leader; then Life, energy, the Unison Area, deck, Drop and Warp; then the hand beside removed cards."""
    return TableLayout(
        zones=(
            ZoneLayout(COMBO, 0.0, 0.0, 1.5),
            ZoneLayout(BATTLE, 1.6, 0.0, 6.4, 1.0, ZoneStyle.ROW),
            ZoneLayout(LEADER, 8.2, 0.0, 1.5),
            ZoneLayout(UNISON, 9.9, 0.0, 1.5),
            ZoneLayout(LIFE, 0.0, 1.0, 1.5),
            ZoneLayout(ENERGY, 1.6, 1.0, 6.4, 1.0, ZoneStyle.ROW),
            ZoneLayout(DECK, 8.2, 1.0, 1.5),
            ZoneLayout(DROP, 9.9, 1.0),
            ZoneLayout(WARP, 0.0, 2.0, 1.5),
            ZoneLayout(HAND, 1.6, 2.0, 6.4, 1.0, ZoneStyle.FAN),
            ZoneLayout(REMOVED, 8.2, 2.0, 1.5),
        ),
        gestures=(
            Gesture("play_battle", source=HAND, onto=BATTLE),  # 6-3-1-2-1: into the Battle Area
            Gesture("over_realm", source=HAND, onto=BATTLE),  # 10-15-3
            Gesture("successor", source=HAND, onto=BATTLE),  # 10-41-3
            Gesture("arrival", source=HAND, onto=BATTLE),  # 10-32-3
            Gesture("play_unison", source=HAND, onto=UNISON),  # 6-3-1-2-2
            Gesture("stack_unison", source=HAND, onto=UNISON),  # 6-3-1-2-3-3: under the Unison Card
            Gesture("combo", onto=COMBO),  # 7-2-1-2-1, 7-2-1-2-2: from hand or the Battle Area to the Combo Area
            Gesture("choose_energy", source=HAND, onto=ENERGY),  # 3-8-2: onto your energy to choose which pays
            Gesture("choose", source=HAND, onto=ENERGY, option="charge"),  # 6-2-5: a hand card into the Energy Area
            Gesture("choose", source=BATTLE, option="block"),  # 10-4-1: a Blocker dragged out blocks
            # Energy pays by hand (2-11-5): an Active energy card dragged onto the card it pays for plays it,
            # activates it or combos with it (the engine picks the energy that pays: NOTES.md).
            *(
                Gesture(kind, source=ENERGY, any_card=True, onto="card")
                for kind in ("play_battle", "play_unison", "use_extra", "combo")
            ),
        ),
        face=(
            FaceNumber("cost", "top_left", ("battle", "extra", "unison")),  # 2-11
            FaceNumber("power", "bottom_right", ("leader", "battle", "unison", "token")),  # 2-8
            FaceNumber("combo_power", "bottom_left", ("battle",), "Combo +{}"),  # 2-9
            FaceNumber("combo_cost", "top_left_below", ("battle",), "Combo {}"),  # 2-10
        ),
    )
