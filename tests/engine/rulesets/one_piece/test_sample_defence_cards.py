"""Scenarios through the real defensive sample cards (Thornwood / Sunward): every keyword and primitive they use.

Each test runs on both rulesets: the ENERGIO!! set prints the same card slots under its own names.
"""

import pytest

from engine import Action, DecisionKind
from engine.rulesets.one_piece import zones as Z
from tests.support import one_piece_samples as S
from tests.support.one_piece_samples import BOTH, P1, P2, cid


def _orientations(game, player, zone_name=Z.COST):
    return sorted(game.card(i).orientation for i in S.zone(game, zone_name, player))


@BOTH
def test_leader_opponents_turn_powers_up_its_typed_characters(rid):
    game = S.start(rid)
    sentry = S.put(game, P2, cid(rid, "027"), Z.CHARACTERS)  # a {Sentinel}
    scout = S.put(game, P2, cid(rid, "025"), Z.CHARACTERS)  # not one
    assert S.power(game, sentry) == 4000 and S.power(game, scout) == 2000
    S.until_main(game, 2)
    assert S.power(game, sentry) == 3000


@BOTH
def test_blocker_becomes_the_target_and_on_block_powers_it_up_this_battle(rid):
    game = S.start(rid)
    S.until_main(game, 3)
    kip = S.put(game, P2, cid(rid, "024"), Z.CHARACTERS)
    shield = S.put(game, P2, cid(rid, "033"), Z.CHARACTERS)
    S.attack(game, S.leader(game, P1), S.leader(game, P2))
    assert game.decision.context == "block"
    assert {a.card for a in game.legal_actions() if a.kind == "block"} == {kip, shield}
    game.apply(Action("block", P2, card=shield))
    assert S.power(game, shield) == 5000 + 1000 + 2000  # [Opponent's Turn] Leader, [On Block]
    S.answer(game)  # no Counter: 5000 does not beat 8000
    assert game.decision.context == "main" and shield in game.state.cards
    assert S.power(game, shield) == 6000  # "during this battle" ended


@BOTH
def test_a_blocker_loses_the_battle_and_is_ko(rid):
    game = S.start(rid)
    S.until_main(game, 3)
    kip = S.put(game, P2, cid(rid, "024"), Z.CHARACTERS)
    S.attack(game, S.leader(game, P1), S.leader(game, P2))
    game.apply(Action("block", P2, card=kip))
    S.answer(game)
    assert kip not in game.state.cards and S.card_ids(game, S.zone(game, Z.TRASH, P2)) == [cid(rid, "024")]


@BOTH
def test_on_play_look_at_five(rid):
    game = S.start(rid)
    wren = S.put(game, P1, cid(rid, "025"), Z.HAND)
    for slot in ("001", "030", "007", "026", "013"):
        S.put(game, P1, cid(rid, slot), Z.DECK)
    game.apply(Action("play_character", P1, card=wren))
    options = S.card_ids(game, list(game.decision.options))
    assert sorted(options) == sorted([cid(rid, "030"), cid(rid, "026")])


@BOTH
def test_on_play_adds_a_rested_don(rid):
    game = S.start(rid)
    S.add_don(game, P1, 1)
    pell = S.put(game, P1, cid(rid, "026"), Z.HAND)
    deck = len(S.zone(game, Z.DON_DECK, P1))
    game.apply(Action("play_character", P1, card=pell))
    assert len(S.zone(game, Z.DON_DECK, P1)) == deck - 1 and _orientations(game, P1) == [Z.RESTED] * 3


@BOTH
def test_trigger_rests_an_attacker(rid):
    game = S.start(rid)
    S.until_main(game, 3)
    tibbs = S.put(game, P1, cid(rid, "003"), Z.CHARACTERS)
    S.put(game, P2, cid(rid, "028"), Z.LIFE)
    S.attack(game, S.leader(game, P1), S.leader(game, P2))
    S.answer(game)
    S.answer(game, picks=[1])
    assert game.decision.options == (tibbs,)
    S.answer(game, picks=[tibbs])
    assert game.card(tibbs).orientation == Z.RESTED
    assert S.card_ids(game, S.zone(game, Z.TRASH, P2)) == [cid(rid, "028")]


@BOTH
def test_activate_main_pays_the_cost_symbol_then_draws_and_trashes(rid):
    game = S.start(rid)
    lune = S.put(game, P1, cid(rid, "029"), Z.CHARACTERS)
    activate = Action("activate", P1, card=lune, number=0)
    hand = len(S.zone(game, Z.HAND, P1))
    game.apply(activate)
    assert _orientations(game, P1) == [Z.RESTED]
    assert game.decision.context == "trash_from_hand" and len(game.decision.options) == hand + 1
    S.answer(game, picks=game.decision.options[:1])
    assert len(S.zone(game, Z.HAND, P1)) == hand and len(S.zone(game, Z.TRASH, P1)) == 1
    assert game.check(activate) is not None  # [Once Per Turn]
    S.until_main(game, 3)  # a new turn: usable again, but not without an active DON!!
    for don in S.zone(game, Z.COST, P1):
        game.card(don).orientation = Z.RESTED
    assert game.check(activate).reason == "You cannot pay that ability's whole cost."


@BOTH
def test_on_play_rests_an_opponent_character(rid):
    game = S.start(rid)
    S.add_don(game, P1, 2)
    target = S.put(game, P2, cid(rid, "013"), Z.CHARACTERS)  # cost 4
    S.put(game, P2, cid(rid, "016"), Z.CHARACTERS)  # cost 6: not a target
    ossa = S.put(game, P1, cid(rid, "030"), Z.HAND)
    game.apply(Action("play_character", P1, card=ossa))
    assert game.decision.options == (target,)
    S.answer(game, picks=[target])
    assert game.card(target).orientation == Z.RESTED


@BOTH
@pytest.mark.parametrize(("don", "gained"), [(5, 0), (6, 1)])
def test_don_on_field_condition(rid, don, gained):
    game = S.start(rid)
    S.add_don(game, P1, don - 2)
    S.give(game, S.leader(game, P1))  # given DON!! count as on the field
    iolo = S.put(game, P1, cid(rid, "031"), Z.HAND)
    deck = len(S.zone(game, Z.DON_DECK, P1))
    game.apply(Action("play_character", P1, card=iolo))
    assert len(S.zone(game, Z.DON_DECK, P1)) == deck - gained
    assert _orientations(game, P1).count(Z.ACTIVE) == don - 1 - 3 + gained


@BOTH
def test_end_of_your_opponents_turn_sets_it_active(rid):
    game = S.start(rid)
    ferris = S.put(game, P2, cid(rid, "032"), Z.CHARACTERS, rested=True)
    mine = S.put(game, P1, cid(rid, "032"), Z.CHARACTERS, rested=True)
    S.answer(game)  # P1 ends the turn: P2's [End of Your Opponent's Turn]
    S.until_main(game, 2)
    assert game.card(ferris).orientation == Z.ACTIVE and game.card(mine).orientation == Z.RESTED


@BOTH
def test_when_attacking_ko_a_rested_character(rid):
    game = S.start(rid)
    S.until_main(game, 3)
    nim = S.put(game, P1, cid(rid, "034"), Z.CHARACTERS)
    rested = S.put(game, P2, cid(rid, "030"), Z.CHARACTERS, rested=True)
    S.put(game, P2, cid(rid, "007"), Z.CHARACTERS)  # active: not a target
    S.attack(game, nim, S.leader(game, P2))
    assert game.decision.options == (rested,)
    S.answer(game, picks=[rested])
    assert rested not in game.state.cards


@BOTH
def test_don_x1_opponents_turn_power(rid):
    game = S.start(rid)
    ironbark = S.put(game, P2, cid(rid, "035"), Z.CHARACTERS)
    plain = S.put(game, P2, cid(rid, "035"), Z.CHARACTERS)
    S.give(game, ironbark)
    assert S.power(game, ironbark) == 6000 + 2000 + 1000 and S.power(game, plain) == 7000
    S.until_main(game, 2)  # its own turn: the given DON!! went back to the cost area (6-2-3)
    assert S.power(game, ironbark) == 6000 and not game.card(ironbark).attached


@BOTH
def test_on_your_opponents_attack_once_per_turn_with_a_cost(rid):
    game = S.start(rid)
    S.until_main(game, 3)
    S.put(game, P2, cid(rid, "036"), Z.CHARACTERS, rested=True)
    S.add_don(game, P2, 2)
    S.attack(game, S.leader(game, P1), S.leader(game, P2))
    assert game.decision.player == P2 and game.decision.kind is DecisionKind.YES_NO
    S.answer(game, yes=True)
    S.answer(game, picks=[S.leader(game, P2)])
    assert S.power(game, S.leader(game, P2)) == 6000 and _orientations(game, P2).count(Z.RESTED) == 1
    S.until_main(game)
    S.put(game, P1, cid(rid, "007"), Z.CHARACTERS)
    S.attack(game, S.zone(game, Z.CHARACTERS, P1)[-1], S.leader(game, P2))
    assert game.decision.context == "counter"  # [Once Per Turn]: not again this turn


@BOTH
def test_on_play_sets_don_active_and_rests_the_opponents(rid):
    game = S.start(rid)
    S.add_don(game, P1, 6)
    S.add_don(game, P2, 2)
    dryad = S.put(game, P1, cid(rid, "037"), Z.HAND)
    game.apply(Action("play_character", P1, card=dryad))
    S.answer(game, picks=game.decision.options[:2])
    assert _orientations(game, P1).count(Z.ACTIVE) == 2
    assert game.decision.kind is DecisionKind.NUMBER and game.decision.maximum == 1
    S.answer(game, number=1)
    assert _orientations(game, P2) == [Z.ACTIVE, Z.RESTED]


@BOTH
def test_on_play_optional_trash_cost_then_draw(rid):
    game = S.start(rid)
    diver = S.put(game, P1, cid(rid, "038"), Z.HAND)
    hand = len(S.zone(game, Z.HAND, P1))
    game.apply(Action("play_character", P1, card=diver))
    S.answer(game, yes=True)
    S.answer(game, picks=game.decision.options[:1])
    assert len(S.zone(game, Z.HAND, P1)) == hand - 1 - 1 + 2


@BOTH
def test_counter_plus_four_thousand_and_its_trigger(rid):
    game = S.start(rid)
    S.until_main(game, 3)
    snare = S.put(game, P2, cid(rid, "039"), Z.HAND)
    S.add_don(game, P2, 2)
    S.attack(game, S.leader(game, P1), S.leader(game, P2))
    game.apply(Action("counter_event", P2, card=snare))
    S.answer(game, picks=[S.leader(game, P2)])
    assert S.power(game, S.leader(game, P2)) == 9000
    S.until_main(game)
    bruiser = S.put(game, P1, cid(rid, "013"), Z.CHARACTERS)
    mara = S.put(game, P1, cid(rid, "007"), Z.CHARACTERS)
    S.put(game, P2, cid(rid, "039"), Z.LIFE)
    S.attack(game, bruiser, S.leader(game, P2))
    S.answer(game)
    S.answer(game, picks=[1])
    S.answer(game, picks=[mara])
    assert game.card(mara).orientation == Z.RESTED


@BOTH
@pytest.mark.parametrize(("life", "bonus"), [(5, 2000), (2, 4000)])
def test_if_life_at_most_two(rid, life, bonus):
    game = S.start(rid)
    S.until_main(game, 3)
    for card in S.zone(game, Z.LIFE, P2)[life:]:
        game.move(card, Z.ref(Z.TRASH, P2))
    ward = S.put(game, P2, cid(rid, "040"), Z.HAND)
    S.add_don(game, P2, 1)
    S.attack(game, S.leader(game, P1), S.leader(game, P2))
    game.apply(Action("counter_event", P2, card=ward))
    S.answer(game, picks=[S.leader(game, P2)])
    assert S.power(game, S.leader(game, P2)) == 5000 + bonus


@BOTH
def test_play_a_character_from_the_trash_rested(rid):
    game = S.start(rid)
    S.add_don(game, P1, 1)
    ossa = S.put(game, P1, cid(rid, "030"), Z.TRASH)  # green/yellow, cost 3
    S.put(game, P1, cid(rid, "007"), Z.TRASH)  # red/purple: not a target
    rite = S.put(game, P1, cid(rid, "041"), Z.HAND)
    game.apply(Action("activate_event", P1, card=rite))
    assert game.decision.options == (ossa,)
    S.answer(game, picks=[ossa])
    played = S.zone(game, Z.CHARACTERS, P1)
    assert S.card_ids(game, played) == [cid(rid, "030")] and game.card(played[0]).orientation == Z.RESTED
    assert game.decision.context == "ability_target"  # its [On Play] resolves too


@BOTH
def test_rest_two_then_add_the_top_card_to_life(rid):
    game = S.start(rid)
    S.add_don(game, P1, 2)
    first = S.put(game, P2, cid(rid, "030"), Z.CHARACTERS)
    second = S.put(game, P2, cid(rid, "035"), Z.CHARACTERS)
    top = S.zone(game, Z.DECK, P1)[-1]
    life = len(S.zone(game, Z.LIFE, P1))
    bloom = S.put(game, P1, cid(rid, "042"), Z.HAND)
    game.apply(Action("activate_event", P1, card=bloom))
    S.answer(game, picks=[first, second])
    assert game.card(first).orientation == game.card(second).orientation == Z.RESTED
    assert len(S.zone(game, Z.LIFE, P1)) == life + 1 and top not in game.state.cards
    assert not game.card(S.zone(game, Z.LIFE, P1)[-1]).face_up


@BOTH
def test_cannot_attack_until_the_end_of_the_opponents_next_turn(rid):
    game = S.start(rid)
    S.until_main(game, 3)
    raider = S.put(game, P2, cid(rid, "007"), Z.CHARACTERS)
    shackles = S.put(game, P1, cid(rid, "043"), Z.HAND)
    game.apply(Action("activate_event", P1, card=shackles))
    S.answer(game, picks=[raider])
    S.until_main(game, 4)
    assert game.check(Action("attack", P2, card=raider, target=S.leader(game, P1))).rule == "1-3-3"
    S.until_main(game, 6)
    assert game.check(Action("attack", P2, card=raider, target=S.leader(game, P1))) is None


@BOTH
def test_stage_rests_to_power_up_until_the_start_of_your_next_turn(rid):
    game = S.start(rid)
    citadel = S.put(game, P1, cid(rid, "044"), Z.STAGE)
    sentry = S.put(game, P1, cid(rid, "027"), Z.CHARACTERS)
    game.apply(Action("activate", P1, card=citadel, number=0))
    S.answer(game, picks=[sentry])
    assert game.card(citadel).orientation == Z.RESTED and S.power(game, sentry) == 5000
    S.until_main(game, 2)
    assert S.power(game, sentry) == 5000
    S.until_main(game, 3)
    assert S.power(game, sentry) == 3000


@BOTH
def test_leader_trait_picks_what_resolves(rid):
    game = S.start(rid)  # P1 leads the red/purple type, P2 the green/yellow one
    S.add_don(game, P1, 2)
    S.add_don(game, P2, 3)
    theirs = S.put(game, P2, cid(rid, "030"), Z.CHARACTERS)
    envoy = S.put(game, P1, cid(rid, "045"), Z.HAND)
    game.apply(Action("play_character", P1, card=envoy))
    envoy = S.zone(game, Z.CHARACTERS, P1)[-1]
    assert game.decision.options == (envoy,)  # only the [Rush] half resolves
    S.answer(game, picks=[envoy])
    assert game.check(Action("attack", P1, card=envoy, target=S.leader(game, P2))).rule == "6-5-6-1"
    S.until_main(game, 2)
    mine = S.put(game, P1, cid(rid, "030"), Z.CHARACTERS)
    envoy2 = S.put(game, P2, cid(rid, "045"), Z.HAND)
    game.apply(Action("play_character", P2, card=envoy2))
    assert mine in game.decision.options and envoy in game.decision.options  # only the rest half resolves
    S.answer(game, picks=[mine])
    assert game.card(mine).orientation == Z.RESTED and game.decision.context == "main" and theirs


@BOTH
def test_move_to_the_bottom_of_the_owners_deck(rid):
    game = S.start(rid)
    S.add_don(game, P1, 1)
    cheap = S.put(game, P2, cid(rid, "027"), Z.CHARACTERS)
    hook = S.put(game, P1, cid(rid, "048"), Z.HAND)
    game.apply(Action("activate_event", P1, card=hook))
    S.answer(game, picks=[cheap])
    assert game.card(S.zone(game, Z.DECK, P2)[0]).card_id == cid(rid, "027")
