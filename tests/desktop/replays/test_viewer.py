"""The replay viewer driven as a person would: step, jump turns, scrub, autoplay, perspective, log, export, play on."""

from __future__ import annotations

import pytest

from desktop.playmat.zone_item import PlateItem
from desktop.qt import QApplication, QDialogButtonBox, QFileDialog, QPoint, Qt, QTimer
from desktop.replays.export import ExportChoice
from desktop.replays.loading import load_text
from desktop.replays.viewer import ReplayViewer, turn_names
from desktop.table import LocalTable, Seat
from engine.ids import PlayerId
from engine.replay import BOTH
from tests.support.replays import demo_replay

from ..conftest import screenshot
from ..helpers import wait_for_decision


@pytest.fixture
def replay_file(tmp_path):
    path = tmp_path / "demo-game.jsonl"
    path.write_text(demo_replay(), encoding="utf-8")
    return path


@pytest.fixture
def viewer(window, replay_file) -> ReplayViewer:
    shown = window.open_replay(replay_file)
    assert shown is not None and window.stack.currentWidget() is shown
    return shown


def click(qtbot, button):
    assert button.isEnabled(), f"{button.objectName()} is disabled"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_step_forward_and_back_moves_the_table_and_the_log(qtbot, viewer):
    c, cursor = viewer.controls, viewer.loaded.cursor
    assert viewer.position == 0 and not c.back.isEnabled()
    click(qtbot, c.forward)
    click(qtbot, c.forward)
    assert viewer.position == 2 and c.timeline.value() == 2
    assert viewer.scene.snapshot.view == viewer.table.snapshot().view
    assert viewer.strip.turn.text()
    assert c.where.text().startswith(f"Action 2 of {cursor.length}")
    current = viewer.log.currentItem().text()
    assert current.startswith("2. Player 2"), current
    click(qtbot, c.back)
    assert viewer.position == 1 and viewer.log.currentItem().text().startswith("1. Player 1")
    qtbot.keyClick(viewer, Qt.Key.Key_Right)
    assert viewer.position == 2


def test_turn_jumps_and_the_turn_box_land_on_turn_starts(qtbot, viewer):
    c, cursor = viewer.controls, viewer.loaded.cursor
    starts = [position for turn, position in cursor.turn_starts if turn > 0]
    click(qtbot, c.next_turn)
    assert viewer.position == starts[0]
    click(qtbot, c.next_turn)
    assert viewer.position == starts[1] and cursor.seek(viewer.position).state.turn == 2
    click(qtbot, c.forward)
    click(qtbot, c.prev_turn)
    assert viewer.position == starts[1], "back to the start of this turn first"
    click(qtbot, c.prev_turn)
    assert viewer.position == starts[0], "then to the one before"
    c.turns.setCurrentIndex(4)
    c.turns.activated.emit(4)
    assert viewer.position == c.turns.itemData(4) and c.turns.itemText(4).startswith("Turn 4")
    assert c.turns.currentIndex() == 4


def test_the_timeline_scrubs_and_the_ends_are_one_click_away(qtbot, viewer):
    c, cursor = viewer.controls, viewer.loaded.cursor
    c.timeline.setValue(cursor.length // 2)
    assert viewer.position == cursor.length // 2
    assert viewer.table.snapshot().view == viewer.scene.snapshot.view
    click(qtbot, c.to_end)
    assert viewer.position == cursor.length and not c.forward.isEnabled() and "game over" in c.where.text()
    assert not c.play_on.isEnabled(), "nothing to play on from once the game is over"
    click(qtbot, c.to_start)
    assert viewer.position == 0


def test_a_click_on_the_timeline_track_jumps_to_the_click_not_ten_actions(qtbot, viewer):
    c, length = viewer.controls, viewer.loaded.cursor.length
    assert length > 40, "long enough that a page step of 10 and a jump to 75 % differ"
    track = c.timeline
    qtbot.mouseClick(track, Qt.MouseButton.LeftButton, pos=QPoint(track.width() * 3 // 4, track.height() // 2))
    assert abs(viewer.position - length * 3 // 4) <= max(2, length // 20), (viewer.position, length)
    assert track.value() == viewer.position and viewer.table.snapshot().view == viewer.scene.snapshot.view
    qtbot.mouseClick(track, Qt.MouseButton.LeftButton, pos=QPoint(2, track.height() // 2))
    assert viewer.position == 0, "a click at the track's left end goes back to the setup"


def test_autoplay_plays_on_at_the_chosen_speed_and_stops(qtbot, viewer):
    c = viewer.controls
    c.speed.setCurrentIndex(c.speed.count() - 1)
    click(qtbot, c.play)
    assert viewer.timer.isActive() and viewer.timer.interval() < 900 and "Pause" in c.play.text()
    qtbot.waitUntil(lambda: viewer.position >= 3, timeout=10_000)
    click(qtbot, c.play)
    assert not viewer.timer.isActive() and "Play" in c.play.text()
    stopped = viewer.position
    viewer.seek(viewer.loaded.cursor.length - 1)
    viewer.set_autoplay(True)
    qtbot.waitUntil(lambda: not viewer.timer.isActive(), timeout=10_000)
    assert viewer.position == viewer.loaded.cursor.length and stopped >= 3 and not c.play.isChecked()


def test_perspective_hides_the_other_hand_and_the_log_follows(qtbot, viewer):
    c = viewer.controls
    viewer.seek(6)
    hands = [z for z in viewer.scene.snapshot.view.zones if z.ref.name == "hand"]
    assert all(card.card_id is not None for zone in hands for card in zone.cards), "both hands open"
    screenshot(viewer.window(), "replay-viewer-both-hands")
    c.perspective.setCurrentIndex(2)  # Player 2's eyes
    assert viewer.table.perspective == PlayerId(1) and viewer.scene.snapshot.seat == 1
    view = viewer.scene.snapshot.view
    first_hand = next(z for z in view.zones if z.ref.name == "hand" and z.ref.owner == 0)
    assert first_hand.cards and all(card.card_id is None for card in first_hand.cards)
    assert viewer.position == 6, "switching perspective keeps the cursor"
    hidden = [text for text in viewer.log.texts() if "cards go from Player 1's deck to Player 1's hand" in text]
    assert hidden and all(text.split()[0].isdigit() for text in hidden), "Player 1's draws, counted, never named"
    assert viewer.log.currentItem().text().startswith("6. ")
    screenshot(viewer.window(), "replay-viewer-player-2")
    viewer.set_perspective(BOTH)
    assert c.perspective.currentIndex() == 0


def test_clicking_a_log_line_goes_there(qtbot, viewer):
    row = next(i for i, text in enumerate(viewer.log.texts()) if text.startswith("9. "))
    item = viewer.log.item(row)
    rect = viewer.log.visualItemRect(item)
    viewer.log.scrollToItem(item)
    rect = viewer.log.visualItemRect(item)
    qtbot.mouseClick(viewer.log.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert viewer.position == 9


def test_a_drag_on_the_replay_table_is_refused_with_a_hint(qtbot, window, viewer):
    viewer.table.submit(viewer.loaded.cursor.actions[0])
    assert "Play on from here" in window.statusBar().currentMessage()
    assert viewer.position == 0


def test_export_writes_the_text_log(qtbot, window, viewer, tmp_path):
    target = tmp_path / "out" / "game.txt"
    assert not viewer.export_to(target), "a missing folder is reported, not raised"
    assert "could not be saved" in window.statusBar().currentMessage()
    target.parent.mkdir()
    assert viewer.export_to(target)
    text = target.read_text(encoding="utf-8")
    assert text.startswith("Playmat replay: Skirmish (demo)") and "— Turn 1: Player 1 —" in text
    assert f"  {viewer.loaded.cursor.length}. Player" in text


def test_play_on_from_here_starts_a_recorded_game_at_that_moment(qtbot, window, viewer):
    cursor = viewer.loaded.cursor
    viewer.seek(12)
    expected = cursor.seek(12).state_hash()
    viewer.request_play_on("bot1")
    screen = window.game
    assert screen is not None and window.stack.currentWidget() is screen
    table = screen.table
    assert isinstance(table, LocalTable) and table.seats == (Seat.BOT, Seat.HUMAN)
    assert "Playing on from action 12" in screen.log.lines()[0]
    recorded = table.recording.file.path
    snapshot = wait_for_decision(qtbot, screen)
    assert snapshot.seat == 1
    original = [line for line in viewer.loaded.cursor.actions[:12]]
    copied = load_text(recorded.read_text(encoding="utf-8")).cursor
    assert copied.actions[:12] == original and copied.seek(12).state_hash() == expected
    assert copied.length == table.game.state.actions_applied, "the bot's answers are recorded too"
    games = window.store.list()
    assert any(g.path == recorded and g.header.extra["from_action"] == 12 for g in games)


def test_closing_goes_back_to_the_saved_games(qtbot, window, viewer):
    click(qtbot, viewer.controls.close_button)
    assert window.stack.currentWidget() is window.saved_games and window.viewer is None


def test_the_turn_strip_names_the_player_whose_turn_it_is(qtbot, viewer):
    first = next(position for turn, position in viewer.loaded.cursor.turn_starts if turn > 0)
    viewer.seek(first)
    player = viewer.loaded.cursor.seek(first).state.turn_player
    text = viewer.strip.turn.text()
    assert f"{('Ann', 'Bob')[player]}'s turn" in text and "Your turn" not in text, text
    assert viewer.controls.turns.itemText(1) == f"Turn 1 ({('Ann', 'Bob')[player]})"
    winner = viewer.loaded.cursor.seek(viewer.loaded.cursor.length).outcome.winner
    assert viewer.title.text().endswith(f"actions, {('Ann', 'Bob')[winner]} wins")
    viewer.set_perspective(PlayerId(player))
    assert "Your turn" not in viewer.strip.turn.text(), "a replay has no 'you', whoever's eyes it is seen through"
    plates = [item for item in viewer.scene.items() if isinstance(item, PlateItem)]
    assert sorted(plate.turn for plate in plates) == ["", "▶ On turn"]


def test_generic_seat_names_become_player_numbers():
    header = load_text(demo_replay()).header
    assert turn_names(header) == ("Ann", "Bob")
    assert turn_names(header.model_copy(update={"players": ("Human", "Bot")})) == ("Player 1", "Player 2")
    assert turn_names(header.model_copy(update={"players": ("Sam", "Sam")})) == ("Player 1", "Player 2")


def test_the_log_opens_on_the_setup_before_the_first_action(qtbot, viewer):
    texts = viewer.log.texts()
    first_action = next(i for i, text in enumerate(texts) if text.startswith("1. "))
    setup = [text.strip() for text in texts[1:first_action]]
    assert "Player 1 shuffles their deck." in setup
    assert "Lifebinder, Giant and Scout go from Player 2's deck to Player 2's hand." in setup, "one line for the hand"
    assert viewer.position == 0 and viewer.log.currentRow() == 0
    past = viewer.log.item(1).foreground().color().name()
    assert past != viewer.log.item(first_action).foreground().color().name(), "setup shown as done, action 1 dimmed"
    screenshot(viewer.window(), "replay-viewer-setup")


def _answer_export_choice(qtbot, pick: int | None, seen: list):
    """Once the export question is up: note what it offers and which is checked, then pick one and go on."""

    def answer():
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, ExportChoice):
            QTimer.singleShot(10, answer)
            return
        buttons = dialog.group.buttons()
        seen.append(([b.text() for b in buttons], [b.isChecked() for b in buttons]))
        screenshot(dialog, "replay-export-choice")
        if pick is None:
            dialog.reject()
            return
        qtbot.mouseClick(buttons[pick], Qt.MouseButton.LeftButton)
        qtbot.mouseClick(dialog.box.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, answer)


def test_export_asks_whose_eyes_starting_from_the_current_perspective(qtbot, window, viewer, tmp_path, monkeypatch):
    target = tmp_path / "game.txt"
    asked = []
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: asked.append(1) or (str(target), ""))
    )
    viewer.set_perspective(PlayerId(1))
    seen: list = []
    _answer_export_choice(qtbot, 1, seen)  # Player 1's eyes, though the viewer shows Player 2's
    click(qtbot, viewer.controls.export)
    texts, checked = seen[0]
    assert texts == ["Both hands open (every card named)", "Player 1's eyes (Ann's hand named, Bob's hidden)",
                     "Player 2's eyes (Bob's hand named, Ann's hidden)"]  # fmt: skip
    assert checked == [False, False, True], "the viewer's perspective is chosen to begin with"
    assert "Seen by Player 1 (the other hand hidden)" in target.read_text(encoding="utf-8")
    assert viewer.table.perspective == PlayerId(1), "exporting does not change what the viewer shows"
    target.unlink()
    _answer_export_choice(qtbot, None, seen)
    click(qtbot, viewer.controls.export)
    assert not target.exists() and asked == [1], "Cancel asks for no file and writes nothing"
