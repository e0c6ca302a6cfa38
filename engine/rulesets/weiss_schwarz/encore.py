"""Encore: the default Encore ③ every character has (10.2), and the Encore Step (7.7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.decisions import Decision, DecisionKind
from engine.ids import InstanceId, PlayerId, ZoneRef
from engine.rulesets.weiss_schwarz import carddata as C
from engine.rulesets.weiss_schwarz import procedures as P
from engine.rulesets.weiss_schwarz import zones as Z
from engine.rulesets.weiss_schwarz.rule_actions import go_on
from engine.state import Task

if TYPE_CHECKING:
    from engine.game import Game

ENCORE = "ws:encore"  # the default AUTO Encore [③] (10.2.3)
ENCORE_STEP = "ws:encore_step"
DEFAULT_ENCORE_COST = 3


def encore_triggers(game: Game, iid: InstanceId, src: ZoneRef) -> None:
    """A character was put from the stage into the waiting room: its Encore abilities trigger (10.2.1):
    the default Encore ③ (10.2.3) and any the card prints (event "to_waiting_room_from_stage")."""
    definition = game.definition(iid)
    if not C.is_character(definition):
        return
    controller = game.card(iid).controller
    game.trigger(controller, ENCORE, iid, f"Encore ③: {definition.name}", position=src.slot)
    P.signal(game, "to_waiting_room_from_stage", iid, controller, position=src.slot)


def resolve_encore(game: Game, task: Task) -> None:
    """10.2.2: "you may pay ③; if you do, put this card on the position it was in, rested". The
    card must still be in the waiting room (8.7.7); no stock, no choice (8.7.3.2)."""
    source = InstanceId(task.args["source"])
    controller = PlayerId(task.args["controller"])
    slot = int(task.args["position"])
    card = game.state.cards.get(source)
    if card is None or card.zone != ZoneRef(Z.WAITING_ROOM, controller):
        return
    if P.stock_size(game, controller) < DEFAULT_ENCORE_COST:
        return
    answer = game.answer(task)
    if answer is None:
        name = game.definition(source).name
        prompt = f"Encore {name}: pay ③ to put it back on {Z.position_label(slot)}, rested?"
        game.ask(task, Decision(controller, DecisionKind.YES_NO, prompt, "10.2.2", "encore", options=(int(source),)))
        return
    if answer.kind != "yes":
        return  # 8.7.3.2.1: the cost is not paid, the ability ends
    P.pay_stock(game, controller, DEFAULT_ENCORE_COST, rule="10.2.3")
    P.put_character(game, source, controller, slot, orientation=Z.REST, rule="10.2.2", event="on_encore")


def reversed_characters(game: Game, player: PlayerId) -> list[InstanceId]:
    return [iid for iid in Z.characters(game, player) if game.card(iid).orientation == Z.REVERSE]


def encore_step(game: Game, task: Task) -> None:
    """7.7.1: the turn player puts their reversed characters into the waiting room one at a time,
    a check timing after each; then the non-turn player; repeated while any remain (NOTES.md 3)."""
    state = game.state
    if task.step == 0:  # 7.7.1.1
        game.enter_step("encore")
        P.signal(game, "start_of_encore_step", None, state.turn_player)
        task.step = 1
        go_on(game, task, encore_step)
        return
    if task.step == 2:  # 7.7.1.4: once the last check timing is done, repeat if any remain
        if any(reversed_characters(game, player) for player in P.turn_order(game)):
            task.step = 1
            game.push(task)
        return
    answer = game.answer(task)
    if answer is not None:
        chosen = InstanceId(answer.picks[0])
        P.to_waiting_room(game, chosen, rule=task.args.get("rule", "7.7.1.2"))
        go_on(game, task, encore_step)
        return
    for player, rule in zip(P.turn_order(game), ("7.7.1.2", "7.7.1.3"), strict=True):
        found = reversed_characters(game, player)
        if not found:
            continue
        task.args["rule"] = rule
        if len(found) == 1:
            P.to_waiting_room(game, found[0], rule=rule)
            go_on(game, task, encore_step)
            return
        labels = tuple(game.definition(i).name for i in found)
        game.ask(task, Decision(player, DecisionKind.CHOOSE, "Choose a reversed character to put into your waiting "
                                "room", rule, "encore_step", options=tuple(found), labels=labels, minimum=1,
                                maximum=1))  # fmt: skip
        return
    task.step = 2
    go_on(game, task, encore_step)
