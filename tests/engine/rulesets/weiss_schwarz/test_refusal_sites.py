"""Weiß Schwarz refusals no other test made: each through check and apply, its rule, its words, nothing changed."""

from __future__ import annotations

from functools import cache

from engine import Game, PlayerId
from engine.formats.cards import CardDatabase
from engine.formats.decks import DeckEntry
from engine.rulesets.weiss_schwarz import build_ruleset
from tests.engine.rulesets.weiss_schwarz import support as S
from tests.support.card_sets import read_cards
from tests.support.refusals import refused

AUDIT_CARDS = [
    S._plain("A-ROOT", 0, 3000, name="Rooted Doll", abilities=[{"kind": "continuous", "effect": [
        {"do": "prevent", "action": "move"}, {"do": "prevent", "action": "attack"}]}]),
    S._plain("A-FRONT", 0, 3000, name="Straight Fencer", abilities=[{"kind": "continuous", "effect": [
        {"do": "prevent", "action": "side_attack"}]}]),
]  # fmt: skip


@cache
def database() -> CardDatabase:
    return S.database().extended([read_cards("weiss-schwarz", "AUDIT", AUDIT_CARDS, name="Audit cards")])


def table(turn: int = 2) -> tuple[Game, PlayerId, PlayerId]:
    """`turn`'s main phase with this module's cards, stages, clocks and levels empty, plain cards on the decks."""
    game = Game.new(build_ruleset(), database(), (S.starter("lantern"), S.starter("clockwork")), "audit")
    S.keep_hands(game)
    S.advance_to(game, "main", turn=turn)
    for player in (0, 1):
        S.clear(game, player, "stage", "clock", "level", "climax")
        S.stack(game, player, *["T-L0"] * 8)
    tp = game.state.turn_player
    return game, tp, PlayerId(1 - tp)


def test_an_event_is_played_from_your_hand_6_5_1_2_2():
    game, tp, ntp = table()
    refused(game, "play_event", tp, "6.5.1.2.2", "your own hand", card=S.put(game, ntp, "T-EV", "hand"))
    refused(game, "play_event", tp, "6.5.1.2.2", "not an event", card=S.put(game, tp, "T-L0", "hand"))


def test_an_effect_that_forbids_moving_or_attacking_wins_1_3_4():
    game, tp, ntp = table()
    rooted = S.put(game, tp, "A-ROOT", "stage", 2)
    refused(game, "move", tp, "1.3.4", "forbids that character to move", card=rooted, number=1)
    S.put(game, ntp, "T-L0", "stage", 2)  # faces it: a frontal or side attack
    S.advance_to(game, "attack")
    refused(game, "attack", tp, "1.3.4", "forbids this character to attack", card=rooted, option="frontal")
    fencer = S.put(game, tp, "A-FRONT", "stage", 1)
    S.put(game, ntp, "T-L0", "stage", 3)  # faces position 1 (3.6.5)
    refused(game, "attack", tp, "1.3.4", "forbids this character a side attack", card=fencer, option="side")


def test_attack_declarations_7_2_1_3_7_2_1_4():
    game, tp, ntp = table()
    attacker = S.put(game, tp, "T-L0", "stage", 2)
    S.put(game, ntp, "T-L0", "stage", 2)
    refused(game, "attack", tp, "7.2.1.3", "attack declaration step", card=attacker, option="frontal")
    refused(game, "move", ntp, "6.5.1.2", "who decides now", card=attacker, number=1)
    S.advance_to(game, "attack")
    refused(game, "attack", tp, "7.2.1.3", "Choose one of your characters", card=None, option="frontal")
    refused(game, "attack", tp, "7.2.1.4", "frontal, side or direct", card=attacker, option="sideways")


def test_moves_of_the_main_phase_tried_in_the_attack_phase_say_what_is_done_then_6_5_1_2():
    game, tp, _ = table()
    S.put(game, tp, "T-L0", "stage", 2)
    S.advance_to(game, "attack")
    card = S.put(game, tp, "T-L0", "hand")
    refused(game, "play", tp, "6.5.1.2", "Characters are played in your main phase", card=card, number=1)
    refused(game, "play_event", tp, "6.5.1.2", "Events are played in your main phase", card=card)
    refused(game, "move", tp, "6.5.1.2", "Characters move in your main phase", card=card, number=1)


def test_a_deck_has_one_section_5_1_2():
    deck = S.starter("lantern")
    extra = deck.model_copy(update={"sections": {**deck.sections, "side": (DeckEntry(card="T-L0", count=1),)}})
    problems = build_ruleset().validate_deck(extra, database())
    assert [(p.rule, p.reason) for p in problems] == [
        ("5.1.2", "A Weiß Schwarz deck has one section, main, not 'side'.")
    ]


def test_main_phase_plays_and_moves_name_their_card_and_position_6_5_1_2_1_6_5_1_2_4():
    game, tp, ntp = table()
    mine = S.put(game, tp, "T-L0", "stage", 2)
    refused(game, "play", tp, "6.5.1.2.1", "your own hand", card=S.put(game, ntp, "T-L0", "hand"), number=1)
    refused(game, "move", tp, "6.5.1.2.4", "characters on your stage", card=None, number=1)
    refused(game, "move", tp, "6.5.1.2.4", "five stage positions", card=mine, number=7)
    refused(game, "clock", tp, "6.4.1.2", "clock phase", card=S.put(game, tp, "T-L0", "hand"))
    refused(
        game, "play_climax", tp, "6.5.1.2", "climax phase, not the main phase", card=S.put(game, tp, "T-CX", "hand")
    )


def test_a_climax_is_played_from_your_hand_in_your_climax_phase_6_6_1_2_1():
    game, tp, ntp = table()
    S.put(game, tp, "T-CX", "hand")  # a climax in hand: the climax phase asks
    S.advance_to(game, "climax")
    refused(game, "play_climax", tp, "6.6.1.2.1", "your own hand", card=S.put(game, ntp, "T-CX", "hand"))
    refused(game, "play_climax", tp, "6.6.1.2.1", "Only a climax", card=S.put(game, tp, "T-L0", "hand"))
    game, tp, _ = table()
    S.put(game, tp, "T-L0", "stage", 2)
    S.advance_to(game, "attack")
    refused(game, "play_climax", tp, "6.6.1.2.1", "in your climax phase", card=S.put(game, tp, "T-CX", "hand"))
