"""What the table shows beyond the cards: the attack under way (7.2-7.7), for its arrow and battle panel."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.ids import InstanceId, PlayerId
from engine.rulesets.weiss_schwarz import procedures as P
from engine.views import Battle

if TYPE_CHECKING:
    from engine.game import Game


def battle(game: Game) -> Battle | None:
    """The attack in `state.vars`: the attacker, the character it attacks (None: a direct attack), its kind."""
    found = game.state.vars.get(P.ATTACK)
    if not isinstance(found, dict):
        return None
    cards = game.state.cards
    attacker, attacked = found.get("attacker"), found.get("attacked")
    if attacker not in cards:
        return None
    return Battle(
        InstanceId(attacker),
        InstanceId(attacked) if attacked in cards else None,
        PlayerId(found.get("defender_controller", 1 - cards[attacker].controller)),
        kind=str(found.get("type") or ""),
    )
