"""The one exception family for refused actions: every refusal names a rule and a reason."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.actions import Action


class RulesError(Exception):
    """An action the rules do not allow, with the rule number and a sentence a player understands."""

    def __init__(self, rule: str, reason: str, action: Action | None = None) -> None:
        self.rule = rule
        self.reason = reason
        self.action = action
        where = f" [{action!r}]" if action is not None else ""
        super().__init__(f"{reason} (rule {rule}){where}")

    def with_action(self, action: Action) -> RulesError:
        """The same refusal, naming the action it refused."""
        return type(self)(self.rule, self.reason, action)


class IllegalAction(RulesError):
    """A well-formed action that the rules forbid in this position."""


class InvalidAction(RulesError):
    """An action that does not answer the pending decision at all (wrong kind, unknown card)."""


class GameOver(RulesError):
    """Any action after the game has ended."""
