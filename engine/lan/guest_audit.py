"""The guest's audit when the game ends: it re-plays the host's whole log from the revealed seed, checks every state
hash it was sent, and tells the player and the host what it found (DESIGN.md section 4)."""

from __future__ import annotations

from engine.formats.replays import ReplayHeader
from engine.lan import fairness
from engine.lan.audit import AuditInput, audit
from engine.lan.guest_play import GuestPlay
from engine.lan.guest_state import GuestPhase
from engine.lan.messages import MAX_CHAT_LINES, MAX_LOG_ACTIONS, AuditResult, GameLog
from engine.lan.notices import AuditDone, ReplayLines, Step
from engine.replay import KEYED_FORMAT, KEYED_SHUFFLES


class GuestAudit(GuestPlay):
    """Checking the finished game."""

    def _log_part(self, step: Step, part: GameLog) -> None:
        """One part of the host's end-of-game log: kept until the last, then the whole log is audited."""
        if part.first != len(self._log_actions):
            problem = f"a game log part from action {part.first}, expected {len(self._log_actions)}"
            self._error(step, "malformed", problem, part.seq)
            return
        actions, chat = len(self._log_actions) + len(part.actions), len(self._log_chat) + len(part.chat)
        if actions > MAX_LOG_ACTIONS or chat > MAX_CHAT_LINES:
            self._finish_audit(step, ("The host's game log is longer than any game could be: it is not checked.",), "")
            return
        self._log_actions.extend(part.actions)
        self._log_chat.extend(part.chat)
        if part.last:
            whole = part.model_copy(update={"actions": tuple(self._log_actions), "chat": tuple(self._log_chat)})
            self._audit(step, whole)

    def _audit(self, step: Step, log: GameLog) -> None:
        config = self.config
        try:
            host_contribution = fairness.parse_contribution(log.contribution)
        except ValueError as error:
            self._finish_audit(step, (f"The host revealed no usable seed contribution: {error}",), "")
            return
        header = ReplayHeader(
            format=KEYED_FORMAT,
            app_version=config.app_version,
            ruleset=config.ruleset.id,
            ruleset_version=config.ruleset.version,
            card_digest=self.identity.card_digest,
            players=(self.host_name or "Host", self.name),
            decks=(log.deck, config.deck),
            seed="00",
            commitments=(self.host_commitment, self.commitment),
            date=self.host_date or config.date,
            extra={"game_id": self.game_id, "lan": "guest", KEYED_SHUFFLES: True},
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
