"""Long replay work (re-simulating and checking thousands of actions) behind a progress bar with Cancel."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from desktop.qt import QProgressDialog, Qt, QWidget
from desktop.replays.loading import LoadedReplay, load_file
from engine.replay import Progress

T = TypeVar("T")

SHOW_AFTER_MS = 400
"""Work that ends sooner shows no dialog at all (no flash for a short game)."""


class Cancelled(Exception):
    """The person pressed Cancel; the work stopped before changing anything."""


class ReplayProgress(QProgressDialog):
    """A window-modal progress bar: `report` is the `on_progress(done, total)` callback the work calls.

    The dialog appears once the work looks like it will take more than `show_after_ms`; from then on each report
    repaints it and hears the Cancel button (the window behind cannot be used meanwhile).
    """

    def __init__(self, parent: QWidget, title: str, show_after_ms: int | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayProgress")
        self.setWindowTitle(title)
        self.setLabelText(f"{title}…")
        self.setCancelButtonText("Cancel")
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.setMinimumWidth(460)
        self.setMinimumDuration(SHOW_AFTER_MS if show_after_ms is None else show_after_ms)
        self.title = title
        self.setValue(0)  # starts the clock that decides whether the dialog is worth showing

    def report(self, done: int, total: int) -> None:
        """Move the bar; raises Cancelled once Cancel was pressed."""
        if self.maximum() != total:
            self.setMaximum(max(total, 1))
        self.setLabelText(f"{self.title}\nChecking every action against the rules: {done:,} of {total:,}")
        self.setValue(min(done, max(total, 1) - 1))  # the last step is taken by `finish`, which hides the dialog
        if self.wasCanceled():
            raise Cancelled

    def finish(self) -> None:
        self.reset()
        self.close()
        self.deleteLater()


def run_with_progress(parent: QWidget, title: str, work: Callable[[Progress], T]) -> T | None:
    """Run `work(on_progress)` behind a progress dialog titled `title`; None if Cancel was pressed.

    Whatever else `work` raises comes out unchanged (a ReplayProblem, say).
    """
    dialog = ReplayProgress(parent, title)
    try:
        return work(dialog.report)
    except Cancelled:
        return None
    finally:
        dialog.finish()


def load_with_progress(path: Path, parent: QWidget) -> LoadedReplay | None:
    """`load_file` behind a progress bar with Cancel: the verified replay, or None if Cancel was pressed."""
    return run_with_progress(parent, f"Opening {path.name}", lambda report: load_file(path, report))
