"""Scenarios through the real aggressive sample cards (Crimson Gale / Skyforge): every keyword and primitive they use.

Each test runs on both rulesets: the ENERGIO!! set prints the same card slots under its own names.
"""

from engine import Action, DecisionKind
from engine.formats.decks import Deck, DeckEntry
from engine.game import Game
from engine.rulesets.one_piece import zones as Z
from tests.support import one_piece_samples as S
from tests.support.one_piece_samples import BOTH, P1, P2, cid


def _take_damage(game, player=P2):
    """Let every Life card go to hand (no [Trigger]) until the Main Phase window is back."""
    while game.decision.context != "main":
        if game.decision.context == "life_trigger":
            game.apply(Action("choose", player, picks=(0,)))
        else:
            S.quietly(game)


@BOTH
def test_leader_don_x1_when_attacking_powers_up_a_character(rid):
    game = S.start(rid)
    S.until_main(game, 3)
    mara = S.put(game, P1, cid(rid, "007"), Z.CHARACTERS)
    S.attack(game, S.leader(game, P1), S.leader(game, P2))
    assert game.decision.context == "counter"  # no DON!! given: [DON!! x1] is not met, nothing triggers
    S.until_main(game)
    S.give(game, S.leader(game, P1))
    S.put(game, P1, cid(rid, "013"), Z.CHARACTERS)
    game.state.cards[S.leader(game, P1)].orientation = Z.ACTIVE
    S.attack(game, S.leader(game, P1), S.leader(game, P2))
    assert game.decision.context == "ability_target"
    S.answer(game, picks=[mara])
    assert S.power(game, mara) == 5000


@BOTH
def test_on_play_look_reveals_a_typed_card_and_orders_the_rest_at_the_bottom(rid):
    game = S.start(rid)
    for slot in ("013", "007", "024"):  # the top card is the last one put: 024, then 007, then 013
        S.put(game, P1, cid(rid, slot), Z.DECK)
    pip = S.put(game, P1, cid(rid, "001"), Z.HAND)
    game.apply(Action("play_character", P1, card=pip))
    decision = game.decision
    assert decision.context == "look_pick" and S.card_ids(game, list(decision.options)) == [cid(rid, "007")]
    S.answer(game, picks=decision.options)
    assert cid(rid, "007") in S.card_ids(game, S.zone(game, Z.HAND, P1))
    order = game.decision
    assert order.kind is DecisionKind.ORDER and sorted(S.card_ids(game, list(order.options))) == sorted(
        [cid(rid, "024"), cid(rid, "013")]
    )
    S.answer(game, picks=order.options)
    assert sorted(S.card_ids(game, S.zone(game, Z.DECK, P1)[:2])) == sorted([cid(rid, "024"), cid(rid, "013")])


@BOTH
def test_trigger_play_this_card_puts_the_life_card_into_play(rid):
    game = S.start(rid)
    S.until_main(game, 3)
    S.put(game, P2, cid(rid, "002"), Z.LIFE)
    S.attack(game, S.leader(game, P1), S.leader(game, P2))
    S.answer(game)  # no Counter
    assert game.decision.context == "life_trigger" and game.decision.options == (0, 1)
    S.answer(game, picks=[1])
    assert S.card_ids(game, S.zone(game, Z.CHARACTERS, P2)) == [cid(rid, "002")]
    assert game.decision.context == "main"


@BOTH
def test_don_x1_grants_rush_to_a_character_played_this_turn(rid):
    game = S.start(rid)
    S.until_main(game, 3)
    tibbs = S.put(game, P1, cid(rid, "003"), Z.HAND)
    game.apply(Action("play_character", P1, card=tibbs))
    tibbs = S.zone(game, Z.CHARACTERS, P1)[-1]
    attack = Action("attack", P1, card=tibbs, target=S.leader(game, P2))
    assert game.check(attack).rule == "3-7-4"
    game.apply(Action("give_don", P1, target=tibbs))
    assert game.check(attack) is None


@BOTH
def test_leader_is_condition(rid):
    game = S.start(rid)
    quill = S.put(game, P1, cid(rid, "004"), Z.HAND)
    S.add_don(game, P1, 1)
    hand = len(S.zone(game, Z.HAND, P1))
    game.apply(Action("play_character", P1, card=quill))
    assert len(S.zone(game, Z.HAND, P1)) == hand  # played one, drew one: the Leader is the one named
    S.until_main(game, 2)
    other = S.put(game, P2, cid(rid, "004"), Z.HAND)
    S.add_don(game, P2, 2)
    hand = len(S.zone(game, Z.HAND, P2))
    game.apply(Action("play_character", P2, card=other))
    assert len(S.zone(game, Z.HAND, P2)) == hand - 1


@BOTH
def test_on_ko_you_may_draw_and_ko_by_power_from_on_play(rid):
    game = S.start(rid)
    aya = S.put(game, P2, cid(rid, "005"), Z.CHARACTERS)
    big = S.put(game, P2, cid(rid, "013"), Z.CHARACTERS)  # 6000 power: not a legal target
    harl = S.put(game, P1, cid(rid, "016"), Z.HAND)
    S.add_don(game, P1, 5)
    game.apply(Action("play_character", P1, card=harl))
    assert game.decision.context == "ability_target" and game.decision.options == (aya,)
    hand = len(S.zone(game, Z.HAND, P2))
    S.answer(game, picks=[aya])
    assert game.decision.player == P2 and game.decision.kind is DecisionKind.YES_NO  # [On K.O.] "you may"
    S.answer(game, yes=True)
    assert len(S.zone(game, Z.HAND, P2)) == hand + 1
    assert S.card_ids(game, S.zone(game, Z.CHARACTERS, P2)) == [cid(rid, "013")] and big in game.state.cards
    assert cid(rid, "005") in S.card_ids(game, S.zone(game, Z.TRASH, P2))


@BOTH
def test_activate_main_once_per_turn_rests_this_character_as_its_cost(rid):
    game = S.start(rid)
    sera = S.put(game, P1, cid(rid, "006"), Z.CHARACTERS)
    mara = S.put(game, P1, cid(rid, "007"), Z.CHARACTERS)
    activate = Action("activate", P1, card=sera, number=0)
    assert activate in game.legal_actions()
    game.apply(activate)
    assert game.decision.options == (mara,)  # "other than this Character"
    S.answer(game, picks=[mara])
    assert game.card(sera).orientation == Z.RESTED and S.power(game, mara) == 6000
    assert game.check(activate) is not None and activate not in game.legal_actions()


@BOTH
def test_rush_attacks_on_the_turn_it_is_played(rid):
    game = S.start(rid)
    S.until_main(game, 3)
    mara = S.put(game, P1, cid(rid, "007"), Z.HAND)
    game.apply(Action("play_character", P1, card=mara))
    mara = S.zone(game, Z.CHARACTERS, P1)[-1]
    assert game.check(Action("attack", P1, card=mara, target=S.leader(game, P2))) is None


@BOTH
def test_give_don_gives_a_rested_don_to_your_leader(rid):
    game = S.start(rid)
    S.add_don(game, P1, 2)
    vey = S.put(game, P1, cid(rid, "008"), Z.HAND)
    game.apply(Action("play_character", P1, card=vey))
    assert game.decision.context == "ability_target"
    S.answer(game, picks=[S.leader(game, P1)])
    assert len(game.card(S.leader(game, P1)).attached) == 1
    assert len(S.zone(game, Z.COST, P1)) == 2


@BOTH
def test_on_ko_deals_damage_to_the_opponent(rid):
    game = S.start(rid)
    kazz = S.put(game, P1, cid(rid, "009"), Z.CHARACTERS)
    S.until_main(game, 2)
    volley = S.put(game, P2, cid(rid, "018"), Z.HAND)
    life = len(S.zone(game, Z.LIFE, P2))
    game.apply(Action("activate_event", P2, card=volley))
    S.answer(game, picks=[kazz])  # K.O.: its [On K.O.] damages P2
    _take_damage(game, P2)
    assert len(S.zone(game, Z.LIFE, P2)) == life - 1


@BOTH
def test_don_x1_end_of_your_turn_sets_the_character_active(rid):
    game = S.start(rid)
    gull = S.put(game, P1, cid(rid, "010"), Z.CHARACTERS, rested=True)
    plain = S.put(game, P1, cid(rid, "010"), Z.CHARACTERS, rested=True)
    S.give(game, gull)
    S.until_main(game, 2)
    assert game.card(gull).orientation == Z.ACTIVE and game.card(plain).orientation == Z.RESTED


@BOTH
def test_when_attacking_gives_an_opponent_character_minus_power_this_turn(rid):
    game = S.start(rid)
    S.until_main(game, 3)
    roux = S.put(game, P1, cid(rid, "011"), Z.CHARACTERS)
    target = S.put(game, P2, cid(rid, "030"), Z.CHARACTERS)
    S.attack(game, roux, S.leader(game, P2))
    S.answer(game, picks=[target])
    assert S.power(game, target) == 2000
    S.until_main(game, 4)
    assert S.power(game, target) == 4000  # "during this turn" ended


@BOTH
def test_banish_trashes_the_life_card_without_a_trigger(rid):
    game = S.start(rid)
    S.until_main(game, 3)
    dask = S.put(game, P1, cid(rid, "012"), Z.CHARACTERS)
    top = S.put(game, P2, cid(rid, "020"), Z.LIFE)  # has [Trigger]: not offered under [Banish]
    life, hand = len(S.zone(game, Z.LIFE, P2)), len(S.zone(game, Z.HAND, P2))
    S.attack(game, dask, S.leader(game, P2))
    S.answer(game)  # no Counter
    assert game.decision.context == "main" and top not in game.state.cards
    assert len(S.zone(game, Z.LIFE, P2)) == life - 1 and len(S.zone(game, Z.HAND, P2)) == hand
    assert S.card_ids(game, S.zone(game, Z.TRASH, P2))[-1] == cid(rid, "020")


@BOTH
def test_double_attack_deals_two_damage(rid):
    game = S.start(rid)
    S.until_main(game, 3)
    kesh = S.put(game, P1, cid(rid, "015"), Z.CHARACTERS)
    life = len(S.zone(game, Z.LIFE, P2))
    S.attack(game, kesh, S.leader(game, P2))
    _take_damage(game)
    assert len(S.zone(game, Z.LIFE, P2)) == life - 2


@BOTH
def test_when_attacking_don_minus_1_is_an_optional_cost(rid):
    game = S.start(rid)
    S.until_main(game, 3)
    jax = S.put(game, P1, cid(rid, "014"), Z.CHARACTERS)
    don_deck = len(S.zone(game, Z.DON_DECK, P1))
    S.attack(game, jax, S.leader(game, P2))
    assert game.decision.kind is DecisionKind.YES_NO
    S.answer(game, yes=True)  # all the DON!! are alike (active, in the cost area): nothing to choose
    assert len(S.zone(game, Z.DON_DECK, P1)) == don_deck + 1 and S.power(game, jax) == 8000
    _take_damage(game)
    jax2 = S.put(game, P1, cid(rid, "014"), Z.CHARACTERS)
    S.give(game, S.leader(game, P1))
    S.attack(game, jax2, S.leader(game, P2))
    S.answer(game, yes=True)
    decision = game.decision  # a given DON!! and cost-area DON!! differ: the player picks
    assert decision.context == "return_don" and len(decision.options) == 3
    given = game.card(S.leader(game, P1)).attached[0]
    S.answer(game, picks=[given])
    assert game.card(S.leader(game, P1)).attached == [] and S.power(game, jax2) == 8000


@BOTH
def test_on_play_prevents_a_blocker_this_turn(rid):
    game = S.start(rid)
    S.until_main(game, 3)
    sentry = S.put(game, P2, cid(rid, "027"), Z.CHARACTERS)
    rook = S.put(game, P1, cid(rid, "017"), Z.HAND)
    S.add_don(game, P1, 4)
    game.apply(Action("play_character", P1, card=rook))
    S.answer(game, picks=[sentry])
    rook = S.zone(game, Z.CHARACTERS, P1)[-1]
    S.attack(game, rook, S.leader(game, P2))  # [Rush]
    assert game.decision.context == "counter"  # the only [Blocker] cannot block: no Block Step question
    S.until_main(game, 5)
    S.attack(game, S.leader(game, P1), S.leader(game, P2))
    assert game.decision.context == "block"


@BOTH
def test_main_event_ko_and_its_trigger_activates_the_same_effect(rid):
    game = S.start(rid)
    S.add_don(game, P1, 1)
    target = S.put(game, P2, cid(rid, "030"), Z.CHARACTERS)  # cost 3
    S.put(game, P2, cid(rid, "016"), Z.CHARACTERS)  # cost 6: not a target
    volley = S.put(game, P1, cid(rid, "018"), Z.HAND)
    game.apply(Action("activate_event", P1, card=volley))
    assert game.decision.options == (target,)
    S.answer(game, picks=[target])
    assert target not in game.state.cards and len(S.zone(game, Z.CHARACTERS, P2)) == 1
    S.until_main(game, 3)
    mine = S.put(game, P1, cid(rid, "007"), Z.CHARACTERS)
    S.put(game, P2, cid(rid, "018"), Z.LIFE)
    S.attack(game, S.leader(game, P1), S.leader(game, P2))
    S.answer(game)
    S.answer(game, picks=[1])  # activate the [Trigger]: K.O. up to 1 cost 3 or less
    S.answer(game, picks=[mine])
    assert mine not in game.state.cards and game.decision.context == "main"


@BOTH
def test_counter_event_powers_up_during_this_battle_only(rid):
    game = S.start(rid)
    S.until_main(game, 3)
    rebuff = S.put(game, P2, cid(rid, "019"), Z.HAND)
    S.add_don(game, P2, 1)
    life = len(S.zone(game, Z.LIFE, P2))
    S.attack(game, S.leader(game, P1), S.leader(game, P2))
    game.apply(Action("counter_event", P2, card=rebuff))
    S.answer(game, picks=[S.leader(game, P2)])
    assert S.power(game, S.leader(game, P2)) == 8000
    S.answer(game)  # done countering: 5000 does not beat 8000
    assert game.decision.context == "main" and len(S.zone(game, Z.LIFE, P2)) == life
    assert S.power(game, S.leader(game, P2)) == 5000


@BOTH
def test_trigger_draws_and_the_card_goes_to_the_trash(rid):
    game = S.start(rid)
    S.until_main(game, 3)
    S.put(game, P2, cid(rid, "020"), Z.LIFE)
    hand = len(S.zone(game, Z.HAND, P2))
    S.attack(game, S.leader(game, P1), S.leader(game, P2))
    S.answer(game)
    S.answer(game, picks=[1])
    assert len(S.zone(game, Z.HAND, P2)) == hand + 1
    assert S.card_ids(game, S.zone(game, Z.TRASH, P2)) == [cid(rid, "020")]


@BOTH
def test_event_plays_a_character_from_hand(rid):
    game = S.start(rid)
    S.add_don(game, P1, 1)
    mara = S.put(game, P1, cid(rid, "007"), Z.HAND)
    big = S.put(game, P1, cid(rid, "016"), Z.HAND)  # cost 6: not playable by this effect
    party = S.put(game, P1, cid(rid, "021"), Z.HAND)
    game.apply(Action("activate_event", P1, card=party))
    assert mara in game.decision.options and big not in game.decision.options
    S.answer(game, picks=[mara])
    assert S.card_ids(game, S.zone(game, Z.CHARACTERS, P1)) == [cid(rid, "007")]
    assert len(S.zone(game, Z.COST, P1)) == 2 and all(
        game.card(d).orientation == Z.RESTED for d in S.zone(game, Z.COST, P1)
    )  # the event's cost only


@BOTH
def test_grant_rush_then_draw(rid):
    game = S.start(rid)
    S.until_main(game, 3)
    S.add_don(game, P1, 2)
    bruiser = S.put(game, P1, cid(rid, "013"), Z.HAND)
    game.apply(Action("play_character", P1, card=bruiser))
    bruiser = S.zone(game, Z.CHARACTERS, P1)[-1]
    attack = Action("attack", P1, card=bruiser, target=S.leader(game, P2))
    assert game.check(attack).rule == "3-7-4"
    rally = S.put(game, P1, cid(rid, "022"), Z.HAND)
    hand = len(S.zone(game, Z.HAND, P1))
    game.apply(Action("activate_event", P1, card=rally))
    S.answer(game, picks=[bruiser])
    assert game.check(attack) is None and len(S.zone(game, Z.HAND, P1)) == hand - 1 + 1


@BOTH
def test_stage_your_turn_powers_cheap_typed_characters(rid):
    game = S.start(rid)
    S.put(game, P1, cid(rid, "023"), Z.STAGE)
    tibbs = S.put(game, P1, cid(rid, "003"), Z.CHARACTERS)  # cost 2
    jax = S.put(game, P1, cid(rid, "014"), Z.CHARACTERS)  # cost 5
    assert S.power(game, tibbs) == 4000 and S.power(game, jax) == 6000
    S.until_main(game, 2)
    assert S.power(game, tibbs) == 3000


@BOTH
def test_leader_end_of_your_turn_with_two_life_or_less_sets_don_active(rid):
    game = S.start(rid)
    aggro = S.starter_decks(rid)[0]
    twin = Deck(
        ruleset=rid, name="Twin", sections={**aggro.sections, "leader": (DeckEntry(card=cid(rid, "L03"), count=1),)}
    )
    assert S.ruleset(rid).validate_deck(twin, S.database(rid)) == []
    game = Game.new(S.ruleset(rid), S.database(rid), (twin, S.starter_decks(rid)[1]), "twin")
    game.apply(Action("choose", game.decision.player, picks=(0 if game.decision.player == P1 else 1,)))
    while game.decision.context == "redraw":
        S.answer(game, yes=False)
    S.add_don(game, P1, 2, rested=True)
    for life in S.zone(game, Z.LIFE, P1)[2:]:
        game.move(life, Z.ref(Z.TRASH, P1))
    S.answer(game)  # end the Main Phase: [End of Your Turn]
    assert game.decision.context == "ability_target" and len(game.decision.options) == 2
    S.answer(game, picks=game.decision.options)
    assert all(game.card(d).orientation == Z.ACTIVE for d in S.zone(game, Z.COST, P1))


@BOTH
def test_choose_one_mode(rid):
    game = S.start(rid)
    parley = S.put(game, P1, cid(rid, "046"), Z.HAND)
    hand = len(S.zone(game, Z.HAND, P1))
    game.apply(Action("activate_event", P1, card=parley))
    assert game.decision.context == "choose_mode" and game.decision.labels[0] == "Draw 1 card"
    S.answer(game, picks=[0])
    assert len(S.zone(game, Z.HAND, P1)) == hand - 1 + 1


@BOTH
def test_set_base_power_then_don_adds_on_top(rid):
    game = S.start(rid)
    pip = S.put(game, P1, cid(rid, "001"), Z.CHARACTERS)
    brew = S.put(game, P1, cid(rid, "047"), Z.HAND)
    game.apply(Action("activate_event", P1, card=brew))
    S.answer(game, picks=[pip])
    assert S.power(game, pip) == 7000
    S.give(game, pip)
    assert S.power(game, pip) == 8000
    S.until_main(game, 2)
    assert S.power(game, pip) == 2000


@BOTH
def test_a_card_not_automated_is_resolved_by_hand(rid):
    game = S.start(rid)
    S.add_don(game, P1, 1)
    seer = S.put(game, P1, cid(rid, "049"), Z.HAND)
    game.apply(Action("play_character", P1, card=seer))
    assert game.decision.context == "manual" and "manual_look" in game.decision.allowed
    game.apply(Action("manual_look", P1, option=Z.DECK, number=1))
    top = S.zone(game, Z.DECK, P1)[-1]
    game.apply(Action("manual_reveal", P1, card=top))
    game.apply(Action("manual_move", P1, card=top, option=Z.TRASH))
    S.answer(game)  # done
    assert game.decision.context == "main" and len(S.zone(game, Z.TRASH, P1)) == 1
