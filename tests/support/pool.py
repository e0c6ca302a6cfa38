"""Run independent bot games in worker processes (test scaffolding shared by every ruleset's tests)."""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import TypeVar

J = TypeVar("J")
T = TypeVar("T")


def run_all(work: Callable[[J], T], jobs: Sequence[J]) -> list[T]:
    """Run `work` on every job, in as many worker processes as there are cores (at most 4)."""
    workers = max(1, min(4, os.cpu_count() or 1, len(jobs)))
    if workers == 1:
        return [work(job) for job in jobs]
    context = multiprocessing.get_context("spawn")  # never fork a process that may hold threads (Qt)
    with ProcessPoolExecutor(workers, mp_context=context) as pool:
        return list(pool.map(work, jobs, chunksize=max(1, len(jobs) // (workers * 4))))
