"""The live log says what a yes/no answer did ("You keep your opening hand.") and keeps it after a resume (the log
is rebuilt from the replay). Answered with a real click on No."""

from __future__ import annotations

from desktop.qt import QPushButton, Qt
from engine.decisions import DecisionKind

from .helpers import answer_passively, wait_for_decision
from .test_table_polish import open_window, start_game

KEPT = "You keep your opening hand."  # ONE PIECE 5-2-1-6
THEIRS = ("Player 2 keeps their opening hand.", "Player 2 redraws their opening hand.")


def test_the_live_log_says_what_the_answer_did_and_keeps_it_after_a_resume_rule_5_2_1_6(qtbot):
    window = open_window(qtbot, confirm_end_main=False)
    screen = start_game(window, "one-piece", seed="questions-1")
    for _ in range(6):
        snapshot = wait_for_decision(qtbot, screen)
        if snapshot.view.decision.kind is DecisionKind.YES_NO:
            break
        answer_passively(qtbot, screen)
    assert screen.snapshot.view.decision.prompt == "Redraw your opening hand?"
    no = screen.question_bar.findChild(QPushButton, "noButton")
    qtbot.mouseClick(no, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: KEPT in screen.log.lines(), timeout=5000)
    lines = screen.log.lines()
    assert any(line in THEIRS for line in lines), lines
    assert not any(" answers no" in line or " answers yes" in line for line in lines)
    for _ in range(3):
        wait_for_decision(qtbot, screen)
        answer_passively(qtbot, screen)
    wait_for_decision(qtbot, screen)
    before = [line for line in screen.log.lines() if line == KEPT or line in THEIRS]
    assert len(before) == 2
    window.end_game()  # as if the app stopped: the game stays resumable
    resumed = window.resume_game(window.store.unfinished()[0])
    assert resumed is not None
    wait_for_decision(qtbot, resumed)
    assert [line for line in resumed.log.lines() if line == KEPT or line in THEIRS] == before
    window.end_game()
