"""What the host's side of a LAN game holds: its phase, its configuration and the authoritative game, and how it
stamps what it sends (DESIGN.md section 4)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine.actions import Action
from engine.formats.cards import CardDatabase
from engine.formats.decks import Deck
from engine.formats.replays import ReplayWriter
from engine.game import DeckRejected, Game
from engine.ids import PlayerId
from engine.lan import fairness
from engine.lan.handshake import Identity
from engine.lan.link import Link
from engine.lan.messages import ChatLine, Hello
from engine.lan.notices import Changed
from engine.replay import Recorder
from engine.ruleset import Ruleset

HOST_SEAT = PlayerId(0)
GUEST_SEAT = PlayerId(1)


class HostPhase(StrEnum):
    WAITING = "waiting"  # for a guest to say hello
    SEEDING = "seeding"  # for the guest to reveal its contribution
    PLAYING = "playing"
    PAUSED = "paused"  # the guest's connection dropped during the game
    OVER = "over"


@dataclass(frozen=True)
class HostConfig:
    """What the host plays with. `contribution` is 32 random bytes from the caller; `date` is the replay's date."""

    ruleset: Ruleset
    database: CardDatabase
    deck: Deck
    name: str
    app_version: str
    contribution: bytes
    game_id: str
    date: str


class HostState(Link):
    """The host session's state, shared by its parts (the game, the handshake, the message handling)."""

    def __init__(self, config: HostConfig) -> None:
        super().__init__()
        problems = config.ruleset.validate_deck(config.deck, config.database)
        if problems:
            raise DeckRejected(HOST_SEAT, problems)
        self.config = config
        self.identity = Identity.of(config.ruleset, config.database, config.app_version)
        self.commitment = fairness.commitment(config.contribution, config.deck)
        self.phase = HostPhase.WAITING
        self.game: Game | None = None
        self.guest: Hello | None = None
        self.actions: list[Action] = []
        self.hashes: list[str] = []
        self.chat_lines: list[ChatLine] = []
        self._guest_log: list[dict[str, object]] = []
        self._connected = False
        self._greeted = False
        self._recorder: Recorder | None = None
        self._writer = ReplayWriter()
        self._unsettled: Changed | None = None  # the host's table after the last action, not yet worked out

    def _stamp(self) -> tuple[int, str]:
        return len(self.actions), self.hashes[-1] if self.hashes else ""
