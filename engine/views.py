"""Per-player views: everything a seat may know, and nothing it may not."""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import TYPE_CHECKING, Any

from engine.decisions import Decision
from engine.events import seat_mask
from engine.ids import CardId, InstanceId, PlayerId, ZoneRef
from engine.state import CardInstance, Outcome
from engine.zones import Visibility

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
class Battle:
    """The battle under way, as the table shows it: what attacks what (`target` None: the player directly), who
    blocks, and the ruleset's name for the kind of attack ("frontal", "side", "direct" or "")."""

    attacker: InstanceId
    target: InstanceId | None
    defending_player: PlayerId
    blocker: InstanceId | None = None
    kind: str = ""


@dataclass(frozen=True, slots=True)
class Modifier:
    """One change to a visible card's number and where it comes from ("power +1000: 1 DON!! given")."""

    card: InstanceId
    stat: str
    amount: int
    source: str


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


def _slot_setters(cls: type) -> tuple[Any, ...]:
    """The slot descriptors' setters of a frozen slotted dataclass, in field order."""
    return tuple(vars(cls)[f.name].__set__ for f in fields(cls))


_new = object.__new__
_C0, _C1, _C2, _C3, _C4, _C5, _C6, _C7, _C8 = _slot_setters(CardView)


def _card_view(
    iid: InstanceId | None,
    card_id: CardId | None,
    owner: PlayerId,
    face_up: bool,
    orientation: str,
    attached: tuple[CardView, ...],
    tokens: tuple[tuple[str, int], ...],
    counters: tuple[tuple[str, int], ...],
    stats: tuple[tuple[str, int], ...],
) -> CardView:
    """`CardView(...)`, the same frozen instance, built without the frozen `__init__`'s `object.__setattr__` call
    per field (about twice as fast; views hold a CardView per card and are built after every action)."""
    view: CardView = _new(CardView)
    _C0(view, iid), _C1(view, card_id), _C2(view, owner), _C3(view, face_up), _C4(view, orientation)
    _C5(view, attached), _C6(view, tokens), _C7(view, counters), _C8(view, stats)
    return view


class _ZoneViewer:
    """Builds the card views of one zone at a time for one viewer. What a zone shows is worked out once per zone,
    not once per card: views are built after every action, so this is the kernel's hottest loop."""

    __slots__ = ("cards", "game", "hidden", "ids_shown", "mask", "sight", "specs", "stats", "viewer")

    def __init__(self, game: Game, viewer: PlayerId | None) -> None:
        self.game = game
        self.viewer = viewer
        self.cards = game.state.cards
        self.stats = game.ruleset.card_stats
        self.mask = 0 if viewer is None else seat_mask(viewer)
        self.specs = game.zone_sight  # what each zone shows depends on the ruleset only: worked out once a game
        self.hidden: dict[tuple[PlayerId, bool, str], CardView] = {}
        self.sight = (False, False)
        self.ids_shown = False

    def enter(self, ref: ZoneRef) -> None:
        """Look at zone `ref` next: whether the viewer may know a face-down or face-up card there, and whether
        its ids are shown (they are hidden where nobody may look, so hidden cards can't be tracked)."""
        is_owner = self.viewer is not None and self.viewer == ref.owner
        found = self.specs.get((ref.name, is_owner))
        if found is None:
            spec = self.game.ruleset.zone_spec(ref.name)
            shown = spec.visibility != Visibility.NOBODY
            found = (spec.visible_to(False, is_owner), spec.visible_to(True, is_owner), shown)
            self.specs[(ref.name, is_owner)] = found
        self.sight = (found[0], found[1])
        self.ids_shown = found[2]

    def zone(self, ids: list[InstanceId]) -> tuple[CardView, ...]:
        """The views of the current zone's cards, in order (as `card` gives each, with less overhead for the
        many cards nobody may know, such as a deck's)."""
        card_view = self.card
        if self.ids_shown:
            return tuple([card_view(iid) for iid in ids])
        cards, mask, sight, hidden = self.cards, self.mask, self.sight, self.hidden
        found = []
        for iid in ids:
            card = cards[iid]
            if card.known_to & mask or sight[card.face_up] or card.attached or card.tokens or card.counters:
                found.append(card_view(iid))
                continue
            view = hidden.get((card.owner, card.face_up, card.orientation))
            found.append(view if view is not None else self.placeholder(card))
        return tuple(found)

    def placeholder(self, card: CardInstance) -> CardView:
        """A card nobody may know or track here: views are immutable, so one placeholder serves every such card."""
        key = (card.owner, card.face_up, card.orientation)
        found = self.hidden.get(key)
        if found is None:
            found = self.hidden[key] = _card_view(
                None, None, card.owner, card.face_up, card.orientation, (), (), (), ()
            )
        return found

    def card(self, iid: InstanceId) -> CardView:
        """A card of the current zone (or one given to a card of it) as the viewer sees it."""
        card = self.cards[iid]
        seen = bool(card.known_to & self.mask) or self.sight[card.face_up]
        if not (seen or card.attached or card.tokens or card.counters or self.ids_shown):
            return self.placeholder(card)
        if seen:
            stats = self.stats(self.game, iid)
            shown = tuple(sorted(stats.items())) if stats else ()
        else:
            shown = ()
        return _card_view(
            iid if self.ids_shown else None,
            card.card_id if seen else None,
            card.owner,
            card.face_up,
            card.orientation,
            tuple([self.card(a) for a in card.attached]) if card.attached else (),
            tuple(sorted(card.tokens.items())) if card.tokens else (),
            tuple(sorted(card.counters.items())) if card.counters else (),
            shown,
        )


def build_view(game: Game, viewer: PlayerId | None) -> View:
    state = game.state
    zones = []
    builder = _ZoneViewer(game, viewer)
    for ref, ids in state.zones.items():
        builder.enter(ref)
        pool = state.pools.get(ref)
        zones.append(
            ZoneView(
                ref=ref,
                count=len(ids),
                cards=builder.zone(ids),
                tokens=tuple(sorted(pool.items())) if pool else (),
            )
        )
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
        modifiers=game.ruleset.stat_modifiers(game, viewer),
    )


def effect_modifiers(game: Game, viewer: PlayerId | None) -> tuple[Modifier, ...]:
    """Every numeric lasting or continuous effect on a card the viewer can see, named after its source card
    when they can see that too ("an effect" otherwise)."""
    found = []
    cards = game.state.cards
    for effect in game.all_effects():
        value = effect.value
        if not isinstance(value, int) or isinstance(value, bool):
            continue
        source = effect.source
        seen = source is not None and source in cards and game.can_see(viewer, source)
        name = game.database.get(cards[source].card_id).name if seen and source is not None else "an effect"
        for target in effect.targets:
            if target in cards and game.can_see(viewer, target):
                found.append(Modifier(target, effect.kind, value, name))
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
        return decision
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
