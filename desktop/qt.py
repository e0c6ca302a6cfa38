"""The one place Qt is imported from, so binding quirks have a single home."""

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QIcon, QPixmap
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QVBoxLayout, QWidget

__all__ = [
    "QApplication", "QFont", "QIcon", "QLabel", "QMainWindow", "QPixmap", "QSize", "QTimer", "QVBoxLayout",
    "QWidget", "Qt", "Signal",
]  # fmt: skip
