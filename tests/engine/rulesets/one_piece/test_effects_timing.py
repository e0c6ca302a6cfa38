"""Effect timing (8-6), trigger points for the ability layer, damage by effects (4-6), K.O. (10-2-1), once per turn."""

import pytest

from engine import Action, DecisionKind, PlayerId
from engine.rulesets.one_piece import build_ruleset
from engine.rulesets.one_piece import zones as Z
from engine.rulesets.one_piece.damage import deal_damage
from engine.rulesets.one_piece.keywords import has_keyword, once_per_turn_used, use_once_per_turn
from engine.rulesets.one_piece.procedures import ko
from tests.support import one_piece_cards as C
from tests.support.one_piece_cards import P1, P2

BOTH = ("one-piece", "energio")


def _fx(game, task):
    """A stand-in ability: logs its label, may queue a follow-up, may deal damage."""
    args = task.args
    game.state.vars.setdefault("fx", []).append([args["name"], len(C.zone(game, Z.TRASH, P2))])
    if "then" in args:
        game.trigger(PlayerId(args["controller"]), "test:fx", None, args["then"], name=args["then"])
    if "damage" in args:
        deal_damage(game, P2, args["damage"])


def _start(ruleset_id="one-piece", seed="fx"):
    return C.start(ruleset_id, seed, ruleset=build_ruleset(ruleset_id, extra_handlers={"test:fx": _fx}))


def _labels(game):
    return [label for label, _ in game.state.vars.get("fx", [])]


@pytest.mark.parametrize(("ruleset_id", "rule"), [("one-piece", "8-6-1"), ("energio", "8-1-3-2")])
def test_turn_player_orders_all_theirs_first_then_the_waiting_opponent_8_6_1(ruleset_id, rule):
    """A and B (turn player) and D (non-turn player) wait together; A activates C: A, B, D, C (8-6-1, 8-6-1-1)."""
    game = _start(ruleset_id)
    game.trigger(P1, "test:fx", None, "A", name="A", then="C")
    game.trigger(P1, "test:fx", None, "B", name="B")
    game.trigger(P2, "test:fx", None, "D", name="D")
    game.apply(Action("give_don", P1, target=C.leader(game, P1)))
    decision = game.decision
    assert decision.kind is DecisionKind.ORDER and decision.player == P1 and decision.rule == rule
    game.apply(Action("order", P1, picks=decision.options))
    assert _labels(game) == ["A", "B", "D", "C"]
    assert game.decision.context == "main"


def test_a_life_trigger_resolves_at_once_and_other_effects_wait_for_the_damage_8_6_2(monkeypatch):
    game = _start()
    C.pass_until(game, 3)
    C.put(game, P2, "PMT-009", Z.LIFE)

    def on_signal(game, event, card, player=None, **context):
        if event == "on_trigger":
            assert game.card(card).zone.name == Z.RESOLVING  # in no area while it resolves (10-1-5-3)
            game.trigger(P2, "test:fx", card, "T", name="T")

    from engine.rulesets.one_piece import procedures

    monkeypatch.setattr(procedures, "_has_abilities", lambda game: True)
    monkeypatch.setattr(procedures, "_ability_signal", on_signal)
    monkeypatch.setattr(procedures, "_resolve_printed", lambda *args: False)
    game.apply(Action("attack", P1, card=C.leader(game, P1), target=C.leader(game, P2)))
    game.apply(Action("pass", P2))
    game.trigger(P2, "test:fx", None, "H", name="H")  # activated during damage processing: it waits (8-6-2)
    trash_before = len(C.zone(game, Z.TRASH, P2))
    game.apply(Action("choose", P2, picks=(1,)))
    assert game.state.vars["fx"] == [["T", trash_before], ["H", trash_before + 1]]


def test_damage_by_an_effect_moves_life_to_hand_and_at_zero_life_defeats_4_6_9_2_1_1():
    game = _start()
    life = len(C.zone(game, Z.LIFE, P2))
    game.trigger(P1, "test:fx", None, "damage", name="damage", damage=2)
    game.apply(Action("give_don", P1, target=C.leader(game, P1)))
    for _ in range(2):
        assert game.decision.context == "life_trigger" and game.decision.rule == "4-6-2-1"
        game.apply(Action("choose", P2, picks=(0,)))
    assert len(C.zone(game, Z.LIFE, P2)) == life - 2 and game.outcome is None
    for iid in list(C.zone(game, Z.LIFE, P2)):
        game.move(iid, C.ref(Z.TRASH, P2))
    game.trigger(P1, "test:fx", None, "damage", name="damage", damage=1)
    game.apply(Action("pass", P1))  # the effect resolves before P2's first window
    assert game.outcome is not None and (game.outcome.winner, game.outcome.rule) == (P1, "9-2-1-1")


@pytest.mark.parametrize("ruleset_id", BOTH)
def test_turn_signals_in_order(ruleset_id, monkeypatch):
    """6-2-2, 6-5-1, and the End Phase: A has a separate [End of Your Opponent's Turn] step and a delayed step
    (6-6-1-1-2, 6-6-1-2); B one activation step (B 6-6-1-1)."""
    seen = C.record_signals(monkeypatch)
    game = C.start(ruleset_id)
    seen.clear()
    game.apply(Action("pass", P1))
    names = [(s[0], s[2]) for s in seen]
    end = [("end_of_turn", P1), ("end_of_opponent_turn", P2)]
    if ruleset_id == "one-piece":
        end.append(("end_of_turn_delayed", P1))
    assert names == [*end, ("start_of_turn", P2), ("start_of_main", P2)]


def test_ko_by_effect_activates_on_the_field_and_resolves_from_the_trash_10_2_17_1(monkeypatch):
    game = _start()
    char = C.put(game, P2, "PMT-001", Z.CHARACTERS)

    def on_signal(game, event, card, player=None, **context):
        if event == "on_ko":
            assert game.card(card).zone.name == Z.CHARACTERS and context == {"cause": "effect"}
            game.trigger(P2, "test:fx", card, "K", name="K")

    from engine.rulesets.one_piece import procedures

    monkeypatch.setattr(procedures, "_has_abilities", lambda game: True)
    monkeypatch.setattr(procedures, "_ability_signal", on_signal)
    trashed = ko(game, char, cause="effect")
    assert game.state.triggers[0].source == trashed and game.card(trashed).zone == C.ref(Z.TRASH, P2)


def test_once_per_turn_is_per_card_object_and_per_turn_10_2_13():
    game = C.start()
    a, b = C.put(game, P1, "PMT-001", Z.CHARACTERS), C.put(game, P1, "PMT-001", Z.CHARACTERS)
    use_once_per_turn(game, a, "x")
    assert once_per_turn_used(game, a, "x") and not once_per_turn_used(game, b, "x")  # 10-2-13-2
    moved = game.move(a, C.ref(Z.HAND, P1))
    back = game.move(moved, C.ref(Z.CHARACTERS, P1))
    assert not once_per_turn_used(game, back, "x")  # a new card (10-2-13-4)
    use_once_per_turn(game, b, "x")
    C.pass_until(game, 2)
    assert not once_per_turn_used(game, b, "x")


def test_granted_and_removed_keywords():
    game = C.start()
    plain = C.put(game, P1, "PMT-001", Z.CHARACTERS)
    assert not has_keyword(game, plain, "blocker")
    game.add_effect("keyword", P1, (plain,), "blocker", "end_of_turn")
    assert has_keyword(game, plain, "blocker")
    rusher = C.put(game, P1, "PMT-006", Z.CHARACTERS, played=True)
    game.add_effect("no_keyword", P2, (rusher,), "rush", "end_of_turn")
    assert not has_keyword(game, rusher, "rush")


def test_a_granted_rush_lets_a_character_attack_the_turn_it_is_played():
    game = C.start()
    C.pass_until(game, 3)
    card = C.put(game, P1, "PMT-002", Z.HAND)
    game.apply(Action("play_character", P1, card=card))
    char = C.zone(game, Z.CHARACTERS, P1)[-1]
    attack = Action("attack", P1, card=char, target=C.leader(game, P2))
    assert game.check(attack).rule == "3-7-4"
    game.add_effect("keyword", P1, (char,), "rush", "end_of_turn")
    assert game.check(attack) is None


def test_don_minus_x_returns_don_from_the_cost_area_and_given_cards_8_3_1_6():
    from engine.rulesets.one_piece.procedures import return_don, returnable_don

    game = C.start()
    C.pass_until(game, 3)
    leader = C.leader(game, P1)
    game.apply(Action("give_don", P1, target=leader))
    dons = returnable_don(game, P1)
    assert len(dons) == 3 and game.card(leader).attached[0] in dons
    return_don(game, [game.card(leader).attached[0], C.zone(game, Z.COST, P1)[0]])
    assert game.card(leader).attached == [] and len(C.zone(game, Z.COST, P1)) == 1
    assert len(C.zone(game, Z.DON_DECK, P1)) == 7 + 2


def test_the_battle_records_its_counters():
    game = C.start()
    C.pass_until(game, 3)
    ace = C.put(game, P2, "PMT-010", Z.HAND)
    brace = C.put(game, P2, "PMT-020", Z.HAND)
    game.apply(Action("attack", P1, card=C.leader(game, P1), target=C.leader(game, P2)))
    game.apply(Action("counter", P2, card=ace, target=C.leader(game, P2)))
    game.apply(Action("counter_event", P2, card=brace))
    counters = game.state.vars["battle"]["counters"]
    assert [(c["value"], c["target"]) for c in counters] == [(2000, C.leader(game, P2)), (0, None)]
    assert [game.card(c["card"]).card_id for c in counters] == ["PMT-010", "PMT-020"]
