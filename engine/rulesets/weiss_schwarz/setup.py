"""Game preparation (5.2): shuffling, the random starting player, opening hands and the mulligan."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.decisions import Decision, DecisionKind
from engine.ids import PLAYERS, InstanceId, PlayerId, ZoneRef
from engine.rulesets.weiss_schwarz import procedures as P
from engine.rulesets.weiss_schwarz import zones as Z
from engine.sentences import subject
from engine.state import Task

if TYPE_CHECKING:
    from engine.game import Game

OPENING_HAND = 5  # 5.2.1.4


def setup(game: Game, task: Task) -> None:
    """5.2.1.2 to 5.2.1.6. Deck construction (5.2.1.1) was checked when the game was created."""
    state = game.state
    if task.step == 0:
        for player in PLAYERS:
            game.shuffle(ZoneRef(Z.DECK, player), rule="5.2.1.2")
            game.set_player_counter(player, P.REFRESH_POINT, 0)  # 5.2.1.5
        state.vars["first_player"] = game.rng.below(2)  # 5.2.1.3: at random, nobody chooses
        first = state.vars["first_player"]
        game.log(f"{subject(first, 'goes', 'go')} first.", PlayerId(first), "5.2.1.3")
        for player in PLAYERS:
            P.draw(game, player, OPENING_HAND, rule="5.2.1.4")
        task.step = 1
    first = PlayerId(state.vars["first_player"])
    player = first if task.step == 1 else PlayerId(1 - first)  # the starting player first (5.2.1.4)
    answer = game.answer(task)
    hand = game.zone(ZoneRef(Z.HAND, player))
    if answer is None:
        labels = tuple(game.definition(i).name for i in hand)
        game.ask(task, Decision(player, DecisionKind.CHOOSE, "Mulligan: choose any cards to put into your waiting "
                                "room (you draw as many)", "5.2.1.4", "mulligan", options=tuple(hand), labels=labels,
                                minimum=0, maximum=len(hand)))  # fmt: skip
        return
    for iid in answer.picks:
        game.move(InstanceId(iid), ZoneRef(Z.WAITING_ROOM, player), rule="5.2.1.4")
    P.draw(game, player, len(answer.picks), rule="5.2.1.4")
    task.step += 1
    if task.step == 2:
        game.push(task)
