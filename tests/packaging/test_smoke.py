"""The smoke test an installed app runs on itself (`playmat --smoke-test`), run here from the source tree."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_smoke_test_plays_every_ruleset_and_passes(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PLAYMAT_HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-m", "desktop", "--smoke-test"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert lines[-1] == "smoke test passed"
    for ruleset_id in ("one-piece", "energio", "weiss-schwarz", "battle-spirits-saga", "dragon-ball-super"):
        assert any(line.startswith(f"{ruleset_id}: ") and "FAILED" not in line for line in lines), lines
