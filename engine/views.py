"""Per-player views: everything a seat may know, and nothing it may not."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from engine.decisions import Decision, DecisionKind
from engine.frozen import fast_init
from engine.ids import CardId, InstanceId, PlayerId, ZoneRef
from engine.state import Outcome

if TYPE_CHECKING:
    from engine.game import Game


@fast_init  # views are built after every action: each field stored through its slot
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


@fast_init  # views are built after every action: each field stored through its slot
@dataclass(frozen=True, slots=True)
class ZoneView:
    ref: ZoneRef
    count: int
    cards: tuple[CardView, ...]
    tokens: tuple[tuple[str, int], ...] = ()


@fast_init  # views are built after every action: each field stored through its slot
@dataclass(frozen=True, slots=True)
class Battle:
    """The battle under way, as the table shows it: what attacks what (`target` None: the player directly), who
    blocks, and the ruleset's name for the kind of attack ("frontal", "side", "direct" or "")."""

    attacker: InstanceId
    target: InstanceId | None
    defending_player: PlayerId
    blocker: InstanceId | None = None
    kind: str = ""


@fast_init  # views are built after every action: each field stored through its slot
@dataclass(frozen=True, slots=True)
class Modifier:
    """One change to a visible card's number and where it comes from ("power +1000: 1 DON!! given")."""

    card: InstanceId
    stat: str
    amount: int
    source: str


@fast_init  # views are built after every action: each field stored through its slot
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
    battle: Battle | None = None
    modifiers: tuple[Modifier, ...] = ()  # what changes visible cards' numbers, for the card preview

    def zone(self, ref: ZoneRef) -> ZoneView:
        for zone in self.zones:
            if zone.ref == ref:
                return zone
        raise KeyError(ref)


def can_see(game: Game, viewer: PlayerId | None, iid: InstanceId) -> bool:
    """`game.can_see(viewer, iid)`, answered from what views keep of each zone's sight (`Game.zone_sight`)."""
    card = game.state.cards[iid]
    if viewer is not None and card.known_to & (1 << viewer):
        return True
    zone = card.zone
    found = game.zone_sight.get((zone.name, viewer is not None and viewer == zone.owner))
    if found is None:
        return game.can_see(viewer, iid)
    return found[1] if card.face_up else found[0]


_MODIFIERS: dict[tuple[InstanceId, str, int, str], Modifier] = {}  # `shared_modifier`: by target, kind, amount, source
_MODIFIERS_KEPT = 4096  # at most (instance ids are new in every game: not kept forever)


def shared_modifier(target: InstanceId, kind: str, amount: int, source: str) -> Modifier:
    """`Modifier(target, kind, amount, source)`, made once and shared after (an immutable value: an equal one will do;
    views list the same modifiers after every action)."""
    key = (target, kind, amount, source)
    modifier = _MODIFIERS.get(key)
    if modifier is None:
        if len(_MODIFIERS) >= _MODIFIERS_KEPT:
            _MODIFIERS.clear()
        modifier = _MODIFIERS[key] = Modifier(target, kind, amount, source)
    return modifier


def effect_modifiers(game: Game, viewer: PlayerId | None) -> tuple[Modifier, ...]:
    """Every numeric lasting or continuous effect on a card the viewer can see, named after its source card
    when they can see that too ("an effect" otherwise). Views list them after every action: each Modifier is made
    once (`shared_modifier`)."""
    effects = game.all_effects()
    if not effects:
        return ()
    found = []
    cards = game.state.cards
    for effect in effects:
        value = effect.value
        if not isinstance(value, int) or isinstance(value, bool):
            continue
        source = effect.source
        seen = source is not None and source in cards and can_see(game, viewer, source)
        name = game.database.get(cards[source].card_id).name if seen and source is not None else "an effect"
        kind = effect.kind
        for target in effect.targets:
            if target in cards and can_see(game, viewer, target):
                found.append(
                    shared_modifier(target, kind, value, name)
                    if type(value) is int
                    else Modifier(target, kind, value, name)
                )
    return tuple(found)


def asked_by(game: Game, decision: Decision | None, viewer: PlayerId | None) -> Decision | None:
    """The decision as shown: a question an ability asks names that ability first ("Deckhand Pip: on play: Choose
    up to 1"), unless its card is one `viewer` may not know. Only the view says so: the state's decision, and so
    every state hash, is unchanged."""
    stack = game.state.stack
    if decision is None or not stack:
        return decision
    rid = stack[-1].args.get("rid")
    record = game.state.vars.get("resolutions", {}).get(rid) if isinstance(rid, str) else None  # the interpreter's
    if not isinstance(record, dict):
        return _naming_its_card(game, decision, viewer)
    source = record.get("source")
    if isinstance(source, int) and source in game.state.cards and not game.can_see(viewer, InstanceId(source)):
        return decision
    label = str(record.get("label") or "")
    card_id = record.get("card_id")
    name = game.database.get(card_id).name if isinstance(card_id, str) and card_id in game.database else ""
    source = label if not name or name in label else f"{name} ({label})"
    if not source or source in decision.prompt:
        return decision
    return replace(decision, prompt=f"{source}: {decision.prompt}")


def _naming_its_card(game: Game, decision: Decision, viewer: PlayerId | None) -> Decision:
    """A yes/no question about one labelled card ("Activate your set burst?") names it first for a viewer who may know
    the card: its owner reads "Undertow Snare: Activate your set burst?", the opponent the bare question."""
    if decision.kind is not DecisionKind.YES_NO or len(decision.options) != 1 or len(decision.labels) != 1:
        return decision
    card, label = decision.options[0], decision.labels[0]
    if not label or label in decision.prompt or card not in game.state.cards:
        return decision
    if not game.can_see(viewer, InstanceId(card)):  # the opponent's set burst stays secret
        return decision
    return replace(decision, prompt=f"{label}: {decision.prompt}")
