"""Current numbers of a card: power with given DON!!, cost floored at 0, counter, Life; [DON!! xX]."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.rulesets.one_piece.keywords import effects_for
from engine.rulesets.one_piece.params import params_of

if TYPE_CHECKING:
    from engine.formats.cards import CardDefinition
    from engine.game import Game
    from engine.ids import InstanceId
    from engine.state import ContinuousEffect

# Continuous-effect kinds this module reads (values are whole numbers).
POWER = "power"  # + or - power (2-6-3)
COST = "cost"  # + or - cost (2-7-6)
COUNTER = "counter"  # + or - (Symbol) Counter
BASE_POWER = "base_power"  # sets base power (4-9-2)
BASE_COST = "base_cost"  # sets base cost (4-9-2)

DON_CATEGORY = "don"


def category(game: Game, iid: InstanceId) -> str:
    return game.definition(iid).category


def don_given(game: Game, iid: InstanceId) -> int:
    """How many DON!! cards are given to this card (6-5-5-1); a plain loop (power, [DON!! xX] and views ask all the
    time)."""
    cards, get = game.state.cards, game.database.get
    count = 0
    for given in cards[iid].attached:
        if get(cards[given].card_id).category == DON_CATEGORY:
            count += 1
    return count


def has_don(game: Game, iid: InstanceId, x: int) -> bool:
    """[DON!! xX]: at least X DON!! are given to this card (8-3-2-3, 10-2-9-1; see NOTES.md)."""
    return don_given(game, iid) >= x


def _effects_on(game: Game, iid: InstanceId, kinds: tuple[str, ...] = ()) -> Sequence[ContinuousEffect]:
    """Every lasting or continuous effect on this card (one pass: views ask for every visible card); with `kinds`,
    the caller reads only those (continuous abilities are not evaluated when none can give this card one of them:
    `keywords.effects_for`)."""
    return effects_for(game, iid, kinds) if kinds else game.effects_targeting(iid)  # (read, never changed)


def _total(effects: Sequence[ContinuousEffect], kind: str) -> int:
    return sum(int(e.value) for e in effects if e.kind == kind)


def _base(game: Game, effects: Sequence[ContinuousEffect], kind: str, printed: int) -> int:
    """The printed value, or the one set by "base" effects (4-9-2); ties by the game's policy."""
    setters = [e for e in effects if e.kind == kind]
    if not setters:
        return printed
    if params_of(game).base_value_tiebreak == "highest":
        return max(int(e.value) for e in setters)  # 4-9-2-1, 4-9-2-2
    return int(max(setters, key=lambda e: e.eid).value)


def power(game: Game, iid: InstanceId) -> int:
    """Power now: base + effects + 1000 per given DON!! during its player's turn (6-5-5-2).

    It may be negative (1-3-6-1) and nothing happens because of that (1-3-6-1-1).
    """
    card = game.definition(iid)
    return _power(game, iid, card, _effects_on(game, iid, (BASE_POWER, POWER)))


def _power(game: Game, iid: InstanceId, card: CardDefinition, effects: Sequence[ContinuousEffect]) -> int:
    value = card.power or 0
    if effects:
        value = _base(game, effects, BASE_POWER, value) + _total(effects, POWER)
    instance = game.state.cards[iid]
    if instance.attached and game.state.turn_player == instance.controller:
        value += don_given(game, iid) * params_of(game).don_power
    return value


def cost(game: Game, iid: InstanceId) -> int:
    """Cost now: every change summed (negative totals included, 1-3-6-2-1), then treated as 0 if below (1-3-6-2)."""
    return _cost(game, game.definition(iid), _effects_on(game, iid, (BASE_COST, COST)))


def _cost(game: Game, card: CardDefinition, effects: Sequence[ContinuousEffect]) -> int:
    value = card.cost or 0
    if effects:
        value = _base(game, effects, BASE_COST, value) + _total(effects, COST)
    return max(0, value)


def counter_value(game: Game, iid: InstanceId) -> int:
    """The (Symbol) Counter of a Character card (2-10), never below 0 (1-3-6)."""
    return _counter(game.definition(iid), _effects_on(game, iid, (COUNTER,)))


def _counter(card: CardDefinition, effects: Sequence[ContinuousEffect]) -> int:
    printed = card.stats.get("counter", 0)
    value = printed if isinstance(printed, int) else 0
    return max(0, value + _total(effects, COUNTER)) if effects else value


def life_value(game: Game, iid: InstanceId) -> int:
    """A Leader's Life value (2-9-1), raised by effects (2-9-4)."""
    printed = game.definition(iid).stats.get("life", 0)
    return (printed if isinstance(printed, int) else 0) + game.modifier(iid, "life")


def card_stats(game: Game, iid: InstanceId) -> dict[str, int]:
    """The numbers a player sees on a card, every effect applied."""
    instance = game.state.cards[iid]
    card = game.database.get(instance.card_id)
    kind = card.category
    if kind not in ("character", "leader", "event", "stage"):
        return {}
    effects = _effects_on(game, iid)
    if kind in ("event", "stage"):
        return {"cost": _cost(game, card, effects)}
    stats = {"power": _power(game, iid, card, effects)}
    if kind == "character":
        stats["cost"] = _cost(game, card, effects)
        value = _counter(card, effects)
        if value:
            stats["counter"] = value
    if instance.attached:
        stats["don"] = don_given(game, iid)
    return stats
