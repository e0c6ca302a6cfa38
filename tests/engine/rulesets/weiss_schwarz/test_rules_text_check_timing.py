"""Check timing and rule processing from the rules text (4.4, 8.5, 8.7, 9.1-9.9, 7.2.1.1-2, 7.4.1.1)."""

from __future__ import annotations

from functools import cache

import pytest

from engine import Action, InvalidAction, RulesError
from tests.engine.rulesets.weiss_schwarz import rules_text as R
from tests.engine.rulesets.weiss_schwarz import support as S

ON_PLAY = {"event": "on_play", "on": "self"}
OPPONENTS_STAGE = {"zone": ["stage"], "controller": "opponent"}


def _at_start_of(event: str, whose: str = "yours") -> dict:
    return {"event": event, "on": "none", "whose": whose}


CARDS = [
    R.character("K-HERALD", "Two-Sided Herald", [
        {"kind": "auto", "label": "Herald: -3000", "trigger": ON_PLAY, "effect": [
            {"do": "modify", "stat": "power", "amount": -3000, "target": {"filter": OPPONENTS_STAGE}}]},
        {"kind": "auto", "label": "Herald: draw", "trigger": ON_PLAY, "effect": [{"do": "draw"}]}]),
    R.event("K-FLICKER", "Flicker", [
        {"do": "modify", "stat": "power", "amount": -3000, "target": {"mode": "all", "filter": OPPONENTS_STAGE}},
        {"do": "modify", "stat": "power", "amount": 2000, "target": {"mode": "all", "filter": OPPONENTS_STAGE}}]),
    R.event("K-SWEEP", "Clean Sweep", [{"do": "destroy", "target": {"mode": "all", "filter": OPPONENTS_STAGE}}]),
    R.character("K-MOURN", "Mourner", [
        {"kind": "auto", "label": "Mourner: draw", "effect": [{"do": "draw"}],
         "trigger": {"event": "to_waiting_room_from_stage", "on": "opponents"}}]),
    R.character("K-BUGLE", "Bugler", [{"kind": "auto", "label": "Bugler: draw", "effect": [{"do": "draw"}],
                                       "trigger": _at_start_of("start_of_attack_phase")}]),
    R.character("K-DRUM", "Drummer", [{"kind": "auto", "label": "Drummer: draw", "effect": [{"do": "draw"}],
                                       "trigger": _at_start_of("start_of_declaration_step")}]),
    R.character("K-DIVE", "Clock Diver", [
        {"kind": "activated", "timing": ["main"], "label": "Dive", "effect": [
            {"do": "clock"},
            {"do": "if", "condition": {"check": "level", "op": ">=", "value": 1}, "then": [{"do": "draw"}]}]}]),
    R.event("K-SEEK", "Seek and Draw", [{"do": "search", "count": 1}, {"do": "draw"}]),
    R.event("K-SEEKD", "Seek and Discard", [{"do": "search", "count": 1}, {"do": "discard"}]),
    R.character("K-LOOK", "Lookout", [{"kind": "auto", "label": "Lookout: draw", "effect": [{"do": "draw"}],
                                       "trigger": _at_start_of("start_of_counter_step", "any")}]),
]  # fmt: skip


@cache
def _database():
    return R.database("K", CARDS)


def _table():
    return R.table(_database())


def _draws(events, player):
    return [e for e in R.moves(events, "4.7.1") if e.player == player]


def test_8_5_1_1_rule_actions_are_resolved_before_the_turn_players_next_automatic_ability():
    """8.5.1.2: the turn player "plays and resolves it, and returns to Clause 8.5.1.1": the character the first
    ability took to 0 power goes (9.5.1) before the second ability draws."""
    game, tp, ntp = _table()
    victim = S.put(game, ntp, "T-L0", "stage", 2)  # 3000 power
    herald = S.put(game, tp, "K-HERALD", "hand")
    events = R.apply(game, "play", tp, card=herald, number=1)
    decision = game.decision
    assert decision.context == "order_triggers" and decision.player == tp
    first = decision.options[list(decision.labels).index("Herald: -3000")]
    events = R.apply(game, "choose", tp, picks=(first,))
    order = [e.rule for e in events if e.kind == "move" and e.rule in ("9.5.1", "4.7.1")]
    assert order == ["9.5.1", "4.7.1"]
    assert victim not in game.state.cards


def test_9_1_2_2_a_condition_met_only_during_an_effect_is_no_rule_action():
    """9.1.2.2: "Even if the condition(s) is fulfilled during the execution of another action, if that condition(s)
    is not fulfilled during the check timing, this Rule Action does not happen": -3000 then +2000 leaves 2000."""
    game, tp, ntp = _table()
    survivor = S.put(game, ntp, "T-L0", "stage", 2)
    flicker = S.put(game, tp, "K-FLICKER", "hand")
    events = R.apply(game, "play_event", tp, card=flicker)
    assert not R.moves(events, "9.5.1")
    assert S.zone(game, "stage", ntp, 2) == [survivor]


def test_8_7_7_an_automatic_ability_is_still_played_after_its_card_left_the_stage():
    """Draw Watcher triggers on the character played onto its own position; the rule action 9.6.1 then puts the
    watcher into the waiting room first (8.5.1.1), and its ability "must still be played" (8.7.7)."""
    game, tp, _ = _table()
    watcher = S.put(game, tp, "T-WD", "stage", 1)
    newcomer = S.put(game, tp, "T-L0", "hand")
    events = R.apply(game, "play", tp, card=newcomer, number=1)
    decision = game.decision  # the watcher's draw and the watcher's own Encore ③ (10.2.3)
    assert decision.context == "order_triggers" and "Watcher: draw" in decision.labels
    events += R.apply(game, "choose", tp, picks=(decision.options[list(decision.labels).index("Watcher: draw")],))
    gone = R.moves(events, "9.6.1")
    assert [e.card for e in gone] == [watcher]
    assert events.index(gone[0]) < events.index(_draws(events, tp)[0])
    assert len(S.zone(game, "hand", tp)) == 1


def test_8_7_2_1_an_ability_triggered_twice_resolves_twice():
    """8.7.2.1: "When an automatic ability's activation condition(s) are fulfilled multiple times, that automatic
    ability enters a Standby Condition an equal number of times": two characters swept at once, two draws."""
    game, tp, ntp = _table()
    S.put(game, tp, "K-MOURN", "stage", 4)
    for slot in (1, 2):
        S.put(game, ntp, "T-L0", "stage", slot)
    sweep = S.put(game, tp, "K-SWEEP", "hand")
    events = R.apply(game, "play_event", tp, card=sweep)
    events += R.run_until(game, lambda g: g.decision.context == "main")
    assert len(_draws(events, tp)) == 2
    assert [e.text for e in events if e.kind == "trigger" and e.player == tp].count("Mourner: draw") == 2


def test_8_7_3_1_pending_automatic_abilities_cannot_be_skipped():
    """8.7.3.1: "players are not allowed to choose not to play any automatic abilities in a Standby Condition"."""
    game, tp, _ = _table()
    for slot in (1, 2):
        S.put(game, tp, "T-WD", "stage", slot)
    R.apply(game, "play", tp, card=S.put(game, tp, "T-L0", "hand"), number=3)
    decision = game.decision
    assert decision.context == "order_triggers" and decision.minimum == 1
    for skip in (Action("pass", tp), Action("choose", tp, picks=())):
        with pytest.raises((InvalidAction, RulesError)):
            game.apply(skip)
    R.apply(game, "choose", tp, picks=(decision.options[0],))
    assert len(S.zone(game, "hand", tp)) == 2  # both resolved


def test_9_1_2_1_1_1_the_turn_player_resolves_interrupt_rule_actions_first():
    """Both clocks hold 7 cards at once: "the turn player executes all interrupt type Rule Actions that are related to
    his or her own cards or zones first, followed by the non-turn player"."""
    game, tp, ntp = _table()
    for player in (tp, ntp):
        R.fill(game, player, "clock", "T-L0", 7)
    R.apply(game, "pass", tp)
    assert game.decision.context == "level_up" and game.decision.player == tp
    R.apply(game, "choose", tp, picks=(game.decision.options[0],))
    assert game.decision.context == "level_up" and game.decision.player == ntp
    R.apply(game, "choose", ntp, picks=(game.decision.options[0],))
    assert [len(S.zone(game, "level", p)) for p in (tp, ntp)] == [1, 1]


def test_3_2_3_2_9_2_2_the_deck_refreshes_the_moment_it_empties_in_the_middle_of_a_draw():
    """Clock, then draw 2 from a deck of 1: "if there are no cards in the deck, the action is suspended, and the
    resolution of a reshuffle is executed" (3.2.3.2); the refresh point then costs 1 card at the next check timing
    (9.9.1), and that card is not damage (4.10.2)."""
    game, *_ = _table()
    S.advance_to(game, "clock", turn=3)
    tp = game.state.turn_player
    S.clear(game, tp, "deck", "waiting_room", "hand", "clock")
    last = S.stack(game, tp, "T-L1")[0]
    R.fill(game, tp, "waiting_room", "T-L0", 5)
    clocked = S.put(game, tp, "T-L1G", "hand")
    events = R.apply(game, "clock", tp, card=clocked)
    drawn = [e.card for e in _draws(events, tp)] + [e.card for e in R.moves(events, "6.4.1.2")[1:]]
    rules = [e.rule for e in events if e.rule in ("6.4.1.2", "9.2.2", "9.9.1") and e.kind in ("move", "shuffle")]
    assert rules.index("9.2.2") < len(rules) - 1 - rules[::-1].index("6.4.1.2")  # the refresh before the 2nd draw
    assert last in drawn
    assert R.moves(events, "9.9.1") and game.state.player_counters[tp].get("refresh_point", 0) == 0
    assert len(S.zone(game, "clock", tp)) == 2 and len(S.zone(game, "hand", tp)) == 2
    assert len(S.zone(game, "deck", tp)) == 3 and S.zone(game, "waiting_room", tp) == []


def test_9_9_1_9_3_1_the_refresh_penalty_card_that_makes_7_levels_up():
    """An empty deck refreshes at once (9.2.1, interrupt); at the next check timing the refresh point puts the top
    card into the clock (9.9.1, check type); a 7th clock card is a level up (9.3.1, interrupt)."""
    game, tp, _ = _table()
    S.clear(game, tp, "deck")
    R.fill(game, tp, "waiting_room", "T-L0", 5)
    R.fill(game, tp, "clock", "T-L0", 6)
    events = R.apply(game, "pass", tp)
    assert "shuffle" in [e.kind for e in events if e.rule == "9.2.2"]
    assert len(R.moves(events, "9.9.1")) == 1
    assert game.decision.context == "level_up" and len(S.zone(game, "clock", tp)) == 7


def test_7_2_1_1_7_2_1_2_attack_phase_triggers_once_and_declaration_step_triggers_every_step():
    """7.2.1.1: "If this is the first Attack Declaration Step of this turn, ... "at the beginning of attack phase"
    activates"; 7.2.1.2: "at the beginning of attack declaration step" activates every time, the last one too."""
    game, tp, _ = _table()
    S.put(game, tp, "K-BUGLE", "stage", 4)
    S.put(game, tp, "K-DRUM", "stage", 5)
    attackers = [S.put(game, tp, "T-L0", "stage", slot) for slot in (1, 2)]
    S.advance_to(game, "attack")
    events = list(game.last_events)
    for attacker in attackers:
        events += R.apply(game, "attack", tp, card=attacker, option="direct")
        events += R.run_until(game, lambda g: g.decision.context in ("attack", "clock"))
    triggers = [e.text for e in events if e.kind == "trigger"]
    assert triggers.count("Bugler: draw") == 1 and triggers.count("Drummer: draw") == 3


def test_7_4_1_1_8_5_2_1_the_counter_step_trigger_resolves_before_the_defenders_play_timing():
    """7.4.1.1 names no check timing, but "Whenever a player gets a play timing, just before ... there is always a
    check timing" (4.5.2, 8.5.2.1): the defender's "at the beginning of counter step" ability has resolved when the
    defender is asked (NOTES.md D1)."""
    game, tp, ntp = _table()
    attacker = S.put(game, tp, "T-L0", "stage", 1)
    S.put(game, ntp, "T-L0", "stage", 3)
    S.put(game, ntp, "K-LOOK", "stage", 4)
    S.advance_to(game, "attack")
    R.apply(game, "attack", tp, card=attacker, option="frontal")
    S.advance_to(game, "counter")
    assert game.decision.player == ntp and len(S.zone(game, "hand", ntp)) == 1


def test_3_2_3_3_looking_at_more_cards_than_the_deck_holds_does_not_refresh():
    """3.2.3.3: an action "that does not move cards from the deck" ends when the deck is used up: "look at up to 3"
    with 2 cards looks at 2 and no reshuffle (9.2) happens."""
    game, tp, _ = _table()
    S.clear(game, tp, "deck")
    S.stack(game, tp, "T-L1", "T-L1")
    R.fill(game, tp, "waiting_room", "T-L0", 5)
    isolde = S.put(game, tp, "CH-008", "stage", 1)  # AUTO When this card attacks, look at up to 3 cards ...
    S.advance_to(game, "attack")
    events = R.apply(game, "attack", tp, card=isolde, option="direct")
    assert game.decision.context == "look_order" and len(game.decision.options) == 2
    events += R.apply(game, "order", tp, picks=game.decision.options)
    assert not [e for e in events if e.rule == "9.2.2"]
    assert len(S.zone(game, "waiting_room", tp)) == 5


def test_10_7_3_3_2_3_2_brainstorm_from_a_short_deck_refreshes_without_the_revealed_cards():
    """Brainstorm 4 from a deck of 2: the action is suspended for the reshuffle (3.2.3.2), whose new deck does not
    hold the 2 cards in the resolution zone (3.13.1.4) but holds the stock card paid for the cost; the 4 revealed
    cards then go to the waiting room together (10.7.3)."""
    game, tp, _ = _table()
    S.clear(game, tp, "deck")
    first = S.stack(game, tp, "T-L1", "T-L1")
    R.fill(game, tp, "waiting_room", "T-L0", 5)
    R.fill(game, tp, "stock", "T-L0", 1)
    mio = S.put(game, tp, "LF-005", "stage", 1)  # ACT Brainstorm [(1) Rest this card] flip 4
    events = R.apply(game, "activate", tp, card=mio, number=0)
    reshuffled = R.moves(events, "9.2.2")
    assert len(reshuffled) == 6 and not {e.card for e in reshuffled} & set(first)  # 5 + the paid stock card
    revealed = R.moves(events, "10.7.3")
    assert len(revealed) == 8  # 4 into the resolution zone, then the 4 into the waiting room
    assert [game.definition(i).id for i in S.zone(game, "waiting_room", tp)].count("T-L1") == 2


def test_9_1_2_1_a_level_up_suspends_an_effect_between_its_steps():
    """ACT: put the top card of your deck into your clock; then, if your level is 1 or higher, draw. The 7th clock card
    is a level up, an interrupt "suspending all actions being executed without exception" (9.1.2.1): the level is 1
    when the second step asks, so the card is drawn."""
    game, tp, _ = _table()
    R.fill(game, tp, "clock", "T-L0", 6)
    diver = S.put(game, tp, "K-DIVE", "stage", 1)
    R.apply(game, "activate", tp, card=diver, number=0)
    assert game.decision.context == "level_up" and S.zone(game, "hand", tp) == []
    events = R.apply(game, "choose", tp, picks=(game.decision.options[0],))
    assert len(S.zone(game, "level", tp)) == 1 and len(_draws(events, tp)) == 1


def test_9_2_1_3_2_3_2_a_search_that_takes_the_last_card_refreshes_before_the_effect_goes_on():
    """Search your deck for a card, put it into your hand (and shuffle); then draw: the searched card was the last, so
    the reshuffle (9.2.1, an interrupt) comes before the draw, which takes a card of the refreshed deck (NOTES.md C4:
    the search's own shuffle of the emptied deck comes first, no card differs)."""
    game, tp, _ = _table()
    S.clear(game, tp, "deck")
    last = S.stack(game, tp, "T-L1")[0]
    R.fill(game, tp, "waiting_room", "T-L0", 5)
    events = R.apply(game, "play_event", tp, card=S.put(game, tp, "K-SEEK", "hand"))
    events += R.apply(game, "choose", tp, picks=(last,))
    refreshed, drawn = R.moves(events, "9.2.2"), _draws(events, tp)
    assert len(refreshed) == 5 and len(drawn) == 1
    assert events.index(refreshed[-1]) < events.index(drawn[0])
    assert [game.definition(i).id for i in S.zone(game, "hand", tp)] == ["T-L1", "T-L0"]  # searched, then drawn
    assert R.moves(events, "9.9.1") and len(S.zone(game, "deck", tp)) == 3  # 5, 1 drawn, 1 for the refresh point


def test_9_2_2_1_a_search_that_takes_the_last_card_with_no_waiting_room_loses_before_the_next_step():
    """The same search with an empty waiting room: "at the instance when there are no cards in the deck" the player
    loses (9.2.2.1), before the next step could put a card into the waiting room."""
    game, tp, ntp = _table()
    S.clear(game, tp, "deck", "waiting_room")
    last = S.stack(game, tp, "T-L1")[0]
    S.put(game, tp, "T-L0", "hand")
    R.apply(game, "play_event", tp, card=S.put(game, tp, "K-SEEKD", "hand"))
    R.apply(game, "choose", tp, picks=(last,))
    assert game.outcome is not None and game.outcome.winner == ntp and game.outcome.rule == "9.2.2.1"
    assert len(S.zone(game, "hand", tp)) == 2  # nothing discarded
