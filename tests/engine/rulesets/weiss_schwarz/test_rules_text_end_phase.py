"""The End Phase from the rules text (6.8.1.1-6.8.1.5, 3.3.3) and the durations that end with turns (8.2.1.2)."""

from __future__ import annotations

from functools import cache

from tests.engine.rulesets.weiss_schwarz import rules_text as R
from tests.engine.rulesets.weiss_schwarz import support as S

CARDS = [
    R.character("N-READ", "Night Reader", [
        {"kind": "auto", "label": "Night Reader: draw", "effect": [{"do": "draw"}],
         "trigger": {"event": "end_of_turn", "on": "none", "whose": "yours"}}]),
    R.event("N-VOW", "Long Vow", [
        {"do": "modify", "stat": "power", "amount": 1000, "duration": "end_of_opponent_turn",
         "target": {"mode": "all", "filter": {"zone": ["stage"], "controller": "you"}}}]),
    {**R.event("N-GUARD", "Long Guard", [
        {"do": "modify", "stat": "power", "amount": 1000, "duration": "end_of_opponent_turn",
         "target": {"mode": "all", "filter": {"zone": ["stage"], "controller": "you"}}}]),
     "stats": {"level": 0, "triggers": [], "counter": True}},
]  # fmt: skip
CARDS[-1]["abilities"][0]["timing"] = ["main", "counter"]


@cache
def _database():
    return R.database("N", CARDS)


def _to_next_turn(game):
    turn = game.state.turn
    return R.run_until(game, lambda g: g.state.turn == turn + 1)


def test_6_8_1_5_the_end_phase_starts_again_when_a_rule_action_is_due_once_until_end_of_turn_effects_end():
    """A 0-power character kept alive by "+1000 until end of turn": the effect ends after the 6.8.1.4 check timing,
    so a Rule Action is due (9.5.1) and play returns "to the beginning of the End Phase" (6.8.1.5), in this turn."""
    game, tp, _ = R.table()
    doll = S.put(game, tp, "T-WEAK", "stage", 1)  # Paper Doll: power 0
    game.add_effect("power", tp, (doll,), 1000, "end_of_turn")
    events = _to_next_turn(game)
    gone = R.moves(events, "9.5.1")
    assert [e.card for e in gone] == [doll]
    restart = [e for e in events if e.kind == "log" and e.rule == "6.8.1.5"]
    assert len(restart) == 1
    turn_change = next(i for i, e in enumerate(events) if e.kind == "turn")
    assert events.index(restart[0]) < events.index(gone[0]) < turn_change  # still this turn's End Phase


def test_6_8_1_4_until_end_of_turn_effects_last_through_the_discard_and_the_climax_leaving():
    """6.8.1.2 (discard) and 6.8.1.3 (climax to the waiting room) come before 6.8.1.4 ends "until end of turn"."""
    game, tp, _ = R.table()
    pumped = S.put(game, tp, "T-L0", "stage", 1)
    game.add_effect("power", tp, (pumped,), 500, "end_of_turn")
    climax = S.put(game, tp, "T-CX", "climax")
    R.fill(game, tp, "hand", "T-L0", 8)
    S.advance_to(game, "hand_limit")
    assert [e.kind for e in game.state.effects] == ["power"]  # still in force
    events = R.apply(game, "choose", tp, picks=game.decision.options[:1])
    assert [e.rule for e in R.moves(events)][:2] == ["6.8.1.2", "6.8.1.3"]
    assert [e.card for e in R.moves(events, "6.8.1.3")] == [climax]
    assert game.state.effects == []


def test_3_3_3_6_8_1_2_only_the_turn_player_discards_to_the_hand_limit():
    """3.3.3: "At the End Phase of the turn player, if the number of cards in the turn player's hand exceeds the
    limit": the other player keeps 9 cards."""
    game, tp, ntp = R.table()
    R.fill(game, ntp, "hand", "T-L0", 9)
    R.fill(game, tp, "hand", "T-L0", 8)
    S.advance_to(game, "hand_limit")
    assert game.decision.player == tp and game.decision.minimum == 1
    events = R.apply(game, "choose", tp, picks=game.decision.options[:1])
    assert [e.player for e in R.moves(events, "6.8.1.2")] == [tp] and len(S.zone(game, "hand", tp)) == 7
    assert game.state.turn_player == ntp and len(S.zone(game, "hand", ntp)) == 10  # 9, and its draw (6.3.1.2)


def test_6_8_1_1_end_of_turn_abilities_resolve_before_the_hand_limit_is_checked():
    """6.8.1.1 ("at the end of turn" activates, a check timing) comes before 6.8.1.2: a draw from 7 to 8 cards is
    discarded back to 7 in the same End Phase."""
    game, tp, _ = R.table(_database())
    S.put(game, tp, "N-READ", "stage", 1)
    R.fill(game, tp, "hand", "T-L0", 7)
    events = R.run_until(game, lambda g: g.decision.context == "hand_limit")
    assert [e.text for e in events if e.kind == "trigger"] == ["Night Reader: draw"]
    assert len(S.zone(game, "hand", tp)) == 8 and game.decision.minimum == 1


def test_8_2_1_2_until_the_end_of_the_opponents_next_turn_survives_this_end_phase():
    """An effect lasting "until the end of your opponent's next turn" is not one "limited until end of turn"
    (6.8.1.4): it outlives its own turn and ends with the opponent's (NOTES.md C12)."""
    game, tp, ntp = R.table(_database())
    mine = S.put(game, tp, "T-L0", "stage", 1)
    R.apply(game, "play_event", tp, card=S.put(game, tp, "N-VOW", "hand"))
    assert [e.targets for e in game.state.effects] == [(mine,)]
    _to_next_turn(game)
    assert game.state.turn_player == ntp and [e.targets for e in game.state.effects] == [(mine,)]
    _to_next_turn(game)
    assert game.state.effects == []


def test_8_2_1_2_until_the_end_of_the_opponents_next_turn_made_in_the_opponents_turn_outlives_that_turn():
    """Made in the counter step of the opponent's turn, "until the end of your opponent's next turn" does not end
    with the turn it was made in: the opponent's NEXT turn is the one after the player's own, and it ends then."""
    game, tp, ntp = R.table(_database())
    attacker = S.put(game, tp, "T-L0", "stage", 1)
    defender = S.put(game, ntp, "T-L0", "stage", 3)  # facing (3.6.5)
    guard = S.put(game, ntp, "N-GUARD", "hand")
    S.advance_to(game, "attack")
    R.apply(game, "attack", tp, card=attacker, option="frontal")
    S.advance_to(game, "counter")
    turn = game.state.turn
    R.apply(game, "play_event", ntp, card=guard)
    R.run_until(game, lambda g: g.state.turn == turn + 1)  # the end of the turn it was made in: still there
    assert game.state.turn_player == ntp and [(e.targets, e.player) for e in game.state.effects] == [((defender,), tp)]
    _to_next_turn(game)  # the player's own turn: still there
    assert game.state.turn_player == tp and [e.targets for e in game.state.effects] == [(defender,)]
    _to_next_turn(game)  # the end of the opponent's next turn: gone
    assert game.state.turn == turn + 3 and game.state.effects == []
