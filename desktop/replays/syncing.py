"""Forcing written files to disk (fsync) on a thread of its own, in order, so no caller ever waits on the disk."""

from __future__ import annotations

import atexit
import os
import threading
from collections.abc import Callable
from pathlib import Path

EXIT_WAIT_SECONDS = 5.0
"""When the app exits, it waits this long at most for the syncs still asked for (a stuck disk cannot hang it)."""


def fsync_path(path: Path) -> None:
    """Force a file's (or a folder's: its entries) written data to the disk."""
    if path.is_dir():
        if os.name != "posix":
            return  # only POSIX systems can open a folder to sync its entries
        descriptor = os.open(path, os.O_RDONLY)
    else:
        descriptor = os.open(path, os.O_WRONLY | os.O_APPEND)  # Windows' fsync needs a handle that may write
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


class DiskSyncer:
    """Syncs paths one after another on a daemon thread, in the order they were asked for.

    `request(path)` returns at once. A sync covers everything written to the file before it starts, so a path
    already waiting in the queue is not queued twice. `wait(timeout)` blocks at most `timeout` seconds until
    everything asked so far is on the disk. A path that cannot be synced (removed meanwhile, say) is noted in
    `failures` and the rest go on.
    """

    def __init__(self, sync: Callable[[Path], None] = fsync_path) -> None:
        self._sync = sync
        self._condition = threading.Condition()
        self._queue: list[Path] = []
        self._running: Path | None = None
        self._thread: threading.Thread | None = None
        self.synced = 0
        self.failures: list[str] = []

    def request(self, path: Path) -> None:
        with self._condition:
            if path not in self._queue:
                self._queue.append(path)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="replay-disk-sync", daemon=True)
                self._thread.start()
            self._condition.notify_all()

    @property
    def idle(self) -> bool:
        with self._condition:
            return not self._queue and self._running is None

    def wait(self, timeout: float) -> bool:
        """Wait until every sync asked so far is done, `timeout` seconds at most; True if they all are."""
        with self._condition:
            return self._condition.wait_for(lambda: not self._queue and self._running is None, timeout)

    def _run(self) -> None:
        while True:
            with self._condition:
                self._condition.wait_for(lambda: bool(self._queue))
                self._running = self._queue.pop(0)
            path = self._running
            try:
                self._sync(path)
            except OSError as error:
                with self._condition:
                    self.failures.append(f"{path.name}: {error.strerror or error}")
            with self._condition:
                self.synced += 1
                self._running = None
                self._condition.notify_all()


DISK = DiskSyncer()
"""The app's one syncer: every replay file is forced to disk through it, in the order written."""

atexit.register(lambda: DISK.wait(EXIT_WAIT_SECONDS))
