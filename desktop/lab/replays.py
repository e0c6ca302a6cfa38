"""A lab game as a replay: played again from its seed, recorded, and opened in the replay viewer."""

from __future__ import annotations

from desktop.replays.loading import LoadedReplay, load_text
from desktop.replays.recording import new_header
from engine.actions import Action
from engine.formats.cards import CardDatabase
from engine.game import Game
from engine.harness.lab import LabGame, LabPlan, play_lab_game
from engine.replay import Recorder
from engine.ruleset import Ruleset


def lab_replay_text(plan: LabPlan, index: int, ruleset: Ruleset, database: CardDatabase) -> tuple[str, LabGame]:
    """Game `index` of the plan played again (its seed makes it the same game) and written as a replay file's text;
    with the game as the lab saw it this time."""
    actions: list[Action] = []
    game = play_lab_game(plan, index, ruleset, database, keep=actions)
    decks, seed = plan.decks_of(index), plan.game_seed(index)
    header = new_header(ruleset, database, decks, seed, ("bot", "bot"), lab={"seed": plan.seed, "game": index})
    recorder = Recorder(header)
    text = recorder.header_text() + recorder.record_all(Game.new(ruleset, database, decks, seed), actions)
    return text, game


def lab_replay(plan: LabPlan, index: int, ruleset: Ruleset, database: CardDatabase) -> LoadedReplay:
    """Game `index` of the plan, ready for the replay viewer (raises ReplayProblem as any replay can)."""
    text, _ = lab_replay_text(plan, index, ruleset, database)
    return load_text(text, f"Lab game {index + 1} (seed {plan.game_seed(index)})")
