"""Recorded games for replay tests: a bot game of any ruleset written out as replay text."""

from __future__ import annotations

from engine.formats.cards import CardDatabase
from engine.formats.decks import Deck
from engine.formats.replays import ReplayHeader
from engine.game import Game
from engine.harness import play_game
from engine.replay import Recorder
from engine.ruleset import Ruleset
from tests.support import demo

DATE = "2026-11-21T12:00:00Z"


def header_for(ruleset: Ruleset, database: CardDatabase, decks: tuple[Deck, Deck], seed: str) -> ReplayHeader:
    return ReplayHeader(app_version="test", ruleset=ruleset.id, ruleset_version=ruleset.version,
                        card_digest=database.digest(), players=("Ann", "Bob"), decks=decks, seed=seed,
                        date=DATE)  # fmt: skip


def recorded_game(ruleset: Ruleset, database: CardDatabase, decks: tuple[Deck, Deck], seed: str) -> str:
    """A whole bot-against-bot game as replay text."""
    record = play_game(ruleset, database, decks, seed)
    recorder = Recorder(header_for(ruleset, database, decks, seed))
    return recorder.header_text() + recorder.record_all(Game.new(ruleset, database, decks, seed), record.actions)


def demo_replay(seed: str = "5eed") -> str:
    """A Skirmish game (the demo ruleset) as replay text."""
    return recorded_game(demo.ruleset(), demo.database(), (demo.deck(demo.DECK_A), demo.deck(demo.DECK_B)), seed)
