"""A new snapshot on the table: only what changed is redrawn (zones whose cards changed, plates whose numbers
changed), and cards that moved glide from where they were, so the eye can follow a draw, a play, a K.O."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from desktop.playmat.build import CardFactory, arrange
from desktop.playmat.card_item import CardItem
from desktop.playmat.geometry import TableGeometry
from desktop.playmat.zone_item import PlateItem, ZoneItem
from desktop.qt import QEasingCurve, QGraphicsScene, QPointF, QPropertyAnimation
from desktop.table import Snapshot
from desktop.words import player_name
from engine.ids import PlayerId, ZoneRef, opponent
from engine.layout import ZoneStyle
from engine.ruleset import Ruleset
from engine.views import CardView, ZoneView

GLIDE_MS = 320  # a moved card's trip to its new place, at animation speed 1


@dataclass
class TableItems:
    """The scene's items for one seat's table, kept between snapshots: zone frames, plates, and card items
    (`cards`: by instance id, for the cards anyone may track; every zone's items in `by_zone`)."""

    scene: QGraphicsScene
    ruleset: Ruleset
    factory: CardFactory
    geometry: TableGeometry
    seat_roles: tuple[str, str]
    spectator: bool
    coverage: tuple[tuple[str, str], tuple[str, str]]
    cards: dict[int, CardItem] = field(default_factory=dict)
    zones: dict[ZoneRef, ZoneItem] = field(default_factory=dict)
    by_zone: dict[ZoneRef, list[CardItem]] = field(default_factory=dict)
    shown: dict[ZoneRef, ZoneView] = field(default_factory=dict)
    plates: dict[PlayerId, PlateItem] = field(default_factory=dict)
    glides: list[QPropertyAnimation] = field(default_factory=list)
    turned: list[tuple[CardItem, float]] = field(default_factory=list)  # cards whose orientation changed, by how much
    stale: set[str] = field(default_factory=set)  # card ids whose picture arrived: their items are made again
    played_by: str = ""  # who plays the shown seat for the person here ("your bot"): its plate says "On turn"

    def update(self, snapshot: Snapshot, animation_speed: float, keep_still: Callable[[CardItem], None]) -> None:
        """Bring the items up to `snapshot`: new and changed cards made, gone ones removed, changed zones laid
        out again, moved cards gliding from their old place. `keep_still(item)` settles an item (a lifted hand
        card) before its zone is laid out again."""
        for glide in self.glides:
            glide.stop()
        self.glides.clear()
        self._update_plates(snapshot)
        starts = self._move_starts(snapshot)
        self.turned.clear()
        made: list[CardItem] = []
        for zone in snapshot.view.zones:
            place = self.geometry.places.get(zone.ref)
            if place is None:
                continue
            frame = self.zones.get(zone.ref)
            if frame is None:
                frame = self.zones[zone.ref] = ZoneItem(place, self._label(zone.ref), zone.count, zone.tokens)
                self.scene.addItem(frame)
            else:
                frame.set_state(zone.count, zone.tokens)
            if self.shown.get(zone.ref) == zone:
                continue  # nothing in this zone changed: its items stay as they are
            self.shown[zone.ref] = zone
            old = self.by_zone.get(zone.ref, [])
            for item in old:
                keep_still(item)
            items = self._zone_items(zone, old, made)
            self.by_zone[zone.ref] = items
            arrange(place, items)
            self._snap(items)
        self.stale.clear()
        if animation_speed > 0:
            for item in made:
                start = starts.get(item.iid) if item.iid is not None else None
                if start is not None:
                    self._glide(item, start, animation_speed)
            for item, delta in self.turned:  # rested to attack, stood up again: the card turns
                self._animate(item, b"rotation", item.rotation() + delta, item.rotation(), animation_speed)

    def _snap(self, items: list[CardItem]) -> None:
        """Put cards on whole screen pixels: a card's cached picture is reused only when it moves by whole pixels
        (a move by a fraction of a pixel paints the card again)."""
        views = self.scene.views()
        scale = views[0].transform().m11() if views else 0.0
        if scale <= 0:
            return
        for item in items:
            pos = item.pos()
            item.setPos(round(pos.x() * scale) / scale, round(pos.y() * scale) / scale)

    def refresh(self) -> None:
        """Forget what is shown, so the next update lays every zone out again (after a cancelled drag)."""
        self.shown.clear()

    def new_picture(self, card_id: str) -> None:
        """A card's picture arrived: the next update makes the items showing it (or carrying it) again."""
        for ref, items in self.by_zone.items():
            if any(_shows(item.card, {card_id}) for item in items):
                self.stale.add(card_id)
                self.shown.pop(ref, None)

    def _label(self, ref: ZoneRef) -> str:
        label = self.ruleset.zone_spec(ref.name).label
        return f"{label} {ref.slot}" if ref.slot else label

    def _zone_items(self, zone: ZoneView, old: list[CardItem], made: list[CardItem]) -> list[CardItem]:
        """The zone's items now: unchanged cards keep their item, the rest get new ones, gone ones are removed."""
        place = self.geometry.places[zone.ref]
        shown = zone.cards if place.style is not ZoneStyle.STACK else zone.cards[-4:]
        tracked = {item.iid: item for item in old if item.iid is not None}
        kept: set[int] = set()
        items = []
        for index, card in enumerate(shown):
            item = tracked.get(card.iid) if card.iid is not None else (old[index] if index < len(old) else None)
            if item is None or item.card != card or id(item) in kept or _shows(card, self.stale):
                before = item
                item = self.factory.make(card, zone)
                self.scene.addItem(item)
                made.append(item)
                if before is not None and before.iid == item.iid and round(before.turn) != round(item.turn):
                    self.turned.append((item, (before.turn - item.turn + 180) % 360 - 180))
            kept.add(id(item))
            items.append(item)
            if item.iid is not None:
                self.cards[item.iid] = item
        for item in old:
            if id(item) not in kept:
                if item.iid is not None and self.cards.get(item.iid) is item:
                    del self.cards[item.iid]
                self.scene.removeItem(item)
        return items

    def _move_starts(self, snapshot: Snapshot) -> dict[int, QPointF]:
        """Where each card that moved in this snapshot's events comes from: its old item, else its old zone."""
        starts: dict[int, QPointF] = {}
        for event in snapshot.events:
            if event.kind != "move" or event.new_card is None:
                continue
            before = self.cards.get(event.card) if event.card is not None else None
            if before is not None and before.scene() is self.scene:
                starts[event.new_card] = before.pos()
            elif event.src is not None and event.src in self.geometry.places:
                centre = self.geometry.places[event.src].rect.center()
                starts[event.new_card] = centre - QPointF(50, 70)
        return starts

    def _glide(self, item: CardItem, start: QPointF, speed: float) -> None:
        end = item.pos()
        if (end - start).manhattanLength() >= 1:
            self._animate(item, b"pos", start, end, speed)

    def _animate(self, item: CardItem, what: bytes, start: object, end: object, speed: float) -> None:
        """Move one property of an item from `start` to `end` (it is set to `start` at once)."""
        animation = QPropertyAnimation(item, what)
        animation.setDuration(int(GLIDE_MS / speed))
        animation.setStartValue(start)
        animation.setEndValue(end)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        item.setProperty(what.decode(), start)
        self.glides.append(animation)
        animation.start()

    def _update_plates(self, snapshot: Snapshot) -> None:
        view = snapshot.view
        decider = view.decision.player if view.decision is not None and view.outcome is None else None
        for player in (snapshot.seat, opponent(snapshot.seat)):
            counters = [
                (name.replace("_", " ").capitalize(), str(value)) for name, value in view.player_counters[player]
            ]
            role = self.seat_roles[player] or ("you" if player == snapshot.seat else "opponent")
            turn = ""
            if view.turn_player == player and view.outcome is None:
                mine = player == snapshot.seat
                if self.spectator or (mine and self.played_by):  # nobody here plays the seat: not "Your turn"
                    turn = "▶ On turn"
                else:
                    turn = "▶ Your turn" if mine else "▶ Their turn"
            rect = self.geometry.plate_rect(player == snapshot.seat)
            old = self.plates.get(player)
            state = (player_name(player), role, counters, turn, decider == player)
            if old is not None and (old.title, old.role, old.counters, old.turn, old.deciding) == state:
                continue
            if old is not None:
                self.scene.removeItem(old)
            mine = player == snapshot.seat and not self.spectator  # a player sees their own deck's coverage
            plate = self.plates[player] = PlateItem(rect, *state, self.coverage[player] if mine else ("", ""))
            self.scene.addItem(plate)


def _shows(card: CardView, card_ids: set[str]) -> bool:
    return bool(card_ids) and (card.card_id in card_ids or any(a.card_id in card_ids for a in card.attached))
