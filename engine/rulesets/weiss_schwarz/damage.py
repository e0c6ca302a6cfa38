"""The damage process with its cancel (4.10), the source of damage (4.11) and the Shot trigger's watch (4.12.2.7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.ids import InstanceId, PlayerId, ZoneRef, opponent
from engine.rulesets.weiss_schwarz import carddata as C
from engine.rulesets.weiss_schwarz import procedures as P
from engine.rulesets.weiss_schwarz import zones as Z
from engine.rulesets.weiss_schwarz.phases import SHOTS
from engine.sentences import subject
from engine.state import Task

if TYPE_CHECKING:
    from engine.game import Game

SHOT = "ws:shot"


def damage_process(game: Game, player: PlayerId, amount: int) -> bool | None:
    """4.10.1: reveal cards from the top of the deck one at a time into the resolution zone; a climax
    cancels the damage and every revealed card goes to the waiting room (4.10.1.2); otherwise all go
    on top of the clock in the order revealed (4.10.1.3). None: no damage (7.5.1.2.1); True: cancelled."""
    if amount <= 0:
        return None
    state = game.state
    deck = state.zones[ZoneRef(Z.DECK, player)]
    resolution = ZoneRef(Z.RESOLUTION, player)
    revealed: list[InstanceId] = []
    for _ in range(amount):
        if not deck:
            P.refresh(game, player)
        if not deck or state.outcome is not None:
            break
        iid = game.move(deck[-1], resolution, face_up=True, reveal=True, rule="4.10.1.1")
        revealed.append(iid)
        climax = C.is_climax(game.definition(iid))
        if not deck:  # 9.2: an interrupt, at once (3.2.3.2); a climax mid-damage spares the player (9.2.2.1)
            P.refresh(game, player, climax_in_damage=climax)
            if state.outcome is not None:
                return None
        if climax:
            for card in revealed:
                game.move(card, ZoneRef(Z.WAITING_ROOM, player), rule="4.10.1.2")
            P.refresh(game, player)  # the waiting room may now refill an empty deck (9.2.2.1)
            game.log(f"{subject(player, 'cancels', 'cancel')} the damage.", player, "4.10.1.2")
            return True
    for card in revealed:  # 3.13.1.3.1: in the order they were revealed
        game.move(card, ZoneRef(Z.CLOCK, player), rule="4.10.1.3")
    if revealed:
        game.log(f"{subject(player, 'takes', 'take')} {len(revealed)} damage.", player, "4.10.1.3")
    return False


def deal_damage(game: Game, player: PlayerId, amount: int, source: InstanceId | None) -> bool | None:
    """Deal damage from a source (4.11): the damage process, then what watches it. A Shot watch on
    the source is used up by its next damage (4.12.2.7.1) and triggers if that was cancelled."""
    result = damage_process(game, player, amount)
    if result is None or game.state.outcome is not None:
        return result
    if source is not None:
        watches = game.state.vars.get(SHOTS, [])
        mine = [w for w in watches if w["source"] == source]
        if mine:
            game.state.vars[SHOTS] = [w for w in watches if w["source"] != source]
        if result:
            for watch in mine:
                game.trigger(PlayerId(watch["player"]), SHOT, source, "Shot: 1 damage")
        if source in game.state.cards:
            controller = game.card(source).controller
            P.signal(game, "damage_cancelled" if result else "damage_dealt", source, controller, amount=amount)
    return result


def watch_for_shot(game: Game, attacker: InstanceId | None, player: PlayerId) -> None:
    """4.12.2.7: "this turn, when the attacking character's next damage is cancelled, deal 1 damage"."""
    if attacker is not None:
        game.state.vars.setdefault(SHOTS, []).append({"source": int(attacker), "player": int(player)})


def resolve_shot(game: Game, task: Task) -> None:
    """The Shot trigger's automatic ability: 1 damage to the opponent of its master (4.12.2.7).
    Its damage has no card as its source (NOTES.md), so it watches nothing in turn."""
    controller = PlayerId(task.args["controller"])
    deal_damage(game, opponent(controller), 1, None)
