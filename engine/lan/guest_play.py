"""The guest during play: the host's welcome, then its updates, each checked for order and against the state hashes
the guest already holds (a rewritten history is a desync, never silently taken), and every field validated."""

from __future__ import annotations

from pydantic import ValidationError

from engine.actions import Action
from engine.formats.replay_header import is_iso_date
from engine.ids import PlayerId
from engine.lan import keys
from engine.lan.chat import clean_text
from engine.lan.codec import event_from_data, view_from_data
from engine.lan.guest_state import GuestPhase, GuestState
from engine.lan.messages import RevealSeed, Update, Welcome
from engine.lan.notices import AuditDone, Changed, ClockShown, Desync, GameOver, HandshakeRefused, Joined, Step
from engine.lan.spectator import setting_of
from engine.state import Outcome


class GuestPlay(GuestState):
    """Taking the host's welcome and updates."""

    def _welcome(self, step: Step, welcome: Welcome) -> None:
        if self.game_id is not None:
            if welcome.game_id != self.game_id or not welcome.resume:
                self._error(step, "unexpected", f"asked to come back to game {self.game_id}", welcome.seq)
                step.close = True
                return
            if welcome.commitment != self.host_commitment:
                self._unfair(step)
                return
        else:
            if welcome.resume:
                self._error(step, "unexpected", "this guest is joining a new game, not coming back", welcome.seq)
                step.close = True
                return
            bound = keys.context(welcome.game_id, welcome.commitment, self.commitment, welcome.key_share,
                                 keys.key_share(self._key_secret))  # fmt: skip
            try:
                self.session_key = keys.shared_key(self._key_secret, welcome.key_share, bound)
            except ValueError as error:
                self._error(step, "malformed", f"the host's key exchange cannot be used: {error}", welcome.seq)
                step.close = True
                return
        self.game_id, self.seat = welcome.game_id, PlayerId(welcome.seat)
        self.host_name, self.host_commitment = clean_text(welcome.host_name, 64) or "Host", welcome.commitment
        if not self.host_date and is_iso_date(welcome.date):  # the first one stands, like the commitment
            self.host_date = welcome.date
        if self.phase is not GuestPhase.OVER:
            self.phase = GuestPhase.PLAYING
        self.clock = setting_of(welcome.clock_ms, welcome.increment_ms)
        joined = Joined(self.seat, welcome.game_id, welcome.host_name, resumed=welcome.resume, clock=self.clock)
        step.notices.append(joined)
        if self.n == 0 and self.view is None:  # the seed's reveal (again, if the game's start was never heard)
            self._send(step, RevealSeed(contribution=self.contribution.hex()))

    def _unfair(self, step: Step) -> None:
        """The host offers another commitment for a game whose seed this guest already helped make: it could have
        tried contributions against the guest's revealed one and chosen the shuffle. The game is void."""
        reason = (
            "The host changed its seed commitment for this game after seeing this side's contribution, so it could "
            "have chosen the shuffle: the game is void (unfair)."
        )
        self.phase = GuestPhase.UNFAIR
        self.audit_problems = (reason,)
        step.notices.append(GameOver(Outcome(None, reason, "")))
        step.notices.append(AuditDone(False, (reason,)))
        step.notices.append(HandshakeRefused(reason))  # a join dialog still waiting hears it too
        step.close = True

    def _update(self, step: Step, update: Update) -> None:
        if update.full:
            pairs = zip(self.hashes, update.hashes, strict=False)
            conflict = next((i for i, (mine, theirs) in enumerate(pairs) if mine != theirs), None)
            if conflict is not None:
                step.notices.append(Desync(conflict + 1, f"the host's history changed at action {conflict + 1}"))
            if len(update.hashes) != update.n or (update.hashes and update.hashes[-1] != update.state_hash):
                self._error(step, "malformed", "a full update whose hashes do not match its action count", update.seq)
                return
            if update.n < self.n and not (self._rewind and update.n >= self._handover):
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
            if self._rewind:  # a take-back both players agreed to: the moves after `n` are gone
                del self.hashes[update.n :]
                self._rewind = False
            self.hashes = self.hashes + list(update.hashes[len(self.hashes) :])
        else:
            self.hashes.append(update.state_hash)
        before = self.view.decision if self.view is not None else None
        if view.decision is not None and (before is None or before.player != view.decision.player):
            self._handover = self.n  # a take-back never goes back past a decision handed to the other seat
        self.view, self.legal = view, legal
        step.notices.append(Changed(self.n, view, events, legal, update.full))
        if update.clock is not None:  # the host's figures: the screen counts the running clock down until the next
            running = None if update.clock_running is None else PlayerId(update.clock_running)
            self.clock_left = update.clock
            step.notices.append(ClockShown(update.clock, running))
        if view.outcome is not None and self.phase is GuestPhase.PLAYING:
            self.phase = GuestPhase.OVER
            step.notices.append(GameOver(view.outcome))
