"""Battles (7-1): targets, Block and Counter Steps, the Damage Step, Life, [Trigger], [Banish], [Double Attack]."""

import pytest

from engine import Action, IllegalAction
from engine.rulesets.one_piece import zones as Z
from engine.rulesets.one_piece.stats import power
from tests.support import one_piece_cards as C
from tests.support.one_piece_cards import P1, P2

BOTH = ("one-piece", "energio")


@pytest.fixture(params=BOTH)
def game(request):
    """Turn 3, P1's Main Phase: P1 may attack; P2 (green Leader, 4 Life) has 2 active DON!!."""
    game = C.start(request.param, "battle")
    C.pass_until(game, 3)
    return game


def _attack(game, attacker, target, player=P1):
    game.apply(Action("attack", player, card=attacker, target=target))


def _pass(game, context):
    assert game.decision.context == context, game.decision
    game.apply(Action("pass", game.decision.player))


def _life_to_hand(game):
    assert game.decision.context == "life_trigger"
    game.apply(Action("choose", game.decision.player, picks=(0,)))


def test_only_the_leader_or_rested_characters_can_be_attacked_7_1_1_2(game):
    """Digest 15.4."""
    leader = C.leader(game, P1)
    active = C.put(game, P2, "PMT-013", Z.CHARACTERS)
    stage = C.put(game, P2, "PMT-031", Z.STAGE, rested=True)
    own = C.put(game, P1, "PMT-001", Z.CHARACTERS, rested=True)
    for target in (active, stage, own, leader, None):
        with pytest.raises(IllegalAction) as refused:
            game.apply(Action("attack", P1, card=leader, target=target))
        assert refused.value.rule == "7-1-1-2"
    game.set_orientation(active, Z.RESTED)
    assert game.check(Action("attack", P1, card=leader, target=active)) is None


def test_only_your_active_leader_or_characters_attack_7_1_1_1(game):
    target = C.leader(game, P2)
    rested = C.put(game, P1, "PMT-002", Z.CHARACTERS, rested=True)
    theirs = C.put(game, P2, "PMT-002", Z.CHARACTERS)
    in_hand = C.put(game, P1, "PMT-002", Z.HAND)
    for attacker in (rested, theirs, in_hand, C.zone(game, Z.STAGE, P1) or None):
        assert game.check(Action("attack", P1, card=attacker, target=target)).rule == "7-1-1-1"
    game.add_effect("prevent", P2, (C.leader(game, P1),), "attack", "end_of_turn")
    assert game.check(Action("attack", P1, card=C.leader(game, P1), target=target)).rule == "1-3-3"


def test_attack_rests_the_attacker_and_the_tie_goes_to_the_attacker_on_a_leader_7_1_4_1(game):
    """Digest 15.5: 5000 against 5000 deals 1 damage."""
    leader = C.leader(game, P1)
    hand, life = len(C.zone(game, Z.HAND, P2)), len(C.zone(game, Z.LIFE, P2))
    _attack(game, leader, C.leader(game, P2))
    assert game.card(leader).orientation == Z.RESTED and game.state.step == "counter"
    _pass(game, "counter")
    _life_to_hand(game)
    assert len(C.zone(game, Z.LIFE, P2)) == life - 1 and len(C.zone(game, Z.HAND, P2)) == hand + 1
    assert game.decision.context == "main" and "battle" not in game.state.vars and game.state.step == ""


def test_the_tie_goes_to_the_attacker_on_a_character_which_is_ko_d_7_1_4_1_2(game, monkeypatch):
    seen = C.record_signals(monkeypatch)
    target = C.put(game, P2, "PMT-004", Z.CHARACTERS, rested=True)  # 5000
    C.give(game, target, 1)
    don_before = len(C.zone(game, Z.COST, P2))
    _attack(game, C.leader(game, P1), target)
    _pass(game, "counter")
    assert target not in game.state.cards
    assert [game.card(i).card_id for i in C.zone(game, Z.TRASH, P2)] == ["PMT-004"]
    returned = C.zone(game, Z.COST, P2)[don_before:]
    assert len(returned) == 1 and game.card(returned[0]).orientation == Z.RESTED  # 6-5-5-4
    assert ("on_ko", target, P2, {"cause": "battle"}) in seen
    assert game.decision.context == "main"


def test_a_weaker_attacker_loses_and_nothing_happens_7_1_4_2(game):
    target = C.put(game, P2, "PMT-005", Z.CHARACTERS, rested=True)  # 7000
    _attack(game, C.leader(game, P1), target)
    _pass(game, "counter")
    assert target in C.zone(game, Z.CHARACTERS, P2) and game.decision.context == "main"


def test_blocker_takes_the_place_of_the_target_10_1_4_1(game, monkeypatch):
    seen = C.record_signals(monkeypatch)
    sentry = C.put(game, P2, "PMT-011", Z.CHARACTERS)  # [Blocker] 3000
    life = len(C.zone(game, Z.LIFE, P2))
    _attack(game, C.leader(game, P1), C.leader(game, P2))
    decision = game.decision
    assert (decision.context, decision.player, decision.rule) == ("block", P2, "7-1-2-1")
    assert [a for a in game.legal_actions() if a.kind == "block"] == [Action("block", P2, card=sentry)]
    game.apply(Action("block", P2, card=sentry))
    assert game.card(sentry).orientation == Z.RESTED and game.state.vars["battle"]["target"] == sentry
    assert game.check(Action("block", P2, card=sentry)) is not None  # the Block Step is over
    assert game.ruleset.action_rules["block"].check(game, Action("block", P2, card=sentry)).rule == "7-1-2-1"
    _pass(game, "counter")
    assert sentry not in game.state.cards and len(C.zone(game, Z.LIFE, P2)) == life
    events = [s[0] for s in seen]
    assert events.index("when_attacking") < events.index("on_opponent_attack") < events.index("on_block")
    assert (
        events.index("on_block") < events.index("when_attacked") < events.index("on_ko") < events.index("end_of_battle")
    )


def test_blocker_must_be_active_have_blocker_and_not_be_the_target_10_1_4_1(game):
    rested_blocker = C.put(game, P2, "PMT-012", Z.CHARACTERS, rested=True)
    plain = C.put(game, P2, "PMT-013", Z.CHARACTERS)
    sentry = C.put(game, P2, "PMT-011", Z.CHARACTERS)
    _attack(game, C.leader(game, P1), rested_blocker)
    assert game.decision.context == "block"
    for card in (rested_blocker, plain, C.leader(game, P1)):
        assert game.check(Action("block", P2, card=card)).rule == "10-1-4-1"
    game.set_orientation(sentry, Z.RESTED)
    assert game.check(Action("block", P2, card=sentry)).rule == "10-1-4-1"


def test_no_block_step_window_without_a_usable_blocker(game):
    C.put(game, P2, "PMT-011", Z.CHARACTERS, rested=True)
    _attack(game, C.leader(game, P1), C.leader(game, P2))
    assert game.decision.context == "counter"


def test_the_counter_step_is_always_offered_even_with_an_empty_hand_7_1_3_2(game):
    for iid in list(C.zone(game, Z.HAND, P2)):
        game.move(iid, C.ref(Z.TRASH, P2))
    _attack(game, C.leader(game, P1), C.leader(game, P2))
    decision = game.decision
    assert (decision.context, decision.player, decision.rule) == ("counter", P2, "7-1-3-2")
    assert game.legal_actions() == [Action("pass", P2)]


def test_counter_values_raise_power_during_the_battle_only_7_1_3_2_1(game):
    ace = C.put(game, P2, "PMT-010", Z.HAND)  # Counter 2000
    leader = C.leader(game, P2)
    _attack(game, C.leader(game, P1), leader)
    game.apply(Action("counter", P2, card=ace, target=leader))
    assert power(game, leader) == 7000 and [game.card(i).card_id for i in C.zone(game, Z.TRASH, P2)] == ["PMT-010"]
    life = len(C.zone(game, Z.LIFE, P2))
    _pass(game, "counter")
    assert len(C.zone(game, Z.LIFE, P2)) == life  # 5000 < 7000: nothing happens
    assert power(game, leader) == 5000 and game.effects_on(leader, "power") == []  # 7-1-5-4


def test_counter_refusals_7_1_3_2_1(game):
    giant = C.put(game, P2, "PMT-005", Z.HAND)  # no Counter value
    event = C.put(game, P2, "PMT-020", Z.HAND)
    ace = C.put(game, P2, "PMT-010", Z.HAND)
    _attack(game, C.leader(game, P1), C.leader(game, P2))
    for action in (Action("counter", P2, card=giant, target=C.leader(game, P2)),
                   Action("counter", P2, card=event, target=C.leader(game, P2)),
                   Action("counter", P2, card=ace, target=C.leader(game, P1)),
                   Action("counter", P2, card=C.zone(game, Z.HAND, P1)[0], target=C.leader(game, P2))):  # fmt: skip
        assert game.check(action).rule == "7-1-3-2-1"
    assert game.check(Action("play_character", P2, card=ace)).rule == "6-5-2"  # a Main Phase action (6-5-2)


def test_counter_events_are_paid_and_trashed_7_1_3_2_2(game, monkeypatch):
    seen = C.record_signals(monkeypatch)
    brace = C.put(game, P2, "PMT-020", Z.HAND)  # [Counter], cost 1
    full_sail = C.put(game, P2, "PMT-021", Z.HAND)  # [Main] only
    _attack(game, C.leader(game, P1), C.leader(game, P2))
    assert game.check(Action("counter_event", P2, card=full_sail)).rule == "10-2-4-1"
    game.apply(Action("counter_event", P2, card=brace))
    trashed = C.zone(game, Z.TRASH, P2)
    assert [game.card(i).card_id for i in trashed] == ["PMT-020"]
    assert ("event_activated", trashed[0], P2, {"timing": "counter"}) in seen
    assert ("resolve_text", trashed[0], P2, {"timing": "counter"}) in seen
    assert sum(game.card(i).orientation == Z.RESTED for i in C.zone(game, Z.COST, P2)) == 1
    assert game.decision.context == "counter"  # any number, in any order (7-1-3-2)
    spore = C.put(game, P2, "PMT-025", Z.HAND)  # cost 2, one active DON!! left
    assert game.check(Action("counter_event", P2, card=spore)).rule == "7-1-3-2-2"


def test_life_trigger_revealed_and_resolved_then_trashed_10_1_5(game, monkeypatch):
    """Digest 15.9."""
    seen = C.record_signals(monkeypatch)
    lookout = C.put(game, P2, "PMT-009", Z.LIFE)  # the top Life card has [Trigger]
    life, hand = len(C.zone(game, Z.LIFE, P2)), len(C.zone(game, Z.HAND, P2))
    _attack(game, C.leader(game, P1), C.leader(game, P2))
    _pass(game, "counter")
    decision = game.decision
    assert decision.context == "life_trigger" and decision.options == (0, 1)
    assert game.view(P2).zone(C.ref(Z.LIFE, P2)).cards[-1].card_id == "PMT-009"  # its owner looks at it
    assert game.view(P1).decision.options == ()  # the opponent learns nothing from the question
    game.apply(Action("choose", P2, picks=(1,)))
    assert len(C.zone(game, Z.LIFE, P2)) == life - 1 and len(C.zone(game, Z.HAND, P2)) == hand
    assert lookout not in game.state.cards
    trashed = C.zone(game, Z.TRASH, P2)
    assert [game.card(i).card_id for i in trashed] == ["PMT-009"]
    triggered = [s for s in seen if s[0] == "on_trigger"]
    assert len(triggered) == 1 and triggered[0][2] == P2 and triggered[0][3] == {"life_trigger": True}
    assert game.decision.context == "main"


def test_declined_trigger_goes_to_hand_unrevealed_10_1_5_2(game):
    C.put(game, P2, "PMT-009", Z.LIFE)
    _attack(game, C.leader(game, P1), C.leader(game, P2))
    _pass(game, "counter")
    events = game.apply(Action("choose", P2, picks=(0,)))
    to_hand = [e for e in events if e.kind == "move" and e.dst == C.ref(Z.HAND, P2)]
    assert len(to_hand) == 1 and to_hand[0].seen_by(P1).card_id is None
    assert to_hand[0].seen_by(P2).card_id == "PMT-009"


def test_a_life_card_without_trigger_only_goes_to_hand(game):
    C.put(game, P2, "PMT-013", Z.LIFE)
    _attack(game, C.leader(game, P1), C.leader(game, P2))
    _pass(game, "counter")
    assert game.decision.options == (0,)
    assert game.check(Action("choose", P2, picks=(1,))) is not None


def test_banish_trashes_the_life_card_without_trigger_10_1_3_1(game):
    """Digest 15.10."""
    harpoon = C.put(game, P1, "PMT-008", Z.CHARACTERS)
    C.put(game, P2, "PMT-009", Z.LIFE)
    life, hand = len(C.zone(game, Z.LIFE, P2)), len(C.zone(game, Z.HAND, P2))
    _attack(game, harpoon, C.leader(game, P2))
    _pass(game, "counter")
    assert game.decision.context == "main"
    assert len(C.zone(game, Z.LIFE, P2)) == life - 1 and len(C.zone(game, Z.HAND, P2)) == hand
    assert [game.card(i).card_id for i in C.zone(game, Z.TRASH, P2)] == ["PMT-009"]


def _set_life(game, player, count):
    while len(C.zone(game, Z.LIFE, player)) > count:
        game.move(C.zone(game, Z.LIFE, player)[-1], C.ref(Z.TRASH, player))


def test_double_attack_against_two_life_then_the_next_hit_wins_7_1_4_1_1_3(game):
    """Digest 15.11: one card at a time, each with its [Trigger] chance; 0 Life is not yet a loss."""
    raider = C.put(game, P1, "PMT-007", Z.CHARACTERS)  # [Double Attack] 6000
    _set_life(game, P2, 2)
    hand = len(C.zone(game, Z.HAND, P2))
    _attack(game, raider, C.leader(game, P2))
    _pass(game, "counter")
    _life_to_hand(game)
    assert len(C.zone(game, Z.LIFE, P2)) == 1
    _life_to_hand(game)
    assert C.zone(game, Z.LIFE, P2) == [] and len(C.zone(game, Z.HAND, P2)) == hand + 2
    assert game.outcome is None and game.decision.context == "main"
    _attack(game, C.leader(game, P1), C.leader(game, P2))
    _pass(game, "counter")
    assert game.outcome is not None and (game.outcome.winner, game.outcome.rule) == (P1, "7-1-4-1-1-1")


def test_double_attack_against_one_life_takes_it_without_winning(game):
    """Digest 14d.1: the Life check happens once (7-1-4-1-1-1); the second point finds no card (NOTES.md)."""
    raider = C.put(game, P1, "PMT-007", Z.CHARACTERS)
    _set_life(game, P2, 1)
    _attack(game, raider, C.leader(game, P2))
    _pass(game, "counter")
    _life_to_hand(game)
    assert game.outcome is None and C.zone(game, Z.LIFE, P2) == [] and game.decision.context == "main"


def test_zero_life_alone_is_not_a_loss_1_2_1_1_1(game):
    """Digest 15.12."""
    _set_life(game, P2, 0)
    target = C.put(game, P2, "PMT-001", Z.CHARACTERS, rested=True)
    _attack(game, C.leader(game, P1), target)
    _pass(game, "counter")
    assert game.outcome is None and target not in game.state.cards
    C.pass_until(game, 4)
    assert game.outcome is None and game.state.turn_player == P2


def test_a_battle_whose_attacker_left_its_area_ends_without_damage(game):
    """7-1-3-3 (printed 7-1-2-3 in A; B 7-1-3-2-3): checked at the end of the Counter Step."""
    attacker = C.put(game, P1, "PMT-004", Z.CHARACTERS)
    life = len(C.zone(game, Z.LIFE, P2))
    _attack(game, attacker, C.leader(game, P2))
    game.move(attacker, C.ref(Z.TRASH, P1))  # as an effect might
    events = game.apply(Action("pass", P2))
    expected = game.ruleset.params.rule("counter_step_exit")
    assert any(e.kind == "log" and e.rule == expected for e in events)
    assert len(C.zone(game, Z.LIFE, P2)) == life and game.decision.context == "main"


def test_a_target_that_left_during_the_block_step_ends_the_battle_7_1_2_3(game):
    sentry = C.put(game, P2, "PMT-011", Z.CHARACTERS)
    target = C.put(game, P2, "PMT-001", Z.CHARACTERS, rested=True)
    _attack(game, C.leader(game, P1), target)
    assert game.decision.context == "block"
    game.move(target, C.ref(Z.HAND, P2))
    game.apply(Action("pass", P2))
    assert game.decision.context == "main" and sentry in C.zone(game, Z.CHARACTERS, P2)


def test_each_card_attacks_once_until_it_is_active_again(game):
    leader = C.leader(game, P1)
    _attack(game, leader, C.leader(game, P2))
    C.settle_battle(game)
    assert game.check(Action("attack", P1, card=leader, target=C.leader(game, P2))).rule == "7-1-1-1"
    C.pass_until(game, 5)
    assert game.check(Action("attack", P1, card=leader, target=C.leader(game, P2))) is None


def test_legal_attacks_golden_count(game):
    """A perft-style count: 2 attackers (Leader, a Character) x 2 targets (Leader, 1 rested Character)."""
    C.put(game, P1, "PMT-002", Z.CHARACTERS)
    C.put(game, P1, "PMT-003", Z.CHARACTERS, rested=True)
    C.put(game, P2, "PMT-013", Z.CHARACTERS, rested=True)
    C.put(game, P2, "PMT-014", Z.CHARACTERS)
    C.put(game, P2, "PMT-031", Z.STAGE, rested=True)
    attacks = [a for a in game.legal_actions() if a.kind == "attack"]
    assert len(attacks) == 4
