"""A fresh machine: with no display, or without a system library Qt's X11 plugin needs, Playmat says what is
missing by name (and how to install it) instead of Qt's "reinstalling the application may fix this problem"."""

from __future__ import annotations

import os
import subprocess
import sys

from desktop.system_check import display_problem

X11 = {"DISPLAY": ":0"}


def test_a_missing_library_is_named_with_its_package():
    problem = display_problem(X11, "linux", loads=lambda name: name != "libxcb-cursor.so.0")
    assert problem is not None
    assert "libxcb-cursor.so.0" in problem and "sudo apt-get install libxcb-cursor0" in problem
    assert "reinstall" not in problem.lower()


def test_several_missing_libraries_are_all_named():
    gone = {"libxcb-cursor.so.0", "libxkbcommon-x11.so.0"}
    problem = display_problem(X11, "linux", loads=lambda name: name not in gone)
    assert problem is not None and "libraries are missing" in problem
    assert "libxcb-cursor0 libxkbcommon-x11-0" in problem


def test_nothing_is_said_when_all_is_there_or_another_platform_is_asked_for():
    assert display_problem(X11, "linux", loads=lambda name: True) is None
    assert display_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux", loads=lambda name: False) is None
    assert display_problem({"WAYLAND_DISPLAY": "wayland-0"}, "linux", loads=lambda name: False) is None
    assert display_problem({}, "win32", loads=lambda name: False) is None


def test_starting_without_a_display_explains_itself_and_exits():
    unset = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    env = {key: value for key, value in os.environ.items() if key not in unset}
    done = subprocess.run([sys.executable, "-m", "desktop"], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert "graphical desktop" in done.stderr and "DISPLAY" in done.stderr
    assert "reinstalling" not in done.stderr.lower() and "Traceback" not in done.stderr
