"""Pre-game preparations (5-2-1): shuffle, first or second, start-of-game effects, opening hands, redraws, Life."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.decisions import Decision, DecisionKind
from engine.ids import PLAYERS, PlayerId, opponent
from engine.rulesets.one_piece import zones as Z
from engine.rulesets.one_piece.params import params_of
from engine.rulesets.one_piece.procedures import draw, leader_of, settle, signal
from engine.rulesets.one_piece.stats import life_value
from engine.sentences import subject, their
from engine.state import Task

if TYPE_CHECKING:
    from engine.game import Game

GO_FIRST, GO_SECOND = 0, 1

(SHUFFLE, CHOOSE, START_EFFECTS, START_EFFECTS_OTHER, START_RESHUFFLE, HANDS, REDRAW_FIRST, REDRAW_SECOND, LIFE) = (
    range(9)
)


def setup(game: Game, task: Task) -> None:
    """The "setup" task: runs 5-2-1-2 to 5-2-1-7, stopping for each player decision; the kernel's
    "turn" task then starts the first player's turn (5-2-1-8)."""
    state = game.state
    while True:
        step = task.step
        if step == SHUFFLE:
            state.vars["turns_taken"] = [0, 0]
            for player in PLAYERS:
                game.shuffle(Z.ref(Z.DECK, player), rule="5-2-1-2")
            chooser = PlayerId(game.rng.below(2))  # 5-2-1-4: "some other means"
            state.vars["chooser"] = chooser
            game.log(f"{subject(chooser, 'decides', 'decide')} who goes first.", chooser, "5-2-1-4")
            task.step = CHOOSE
        elif step == CHOOSE:
            if not _choose_first(game, task):
                return
            task.step = START_EFFECTS if params_of(game).start_of_game_effects else HANDS
        elif step in (START_EFFECTS, START_EFFECTS_OTHER):
            # A 5-2-1-5-1: the chooser's "At the start of the game" effects first, then the other player's.
            chooser = PlayerId(state.vars["chooser"])
            player = chooser if step == START_EFFECTS else opponent(chooser)
            if step == START_EFFECTS:
                state.vars["decks_before_start"] = [list(game.zone(Z.ref(Z.DECK, p))) for p in PLAYERS]
            task.step += 1
            game.push(task)
            leader = leader_of(game, player)
            if leader is not None:
                signal(game, "start_of_game", leader, player)
            settle(game)
            return
        elif step == START_RESHUFFLE:
            before = state.vars.pop("decks_before_start")
            for player in PLAYERS:
                if list(game.zone(Z.ref(Z.DECK, player))) != before[player]:
                    game.shuffle(Z.ref(Z.DECK, player), rule="5-2-1-5-2")
            task.step = HANDS
        elif step == HANDS:
            for player in _in_turn_order(game):
                draw(game, player, params_of(game).opening_hand, rule="5-2-1-6")
            task.step = REDRAW_FIRST
        elif step in (REDRAW_FIRST, REDRAW_SECOND):
            if not _offer_redraw(game, task, _in_turn_order(game)[step - REDRAW_FIRST]):
                return
            task.step += 1
        else:
            for player in _in_turn_order(game):
                _place_life(game, player)
            return


def _in_turn_order(game: Game) -> tuple[PlayerId, PlayerId]:
    first = PlayerId(game.state.vars["first_player"])
    return (first, opponent(first))


def _choose_first(game: Game, task: Task) -> bool:
    """5-2-1-5: the chooser declares first or second; True once decided."""
    chooser = PlayerId(game.state.vars["chooser"])
    answer = game.answer(task)
    if answer is None:
        game.ask(
            task,
            Decision(
                chooser,
                DecisionKind.CHOOSE,
                "Do you go first or second?",
                "5-2-1-5",
                "first_or_second",
                options=(GO_FIRST, GO_SECOND),
                labels=("Go first", "Go second"),
                minimum=1,
                maximum=1,
            ),
        )
        return False
    first = chooser if answer.picks[0] == GO_FIRST else opponent(chooser)
    game.state.vars["first_player"] = int(first)
    game.log(f"{subject(first, 'goes', 'go')} first.", first, "5-2-1-5")
    return True


def _offer_redraw(game: Game, task: Task, player: PlayerId) -> bool:
    """5-2-1-6, 5-2-1-6-1: each player may redraw once, the first player first; True once answered."""
    answer = game.answer(task)
    if answer is None:
        said = (f"{subject(player, 'redraws', 'redraw')} {their(player)} opening hand.",
                f"{subject(player, 'keeps', 'keep')} {their(player)} opening hand.")  # fmt: skip
        game.ask(task, Decision(player, DecisionKind.YES_NO, "Redraw your opening hand?", "5-2-1-6", "redraw",
                                answers=said))  # fmt: skip
        return False
    if answer.kind == "yes":
        hand, deck = Z.ref(Z.HAND, player), Z.ref(Z.DECK, player)
        for iid in list(game.zone(hand)):
            game.move(iid, deck, rule="5-2-1-6-1")
        game.shuffle(deck, rule="5-2-1-6-1")
        draw(game, player, params_of(game).opening_hand, rule="5-2-1-6-1")
    return True


def _place_life(game: Game, player: PlayerId) -> None:
    """5-2-1-7, 2-9-2-1: Life-value cards from the deck top, face-down, the deck's top card at the bottom."""
    leader = leader_of(game, player)
    count = 0 if leader is None else life_value(game, leader)
    deck, life = game.zone(Z.ref(Z.DECK, player)), Z.ref(Z.LIFE, player)
    for _ in range(min(count, len(deck))):
        game.move(deck[-1], life, face_up=False, rule="5-2-1-7")
