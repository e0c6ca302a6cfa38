"""The saved-games list's verdicts: each replay re-simulated once, off the UI thread, and its verdict kept by the file's
size, time and hash (in the data folder), so the list never shows a result its moves do not bear out."""

from __future__ import annotations

import hashlib
import json
import threading
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Final, Literal

from desktop.qt import QObject, Signal
from desktop.replays.loading import ReplayProblem, load_file
from engine.lan.audit import header_problems
from engine.lan.seen import SeenCursor

VERDICTS = "replay-verdicts.json"
"""The cache's file, beside the replays folder."""
State = Literal["checked", "forged", "unchecked"]
CHECKED: Final = "checked"
FORGED: Final = "forged"
UNCHECKED: Final = "unchecked"


@dataclass(frozen=True)
class Verdict:
    """What re-simulating a replay found: `checked` (its moves bear out its `outcome`, the re-simulated one), `forged`
    (its end line, hashes or header do not match its moves: `problems` says how) or `unchecked` (it cannot be
    re-simulated here: `problems` says why)."""

    state: State
    outcome: dict[str, Any] | None = None
    problems: tuple[str, ...] = ()


def verify(path: Path, on_progress: Callable[[int, int], None] | None = None) -> Verdict:
    """Re-simulate the replay in `path` and say whether what it claims is true (never raises a ReplayProblem)."""
    try:
        loaded = load_file(path, on_progress)
    except ReplayProblem as error:
        return Verdict(UNCHECKED, None, (str(error),))
    cursor, replay = loaded.cursor, loaded.replay
    if isinstance(cursor, SeenCursor):
        return Verdict(UNCHECKED, None, ("What a LAN guest was shown: there are no moves to check.",))
    problems = [f"It stops agreeing with the rules at {cursor.mismatch}."] if cursor.mismatch is not None else []
    problems += [f"It is damaged at {p.where}: {p.message}." for p in replay.problems if not replay.truncated]
    problems += cursor.honesty(replay) + header_problems(replay.header)
    header, package = replay.header, loaded.package
    same_rules = header.ruleset_version == package.ruleset.version
    if problems and not (same_rules and header.card_digest == package.database.digest()):
        other = "other card data" if same_rules else "another version of the rules"
        why = f"Recorded with {other} than this Playmat has: its moves cannot be checked here."
        return Verdict(UNCHECKED, None, (why, *problems))
    if problems:
        return Verdict(FORGED, None, tuple(problems))
    outcome = cursor.outcome_at(cursor.length)
    return Verdict(CHECKED, None if outcome is None else outcome.to_data())


@dataclass
class _Entry:
    size: int
    mtime: int
    sha256: str
    verdict: Verdict


@dataclass
class VerdictCache:
    """Verdicts by file name, each valid while the file's size and time (or, if they changed, its hash) are the same.
    Read and written from any thread; kept in `path` after every new verdict (a damaged cache is started afresh)."""

    path: Path
    _entries: dict[str, _Entry] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    @classmethod
    def open(cls, path: Path) -> VerdictCache:
        cache = cls(path)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            for name, entry in data.items():
                verdict = Verdict(entry["state"], entry["outcome"], tuple(entry["problems"]))
                if verdict.state in (CHECKED, FORGED, UNCHECKED):
                    cache._entries[name] = _Entry(entry["size"], entry["mtime"], entry["sha256"], verdict)
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            cache._entries.clear()
        return cache

    def known(self, path: Path) -> Verdict | None:
        """The verdict of an unchanged file (by size and time alone: no reading), else None."""
        try:
            stat = path.stat()
        except OSError:
            return None
        with self._lock:
            entry = self._entries.get(path.name)
        return entry.verdict if entry and (entry.size, entry.mtime) == (stat.st_size, stat.st_mtime_ns) else None

    def verdict(self, path: Path, on_progress: Callable[[int, int], None] | None = None) -> Verdict:
        """The file's verdict: kept if its contents are unchanged (its hash), else found again by `verify`."""
        stat = path.stat()
        digest = hashlib.sha256(path.read_bytes()).hexdigest()
        with self._lock:
            entry = self._entries.get(path.name)
        verdict = entry.verdict if entry is not None and entry.sha256 == digest else verify(path, on_progress)
        with self._lock:
            self._entries[path.name] = _Entry(stat.st_size, stat.st_mtime_ns, digest, verdict)
            data = {name: {**asdict(e), **asdict(e.verdict)} for name, e in self._entries.items()}
        for kept in data.values():
            kept.pop("verdict")
        try:
            temporary = self.path.with_suffix(".tmp")
            temporary.write_text(json.dumps(data), encoding="utf-8")
            temporary.replace(self.path)
        except OSError:
            pass  # the verdict stands; it is found again next time
        return verdict


class VerdictWorker(QObject):
    """Finds the verdicts of `paths` on a thread of its own; signals (queued to the UI thread): `checked(Path,
    Verdict)` for each file, `progress(int, int)` (files done, files in all), `finished()`. `stop()` ends it early."""

    checked = Signal(object, object)
    progress = Signal(int, int)
    finished = Signal()

    def __init__(self, cache: VerdictCache, paths: list[Path], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.cache = cache
        self.paths = paths
        self._stopped = threading.Event()
        self._thread = threading.Thread(target=self._run, name="ReplayVerdicts", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self, wait: float = 5.0) -> None:
        self._stopped.set()
        if self._thread.is_alive():
            self._thread.join(wait)

    def _cancel(self, done: int, total: int) -> None:
        if self._stopped.is_set():
            raise _Stopped

    def _run(self) -> None:
        try:
            for done, path in enumerate(self.paths):
                if self._stopped.is_set():
                    return
                self.progress.emit(done, len(self.paths))
                try:
                    verdict = self.cache.verdict(path, self._cancel)
                except OSError:
                    continue  # deleted or unreadable meanwhile: the list says so when it is read again
                except _Stopped:
                    raise
                except Exception as error:  # a fault in re-simulating one file must not end the others' checks
                    verdict = Verdict(UNCHECKED, None, (f"It could not be checked ({type(error).__name__}).",))
                self.checked.emit(path, verdict)
            self.progress.emit(len(self.paths), len(self.paths))
        except _Stopped:
            return
        finally:
            if not self._stopped.is_set():
                self.finished.emit()


class _Stopped(Exception):
    """Raised from the progress callback to stop a verification."""
