"""Rule actions (section 9): interrupts (refresh, level up) at once, the rest at a check timing (8.5.1)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from engine.decisions import Decision, DecisionKind
from engine.ids import PLAYERS, InstanceId, PlayerId, ZoneRef, opponent
from engine.rulesets.weiss_schwarz import procedures as P
from engine.rulesets.weiss_schwarz import stats as S
from engine.rulesets.weiss_schwarz import zones as Z
from engine.sentences import subject, their
from engine.state import Task

if TYPE_CHECKING:
    from engine.game import Game
    from engine.state import ContinuousEffect

LEVEL_UP = "ws:level_up"
CLOCK_LIMIT = 7  # 3.8.3, 9.3.1
LOSING_LEVEL = 4  # 1.2.2.1, 9.4.1.1
COST_BLOCK = "ability:block"
_POWER_KINDS = ("power", "set_power")
_NOTHING: frozenset[InstanceId] = frozenset()
_STAGE_AND_MARKER = tuple(zip(Z.STAGE_REFS, Z.MARKER_REFS, strict=True))  # each position with its marker area


def paying_cost(game: Game) -> bool:
    """9.2.3, 9.3.3: is a cost being paid (an ability's cost steps waiting on a choice)?"""
    return any(task.kind == COST_BLOCK and task.args.get("cost") for task in game.state.stack)


def interrupt_due(game: Game) -> bool:
    """Is an interrupt rule action due: an empty deck (9.2.1) or a clock of 7 or more (9.3.1)? It suspends whatever
    is being executed (9.1.2.1), an effect between two of its steps too (the dialect's `interrupt_due`)."""
    zones = game.state.zones
    deck0, deck1 = Z.DECK_REFS
    clock0, clock1 = Z.CLOCK_REFS
    return not (zones[deck0] and zones[deck1] and len(zones[clock0]) < CLOCK_LIMIT and len(zones[clock1]) < CLOCK_LIMIT)


def interrupts(game: Game) -> None:
    """Interrupt rule actions (9.1.2.1), run before every engine step: the reshuffle (9.2) and the
    level up (9.3), the turn player's first (9.1.2.1.1.1). Not while a cost is paid (9.2.3, 9.3.3)."""
    state = game.state
    zones = state.zones
    if state.outcome is not None or not interrupt_due(game):
        return  # nothing to do: the usual case, checked before every engine step
    decks_empty = [p for p in P.turn_order(game) if not zones[ZoneRef(Z.DECK, p)]]
    full = [p for p in P.turn_order(game) if len(zones[ZoneRef(Z.CLOCK, p)]) >= CLOCK_LIMIT]
    if paying_cost(game) or (state.stack and state.stack[-1].kind == LEVEL_UP):
        return
    for player in decks_empty:
        P.refresh(game, player)
        if state.outcome is not None:
            return
    if full:
        game.push(Task(LEVEL_UP, {"player": int(full[0])}))


def level_up(game: Game, task: Task) -> None:
    """9.3.2: choose 1 of the bottom 7 clock cards for the level; the other 6 go to the waiting room
    (in clock order: NOTES.md). Cards above the bottom 7 stay (NOTES.md 14)."""
    player = PlayerId(task.args["player"])
    clock = game.state.zones[ZoneRef(Z.CLOCK, player)]
    if len(clock) < CLOCK_LIMIT:
        return
    bottom = clock[:CLOCK_LIMIT]
    answer = game.answer(task)
    if answer is None:
        labels = tuple(game.definition(i).name for i in bottom)
        game.ask(task, Decision(player, DecisionKind.CHOOSE, "Level up: choose a card for your level", "9.3.2",
                                "level_up", options=tuple(bottom), labels=labels, minimum=1, maximum=1))  # fmt: skip
        return
    chosen = InstanceId(answer.picks[0])
    new = game.move(chosen, ZoneRef(Z.LEVEL, player), face_up=True, rule="9.3.2")
    for iid in [i for i in bottom if i != chosen]:
        game.move(iid, ZoneRef(Z.WAITING_ROOM, player), rule="9.3.2")
    game.log(f"{subject(player, 'levels', 'level')} up to level {Z.level_of_player(game, player)}.", player, "9.3.2")
    P.signal(game, "level_up", new, player)


def losers(game: Game) -> list[tuple[PlayerId, str]]:
    """9.4.1: who meets a losing condition now."""
    zones = game.state.zones
    found = []
    for player in PLAYERS:
        if len(zones[Z.LEVEL_REFS[player]]) >= LOSING_LEVEL:
            found.append((player, "9.4.1.1"))
        elif not zones[Z.DECK_REFS[player]] and not zones[Z.WAITING_ROOM_REFS[player]]:
            found.append((player, "9.4.1.2"))
    return found


def pending_moves(game: Game) -> list[tuple[InstanceId, str]]:
    """The cards the check-type rule actions 9.5 to 9.8 put into the waiting room now."""
    state = game.state
    zones = state.zones
    found: list[tuple[InstanceId, str]] = []
    effects = state.effects
    touched = {t for e in effects if e.kind in _POWER_KINDS for t in e.targets} if effects else _NOTHING
    lowers, safe = S.power_shortcuts(game)
    everything: Sequence[ContinuousEffect] | None = None
    cards = state.cards
    for stage, marker in _STAGE_AND_MARKER:
        pile = zones[stage]
        if pile:
            if len(pile) > 1:
                found.extend((iid, "9.6.1") for iid in pile[:-1])  # all but the last placed
            top = pile[-1]
            if top not in touched and cards[top].card_id in safe:
                continue  # printed power above 0, and nothing lowers it
            if not lowers and S.current(game, top, "power", effects) > 0:
                continue  # continuous abilities only raise powers: the power without them is a lower bound
            if everything is None:
                everything = S.effects_for(game, "power")
            if S.current(game, top, "power", everything) <= 0:
                found.append((top, "9.5.1"))
        elif zones[marker]:
            found.extend((iid, "9.8.1") for iid in zones[marker])
    for ref in Z.CLIMAX_REFS:
        climaxes = zones[ref]
        if len(climaxes) > 1:
            found.extend((iid, "9.7.1") for iid in climaxes[:-1])
    return found


def refreshing(game: Game) -> list[PlayerId]:
    """9.9.1: the players whose refresh point is 1 or more, the turn player first."""
    counters = game.state.player_counters
    first, second = Z.SEATS
    if counters[first].get(P.REFRESH_POINT, 0) < 1 and counters[second].get(P.REFRESH_POINT, 0) < 1:
        return []  # the usual case, asked at every check timing
    return [p for p in P.turn_order(game) if counters[p].get(P.REFRESH_POINT, 0) >= 1]


def rule_actions_due(game: Game) -> bool:
    """Would a check timing run any rule action now?"""
    return bool(losers(game) or refreshing(game) or pending_moves(game))  # the dearest question last


def check_would_act(game: Game) -> bool:
    """Would a check timing scheduled now (8.5.1) do anything: an interrupt rule action due before it (9.1.2.1),
    a check-type rule action (9.1.2.2) or an automatic ability waiting (8.5.1.2)? If not, it changes nothing. (True
    while a decision is pending: the check timing would run after the answer, on another state.)"""
    state = game.state
    return state.decision is not None or bool(state.triggers) or interrupt_due(game) or rule_actions_due(game)


def go_on(game: Game, task: Task, handler: Callable[[Game, Task], None]) -> None:
    """Go on with `task` after a check timing, as the last thing a step does. When the check timing would do nothing
    (`check_would_act`) and the game goes on, `handler` runs the task at once, as the engine's next step would (the
    interrupt check before that step finds nothing either); else the task waits under a check timing."""
    if game.state.outcome is None and not check_would_act(game):
        handler(game, task)
        return
    game.push(task)
    P.push_check(game)


def check_next(game: Game) -> None:
    """Schedule a check timing (8.5.1) to run next, as the last thing a step does. One that would do nothing
    (`check_would_act`) is left out: the engine's next step then runs exactly as it would after it."""
    if game.state.outcome is not None or check_would_act(game):
        P.push_check(game)


def check_rule_actions(game: Game) -> bool:
    """8.5.1.1: every check-type rule action due now, all at once (9.1.2.2.1). True if any ran."""
    with game.frozen_effects():
        lost = losers(game)
        moves = [] if lost else pending_moves(game)
    if lost:
        if len(lost) == 2:
            game.end_game(None, "Both players meet a losing condition at once: a draw.", "1.2.3")
        else:
            player, rule = lost[0]
            what = f"4 or more cards in {their(player)} level" if rule == "9.4.1.1" else "no deck and no waiting room"
            game.end_game(opponent(player), f"{subject(player, 'has', 'have')} {what}.", rule)
        return True
    penalised = refreshing(game)
    for iid, rule in moves:
        if iid in game.state.cards:
            P.to_waiting_room(game, iid, rule=rule)
    for player in penalised:  # 9.9.1: not damage, so nothing cancels it (4.10.2)
        points = game.state.player_counters[player][P.REFRESH_POINT]
        game.set_player_counter(player, P.REFRESH_POINT, points - 1)
        P.take_top(game, player, ZoneRef(Z.CLOCK, player), face_up=True, rule="9.9.1")
    return bool(moves or penalised)


def check_timing(game: Game, task: Task) -> None:
    """8.5.1: rule actions until none remain; then one automatic ability of the turn player (else of
    the non-turn player), and again from the rule actions; until nothing is left."""
    if game.state.outcome is not None:
        return
    if check_rule_actions(game):
        game.push(task)
        return
    if game.state.triggers:
        game.push(task)
        game.push(Task("resolve_triggers", {"once": True}))
