"""The recording store: files in the data folder, flushed lines, live markers, the saved-games summaries."""

from __future__ import annotations

from desktop.qt import Qt
from desktop.replays.store import ReplayStore, side
from desktop.settings import data_dir
from desktop.table import Seat
from engine.formats.replays import ReplayWriter, read_replay
from engine.replay import Recorder
from tests.support import demo
from tests.support.replays import demo_replay, header_for

from ..conftest import screenshot, start
from ..helpers import wait_for_decision

DECKS = (demo.deck(demo.DECK_A), demo.deck(demo.DECK_B))


def header(seed="5eed"):
    return header_for(demo.ruleset(), demo.database(), DECKS, seed)


def test_begin_append_finish(tmp_path):
    store = ReplayStore(tmp_path, sync=False)
    recording = store.begin(header())
    assert recording.path.parent == tmp_path / "replays" and recording.marker.exists()
    assert read_replay(recording.path.read_text(encoding="utf-8")).header == header()
    line = ReplayWriter().action_line(0, {"kind": "yes", "player": 0})
    recording.append(line)
    assert recording.path.read_text(encoding="utf-8").endswith(line), "flushed while the file is still open"
    assert [g.path for g in store.unfinished()] == [recording.path]
    recording.finish()
    assert not recording.marker.exists() and store.unfinished() == [] and not recording.is_open


def test_closing_keeps_a_game_resumable_and_a_second_game_gets_its_own_file(tmp_path):
    store = ReplayStore(tmp_path, sync=False)
    first, second = store.begin(header()), store.begin(header())
    assert first.path != second.path
    first.close()
    assert first.marker.exists()


def test_the_list_summarises_every_file_newest_first(tmp_path):
    store = ReplayStore(tmp_path, sync=False)
    folder = tmp_path / "replays"
    folder.mkdir()
    (folder / "20260101000000-skirmish-aaaaaa.jsonl").write_text(demo_replay(), encoding="utf-8")
    (folder / "20260102000000-skirmish-bbbbbb.jsonl").write_text("hello\n", encoding="utf-8")
    (folder / "20260103000000-skirmish-cccccc.jsonl").write_bytes(b"\xff\xfe\x00")
    games = store.list()
    assert [g.name[:8] for g in games] == ["20260103", "20260102", "20260101"]
    binary, garbage, good = games
    assert binary.problem == "not a text file" and garbage.problem == "not a Playmat replay"
    assert garbage.result == "Cannot be read"
    replay = read_replay(demo_replay())
    decks = [deck.name for deck in replay.header.decks]
    assert good.actions == len(replay.actions) and good.players == f"Ann with {decks[0]} vs Bob with {decks[1]}"
    assert good.result == f"{('Ann', 'Bob')[replay.outcome['winner']]} won" and good.date == "2026-11-21 12:00"
    assert store.summary(good.path) is good, "an unchanged file is not read again"


def test_a_side_names_its_deck_and_leader_without_brackets_in_brackets():
    """A deck named "Crimson Gale Rush (red aggro)" read "You (Crimson Gale Rush (red aggro))" in the list and the
    resume bar."""
    assert side("You", "Crimson Gale Rush (red aggro)") == "You with Crimson Gale Rush (red aggro)"
    assert side("Bot", "Green Thorn", "Warden Moss") == "Bot with Green Thorn led by Warden Moss"
    assert side("Player 2") == "Player 2" and side("Ann", leader="Vale") == "Ann led by Vale"


def test_reopen_replaces_the_file_and_appends_after(tmp_path):
    store = ReplayStore(tmp_path, sync=False)
    recording = store.begin(header())
    recording.close()
    recorder = Recorder(header())
    text = recorder.header_text()
    again = store.reopen(recording.path, text)
    again.append(ReplayWriter().action_line(0, {"kind": "no", "player": 0}))
    again.close()
    assert len(read_replay(recording.path.read_text(encoding="utf-8")).actions) == 1


def test_reopen_forces_the_new_text_to_disk_before_it_replaces_the_old_file(tmp_path, monkeypatch):
    """A power cut during a resume leaves the old file or the new one, never a renamed file not yet on disk."""
    from desktop.replays import store as store_module
    from desktop.replays.syncing import DiskSyncer

    synced_on_disk = []
    store = ReplayStore(tmp_path, syncer=DiskSyncer(sync=lambda path: None))
    recording = store.begin(header())
    recording.close()
    text = Recorder(header()).header_text() + ReplayWriter().action_line(0, {"kind": "no", "player": 0})

    def fsync(descriptor):
        synced_on_disk.append(recording.path.read_text(encoding="utf-8"))  # what the old name holds meanwhile

    monkeypatch.setattr(store_module.os, "fsync", fsync)
    store.reopen(recording.path, text).close()
    assert len(synced_on_disk) == 1 and synced_on_disk[0] != text, "the new text is synced before the rename"
    assert recording.path.read_text(encoding="utf-8") == text


def test_every_window_game_is_recorded_action_by_action(qtbot, window):
    screen = start(window, seats=(Seat.BOT, Seat.BOT), seed="rec-1")
    qtbot.waitUntil(lambda: screen.snapshot is not None and screen.snapshot.view.outcome is not None, timeout=30_000)
    path = screen.table.recording.file.path
    assert path.parent == data_dir() / "replays"
    replay = read_replay(path.read_text(encoding="utf-8"))
    assert len(replay.actions) == screen.table.game.state.actions_applied and replay.outcome is not None
    assert replay.header.extra["seats"] == ["bot", "bot"] and replay.header.seed == "rec-1"
    assert ReplayStore(data_dir()).unfinished() == []


def test_a_game_that_cannot_be_recorded_says_so_and_goes_on(qtbot, window, playmat_home):
    playmat_home.mkdir(parents=True, exist_ok=True)
    (playmat_home / "data").write_text("in the way", encoding="utf-8")  # the data folder cannot be made
    screen = start(window, seats=(Seat.HUMAN, Seat.BOT), seed="norec-1")
    assert "not being recorded" in window.statusBar().currentMessage()
    assert wait_for_decision(qtbot, screen).deciding and screen.table.recording is None


def test_the_saved_games_list_opens_resumes_and_deletes(qtbot, window):
    screen = start(window, seats=(Seat.HUMAN, Seat.HUMAN), seed="list-1")
    screen.table.submit(screen.table.snapshot().legal[0])
    window.show_start()
    qtbot.mouseClick(window.start_screen.replays, Qt.MouseButton.LeftButton)
    saved = window.saved_games
    assert window.stack.currentWidget() is saved and saved.list.rowCount() == 1
    assert saved.list.item(0, 3).text() == "Interrupted (unchecked)"
    qtbot.waitUntil(lambda: saved.list.item(0, 3).text() == "Interrupted")  # its moves re-simulated in the background
    row = [saved.list.item(0, c).text() for c in range(5)]
    assert row[1] == "Skirmish (demo)" and row[3] == "Interrupted"
    assert row[2] == "Player 1 with Balanced vs Player 2 with Giants", "hot-seat: the seats by number, with their decks"
    assert row[4] == "1 action" and saved.resume_button.isEnabled()
    screenshot(window, "saved-games")
    qtbot.mouseClick(saved.resume_button, Qt.MouseButton.LeftButton)
    assert window.game is not None and window.game.table.game.state.actions_applied == 1
    window.show_replays()
    qtbot.mouseClick(saved.open_button, Qt.MouseButton.LeftButton)
    assert window.viewer is not None and window.viewer.loaded.cursor.length == 1
    window.show_replays()
    qtbot.mouseClick(saved.delete_button, Qt.MouseButton.LeftButton)
    assert saved.list.rowCount() == 0 and saved.empty.isVisible() and window.store.list() == []
