"""A LAN guest's replay of what it was shown, when its host left mid-game: listed as "Host disconnected at turn N"
(never offered for resuming), and opened in the viewer as far as it went, through the guest's eyes only."""

from __future__ import annotations

from desktop.qt import Qt
from desktop.replays.store import FOLDER
from desktop.settings import data_dir
from engine.lan import Changed
from engine.lan.seen import SeenCursor, SeenRecorder, seen_header
from tests.engine.lan.pair import Pair

from ..conftest import screenshot


def write_seen_game(actions: int | None) -> int:
    """A game played in memory until `actions` actions, kept as its guest keeps it, then the host lost; its turn."""
    pair = Pair.make()
    pair.connect()
    pair.play(stop_after=actions)
    recorder = SeenRecorder(seen_header(pair.guest))
    text = recorder.header_text()
    shown = [notice for notice in pair.guest_notices if isinstance(notice, Changed)]
    for notice in shown:
        text += recorder.changed(notice)
    folder = data_dir() / FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "20260101120000-skirmish-5ee000.jsonl").write_text(text + recorder.lost(), encoding="utf-8")
    return shown[-1].view.turn


def test_a_game_shown_over_whose_host_left_before_its_log_says_the_result_is_not_audited(window):
    write_seen_game(actions=None)  # played to the end; the host's end-of-game log never came
    [game] = window.store.list()
    shown = game.outcome
    assert shown is not None and game.seen
    assert game.result == ("You won" if shown["winner"] == 1 else "You lost") + " (not audited: the host left)"


def test_the_list_says_where_the_host_was_lost_and_the_viewer_shows_what_the_guest_saw(qtbot, window, tmp_path):
    turn = write_seen_game(actions=15)
    saved = window.show_replays()
    row = [saved.list.item(0, c).text() for c in range(5)]
    assert row[3] == f"Host disconnected at turn {turn}" and row[4] == "15 actions"
    assert row[2] == "Hana vs You with Giants"
    rect = saved.list.visualItemRect(saved.list.item(0, 1))
    qtbot.mouseClick(saved.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert not saved.resume_button.isEnabled(), "what the guest was shown cannot be played on"
    assert window.store.unfinished() == []
    qtbot.mouseClick(saved.open_button, Qt.MouseButton.LeftButton)
    viewer = window.viewer
    assert viewer is not None and window.stack.currentWidget() is viewer
    assert isinstance(viewer.loaded.cursor, SeenCursor) and viewer.loaded.cursor.length == 15
    assert "could not be checked" in viewer.warning.text() and viewer.warning.isVisible()
    controls = viewer.controls
    assert not controls.perspective.isEnabled() and controls.perspective.currentData() == 1
    qtbot.keyClick(viewer, Qt.Key.Key_End)
    assert viewer.position == 15 and controls.where.text().startswith("Action 15 of 15")
    assert not controls.play_on.isEnabled()
    last = viewer.log.item(viewer.log.count() - 1).text()
    assert last == f"The game stops here: host disconnected at turn {turn}."
    hand = next(z for z in viewer.table.snapshot().view.zones if z.ref.owner == 0 and z.ref.name == "hand")
    assert hand.count and all(card.card_id is None for card in hand.cards), "the host's hand stays hidden"
    screenshot(window, "seen-replay")
    qtbot.mouseClick(controls.to_start, Qt.MouseButton.LeftButton)
    assert viewer.position == 0 and controls.where.text().startswith("Action 0 of 15")
    exported = tmp_path / "seen.txt"
    assert viewer.export_to(exported)
    text = exported.read_text(encoding="utf-8")
    assert "as Gus (Player 2) saw it" in text and "the moves are not checked" in text
    assert text.rstrip().endswith(f"The game stops here: host disconnected at turn {turn}.")
