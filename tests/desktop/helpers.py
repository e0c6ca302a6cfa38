"""Driving a game screen the way a player would: wait for the seat's turn to decide, answer through widgets."""

from __future__ import annotations

from desktop.forced import forced_answer
from desktop.qt import QPoint, QPushButton, Qt
from engine.decisions import DecisionKind

TIMEOUT_MS = 10_000


def wait_for_decision(qtbot, screen, timeout=TIMEOUT_MS):
    """Until the shown seat must decide, or the game is over."""

    def ready():
        snapshot = screen.snapshot
        assert snapshot is not None and (snapshot.deciding or snapshot.view.outcome is not None)

    qtbot.waitUntil(ready, timeout=timeout)
    return screen.snapshot


def answer_passively(qtbot, screen):
    """Answer the pending question with the least: pass, keep the hand, choose the minimum; a question with one
    answer answers itself (wait for it)."""
    bar = screen.question_bar
    decision = screen.snapshot.view.decision
    snapshot = screen.snapshot
    if screen.auto_answer and forced_answer(snapshot) is not None:  # it answers itself: wait for that
        qtbot.waitUntil(lambda: screen.snapshot is not snapshot, timeout=TIMEOUT_MS)
        return
    if decision.kind is DecisionKind.ACT:
        qtbot.mouseClick(_named(bar, "passButton"), Qt.MouseButton.LeftButton)
        if screen.strip.next_button.property("armed"):  # a Main Phase with moves left ends at the second press
            qtbot.mouseClick(_named(bar, "passButton"), Qt.MouseButton.LeftButton)
    elif decision.kind is DecisionKind.YES_NO:
        qtbot.mouseClick(_named(bar, "noButton"), Qt.MouseButton.LeftButton)
    elif decision.kind is DecisionKind.CHOOSE and decision.minimum == decision.maximum == 1:
        qtbot.mouseClick(bar.option_buttons[decision.options[0]], Qt.MouseButton.LeftButton)  # one click answers
    elif decision.kind is DecisionKind.CHOOSE:
        for option in decision.options[: decision.minimum]:
            qtbot.mouseClick(bar.option_buttons[option], Qt.MouseButton.LeftButton)
        qtbot.mouseClick(bar.confirm, Qt.MouseButton.LeftButton)
    elif decision.kind is DecisionKind.ORDER:
        for option in decision.options:
            qtbot.mouseClick(bar.option_buttons[option], Qt.MouseButton.LeftButton)
        qtbot.mouseClick(bar.confirm, Qt.MouseButton.LeftButton)
    else:
        qtbot.mouseClick(bar.confirm, Qt.MouseButton.LeftButton)


def _named(bar, name):
    button = bar.findChild(QPushButton, name)
    assert button is not None, f"no {name} in the question bar"
    return button


def reach_main(qtbot, screen, max_steps=200):
    """Answer passively until the shown seat has an act window in which it may play a card."""
    for _ in range(max_steps):
        snapshot = wait_for_decision(qtbot, screen)
        assert snapshot.view.outcome is None, "the game ended before the seat could play"
        if any(a.kind == "play" for a in snapshot.legal):
            return snapshot
        answer_passively(qtbot, screen)
    raise AssertionError("never reached a main phase with a play")


def view_point(screen, scene_point) -> QPoint:
    return screen.view.mapFromScene(scene_point)
