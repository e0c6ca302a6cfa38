"""What a drop means: legal actions by target, "anywhere else" for targetless ones, and the refusal guess."""

from __future__ import annotations

from desktop.playmat.drops import Drop, drag_options, plausible_action
from engine.actions import Action
from engine.decisions import Decision, DecisionKind
from engine.ids import InstanceId, PlayerId

P = PlayerId(0)
CARD, OTHER, FOE = InstanceId(5), InstanceId(6), InstanceId(9)
LEGAL = [
    Action("play", P, card=CARD),
    Action("attack", P, card=CARD, target=FOE),
    Action("give", P, card=CARD, target=FOE, option="a"),
    Action("play", P, card=OTHER),
    Action("pass", P),
]
MAIN = Decision(P, DecisionKind.ACT, "Main", "1-1", allowed=("play", "attack"))


def test_actions_are_grouped_by_drop_target():
    options = drag_options(CARD, LEGAL)
    assert options.targets == (FOE,)
    assert options.matching(Drop(target=FOE)) == (LEGAL[1], LEGAL[2])  # two: a menu
    assert options.matching(Drop()) == (LEGAL[0],)  # anywhere else: the targetless play
    assert options.matching(Drop(target=OTHER)) == (LEGAL[0],)  # a card with no targeted meaning
    assert options.matching(Drop(on_origin=True)) == ()  # back where it came from


def test_the_refusal_guess_follows_where_the_card_came_from_and_landed():
    assert plausible_action(P, CARD, Drop(), MAIN, from_hand=True) == Action("play", P, card=CARD)
    assert plausible_action(P, CARD, Drop(target=FOE), MAIN, from_hand=True) == Action("play", P, card=CARD)
    assert plausible_action(P, CARD, Drop(target=FOE), MAIN, from_hand=False) == Action(
        "attack", P, card=CARD, target=FOE
    )
    assert plausible_action(P, CARD, Drop(), None, from_hand=False) == Action("attack", P, card=CARD)
    own = plausible_action(P, CARD, Drop(target=OTHER, target_is_mine=True), MAIN, from_hand=False)
    assert own.target == OTHER


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
        "Game over: Player 1 wins. Out of health. (rule S-5-1)"
    )
