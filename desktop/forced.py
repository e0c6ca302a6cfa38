"""Forced and deliberate answers: a question with one legal answer, and ending a Main Phase with moves left."""

from __future__ import annotations

from desktop.table import Snapshot
from engine import actions as A
from engine.actions import Action
from engine.decisions import DecisionKind

MAIN_WINDOW = "main"
"""The context of a ruleset's Main Phase window (every ruleset names its own so): ending it is always deliberate."""


def main_window(snapshot: Snapshot) -> bool:
    """Whether the shown seat is deciding in its Main Phase window."""
    decision = snapshot.view.decision
    return (
        snapshot.deciding
        and decision is not None
        and decision.kind is DecisionKind.ACT
        and decision.context == MAIN_WINDOW
    )


def forced_answer(snapshot: Snapshot) -> Action | None:
    """The only legal answer of the shown seat's question (a Life card to take, a counter step with no counter to
    play, a single trigger to resolve), or None when there is a choice. A Main Phase window is never forced: the
    player ends it, even with nothing left to do."""
    if not snapshot.deciding or snapshot.view.outcome is not None or main_window(snapshot):
        return None
    return snapshot.legal[0] if len(snapshot.legal) == 1 else None


def moves_left(snapshot: Snapshot) -> int:
    """How many moves the shown seat could still make in its Main Phase window (0 outside one)."""
    if not main_window(snapshot):
        return 0
    return sum(1 for action in snapshot.legal if action.kind != A.PASS)
