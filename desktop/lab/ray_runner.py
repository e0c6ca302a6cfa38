"""A lab plan on a Ray cluster (the optional `ray` extra): the same chunks as on local processes, as Ray tasks."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from desktop.lab.runner import LabReport, built_ruleset, chunks
from engine.formats.cards import CardDatabase
from engine.harness.lab import LabGame, LabPlan, failed_games, play_lab_game

ROOT = Path(__file__).resolve().parents[2]
LOCAL = "local"
"""The address that starts a Ray runtime on this machine for the run (any other is an existing cluster's)."""
EXCLUDES = [".venv", ".git", ".mypy_cache", ".ruff_cache", ".hypothesis", ".import_linter_cache", "screenshots",
            "*.egg-info", "build", "dist"]  # fmt: skip
"""What of the project is not shipped to the cluster's workers (they get the code, the cards and the decks)."""


class RayUnavailable(Exception):
    """Ray is not installed or the cluster cannot be reached; the message says which, in words."""


def ray_module() -> Any:
    try:
        return importlib.import_module("ray")
    except ImportError:
        raise RayUnavailable(
            "Ray is not installed: install Playmat's optional extra (pip install 'playmat[ray]') to use --ray."
        ) from None


def play_chunk(plan: LabPlan, database: CardDatabase, indices: list[int]) -> list[LabGame]:
    """A Ray task: the chunk's games, with the card database the run started with (the user's own cards too)."""
    ruleset = built_ruleset(plan.ruleset_id)
    return [play_lab_game(plan, index, ruleset, database) for index in indices]


def connect(address: str) -> Any:
    """Join the cluster at `address` (LOCAL: start one here), shipping the project's code to its workers."""
    ray = ray_module()
    if not ray.is_initialized():
        runtime_env = {"working_dir": str(ROOT), "excludes": EXCLUDES}
        try:
            ray.init(address=None if address == LOCAL else address, runtime_env=runtime_env,
                     include_dashboard=False, log_to_driver=False, configure_logging=False)  # fmt: skip
        except (ConnectionError, RuntimeError, ValueError) as error:
            raise RayUnavailable(f"The Ray cluster at {address} cannot be reached: {error}") from None
    return ray


def run_on_ray(
    address: str,
    plan: LabPlan,
    database: CardDatabase,
    report: LabReport,
    on_progress: Callable[[int, int], None],
    cancelled: Callable[[], bool],
) -> None:
    """Play every chunk as a Ray task and fold each in as it ends; on Cancel, tasks not started are dropped and the
    finished ones kept."""
    ray = connect(address)
    report.workers = max(1, int(ray.cluster_resources().get("CPU", 1)))
    chunked = chunks(plan.games, report.workers)
    task = ray.remote(play_chunk)
    shared = ray.put(database)
    jobs = {task.remote(plan, shared, list(chunk)): chunk for chunk in chunked}
    pending = list(jobs)
    while pending:
        done, pending = ray.wait(pending, num_returns=1, timeout=0.1)
        for ref in done:
            report.add(_games_of(ray, ref, jobs[ref], plan))
        if done:
            on_progress(len(report.games), plan.games)
        if cancelled():
            for ref in pending:
                ray.cancel(ref)
            return


def _games_of(ray: Any, ref: Any, chunk: range, plan: LabPlan) -> list[LabGame]:
    try:
        games: list[LabGame] = ray.get(ref)
        return games
    except Exception as fault:  # a task the cluster lost is counted as failed games, never the end of the run
        return failed_games(plan, chunk, f"The Ray task playing this game failed: {type(fault).__name__}.")
