"""Turning one View into positioned card items: stacks, rows, fans and slots, per the zone's style."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from desktop.cards.faces import printed
from desktop.cards.images import CardImages
from desktop.playmat.card_item import CardItem, Number
from desktop.playmat.geometry import CARD_W, LABEL_H, ZonePlace
from desktop.qt import QColor, QPointF, QRectF
from desktop.words import Words
from engine.formats.cards import CardDatabase, CardDefinition
from engine.layout import DEFAULT_FACE, ZoneStyle
from engine.ruleset import Ruleset
from engine.views import CardView, ZoneView
from engine.zones import Visibility

CROWDED_FAN = 10  # more cards than this in a hand: no longer curved
UP = QColor("#2e9e5b")
DOWN = QColor("#c0392b")
COUNTER = QColor("#7d4cad")


@dataclass
class CardFactory:
    """Makes card items with their pictures, badges and rotation."""

    ruleset: Ruleset
    database: CardDatabase
    images: CardImages
    words: Words

    def __post_init__(self) -> None:
        layout = self.ruleset.layout
        self.numbers = layout.face if layout is not None else DEFAULT_FACE
        self.images.use_numbers(self.numbers)

    def definition(self, card: CardView) -> CardDefinition | None:
        if card.card_id is None or card.card_id not in self.database:
            return None
        return self.database.get(card.card_id)

    def shows_face(self, card: CardView, zone: ZoneView | None) -> bool:
        """Whether the table shows the card's face: known and face up, or face down where only some may know it
        (its owner's level card); a face-down card anyone may know (a DON!! deck) shows its back."""
        if card.face_up:
            return True
        if zone is None:
            return False
        return self.ruleset.zone_spec(zone.ref.name).face_down_visibility != Visibility.EVERYONE

    def picture(self, card: CardView, zone: ZoneView | None = None) -> Any:
        definition = self.definition(card)
        if definition is None or not self.shows_face(card, zone):
            return self.images.back()
        return self.images.face(definition)

    def live_numbers(self, card: CardView) -> list[Number]:
        """The face's numbers that differ from the printed ones now, to draw over them (green up, red down)."""
        definition = self.definition(card)
        if definition is None or not card.stats:
            return []
        live = dict(card.stats)
        found = []
        for number in self.numbers:
            was = printed(definition, number)
            if was is None or number.stat not in live:
                continue
            now = number.text.format(live[number.stat])
            if now != was:
                value = _number(definition, number.stat)
                up = value is None or live[number.stat] > value
                found.append(Number(number.spot, now, UP if up else DOWN))
        return found

    def rotation(self, card: CardView) -> float:
        orientations = self.ruleset.orientations
        index = orientations.index(card.orientation) if card.orientation in orientations else 0
        return (0.0, 90.0, 180.0, 270.0)[index % 4]

    def badges(self, card: CardView, zone: ZoneView | None = None) -> list[tuple[str, QColor]]:
        """Pills for what the face does not show: face down (where its face is shown), changed numbers the face
        does not print (those are drawn over the printed ones), counters."""
        found: list[tuple[str, QColor]] = []
        if not card.face_up and card.card_id is not None and self.shows_face(card, zone):
            found.append(("face down", QColor("#555")))
        definition = self.definition(card)
        on_face = {n.stat for n in self.numbers if definition is not None and printed(definition, n) is not None}
        for name, value in card.stats:
            printed_value = _number(definition, name) if definition is not None else None
            if name not in on_face and printed_value is not None and printed_value != value:
                found.append((f"{name} {value}", UP if value > printed_value else DOWN))
        for name, value in card.counters:
            found.append((f"{name} {value:+d}" if name.startswith(("+", "-")) else f"{name} {value}", COUNTER))
        return found

    def make(self, card: CardView, zone: ZoneView) -> CardItem:
        attached = [(self.picture(a, zone), self.words.card(a.iid, a.card_id)) for a in card.attached]
        item = CardItem(
            card, zone.ref, self.picture(card, zone), attached, self.badges(card, zone), self.rotation(card)
        )
        item.numbers = self.live_numbers(card)
        if card.card_id is not None and self.shows_face(card, zone):
            item.name = self.words.card(card.iid, card.card_id)
            definition = self.definition(card)  # the spots its face prints a number at: its name band keeps clear
            item.spots = frozenset(n.spot for n in self.numbers if definition and printed(definition, n) is not None)
        return item


def _number(definition: CardDefinition, stat: str) -> int | None:
    value = getattr(definition, stat) if stat in ("cost", "power") else definition.stats.get(stat)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _place_centre(item: CardItem, centre: QPointF) -> None:
    item.setPos(centre - QPointF(item.width / 2, item.height / 2))


def inner_rect(place: ZonePlace) -> QRectF:
    return place.rect.adjusted(place.pad, place.pad + LABEL_H, -place.pad, -place.pad)


def arrange(place: ZonePlace, items: list[CardItem]) -> None:
    """Position a zone's card items (bottom card first) per the zone's style."""
    if not items:
        return
    inner = inner_rect(place)
    style = place.style
    for item in items:
        item.setScale(place.scale)
    if style is ZoneStyle.STACK:
        top = items[-1]
        _place_centre(top, inner.center() + QPointF(top.width / 2 - top.extent().center().x(), 0))
        for depth, item in enumerate(items[:-1][-3:]):
            _place_centre(item, inner.center() + QPointF(-2.0 * (3 - depth), 2.0 * (3 - depth)))
    elif style is ZoneStyle.SLOT:
        for index, item in enumerate(items):
            offset = 10.0 * (len(items) - 1 - index)
            _place_centre(item, inner.center() + QPointF(0, -offset))
    elif style is ZoneStyle.FAN:
        _fan(inner, items, place.mirrored, place.scale)
    else:
        _row(inner, items, place.scale)
    for z, item in enumerate(items):
        item.setZValue(z)


def _row(inner: QRectF, items: list[CardItem], scale: float) -> None:
    """Side by side, each card with the attached cards peeking out beside it (a rested host's) in its own room."""
    extents = [i.extent() for i in items]
    widths = [e.width() * scale for e in extents]
    gap = 10.0
    total = sum(widths) + gap * (len(items) - 1)
    if total > inner.width() and len(items) > 1:
        gap = (inner.width() - sum(widths)) / (len(items) - 1)
        total = inner.width()
    x = inner.left() + max(0.0, (inner.width() - total) / 2)
    for item, extent, width in zip(items, extents, widths, strict=True):
        shift = (item.width / 2 - extent.center().x()) * scale  # from the middle of its room to the card's
        _place_centre(item, QPointF(x + width / 2 + shift, inner.center().y()))
        x += width + gap


def _fan(inner: QRectF, items: list[CardItem], mirrored: bool, scale: float) -> None:
    count = len(items)
    card_w = CARD_W * scale
    step = card_w + 8 if count < 2 else min(card_w + 8, (inner.width() - card_w) / (count - 1))  # apart if room
    total = card_w + step * (count - 1)
    left = inner.left() + (inner.width() - total) / 2
    middle = (count - 1) / 2
    crowded = count > CROWDED_FAN  # a straight row: cards that only slide keep their cached pictures
    for index, item in enumerate(items):
        spread = 0.0 if crowded else (index - middle) / max(1.0, middle)
        lift = 6.0 * spread * spread
        angle = 3.0 * spread
        if mirrored:
            angle = -angle
            lift = -lift
        item.setRotation(angle)
        _place_centre(item, QPointF(left + card_w / 2 + index * step, inner.center().y() + lift))
