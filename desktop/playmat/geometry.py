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
SHORT_ROW = 0.6  # the opponent's hand row, in card rows: their card backs matter less than the cards in play
MAX_STRETCH = 1.6  # how much wider than laid out the zones may be drawn to fill a wide window
MIN_STRETCH = 0.9  # how much narrower, in a narrow window (a one-card zone still holds its card upright)
COMPACT_PAD, COMPACT_GAP = 4.0, 6.0  # a short window's margins: its cards get the height (1024x700: +4 to 6 px wide)
COMPACT_BELOW = 640  # a table view fewer pixels high than this is short


@dataclass(frozen=True)
class ZonePlace:
    """One concrete zone's frame on the table and how to draw it."""

    ref: ZoneRef
    rect: QRectF
    style: ZoneStyle
    mirrored: bool  # on the opponent's half
    scale: float = 1.0  # its cards are drawn this much smaller (the opponent's short hand row)
    pad: float = PAD  # between its frame and its cards


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
    """Scene rectangles for every zone of both players, seen from `seat` (drawn at the bottom).

    `aspect`: the width / height of the window showing the table. A table narrower than that is bound by its
    height, so its zones are drawn wider (up to MAX_STRETCH) until it fills the window's width: cards keep their
    size, rows and fans get room; a table wider than the window is drawn a little narrower (down to MIN_STRETCH),
    so its cards are shown larger. The opponent's hand row is drawn short, so the rows in play get the height.
    """

    def __init__(self, ruleset: Ruleset, seat: PlayerId, aspect: float = 0.0, compact: bool = False) -> None:
        layout = ruleset.layout or default_layout(ruleset)
        self.seat = seat
        self.pad, self.gap = (COMPACT_PAD, COMPACT_GAP) if compact else (PAD, GAP)  # `compact`: a short window's
        self.unit_y = CARD_H + 2 * self.pad + LABEL_H + self.gap
        unit_x = CARD_W + 2 * self.pad + self.gap
        self.layout = _with_unplaced(ruleset, layout)
        columns = max((z.x + z.width for z in (*self.layout.zones, *self.layout.shared)), default=1.0)
        rows = max((z.y + z.height for z in self.layout.zones), default=1.0)
        self.half_h = rows * self.unit_y - self.gap  # own half, at the bottom
        self.short_y = _hand_row(self.layout, rows)
        self.top_h = self.half_h - (1 - SHORT_ROW) * self.unit_y if self.short_y is not None else self.half_h
        shared_h = max((z.height for z in self.layout.shared), default=0.0) * self.unit_y
        self.centre_h = max(CENTRE_H, shared_h + self.gap)
        self.left = PLATE_W + self.gap  # the half starts right of the plates
        height = self.top_h + self.centre_h + self.half_h + 2 * self.gap
        wanted = aspect * height - 2 * self.gap - self.left  # the half's width that fills the window
        stretch = (wanted + self.gap) / (columns * unit_x) if aspect > 0 else 1.0  # 0: not shown in a window yet
        self.unit_x = unit_x * max(MIN_STRETCH, min(MAX_STRETCH, stretch))
        self.width = columns * self.unit_x - self.gap
        self.places: dict[ZoneRef, ZonePlace] = {}
        for zone in self.layout.zones:
            for owner in (seat, opponent(seat)):
                ref = ZoneRef(zone.zone, owner, zone.slot)
                mirrored = owner != seat
                rect = self._rect(zone, mirrored)
                scale = 1.0
                if mirrored and zone.y == self.short_y:
                    scale = min(1.0, (rect.height() - 2 * self.pad - LABEL_H) / CARD_H)
                self.places[ref] = ZonePlace(ref, rect, zone.style, mirrored, scale, self.pad)
        for zone in self.layout.shared:
            ref = ZoneRef(zone.zone, SHARED, zone.slot)
            w, h = zone.width * self.unit_x - self.gap, zone.height * self.unit_y - self.gap
            rect = QRectF(self.left + zone.x * self.unit_x, self.top_h + (self.centre_h - h) / 2, w, h)
            self.places[ref] = ZonePlace(ref, rect, zone.style, False, pad=self.pad)

    @property
    def centre_y(self) -> float:
        """The centre line between the halves."""
        return self.top_h + self.centre_h / 2

    @property
    def scene_rect(self) -> QRectF:
        height = self.top_h + self.centre_h + self.half_h
        return QRectF(0, 0, self.left + self.width, height).adjusted(-self.gap, -self.gap, self.gap, self.gap)

    def centre_rect(self, height: float) -> QRectF:
        """A band `height` high on the centre line, over the middle four fifths of the table."""
        y = self.centre_y
        return QRectF(self.left + self.width * 0.1, y - height / 2, self.width * 0.8, height)

    def half_rect(self, mine: bool) -> QRectF:
        if mine:
            return QRectF(self.left, self.top_h + self.centre_h, self.width, self.half_h)
        return QRectF(self.left, 0.0, self.width, self.top_h)

    def plate_rect(self, mine: bool) -> QRectF:
        half = self.half_rect(mine)
        height = min(half.height(), 170.0)
        top = half.top() if mine else half.bottom() - height  # both plates hug the centre line
        return QRectF(0, top, PLATE_W, height)

    def _rect(self, zone: ZoneLayout, mirrored: bool) -> QRectF:
        w, h = zone.width * self.unit_x - self.gap, zone.height * self.unit_y - self.gap
        x, y = zone.x * self.unit_x, zone.y * self.unit_y
        if mirrored:
            if zone.y == self.short_y:
                h = zone.height * self.unit_y * SHORT_ROW - self.gap
            return QRectF(self.left + self.width - x - w, self.top_h - y - h, w, h)
        return QRectF(self.left + x, self.top_h + self.centre_h + y, w, h)


def _hand_row(layout: TableLayout, rows: float) -> float | None:
    """The row (its y) of the fanned hand when it is the outermost row, one card high: on the opponent's half it
    is drawn short."""
    hands = [z for z in layout.zones if z.style is ZoneStyle.FAN and z.height == 1.0 and abs(z.y + 1.0 - rows) < 1e-6]
    if not hands:
        return None
    y = hands[0].y
    row = [z for z in layout.zones if z.y + z.height > y]
    return y if all(z.y == y and z.height == 1.0 for z in row) else None


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
