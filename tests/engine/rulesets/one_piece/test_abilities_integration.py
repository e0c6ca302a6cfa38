"""The ruleset's trigger points drive the ability interpreter: [On Play], [Main] Events, [Trigger], [Activate: Main]."""

import json

from engine import Action, Game
from engine.abilities import Language
from engine.formats.cards import CardDatabase, read_card_set
from engine.rulesets.one_piece import build_ruleset
from engine.rulesets.one_piece import zones as Z
from engine.rulesets.one_piece.procedures import TRIGGER_POINTS
from tests.support import one_piece_cards as C
from tests.support.one_piece_cards import P1, P2

DRAW = [{"do": "draw"}]
ABILITY_CARDS = [
    {"id": "PMT-A01", "name": "Bookish Cabin Boy", "category": "character", "colors": ["red"], "cost": 1,
     "power": 1000, "stats": {"counter": 1000}, "text": "[On Play] Draw 1 card.",
     "abilities": [{"kind": "auto", "trigger": {"event": "on_play", "on": "self"}, "effect": DRAW}]},
    {"id": "PMT-A02", "name": "Study the Charts", "category": "event", "colors": ["red"], "cost": 1,
     "keywords": ["main"], "text": "[Main] Draw 2 cards.",
     "abilities": [{"kind": "activated", "timing": ["main"], "effect": [{"do": "draw", "count": 2}]}]},
    {"id": "PMT-A03", "name": "Lucky Barrel", "category": "event", "colors": ["red"], "cost": 1,
     "keywords": ["counter", "trigger"], "text": "[Trigger] Draw 1 card.",
     "abilities": [{"kind": "activated", "timing": ["trigger"], "effect": DRAW}]},
    {"id": "PMT-A04", "name": "Drill Sergeant", "category": "character", "colors": ["red"], "cost": 2,
     "power": 3000, "text": "[Activate: Main] [Once Per Turn] Draw 1 card.",
     "abilities": [{"kind": "activated", "timing": ["main"], "limit": "once_per_turn", "effect": DRAW}]},
]  # fmt: skip


def _language() -> Language:
    return Language(
        ruleset="one-piece",
        zones=(Z.DECK, Z.DON_DECK, Z.HAND, Z.TRASH, Z.LEADER, Z.CHARACTERS, Z.STAGE, Z.COST, Z.LIFE, Z.RESOLVING),
        roles={"discard": Z.TRASH},
        ability_zones=(Z.LEADER, Z.CHARACTERS, Z.STAGE),
        timings=("main", "counter", "trigger"),
        events=TRIGGER_POINTS,
        keywords=("rush", "blocker", "double_attack", "banish", "trigger", "main", "counter"),
        orientations=Z.ORIENTATIONS,
    )


def _database() -> CardDatabase:
    text = json.dumps({"format": 1, "kind": "playmat-card-set", "ruleset": "one-piece",
                       "set": {"id": "PMA", "name": "ability cards"}, "cards": ABILITY_CARDS})  # fmt: skip
    result = read_card_set(text)
    assert not result.problems, result.problems
    return CardDatabase("one-piece", [_base_set(), result.card_set])


def _base_set():
    text = json.dumps({"format": 1, "kind": "playmat-card-set", "ruleset": "one-piece",
                       "set": {"id": "PMT", "name": "test"}, "cards": C.CARDS})  # fmt: skip
    return read_card_set(text).card_set


def _game() -> Game:
    language = _language()
    database = _database()
    assert language.validate_database(database) == []
    ruleset = build_ruleset("one-piece", abilities=language)
    game = Game.new(ruleset, database, (C.red_deck(), C.green_deck()), "abilities")
    chooser = game.decision.player
    game.apply(Action("choose", chooser, picks=(0 if chooser == P1 else 1,)))
    while game.decision.context == "redraw":
        game.apply(Action("no", game.decision.player))
    return game


def _hand(game, player=P1):
    return len(C.zone(game, Z.HAND, player))


def test_on_play_auto_ability_resolves_before_the_next_window():
    game = _game()
    card = C.put(game, P1, "PMT-A01", Z.HAND)
    before = _hand(game)
    game.apply(Action("play_character", P1, card=card))
    assert _hand(game) == before - 1 + 1 and game.decision.context == "main"


def test_main_event_effect_resolves_after_it_is_trashed():
    game = _game()
    C.add_active_don(game, P1, 1)
    card = C.put(game, P1, "PMT-A02", Z.HAND)
    before = _hand(game)
    game.apply(Action("activate_event", P1, card=card))
    assert _hand(game) == before - 1 + 2
    assert [game.card(i).card_id for i in C.zone(game, Z.TRASH, P1)] == ["PMT-A02"]


def test_life_trigger_effect_resolves_and_the_card_goes_to_the_trash():
    game = _game()
    C.pass_until(game, 3)
    C.put(game, P2, "PMT-A03", Z.LIFE)
    hand = _hand(game, P2)
    game.apply(Action("attack", P1, card=C.leader(game, P1), target=C.leader(game, P2)))
    game.apply(Action("pass", P2))
    game.apply(Action("choose", P2, picks=(1,)))
    assert _hand(game, P2) == hand + 1  # the [Trigger] drew a card; the Life card itself is trashed
    assert [game.card(i).card_id for i in C.zone(game, Z.TRASH, P2)] == ["PMT-A03"]
    assert game.decision.context == "main"


def test_activate_main_is_offered_in_the_main_phase_once_per_turn():
    game = _game()
    sergeant = C.put(game, P1, "PMT-A04", Z.CHARACTERS)
    activate = Action("activate", P1, card=sergeant, number=0)
    assert "activate" in game.decision.allowed and activate in game.legal_actions()
    before = _hand(game)
    game.apply(activate)
    assert _hand(game) == before + 1
    assert game.check(activate) is not None
