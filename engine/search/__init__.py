"""The search bot: information-set Monte Carlo search over what one seat knows, for every ruleset."""

from engine.search.bot import LEVELS, Arm, Level, SearchBot, level
from engine.search.infoset import InformationSet, information_set
from engine.search.match import Seat, play_game, play_match

__all__ = [
    "LEVELS",
    "Arm",
    "InformationSet",
    "Level",
    "SearchBot",
    "Seat",
    "information_set",
    "level",
    "play_game",
    "play_match",
]
