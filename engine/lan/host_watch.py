"""The host's spectators and turn clock: spectators are admitted with the join code, sent only what a spectator may
see (`view(None)`, events seen by nobody's seat), bounded and let go when hostile; the clock is the host's alone."""

from __future__ import annotations

from engine.events import Event
from engine.ids import PlayerId
from engine.lan.chat import clean_text
from engine.lan.codec import event_to_data, view_to_data
from engine.lan.handshake import Identity, differences
from engine.lan.host_state import HostPhase, HostState
from engine.lan.messages import Chat, ErrorMessage, Message, Refuse, Said, Update, Watch, Watching, kind_of
from engine.lan.notices import ClockShown, ProtocolProblem, Spectators, Step
from engine.lan.notices import Said as SaidNotice

MAX_SPECTATORS = 16
MAX_STRIKES = 16
"""Bad or out-of-place messages a spectator may send before it is let go."""
MAX_SPECTATOR_EVENTS = 5000
"""A spectator joining late is sent at most this many of the latest events (its view comes in full)."""


class HostWatch(HostState):
    """Admitting spectators, telling them each move, relaying chat, and running the turn clock."""

    @property
    def spectators(self) -> tuple[str, ...]:
        return tuple(self._watchers.values())

    def is_spectator(self, cid: int) -> bool:
        """Whether connection `cid` is an admitted spectator's (not a door: the transport does not time it out)."""
        return cid in self._watchers

    def _send_to(self, step: Step, cid: int, message: Message) -> None:
        """Send `message` on connection `cid` (a spectator's, or the seated guest's) from within any step."""
        channel = self._channels.get(cid)
        if channel is None:
            return
        served = self._channel
        self._channel = channel
        try:
            if cid == step.cid:
                self._send(step, message)
            else:
                other = Step(cid=cid)
                self._send(other, message)
                if other.out:
                    step.sends.append((cid, bytes(other.out)))
        finally:
            self._channel = served

    def _broadcast(self, step: Step, message: Message) -> None:
        for cid in list(self._watchers):
            self._send_to(step, cid, message)

    # Admitting and serving spectators.

    def _watch(self, step: Step, message: Watch) -> None:
        config = self.config
        found = differences(self.identity, Identity(message.app_version, message.ruleset, message.ruleset_version,
                                                    message.card_digest, message.v))  # fmt: skip
        if not config.spectators:
            self._refuse_watch(step, "This host does not let anyone watch its game.")
        elif len(self._watchers) >= MAX_SPECTATORS:
            self._refuse_watch(step, f"This game already has {MAX_SPECTATORS} spectators.")
        elif found:
            self._refuse_watch(step, f"You cannot watch this game: {'; '.join(found)}.")
        else:
            name = clean_text(message.name, 64) or "Spectator"
            self._watchers[step.cid] = name
            self._send(step, self._watching())
            if self.game is not None:
                self._send(step, self._spectator_update(self._spectator_log[-MAX_SPECTATOR_EVENTS:], full=True))
            step.notices.append(Spectators(self.spectators))

    def _watching(self) -> Watching:
        """What a spectator is told of the game (again when it starts, with the guest's name)."""
        config, clock = self.config, self.config.clock
        guest = self.guest.name if self.guest is not None else "(a guest to come)"
        return Watching(game_id=config.game_id, players=(self.name, guest), chat=config.spectator_chat,
                        clock_ms=round(clock.seconds * 1000) if clock else 0,
                        increment_ms=round(clock.increment * 1000) if clock else 0)  # fmt: skip

    def _refuse_watch(self, step: Step, reason: str) -> None:
        self._send(step, Refuse(reason=reason))
        step.notices.append(ProtocolProblem("refused", reason, sent=True))
        step.close = True

    def _from_spectator(self, step: Step, message: Message) -> None:
        """A spectator's message: chat (when the host allows it, within its budget); anything else is a strike."""
        if isinstance(message, Chat) and self.config.spectator_chat:
            text = clean_text(message.text)
            if text and not self._watch_chat.spend(step.cid, len(self.actions), text):
                name = self._watchers[step.cid]
                step.notices.append(SaidNotice(name, text))
                said = Said(name=name, text=text)
                if self._seated is not None:
                    self._send_to(step, self._seated, said)
                for cid in list(self._watchers):
                    if cid != step.cid:
                        self._send_to(step, cid, said)
            return
        why = "spectators may not chat in this game" if isinstance(message, Chat) else "a spectator only watches"
        self._strike(step, "unexpected", f"{why}: {kind_of(message)!r} refused", message.seq)

    def _strike(self, step: Step, code: str, text: str, seq: int | None = None) -> None:
        """Refuse a spectator's message; one that keeps sending bad ones is let go (the game never hears of it)."""
        self._strikes[step.cid] = strikes = self._strikes.get(step.cid, 0) + 1
        if strikes <= MAX_STRIKES:
            self._send(step, ErrorMessage(code=code, message=text, re=seq))
        else:
            step.close = True

    def _error(self, step: Step, code: str, message: str, re: int | None = None) -> None:
        if self._at_watcher():  # a spectator's bad message is its own business: a strike, no notice to the host
            self._strike(step, code, message, re)
        else:
            super()._error(step, code, message, re)

    def _let_go(self, step: Step, cid: int) -> None:
        """A spectator's connection is gone."""
        self._strikes.pop(cid, None)
        if self._watchers.pop(cid, None) is not None:
            step.notices.append(Spectators(self.spectators))

    def _spectator_update(self, events: list[dict[str, object]], *, full: bool = False) -> Update:
        game = self.game
        assert game is not None
        figures, running = self._clock_figures()
        return Update(events=tuple(events), view=view_to_data(game.view(None)), full=full, clock=figures,
                      clock_running=running)  # fmt: skip

    def _tell_spectators(self, step: Step, events: tuple[Event, ...]) -> None:
        """A move's events as a spectator may see them, kept for late spectators and sent to those watching."""
        if not self.config.spectators:
            return
        seen = [event_to_data(event.seen_by(None)) for event in events]
        self._spectator_log.extend(seen)
        if self._watchers:
            self._broadcast(step, self._spectator_update(seen))

    # The turn clock.

    def _clock_figures(self) -> tuple[tuple[int, int] | None, int | None]:
        clock = self.clock
        if clock is None:
            return None, None
        return clock.figures(), None if clock.running is None else int(clock.running)

    def _run_clock(self, step: Step) -> None:
        """Charge the time so far and start the clock of whoever decides now (none while paused or over)."""
        clock, game = self.clock, self.game
        if clock is None:
            return
        running: PlayerId | None = None
        if game is not None and self.phase is HostPhase.PLAYING and game.outcome is None and game.decision:
            running = game.decision.player
        clock.run(running, self._now)
        step.notices.append(ClockShown(clock.figures(), running))
