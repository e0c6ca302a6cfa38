"""A spectator of a LAN game, sans I/O: admitted with the join code, it is sent only the spectator's view and
events (no hand, no deck order of either player) and may chat when the host allows; it holds no game and no seed."""

from __future__ import annotations

from dataclasses import dataclass

from pydantic import ValidationError

from engine.actions import Action
from engine.errors import IllegalAction
from engine.events import Event
from engine.formats.cards import CardDatabase
from engine.ids import PlayerId
from engine.lan import keys
from engine.lan.chat import MAX_LINES_PER_GAME, clean_text
from engine.lan.clock import ClockSetting
from engine.lan.codec import event_from_data, view_from_data
from engine.lan.handshake import Identity
from engine.lan.link import Link
from engine.lan.messages import (
    MAX_LOG_ACTIONS,
    Challenge,
    Chat,
    Message,
    Pake,
    Ping,
    ProtocolError,
    Refuse,
    Said,
    Update,
    Watch,
    Watching,
    kind_of,
)
from engine.lan.notices import ActionRefused, Changed, ClockShown, GameOver, HandshakeRefused, Step
from engine.lan.notices import Said as SaidNotice
from engine.lan.notices import Watching as WatchingNotice
from engine.lan.secure import KeyExchange
from engine.ruleset import Ruleset
from engine.views import View

MAX_SAID = 4 * MAX_LINES_PER_GAME
"""Chat lines a spectator takes in a game (both players' and other spectators'): a flooding host is cut off."""


@dataclass(frozen=True)
class SpectatorConfig:
    ruleset: Ruleset
    database: CardDatabase
    name: str
    app_version: str
    join_code: str
    secret: bytes  # 32 random bytes from the caller: the key exchange's randomness


def setting_of(clock_ms: int, increment_ms: int) -> ClockSetting | None:
    """The turn clock a host announced (None: no clock, or one out of bounds)."""
    try:
        return ClockSetting(clock_ms / 1000, increment_ms / 1000) if clock_ms else None
    except ValueError:
        return None


class SpectatorSession(Link):
    """The spectator's protocol state machine: `connection_made`, `receive`, `chat`, `ping` return Steps."""

    def __init__(self, config: SpectatorConfig) -> None:
        super().__init__()
        self.config = config
        self.identity = Identity.of(config.ruleset, config.database, config.app_version)
        self.name = clean_text(config.name, 64) or "Spectator"
        self.admitted = False
        self.refused = False
        self.over = False
        self.may_chat = False
        self.players: tuple[str, str] = ("", "")
        self.n = 0
        self.view: View | None = None
        self.log: list[Event] = []  # every event this spectator was sent (bounded)
        self._said = 0
        self._connections = 0

    def connection_made(self) -> Step:
        self._reset_link()
        self.admitted = False
        return Step(close=self.refused)

    def connection_lost(self, reason: str = "the connection dropped") -> Step:
        self.admitted = False
        return Step()

    def receive(self, data: bytes) -> Step:
        step = Step()
        for message in self._messages(data, step):
            if isinstance(message, ProtocolError):
                self._error(step, message.code, message.message)
            else:
                self._handle(step, message)
        return step

    def chat(self, text: str) -> Step:
        step = Step()
        text = clean_text(text)
        if not (self.admitted and self.may_chat):
            step.notices.append(ActionRefused(IllegalAction("", "The host does not let spectators chat.")))
        elif text:
            self._send(step, Chat(text=text))
        return step

    def submit(self, action: Action) -> Step:
        """A spectator plays nothing: refused on its own side, nothing is sent."""
        return Step(notices=[ActionRefused(IllegalAction("", "You are watching this game: spectators do not play."))])

    def ping(self) -> Step:
        step = Step()
        if self.admitted:
            self._send(step, Ping())
        return step

    def _stamp(self) -> tuple[int, str]:
        return 0, ""

    def _handle(self, step: Step, message: Message) -> None:
        if self._handle_link(step, message):
            return
        if isinstance(message, Challenge) and message.seq == 0 and not self.admitted:
            self._challenge(step, message)
        elif isinstance(message, Refuse):
            self.refused = True
            step.notices.append(HandshakeRefused(clean_text(message.reason, 4000)))
            step.close = True
        elif isinstance(message, Watching):  # again when the game starts: the guest's name is known then
            self.admitted, self.may_chat = True, message.chat
            self.players = (clean_text(message.players[0], 64), clean_text(message.players[1], 64))
            clock = setting_of(message.clock_ms, message.increment_ms)
            step.notices.append(WatchingNotice(clean_text(message.game_id, 200), self.players, message.chat, clock))
        elif isinstance(message, Update) and self.admitted:
            self._update(step, message)
        elif isinstance(message, Said) and self.admitted:
            self._said += 1
            if self._said <= MAX_SAID:
                step.notices.append(SaidNotice(clean_text(message.name, 64), clean_text(message.text)))
        else:
            self._error(step, "unexpected", f"a spectator does not expect {kind_of(message)!r} now", message.seq)

    def _challenge(self, step: Step, challenge: Challenge) -> None:
        code = self.config.join_code
        if code and challenge.pake:
            self._connections += 1
            entropy = keys.derive(self.config.secret, "pake", self._connections)
            exchange = KeyExchange(code, host=False, nonce=challenge.nonce, secret=entropy)
            try:
                sealer = exchange.finish(challenge.pake)
            except ValueError as error:
                self._error(step, "malformed", f"the host's key exchange cannot be used: {error}", challenge.seq)
                step.close = True
                return
            self._send(step, Pake(pake=exchange.message))  # in clear; everything after it is sealed
            self._channel.sealer = sealer
        elif bool(code) != bool(challenge.pake):
            self.refused = True
            step.notices.append(HandshakeRefused("The join code does not fit this host's game: ask the host for it."))
            step.close = True
            return
        identity = self.identity
        self._send(step, Watch(name=self.name, app_version=identity.app_version, ruleset=identity.ruleset,
                               ruleset_version=identity.ruleset_version, card_digest=identity.card_digest))  # fmt: skip

    def _update(self, step: Step, update: Update) -> None:
        if not update.full and update.n != self.n + 1:
            self._error(step, "unexpected", f"expected action {self.n + 1}, got action {update.n}", update.seq)
            return
        try:
            view = view_from_data(update.view)
            events = tuple(event_from_data(event) for event in update.events)
        except (ValueError, ValidationError) as error:
            self._error(step, "malformed", f"an unreadable update: {str(error).splitlines()[0]}", update.seq)
            return
        if update.full:
            self.log.clear()
        self.log.extend(events)
        del self.log[: max(0, len(self.log) - MAX_LOG_ACTIONS)]
        self.n, self.view = update.n, view
        step.notices.append(Changed(self.n, view, events, (), update.full))
        if update.clock is not None:
            running = None if update.clock_running is None else PlayerId(update.clock_running)
            step.notices.append(ClockShown(update.clock, running))
        if view.outcome is not None and not self.over:
            self.over = True
            step.notices.append(GameOver(view.outcome))
