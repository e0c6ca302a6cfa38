"""The host's side of a LAN game, sans I/O: it runs the engine, checks and applies every action, and sends the
guest only what the guest's seat may know (DESIGN.md section 4).

Feed it what arrives (`connection_made`, `receive`, `connection_lost`) and what the host's player does
(`submit`, `chat`, `claim_victory`); each call returns a `Step`: bytes to send, notices, whether to hang up.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine.actions import CONCEDE, Action
from engine.errors import IllegalAction
from engine.events import Event
from engine.formats.cards import CardDatabase
from engine.formats.decks import Deck
from engine.formats.replays import ReplayHeader, ReplayWriter
from engine.game import DeckRejected, Game
from engine.ids import PlayerId
from engine.lan import fairness
from engine.lan.codec import event_to_data, view_to_data
from engine.lan.handshake import Identity, differences, protocol_difference
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
    GameOver,
    Joined,
    Paused,
    ProtocolProblem,
    ReplayLines,
    Resumed,
    Step,
)
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


class HostSession(Link):
    """The host's protocol state machine and the authoritative game."""

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

    # What the host's player and the transport call.

    def connection_made(self) -> Step:
        """A guest connected (the transport keeps at most one connection at a time)."""
        self._reset_link()
        self._connected, self._greeted = True, False
        return Step()

    def connection_lost(self, reason: str = "the connection dropped") -> Step:
        step = Step()
        self._connected, self._greeted = False, False
        if self.phase is HostPhase.SEEDING:
            self.phase, self.guest = HostPhase.WAITING, None
        elif self.phase is HostPhase.PLAYING:
            self.phase = HostPhase.PAUSED
            step.notices.append(Paused(f"{reason}: waiting for the guest to come back"))
        return step

    def receive(self, data: bytes) -> Step:
        """Bytes from the guest: every complete message in them is handled; a bad one changes nothing."""
        step = Step()
        if not self._connected:
            return step
        for message in self._messages(data, step):
            if step.close:
                break
            if isinstance(message, ProtocolError):
                if message.code == "version" and not self._greeted:
                    self._refuse(step, "This Playmat speaks another protocol.", [protocol_difference(message.version)])
                else:
                    self._error(step, message.code, message.message)
                continue
            self._handle(step, message)
        return step

    def submit(self, action: Action) -> Step:
        """An action of the host's own seat; refused (with a notice) if illegal or out of place."""
        step = Step()
        game = self.game
        if game is None or self.phase not in (HostPhase.PLAYING, HostPhase.PAUSED):
            step.notices.append(ActionRefused(IllegalAction("", "The game has not started.", action)))
        elif action.player != HOST_SEAT:
            step.notices.append(ActionRefused(IllegalAction("", "You play Player 1.", action)))
        elif self.phase is HostPhase.PAUSED and action.kind != CONCEDE:
            step.notices.append(ActionRefused(IllegalAction("", "The game is paused until the guest is back.")))
        else:
            error = game.check(action)
            if error is not None:
                step.notices.append(ActionRefused(error.with_action(action)))
            else:
                self._apply(step, action)
        return step

    def claim_victory(self) -> Step:
        """While the guest is away (paused), end the game: it is recorded as the guest's concession."""
        if self.phase is not HostPhase.PAUSED or self.game is None:
            return Step()
        step = Step()
        self._apply(step, Action(CONCEDE, GUEST_SEAT))
        return step

    def chat(self, text: str) -> Step:
        step = Step()
        text = text.strip()
        if text and self.game is not None:
            self._record_chat(step, HOST_SEAT, text[:MAX_CHAT_CHARS])
            if self._greeted:
                self._send(step, Chat(text=text[:MAX_CHAT_CHARS]))
        return step

    def ping(self) -> Step:
        step = Step()
        if self._connected:
            self._send(step, Ping())
        return step

    def changed(self, events: tuple[Event, ...] = (), *, full: bool = False) -> Changed:
        """What the host's own table shows now."""
        game = self.game
        assert game is not None
        decision = game.decision
        legal = game.legal_actions() if decision is not None and decision.player == HOST_SEAT else []
        return Changed(len(self.actions), game.view(HOST_SEAT), events, tuple(legal), full)

    # Messages from the guest.

    def _stamp(self) -> tuple[int, str]:
        return len(self.actions), self.hashes[-1] if self.hashes else ""

    def _handle(self, step: Step, message: Message) -> None:
        if isinstance(message, Ping):
            self._send(step, Pong())
        elif isinstance(message, Pong):
            pass
        elif isinstance(message, ErrorMessage):
            step.notices.append(ProtocolProblem(message.code, message.message, sent=False))
        elif isinstance(message, Hello):
            if self._greeted:
                self._error(step, "unexpected", "hello was already said on this connection", message.seq)
            else:
                self._hello(step, message)
        elif not self._greeted:
            self._error(step, "unexpected", f"say hello before sending {kind_of(message)!r}", message.seq)
        elif isinstance(message, RevealSeed):
            self._reveal(step, message)
        elif isinstance(message, ActionMessage):
            self._guest_action(step, message)
        elif isinstance(message, Chat):
            if self.game is None:
                self._error(step, "unexpected", "chat opens when the game starts", message.seq)
            else:
                self._record_chat(step, GUEST_SEAT, message.text)
                step.notices.append(ChatReceived(GUEST_SEAT, message.text, len(self.actions)))
        elif isinstance(message, AuditResult) and self.phase is HostPhase.OVER:
            step.notices.append(AuditDone(message.ok, message.problems))
        else:
            self._error(step, "unexpected", f"the host does not accept {kind_of(message)!r} now", message.seq)

    def _hello(self, step: Step, hello: Hello) -> None:
        if hello.game_id is not None:
            self._resume(step, hello)
            return
        if self.phase is not HostPhase.WAITING:
            self._refuse(step, "This host is already playing a game.", [])
            return
        found = differences(self.identity, Identity.of_hello(hello))
        if not found and hello.deck.ruleset != self.config.ruleset.id:
            found.append(f"deck: the guest's deck is for {hello.deck.ruleset}, not {self.config.ruleset.id}")
        if not found:
            problems = self.config.ruleset.validate_deck(hello.deck, self.config.database)
            found = [f"deck: {p.reason} (rule {p.rule})" for p in problems]
        if found:
            self._refuse(step, "The guest cannot join this game.", found)
            return
        self.guest, self.phase, self._greeted = hello, HostPhase.SEEDING, True
        self._send(step, self._welcome(resume=False))
        step.notices.append(Joined(HOST_SEAT, self.config.game_id, hello.name))

    def _resume(self, step: Step, hello: Hello) -> None:
        guest = self.guest
        if hello.game_id != self.config.game_id or self.game is None or guest is None:
            self._refuse(step, f"There is no game {hello.game_id} on this host.", [])
            return
        if hello.commitment != guest.commitment or fairness.deck_digest(hello.deck) != fairness.deck_digest(guest.deck):
            self._refuse(step, "Only the guest who started this game can come back to it.", [])
            return
        self._greeted = True
        self._send(step, self._welcome(resume=True))
        self._send(step, self._update(self._guest_log, full=True))
        if self.phase is HostPhase.PAUSED:
            self.phase = HostPhase.PLAYING
            step.notices.append(Resumed())
            step.notices.append(self.changed(full=True))
        step.notices.append(Joined(HOST_SEAT, self.config.game_id, hello.name, resumed=True))
        if self.phase is HostPhase.OVER:
            self._send(step, self._game_log())

    def _welcome(self, *, resume: bool) -> Welcome:
        return Welcome(
            game_id=self.config.game_id,
            seat=GUEST_SEAT,
            host_name=self.config.name,
            commitment=self.commitment,
            resume=resume,
        )

    def _refuse(self, step: Step, reason: str, found: list[str]) -> None:
        self._send(step, Refuse(reason=reason, differences=tuple(found)))
        step.notices.append(ProtocolProblem("refused", "; ".join((reason, *found)), sent=True))
        step.close = True

    def _reveal(self, step: Step, message: RevealSeed) -> None:
        guest = self.guest
        if self.phase is not HostPhase.SEEDING or guest is None:
            self._error(step, "unexpected", "the seed was already agreed", message.seq)
            return
        try:
            contribution = fairness.parse_contribution(message.contribution)
        except ValueError as error:
            self._error(step, "malformed", str(error), message.seq)
            return
        if not fairness.is_kept(guest.commitment, contribution, guest.deck):
            self._refuse(step, "The guest's seed contribution does not match its commitment.", [])
            self.phase, self.guest = HostPhase.WAITING, None
            return
        config = self.config
        seed = fairness.game_seed(config.contribution, contribution)
        decks = (config.deck, guest.deck)
        self.game = Game.new(config.ruleset, config.database, decks, seed)
        header = ReplayHeader(
            app_version=config.app_version,
            ruleset=config.ruleset.id,
            ruleset_version=config.ruleset.version,
            card_digest=self.identity.card_digest,
            players=(config.name, guest.name),
            decks=decks,
            seed=seed,
            commitments=(self.commitment, guest.commitment),
            date=config.date,
            extra={"game_id": config.game_id, "lan": "host"},
        )
        self._recorder = Recorder(header)
        self.phase = HostPhase.PLAYING
        step.notices.append(ReplayLines(self._recorder.header_text()))
        self._send(step, self._update((), full=True))
        step.notices.append(self.changed(full=True))

    def _guest_action(self, step: Step, message: ActionMessage) -> None:
        game = self.game
        if game is None or self.phase not in (HostPhase.PLAYING, HostPhase.OVER):
            self._error(step, "unexpected", "no game is being played", message.seq)
            return
        n, state_hash = self._stamp()
        if message.n != n:
            stale = f"the action was taken after action {message.n}; the game is at action {n}"
            self._error(step, "stale", stale, message.seq)
            return
        if message.state_hash != state_hash:
            self._error(step, "desync", f"after action {n} the guest and host states differ", message.seq)
            return
        try:
            action = Action.from_data(message.action)
        except ValueError as bad:
            self._error(step, "malformed", str(bad), message.seq)
            return
        refusal = game.check(action)
        if refusal is None and action.player != GUEST_SEAT:
            refusal = IllegalAction("", "You play Player 2.")
        if refusal is not None:
            self._send(step, Refused(re=message.seq, rule=refusal.rule, reason=refusal.reason))
            return
        self._apply(step, action)

    # The game.

    def _apply(self, step: Step, action: Action) -> None:
        game, recorder = self.game, self._recorder
        assert game is not None and recorder is not None
        turn = game.state.turn
        events = game.apply(action)
        self.actions.append(action)
        self.hashes.append(game.state_hash())
        step.notices.append(ReplayLines(recorder.record(game, action, turn)))
        guest_events = [event_to_data(event.seen_by(GUEST_SEAT)) for event in events]
        self._guest_log.extend(guest_events)
        if self._greeted:
            self._send(step, self._update(guest_events))
        step.notices.append(self.changed(tuple(event.seen_by(HOST_SEAT) for event in events)))
        if game.outcome is not None:
            self.phase = HostPhase.OVER
            step.notices.append(GameOver(game.outcome))
            if self._greeted:
                self._send(step, self._game_log())

    def _update(self, events: list[dict[str, object]] | tuple[()], *, full: bool = False) -> Update:
        game = self.game
        assert game is not None
        decision = game.decision
        legal = game.legal_actions() if decision is not None and decision.player == GUEST_SEAT else []
        return Update(
            events=tuple(events),
            view=view_to_data(game.view(GUEST_SEAT)),
            legal=tuple(action.to_data() for action in legal),
            full=full,
            hashes=tuple(self.hashes) if full else (),
        )

    def _game_log(self) -> GameLog:
        return GameLog(
            contribution=self.config.contribution.hex(),
            deck=self.config.deck,
            actions=tuple(action.to_data() for action in self.actions),
            chat=tuple(self.chat_lines),
        )

    def _record_chat(self, step: Step, player: PlayerId, text: str) -> None:
        line = ChatLine(n=len(self.actions), player=player, text=text)
        self.chat_lines.append(line)
        step.notices.append(ReplayLines(self._writer.chat_line(line.n, line.player, line.text)))
