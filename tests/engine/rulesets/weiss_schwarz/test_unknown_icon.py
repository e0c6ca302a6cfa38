"""A trigger icon the rules do not know (real data has newer ones, 4.12.2): refused at load, and a card that reached
a game anyway (built by hand, bypassing the loader) is revealed in a trigger check without killing the game."""

import json

from engine import Game, PlayerId
from engine.formats.cards import CardDatabase, read_card_set
from engine.rulesets.weiss_schwarz import build_ruleset
from tests.engine.rulesets.weiss_schwarz import support as S

ODD = {"id": "X-NEW", "name": "Newer Icon", "category": "climax", "colors": ["yellow"],
       "stats": {"triggers": ["choice", "soul"], "side": "W"}}  # fmt: skip


def _database() -> CardDatabase:
    text = json.dumps({"format": 1, "kind": "playmat-card-set", "ruleset": "weiss-schwarz",
                       "set": {"id": "X", "name": "Newer"}, "cards": [ODD]})  # fmt: skip
    return CardDatabase("weiss-schwarz", [*S.database().card_sets, read_card_set(text).card_set])


def test_an_unknown_trigger_icon_is_refused_at_load_naming_card_and_field_4_12_2():
    admitted, problems = build_ruleset().admit_cards(_database())
    assert "X-NEW" not in admitted
    assert [str(p) for p in problems] == [
        "X-NEW: stats.triggers: unknown value 'choice' (known: soul, return, pool, comeback, draw, shot, treasure, "
        "gate, standby) (4.12.2); the card is not loaded"
    ]


def test_a_card_with_an_unknown_icon_that_reached_a_game_does_not_kill_it_4_12_2():
    database = _database()
    game = Game.new(build_ruleset(), database, (S.starter("lantern"), S.starter("clockwork")), "odd-icon")
    S.keep_hands(game)
    S.advance_to(game, "main", turn=2)
    tp = game.state.turn_player
    ntp = PlayerId(1 - tp)
    for player in (0, 1):
        S.clear(game, player, "stage", "clock", "level", "climax", "deck", "waiting_room", "stock")
        S.stack(game, player, *["T-L1"] * 12)
    attacker = S.put(game, tp, "T-L0", "stage", 2)
    S.stack(game, tp, "X-NEW")
    S.advance_to(game, "attack")
    S.act(game, "attack", tp, card=attacker, option="direct")
    S.advance_to(game, "attack")  # the trigger check ran: the unknown icon did nothing, the soul icon did its part
    assert len(S.zone(game, "clock", ntp)) == 3  # 1 + 1 (direct attack) + 1 (soul icon)
    assert game.definition(S.zone(game, "stock", tp)[-1]).id == "X-NEW"
