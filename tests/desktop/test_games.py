"""Whole games through the UI: a passive human against the bot, bot against bot, and hot-seat covers."""

from __future__ import annotations

from desktop.overlays import GameOverPanel
from desktop.qt import Qt
from desktop.table import Seat

from .conftest import screenshot, start
from .helpers import answer_passively, wait_for_decision


def test_a_passive_human_plays_the_bot_to_the_end(qtbot, window):
    screen = start(window, seed="whole-1")
    for _ in range(600):
        snapshot = wait_for_decision(qtbot, screen)
        if snapshot.view.outcome is not None:
            break
        answer_passively(qtbot, screen)
    outcome = screen.snapshot.view.outcome
    assert outcome is not None
    panel = screen.game_over
    assert isinstance(panel, GameOverPanel) and panel.isVisible()
    assert outcome.reason in panel.reason.text() and f"rule {outcome.rule}" in panel.reason.text()
    assert any(line.startswith("Game over") for line in screen.log.lines())
    screenshot(window, "game-over")
    qtbot.mouseClick(panel.back, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.start_screen


def test_the_bot_plays_itself_to_the_end(qtbot, window):
    screen = start(window, seats=(Seat.BOT, Seat.BOT), seed="watch-1")
    qtbot.waitUntil(lambda: screen.snapshot is not None and screen.snapshot.view.outcome is not None, timeout=30_000)
    assert screen.game_over.isVisible()
    qtbot.mouseClick(screen.game_over.again, Qt.MouseButton.LeftButton)
    assert window.game is not screen and window.game is not None


def test_hot_seat_covers_the_table_when_the_seat_changes(qtbot, window):
    screen = start(window, seats=(Seat.HUMAN, Seat.HUMAN), seed="hot-1")
    assert screen.cover.isVisible(), "the first player is asked for the screen too"
    first = screen.snapshot.seat
    qtbot.keyClick(screen.cover, Qt.Key.Key_Return)
    assert not screen.cover.isVisible()
    snapshot = wait_for_decision(qtbot, screen)
    own = next(i for i in screen.scene.cards.values() if i.zone.name == "hand" and i.zone.owner == first)
    screen.scene.hover(own)
    assert screen.preview.card_id == own.card.card_id
    answer_passively(qtbot, screen)  # the first player's mulligan; the other player decides next
    qtbot.waitUntil(lambda: screen.snapshot.seat != first, timeout=5000)
    assert screen.cover.isVisible()
    assert screen.preview.card_id is None, "the preview forgets the last player's card"
    assert f"Player {screen.snapshot.seat + 1}" in screen.cover.title.text()
    assert screen.snapshot.view.viewer == screen.snapshot.seat
    hidden = screen.snapshot.view.zone(snapshot.view.zones[0].ref._replace(name="hand", owner=first))
    assert all(card.card_id is None for card in hidden.cards), "the other player's hand is backs only"
    screenshot(window, "hot-seat-cover")
    qtbot.mouseClick(screen.cover, Qt.MouseButton.LeftButton)
    assert not screen.cover.isVisible()
