"""What the table shows beyond the cards: the battle under way (7-1) and where each power change comes from."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.ids import PLAYERS, InstanceId, PlayerId
from engine.rulesets.one_piece import zones as Z
from engine.rulesets.one_piece.params import Params, params_of
from engine.rulesets.one_piece.stats import don_given
from engine.views import Battle, Modifier, can_see, effect_modifiers, shared_modifier

if TYPE_CHECKING:
    from engine.game import Game

_HOSTS = tuple(Z.ref(area, player) for player in PLAYERS for area in (Z.LEADER, Z.CHARACTERS))
"""The areas a card given DON!! lies in (6-5-5-1), both players' (`Z.leader_and_characters` of each)."""


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
    """Every numeric effect, and +1000 power per DON!! given during its player's turn (6-5-5-2), in the order the
    state keeps its cards.

    Only DON!! are ever attached to a card here; they are given only to a Leader or a Character (6-5-5-1) and leave a
    card that leaves its area (6-5-5-4): so only those areas are looked through, not every card (views ask after
    every action). The state keeps its cards in the order of their instance ids (the kernel's invariant,
    engine.harness.invariants.check_cards_in_order), so the cards found are put in that order."""
    turn_player, cards, zones = game.state.turn_player, game.state.cards, game.state.zones
    hosts = []
    for ref in _HOSTS:
        for iid in zones[ref]:
            card = cards[iid]
            if card.attached and card.controller == turn_player:
                hosts.append(iid)
    effects = effect_modifiers(game, viewer)
    if not hosts:  # nothing given on this turn's side
        return effects
    hosts.sort()
    params = params_of(game)
    given = []
    for iid in hosts:
        if can_see(game, viewer, iid):
            count = don_given(game, iid)
            if count:
                given.append(_given(iid, count, params))
    return (*given, *effects)


def _given(iid: InstanceId, count: int, params: Params) -> Modifier:
    """+1000 power (`Params.don_power`) for each of `count` DON!! given to a card."""
    return shared_modifier(iid, "power", count * params.don_power, f"{count} {params.resource} given")
