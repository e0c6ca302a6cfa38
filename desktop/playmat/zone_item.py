"""Zone frames (label, count, token pools, drop highlight) and the player plates beside each half."""

from __future__ import annotations

from desktop.playmat.geometry import LABEL_H, ZonePlace
from desktop.qt import (
    QColor,
    QFont,
    QGraphicsItem,
    QPainter,
    QPen,
    QRectF,
    QStyleOptionGraphicsItem,
    Qt,
    QWidget,
)

FRAME = QColor(255, 255, 255, 38)
FRAME_FILL = QColor(0, 0, 0, 38)
LABEL = QColor(235, 240, 235, 200)
HIGHLIGHT = QColor("#ffd166")


def _font(pixels: int, bold: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(pixels)
    font.setBold(bold)
    return font


def fit_label(painter: QPainter, label: str, count: int, width: float) -> str:
    """A zone's name and count in `width`: the usual size if it fits, else smaller (down to 9 px), else the count
    shorter ("Marker 2" for "Marker · 2"), else a slot's number alone ("3" for "Markers 3"), else the name cut with an
    ellipsis but the count kept (never a lone glyph)."""
    texts = [f"{label}  ·  {count}", f"{label} {count}"] if count else [label]
    words = label.split()
    if len(words) > 1 and words[-1].isdigit():  # a slot of a row ("Markers 3"): its number, the name in the tooltip
        texts.append(f"{words[-1]}: {count}" if count else words[-1])
    for pixels in (12, 11, 10, 9):
        painter.setFont(_font(pixels, bold=True))
        for text in texts:
            if painter.fontMetrics().horizontalAdvance(text) <= width:
                return text
    tail = f" {count}" if count else ""
    room = max(0, int(width) - painter.fontMetrics().horizontalAdvance(tail))
    return painter.fontMetrics().elidedText(label, Qt.TextElideMode.ElideRight, room) + tail


COVERAGE_TIP = (
    "How much of your deck the rules engine plays by itself. Automated: every effect is carried out for you. "
    "Manual: the game pauses at the effect's timing and you carry it out by hand. Unknown: text the engine "
    "cannot read, resolved by hand."
)
"""The player plate's coverage line explained (its tooltip)."""


class ZoneItem(QGraphicsItem):
    """The frame of one zone: its name, its card count and any counted tokens it holds."""

    def __init__(self, place: ZonePlace, label: str, count: int, tokens: tuple[tuple[str, int], ...]) -> None:
        super().__init__()
        self.place = place
        self.label = label
        self.count = count
        self.tokens = tokens
        self.lit = False
        self.setToolTip(f"{label}: {count}" if count else label)  # the whole name where the frame is too narrow
        self.setPos(place.rect.topLeft())
        self.setZValue(-1)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # cards moving over it repaint it often

    @property
    def ref(self) -> object:
        return self.place.ref

    def set_state(self, count: int, tokens: tuple[tuple[str, int], ...]) -> None:
        """A new card count and token pool (repainted only if either changed)."""
        if (count, tokens) != (self.count, self.tokens):
            self.count, self.tokens = count, tokens
            self.setToolTip(f"{self.label}: {count}" if count else self.label)
            self.update()

    def set_lit(self, lit: bool) -> None:
        if lit != self.lit:
            self.lit = lit
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.place.rect.width(), self.place.rect.height())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect().adjusted(1, 1, -1, -1)
        if self.lit:
            painter.setPen(QPen(HIGHLIGHT, 3, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(255, 209, 102, 40))
        else:
            painter.setPen(QPen(FRAME, 1.5))
            painter.setBrush(FRAME_FILL)
        painter.drawRoundedRect(rect, 10, 10)
        painter.setPen(LABEL)
        room = QRectF(6, 2, rect.width() - 12, LABEL_H)
        text = fit_label(painter, self.label, self.count, room.width())
        painter.drawText(room, Qt.AlignmentFlag.AlignVCenter, text)
        x = rect.width() - 10
        for kind, amount in reversed(self.tokens):
            text = f"{kind} {amount}"
            width = 12 + 7.5 * len(text)
            x -= width
            chip = QRectF(x, 3, width, LABEL_H - 4)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#4aa3df"))
            painter.drawRoundedRect(chip, 7, 7)
            painter.setPen(QColor("#fff"))
            painter.setFont(_font(11, bold=True))
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, text)
            x -= 6


class PlateItem(QGraphicsItem):
    """A player's name, role, counters (health, life...) and whether it is their turn or decision."""

    def __init__(
        self,
        rect: QRectF,
        title: str,
        role: str,
        counters: list[tuple[str, str]],
        turn: str,
        deciding: bool,
        coverage: tuple[str, str] = ("", ""),
    ) -> None:
        """`turn`: the line saying it is this player's turn ("▶ Your turn"), or "" when it is not; `coverage`: how
        much of the player's deck the rules play by themselves, short (shown) and whole (its tooltip)."""
        super().__init__()
        self.rect = rect
        self.title, self.role, self.counters = title, role, counters
        self.turn, self.deciding = turn, deciding
        self.coverage = coverage[0]
        if coverage[1]:
            self.setToolTip(f"{COVERAGE_TIP}\nYour deck: {coverage[1]}.")
        self.setPos(rect.topLeft())

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.rect.width(), self.rect.height())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect().adjusted(1, 1, -1, -1)
        border = QColor("#ffd166") if self.deciding else QColor(255, 255, 255, 60)
        painter.setPen(QPen(border, 3 if self.deciding else 1.5))
        painter.setBrush(QColor(10, 20, 16, 150))
        painter.drawRoundedRect(rect, 12, 12)
        painter.setPen(QColor("#f1f4ef"))
        painter.setFont(_font(17, bold=True))
        painter.drawText(QRectF(12, 8, rect.width() - 24, 24), Qt.AlignmentFlag.AlignLeft, self.title)
        painter.setPen(QColor(220, 230, 220, 190))
        painter.setFont(_font(12))
        painter.drawText(QRectF(12, 32, rect.width() - 24, 18), Qt.AlignmentFlag.AlignLeft, self.role)
        y = 56.0
        if self.coverage:  # how much of the deck the rules play by themselves
            painter.setPen(QColor(170, 215, 190, 200))
            painter.setFont(_font(11))
            painter.drawText(QRectF(12, 50, rect.width() - 24, 16), Qt.AlignmentFlag.AlignLeft, self.coverage)
            y = 70.0
        for label, value in self.counters:  # the label small on the left, the value large on the right
            row = QRectF(12, y, rect.width() - 24, 26)
            painter.setPen(QColor("#ffffff"))
            painter.setFont(_font(20, bold=True))
            painter.drawText(row, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, value)
            value_width = painter.fontMetrics().horizontalAdvance(value) + 8
            painter.setPen(QColor(220, 230, 220, 220))
            painter.setFont(_font(12, bold=True))
            room = int(row.width() - value_width)
            text = painter.fontMetrics().elidedText(label, Qt.TextElideMode.ElideRight, room)
            painter.drawText(
                row.adjusted(0, 0, -value_width, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text
            )
            y += 28
        lines = []
        if self.turn:
            lines.append(self.turn)
        if self.deciding:
            lines.append("● Deciding")
        painter.setPen(QColor("#ffd166"))
        painter.setFont(_font(12, bold=True))
        for index, line in enumerate(reversed(lines)):
            box = QRectF(12, rect.height() - 24 - 18 * index, rect.width() - 24, 18)
            painter.drawText(box, Qt.AlignmentFlag.AlignLeft, line)
