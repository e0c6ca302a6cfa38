"""The turn (6-1): Charge Phase, Main Phase (with its End Step) and End Phase."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.decisions import Decision, DecisionKind
from engine.ids import PLAYERS, InstanceId
from engine.rulesets.dragon_ball_super import zones as Z
from engine.rulesets.dragon_ball_super.keywords import ENERGY_EXHAUST, SERVANT, has_keyword
from engine.rulesets.dragon_ball_super.procedures import (
    END_OF_MAIN,
    first_player,
    is_first_turn,
    non_turn_player,
    settle,
    signal,
    to_warp,
    window_actions,
)
from engine.rulesets.one_piece.procedures import draw
from engine.shared_values import shared_window
from engine.state import Task
from engine.zones import PhaseSpec

if TYPE_CHECKING:
    from engine.game import Game

CHARGE, MAIN, END = "charge", "main", "end"
MAIN_STEPS = ("attack", "offense", "defense", "damage", "end_of_battle", "end_step")
OVER_REALM_PLAYED = "over_realm_played"
"""`turn_flags` mark of a card played with [Over Realm]: it goes to the Warp at the end of the turn (10-15-4)."""


def phase_specs() -> tuple[PhaseSpec, ...]:
    return (
        PhaseSpec(CHARGE, "Charge Phase"),
        PhaseSpec(MAIN, "Main Phase", MAIN_STEPS),
        PhaseSpec(END, "End Phase"),
    )


def charge_phase(game: Game, task: Task) -> None:
    """6-2: beginning-of-turn triggers (6-2-1), cards to Active (6-2-2), draw (6-2-3), charge 1 energy (6-2-5)."""
    state = game.state
    player = state.turn_player
    if task.step == 0:
        taken: list[int] = state.vars.setdefault("turns_taken", [0, 0])
        taken[player] += 1
        game.end_effects("start_of_your_next_turn", player)
        task.step = 1
        game.push(task)
        signal(game, "start_of_turn", None, player)  # 6-2-1
        settle(game)
        return
    if task.step == 1:
        cards = state.cards
        for area in (Z.LEADER, Z.BATTLE, Z.ENERGY, Z.UNISON):  # 6-2-2 (the turn player's: NOTES.md)
            for iid in game.zone(Z.ref(area, player)):
                if cards[iid].orientation == Z.ACTIVE:
                    continue  # already Active (set_orientation would change nothing)
                if area == Z.BATTLE and has_keyword(game, iid, SERVANT):
                    continue  # 10-43-1
                game.set_orientation(iid, Z.ACTIVE, rule="6-2-2")
        if is_first_turn(game, player) and player == first_player(game):
            game.log("The player going first does not draw on their first turn.", player, "6-2-3")
        else:
            draw(game, player, rule="6-2-3")
        task.step = 2
        game.push(task)
        settle(game)  # 6-2-4
        return
    answer = game.answer(task)
    hand = game.zone(Z.ref(Z.HAND, player))
    if answer is None:
        if not hand:
            return
        game.ask(
            task,
            Decision(
                player,
                DecisionKind.CHOOSE,
                "Charge: you may put 1 card from your hand into your Energy Area",
                "6-2-5",
                "charge",
                options=tuple(hand),
                labels=tuple(game.definition(i).name for i in hand),
                minimum=0,
                maximum=1,
            ),
        )
        return
    if answer.picks:
        charge(game, InstanceId(answer.picks[0]))
    settle(game)  # 6-2-6


def charge(game: Game, iid: InstanceId, *, rule: str = "6-2-5") -> InstanceId:
    """A card from hand into the Energy Area: Active (3-8-3), or Rest Mode with [Energy-Exhaust] (10-34-1)."""
    player = game.state.cards[iid].controller
    rested = has_keyword(game, iid, ENERGY_EXHAUST)
    return game.move(iid, Z.ref(Z.ENERGY, player), face_up=True, orientation=Z.REST if rested else Z.ACTIVE,
                     reveal=True, rule="10-34-1" if rested else rule)  # fmt: skip


def main_phase(game: Game, task: Task) -> None:
    """6-3: "at the beginning of the Main Phase" (6-3-1-1), the free timing (6-3-1-2), the End Step (6-3-1-3)."""
    player = game.state.turn_player
    if task.step == 0:
        task.step = 1
        game.push(task)
        signal(game, "start_of_main", None, player)
        settle(game)
        return
    if task.step == 1:
        answer = game.answer(task)
        if answer is None or answer.kind != "pass":
            game.state.step = ""
            prompt = "Play a card, use a skill, attack, or end your Main Phase"
            game.ask(task, shared_window(player, prompt, "6-3-1-2", "main", window_actions(game, "main")))
            return
        game.log("The Main Phase ends.", player, "6-3-1-2-5")
        game.enter_step("end_step")
        task.step = 2
        game.push(task)
        signal(game, "end_of_main", None, player)  # 6-3-1-3-1-1
        settle(game)
        return
    game.end_effects(END_OF_MAIN, player)  # 6-3-1-3-1-2
    game.end_effects(END_OF_MAIN, non_turn_player(game))  # 6-3-1-3-1-3
    game.state.step = ""


END_SEEN = "end_of_turn_seen"
"""`state.vars` key: the cards in play when "at the end of the turn" was last signalled this End Phase."""


def end_phase(game: Game, task: Task) -> None:
    """6-4-1: "at the end of the turn" triggers (6-4-1-1), a checkpoint (6-4-1-2); while cards that came into play
    meanwhile have such skills not yet triggered this turn, again for them only (6-4-1-3); then [Over Realm] cards
    go to the Warp (10-15-4) and "for the turn" effects end, the turn player's first (6-4-1-4)."""
    player, other = game.state.turn_player, non_turn_player(game)
    if task.step == 0:
        game.state.vars[END_SEEN] = [int(i) for i in _in_play(game)]
        task.step = 1
        game.push(task)
        signal(game, "end_of_turn", None, player)
        settle(game)
        return
    seen = set(game.state.vars.get(END_SEEN, []))
    fresh = [i for i in _in_play(game) if i not in seen]
    if fresh:  # 6-4-1-3: the End Phase once more, for the skills whose trigger has not yet been met this turn
        game.state.vars[END_SEEN] = sorted(seen | set(fresh))
        before = len(game.state.triggers)
        signal(game, "end_of_turn", None, player)
        triggers = game.state.triggers
        kept = [t for t in triggers[before:] if t.source in fresh]
        del triggers[before:]
        triggers.extend(kept)
        if kept:
            game.push(task)
            settle(game)
            return
    game.state.vars.pop(END_SEEN, None)
    for iid in list(game.zone(Z.ref(Z.BATTLE, player))):
        if game.state.cards[iid].turn_flags.get(OVER_REALM_PLAYED):
            to_warp(game, iid, rule="10-15-4")
    for who in (player, other):
        game.end_effects("end_of_turn", who)
    game.end_effects("end_of_opponent_turn", player, made_before=game.state.turn)  # made this turn: it lasts on


_IN_PLAY_REFS = tuple(Z.ref(area, p) for p in PLAYERS for area in Z.IN_PLAY)


def _in_play(game: Game) -> list[InstanceId]:
    zones = game.state.zones
    return [i for ref in _IN_PLAY_REFS for i in zones[ref]]
