"""Whether an effect forbids a card an action (1.3.4), asked card by card only when some effect could."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from engine.abilities import prevented
from engine.abilities.filters import language_of
from engine.abilities.static import effect_of
from engine.ids import InstanceId

if TYPE_CHECKING:
    from engine.formats.cards import CardDatabase
    from engine.game import Game

PREVENT = "prevent"


class Forbidders(NamedTuple):
    """The cards of a database with a continuous ability that can forbid one action: by card id, the zones where
    that ability works, and all those zones together."""

    by_card: dict[str, frozenset[str]]
    zones: frozenset[str]


_STATIC: dict[int, tuple[CardDatabase, dict[str, Forbidders]]] = {}


def static_forbidders(game: Game) -> dict[str, Forbidders]:
    """For each action a continuous ability of the database can forbid, its `Forbidders` (kept per database
    object)."""
    database = game.database
    known = _STATIC.get(id(database))
    if known is not None and known[0] is database:
        return known[1]
    language = language_of(game)
    found: dict[str, dict[str, set[str]]] = {}
    if PREVENT in language.static_kinds(database):
        for card in database.cards():
            for ability, zones in language.continuous(card):
                for step in ability.effect:
                    made = effect_of(step)
                    if made is not None and made[0] == PREVENT:
                        found.setdefault(str(made[1]), {}).setdefault(card.id, set()).update(zones)
    table = {
        action: Forbidders({card: frozenset(zones) for card, zones in cards.items()},
                           frozenset(zone for zones in cards.values() for zone in zones))
        for action, cards in found.items()
    }  # fmt: skip
    if len(_STATIC) >= 64:  # a few databases in a program; many only in card-data fuzzing
        _STATIC.clear()
    _STATIC[id(database)] = (database, table)
    return table


def forbidder(game: Game, action: str) -> Callable[[InstanceId], bool] | None:
    """`prevented(game, card, action)` for a card, or None when no effect can forbid `action` now: no lasting effect
    forbids it, and no card whose continuous ability can is where that ability works (the only cards continuous
    effects come from). Then no card needs looking at, and continuous abilities are not evaluated for it."""
    if any(e.kind == PREVENT and e.value == action for e in game.state.effects) or _in_play(game, action):
        return lambda iid: prevented(game, iid, action)
    return None


def _in_play(game: Game, action: str) -> bool:
    """Is a card whose continuous ability can forbid `action` in a zone where that ability works?"""
    able = static_forbidders(game).get(action)
    if able is None:
        return False
    zones, cards, by_card = game.state.zones, game.state.cards, able.by_card
    for ref in game.scanned_refs():
        if ref.name not in able.zones:
            continue
        for iid in zones[ref]:
            works_in = by_card.get(cards[iid].card_id)
            if works_in is not None and ref.name in works_in:
                return True
    return False
