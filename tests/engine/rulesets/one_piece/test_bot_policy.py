"""The heuristic bot at ONE PIECE: it beats the random bot, and plays crafted positions sensibly."""

import json
from dataclasses import replace

import pytest

from engine import Action, Decision, DecisionKind, Game
from engine.bot import heuristic_bot
from engine.formats.cards import CardDatabase, read_card_set
from engine.rulesets.one_piece import build_ruleset
from engine.rulesets.one_piece import zones as Z
from engine.rulesets.one_piece.bot_policy import OnePiecePolicy
from tests.support import one_piece_cards as C
from tests.support.bot_match import choose, heuristic_wins, play_watched
from tests.support.one_piece_cards import P1, P2

GAMES = 100
BOTH = ("one-piece", "energio")


@pytest.mark.parametrize("ruleset_id", BOTH)
def test_the_heuristic_bot_beats_the_random_bot(ruleset_id):
    games = GAMES if ruleset_id == "one-piece" else GAMES // 4
    decks = (C.red_deck(ruleset_id), C.green_deck(ruleset_id))
    wins = heuristic_wins(build_ruleset(ruleset_id), C.database(ruleset_id), decks, games, f"{ruleset_id}-vs-random")
    assert wins >= games * 7 // 10, f"{wins} of {games}"


@pytest.mark.parametrize("seed", ["watched-1", "watched-2"])
def test_every_choice_is_legal_and_made_from_the_bots_view_only(seed):
    decks = (C.red_deck(), C.green_deck())
    assert play_watched(build_ruleset("one-piece"), C.database(), decks, seed) > 30


def test_the_ruleset_lends_the_bot_its_policy():
    policy = build_ruleset("energio").bot_policy(C.database("energio"))
    assert isinstance(policy, OnePiecePolicy) and policy.don_power == 1000


# Crafted positions. P1 goes first; on turn 3 P1 has 3 DON!! and may attack.


def _clear_hand(game, player):
    for card in list(C.zone(game, Z.HAND, player)):
        game.move(card, C.ref(Z.DECK, player), bottom=True)


def _set_active_don(game, player, count):
    for index, don in enumerate(C.zone(game, Z.COST, player)):
        game.set_orientation(don, Z.ACTIVE if index < count else Z.RESTED)


def _set_life(game, player, count):
    while len(C.zone(game, Z.LIFE, player)) > count:
        game.move(C.zone(game, Z.LIFE, player)[-1], C.ref(Z.TRASH, player), face_up=True)


@pytest.fixture
def game():
    """Turn 3, P1's Main Phase, both hands empty and no active DON!!: only what a test puts there."""
    game = C.start("one-piece", "bot-policy")
    C.pass_until(game, 3)
    for player in (P1, P2):
        _clear_hand(game, player)
        _set_active_don(game, player, 0)
    return game


def test_it_plays_the_costliest_character_it_can_afford(game):
    _set_active_don(game, P1, 3)
    for card_id in ("PMT-001", "PMT-003", "PMT-004", "PMT-021"):  # costs 1, 3, 4 and a vanilla [Main] Event
        C.put(game, P1, card_id, Z.HAND)
    action = choose(game)
    assert action.kind == "play_character" and game.definition(action.card).id == "PMT-003"


def test_it_attacks_the_leader_when_it_wins_the_battle(game):
    C.put(game, P1, "PMT-018", Z.CHARACTERS)  # 6000
    action = choose(game)
    assert action.kind == "attack" and action.target == C.leader(game, P2)


def test_it_does_not_attack_what_it_cannot_beat(game):
    game.set_orientation(C.leader(game, P1), Z.RESTED)  # the Leader has attacked already
    brawler = C.put(game, P1, "PMT-002", Z.CHARACTERS)  # 3000
    giant = C.put(game, P2, "PMT-005", Z.CHARACTERS, rested=True)  # 7000
    assert game.check(Action("attack", P1, card=brawler, target=giant)) is None
    assert choose(game).kind == "pass"  # neither the 5000 Leader nor the 7000 Character can be beaten
    rookie = C.put(game, P2, "PMT-001", Z.CHARACTERS, rested=True)  # 2000
    assert choose(game) == Action("attack", P1, card=brawler, target=rookie)


def test_it_gives_don_to_the_attacker_that_then_wins_its_battle(game):
    _set_active_don(game, P1, 1)
    loader = C.put(game, P1, "PMT-003", Z.CHARACTERS)  # 4000 against a 5000 Leader: one DON!! short
    assert choose(game) == Action("give_don", P1, target=loader)
    game.apply(Action("give_don", P1, target=loader))
    action = choose(game)
    assert action.kind == "attack" and action.target == C.leader(game, P2)


def test_it_does_not_waste_don_on_an_attacker_it_cannot_save(game):
    _set_active_don(game, P1, 1)
    C.put(game, P1, "PMT-001", Z.CHARACTERS)  # 2000: three DON!! short
    assert choose(game) == Action("give_don", P1, target=C.leader(game, P1))  # the Leader already wins: more


def test_it_gives_no_don_to_a_character_that_cannot_attack(game):
    _set_active_don(game, P1, 1)
    game.set_orientation(C.leader(game, P1), Z.RESTED)
    C.put(game, P1, "PMT-003", Z.CHARACTERS, played=True)  # played this turn, no [Rush]
    assert choose(game).kind == "pass"


def _attacked(game, attacker_id, *, life, hand=(), blockers=(), target_id=None):
    """P1 attacks P2's Leader (or a new rested `target_id`) with a new Character; P2 has `life` Life, `hand` and
    active `blockers`."""
    _set_life(game, P2, life)
    for card_id in hand:
        C.put(game, P2, card_id, Z.HAND)
    for card_id in blockers:
        C.put(game, P2, card_id, Z.CHARACTERS)
    target = C.leader(game, P2) if target_id is None else C.put(game, P2, target_id, Z.CHARACTERS, rested=True)
    attacker = C.put(game, P1, attacker_id, Z.CHARACTERS)
    game.apply(Action("attack", P1, card=attacker, target=target))
    return attacker


def _reach(game, context):
    while game.decision.context != context:
        assert game.decision.context in ("block", "counter"), game.decision
        game.apply(Action("pass", game.decision.player))


def test_it_counters_an_attack_that_would_leave_it_at_zero_life(game):
    _attacked(game, "PMT-018", life=1, hand=("PMT-001", "PMT-010"))  # 6000 against 5000: 1000 is not enough
    _reach(game, "counter")
    action = choose(game)
    assert action.kind == "counter" and game.definition(action.card).id == "PMT-010"
    assert action.target == C.leader(game, P2)
    game.apply(action)
    assert choose(game).kind == "pass"  # 7000 against 6000: enough


def test_it_keeps_its_counters_at_high_life_and_when_they_cannot_win(game):
    _attacked(game, "PMT-018", life=4, hand=("PMT-010",))
    _reach(game, "counter")
    assert choose(game).kind == "pass"


def test_it_does_not_spend_counters_that_cannot_win_the_battle(game):
    _attacked(game, "PMT-019", life=0, hand=("PMT-001",))  # 8000 against 5000 +1000: lost anyway
    _reach(game, "counter")
    assert choose(game).kind == "pass"


def test_it_blocks_when_a_hit_would_lose_the_game(game):
    _attacked(game, "PMT-018", life=0, blockers=("PMT-011",))  # a 3000 [Blocker] against 6000
    _reach(game, "block")
    action = choose(game)
    assert action.kind == "block" and game.definition(action.card).id == "PMT-011"


def test_it_does_not_throw_a_blocker_away_at_high_life(game):
    _attacked(game, "PMT-018", life=4, blockers=("PMT-011",))
    _reach(game, "block")
    assert choose(game).kind == "pass"


def test_it_blocks_with_a_blocker_that_survives(game):
    # A 3000 attacker would K.O. a rested 2000 Character; a 5000 [Blocker] stops it and survives.
    _attacked(game, "PMT-002", life=4, blockers=("PMT-012",), target_id="PMT-001")
    _reach(game, "block")
    assert choose(game).kind == "block"


def test_the_defender_sees_what_attacks_what(game):
    attacker = _attacked(game, "PMT-018", life=4, blockers=("PMT-011",))
    _reach(game, "block")
    decision = game.view(P2).decision
    assert decision.options == (attacker, C.leader(game, P2)) and decision.labels == ("attacker", "target")
    assert game.view(P1).decision.options == ()


def test_it_goes_first_and_keeps_a_hand_with_cheap_characters():
    game = C.new_game("one-piece", "opening")
    assert game.decision.context == "first_or_second"
    assert choose(game).picks == (0,)
    game.apply(choose(game))
    player = game.decision.player
    assert game.decision.context == "redraw"
    _clear_hand(game, player)
    for card_id in ("PMT-001", "PMT-002", "PMT-005", "PMT-005", "PMT-020"):
        C.put(game, player, card_id, Z.HAND)
    assert choose(game).kind == "no"
    _clear_hand(game, player)
    for card_id in ("PMT-001", "PMT-005", "PMT-005", "PMT-007", "PMT-020"):
        C.put(game, player, card_id, Z.HAND)
    assert choose(game).kind == "yes"


TRIGGER_CARD = {
    "id": "PMT-900", "name": "Signal Flare", "category": "event", "colors": ["red"], "cost": 1,
    "keywords": ["counter", "trigger"],
    "abilities": [
        {"kind": "activated", "timing": ["trigger"], "effect": [{"do": "draw"}]},
        {"kind": "activated", "timing": ["counter"],
         "effect": [{"do": "modify", "stat": "power", "amount": 3000, "target": {"mode": "self"}}]},
    ],
}  # fmt: skip


REMOVAL_CARD = {
    "id": "PMT-901", "name": "Cannon Volley", "category": "event", "colors": ["red"], "cost": 1, "keywords": ["main"],
    "abilities": [{"kind": "activated", "timing": ["main"], "effect": [{"do": "destroy", "target": {"up_to": True,
        "filter": {"zone": ["character"], "controller": "opponent", "cost": {"op": "<=", "value": 3}}}}]}],
}  # fmt: skip


def _database_with_trigger_card() -> CardDatabase:
    text = json.dumps({"format": 1, "kind": "playmat-card-set", "ruleset": "one-piece", "set": {"id": "PMT",
                       "name": "test"}, "cards": [*C.CARDS, TRIGGER_CARD, REMOVAL_CARD]})  # fmt: skip
    result = read_card_set(text)
    assert not result.problems
    return CardDatabase("one-piece", [result.card_set])


def _life_card_taken(game, card_id):
    """P1's Leader hits P2, whose top Life card is `card_id`: the [Trigger] question."""
    _set_life(game, P2, 2)
    C.put(game, P2, card_id, Z.LIFE)
    _attacked(game, "PMT-018", life=3)
    _reach(game, "life_trigger")


def test_it_uses_a_trigger_it_can_resolve_and_takes_a_vanilla_one_to_hand():
    database = _database_with_trigger_card()
    game = Game.new(build_ruleset("one-piece"), database, (C.red_deck(), C.green_deck()), "trigger")
    game.apply(Action("choose", game.decision.player, picks=(0 if game.decision.player == P1 else 1,)))
    C.pass_until(game, 3)
    _clear_hand(game, P2)
    _life_card_taken(game, "PMT-900")
    assert game.decision.options == (0, 1) and choose(game).picks == (1,)
    vanilla = C.start("one-piece", "vanilla-trigger")
    C.pass_until(vanilla, 3)
    _clear_hand(vanilla, P2)
    _life_card_taken(vanilla, "PMT-009")  # [Trigger] printed, but no ability the engine resolves
    assert vanilla.decision.options == (0, 1) and choose(vanilla).picks == (0,)


def test_it_reads_a_counter_events_value_and_keeps_don_to_pay_for_it():
    database = _database_with_trigger_card()
    policy = OnePiecePolicy(database)
    game = Game.new(build_ruleset("one-piece"), database, (C.red_deck(), C.green_deck()), "counter-event")
    game.apply(Action("choose", game.decision.player, picks=(0 if game.decision.player == P1 else 1,)))
    C.pass_until(game, 3)
    _clear_hand(game, P1)
    flare = C.put(game, P1, "PMT-900", Z.HAND)
    assert policy.counter_event_value(game.view(P1).zone(C.ref(Z.HAND, P1)).cards[0]) == 3000
    _set_active_don(game, P1, 1)
    game.set_orientation(C.leader(game, P1), Z.RESTED)
    C.put(game, P1, "PMT-003", Z.CHARACTERS)  # one DON!! would let it win, but that DON!! pays for the Flare
    assert choose(game).kind == "pass"
    assert flare in C.zone(game, Z.HAND, P1)


def _asked(view, context, options, prompt="Choose the target(s)", minimum=0, maximum=1):
    decision = Decision(view.viewer, DecisionKind.CHOOSE, prompt, "8-1", context, options=tuple(options),
                        labels=("a card",) * len(options), minimum=minimum, maximum=maximum)  # fmt: skip
    picks = ((), *((o,) for o in options))
    legal = [Action("choose", view.viewer, picks=p) for p in picks if minimum <= len(p) <= maximum]
    return replace(view, decision=decision), legal


def _pick(bot, view, legal):
    return bot.choose(view, legal).picks


def test_an_effect_that_powers_up_a_card_during_a_battle_picks_the_attacked_card(game):
    helper = C.put(game, P2, "PMT-005", Z.CHARACTERS)  # a 7000 Character, not attacked
    _attacked(game, "PMT-018", life=4)
    _reach(game, "counter")
    bot = heuristic_bot(game.ruleset, game.database, "target")
    bot.choose(game.view(P2), game.legal_actions())  # the counter window shows the bot the battle
    view, legal = _asked(game.view(P2), "ability_target", (helper, C.leader(game, P2)))
    assert _pick(bot, view, legal) == (C.leader(game, P2),)
    main, legal = _asked(replace(view, step=""), "ability_target", (helper, C.leader(game, P2)))
    assert _pick(bot, main, legal) == (helper,)  # outside the battle: the most valuable card


def test_it_removes_the_opponents_best_card_and_gives_up_its_own_least_valuable(game):
    rookie, giant = (C.put(game, P2, card_id, Z.CHARACTERS) for card_id in ("PMT-001", "PMT-005"))
    mine = [C.put(game, P1, card_id, Z.CHARACTERS) for card_id in ("PMT-004", "PMT-002")]
    hand = [C.put(game, P1, card_id, Z.HAND) for card_id in ("PMT-005", "PMT-001")]
    bot = heuristic_bot(game.ruleset, game.database, "choices")
    view = game.view(P1)
    assert _pick(bot, *_asked(view, "ability_target", (rookie, giant), "Choose the Character(s) to K.O.")) == (giant,)
    assert _pick(bot, *_asked(view, "ability_target", mine, "Choose the Character(s) to K.O.", 1)) == (mine[1],)
    assert _pick(bot, *_asked(view, "trash_from_hand", hand, "Choose 1 card(s)", 1)) == (hand[1],)
    assert _pick(bot, *_asked(view, "trash_from_hand", hand, "Choose up to 1 card(s)", 0)) == ()


def test_a_full_area_loses_its_least_valuable_character(game):
    mine = [C.put(game, P1, card_id, Z.CHARACTERS) for card_id in ("PMT-005", "PMT-001", "PMT-004")]
    bot = heuristic_bot(game.ruleset, game.database, "overflow")
    view, legal = _asked(game.view(P1), "overflow_trash", mine, "Your Character area is full", 1)
    assert _pick(bot, view, legal) == (mine[1],)


def test_it_returns_rested_don_before_active_or_given_don(game):
    C.give(game, C.leader(game, P1))
    _set_active_don(game, P1, 1)
    given = game.card(C.leader(game, P1)).attached[0]
    active, rested = C.zone(game, Z.COST, P1)[:2]
    assert game.card(rested).orientation == Z.RESTED
    bot = heuristic_bot(game.ruleset, game.database, "return")
    view, legal = _asked(game.view(P1), "return_don", (given, active, rested), "Choose 1 DON!!", 1)
    assert _pick(bot, view, legal) == (rested,)
    view, legal = _asked(game.view(P1), "return_don", (given, active), "Choose 1 DON!!", 1)
    assert _pick(bot, view, legal) == (active,)


def test_it_uses_a_main_event_only_when_its_effect_has_something_to_act_on():
    database = _database_with_trigger_card()
    game = Game.new(build_ruleset("one-piece"), database, (C.red_deck(), C.green_deck()), "main-event")
    game.apply(Action("choose", game.decision.player, picks=(0 if game.decision.player == P1 else 1,)))
    C.pass_until(game, 3)
    _clear_hand(game, P1)
    game.set_orientation(C.leader(game, P1), Z.RESTED)
    volley = C.put(game, P1, "PMT-901", Z.HAND)
    big = C.put(game, P2, "PMT-005", Z.CHARACTERS)  # cost 5: out of the Volley's reach
    assert game.check(Action("activate_event", P1, card=volley)) is None
    assert choose(game).kind == "pass"
    C.put(game, P2, "PMT-002", Z.CHARACTERS)  # cost 2
    assert choose(game) == Action("activate_event", P1, card=volley)
    assert big in C.zone(game, Z.CHARACTERS, P2)
