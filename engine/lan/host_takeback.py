"""Take-backs in a LAN game, on the host: a player asks to take back their last move, the other answers; only a move
the engine's take-back window still holds (it let nothing new out: engine.takeback) can go, and both replays keep
the request and the answer (as lines of the chat) and the take-back itself (an `undo` line)."""

from __future__ import annotations

from engine.actions import Action
from engine.errors import IllegalAction
from engine.ids import PlayerId
from engine.lan.codec import event_to_data
from engine.lan.host_state import GUEST_SEAT, HOST_SEAT, HostPhase
from engine.lan.host_watch import MAX_SPECTATOR_EVENTS, HostWatch
from engine.lan.messages import MAX_TAKE_BACKS, ChatLine, TakeBackAnswer, TakeBackAsk, Update
from engine.lan.notices import ActionRefused, Changed, ReplayLines, Step, TakeBackAnswered, TakeBackAsked
from engine.takeback import take_back_event
from engine.views import View

ASKED = "(asks to take back their last move)"
ACCEPTED = "(lets the other player take back their last move)"
REFUSED = "(does not let the other player take back their last move)"
"""What the replays' chat says of a request and its answer."""


class HostTakeBack(HostWatch):
    """Asking, answering and carrying out take-backs (the host's rules decide what may be taken back)."""

    def _full_update(self, events: list[dict[str, object]]) -> Update:
        raise NotImplementedError  # HostPlay's

    def _host_table(self) -> tuple[View, tuple[Action, ...]]:
        raise NotImplementedError  # HostPlay's

    def _ask(self, step: Step) -> None:
        """The host's player asks to take back their last move; refused at once (in words) when the rules say no."""
        refusal = self._cannot_ask(HOST_SEAT)
        if refusal:
            step.notices.append(ActionRefused(IllegalAction("", refusal)))
            return
        self._asked = HOST_SEAT
        self._take_back_asks[HOST_SEAT] += 1
        self._take_back_line(step, HOST_SEAT, ASKED)
        self._send(step, TakeBackAsk())

    def _answer(self, step: Step, accept: bool) -> None:
        """The host's player answers the guest's request: yes takes the guest's last move back."""
        if self._asked == GUEST_SEAT:
            self._answered(step, GUEST_SEAT, accept)

    def _cannot_ask(self, player: PlayerId) -> str:
        """Why `player` cannot ask now ("" when they can)."""
        if self.game is None or self.phase is not HostPhase.PLAYING:
            return "Moves can be taken back only while the game is being played."
        if self._asked is not None:
            return "A take-back was already asked for: wait for the answer."
        if self._take_back_asks[player] >= MAX_TAKE_BACKS:
            return f"At most {MAX_TAKE_BACKS} take-backs can be asked for in a game."
        if self._take_backs.latest(player) is None:
            return self._take_backs.refusal(player)
        return ""

    def _guest_asks(self, step: Step, message: TakeBackAsk) -> None:
        if message.n != len(self.actions):
            self._error(step, "stale", "the take-back was asked for before the last move", message.seq)
            return
        refusal = self._cannot_ask(GUEST_SEAT)
        if refusal:
            self._send(step, TakeBackAnswer(accept=False, reason=refusal))
            return
        self._asked = GUEST_SEAT
        self._take_back_asks[GUEST_SEAT] += 1
        self._take_back_line(step, GUEST_SEAT, ASKED)
        step.notices.append(TakeBackAsked(GUEST_SEAT))

    def _guest_answers(self, step: Step, message: TakeBackAnswer) -> None:
        if self._asked != HOST_SEAT:
            return  # an answer to a request that lapsed (a move came first): nothing to do
        self._answered(step, HOST_SEAT, message.accept)

    def _answered(self, step: Step, player: PlayerId, accept: bool) -> None:
        """The other player answered `player`'s request: the answer is recorded, and if yes the move is taken back."""
        self._asked = None
        self._take_back_line(step, PlayerId(1 - player), ACCEPTED if accept else REFUSED)
        if player == GUEST_SEAT:
            self._send(step, TakeBackAnswer(accept=accept))
        if accept:
            self._take_back(step, player)
        else:
            step.notices.append(TakeBackAnswered(player, False))

    def _lapse(self, step: Step) -> None:
        """A move was made while a take-back was asked for: the request lapses (the asker is told)."""
        asker, self._asked = self._asked, None
        if asker is None:
            return
        reason = "a move was made before the answer"
        if asker == GUEST_SEAT and self._greeted:
            self._send(step, TakeBackAnswer(accept=False, reason=reason))
        step.notices.append(TakeBackAnswered(asker, False, reason))

    def _take_back(self, step: Step, player: PlayerId) -> None:
        game, recorder = self.game, self._recorder
        assert game is not None and recorder is not None
        if self._unsettled is not None:
            self._unsettled.settle()
            self._unsettled = None
        taken = self._take_backs.take_back(game, player)
        if taken is None:  # cannot happen: the window was checked when asked and no move came since
            step.notices.append(TakeBackAnswered(player, False, self._take_backs.refusal(player)))
            return
        self.game, back = taken
        mark = back.mark
        guest_mark, spectator_mark = self._log_marks[mark]
        del self.actions[mark:], self.hashes[mark:], self._log_marks[mark:]
        del self._guest_log[guest_mark:], self._spectator_log[spectator_mark:]
        event = take_back_event(self.game, back.action)
        self._guest_log.append(event_to_data(event.seen_by(GUEST_SEAT)))
        step.notices.append(ReplayLines(recorder.undo(self.game, mark)))
        self._run_clock(step)  # the time spent stays spent; the decision is the asker's again
        if self._greeted:
            self._send(step, self._full_update(self._guest_log))
        if self.config.spectators:
            self._spectator_log.append(event_to_data(event.seen_by(None)))
            if self._watchers:
                self._broadcast(step, self._spectator_update(self._spectator_log[-MAX_SPECTATOR_EVENTS:], full=True))
        view, legal = self._host_table()
        step.notices.append(Changed(mark, view, (event.seen_by(HOST_SEAT),), legal))
        step.notices.append(TakeBackAnswered(player, True))

    def _take_back_line(self, step: Step, player: PlayerId, text: str) -> None:
        """A request or an answer, in both replays' chat (not counted against the chat's budget)."""
        line = ChatLine(n=len(self.actions), player=player, text=text)
        self.chat_lines.append(line)
        step.notices.append(ReplayLines(self._writer.chat_line(line.n, line.player, line.text)))
