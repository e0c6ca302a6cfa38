#!/usr/bin/env python3
"""Set up Playmat in a local virtual environment, then launch it (`run.py`), test it (`run.py test`),
benchmark it (`run.py bench`) or build the installable app folder (`run.py package`).

Standard library only, so it works on a fresh machine with Python 3.11+.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PYTHON = BIN / ("python.exe" if os.name == "nt" else "python")
STAMP = VENV / "playmat-installed.txt"


def ensure_environment(extras: str = "dev") -> None:
    """Create .venv and install the project with `extras` (its development tools by default), once per pyproject
    change; extras installed earlier for the same pyproject count (the app after the tests installs nothing)."""
    if sys.version_info < (3, 11):  # noqa: UP036 - this script must explain itself on old Pythons
        sys.exit(f"Playmat needs Python 3.11 or newer; this is {sys.version.split()[0]}.")
    project = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    wanted = set(extras.split(","))
    stamp = STAMP.read_text().split() if STAMP.exists() else []
    installed = set(stamp[1].split(",")) if len(stamp) == 2 and stamp[0] == project else set()
    if PYTHON.exists() and wanted <= installed:
        return
    if not PYTHON.exists():
        print("Creating the virtual environment in .venv ...", flush=True)
        try:
            venv.EnvBuilder(with_pip=True, clear=VENV.exists()).create(VENV)
        except Exception as error:
            sys.exit(f"Could not create .venv ({error}). On Debian/Ubuntu: apt-get install python3-venv")
    print("Installing Playmat and its dependencies (a minute or two the first time) ...", flush=True)
    pip = [str(PYTHON), "-m", "pip", "install", "--disable-pip-version-check", "--no-warn-script-location", "-q"]
    _quietly([*pip, "--upgrade", "pip"])
    _quietly([*pip, "-e", f"{ROOT}[{','.join(sorted(wanted))}]"])
    STAMP.write_text(f"{project} {','.join(sorted(installed | wanted))}\n")


def _quietly(command: list[str]) -> None:
    """Run a setup step showing nothing unless it fails; then show all it said, and stop."""
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        sys.stderr.write(done.stdout + done.stderr)
        sys.exit(f"Setting up failed (exit {done.returncode}); what pip said is above.")


def run_tests(extra: list[str]) -> int:
    """Lint, type-check, check the engine's purity contract, then run the whole test suite."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    steps = [
        ("ruff", [str(PYTHON), "-m", "ruff", "check", "."]),
        ("ruff format", [str(PYTHON), "-m", "ruff", "format", "--check", "."]),
        ("mypy --strict engine desktop", [str(PYTHON), "-m", "mypy", "--strict", "engine", "desktop"]),
        ("import contract", [str(BIN / "lint-imports")]),
        ("pytest", [str(PYTHON), "-m", "pytest", *extra]),
    ]
    for name, command in steps:
        print(f"\n=== {name}", flush=True)
        code = subprocess.run(command, cwd=ROOT, env=env).returncode
        if code != 0:
            print(f"\n{name} failed (exit {code}).", flush=True)
            return code
    return 0


def main() -> int:
    args = sys.argv[1:]
    if args[:1] == ["bench"]:
        ensure_environment("dev,bench")
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
        return subprocess.run([str(PYTHON), str(ROOT / "bench" / "run.py"), *args[1:]], cwd=ROOT, env=env).returncode
    if args[:1] == ["package"]:
        ensure_environment("dev,package")
        return subprocess.run([str(PYTHON), str(ROOT / "packaging" / "build.py")], cwd=ROOT).returncode
    if args[:1] == ["test"]:
        ensure_environment("dev,ray")  # the whole suite: the deck lab's test on a local Ray runtime too
        return run_tests(args[1:])
    ensure_environment()
    return subprocess.run([str(PYTHON), "-m", "desktop", *args], cwd=ROOT).returncode


if __name__ == "__main__":
    sys.exit(main())
