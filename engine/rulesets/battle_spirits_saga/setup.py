"""Preparing to play (5-2): the void, shuffles, life and reserve cores, opening hands, player one, the mulligan."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.decisions import Decision, DecisionKind
from engine.ids import PLAYERS, PlayerId, opponent
from engine.rulesets.battle_spirits_saga import zones as Z
from engine.rulesets.battle_spirits_saga.cores import from_void
from engine.sentences import by_person, subject, their
from engine.state import Task

if TYPE_CHECKING:
    from engine.game import Game

OPENING_HAND, LIFE_CORES, RESERVE_CORES = 4, 5, 3  # 5-2-5, 5-2-3, 5-2-4
GO_FIRST, GO_SECOND = 0, 1
MULLIGANED = "bss_mulliganed"


def draw(game: Game, player: PlayerId, count: int, *, rule: str) -> int:
    """4-5: draw one card `count` times; from an empty deck nothing is drawn (1-3-2). Returns the cards drawn."""
    drawn = 0
    for _ in range(count):
        deck = game.zone(Z.ref(Z.DECK, player))
        if not deck:
            break
        game.move(deck[-1], Z.ref(Z.HAND, player), rule=rule)
        drawn += 1
    return drawn


def setup(game: Game, task: Task) -> None:
    """5-2-1 to 5-2-8, one decision at a time (deck construction, 5-1, was checked when the game was made)."""
    state = game.state
    if task.step == 0:
        game.add_tokens(Z.void(), Z.CORE, Z.VOID_SIZE)  # 5-2-1: one void for both players
        for player in PLAYERS:
            game.shuffle(Z.ref(Z.DECK, player), rule="5-2-2")
        for player in PLAYERS:
            from_void(game, Z.ref(Z.LIFE, player), LIFE_CORES, rule="5-2-3")
            game.add_tokens(Z.ref(Z.RESERVE, player), Z.SOUL, 1)  # 5-2-4: each player's own soul core
            from_void(game, Z.ref(Z.RESERVE, player), RESERVE_CORES, rule="5-2-4")
            draw(game, player, OPENING_HAND, rule="5-2-5")
        state.vars["chooser"] = game.rng.below(2)  # 5-2-6: a random method picks who decides
        task.step = 1
    chooser = PlayerId(state.vars["chooser"])
    answer = game.answer(task)
    if task.step == 1:
        if answer is None:
            game.ask(task, Decision(chooser, DecisionKind.CHOOSE, "You won the draw: go first or second?", "5-2-6",
                                    "first_or_second", options=(GO_FIRST, GO_SECOND),
                                    labels=("Go first (player one)", "Go second"), minimum=1, maximum=1))  # fmt: skip
            return
        first = chooser if answer.picks == (GO_FIRST,) else opponent(chooser)
        state.vars["first_player"] = int(first)
        game.log(f"{subject(first, 'is', 'are')} player one and {by_person(first, 'goes', 'go')} first.", first,
                 "5-2-6")  # fmt: skip
        task.step = 2
        answer = None
    first = PlayerId(state.vars["first_player"])
    player = first if task.step == 2 else opponent(first)  # 5-2-7: starting with player one
    if answer is None:
        game.ask(task, Decision(player, DecisionKind.YES_NO, "Mulligan? (Yes: a new hand of 4. No: keep it and draw "
                                "1 more card.) Only once.", "5-2-7", "mulligan",
                                answers=(f"{subject(player, 'takes', 'take')} a new hand of 4.",
                                         f"{subject(player, 'keeps', 'keep')} {their(player)} hand.")))  # fmt: skip
        return
    if answer.kind == "yes":
        mulligan(game, player)
    else:
        draw(game, player, 1, rule="5-2-7")
    task.step += 1
    if task.step == 3:
        game.push(task)
    else:
        state.vars.pop("chooser", None)


def mulligan(game: Game, player: PlayerId) -> None:
    """5-2-7: the hand to the bottom of the deck, draw four, then shuffle (once only: the question is asked once)."""
    deck = Z.ref(Z.DECK, player)
    for iid in list(game.zone(Z.ref(Z.HAND, player))):
        game.move(iid, deck, bottom=True, rule="5-2-7")
    draw(game, player, OPENING_HAND, rule="5-2-7")
    game.shuffle(deck, rule="5-2-7")
    game.state.vars.setdefault(MULLIGANED, []).append(int(player))
