"""The one place Qt is imported from, so binding quirks have a single home."""

import ctypes
import platform
import sys

from PySide6.QtCore import (
    Property,
    QAbstractListModel,
    QByteArray,
    QEasingCurve,
    QEvent,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
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
    QUrl,
    Signal,
    Slot,
)
from PySide6.QtGui import (
    QAction,
    QBrush,
    QCloseEvent,
    QColor,
    QCursor,
    QDesktopServices,
    QDrag,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QHideEvent,
    QIcon,
    QImage,
    QKeyEvent,
    QKeySequence,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
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
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
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
    QHeaderView,
    QKeySequenceEdit,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QProgressBar,
    QProgressDialog,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSizePolicy,
    QSlider,
    QSpinBox,
    QSplitter,
    QStackedWidget,
    QStatusBar,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionGraphicsItem,
    QStyleOptionSlider,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

__all__ = [
    "Property", "QAbstractItemView", "QAbstractListModel", "QAction", "QApplication", "QBrush", "QButtonGroup",
    "QByteArray", "QCheckBox", "QCloseEvent", "QColor", "QComboBox", "QCursor", "QDialog", "QDialogButtonBox",
    "QDrag", "QDragEnterEvent", "QDragMoveEvent", "QDropEvent", "QEasingCurve", "QEvent", "QFileDialog", "QFont",
    "QFontMetricsF", "QFormLayout", "QFrame", "QGraphicsItem", "QGraphicsObject", "QGraphicsRectItem",
    "QGraphicsScene", "QGraphicsSceneContextMenuEvent", "QGraphicsSceneHoverEvent", "QGraphicsSceneMouseEvent",
    "QGraphicsSimpleTextItem", "QGraphicsView", "QGridLayout", "QGroupBox", "QGuiApplication", "QHBoxLayout",
    "QHeaderView", "QIcon", "QImage", "QKeyEvent", "QKeySequence", "QLabel", "QLinearGradient", "QLineEdit",
    "QListView", "QListWidget", "QListWidgetItem", "QMainWindow", "QMenu", "QMimeData", "QModelIndex", "QMouseEvent",
    "QObject", "QPainter", "QPainterPath", "QPaintEvent", "QPen", "QPersistentModelIndex", "QPixmap",
    "QPlainTextEdit", "QPoint", "QPointF", "QPropertyAnimation", "QPushButton", "QRadialGradient", "QRadioButton",
    "QRect", "QRectF", "QResizeEvent", "QScrollArea", "QShortcut", "QSize", "QSizeF", "QSizePolicy", "QSpinBox",
    "QSplitter", "QStackedWidget", "QStatusBar", "QStyleOptionGraphicsItem", "Qt", "QTabWidget", "QThread", "QTimer",
    "QToolButton", "QTransform", "QTreeWidget", "QTreeWidgetItem", "QVBoxLayout", "QWidget", "Signal", "Slot",
    "QSlider", "QTableWidget", "QTableWidgetItem", "QDesktopServices", "QDoubleSpinBox", "QUrl", "QProgressDialog",
    "QStyledItemDelegate", "QStyleOptionViewItem", "QMessageBox", "QFocusEvent", "QProgressBar", "QKeySequenceEdit",
    "QHideEvent", "QStyle", "QStyleOptionSlider",
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
