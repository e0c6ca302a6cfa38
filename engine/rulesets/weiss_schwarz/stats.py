"""Current numbers of cards (power, soul, level, cost) with continuous effects applied in order (8.9.1)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from engine.ids import InstanceId, PlayerId
from engine.kept import Kept
from engine.rulesets.weiss_schwarz import carddata as C
from engine.rulesets.weiss_schwarz import zones as Z
from engine.rulesets.weiss_schwarz.makers import in_play

if TYPE_CHECKING:
    from engine.formats.cards import CardDatabase, CardDefinition
    from engine.game import Game
    from engine.state import ContinuousEffect

STATS = ("power", "soul", "level", "cost")
LIVE = (Z.STAGE, Z.HAND)  # where a view shows numbers with effects applied
_PRINTERS = {"power": C.printed_power, "soul": C.printed_soul, "level": C.printed_level, "cost": C.printed_cost}
_SETTERS = {stat: f"set_{stat}" for stat in STATS}  # "becomes X" (8.9.1.3)
_KINDS = {stat: (stat, _SETTERS[stat]) for stat in STATS}


def _stamp(effect: ContinuousEffect) -> int:
    """8.9.1.5: the order effects apply in. A continuous ability dates from when its card was
    placed where it is (8.9.1.5.1: its instance id, kept by a stage-position move); any other
    effect from when it was created (8.9.1.5.2: its id)."""
    return effect.eid if effect.eid else int(effect.source or 0)


def current(game: Game, iid: InstanceId, stat: str, effects: Sequence[ContinuousEffect] | None = None) -> int:
    """A card's `stat` now: printed, then each "becomes X" and "+X" in timestamp order (8.9.1.3, 8.9.1.5)."""
    value = _PRINTERS[stat](game.definition(iid))
    pool = _targeting(game, iid, stat) if effects is None else effects
    if not pool:
        return value
    setter = _SETTERS[stat]
    found = [e for e in pool if (e.kind == stat or e.kind == setter) and iid in e.targets]
    if not found:
        return value
    found.sort(key=_stamp)
    for effect in found:
        value = int(effect.value) if effect.kind == setter else value + int(effect.value)
    return value


def _targeting(game: Game, iid: InstanceId, stat: str) -> Sequence[ContinuousEffect]:
    """The effects on a card that may change `stat` (`effects_targeting`). Outside a query, where that would evaluate
    every continuous ability for this one card, only the lasting effects when no continuous ability making an effect
    of its kinds is where it works (`makers.in_play`): then none of its kinds exists."""
    kinds = _KINDS[stat]
    if game.query_memo() is None and not any(in_play(game, kind) for kind in kinds):
        effects = game.state.effects
        return [e for e in effects if iid in e.targets] if effects else ()
    return game.effects_targeting(iid, kinds)


def effects_for(game: Game, stat: str) -> Sequence[ContinuousEffect]:
    """The effects `current` needs for `stat` of any card: all of them (`all_effects`), or only the lasting ones when
    no continuous ability making an effect of its kinds is where it works (none is evaluated then)."""
    if any(in_play(game, kind) for kind in _KINDS[stat]):
        return game.all_effects()
    return game.state.effects


def untouched(game: Game, stat: str) -> bool:
    """Does no effect change `stat` of any card now: no lasting effect of its kinds, and no continuous ability of the
    database makes one? Then every card's `stat` is its printed one."""
    kinds = _KINDS[stat]
    effects = game.state.effects
    if effects and any(e.kind in kinds for e in effects):
        return False
    return stat not in _static_stats(game)


class Printed(NamedTuple):
    """What playing a card from hand asks of its printed information (8.6.2.1, 8.6.2.3): its category, level, cost
    and colours, and whether it has the Counter icon (2.8.2)."""

    category: str
    level: int
    cost: int
    colours: tuple[str, ...]
    counter: bool


_PRINTED_BY_ID: Kept[CardDatabase, dict[str, Printed]] = Kept(64)
_STATIC_STATS: Kept[CardDatabase, frozenset[str]] = Kept(64)


def printed_by_id(game: Game) -> dict[str, Printed]:
    """Each card id's `Printed` (kept per database object): a hand is looked at in every act window."""
    return _PRINTED_BY_ID.answer(game.database, _printed_by_id, game.database)


def _printed_by_id(database: CardDatabase) -> dict[str, Printed]:
    return {
        card.id: Printed(card.category, C.printed_level(card), C.printed_cost(card), tuple(card.colors),
                         C.has_counter_icon(card))
        for card in database.cards()
    }  # fmt: skip


def _static_stats(game: Game) -> frozenset[str]:
    """The numbers a continuous ability of the database can change (kept per database object)."""
    return _STATIC_STATS.answer(game.database, _work_out_static_stats, game)


def _work_out_static_stats(game: Game) -> frozenset[str]:
    language = game.ruleset.abilities
    static = language.static_kinds(game.database) if language is not None else frozenset()
    return frozenset(stat for stat in STATS if not static.isdisjoint(_KINDS[stat]))


def power(game: Game, iid: InstanceId) -> int:
    return current(game, iid, "power")


def soul(game: Game, iid: InstanceId) -> int:
    return current(game, iid, "soul")


def level(game: Game, iid: InstanceId) -> int:
    return current(game, iid, "level")


def cost(game: Game, iid: InstanceId) -> int:
    return current(game, iid, "cost")


_PRINTED: Kept[CardDefinition, dict[str, int]] = Kept(4096)
_LOWERS: Kept[CardDatabase, bool] = Kept(64)
_SHORTCUTS: Kept[CardDatabase, tuple[bool, frozenset[str]]] = Kept(64)


def printed_stats(definition: CardDefinition) -> dict[str, int]:
    """The printed numbers of a card (kept per definition object: views ask for them all the time).
    A climax has none (2.6.1, 2.7.1, 2.9.1); an event has a level and a cost (2.6.1, 2.7.1)."""
    return _PRINTED.answer(definition, _printed_stats, definition)


def _printed_stats(definition: CardDefinition) -> dict[str, int]:
    names = () if definition.category == C.CLIMAX else ("level", "cost") if definition.category == C.EVENT else STATS
    return {name: _PRINTERS[name](definition) for name in names}


def lowers_power(game: Game) -> bool:
    """Can a continuous ability of some card lower or set a power? If not, a power above 0
    without them stays above 0 with them (a shortcut for the rule action 9.5.1)."""
    return _LOWERS.answer(game.database, _lowers_power, game.database)


def _lowers_power(database: CardDatabase) -> bool:
    return any(_lowers(card) for card in database.cards())


def power_shortcuts(game: Game) -> tuple[bool, frozenset[str]]:
    """For the rule action 9.5.1 (kept per database object): whether a continuous ability can lower or set a power
    (`lowers_power`), and the card ids whose power is then above 0 whenever no lasting effect touches it (a printed
    power above 0; none if some continuous ability lowers powers)."""
    return _SHORTCUTS.answer(game.database, _power_shortcuts, game)


def _power_shortcuts(game: Game) -> tuple[bool, frozenset[str]]:
    lowers = lowers_power(game)
    safe = frozenset() if lowers else frozenset(card.id for card in game.database.cards() if (card.power or 0) > 0)
    return lowers, safe


def _lowers(card: CardDefinition) -> bool:
    for ability in card.abilities:
        if ability.get("kind") != "continuous":
            continue
        for step in ability.get("effect", ()):
            if step.get("do") == "set_stat" or (step.get("do") == "modify" and int(step.get("amount", 0)) < 0):
                return True
    return False


def card_stats(game: Game, iid: InstanceId) -> dict[str, int]:
    """What a view shows: live numbers on the stage and in hand (cost, level); printed ones elsewhere."""
    card = game.state.cards[iid]
    printed = printed_stats(game.database.get(card.card_id))
    if card.zone.name not in LIVE or not printed:
        return printed
    effects = list(game.effects_targeting(iid))
    if not effects:
        return printed
    return {name: current(game, iid, name, effects) for name in printed}


def colors_available(game: Game, player: PlayerId) -> set[str]:
    """8.6.2.1.1: the colours of the face-up cards in a player's level and clock (a face-down
    level card is blank, 3.9.2.2.1)."""
    found: set[str] = set()
    cards = game.state.cards
    for ref in (Z.LEVEL_REFS[player], Z.CLOCK_REFS[player]):
        for iid in game.state.zones[ref]:
            if cards[iid].face_up:
                found.update(game.definition(iid).colors)
    return found
