"""The Qt wrapper: many calls of methods returning nothing never exhaust None (a PySide6-on-3.11 quirk)."""

from __future__ import annotations

import sys

from desktop.qt import QPointF


def test_ten_thousand_void_calls_leave_none_alive():
    point = QPointF()
    for _ in range(10_000):
        point.setX(1.0)
    assert sys.getrefcount(None) > 10_000
