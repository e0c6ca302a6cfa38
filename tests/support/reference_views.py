"""The plain view builder engine/views.py had before it was made fast: the reference its views must equal."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.events import seat_mask
from engine.ids import InstanceId, PlayerId
from engine.views import CardView, Modifier, View, ZoneView, asked_by, effect_modifiers
from engine.zones import Visibility

if TYPE_CHECKING:
    from engine.game import Game


def reference_view(game: Game, viewer: PlayerId | None) -> View:
    """`game.view(viewer)` worked out the slow, obvious way: every card asked for afresh, nothing reused."""
    with game.frozen_effects():
        return _build(game, viewer)


def _card(game: Game, viewer: PlayerId | None, iid: InstanceId, sight: tuple[bool, bool], ids_shown: bool) -> CardView:
    card = game.state.cards[iid]
    mask = 0 if viewer is None else seat_mask(viewer)
    seen = bool(card.known_to & mask) or sight[card.face_up]
    if not (seen or card.attached or card.tokens or card.counters or ids_shown):
        return CardView(None, None, card.owner, card.face_up, card.orientation)
    stats = game.ruleset.card_stats(game, iid) if seen else {}
    return CardView(
        iid if ids_shown else None,
        card.card_id if seen else None,
        card.owner,
        card.face_up,
        card.orientation,
        tuple(_card(game, viewer, a, sight, ids_shown) for a in card.attached),
        tuple(sorted(card.tokens.items())),
        tuple(sorted(card.counters.items())),
        tuple(sorted(stats.items())),
    )


def _build(game: Game, viewer: PlayerId | None) -> View:
    state = game.state
    zones = []
    for ref, ids in state.zones.items():
        spec = game.ruleset.zone_spec(ref.name)
        is_owner = viewer is not None and viewer == ref.owner
        sight = (spec.visible_to(False, is_owner), spec.visible_to(True, is_owner))
        ids_shown = spec.visibility != Visibility.NOBODY
        pool = state.pools.get(ref, {})
        cards = tuple(_card(game, viewer, iid, sight, ids_shown) for iid in ids)
        zones.append(ZoneView(ref, len(ids), cards, tuple(sorted(pool.items()))))
    decision = asked_by(game, state.decision, viewer)
    if decision is not None and decision.player != viewer:
        decision = decision.public()
    effects = tuple(
        (effect.kind, target, effect.until)
        for effect in state.effects
        for target in effect.targets
        if target in state.cards and game.can_see(viewer, target)
    )
    return View(
        viewer=viewer,
        turn=state.turn,
        turn_player=state.turn_player,
        phase=state.phase,
        step=state.step,
        zones=tuple(zones),
        player_counters=tuple(tuple(sorted(c.items())) for c in state.player_counters),
        decision=decision,
        outcome=state.outcome,
        effects=effects,
        battle=game.ruleset.battle(game),
        modifiers=_modifiers(game, viewer),
    )


def _modifiers(game: Game, viewer: PlayerId | None) -> tuple[Modifier, ...]:
    """The ruleset's `stat_modifiers` as they were: ONE PIECE's (and ENERGIO!!'s) DON!! given, then every effect."""
    if game.ruleset.id not in ("one-piece", "energio"):
        return game.ruleset.stat_modifiers(game, viewer)
    from engine.rulesets.one_piece.params import params_of
    from engine.rulesets.one_piece.stats import don_given

    params = params_of(game)
    given = []
    for iid, card in game.state.cards.items():
        if card.attached and card.controller == game.state.turn_player and game.can_see(viewer, iid):
            count = don_given(game, iid)
            if count:
                given.append(Modifier(iid, "power", count * params.don_power, f"{count} {params.resource} given"))
    return (*given, *effect_modifiers(game, viewer))
