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
SERVANT_POWER = 10000  # 10-43-1


def power(game: Game, iid: InstanceId) -> int:
    """Power now: printed + every change; it may be negative (2-8-3). [Servant] adds 10000 (10-43-1)."""
    value = (game.definition(iid).power or 0) + game.modifier(iid, POWER)
    if has_keyword(game, iid, SERVANT):
        value += SERVANT_POWER
    return value


def combo_power(game: Game, iid: InstanceId) -> int:
    printed = C.combo_power(game.definition(iid))
    return 0 if printed is None else max(0, printed + game.modifier(iid, COMBO_POWER))


def specified(game: Game, iid: InstanceId) -> tuple[str, ...]:
    """The specified cost now (2-11-3): none for a «Universe 7» card while its master has a card with [Warrior of
    Universe 7] in play (10-21-1; the total cost is unchanged, 2-11-3-2-2)."""
    definition = game.definition(iid)
    if "Universe 7" in C.traits(definition) and _warrior_of_universe_7(game, game.state.cards[iid].controller):
        return ()
    return C.specified(definition)


def _warrior_of_universe_7(game: Game, player: int) -> bool:
    from engine.ids import PlayerId

    areas = (Z.ref(Z.LEADER, PlayerId(player)), Z.ref(Z.BATTLE, PlayerId(player)))
    return any(has_keyword(game, c, WARRIOR_OF_UNIVERSE_7) for area in areas for c in game.zone(area))


def total_cost(game: Game, iid: InstanceId) -> int:
    """The total energy cost now: printed + changes, never below the specified cost (2-11-2-1) nor 0 (1-3-6)."""
    printed = game.definition(iid).cost or 0
    return max(printed + game.modifier(iid, COST), len(C.specified(game.definition(iid))), 0)


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
