"""A ONE PIECE game on the table a few turns in: zones never overlap, cards stay inside, screenshots saved."""

from __future__ import annotations

import pytest

from desktop import rulesets
from desktop.playmat.geometry import TableGeometry
from desktop.start import GameRequest
from desktop.table import Seat
from engine.bot import heuristic_bot
from engine.ids import PlayerId
from engine.rulesets.one_piece import build_ruleset
from tests.support import one_piece_cards as C

from .conftest import screenshot
from .helpers import wait_for_decision
from .test_layout import _cards_inside_zones, _no_overlaps

VANILLA = "one-piece-vanilla"


@pytest.fixture
def vanilla_one_piece():
    """ONE PIECE with the vanilla test cards and decks, registered for the start of a game."""
    ruleset, database = build_ruleset("one-piece"), C.database()
    decks = {"Red": C.red_deck(), "Green": C.green_deck()}
    rulesets.register(VANILLA, lambda: rulesets.RulesetPackage(ruleset, database, decks), "ONE PIECE (vanilla)")
    yield
    rulesets.unregister(VANILLA)


def test_the_one_piece_zones_never_overlap():
    for seat in (PlayerId(0), PlayerId(1)):
        _no_overlaps(TableGeometry(build_ruleset("one-piece"), seat))


def _play_until(qtbot, screen, turn):
    """The shown seat plays like the heuristic bot until it would end its Main Phase of `turn` (or later)."""
    package = rulesets.load(VANILLA)
    bot = heuristic_bot(package.ruleset, package.database, "screenshot")
    for _ in range(400):
        snapshot = wait_for_decision(qtbot, screen)
        assert snapshot.view.outcome is None, "the game ended too soon"
        action = bot.choose(snapshot.view, snapshot.legal)
        if snapshot.view.turn >= turn and snapshot.view.decision.context == "main" and action.kind == "pass":
            return snapshot  # everything done that the bot would do this turn
        screen.submit(action)
    raise AssertionError(f"turn {turn} never came")


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_a_one_piece_game_fits_and_looks_right(qtbot, window, vanilla_one_piece, size):
    window.resize(*size)
    screen = window.start_game(GameRequest(VANILLA, ("Red", "Green"), (Seat.HUMAN, Seat.BOT)), seed="op-look")
    _play_until(qtbot, screen, 5)
    qtbot.waitUntil(lambda: window.size().width() == size[0], timeout=2000)
    _cards_inside_zones(screen.scene)
    visible = screen.view.mapToScene(screen.view.viewport().rect()).boundingRect()
    assert visible.contains(screen.scene.sceneRect().adjusted(1, 1, -1, -1)), "the whole table is on screen"
    screenshot(window, f"one-piece-{size[0]}x{size[1]}")
