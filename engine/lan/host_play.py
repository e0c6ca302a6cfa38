"""The host's game during play: it checks and applies every action, records it, and sends the guest only what the
guest's seat may know (its filtered events, its view, its legal actions), stamped with the action count and hash."""

from __future__ import annotations

import json
from typing import Any

from engine.actions import ARRANGE, CHOOSE, CONCEDE, NUMBER, ORDER, Action
from engine.decisions import DecisionKind
from engine.errors import IllegalAction, InternalError
from engine.events import Event
from engine.ids import PlayerId
from engine.lan.chat import clean_text
from engine.lan.codec import event_to_data, view_to_data
from engine.lan.host_state import GUEST_SEAT, HOST_SEAT, HostPhase
from engine.lan.host_takeback import HostTakeBack
from engine.lan.messages import MAX_LOG_PART_BYTES, ActionMessage, Chat, ChatLine, GameLog, Refused, Said, Update
from engine.lan.notices import ActionRefused, Changed, ChatReceived, GameOver, ReplayLines, Step
from engine.views import View

MAX_FULL_EVENTS = 5000
"""A returning guest is sent at most this many of its latest events (its view and every hash come in full)."""


_ANSWER_FIELDS = {NUMBER: ("number",), CHOOSE: ("picks",), ORDER: ("picks",), ARRANGE: ("groups",)}
"""The fields each answer to a question reads (yes, no, pass and concede read none)."""


class HostPlay(HostTakeBack):
    """Applying actions (the guest's, checked against its stamp and the rules) and telling both sides."""

    def changed(self, events: tuple[Event, ...] = (), *, full: bool = False) -> Changed:
        """What the host's own table shows now."""
        view, legal = self._host_table()
        return Changed(len(self.actions), view, events, legal, full)

    def _host_table(self) -> tuple[View, tuple[Action, ...]]:
        """The host's view and, when it decides, its legal actions."""
        game = self.game
        assert game is not None
        decision = game.decision
        legal = game.legal_actions() if decision is not None and decision.player == HOST_SEAT else []
        return game.view(HOST_SEAT), tuple(legal)

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
        problem = self._not_canonical(action, message.action)
        if problem:
            self._error(step, "malformed", problem, message.seq)
            return
        self._apply(step, action, message.seq)

    def _not_canonical(self, action: Action, sent: dict[str, Any]) -> str:
        """Why a legal action is not in its one canonical form ("" when it is): it carries a field its rule does not
        read, or is written otherwise than the host writes it. Only canonical actions are played and recorded."""
        if action.to_data() != sent:
            return "the action is not written in its canonical form (a field is null, empty or of another type)"
        game = self.game
        assert game is not None
        decision = game.decision
        if action.kind == CONCEDE or (decision is not None and decision.kind is not DecisionKind.ACT):
            read = _ANSWER_FIELDS.get(action.kind, ())
            extra = [name for name in sorted(sent) if name not in ("kind", "player", *read)]
            return f"a {action.kind!r} answer carries {', '.join(extra)}, which it does not use" if extra else ""
        if action not in self._offered:
            return "the action is legal but not one of the moves offered (it carries fields its rule ignores)"
        return ""

    def _apply(self, step: Step, action: Action, seq: int | None = None) -> None:
        """Apply a checked action (`seq`: the guest's message that sent it) and tell both sides. If the engine
        fails on it, the game is back as it was (`Game.apply`): nothing is recorded or sent but the refusal, in
        words, to whoever moved (the host's table shows it either way)."""
        game, recorder = self.game, self._recorder
        assert game is not None and recorder is not None
        if self._unsettled is not None:
            self._unsettled.settle()  # the host's table for the last action, before the game moves on
            self._unsettled = None
        turn = game.state.turn
        try:
            events = self._take_backs.apply(game, action, len(self.actions))
        except InternalError as error:
            step.notices.append(ActionRefused(error))
            if seq is not None:
                self._send(step, Refused(re=seq, rule=error.rule, reason=error.reason))
            return
        self._lapse(step)  # a take-back asked for and not answered lapses with a move
        self.actions.append(action)
        self.hashes.append(game.state_hash())
        self._log_marks.append((len(self._guest_log), len(self._spectator_log)))
        clock = self.clock
        if clock is not None:  # the mover's time is charged up to now, then the next decider's clock runs
            clock.run(clock.running, self._now)
            if action.kind != CONCEDE:
                clock.moved(action.player)
            self._run_clock(step)
        step.notices.append(ReplayLines(recorder.record(game, action, turn, self.hashes[-1])))
        guest_events = [event_to_data(event.seen_by(GUEST_SEAT)) for event in events]
        self._guest_log.extend(guest_events)
        if self._greeted:
            self._send(step, self._update(guest_events))
        host_events = tuple(event.seen_by(HOST_SEAT) for event in events)
        self._tell_spectators(step, events)
        self._unsettled = Changed.later(len(self.actions), host_events, self._host_table)
        step.notices.append(self._unsettled)  # worked out once the guest's update has gone (the transport settles it)
        if game.outcome is not None:
            self.phase = HostPhase.OVER
            step.notices.append(GameOver(game.outcome))
            if self._greeted:
                self._send_game_log(step)

    def _update(self, events: list[dict[str, object]] | tuple[()], *, full: bool = False) -> Update:
        game = self.game
        assert game is not None
        decision = game.decision
        legal = game.legal_actions() if decision is not None and decision.player == GUEST_SEAT else []
        self._offered = frozenset(legal)
        figures, running = self._clock_figures()
        return Update(
            events=tuple(events),
            view=view_to_data(game.view(GUEST_SEAT)),
            legal=tuple(action.to_data() for action in legal),
            full=full,
            hashes=tuple(self.hashes) if full else (),
            clock=figures,
            clock_running=running,
        )

    def _full_update(self, events: list[dict[str, object]]) -> Update:
        return self._update(events[-MAX_FULL_EVENTS:], full=True)

    def _game_log_parts(self) -> list[GameLog]:
        """The end-of-game log in parts of at most about MAX_LOG_PART_BYTES each, however long the game."""
        parts: list[GameLog] = []
        actions: list[dict[str, Any]] = []
        chat: list[ChatLine] = []
        size = 0

        def flush(last: bool) -> None:
            nonlocal size
            first = sum(len(part.actions) for part in parts[-1:]) + (parts[-1].first if parts else 0)
            parts.append(GameLog(contribution=self.config.contribution.hex(), deck=self.config.deck,
                                 actions=tuple(actions), chat=tuple(chat), first=first, last=last))  # fmt: skip
            actions.clear()
            chat.clear()
            size = 0

        for action in self.actions:
            data = action.to_data()
            cost = len(json.dumps(data)) + 2
            if size + cost > MAX_LOG_PART_BYTES and (actions or chat):
                flush(False)
            actions.append(data)
            size += cost
        for line in self.chat_lines:
            cost = 4 * len(line.text) + 64
            if size + cost > MAX_LOG_PART_BYTES and (actions or chat):
                flush(False)
            chat.append(line)
            size += cost
        flush(True)
        return parts

    def _guest_chat(self, step: Step, message: Chat) -> None:
        """The guest's chat, cleaned and counted: past its budget it is refused once, then dropped unanswered."""
        text = clean_text(message.text)
        if not text:
            return
        refusal = self._chat_budget.spend(GUEST_SEAT, len(self.actions), text)
        if refusal:
            if self._chat_budget.first_warning(GUEST_SEAT):
                self._error(step, "chat", refusal, message.seq)
            return
        self._record_chat(step, GUEST_SEAT, text)
        step.notices.append(ChatReceived(GUEST_SEAT, text, len(self.actions)))

    def _send_game_log(self, step: Step) -> None:
        for part in self._game_log_parts():
            self._send(step, part)

    def _record_chat(self, step: Step, player: PlayerId, text: str) -> None:
        line = ChatLine(n=len(self.actions), player=player, text=text)
        self.chat_lines.append(line)
        step.notices.append(ReplayLines(self._writer.chat_line(line.n, line.player, line.text)))
        speaker = self.name if player == HOST_SEAT else self.guest.name if self.guest is not None else "Guest"
        self._broadcast(step, Said(name=speaker, text=text))
