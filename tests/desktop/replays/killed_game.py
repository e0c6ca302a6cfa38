"""A whole app in a child process playing bot against bot, printing "<actions> <state hash>" after each action.

Run by test_resume.py, which kills it with SIGKILL mid-game. It quits by itself after a minute at most.
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> int:
    from desktop import rulesets
    from desktop.qt import QApplication, QTimer
    from desktop.settings import Settings
    from desktop.start import GameRequest
    from desktop.table import Seat
    from desktop.window import MainWindow

    app = QApplication(sys.argv[:1])
    rulesets.register_builtin()
    window = MainWindow(Settings(bot_pause_ms=int(sys.argv[1]), animation_speed=0), save_on_close=False)
    request = GameRequest("skirmish", ("Balanced", "Giants"), (Seat.BOT, Seat.BOT))
    table = window.start_game(request, seed=sys.argv[2]).table
    game = table.game  # type: ignore[attr-defined]
    table.changed.connect(lambda _: print(game.state.actions_applied, game.state_hash(), flush=True))
    QTimer.singleShot(60_000, app.quit)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
