"""The guest's side of a LAN game, sans I/O: it holds no game, only the views, events and legal actions its host
sends, checks their order and hashes, and audits the whole game when the host reveals its seed at the end.

Feed it what arrives (`connection_made`, `receive`, `connection_lost`) and what the player does (`submit`,
`chat`); each call returns a `Step`. `journal()` is what to keep on disk so a restarted guest can come back.
"""

from __future__ import annotations

from engine.actions import Action
from engine.errors import IllegalAction
from engine.ids import PlayerId, opponent
from engine.lan import keys
from engine.lan.card_check import card_sets_of
from engine.lan.chat import clean_text
from engine.lan.guest_audit import GuestAudit
from engine.lan.guest_state import GuestConfig, GuestJournal, GuestPhase
from engine.lan.host_takeback import ACCEPTED, ASKED, REFUSED
from engine.lan.messages import (
    MAX_TAKE_BACKS,
    ActionMessage,
    Challenge,
    Chat,
    ChatLine,
    GameLog,
    Hello,
    Message,
    Pake,
    Ping,
    ProtocolError,
    Refuse,
    Refused,
    Said,
    TakeBackAnswer,
    TakeBackAsk,
    Update,
    Welcome,
    kind_of,
)
from engine.lan.notices import (
    ActionRefused,
    ChatReceived,
    GameOver,
    HandshakeRefused,
    Paused,
    Step,
    TakeBackAnswered,
    TakeBackAsked,
)
from engine.lan.notices import Said as SaidNotice
from engine.lan.secure import KeyExchange
from engine.lan.spectator import MAX_SAID
from engine.state import Outcome

__all__ = ["GuestConfig", "GuestJournal", "GuestPhase", "GuestSession"]

_SAYS_HELLO = (GuestPhase.CONNECTING, GuestPhase.PAUSED, GuestPhase.PLAYING, GuestPhase.OVER)


class GuestSession(GuestAudit):
    """The guest's protocol state machine."""

    # What the player and the transport call.

    def connection_made(self) -> Step:
        """Connected to the host: wait for its challenge (a new attempt at joining commits to a fresh contribution)."""
        self._reset_link()
        step = Step()
        self._log_actions.clear()  # a log in parts starts again on a new connection
        self._log_chat.clear()
        if self.phase in (GuestPhase.REFUSED, GuestPhase.UNFAIR):
            step.close = True
        elif self.game_id is None:
            self._new_attempt()
        return step

    def connection_lost(self, reason: str = "the connection dropped") -> Step:
        """Before a welcome the next attempt joins afresh; after it, the guest only ever comes back to its game."""
        step = Step()
        if self.phase is GuestPhase.PLAYING:
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
        """The player says something (without control characters, within the chat's budget)."""
        step = Step()
        text = clean_text(text)
        if text and self.phase not in (GuestPhase.CONNECTING, GuestPhase.REFUSED, GuestPhase.PAUSED):
            refusal = self._chat_budget.spend(self.seat, self.n, text)
            if refusal:
                step.notices.append(ActionRefused(IllegalAction("", f"Not sent: {refusal}.")))
                return step
            self.chat_lines.append(ChatLine(n=self.n, player=self.seat, text=text))
            self._send(step, Chat(text=text))
        return step

    def ask_take_back(self) -> Step:
        """Ask the host's player to let this side take back its last move (the host's rules may refuse at once)."""
        step = Step()
        if self.phase is not GuestPhase.PLAYING or self._take_back_asks[self.seat] >= MAX_TAKE_BACKS:
            step.notices.append(ActionRefused(IllegalAction("", "No move can be taken back now.")))
        else:
            self._take_back_asks[self.seat] += 1
            self._take_back_line(self.seat, ASKED)
            self._send(step, TakeBackAsk())
        return step

    def answer_take_back(self, accept: bool) -> Step:
        """Answer the host's request to take back its last move."""
        step = Step()
        if self.asked_by_host and self.phase is GuestPhase.PLAYING:
            self.asked_by_host = False
            self._take_back_line(self.seat, ACCEPTED if accept else REFUSED)
            self._rewind = accept
            self._send(step, TakeBackAnswer(accept=accept))
        return step

    def _take_back_line(self, player: PlayerId, text: str) -> None:
        self.chat_lines.append(ChatLine(n=self.n, player=player, text=text))

    def _host_take_back(self, step: Step, message: TakeBackAsk | TakeBackAnswer) -> None:
        """The host asks to take back its move, or answers this side's request (a refusal by its rules has a
        `reason`); each side writes the same lines in its replay's chat."""
        host = opponent(self.seat)
        if isinstance(message, TakeBackAsk):
            if self.phase is GuestPhase.PLAYING and self._take_back_asks[host] < MAX_TAKE_BACKS:
                self._take_back_asks[host] += 1
                self.asked_by_host = True
                self._take_back_line(host, ASKED)
                step.notices.append(TakeBackAsked(host))
            return
        if not message.reason:
            self._take_back_line(host, ACCEPTED if message.accept else REFUSED)
            self._rewind = message.accept
        step.notices.append(TakeBackAnswered(self.seat, message.accept, clean_text(message.reason, 4000)))

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

    def _host_chat(self, step: Step, message: Chat) -> None:
        """The host's chat, cleaned and counted like the guest's own: a flooding host is refused once, then ignored."""
        host, text = opponent(self.seat), clean_text(message.text)
        if not text:
            return
        refusal = self._chat_budget.spend(host, self.n, text)
        if refusal:
            if self._chat_budget.first_warning(host):
                self._error(step, "chat", refusal, message.seq)
            return
        self.chat_lines.append(ChatLine(n=self.n, player=host, text=text))
        step.notices.append(ChatReceived(host, text, self.n))

    def _challenge(self, step: Step, challenge: Challenge) -> None:
        """The host's challenge: the join code's key exchange first when the game has one, then the hello."""
        code = self.config.join_code
        if challenge.pake and not code:
            self._refused_here(step, "This game needs the join code the host shows: ask the host for it.")
            return
        if code and not challenge.pake:
            self._refused_here(step, "The host asked for no join code: this is not the game the code is for, or "
                                     "something stands between you and the host.")  # fmt: skip
            return
        if code:
            self._connections += 1
            entropy = keys.derive(self._base, "pake", self._connections)
            exchange = KeyExchange(code, host=False, nonce=challenge.nonce, secret=entropy)
            try:
                sealer = exchange.finish(challenge.pake)
            except ValueError as error:
                self._error(step, "malformed", f"the host's key exchange cannot be used: {error}", challenge.seq)
                step.close = True
                return
            self._send(step, Pake(pake=exchange.message))  # in clear; everything after it is sealed
            self._channel.sealer = sealer
        self._hello(step, challenge.nonce)

    def _refused_here(self, step: Step, reason: str) -> None:
        self.phase = GuestPhase.REFUSED
        step.notices.append(HandshakeRefused(reason))
        step.close = True

    def _hello(self, step: Step, nonce: str) -> None:
        """Answer the host's challenge: a new guest sends its key share; a returning one proves the session key."""
        identity = self.identity
        returning = self.game_id is not None
        hello = Hello(
            name=self.name,
            app_version=identity.app_version,
            ruleset=identity.ruleset,
            ruleset_version=identity.ruleset_version,
            card_digest=identity.card_digest,
            deck=self.config.deck,
            commitment=self.commitment,
            game_id=self.game_id,
            key_share="" if returning else keys.key_share(self._key_secret),
            proof=keys.proof(self.session_key, nonce, self.game_id) if self.game_id is not None else "",
            cards=self.config.database.card_digests(),
            card_sets=card_sets_of(self.config.database),
        )
        self._send(step, hello)

    def _handle(self, step: Step, message: Message) -> None:
        if self._handle_link(step, message):
            return
        if isinstance(message, Challenge) and message.seq == 0 and self.phase in _SAYS_HELLO:
            self._challenge(step, message)
        elif isinstance(message, Refuse):
            self.phase = GuestPhase.REFUSED
            differences = tuple(clean_text(line, 4000) for line in message.differences)
            step.notices.append(HandshakeRefused(clean_text(message.reason, 4000), differences))
            step.close = True
        elif isinstance(message, Welcome) and self.phase in _SAYS_HELLO:
            self._welcome(step, message)
        elif isinstance(message, Update) and self.phase in (GuestPhase.PLAYING, GuestPhase.OVER):
            self._update(step, message)
        elif isinstance(message, Refused):
            step.notices.append(
                ActionRefused(IllegalAction(clean_text(message.rule), clean_text(message.reason, 4000)))
            )
        elif isinstance(message, Chat):
            self._host_chat(step, message)
        elif isinstance(message, TakeBackAsk | TakeBackAnswer):
            self._host_take_back(step, message)
        elif isinstance(message, Said):
            self._said += 1
            if self._said <= MAX_SAID:  # a spectator's line, relayed by the host (bounded there and here)
                step.notices.append(SaidNotice(clean_text(message.name, 64) or "Spectator", clean_text(message.text)))
        elif isinstance(message, GameLog) and self.phase is GuestPhase.OVER:
            self._log_part(step, message)
        else:
            self._error(step, "unexpected", f"the guest does not expect {kind_of(message)!r} now", message.seq)
