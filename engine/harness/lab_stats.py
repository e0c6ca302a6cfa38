"""The deck lab's statistics: win rates with Wilson intervals, first and second, game length and card tallies."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.harness.lab import DRAW, ERROR, LOST, UNFINISHED, WON, LabGame

Z95 = 1.959963984540054
"""The normal quantile of a two-sided 95 % interval."""


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95 % by default); (0, 1) when there are no trials.

    Unlike "p ± z·√(p(1-p)/n)" it stays inside [0, 1] and is honest for small samples and rates near 0 or 1."""
    if trials <= 0:
        return 0.0, 1.0
    if not 0 <= successes <= trials:
        raise ValueError(f"{successes} successes out of {trials} trials")
    p = successes / trials
    z2 = z * z
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    spread = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / (1 + z2 / trials)
    return max(0.0, centre - spread), min(1.0, centre + spread)


@dataclass(frozen=True)
class Rate:
    """Wins out of games that ended (draws count as games, not wins), with its 95 % interval."""

    wins: int
    games: int

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.games)

    def to_data(self) -> dict[str, Any]:
        low, high = self.interval
        return {"wins": self.wins, "games": self.games, "rate": round(self.rate, 4),
                "low": round(low, 4), "high": round(high, 4)}  # fmt: skip


@dataclass
class CardTally:
    """In how many won and lost games one card of the lab deck was drawn, and played."""

    drawn: Counter[str] = field(default_factory=Counter)  # result -> games in which it was drawn
    played: Counter[str] = field(default_factory=Counter)  # result -> games in which it was played


@dataclass
class LabTally:
    """Every finished lab game folded in, in any order: the totals do not depend on it."""

    results: Counter[str] = field(default_factory=Counter)
    first: Counter[str] = field(default_factory=Counter)  # result of the games the deck went first in
    second: Counter[str] = field(default_factory=Counter)
    by_opponent: dict[int, Counter[str]] = field(default_factory=dict)
    turns: Counter[int] = field(default_factory=Counter)  # turns of the games that ended -> how many
    actions: int = 0
    cards: dict[str, CardTally] = field(default_factory=dict)

    @property
    def played(self) -> int:
        return sum(self.results.values())

    def add(self, game: LabGame) -> None:
        result = game.result
        self.results[result] += 1
        self.by_opponent.setdefault(game.opponent, Counter())[result] += 1
        if game.first is not None:
            (self.first if game.first else self.second)[result] += 1
        if result in (WON, LOST, DRAW):
            self.turns[game.turns] += 1
            self.actions += game.actions
            for card_id, _ in game.drawn:
                self.cards.setdefault(card_id, CardTally()).drawn[result] += 1
            for card_id, _ in game.played:
                self.cards.setdefault(card_id, CardTally()).played[result] += 1

    def add_all(self, games: Iterable[LabGame]) -> None:
        for game in games:
            self.add(game)


def rate_of(results: Mapping[str, int]) -> Rate:
    return Rate(results.get(WON, 0), sum(results.get(kind, 0) for kind in (WON, LOST, DRAW)))


def _share(count: int, games: int) -> float:
    return round(count / games, 4) if games else 0.0


def median(histogram: Mapping[int, int]) -> float:
    """The median of values given as value -> how many (0 when there are none)."""
    total = sum(histogram.values())
    if not total:
        return 0.0
    ordered = sorted(histogram.items())

    def nth(n: int) -> int:
        seen = 0
        for value, count in ordered:
            seen += count
            if seen > n:
                return value
        return ordered[-1][0]

    return (nth((total - 1) // 2) + nth(total // 2)) / 2


def card_rows(tally: LabTally, cards: Iterable[tuple[str, str, int]]) -> list[dict[str, Any]]:
    """One row per card of the deck (card id, name, copies, in deck order): drawn and played in won and lost games,
    as game counts and as shares of the won and lost games, and the win rate of the games it was drawn in."""
    won, lost = tally.results[WON], tally.results[LOST]
    rows = []
    for card_id, name, copies in cards:
        card = tally.cards.get(card_id, CardTally())
        drawn_rate = rate_of(card.drawn)
        rows.append({
            "card": card_id, "name": name, "copies": copies,
            "drawn_won": card.drawn[WON], "drawn_lost": card.drawn[LOST],
            "played_won": card.played[WON], "played_lost": card.played[LOST],
            "drawn_won_share": _share(card.drawn[WON], won), "drawn_lost_share": _share(card.drawn[LOST], lost),
            "played_won_share": _share(card.played[WON], won), "played_lost_share": _share(card.played[LOST], lost),
            "win_rate_when_drawn": drawn_rate.to_data(),
        })  # fmt: skip
    return rows


def totals(tally: LabTally, opponents: Iterable[str], cards: Iterable[tuple[str, str, int]]) -> dict[str, Any]:
    """The lab's results as plain JSON data: win rate (95 % Wilson interval), going first and second, each
    opponent, game length, games unfinished or failed, and the card rows (`card_rows`)."""
    ended = sum(tally.turns.values())
    return {
        "played": tally.played,
        "won": tally.results[WON], "lost": tally.results[LOST], "draws": tally.results[DRAW],
        "unfinished": tally.results[UNFINISHED], "errors": tally.results[ERROR],
        "win_rate": rate_of(tally.results).to_data(),
        "going_first": rate_of(tally.first).to_data(),
        "going_second": rate_of(tally.second).to_data(),
        "opponents": [
            {"deck": name, **rate_of(tally.by_opponent.get(index, Counter())).to_data()}
            for index, name in enumerate(opponents)
        ],
        "length": {
            "mean_turns": round(sum(t * n for t, n in tally.turns.items()) / ended, 2) if ended else 0.0,
            "median_turns": median(tally.turns),
            "min_turns": min(tally.turns, default=0), "max_turns": max(tally.turns, default=0),
            "mean_actions": round(tally.actions / ended, 2) if ended else 0.0,
            "turns": {str(turns): count for turns, count in sorted(tally.turns.items())},
        },
        "cards": card_rows(tally, cards),
    }  # fmt: skip


def game_row(game: LabGame, opponents: list[str]) -> dict[str, Any]:
    """One game as the report lists it: enough to find it and play it again (its seed)."""
    row: dict[str, Any] = {
        "index": game.index, "seed": game.seed, "opponent": opponents[game.opponent], "seat": int(game.seat),
        "first": game.first, "result": game.result, "turns": game.turns, "actions": game.actions,
        "reason": game.reason,
    }  # fmt: skip
    if game.error:
        row["error"] = game.error
    return row
