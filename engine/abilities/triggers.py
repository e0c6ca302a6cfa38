"""Trigger points: a ruleset signals what happened; matching automatic abilities are queued."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.abilities import model as M
from engine.abilities.filters import condition_holds, language_of, matches
from engine.ids import CardId, InstanceId, PlayerId

if TYPE_CHECKING:
    from engine.game import Game

USED = "used:"
SIGNALLED = "signalled:"  # a card's turn flag: this ability already triggered on this event this turn


def limit_reached(game: Game, iid: InstanceId | None, index: int, limit: str | None) -> bool:
    if limit is None or iid is None or iid not in game.state.cards:
        return False
    used = game.card(iid).turn_flags.get(f"{USED}{index}", 0)
    return used >= (2 if limit == "twice_per_turn" else 1)


def mark_used(game: Game, iid: InstanceId | None, index: int) -> None:
    if iid is not None and iid in game.state.cards:
        flags = game.card(iid).turn_flags
        flags[f"{USED}{index}"] = flags.get(f"{USED}{index}", 0) + 1


def _works_in(game: Game, ability: M.AbilityBase, iid: InstanceId) -> bool:
    return game.card(iid).zone.name in language_of(game).zone_set(ability.zone)


def _trigger_matches(
    game: Game, trigger: M.Trigger, holder: InstanceId, card: InstanceId | None, player: PlayerId | None
) -> bool:
    owner = game.card(holder).controller
    if trigger.whose != "any" and player is not None and (player == owner) != (trigger.whose == "yours"):
        return False
    if trigger.on == "none":
        return True
    if card is None or card not in game.state.cards:
        return trigger.on == "self" and card == holder
    if trigger.on == "self":
        return card == holder
    side = game.card(card).controller
    if (trigger.on == "yours" and side != owner) or (trigger.on == "opponents" and side == owner):
        return False
    return matches(game, card, trigger.filter, owner, holder, any_zone=True)


def signal(
    game: Game,
    event: str,
    card: InstanceId | None,
    player: PlayerId | None = None,
    *,
    once_per_turn: bool = False,
    **context: Any,
) -> None:
    """Tell the interpreter a trigger point of the rules happened (see REFERENCE.md, "Trigger
    points"). Call it while `card` is still where the event found it (before a K.O. moves it).

    Every card in play whose automatic ability listens for `event` (and the card itself, for
    "self" triggers, wherever it is) queues a trigger; a card marked not automated queues its
    manual resolution when it is played or used. With `once_per_turn`, an ability that already
    triggered on `event` this turn does not again (a point signalled again, as a restarted
    Weiß Schwarz End Phase does, 6.8.1.1), while one that has not yet triggered still does.
    """
    language = language_of(game)
    cards = game.state.cards
    hearing = language.hearing(event, game.database)  # the cards with an automatic ability for this event
    by_hand = card if card is not None and card in cards and event in language.manual_events else None
    if not hearing and (by_hand is None or game.definition(by_hand).automated):
        return  # nothing can trigger: most trigger points of most card pools
    holders: list[InstanceId] = []
    zones = game.state.zones
    for ref in game.scanned_refs():
        holders.extend(zones[ref])
    if card is not None and card in cards and card not in holders:
        holders.append(card)
    for holder in holders:
        holder_card = cards[holder]
        if holder_card.card_id not in hearing:
            if holder == by_hand:  # a card not automated queues its manual resolution
                definition = game.definition(holder)
                if not definition.automated:
                    game.trigger(holder_card.controller, "ability:triggered", holder, f"{definition.name} (by hand)",
                                 card_id=definition.id, manual=True)  # fmt: skip
            continue  # most cards: nothing listens for this event
        definition = game.definition(holder)
        listening = language.triggered(definition, event)
        for index, ability in listening:
            if holder != card and not _works_in(game, ability, holder):
                continue
            if not _trigger_matches(game, ability.trigger, holder, card, player):
                continue
            if limit_reached(game, holder, index, ability.limit):
                continue
            if not condition_holds(game, ability.condition, holder_card.controller, holder):
                continue
            if once_per_turn:
                flag = f"{SIGNALLED}{event}:{index}"
                if holder_card.turn_flags.get(flag):
                    continue
                holder_card.turn_flags[flag] = 1
            mark_used(game, holder, index)
            label = ability.label or f"{definition.name}: {event.replace('_', ' ')}"
            game.trigger(holder_card.controller, "ability:triggered", holder, label, card_id=definition.id,
                         ability_index=index, **_json_context(context))  # fmt: skip


def _json_context(context: dict[str, Any]) -> dict[str, Any]:
    return {f"ctx_{k}": v for k, v in context.items() if isinstance(v, (int, str, bool)) or v is None}


def card_id_of(game: Game, iid: InstanceId) -> CardId:
    return game.card(iid).card_id
