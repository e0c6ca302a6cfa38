"""Real peer processes on loopback: output in a file each, every wait bounded, all killed at the end."""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WAIT = 120.0
"""The longest any test waits for a peer (a bug must not hang the suite)."""


class Process:
    def __init__(self, args: list[str], log: Path, home: Path) -> None:
        self.log = log
        env = {**os.environ, "PLAYMAT_HOME": str(home), "PYTHONUNBUFFERED": "1"}
        env.pop("QT_QPA_PLATFORM", None)
        with log.open("w") as out:
            self.popen = subprocess.Popen(
                [sys.executable, "-m", "desktop", *args], cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT
            )

    def text(self) -> str:
        return self.log.read_text(encoding="utf-8", errors="replace")

    def wait_for(self, pattern: str, timeout: float = WAIT) -> re.Match[str]:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            found = re.search(pattern, self.text())
            if found:
                return found
            if self.popen.poll() is not None:
                found = re.search(pattern, self.text())
                if found:
                    return found
                raise AssertionError(f"exited ({self.popen.returncode}) before {pattern!r}:\n{self.text()}")
            time.sleep(0.05)
        raise AssertionError(f"no {pattern!r} within {timeout} s:\n{self.text()}")

    def finish(self, timeout: float = WAIT) -> int:
        try:
            return self.popen.wait(timeout)
        except subprocess.TimeoutExpired:
            self.kill()
            raise AssertionError(f"still running after {timeout} s:\n{self.text()}") from None

    def kill(self) -> None:
        if self.popen.poll() is None:
            self.popen.kill()
            self.popen.wait(10)


class Peers:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.home = folder / "home"
        self.processes: list[Process] = []
        self.code = ""

    def start(self, name: str, *args: str) -> Process:
        """A peer process; a `join` gets the join code of the last host started here, unless it names one."""
        if args and args[0] == "join" and self.code and "--code" not in args:
            args = (*args, "--code", self.code)
        process = Process(list(args), self.folder / f"{name}-{len(self.processes)}.log", self.home)
        self.processes.append(process)
        return process

    def host(self, *args: str) -> tuple[Process, int]:
        process = self.start("host", "host", "--port", "0", "--timeout", str(WAIT), *args)
        found = process.wait_for(r"listening on port (\d+) \(game \w+; join code ([0-9A-Z-]+);")
        self.code = found.group(2)
        return process, int(found.group(1))

    def kill_all(self) -> None:
        for process in self.processes:
            process.kill()


@pytest.fixture
def peers(tmp_path):
    found = Peers(tmp_path)
    yield found
    found.kill_all()


@pytest.fixture(autouse=True)
def announcements_stay_on_loopback(monkeypatch):
    """Host dialogs announce their games to a socket of this test's, never to the LAN's broadcast address, and join
    dialogs listen on a port of their own."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sink:
        sink.bind(("127.0.0.1", 0))
        monkeypatch.setenv("PLAYMAT_LAN_ANNOUNCE", f"127.0.0.1:{sink.getsockname()[1]}")
        monkeypatch.setenv("PLAYMAT_LAN_DISCOVERY_PORT", "0")
        yield
