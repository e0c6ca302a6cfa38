"""What the host's side of a LAN game holds: its phase, its configuration and the authoritative game, and how it
stamps what it sends (DESIGN.md section 4)."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from enum import StrEnum

from engine.actions import Action
from engine.formats.cards import CardDatabase
from engine.formats.decks import Deck
from engine.formats.replays import ReplayWriter
from engine.game import DeckRejected, Game
from engine.ids import PlayerId
from engine.lan import fairness
from engine.lan.chat import ChatBudget, clean_text
from engine.lan.clock import ClockSetting, TurnClock
from engine.lan.handshake import Identity
from engine.lan.link import Channel, Link
from engine.lan.messages import ChatLine, Hello
from engine.lan.notices import Changed
from engine.replay import Recorder
from engine.ruleset import Ruleset
from engine.takeback import TakeBacks

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
    """What the host plays with. `contribution` and `secret` are 32 random bytes each from the caller (the secret,
    never revealed, keys the connections' challenges and the key exchange); `date` is the replay's date."""

    ruleset: Ruleset
    database: CardDatabase
    deck: Deck
    name: str
    app_version: str
    contribution: bytes
    game_id: str
    date: str
    secret: bytes = b""
    join_code: str = ""  # when set, a guest must know it, and every message after the key exchange is sealed
    clock: ClockSetting | None = None  # a turn clock for both players (the host's authority), None: no clock
    spectators: bool = False  # whether others may watch (with the join code, seeing what a spectator may)
    spectator_chat: bool = False  # whether spectators may chat


class HostState(Link):
    """The host session's state, shared by its parts (the game, the handshake, the message handling)."""

    def __init__(self, config: HostConfig) -> None:
        super().__init__()
        problems = config.ruleset.validate_deck(config.deck, config.database)
        if problems:
            raise DeckRejected(HOST_SEAT, problems)
        self.config = config
        self.identity = Identity.of(config.ruleset, config.database, config.app_version)
        self.name = clean_text(config.name, 64) or "Host"  # as the guest sees it, in the replays and commitment
        self.commitment = fairness.commitment(config.contribution, config.deck, self.name, config.game_id, config.date)
        self.phase = HostPhase.WAITING
        self.game: Game | None = None
        self.guest: Hello | None = None
        self.actions: list[Action] = []
        self.hashes: list[str] = []
        self.chat_lines: list[ChatLine] = []
        self._guest_log: list[dict[str, object]] = []
        self._secret = config.secret or hashlib.sha256(b"playmat-host-secret\0" + config.contribution).digest()
        self._session_key = b""  # agreed with the guest at its first hello; a returning guest proves it
        self._channels: dict[int, Channel] = {}  # every open connection; only the seated one is the guest's
        self._seated: int | None = None
        self._opened = 0  # connections so far: each gets its own challenge
        self._chat_budget = ChatBudget()
        self._offered: frozenset[Action] = frozenset()  # the legal actions last sent to the guest
        self._recorder: Recorder | None = None
        self._writer = ReplayWriter()
        self._unsettled: Changed | None = None  # the host's table after the last action, not yet worked out
        self.clock = TurnClock(config.clock) if config.clock is not None else None
        self._now = 0.0  # the time the host's transport last gave (`tick`): the clock's only source of time
        self._watchers: dict[int, str] = {}  # spectators' connections and names
        self._strikes: dict[int, int] = {}  # bad messages from each spectator so far
        self._spectator_log: list[dict[str, object]] = []  # every event as a spectator may see it
        self._watch_chat = ChatBudget()  # spectators' chat, per connection
        self._take_backs = TakeBacks()  # the moves that can still be taken back (engine.takeback)
        self._asked: PlayerId | None = None  # who asked for a take-back not answered yet
        self._take_back_asks = [0, 0]  # take-backs asked for so far, by seat (bounded: MAX_TAKE_BACKS)
        self._log_marks: list[tuple[int, int]] = []  # the guest's and spectators' log lengths before each action

    @property
    def seated(self) -> int | None:
        """The connection the guest's seat is served on (None while nobody is seated)."""
        return self._seated

    @property
    def _greeted(self) -> bool:
        """Whether a guest's connection is seated (it said an accepted hello)."""
        return self._seated is not None

    def _at_seat(self) -> bool:
        """Whether the connection being served is the seated guest's (a door, not yet proven, is told nothing)."""
        return self._seated is not None and self._channels.get(self._seated) is self._channel

    def _at_watcher(self) -> bool:
        """Whether the connection being served is an admitted spectator's."""
        return any(self._channels.get(cid) is self._channel for cid in self._watchers)

    def _stamp(self) -> tuple[int, str]:
        if self._at_watcher():
            return len(self.actions), ""  # a spectator is told the action count, never a hash of hidden state
        if not self._at_seat():
            return 0, ""
        return len(self.actions), self.hashes[-1] if self.hashes else ""
