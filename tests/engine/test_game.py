"""The kernel end to end, through the Skirmish demonstration ruleset (tests/support/demo/)."""

import pytest

from engine import Action, DecisionKind, GameOver, IllegalAction, InvalidAction, PlayerId
from engine.game import DeckRejected, Game
from engine.ids import ZoneRef
from tests.support import demo

P1, P2 = PlayerId(0), PlayerId(1)


def test_setup_asks_each_player_to_mulligan_first_player_first():
    game = Game.new(demo.ruleset(), demo.database(), (demo.deck(), demo.deck()), "s")
    first = PlayerId(game.state.vars["first_player"])
    assert game.decision.kind is DecisionKind.YES_NO and game.decision.player == first
    game.apply(Action("yes", first))
    assert game.decision.player == 1 - first
    assert len(game.zone(ZoneRef("hand", first))) == 3
    game.apply(Action("no", PlayerId(1 - first)))
    assert game.state.turn == 1 and game.state.phase == "main" and game.state.turn_player == first


def test_answers_must_match_the_decision():
    game = Game.new(demo.ruleset(), demo.database(), (demo.deck(), demo.deck()), "s")
    decider = game.decision.player
    with pytest.raises(InvalidAction) as wrong_kind:
        game.apply(Action("choose", decider, picks=(1,)))
    assert wrong_kind.value.rule == "S-7-1"
    with pytest.raises(IllegalAction) as wrong_player:
        game.apply(Action("yes", PlayerId(1 - decider)))
    assert wrong_player.value.rule == "S-7-1" and "Player" in wrong_player.value.reason


def test_refusal_names_rule_and_action_and_changes_nothing():
    game = demo.start("r")
    tp = game.state.turn_player
    creature = demo.put(game, tp, "SK-006", "field")
    before = game.state_hash()
    action = Action("attack", tp, card=creature)
    assert game.check(action).rule == "S-4-2"
    with pytest.raises(IllegalAction) as refused:
        game.apply(action)
    assert refused.value.rule == "S-4-2"
    assert "first turn" in refused.value.reason and repr(action) in str(refused.value)
    assert game.state_hash() == before
    assert action not in game.legal_actions()


def test_once_per_turn_and_capacity_refusals():
    game = demo.start("c")
    tp = game.state.turn_player
    for _ in range(3):
        demo.put(game, tp, "SK-001", "field")
    card = demo.put(game, tp, "SK-002", "hand")
    assert game.check(Action("play", tp, card=card)).rule == "S-3-2"
    game.move(game.zone(ZoneRef("field", tp))[0], ZoneRef("discard", tp))
    game.apply(Action("play", tp, card=card))
    other = demo.put(game, tp, "SK-002", "hand")
    assert game.check(Action("play", tp, card=other)).rule == "S-3-1"


def test_summoning_sickness_and_legal_actions_match_check():
    game = demo.start("sick")
    demo.pass_until(game, 2)
    tp = game.state.turn_player
    card = demo.put(game, tp, "SK-001", "hand")
    game.apply(Action("play", tp, card=card))
    fielded = game.zone(ZoneRef("field", tp))[-1]
    assert game.check(Action("attack", tp, card=fielded)).rule == "S-4-1"
    legal = game.legal_actions()
    assert all(game.check(a) is None for a in legal)
    assert Action("pass", tp) in legal


def test_battle_block_decision_and_damage():
    game = demo.start("battle")
    demo.pass_until(game, 2)
    tp, defender = game.state.turn_player, PlayerId(1 - game.state.turn_player)
    attacker = demo.put(game, tp, "SK-006", "field")
    game.card(attacker).entered_turn = 1
    blocker = demo.put(game, defender, "SK-001", "field")
    game.apply(Action("attack", tp, card=attacker))
    decision = game.decision
    assert decision.player == defender and decision.context == "block" and decision.options == (blocker,)
    game.apply(Action("choose", defender, picks=()))
    assert game.state.player_counters[defender]["health"] == demo.STARTING_HEALTH - 5
    assert game.card(attacker).orientation == "tapped"


def test_until_end_of_turn_effect_ends_at_end_of_turn():
    game = demo.start("rally")
    demo.pass_until(game, 2)
    tp = game.state.turn_player
    footman = demo.put(game, tp, "SK-001", "field")
    captain = demo.put(game, tp, "SK-005", "hand")
    game.apply(Action("play", tp, card=captain))
    assert game.ruleset.card_stats(game, footman) == {"power": 3}
    stats = dict(next(c for c in game.view(tp).zone(ZoneRef("field", tp)).cards if c.iid == footman).stats)
    assert stats["power"] == 3
    game.apply(Action("pass", tp))
    assert game.ruleset.card_stats(game, footman) == {"power": 2}
    assert game.state.effects == []


def test_trigger_ordering_lets_the_controller_choose():
    game = demo.start("order")
    demo.pass_until(game, 2)
    tp = game.state.turn_player
    demo.put(game, tp, "SK-004", "field")  # Herald
    scout = demo.put(game, tp, "SK-003", "hand")
    health = game.state.player_counters[tp]["health"]
    hand = len(game.zone(ZoneRef("hand", tp)))
    game.apply(Action("play", tp, card=scout))
    decision = game.decision
    assert decision.kind is DecisionKind.CHOOSE and decision.context == "order_triggers"
    assert sorted(decision.labels) == ["Herald: gain 1 health", "Scout: draw a card"]
    scout_trigger = decision.options[decision.labels.index("Scout: draw a card")]
    events = game.apply(Action("choose", tp, picks=(scout_trigger,)))
    kinds = [e.kind for e in events]
    assert kinds.index("move") < kinds.index("player_counter")  # the draw resolved first
    assert len(game.zone(ZoneRef("hand", tp))) == hand  # -1 played, +1 drawn
    assert game.state.player_counters[tp]["health"] == health + 1
    assert game.decision.kind is DecisionKind.ACT


def test_concede_is_open_to_both_players_at_any_time():
    game = demo.start("concede")
    waiting = PlayerId(1 - game.decision.player)
    game.apply(Action("concede", waiting))
    assert game.outcome.winner == 1 - waiting and game.outcome.rule == "S-5-2"
    with pytest.raises(GameOver):
        game.apply(Action("pass", PlayerId(0)))
    assert game.legal_actions() == []


def test_illegal_deck_is_rejected_with_every_problem():
    bad = demo.deck({"SK-001": 6, "SK-002": 4, "SK-003": 3, "SK-004": 3, "SK-005": 3})
    with pytest.raises(DeckRejected) as rejected:
        Game.new(demo.ruleset(), demo.database(), (demo.deck(), bad), "d")
    rules = sorted(p.rule for p in rejected.value.problems)
    assert rules == ["S-1-1", "S-1-2"] and rejected.value.player == 1


def test_snapshot_restore_continues_identically():
    game = demo.start("snap")
    demo.pass_until(game, 3)
    copy = Game.restore(game.ruleset, game.database, game.snapshot())
    for g in (game, copy):
        g.apply(Action("pass", g.state.turn_player))
        g.apply(g.legal_actions()[0]) if g.decision.kind is not DecisionKind.ACT else None
    assert copy.state_hash() == game.state_hash()


def test_rule_processing_ends_the_game_at_zero_health():
    game = demo.start("zero")
    game.set_player_counter(P2, "health", 0)
    game.apply(Action("pass", game.decision.player))
    assert game.outcome.winner == P1 and game.outcome.rule == "S-5-1"


def test_a_restored_game_goes_on_exactly_as_the_live_one():
    """The live game hands each task back the answer it stored; a game restored from a snapshot re-reads it from
    the snapshot's data. Both must give the same events and states, action after action."""
    from engine.bot import RandomBot

    game = demo.start("restore-path")
    bots = (RandomBot("a"), RandomBot("b"))
    while game.outcome is None and game.state.actions_applied < 300:
        decision = game.decision
        action = bots[decision.player].choose(game.view(decision.player), game.legal_actions())
        restored = game.copy()
        assert restored.apply(action) == game.apply(action)
        assert restored.state_hash() == game.state_hash()
    assert game.outcome is not None
