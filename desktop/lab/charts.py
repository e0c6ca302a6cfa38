"""The lab's charts, drawn with QPainter: win rates with their 95 % intervals, and cards in won and lost games."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from desktop.deck_builder.charts import MUTED, TEXT
from desktop.qt import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen, QPointF, QRectF, QSize, Qt, QWidget

WIN = QColor("#47c27a")
LOSS = QColor("#e0623f")
WHISKER = QColor("#ffd166")
GRID = QColor("#3d4b58")
NO_GAMES = "no games yet"


@dataclass(frozen=True)
class RateBar:
    """One row of the win-rate chart: a label, the rate and its interval (fractions), and how many games."""

    label: str
    rate: float
    low: float
    high: float
    games: int

    @classmethod
    def of(cls, label: str, data: Mapping[str, Any]) -> RateBar:
        return cls(label, data["rate"], data["low"], data["high"], data["games"])


def _font(widget: QWidget, painter: QPainter) -> QFontMetricsF:
    font = QFont(widget.font())
    font.setPixelSize(11)
    painter.setFont(font)
    return QFontMetricsF(font)


class RateChart(QWidget):
    """Horizontal bars of win rates from 0 to 100 %, each with its 95 % interval as a whisker; a line marks 50 %."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bars: tuple[RateBar, ...] = ()
        self.setMinimumSize(300, 120)

    def show_rates(self, bars: Sequence[RateBar]) -> None:
        self.bars = tuple(bars)
        self.setToolTip("\n".join(
            f"{bar.label}: {100 * bar.rate:.1f} % of {bar.games} games (95 %: {100 * bar.low:.1f} to "
            f"{100 * bar.high:.1f} %)" for bar in self.bars
        ))  # fmt: skip
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(420, 40 + 26 * max(3, len(self.bars)))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        metrics = _font(self, painter)
        line = metrics.height()
        width, height = float(self.width()), float(self.height())
        painter.setPen(MUTED)
        painter.drawText(QRectF(0, 0, width, line), Qt.AlignmentFlag.AlignLeft, "Win rate (95 % interval)")
        if not self.bars:
            painter.drawText(QRectF(0, line, width, height - line), Qt.AlignmentFlag.AlignCenter, NO_GAMES)
            painter.end()
            return
        label_width = min(width * 0.38, max(metrics.horizontalAdvance(bar.label) for bar in self.bars) + 8)
        left, right = label_width, width - 52
        top, bottom = line * 1.6, height - line * 1.3
        row = (bottom - top) / len(self.bars)
        span = max(1.0, right - left)
        painter.setPen(QPen(GRID, 1, Qt.PenStyle.DashLine))
        for share in (0.0, 0.5, 1.0):
            x = left + span * share
            painter.drawLine(QPointF(x, top), QPointF(x, bottom))
            painter.drawText(QRectF(x - 30, bottom + 2, 60, line), Qt.AlignmentFlag.AlignCenter, f"{share:.0%}")
        for number, bar in enumerate(self.bars):
            y = top + row * number
            middle = y + row / 2
            painter.setPen(TEXT)
            shown = metrics.elidedText(bar.label, Qt.TextElideMode.ElideRight, label_width - 6)
            painter.drawText(QRectF(0, y, label_width - 6, row), Qt.AlignmentFlag.AlignVCenter, shown)
            if not bar.games:
                painter.setPen(MUTED)
                painter.drawText(QRectF(left + 4, y, span, row), Qt.AlignmentFlag.AlignVCenter, "no games")
                continue
            thickness = min(18.0, row * 0.6)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(WIN if bar.rate >= 0.5 else LOSS)
            painter.drawRoundedRect(QRectF(left, middle - thickness / 2, span * bar.rate, thickness), 2, 2)
            painter.setPen(QPen(WHISKER, 2))
            low, high = left + span * bar.low, left + span * bar.high
            painter.drawLine(QPointF(low, middle), QPointF(high, middle))
            for x in (low, high):
                painter.drawLine(QPointF(x, middle - thickness / 2), QPointF(x, middle + thickness / 2))
            painter.setPen(TEXT)
            painter.drawText(QRectF(right + 4, y, 48, row), Qt.AlignmentFlag.AlignVCenter, f"{100 * bar.rate:.0f} %")
        painter.end()


@dataclass(frozen=True)
class CardBar:
    """One card of the card chart: in what share of won and of lost games it was drawn (or played)."""

    label: str
    won: float
    lost: float


class CardChart(QWidget):
    """For each card, two bars side by side: the share of won games (green) and of lost games (orange) it was drawn
    or played in. A card far more often in won games than lost ones is pulling its weight."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = "Drawn in won and lost games"
        self.bars: tuple[CardBar, ...] = ()
        self.setMinimumSize(300, 160)

    def show_cards(self, title: str, bars: Sequence[CardBar]) -> None:
        self.title, self.bars = title, tuple(bars)
        self.setToolTip("\n".join(f"{b.label}: {100 * b.won:.0f} % of won, {100 * b.lost:.0f} % of lost games"
                                  for b in self.bars))  # fmt: skip
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(420, 40 + 18 * max(6, len(self.bars)))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        metrics = _font(self, painter)
        line = metrics.height()
        width, height = float(self.width()), float(self.height())
        painter.setPen(MUTED)
        painter.drawText(QRectF(0, 0, width, line), Qt.AlignmentFlag.AlignLeft, self.title)
        for number, (colour, text) in enumerate(((WIN, "won games"), (LOSS, "lost games"))):
            x = number * 95.0
            painter.fillRect(QRectF(x, line * 1.25, 10, line * 0.6), colour)
            painter.drawText(QRectF(x + 14, line, 80, line), Qt.AlignmentFlag.AlignLeft, text)
        if not self.bars:
            painter.drawText(QRectF(0, line, width, height - line), Qt.AlignmentFlag.AlignCenter, NO_GAMES)
            painter.end()
            return
        label_width = min(width * 0.42, max(metrics.horizontalAdvance(bar.label) for bar in self.bars) + 8)
        left, right = label_width, width - 8
        top = line * 2.4
        row = (height - top) / len(self.bars)
        span = max(1.0, right - left)
        for number, bar in enumerate(self.bars):
            y = top + row * number
            painter.setPen(TEXT)
            shown = metrics.elidedText(bar.label, Qt.TextElideMode.ElideRight, label_width - 6)
            painter.drawText(QRectF(0, y, label_width - 6, row), Qt.AlignmentFlag.AlignVCenter, shown)
            thickness = max(2.0, row * 0.36)
            painter.setPen(Qt.PenStyle.NoPen)
            for offset, (colour, share) in enumerate(((WIN, bar.won), (LOSS, bar.lost))):
                bar_y = y + row * 0.12 + offset * thickness
                painter.setBrush(colour)
                painter.drawRect(QRectF(left, bar_y, span * share, thickness))
        painter.end()
