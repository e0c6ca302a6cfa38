"""Before Qt starts on Linux: a display to show on, and the system libraries Qt's X11 plugin needs, named if missing."""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Callable, Mapping

XCB_LIBRARIES = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libfontconfig.so.1": "libfontconfig1",
}
"""What Qt's X11 platform plugin loads (its library's direct needs), and the Debian/Ubuntu package of each."""


def _loads(name: str) -> bool:
    try:
        ctypes.CDLL(name)
    except OSError:
        return False
    return True


def display_problem(
    environ: Mapping[str, str] | None = None, platform: str = sys.platform, loads: Callable[[str], bool] = _loads
) -> str | None:
    """Why Qt could not open a window here, in words (None when nothing is known to be wrong): no display at all, or
    the system libraries that are missing, by name, with the command that installs them."""
    environ = os.environ if environ is None else environ
    chosen = environ.get("QT_QPA_PLATFORM", "")
    if not platform.startswith("linux") or (chosen and not chosen.startswith("xcb")):
        return None  # offscreen, wayland, ...: asked for by name, so Qt's own message is the right one
    if not environ.get("DISPLAY"):
        if environ.get("WAYLAND_DISPLAY") and not chosen:
            return None
        return ("Playmat needs a graphical desktop, and none was found (DISPLAY is not set). Start it from a desktop "
                "session, or over SSH with `ssh -X`.")  # fmt: skip
    missing = [name for name in XCB_LIBRARIES if not loads(name)]
    if not missing:
        return None
    packages = " ".join(XCB_LIBRARIES[name] for name in missing)
    which = "library is" if len(missing) == 1 else "libraries are"
    return (f"Playmat cannot open its window: the system {which} missing: {', '.join(missing)}. "
            f"On Debian or Ubuntu install {'it' if len(missing) == 1 else 'them'} with: "
            f"sudo apt-get install {packages}")  # fmt: skip
