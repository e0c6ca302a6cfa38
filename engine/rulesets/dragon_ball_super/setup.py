"""Preparing the game (5-2-1): Leaders, shuffles, a random first player, opening hands, the one redraw, 8 Life."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.decisions import Decision, DecisionKind
from engine.ids import PLAYERS, InstanceId, PlayerId, opponent
from engine.rulesets.dragon_ball_super import zones as Z
from engine.rulesets.dragon_ball_super.carddata import starting_life
from engine.rulesets.dragon_ball_super.procedures import STARTED, draw, leader_of, settle, signal
from engine.sentences import plural, subject
from engine.state import Task

if TYPE_CHECKING:
    from engine.game import Game

OPENING_HAND = 6  # 5-2-1-6
STARTING_LIFE = 8  # 5-2-1-7
LEADER_PLACED, SHUFFLE, HANDS, REDRAW_FIRST, REDRAW_SECOND, LIFE = range(6)


def setup(game: Game, task: Task) -> None:
    """The "setup" task: 5-2-1-2 to 5-2-1-7, stopping for each redraw; the kernel's "turn" task then starts the
    first player's turn (5-2-1-8)."""
    state = game.state
    while True:
        step = task.step
        if step == LEADER_PLACED:  # 5-2-1-2 done by the deck sections; 5-2-1-3: "when placed", a checkpoint
            state.vars["turns_taken"] = [0, 0]
            task.step = SHUFFLE
            game.push(task)
            for player in PLAYERS:
                leader = leader_of(game, player)
                if leader is not None:
                    signal(game, "leader_placed", leader, player)
            settle(game)
            return
        if step == SHUFFLE:
            for player in PLAYERS:
                game.shuffle(Z.ref(Z.DECK, player), rule="5-2-1-4")
            first = PlayerId(game.rng.below(2))  # 5-2-1-5, 5-2-1-5-1: random, nobody chooses
            state.vars["first_player"] = int(first)
            game.log(f"{subject(first, 'is', 'are')} chosen at random to go first.", first, "5-2-1-5")
            task.step = HANDS
        elif step == HANDS:
            for player in _in_turn_order(game):
                draw(game, player, OPENING_HAND, rule="5-2-1-6")
            task.step = REDRAW_FIRST
        elif step in (REDRAW_FIRST, REDRAW_SECOND):
            if not _offer_redraw(game, task, _in_turn_order(game)[step - REDRAW_FIRST]):
                return
            task.step += 1
        else:
            for player in _in_turn_order(game):
                deck, life = game.zone(Z.ref(Z.DECK, player)), Z.ref(Z.LIFE, player)
                leader = leader_of(game, player)
                count = STARTING_LIFE if leader is None else starting_life(game.definition(leader), STARTING_LIFE)
                for _ in range(min(count, len(deck))):
                    game.move(deck[-1], life, face_up=False, rule="5-2-1-7")
            state.vars[STARTED] = True
            return


def _in_turn_order(game: Game) -> tuple[PlayerId, PlayerId]:
    first = PlayerId(game.state.vars["first_player"])
    return (first, opponent(first))


def _offer_redraw(game: Game, task: Task, player: PlayerId) -> bool:
    """5-2-1-6-1: return any number of cards, shuffle, draw that many; True once answered."""
    answer = game.answer(task)
    hand = game.zone(Z.ref(Z.HAND, player))
    if answer is None:
        labels = tuple(game.definition(i).name for i in hand)
        game.ask(
            task,
            Decision(
                player,
                DecisionKind.CHOOSE,
                "Redraw: choose the cards to return to your deck (none to keep your hand)",
                "5-2-1-6",
                "redraw",
                options=tuple(hand),
                labels=labels,
                minimum=0,
                maximum=len(hand),
            ),
        )
        return False
    returned = [InstanceId(i) for i in answer.picks]
    if returned:
        deck = Z.ref(Z.DECK, player)
        for iid in returned:
            game.move(iid, deck, rule="5-2-1-6-1")
        game.shuffle(deck, rule="5-2-1-6-1")
        draw(game, player, len(returned), rule="5-2-1-6-1")
    game.log(f"{subject(player, 'redraws', 'redraw')} {plural(len(returned), 'card')}.", player, "5-2-1-6-1")
    return True
