"""The turn (6-1-1): Refresh, Draw, DON!!, Main and End Phases."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.ids import PlayerId
from engine.rulesets.one_piece import zones as Z
from engine.rulesets.one_piece.params import END_OF_OPPONENT_TURN, END_OF_TURN, UNTIL_NEXT_TURN, params_of
from engine.rulesets.one_piece.procedures import (
    add_don,
    draw,
    is_first_turn,
    non_turn_player,
    return_given_don,
    settle,
    signal,
    window_actions,
)
from engine.shared_values import shared_window
from engine.state import PendingTrigger, Task
from engine.zones import PhaseSpec

if TYPE_CHECKING:
    from engine.game import Game

REFRESH, DRAW, DON, MAIN, END = "refresh", "draw", "don", "main", "end"
BATTLE_STEPS = ("attack", "block", "counter", "damage", "end_of_battle")


def phase_specs(resource: str) -> tuple[PhaseSpec, ...]:
    return (
        PhaseSpec(REFRESH, "Refresh Phase"),
        PhaseSpec(DRAW, "Draw Phase"),
        PhaseSpec(DON, f"{resource} Phase"),
        PhaseSpec(MAIN, "Main Phase", BATTLE_STEPS),
        PhaseSpec(END, "End Phase"),
    )


def refresh_phase(game: Game, task: Task) -> None:
    """6-2: effects "until the start of your next turn" end, start-of-turn effects, given DON!! return, all active."""
    state = game.state
    player = state.turn_player
    if task.step == 0:
        taken: list[int] = state.vars.setdefault("turns_taken", [0, 0])
        taken[player] += 1
        if state.effects:  # (ending none changes nothing)
            game.end_effects(UNTIL_NEXT_TURN, player)  # 6-2-1
        task.step = 1
        game.push(task)
        signal(game, "start_of_turn", None, player)  # 6-2-2: both players' effects read the signal
        settle(game)
        return
    rested = params_of(game).refresh_returns_rested
    for host in Z.leader_and_characters(game, player):
        return_given_don(game, host, rested=rested, rule="6-2-3")
    cards = state.cards
    for area in (Z.LEADER, Z.CHARACTERS, Z.STAGE, Z.COST):
        for iid in game.zone(Z.ref(area, player)):
            if cards[iid].orientation != Z.ACTIVE:  # (an active card stays as it is: no event)
                game.set_orientation(iid, Z.ACTIVE, rule="6-2-4")


def draw_phase(game: Game, task: Task) -> None:
    """6-3-1: draw 1, except the first player on their first turn."""
    player = game.state.turn_player
    if is_first_turn(game, player) and player == game.state.vars["first_player"]:
        game.log("The player going first does not draw on their first turn.", player, "6-3-1")
        return
    draw(game, player, rule="6-3-1")


def don_phase(game: Game, task: Task) -> None:
    """6-4: place 2 DON!! (1 on the first player's first turn), or as many as are left (6-4-2, 6-4-3)."""
    params = params_of(game)
    player = game.state.turn_player
    first = is_first_turn(game, player) and player == game.state.vars["first_player"]
    add_don(game, player, params.first_turn_don if first else params.don_per_turn, rule="6-4-1")


def main_phase(game: Game, task: Task) -> None:
    """6-5: start-of-Main-Phase effects (6-5-1), then the act-or-pass window (6-5-2) until the player ends it."""
    player = game.state.turn_player
    if task.step == 0:
        task.step = 1
        game.push(task)
        signal(game, "start_of_main", None, player)
        settle(game)
        return
    answer = game.answer(task)
    if answer is not None and answer.kind == "pass":
        game.log("The Main Phase ends.", player, "6-5-2-1")
        return
    game.state.step = ""
    prompt = f"Play a card, give {params_of(game).resource}, attack, or end your Main Phase"
    game.ask(task, shared_window(player, prompt, "6-5-2", "main", window_actions(game, "main")))


def end_phase(game: Game, task: Task) -> None:
    """6-6: end-of-turn auto effects, then durations end, turn player's first (A 6-6-1-1 to 6-6-1-3, B 6-6-1-1 to
    6-6-1-3); the kernel then hands the turn over (6-6-1-4). A's 6-6-1-2 in two halves: the turn player's delayed
    effects, then their "until the end of the turn" effects end, then the non-turn player's delayed effects and
    theirs."""
    params = params_of(game)
    player, other = game.state.turn_player, non_turn_player(game)
    if task.step == 0:
        task.step = 1 if params.end_phase_opponent_step else 2
        game.push(task)
        _signal_end_of_turn(game, player)
        if not params.end_phase_opponent_step:  # B 6-6-1-1: one activation step
            _signal_end_of_opponent_turn(game, other)
        settle(game)
        return
    if task.step == 1:  # A 6-6-1-1-2: [End of Your Opponent's Turn] after all [End of Your Turn]
        task.step = 2
        game.push(task)
        _signal_end_of_opponent_turn(game, other)
        settle(game)
        return
    if task.step == 2 and params.end_phase_delayed_step:  # A 6-6-1-2 (1): the turn player's delayed effects ...
        task.step = 3
        game.push(task)
        waiting = {t.tid for t in game.state.triggers}
        signal(game, "end_of_turn_delayed", None, player)
        held = [t for t in game.state.triggers if t.controller == other and t.tid not in waiting]
        if held:  # ... the non-turn player's wait for (2)
            task.args["held"] = [t.to_data() for t in held]
            game.state.triggers = [t for t in game.state.triggers if t not in held]
        settle(game)
        return
    if task.step == 3:  # A 6-6-1-2 (1): then the turn player's "until the end of the turn / End Phase" effects end;
        _expire(game, params.end_phase_expiry[0], player, player)  # (2) the non-turn player's delayed effects
        task.step = 4
        game.push(task)
        game.state.triggers.extend(PendingTrigger.from_data(t) for t in task.args.pop("held", []))
        settle(game)
        return
    for index, group in enumerate(params.end_phase_expiry):
        for who in (player, other):
            if not (task.step == 4 and index == 0 and who == player):  # A: already ended in (1)
                _expire(game, group, who, player)


def _expire(game: Game, group: tuple[str, ...], who: PlayerId, turn_player: PlayerId) -> None:
    """`who`'s effects lasting one of the durations of `group` end (6-6-1-2, 6-6-1-3); "until the end of your
    opponent's next turn" effects end with the turn player's "until the end of the turn" ones."""
    if not game.state.effects:  # (ending none changes nothing)
        return
    for until in group:
        game.end_effects(until, who)
    if END_OF_TURN in group and who == turn_player:
        game.end_effects(END_OF_OPPONENT_TURN, turn_player)  # set up in the other player's turn


def _signal_end_of_turn(game: Game, player: PlayerId) -> None:
    signal(game, "end_of_turn", None, player)


def _signal_end_of_opponent_turn(game: Game, player: PlayerId) -> None:
    signal(game, "end_of_opponent_turn", None, player)
