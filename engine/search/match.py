"""Games between search bots and other bots: each search bot is handed its seat's information set, nothing more."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from engine.bot import Bot
from engine.game import Game
from engine.ids import PLAYERS
from engine.search.bot import SearchBot, never
from engine.search.infoset import information_set

if TYPE_CHECKING:
    from engine.formats.cards import CardDatabase
    from engine.formats.decks import Deck
    from engine.ruleset import Ruleset
    from engine.state import Outcome

Seat = Bot | SearchBot


def play_game(
    ruleset: Ruleset,
    database: CardDatabase,
    decks: tuple[Deck, Deck],
    seed: str,
    seats: Sequence[Seat],
    *,
    public_decks: bool = True,
    max_actions: int = 5_000,
    thinking: Callable[[], Callable[[], bool]] | None = None,
) -> Game:
    """Play one game (to its end or `max_actions`) and return it; a `SearchBot` decides from its seat's
    information set (both decklists in it with `public_decks`, its own only otherwise), any other bot from its
    view. `thinking` gives each search its `should_stop` (a benchmark's clock; the engine has none)."""
    game = Game.new(ruleset, database, decks, seed)
    while game.outcome is None and game.state.actions_applied < max_actions:
        decision = game.decision
        assert decision is not None
        seat, legal = seats[decision.player], game.legal_actions()
        if isinstance(seat, SearchBot):
            known = (
                decks
                if public_decks
                else tuple(deck if p == decision.player else None for p, deck in zip(PLAYERS, decks, strict=True))
            )
            action = seat.decide(
                information_set(game, decision.player, (known[0], known[1])),
                legal,
                thinking() if thinking is not None else never,
            )
        else:
            action = seat.choose(game.view(decision.player), legal)
        game.apply(action)
    return game


def play_match(
    ruleset: Ruleset,
    database: CardDatabase,
    decks: tuple[Deck, Deck],
    seed: str,
    seats: Sequence[Seat],
    *,
    public_decks: bool = True,
    max_actions: int = 5_000,
    thinking: Callable[[], Callable[[], bool]] | None = None,
) -> Outcome | None:
    """The outcome of `play_game` (None if `max_actions` pass first)."""
    game = play_game(ruleset, database, decks, seed, seats, public_decks=public_decks, max_actions=max_actions,
                     thinking=thinking)  # fmt: skip
    return game.outcome
