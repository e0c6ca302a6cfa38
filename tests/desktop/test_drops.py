"""What a drop means: legal actions by target, "anywhere else" for targetless ones, and the refusal guess."""

from __future__ import annotations

from desktop.playmat.drops import Dragged, Drop, Gestures, drag_options, guesses
from engine.actions import Action
from engine.decisions import Decision, DecisionKind
from engine.ids import InstanceId, PlayerId, ZoneRef
from engine.layout import Gesture

P = PlayerId(0)
CARD, OTHER, FOE, DON, LEADER = InstanceId(5), InstanceId(6), InstanceId(9), InstanceId(20), InstanceId(30)
HAND, COST, STAGE = ZoneRef("hand", P), ZoneRef("cost", P), ZoneRef("stage", P, 3)
LEGAL = [
    Action("play", P, card=CARD),
    Action("attack", P, card=CARD, target=FOE),
    Action("give", P, card=CARD, target=FOE, option="a"),
    Action("play", P, card=OTHER),
    Action("pass", P),
]
MAIN = Decision(P, DecisionKind.ACT, "Main", "1-1", allowed=("play", "attack"))
PLAIN = Gestures()
DECLARED = Gestures(
    (
        Gesture("give_don", source="cost", any_card=True),
        Gesture("put", source="hand", onto="stage", slot=True),
        Gesture("clock", source="hand", onto="clock"),
    )
)


def test_undeclared_actions_are_their_card_dragged_onto_their_target_or_anywhere():
    options = drag_options(Dragged(CARD, HAND), LEGAL, PLAIN)
    assert options.targets == (FOE,)
    assert options.matching(Drop(target=FOE)) == (LEGAL[1], LEGAL[2])  # two: a menu
    assert options.matching(Drop()) == (LEGAL[0],)  # anywhere else: the targetless play
    assert options.matching(Drop(target=OTHER)) == (LEGAL[0],)  # a card with no targeted meaning
    assert options.matching(Drop(on_origin=True)) == ()  # back where it came from


def test_a_resource_stands_in_for_an_action_that_names_only_its_target():
    """6-5-5-1: "give DON!!" names the host; any DON!! of the cost area dragged onto it gives one."""
    give = Action("give_don", P, target=LEADER)
    options = drag_options(Dragged(DON, COST), [give, *LEGAL], DECLARED)
    assert options.targets == (LEADER,)
    assert options.matching(Drop(target=LEADER, target_is_mine=True, zone=ZoneRef("leader", P))) == (give,)
    assert options.matching(Drop()) == ()
    assert drag_options(Dragged(CARD, HAND), [give], DECLARED).moves == (), "a hand card gives no DON!!"
    assert DECLARED.stands_in(give, COST) and not DECLARED.stands_in(give, HAND)


def test_the_drop_zone_decides_a_position_and_only_legal_places_are_offered():
    """6.5.1.2.1: dropped on stage position 3, the card is played to position 3 (no menu of positions)."""
    plays = [Action("put", P, card=CARD, number=n) for n in (1, 2, 3)]
    clock = Action("clock", P, card=CARD)
    options = drag_options(Dragged(CARD, HAND), [*plays, clock], DECLARED)
    assert options.zones == (ZoneRef("stage", P, 1), ZoneRef("stage", P, 2), STAGE, ZoneRef("clock", P))
    assert options.matching(Drop(zone=STAGE)) == (plays[2],)
    assert options.matching(Drop(target=OTHER, target_is_mine=True, zone=STAGE)) == (plays[2],)  # onto its card
    assert options.matching(Drop(zone=ZoneRef("clock", P))) == (clock,)
    assert options.matching(Drop(zone=ZoneRef("level", P))) == (), "a drop that matches nothing means nothing"


def test_a_refused_drop_is_checked_as_what_it_most_likely_meant():
    """The declared gesture that fits the drop comes first (8.6.2.1.2 is then the engine's answer), then a guess."""
    found = guesses(P, Dragged(CARD, HAND), Drop(zone=STAGE), MAIN, DECLARED, from_hand=True)
    assert found[0] == Action("put", P, card=CARD, number=3)
    assert found[-1] == Action("play", P, card=CARD)
    don = guesses(P, Dragged(DON, COST), Drop(target=LEADER, target_is_mine=True), MAIN, DECLARED, False)
    assert don[0] == Action("give_don", P, target=LEADER)
    attacker = guesses(P, Dragged(LEADER, ZoneRef("leader", P)), Drop(target=FOE), MAIN, DECLARED, False)
    assert attacker == [Action("attack", P, card=LEADER, target=FOE)], "a Leader dropped on a foe gives no DON!!"


def test_the_guess_by_kind_follows_where_the_card_came_from_and_landed():
    def guess(drop, decision=MAIN, from_hand=False):
        return guesses(P, Dragged(CARD, HAND), drop, decision, PLAIN, from_hand)[-1]

    assert guess(Drop(), from_hand=True) == Action("play", P, card=CARD)
    assert guess(Drop(target=FOE), from_hand=True) == Action("play", P, card=CARD)
    assert guess(Drop(target=FOE)) == Action("attack", P, card=CARD, target=FOE)
    assert guess(Drop(), None) == Action("attack", P, card=CARD)
    assert guess(Drop(target=OTHER, target_is_mine=True)).target == OTHER


def test_log_sentences_name_visible_cards_and_hide_the_rest():
    from desktop.words import Words
    from engine.events import Event
    from engine.ids import CardId, ZoneRef
    from tests.support import demo

    words = Words(demo.ruleset(), demo.database())
    game = demo.start()
    words.learn(game.view(P))
    hand, foe_hand = ZoneRef("hand", P), ZoneRef("hand", PlayerId(1))
    seen = Event("move", player=P, card=InstanceId(1), card_id=CardId("SK-006"), src=hand, dst=ZoneRef("field", P))
    hidden = Event("move", player=PlayerId(1), src=ZoneRef("deck", PlayerId(1)), dst=foe_hand)
    assert words.event(seen) == "Giant goes from your hand to your field."
    assert words.event(hidden) == "A card goes from Player 2's deck to Player 2's hand."
    assert words.event(Event("phase", text="main")) == "Main phase."
    assert words.event(Event("game_over", player=P, text="Out of health.", rule="S-5-1")) == (
        "Game over: you win. Out of health. (rule S-5-1)"
    ), "the shown seat is told it won, not which number it has"
