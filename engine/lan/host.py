"""The host's side of a LAN game, sans I/O: it runs the engine, checks and applies every action, and sends the
guest only what the guest's seat may know (DESIGN.md section 4).

Feed it what arrives (`connection_made`, `receive`, `connection_lost`) and what the host's player does
(`submit`, `chat`, `claim_victory`); each call returns a `Step`: bytes to send, notices, whether to hang up.
"""

from __future__ import annotations

from engine.actions import CONCEDE, TIME_OUT, Action
from engine.errors import IllegalAction
from engine.lan import keys
from engine.lan.chat import clean_text
from engine.lan.handshake import protocol_difference
from engine.lan.host_handshake import HostHandshake
from engine.lan.host_state import GUEST_SEAT, HOST_SEAT, HostConfig, HostPhase
from engine.lan.link import Channel
from engine.lan.messages import (
    ActionMessage,
    AuditResult,
    Challenge,
    Chat,
    ErrorMessage,
    Hello,
    Message,
    Pake,
    Ping,
    Pong,
    ProtocolError,
    Refuse,
    RevealSeed,
    TakeBackAnswer,
    TakeBackAsk,
    Watch,
    kind_of,
)
from engine.lan.notices import ActionRefused, AuditDone, ProtocolProblem, Step
from engine.lan.secure import KeyExchange

__all__ = ["GUEST_SEAT", "HOST_SEAT", "HostConfig", "HostPhase", "HostSession"]


class HostSession(HostHandshake):
    """The host's protocol state machine and the authoritative game."""

    # What the host's player and the transport call.

    def connection_made(self, cid: int = 0) -> Step:
        """Connection `cid` opened: it is sent a fresh challenge and stays a door, with no effect on the game or on
        the seated guest, until it says an accepted hello (a new guest's, or the seated guest's proven return)."""
        step = Step(cid=cid)
        if cid in self._channels:
            step.merge(self.connection_lost("the connection was replaced", cid))
        self._opened += 1
        nonce = keys.derive(self._secret, "nonce", self._opened).hex()
        channel = self._channel = self._channels[cid] = Channel(nonce=nonce)
        if self.config.join_code:
            entropy = keys.derive(self._secret, "pake", self._opened)
            channel.exchange = KeyExchange(self.config.join_code, host=True, nonce=nonce, secret=entropy)
        self._send(step, Challenge(nonce=nonce, pake=channel.exchange.message if channel.exchange else ""))
        return step

    def connection_lost(self, reason: str = "the connection dropped", cid: int = 0) -> Step:
        step = Step(cid=cid)
        if self._channels.pop(cid, None) is not None and cid == self._seated:
            self._unseat(step, reason)
        self._let_go(step, cid)
        return step

    def receive(self, data: bytes, cid: int = 0) -> Step:
        """Bytes from connection `cid`: every complete message in them is handled; a bad one changes nothing."""
        step = Step(cid=cid)
        channel = self._channels.get(cid)
        if channel is None:
            return step
        self._channel = channel
        for message in self._messages(data, step):
            if step.close:
                break
            if isinstance(message, ProtocolError):
                if message.code == "unauthenticated" and channel.sealer is not None and channel.sealer.opened == 0:
                    self._wrong_code(step)
                elif message.code == "version" and not self._at_seat() and not self._at_watcher():
                    self._refuse(step, "This Playmat speaks another protocol.", [protocol_difference(message.version)])
                else:
                    self._error(step, message.code, message.message)
                continue
            self._handle(step, message)
        return step

    def tick(self, now: float) -> Step:
        """The time now (seconds, from any steady clock): the turn clock charges it to whoever decides, and a player
        whose time is out loses by the clock (recorded as their concession `option="time"`, replayed as such)."""
        step = self._seat_step()
        self._now = now
        clock, game = self.clock, self.game
        if clock is not None and game is not None and self.phase is HostPhase.PLAYING:
            clock.run(clock.running, now)
            out = clock.out_of_time()
            if out is not None:
                self._apply(step, Action(CONCEDE, out, option=TIME_OUT))
        return step

    def submit(self, action: Action) -> Step:
        """An action of the host's own seat; refused (with a notice) if illegal or out of place."""
        step = self._seat_step()
        game = self.game
        if game is not None and self.phase is HostPhase.OVER:  # a move that came after the clock ran out, say
            step.notices.append(ActionRefused(IllegalAction("", f"The game is over: {self._reason()}", action)))
        elif game is None or self.phase not in (HostPhase.PLAYING, HostPhase.PAUSED):
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

    def _reason(self) -> str:
        outcome = self.game.outcome if self.game is not None else None
        return outcome.reason if outcome is not None else "it has ended."

    def claim_victory(self) -> Step:
        """While the guest is away (paused), end the game: it is recorded as the guest's concession."""
        if self.phase is not HostPhase.PAUSED or self.game is None:
            return Step()
        step = self._seat_step()
        self._apply(step, Action(CONCEDE, GUEST_SEAT))
        return step

    def chat(self, text: str) -> Step:
        """The host's player says something (without control characters, within the chat's budget)."""
        step = self._seat_step()
        text = clean_text(text)
        if text and self.game is not None:
            refusal = self._chat_budget.spend(HOST_SEAT, len(self.actions), text)
            if refusal:
                step.notices.append(ActionRefused(IllegalAction("", f"Not sent: {refusal}.")))
                return step
            self._record_chat(step, HOST_SEAT, text)
            if self._greeted:
                self._send(step, Chat(text=text))
        return step

    def ask_take_back(self) -> Step:
        """The host's player asks the guest to let them take back their last move (refused at once, in words, when
        the move let something new out)."""
        step = self._seat_step()
        self._ask(step)
        return step

    def answer_take_back(self, accept: bool) -> Step:
        """The host's player answers the guest's take-back request."""
        step = self._seat_step()
        self._answer(step, accept)
        return step

    def ping(self) -> Step:
        """A heartbeat for the seated guest (doors are the transport's to time out)."""
        step = self._seat_step()
        if self._greeted:
            self._send(step, Ping())
        return step

    def _pake(self, step: Step, message: Pake) -> None:
        exchange = self._channel.exchange
        assert exchange is not None
        try:
            self._channel.sealer = exchange.finish(message.pake)
        except ValueError as error:
            self._refuse(step, f"The join code's key exchange failed: {error}.", [], clear=True)

    def _wrong_code(self, step: Step) -> None:
        """The first sealed message did not open: the guest's code is not this game's."""
        self._send(step, Refuse(reason="The join code is wrong: check it with the host."), clear=True)
        step.notices.append(ProtocolProblem("code", "a connection gave a wrong join code", sent=True))
        step.close = True

    def _seat_step(self) -> Step:
        """A step for what the host's own side sends: to the seated guest's connection, if there is one."""
        if self._seated is None:
            return Step()
        self._channel = self._channels[self._seated]
        return Step(cid=self._seated)

    # Messages from the guest.

    def _handle(self, step: Step, message: Message) -> None:
        if step.cid in self._watchers:  # a spectator's: never a notice to the host's player, never the game's
            if isinstance(message, Ping):
                self._send(step, Pong())
            elif not isinstance(message, Pong | ErrorMessage):
                self._from_spectator(step, message)
            return
        if self._handle_link(step, message):
            return
        channel = self._channel
        if channel.exchange is not None and channel.sealer is None:  # a join code is needed: its exchange first
            if isinstance(message, Pake) and not self._at_seat():
                self._pake(step, message)
            else:
                self._refuse(step, "This game needs the join code the host shows.", [], clear=True)
            return
        if isinstance(message, Watch):
            if self._at_seat():
                self._error(step, "unexpected", "a player does not watch its own game", message.seq)
            else:
                self._watch(step, message)
        elif isinstance(message, Hello):
            if self._at_seat():
                self._error(step, "unexpected", "hello was already said on this connection", message.seq)
            else:
                self._hello(step, message)
        elif not self._at_seat():
            self._error(step, "unexpected", f"say hello before sending {kind_of(message)!r}", message.seq)
        elif isinstance(message, RevealSeed):
            self._reveal(step, message)
        elif isinstance(message, ActionMessage):
            self._guest_action(step, message)
        elif isinstance(message, Chat):
            if self.game is None:
                self._error(step, "unexpected", "chat opens when the game starts", message.seq)
            else:
                self._guest_chat(step, message)
        elif isinstance(message, TakeBackAsk):
            self._guest_asks(step, message)
        elif isinstance(message, TakeBackAnswer):
            self._guest_answers(step, message)
        elif isinstance(message, AuditResult) and self.phase is HostPhase.OVER:
            step.notices.append(AuditDone(message.ok, tuple(clean_text(line, 4000) for line in message.problems)))
        else:
            self._error(step, "unexpected", f"the host does not accept {kind_of(message)!r} now", message.seq)
