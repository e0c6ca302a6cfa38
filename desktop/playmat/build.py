"""Turning one View into positioned card items: stacks, rows, fans and slots, per the zone's style."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from desktop.cards.images import CardImages
from desktop.playmat.card_item import CardItem
from desktop.playmat.geometry import CARD_W, LABEL_H, PAD, ZonePlace
from desktop.qt import QColor, QPointF, QRectF
from desktop.words import Words
from engine.formats.cards import CardDatabase
from engine.layout import ZoneStyle
from engine.ruleset import Ruleset
from engine.views import CardView, ZoneView

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

    def picture(self, card: CardView) -> Any:
        if card.card_id is None or card.card_id not in self.database:
            return self.images.back()
        return self.images.face(self.database.get(card.card_id))

    def rotation(self, card: CardView) -> float:
        orientations = self.ruleset.orientations
        index = orientations.index(card.orientation) if card.orientation in orientations else 0
        return (0.0, 90.0, 180.0, 270.0)[index % 4]

    def badges(self, card: CardView) -> list[tuple[str, QColor]]:
        found: list[tuple[str, QColor]] = []
        if not card.face_up and card.card_id is not None:
            found.append(("face down", QColor("#555")))
        definition = (
            self.database.get(card.card_id) if card.card_id is not None and card.card_id in self.database else None
        )
        for name, value in card.stats:
            printed = getattr(definition, name, None) if definition is not None else None
            if printed is None and definition is not None:
                printed = definition.stats.get(name)
            if isinstance(printed, int) and not isinstance(printed, bool) and printed != value:
                found.append((f"{name} {value}", UP if value > printed else DOWN))
        for name, value in card.counters:
            found.append((f"{name} {value:+d}" if name.startswith(("+", "-")) else f"{name} {value}", COUNTER))
        return found

    def make(self, card: CardView, zone: ZoneView) -> CardItem:
        attached = [(self.picture(a), self.words.card(a.iid, a.card_id)) for a in card.attached]
        return CardItem(card, zone.ref, self.picture(card), attached, self.badges(card), self.rotation(card))


def _place_centre(item: CardItem, centre: QPointF) -> None:
    item.setPos(centre - QPointF(item.width / 2, item.height / 2))


def inner_rect(place: ZonePlace) -> QRectF:
    return place.rect.adjusted(PAD, PAD + LABEL_H, -PAD, -PAD)


def arrange(place: ZonePlace, items: list[CardItem]) -> None:
    """Position a zone's card items (bottom card first) per the zone's style."""
    if not items:
        return
    inner = inner_rect(place)
    style = place.style
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
        _fan(inner, items, place.mirrored)
    else:
        _row(inner, items)
    for z, item in enumerate(items):
        item.setZValue(z)


def _row(inner: QRectF, items: list[CardItem]) -> None:
    """Side by side, each card with the attached cards peeking out beside it (a rested host's) in its own room."""
    extents = [i.extent() for i in items]
    widths = [e.width() for e in extents]
    gap = 10.0
    total = sum(widths) + gap * (len(items) - 1)
    if total > inner.width() and len(items) > 1:
        gap = (inner.width() - sum(widths)) / (len(items) - 1)
        total = inner.width()
    x = inner.left() + max(0.0, (inner.width() - total) / 2)
    for item, extent, width in zip(items, extents, widths, strict=True):
        shift = item.width / 2 - extent.center().x()  # from the middle of its room to the middle of the card
        _place_centre(item, QPointF(x + width / 2 + shift, inner.center().y()))
        x += width + gap


def _fan(inner: QRectF, items: list[CardItem], mirrored: bool) -> None:
    count = len(items)
    step = CARD_W * 0.82 if count < 2 else min(CARD_W * 0.82, (inner.width() - CARD_W) / (count - 1))
    total = CARD_W + step * (count - 1)
    left = inner.left() + (inner.width() - total) / 2
    middle = (count - 1) / 2
    for index, item in enumerate(items):
        spread = (index - middle) / max(1.0, middle)
        lift = 6.0 * spread * spread
        angle = 3.0 * spread
        if mirrored:
            angle = -angle
            lift = -lift
        item.setRotation(angle)
        _place_centre(item, QPointF(left + CARD_W / 2 + index * step, inner.center().y() + lift))
