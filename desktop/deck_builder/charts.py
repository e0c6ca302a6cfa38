"""Small bar charts drawn with QPainter, and the statistics panel of three: the deck's curve, colours and categories."""

from __future__ import annotations

from desktop.cards.palette import NAMED, color_for
from desktop.deck_builder.stats import NO_COLOUR, Series, deck_statistics
from desktop.qt import (
    QColor,
    QFont,
    QFontMetricsF,
    QGridLayout,
    QLabel,
    QPainter,
    QPaintEvent,
    QRectF,
    QSize,
    Qt,
    QWidget,
)
from engine.formats.cards import CardDatabase
from engine.formats.coverage import coverage_line, deck_coverage
from engine.formats.decks import Deck

BAR = QColor("#5bc0eb")
TEXT = QColor("#e6e9ec")
MUTED = QColor("#9aa5b1")
EMPTY_TEXT = "no cards yet"


class BarChart(QWidget):
    """Vertical bars with the count above and the label below; colour names get their own colour."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.series = Series("", ())
        self.setMinimumSize(150, 120)

    def show_series(self, series: Series) -> None:
        self.series = series
        self.setToolTip(", ".join(f"{label}: {count}" for label, count in series.bars))
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(220, 140)

    def _bar_color(self, label: str) -> QColor:
        key = label.lower()
        if key == NO_COLOUR:
            return QColor("#8a8f98")
        return color_for(key) if key in NAMED or self.series.title == "Colours" else BAR

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont(self.font())
        font.setPixelSize(11)
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        line = metrics.height()
        width, height = float(self.width()), float(self.height())
        painter.setPen(MUTED)
        title = f"{self.series.title} ({self.series.total})" if self.series.title else ""
        painter.drawText(QRectF(0, 0, width, line), Qt.AlignmentFlag.AlignLeft, title)
        bars = self.series.bars
        if not bars or self.series.total == 0:
            painter.drawText(QRectF(0, line, width, height - line), Qt.AlignmentFlag.AlignCenter, EMPTY_TEXT)
            painter.end()
            return
        top, bottom = line * 2.2, height - line * 1.4
        slot = width / len(bars)
        peak = max(count for _, count in bars)
        for number, (label, count) in enumerate(bars):
            x = slot * number
            bar_height = (bottom - top) * count / peak if peak else 0.0
            bar = QRectF(x + slot * 0.15, bottom - bar_height, slot * 0.7, bar_height)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self._bar_color(label))
            painter.drawRoundedRect(bar, 2, 2)
            painter.setPen(TEXT)
            if count:
                painter.drawText(QRectF(x, bar.top() - line, slot, line), Qt.AlignmentFlag.AlignCenter, str(count))
            painter.setPen(MUTED)
            shown = metrics.elidedText(label, Qt.TextElideMode.ElideRight, slot - 2)
            painter.drawText(QRectF(x, bottom + 2, slot, line), Qt.AlignmentFlag.AlignCenter, shown)
        painter.end()


class StatisticsPanel(QWidget):
    """The curve across the top, colours and categories side by side beneath it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(6, 6, 6, 6)
        self.charts = (BarChart(), BarChart(), BarChart())
        grid.addWidget(self.charts[0], 0, 0, 1, 2)
        grid.addWidget(self.charts[1], 1, 0)
        grid.addWidget(self.charts[2], 1, 1)
        self.coverage = QLabel()
        self.coverage.setObjectName("deckCoverage")
        self.coverage.setWordWrap(True)
        self.coverage.setToolTip(
            "Automated: the rules engine plays the card's text. Manual: a window opens at the printed timing and "
            "you resolve it by hand. Unknown: Playmat found no timing."
        )
        grid.addWidget(self.coverage, 2, 0, 1, 2)

    def show_deck(self, deck: Deck, database: CardDatabase) -> None:
        for chart, series in zip(self.charts, deck_statistics(deck, database), strict=True):
            chart.show_series(series)
        self.coverage.setText(f"Coverage: {coverage_line(deck_coverage(deck, database))}")
