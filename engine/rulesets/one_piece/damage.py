"""Damage processing (4-6, 7-1-4-1-1): Life cards to hand one at a time, [Trigger] (10-1-5), [Banish] (10-1-3)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.decisions import Decision, DecisionKind
from engine.ids import InstanceId, PlayerId
from engine.rulesets.one_piece import zones as Z
from engine.rulesets.one_piece.keywords import TRIGGER, has_keyword
from engine.rulesets.one_piece.params import params_of
from engine.rulesets.one_piece.procedures import (
    WOULD_TAKE_DAMAGE,
    leader_of,
    offer_replacement,
    resolve_text,
    settle,
    signal,
    trash,
)
from engine.sentences import whose
from engine.state import PendingTrigger, Task

if TYPE_CHECKING:
    from engine.game import Game

TO_HAND, ACTIVATE_TRIGGER = 0, 1
DEFEATED = "leader_damaged_at_zero"
"""`state.vars` key: players whose Leader took damage with 0 Life (1-2-2-1), judged at rule processing (9-2-1-1)."""


def damage_task_args(
    player: PlayerId, amount: int, *, banish: bool = False, in_battle: bool = False, by: PlayerId | None = None
) -> dict[str, Any]:
    """Arguments of an "op:damage" task: `amount` damage to `player`'s Leader (by `by`'s effect, if said)."""
    args = {"player": int(player), "amount": amount, "banish": banish, "battle": in_battle, "dealt": 0}
    return args if by is None else {**args, "by": int(by)}


def deal_damage(game: Game, player: PlayerId, amount: int) -> None:
    """Schedule X damage to `player`'s Leader from an effect (4-6-2); 0 or less does nothing (4-6-2-2, 1-3-2-2)."""
    if amount > 0:
        game.push(Task("op:damage", damage_task_args(player, amount)))


def damage(game: Game, task: Task) -> None:
    """The "op:damage" task: one point at a time (4-6-2-2, 7-1-4-1-1-3), stopping for each [Trigger] choice.

    Auto effects that activate meanwhile wait until the whole damage is dealt (8-6-2): this task never
    resolves them, except the [Trigger] that suspends it (8-6-2-1).
    """
    args = task.args
    player = PlayerId(args["player"])
    in_battle = bool(args["battle"])
    rule = "7-1-4-1-1-2" if in_battle else "4-6-2-1"
    life = game.zone(Z.ref(Z.LIFE, player))
    answer = game.answer(task)
    while args["dealt"] < args["amount"]:
        if not life and in_battle and args["dealt"] > 0 and not params_of(game).extra_damage_at_zero_life_loses:
            # 7-1-4-1-1-1 judged Life once, when the damage was determined; the next point finds no Life card and
            # cannot be carried out (1-3-2). See NOTES.md ([Double Attack] against 1 Life).
            game.log("No Life card is left for the remaining damage.", player, "7-1-4-1-1-3")
            return
        if answer is None and _replaced(game, task, player, in_battle):
            return  # at 0 Life too: a replaced point is no damage taken (1-2-2-1, 8-1-3-4)
        if not life:
            _damage_at_zero_life(game, player)
            return
        top = life[-1]  # 3-10-2: Life cards leave from the top
        if args["banish"]:
            trash(game, top, rule="10-1-3-1")  # no [Trigger] (10-1-3-1)
            args["dealt"] += 1
            args.pop("offered", None)
            continue
        if answer is None:
            _ask_trigger(game, task, player, top, rule)
            return
        args["dealt"] += 1
        args.pop("offered", None)
        if answer.picks == (ACTIVATE_TRIGGER,):
            _activate_trigger(game, task, player, top)
            return
        game.move(top, Z.ref(Z.HAND, player), rule=rule)  # unrevealed (10-1-5-2)
        answer = None


def _replaced(game: Game, task: Task, player: PlayerId, in_battle: bool) -> bool:
    """Offer this point of damage to the replacements of "would take damage" (8-1-3-4) once: True when one may
    act, and the damage goes on in a task (this point skipped if a replacement acted: 4-6-3-1)."""
    args = task.args
    leader = leader_of(game, player)
    if args.get("offered") or leader is None:
        return False
    run = Task("op:damage", {**args, "offered": True})
    after = Task("op:damage", {**args, "dealt": args["dealt"] + 1})
    cause = "battle" if in_battle else "effect"
    by = game.state.turn_player if in_battle else args.get("by")
    return offer_replacement(game, WOULD_TAKE_DAMAGE, leader, player, run=run, after=after, cause=cause, by=by)


def _damage_at_zero_life(game: Game, player: PlayerId) -> None:
    """The Leader takes damage with 0 Life: a defeat condition, judged at rule processing (1-2-2-1, 9-2-1-1)."""
    defeated: list[int] = game.state.vars.setdefault(DEFEATED, [])
    if player not in defeated:
        defeated.append(int(player))
    game.log(f"{whose(player)} Leader takes damage with 0 Life.", player, "1-2-2-1")


def _ask_trigger(game: Game, task: Task, player: PlayerId, top: InstanceId, rule: str) -> None:
    """The damaged player looks at the Life card; they answer even when it has no [Trigger], so that the
    opponent cannot tell from the question whether it had one."""
    game.look(player, [top], rule=rule)
    options: tuple[int, ...] = (TO_HAND,)
    labels: tuple[str, ...] = ("Add it to your hand",)
    if has_keyword(game, top, TRIGGER):
        options, labels = (TO_HAND, ACTIVATE_TRIGGER), (*labels, "Reveal it and activate its [Trigger]")
    game.ask(
        task,
        Decision(
            player,
            DecisionKind.CHOOSE,
            "Damage: your top Life card goes to your hand",
            rule,
            "life_trigger",
            options=options,
            labels=labels,
            minimum=1,
            maximum=1,
        ),
    )


def _activate_trigger(game: Game, task: Task, player: PlayerId, top: InstanceId) -> None:
    """10-1-5-1, 8-6-2-1: reveal the card and resolve its [Trigger] now, holding back every other pending auto
    effect until the damage is done (8-6-2); the card is in no area meanwhile, then goes to the trash (10-1-5-3)."""
    game.push(task)
    card = game.move(top, Z.ref(Z.RESOLVING, player), face_up=True, reveal=True, rule="10-1-5-1")
    held = [t.to_data() for t in game.state.triggers]
    game.state.triggers.clear()
    game.push(Task("op:trigger_done", {"card": card, "player": int(player), "held": held}))
    signal(game, "on_trigger", card, player, life_trigger=True)
    settle(game)
    resolve_text(game, card, "trigger", player)  # the [Trigger] itself first, then what it activated


def trigger_done(game: Game, task: Task) -> None:
    """The "op:trigger_done" task: put the held auto effects back and trash the used [Trigger] card unless its
    effect moved it (10-1-5-3; the variant's destination in NOTES.md)."""
    held = [PendingTrigger.from_data(t) for t in task.args["held"]]
    game.state.triggers[:0] = held
    card = InstanceId(task.args["card"])
    if card in game.state.cards and game.state.cards[card].zone.name == Z.RESOLVING:
        params = params_of(game)
        destination = Z.ref(params.trigger_card_destination, game.state.cards[card].owner)
        game.move(card, destination, face_up=True, rule=params.rule("trigger_card"))
