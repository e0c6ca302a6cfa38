"""The hovered card, large, over the table beside it: its face and what changes its numbers, with the source of each
("power 4000: printed 3000, +1000 1 DON!! given")."""

from __future__ import annotations

from collections.abc import Sequence

from desktop.qt import (
    QColor,
    QFont,
    QFontMetricsF,
    QGraphicsItem,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRectF,
    QStyleOptionGraphicsItem,
    Qt,
    QWidget,
)
from engine.formats.cards import CardDefinition
from engine.views import CardView, Modifier

ZOOM_W = 240.0  # screen pixels, whatever the table's scale
ZOOM_Z = 1800.0
LINE_H = 18.0


def explain(card: CardView, definition: CardDefinition | None, modifiers: Sequence[Modifier]) -> list[str]:
    """One line per changed number: its value now, the printed one, and each change with its source."""
    lines = []
    for stat, value in card.stats:
        changes = [m for m in modifiers if m.card == card.iid and m.stat in (stat, f"base_{stat}")]
        printed = _printed(definition, stat)
        if not changes and (printed is None or printed == value):
            continue
        parts = [f"printed {printed}"] if printed is not None else []
        for change in changes:
            amount = f"set to {change.amount}" if change.stat.startswith("base_") else f"{change.amount:+d}"
            parts.append(f"{amount} {change.source}")
        lines.append(f"{stat.replace('_', ' ').capitalize()} {value}: " + ", ".join(parts))
    return lines


def _printed(definition: CardDefinition | None, stat: str) -> int | None:
    if definition is None:
        return None
    value = getattr(definition, stat) if stat in ("cost", "power") else definition.stats.get(stat)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _font(pixels: float, bold: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(6, round(pixels)))
    font.setBold(bold)
    return font


class ZoomItem(QGraphicsItem):
    """A large picture of one card with its explanation lines below; never takes the pointer."""

    def __init__(self, picture: QPixmap, lines: list[str]) -> None:
        super().__init__()
        self.picture = picture
        self.lines = lines
        self.picture_h = ZOOM_W * 1.4
        self.setZValue(ZOOM_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)  # the same size on any screen

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, ZOOM_W + 8, self.picture_h + 8 + self._text_h())

    def place_beside(self, card: QRectF, area: QRectF, scale: float) -> None:
        """Beside the card (right if there is room, else left), inside the table; `scale`: the view's, since the
        zoom keeps its size in screen pixels."""
        size = self.boundingRect()
        width, height = size.width() / scale, size.height() / scale
        x = card.right() + 12 if card.right() + 12 + width <= area.right() else card.left() - 12 - width
        y = min(max(area.top(), card.center().y() - height / 2), area.bottom() - height)
        self.setPos(max(area.left(), x), y)

    def _text_h(self) -> float:
        return (len(self.lines) * LINE_H * 2 + 10) if self.lines else 0.0

    def shape(self) -> QPainterPath:
        return QPainterPath()  # the pointer goes through to the table

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(0, 0, 0, 160), 6))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        face = QRectF(0, 0, ZOOM_W, self.picture_h)
        painter.drawRoundedRect(face, 12, 12)
        painter.drawPixmap(face, self.picture, QRectF(self.picture.rect()))
        if not self.lines:
            return
        box = QRectF(0, self.picture_h + 4, ZOOM_W, self._text_h())
        painter.setPen(QPen(QColor("#ffd166"), 1.5))
        painter.setBrush(QColor(12, 16, 20, 235))
        painter.drawRoundedRect(box, 8, 8)
        painter.setPen(QColor("#ffffff"))
        font = _font(12)
        painter.setFont(font)
        flags = int(Qt.AlignmentFlag.AlignLeft.value) | int(Qt.TextFlag.TextWordWrap.value)
        y = box.top() + 5
        for line in self.lines:
            rect = QRectF(box.left() + 8, y, box.width() - 16, LINE_H * 2)
            painter.drawText(rect, flags, line)
            y += QFontMetricsF(font).boundingRect(rect, flags, line).height() + 4
