"""The digest's ambiguities (14d.1-12, B-only items), each asserting the reading NOTES.md records (table there)."""

import dataclasses

import pytest

from engine import Action, Game
from engine.rulesets.one_piece import zones as Z
from tests.support import one_piece_rules_text as R
from tests.support import one_piece_samples as S
from tests.support.one_piece_samples import BOTH, P1, P2, cid


def _no_counter_take_damage(game):
    """The defender uses no Counter and takes every Life card into hand (no [Trigger])."""
    while game.outcome is None and game.decision.context != "main":
        if game.decision.context == "life_trigger":
            game.apply(Action("choose", game.decision.player, picks=(0,)))
        else:
            S.quietly(game)


def _double_attack_at_one_life(rid, ruleset=None):
    game = Game.new(ruleset or S.ruleset(rid), R.database(rid), S.starter_decks(rid)[:2], "rules text")
    game.apply(Action("choose", game.decision.player, picks=(0 if game.decision.player == P1 else 1,)))
    while game.decision.context == "redraw":
        game.apply(Action("no", game.decision.player))
    R.to_main(game, 3)
    for iid in S.zone(game, Z.LIFE, P2)[1:]:
        game.move(iid, Z.ref(Z.TRASH, P2))
    twin = S.put(game, P1, cid(rid, "015"), Z.CHARACTERS)  # [Double Attack], 6000
    S.attack(game, twin, S.leader(game, P2))
    _no_counter_take_damage(game)
    return game


@BOTH
def test_14d_1_double_attack_against_1_life_leaves_0_life_and_no_defeat_7_1_4_1_1_1(rid):
    """14d.1: 7-1-4-1-1-1 judges Life once, "at the point when it is determined that damage will be dealt" (1 Life:
    not a win); the second point finds no Life card and is not carried out (1-3-2). The next hit wins."""
    game = _double_attack_at_one_life(rid)
    assert game.outcome is None and S.zone(game, Z.LIFE, P2) == []
    S.attack(game, S.leader(game, P1), S.leader(game, P2))
    _no_counter_take_damage(game)
    assert game.outcome.winner == P1 and game.outcome.rule == "7-1-4-1-1-1"


@BOTH
def test_14d_1_the_other_reading_is_one_switch_away_9_2_1_1(rid):
    """14d.1, the other reading (1-2-1-1-1, 9-2-1-1: any damage at 0 Life defeats) is the Params switch
    `extra_damage_at_zero_life_loses`."""
    base = S.ruleset(rid)
    ruleset = dataclasses.replace(base, params=dataclasses.replace(base.params, extra_damage_at_zero_life_loses=True))
    game = _double_attack_at_one_life(rid, ruleset)
    assert game.outcome.winner == P1 and game.outcome.rule == "9-2-1-1"


@BOTH
def test_14d_2_both_players_meeting_a_defeat_condition_at_once_is_a_draw_9_2_1(rid):
    """14d.2: 9-2-1 "if any player fulfills any of the defeat conditions below, all of those players lose", but 1-2-1
    has one loser and one winner: NOTES reads it as a draw."""
    game = R.start(rid)
    S.clear(game, P1, Z.DECK)
    S.clear(game, P2, Z.DECK)
    game.apply(Action("give_don", P1, target=S.leader(game, P1)))
    assert game.outcome.winner is None and game.outcome.rule == "9-2-1"


@BOTH
def test_14d_3_don_x_is_at_least_x_given_however_long_ago_8_3_2_3(rid):
    """14d.3: 8-3-2-3 "equal to or greater than the value of X" rather than 10-2-9-1's "originally has ... less than X
    ... and is given": a Character given 2 DON!! before this turn meets [DON!! x1] ([End of Your Turn] set it
    active)."""
    game = R.start(rid)
    gull = S.put(game, P1, cid(rid, "010"), Z.CHARACTERS, rested=True)
    S.give(game, gull, 2)
    game.apply(Action("pass", P1))
    R.to_main(game, 2)
    assert game.card(gull).orientation == Z.ACTIVE


@BOTH
def test_14d_4_don_is_given_only_to_your_own_leader_or_characters_rested_ones_included_6_5_5_1(rid):
    """14d.4: 6-5-5-1 "underneath your Leader or a Character card in the cost area" read as "from the cost area", to
    your own cards only; a rested Character may be given DON!!."""
    game = R.start(rid)
    theirs = S.put(game, P2, cid(rid, "050"), Z.CHARACTERS)
    refusal = game.check(Action("give_don", P1, target=theirs))
    assert refusal.rule == "6-5-5-1" and "your own" in refusal.reason
    tired = S.put(game, P1, cid(rid, "050"), Z.CHARACTERS, rested=True)
    game.apply(Action("give_don", P1, target=tired))
    assert len(game.card(tired).attached) == 1 and game.card(tired).orientation == Z.RESTED


@pytest.mark.parametrize(("rid", "rule"), [("one-piece", "7-1-3-3"), ("energio", "7-1-3-2-3")])
def test_14d_5_the_counter_step_exit_cites_7_1_3_3_in_a_and_7_1_3_2_3_in_b(rid, rule):
    """14d.5: A prints the Counter-Step exit as a second "7-1-2-3" (cited 7-1-3-3); B nests it as 7-1-3-2-3. "If, at
    the end of the Counter Step, ... the target card ... has moved areas ..., proceed not to the Damage Step"."""
    game = R.start(rid)
    R.to_main(game, 3)
    shy = S.put(game, P2, "RT-SHY", Z.CHARACTERS, rested=True)
    S.attack(game, S.leader(game, P1), shy)
    R.until_decision(game, "counter")
    events = game.apply(Action("pass", P2))
    assert any(e.kind == "log" and e.rule == rule for e in events)
    assert game.decision.context == "main" and S.card_ids(game, R.hand(game, P2))[-1] == "RT-SHY"


@BOTH
def test_14d_7_don_cards_have_no_colour_and_are_not_colour_checked_5_1_2_2(rid):
    """14d.7: 2-3-2 "All cards have colors", yet the DON!! card has none; only the 50-card deck is checked against
    the Leader's colours (5-1-2-2)."""
    database, ruleset = S.database(rid), S.ruleset(rid)
    don = next(c for c in database.cards() if c.category == "don")
    assert not don.colors
    deck = S.starter_decks(rid)[0]
    assert deck.sections["don"] and ruleset.validate_deck(deck, database) == []


@BOTH
def test_14d_8_life_cards_are_placed_not_drawn_5_2_1_7(rid):
    """14d.8: 2-9-2 says Life is "drawn", 5-2-1-7 "places": no draw happens; the move cites 5-2-1-7."""
    game = Game.new(S.ruleset(rid), S.database(rid), S.starter_decks(rid)[:2], "rules text")
    game.apply(Action("choose", game.decision.player, picks=(0,)))
    events = []
    while game.decision.context == "redraw":
        events += game.apply(Action("no", game.decision.player))
    to_life = [e for e in events if e.kind == "move" and e.dst is not None and e.dst.name == Z.LIFE]
    assert to_life and {e.rule for e in to_life} == {"5-2-1-7"}
    assert not [e for e in events if e.kind == "move" and e.dst is not None and e.dst.name == Z.HAND]


@BOTH
def test_14d_9_a_sixth_character_is_revealed_paid_for_then_one_is_trashed_then_it_is_played_3_7_6_1(rid):
    """14d.9: 2-7-2 (reveal, pay, play) and 3-7-6-1 (reveal, trash 1, play) merged: reveal, pay, trash, place. Naming
    a Character to trash in an area that is not full is refused (3-7-6-1)."""
    game = R.start(rid)
    S.clear(game, P1, Z.COST)
    S.add_don(game, P1, 3)
    new = S.put(game, P1, cid(rid, "050"), Z.HAND)
    first = S.put(game, P1, cid(rid, "024"), Z.CHARACTERS)
    assert game.check(Action("play_character", P1, card=new, target=first)).rule == "3-7-6-1"
    for _ in range(4):
        S.put(game, P1, cid(rid, "024"), Z.CHARACTERS)
    events = game.apply(Action("play_character", P1, card=new, target=first))
    steps = []
    for e in events:
        if e.kind == "reveal" and "reveal" not in steps:
            steps.append("reveal")
        elif e.kind == "orient" and e.text == Z.RESTED and "pay" not in steps:
            steps.append("pay")
        elif e.kind == "move" and e.dst is not None and e.dst.name in (Z.TRASH, Z.CHARACTERS):
            steps.append(e.dst.name)
    assert steps == ["reveal", "pay", Z.TRASH, Z.CHARACTERS]


@BOTH
def test_14d_11_b_16_the_cost_area_has_active_and_rested_don_in_both_games_4_4_1(rid):
    """Digest 13.16: B 4-4-1 leaves the cost area out of the card states, yet B 2-7-2, 3-9-3, 6-2-4 speak of active
    and rested cost-area cards: modelled in both. Paid DON!! are rested, and active again in the next Refresh."""
    game = R.start(rid)
    S.add_don(game, P1, 2)
    lookout = S.put(game, P1, cid(rid, "024"), Z.HAND)  # cost 1
    game.apply(Action("play_character", P1, card=lookout))
    assert R.don_states(game, P1).count("rested") == 1
    R.to_main(game, 3)
    assert set(R.don_states(game, P1)) == {"active"}


@BOTH
def test_13_20_given_don_return_to_the_cost_area_and_end_up_active_6_2_3_6_2_4(rid):
    """Digest 13.20: A 6-2-3 returns given DON!! "and rest them", B just returns them; 6-2-4 then sets every rested
    cost-area card active: the same result in both."""
    game = R.start(rid)
    R.to_main(game, 3)
    game.apply(Action("give_don", P1, target=S.leader(game, P1)))
    R.to_main(game, 5)
    assert game.card(S.leader(game, P1)).attached == [] and set(R.don_states(game, P1)) == {"active"}


@pytest.mark.parametrize(("rid", "rule"), [("one-piece", "10-1-5-3"), ("energio", "10-1-5-2")])
def test_14d_11_b_a_used_trigger_card_goes_to_the_trash(rid, rule):
    """A 10-1-5-3 "After finishing processing that activated [Trigger] effect, trash that card"; B has no destination:
    NOTES (digest 13.31) trashes it too, citing B 10-1-5-2."""
    game = R.start(rid)
    R.to_main(game, 3)
    trigger_card = next(c.id for c in S.database(rid).cards() if "trigger" in c.keywords and c.category == "event")
    S.put(game, P2, trigger_card, Z.LIFE)
    S.attack(game, S.leader(game, P1), S.leader(game, P2))
    R.until_decision(game, "life_trigger")
    events = list(game.apply(Action("choose", P2, picks=(1,))))
    while game.decision.context != "main":
        S.quietly(game)
        events += game.last_events
    trashed = [e for e in events if e.kind == "move" and e.dst == Z.ref(Z.TRASH, P2) and e.rule == rule]
    assert trashed and S.card_ids(game, S.zone(game, Z.TRASH, P2))[-1] == trigger_card


@BOTH
def test_14d_11_b_double_attack_is_the_attacking_cards_own_10_1_2_1(rid):
    """Digest 13.29: B 10-1-2-1 drops A's "by an attack from a card that has this effect"; NOTES keeps the intent in
    both: a [Double Attack] Character that does not attack gives the attacking Leader nothing."""
    game = R.start(rid)
    R.to_main(game, 3)
    S.put(game, P1, cid(rid, "015"), Z.CHARACTERS)
    life = len(S.zone(game, Z.LIFE, P2))
    S.attack(game, S.leader(game, P1), S.leader(game, P2))
    _no_counter_take_damage(game)
    assert len(S.zone(game, Z.LIFE, P2)) == life - 1


@BOTH
def test_14d_12_a_target_that_stops_being_rested_is_still_the_target_7_1_1_4(rid):
    """14d.12: only a move to another area ends a battle (7-1-1-4, 7-1-2-3, 7-1-3-3): a target Character set active
    by its [On Your Opponent's Attack] is still attacked, and K.O.'d when the attack wins."""
    game = R.start(rid)
    R.to_main(game, 3)
    sleeper = S.put(game, P2, "RT-WAKE", Z.CHARACTERS, rested=True)
    S.attack(game, S.leader(game, P1), sleeper)
    R.until_decision(game, "counter")
    assert game.card(sleeper).orientation == Z.ACTIVE
    S.answer(game)
    R.until_decision(game, "main")
    assert sleeper not in game.state.cards
