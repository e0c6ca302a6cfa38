"""Rule processing and check timings from the rules text alone (1-2, 3-7-6-1, 7-1-1-4, 8-1-3-1-3, 8-6, 9)."""

from engine import Action
from engine.rulesets.one_piece import zones as Z
from tests.support import one_piece_rules_text as R
from tests.support import one_piece_samples as S
from tests.support.one_piece_samples import BOTH, P1, P2, cid

# Defeat judgment: 1-2-1, 1-2-2, 9-1, 9-2.


@BOTH
def test_9_2_1_2_drawing_the_last_card_of_the_deck_loses_at_once_in_the_draw_phase(rid):
    """1-2-1-1-2 "When you have 0 cards in your deck", 9-2-1-2, 9-1-2 "immediately resolved": P2 draws their last card
    in their Draw Phase and loses before their DON!! Phase; P1 wins (1-2-1)."""
    game = R.start(rid)
    for iid in S.zone(game, Z.DECK, P2)[1:]:
        game.move(iid, Z.ref(Z.TRASH, P2))
    don = len(S.zone(game, Z.COST, P2))
    game.apply(Action("pass", P1))  # P1's End Phase, P2's Refresh and Draw Phases
    assert game.outcome is not None and game.outcome.winner == P1 and game.outcome.rule == "9-2-1-2"
    assert len(S.zone(game, Z.COST, P2)) == don  # no DON!! Phase happened


@BOTH
def test_1_2_2_0_cards_in_the_deck_loses_at_the_next_rule_processing_whoever_emptied_it(rid):
    """1-2-2-2 / 9-2-1-2: the deck emptied in the opponent's turn (here by setting up the position) loses at the very
    next rule processing, before anything else is done."""
    game = R.start(rid)
    S.clear(game, P2, Z.DECK)
    game.apply(Action("give_don", P1, target=S.leader(game, P1)))
    assert game.outcome.winner == P1 and game.outcome.rule == "9-2-1-2"


@BOTH
def test_9_1_2_damage_at_0_life_by_an_effect_loses_before_the_rest_of_the_effect(rid):
    """1-2-1-1-1 "When you have 0 Life cards and your Leader takes damage", 9-2-1-1, and 9-1-2 "immediately resolved
    when the corresponding event occurs, even if other actions are in the process": "Deal 1 damage ... Then, draw 1"
    ends the game before the draw."""
    game = R.start(rid)
    S.clear(game, P2, Z.LIFE)
    letter = S.put(game, P1, "RT-BURN", Z.HAND)
    hand = len(R.hand(game, P1))
    game.apply(Action("activate_event", P1, card=letter))
    assert game.outcome.winner == P1 and game.outcome.rule == "9-2-1-1"
    assert len(R.hand(game, P1)) == hand - 1  # the Event left the hand; nothing was drawn


@BOTH
def test_1_2_2_1_damage_replaced_at_0_life_is_not_taken_and_no_defeat_8_1_3_4(rid):
    """1-2-2-1 "If either player's Leader takes damage when that player has 0 Life cards": a replacement "If your Leader
    would take damage, you may rest this Character instead" (8-1-3-4) applies at 0 Life too, and then the Leader takes
    no damage: no defeat, and the rest of the effect goes on."""
    game = R.start(rid)
    S.clear(game, P2, Z.LIFE)
    bosun = S.put(game, P2, cid(rid, "053"), Z.CHARACTERS)
    letter = S.put(game, P1, "RT-BURN", Z.HAND)
    hand = len(R.hand(game, P1))
    game.apply(Action("activate_event", P1, card=letter))
    assert game.outcome is None and game.decision.context == "replacement" and game.decision.player == P2
    S.answer(game, picks=[0])
    R.until_decision(game, "main")
    assert game.outcome is None and game.card(bosun).orientation == Z.RESTED
    assert len(R.hand(game, P1)) == hand  # -1 the Event, +1 drawn


@BOTH
def test_7_1_4_1_1_1_a_battle_hit_on_a_leader_at_0_life_wins_for_the_attacker(rid):
    """7-1-4-1-1-1 "If the opponent has 0 Life at the point when it is determined that damage will be dealt, the
    attacking player wins the game"."""
    game = R.start(rid)
    R.to_main(game, 3)
    S.clear(game, P2, Z.LIFE)
    S.attack(game, S.leader(game, P1), S.leader(game, P2))
    R.until_decision(game, "counter")
    S.answer(game)  # no Counter: 5000 against 5000 (7-1-4-1)
    assert game.outcome.winner == P1 and game.outcome.rule == "7-1-4-1-1-1"


@BOTH
def test_1_2_1_1_1_0_life_alone_is_no_defeat_nor_a_character_losing_a_battle(rid):
    """1-2-1-1-1 needs both 0 Life cards and the Leader taking damage: at 0 Life a player keeps playing, and a Character
    of theirs K.O.'d in battle is no damage to the Leader."""
    game = R.start(rid)
    R.to_main(game, 3)
    S.clear(game, P2, Z.LIFE)
    target = S.put(game, P2, cid(rid, "024"), Z.CHARACTERS, rested=True)  # 1000 power
    S.attack(game, S.leader(game, P1), target)
    R.until_decision(game, "main")
    assert game.outcome is None and target not in game.state.cards
    R.to_main(game, 4)
    assert game.outcome is None and game.state.turn_player == P2


@BOTH
def test_1_2_3_a_player_may_concede_at_any_point_even_while_the_opponent_decides(rid):
    """1-2-3 "Either player may concede at any point during a game ... they lose immediately"."""
    game = R.start(rid)
    R.to_main(game, 3)
    S.attack(game, S.leader(game, P1), S.leader(game, P2))
    R.until_decision(game, "counter")
    assert game.decision.player == P2
    game.apply(Action("concede", P1))
    assert game.outcome.winner == P2 and game.outcome.rule == "1-2-3"


# No state-based removal: 1-3-6-1-1 (B 1-3-7-1).


@BOTH
def test_1_3_6_1_1_a_character_with_negative_power_stays_where_it_is(rid):
    """A 1-3-6-1 / B 1-3-7 "Power can become a negative value"; A 1-3-6-1-1 / B 1-3-7-1 "that card will not be
    trashed or otherwise moved"."""
    game = R.start(rid)
    lookout = S.put(game, P1, cid(rid, "050"), Z.CHARACTERS)
    game.add_effect("power", P2, (lookout,), -9000, "end_of_turn")
    game.apply(Action("give_don", P1, target=S.leader(game, P1)))
    assert S.power(game, lookout) == -4000 and game.card(lookout).zone == Z.ref(Z.CHARACTERS, P1)


# Areas: 3-6-3, 3-7-6-1, 3-7-6-1-1, 10-2-1-3, 6-5-5-4.


@BOTH
def test_3_6_3_an_effect_never_moves_a_leader_out_of_the_leader_area(rid):
    """3-6-3 "cannot be moved from the Leader area by card effects or rules and will remain in the Leader area": "Return
    all of your opponent's Leader and Character cards" returns the Characters only; "up to 1 ... Leader or Character"
    does not offer the Leader."""
    game = R.start(rid)
    leader = S.leader(game, P2)
    watch = S.put(game, P2, "RT-EOT-DRAW", Z.CHARACTERS)
    game.apply(Action("play_character", P1, card=S.put(game, P1, "RT-BOUNCE", Z.HAND)))
    R.until_decision(game, "main")
    assert S.zone(game, Z.LEADER, P2) == [leader] and watch not in game.state.cards
    watch = S.put(game, P2, "RT-EOT-DRAW", Z.CHARACTERS)
    game.apply(Action("play_character", P1, card=S.put(game, P1, "RT-BOUNCE-ONE", Z.HAND)))
    assert game.decision.context == "ability_target" and game.decision.options == (watch,)


@BOTH
def test_3_7_6_1_a_sixth_character_trashes_one_which_is_no_ko_and_its_don_go_rested_to_the_cost_area(rid):
    """3-7-6-1 "reveal the card they want to play, trash 1 of the Character cards already in their Character area,
    and then play"; 3-7-6-1-1 (A) "treated as processing a rule" and 10-2-1-3 "trashed due to some other method, it
    is not treated as K.O.'d": its [On K.O.] does not activate. 6-5-5-4: its given DON!! go to the cost area rested."""
    game = R.start(rid)
    S.clear(game, P1, Z.COST)
    S.add_don(game, P1, 3)
    last_word = S.put(game, P1, "RT-ON-KO", Z.CHARACTERS)
    S.give(game, last_word)
    for _ in range(4):
        S.put(game, P1, cid(rid, "024"), Z.CHARACTERS)
    new = S.put(game, P1, cid(rid, "050"), Z.HAND)  # cost 3
    hand = len(R.hand(game, P1))
    assert game.check(Action("play_character", P1, card=new)).rule == "3-7-6-1"  # must name one to trash
    game.apply(Action("play_character", P1, card=new, target=last_word))
    assert game.decision.context == "main"  # no [On K.O.] to resolve
    assert len(R.hand(game, P1)) == hand - 1  # nothing drawn
    assert len(S.zone(game, Z.CHARACTERS, P1)) == 5 and last_word not in game.state.cards
    assert S.card_ids(game, S.zone(game, Z.TRASH, P1))[-1] == "RT-ON-KO"
    assert R.don_states(game, P1) == ["rested"] * 4  # 3 paid, 1 returned rested


@BOTH
def test_6_5_5_4_don_given_to_a_character_ko_d_in_battle_go_to_the_cost_area_rested_10_2_17_1(rid):
    """6-5-5-4 "all DON!! cards given to that card are placed in the cost area and rested"; 10-2-17-1 its [On K.O.]
    activates on the field and resolves from the trash."""
    game = R.start(rid)
    R.to_main(game, 3)
    last_word = S.put(game, P2, "RT-ON-KO", Z.CHARACTERS, rested=True)
    S.give(game, last_word, 2)
    rested = R.don_states(game, P2).count("rested")
    hand = len(R.hand(game, P2))
    S.attack(game, S.leader(game, P1), last_word)  # 5000 against 1000 (given DON!! count only in P2's turn)
    R.until_decision(game, "main")
    assert last_word not in game.state.cards
    assert R.don_states(game, P2).count("rested") == rested + 2 and len(R.hand(game, P2)) == hand + 1


# Battle check timings: 7-1-1-4, 7-1-2-3.


@BOTH
def test_7_1_1_4_a_target_that_left_its_area_in_the_attack_step_ends_the_battle(rid):
    """7-1-1-4 "If, at the end of the Attack Step, ... the target card for the attack has moved areas ..., proceed not
    to the Block Step, but to the End of the Battle": no Block or Counter Step, no damage."""
    game = R.start(rid)
    R.to_main(game, 3)
    flee = S.put(game, P2, "RT-FLEE", Z.CHARACTERS, rested=True)
    S.give(game, flee)
    S.put(game, P2, cid(rid, "024"), Z.CHARACTERS)  # a [Blocker] that would be asked in a Block Step
    life, rested = len(S.zone(game, Z.LIFE, P2)), R.don_states(game, P2).count("rested")
    events = game.apply(Action("attack", P1, card=S.leader(game, P1), target=flee))
    assert any(e.kind == "log" and e.rule == "7-1-1-4" for e in events)
    assert game.decision.context == "main" and game.state.turn_player == P1
    assert flee not in game.state.cards and S.card_ids(game, R.hand(game, P2))[-1] == "RT-FLEE"
    assert len(S.zone(game, Z.LIFE, P2)) == life and "battle" not in game.state.vars
    assert R.don_states(game, P2).count("rested") == rested + 1  # 6-5-5-4: its DON!! to the cost area, rested


@BOTH
def test_7_1_2_3_a_blocker_that_left_its_area_in_the_block_step_ends_the_battle(rid):
    """7-1-2-3 "If, at the end of the Block Step, ... the target card for the attack has moved areas ..., proceed not
    the Counter Step ..., but to the End of the Battle": the [Blocker] became the target (10-1-4-1) and left."""
    game = R.start(rid)
    R.to_main(game, 3)
    guard = S.put(game, P2, "RT-BLOCK-FLEE", Z.CHARACTERS)
    life = len(S.zone(game, Z.LIFE, P2))
    S.attack(game, S.leader(game, P1), S.leader(game, P2))
    R.until_decision(game, "block")
    events = game.apply(Action("block", P2, card=guard))
    assert any(e.kind == "log" and e.rule == "7-1-2-3" for e in events)
    R.until_decision(game, "main", "counter")
    assert game.decision.context == "main" and len(S.zone(game, Z.LIFE, P2)) == life
    assert S.card_ids(game, R.hand(game, P2))[-1] == "RT-BLOCK-FLEE"


# Auto effects and their cards: 8-1-3-1-3 (B 8-1-3-2-3), 2-8-2.


@BOTH
def test_8_1_3_1_3_an_auto_effect_whose_card_left_before_it_activated_does_not_resolve(rid):
    """A 8-1-3-1-3 / B 8-1-3-2-3 "An auto effect will not activate and cannot be resolved ... if the card ... moves to
    another area before that effect is activated" (2-8-2: Character text is valid only in the Character area): two
    [End of Your Turn] effects wait; the first K.O.s the other's Character, whose draw then never happens."""
    game = R.start(rid)
    S.put(game, P1, "RT-EOT-KO", Z.CHARACTERS)
    watch = S.put(game, P1, "RT-EOT-DRAW", Z.CHARACTERS)
    hand = len(R.hand(game, P1))
    game.apply(Action("pass", P1))
    order = game.decision
    assert order.context == "order_triggers"
    first = next(t for t, label in zip(order.options, order.labels, strict=True) if "Quartermaster" in label)
    S.answer(game, picks=[first, *(t for t in order.options if t != first)])
    assert game.decision.context == "ability_target"
    S.answer(game, picks=[watch])
    R.until_decision(game, "main")
    assert watch not in game.state.cards and len(R.hand(game, P1)) == hand


@BOTH
def test_10_2_17_1_an_on_ko_effect_still_resolves_from_the_trash(rid):
    """10-2-17-1/2: the exception to 8-1-3-1-3, "the [On K.O.] effect is resolved while the card is in the trash"."""
    game = R.start(rid)
    S.put(game, P1, "RT-EOT-KO", Z.CHARACTERS)
    last_word = S.put(game, P1, "RT-ON-KO", Z.CHARACTERS)
    hand = len(R.hand(game, P1))
    game.apply(Action("pass", P1))
    S.answer(game, picks=[last_word])
    R.until_decision(game, "main")
    assert last_word not in game.state.cards and len(R.hand(game, P1)) == hand + 1


# Order of effects: 8-6-1 (B 8-1-3-2), 10-2-16-1, 8-6-3.


@BOTH
def test_10_2_16_1_on_your_opponents_attack_resolves_after_the_attackers_when_attacking_8_6_1(rid):
    """10-2-16-1 "an effect activates after your opponent's [When Attacking] and other Attack Step effects"; 8-6-1 (B
    8-1-3-2) "the turn player will resolve their effect first"."""
    game = R.start(rid)
    R.to_main(game, 3)
    gunner = S.put(game, P1, "RT-WA-DRAW", Z.CHARACTERS)
    S.put(game, P2, "RT-ATTACK-DRAW", Z.CHARACTERS)
    events = game.apply(Action("attack", P1, card=gunner, target=S.leader(game, P2)))
    draws = [e.dst.owner for e in events if e.kind == "move" and e.src is not None and e.src.name == Z.DECK
             and e.dst is not None and e.dst.name == Z.HAND]  # fmt: skip
    assert draws == [P1, P2]


@BOTH
def test_8_6_3_an_effect_activated_by_activating_an_event_waits_until_the_event_has_resolved(rid):
    """8-6-3 "the effect can be activated after the resolution of the effect of the previously activated card"; 8-5-4
    "when you activate an Event" is card activation: the Event draws its 3 cards before the K.O. is asked."""
    game = R.start(rid)
    S.put(game, P1, "RT-ON-EVENT", Z.CHARACTERS)
    S.put(game, P2, cid(rid, "050"), Z.CHARACTERS)
    dredge = S.put(game, P1, "RT-DRAW2", Z.HAND)
    hand = len(R.hand(game, P1))
    game.apply(Action("activate_event", P1, card=dredge))
    assert game.decision.context == "ability_target" and len(R.hand(game, P1)) == hand - 1 + 3


@BOTH
def test_8_6_2_an_effect_activated_during_damage_waits_until_all_the_damage_is_dealt_8_6_2_1(rid):
    """8-6-2 "the effect can be activated after all damage processing has been resolved"; 8-6-2-1 the [Trigger] itself
    suspends the damage: a Character played by the first Life card's [Trigger] draws with its [On Play] only after the
    second point of [Double Attack] (7-1-4-1-1-3)."""
    game = R.start(rid)
    R.to_main(game, 3)
    S.put(game, P2, "RT-LIFE-PLAY", Z.LIFE)
    twin = S.put(game, P1, cid(rid, "015"), Z.CHARACTERS)  # [Double Attack]
    S.attack(game, twin, S.leader(game, P2))
    R.until_decision(game, "life_trigger")
    hand = len(R.hand(game, P2))
    game.apply(Action("choose", P2, picks=(1,)))  # activate the [Trigger]: the Character is played
    assert game.decision.context == "life_trigger" and len(R.hand(game, P2)) == hand
    assert S.card_ids(game, S.zone(game, Z.CHARACTERS, P2))[-1] == "RT-LIFE-PLAY"
    game.apply(Action("choose", P2, picks=(0,)))  # the second Life card to hand
    R.until_decision(game, "main")
    assert len(R.hand(game, P2)) == hand + 2  # the second Life card, then the [On Play] draw
