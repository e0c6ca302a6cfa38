"""Card filters and conditions: which cards an ability means, and whether it may act."""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.abilities import model as M
from engine.ids import PLAYERS, InstanceId, PlayerId, ZoneRef, opponent

if TYPE_CHECKING:
    from engine.abilities.language import Language
    from engine.game import Game

COMPARE: dict[str, Callable[[int, int], bool]] = {
    "<": operator.lt, "<=": operator.le, "==": operator.eq, ">=": operator.ge, ">": operator.gt, "!=": operator.ne,
}  # fmt: skip


def language_of(game: Game) -> Language:
    language = game.ruleset.abilities
    if language is None:
        raise RuntimeError(f"ruleset {game.ruleset.id!r} has no ability language")
    return language


def sides(who: str, controller: PlayerId) -> tuple[PlayerId, ...]:
    if who == "you":
        return (controller,)
    if who == "opponent":
        return (opponent(controller),)
    return PLAYERS


def stat(game: Game, iid: InstanceId, name: str) -> int | None:
    """A card's current number (with effects), else its printed one."""
    current = game.ruleset.card_stats(game, iid)
    if name in current:
        return current[name]
    definition = game.definition(iid)
    printed = getattr(definition, name, None) if name in ("cost", "power") else definition.stats.get(name)
    return printed if isinstance(printed, int) and not isinstance(printed, bool) else None


_KEYWORD_KINDS = ("keyword", "no_keyword")


def has_keyword(game: Game, iid: InstanceId, keyword: str) -> bool:
    """Printed or granted, and not taken away."""
    effects = [e for e in game.effects_targeting(iid, _KEYWORD_KINDS) if e.value == keyword]  # one evaluation
    if not effects:
        return keyword in game.definition(iid).keywords
    if any(e.kind == "no_keyword" for e in effects):
        return False
    return keyword in game.definition(iid).keywords or any(e.kind == "keyword" for e in effects)


def prevented(game: Game, iid: InstanceId, action: str) -> bool:
    """Whether an effect forbids this card an action ("attack", "block", ...)."""
    return any(e.value == action for e in game.effects_on(iid, "prevent"))


def matches(
    game: Game, iid: InstanceId, f: M.Filter, controller: PlayerId, source: InstanceId | None, *, any_zone: bool = False
) -> bool:
    """Whether a card matches a filter (`any_zone`: wherever it is, the filter's zones aside)."""
    card = game.state.cards.get(iid)
    if card is None:
        return False
    if (f.source_only and iid != source) or (f.other_than_source and iid == source):
        return False
    who = f.controller  # (`sides`, inlined: every card a filter looks through is asked)
    if who != "both" and card.controller != (controller if who == "you" else opponent(controller)):
        return False
    language = language_of(game)
    if f.zone and not any_zone and card.zone.name not in language.zone_set(f.zone):
        return False
    definition = game.definition(iid)
    if f.category and definition.category not in f.category:
        return False
    if f.colors:  # (colours and traits are worked out only when asked: a ruleset's may follow effects)
        colours = definition.colors if language.card_colors is None else language.card_colors(game, iid)
        if set(f.colors).isdisjoint(colours):
            return False
    if f.traits:
        traits = definition.traits if language.card_traits is None else language.card_traits(game, iid)
        if set(f.traits).isdisjoint(traits):
            return False
    if f.name is not None and definition.name != f.name:
        return False
    if f.name_contains is not None and f.name_contains.lower() not in definition.name.lower():
        return False
    if f.keyword is not None and not (language.keyword_check or has_keyword)(game, iid, f.keyword):
        return False
    if f.orientation is not None and card.orientation != f.orientation:
        return False
    if f.relation is not None and not language.relations[f.relation](game, iid, source):
        return False
    if not f.stat and f.cost is None and f.power is None:
        return True
    numbers = dict(f.stat)
    if f.cost is not None:
        numbers["cost"] = f.cost
    if f.power is not None:
        numbers["power"] = f.power
    for name, test in numbers.items():
        value = stat(game, iid, name)
        if value is None or not COMPARE[test.op](value, test.value):
            return False
    return True


def matching(game: Game, f: M.Filter, controller: PlayerId, source: InstanceId | None) -> list[InstanceId]:
    """Every card matching a filter, in zone-declaration order (deterministic)."""
    table = game.state.zones
    found: list[InstanceId] = []
    with game.frozen_effects():  # a read-only look: continuous effects evaluated once, not per card
        for ref in looked_through(game, f.zone, sides(f.controller, controller)):
            for i in table[ref]:  # (a card a zone lists lies there: the zone is not asked again, `any_zone`)
                if matches(game, i, f, controller, source, any_zone=True):
                    found.append(i)
    return found


def looked_through(game: Game, names: tuple[str, ...], owners: tuple[PlayerId, ...]) -> tuple[ZoneRef, ...]:
    """The zones of the table a filter with these zone names (`Language.zone_set`) looks through on these sides
    (and the shared ones), in the table's order: worked out once per zone table, as `EffectOps.scanned_refs` (zones are
    made at setup; a table that gains zones is worked out again)."""
    table = game.state.zones
    cache = game.effects_cache
    kept = cache.looked_through
    if kept is None or kept[0] is not table or kept[1] != len(table):
        kept = cache.looked_through = (table, len(table), {})
    key = (names, owners)
    refs = kept[2].get(key)
    if refs is None:
        zones = language_of(game).zone_set(names)
        refs = tuple(ref for ref in table if ref.name in zones and (ref.owner in owners or ref.owner not in PLAYERS))
        kept[2][key] = refs
    return refs


def condition_holds(game: Game, condition: M.Condition | None, controller: PlayerId, source: InstanceId | None) -> bool:
    if condition is None:
        return True
    if isinstance(condition, M.TurnCondition):  # (the most asked: continuous abilities "during your turn")
        mine = game.state.turn_player == controller
        return mine if condition.check == "your_turn" else not mine
    if isinstance(condition, M.CountCondition):
        count = len(matching(game, condition.filter, controller, source))
        return COMPARE[condition.op](count, condition.value)
    if isinstance(condition, M.CounterCondition):
        player = controller if condition.who == "you" else opponent(controller)
        if condition.check == "zone_size":
            name = language_of(game).zone_name(condition.name)
            value = sum(len(ids) for ref, ids in game.state.zones.items() if ref.name == name and ref.owner == player)
        else:
            value = game.state.player_counters[player].get(condition.name, 0)
        return COMPARE[condition.op](value, condition.value)
    if isinstance(condition, M.CombinedCondition):
        results = (condition_holds(game, c, controller, source) for c in condition.of)
        if condition.check == "all":
            return all(results)
        if condition.check == "any":
            return any(results)
        return not condition_holds(game, condition.of[0], controller, source)
    language = language_of(game)
    definition = language.conditions[condition.name]
    with game.frozen_effects():  # a condition only looks: continuous effects evaluated once while it does
        return definition.check(game, source, controller, language.condition_args(condition))


def zone_ref(game: Game, name: str, player: PlayerId) -> ZoneRef:
    return ZoneRef(language_of(game).zone_name(name), player)
