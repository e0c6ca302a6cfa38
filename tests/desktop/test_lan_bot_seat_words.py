"""The host's screen when the bot plays the host's seat says so in players' words (issue 18): the log tells "Your bot
attacks ..." and "Your bot: ..." (never "You"), the bar says "Your bot's turn" and "Your bot is deciding", the intro
says the bot plays for you, and the end says "Your bot lost". A host who plays the seat, the guest, and a game
against the bot from the start screen read as before. Two main windows over loopback; picks and clicks are real."""

from __future__ import annotations

import re

import pytest

from desktop.lan.dialogs import HostDialog, JoinDialog
from desktop.lan.tables import LanGuestTable, LanHostTable
from desktop.qt import QPushButton, Qt
from desktop.table import Seat
from desktop.window import MainWindow
from tests.integration.test_lan_tables import play_with_bot
from tests.support.loopback import discovery_on_loopback, free_port  # noqa: F401 (a fixture, for pytestmark)

from .conftest import open_main_window, screenshot
from .test_bot_level import _pick as pick  # open the list with a click, click the entry

pytestmark = pytest.mark.usefixtures("discovery_on_loopback")

WAIT_MS = 60_000


class Seen:
    """What the host's screen showed after each update: the bar's headline and the question bar's prompt."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.turns: list[str] = []
        self.prompts: list[str] = []
        self.plates: list[tuple[str, str]] = []  # the shown seat's plate: its role and turn lines
        self.busy: list[str] = []  # the bar's word while the bot thinks

    def __call__(self, _snapshot: object) -> None:
        screen = self.window.game
        if screen is not None:  # the screen has shown the update already (it heard it first)
            self.turns.append(screen.strip.turn.text())
            self.prompts.append(screen.question_bar.prompt.text())
            self.busy.append(screen.strip.busy.text())
            plate = screen.scene.table.plates.get(screen.snapshot.seat) if screen.snapshot is not None else None
            if plate is not None:
                self.plates.append((plate.role, plate.turn))


def log_lines(window: MainWindow) -> list[str]:
    log = window.game.log if window.game is not None else None
    assert log is not None
    return [log.item(i).text() for i in range(log.count())]


def host_and_join(qtbot, seat: str) -> tuple[MainWindow, MainWindow, Seen]:
    """A host window whose seat `seat` plays ("You" or "The bot, ..."), picked with the mouse, and a guest window
    joined to it by address and code typed in; both tables are played by bots (the host's screen plays nothing when
    its bot does)."""
    host_window, guest_window = open_main_window(qtbot), open_main_window(qtbot)
    for window in (host_window, guest_window):
        window.start_screen.choose("skirmish")
    qtbot.mouseClick(host_window.start_screen.findChild(QPushButton, "hostLanButton"), Qt.MouseButton.LeftButton)
    host_dialog = host_window.findChild(HostDialog)
    assert host_dialog is not None
    qtbot.waitExposed(host_dialog)
    host_dialog.port_box.setValue(free_port())
    if seat != "You":
        pick(qtbot, host_dialog.seat_box, seat)
    seen = Seen(host_window)
    host_dialog.table_ready.connect(lambda table: table.changed.connect(seen))
    host_dialog.table_ready.connect(lambda table: None if table.seat_bot is not None else play_with_bot(table))
    qtbot.mouseClick(host_dialog.go, Qt.MouseButton.LeftButton)
    guest_dialog = guest_window.open_lan("join")
    assert isinstance(guest_dialog, JoinDialog)
    guest_dialog.address_edit.clear()
    qtbot.keyClicks(guest_dialog.address_edit, f"127.0.0.1:{host_dialog.port_box.value()}")
    qtbot.keyClicks(guest_dialog.code_edit, host_dialog.code)
    guest_dialog.table_ready.connect(play_with_bot)
    qtbot.mouseClick(guest_dialog.go, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host_window.game is not None and guest_window.game is not None, timeout=WAIT_MS)
    return host_window, guest_window, seen


def over(window: MainWindow) -> bool:
    return window.game is not None and window.game.game_over.isVisible()


def test_the_host_screen_of_a_bot_seat_tells_the_bots_moves_as_your_bots(qtbot):
    host_window, guest_window, seen = host_and_join(qtbot, "The bot, Easy")
    try:
        host_table, guest_table = host_window.game.table, guest_window.game.table
        assert isinstance(host_table, LanHostTable) and host_table.seat_bot is not None
        assert isinstance(guest_table, LanGuestTable)
        played = re.compile(r"Your bot: Play \w")

        def bot_moved() -> bool:  # it has played a card and passed (in its turn 1 or 3), or the game is over
            lines = log_lines(host_window)
            return over(host_window) or (any(played.match(line) for line in lines) and "Your bot passes." in lines)

        qtbot.waitUntil(bot_moved, timeout=WAIT_MS)
        screenshot(host_window, "lan-host-bot-seat-words")
        if not over(host_window):  # the person at the host's screen ends the bot's game, with the mouse
            screen = host_window.game
            qtbot.mouseClick(screen.strip.concede_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: screen.concede_box is not None and screen.concede_box.isVisible(), timeout=5000)
            assert screen.concede_box.text().startswith("Concede this game for your bot? Your opponent wins at once")
            qtbot.mouseClick(screen.concede_box.findChild(QPushButton, "concedeYes"), Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: over(host_window) and over(guest_window), timeout=WAIT_MS)
        intro, *lines = log_lines(host_window)
        assert intro == "LAN game of Skirmish (demo): your bot (Easy) plays your deck for you against Guest.", intro
        assert not [line for line in lines if re.match(r"(— Turn \d+: )?You\b(?! bot)", line)], "never 'You'"
        assert not [line for line in lines if re.search(r"\byou\b|Your bot (take|have|are|go|draw)\b", line)]
        assert any(played.match(line) for line in lines) and "Your bot passes." in lines, "its answers"
        assert any(re.fullmatch(r"— Turn \d+: Your bot —", line) for line in lines)
        assert not [line for line in lines if "Player 1" in line], "the seat is 'your bot', never its number"
        assert "Your bot's turn" in " ".join(seen.turns) and "Your turn" not in " ".join(seen.turns)
        assert any(p.startswith("<i>Your bot is deciding:</i>") for p in seen.prompts), seen.prompts
        assert not [p for p in seen.prompts if "Player 1" in p]
        assert {role for role, _ in seen.plates} == {"your bot"}, "the seat's plate names who plays it"
        assert "Your bot is thinking…" in seen.busy and "The bot is thinking…" not in seen.busy
        assert {turn for _, turn in seen.plates} == {"", "▶ On turn"}, "never 'Your turn' on the bot's plate"
        screen = host_window.game
        title = screen.game_over.title.text()
        assert title in ("Your bot wins!", "Your bot lost"), title
        assert screen.strip.turn.text() in ("<b>Game over</b> · Your bot wins", "<b>Game over</b> · Your bot lost")
        end = next(line for line in reversed(lines) if line.startswith("Game over"))
        assert end.startswith(("Game over: your bot wins.", "Game over: your bot loses, Player 2 wins.")), end
        if "conceded" in end:
            assert "Your bot conceded." in end
        guest_lines = log_lines(guest_window)
        assert guest_lines[0] == "LAN game of Skirmish (demo) against Host (bot, Easy)."
        assert not [line for line in guest_lines if "bot" in line.lower() and not line.startswith("LAN game")]
        assert any(line.startswith("Player 1: ") for line in guest_lines), "the guest's screen as before"
        assert any(line.startswith("You") for line in guest_lines)
        assert guest_window.game.game_over.title.text() in ("You win!", "You lost")
    finally:
        host_window.end_game()
        guest_window.end_game()


def test_a_host_who_plays_the_seat_reads_you_as_before(qtbot):
    host_window, guest_window, seen = host_and_join(qtbot, "You")
    try:
        assert host_window.game.table.seat_bot is None
        qtbot.waitUntil(lambda: sum(line.startswith("You: ") for line in log_lines(host_window)) >= 2,
                        timeout=WAIT_MS)  # fmt: skip
        lines = log_lines(host_window)
        assert lines[0] == "LAN game of Skirmish (demo) against Guest."
        assert not [line for line in lines if "bot" in line.lower()]
        assert any(re.fullmatch(r"— Turn \d+: You —", line) for line in lines)
        assert "Your turn" in " ".join(seen.turns) and "Your bot" not in " ".join(seen.turns + seen.prompts)
        assert {role for role, _ in seen.plates} == {"you"} and "▶ Your turn" in {turn for _, turn in seen.plates}
    finally:
        host_window.end_game()
        guest_window.end_game()


def test_a_game_against_the_bot_from_the_start_screen_reads_as_before(qtbot):
    window = open_main_window(qtbot)
    window.start_screen.choose("skirmish")
    qtbot.mouseClick(window.start_screen.mode_buttons["bot"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.start_screen.play, Qt.MouseButton.LeftButton)
    screen = window.game
    assert screen is not None and screen.table.seats == (Seat.HUMAN, Seat.BOT) and screen.proxy == ""
    lines = log_lines(window)
    assert lines[0] == "New game of Skirmish (demo): Player 1 (human) against Player 2 (the bot)."
    assert "bot" not in " ".join(lines[1:]).lower()
    qtbot.waitUntil(lambda: screen.snapshot is not None and screen.snapshot.deciding, timeout=WAIT_MS)
    assert screen.strip.turn.text().endswith(("Your turn", "Player 2's turn", "<b>Setting up</b>"))
    assert screen.question_bar.prompt.text().startswith("<b>Your decision:</b>")
    window.end_game()
