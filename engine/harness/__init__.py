"""Reusable harness: bot-vs-bot games for any ruleset, with the kernel's invariants checked."""

from engine.harness.invariants import InvariantError, check_invariants, check_replay, invariant_checker
from engine.harness.runner import GameRecord, play_game

__all__ = ["GameRecord", "InvariantError", "check_invariants", "check_replay", "invariant_checker", "play_game"]
