"""Hotkeys of the game screen: the common moves with defaults a player may change in Settings, and the fixed keys."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from desktop.qt import QKeySequence


@dataclass(frozen=True)
class Hotkey:
    """One configurable move: its settings name, what it does in words, and its key unless the player chose one."""

    name: str
    label: str
    default: str


HOTKEYS: tuple[Hotkey, ...] = (
    Hotkey("pass", "Pass / next phase", "Ctrl+Space"),
    Hotkey("attack", "Attack with the selected card", "Ctrl+A"),
    Hotkey("menu", "Menu of every action you can take", "Ctrl+M"),
    Hotkey("zoom", "Large card on hover: on or off", "Z"),
    Hotkey("undo", "Take back your last move", "Ctrl+Z"),
    Hotkey("chat", "Write in the chat (LAN games)", "Ctrl+T"),
)
BY_NAME = {hotkey.name: hotkey for hotkey in HOTKEYS}

HELP_KEY = "F1"
FIXED_KEYS: tuple[tuple[str, str], ...] = (
    (HELP_KEY, "This help (Esc or F1 closes it)"),
    ("Alt+N", "Next (the button's own key)"),
    ("F9", "Hide or show the card preview and the log"),
    ("Tab, arrow keys", "Move from card to card"),
    ("Enter, Space, Menu", "Actions of the selected card"),
    ("Esc", "Close a menu; cancel a drag"),
)
"""Keys that are not configurable, as the help lists them."""


def portable(sequence: str) -> str:
    """A key sequence as settings keep it ("Ctrl+Z"), or "" if Qt cannot read it or it is more than one chord."""
    keys = QKeySequence.fromString(sequence, QKeySequence.SequenceFormat.PortableText)
    if keys.isEmpty() or keys.count() != 1 or keys.toString() in ("", "\u0000"):
        return ""
    return keys.toString(QKeySequence.SequenceFormat.PortableText)


def bindings(chosen: Mapping[str, str] | None = None) -> dict[str, str]:
    """Every hotkey's sequence: the player's choice where it is a readable key, else the default. A choice of ""
    leaves the move without a key."""
    chosen = chosen or {}
    found = {}
    for hotkey in HOTKEYS:
        wanted = chosen.get(hotkey.name)
        if wanted is None:
            found[hotkey.name] = hotkey.default
        else:
            found[hotkey.name] = portable(wanted) if wanted else ""
    return found


def clashes(keys: Mapping[str, str]) -> list[str]:
    """The problems of a set of bindings, in words: two moves on one key, or a move on a fixed key."""
    problems = []
    fixed = {portable(key) for key, _ in FIXED_KEYS if portable(key)}
    seen: dict[str, str] = {}
    for hotkey in HOTKEYS:
        key = keys.get(hotkey.name, "")
        if not key:
            continue
        if key in fixed:
            problems.append(f"{key} is a fixed key ({_fixed_use(key)}): choose another for “{hotkey.label}”.")
        elif key in seen:
            problems.append(f"{key} is set for both “{BY_NAME[seen[key]].label}” and “{hotkey.label}”.")
        else:
            seen[key] = hotkey.name
    return problems


def _fixed_use(key: str) -> str:
    return next((use for fixed, use in FIXED_KEYS if portable(fixed) == key), "taken")


def shown(sequence: str) -> str:
    """A key as the player reads it on this system (Ctrl+Z; ⌘Z on a Mac), or "none"."""
    if not sequence:
        return "none"
    return QKeySequence.fromString(sequence, QKeySequence.SequenceFormat.PortableText).toString(
        QKeySequence.SequenceFormat.NativeText
    )
