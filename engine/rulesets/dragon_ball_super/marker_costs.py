"""Marker skill costs [X] (8-4-2-5): a skill cost that adds markers to its card, or removes them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import BaseModel, ConfigDict

from engine.rulesets.dragon_ball_super.procedures import add_markers, remove_markers
from engine.rulesets.dragon_ball_super.stats import MARKER

if TYPE_CHECKING:
    from engine.abilities import model as M
    from engine.abilities.interpreter import Resolution
    from engine.game import Game
    from engine.ids import InstanceId, PlayerId

USED = "marker_skill_used"
"""`turn_flags` key: a skill with a marker skill cost of this card was activated this turn (8-4-2-5-2)."""
MARKER_COST = "marker_cost"


class MarkerCostArgs(BaseModel):
    """`{"do": "ruleset", "name": "marker_cost", "args": {"count": -4}}`: the printed [-4] (any whole number)."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    count: int


def marker_cost(res: Resolution, args: MarkerCostArgs) -> bool:
    """Pay [X] (8-4-2-5-1): X markers added to this card, none for 0, |X| removed for a negative X; the card's marker
    skills are then spent for the turn (8-4-2-5-2)."""
    game, source = res.game, res.source
    if source is None or source not in game.state.cards:
        return True
    game.state.cards[source].turn_flags[USED] = 1
    if args.count > 0:
        add_markers(game, source, args.count, rule="8-4-2-5-1-1")
    elif args.count < 0:
        remove_markers(game, source, -args.count, rule="8-4-2-5-1-3")
    return True


def can_pay_marker_cost(game: Game, source: InstanceId | None, controller: PlayerId, args: MarkerCostArgs) -> bool:
    """8-4-2-5-1-3: not more markers than the card has; 8-4-2-5-2: once per turn per card."""
    card = None if source is None else game.state.cards.get(source)
    if card is None or marker_skill_used(game, source):
        return False
    return args.count >= 0 or card.counters.get(MARKER, 0) >= -args.count


def marker_skill_used(game: Game, iid: InstanceId | None) -> bool:
    card = None if iid is None else game.state.cards.get(iid)
    return card is not None and bool(card.turn_flags.get(USED))


def has_marker_cost(ability: M.Ability) -> bool:
    """Whether an ability's cost has a marker skill cost (8-4-2-5-1)."""
    return any(getattr(step, "name", "") == MARKER_COST for step in getattr(ability, "cost", ()) or ())
