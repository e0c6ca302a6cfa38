"""The deck builder's card-pool import: read in a background thread behind a progress bar with Cancel."""

from __future__ import annotations

import zipfile
from pathlib import Path
from typing import Any

from desktop.card_import import ImportCancelled, SaveReport, read_pool, save_sets
from desktop.deck_builder.card_sets import CardSetImport
from desktop.deck_builder.report import ProblemReport
from desktop.deck_builder.sharing import DeckSharing
from desktop.qt import QFileDialog, QObject, QProgressDialog, Qt, QThread, Signal, Slot
from engine.formats.importers import DecodeError, ImportResult, community_source, decode_text, rulesets_served


class PoolWorker(QObject):
    """Reads the pool off the UI thread; `progress(done, total)`, then `finished(result)` or `failed(message)`."""

    progress = Signal(int, int)
    finished = Signal(object)  # ImportResult, or None when cancelled
    failed = Signal(str)

    def __init__(self, source: Path, ruleset_id: str) -> None:
        super().__init__()
        self.source = source
        self.ruleset_id = ruleset_id
        self.cancelled = False

    @Slot()
    def run(self) -> None:
        try:
            result = read_pool(self.source, self.ruleset_id, self.progress.emit, lambda: self.cancelled)
        except ImportCancelled:
            self.finished.emit(None)
        except (OSError, zipfile.BadZipFile) as error:
            reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
            self.failed.emit(f"Could not read {self.source.name}: {reason}")
        else:
            self.finished.emit(result)


class PoolSignals(QObject):
    """The import's own signal (a Signal declared on the builder's mixin would upset PySide's slot ordering)."""

    done = Signal(object)  # SaveReport, or None (cancelled or unreadable)


class PoolImport(DeckSharing):
    """The builder's "Import card pool…": a file, folder or zip of a community card database."""

    @property
    def pool_done(self) -> Any:
        """Emitted when an import ends: its SaveReport, or None (cancelled, unreadable, no source for the game)."""
        signals = self.__dict__.get("_pool_signals")
        if signals is None:
            signals = self.__dict__["_pool_signals"] = PoolSignals(self)
        return signals.done

    def import_pool(self, source: Path) -> None:
        """Start reading `source` in the background; the progress dialog's Cancel stops it, saving nothing."""
        if self.package.ruleset.id not in rulesets_served():
            self.say(f"No card database source is known for this game yet ({', '.join(rulesets_served())} have one).")
            self.pool_done.emit(None)
            return
        self.pool_progress = QProgressDialog(f"Reading {source.name}…", "Cancel", 0, 0, self)
        self.pool_progress.setObjectName("poolProgress")
        self.pool_progress.setWindowTitle("Import card pool")
        self.pool_progress.setWindowModality(Qt.WindowModality.WindowModal)
        self.pool_progress.setMinimumDuration(0)
        self.pool_worker = PoolWorker(source, self.package.ruleset.id)
        self.pool_thread = QThread(self)
        self.pool_worker.moveToThread(self.pool_thread)
        self.pool_thread.started.connect(self.pool_worker.run)
        self.pool_worker.progress.connect(self._pool_progress)
        self.pool_worker.finished.connect(self._pool_finished)
        self.pool_worker.failed.connect(self._pool_failed)
        self.pool_progress.canceled.connect(self._pool_cancel)
        self.pool_thread.start()

    def _pool_cancel(self) -> None:
        self.pool_worker.cancelled = True  # read between files by the worker

    def _pool_progress(self, done: int, total: int) -> None:
        if self.pool_progress.maximum() != total:
            self.pool_progress.setMaximum(total)
        self.pool_progress.setLabelText(f"Reading card files: {done:,} of {total:,}")
        self.pool_progress.setValue(done)

    def _stop_thread(self) -> None:
        self.pool_thread.quit()
        self.pool_thread.wait()
        self.pool_progress.reset()
        self.pool_progress.close()

    def _pool_failed(self, message: str) -> None:
        self._stop_thread()
        self.say(message)
        self.pool_done.emit(None)

    def _pool_finished(self, result: ImportResult | None) -> None:
        self._stop_thread()
        if result is None:
            self.say("Import cancelled: nothing was saved.")
            self.pool_done.emit(None)
            return
        report = save_sets(result, self.package.ruleset)
        if report.saved:
            self._use_package()
        self._show_pool_report(report)
        self.pool_done.emit(report)

    def _show_pool_report(self, report: SaveReport) -> None:
        self.say(report.summary())
        if report.problems:
            self.card_set_report = ProblemReport("Card pool import", report.summary(), tuple(report.problems), self)
            self.card_set_report.show()

    def import_card_set_file(self, path: Path) -> CardSetImport:
        """A community database file chosen with "Import card set…" (a punk-records card, an optcgjson set...) is
        imported as a pool (`pool_done` tells how it went); a Playmat card set as before."""
        try:
            text = decode_text(path.read_bytes())
        except (OSError, DecodeError):
            return super().import_card_set_file(path)  # which names the problem
        if community_source(path.name, text) is None:
            return super().import_card_set_file(path)
        self.import_pool(path)
        return CardSetImport(None, None, (f"{path.name}: a community card database file; imported as a card pool",))

    def _choose_pool(self) -> None:
        name = QFileDialog.getExistingDirectory(self, "Import a card pool: choose its folder")
        if not name:
            name, _ = QFileDialog.getOpenFileName(self, "Import a card pool: or a zip or JSON file", "",
                                                  "Card databases (*.zip *.json);;All files (*)")  # fmt: skip
        if name:
            self.import_pool(Path(name))
