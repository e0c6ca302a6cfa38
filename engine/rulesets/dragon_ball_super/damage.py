"""Damage (4-10): battle damage to Life with [Critical] (10-6) and [Victory Strike] (10-20), and skill damage."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.decisions import Decision, DecisionKind
from engine.ids import InstanceId, PlayerId, opponent
from engine.rulesets.dragon_ball_super import keywords as K
from engine.rulesets.dragon_ball_super import zones as Z
from engine.rulesets.dragon_ball_super.procedures import signal, to_drop
from engine.state import Task

if TYPE_CHECKING:
    from engine.game import Game


def battle_damage(game: Game, task: Task) -> None:
    """7-4-1-4-1-1: the attack card deals its damage, [Critical] (10-6) and [Victory Strike] (10-20) applied;
    then "when you deal damage" (7-4-1-4-1-2)."""
    attacker = InstanceId(task.args["attacker"])
    player = PlayerId(task.args["player"])
    turn_player = opponent(player)
    present = attacker in game.state.cards
    with game.frozen_effects():  # a read-only look: continuous skills evaluated once
        critical = present and K.has_keyword(game, attacker, K.CRITICAL)
        victory = present and K.has_keyword(game, attacker, K.VICTORY_STRIKE)
    if task.step == 0:
        task.step = 1
        task.args["life_before"] = len(game.zone(Z.ref(Z.LIFE, player)))
        game.push(task)
        game.push(Task("dbs:damage", {"player": int(player), "amount": task.args["amount"], "critical": critical,
                                      "dealt": 0}))  # fmt: skip
        return
    dealt = task.args["life_before"] > len(game.zone(Z.ref(Z.LIFE, player)))
    if dealt and victory:
        game.end_game(turn_player, "A card with [Victory Strike] dealt damage by attacking.", "10-20-1")
        return
    if dealt:
        signal(game, "on_deal_damage", attacker if present else None, turn_player)


def damage(game: Game, task: Task) -> None:
    """The "dbs:damage" task: N damage is N times 1 damage (4-10-2); each time the damaged player chooses one of
    their face-down Life cards (3-9-2, 4-10-2-1), which goes to their hand (4-10-2-2) or, [Critical], to the Drop
    (10-6-1). With no Life card left, the rest cannot be taken (1-3-2)."""
    args = task.args
    player = PlayerId(args["player"])
    life = game.zone(Z.ref(Z.LIFE, player))
    answer = game.answer(task)
    while args["dealt"] < args["amount"]:
        if not life:
            game.log("No Life card is left for the rest of the damage.", player, "1-3-2")
            return
        if answer is None and len(life) > 1:
            game.ask(task, Decision(player, DecisionKind.CHOOSE, "Damage: choose one of your Life cards",
                                    "4-10-2-1", "life_pick", options=tuple(range(len(life))),
                                    labels=tuple(f"Life card {i + 1}" for i in range(len(life))), minimum=1,
                                    maximum=1))  # fmt: skip
            return
        index = answer.picks[0] if answer is not None else 0
        answer = None
        chosen = life[index]
        args["dealt"] += 1
        if args["critical"]:
            to_drop(game, chosen, rule="10-6-1")
        else:
            game.move(chosen, Z.ref(Z.HAND, player), rule="4-10-2-2")
