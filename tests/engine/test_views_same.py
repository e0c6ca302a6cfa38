"""The fast view builder shows exactly what the plain one did: over bot games in every ruleset, for both seats and a
spectator, asked in every order, each view equals the reference field by field (and so hides what it hid)."""

from __future__ import annotations

import pytest

from engine import Game, PlayerId, View
from engine.bot import Bot, RandomBot, heuristic_bot
from tests.support import every_ruleset
from tests.support.reference_views import reference_view

VIEWERS = (PlayerId(0), PlayerId(1), None)
ORDERS = ((0, 1, 2), (2, 1, 0), (1, 0, 2), (1, 2, 0))


def assert_same_view(new: View, old: View, where: str) -> None:
    for name in ("viewer", "turn", "turn_player", "phase", "step", "player_counters", "decision", "outcome"):
        assert getattr(new, name) == getattr(old, name), f"{where}: {name}"
    assert [z.ref for z in new.zones] == [z.ref for z in old.zones], f"{where}: zones"
    for zone, expected in zip(new.zones, old.zones, strict=True):
        assert (zone.count, zone.tokens) == (expected.count, expected.tokens), f"{where}: {zone.ref}"
        for index, (card, want) in enumerate(zip(zone.cards, expected.cards, strict=True)):
            assert card == want, f"{where}: {zone.ref} card {index}: {card} != {want}"
    for name in ("effects", "battle", "modifiers"):
        assert getattr(new, name) == getattr(old, name), f"{where}: {name}"
    assert new == old, where


def _compare_game(ruleset_id: str, seed: str, heuristic: bool, max_actions: int) -> int:
    ruleset, database, decks = every_ruleset.setup(ruleset_id)
    game = Game.new(ruleset, database, decks, seed)
    bots: list[Bot] = [RandomBot(f"{seed}a"), RandomBot(f"{seed}b")]
    if heuristic:
        bots[0] = heuristic_bot(ruleset, database, seed)
    compared = 0
    while game.outcome is None and game.state.actions_applied < max_actions:
        decision = game.decision
        assert decision is not None
        order = ORDERS[game.state.actions_applied % len(ORDERS)]
        for index in order:
            viewer = VIEWERS[index]
            where = f"{ruleset_id} {seed} action {game.state.actions_applied} viewer {viewer}"
            assert_same_view(game.view(viewer), reference_view(game, viewer), where)
            compared += 1
        legal = game.legal_actions()
        game.apply(bots[decision.player].choose(game.view(decision.player), legal))
    if game.outcome is not None:  # the finished table too
        for viewer in VIEWERS:
            assert_same_view(game.view(viewer), reference_view(game, viewer), f"{ruleset_id} {seed} over")
    return compared


@pytest.mark.parametrize("ruleset_id", every_ruleset.RULESET_IDS)
def test_views_equal_the_plain_builders_over_bot_games(ruleset_id: str) -> None:
    """A random game and a heuristic-bot game: every position, every viewer, in rotating order (a cache that
    let one seat's view reach another would differ from the reference here)."""
    compared = _compare_game(ruleset_id, "same-views-1", heuristic=False, max_actions=400)
    compared += _compare_game(ruleset_id, "same-views-2", heuristic=True, max_actions=400)
    assert compared > 200


def test_a_view_asked_again_after_a_change_outside_apply_is_fresh() -> None:
    """A test set-up or a tool may change the state directly: the next view shows the change."""
    ruleset, database, decks = every_ruleset.setup("one-piece")
    game = Game.new(ruleset, database, decks, "fresh")
    viewer = PlayerId(0)
    before = game.view(viewer)
    iid = next(c.iid for z in before.zones for c in z.cards if c.iid is not None and c.card_id is not None)
    assert iid is not None
    game.state.cards[iid].counters["marker"] = 1
    after = game.view(viewer)
    assert after != before
    assert_same_view(after, reference_view(game, viewer), "after a direct change")


@pytest.mark.parametrize("ruleset_id", ["one-piece", "weiss-schwarz"])
def test_numbers_of_a_card_effects_target_follow_those_effects(ruleset_id: str) -> None:
    """Where numbers follow the effects on a card (Ruleset.stats_follow_effects: ONE PIECE 4-9-2, Weiß Schwarz
    8.9.1.5), views keep them per combination of effects: each change of the effects (more of them, the effects
    ended and one of the same kind made with another value, a "base" or "becomes" effect made later, an effect whose
    value cannot be a key) shows what the plain builder shows."""
    ruleset, database, decks = every_ruleset.setup(ruleset_id)
    game = Game.new(ruleset, database, decks, "effects")
    viewer = PlayerId(0)
    iid = next(
        iid for iid in game.state.cards if game.can_see(viewer, iid) and "power" in ruleset.card_stats(game, iid)
    )
    setter = "base_power" if ruleset_id == "one-piece" else "set_power"
    shown = []
    steps = (("power", 1000, False), ("power", 2000, True), ("power", 3000, False), (setter, 5000, True),
             ("keyword", ["x"], False))  # fmt: skip
    for kind, value, then_ended in steps:
        game.add_effect(kind, viewer, (iid,), value, "end_of_turn")
        view = game.view(viewer)
        assert_same_view(view, reference_view(game, viewer), f"{kind} {value}")
        shown.append(next(c.stats for z in view.zones for c in z.cards if c.iid == iid))
        if then_ended:
            game.end_effects("end_of_turn")
            assert_same_view(game.view(viewer), reference_view(game, viewer), "ended")
    assert len(set(shown)) >= 3  # the numbers did change with the effects


@pytest.mark.parametrize("ruleset_id", ["one-piece", "weiss-schwarz", "battle-spirits-saga", "dragon-ball-super"])
def test_views_can_see_answers_as_the_game_does(ruleset_id: str) -> None:
    """views.can_see reads the zone sight views keep: for every card, viewer and position it says what
    Game.can_see says (hidden information: a card hidden from a seat stays hidden)."""
    from engine.views import can_see

    ruleset, database, decks = every_ruleset.setup(ruleset_id)
    game = Game.new(ruleset, database, decks, "sight")
    bots = [RandomBot("sight-a"), RandomBot("sight-b")]
    checked = 0
    while game.outcome is None and game.state.actions_applied < 120:
        decision = game.decision
        assert decision is not None
        for viewer in VIEWERS:
            game.view(viewer)  # fills the zone sight
            for iid in game.state.cards:
                assert can_see(game, viewer, iid) == game.can_see(viewer, iid), (viewer, iid)
                checked += 1
        game.apply(bots[decision.player].choose(game.view(decision.player), game.legal_actions()))
    assert checked > 1000


def test_views_of_a_ruleset_that_cannot_be_weakly_referenced_are_worked_out_afresh(monkeypatch) -> None:
    """What views keep is held per ruleset through a weak reference; where there can be none, nothing is kept and
    every view is still the plain builder's."""
    import engine.view_builder

    def no_weak_reference(*args: object) -> object:
        raise TypeError("cannot create weak reference")

    monkeypatch.setattr(engine.view_builder.weakref, "ref", no_weak_reference)
    ruleset, database, decks = every_ruleset.build("skirmish"), *every_ruleset.setup("skirmish")[1:]
    game = Game.new(ruleset, database, decks, "unkept")
    bots = [RandomBot("unkept-a"), RandomBot("unkept-b")]
    while game.outcome is None and game.state.actions_applied < 60:
        decision = game.decision
        assert decision is not None
        for viewer in VIEWERS:
            assert_same_view(game.view(viewer), reference_view(game, viewer), f"unkept {viewer}")
        game.apply(bots[decision.player].choose(game.view(decision.player), game.legal_actions()))
    assert id(ruleset) not in engine.view_builder._KEPT
