"""Per-player views: everything a seat may know, and nothing it may not."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.decisions import Decision
from engine.ids import CardId, InstanceId, PlayerId, ZoneRef
from engine.state import Outcome

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True, slots=True)
class CardView:
    """A card as one viewer sees it: `card_id` is None when hidden from them, and `iid`
    is None in zones nobody may look at (so hidden cards can't be tracked)."""

    iid: InstanceId | None
    card_id: CardId | None
    owner: PlayerId
    face_up: bool
    orientation: str
    attached: tuple[CardView, ...] = ()
    tokens: tuple[tuple[str, int], ...] = ()
    counters: tuple[tuple[str, int], ...] = ()
    stats: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True, slots=True)
class ZoneView:
    ref: ZoneRef
    count: int
    cards: tuple[CardView, ...]
    tokens: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True, slots=True)
class View:
    """The table from one seat (None: a spectator). The desktop renders only these."""

    viewer: PlayerId | None
    turn: int
    turn_player: PlayerId
    phase: str
    step: str
    zones: tuple[ZoneView, ...]
    player_counters: tuple[tuple[tuple[str, int], ...], ...]
    decision: Decision | None
    outcome: Outcome | None
    effects: tuple[tuple[str, InstanceId, str], ...]  # (kind, target, until) on visible cards

    def zone(self, ref: ZoneRef) -> ZoneView:
        for zone in self.zones:
            if zone.ref == ref:
                return zone
        raise KeyError(ref)


def _card_view(game: Game, viewer: PlayerId | None, iid: InstanceId) -> CardView:
    card = game.state.cards[iid]
    seen = game.can_see(viewer, iid)
    attached = tuple(_card_view(game, viewer, a) for a in card.attached)
    return CardView(
        iid=iid if game.ids_shown(card.zone) else None,
        card_id=card.card_id if seen else None,
        owner=card.owner,
        face_up=card.face_up,
        orientation=card.orientation,
        attached=attached,
        tokens=tuple(sorted(card.tokens.items())),
        counters=tuple(sorted(card.counters.items())),
        stats=tuple(sorted(game.ruleset.card_stats(game, iid).items())) if seen else (),
    )


def build_view(game: Game, viewer: PlayerId | None) -> View:
    state = game.state
    zones = tuple(
        ZoneView(
            ref=ref,
            count=len(ids),
            cards=tuple(_card_view(game, viewer, iid) for iid in ids),
            tokens=tuple(sorted(state.pools.get(ref, {}).items())),
        )
        for ref, ids in state.zones.items()
    )
    decision = state.decision
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
        zones=zones,
        player_counters=tuple(tuple(sorted(c.items())) for c in state.player_counters),
        decision=decision,
        outcome=state.outcome,
        effects=effects,
    )
