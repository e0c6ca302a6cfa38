"""Which cards' continuous abilities can make an effect of a kind, and whether one is now where its ability works."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from engine.abilities.filters import language_of
from engine.abilities.static import effect_of
from engine.kept import Kept

if TYPE_CHECKING:
    from engine.formats.cards import CardDatabase
    from engine.game import Game

ANY = "*"  # in a key: an effect of that kind, whatever its value


class Makers(NamedTuple):
    """The cards of a database with a continuous ability that can make one kind of effect: by card id, the zones
    where that ability works, and all those zones together."""

    by_card: dict[str, frozenset[str]]
    zones: frozenset[str]


_MAKERS: Kept[CardDatabase, dict[tuple[str, str], Makers]] = Kept(64)


def static_makers(game: Game) -> dict[tuple[str, str], Makers]:
    """`Makers` by (effect kind, value) and by (effect kind, ANY), of the continuous abilities of the database (kept
    per database object). Continuous effects come from these abilities alone (`engine.abilities.static`)."""
    return _MAKERS.answer(game.database, _static_makers, game)


def _static_makers(game: Game) -> dict[tuple[str, str], Makers]:
    language = language_of(game)
    found: dict[tuple[str, str], dict[str, set[str]]] = {}
    for card in game.database.cards():
        for ability, zones in language.continuous(card):
            for step in ability.effect:
                made = effect_of(step)
                if made is not None:
                    for key in ((made[0], str(made[1])), (made[0], ANY)):
                        found.setdefault(key, {}).setdefault(card.id, set()).update(zones)
    table = {
        key: Makers({card: frozenset(zones) for card, zones in cards.items()},
                    frozenset(zone for zones in cards.values() for zone in zones))
        for key, cards in found.items()
    }  # fmt: skip
    return table


def in_play(game: Game, kind: str, value: str = ANY) -> bool:
    """Is a card whose continuous ability can make an effect of `kind` (with `value`) in a zone where that ability
    works? If not, no continuous effect of that kind exists now."""
    makers = static_makers(game).get((kind, value))
    if makers is None:
        return False
    zones, cards, by_card = game.state.zones, game.state.cards, makers.by_card
    for ref in game.scanned_refs():
        if ref.name not in makers.zones:
            continue
        for iid in zones[ref]:
            works_in = by_card.get(cards[iid].card_id)
            if works_in is not None and ref.name in works_in:
                return True
    return False
