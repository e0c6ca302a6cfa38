"""Takes the table screenshots in this folder: each game mid-battle, at 1024x700 and 1920x1080, in a real window.

Run under an X server, e.g. `Xvfb :98 -screen 0 1920x1080x24 &` then
`DISPLAY=:98 PLAYMAT_HOME=$(mktemp -d) .venv/bin/python docs/screenshots/take.py docs/screenshots [GAME ...]`
(ImageMagick's `import` captures the screen). Bots play each game until the human seat must answer during a battle.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

SIZES = ((1024, 700), (1920, 1080))
GAMES = ("one-piece", "energio", "weiss-schwarz", "battle-spirits-saga", "dragon-ball-super")


def main(out: Path, games: tuple[str, ...] = GAMES) -> None:
    from desktop.qt import QApplication

    app = QApplication(sys.argv)
    from desktop import rulesets
    from desktop.settings import Settings
    from desktop.table import LocalTable, Seat
    from desktop.window import MainWindow
    from tests.desktop.gestures import game_at

    def pump(seconds: float) -> None:
        end = time.time() + seconds
        while time.time() < end:
            app.processEvents()
            time.sleep(0.01)

    def defending(game: object) -> bool:
        decision = game.decision  # type: ignore[attr-defined]
        return (
            decision is not None and decision.player == 0 and decision.kind.value == "act"
            and game.state.turn >= 5 and game.view(0).battle is not None  # type: ignore[attr-defined]
            and len(game.legal_actions()) > 1  # type: ignore[attr-defined]  # a forced answer would answer itself
        )  # fmt: skip

    rulesets.register_builtin()
    window = MainWindow(Settings(bot_pause_ms=0, animation_speed=0), save_on_close=False)
    window.show()
    for ruleset_id in games:
        game = _first_game(game_at, ruleset_id, defending)
        for width, height in SIZES:
            window.setGeometry(0, 0, width, height)
            table = LocalTable(game.ruleset, game.database, ((), ()), "", (Seat.HUMAN, Seat.BOT),  # type: ignore[arg-type]
                               game=game.copy(), record=False, bot_pause_ms=0)  # fmt: skip
            window.show_game(table)
            pump(1.0)
            path = out / f"table-{ruleset_id}-{width}x{height}.png"
            subprocess.run(["import", "-window", "root", "-crop", f"{width}x{height}+0+0", str(path)], check=True)
            print("saved", path)
    window.end_game()


def _first_game(game_at: Any, ruleset_id: str, moment: Any) -> Any:
    """The first bot game (of a few seeds) that comes to the moment before it ends."""
    for attempt in range(8):
        try:
            return game_at(ruleset_id, moment, seed=f"shots-{attempt}" if attempt else "shots")
        except AssertionError:
            continue
    raise SystemExit(f"no {ruleset_id} game came to a battle the human seat answers")


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).parent), tuple(sys.argv[2:]) or GAMES)
