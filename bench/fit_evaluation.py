"""Fits a ruleset's position judgement (`evaluate`) to heuristic games: features at each turn's start, final winner."""

from __future__ import annotations

import math
import sys
from collections.abc import Callable, Sequence
from typing import Any

from engine.bot import heuristic_bot, stat, zone_count
from engine.game import Game
from engine.ids import PLAYERS, PlayerId
from engine.views import View

Features = Callable[[View, PlayerId], list[float]]


def one_piece(view: View, p: PlayerId) -> list[float]:
    """ONE PIECE / ENERGIO!!: whether the seat has at least 1..5 Life cards (so each card's worth is fitted), the
    cost of its Characters, cards in hand, DON!! out of the DON!! deck. (Also tried: the count of Characters and
    their power; held-out loss no better.)"""
    life = zone_count(view, "life", p)
    characters = [card for zone in view.zones if zone.ref.name == "character" and zone.ref.owner == p
                  for card in zone.cards]  # fmt: skip
    return [
        *(float(life >= n) for n in range(1, 6)),
        sum(stat(card, "cost") for card in characters),
        zone_count(view, "hand", p),
        -zone_count(view, "don_deck", p),
    ]


ONE_PIECE = (
    one_piece,
    ("life>=1", "life>=2", "life>=3", "life>=4", "life>=5", "character_cost", "hand", "don_out"),
    (2.0, 0.83, 0.64, 0.54, 0.47, 0.0, 0.3, 0.0),  # the hand-set judgement before: 2*sqrt(Life), 0.4 a Character
)
FEATURES: dict[str, tuple[Features, tuple[str, ...], tuple[float, ...]]] = {
    "one-piece": ONE_PIECE,
    "energio": ONE_PIECE,
}
"""Per ruleset: the features, their names, and the weights its judgement used before (for comparison; today's
Character count is not among the features, so it is left out of that comparison)."""


def positions(setup: Any, features: Features, games: int, prefix: str) -> list[tuple[list[float], int]]:
    """(feature lead of a seat over its opponent, 1 if that seat won) at the first decision of every turn of
    `games` heuristic games (decks in both seats), from both seats' views; drawn or unfinished games left out."""
    ruleset, database, decks = setup()
    rows: list[tuple[list[float], int]] = []
    for n in range(games):
        pair = decks if n % 2 == 0 else (decks[1], decks[0])
        seed = f"{prefix}:{n}"
        game = Game.new(ruleset, database, pair, seed)
        bots = [heuristic_bot(ruleset, database, f"{seed}:{p}") for p in PLAYERS]
        found: list[tuple[list[float], PlayerId]] = []
        turn = 0
        while game.outcome is None and game.state.actions_applied < 5_000:
            decision = game.decision
            assert decision is not None
            if game.state.turn > turn:
                turn = game.state.turn
                for seat in PLAYERS:
                    view = game.view(seat)
                    mine, theirs = features(view, seat), features(view, PlayerId(1 - seat))
                    lead = [a - b for a, b in zip(mine, theirs, strict=True)]
                    # constants of the position that no move changes, so the judgement needs none: whose turn it
                    # is, and which deck the seat plays (only two decks: they would confound the features)
                    lead += [
                        1.0 if game.state.turn_player == seat else -1.0,
                        1.0 if (seat == 0) == (n % 2 == 0) else -1.0,
                    ]
                    found.append((lead, seat))
            game.apply(bots[decision.player].choose(game.view(decision.player), game.legal_actions()))
        outcome = game.outcome
        if outcome is None or outcome.winner is None:
            continue
        rows.extend((lead, int(outcome.winner == seat)) for lead, seat in found)
    return rows


def fit(rows: Sequence[tuple[list[float], int]], ridge: float = 1.0, steps: int = 30) -> list[float]:
    """Logistic regression with no intercept (a lead of nothing is an even game), by Newton's method."""
    width = len(rows[0][0])
    w = [0.0] * width
    for _ in range(steps):
        grad = [ridge * wi for wi in w]
        hess = [[ridge if i == j else 0.0 for j in range(width)] for i in range(width)]
        for x, y in rows:
            p = 1 / (1 + math.exp(-max(-30.0, min(30.0, sum(a * b for a, b in zip(w, x, strict=True))))))
            for i in range(width):
                grad[i] += (p - y) * x[i]
                for j in range(width):
                    hess[i][j] += p * (1 - p) * x[i] * x[j]
        step = _solve(hess, grad)
        w = [wi - si for wi, si in zip(w, step, strict=True)]
    return w


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col:
                f = m[r][col] / m[col][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col], strict=True)]
    return [m[i][n] / m[i][i] for i in range(n)]


def log_loss(rows: Sequence[tuple[list[float], int]], w: Sequence[float]) -> float:
    total = 0.0
    for x, y in rows:
        p = 1 / (1 + math.exp(-max(-30.0, min(30.0, sum(a * b for a, b in zip(w, x, strict=True))))))
        p = min(max(p, 1e-9), 1 - 1e-9)
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / len(rows)


def _today(rows: Sequence[tuple[list[float], int]], today: Sequence[float]) -> list[tuple[list[float], int]]:
    """The rows with today's judgement's lead as one feature (its scale fitted), beside the constants."""
    width = len(today)
    return [([sum(a * b for a, b in zip(x[:width], today, strict=True)), *x[width:]], y) for x, y in rows]


def main(argv: list[str]) -> int:
    """`fit_evaluation.py RULESET [games]`: fits on games fit:0.. (not the benchmark's seeds) and reports the log loss
    on the held-out games held-out:0.., beside the weights before (their scale fitted on the same games)."""
    import importlib.util
    from pathlib import Path

    here = Path(__file__).resolve().parent
    spec = importlib.util.spec_from_file_location("bench_run", here / "run.py")
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    wanted, games = argv[1], int(argv[2]) if len(argv) > 2 else 200
    setup = dict(bench._rulesets())[wanted]
    features, names, today = FEATURES[wanted]
    train = positions(setup, features, games, "fit")
    test = positions(setup, features, max(games // 3, 10), "held-out")
    w = fit(train)
    print(f"{wanted}: {len(train)} positions to fit, {len(test)} held out")
    print("  weights:", ", ".join(f"{n} {v:.3f}" for n, v in zip((*names, "to_move", "deck_a"), w, strict=True)))
    before = log_loss(_today(test, today), fit(_today(train, today)))
    print(f"  held-out log loss {log_loss(test, w):.4f}; the weights before {before:.4f}; even {math.log(2):.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
