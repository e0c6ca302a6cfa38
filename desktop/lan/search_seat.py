"""The search bot at a LAN host's seat: it thinks on a thread of its own from the host seat's information set."""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Sequence

from engine.actions import Action
from engine.formats.cards import CardDatabase
from engine.formats.decks import Deck
from engine.game import Game
from engine.ids import PLAYERS, PlayerId
from engine.ruleset import Ruleset
from engine.search import SearchBot, information_set, level

log = logging.getLogger(__name__)


class HostSearch:
    """A search bot of level `level_key` (not "easy", which is the heuristic bot) for the host's `seat`.

    Only the host's own decklist is in its information set: the guest's is secret on a LAN. `think` takes the
    information set on the caller's (the network loop's) thread, then searches on a thread of its own for at most
    the level's seconds, so the connection's heartbeats go on, and hands the move to `submit` (thread-safe)."""

    def __init__(self, ruleset: Ruleset, database: CardDatabase, deck: Deck, seat: PlayerId, seed: str,
                 level_key: str) -> None:  # fmt: skip
        chosen = level(level_key)
        if chosen.iterations <= 0:
            raise ValueError(f"level {level_key!r} does not search: it is the heuristic bot")
        self.seat, self.seconds = seat, chosen.seconds
        self.decks = tuple(deck if player == seat else None for player in PLAYERS)
        self.bot = SearchBot(ruleset, database, seed, iterations=chosen.iterations)
        self._asked = 0  # a newer position stops the search of an older one

    def think(self, game: Game, legal: Sequence[Action], submit: Callable[[Action], None], delay: float = 0.0) -> None:
        self._asked += 1
        asked = self._asked
        info = information_set(game, self.seat, (self.decks[0], self.decks[1]))
        started = time.monotonic()
        deadline = started + self.seconds

        def stop() -> bool:
            return self._asked != asked or time.monotonic() > deadline

        def work() -> None:
            try:
                action = self.bot.decide(info, legal, should_stop=stop)
            except Exception:  # a fault in a policy: the first legal move rather than a silent seat
                log.exception("the search bot failed to decide")
                action = legal[0]
            time.sleep(max(0.0, delay - (time.monotonic() - started)))
            if self._asked == asked:
                submit(action)

        threading.Thread(target=work, name="search-bot", daemon=True).start()
