"""What the table shows beyond the cards: the battle under way (7-1) and where each power change comes from."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.ids import InstanceId, PlayerId
from engine.rulesets.one_piece.params import params_of
from engine.rulesets.one_piece.stats import don_given
from engine.views import Battle, Modifier, can_see, effect_modifiers

if TYPE_CHECKING:
    from engine.game import Game


def battle(game: Game) -> Battle | None:
    """The battle in `state.vars["battle"]`: the attacker, the card it attacks, the [Blocker] if one blocked."""
    found = game.state.vars.get("battle")
    if not isinstance(found, dict):
        return None
    cards = game.state.cards
    attacker, target, blocker = found.get("attacker"), found.get("target"), found.get("blocker")
    if attacker not in cards:
        return None
    defending = PlayerId(1 - cards[attacker].controller)
    return Battle(
        InstanceId(attacker),
        InstanceId(target) if target in cards else None,
        defending,
        InstanceId(blocker) if blocker in cards else None,
    )


def stat_modifiers(game: Game, viewer: PlayerId | None) -> tuple[Modifier, ...]:
    """Every numeric effect, and +1000 power per DON!! given during its player's turn (6-5-5-2)."""
    turn_player = game.state.turn_player
    hosts = [card for card in game.state.cards.values() if card.attached and card.controller == turn_player]
    effects = effect_modifiers(game, viewer)
    if not hosts:  # nothing given on this turn's side (views ask after every action)
        return effects
    params = params_of(game)
    given = []
    for card in hosts:
        iid = card.iid
        if can_see(game, viewer, iid):
            count = don_given(game, iid)
            if count:
                given.append(Modifier(iid, "power", count * params.don_power, f"{count} {params.resource} given"))
    return (*given, *effects)
