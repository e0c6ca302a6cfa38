"""Playmat benchmarks: engine throughput per ruleset, replay seeking, peers, the desktop (offscreen) and LAN.

Run with `python3 run.py bench [seconds] [section ...]` (sets up .venv with the `bench` extra; sections:
engine replay peers desktop lan search, all by default; search-match, which takes long, only when named). Prints
one table (each figure beside its budget) and writes bench/results/latest.json and latest.md. Figures are goals for
the code, never assertions in tests.
"""

from __future__ import annotations

import json
import os
import platform
import statistics
import sys
import tempfile
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
    view_times: list[float] = []
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
            view = game.view(decision.player)
            t2 = time.perf_counter()
            action = bots[decision.player].choose(view, legal)
            t3 = time.perf_counter()
            game.apply(action)  # check + apply: what the engine does for one action, nothing else
            t4 = time.perf_counter()
            legal_times.append(t1 - t0)
            view_times.append(t2 - t1)
            apply_times.append(t4 - t3)
            actions += 1
        games += 1
    elapsed = time.perf_counter() - started
    return {
        "benchmark": f"engine: {name}",
        "games_per_s": games / elapsed,
        "actions_per_s": actions / sum(apply_times),
        "check_apply_us_median": statistics.median(apply_times) * 1e6,
        "check_apply_us_p99": _percentile(apply_times, 0.99) * 1e6,
        "legal_actions_us_median": statistics.median(legal_times) * 1e6,
        "legal_actions_us_p99": _percentile(legal_times, 0.99) * 1e6,
        "view_us_median": statistics.median(view_times) * 1e6,
    }


def replay_seek(name: str, setup: Callable[[], tuple[Any, Any, Any]], target: int = 1000) -> Row:
    """Record a game of `target` actions, or the longest of a few seeds where the rules end games sooner.

    The bots never attack while anything else is legal, so games run as long as the ruleset lets them (a ONE
    PIECE game then ends by deck-out near 450 actions; a Weiß Schwarz one passes 1,000)."""
    ruleset, database, decks = setup()
    best: tuple[int, str] = (0, "")
    for seed in range(5):
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
            legal = game.legal_actions()
            calm = [action for action in legal if action.kind != "attack"]
            action = bots[decision.player].choose(game.view(decision.player), calm or legal)
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


def random_playouts(name: str, setup: Callable[[], tuple[Any, Any, Any]], seconds: float) -> Row:
    """Random playouts as a search plays them: `legal_actions()` then `apply_legal` of a random one (a manual
    resolution left at once, as RandomBot does), counting CPU time (`time.process_time`) of the playouts only."""
    from engine import actions as A
    from engine.bot import MANUAL
    from engine.rng import Rng

    ruleset, database, decks = setup()
    rng = Rng.from_seed("playouts")
    actions = games = 0
    spent = 0.0
    while spent < seconds:
        game = Game.new(ruleset, database, decks, f"p{games:x}")
        t0 = time.process_time()
        while game.outcome is None and game.state.actions_applied < 3000:
            legal = game.legal_actions()
            decision = game.decision
            if decision is not None and decision.context == MANUAL:
                action = next((a for a in legal if a.kind == A.PASS), legal[0])
            else:
                action = legal[rng.below(len(legal))]
            game.apply_legal(action)
            actions += 1
        spent += time.process_time() - t0
        games += 1
    return {"benchmark": f"engine: {name} random playouts", "playout_random_actions_per_s": actions / spent}


def chess_plies(seconds: float, clock: Callable[[], float] = time.process_time) -> tuple[int, int, float] | None:
    """(games, plies, seconds by `clock`: CPU time unless told) of python-chess random playouts for about `seconds`;
    None if python-chess is not installed."""
    try:
        import chess
    except ImportError:
        return None
    from engine.rng import Rng

    rng = Rng.from_seed("chess")
    plies = games = 0
    spent = 0.0
    while spent < seconds:
        board = chess.Board()
        t0 = clock()
        while not board.is_game_over() and board.ply() < 400:
            moves = list(board.legal_moves)
            board.push(moves[rng.below(len(moves))])
            plies += 1
        spent += clock() - t0
        games += 1
    return games, plies, spent


def chess_peer(seconds: float) -> Row:
    found = chess_plies(seconds, time.perf_counter)  # wall time, as the engine rows' games per second
    if found is None:
        return {"benchmark": "peer: python-chess", "note": "not installed (pip install '.[bench]')"}
    games, plies, spent = found
    return {"benchmark": "peer: python-chess random playouts", "games_per_s": games / spent,
            "actions_per_s": plies / spent}  # fmt: skip


def beside_chess(rows: list[Row], before: tuple[int, int, float] | None, after: tuple[int, int, float] | None) -> None:
    """Put python-chess plies per second (CPU time, measured before and after the engine rows of this run, both
    counted) beside each random-playout row, with the ratio the issue sets a goal for (issue 18: at least 1.0x)."""
    if before is None or after is None:
        for row in rows:
            row["note"] = "python-chess not installed (pip install '.[bench]'): no ratio"
        return
    plies_per_s = (before[1] + after[1]) / (before[2] + after[2])
    for row in rows:
        row["chess_plies_per_s"] = plies_per_s
        row["playout_vs_chess"] = row["playout_random_actions_per_s"] / plies_per_s


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


MEASURES: dict[str, tuple[str, str]] = {  # key: (what it is, unit)
    "games_per_s": ("random-bot games per second", "/s"),
    "actions_per_s": ("actions per second (check+apply; chess: moves)", "/s"),
    "check_apply_us_median": ("check+apply, median", "µs"),
    "check_apply_us_p99": ("check+apply, 99th percentile", "µs"),
    "legal_actions_us_median": ("legal_actions(), median", "µs"),
    "legal_actions_us_p99": ("legal_actions(), 99th percentile", "µs"),
    "view_us_median": ("view(seat), median", "µs"),
    "playout_random_actions_per_s": ("random playout actions per second (legal_actions + apply), CPU time", "/s"),
    "chess_plies_per_s": ("python-chess random playout plies per second, same run, CPU time", "/s"),
    "playout_vs_chess": ("random playout actions/s vs python-chess plies/s", "x"),
    "load_verify_ms": ("load + verify", "ms"),
    "seek_ms_median": ("seek, median of 100", "ms"),
    "seek_ms_max": ("seek, max of 100", "ms"),
    "frame_ms_median": ("drag frame, median", "ms"),
    "frame_ms_p95": ("drag frame, 95th percentile", "ms"),
    "frame_ms_max": ("drag frame, max (the drag's first)", "ms"),
    "full_paint_ms_median": ("whole table painted, median", "ms"),
    "redraw_ms_median": ("same snapshot shown again, whole table painted, median", "ms"),
    "update_ms_median": ("new snapshot: table updated and repainted, median", "ms"),
    "update_ms_p95": ("new snapshot: table updated and repainted, 95th percentile", "ms"),
    "update_cpu_ms_median": ("new snapshot: the same, CPU time, median", "ms"),
    "launch_ms": ("interpreter start to first table drawn", "ms"),
    "launch_cpu_ms": ("the same, CPU time", "ms"),
    "rss_mb": ("resident memory", "MB"),
    "peak_rss_mb": ("peak resident memory", "MB"),
    "lan_ms_median": ("action round trip, median", "ms"),
    "lan_ms_p95": ("action round trip, 95th percentile", "ms"),
    "playouts_per_s": ("search bot playouts per second (heuristic bots, sampled game to its end)", "/s"),
    "playout_actions_per_s": ("search bot playout actions per second", "/s"),
    "win_rate_pct": ("search bot's win rate against the heuristic bot", "%"),
    "win_rate_low_pct": ("the same, 95 % interval low", "%"),
    "win_rate_high_pct": ("the same, 95 % interval high", "%"),
    "baseline_win_rate_pct": ("the heuristic bot's in its seats, same games", "%"),
    "minutes": ("minutes taken", "min"),
    "cpu_minutes": ("CPU minutes taken", "min"),
    "search_first_games": ("games the search bot went first in", "games"),
}
BUDGETS: dict[str, tuple[float, str]] = {  # DESIGN.md section 10 and issue 10: key: (limit, how it reads)
    "check_apply_us_median": (100.0, "tens of µs"),
    "view_us_median": (60.0, "< 60 µs (issue 18)"),
    "seek_ms_max": (50.0, "< 50 ms"),
    "frame_ms_p95": (16.0, "< 16 ms"),
    "update_ms_median": (8.0, "< 8 ms"),  # issue 16
    "update_ms_p95": (16.0, "< 16 ms"),
    "launch_ms": (1500.0, "< 1.5 s"),
    "lan_ms_p95": (10.0, "< 10 ms"),
    "rss_mb": (300.0, "< 300 MB"),
    "peak_rss_mb": (300.0, "< 300 MB"),
}
FLOORS: dict[str, tuple[float, str]] = {  # goals a figure must reach: key: (least, how it reads)
    "playout_vs_chess": (1.0, ">= 1.0x (issue 18)"),
    "win_rate_pct": (70.0, ">= 70 % over >= 40 games at 0.25 s a move (issue 18)"),
}


LAN_MIN_SECONDS = 3.0
"""The LAN benchmark's clock includes starting its host process (1-2 s): shorter runs measure no action."""


def lan_roundtrip(seconds: float) -> Row:
    """The LAN row, from bench/lan_roundtrip.py's `measure(seconds)` when that file exists."""
    name = "lan: action round trip on loopback, two real peers"
    if not (ROOT / "bench" / "lan_roundtrip.py").exists():
        return {"benchmark": name, "note": "not measured (bench/lan_roundtrip.py is not there yet)"}
    try:
        from lan_roundtrip import measure  # type: ignore[import-not-found]

        found = measure(max(seconds, LAN_MIN_SECONDS))
    except Exception as error:  # a broken peer must not lose the rest of the table
        return {"benchmark": name, "note": f"not measured: {type(error).__name__}: {error}"}
    about = [str(found[k]) + ("" if k == "ruleset" else f" {k}") for k in ("ruleset", "actions") if k in found]
    played = ", ".join(about)
    row: Row = {"benchmark": f"{name} ({played})" if played else name}
    for key, value in found.items():
        scale = 1e3 if key.endswith("_s") else 1e-3 if "_us" in key else 1.0
        if isinstance(value, (int, float)) and ("median" in key or "p95" in key):
            row["lan_ms_median" if "median" in key else "lan_ms_p95"] = value * scale
        else:
            row[key] = value
    return row


def table_lines(rows: list[Row]) -> list[tuple[str, str, str, str]]:
    """(benchmark, measure, value, budget) for every figure, then our games/s as ratios to each peer."""
    lines = []
    for row in rows:
        figures = [k for k in MEASURES if k in row]
        if not figures:
            lines.append((row["benchmark"], row.get("note", ""), "", ""))
        for key in figures:
            what, unit = MEASURES[key]
            budget = ""
            if key in BUDGETS:
                limit, reads = BUDGETS[key]
                budget = f"{reads}: {'met' if row[key] < limit else 'MISSED'}"
            if key in FLOORS:
                least, reads = FLOORS[key]
                budget = f"{reads}: {'met' if row[key] >= least else 'MISSED'}"
                if key == "win_rate_pct" and row.get("games", 0) < SEARCH_MATCH_GAMES:
                    budget = f"{reads}: not judged (only {row.get('games', 0)} games)"
            value = f"{row[key]:.2f}x" if unit == "x" else f"{row[key]:,.1f} {unit}"
            lines.append((row["benchmark"], what, value, budget))
        if figures and row.get("note"):  # a row measured in part says what is missing
            lines.append((row["benchmark"], row["note"], "", ""))
    peers = [r for r in rows if r["benchmark"].startswith("peer:") and "games_per_s" in r]
    for row in (r for r in rows if r["benchmark"].startswith("engine:") and "games_per_s" in r):
        for peer in peers:
            ratio = row["games_per_s"] / peer["games_per_s"]
            lines.append((row["benchmark"], f"games/s vs {peer['benchmark'][6:]}", f"{ratio:.2f}x", ""))
    return lines


def print_table(rows: list[Row]) -> None:
    lines = [("benchmark", "measure", "value", "budget"), *table_lines(rows)]
    widths = [max(len(line[i]) for line in lines) for i in range(4)]
    for index, line in enumerate(lines):
        cells = [line[0].ljust(widths[0]), line[1].ljust(widths[1]), line[2].rjust(widths[2]), line[3]]
        print("  ".join(cells).rstrip())
        if index == 0:
            print("  ".join("-" * w for w in widths))


def markdown_table(rows: list[Row]) -> str:
    lines = ["| benchmark | measure | value | budget |", "|---|---|---:|---|"]
    lines += [f"| {a} | {b} | {c} | {d} |" for a, b, c, d in table_lines(rows)]
    return "\n".join(lines) + "\n"


def machine() -> dict[str, Any]:
    """What the figures were measured on."""
    found: dict[str, Any] = {"python": platform.python_version(), "machine": platform.machine(),
                             "system": platform.system(), "cores": os.cpu_count()}  # fmt: skip
    try:
        cpuinfo = Path("/proc/cpuinfo").read_text()
        found["cpu"] = next(line.split(":", 1)[1].strip() for line in cpuinfo.splitlines() if "model name" in line)
        memory = Path("/proc/meminfo").read_text().split()
        found["memory_gb"] = round(int(memory[memory.index("MemTotal:") + 1]) / 1024**2, 1)
        found["load_average_before"] = os.getloadavg()[0]
    except (OSError, StopIteration, ValueError):
        found["cpu"] = platform.processor() or platform.machine()
    return found


SECTIONS = ("engine", "replay", "peers", "desktop", "lan", "search")
LONG_SECTIONS = ("search-match",)
"""Sections run only when named: the search bot's match against the heuristic bot takes minutes per ruleset."""
SEARCH_MATCH_GAMES = 40


def main(argv: list[str]) -> int:
    """`run.py [seconds] [section ...]`: seconds per throughput figure (default 5); sections default to all."""
    seconds = float(argv[1]) if len(argv) > 1 else 5.0
    wanted = [a for a in argv[2:] if a in SECTIONS or a in LONG_SECTIONS] or list(SECTIONS)
    about = machine()
    home = tempfile.TemporaryDirectory(prefix="playmat-bench-")
    os.environ.setdefault("PLAYMAT_HOME", home.name)  # only shipped content: never the user's decks or files
    rows: list[Row] = []
    chess_before = chess_plies(seconds) if "engine" in wanted else None
    playouts: list[Row] = []
    for name, setup in _rulesets():
        if "engine" in wanted:
            rows.append(engine_throughput(name, setup, seconds))
            playouts.append(random_playouts(name, setup, seconds))
            rows.append(playouts[-1])
        if "replay" in wanted:
            rows.append(replay_seek(name, setup))
        if "search" in wanted:
            import search_bot  # bench/search_bot.py

            rows.append(search_bot.speed(name, setup, seconds))
        if "search-match" in wanted:
            import search_bot

            rows.append(search_bot.match(name, setup, SEARCH_MATCH_GAMES))
    if "engine" in wanted:
        beside_chess(playouts, chess_before, chess_plies(seconds))
    if "peers" in wanted:
        rows.append(chess_peer(seconds))
        rows.append(dgisim_peer(seconds))
    if "desktop" in wanted:
        import desktop_figures  # bench/desktop_figures.py: each figure from a fresh offscreen process

        rows.extend(desktop_figures.measure())
    if "lan" in wanted:
        rows.append(lan_roundtrip(seconds))
    print_table(rows)
    out = ROOT / "bench" / "results"
    out.mkdir(parents=True, exist_ok=True)
    (out / "latest.json").write_text(json.dumps({"machine": about, "rows": rows}, indent=2))
    (out / "latest.md").write_text(markdown_table(rows))
    print(f"\nmachine: {about}\nwritten to {out / 'latest.json'} and latest.md")
    home.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
