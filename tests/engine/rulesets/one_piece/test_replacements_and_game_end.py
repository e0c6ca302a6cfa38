"""Replacement effects (8-1-3-4; B 8-1-3-5), "cannot be K.O.'d" (10-2-1-3), win/lose effects (1-2-5) and effects that
activate another card's [Counter] (10-2-4-1-2), through the sample cards PM1-051..056 / EN1-051..055.

Each test runs on both rulesets where both print the card (the ENERGIO!! set has no 056: B has no effect that
activates a [Main] or [Counter], digest 13.32).
"""

import pytest

from engine import Action
from engine.formats.cards import CardDefinition
from engine.rulesets.one_piece import zones as Z
from engine.rulesets.one_piece.procedures import ko
from tests.support import one_piece_samples as S
from tests.support.one_piece_samples import BOTH, P1, P2, cid


def _ko_by_effect(game, rid, target):
    """P1 plays the "[On Play] K.O. up to 1 of your opponent's Characters with 5000 power or less" Character."""
    S.add_don(game, P1, 5)
    hammer = S.put(game, P1, cid(rid, "016"), Z.HAND)
    game.apply(Action("play_character", P1, card=hammer))
    assert game.decision.context == "ability_target"
    S.answer(game, picks=[target])


@BOTH
def test_8_1_3_4_a_character_trashes_a_card_instead_of_being_ko_by_an_opponents_effect(rid):
    game = S.start(rid)
    tessa = S.put(game, P2, cid(rid, "051"), Z.CHARACTERS)
    spare = S.put(game, P2, cid(rid, "050"), Z.HAND)
    hand = len(S.zone(game, Z.HAND, P2))
    _ko_by_effect(game, rid, tessa)
    decision = game.decision
    assert decision.context == "replacement" and decision.player == P2
    assert decision.minimum == 0 and decision.rule == ("8-1-3-4" if rid == "one-piece" else "8-1-3-5")
    S.answer(game, picks=[0])  # "you may ... instead": yes
    assert game.decision.context == "trash_from_hand"
    S.answer(game, picks=[spare])
    assert tessa in game.state.cards and game.card(tessa).zone.name == Z.CHARACTERS  # not K.O.'d
    assert len(S.zone(game, Z.HAND, P2)) == hand - 1
    assert S.card_ids(game, S.zone(game, Z.TRASH, P2))[-1] == cid(rid, "050")
    assert game.decision.context == "main"


@BOTH
def test_8_1_3_4_1_a_declined_replacement_does_not_apply_and_the_ko_happens(rid):
    game = S.start(rid)
    tessa = S.put(game, P2, cid(rid, "051"), Z.CHARACTERS)
    S.put(game, P2, cid(rid, "050"), Z.HAND)
    hand = len(S.zone(game, Z.HAND, P2))
    _ko_by_effect(game, rid, tessa)
    S.answer(game, picks=[])  # decline
    assert tessa not in game.state.cards and S.card_ids(game, S.zone(game, Z.TRASH, P2))[-1] == cid(rid, "051")
    assert len(S.zone(game, Z.HAND, P2)) == hand


@BOTH
def test_8_1_3_4_5_a_replacement_that_cannot_be_carried_out_is_not_offered(rid):
    game = S.start(rid)
    tessa = S.put(game, P2, cid(rid, "051"), Z.CHARACTERS)
    S.clear(game, P2, Z.HAND)  # nothing to trash instead
    _ko_by_effect(game, rid, tessa)
    assert game.decision.context == "main" and tessa not in game.state.cards


@BOTH
def test_a_replacement_for_an_opponents_effect_does_not_replace_a_ko_in_battle_7_1_4_1_2(rid):
    game = S.start(rid)
    S.until_main(game, 3)
    tessa = S.put(game, P2, cid(rid, "051"), Z.CHARACTERS, rested=True)
    S.put(game, P2, cid(rid, "050"), Z.HAND)
    S.attack(game, S.leader(game, P1), tessa)  # 5000 against 5000: the attacker wins (7-1-4-1)
    S.answer(game)  # no Counter
    assert game.decision.context == "main" and tessa not in game.state.cards


@BOTH
def test_10_2_1_3_cannot_be_ko_in_battle_on_the_opponents_turn(rid):
    game = S.start(rid)
    S.until_main(game, 3)
    sentry = S.put(game, P2, cid(rid, "052"), Z.CHARACTERS, rested=True)
    S.give(game, S.leader(game, P1), 2)  # 7000 beats 6000
    S.attack(game, S.leader(game, P1), sentry)
    while game.decision.context != "counter":
        S.quietly(game)  # the Leader's [DON!! x1] [When Attacking] target: none
    events = game.apply(Action("pass", P2))  # no Counter
    assert game.decision.context == "main" and sentry in game.state.cards
    assert any(e.kind == "log" and e.rule == "10-2-1-3" for e in events)


@BOTH
def test_10_2_1_3_cannot_be_ko_in_battle_still_falls_to_an_effect_and_only_on_the_opponents_turn(rid):
    game = S.start(rid)
    sentry = S.put(game, P1, cid(rid, "052"), Z.CHARACTERS)
    assert ko(game, sentry, cause="battle") is not None  # P1's own turn: [Opponent's Turn] does not hold
    other = S.put(game, P2, cid(rid, "052"), Z.CHARACTERS)
    assert ko(game, other, cause="battle") is None and other in game.state.cards
    assert ko(game, other, cause="effect", by=P1) is not None  # only battle is forbidden


@BOTH
def test_8_1_3_4_once_per_turn_a_character_rests_instead_of_its_leader_taking_damage_4_6_3_1(rid):
    game = S.start(rid)
    S.until_main(game, 3)
    bosun = S.put(game, P2, cid(rid, "053"), Z.CHARACTERS)
    life, hand = len(S.zone(game, Z.LIFE, P2)), len(S.zone(game, Z.HAND, P2))
    attacker = S.put(game, P1, cid(rid, "050"), Z.CHARACTERS)
    S.attack(game, S.leader(game, P1), S.leader(game, P2))
    S.answer(game)  # no Counter
    assert game.decision.context == "replacement" and game.decision.player == P2
    S.answer(game, picks=[0])
    assert game.decision.context == "main" and game.card(bosun).orientation == Z.RESTED
    assert len(S.zone(game, Z.LIFE, P2)) == life and len(S.zone(game, Z.HAND, P2)) == hand  # no Life card, no [Trigger]
    S.attack(game, attacker, S.leader(game, P2))
    S.answer(game)  # no Counter; [Once Per Turn] used (and the Bosun is rested): the damage is dealt
    assert game.decision.context == "life_trigger"


@BOTH
def test_8_1_3_4_damage_from_an_effect_is_replaced_too_4_6_2(rid):
    game = S.start(rid)
    kazz = S.put(game, P1, cid(rid, "009"), Z.CHARACTERS)  # [On K.O.] deal 1 damage to your opponent
    S.until_main(game, 2)
    bosun = S.put(game, P2, cid(rid, "053"), Z.CHARACTERS)
    volley = S.put(game, P2, cid(rid, "018"), Z.HAND)
    life = len(S.zone(game, Z.LIFE, P2))
    game.apply(Action("activate_event", P2, card=volley))
    S.answer(game, picks=[kazz])
    assert game.decision.context == "replacement"
    S.answer(game, picks=[0])
    assert game.card(bosun).orientation == Z.RESTED and len(S.zone(game, Z.LIFE, P2)) == life


@BOTH
def test_1_2_5_an_effect_wins_the_game_while_it_resolves(rid):
    game = S.start(rid)
    reckoning = S.put(game, P1, cid(rid, "054"), Z.HAND)
    game.apply(Action("activate_event", P1, card=reckoning))
    assert game.outcome is None  # the condition does not hold: nothing happens
    S.add_don(game, P1, 9)
    S.clear(game, P2, Z.LIFE)
    game.apply(Action("activate_event", P1, card=S.put(game, P1, cid(rid, "054"), Z.HAND)))
    assert game.outcome.winner == P1 and game.outcome.rule == "1-2-5"


@BOTH
def test_1_2_5_an_effect_loses_the_game_at_the_end_of_your_turn(rid):
    game = S.start(rid)
    hourglass = S.put(game, P1, cid(rid, "055"), Z.HAND)
    hand = len(S.zone(game, Z.HAND, P1))
    game.apply(Action("play_stage", P1, card=hourglass))
    assert len(S.zone(game, Z.HAND, P1)) == hand - 1 + 2  # [On Play] draw 2
    S.clear(game, P1, Z.LIFE)
    game.apply(Action("pass", P1))
    assert game.outcome.winner == P2 and game.outcome.rule == "1-2-5"


def test_10_2_4_1_2_an_effect_activates_the_counter_of_an_event_in_the_trash():
    game = S.start("one-piece")
    S.until_main(game, 3)
    S.put(game, P2, "PM1-019", Z.TRASH)  # [Counter] +3000 during this battle
    echo = S.put(game, P2, "PM1-056", Z.HAND)
    S.add_don(game, P2, 1)
    S.attack(game, S.leader(game, P1), S.leader(game, P2))
    game.apply(Action("counter_event", P2, card=echo))
    assert game.decision.context == "ability_target" and S.card_ids(game, list(game.decision.options)) == ["PM1-019"]
    S.answer(game, picks=list(game.decision.options))
    S.answer(game, picks=[S.leader(game, P2)])  # the trashed Event's own [Counter] target
    assert S.power(game, S.leader(game, P2)) == 8000
    assert "PM1-019" in S.card_ids(game, S.zone(game, Z.TRASH, P2))  # it stays in the trash


def test_energio_refuses_effects_that_activate_a_counter_at_load_13_32():
    language = S.ruleset("energio").abilities
    card = CardDefinition(id="EN1-X", name="Echo", category="event", keywords=("counter",), abilities=(
        {"kind": "activated", "timing": ["counter"], "effect": [
            {"do": "activate_effect", "timing": "counter", "target": {"filter": {"zone": ["trash"]}}}]},
    ))  # fmt: skip
    problems = [str(p) for p in language.parse(card)[1]]
    assert problems == ["EN1-X: abilities[0].effect[0]: energio lets no effect activate a 'counter' effect "
                        "(allowed: none)"]  # fmt: skip


@BOTH
def test_unknown_replacement_points_and_prohibitions_are_refused_at_load(rid):
    language = S.ruleset(rid).abilities
    card = CardDefinition(id="X-1", name="Odd", category="character", abilities=(
        {"kind": "replacement", "replaces": "would_sneeze", "effect": [{"do": "draw"}]},
        {"kind": "continuous", "effect": [{"do": "prevent", "action": "be_sad"}]},
    ))  # fmt: skip
    problems = [str(p) for p in language.parse(card)[1]]
    assert len(problems) == 2
    assert problems[0].startswith("X-1: abilities[0]: unknown replacement point 'would_sneeze'")
    assert problems[1].startswith("X-1: abilities[1].effect[0]: unknown prohibited action 'be_sad'")


def _test_cards(rid):
    own = {"zone": ["character"], "controller": "you"}
    return S.with_cards(rid, [
        {"id": "T-GUARD", "name": "Guardian Totem", "category": "stage", "colors": ["green"], "cost": 1,
         "text": "If one of your Characters would be K.O.'d, you may rest this Stage instead.",
         "abilities": [{"kind": "replacement", "replaces": "would_be_ko", "target": own, "optional": True,
                        "effect": [{"do": "orient", "to": "rested"}]}]},
        {"id": "T-MARTYR", "name": "Martyr", "category": "character", "colors": ["green"], "cost": 1, "power": 1000,
         "stats": {"attribute": ["Strike"]},
         "text": "If your Leader would take damage, you may K.O. this Character instead.\n"
                 "If this Character would be K.O.'d, you may rest this Character instead.",
         "abilities": [{"kind": "replacement", "replaces": "would_take_damage", "optional": True,
                        "target": {"zone": ["leader"], "controller": "you"},
                        "effect": [{"do": "destroy", "target": {"mode": "self"}}]},
                       {"kind": "replacement", "replaces": "would_be_ko", "optional": True,
                        "effect": [{"do": "orient", "to": "rested"}]}]},
    ])  # fmt: skip


@BOTH
def test_8_1_3_4_2_the_affected_cards_own_replacement_comes_first_then_the_others(rid):
    game = S.start(rid, cards=_test_cards(rid))
    tessa = S.put(game, P2, cid(rid, "051"), Z.CHARACTERS)
    totem = S.put(game, P2, "T-GUARD", Z.STAGE)
    S.put(game, P2, cid(rid, "050"), Z.HAND)
    _ko_by_effect(game, rid, tessa)
    assert game.decision.context == "replacement" and len(game.decision.options) == 1  # Tessa's own first
    assert game.decision.labels[0].startswith(game.definition(tessa).name)
    S.answer(game, picks=[])  # declined (8-1-3-4-1): the Stage's is offered next
    assert game.decision.context == "replacement" and game.decision.player == P2
    S.answer(game, picks=[0])
    assert game.card(totem).orientation == Z.RESTED and tessa in game.state.cards


@pytest.mark.parametrize(("rid", "chained"), [("one-piece", True), ("energio", False)])
def test_8_1_3_4_6_a_replacements_own_event_meets_other_replacements_in_a_but_not_b_8_1_3_5_3(rid, chained):
    game = S.start(rid, cards=_test_cards(rid))
    S.until_main(game, 3)
    martyr = S.put(game, P2, "T-MARTYR", Z.CHARACTERS)
    life = len(S.zone(game, Z.LIFE, P2))
    S.attack(game, S.leader(game, P1), S.leader(game, P2))
    S.answer(game)  # no Counter
    assert game.decision.context == "replacement"
    S.answer(game, picks=[0])  # K.O. the Martyr instead of the damage ...
    if chained:  # ... which its other replacement may replace in turn (A 8-1-3-4-6)
        assert game.decision.context == "replacement"
        S.answer(game, picks=[0])
        assert game.card(martyr).orientation == Z.RESTED
    else:  # ... B: once replaced, nothing more is replaced
        assert martyr not in game.state.cards
    assert game.decision.context == "main" and len(S.zone(game, Z.LIFE, P2)) == life


@BOTH
def test_random_games_with_these_cards_keep_every_invariant_and_replay(rid):
    """The starter decks with slots 051-056 swapped in (`showcase_decks`), played by the heuristic bots: replacements
    are offered and answered, and every game still ends by the rules, keeps the cheap invariants and replays to the
    same hashes."""
    from engine.bot import heuristic_bot
    from engine.harness import check_replay, invariant_checker, play_game
    from tests.support.one_piece_games import showcase_decks

    check = invariant_checker(full=False)
    offered = []

    def after_each(game):
        check(game)
        if game.decision is not None and game.decision.context == "replacement":
            offered.append(game.state.turn)

    endings = set()
    for seed in ("showcase 1", "showcase 2", "showcase 3"):
        ruleset, database = S.ruleset(rid), S.database(rid)
        bots = [heuristic_bot(ruleset, database, f"{seed}/{seat}") for seat in (0, 1)]
        record = play_game(ruleset, database, showcase_decks(rid), seed, bots=bots, after_each=after_each)
        assert record.outcome is not None
        endings.add(record.outcome.rule)
        check_replay(record.game, record)
    assert endings <= {"7-1-4-1-1-1", "9-2-1-1", "9-2-1-2", "9-2-1", "1-2-5"}
    assert offered
