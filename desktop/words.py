"""The table's plain words; they live in engine/words.py so replay exports share them."""

from engine.words import QUIET_EVENTS, Words, describe_outcome, player_name

__all__ = ["QUIET_EVENTS", "Words", "describe_outcome", "player_name"]
