"""`playmat --smoke-test`: the app checks itself (every ruleset loads, draws a table and plays bot moves) and exits."""

from __future__ import annotations

import os
import sys
import tempfile
from dataclasses import dataclass

from desktop import rulesets
from desktop.qt import QApplication, QTimer
from desktop.settings import HOME_VARIABLE, Settings
from desktop.start import GameRequest
from desktop.table import Seat, Snapshot
from desktop.window import MainWindow

ACTIONS_PER_RULESET = 25
TIME_LIMIT_MS = 60_000


@dataclass
class RulesetResult:
    """How one ruleset fared: actions seen on its table, whether the game ended, or what went wrong."""

    ruleset_id: str
    actions: int = 0
    finished: bool = False
    error: str = ""

    @property
    def ok(self) -> bool:
        return not self.error and (self.finished or self.actions >= ACTIONS_PER_RULESET)

    def __str__(self) -> str:
        if self.error:
            return f"{self.ruleset_id}: FAILED ({self.error})"
        return f"{self.ruleset_id}: {self.actions} actions, {'game over' if self.finished else 'still playing'}"


def run() -> int:
    """Play a bot-vs-bot game of every installed ruleset offscreen, in a throwaway data folder; 0 when all pass."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # read when the QApplication is created
    os.environ.setdefault(HOME_VARIABLE, tempfile.mkdtemp(prefix="playmat-smoke-"))
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    rulesets.register_builtin()
    window = MainWindow(Settings(bot_pause_ms=0, animation_speed=0), save_on_close=False)
    window.show()
    results = [RulesetResult(entry.id) for entry in rulesets.entries()]
    for result in results:
        _play(app, window, result)
        print(result, flush=True)
    window.close()
    passed = bool(results) and all(result.ok for result in results)
    print("smoke test passed" if passed else "smoke test FAILED", flush=True)
    return 0 if passed else 1


def _play(app: QApplication, window: MainWindow, result: RulesetResult) -> None:
    try:
        names = list(rulesets.load(result.ruleset_id).decks)
        if not names:
            result.error = "no playable starter deck"
            return
        request = GameRequest(result.ruleset_id, (names[0], names[-1]), (Seat.BOT, Seat.BOT))
        screen = window.start_game(request, seed="smoke")
    except Exception as error:  # report every ruleset's failure instead of stopping at the first
        result.error = f"{type(error).__name__}: {error}"
        return

    def on_change(snapshot: Snapshot) -> None:
        result.actions += 1
        result.finished = snapshot.view.outcome is not None
        if result.finished or result.actions >= ACTIONS_PER_RULESET:
            app.quit()

    def on_time_out() -> None:
        result.error = f"only {result.actions} actions in {TIME_LIMIT_MS // 1000} s"
        app.quit()

    screen.table.changed.connect(on_change)
    limit = QTimer()
    limit.setSingleShot(True)
    limit.timeout.connect(on_time_out)
    limit.start(TIME_LIMIT_MS)
    app.exec()
    limit.stop()
    window.end_game()
