"""Crash-proof games: a game killed mid-way (SIGKILL, in a real child process) resumes with every action intact."""

from __future__ import annotations

import os
import queue
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from desktop.qt import Qt
from desktop.replays.loading import load_file
from desktop.replays.store import ReplayStore
from desktop.settings import HOME_VARIABLE, data_dir
from desktop.table import LocalTable, Seat

from ..conftest import screenshot, start
from ..helpers import wait_for_decision

ROOT = Path(__file__).resolve().parents[3]
KILL_AFTER = 12


def _lines(stream, into: queue.Queue) -> None:
    for line in stream:
        into.put(line)
    into.put(None)


def run_and_kill(home: Path) -> dict[int, str]:
    """Start the child app, let it play KILL_AFTER actions, SIGKILL it; the hashes it reported, by action count."""
    env = {**os.environ, HOME_VARIABLE: str(home), "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    child = subprocess.Popen([sys.executable, "-m", "tests.desktop.replays.killed_game", "40", "kill-1"], cwd=ROOT,
                             env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)  # fmt: skip
    lines: queue.Queue = queue.Queue()
    reader = threading.Thread(target=_lines, args=(child.stdout, lines), daemon=True)
    reader.start()
    reported: dict[int, str] = {}
    try:
        while len(reported) < KILL_AFTER:
            line = lines.get(timeout=60)
            assert line is not None, "the child app stopped before it was killed"
            count, digest = line.split()
            reported[int(count)] = digest
        os.kill(child.pid, signal.SIGKILL)
        assert child.wait(timeout=30) == -signal.SIGKILL
    finally:
        if child.poll() is None:
            child.kill()
            child.wait(timeout=30)
        reader.join(timeout=30)
        child.stdout.close()
    return reported


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is a POSIX signal")
def test_a_killed_game_resumes_with_every_action_intact(qtbot, window, playmat_home):
    reported = run_and_kill(playmat_home)
    unfinished = window.store.unfinished()
    assert len(unfinished) == 1, "the killed game is offered for resuming"
    saved = unfinished[0]
    assert saved.actions >= max(reported), "every action the app had shown is in the file"
    window.show_start()
    bar = window.start_screen.resume_bar
    assert bar.isVisible() and f"{saved.actions} actions in" in bar.text.text()
    screenshot(window, "resume-offer")
    qtbot.mouseClick(bar.resume_button, Qt.MouseButton.LeftButton)
    screen = window.game
    assert screen is not None and isinstance(screen.table, LocalTable)
    game = screen.table.game
    assert game.state.actions_applied >= saved.actions
    cursor = load_file(saved.path).cursor
    for count, digest in reported.items():
        assert cursor.seek(count).state_hash() == digest, f"action {count} differs after the restart"
    assert screen.table.seats == (Seat.BOT, Seat.BOT)
    qtbot.waitUntil(lambda: screen.snapshot is not None and screen.snapshot.view.outcome is not None, timeout=30_000)
    assert window.store.unfinished() == [], "a finished game is offered no more"
    finished = load_file(saved.path)
    assert finished.replay.outcome is not None and finished.cursor.mismatch is None and not finished.warnings


def test_a_cut_off_last_line_is_dropped_and_the_game_goes_on(qtbot, window):
    screen = start(window, seats=(Seat.HUMAN, Seat.HUMAN), seed="cut-1")
    for _ in range(4):
        assert screen.table.submit(screen.table.snapshot().legal[0]) is None
    path = screen.table.recording.file.path
    played = screen.table.game.state.actions_applied
    window.end_game()  # as if the app stopped; the game stays resumable
    with path.open("a", encoding="utf-8") as file:
        file.write('{"action":{"kind":"zz')  # a write the crash cut short
    store = ReplayStore(data_dir())
    saved = store.unfinished()[0]
    resumed = window.resume_game(saved)
    assert resumed is not None and resumed.table.game.state.actions_applied == played
    assert "cut off" in window.statusBar().currentMessage()
    assert not path.with_suffix(".damaged").exists(), "a cut-off line is no damage worth keeping"
    text = path.read_text(encoding="utf-8")
    assert text.endswith("\n") and '"zz' not in text
    assert resumed.table.hot_seat and resumed.cover.isVisible()
    assert resumed.table.submit(resumed.table.snapshot().legal[0]) is None
    after = load_file(path)
    assert after.cursor.length == played + 1 and not after.warnings


def test_keep_as_replay_only_stops_the_offer(qtbot, window):
    screen = start(window, seats=(Seat.HUMAN, Seat.BOT), seed="aside-1")
    wait_for_decision(qtbot, screen)
    window.show_start()
    bar = window.start_screen.resume_bar
    assert bar.isVisible()
    qtbot.mouseClick(bar.dismiss_button, Qt.MouseButton.LeftButton)
    assert not bar.isVisible() and window.store.unfinished() == []
    assert len(window.store.list()) == 1 and window.store.list()[0].result == "Not finished"
