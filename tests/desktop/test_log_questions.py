"""The live log names the question a yes/no answer answered, as the replay log does, and keeps it after a resume
(the log is rebuilt from the replay). Answered with a real click on No."""

from __future__ import annotations

from desktop.qt import QPushButton, Qt
from engine.decisions import DecisionKind

from .helpers import answer_passively, wait_for_decision
from .test_table_polish import open_window, start_game

QUESTION = "“Redraw your opening hand?”"  # ONE PIECE 5-2-1-6


def test_the_live_log_names_the_question_answered_and_keeps_it_after_a_resume_rule_5_2_1_6(qtbot):
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
    qtbot.waitUntil(lambda: any(line == f"You answer no to {QUESTION}." for line in screen.log.lines()), timeout=5000)
    lines = screen.log.lines()
    assert any(line.startswith("Player 2 answers ") and line.endswith(f" to {QUESTION}.") for line in lines), lines
    assert not any(line in ("Player 2 answers no.", "Player 2 answers yes.") for line in lines)
    for _ in range(3):
        wait_for_decision(qtbot, screen)
        answer_passively(qtbot, screen)
    wait_for_decision(qtbot, screen)
    before = [line for line in screen.log.lines() if QUESTION in line]
    assert len(before) == 2
    window.end_game()  # as if the app stopped: the game stays resumable
    resumed = window.resume_game(window.store.unfinished()[0])
    assert resumed is not None
    wait_for_decision(qtbot, resumed)
    assert [line for line in resumed.log.lines() if QUESTION in line] == before
    window.end_game()
