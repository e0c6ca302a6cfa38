"""Running a lab plan on every core: chunks of games in worker processes, progress as they end, Cancel kept."""

from __future__ import annotations

import importlib
import multiprocessing
import os
import signal
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field, replace
from functools import cache
from typing import Any

from engine import __version__
from engine.formats.cards import CardDatabase
from engine.harness.lab import LabGame, LabPlan, deck_cards, failed_games, play_lab_game
from engine.harness.lab_stats import LabTally, game_row, totals
from engine.ruleset import Ruleset

LAB_FORMAT = 1
"""The format number of a lab report file."""

MAX_CHUNK = 20
"""At most this many games go to a worker at once, so progress moves and Cancel stops soon."""

Progress = Callable[[int, int], None]
"""`on_progress(done, total)`: how many of the planned games have ended."""

_STOP: Any = None  # a worker process's stop event (multiprocessing.Event), set by `_start_worker`
_DATABASE: CardDatabase | None = None  # the run's card database, sent to each worker once


def default_workers() -> int:
    return max(1, os.cpu_count() or 1)


def chunks(games: int, workers: int) -> list[range]:
    """Game indices cut into chunks: about four per worker, none larger than MAX_CHUNK."""
    size = max(1, min(MAX_CHUNK, games // max(1, workers * 4)))
    return [range(start, min(games, start + size)) for start in range(0, games, size)]


@dataclass
class LabReport:
    """A lab run's games (by index) and their tally; `cancelled` when Cancel stopped it before the end."""

    plan: LabPlan
    games: list[LabGame] = field(default_factory=list)
    tally: LabTally = field(default_factory=LabTally)
    cancelled: bool = False
    seconds: float = 0.0
    workers: int = 1

    @property
    def opponents(self) -> list[str]:
        return [deck.name for deck in self.plan.gauntlet]

    def add(self, games: list[LabGame]) -> None:
        """Tally the games, then keep them without their card lists (100,000 games stay small)."""
        self.tally.add_all(games)
        self.games.extend(replace(game, drawn=(), played=()) for game in games)

    def totals(self, ruleset: Ruleset, database: CardDatabase) -> dict[str, Any]:
        return totals(self.tally, self.opponents, deck_cards(self.plan.deck, ruleset, database))

    def to_data(self, ruleset: Ruleset, database: CardDatabase) -> dict[str, Any]:
        """The report as JSON data: the plan, the totals and every game with its seed."""
        plan = self.plan
        return {
            "format": LAB_FORMAT, "kind": "playmat-lab", "app_version": __version__,
            "ruleset": plan.ruleset_id, "deck": plan.deck.name, "opponents": self.opponents,
            "bots": {"deck": plan.bots[0], "opponents": plan.bots[1]}, "seed": plan.seed,
            "planned": plan.games, "cancelled": self.cancelled, "workers": self.workers,
            "seconds": round(self.seconds, 2), "max_actions": plan.max_actions,
            "decks": {"deck": plan.deck.model_dump(mode="json"),
                      "opponents": [deck.model_dump(mode="json") for deck in plan.gauntlet]},
            **self.totals(ruleset, database),
            "games": [game_row(game, self.opponents) for game in sorted(self.games, key=lambda g: g.index)],
        }  # fmt: skip


@cache
def built_ruleset(ruleset_id: str) -> Ruleset:
    """A worker's ruleset, built once per worker process from its id (rulesets are code, not data to send)."""
    from desktop.content import BUILTIN

    if ruleset_id not in BUILTIN:  # a ruleset registered otherwise (the tests' demo)
        from desktop import rulesets

        rulesets.register_builtin()
        return rulesets.load(ruleset_id).ruleset
    _, module, builder = BUILTIN[ruleset_id]
    ruleset: Ruleset = getattr(importlib.import_module(module), builder)()
    return ruleset


def _context() -> Any:
    """Worker processes never fork the app itself (it runs Qt threads): where it exists, a fork server started once
    with the engine already imported forks them cheaply; elsewhere (and in the packaged app, whose executable starts
    its workers through `freeze_support`) each worker is a fresh interpreter (spawn)."""
    if "forkserver" not in multiprocessing.get_all_start_methods() or getattr(sys, "frozen", False):
        return multiprocessing.get_context("spawn")
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload([__name__])
    return context


def _start_worker(stop: Any, database: CardDatabase) -> None:
    global _STOP, _DATABASE
    _STOP, _DATABASE = stop, database
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C cancels the run in the main process, which stops this


def _play_chunk(plan: LabPlan, indices: range) -> list[LabGame]:
    """A worker's job: the chunk's games, stopping early (keeping those played) once the run is cancelled."""
    ruleset, database = built_ruleset(plan.ruleset_id), _DATABASE
    assert database is not None, "a lab worker was started without its card database"
    played = []
    for index in indices:
        if _STOP is not None and _STOP.is_set():
            break
        played.append(play_lab_game(plan, index, ruleset, database))
    return played


class LabRun:
    """One run of a plan. `run` blocks (call it off the UI thread); `cancel` may be called from any thread and
    stops it soon, keeping every game that ended. `workers` 1 plays in this process; `ray` (a cluster's address, or
    "local") plays on a Ray cluster instead (desktop.lab.ray_runner; raises RayUnavailable if it cannot)."""

    def __init__(
        self, plan: LabPlan, ruleset: Ruleset, database: CardDatabase, workers: int | None = None,
        ray: str | None = None,
    ) -> None:  # fmt: skip
        self.plan, self.ruleset, self.database, self.ray = plan, ruleset, database, ray
        self.workers = max(1, min(workers or default_workers(), plan.games))
        self._cancel = threading.Event()

    def cancel(self) -> None:
        self._cancel.set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def run(self, on_progress: Progress | None = None) -> LabReport:
        report = LabReport(self.plan, workers=self.workers)
        started = time.monotonic()
        report_progress = on_progress or (lambda done, total: None)
        report_progress(0, self.plan.games)
        if self.ray is not None:
            from desktop.lab.ray_runner import run_on_ray

            run_on_ray(self.ray, self.plan, self.database, report, report_progress, lambda: self.cancelled)
        elif self.workers == 1:
            self._run_here(report, report_progress)
        else:
            self._run_in_processes(report, report_progress)
        report.cancelled = self.cancelled and len(report.games) < self.plan.games
        report.seconds = time.monotonic() - started
        report.games.sort(key=lambda game: game.index)
        return report

    def _run_here(self, report: LabReport, on_progress: Progress) -> None:
        for index in range(self.plan.games):
            if self.cancelled:
                return
            try:
                report.add([play_lab_game(self.plan, index, self.ruleset, self.database)])
            except KeyboardInterrupt:
                self.cancel()
                return
            on_progress(len(report.games), self.plan.games)

    def _run_in_processes(self, report: LabReport, on_progress: Progress) -> None:
        context = _context()
        stop = context.Event()
        with ProcessPoolExecutor(self.workers, mp_context=context, initializer=_start_worker,
                                 initargs=(stop, self.database)) as pool:  # fmt: skip
            jobs: dict[Future[list[LabGame]], range] = {
                pool.submit(_play_chunk, self.plan, chunk): chunk for chunk in chunks(self.plan.games, self.workers)
            }
            pending = set(jobs)
            while pending:
                try:
                    done, pending = wait(pending, timeout=0.1, return_when=FIRST_COMPLETED)
                except KeyboardInterrupt:
                    self.cancel()
                    done = set()
                for job in done:
                    report.add(self._games_of(job, jobs[job]))
                if done:
                    on_progress(len(report.games), self.plan.games)
                if self.cancelled and not stop.is_set():
                    stop.set()
                    for job in pending:
                        job.cancel()

    def _games_of(self, job: Future[list[LabGame]], chunk: range) -> list[LabGame]:
        """A finished chunk's games; a chunk whose worker died counts each of its games as an error."""
        if job.cancelled():
            return []
        try:
            return job.result()
        except BrokenProcessPool:
            reason = "The worker process playing this game stopped."
        except Exception as fault:  # a worker's failure is counted, never the end of the run
            reason = f"The worker failed: {type(fault).__name__}."
        return failed_games(self.plan, chunk, reason)
