"""Refusals read as sentences: the rule is cited when there is one, and never as an empty '(rule )'."""

from __future__ import annotations

from engine.actions import Action
from engine.errors import IllegalAction
from engine.ids import PlayerId


def test_a_refusal_cites_its_rule_and_names_the_action():
    error = IllegalAction("6-5-6-1", "No attacks on your first turn.", Action("attack", PlayerId(0), card=3))
    assert str(error).startswith("No attacks on your first turn. (rule 6-5-6-1) [Action('attack'")
    assert error.rule == "6-5-6-1" and error.reason == "No attacks on your first turn."


def test_a_refusal_of_the_table_without_a_rule_cites_none():
    error = IllegalAction("", "The game is paused until the guest is back.")
    assert str(error) == "The game is paused until the guest is back."
