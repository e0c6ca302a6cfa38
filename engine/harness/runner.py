"""Play whole games between bots, recording every action and state hash."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engine.actions import Action
from engine.bot import Bot, RandomBot
from engine.game import Game
from engine.ruleset import Ruleset
from engine.state import Outcome

if TYPE_CHECKING:
    from engine.formats.cards import CardDatabase
    from engine.formats.decks import Deck


@dataclass
class GameRecord:
    """A finished (or stopped) game: its inputs, every action, the hash after each."""

    seed: str
    decks: tuple[Deck, Deck]
    actions: list[Action] = field(default_factory=list)
    hashes: list[str] = field(default_factory=list)
    outcome: Outcome | None = None
    game: Game | None = None


def play_game(
    ruleset: Ruleset,
    database: CardDatabase,
    decks: tuple[Deck, Deck],
    seed: str,
    *,
    bots: Sequence[Bot] | None = None,
    max_actions: int = 5_000,
    after_each: Callable[[Game], None] | None = None,
    record_hashes: bool = True,
) -> GameRecord:
    """Play a game with two bots (random by default) until it ends or `max_actions` pass.

    Every action goes through the checked `apply`; `after_each` (invariant checks, say) runs
    after every action.
    """
    seats = list(bots) if bots is not None else [RandomBot(f"{seed}:0"), RandomBot(f"{seed}:1")]
    game = Game.new(ruleset, database, decks, seed)
    record = GameRecord(seed=seed, decks=decks, game=game)
    if after_each is not None:
        after_each(game)
    while game.outcome is None and len(record.actions) < max_actions:
        decision = game.decision
        assert decision is not None
        with game.frozen_effects():  # one read-only moment: continuous abilities are evaluated once for both
            view, legal = game.view(decision.player), game.legal_actions()
        action = seats[decision.player].choose(view, legal)
        game.apply(action)
        record.actions.append(action)
        if record_hashes:
            record.hashes.append(game.state_hash())
        if after_each is not None:
            after_each(game)
    record.outcome = game.outcome
    return record
