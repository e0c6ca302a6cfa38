"""Take-backs on the game screen with real keys: Ctrl+Z undoes a quiet move and is refused after a draw, in every
ruleset, against the bot and hot-seat; the button says why not; the recorded replay keeps the undo."""

from __future__ import annotations

import pytest

from desktop.qt import Qt
from desktop.replays.continuing import resume
from desktop.replays.recording import LiveRecording
from desktop.replays.store import ReplayStore
from desktop.settings import data_dir
from desktop.table import LocalTable, Seat
from engine.formats.replays import read_replay
from engine.ids import PlayerId
from engine.replay import Recorder, ReplayCursor
from tests.support.take_backs import RULES, header, moment

from .conftest import screenshot
from .gestures import show

CTRL = Qt.KeyboardModifier.ControlModifier


def seats_for(player: PlayerId, hot_seat: bool) -> tuple[Seat, Seat]:
    if hot_seat:
        return (Seat.HUMAN, Seat.HUMAN)
    return (Seat.HUMAN, Seat.BOT) if player == 0 else (Seat.BOT, Seat.HUMAN)


def press_ctrl_z(qtbot, screen):
    screen.view.setFocus()
    qtbot.keyClick(screen.view, Qt.Key.Key_Z, CTRL)


@pytest.mark.parametrize("hot_seat", [False, True], ids=["vs-bot", "hot-seat"])
@pytest.mark.parametrize("ruleset_id", RULES)
def test_ctrl_z_takes_back_a_quiet_move_and_not_a_draw(qtbot, window, ruleset_id, hot_seat):
    game, quiet, drawing, _ = moment(ruleset_id)
    screen = show(window, game, seats_for(quiet.player, hot_seat))
    table = screen.table
    if screen.cover.isVisible():
        qtbot.mouseClick(screen.cover, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen.snapshot is not None and screen.snapshot.deciding, timeout=5000)
    start = table.game.state_hash()
    assert not screen.take_back_button.isEnabled()
    assert "Nothing to take back" in screen.take_back_button.toolTip()

    screen.submit(quiet)
    assert table.game.state_hash() != start
    assert screen.take_back_button.isEnabled()
    press_ctrl_z(qtbot, screen)
    assert table.game.state_hash() == start, "Ctrl+Z put the game back exactly as it was"
    assert screen.snapshot.deciding and screen.snapshot.seat == quiet.player
    told = screen.log.item(screen.log.count() - 1).text()
    assert told.startswith(("You take back: ", f"Player {quiet.player + 1} takes back: ")), told
    assert not screen.take_back_button.isEnabled()

    screen.submit(quiet)
    screen.submit(drawing)
    after_draw = table.game.state_hash()
    messages = []
    screen.status.connect(messages.append)
    press_ctrl_z(qtbot, screen)
    assert table.game.state_hash() == after_draw, "a move that drew a card is never taken back"
    assert any("cannot be taken back: it drew a card" in message for message in messages)
    if table.game.decision is not None and table.game.decision.player == quiet.player:
        assert not screen.take_back_button.isEnabled()
        assert screen.take_back_button.toolTip() == "Your last move cannot be taken back: it drew a card."
    if ruleset_id == "one-piece" and not hot_seat:
        screenshot(screen, "take-back-refused")


def test_the_take_back_button_undoes_and_the_replay_keeps_the_undo(qtbot, window, playmat_home):
    """A recorded game against the bot: the button takes back, the file gets an undo line, and the replay read back
    re-simulates to the game on the screen."""
    recorder = Recorder(header("one-piece"))
    game, quiet, drawing, lines = moment("one-piece", recorder=recorder)
    recording = LiveRecording(ReplayStore(data_dir()).begin(recorder.header), recorder)
    recording.file.append(lines)  # the moves that led here, as if played at this table
    table = LocalTable(game.ruleset, game.database, ((), ()), "", seats_for(quiet.player, False), game=game,
                       recording=recording, bot_pause_ms=0)  # type: ignore[arg-type]  # fmt: skip
    screen = window.show_game(table)
    qtbot.waitUntil(lambda: screen.snapshot is not None and screen.snapshot.deciding, timeout=5000)
    start = table.game.state_hash()
    screen.submit(quiet)
    qtbot.mouseClick(screen.take_back_button, Qt.MouseButton.LeftButton)
    assert table.game.state_hash() == start
    screen.submit(drawing)
    final = table.game.state_hash()
    path = recording.file.path
    text = path.read_text(encoding="utf-8")
    assert text.count('"t":"undo"') == 1 and text.count(quiet.to_data()["kind"]) >= 1
    replay = read_replay(text)
    assert not replay.problems
    cursor = ReplayCursor.load(game.ruleset, game.database, replay)
    assert cursor.mismatch is None
    assert cursor.seek(cursor.length).state_hash() == final

    window.end_game()  # the app closes mid-game; the next start resumes the file where it stopped
    resumed, warnings, _, _ = resume(path, ReplayStore(data_dir()), bot_pause_ms=0)
    assert not warnings and resumed.game.state_hash() == final
    assert resumed.recording is not None and resumed.recording.recorder.recorded == cursor.length
    resumed.close()


def test_against_the_bot_nothing_before_its_move_is_taken_back(qtbot, window):
    """The bot's move closes the window: after it, Ctrl+Z refuses, and the game stays where the bot left it."""
    game, quiet, _, _ = moment("one-piece")
    screen = show(window, game, seats_for(quiet.player, False))
    table = screen.table
    qtbot.waitUntil(lambda: screen.snapshot is not None and screen.snapshot.deciding, timeout=5000)
    screen.submit(quiet)
    turn = table.game.state.turn
    for _ in range(4):  # end the turn (a Main Phase with moves left ends at the second press)
        if table.game.state.turn != turn or not screen.snapshot.deciding:
            break
        screen.pass_turn()
    qtbot.waitUntil(lambda: table.game.state.turn != turn, timeout=10000)
    seat = PlayerId(quiet.player)
    qtbot.waitUntil(
        lambda: table.game.outcome is not None or (table.game.decision.player == seat and screen.snapshot.deciding),
        timeout=30000,
    )
    if table.game.outcome is not None:
        return
    here = table.game.state_hash()
    messages = []
    screen.status.connect(messages.append)
    press_ctrl_z(qtbot, screen)
    assert table.game.state_hash() == here
    assert messages and messages[-1].startswith("Nothing to take back"), messages
    assert not screen.take_back_button.isEnabled()
