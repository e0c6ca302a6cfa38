"""The seven steps of a turn (6-1-1) with player one's first-turn exceptions (6-3-3, 6-7-2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import actions as A
from engine.decisions import Decision, DecisionKind
from engine.ids import opponent
from engine.rulesets.battle_spirits_saga import zones as Z
from engine.rulesets.battle_spirits_saga.battle import ATTACK, BATTLE_STEPS
from engine.rulesets.battle_spirits_saga.burst import signal
from engine.rulesets.battle_spirits_saga.cores import from_void
from engine.rulesets.battle_spirits_saga.effects import give_back
from engine.rulesets.battle_spirits_saga.main_actions import MAIN_ACTIONS
from engine.rulesets.battle_spirits_saga.setup import draw
from engine.sentences import subject, their
from engine.state import Task
from engine.zones import PhaseSpec

if TYPE_CHECKING:
    from engine.game import Game

START, CORE, DRAW, REFRESH, MAIN, END = "start", "core", "draw", "refresh", "main", "end"
PHASES = (
    PhaseSpec(START, "Start Step"),  # 6-2
    PhaseSpec(CORE, "Core Step"),  # 6-3
    PhaseSpec(DRAW, "Draw Step"),  # 6-4
    PhaseSpec(REFRESH, "Refresh Step"),  # 6-5
    PhaseSpec(MAIN, "Main Step"),  # 6-6
    PhaseSpec(ATTACK, "Attack Step", BATTLE_STEPS),  # 6-7, chapter 7
    PhaseSpec(END, "End Step"),  # 6-8
)


def resolve_now(game: Game) -> None:
    """Effects waiting for resolution are resolved before the step goes on (6-2-2, 6-3-2, 6-4-2, 6-5-2)."""
    if game.state.triggers:
        game.push(Task("resolve_triggers"))


def first_turn(game: Game) -> bool:
    """Player one's first turn: the game's first (6-3-3, 6-7-2)."""
    return game.state.turn == 1


def start_step(game: Game, task: Task) -> None:
    """6-2: start-of-step triggers; a player starting their start step with no deck loses (6-2-2, 9-2-4)."""
    player = game.state.turn_player
    game.end_effects("start_of_your_next_turn", player)
    signal(game, "start_step", None, player)
    if not game.zone(Z.ref(Z.DECK, player)):
        game.end_game(opponent(player), f"{subject(player, 'has', 'have')} no cards in {their(player)} deck at "
                      f"{their(player)} start step.", "9-2-4")  # fmt: skip
    resolve_now(game)


def core_step(game: Game, task: Task) -> None:
    """6-3-2: one core from the void to the reserve; player one has no core step on their first turn (6-3-3)."""
    if first_turn(game):
        game.log("Player one has no core step on their first turn.", game.state.turn_player, "6-3-3")
        return
    signal(game, "core_step", None, game.state.turn_player)
    from_void(game, Z.ref(Z.RESERVE, game.state.turn_player), 1, rule="6-3-2")
    resolve_now(game)


def draw_step(game: Game, task: Task) -> None:
    """6-4-2: the turn player draws one card (player one too, on their first turn)."""
    signal(game, "draw_step", None, game.state.turn_player)
    draw(game, game.state.turn_player, 1, rule="6-4-2")
    resolve_now(game)


def refresh_step(game: Game, task: Task) -> None:
    """6-5-2: refresh every card on the field and move every core from the trash to the reserve."""
    player = game.state.turn_player
    signal(game, "refresh_step", None, player)
    for iid in Z.field(game, player):
        game.set_orientation(iid, Z.REFRESHED, rule="6-5-2")
    trash, reserve = Z.ref(Z.TRASH, player), Z.ref(Z.RESERVE, player)
    for kind in Z.KINDS:
        count = game.tokens_at(trash, kind)
        if count:
            game.move_tokens(kind, count, trash, reserve, rule="6-5-2")
    resolve_now(game)


def main_step(game: Game, task: Task) -> None:
    """6-6-1: start-of-step triggers, then the turn player's actions until they end the step (6-6-1-2-5)."""
    player = game.state.turn_player
    answer = game.answer(task)
    if task.step == 0:
        task.step = 1
        signal(game, "main_step", None, player)
    elif answer is not None and answer.kind == A.PASS:
        return
    prompt = "Main step: summon, place, use magic, set a burst, move cores, use an effect, or end the step"
    game.ask(task, Decision(player, DecisionKind.ACT, prompt, "6-6-1-2-1", MAIN, allowed=MAIN_ACTIONS))


def attack_step(game: Game, task: Task) -> None:
    """6-7: attack with a refreshed spirit, battle by battle, or end the step; none on player one's first turn."""
    player = game.state.turn_player
    if first_turn(game):
        game.log("Player one has no attack step on their first turn.", player, "6-7-2")
        return
    answer = game.answer(task)
    if task.step == 0:
        task.step = 1
        signal(game, "attack_step", None, player)
    elif answer is not None and answer.kind == A.PASS:
        return
    game.state.step = ""
    game.ask(task, Decision(player, DecisionKind.ACT, "Attack step: attack with a refreshed spirit, or end the step",
                            "6-7-3-2", ATTACK, allowed=(ATTACK,)))  # fmt: skip


def end_step(game: Game, task: Task) -> None:
    """6-8-1: end-of-turn triggers, then "this turn" effects end and what that causes is resolved (6-8-1-2)."""
    player = game.state.turn_player
    if task.step == 0:
        task.step = 1
        game.push(task)
        signal(game, "end_step", None, player)
        resolve_now(game)
        return
    if task.step == 1:
        task.step = 2
        game.push(task)  # 6-8-1-2: the management this causes (a checkpoint runs first) happens in this end step
        give_back(game)  # control taken "until the end of the turn" ends with the other "this turn" effects
        game.end_effects("end_of_turn")
        # the effects whose duration counts this player's turn: "your opponent's NEXT turn", so not one made in it
        game.end_effects("end_of_opponent_turn", player, made_before=game.state.turn)
        return
    resolve_now(game)
