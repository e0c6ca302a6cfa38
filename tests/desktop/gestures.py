"""Games of the shipped rulesets brought to a chosen moment by bots, shown in the window, and real-mouse drags."""

from __future__ import annotations

from collections.abc import Callable

from desktop import rulesets
from desktop.qt import QPointF, Qt
from desktop.table import LocalTable, Seat
from engine.bot import heuristic_bot
from engine.game import Game
from engine.ids import PlayerId

from .helpers import view_point

ME = PlayerId(0)


def game_at(ruleset_id: str, moment: Callable[[Game], bool], seed: str = "gestures", limit: int = 3000) -> Game:
    """A game of `ruleset_id` (its first and last shipped decks) played by bots until `moment(game)` holds."""
    package = rulesets.load(ruleset_id)
    names = sorted(package.decks)
    game = Game.new(package.ruleset, package.database, (package.decks[names[0]], package.decks[names[-1]]), seed)
    bot = heuristic_bot(package.ruleset, package.database, seed)
    for _ in range(limit):
        decision = game.decision
        assert decision is not None and game.outcome is None, "the game ended before the moment came"
        if moment(game):
            return game
        game.apply(bot.choose(game.view(decision.player), game.legal_actions()))
    raise AssertionError("the moment never came")


def my_turn_to(game: Game, kind: str, player: PlayerId = ME) -> bool:
    decision = game.decision
    return decision is not None and decision.player == player and any(a.kind == kind for a in game.legal_actions())


def show(window, game: Game, seats=(Seat.HUMAN, Seat.BOT)):
    """The game on a new screen, the human at seat 0 and a bot opposite (it never gets to move in these tests),
    or two humans (hot-seat: the screen shows whoever decides, so a battle can be watched step by step)."""
    table = LocalTable(game.ruleset, game.database, ((), ()), "", seats, game=game, record=False,
                       bot_pause_ms=0)  # type: ignore[arg-type]  # fmt: skip
    return window.show_game(table)


def drag(qtbot, screen, item, scene_target: QPointF, release: bool = True):
    """Press on `item`, move in two steps to `scene_target` and release there, as a hand would."""
    viewport = screen.view.viewport()
    press = view_point(screen, item.mapToScene(item.boundingRect().center()))
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=press)
    target = view_point(screen, scene_target)
    qtbot.mouseMove(viewport, pos=(press + target) / 2)
    qtbot.mouseMove(viewport, pos=target)
    if release:
        qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=target)
    return viewport


def centre(item) -> QPointF:
    return item.mapToScene(item.footprint().center())
