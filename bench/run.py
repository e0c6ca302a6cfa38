"""Playmat benchmarks: engine throughput per ruleset, replay seeking, and peers on the same machine.

Run with `python3 run.py bench` (sets up .venv with the `bench` extra). Prints one table and writes
bench/results/latest.json. Figures are goals for the code, never assertions in tests.
"""

from __future__ import annotations

import json
import platform
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.bot import RandomBot  # noqa: E402
from engine.formats.replays import ReplayHeader, read_replay  # noqa: E402
from engine.game import Game  # noqa: E402
from engine.replay import Recorder, ReplayCursor  # noqa: E402

Row = dict[str, Any]


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _rulesets() -> list[tuple[str, Callable[[], tuple[Any, Any, Any]]]]:
    """(id, setup) for every ruleset with content: setup gives (ruleset, database, decks)."""
    found = []
    try:
        from desktop import content
        from desktop.rulesets import load

        for ruleset_id in content.register_content():
            package = load(ruleset_id)
            decks = list(package.decks.values())
            if decks:
                pair = (decks[0], decks[-1])
                found.append((ruleset_id, lambda p=package, d=pair: (p.ruleset, p.database, d)))
    except ImportError:  # pragma: no cover - the desktop is not installed
        pass
    from tests.support import demo

    found.append(("skirmish (demo)", lambda: (demo.ruleset(), demo.database(),
                                              (demo.deck(demo.DECK_A), demo.deck(demo.DECK_B)))))  # fmt: skip
    return found


def engine_throughput(name: str, setup: Callable[[], tuple[Any, Any, Any]], seconds: float) -> Row:
    ruleset, database, decks = setup()
    games = actions = 0
    legal_times: list[float] = []
    apply_times: list[float] = []
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        game = Game.new(ruleset, database, decks, f"{games:x}")
        bots = (RandomBot(f"{games}a"), RandomBot(f"{games}b"))
        while game.outcome is None and game.state.actions_applied < 3000:
            decision = game.decision
            assert decision is not None
            t0 = time.perf_counter()
            legal = game.legal_actions()
            t1 = time.perf_counter()
            action = bots[decision.player].choose(game.view(decision.player), legal)
            t2 = time.perf_counter()
            game.apply(action)
            t3 = time.perf_counter()
            legal_times.append(t1 - t0)
            apply_times.append(t3 - t2)
            actions += 1
        games += 1
    elapsed = time.perf_counter() - started
    return {
        "benchmark": f"engine: {name}",
        "games_per_s": games / elapsed,
        "actions_per_s": actions / sum(apply_times),
        "check_apply_us_median": statistics.median(apply_times) * 1e6,
        "legal_actions_us_median": statistics.median(legal_times) * 1e6,
        "legal_actions_us_p99": _percentile(legal_times, 0.99) * 1e6,
    }


def replay_seek(name: str, setup: Callable[[], tuple[Any, Any, Any]], target: int = 1000) -> Row:
    """Record a game of about `target` actions (games chained by seed until one is long enough)."""
    ruleset, database, decks = setup()
    best: tuple[int, str] = (0, "")
    for seed in range(40):
        game = Game.new(ruleset, database, decks, f"{seed:x}")
        header = ReplayHeader(app_version="bench", ruleset=ruleset.id, ruleset_version=ruleset.version,
                              card_digest=database.digest(), players=("A", "B"), decks=decks, seed=f"{seed:x}",
                              date="2026-01-01T00:00:00Z")  # fmt: skip
        recorder = Recorder(header)
        text = recorder.header_text()
        bots = (RandomBot(f"r{seed}a"), RandomBot(f"r{seed}b"))
        while game.outcome is None and game.state.actions_applied < target:
            decision = game.decision
            assert decision is not None
            action = bots[decision.player].choose(game.view(decision.player), game.legal_actions())
            turn = game.state.turn
            game.apply(action)
            text += recorder.record(game, action, turn)
        if game.state.actions_applied > best[0]:
            best = (game.state.actions_applied, text)
        if best[0] >= target:
            break
    length, text = best
    t0 = time.perf_counter()
    cursor = ReplayCursor.load(ruleset, database, read_replay(text))
    load_s = time.perf_counter() - t0
    seeks = []
    for i in range(100):
        position = (i * 7919) % (cursor.length + 1)
        t0 = time.perf_counter()
        cursor.seek(position)
        seeks.append(time.perf_counter() - t0)
    return {
        "benchmark": f"replay: {name} ({length} actions)",
        "load_verify_ms": load_s * 1e3,
        "seek_ms_median": statistics.median(seeks) * 1e3,
        "seek_ms_max": max(seeks) * 1e3,
    }


def chess_peer(seconds: float) -> Row:
    try:
        import chess
    except ImportError:
        return {"benchmark": "peer: python-chess", "note": "not installed (pip install '.[bench]')"}
    from engine.rng import Rng

    rng = Rng.from_seed("chess")
    plies = games = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        board = chess.Board()
        while not board.is_game_over() and board.ply() < 400:
            moves = list(board.legal_moves)
            board.push(moves[rng.below(len(moves))])
            plies += 1
        games += 1
    elapsed = time.perf_counter() - started
    return {"benchmark": "peer: python-chess random playouts", "games_per_s": games / elapsed,
            "actions_per_s": plies / elapsed}  # fmt: skip


def dgisim_peer(seconds: float) -> Row:
    try:
        from dgisim import GameStateMachine
        from dgisim._core.agents import RandomAgent
    except ImportError:
        return {"benchmark": "peer: dgisim", "note": "not installed (pip install '.[bench]')"}
    games = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds or games == 0:
        GameStateMachine.from_default(RandomAgent(), RandomAgent()).run()
        games += 1
    return {"benchmark": "peer: dgisim random bot games", "games_per_s": games / (time.perf_counter() - started)}


COLUMNS = ("games_per_s", "actions_per_s", "check_apply_us_median", "legal_actions_us_median",
           "legal_actions_us_p99", "load_verify_ms", "seek_ms_median", "seek_ms_max")  # fmt: skip


def print_table(rows: list[Row]) -> None:
    width = max(len(r["benchmark"]) for r in rows)
    print(f"{'benchmark':<{width}}  " + "  ".join(f"{c:>14}" for c in COLUMNS))
    for row in rows:
        cells = "  ".join(f"{row[c]:>14.1f}" if c in row else f"{'':>14}" for c in COLUMNS)
        print(f"{row['benchmark']:<{width}}  {cells}  {row.get('note', '')}")
    ours = [r for r in rows if r["benchmark"].startswith("engine:")]
    peers = {r["benchmark"]: r for r in rows if r["benchmark"].startswith("peer:") and "games_per_s" in r}
    for peer_name, peer in peers.items():
        for row in ours:
            ratio = row["games_per_s"] / peer["games_per_s"]
            print(f"  {row['benchmark']} vs {peer_name}: {ratio:.2f}x games/s")


def main() -> int:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
    rows: list[Row] = []
    for name, setup in _rulesets():
        rows.append(engine_throughput(name, setup, seconds))
        rows.append(replay_seek(name, setup))
    rows.append(chess_peer(seconds))
    rows.append(dgisim_peer(seconds))
    print_table(rows)
    machine = {"python": platform.python_version(), "machine": platform.machine(), "system": platform.system(),
               "processor": platform.processor() or platform.machine()}  # fmt: skip
    out = ROOT / "bench" / "results"
    out.mkdir(parents=True, exist_ok=True)
    (out / "latest.json").write_text(json.dumps({"machine": machine, "rows": rows}, indent=2))
    print(f"\nwritten to {out / 'latest.json'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
