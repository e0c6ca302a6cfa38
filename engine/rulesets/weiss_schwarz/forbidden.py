"""Whether an effect forbids a card an action (1.3.4), asked card by card only when some effect could."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.abilities import prevented
from engine.abilities.filters import language_of
from engine.abilities.static import effect_of
from engine.ids import InstanceId

if TYPE_CHECKING:
    from engine.formats.cards import CardDatabase
    from engine.game import Game

PREVENT = "prevent"

_STATIC: dict[int, tuple[CardDatabase, frozenset[str]]] = {}


def static_forbids(game: Game) -> frozenset[str]:
    """The actions a continuous ability of some card of the database can forbid (kept per database object)."""
    database = game.database
    known = _STATIC.get(id(database))
    if known is not None and known[0] is database:
        return known[1]
    language = language_of(game)
    actions: set[str] = set()
    if PREVENT in language.static_kinds(database):
        for card in database.cards():
            for ability, _zones in language.continuous(card):
                for step in ability.effect:
                    made = effect_of(step)
                    if made is not None and made[0] == PREVENT:
                        actions.add(str(made[1]))
    found = frozenset(actions)
    if len(_STATIC) >= 64:  # a few databases in a program; many only in card-data fuzzing
        _STATIC.clear()
    _STATIC[id(database)] = (database, found)
    return found


def forbidder(game: Game, action: str) -> Callable[[InstanceId], bool] | None:
    """`prevented(game, card, action)` for a card, or None when no lasting effect forbids `action` and no continuous
    ability of the database can: then no card is forbidden it, none needs looking at, and continuous abilities are
    not evaluated for it."""
    if action not in static_forbids(game) and not any(
        e.kind == PREVENT and e.value == action for e in game.state.effects
    ):
        return None
    return lambda iid: prevented(game, iid, action)
