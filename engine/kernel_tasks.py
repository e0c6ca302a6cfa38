"""The kernel's own procedures: the turn and phase machine, and resolving pending triggers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.decisions import Decision, DecisionKind
from engine.events import Event
from engine.ids import PlayerId
from engine.ruleset import Handler
from engine.state import PendingTrigger, Task

if TYPE_CHECKING:
    from engine.game import Game


def run_turn(game: Game, task: Task) -> None:
    """Start the next turn, then run every declared phase in order; then the turn after."""
    state = game.state
    if state.turn == 0:
        state.turn_player = PlayerId(state.vars.get("first_player", 0))
    else:
        state.turn_player = game.ruleset.next_turn_player(game)
    state.turn += 1
    for card in state.cards.values():
        if card.turn_flags:
            card.turn_flags.clear()
    game.emit(Event("turn", player=state.turn_player, amount=state.turn))
    game.push(Task("turn"))
    for phase in reversed(game.ruleset.phases):
        game.push(Task("phase", {"name": phase.name}))


def run_phase(game: Game, task: Task) -> None:
    name = task.args["name"]
    game.state.phase = name
    game.state.step = ""
    game.emit(Event("phase", player=game.state.turn_player, text=name))
    game.push(Task(f"phase:{name}"))


TRIGGER_MARKS = "trigger_marks"
"""In "stack_turn_player" mode: the id counter each time a trigger began resolving, innermost last."""


def _newest(game: Game) -> list[PendingTrigger]:
    """The pending triggers activated most recently: those queued since the innermost resolution still having any
    began (each resolution's own are newer than those waiting before it); with none, everyone's."""
    state = game.state
    marks: list[int] = state.vars.get(TRIGGER_MARKS, [])
    while marks:
        newer = [t for t in state.triggers if t.tid >= marks[-1]]
        if newer:
            return newer
        marks.pop()
    return list(state.triggers)


def resolve_triggers(game: Game, task: Task) -> None:
    """Resolve pending triggers: the first player in the ruleset's order with any goes
    first; they pick which of theirs resolves next (or order them all, in "batch" mode). In
    "turn_player_all" mode the turn player picks among both players' (the other's labelled so). In
    "stack_turn_player" mode the same, but only among the most recently activated ones: triggers activated while
    one resolves resolve before those that were already waiting (a stack of simultaneous groups).

    With `{"once": True}` in its args the task resolves one trigger (one batch) and stops, so a
    ruleset can run its own checks between two triggers (Weiß Schwarz's check timing, 8.5.1).
    """
    state = game.state
    if not state.triggers:
        state.vars.pop(TRIGGER_MARKS, None)
        return
    stack = game.ruleset.trigger_ordering == "stack_turn_player"
    if game.ruleset.trigger_ordering == "turn_player_all":  # the turn player picks among everyone's
        player, mine = state.turn_player, list(state.triggers)
    elif stack:  # the turn player picks among the most recently activated (see `_newest`)
        player, mine = state.turn_player, _newest(game)
    else:
        for player in game.ruleset.trigger_order(game):
            mine = [t for t in state.triggers if t.controller == player]
            if mine:
                break
    answer = game.answer(task)
    if answer is not None:
        chosen = list(answer.picks)
    elif len(mine) == 1:
        chosen = [mine[0].tid]
    else:
        batch = game.ruleset.trigger_ordering == "batch"
        game.ask(
            task,
            Decision(
                player,
                DecisionKind.ORDER if batch else DecisionKind.CHOOSE,
                "Order your triggered effects" if batch else "Choose which triggered effect resolves next",
                rule=game.ruleset.trigger_rule,
                context="order_triggers",
                options=tuple(t.tid for t in mine),
                labels=tuple(t.label if t.controller == player else f"{t.label} (opponent's)" for t in mine),
                minimum=1,
                maximum=1,
            ),
        )
        return
    if stack:  # what activates from now on is newer than everything waiting
        state.vars.setdefault(TRIGGER_MARKS, []).append(state.next_id)
    if not task.args.get("once"):
        game.push(Task("resolve_triggers"))
    by_id = {t.tid: t for t in state.triggers}
    for tid in reversed(chosen):
        trigger = by_id[tid]
        state.triggers.remove(trigger)
        args = {"source": trigger.source, "controller": int(trigger.controller), **trigger.data}
        game.push(Task(trigger.ability, args))


KERNEL_HANDLERS: dict[str, Handler] = {
    "turn": run_turn,
    "phase": run_phase,
    "resolve_triggers": resolve_triggers,
}
