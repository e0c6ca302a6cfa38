"""The bot at a LAN peer's own seat (`playmat host|join` and the desktop host's bot seat), off the UI thread."""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Sequence

from desktop.lan.peers import Peer, PeerNotice
from engine.actions import Action
from engine.bot import heuristic_bot
from engine.formats.cards import CardDatabase
from engine.formats.decks import Deck
from engine.game import Game
from engine.ids import PLAYERS, PlayerId
from engine.lan import HOST_SEAT, Changed, GuestSession, HostConfig, HostSession, Paused, TakeBackAsked
from engine.ruleset import Ruleset
from engine.search import SearchBot, information_set, level
from engine.views import View

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
        self._asked = 0  # a newer position (or `cancel`) stops the search of an older one

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

    def cancel(self) -> None:
        """Stop the search under way at its next playout; its move is never submitted (from any thread)."""
        self._asked += 1


def host_seed(config: HostConfig) -> str:
    """The seed of the host seat's bot: one per game."""
    return f"host:{config.game_id}"


def host_search(config: HostConfig, level_key: str) -> HostSearch | None:
    """The host seat's search bot at a start-screen level (engine.search.LEVELS); None at Easy (the heuristic bot)."""
    if not level(level_key).iterations:
        return None
    return HostSearch(config.ruleset, config.database, config.deck, HOST_SEAT, host_seed(config), level_key)


class SeatBot:
    """Plays a LAN peer's own seat: each decision its session hands over (a `Changed` with legal actions) is
    answered by `search` (the host's search bot at Normal or Hard) or else by the heuristic bot from the seat's view,
    after `delay` seconds, and a take-back the other player asks for is refused; while the game is paused it thinks
    of nothing. It listens on the peer's loop (never the UI thread); `stop()` drops any answer still being thought
    of."""

    def __init__(self, peer: Peer, seed: str, search: HostSearch | None = None, delay: float = 0.0) -> None:
        config = peer.session.config
        self.peer, self.search, self.delay = peer, search, delay
        self.bot = heuristic_bot(config.ruleset, config.database, seed)
        self._asked = 0  # a newer position (or `stop`) drops the heuristic bot's answer to an older one
        peer.add_listener(self.heard)

    def heard(self, notice: PeerNotice) -> None:
        session = self.peer.session
        if isinstance(notice, Changed):
            self._asked += 1
            if not notice.legal or notice.view.outcome is not None:  # not this seat's decision (any more)
                if self.search is not None:
                    self.search.cancel()
            elif self.search is not None and isinstance(session, HostSession) and session.game is not None:
                self.search.think(session.game, notice.legal, self.peer.submit, self.delay)
            else:
                asked, view, legal = self._asked, notice.view, notice.legal
                self.peer.loop.call_later(self.delay, lambda: self._choose(asked, view, legal))
        elif isinstance(notice, Paused):  # no move while the other side is away: its return asks again
            self.stop()
        elif isinstance(notice, TakeBackAsked) and isinstance(session, HostSession | GuestSession):
            self.peer.run_session(lambda: session.answer_take_back(False))

    def _choose(self, asked: int, view: View, legal: Sequence[Action]) -> None:
        if asked != self._asked:
            return
        try:
            action = self.bot.choose(view, legal)
        except Exception:  # a fault in a policy: the first legal move rather than a silent seat
            log.exception("the bot failed to choose")
            action = legal[0]
        self.peer.submit(action)

    def stop(self) -> None:
        """No more moves from this bot (the table closes): a search under way stops (from any thread)."""
        self._asked += 1
        if self.search is not None:
            self.search.cancel()
