"""Recording a local game: the header a new game gets, and the live recording a table writes after each action."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from desktop.replays.store import GameRecording, ReplayStore
from desktop.settings import data_dir
from engine import __version__
from engine.actions import Action
from engine.formats.cards import CardDatabase
from engine.formats.decks import Deck
from engine.formats.replays import ReplayHeader
from engine.game import Game
from engine.replay import Recorder
from engine.ruleset import Ruleset

SEAT_NAMES = {"human": "Human", "bot": "Bot"}


def now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def new_header(
    ruleset: Ruleset,
    database: CardDatabase,
    decks: tuple[Deck, Deck],
    seed: str,
    seats: tuple[str, str],
    **extra: Any,
) -> ReplayHeader:
    """The header of a game starting now; `extra` keeps the seats (for resuming) and anything else given."""
    return ReplayHeader(
        app_version=__version__,
        ruleset=ruleset.id,
        ruleset_version=ruleset.version,
        card_digest=database.digest(),
        players=(SEAT_NAMES.get(seats[0], seats[0]), SEAT_NAMES.get(seats[1], seats[1])),
        decks=decks,
        seed=seed,
        date=now(),
        extra={"seats": list(seats), **extra},
    )


def seats_of(header: ReplayHeader) -> tuple[str, str]:
    """Who sat where ("human" or "bot") in a recorded local game; a human against the bot when not said."""
    seats = header.extra.get("seats")
    if isinstance(seats, list) and len(seats) == 2 and all(s in SEAT_NAMES for s in seats):
        return seats[0], seats[1]
    return "human", "bot"


@dataclass
class LiveRecording:
    """A game being written: its file and the recorder that turns each accepted action into lines."""

    file: GameRecording
    recorder: Recorder

    @classmethod
    def begin(cls, header: ReplayHeader, store: ReplayStore | None = None) -> LiveRecording:
        """A new file in the store (by default the user's data folder); raises OSError if it cannot be made."""
        return cls((store or ReplayStore(data_dir())).begin(header), Recorder(header))

    def record(self, game: Game, action: Action, turn_before: int) -> None:
        """Append and flush the lines of an action just applied to `game`; finish the file when the game is over."""
        self.file.append(self.recorder.record(game, action, turn_before))
        if game.outcome is not None:
            self.file.finish()

    def undo(self, game: Game, to: int) -> None:
        """Append and flush a take-back to the position after `to` actions (`game` is there again)."""
        self.file.append(self.recorder.undo(game, to))

    def close(self) -> None:
        self.file.close()
