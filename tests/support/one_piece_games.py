"""Bot-vs-bot games of the ONE PIECE-family rulesets, run in worker processes to use every core."""

from __future__ import annotations

import multiprocessing
import os
from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import TypeVar

from engine.game import Game
from engine.harness import check_invariants, check_replay, play_game
from engine.harness.invariants import card_counts, check_cards_conserved, check_zones_consistent
from engine.harness.runner import GameRecord
from engine.ids import PlayerId
from engine.rulesets.one_piece import build_ruleset
from tests.support import one_piece_cards as C

Summary = tuple[int | None, str, int]
"""A finished game: the winner (None: a draw or unfinished), the rule that ended it, how many actions."""

T = TypeVar("T")


def _decks(ruleset_id: str, seed: str) -> tuple[C.Deck, C.Deck]:
    red, green = C.red_deck(ruleset_id), C.green_deck(ruleset_id)
    return (red, green) if hash_index(seed) % 2 == 0 else (green, red)


def hash_index(seed: str) -> int:
    """A stable number from a seed (never `hash()`, which changes between processes)."""
    return sum(ord(c) for c in seed)


def _summary(record: GameRecord) -> Summary:
    outcome = record.outcome
    return (None if outcome is None else outcome.winner, "" if outcome is None else outcome.rule, len(record.actions))


def play(args: tuple[str, str]) -> Summary:
    """One unchecked game with random bots."""
    ruleset_id, seed = args
    record = play_game(build_ruleset(ruleset_id), C.database(ruleset_id), _decks(ruleset_id, seed), seed,
                       record_hashes=False)  # fmt: skip
    return _summary(record)


def play_checked(args: tuple[str, str]) -> Summary:
    """One game with every kernel invariant checked after every action, then replayed from its log."""
    return _checked(args, full=True)


def play_light(args: tuple[str, str]) -> Summary:
    """One game with the cheap invariants (zones consistent, cards conserved) after every action, then
    replayed from its log (every state hash must match)."""
    return _checked(args, full=False)


def _checked(args: tuple[str, str], *, full: bool) -> Summary:
    ruleset_id, seed = args
    initial: Counter[PlayerId] = Counter()

    def after_each(game: Game) -> None:
        if not initial:
            initial.update(card_counts(game))
        if full:
            check_invariants(game, initial_cards=initial)
        else:
            check_zones_consistent(game)
            check_cards_conserved(game, initial)

    record = play_game(build_ruleset(ruleset_id), C.database(ruleset_id), _decks(ruleset_id, seed), seed,
                       after_each=after_each)  # fmt: skip
    assert record.game is not None
    check_replay(record.game, record)
    return _summary(record)


def run_all(work: Callable[[tuple[str, str]], T], jobs: Sequence[tuple[str, str]]) -> list[T]:
    """Run `work` on every job, in as many worker processes as there are cores (at most 4)."""
    workers = max(1, min(4, os.cpu_count() or 1, len(jobs)))
    if workers == 1:
        return [work(job) for job in jobs]
    context = multiprocessing.get_context("spawn")  # never fork a process that may hold threads (Qt)
    with ProcessPoolExecutor(workers, mp_context=context) as pool:
        return list(pool.map(work, jobs, chunksize=max(1, len(jobs) // (workers * 4))))
