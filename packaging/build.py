"""Build the installable app folder with PyInstaller, then run its smoke test (`python3 run.py package`)."""

from __future__ import annotations

import os
import platform
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "packaging" / "dist"
WORK = ROOT / "packaging" / "build"


def executable() -> Path:
    name = "playmat.exe" if os.name == "nt" else "playmat"
    return DIST / "playmat" / name


def build() -> int:
    print(f"Building Playmat for {platform.system()} {platform.machine()} into {DIST} ...", flush=True)
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
               "--distpath", str(DIST), "--workpath", str(WORK), str(ROOT / "packaging" / "playmat.spec")]  # fmt: skip
    return subprocess.run(command, cwd=ROOT).returncode


def smoke_test() -> int:
    """Run the built app on itself: every ruleset loads, draws a table and plays bot moves, offscreen."""
    print(f"Smoke-testing {executable()} ...", flush=True)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    try:
        done = subprocess.run([str(executable()), "--smoke-test"], cwd=DIST, env=env, timeout=600)
    except (OSError, subprocess.TimeoutExpired) as error:
        print(f"The smoke test could not run: {error}", flush=True)
        return 1
    return done.returncode


def main() -> int:
    code = build()
    if code != 0:
        print(f"PyInstaller failed (exit {code}).", flush=True)
        return code
    code = smoke_test()
    size = sum(path.stat().st_size for path in (DIST / "playmat").rglob("*") if path.is_file())
    verdict = "passed" if code == 0 else "FAILED"
    print(f"\nApp folder: {DIST / 'playmat'} ({size / 2**20:.0f} MB); smoke test {verdict}.", flush=True)
    return code


if __name__ == "__main__":
    sys.exit(main())
