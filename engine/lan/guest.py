"""The guest's side of a LAN game, sans I/O: it holds no game, only the views, events and legal actions its host
sends, checks their order and hashes, and audits the whole game when the host reveals its seed at the end.

Feed it what arrives (`connection_made`, `receive`, `connection_lost`) and what the player does (`submit`,
`chat`); each call returns a `Step`. `journal()` is what to keep on disk so a restarted guest can come back.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine.actions import Action
from engine.errors import IllegalAction
from engine.formats.cards import CardDatabase
from engine.formats.decks import Deck
from engine.formats.replays import ReplayHeader
from engine.ids import PlayerId, opponent
from engine.lan import fairness
from engine.lan.audit import AuditInput, audit
from engine.lan.codec import event_from_data, view_from_data
from engine.lan.handshake import Identity
from engine.lan.link import Link
from engine.lan.messages import (
    MAX_CHAT_CHARS,
    ActionMessage,
    AuditResult,
    Chat,
    ChatLine,
    ErrorMessage,
    GameLog,
    Hello,
    Message,
    Ping,
    Pong,
    ProtocolError,
    Refuse,
    Refused,
    RevealSeed,
    Update,
    Welcome,
    kind_of,
)
from engine.lan.notices import (
    ActionRefused,
    AuditDone,
    Changed,
    ChatReceived,
    Desync,
    GameOver,
    HandshakeRefused,
    Joined,
    Paused,
    ProtocolProblem,
    ReplayLines,
    Step,
)
from engine.ruleset import Ruleset
from engine.state import Outcome
from engine.views import View


class GuestPhase(StrEnum):
    CONNECTING = "connecting"  # hello sent, waiting for the welcome
    PLAYING = "playing"
    PAUSED = "paused"  # the connection dropped; reconnect with the same journal
    OVER = "over"  # the game ended; waiting for the host's log
    AUDITED = "audited"
    REFUSED = "refused"
    CLAIMED = "claimed"  # the host never came back and the guest claimed the game


class GuestJournal(BaseModel):
    """What a guest keeps on disk during a game so that, restarted, it can come back and still audit the game."""

    model_config = ConfigDict(extra="forbid")

    format: int = Field(default=1, ge=1, le=1)
    game_id: str
    host_name: str = ""
    host_commitment: str = ""
    contribution: str  # hex: the guest's own secret (already revealed to the host)
    hashes: list[str] = Field(default_factory=list)
    chat: list[ChatLine] = Field(default_factory=list)


@dataclass(frozen=True)
class GuestConfig:
    """What the guest plays with. `contribution` is 32 random bytes from the caller (ignored when resuming from
    a journal, which holds the one already committed); `date` is the replay's date."""

    ruleset: Ruleset
    database: CardDatabase
    deck: Deck
    name: str
    app_version: str
    contribution: bytes
    date: str
    journal: GuestJournal | None = None


class GuestSession(Link):
    """The guest's protocol state machine."""

    def __init__(self, config: GuestConfig) -> None:
        super().__init__()
        self.config = config
        self.identity = Identity.of(config.ruleset, config.database, config.app_version)
        journal = config.journal
        self.contribution = bytes.fromhex(journal.contribution) if journal else config.contribution
        self.commitment = fairness.commitment(self.contribution, config.deck)
        self.phase = GuestPhase.CONNECTING
        self.seat = PlayerId(1)
        self.game_id: str | None = journal.game_id if journal else None
        self.host_name = journal.host_name if journal else ""
        self.host_commitment = journal.host_commitment if journal else ""
        self.hashes: list[str] = list(journal.hashes) if journal else []
        self.chat_lines: list[ChatLine] = list(journal.chat) if journal else []
        self.view: View | None = None
        self.legal: tuple[Action, ...] = ()
        self.audit_problems: tuple[str, ...] | None = None

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
            contribution=self.contribution.hex(),
            hashes=list(self.hashes),
            chat=list(self.chat_lines),
        )

    # What the player and the transport call.

    def connection_made(self) -> Step:
        """Connected to the host: say hello (naming the game when coming back to one)."""
        self._reset_link()
        step = Step()
        if self.phase is GuestPhase.REFUSED:
            step.close = True
            return step
        identity = self.identity
        hello = Hello(
            name=self.config.name,
            app_version=identity.app_version,
            ruleset=identity.ruleset,
            ruleset_version=identity.ruleset_version,
            card_digest=identity.card_digest,
            deck=self.config.deck,
            commitment=self.commitment,
            game_id=self.game_id,
        )
        self._send(step, hello)
        return step

    def connection_lost(self, reason: str = "the connection dropped") -> Step:
        step = Step()
        if self.view is None and self.config.journal is None and self.phase is not GuestPhase.REFUSED:
            self.phase, self.game_id = GuestPhase.CONNECTING, None  # the game never started: join afresh
        elif self.phase is GuestPhase.PLAYING:
            self.phase = GuestPhase.PAUSED
            step.notices.append(Paused(f"{reason}: reconnecting to the host"))
        return step

    def receive(self, data: bytes) -> Step:
        step = Step()
        for message in self._messages(data, step):
            if isinstance(message, ProtocolError):
                self._error(step, message.code, message.message)
            else:
                self._handle(step, message)
        return step

    def submit(self, action: Action) -> Step:
        step = Step()
        if self.phase is not GuestPhase.PLAYING:
            step.notices.append(ActionRefused(IllegalAction("", "The game is not being played now.", action)))
        elif action.player != self.seat:
            step.notices.append(ActionRefused(IllegalAction("", f"You play Player {self.seat + 1}.", action)))
        else:
            self._send(step, ActionMessage(action=action.to_data()))
        return step

    def chat(self, text: str) -> Step:
        step = Step()
        text = text.strip()[:MAX_CHAT_CHARS]
        if text and self.phase not in (GuestPhase.CONNECTING, GuestPhase.REFUSED, GuestPhase.PAUSED):
            self.chat_lines.append(ChatLine(n=self.n, player=self.seat, text=text))
            self._send(step, Chat(text=text))
        return step

    def ping(self) -> Step:
        step = Step()
        self._send(step, Ping())
        return step

    def claim_victory(self) -> Step:
        """While the host is gone (paused), claim the game. Only this side knows: the host's engine never
        recorded it, there is no log to audit, and the guest's replay stays incomplete."""
        step = Step()
        if self.phase is GuestPhase.PAUSED:
            self.phase = GuestPhase.CLAIMED
            reason = f"The host left the game; Player {self.seat + 1} claims it."
            step.notices.append(GameOver(Outcome(self.seat, reason, "")))
        return step

    # Messages from the host.

    def _stamp(self) -> tuple[int, str]:
        return self.n, self.hashes[-1] if self.hashes else ""

    def _handle(self, step: Step, message: Message) -> None:
        if isinstance(message, Ping):
            self._send(step, Pong())
        elif isinstance(message, Pong):
            pass
        elif isinstance(message, ErrorMessage):
            step.notices.append(ProtocolProblem(message.code, message.message, sent=False))
        elif isinstance(message, Refuse):
            self.phase = GuestPhase.REFUSED
            step.notices.append(HandshakeRefused(message.reason, message.differences))
            step.close = True
        elif isinstance(message, Welcome) and self.phase in (GuestPhase.CONNECTING, GuestPhase.PAUSED):
            self._welcome(step, message)
        elif isinstance(message, Update) and self.phase in (GuestPhase.PLAYING, GuestPhase.OVER):
            self._update(step, message)
        elif isinstance(message, Refused):
            step.notices.append(ActionRefused(IllegalAction(message.rule, message.reason)))
        elif isinstance(message, Chat):
            host = opponent(self.seat)
            self.chat_lines.append(ChatLine(n=message.n, player=host, text=message.text))
            step.notices.append(ChatReceived(host, message.text, message.n))
        elif isinstance(message, GameLog) and self.phase is GuestPhase.OVER:
            self._audit(step, message)
        else:
            self._error(step, "unexpected", f"the guest does not expect {kind_of(message)!r} now", message.seq)

    def _welcome(self, step: Step, welcome: Welcome) -> None:
        if self.game_id is not None and (welcome.game_id != self.game_id or not welcome.resume):
            self._error(step, "unexpected", f"asked to come back to game {self.game_id}", welcome.seq)
            step.close = True
            return
        if self.host_commitment and welcome.commitment != self.host_commitment:
            step.notices.append(Desync(self.n, "The host's commitment changed since the game started."))
        self.game_id, self.seat = welcome.game_id, PlayerId(welcome.seat)
        self.host_name, self.host_commitment = welcome.host_name, welcome.commitment
        self.phase = GuestPhase.PLAYING
        step.notices.append(Joined(self.seat, welcome.game_id, welcome.host_name, resumed=welcome.resume))
        if not welcome.resume:
            self._send(step, RevealSeed(contribution=self.contribution.hex()))

    def _update(self, step: Step, update: Update) -> None:
        if update.full:
            pairs = zip(self.hashes, update.hashes, strict=False)
            conflict = next((i for i, (mine, theirs) in enumerate(pairs) if mine != theirs), None)
            if conflict is not None:
                step.notices.append(Desync(conflict + 1, f"the host's history changed at action {conflict + 1}"))
            if len(update.hashes) != update.n or (update.hashes and update.hashes[-1] != update.state_hash):
                self._error(step, "malformed", "a full update whose hashes do not match its action count", update.seq)
                return
            if update.n < self.n:
                step.notices.append(Desync(update.n, f"the host went back from action {self.n} to {update.n}"))
                return
        elif update.n != self.n + 1:
            step.notices.append(Desync(update.n, f"expected action {self.n + 1} from the host, got action {update.n}"))
            return
        try:
            view = view_from_data(update.view)
            events = tuple(event_from_data(event) for event in update.events)
            legal = tuple(Action.from_data(action) for action in update.legal)
        except (ValueError, ValidationError) as error:
            self._error(step, "malformed", f"an unreadable update: {str(error).splitlines()[0]}", update.seq)
            return
        if update.full:  # the hashes this guest saw live are its evidence for the audit: they are never replaced
            self.hashes = self.hashes + list(update.hashes[len(self.hashes) :])
        else:
            self.hashes.append(update.state_hash)
        self.view, self.legal = view, legal
        step.notices.append(Changed(self.n, view, events, legal, update.full))
        if view.outcome is not None and self.phase is GuestPhase.PLAYING:
            self.phase = GuestPhase.OVER
            step.notices.append(GameOver(view.outcome))

    def _audit(self, step: Step, log: GameLog) -> None:
        config = self.config
        try:
            host_contribution = fairness.parse_contribution(log.contribution)
        except ValueError as error:
            self._finish_audit(step, (f"The host revealed no usable seed contribution: {error}",), "")
            return
        header = ReplayHeader(
            app_version=config.app_version,
            ruleset=config.ruleset.id,
            ruleset_version=config.ruleset.version,
            card_digest=self.identity.card_digest,
            players=(self.host_name or "host", config.name),
            decks=(log.deck, config.deck),
            seed="00",
            commitments=(self.host_commitment, self.commitment),
            date=config.date,
            extra={"game_id": self.game_id, "lan": "guest"},
        )
        chat = tuple(self.chat_lines) if self.chat_lines else log.chat
        report = audit(
            AuditInput(
                config.ruleset,
                config.database,
                header,
                host_contribution,
                self.contribution,
                log.actions,
                tuple(self.hashes),
                self.view.outcome if self.view is not None else None,
                chat,
            )
        )
        self._finish_audit(step, report.problems, report.replay_text)

    def _finish_audit(self, step: Step, problems: tuple[str, ...], text: str) -> None:
        self.phase = GuestPhase.AUDITED
        self.audit_problems = problems
        if text:
            step.notices.append(ReplayLines(text, complete=True))
        step.notices.append(AuditDone(not problems, problems))
        self._send(step, AuditResult(ok=not problems, problems=problems))
