"""Bot seats: which bot a seat gets, and the worker thread a bot thinks on so the UI never waits for it."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from desktop.qt import QObject, Signal, Slot
from engine.actions import Action
from engine.bot import Bot, RandomBot, heuristic_bot
from engine.formats.cards import CardDatabase
from engine.formats.decks import Deck
from engine.game import Game
from engine.ids import PlayerId
from engine.ruleset import Ruleset
from engine.search import InformationSet, SearchBot, information_set, level
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
        self._asked = 0  # how many positions the table asked about: a search for an older one stops

    def sight(self, game: Game, seat: PlayerId) -> View | Sight:
        """What the table sends the bot of `seat` (on the UI thread): a search bot gets its seat's information set,
        any other bot its view. Asking stops a search still thinking about an earlier position."""
        self._asked += 1
        bot = self._bots.get(int(seat))
        if isinstance(bot, SearchSeat):
            return Sight(information_set(game, seat, bot.decks), self._asked)
        return game.view(seat)

    def cancel(self) -> None:
        """Stop any search under way (from the UI thread: the table closes)."""
        self._asked += 1

    @Slot(int, object, object, int)
    def choose(self, seat: int, view: View | Sight, legal: Sequence[Action], ticket: int) -> None:
        try:
            bot = self._bots[seat]
            if isinstance(view, Sight) and isinstance(bot, SearchSeat):
                deadline = time.monotonic() + bot.seconds
                asked = view.asked

                def stop() -> bool:
                    return self._asked != asked or time.monotonic() > deadline

                action = bot.search.decide(view.info, legal, should_stop=stop)
            else:
                action = bot.choose(view.info.view if isinstance(view, Sight) else view, legal)
        except Exception:
            log.exception("the bot of Player %d failed to choose", seat + 1)
            if not legal:
                return
            action = legal[0]
            self.trouble.emit(f"The bot of Player {seat + 1} could not decide; it takes its first legal move.")
        self.chosen.emit(action, ticket)


@dataclass(frozen=True)
class Sight:
    """A search bot's question: its seat's information set, and which ask it answers."""

    info: InformationSet
    asked: int


class SearchSeat:
    """A search bot at a seat of a local game: both decklists are public there (the start screen shows both), and
    the desktop caps each decision at the level's seconds (the bot's own budget is a playout count)."""

    def __init__(self, search: SearchBot, decks: tuple[Deck, Deck], seconds: float) -> None:
        self.search, self.decks, self.seconds = search, decks, seconds

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        return self.search.choose(view, legal)


def random_bots(seed: str) -> Callable[[PlayerId], Bot]:
    return lambda seat: RandomBot(f"{seed}:{seat}")


def heuristic_bots(ruleset: Ruleset, database: CardDatabase, seed: str) -> Callable[[PlayerId], Bot]:
    """The bot a seat gets unless told otherwise: the engine's heuristic bot with the ruleset's policy."""
    return lambda seat: heuristic_bot(ruleset, database, f"{seed}:{seat}")


def search_bots(
    ruleset: Ruleset, database: CardDatabase, decks: tuple[Deck, Deck], seed: str, level_key: str
) -> Callable[[PlayerId], Bot]:
    """The bots of a difficulty level (engine.search.LEVELS): Easy is the heuristic bot, the others search."""
    chosen = level(level_key)
    if chosen.iterations <= 0:
        return heuristic_bots(ruleset, database, seed)

    def seat(player: PlayerId) -> Bot:
        bot = SearchBot(ruleset, database, f"{seed}:{player}", iterations=chosen.iterations)
        return SearchSeat(bot, decks, chosen.seconds)

    return seat
