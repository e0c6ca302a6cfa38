"""The phase strip on every table: where the game is while it runs, and once it is over that it is over (who won),
with no phase lit and neither Next nor Concede on offer."""

from __future__ import annotations

import dataclasses

from desktop.panels import PhaseStrip
from desktop.qt import QPushButton, Qt
from engine.actions import PASS, Action
from tests.support.replays import demo_replay

from .conftest import screenshot, start
from .helpers import answer_passively, wait_for_decision


def assert_over(strip: PhaseStrip, result: str) -> None:
    assert strip.turn.text() == f"<b>Game over</b> · {result}"
    assert not strip.next_button.isEnabled() and not strip.concede_button.isEnabled()
    assert not any(label.property("current") for label in strip.phases.values())
    assert strip.step.text() == ""


def play_into_the_first_turn(qtbot, screen):
    for _ in range(50):
        snapshot = wait_for_decision(qtbot, screen)
        if snapshot.view.turn >= 1 and snapshot.view.turn_player == snapshot.seat:
            return snapshot
        answer_passively(qtbot, screen)
    raise AssertionError("the human's first turn never came")


def concede(qtbot, screen):
    """Concede as a player does: the button, then "Concede" in the question that follows."""
    qtbot.mouseClick(screen.strip.concede_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen.concede_box is not None and screen.concede_box.isVisible(), timeout=5000)
    qtbot.mouseClick(screen.concede_box.findChild(QPushButton, "concedeYes"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen.snapshot.view.outcome is not None, timeout=10_000)


def test_a_local_game_that_ends_says_game_over_instead_of_your_turn(qtbot, window):
    screen = start(window, seed="strip-1")
    play_into_the_first_turn(qtbot, screen)
    strip = screen.strip
    assert "Your turn" in strip.turn.text() and strip.next_button.isEnabled() and strip.concede_button.isEnabled()
    concede(qtbot, screen)
    assert_over(strip, "You lost")
    screenshot(strip, "phase-strip-game-over")


def test_moves_still_listed_with_a_finished_view_are_not_offered(qtbot, window):
    """A network table's last update may still carry the seat's legal actions: the finished view wins."""
    screen = start(window, seed="strip-2")
    snapshot = play_into_the_first_turn(qtbot, screen)
    concede(qtbot, screen)
    stale = dataclasses.replace(screen.snapshot, legal=(Action(PASS, snapshot.seat),))
    strip = PhaseStrip(screen.table.ruleset)
    qtbot.addWidget(strip)
    strip.show_snapshot(stale)
    assert_over(strip, "You lost")
    strip.show_snapshot(snapshot)
    assert "Your turn" in strip.turn.text() and strip.next_button.isEnabled(), "a running game again: offered"


def test_a_replay_at_its_end_says_who_won(qtbot, window, tmp_path):
    path = tmp_path / "demo-game.jsonl"
    path.write_text(demo_replay(), encoding="utf-8")
    viewer = window.open_replay(path)
    assert viewer is not None
    viewer.seek(viewer.loaded.cursor.length)
    outcome = viewer.loaded.cursor.seek(viewer.loaded.cursor.length).outcome
    assert outcome is not None and outcome.winner is not None
    assert_over(viewer.strip, f"{viewer.strip.player_names[outcome.winner]} wins")
    viewer.seek(1)
    assert "Game over" not in viewer.strip.turn.text()


def test_the_step_is_named_as_the_rules_name_it():
    """Not the engine's step name ("defense", "end_of_battle") but the rules' (7-3 Defense Step, 7-5)."""
    from desktop.panels import step_label

    assert step_label("defense") == "Defense Step"
    assert step_label("end_of_battle") == "End of Battle Step"
    assert step_label("end_step") == "End Step"
    assert step_label("") == ""
