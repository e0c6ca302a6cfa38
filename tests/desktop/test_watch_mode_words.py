"""Watching the bot play itself (start screen), nobody at the desk plays: the screen names both seats by number
("Player 1: Attack with ...", "Turn 4 · Player 1's turn", "Player 1 is deciding: Play a card, ... or end their Main
Phase…", "Player 2 wins"), never "You" or "Your turn". A game against the bot still says "You". Real clicks on the
start screen; the log, bar, question bar and plates are read as the game goes."""

from __future__ import annotations

import re

from desktop.qt import Qt
from desktop.settings import Settings
from desktop.table import Seat
from desktop.window import MainWindow

from .conftest import screenshot
from .test_bot_level import _pick as pick  # open the list with a click, click the entry

WAIT_MS = 120_000
ADDRESSED = re.compile(r"\b(you|your|yours|yourself)\b(?![^[]*\])", re.IGNORECASE)
"""You or your, but in a card's printed words ("[End of Your Opponent's Turn]")."""


class Seen:
    """The bar's headline, the question bar's text and the plates after each update of the watched table."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.turns: list[str] = []
        self.prompts: list[str] = []
        self.plates: set[tuple[str, str]] = set()

    def __call__(self, _snapshot: object) -> None:
        screen = self.window.game
        if screen is not None:
            self.turns.append(screen.strip.turn.text())
            self.prompts.append(re.sub(r"<[^>]+>", "", screen.question_bar.prompt.text()))
            self.plates |= {(p.role, p.turn) for p in screen.scene.table.plates.values()}


def start_with_clicks(qtbot, window: MainWindow, game: str, mode: str) -> None:
    pick(qtbot, window.start_screen.ruleset_box, game)
    qtbot.mouseClick(window.start_screen.mode_buttons[mode], Qt.MouseButton.LeftButton)
    assert window.start_screen.mode_buttons[mode].isChecked()
    qtbot.mouseClick(window.start_screen.play, Qt.MouseButton.LeftButton)
    assert window.game is not None


def log_lines(window: MainWindow) -> list[str]:
    assert window.game is not None
    return window.game.log.lines()


def test_watching_the_bot_play_itself_names_both_seats_by_number(qtbot, window):
    start_with_clicks(qtbot, window, "ONE PIECE Card Game", "watch")
    screen = window.game
    assert screen.table.seats == (Seat.BOT, Seat.BOT) and screen.watched
    seen = Seen(window)
    screen.table.changed.connect(seen)
    qtbot.waitUntil(lambda: screen.game_over.isVisible(), timeout=WAIT_MS)
    screenshot(window, "watch-mode-words")
    intro, *lines = log_lines(window)
    assert intro == "New game of ONE PIECE Card Game: Player 1 (the bot) against Player 2 (the bot)."
    assert not [line for line in lines if ADDRESSED.search(line)], [line for line in lines if ADDRESSED.search(line)]
    assert any(line.startswith("Player 1: ") for line in lines) and any(line.startswith("Player 2: ") for line in lines)
    assert any(re.fullmatch(r"— Turn \d+: Player 1 —", line) for line in lines)
    assert any(
        re.fullmatch(r"Player 2 passes on “Use Counters from their hand, or pass”\.", line) for line in lines
    ) or any(re.fullmatch(r"Player 1 passes on “Use Counters from their hand, or pass”\.", line) for line in lines)
    turns = " ".join(seen.turns)
    assert "Player 1's turn" in turns and "Player 2's turn" in turns and "Your turn" not in turns
    deciding = [p for p in seen.prompts if " is deciding: " in p]
    assert any(p.startswith("Player 1 is deciding: ") for p in deciding), seen.prompts
    assert not [p for p in seen.prompts if ADDRESSED.search(p)], [p for p in seen.prompts if ADDRESSED.search(p)]
    assert "Player 1 is deciding: Play a card, give DON!!, attack, or end their Main Phase…" in deciding
    assert {turn for _, turn in seen.plates} <= {"", "▶ On turn"} and ("the bot", "▶ On turn") in seen.plates
    title = screen.game_over.title.text()
    assert title in ("Player 1 wins", "Player 2 wins"), title
    assert re.fullmatch(r"<b>Game over</b> · Player [12] wins", screen.strip.turn.text())
    end = next(line for line in reversed(lines) if line.startswith("Game over"))
    assert re.match(r"Game over: Player [12] wins\. ", end) and not ADDRESSED.search(end), end


def test_a_game_against_the_bot_and_hot_seat_still_say_you(qtbot, window):
    start_with_clicks(qtbot, window, "ONE PIECE Card Game", "bot")
    screen = window.game
    assert not screen.watched and screen.words.is_you(0)
    qtbot.waitUntil(lambda: screen.snapshot is not None and screen.snapshot.deciding, timeout=WAIT_MS)
    assert screen.question_bar.prompt.text().startswith("<b>Your decision:</b>")
    window.end_game()
    window.show_start()
    start_with_clicks(qtbot, window, "ONE PIECE Card Game", "hotseat")
    screen = window.game
    assert not screen.watched and screen.table.hot_seat
    qtbot.waitUntil(lambda: screen.snapshot is not None and screen.snapshot.deciding, timeout=WAIT_MS)
    assert screen.question_bar.prompt.text().startswith("<b>Your decision:</b>")


def test_stop_watching_leaves_the_game_for_the_start_screen(qtbot):
    """A watcher has no seat to concede for (the table refused it: "Player 1 is not the seat you play."): the button
    says "Stop watching" and a click goes back to the start screen, which offers the game to resume."""
    window = MainWindow(Settings(bot_pause_ms=400, animation_speed=0), save_on_close=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    start_with_clicks(qtbot, window, "ONE PIECE Card Game", "watch")
    button = window.game.strip.concede_button
    assert button.text() == "Stop watching" and button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.game is None and window.stack.currentWidget() is window.start_screen, timeout=10_000)
    assert window.start_screen.resume_bar.isVisible(), "the game so far is kept"
    start_with_clicks(qtbot, window, "ONE PIECE Card Game", "bot")
    assert window.game.strip.concede_button.text() == "Concede", "a player concedes as before"
    window.end_game()
