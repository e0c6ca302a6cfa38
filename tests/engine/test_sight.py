"""Who may know a card where it lies (`seers`, `can_see`): the kernel's table of zone sight agrees with `ZoneSpec`."""

import dataclasses
from itertools import product

from engine import PlayerId
from engine.game import Game
from engine.ids import PLAYERS, SHARED, CardId, ZoneRef
from engine.state import GameState
from engine.zones import Visibility, ZoneSpec
from tests.support import demo


def _game_with_every_sight() -> Game:
    """A demo game whose ruleset declares one zone for each pair of face-up and face-down visibility, and a shared
    one, each holding cards face up and face down."""
    zones = (
        *(
            ZoneSpec(f"z{up.value}{down.value}", "Zone", visibility=up, face_down_visibility=down)
            for up, down in product(Visibility, Visibility)
        ),
        ZoneSpec("shared", "Shared", per_player=False, visibility=Visibility.OWNER),
    )
    ruleset = dataclasses.replace(demo.ruleset(), zones=zones)
    game = Game(ruleset, demo.database(), GameState(rng=(1, 2, 3, 4)))
    refs = [ZoneRef(spec.name, player) for spec in zones[:-1] for player in PLAYERS] + [ZoneRef("shared", SHARED)]
    for ref in refs:
        game.state.zones[ref] = []
        for face_up in (True, False):
            game.create_card(CardId(demo.CARD_IDS[0]), PlayerId(max(ref.owner, 0)), ref, face_up=face_up)
    return game


def test_seers_and_can_see_follow_each_zones_visibility_and_what_players_were_shown():
    """Rules texts: a face-down card is seen by at most its zone's face-down visibility; a player told of a card
    (`known_to`) knows it wherever it lies; a spectator knows only what both players may."""
    game = _game_with_every_sight()
    checked = 0
    for card in game.state.cards.values():
        spec = game.ruleset.zone_spec(card.zone.name)
        for known_to in range(4):
            card.known_to = known_to
            expected = 0
            for player in PLAYERS:
                seat = 1 << player
                sees = bool(known_to & seat) or spec.visible_to(card.face_up, player == card.zone.owner)
                assert game.can_see(player, card.iid) is sees
                expected |= seat if sees else 0
            assert game.seers(card.iid) == expected
            assert game.can_see(None, card.iid) is spec.visible_to(card.face_up, False)
            checked += 1
    assert checked == 4 * 2 * (9 * 2 + 1)
