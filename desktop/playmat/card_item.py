"""One card on the table: its face or back, orientation, attachments, tokens, counters and highlights."""

from __future__ import annotations

from enum import IntEnum
from typing import NamedTuple

from desktop.cards.faces import draw_number, spot_rect
from desktop.cards.images import TABLE_SIZE
from desktop.playmat.geometry import CARD_H, CARD_W
from desktop.playmat.name_lines import wrap_name
from desktop.qt import (
    QColor,
    QFont,
    QFontMetricsF,
    QGraphicsItem,
    QGraphicsObject,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPointF,
    QRectF,
    QStyleOptionGraphicsItem,
    Qt,
    QTransform,
    QWidget,
)
from engine.ids import ZoneRef
from engine.views import CardView

PEEK = 12.0  # how far each attached card shows below its host
LIFT = 28.0  # how far a hovered hand card rises
TOKEN_COLORS = ("#4aa3df", "#e67e22", "#9b59b6", "#1abc9c")


class Mark(IntEnum):
    """How a card is lit up, most important last."""

    NONE = 0
    PLAYABLE = 1  # has legal actions
    OPTION = 2  # may be chosen in the pending question
    TARGET = 3  # a legal drop target of the card being dragged
    SELECTED = 4  # chosen in the pending question


MARK_COLORS = {
    Mark.PLAYABLE: QColor("#7ee081"),
    Mark.OPTION: QColor("#5bc0eb"),
    Mark.TARGET: QColor("#ffd166"),
    Mark.SELECTED: QColor("#00e5ff"),
}


class Number(NamedTuple):
    """A live number drawn over the printed one at its spot on the face ("power 6000" in green)."""

    spot: str
    text: str
    color: QColor


NAME_BACK = QColor(0, 0, 0, 185)
READABLE_PX = 10.0
NAME_LINES = 3  # the smallest name worth drawing, in screen pixels
SMALL_SCALE = 0.85  # below this view scale the face's own name is too small to read
FACE_SCALE = CARD_W / TABLE_SIZE[0]  # faces are laid out at their drawn size, shown at the card's


class CardItem(QGraphicsObject):
    """A card's picture with everything on it; `card.iid` is None for a card nobody may track."""

    def __init__(
        self,
        card: CardView,
        zone: ZoneRef,
        picture: QPixmap,
        attached: list[tuple[QPixmap, str]],
        badges: list[tuple[str, QColor]],
        turn: float,
    ) -> None:
        super().__init__()
        self.card = card
        self.zone = zone
        self._picture = picture
        self._attached = attached
        self._badges = badges
        self.turn = turn  # the card's orientation; only its picture turns, so its labels stay upright
        sideways = round(turn) % 180 == 90
        self.width, self.height = (CARD_H, CARD_W) if sideways else (CARD_W, CARD_H)
        self.mark = Mark.NONE
        self._outline: _Outline | None = None
        self.numbers: list[Number] = []
        self.spots: frozenset[str] = frozenset()  # where its face prints numbers ("top_left", "top_left_below", ...)
        self.lifted = False  # a hovered hand card, risen above its neighbours
        self.name = ""  # shown large over the picture when the table is drawn too small to read the face
        self._name_lines: tuple[int, tuple[str, ...], float, int] | None = None  # laid out for one scale
        peek = PEEK * min(len(attached), 3)
        self._bounds = QRectF(-6 - peek, -6 - peek, self.width + 12 + 2 * peek, self.height + 12 + 2 * peek)
        self.setTransformOriginPoint(self.width / 2, self.height / 2)
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # painted once; moving it copies pixels
        if card.iid is not None:
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable)
        tip = "\n".join(name for _, name in attached)
        if tip:
            self.setToolTip(f"Attached:\n{tip}")

    @property
    def iid(self) -> int | None:
        return self.card.iid

    @property
    def picture(self) -> QPixmap:
        return self._picture

    def set_mark(self, mark: Mark) -> None:
        """Light the card (its outline is a child item: the card's cached picture is not painted again)."""
        if mark != self.mark:
            self.mark = mark
            if self._outline is None:
                self._outline = _Outline(self)
            self._outline.show_mark(mark, self.footprint())

    def lift(self, up: bool) -> None:
        """Raise a hovered hand card above its neighbours, or put it back."""
        if self.scene() is None or self.lifted == up:
            return
        self.lifted = up
        self.moveBy(0, -LIFT if up else LIFT)
        self.setZValue(self.zValue() + (500 if up else -500))

    def footprint(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    def extent(self) -> QRectF:
        """The footprint and the attached cards peeking out from under the picture (which turns with the card:
        below it when upright, to its left when turned a quarter clockwise)."""
        peek = PEEK * min(len(self._attached), 3)
        if not peek:
            return self.footprint()
        turned = QTransform().rotate(self.turn).map(QPointF(0, peek))
        return self.footprint().united(self.footprint().translated(turned.x(), turned.y()))

    def boundingRect(self) -> QRectF:
        return self._bounds  # Qt asks for it many times a paint: worked out once (a card item never changes size)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.footprint())
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.save()
        painter.translate(self.width / 2, self.height / 2)
        painter.rotate(self.turn)
        shown = self._attached[:3]
        for index in range(len(shown) - 1, -1, -1):
            picture, _ = shown[index]
            box = QRectF(-CARD_W / 2, -CARD_H / 2 + PEEK * (index + 1), CARD_W, CARD_H)
            _draw_picture(painter, box, picture)
        face = QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H)
        _draw_picture(painter, face, self._picture)
        painter.translate(-CARD_W / 2, -CARD_H / 2)  # from here on the card's own frame: what is on it turns with it
        self._draw_numbers(painter)
        self._draw_badges(painter)
        painter.restore()
        if self._attached:
            self._draw_attached_badge(painter)
        self._draw_tokens(painter)
        self._draw_name(painter)
        box = self.footprint()
        if self.hasFocus():
            painter.setPen(QPen(QColor("#ffffff"), 2.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(box.adjusted(-5, -5, 5, 5), 9, 9)

    def _draw_attached_badge(self, painter: QPainter) -> None:
        names = [name for _, name in self._attached]
        known = len(set(names)) == 1 and names[0] != "a card"
        text = f"+{len(names)} {names[0]}" if known else f"+{len(names)} attached"
        peek = PEEK * min(len(names), 3)
        top = self.height + peek - 16 if round(self.turn) % 360 == 0 else self.height - 19  # in the peeking strip
        _pill(painter, QRectF(4, top, self.width - 8, 16), text, QColor("#222831"), 10)

    def _draw_numbers(self, painter: QPainter) -> None:
        """Live numbers over the printed ones, at the same spot of the face (in the card's turned frame)."""
        for spot, text, color in self.numbers:
            rect = spot_rect(spot, *TABLE_SIZE)
            scaled = QRectF(rect.x() * FACE_SCALE, rect.y() * FACE_SCALE, rect.width() * FACE_SCALE,
                            rect.height() * FACE_SCALE)  # fmt: skip
            draw_number(painter, spot, scaled, text, color)

    def _draw_badges(self, painter: QPainter) -> None:
        """Counters and other changed numbers, in pills down the card's right edge (in its turned frame)."""
        y = CARD_H * 0.5
        for text, color in self._badges:
            metrics = QFontMetricsF(_small_font(11))
            width = min(CARD_W - 6, metrics.horizontalAdvance(text) + 12)
            _pill(painter, QRectF(CARD_W - width - 3, y, width, 17), text, color, 11)
            y += 20

    def _draw_name(self, painter: QPainter) -> None:
        """The card's name in up to three lines of at least READABLE_PX screen pixels, over the (decorative) art
        between the cost and the power, when the table is drawn so small that the face's own print is unreadable,
        and upright over a card turned sideways (its print runs down its side)."""
        transform = painter.worldTransform()
        scale = (transform.m11() ** 2 + transform.m12() ** 2) ** 0.5
        sideways = self.width > self.height  # a rested card's printed name runs down its side: said upright
        if not self.name or scale <= 0 or (scale >= SMALL_SCALE and not sideways):
            return
        pixels = round(READABLE_PX / scale)
        box = self._name_box()
        if self._name_lines is None or self._name_lines[0] != pixels:
            size = _fitting_size(self.name, pixels, box.width() - 6)
            lines, height = wrap_name(self.name, _small_font(size), box.width() - 6, NAME_LINES)
            self._name_lines = (pixels, lines, height, size)
        _, lines, height, size = self._name_lines
        total = height * len(lines) + 4
        rect = QRectF(box.left() + 1, box.top(), box.width() - 2, total)
        painter.fillRect(rect, NAME_BACK)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(_small_font(size))
        for index, line in enumerate(lines):
            row = QRectF(rect.left(), rect.top() + 2 + index * height, rect.width(), height)
            painter.drawText(row, Qt.AlignmentFlag.AlignCenter, line)

    def _name_box(self) -> QRectF:
        """Where the name band may go: over the art, below the small disc a face may print under its cost (Weiss
        Schwarz's cost, Dragon Ball Super's combo cost); on a card turned a quarter clockwise, along its top (clear of
        the coins at its foot) but short of the big disc (cost, level) its top-left corner turned into the top-right."""
        box = self.footprint()
        if box.height() > box.width():
            top = box.height() * 0.25
            if "top_left_below" in self.spots:
                top = max(top, spot_rect("top_left_below", *TABLE_SIZE).bottom() * FACE_SCALE + 2)
            return QRectF(box.left(), top, box.width(), box.height() - top)
        corner = spot_rect("top_left", *TABLE_SIZE).bottom() * FACE_SCALE  # turned: how far it reaches from the right
        clear = corner + 4 if "top_left" in self.spots else 0.0
        return QRectF(box.left(), box.top() + 4, box.width() - clear, box.height() - 4)

    def _draw_tokens(self, painter: QPainter) -> None:
        if self.iid is not None:
            return  # the scene's coins show a tracked card's tokens (desktop/playmat/cores.py): no second chip
        x = 4.0
        for index, (kind, count) in enumerate(self.card.tokens):
            if count <= 0:
                continue
            color = QColor(TOKEN_COLORS[index % len(TOKEN_COLORS)])
            rect = QRectF(x, self.height * 0.22, 26, 26)
            painter.setPen(QPen(QColor("#111"), 1.5))
            painter.setBrush(color)
            painter.drawEllipse(rect)
            painter.setPen(QColor("#fff"))
            painter.setFont(_small_font(12, bold=True))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(count))
            _pill(painter, QRectF(x - 2, rect.bottom() + 1, 30, 12), kind[:5], QColor(0, 0, 0, 170), 8)
            x += 30


def _fitting_size(name: str, pixels: int, width: float) -> int:
    """The font size, from `pixels` down to a fifth less, at which the name's longest word fits `width`."""
    longest = max(name.split(), key=len, default=name)
    size = pixels
    while size > pixels * 0.8 and QFontMetricsF(_small_font(size)).horizontalAdvance(longest) > width:
        size -= 1
    return size


class _Outline(QGraphicsItem):
    """The coloured outline of a lit card, drawn over it as a child item."""

    def __init__(self, card: CardItem) -> None:
        super().__init__(card)
        self.mark = Mark.NONE
        self.box = QRectF()
        self._bounds = QRectF()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def show_mark(self, mark: Mark, box: QRectF) -> None:
        self.prepareGeometryChange()
        self.mark, self.box = mark, box.adjusted(-2, -2, 2, 2)
        self._bounds = self.box.adjusted(-4, -4, 4, 4)
        self.setVisible(mark is not Mark.NONE)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return QPainterPath()  # the card under it takes the pointer

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.mark is Mark.NONE:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(MARK_COLORS[self.mark], 3.0 if self.mark is Mark.PLAYABLE else 5.0)
        if self.mark is Mark.OPTION:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self.box, 8, 8)


_SCALED: dict[tuple[int, int, int, int], QPixmap] = {}  # (picture, quarter turns, width, height)


def _draw_picture(painter: QPainter, box: QRectF, picture: QPixmap) -> None:
    """Draw a card picture into `box`. When the card lies square on the screen (upright or turned a quarter), a copy
    turned and scaled once to its exact size on screen is copied pixel for pixel: repaints then cost no filtering
    (what a table of 150 cards repaints most); otherwise (a card fanned at an angle) the picture is filtered."""
    transform = painter.worldTransform()
    quarter = _quarter_turns(transform)
    target = transform.mapRect(box)
    if quarter is None or target.width() >= picture.width() * 1.05 or target.width() < 1:
        painter.drawPixmap(box, picture, QRectF(picture.rect()))
        return
    corner = target.topLeft().toPoint()
    size = (round(target.right()) - corner.x(), round(target.bottom()) - corner.y())
    key = (picture.cacheKey(), quarter, *size)
    exact = _SCALED.get(key)
    if exact is None:
        if len(_SCALED) > 2000:  # sizes from old window sizes
            _SCALED.clear()
        turned = picture.transformed(QTransform().rotate(90 * quarter)) if quarter else picture
        exact = _SCALED[key] = turned.scaled(
            size[0], size[1], Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation
        )
    painter.save()
    painter.resetTransform()
    painter.drawPixmap(corner, exact)
    painter.restore()


def _quarter_turns(transform: QTransform) -> int | None:
    """0-3 quarter turns clockwise when `transform` only scales, moves and turns by right angles, else None."""
    m11, m12, m21, m22 = transform.m11(), transform.m12(), transform.m21(), transform.m22()
    if abs(m12) < 1e-9 and abs(m21) < 1e-9 and m11 > 0 and m22 > 0:
        return 0
    if abs(m11) < 1e-9 and abs(m22) < 1e-9 and m12 > 0 and m21 < 0:
        return 1
    if abs(m12) < 1e-9 and abs(m21) < 1e-9 and m11 < 0 and m22 < 0:
        return 2
    if abs(m11) < 1e-9 and abs(m22) < 1e-9 and m12 < 0 and m21 > 0:
        return 3
    return None


def _small_font(pixels: int, bold: bool = True) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(pixels)
    font.setBold(bold)
    return font


def _pill(painter: QPainter, rect: QRectF, text: str, color: QColor, pixels: int) -> None:
    painter.setPen(QPen(QColor(0, 0, 0, 120), 1))
    painter.setBrush(color)
    painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
    painter.setPen(QColor("#ffffff"))
    painter.setFont(_small_font(pixels))
    metrics = QFontMetricsF(painter.font())
    shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, rect.width() - 6)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, shown)
