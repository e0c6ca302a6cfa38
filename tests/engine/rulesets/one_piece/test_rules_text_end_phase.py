"""The End Phase and the ends of durations from the rules text alone (A/B 6-6, 6-2-1, 7-1-5, 10-2-7, 10-2-8)."""

import pytest

from engine import Action
from engine.rulesets.one_piece import zones as Z
from engine.rulesets.one_piece.params import (
    END_OF_END_PHASE,
    END_OF_OPPONENT_TURN,
    END_OF_TURN,
    THIS_BATTLE,
    THIS_TURN,
    UNTIL_NEXT_TURN,
)
from tests.support import one_piece_rules_text as R
from tests.support import one_piece_samples as S
from tests.support.one_piece_samples import BOTH, P1, P2, cid

DELAYED = {"event": "end_of_turn_delayed", "on": "none", "whose": "yours"}


def _draws(events):
    """Who drew, in order, among `events` (a card moved from a deck to its owner's hand)."""
    return [e.dst.owner for e in events if e.kind == "move" and e.src is not None and e.src.name == Z.DECK
            and e.dst is not None and e.dst.name == Z.HAND]  # fmt: skip


def _end_turn(game):
    """P1 ends their Main Phase; every question is answered quietly (triggers in the order offered) until P2's Main
    Phase. Returns every event meanwhile."""
    events = list(game.apply(Action("pass", game.state.turn_player)))
    while game.outcome is None and game.decision.context != "main":
        decision = game.decision
        if decision.context == "order_triggers":
            events += game.apply(Action("order", decision.player, picks=decision.options))
        else:
            S.quietly(game)
            events += game.last_events
    return events


# 6-6-1-1, 10-2-7-1, 10-2-8-1: which effects activate, and whose first.


@BOTH
def test_10_2_7_1_end_of_your_turn_activates_in_the_end_phase_of_your_turn_only(rid):
    """10-2-7-1 "activates at the End Phase of your turn" (A 6-6-1-1; B 6-6-1-1 "Effects that read 'end of your
    turn' are activated"): P1's [End of Your Turn] draws at the end of P1's turn, not at the end of P2's."""
    game = R.start(rid)
    S.put(game, P1, "RT-EOT-DRAW", Z.CHARACTERS)
    hand = len(R.hand(game, P1))
    game.apply(Action("pass", P1))
    R.to_main(game, 2)
    assert len(R.hand(game, P1)) == hand + 1
    R.to_main(game, 3)
    assert len(R.hand(game, P1)) == hand + 2  # + its own Draw Phase in turn 3, nothing at the end of turn 2


@BOTH
def test_6_6_1_1_2_the_opponents_end_of_your_opponents_turn_comes_after_every_end_of_your_turn(rid):
    """10-2-8-1 "activates at the End Phase of your opponent's turn"; A 6-6-1-1-2 "After all [End of Your Turn] ...
    effects have been activated and resolved, all [End of Your Opponent's Turn] ... effects are activated and
    resolved" (B: one step, the turn player's effects first, B 8-1-3-2 / 8-6-1)."""
    game = R.start(rid)
    S.put(game, P1, "RT-EOT-DRAW", Z.CHARACTERS)
    S.put(game, P1, "RT-EOT-DRAW", Z.CHARACTERS)
    S.put(game, P2, "RT-EOOT-DRAW", Z.CHARACTERS)
    events = _end_turn(game)
    assert _draws(events)[:3] == [P1, P1, P2]  # then P2's own Draw Phase


@BOTH
def test_6_6_1_1_3_and_4_each_player_orders_their_own_end_of_turn_effects(rid):
    """A 6-6-1-1-3 "the turn player may activate and resolve them in any order", 6-6-1-1-4 "the non-turn player may
    activate and resolve them in any order" (B: each player orders their own, B 8-1-3-2)."""
    game = R.start(rid)
    for _ in range(2):
        S.put(game, P1, "RT-EOT-DRAW", Z.CHARACTERS)
        S.put(game, P2, "RT-EOOT-DRAW", Z.CHARACTERS)
    game.apply(Action("pass", P1))
    assert game.decision.context == "order_triggers" and game.decision.player == P1
    S.answer(game, picks=game.decision.options)
    assert game.decision.context == "order_triggers" and game.decision.player == P2
    S.answer(game, picks=game.decision.options)
    R.to_main(game, 2)


@BOTH
def test_6_6_1_1_1_end_of_turn_effects_activate_once_a_character_played_in_the_end_phase_does_not_add_one(rid):
    """A 6-6-1-1-1 "can only be activated and resolved once", B 6-6-1-1-1 "can only be activated and resolved Once":
    the End Phase activates them once; a Character played there by another one's effect does not activate its own
    (B 6-6-1-4 read as "once each", NOTES.md 13.21)."""
    game = R.start(rid)
    S.put(game, P1, "RT-EOT-PLAY", Z.CHARACTERS)
    S.clear(game, P1, Z.HAND)
    watch = S.put(game, P1, "RT-EOT-DRAW", Z.HAND)
    game.apply(Action("pass", P1))
    assert game.decision.context == "ability_target"
    S.answer(game, picks=[watch])
    assert [game.card(c).card_id for c in S.zone(game, Z.CHARACTERS, P1)] == ["RT-EOT-PLAY", "RT-EOT-DRAW"]
    R.to_main(game, 2)
    assert R.hand(game, P1) == []


# 6-6-1-2, 6-6-1-3: durations end.


@BOTH
def test_6_6_1_2_until_the_end_of_the_turn_ends_in_the_end_phase(rid):
    """A 6-6-1-2 / B 6-6-1-2 "the turn player's effects that last 'until the end of the turn' become invalid"."""
    game = R.start(rid)
    clerk = S.put(game, P1, "RT-ONCE", Z.CHARACTERS)
    game.apply(R.activate(game, clerk))
    assert S.power(game, clerk) == 2000
    R.to_main(game, 2)
    assert S.power(game, clerk) == 1000


@BOTH
def test_6_6_1_2_an_effect_an_end_of_turn_effect_starts_until_the_end_of_the_turn_ends_in_that_end_phase(rid):
    """6-6-1-2 comes after 6-6-1-1 (A "After all processing that is to be carried out at this time has been
    completed"; B the same words): "+2000 until the end of the turn" from an [End of Your Turn] effect is already
    over in the opponent's turn."""
    game = R.start(rid)
    brawler = S.put(game, P1, "RT-EOT-BUFF", Z.CHARACTERS)
    R.to_main(game, 2)
    assert S.power(game, brawler) == 1000
    assert not [e for e in game.state.effects if brawler in e.targets]


@BOTH
@pytest.mark.parametrize("until", [END_OF_TURN, THIS_TURN])
def test_6_6_1_2_and_6_6_1_3_both_players_effects_end_the_non_turn_players_too(rid, until):
    """A 6-6-1-2 (2) "The non-turn player's effects that last 'until the end of the turn' ... become invalid", A 6-6-1-3
    "the turn player's effects that last 'during this turn' ... Then, any of the non-turn player's"; B 6-6-1-2 and
    6-6-1-3 the same for both durations."""
    game = R.start(rid)
    mine = S.put(game, P1, cid(rid, "050"), Z.CHARACTERS)
    game.add_effect("power", P1, (mine,), 1000, until)  # the turn player's
    game.add_effect("power", P2, (mine,), -2000, until)  # the non-turn player's, started in P1's turn
    assert S.power(game, mine) == 4000
    R.to_main(game, 2)
    assert S.power(game, mine) == 5000 and not game.state.effects


def test_a_6_6_1_2_until_the_end_of_the_end_phase_ends_in_the_end_phase():
    """A 6-6-1-2 (1) "effects that last ... 'until the end of the End Phase' become invalid" (B has no such
    duration)."""
    game = R.start("one-piece")
    mine = S.put(game, P1, "PM1-050", Z.CHARACTERS)
    game.add_effect("power", P1, (mine,), 1000, END_OF_END_PHASE)
    R.to_main(game, 2)
    assert S.power(game, mine) == 5000


def _delayed_database():
    """A: a card whose effect waits for "at the end of this turn" (6-6-1-2) and one of the opponent's that waits for
    "at the end of your opponent's turn" and checks the power of the turn player's Characters."""
    strong = {"zone": ["character"], "controller": "opponent", "power": {"op": ">=", "value": 2000}}
    cards = [
        {"id": "RT-LATER", "name": "Slow Fuse", "category": "character", "colors": ["green"], "cost": 1, "power": 1000,
         "stats": {"attribute": ["Strike"]}, "text": "At the end of this turn, draw 1 card.",
         "abilities": [{"kind": "auto", "trigger": DELAYED, "effect": [{"do": "draw"}]}]},
        {"id": "RT-WATCHER", "name": "Patient Watcher", "category": "character", "colors": ["green"], "cost": 1,
         "power": 1000, "stats": {"attribute": ["Strike"]},
         "text": "At the end of your opponent's turn, if your opponent has a Character with 2000 power or more, "
                 "draw 1 card.",
         "abilities": [{"kind": "auto", "trigger": {**DELAYED, "whose": "opponents"}, "effect": [
             {"do": "if", "condition": {"check": "count", "filter": strong, "op": ">=", "value": 1},
              "then": [{"do": "draw"}]}]}]},
    ]  # fmt: skip
    return S.with_cards("one-piece", [*R.CARDS, *cards])


def test_a_6_6_1_2_delayed_effects_are_processed_after_every_end_of_turn_keyword_effect():
    """A 6-6-1-2 "After all processing that is to be carried out at this time has been completed ... (1) Process any
    continuous effects of the turn player that ... are only due to be processed 'at the end of this turn'": after
    [End of Your Turn] (P1) and [End of Your Opponent's Turn] (P2)."""
    game = S.start("one-piece", "rules text", cards=_delayed_database())
    S.put(game, P1, "RT-LATER", Z.CHARACTERS)
    S.put(game, P1, "RT-EOT-DRAW", Z.CHARACTERS)
    S.put(game, P2, "RT-EOOT-DRAW", Z.CHARACTERS)
    assert _draws(_end_turn(game))[:3] == [P1, P2, P1]


def test_a_6_6_1_2_the_turn_players_until_end_of_turn_effects_end_before_the_non_turn_players_delayed_effects():
    """A 6-6-1-2: in (1) "The turn player's effects that last 'until the end of the turn' ... become invalid", and only
    then (2) "Process any continuous effects of the non-turn player that ... are only due to be processed ... 'at the
    end of your opponent's turn'": P2's delayed check no longer sees P1's +1000."""
    game = S.start("one-piece", "rules text", cards=_delayed_database())
    clerk = S.put(game, P1, "RT-ONCE", Z.CHARACTERS)  # 1000 power
    game.apply(R.activate(game, clerk))  # +1000 until the end of the turn: 2000
    S.put(game, P2, "RT-WATCHER", Z.CHARACTERS)
    hand = len(R.hand(game, P2))
    R.to_main(game, 2)
    assert len(R.hand(game, P2)) == hand + 1  # its own Draw Phase only


# Other ends of durations: 6-2-1, 7-1-5-3/4, "until the end of your opponent's next turn".


@BOTH
def test_6_2_1_until_the_start_of_your_next_turn_ends_in_your_next_refresh_phase(rid):
    """6-2-1 "Currently applied effects that last 'until the start of your next turn' end" (Refresh Phase of that
    player's next turn: they last through the opponent's turn)."""
    game = R.start(rid)
    mine = S.put(game, P1, cid(rid, "050"), Z.CHARACTERS)
    game.add_effect("power", P1, (mine,), 1000, UNTIL_NEXT_TURN)
    R.to_main(game, 2)
    assert S.power(game, mine) == 6000
    R.to_main(game, 3)
    assert S.power(game, mine) == 5000


@BOTH
def test_until_the_end_of_your_opponents_next_turn_lasts_through_your_end_phase(rid):
    """An effect lasting "until the end of your opponent's next turn" outlives the End Phase of the turn it began in
    and ends in the opponent's End Phase (6-6-1-2 of that turn; NOTES.md "Durations")."""
    game = R.start(rid)
    theirs, twin = S.put(game, P2, cid(rid, "050"), Z.CHARACTERS), S.put(game, P2, cid(rid, "050"), Z.CHARACTERS)
    game.add_effect("power", P1, (theirs,), -1000, END_OF_OPPONENT_TURN, player=P2)
    R.to_main(game, 2)
    assert S.power(game, theirs) == S.power(game, twin) - 1000
    R.to_main(game, 3)
    assert S.power(game, theirs) == S.power(game, twin)


@BOTH
def test_7_1_5_3_and_4_during_this_battle_effects_of_both_players_end_with_the_battle(rid):
    """7-1-5-3 "The turn player's effects that last 'during this battle' become invalid", 7-1-5-4 the non-turn
    player's: a Counter's +power (7-1-3-2-1 "during that battle") is gone after the battle."""
    game = R.start(rid)
    R.to_main(game, 3)
    leader = S.leader(game, P2)
    counter = S.put(game, P2, "RT-EOT-DRAW", Z.HAND)  # (Symbol) Counter 1000
    game.apply(Action("attack", P1, card=S.leader(game, P1), target=leader))
    R.until_decision(game, "counter")
    game.add_effect("power", P1, (S.leader(game, P1),), 1000, THIS_BATTLE)
    game.apply(Action("counter", P2, card=counter, target=leader))
    assert S.power(game, leader) == 6000
    S.answer(game)
    R.until_decision(game, "main")
    assert S.power(game, leader) == 5000 and not [e for e in game.state.effects if e.until == THIS_BATTLE]


@BOTH
def test_6_2_2_start_of_turn_effects_activate_before_given_don_return_6_2_3(rid):
    """6-2-2 "effects that read 'at the start of your/your opponent's turn' activate" comes before 6-2-3 "Return all
    DON!! cards given ...": a [DON!! x1] start-of-turn effect still sees its DON!!."""
    game = R.start(rid)
    riser = S.put(game, P1, "RT-DAWN", Z.CHARACTERS)
    S.give(game, riser)
    R.to_main(game, 2)
    hand = len(R.hand(game, P1))
    R.to_main(game, 3)
    assert len(R.hand(game, P1)) == hand + 2  # the effect, then the Draw Phase
    assert game.card(riser).attached == []
