"""The question bar shows the other player's question from this side: "Player 2 is deciding: Use Counters from their
hand, or pass…", not "your hand" (the reader's own); the player it is put to reads "Your decision: Use Counters from
your hand, or pass". Every ruleset, on a main window's game screen, at a position where the bot (Player 2) decides."""

from __future__ import annotations

import re

import pytest

from desktop.table import LocalTable, Seat
from tests.engine.test_questions_told_of import ADDRESSED, position
from tests.golden_replays.games import content

from .conftest import screenshot

ASKED = {
    "one-piece": ("Use Counters from your hand, or pass", "Use Counters from their hand, or pass"),
    "energio": ("Use Counters from your hand, or pass", "Use Counters from their hand, or pass"),
    "dragon-ball-super": ("Activate a [Counter] from your hand, or pass",
                          "Activate a [Counter] from their hand, or pass"),
    "weiss-schwarz": ("Clock phase: put a card from your hand into your clock",
                      "put a card from their hand into their clock"),
    "battle-spirits-saga": ("You won the draw: go first or second?", "They won the draw: go first or second?"),
}  # fmt: skip
"""Per ruleset: a question put to Player 2 (part of its text, as the state keeps it), and how Player 1 reads it."""

WAIT_MS = 600_000  # the bot's move lands after this: the bar shows its question meanwhile


def table_at(ruleset_id: str, seats: tuple[Seat, Seat]) -> LocalTable:
    game = position(ruleset_id, ASKED[ruleset_id][0])
    c = content(ruleset_id)
    return LocalTable(c.ruleset, c.database, c.decks, "told-of-1", seats, bot_pause_ms=WAIT_MS, game=game, record=False)


@pytest.mark.parametrize("ruleset_id", sorted(ASKED))
def test_the_bar_reads_the_bots_question_from_your_side(qtbot, window, ruleset_id):
    asked, read = ASKED[ruleset_id]
    table = table_at(ruleset_id, (Seat.HUMAN, Seat.BOT))
    screen = window.show_game(table, intro="A game at Player 2's question.")
    qtbot.waitUntil(lambda: "is deciding" in screen.question_bar.prompt.text(), timeout=10_000)
    text = screen.question_bar.prompt.text()
    assert text.startswith("<i>Player 2 is deciding:</i> ") and read in text, text
    assert not ADDRESSED.search(re.sub(r"<[^>]+>", "", text)), text
    assert asked in table.game.decision.prompt, "the game keeps the question as asked"
    screenshot(window, f"other-players-question-{ruleset_id}")
    window.end_game()
    hot_seat = table_at(ruleset_id, (Seat.HUMAN, Seat.HUMAN))  # now Player 2's screen: the question as asked
    screen = window.show_game(hot_seat, intro="The same question, Player 2 at the screen.")
    qtbot.waitUntil(lambda: "Your decision" in screen.question_bar.prompt.text(), timeout=10_000)
    assert asked.split(":")[-1].strip() in screen.question_bar.prompt.text()
