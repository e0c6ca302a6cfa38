"""Playmat's rules engine: pure, deterministic, and the same kernel for every game."""

from engine.actions import Action
from engine.decisions import Decision, DecisionKind
from engine.errors import GameOver, IllegalAction, InvalidAction, RulesError
from engine.events import Event
from engine.game import DeckRejected, Game
from engine.ids import PLAYERS, CardId, InstanceId, PlayerId, ZoneRef, opponent
from engine.ruleset import ActionRule, DeckSection, Ruleset
from engine.state import Outcome, Task
from engine.views import CardView, View, ZoneView
from engine.zones import PhaseSpec, Visibility, ZoneSpec

__version__ = "0.1.0"

__all__ = [
    "PLAYERS", "Action", "ActionRule", "CardId", "CardView", "Decision", "DecisionKind", "DeckRejected",
    "DeckSection", "Event", "Game", "GameOver", "IllegalAction", "InstanceId", "InvalidAction", "Outcome",
    "PhaseSpec", "PlayerId", "RulesError", "Ruleset", "Task", "View", "Visibility", "ZoneRef", "ZoneSpec",
    "ZoneView", "__version__", "opponent",
]  # fmt: skip
