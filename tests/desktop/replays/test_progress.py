"""A long replay opens behind a progress bar: progress is reported, Cancel leaves everything as it was."""

from __future__ import annotations

import pytest

from desktop.qt import QFileDialog, QProgressDialog, QPushButton, Qt, QTimer
from desktop.replays import progress
from desktop.replays.viewer import ReplayViewer
from engine.harness import play_game
from tests.golden_replays.games import content
from tests.support.replays import recorded_game

from ..conftest import screenshot

LONG_RULESET = "weiss-schwarz"


@pytest.fixture(scope="module")
def long_replay() -> str:
    """A random-bot Weiß Schwarz game: hundreds of actions, each re-simulated and checked when opened."""
    c = content(LONG_RULESET)
    seed = next(s for s in ("long-1", "long-2", "long-3", "long-4")
                if len(play_game(c.ruleset, c.database, c.decks, s).actions) >= 500)  # fmt: skip
    return recorded_game(c.ruleset, c.database, c.decks, seed)


@pytest.fixture
def saved(qtbot, window, long_replay, monkeypatch):
    """The long game in the saved-games folder, the list showing it selected (its result checked in the background
    already, so no row changes while a test looks), the dialog shown at once."""
    monkeypatch.setattr(progress, "SHOW_AFTER_MS", 0)
    window.store.folder.mkdir(parents=True, exist_ok=True)
    path = window.store.folder / "20260101120000-weiss-schwarz-0a0b0c.jsonl"
    path.write_text(long_replay, encoding="utf-8")
    screen = window.show_replays()
    assert [game.path for game in screen.games] == [path]
    qtbot.waitUntil(lambda: not screen.list.item(0, 3).text().endswith("(unchecked)"), timeout=60_000)
    return screen, path


class ProgressWatcher:
    """Looks at the progress dialog each time the event loop turns while a replay loads, as a person would."""

    def __init__(self, qtbot, window, cancel: bool) -> None:
        self.qtbot, self.window, self.cancel = qtbot, window, cancel
        self.seen: list[tuple[int, int, str]] = []
        self.turns = 0
        QTimer.singleShot(0, self.look)

    def look(self) -> None:
        self.turns += 1
        dialog = next((d for d in self.window.findChildren(QProgressDialog) if d.isVisible()), None)
        if dialog is not None and dialog.value() > 0:
            self.seen.append((dialog.value(), dialog.maximum(), dialog.labelText()))
            if self.cancel:
                screenshot(dialog, "replay-loading-progress")
                self.qtbot.mouseClick(dialog.findChild(QPushButton), Qt.MouseButton.LeftButton)
                return
        if self.turns < 10_000 and (not self.seen or dialog is not None):
            QTimer.singleShot(0, self.look)


def test_cancel_while_a_long_replay_loads_leaves_the_list_as_it_was(qtbot, window, saved, long_replay):
    screen, path = saved
    rows_before = [screen.list.item(0, column).text() for column in range(screen.list.columnCount())]
    watcher = ProgressWatcher(qtbot, window, cancel=True)
    qtbot.mouseClick(screen.open_button, Qt.MouseButton.LeftButton)
    assert watcher.seen, "the progress dialog showed while the replay was checked"
    done, total, label = watcher.seen[0]
    assert 0 < done < total and f"of {total:,}" in label and path.name in label
    assert window.viewer is None and window.stack.currentWidget() is screen
    assert [screen.list.item(0, column).text() for column in range(screen.list.columnCount())] == rows_before
    assert screen.selected() is not None and screen.selected().path == path
    assert not screen.problem.isVisible()
    assert "cancelled" in window.statusBar().currentMessage()
    assert path.read_text(encoding="utf-8") == long_replay, "the file is untouched"
    assert not any(d.isVisible() for d in window.findChildren(QProgressDialog))


def test_a_long_replay_from_a_file_shows_its_progress_then_the_viewer(qtbot, window, saved, monkeypatch):
    screen, path = saved
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *args, **kwargs: (str(path), "")))
    watcher = ProgressWatcher(qtbot, window, cancel=False)
    qtbot.mouseClick(screen.file_button, Qt.MouseButton.LeftButton)
    assert isinstance(window.viewer, ReplayViewer) and window.stack.currentWidget() is window.viewer
    values = [done for done, _, _ in watcher.seen]
    assert len(values) >= 3 and values == sorted(values), "the bar moved forward as the actions were checked"
    assert watcher.seen[-1][1] == window.viewer.loaded.cursor.length
    assert not any(d.isVisible() for d in window.findChildren(QProgressDialog)), "the dialog is gone"


def test_cancel_while_resuming_a_long_game_keeps_it_as_it_was(qtbot, window, long_replay, monkeypatch):
    monkeypatch.setattr(progress, "SHOW_AFTER_MS", 0)
    unfinished = "".join(line for line in long_replay.splitlines(keepends=True) if '"t":"end"' not in line)
    window.store.folder.mkdir(parents=True, exist_ok=True)
    path = window.store.folder / "20260101120000-weiss-schwarz-0d0e0f.jsonl"
    path.write_text(unfinished, encoding="utf-8")
    path.with_suffix(".live").touch()
    [saved] = window.store.unfinished()
    watcher = ProgressWatcher(qtbot, window, cancel=True)
    assert window.resume_game(saved) is None
    assert watcher.seen and "Resuming" in watcher.seen[0][2]
    assert window.game is None and "cancelled" in window.statusBar().currentMessage()
    assert path.read_text(encoding="utf-8") == unfinished and [g.path for g in window.store.unfinished()] == [path]
