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
        cited = f" (rule {rule})" if rule else ""  # a refusal of the table, not of the rules, cites none
        super().__init__(f"{reason}{cited}{where}")

    def with_action(self, action: Action) -> RulesError:
        """The same refusal, naming the action it refused."""
        return type(self)(self.rule, self.reason, action)


class IllegalAction(RulesError):
    """A well-formed action that the rules forbid in this position."""


class InvalidAction(RulesError):
    """An action that does not answer the pending decision at all (wrong kind, unknown card)."""


class GameOver(RulesError):
    """Any action after the game has ended."""


class InternalError(RulesError):
    """The engine itself failed while checking or carrying out an action (a fault in a ruleset, a procedure or
    card data), not a rule: `apply` has put the game back exactly as it was before the action, so the game
    goes on (another move, conceding, saving). `detail` names the fault for the log, never for a player."""

    def __init__(self, rule: str, reason: str, action: Action | None = None, detail: str = "") -> None:
        super().__init__(rule, reason, action)
        self.detail = detail

    def with_action(self, action: Action) -> RulesError:
        return InternalError(self.rule, self.reason, action, self.detail)
