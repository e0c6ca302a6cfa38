"""ENERGIO!! is the same engine with another parameter set (digest section 13): what differs, and what does not."""

import dataclasses

import pytest

from engine import Action
from engine.rulesets.one_piece import ENERGIO, ONE_PIECE, build_ruleset
from engine.rulesets.one_piece import zones as Z
from tests.support import one_piece_cards as C
from tests.support.one_piece_cards import P1, P2


def test_one_code_two_parameter_sets():
    a, b = build_ruleset("one-piece"), build_ruleset("energio")
    assert (a.id, b.id) == ("one-piece", "energio") and a.params is ONE_PIECE and b.params is ENERGIO
    assert a.handlers == b.handlers
    assert [type(r) for r in a.action_rules.values()] == [type(r) for r in b.action_rules.values()]
    assert [z.name for z in a.zones] == [z.name for z in b.zones]
    differing = {
        f.name for f in dataclasses.fields(ONE_PIECE) if getattr(ONE_PIECE, f.name) != getattr(ENERGIO, f.name)
    }
    assert differing == {
        "id", "name", "resource", "cost_symbol", "attributes", "resource_effects_cleared_on_move",
        "overflow_trash_is_rule_processing", "base_value_tiebreak", "start_of_game_effects", "refresh_returns_rested",
        "end_phase_opponent_step", "end_phase_delayed_step", "end_phase_expiry", "replacement_chaining",
        "partial_payment", "move_triggers_need_open_area", "counter_main_by_effects", "rules",
    }  # fmt: skip


def test_the_resource_card_is_renamed_everywhere_it_shows():
    game = C.start("energio")
    ruleset = game.ruleset
    assert ruleset.zone_spec(Z.DON_DECK).label == "ENERGIO!! deck"
    assert [p.label for p in ruleset.phases][2] == "ENERGIO!! Phase"
    assert "ENERGIO!!" in game.decision.prompt
    assert game.definition(C.zone(game, Z.COST, P1)[0]).name == "ENERGIO!!"
    refusal = game.check(Action("give_don", P1, target=C.leader(game, P2)))
    assert refusal.rule == "6-5-5-1" and "ENERGIO!!" in refusal.reason
    assert build_ruleset("one-piece").zone_spec(Z.DON_DECK).label == "DON!! deck"


@pytest.mark.parametrize(("ruleset_id", "rule"), [("one-piece", "3-7-6-1-1"), ("energio", "3-7-6-1")])
def test_the_overflow_trash_cites_each_games_rule(ruleset_id, rule):
    """A 3-7-6-1-1 makes it rule processing no effect can touch; B has no such rule (13.15)."""
    game = C.start(ruleset_id)
    chars = [C.put(game, P1, "PMT-013", Z.CHARACTERS) for _ in range(5)]
    new = C.put(game, P1, "PMT-001", Z.HAND)
    events = game.apply(Action("play_character", P1, card=new, target=chars[0]))
    assert [e.rule for e in events if e.kind == "move" and e.card == chars[0]] == [rule]


@pytest.mark.parametrize(("ruleset_id", "rule"), [("one-piece", "10-1-5-3"), ("energio", "10-1-5-2")])
def test_a_used_trigger_card_goes_to_the_trash_in_both(ruleset_id, rule):
    """A 10-1-5-3; B names no destination (13.31): the trash as well (NOTES.md)."""
    game = C.start(ruleset_id)
    C.pass_until(game, 3)
    C.put(game, P2, "PMT-022", Z.LIFE)
    game.apply(Action("attack", P1, card=C.leader(game, P1), target=C.leader(game, P2)))
    game.apply(Action("pass", P2))
    events = game.apply(Action("choose", P2, picks=(1,)))
    final = [e for e in events if e.kind == "move" and e.dst == C.ref(Z.TRASH, P2)]
    assert len(final) == 1 and final[0].rule == rule


def test_given_energio_keeps_its_effects_when_it_moves_but_don_loses_them():
    """A 3-1-6-1 removes effects from a moved DON!! card; B has no such rule (13.14)."""
    for ruleset_id, kept in (("one-piece", False), ("energio", True)):
        game = C.start(ruleset_id)
        C.pass_until(game, 3)
        don = C.zone(game, Z.COST, P1)[0]
        game.add_effect("marker", P1, (don,), 1, "permanent")
        game.apply(Action("give_don", P1, card=don, target=C.leader(game, P1)))
        C.pass_until(game, 5)  # returned in the Refresh Phase
        assert bool([e for e in game.state.effects if e.kind == "marker"]) == kept


def test_the_shared_core_plays_the_same():
    """With no abilities, the same seed and the same choices give the same game in both (instance ids aside:
    ENERGIO!! cards keep theirs when they move)."""
    from engine.harness import play_game

    records = [
        play_game(build_ruleset(r), C.database(r), (C.red_deck(r), C.green_deck(r)), "same", record_hashes=False)
        for r in ("one-piece", "energio")
    ]
    assert [a.kind for a in records[0].actions] == [a.kind for a in records[1].actions]
    assert records[0].outcome == records[1].outcome is not None
