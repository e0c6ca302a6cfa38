"""Current numbers of a card: power (2-8), energy cost and specified cost (2-11), combo power, markers (4-12)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.rulesets.dragon_ball_super import carddata as C
from engine.rulesets.dragon_ball_super import zones as Z
from engine.rulesets.dragon_ball_super.keywords import SERVANT, WARRIOR_OF_UNIVERSE_7, has_keyword

if TYPE_CHECKING:
    from engine.game import Game
    from engine.ids import InstanceId

POWER = "power"  # continuous-effect kind: + or - power (2-8-3)
COST = "cost"  # + or - total energy cost (2-11-6)
COMBO_POWER = "combo_power"  # + or - combo power (inferred: see NOTES.md)
MARKER = "marker"  # the counter name of a Unison Card's markers (4-12)
ADD_COLOR = "add_color"  # colours an effect gives a card, value: the colours (2-4-1-2-1-1)
SPECIFIED = "specified_cost"  # value {"add": colours} / {"reduce": colours} / {"none": true} (2-11-3-1 .. 2-11-3-2-2)
SERVANT_POWER = 10000  # 10-43-1


def power(game: Game, iid: InstanceId) -> int:
    """Power now: printed + every change; it may be negative (2-8-3). [Servant] adds 10000 (10-43-1)."""
    with game.frozen_effects():  # a read-only look: continuous skills evaluated once, not twice
        value = (game.definition(iid).power or 0) + game.modifier(iid, POWER)
        if has_keyword(game, iid, SERVANT):
            value += SERVANT_POWER
    return value


def power_at_most_zero(game: Game, iid: InstanceId) -> bool:
    """`power(game, iid) <= 0` (9-5-2, 9-7-2), asking about [Servant] only when it matters: it only adds."""
    with game.frozen_effects():
        if (game.definition(iid).power or 0) + game.modifier(iid, POWER) > 0:
            return False
    return power(game, iid) <= 0


def combo_power(game: Game, iid: InstanceId) -> int:
    printed = C.combo_power(game.definition(iid))
    return 0 if printed is None else max(0, printed + game.modifier(iid, COMBO_POWER))


def colors(game: Game, iid: InstanceId) -> tuple[str, ...]:
    """The colours now: the printed ones and those effects add (2-4-1-2-1-1: they are had, though the card is not
    multicolour by them; 2-4-1-3-1: a mono-colour card stays mono-colour of its original colour)."""
    printed = game.definition(iid).colors
    effects = game.effects_on(iid, ADD_COLOR)
    if not effects:  # most cards: the printed colours
        return printed
    found = list(printed)
    for effect in effects:
        found += [c for c in effect.value if isinstance(c, str) and c not in found]
    return tuple(found)


def is_multicolor(game: Game, iid: InstanceId) -> bool:
    """2-4-1-2-1, 2-4-1-2-1-1: only a card printed with several colours is a multicolour card."""
    return len(game.definition(iid).colors) > 1


def _specified_now(game: Game, iid: InstanceId) -> tuple[tuple[str, ...], int]:
    """The specified cost after every change in the order they began, and how much they moved the total cost:
    + for each added colour (2-11-3-1), - for each colour actually reduced (2-11-3-2, 2-11-3-2-1), nothing when
    the card is treated as having no specified cost (2-11-3-2-2)."""
    definition = game.definition(iid)
    slots, moved = list(C.specified(definition)), 0
    for effect in game.effects_on(iid, SPECIFIED):
        change = effect.value if isinstance(effect.value, dict) else {}
        if change.get("none"):
            slots = []
        for colour in change.get("add", []):
            slots.append(colour)
            moved += 1
        for colour in change.get("reduce", []):
            if colour in slots:  # never below zero (2-11-3-2)
                slots.remove(colour)
                moved -= 1
    if "Universe 7" in C.traits(definition) and _warrior_of_universe_7(game, game.state.cards[iid].controller):
        slots = []  # 10-21-1; the total cost is unchanged (2-11-3-2-2)
    return tuple(slots), moved


def specified(game: Game, iid: InstanceId) -> tuple[str, ...]:
    """The specified cost now (2-11-3): printed, changed by effects (2-11-3-1 .. 2-11-3-2-2); none for a «Universe
    7» card while its master has a card with [Warrior of Universe 7] in play (10-21-1)."""
    return _specified_now(game, iid)[0]


def _warrior_of_universe_7(game: Game, player: int) -> bool:
    from engine.ids import PlayerId

    areas = (Z.ref(Z.LEADER, PlayerId(player)), Z.ref(Z.BATTLE, PlayerId(player)))
    return any(has_keyword(game, c, WARRIOR_OF_UNIVERSE_7) for area in areas for c in game.zone(area))


def total_cost(game: Game, iid: InstanceId) -> int:
    """The total energy cost now: printed + changes, never below the specified cost (2-11-2-1) nor 0 (1-3-6)."""
    printed = game.definition(iid).cost or 0
    moved = _specified_now(game, iid)[1] if game.effects_on(iid, SPECIFIED) else 0
    floor = len(C.specified(game.definition(iid))) + moved
    return max(printed + game.modifier(iid, COST) + moved, floor, 0)


_COST_KINDS = (COST, SPECIFIED)


def cost_now(game: Game, iid: InstanceId) -> tuple[int, tuple[str, ...]]:
    """(`total_cost`, `specified`) now, both from one look at the changes, once per card and position inside a query
    (`query_memo`): a listing of legal actions asks them for every play, choice of energy and [Counter]."""
    memo = game.query_memo()
    key = ("dbs:cost", iid)
    found: tuple[int, tuple[str, ...]] | None = None if memo is None else memo.get(key)
    if found is None:
        definition = game.definition(iid)
        printed = definition.cost or 0
        if game.effects_targeting(iid, _COST_KINDS) or "Universe 7" in C.traits(definition):
            slots, moved = _specified_now(game, iid)
            total = max(printed + game.modifier(iid, COST) + moved, len(C.specified(definition)) + moved, 0)
        else:  # no effect names the card (most): the printed costs (2-11-2-1)
            slots = C.specified(definition)
            total = max(printed, len(slots), 0)
        found = (total, slots)
        if memo is not None:
            memo[key] = found
    return found


def markers(game: Game, iid: InstanceId) -> int:
    return game.state.cards[iid].counters.get(MARKER, 0)


def card_stats(game: Game, iid: InstanceId) -> dict[str, int]:
    """The numbers a player sees on a card, every effect applied."""
    instance = game.state.cards[iid]
    card = game.database.get(instance.card_id)
    stats: dict[str, int] = {}
    if card.power is not None:
        stats["power"] = power(game, iid)
    if card.cost is not None:
        stats["cost"] = total_cost(game, iid)
    if C.combo_power(card) is not None:
        stats["combo_power"] = combo_power(game, iid)
    if card.category == C.UNISON and instance.zone.name == Z.UNISON:
        stats["markers"] = markers(game, iid)
    if instance.attached:
        stats["under"] = len(instance.attached)
    return stats
