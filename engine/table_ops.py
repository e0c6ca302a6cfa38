"""Physical operations on the table: looking at cards and zones, moving cards, tokens, shuffles and triggers."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from engine.events import EVERYONE, Event, seat_mask
from engine.ids import SHARED, CardId, InstanceId, PlayerId, ZoneRef
from engine.kept import Kept
from engine.rng import SHUFFLE_COUNTS, SHUFFLE_KEY, keyed_shuffle
from engine.state import CardInstance, PendingTrigger
from engine.zones import Visibility, ZoneSpec

if TYPE_CHECKING:
    from engine.formats.cards import CardDatabase
    from engine.rng import Rng
    from engine.ruleset import Ruleset
    from engine.state import GameState

TokenPlace = ZoneRef | InstanceId

_SEEN_BY_ALL, _SEEN_BY_OWNER = int(Visibility.EVERYONE), int(Visibility.OWNER)
_MADE: Kept[object, Any] = Kept(512)  # rulesets made by the hundred (tests): the old ones forgotten
S = TypeVar("S")
R = TypeVar("R")


def made_once(what: str, source: S, make: Callable[[S], R]) -> R:
    """`make(source)`, worked out once per `source` object (a ruleset's zone or phase table, its handlers or action
    rules: made once and never changed) and looked up after: tables the kernel reads at every step or game."""
    made: R = _MADE.answer(source, make, source, what)
    return made


def sight_levels(zones: tuple[ZoneSpec, ...]) -> dict[str, tuple[int, int]]:
    """Each declared zone's `Visibility` of a face-down and of a face-up card (`min` of the two levels for a face-down
    one, as `ZoneSpec.visible_to`), by name: what `seers` reads at every move. Worked out once per zone table."""

    def levels(specs: tuple[ZoneSpec, ...]) -> dict[str, tuple[int, int]]:
        return {s.name: (int(min(s.visibility, s.face_down_visibility)), int(s.visibility)) for s in specs}

    return made_once("sight", zones, levels)


class TableOps:
    """Mixed into `Game`: the operations that move things around the table.

    Rulesets call these from their procedures; each keeps the state consistent and emits the events the log and the
    views need. None of them checks the rules: callers have. Continuous effects are `engine.effect_ops`'s."""

    __slots__ = ()
    state: GameState
    ruleset: Ruleset
    database: CardDatabase
    _rng: Rng
    _sight: dict[str, tuple[int, int]]  # `sight_levels` of the ruleset's zones

    def emit(self, event: Event) -> None:
        raise NotImplementedError

    if TYPE_CHECKING:  # `EffectOps`'s, mixed into `Game` with this class

        def _drop_effects_of(self, gone: InstanceId) -> None: ...

    # Looking.

    def card(self, iid: InstanceId) -> CardInstance:
        return self.state.cards[iid]

    def zone(self, ref: ZoneRef) -> list[InstanceId]:
        """The cards in a zone, bottom first (the last one is the top)."""
        return self.state.zones[ref]

    def zone_of(self, name: str, owner: PlayerId, slot: int = 0) -> list[InstanceId]:
        return self.state.zones[ZoneRef(name, owner, slot)]

    def top(self, ref: ZoneRef, count: int = 1) -> list[InstanceId]:
        """Up to `count` cards from the top, the top card first."""
        cards = self.state.zones[ref]
        return cards[::-1][:count]

    def can_see(self, viewer: PlayerId | None, iid: InstanceId) -> bool:
        """Whether `viewer` may know which card this is."""
        card = self.state.cards[iid]
        if viewer is not None and card.known_to & seat_mask(viewer):
            return True
        level = self._sight_level(card)
        return level == _SEEN_BY_ALL or (level == _SEEN_BY_OWNER and viewer is not None and viewer == card.zone.owner)

    def seers(self, iid: InstanceId) -> int:
        """The seat mask of players who may know this card where it lies (as `can_see` for each player)."""
        return self._seers_of(self.state.cards[iid])

    def _seers_of(self, card: CardInstance) -> int:
        level = self._sight_level(card)
        if level == _SEEN_BY_ALL:
            return EVERYONE
        known = card.known_to & EVERYONE
        owner = card.zone.owner
        if level == _SEEN_BY_OWNER and owner >= 0:
            return known | (1 << owner)
        return known

    def _sight_level(self, card: CardInstance) -> int:
        """Who may know the card where it lies, by its zone and facing (a `Visibility`, as `ZoneSpec.visible_to`)."""
        levels = self._sight.get(card.zone.name)
        if levels is None:
            self.ruleset.zone_spec(card.zone.name)  # a KeyError naming the undeclared zone
            raise AssertionError  # pragma: no cover - the zone table has every declared zone
        return levels[1] if card.face_up else levels[0]

    def ids_shown(self, ref: ZoneRef) -> bool:
        """Instance ids are hidden in zones nobody may look at, so they can't be tracked."""
        shown = self.ruleset.ids_shown_in.get(ref.name)
        if shown is None:  # not a declared zone: zone_spec says so
            return self.ruleset.zone_spec(ref.name).visibility != Visibility.NOBODY
        return shown

    def room_in(self, ref: ZoneRef) -> bool:
        capacity = self.ruleset.zone_spec(ref.name).capacity
        return capacity is None or len(self.state.zones[ref]) < capacity

    # Cards.

    def create_card(
        self, card_id: CardId, owner: PlayerId, ref: ZoneRef, *, face_up: bool = True, orientation: str = ""
    ) -> InstanceId:
        """Bring a card (or token card) into the game."""
        iid = InstanceId(self.state.new_id())
        controller = owner if ref.owner == SHARED else ref.owner
        self.state.cards[iid] = CardInstance(
            iid, card_id, owner, controller, ref, face_up, orientation or self.ruleset.orientations[0],
            entered_turn=self.state.turn,
        )  # fmt: skip
        self.state.zones[ref].append(iid)
        return iid

    def move(
        self,
        iid: InstanceId,
        dst: ZoneRef,
        *,
        bottom: bool = False,
        face_up: bool | None = None,
        orientation: str | None = None,
        keep_instance: bool = False,
        reveal: bool = False,
        rule: str = "",
    ) -> InstanceId:
        """Move a card to the top (or bottom) of `dst`; returns its new instance id.

        A card becomes a new object when it changes zone unless `keep_instance` (a rule
        that keeps it, such as a Weiß Schwarz stage-position move). Attached cards and tokens
        go where the ruleset says. `reveal` shows the card to both players on the way.
        """
        state = self.state
        ruleset = self.ruleset
        card = state.cards[iid]
        src = card.zone
        seen_before = EVERYONE if reveal else self._seers_of(card)
        ids_before = EVERYONE if self.ids_shown(src) else 0
        if card.attached_to is not None:
            state.cards[card.attached_to].attached.remove(iid)
            card.attached_to = None
        else:
            state.zones[src].remove(iid)
        if card.attached or card.tokens:
            self._release_attachments(card, dst)
        new_face_up = ruleset.zone_spec(dst.name).enters_face_up if face_up is None else face_up
        new_orientation = ruleset.orientations[0] if orientation is None else orientation
        if keep_instance:
            moved = card
            moved.zone, moved.face_up, moved.orientation = dst, new_face_up, new_orientation
        else:
            del state.cards[iid]
            controller = card.owner if dst.owner == SHARED else dst.owner
            moved = CardInstance(
                InstanceId(state.new_id()), card.card_id, card.owner, controller, dst, new_face_up,
                new_orientation, entered_turn=state.turn,
            )  # fmt: skip
            state.cards[moved.iid] = moved
            if state.effects:
                self._drop_effects_of(iid)
        zone = state.zones[dst]
        if bottom:
            zone.insert(0, moved.iid)
        else:
            zone.append(moved.iid)
        self.emit(
            Event(
                "move", player=card.controller, card=iid, new_card=moved.iid, card_id=card.card_id,
                src=src, dst=dst, rule=rule, visible_to=seen_before | self._seers_of(moved),
                ids_visible_to=ids_before, new_ids_visible_to=EVERYONE if self.ids_shown(dst) else 0,
            )
        )  # fmt: skip
        ruleset.after_move(self, iid, moved.iid, src, dst)  # type: ignore[arg-type]
        return moved.iid

    def change_control(self, iid: InstanceId, controller: PlayerId, *, rule: str = "") -> None:
        """Give a card to `controller`: it moves to that player's zone of the same name as the same object, with
        its tokens, attachments and orientation (an effect that changes control; not a zone change)."""
        card = self.state.cards[iid]
        src = card.zone
        dst = ZoneRef(src.name, controller)
        if src == dst:
            return
        self.state.zones[src].remove(iid)
        self.state.zones[dst].append(iid)
        card.zone, card.controller = dst, controller
        for attached in card.attached:
            self.state.cards[attached].zone = dst
        self.emit(
            Event(
                "move", player=controller, card=iid, new_card=iid, card_id=card.card_id, src=src, dst=dst,
                rule=rule, visible_to=self.seers(iid), ids_visible_to=EVERYONE if self.ids_shown(src) else 0,
                new_ids_visible_to=EVERYONE if self.ids_shown(dst) else 0,
            )
        )  # fmt: skip

    def _release_attachments(self, card: CardInstance, dst: ZoneRef) -> None:
        for attached in list(card.attached):
            target = self.ruleset.attachment_destination(self, card.zone, self.state.cards[attached].owner)  # type: ignore[arg-type]
            self.move(attached, target, orientation=self.ruleset.detached_orientation)
        for kind, count in sorted(card.tokens.items()):
            place = self.ruleset.token_destination(self, card.zone, kind)  # type: ignore[arg-type]
            if place is not None and count:
                pool = self.state.pools[place]
                pool[kind] = pool.get(kind, 0) + count
        card.tokens.clear()

    def attach(self, iid: InstanceId, host: InstanceId, *, rule: str = "") -> InstanceId:
        """Put a card under or on `host` (a given DON!!, a marker); it keeps no zone of its own."""
        state = self.state
        card, host_card = state.cards[iid], state.cards[host]
        src = card.zone
        state.zones[src].remove(iid)
        card.zone = host_card.zone
        card.attached_to = host
        host_card.attached.append(iid)
        self.emit(
            Event("attach", player=card.controller, card=iid, new_card=host, card_id=card.card_id, src=src,
                  dst=host_card.zone, rule=rule, visible_to=self.seers(iid))
        )  # fmt: skip
        return iid

    def shuffle(self, ref: ZoneRef, *, rule: str = "") -> None:
        cards = self.state.zones[ref]
        key = self.state.vars.get(SHUFFLE_KEY)
        if isinstance(key, str):  # keyed shuffles: one cryptographic stream per zone and shuffle
            counts = self.state.vars.setdefault(SHUFFLE_COUNTS, {})
            assert isinstance(counts, dict)
            label = f"{ref.name}/{int(ref.owner)}/{ref.slot}"
            number = counts.get(label, 0)
            assert isinstance(number, int)
            counts[label] = number + 1
            keyed_shuffle(cards, key, f"{label}#{number}")
        else:
            self._rng.shuffle(cards)
        for iid in cards:
            self.state.cards[iid].known_to = 0
        self.emit(Event("shuffle", player=ref.owner, dst=ref, amount=len(cards), rule=rule))

    def set_orientation(self, iid: InstanceId, orientation: str, *, rule: str = "") -> None:
        if orientation not in self.ruleset.orientations:
            raise ValueError(f"{orientation!r} is not an orientation of {self.ruleset.id}")
        card = self.state.cards[iid]
        if card.orientation != orientation:
            card.orientation = orientation
            self.emit(Event("orient", player=card.controller, card=iid, text=orientation, rule=rule))

    def turn_face(self, iid: InstanceId, face_up: bool, *, rule: str = "") -> None:
        card = self.state.cards[iid]
        if card.face_up != face_up:
            seen_before = self.seers(iid)
            card.face_up = face_up
            self.emit(
                Event("flip", player=card.controller, card=iid, card_id=card.card_id, amount=int(face_up),
                      rule=rule, visible_to=seen_before | self.seers(iid))
            )  # fmt: skip

    def reveal(self, iids: list[InstanceId], *, to: int = EVERYONE, rule: str = "") -> None:
        """Show cards (to both players, or to a seat mask) without moving them."""
        for iid in iids:
            card = self.state.cards[iid]
            self.emit(Event("reveal", player=card.controller, card=iid, card_id=card.card_id, src=card.zone,
                            rule=rule, visible_to=to | self.seers(iid),
                            ids_visible_to=EVERYONE if self.ids_shown(card.zone) else 0))  # fmt: skip

    def look(self, player: PlayerId, iids: list[InstanceId], *, rule: str = "") -> None:
        """`player` looks at cards and knows them until they move or their zone is shuffled."""
        for iid in iids:
            card = self.state.cards[iid]
            card.known_to |= seat_mask(player)
            self.emit(Event("look", player=player, card=iid if self.ids_shown(card.zone) else None,
                            card_id=card.card_id, src=card.zone, rule=rule,
                            visible_to=seat_mask(player), ids_visible_to=0))  # fmt: skip

    # Counters and tokens.

    def add_counter(self, iid: InstanceId, name: str, delta: int) -> None:
        counters = self.state.cards[iid].counters
        counters[name] = counters.get(name, 0) + delta
        if counters[name] == 0:
            del counters[name]
        self.emit(Event("counter", card=iid, text=name, amount=delta))

    def set_player_counter(self, player: PlayerId, name: str, value: int) -> None:
        self.state.player_counters[player][name] = value
        self.emit(Event("player_counter", player=player, text=name, amount=value))

    def tokens_at(self, place: TokenPlace, kind: str) -> int:
        pool = self.state.pools[place] if isinstance(place, ZoneRef) else self.state.cards[place].tokens
        return pool.get(kind, 0)

    def add_tokens(self, place: TokenPlace, kind: str, count: int) -> None:
        pool = self.state.pools[place] if isinstance(place, ZoneRef) else self.state.cards[place].tokens
        total = pool.get(kind, 0) + count
        if total < 0:
            raise ValueError(f"cannot take {-count} {kind} from {place}: only {pool.get(kind, 0)}")
        pool[kind] = total

    def move_tokens(self, kind: str, count: int, src: TokenPlace, dst: TokenPlace, *, rule: str = "") -> None:
        """Move counted tokens between zone pools and cards; the event names each end (a zone, or a card as
        `card` for the source and `new_card` for the destination)."""
        self.add_tokens(src, kind, -count)
        self.add_tokens(dst, kind, count)
        self.emit(Event("tokens", text=kind, amount=count, rule=rule,
                        card=None if isinstance(src, ZoneRef) else src,
                        new_card=None if isinstance(dst, ZoneRef) else dst,
                        src=src if isinstance(src, ZoneRef) else None,
                        dst=dst if isinstance(dst, ZoneRef) else None))  # fmt: skip

    # Triggers.

    def trigger(self, controller: PlayerId, ability: str, source: InstanceId | None, label: str, **data: Any) -> None:
        """Queue an automatic ability; it resolves at the next trigger check (the ruleset's
        check timing, or before the next act-or-pass window)."""
        self.state.triggers.append(PendingTrigger(self.state.new_id(), controller, ability, source, label, data))
        self.emit(Event("trigger", player=controller, card=source, text=label))
