"""Lab report files: written by a run (`LabReport.to_data`), read back to show their results and replay their games."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from desktop.lab.runner import LAB_FORMAT
from engine.formats.decks import Deck
from engine.harness.lab import MAX_ACTIONS, LabPlan

MAX_BYTES = 256 * 1024 * 1024
KIND = "playmat-lab"
SHOWN = ("deck", "played", "planned", "cancelled", "seconds", "workers", "won", "lost", "draws", "unfinished",
         "errors", "win_rate", "going_first", "going_second", "opponents", "length", "cards", "games")  # fmt: skip
"""What a report must hold to be shown."""


class ReportProblem(Exception):
    """A lab report that cannot be shown; the message says why, in words."""


def read_report(path: Path) -> tuple[LabPlan, dict[str, Any]]:
    """The plan a report file was made from (so its games can be played again) and its data."""
    try:
        if path.stat().st_size > MAX_BYTES:
            raise ReportProblem(f"{path.name} is too large to be a lab report.")
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise ReportProblem(f"{path.name} is not a lab report (it is not a text file).") from None
    except OSError as error:
        raise ReportProblem(f"{path.name} could not be read: {error.strerror or error}.") from None
    return report_from_text(text, path.name)


def report_from_text(text: str, name: str = "This report") -> tuple[LabPlan, dict[str, Any]]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        raise ReportProblem(f"{name} is not a lab report (it is not JSON).") from None
    if not isinstance(data, dict) or data.get("kind") != KIND:
        raise ReportProblem(f"{name} is not a Playmat lab report.")
    version = data.get("format")
    if not isinstance(version, int) or version > LAB_FORMAT:
        raise ReportProblem(f"{name} was made by a newer Playmat (lab report format {version}); update Playmat.")
    missing = [key for key in SHOWN if key not in data]
    if missing:
        raise ReportProblem(f"{name} is damaged: it has no {', '.join(missing[:3])}.")
    try:
        return _plan(data), data
    except (KeyError, TypeError, ValueError, ValidationError):
        raise ReportProblem(f"{name} is damaged: its decks, bots or seed cannot be read.") from None


def _plan(data: Mapping[str, Any]) -> LabPlan:
    decks = data["decks"]
    bots = data["bots"]
    games, seed, ruleset = data["planned"], data["seed"], data["ruleset"]
    if not (isinstance(games, int) and isinstance(seed, str) and isinstance(ruleset, str)):
        raise ValueError("planned, seed or ruleset")
    return LabPlan(
        ruleset, Deck.model_validate(decks["deck"]), tuple(Deck.model_validate(deck) for deck in decks["opponents"]),
        (str(bots["deck"]), str(bots["opponents"])), games, seed, int(data.get("max_actions", MAX_ACTIONS)),
    )  # fmt: skip
