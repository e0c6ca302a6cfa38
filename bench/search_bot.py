"""Search bot figures (issue 18): playouts per second per ruleset, and its win rate against the heuristic bot."""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Any

from engine.bot import heuristic_bot
from engine.game import Game
from engine.ids import PLAYERS
from engine.search import SearchBot, information_set, level, play_game

Row = dict[str, Any]
Setup = Callable[[], tuple[Any, Any, Any]]

POSITIONS = 6
"""Positions of a heuristic game the speed figure searches from (every few decisions from the start)."""


def _positions(ruleset: Any, database: Any, decks: Any) -> list[Game]:
    game = Game.new(ruleset, database, decks, "search-bench")
    bots = [heuristic_bot(ruleset, database, f"search-bench:{p}") for p in PLAYERS]
    found: list[Game] = []
    while game.outcome is None and len(found) < POSITIONS:
        decision = game.decision
        assert decision is not None
        legal = game.legal_actions()
        if len(legal) > 1 and game.state.actions_applied % 7 == 0:
            found.append(game.copy())
        game.apply(bots[decision.player].choose(game.view(decision.player), legal))
    return found


def speed(name: str, setup: Setup, seconds: float) -> Row:
    """Searches from a few positions of a heuristic game, for about `seconds`: playouts and playout actions per
    second (a playout = one sampled game played to its end by the heuristic bot for both seats)."""
    ruleset, database, decks = setup()
    positions = _positions(ruleset, database, decks)
    bot = SearchBot(ruleset, database, "speed", iterations=8)
    started = time.perf_counter()
    index = 0
    while positions and (time.perf_counter() - started < seconds or bot.playouts == 0):
        game = positions[index % len(positions)]
        decision = game.decision
        assert decision is not None
        bot.decide(information_set(game, decision.player, decks), game.legal_actions())
        index += 1
    elapsed = time.perf_counter() - started
    return {
        "benchmark": f"search bot: {name}",
        "playouts_per_s": bot.playouts / elapsed,
        "playout_actions_per_s": bot.playout_actions_played / elapsed,
    }


def match(
    name: str,
    setup: Setup,
    games: int,
    level_key: str = "hard",
    seconds: float = 0.25,
    part: range | None = None,
    progress: Callable[[Row], None] | None = None,
) -> Row:
    """The search bot (a level's playout count, each move cut at `seconds` of CPU time, as the issue's 0.25 s)
    against the heuristic bot over `games` seeded games: each seed is played twice, the search bot in one seat and
    then the other, so it goes first in exactly half of the games (the seed decides who goes first). Its win rate
    with a 95 % Wilson interval, and the same games' rate for a heuristic bot in its place (the baseline: seats
    and decks are not equal). `part`: only those games of the `games` (a share for one process; `combine` adds
    the shares up). `progress` gets the row of the games played so far after each game."""
    ruleset, database, decks = setup()
    iterations = level(level_key).iterations

    def thinking() -> Callable[[], bool]:  # CPU time: a busy machine gives the bot no fewer playouts
        deadline = time.process_time() + seconds
        return lambda: time.process_time() > deadline

    wins = baseline = first = 0
    started, cpu = time.perf_counter(), time.process_time()
    indices = range(games) if part is None else part
    for index in indices:
        seed, seat = f"search-match:{index // 2}", index % 2
        for searching in (True, False):
            seats: list[Any] = [heuristic_bot(ruleset, database, f"{seed}:{p}") for p in PLAYERS]
            if searching:
                seats[seat] = SearchBot(ruleset, database, f"{seed}:search", iterations=iterations)
            game = play_game(ruleset, database, decks, seed, seats, thinking=thinking if seconds else None)
            won = game.outcome is not None and game.outcome.winner == seat
            wins += won and searching
            baseline += won and not searching
            first += searching and game.state.vars.get("first_player") == seat
        if progress is not None:
            played = index - indices.start + 1
            counts = {"wins": wins, "baseline_wins": baseline, "search_first_games": first, "games": played}
            times = {"minutes": (time.perf_counter() - started) / 60, "cpu_minutes": (time.process_time() - cpu) / 60}
            progress(_row(name, iterations, seconds, counts, times))
    counts = {"wins": wins, "baseline_wins": baseline, "search_first_games": first, "games": len(indices)}
    times = {"minutes": (time.perf_counter() - started) / 60, "cpu_minutes": (time.process_time() - cpu) / 60}
    return _row(name, iterations, seconds, counts, times)


def _row(name: str, iterations: int, seconds: float, counts: dict[str, int], times: dict[str, float]) -> Row:
    games, wins = counts["games"], counts["wins"]
    low, high = _wilson(wins, games)
    return {
        "benchmark": f"search bot vs heuristic: {name} ({games} games, {iterations} playouts or {seconds:g} s a move)",
        **counts,
        "win_rate_pct": 100.0 * wins / games,
        "win_rate_low_pct": 100.0 * low,
        "win_rate_high_pct": 100.0 * high,
        "baseline_win_rate_pct": 100.0 * counts["baseline_wins"] / games,
        **times,
    }


def combine(name: str, rows: list[Row], iterations: int, seconds: float = 0.25) -> Row:
    """One ruleset's row from the rows of its shares (games played in separate processes): counts and CPU minutes
    added up, wall minutes the longest share's."""
    keys = ("wins", "baseline_wins", "search_first_games", "games")
    counts = {key: sum(int(row[key]) for row in rows) for key in keys}
    times = {"minutes": max(row["minutes"] for row in rows), "cpu_minutes": sum(row["cpu_minutes"] for row in rows)}
    return _row(name, iterations, seconds, counts, times)


def _wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    if games == 0:
        return 0.0, 1.0
    rate = wins / games
    centre = rate + z * z / (2 * games)
    spread = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games))
    scale = 1 + z * z / games
    return (centre - spread) / scale, (centre + spread) / scale


def main(argv: list[str]) -> int:
    """`search_bot.py RULESET [games [first end]]`: one ruleset's match (the `search-match` section's row), or only
    games first..end-1 of it, printed and written to bench/results/search-match-RULESET[-first-end].json, so the
    rulesets and their shares can run side by side on several cores; `search_bot.py combine RULESET` adds up the
    shares' files into search-match-RULESET.json."""
    import importlib.util
    import json
    import os
    import sys
    import tempfile
    from pathlib import Path

    here = Path(__file__).resolve().parent
    spec = importlib.util.spec_from_file_location("bench_run", here / "run.py")
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    os.environ.setdefault("PLAYMAT_HOME", tempfile.mkdtemp(prefix="playmat-bench-"))
    combining = argv[1] == "combine"
    wanted = argv[2] if combining else argv[1]
    found = dict(bench._rulesets())
    if wanted not in found:
        print(f"unknown ruleset {wanted!r}; known: {', '.join(found)}", file=sys.stderr)
        return 2
    results = here / "results"
    results.mkdir(parents=True, exist_ok=True)
    out = results / f"search-match-{wanted}.json"
    if combining:
        shares = sorted(results.glob(f"search-match-{wanted}-*-*.json"))
        data = [json.loads(path.read_text()) for path in shares]
        row = combine(wanted, [d["rows"][0] for d in data], level("hard").iterations)
        about = {**data[0]["machine"], "shares": [path.name for path in shares]}
    else:
        games = int(argv[2]) if len(argv) > 2 else bench.SEARCH_MATCH_GAMES
        part = range(int(argv[3]), int(argv[4])) if len(argv) > 4 else None
        about = bench.machine()
        if part is not None:
            out = results / f"search-match-{wanted}-{part.start:02d}-{part.stop:02d}.json"

        def so_far(row: Row) -> None:  # each game's figures as it ends: a run cut short keeps what it played
            out.write_text(json.dumps({"machine": about, "rows": [row]}, indent=2))

        row = match(wanted, found[wanted], games, part=part, progress=so_far)
    bench.print_table([row])
    out.write_text(json.dumps({"machine": about, "rows": [row]}, indent=2))
    print(f"written to {out}")
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(main(sys.argv))
