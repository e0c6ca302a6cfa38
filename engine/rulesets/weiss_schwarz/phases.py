"""The turn (section 6): stand, draw, clock, main, climax and end phases, and play timings (8.5.2)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine import actions as A
from engine.decisions import Decision, DecisionKind
from engine.ids import InstanceId, PlayerId, ZoneRef
from engine.rulesets.weiss_schwarz import procedures as P
from engine.rulesets.weiss_schwarz import zones as Z
from engine.rulesets.weiss_schwarz.kinds import CLOCK_CARD, MAIN_ACTIONS, PLAY_CLIMAX
from engine.rulesets.weiss_schwarz.rule_actions import check_next, check_would_act, go_on, rule_actions_due
from engine.shared_values import shared_window
from engine.state import Task
from engine.zones import PhaseSpec

if TYPE_CHECKING:
    from engine.game import Game

STAND, DRAW, CLOCK, MAIN, CLIMAX, ATTACK, END = "stand", "draw", "clock", "main", "climax", "attack", "end"
ATTACK_STEPS = ("declaration", "trigger", "counter", "damage", "battle", "encore")
PHASES = (
    PhaseSpec(STAND, "Stand"),  # 6.2
    PhaseSpec(DRAW, "Draw"),  # 6.3
    PhaseSpec(CLOCK, "Clock"),  # 6.4
    PhaseSpec(MAIN, "Main"),  # 6.5
    PhaseSpec(CLIMAX, "Climax"),  # 6.6
    PhaseSpec(ATTACK, "Attack", ATTACK_STEPS),  # 6.7, section 7
    PhaseSpec(END, "End"),  # 6.8
)
HAND_LIMIT = 7  # 3.3.3.1
CHECKED = "checked"
CLIMAX_PLAYED = "ws_climax_played"  # the turn a climax was played (6.6.1.2.2)
SHOTS = "ws_shots"


def play_timing(game: Game, task: Task, decision: Decision, *, next_step: int | None = None) -> None:
    """8.5.2: a check timing first (8.5.2.1); only then does the player get the play timing (8.5.2.2). A check timing
    with nothing to do (`check_would_act`) is not run as a step of its own: the play timing opens at once, as it
    would after that check timing."""
    if (task.args.pop(CHECKED, False) or not check_would_act(game)) and not game.state.triggers:
        if next_step is not None:
            task.step = next_step
        game.ask(task, decision)
        return
    task.args[CHECKED] = True
    game.push(task)
    P.push_check(game)


def _then_check(game: Game, task: Task, step: int, handler: Callable[[Game, Task], None]) -> None:
    """On to `step` of the phase `handler` runs, after a check timing (the last thing the step does)."""
    task.step = step
    go_on(game, task, handler)


def stand_phase(game: Game, task: Task) -> None:
    """6.2.1: "beginning of turn / stand phase" triggers, check timing, stand everything, check timing."""
    player = game.state.turn_player
    if task.step == 0:
        game.end_effects("start_of_your_next_turn", player)
        P.signal(game, "start_of_turn", None, player)
        P.signal(game, "start_of_stand_phase", None, player)
        _then_check(game, task, 1, stand_phase)
        return
    for iid in Z.characters(game, player):
        game.set_orientation(iid, Z.STAND, rule="6.2.1.2")
    check_next(game)  # 6.2.1.3


def draw_phase(game: Game, task: Task) -> None:
    """6.3.1: the turn player draws one card (the starting player too: NOTES.md)."""
    player = game.state.turn_player
    if task.step == 0:
        P.signal(game, "start_of_draw_phase", None, player)
        _then_check(game, task, 1, draw_phase)
        return
    P.draw(game, player, 1, rule="6.3.1.2")
    check_next(game)  # 6.3.1.3


def clock_phase(game: Game, task: Task) -> None:
    """6.4.1: the turn player may put a card from hand into the clock, and then draws 2."""
    player = game.state.turn_player
    if task.step == 0:
        P.signal(game, "start_of_clock_phase", None, player)
        _then_check(game, task, 1, clock_phase)
        return
    if task.step == 1 and game.zone(ZoneRef(Z.HAND, player)):
        task.step = 2
        game.ask(task, Decision(player, DecisionKind.ACT, "Clock phase: put a card from your hand into your clock "
                                "(then draw 2), or pass", "6.4.1.2", CLOCK, allowed=(CLOCK_CARD,)))  # fmt: skip
        return
    game.answer(task)
    check_next(game)  # 6.4.1.3


def main_phase(game: Game, task: Task) -> None:
    """6.5.1: play timings until the turn player passes (6.5.1.3)."""
    player = game.state.turn_player
    answer = game.answer(task)
    if task.step == 0:
        task.step = 1
        P.signal(game, "start_of_main_phase", None, player)  # 6.5.1.1
    elif answer is not None and answer.kind == A.PASS:
        return
    prompt = "Main phase: play a character or an event, use an ability, move a character, or pass"
    play_timing(game, task, shared_window(player, prompt, "6.5.1.2", MAIN, MAIN_ACTIONS))


def climax_phase(game: Game, task: Task) -> None:
    """6.6.1: one play timing, for a climax only; after any action no other (6.6.1.2.2)."""
    player = game.state.turn_player
    if task.step == 0:
        P.signal(game, "start_of_climax_phase", None, player)
        _then_check(game, task, 1, climax_phase)
        return
    if task.step == 1:
        prompt = "Climax phase: play a climax, or pass"
        play_timing(game, task, shared_window(player, prompt, "6.6.1.2", CLIMAX, (PLAY_CLIMAX,)), next_step=2)
        return
    game.answer(task)
    check_next(game)  # 6.6.1.3


def _end_triggers(game: Game, player: PlayerId) -> None:
    """6.8.1.1: "at the beginning of the end phase" and "at the end of turn" abilities that have not triggered yet
    this turn trigger; each ability once a turn, so one that had not triggered still does when the phase restarts."""
    P.signal(game, "start_of_end_phase", None, player, once_per_turn=True)
    P.signal(game, "end_of_turn", None, player, once_per_turn=True)


def end_phase(game: Game, task: Task) -> None:
    """6.8.1: end triggers, discard to the hand limit, the climax goes, effects end; restarted only while
    something is still due once "until end of turn" effects have ended (6.8.1.5)."""
    state = game.state
    player = state.turn_player
    if task.step == 0:
        _end_triggers(game, player)
        _then_check(game, task, 1, end_phase)
        return
    hand = game.zone(ZoneRef(Z.HAND, player))
    if task.step == 1:
        task.step = 2
        if len(hand) > HAND_LIMIT:  # 6.8.1.2
            excess = len(hand) - HAND_LIMIT
            labels = tuple(game.definition(i).name for i in hand)
            game.ask(task, Decision(player, DecisionKind.CHOOSE, f"Hand limit: put {excess} card(s) into your waiting "
                                    "room", "6.8.1.2", "hand_limit", options=tuple(hand), labels=labels,
                                    minimum=excess, maximum=excess))  # fmt: skip
            return
    if task.step == 2:
        answer = game.answer(task)
        for iid in answer.picks if answer is not None else ():
            game.move(InstanceId(iid), ZoneRef(Z.WAITING_ROOM, player), rule="6.8.1.2")
        for iid in list(game.zone(ZoneRef(Z.CLIMAX, player))):  # 6.8.1.3
            game.move(iid, ZoneRef(Z.WAITING_ROOM, player), rule="6.8.1.3")
        _then_check(game, task, 3, end_phase)  # 6.8.1.4
        return
    for duration in ("end_of_turn", "end_of_battle"):  # 6.8.1.4
        game.end_effects(duration)
    game.end_effects("end_of_opponent_turn", player, made_before=state.turn)  # 8.2.1.2: made this turn, lasts on
    state.vars.pop(SHOTS, None)
    _end_triggers(game, player)  # 6.8.1.5: an end-of-turn ability that can trigger now and has not yet
    if len(hand) > HAND_LIMIT or state.triggers or rule_actions_due(game):  # 6.8.1.5
        game.log("Something is still due at the end of the turn: the End Phase starts again.", player, "6.8.1.5")
        task.step = 0
        game.push(task)
        return
    state.vars.pop(CLIMAX_PLAYED, None)
