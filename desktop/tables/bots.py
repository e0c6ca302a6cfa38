"""Bot seats: which bot a seat gets, and the worker thread a bot thinks on so the UI never waits for it."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from desktop.qt import QObject, Signal, Slot
from engine.actions import Action
from engine.bot import Bot, RandomBot, heuristic_bot
from engine.formats.cards import CardDatabase
from engine.ids import PlayerId
from engine.ruleset import Ruleset
from engine.views import View


class BotWorker(QObject):
    """Runs a bot's `choose(view, legal)` on a worker thread; the game itself never leaves the UI thread."""

    chosen = Signal(object, int)

    def __init__(self, bots: dict[int, Bot]) -> None:
        super().__init__()
        self._bots = bots

    @Slot(int, object, object, int)
    def choose(self, seat: int, view: View, legal: Sequence[Action], ticket: int) -> None:
        self.chosen.emit(self._bots[seat].choose(view, legal), ticket)


def random_bots(seed: str) -> Callable[[PlayerId], Bot]:
    return lambda seat: RandomBot(f"{seed}:{seat}")


def heuristic_bots(ruleset: Ruleset, database: CardDatabase, seed: str) -> Callable[[PlayerId], Bot]:
    """The bot a seat gets unless told otherwise: the engine's heuristic bot with the ruleset's policy."""
    return lambda seat: heuristic_bot(ruleset, database, f"{seed}:{seat}")
