"""Building views fast: numbers worked out once, card and zone views kept and reused only when checked the same."""

from __future__ import annotations

import weakref
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.events import seat_mask
from engine.ids import CardId, InstanceId, PlayerId, ZoneRef
from engine.state import CardInstance
from engine.views import CardView, View, ZoneView, asked_by, can_see
from engine.zones import Visibility

if TYPE_CHECKING:
    from engine.formats.cards import CardDatabase
    from engine.game import Game
    from engine.ruleset import Ruleset

Shown = tuple[tuple[str, int], ...]  # a card's numbers, tokens or counters as a view shows them: sorted pairs
_ASK: Any = object()  # not worked out yet
_AFFECTED_KEPT = 4096  # numbers of targeted cards kept at most (`_Kept.affected`)
Shows = tuple[str, bool, "InstanceId | None", bool, str, PlayerId, CardId]  # what a kept card view follows from


@dataclass(slots=True)
class _Kept:
    """What views keep between calls, for one ruleset and card database (so every game and copy of a game shares
    it). Nothing in it is trusted blindly: a kept card view is reused only when the card, its zone and what the
    viewer may know of it are checked to be the same, so no viewer is ever shown another's view."""

    numbers: dict[tuple[Any, ...], Shown | None]  # by card id, zone name, not under (tokens, counters): `plain_stats`
    seen: dict[InstanceId, tuple[Shows, CardView]]  # the last view of each card known, and what it shows it from
    unseen: dict[InstanceId, tuple[Shows, CardView]]  # the same for a card tracked but not known (a hand's backs)
    hidden: dict[tuple[PlayerId, bool, str], CardView]  # placeholders: a card nobody may know or track
    zones: dict[PlayerId | None, dict[ZoneRef, list[Any]]]  # by viewer and zone: its sight and last view (`entry`)
    specs: dict[tuple[str, bool], tuple[bool, bool, bool]]  # what `Game.zone_sight` holds once views were built
    built: dict[InstanceId, CardView]  # the last view built of each card (with things on or in it, or changed)
    follows: dict[CardId, bool]  # by card id: `Ruleset.stats_follow_effects`
    affected: dict[tuple[Any, ...], Shown]  # a targeted card's numbers by the `numbers` key and its effects


_KEPT: dict[int, tuple[weakref.ref[Ruleset], weakref.WeakKeyDictionary[CardDatabase, _Kept]]] = {}
_LAST: list[Any] = [None, None, None]  # the last ruleset and database asked for (weak references) and their _Kept


def _kept(game: Game) -> _Kept:
    """What views keep for this game's ruleset and card database, kept while both live (nothing kept, so every view
    is worked out afresh, for a ruleset or database that cannot be weakly referenced or hashed). The last one asked
    for is found without a lookup: views are asked of one game after another."""
    ruleset, database = game.ruleset, game.database
    last_ruleset, last_database, found = _LAST
    if last_ruleset is not None and last_ruleset() is ruleset and last_database() is database:
        return found  # type: ignore[no-any-return]
    key = id(ruleset)
    try:
        entry = _KEPT.get(key)
        if entry is None or entry[0]() is not ruleset:

            def forget(_: object) -> None:
                _KEPT.pop(key, None)

            entry = (weakref.ref(ruleset, forget), weakref.WeakKeyDictionary())
            _KEPT[key] = entry
        found = entry[1].get(database)
        if found is None:
            found = entry[1][database] = _Kept({}, {}, {}, {}, {}, {}, {}, {}, {})
        _LAST[:] = entry[0], weakref.ref(database), found
    except TypeError:
        return _Kept({}, {}, {}, {}, {}, {}, {}, {}, {})
    return found


class ViewBuilder:
    """Builds one viewer's card views, a zone at a time. Views are built after every action (and by bots at every
    decision), so this is the kernel's hottest loop: what a zone shows is worked out once per zone, a card nobody may
    know is one shared placeholder, an untouched card's numbers are worked out once per card and zone (where the
    ruleset says they depend on nothing else: `Ruleset.plain_stats`), and an untouched card that shows the same as
    in an earlier view keeps its view."""

    __slots__ = (
        "affected", "card_stats", "cards", "entries", "follows", "game", "hidden", "kept_built", "kept_seen",
        "kept_specs", "kept_unseen", "mask", "numbers", "ruleset", "specs", "targets", "viewer",
    )  # fmt: skip

    def __init__(self, game: Game, viewer: PlayerId | None) -> None:
        self.game = game
        self.viewer = viewer
        self.cards = game.state.cards
        self.ruleset = game.ruleset
        self.card_stats = game.ruleset.card_stats
        self.mask = 0 if viewer is None else seat_mask(viewer)
        kept = _kept(game)
        self.specs = specs = game.zone_sight  # what each zone shows depends on the ruleset only: kept for each game
        if len(specs) < len(kept.specs):  # views.can_see reads them (a new game, a copy of one)
            specs.update(kept.specs)
        self.kept_specs = kept.specs
        self.hidden = kept.hidden
        self.numbers, self.follows, self.affected = kept.numbers, kept.follows, kept.affected
        self.kept_seen, self.kept_unseen, self.kept_built = kept.seen, kept.unseen, kept.built
        entries = kept.zones.get(viewer)
        if entries is None:
            entries = kept.zones[viewer] = {}
        self.entries = entries
        self.targets: set[int] | None = None  # the cards some effect targets, once a known card is met

    def sight(self, ref: ZoneRef) -> tuple[bool, bool, bool]:
        """Whether the viewer may know a face-down and a face-up card in zone `ref`, and whether its ids are shown
        (they are hidden where nobody may look, so hidden cards can't be tracked)."""
        is_owner = self.viewer is not None and self.viewer == ref.owner
        found = self.specs.get((ref.name, is_owner))
        if found is None:
            spec = self.ruleset.zone_spec(ref.name)
            shown = spec.visibility != Visibility.NOBODY
            found = (spec.visible_to(False, is_owner), spec.visible_to(True, is_owner), shown)
            self.specs[(ref.name, is_owner)] = self.kept_specs[(ref.name, is_owner)] = found
        return found

    def entry(self, ref: ZoneRef) -> list[Any]:
        """What the viewer's views keep of zone `ref`: whether they may know a face-down and a face-up card in it,
        whether its ids are shown (`sight`), and its last view (None: none yet)."""
        down, up, ids_shown = self.sight(ref)
        found = self.entries[ref] = [down, up, ids_shown, None]
        return found

    def zones(self) -> tuple[ZoneView, ...]:
        """Every zone as the viewer sees it, in the state's order (`untouched` inlined: this loop meets every card).
        A zone that shows the same as in an earlier view keeps its ZoneView."""
        state = self.game.state
        pools, cards, mask, hidden, entries = state.pools, self.cards, self.mask, self.hidden, self.entries
        card_view, kept_seen, kept_unseen = self.card, self.kept_seen, self.kept_unseen
        targets = self.targeted()
        found = []
        for ref, ids in state.zones.items():
            entry = entries.get(ref)
            if entry is None:
                entry = self.entry(ref)
            down, up, ids_shown, zone = entry
            pool = pools.get(ref) if pools else None
            if not ids and not pool:  # an empty zone: kept
                if zone is None or zone.cards or zone.tokens:
                    zone = entry[3] = ZoneView(ref, 0, (), ())
                found.append(zone)
                continue
            name = ref.name
            if ids and not (ids_shown or down or up):  # a zone nobody may look at: only what the viewer knows shows
                shown = self.backs(ids, name)
            else:
                views = []
                for iid in ids:
                    card = cards[iid]
                    seen = (up if card.face_up else down) or bool(card.known_to & mask)
                    if card.attached or card.tokens or card.counters or (seen and iid in targets):
                        views.append(card_view(iid, card, seen, down, up, ids_shown, name))
                    elif seen or ids_shown:  # `untouched`, its check inlined
                        last = (kept_seen if seen else kept_unseen).get(iid)
                        if last is not None and last[0] == (
                            name,
                            ids_shown,
                            card.attached_to,
                            card.face_up,
                            card.orientation,
                            card.owner,
                            card.card_id,
                        ):
                            views.append(last[1])
                        else:
                            views.append(self.untouched(iid, card, seen, ids_shown, name))
                    else:
                        view = hidden.get((card.owner, card.face_up, card.orientation))
                        views.append(view if view is not None else self.placeholder(card))
                shown = tuple(views)
            tokens = tuple(sorted(pool.items())) if pool else ()
            if zone is None or zone.cards != shown or zone.tokens != tokens:
                zone = entry[3] = ZoneView(ref, len(shown), shown, tokens)
            found.append(zone)
        return tuple(found)

    def backs(self, ids: list[InstanceId], zone: str) -> tuple[CardView, ...]:
        """The cards of a zone nobody may look at (a deck): one placeholder for each card alike, unless the viewer
        knows it (looked at, revealed) or something lies on or in it. Most often every card is a back like the first:
        checked first, in one plain loop; from the first card that is not, card by card."""
        cards, mask, hidden = self.cards, self.mask, self.hidden
        first = cards[ids[0]]
        face_up, orientation, owner = first.face_up, first.orientation, first.owner
        for card in map(cards.__getitem__, ids):
            if (
                card.attached
                or card.tokens
                or card.counters
                or card.known_to & mask
                or card.face_up is not face_up
                or card.orientation != orientation
                or card.owner != owner
            ):
                break
        else:
            back = hidden.get((owner, face_up, orientation))
            return (back if back is not None else self.placeholder(first),) * len(ids)
        try:
            start = ids.index(card.iid) if cards[card.iid] is card else 0  # a card lies under its own id
        except (KeyError, ValueError):  # pragma: no cover - it always does
            start = 0
        back = (hidden.get((owner, face_up, orientation)) or self.placeholder(first)) if start else None
        views = [back] * start if back is not None else []
        kept_seen, targets = self.kept_seen, self.targeted()
        for iid in ids[start:]:  # from the first card that is not a back like the first
            card = cards[iid]
            if card.attached or card.tokens or card.counters:
                views.append(self.card(iid, card, bool(card.known_to & mask), False, False, False, zone))
            elif card.known_to & mask:  # a card the viewer knows (looked at, revealed): maybe kept (`untouched`)
                held = kept_seen.get(iid) if iid not in targets else None
                if held is not None and held[0] == (
                    zone,
                    False,
                    card.attached_to,
                    card.face_up,
                    card.orientation,
                    card.owner,
                    card.card_id,
                ):
                    views.append(held[1])
                else:
                    views.append(self.untouched(iid, card, True, False, zone))
            elif (
                back is not None and card.face_up is face_up and card.orientation == orientation and card.owner == owner
            ):
                views.append(back)
            else:
                face_up, orientation, owner = card.face_up, card.orientation, card.owner
                back = hidden.get((owner, face_up, orientation))
                if back is None:
                    back = self.placeholder(card)
                views.append(back)
        return tuple(views)

    def untouched(self, iid: InstanceId, card: CardInstance, seen: bool, ids_shown: bool, zone: str) -> CardView:
        """A card with nothing on or in it that the viewer may know or track: the view kept from an earlier call when
        it shows the same (no effect on it, its numbers following from the card and where it lies alone)."""
        if seen:
            targets = self.targets  # (made by `zones` before any card: read without a call)
            if iid in (targets if targets is not None else self.targeted()):
                return self.card(iid, card, seen, False, False, ids_shown, zone)
            kept = self.kept_seen
        else:
            kept = self.kept_unseen
        shows = (zone, ids_shown, card.attached_to, card.face_up, card.orientation, card.owner, card.card_id)
        last = kept.get(iid)
        if last is not None and last[0] == shows:
            return last[1]
        view = self.card(iid, card, seen, False, False, ids_shown, zone)
        if not seen or self.numbers.get((card.card_id, zone, card.attached_to is None)) is not None:
            kept[iid] = (shows, view)  # its numbers follow from those: kept
        return view

    def placeholder(self, card: CardInstance) -> CardView:
        """A card nobody may know or track here: views are immutable, so one placeholder serves every such card."""
        key = (card.owner, card.face_up, card.orientation)
        found = self.hidden.get(key)
        if found is None:
            found = self.hidden[key] = CardView(None, None, card.owner, card.face_up, card.orientation, (), (), (), ())
        return found

    def card(
        self, iid: InstanceId, card: CardInstance, seen: bool, down: bool, up: bool, ids_shown: bool, zone: str
    ) -> CardView:
        """A card of a zone (or one given to a card of it) as the viewer sees it."""
        attached, tokens, counters = card.attached, card.tokens, card.counters
        if not (seen or attached or tokens or counters or ids_shown):
            return self.placeholder(card)
        tokens_shown: Shown = tuple(sorted(tokens.items())) if tokens else ()
        counters_shown: Shown = tuple(sorted(counters.items())) if counters else ()
        if attached:
            cards, mask, targets = self.cards, self.mask, self.targets
            if targets is None:
                targets = self.targeted()
            kept_seen, kept_unseen = self.kept_seen, self.kept_unseen
            under: list[CardView] = []
            printed: list[CardId] = []
            for other in attached:
                given = cards[other]
                printed.append(given.card_id)
                known = (up if given.face_up else down) or bool(given.known_to & mask)
                name = given.zone.name
                if (
                    given.attached
                    or given.tokens
                    or given.counters
                    or not (known or ids_shown)
                    or (known and other in targets)
                ):
                    under.append(self.card(other, given, known, down, up, ids_shown, name))
                    continue
                held = (kept_seen if known else kept_unseen).get(other)  # `untouched`, its check inlined
                if held is not None and held[0] == (
                    name,
                    ids_shown,
                    given.attached_to,
                    given.face_up,
                    given.orientation,
                    given.owner,
                    given.card_id,
                ):
                    under.append(held[1])
                else:
                    under.append(self.untouched(other, given, known, ids_shown, name))
            attached_views: tuple[CardView, ...] = tuple(under)
            given_ids = tuple(printed)
        else:
            attached_views = given_ids = ()
        shown = self.shown_numbers(iid, card, zone, tokens_shown, counters_shown, given_ids) if seen else ()
        last = self.kept_built.get(iid)
        if (
            last is not None
            and last.stats == shown
            and last.attached == attached_views
            and last.tokens == tokens_shown
            and last.counters == counters_shown
            and last.iid == (iid if ids_shown else None)
            and last.card_id == (card.card_id if seen else None)
            and last.face_up is card.face_up
            and last.orientation == card.orientation
            and last.owner == card.owner
        ):
            return last  # the same as its last view (checked field by field): kept, so its zone's view may be too
        view = self.kept_built[iid] = CardView(
            iid if ids_shown else None,
            card.card_id if seen else None,
            card.owner,
            card.face_up,
            card.orientation,
            attached_views,
            tokens_shown,
            counters_shown,
            shown,
        )
        return view

    def targeted(self) -> set[int]:
        """The cards some effect targets now (continuous abilities evaluated once per view)."""
        targets = self.targets
        if targets is None:
            targets = self.targets = {target for effect in self.game.all_effects() for target in effect.targets}
        return targets

    def shown_numbers(
        self, iid: InstanceId, card: CardInstance, zone: str, tokens: Shown, counters: Shown, given: tuple[CardId, ...]
    ) -> Shown:
        """A visible card's numbers, sorted. Those of a card no effect targets come from the card, its zone, whether
        it lies under a card, its tokens and counters (and the cards attached to it and whose turn it is) alone
        where the ruleset says so (`plain_stats`): worked out once for each such combination. Those of a card effects
        target, where the ruleset says they follow from those and the effects (`stats_follow_effects`), once for each
        such combination with the effects' kinds, values, ids and sources."""
        free = card.attached_to is None
        if given:  # also the printed cards attached, and whose turn it is (a DON!! given counts then)
            mine = card.controller == self.game.state.turn_player
            key: tuple[Any, ...] = (card.card_id, zone, free, tokens, counters, given, mine)
        else:
            key = (card.card_id, zone, free, tokens, counters) if tokens or counters else (card.card_id, zone, free)
        targets = self.targets
        if iid not in (targets if targets is not None else self.targeted()):
            found = self.numbers.get(key, _ASK)
            if found is _ASK:
                plain = self.ruleset.plain_stats(self.game.database.get(card.card_id))
                found = self.worked_out(iid)
                self.numbers[key] = found if plain else None
                return found
            if found is not None:
                return found  # type: ignore[no-any-return]
            return self.worked_out(iid)
        follows = self.follows.get(card.card_id)
        if follows is None:
            follows = self.follows[card.card_id] = self.ruleset.stats_follow_effects(
                self.game.database.get(card.card_id)
            )
        if not follows:
            return self.worked_out(iid)
        key = (key, tuple([(e.kind, e.value, e.eid, e.source) for e in self.game.effects_targeting(iid)]))
        affected = self.affected
        try:
            found = affected.get(key)
        except TypeError:  # an effect's value that cannot be a key (a list): worked out every time
            return self.worked_out(iid)
        if found is None:
            if len(affected) >= _AFFECTED_KEPT:  # lasting effects have new ids in every game: not kept forever
                affected.clear()
            found = affected[key] = self.worked_out(iid)
        return found

    def worked_out(self, iid: InstanceId) -> Shown:
        """A card's numbers as the ruleset works them out now, sorted."""
        stats = self.card_stats(self.game, iid)
        return tuple(sorted(stats.items())) if stats else ()


def build_view(game: Game, viewer: PlayerId | None) -> View:
    """What `viewer` may know now (`Game.view`, inside its `frozen_effects()`)."""
    state = game.state
    zones = ViewBuilder(game, viewer).zones()
    decision = asked_by(game, state.decision, viewer)
    if decision is not None and decision.player != viewer:
        decision = decision.public()
    effects = (
        tuple(
            (effect.kind, target, effect.until)
            for effect in state.effects
            for target in effect.targets
            if target in state.cards and can_see(game, viewer, target)
        )
        if state.effects
        else ()
    )
    return View(
        viewer, state.turn, state.turn_player, state.phase, state.step, zones,
        tuple([tuple(sorted(c.items())) if c else () for c in state.player_counters]), decision, state.outcome, effects,
        game.ruleset.battle(game), game.ruleset.stat_modifiers(game, viewer),
    )  # fmt: skip
