"""What the guest's side of a LAN game holds: its phase, its configuration, what it was sent (views, hashes, chat),
and the journal that lets a restarted guest come back to its game and still audit it."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field

from engine.actions import Action
from engine.formats.cards import CardDatabase
from engine.formats.decks import Deck
from engine.ids import PlayerId
from engine.lan import fairness, keys
from engine.lan.chat import ChatBudget, clean_text
from engine.lan.clock import ClockSetting
from engine.lan.handshake import Identity
from engine.lan.link import Link
from engine.lan.messages import MAX_CHAT_LINES, MAX_LOG_ACTIONS, ChatLine
from engine.ruleset import Ruleset
from engine.views import View


class GuestPhase(StrEnum):
    CONNECTING = "connecting"  # hello sent, waiting for the welcome
    PLAYING = "playing"
    PAUSED = "paused"  # the connection dropped; reconnect with the same journal
    OVER = "over"  # the game ended; waiting for the host's log
    AUDITED = "audited"
    REFUSED = "refused"
    CLAIMED = "claimed"  # the host never came back and the guest claimed the game
    UNFAIR = "unfair"  # the host changed its commitment for the game: void, never played on


_HashHex = Annotated[str, Field(pattern=r"^[0-9a-f]{0,128}$")]


class GuestJournal(BaseModel):
    """What a guest keeps on disk during a game so that, restarted, it can come back and still audit the game."""

    model_config = ConfigDict(extra="forbid")

    format: int = Field(default=1, ge=1, le=1)
    game_id: str = Field(max_length=200)
    host_name: str = Field(default="", max_length=64)
    host_commitment: str = Field(default="", pattern=r"^[0-9a-f]{0,128}$")  # kept from the first welcome
    host_date: str = Field(default="", max_length=40)  # the game's date, as the host committed to it
    contribution: str = Field(pattern=r"^[0-9a-f]{64}$")  # the guest's own secret (already revealed to the host)
    session_key: str = Field(default="", pattern=r"^([0-9a-f]{64})?$")  # agreed at the first handshake
    hashes: list[_HashHex] = Field(default_factory=list, max_length=MAX_LOG_ACTIONS)
    chat: list[ChatLine] = Field(default_factory=list, max_length=MAX_CHAT_LINES)


@dataclass(frozen=True)
class GuestConfig:
    """What the guest plays with. `contribution` is 32 random bytes from the caller, never sent: each connection
    attempt derives a fresh contribution and key exchange secret from it (when resuming from a journal, the one
    already committed is used); `date` is the replay's date."""

    ruleset: Ruleset
    database: CardDatabase
    deck: Deck
    name: str
    app_version: str
    contribution: bytes
    date: str
    journal: GuestJournal | None = None
    join_code: str = ""  # the code the host shows, when its game has one


class GuestState(Link):
    """The guest session's state, shared by its parts (updates, the audit, the message handling)."""

    def __init__(self, config: GuestConfig) -> None:
        super().__init__()
        self.config = config
        self.identity = Identity.of(config.ruleset, config.database, config.app_version)
        journal = config.journal
        self._base = config.contribution
        self._attempt = 0
        self._key_secret = b""
        self._connections = 0  # each connection's key exchange gets its own randomness
        self.contribution = bytes.fromhex(journal.contribution) if journal else config.contribution
        self.name = clean_text(config.name, 64) or "Guest"  # as the host sees it, in the replays and commitment
        self.commitment = fairness.commitment(self.contribution, config.deck, self.name)
        self.session_key = bytes.fromhex(journal.session_key) if journal else b""
        self.phase = GuestPhase.CONNECTING
        self.seat = PlayerId(1)
        self.game_id: str | None = journal.game_id if journal else None
        self.host_name = journal.host_name if journal else ""
        self.host_commitment = journal.host_commitment if journal else ""
        self.host_date = journal.host_date if journal else ""
        self.hashes: list[str] = list(journal.hashes) if journal else []
        self.chat_lines: list[ChatLine] = list(journal.chat) if journal else []
        self.view: View | None = None
        self.legal: tuple[Action, ...] = ()
        self.audit_problems: tuple[str, ...] | None = None
        self._chat_budget = ChatBudget()
        self.clock: ClockSetting | None = None  # the turn clock the host chose, told in its welcome
        self.clock_left: tuple[int, int] | None = None  # the host's last figures
        self._said = 0  # spectators' chat lines taken so far
        self.asked_by_host = False  # the host asked to take back its last move: this side answers
        self._rewind = False  # a take-back of this side's was accepted: the host's next full update goes back
        self._handover = 0  # the action count when the decision last passed between the seats
        self._take_back_asks = [0, 0]  # take-backs asked for so far, by seat
        self._log_actions: list[dict[str, Any]] = []  # the end-of-game log's parts so far
        self._log_chat: list[ChatLine] = []

    @property
    def n(self) -> int:
        """Actions applied, as far as the host has told."""
        return len(self.hashes)

    def journal(self) -> GuestJournal | None:
        if self.game_id is None:
            return None
        return GuestJournal(
            game_id=self.game_id,
            host_name=self.host_name,
            host_commitment=self.host_commitment,
            host_date=self.host_date,
            contribution=self.contribution.hex(),
            session_key=self.session_key.hex(),
            hashes=list(self.hashes),
            chat=list(self.chat_lines),
        )

    def _new_attempt(self) -> None:
        """Before a game is joined, every connection attempt commits to a fresh contribution (derived from the
        caller's secret, which is never sent): a host that hung up after one reveal learns nothing of the next."""
        self._attempt += 1
        self.contribution = keys.derive(self._base, "contribution", self._attempt)
        self.commitment = fairness.commitment(self.contribution, self.config.deck, self.name)
        self._key_secret = keys.derive(self._base, "key", self._attempt)

    def _stamp(self) -> tuple[int, str]:
        return self.n, self.hashes[-1] if self.hashes else ""
