"""Golden positions: exact legal-action lists, out-of-window refusals, hidden information at each decision."""

from collections import Counter

import pytest

from engine import Action, IllegalAction
from engine.harness import check_invariants
from engine.rulesets.one_piece import zones as Z
from tests.support import one_piece_cards as C
from tests.support.one_piece_cards import P1, P2

BOTH = ("one-piece", "energio")


@pytest.fixture(params=BOTH)
def game(request):
    """Turn 3, P1's Main Phase: a known hand, 3 active DON!!, a Character on each side of the table."""
    game = C.start(request.param, "golden")
    C.pass_until(game, 3)
    for iid in list(C.zone(game, Z.HAND, P1)):
        game.move(iid, C.ref(Z.DECK, P1))
    for card_id in ("PMT-001", "PMT-005", "PMT-021", "PMT-020", "PMT-030"):
        C.put(game, P1, card_id, Z.HAND)
    C.put(game, P1, "PMT-002", Z.CHARACTERS)
    C.put(game, P2, "PMT-013", Z.CHARACTERS, rested=True)
    C.put(game, P2, "PMT-014", Z.CHARACTERS)
    return game


def test_main_phase_legal_actions_golden(game):
    """Play the 1-cost Character, the Stage, the [Main] Event (not the 5-cost one, not the [Counter] Event);
    give DON!! to 2 cards; 2 attackers x 2 targets (the Leader, the rested Character); pass."""
    kinds = Counter(a.kind for a in game.legal_actions())
    assert kinds == Counter(
        {"play_character": 1, "play_stage": 1, "activate_event": 1, "give_don": 2, "attack": 4, "pass": 1}
    )
    for action in game.legal_actions():
        assert game.check(action) is None


def test_counter_step_legal_actions_golden(game):
    for iid in list(C.zone(game, Z.HAND, P2)):
        game.move(iid, C.ref(Z.DECK, P2))
    C.put(game, P2, "PMT-014", Z.HAND)  # Counter 2000
    C.put(game, P2, "PMT-012", Z.HAND)  # no Counter
    C.put(game, P2, "PMT-023", Z.HAND)  # [Counter] Event, cost 1
    C.put(game, P2, "PMT-024", Z.HAND)  # [Main] Event
    game.apply(Action("attack", P1, card=C.leader(game, P1), target=C.leader(game, P2)))
    kinds = Counter(a.kind for a in game.legal_actions())
    assert kinds == Counter({"counter": 3, "counter_event": 1, "pass": 1})  # 3 targets: Leader + 2 Characters


def test_main_phase_actions_are_refused_inside_a_battle(game):
    game.apply(Action("attack", P1, card=C.leader(game, P1), target=C.leader(game, P2)))
    assert game.decision.context == "counter"
    with pytest.raises(IllegalAction) as refused:
        game.apply(Action("give_don", P1, target=C.leader(game, P1)))
    assert refused.value.rule == "7-1-3-2"
    hand = C.zone(game, Z.HAND, P2)[0]  # the deciding player's move cites the rule that says when it is made
    assert game.check(Action("play_character", P2, card=hand)).rule == "6-5-2"
    assert game.check(Action("block", P2, card=C.zone(game, Z.CHARACTERS, P2)[1])).rule == "7-1-2-1"


def test_the_attacker_cannot_answer_the_defenders_block_window_7_1_2_1(game):
    sentry = C.put(game, P2, "PMT-011", Z.CHARACTERS)
    game.apply(Action("attack", P1, card=C.leader(game, P1), target=C.leader(game, P2)))
    assert game.decision.context == "block"
    assert game.check(Action("block", P1, card=sentry)).rule == "7-1-2-1"
    assert game.check(Action("pass", P1)).rule == "7-1-2-1"


def test_every_decision_of_a_battle_keeps_the_invariants(game):
    C.put(game, P2, "PMT-011", Z.CHARACTERS)
    C.put(game, P2, "PMT-009", Z.LIFE)
    C.put(game, P2, "PMT-010", Z.HAND)
    game.apply(Action("attack", P1, card=C.leader(game, P1), target=C.leader(game, P2)))
    for context in ("block", "counter", "life_trigger"):
        assert game.decision.context == context
        check_invariants(game)
        C.answer_default(game)
    assert game.decision.context == "main"
    check_invariants(game)


def test_a_changed_deck_is_reshuffled_after_start_of_game_effects_5_2_1_5_2(monkeypatch):
    from engine.rulesets.one_piece import procedures

    def on_signal(game, event, card, player=None, **context):
        if event == "start_of_game" and player == game.state.vars["chooser"]:
            game.move(C.zone(game, Z.DECK, player)[-1], C.ref(Z.HAND, player))  # as a Leader effect might

    monkeypatch.setattr(procedures, "_has_abilities", lambda game: True)
    monkeypatch.setattr(procedures, "_ability_signal", on_signal)
    game = C.new_game("one-piece", "reshuffle")
    chooser = game.decision.player
    events = game.apply(Action("choose", chooser, picks=(0,)))
    shuffles = [e for e in events if e.kind == "shuffle" and e.rule == "5-2-1-5-2"]
    assert [e.dst for e in shuffles] == [C.ref(Z.DECK, chooser)]
