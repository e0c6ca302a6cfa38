"""Bot seats: which bot a seat gets, and the worker thread a bot thinks on so the UI never waits for it."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence

from desktop.qt import QObject, Signal, Slot
from engine.actions import Action
from engine.bot import Bot, RandomBot, heuristic_bot
from engine.formats.cards import CardDatabase
from engine.ids import PlayerId
from engine.ruleset import Ruleset
from engine.views import View

log = logging.getLogger(__name__)


class BotWorker(QObject):
    """Runs a bot's `choose(view, legal)` on a worker thread; the game itself never leaves the UI thread.

    A bot that fails to decide (a fault in its policy) plays its first legal move instead, and `trouble` says so
    in words; the fault itself goes to the log, never out of the Qt slot."""

    chosen = Signal(object, int)
    trouble = Signal(str)

    def __init__(self, bots: dict[int, Bot]) -> None:
        super().__init__()
        self._bots = bots

    @Slot(int, object, object, int)
    def choose(self, seat: int, view: View, legal: Sequence[Action], ticket: int) -> None:
        try:
            action = self._bots[seat].choose(view, legal)
        except Exception:
            log.exception("the bot of Player %d failed to choose", seat + 1)
            if not legal:
                return
            action = legal[0]
            self.trouble.emit(f"The bot of Player {seat + 1} could not decide; it takes its first legal move.")
        self.chosen.emit(action, ticket)


def random_bots(seed: str) -> Callable[[PlayerId], Bot]:
    return lambda seat: RandomBot(f"{seed}:{seat}")


def heuristic_bots(ruleset: Ruleset, database: CardDatabase, seed: str) -> Callable[[PlayerId], Bot]:
    """The bot a seat gets unless told otherwise: the engine's heuristic bot with the ruleset's policy."""
    return lambda seat: heuristic_bot(ruleset, database, f"{seed}:{seat}")
