"""The golden games: which ruleset, content and seed each file holds, and how to record or check one."""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from pathlib import Path

from engine.bot import heuristic_bot
from engine.formats.cards import CardDatabase
from engine.formats.decks import Deck
from engine.formats.replays import ReplayHeader, read_replay
from engine.game import Game
from engine.harness import play_game
from engine.replay import Recorder, ReplayCursor
from engine.ruleset import Ruleset
from tests.support import demo

FOLDER = Path(__file__).resolve().parent
SEED = "90d1"
DATE = "2026-01-01T00:00:00Z"
REGENERATE = "python -m tests.golden_replays.regenerate"
GOLDEN_IDS = ("skirmish", "one-piece", "energio", "weiss-schwarz", "dragon-ball-super", "battle-spirits-saga")


@dataclass(frozen=True)
class Content:
    ruleset: Ruleset
    database: CardDatabase
    decks: tuple[Deck, Deck]


def content(ruleset_id: str) -> Content:
    """The ruleset with its shipped cards and first two starter decks (Skirmish: the demo's two decks)."""
    if ruleset_id == "skirmish":
        return Content(demo.ruleset(), demo.database(), (demo.deck(demo.DECK_A), demo.deck(demo.DECK_B)))
    from desktop import content as shipped

    _, module, builder = shipped.BUILTIN[ruleset_id]
    package = shipped.load_package(ruleset_id, getattr(importlib.import_module(module), builder))
    decks = list(package.decks.values())
    return Content(package.ruleset, package.database, (decks[0], decks[1]))


def path_of(ruleset_id: str) -> Path:
    return FOLDER / f"{ruleset_id}.jsonl"


def record(ruleset_id: str) -> str:
    """A heuristic-bot game of the ruleset as replay text (what `regenerate` writes)."""
    c = content(ruleset_id)
    bots = [heuristic_bot(c.ruleset, c.database, f"{SEED}:{seat}") for seat in (0, 1)]
    game = play_game(c.ruleset, c.database, c.decks, SEED, bots=bots)
    header = ReplayHeader(app_version="golden", ruleset=c.ruleset.id, ruleset_version=c.ruleset.version,
                          card_digest=c.database.digest(), players=("Bot", "Bot"), decks=c.decks, seed=SEED,
                          date=DATE)  # fmt: skip
    recorder = Recorder(header)
    return recorder.header_text() + recorder.record_all(Game.new(c.ruleset, c.database, c.decks, SEED), game.actions)


def problems(ruleset_id: str, text: str) -> list[str]:
    """Why a golden replay no longer holds (empty when it re-simulates to every stored hash and its outcome)."""
    c = content(ruleset_id)
    replay = read_replay(text)
    found = [f"the file is damaged: {p}" for p in replay.problems]
    if replay.header.card_digest != c.database.digest():
        found.append("the card data changed since it was recorded")
    cursor = ReplayCursor.load(c.ruleset, c.database, replay)
    if cursor.mismatch is not None:
        found.append(f"it stops agreeing with the rules at {cursor.mismatch}")
    elif replay.outcome is None or cursor.seek(cursor.length).outcome is None:
        found.append("the recorded game does not end")
    elif cursor.seek(cursor.length).outcome.to_data() != replay.outcome:  # type: ignore[union-attr]
        found.append(f"it ends differently: {cursor.seek(cursor.length).outcome} instead of {replay.outcome}")
    if not found:
        return []
    return [f"golden replay {path_of(ruleset_id).name} ({c.ruleset.name}): {p}. If this change to the rules or "
            f"cards is intended, run `{REGENERATE}` and commit the new files saying why." for p in found]  # fmt: skip
