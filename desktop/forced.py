"""Forced and deliberate answers: a question with one legal answer, and ending a Main Phase with moves left."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from desktop.table import Snapshot
from desktop.words import Words
from engine import actions as A
from engine.actions import Action
from engine.decisions import Decision, DecisionKind
from engine.replay import ReplayCursor
from engine.replay_text import describe_answer
from engine.takeback import MAIN_WINDOW  # a Main Phase window's context: ending it is always deliberate

FORCED_NOTE = "Only one choice, taken for you: "
"""How the log's note of a question answered for the player begins."""

Notes = dict[int, list[tuple[int, str]]]
"""Per seat, the notes of its answers taken for it: (how many events were told before it, the note)."""


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
    if not snapshot.deciding or snapshot.view.outcome is not None:
        return None
    return only_answer(snapshot.view.decision, snapshot.legal)


def only_answer(decision: Decision | None, legal: Sequence[Action]) -> Action | None:
    """The one legal answer to `decision`, but never the end of a Main Phase window (see `forced_answer`)."""
    if decision is None or (decision.kind is DecisionKind.ACT and decision.context == MAIN_WINDOW):
        return None
    return legal[0] if len(legal) == 1 else None


def forced_note(words: Words, action: Action, decision: Decision | None) -> str:
    """The log's note of an answer taken for the player: "Only one choice, taken for you: Add it to your hand."."""
    return f"{FORCED_NOTE}{_forced_words(words, action, decision)}."


def forced_notes(cursor: ReplayCursor, position: int, seats: Collection[int]) -> Notes:
    """The notes `seats` (the people at the table) were given while a replay's first `position` actions were played,
    where the app answered a question with one legal answer for them: a resumed game's log tells them again. Counted
    in the events of `cursor.events_at` from position 0 (re-simulates the game once)."""
    notes: Notes = {}
    told = len(cursor.events_at(0))
    words = {seat: Words(cursor.ruleset, cursor.database) for seat in seats}
    for index, game, action, events in cursor.walk():
        if index >= position:
            break
        decision = game.decision
        mine = decision is not None and int(decision.player) in words and game.outcome is None
        if mine and decision is not None and only_answer(decision, game.legal_actions()) == action:
            seat = int(decision.player)
            view = game.view(decision.player)
            words[seat].learn(view)
            notes.setdefault(seat, []).append((told, forced_note(words[seat], action, view.decision)))
        told += len(events)
    return notes


def _forced_words(words: Words, action: Action, decision: Decision | None) -> str:
    """What a forced answer did, short: the option's own label ("Add it to your hand"), a pass with the question
    it passed on (a reader sees which), else as the replay log says it."""
    if action.kind == A.PASS:
        return f"pass on “{words.prompt(decision.prompt)}”" if decision is not None and decision.prompt else "pass"
    if decision is not None and action.kind == A.CHOOSE and len(action.picks) == 1 and decision.labels:
        index = decision.options.index(action.picks[0]) if action.picks[0] in decision.options else -1
        if 0 <= index < len(decision.labels) and decision.labels[index]:
            return decision.labels[index]
    return describe_answer(words, action, decision)


def moves_left(snapshot: Snapshot) -> int:
    """How many moves the shown seat could still make in its Main Phase window (0 outside one)."""
    if not main_window(snapshot):
        return 0
    return sum(1 for action in snapshot.legal if action.kind != A.PASS)
