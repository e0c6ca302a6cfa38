"""Where every zone sits in scene coordinates: own half at the bottom, the opponent's mirrored on top."""

from __future__ import annotations

from dataclasses import dataclass

from desktop.qt import QRectF
from engine.ids import SHARED, PlayerId, ZoneRef, opponent
from engine.layout import TableLayout, ZoneLayout, ZoneStyle
from engine.ruleset import Ruleset
from engine.zones import Visibility

CARD_W = 100.0
CARD_H = 140.0
PAD = 8.0  # inside a zone's frame
LABEL_H = 18.0  # the zone's name above its cards
GAP = 12.0  # between zones
UNIT_X = CARD_W + 2 * PAD + GAP
UNIT_Y = CARD_H + 2 * PAD + LABEL_H + GAP
PLATE_W = 150.0  # the player plate (name, counters) left of each half
CENTRE_H = 60.0  # the centre line band when no shared zone sits there (the battle panel sits on it)


@dataclass(frozen=True)
class ZonePlace:
    """One concrete zone's frame on the table and how to draw it."""

    ref: ZoneRef
    rect: QRectF
    style: ZoneStyle
    mirrored: bool  # on the opponent's half


def default_layout(ruleset: Ruleset) -> TableLayout:
    """A plain layout for a ruleset that declares none: open zones in a row, hidden ones beside, hand below."""
    top: list[ZoneLayout] = []
    bottom: list[ZoneLayout] = []
    x_top = x_bottom = 0.0
    for spec in ruleset.zones:
        if not spec.per_player:
            continue
        for slot in spec.slots():
            if spec.visibility == Visibility.OWNER:
                bottom.append(ZoneLayout(spec.name, x_bottom, 1, width=4, style=ZoneStyle.FAN, slot=slot))
                x_bottom += 4.2
            elif not spec.ordered or spec.positions:
                style = ZoneStyle.SLOT if spec.positions else ZoneStyle.ROW
                width = 1.0 if spec.positions else 3.0
                top.append(ZoneLayout(spec.name, x_top, 0, width=width, style=style, slot=slot))
                x_top += width + 0.2
            else:
                bottom.append(ZoneLayout(spec.name, x_bottom, 1, slot=slot))
                x_bottom += 1.2
    shared = tuple(
        ZoneLayout(spec.name, 1.2 * i, 0) for i, spec in enumerate(s for s in ruleset.zones if not s.per_player)
    )
    return TableLayout(zones=tuple(top + bottom), shared=shared)


class TableGeometry:
    """Scene rectangles for every zone of both players, seen from `seat` (drawn at the bottom)."""

    def __init__(self, ruleset: Ruleset, seat: PlayerId) -> None:
        layout = ruleset.layout or default_layout(ruleset)
        self.seat = seat
        self.layout = _with_unplaced(ruleset, layout)
        half_w = max((z.x + z.width for z in self.layout.zones), default=1.0) * UNIT_X - GAP
        shared_w = max((z.x + z.width for z in self.layout.shared), default=0.0) * UNIT_X - GAP
        self.width = max(half_w, shared_w)
        self.half_h = max((z.y + z.height for z in self.layout.zones), default=1.0) * UNIT_Y - GAP
        shared_h = max((z.height for z in self.layout.shared), default=0.0) * UNIT_Y
        self.centre_h = max(CENTRE_H, shared_h + GAP)
        self.left = PLATE_W + GAP  # the half starts right of the plates
        self.places: dict[ZoneRef, ZonePlace] = {}
        for zone in self.layout.zones:
            for owner in (seat, opponent(seat)):
                ref = ZoneRef(zone.zone, owner, zone.slot)
                self.places[ref] = ZonePlace(ref, self._rect(zone, owner != seat), zone.style, owner != seat)
        for zone in self.layout.shared:
            ref = ZoneRef(zone.zone, SHARED, zone.slot)
            w, h = zone.width * UNIT_X - GAP, zone.height * UNIT_Y - GAP
            rect = QRectF(self.left + zone.x * UNIT_X, self.half_h + (self.centre_h - h) / 2, w, h)
            self.places[ref] = ZonePlace(ref, rect, zone.style, False)

    @property
    def scene_rect(self) -> QRectF:
        return QRectF(0, 0, self.left + self.width, 2 * self.half_h + self.centre_h).adjusted(-GAP, -GAP, GAP, GAP)

    def centre_rect(self, height: float) -> QRectF:
        """A band `height` high on the centre line, over the middle four fifths of the table."""
        y = self.half_h + self.centre_h / 2
        return QRectF(self.left + self.width * 0.1, y - height / 2, self.width * 0.8, height)

    def half_rect(self, mine: bool) -> QRectF:
        top = self.half_h + self.centre_h if mine else 0.0
        return QRectF(self.left, top, self.width, self.half_h)

    def plate_rect(self, mine: bool) -> QRectF:
        half = self.half_rect(mine)
        height = min(half.height(), 170.0)
        top = half.top() if mine else half.bottom() - height  # both plates hug the centre line
        return QRectF(0, top, PLATE_W, height)

    def _rect(self, zone: ZoneLayout, mirrored: bool) -> QRectF:
        w, h = zone.width * UNIT_X - GAP, zone.height * UNIT_Y - GAP
        x, y = zone.x * UNIT_X, zone.y * UNIT_Y
        if mirrored:
            return QRectF(self.left + self.width - x - w, self.half_h - y - h, w, h)
        return QRectF(self.left + x, self.half_h + self.centre_h + y, w, h)


def _with_unplaced(ruleset: Ruleset, layout: TableLayout) -> TableLayout:
    """The layout plus a column for any declared zone it forgot, so no card is ever undrawn."""
    placed = {(z.zone, z.slot) for z in (*layout.zones, *layout.shared)}
    right = max((z.x + z.width for z in layout.zones), default=0.0) + 0.2
    extra: list[ZoneLayout] = []
    extra_shared: list[ZoneLayout] = []
    for spec in ruleset.zones:
        for slot in spec.slots():
            if (spec.name, slot) in placed:
                continue
            if spec.per_player:
                extra.append(ZoneLayout(spec.name, right + (len(extra) // 2) * 1.2, len(extra) % 2, slot=slot))
            else:
                extra_shared.append(ZoneLayout(spec.name, len(layout.shared) + len(extra_shared) * 1.2, 0, slot=slot))
    if not extra and not extra_shared:
        return layout
    return TableLayout(layout.zones + tuple(extra), layout.shared + tuple(extra_shared), layout.gestures)
