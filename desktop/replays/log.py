"""The replay's log beside the table: every line tied to a position, the current action marked, later lines dimmed."""

from __future__ import annotations

from bisect import bisect_left, bisect_right

from desktop.qt import (
    QBrush,
    QColor,
    QFont,
    QListWidget,
    QListWidgetItem,
    QModelIndex,
    QPersistentModelIndex,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    Qt,
    QWidget,
    Signal,
)
from engine.replay_text import EFFECT, HEADING, LogLine

PAST = QColor("#d8dde2")
FUTURE = QColor("#56616c")
HEADING_COLOUR = QColor("#7ee081")
EFFECT_INDENT = 18
"""An effect's lines (wrapped ones too) stand this many pixels right of its action's."""
DEPTH = Qt.ItemDataRole.UserRole + 1


class _Indented(QStyledItemDelegate):
    """Draws (and measures) an effect line inside a narrower box, so a wrapped line keeps its indent."""

    def initStyleOption(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        if index.data(DEPTH) == EFFECT:
            option.rect = option.rect.adjusted(EFFECT_INDENT, 0, 0, 0)


class ReplayLog(QListWidget):
    """Signals `picked(int)` with the position of a clicked line."""

    picked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameLog")
        self.setWordWrap(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._positions: list[int] = []
        self._lines: list[LogLine] = []
        self.position = 0
        self.setItemDelegate(_Indented(self))
        self.itemClicked.connect(lambda item: self.picked.emit(item.data(Qt.ItemDataRole.UserRole)))

    def fill(self, lines: list[LogLine], position: int) -> None:
        self.clear()
        self._lines = lines
        self._positions = [line.position for line in lines]
        bold = QFont()
        bold.setBold(True)
        for line in lines:
            item = QListWidgetItem(line.text)
            item.setData(Qt.ItemDataRole.UserRole, line.position)
            item.setData(DEPTH, line.depth)
            if line.depth == HEADING:
                item.setFont(bold)
            self.addItem(item)
        self.position = -1
        self.show_position(position)

    def show_position(self, position: int) -> None:
        """Dim what has not happened yet at `position`, select its action line and scroll to it."""
        old = self.position
        self.position = position
        low, high = (0, len(self._lines)) if old < 0 else sorted((old, position))
        first, last = bisect_right(self._positions, low - 1), bisect_right(self._positions, high)
        for row in range(first, min(last, self.count())):
            line = self._lines[row]
            colour = FUTURE if line.position > position else HEADING_COLOUR if line.depth == HEADING else PAST
            self.item(row).setForeground(QBrush(colour))
        current = self.current_row(position)
        if current >= 0:
            self.setCurrentRow(current)
            self.scrollToItem(self.item(current))

    def current_row(self, position: int) -> int:
        """The row of the action that leads to `position` (its first line; the setup heading at 0)."""
        row = bisect_left(self._positions, position)
        if row < len(self._positions) and self._positions[row] == position:
            return row
        return row - 1

    def texts(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]
