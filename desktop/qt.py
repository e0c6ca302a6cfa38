"""The one place Qt is imported from, so binding quirks have a single home."""

import ctypes
import platform
import sys

from PySide6.QtCore import (
    Property,
    QByteArray,
    QEasingCurve,
    QEvent,
    QObject,
    QPoint,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    QSize,
    QSizeF,
    Qt,
    QThread,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtGui import (
    QAction,
    QBrush,
    QCloseEvent,
    QColor,
    QCursor,
    QFont,
    QFontMetricsF,
    QIcon,
    QImage,
    QKeyEvent,
    QKeySequence,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
    QResizeEvent,
    QShortcut,
    QTransform,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QStackedWidget,
    QStatusBar,
    QStyleOptionGraphicsItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

__all__ = [
    "Property", "QAbstractItemView", "QAction", "QApplication", "QBrush", "QButtonGroup", "QByteArray", "QCloseEvent",
    "QCheckBox", "QColor", "QComboBox", "QCursor", "QEasingCurve", "QEvent", "QFont", "QFontMetricsF",
    "QFormLayout", "QFrame", "QGraphicsItem", "QGraphicsObject", "QGraphicsRectItem", "QGraphicsScene",
    "QGraphicsSceneContextMenuEvent", "QGraphicsSceneHoverEvent", "QGraphicsSceneMouseEvent",
    "QGraphicsSimpleTextItem", "QGraphicsView", "QGridLayout", "QGroupBox", "QHBoxLayout", "QIcon", "QImage",
    "QKeyEvent", "QKeySequence", "QLabel", "QLinearGradient", "QListWidget", "QListWidgetItem", "QMainWindow",
    "QMenu", "QMouseEvent", "QObject", "QPainter", "QPainterPath", "QPen", "QPixmap", "QPoint", "QPointF",
    "QPropertyAnimation", "QPushButton", "QRect", "QRadialGradient", "QRadioButton", "QRectF", "QResizeEvent",
    "QScrollArea", "QShortcut", "QSize", "QSizeF", "QSizePolicy", "QSpinBox", "QSplitter", "QStackedWidget",
    "QStatusBar", "QStyleOptionGraphicsItem", "QThread", "QTimer", "QToolButton", "QTransform", "QVBoxLayout",
    "QWidget", "Qt", "Signal", "Slot",
]  # fmt: skip


def _keep_none_alive() -> bool:
    """Work around a binding bug: some PySide6 builds drop a reference to None on every call of a
    method that returns nothing (QPainter.setPen, QWidget.setToolTip...). On CPython 3.12+ None is
    immortal and nothing happens; on 3.11 None's count reaches zero after a few thousand calls and
    the interpreter aborts ("none_dealloc"). When a probe call shows the leak, give None a count so
    large it can never run out, which is what 3.12 does. Returns whether the fix was applied."""
    if sys.version_info >= (3, 12) or platform.python_implementation() != "CPython":
        return False
    point = QPointF()
    before = sys.getrefcount(None)
    for _ in range(8):
        point.setX(0.0)
    if sys.getrefcount(None) >= before:
        return False
    ctypes.c_ssize_t.from_address(id(None)).value += 1 << 60
    return True


NONE_FIX_APPLIED = _keep_none_alive()
