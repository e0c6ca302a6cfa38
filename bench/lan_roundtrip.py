"""LAN benchmark: an action's round trip between two real peers on loopback (a `playmat host` process and a guest
peer here), from the guest's submit to the host's update for it, every check on both sides included."""

from __future__ import annotations

import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from desktop import rulesets  # noqa: E402
from desktop.lan.peers import GuestPeer  # noqa: E402
from engine.bot import heuristic_bot  # noqa: E402
from engine.lan import AuditDone, Changed, GuestConfig, GuestSession  # noqa: E402

RULESET = "one-piece"


def _start_host(home: str) -> tuple[subprocess.Popen[str], int, str]:
    env = {**os.environ, "PLAYMAT_HOME": home, "PYTHONUNBUFFERED": "1"}
    host = subprocess.Popen(
        [sys.executable, "-m", "desktop", "host", "--port", "0", "--ruleset", RULESET, "--bind", "127.0.0.1",
         "--timeout", "600"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )  # fmt: skip
    assert host.stdout is not None
    line = host.stdout.readline()
    found = re.search(r"listening on port (\d+) \(game \w+; join code ([0-9A-Z-]+);", line)
    if not found:
        host.kill()
        raise RuntimeError(f"the host did not start: {line!r}")
    return host, int(found.group(1)), found.group(2)


def _one_game(deadline: float, home: str, samples: list[float]) -> None:
    package = rulesets.load(RULESET)
    deck = list(package.decks.values())[-1]
    host, port, code = _start_host(home)
    config = GuestConfig(package.ruleset, package.database, deck, "bench", "0.1.0", os.urandom(32), "2026-01-01",
                         join_code=code)  # fmt: skip
    try:
        peer = GuestPeer(GuestSession(config), "127.0.0.1", port, reconnect_seconds=10)
        bot = heuristic_bot(package.ruleset, package.database, "bench")
        sent: list[tuple[int, float]] = []

        def heard(notice: Any) -> None:
            if isinstance(notice, Changed):
                if sent and notice.n > sent[-1][0]:
                    samples.append(time.perf_counter() - sent.pop()[1])
                if notice.legal and time.monotonic() < deadline:
                    action = bot.choose(notice.view, notice.legal)
                    sent.append((notice.n, time.perf_counter()))
                    peer.submit(action)
                elif notice.legal:
                    peer.loop.stop()
            elif isinstance(notice, AuditDone):
                peer.loop.stop()

        peer.add_listener(heard)
        peer.connect()
        peer.run(max(1.0, deadline - time.monotonic()) + 30.0)
    finally:
        host.kill()
        host.wait(10)


def measure(seconds: float = 5.0) -> dict[str, Any]:
    """Play games against a host process for about `seconds`; the median and 95th percentile round trip (ms)."""
    rulesets.register_builtin()
    samples: list[float] = []
    games = 0
    deadline = time.monotonic() + seconds
    with tempfile.TemporaryDirectory() as home:
        while time.monotonic() < deadline or not samples:
            _one_game(deadline, home, samples)
            games += 1
            if games > 50:
                break
    ordered = sorted(samples)
    return {
        "ruleset": RULESET,
        "games": games,
        "actions": len(samples),
        "median_ms": statistics.median(ordered) * 1e3,
        "p95_ms": ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))] * 1e3,
    }


if __name__ == "__main__":
    print(measure(float(sys.argv[1]) if len(sys.argv) > 1 else 5.0))
