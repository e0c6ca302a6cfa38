"""`Game.apply` is atomic whatever happens inside: a fault injected into a procedure leaves the game exactly as it
was, the error names the move and its card in words, and the game goes on and replays from its accepted actions."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from engine.actions import PASS, Action
from engine.atomic_apply import CHECKPOINT_EVERY
from engine.bot import RandomBot
from engine.errors import InternalError
from engine.game import Game
from engine.ruleset import ActionRule
from tests.support.every_ruleset import RULESET_IDS, build, setup


class Fault:
    """A fault armed for one action number: it fires in the first procedure (handler) that runs while that
    action is carried out, or right after the action rule's own `perform` changed the state."""

    def __init__(self) -> None:
        self.at: int | None = None
        self.fired = 0

    def hit(self, game: Game) -> None:
        if game.state.actions_applied == self.at:
            self.fired += 1
            raise KeyError("an injected fault")


class FaultyRule:
    def __init__(self, rule: ActionRule, fault: Fault) -> None:
        self.kind, self._rule, self._fault = rule.kind, rule, fault

    def candidates(self, game: Game, player: int) -> Iterable[Action]:
        return self._rule.candidates(game, player)  # type: ignore[arg-type]

    def check(self, game: Game, action: Action) -> object:
        return self._rule.check(game, action)

    def perform(self, game: Game, action: Action) -> None:
        self._rule.perform(game, action)
        self._fault.hit(game)


def _faulty_game(ruleset_id: str, seed: str) -> tuple[Game, Fault]:
    _, database, decks = setup(ruleset_id)
    ruleset, fault = build(ruleset_id), Fault()
    ruleset.action_rules = {kind: FaultyRule(rule, fault) for kind, rule in ruleset.action_rules.items()}  # type: ignore[misc]
    game = Game.new(ruleset, database, decks, seed)

    def wrap(handler):  # type: ignore[no-untyped-def]
        def run(g, task):  # type: ignore[no-untyped-def]
            fault.hit(g)
            handler(g, task)

        return run

    game._handlers = {kind: wrap(handler) for kind, handler in game._handlers.items()}
    return game, fault


def _bot_action(game: Game, bots: list[RandomBot]) -> Action:
    decision = game.decision
    assert decision is not None
    return bots[decision.player].choose(game.view(decision.player), game.legal_actions())


@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
@pytest.mark.parametrize("played", [0, 5, CHECKPOINT_EVERY + 13])
def test_a_fault_inside_apply_leaves_the_game_as_it_was_and_it_goes_on(ruleset_id, played):
    for attempt in range(20):  # a seed whose game lasts past `played` actions
        seed = f"atomic-{played}-{attempt}"
        game, fault = _faulty_game(ruleset_id, seed)
        bots = [RandomBot(f"{seed}:0"), RandomBot(f"{seed}:1")]
        accepted = []
        while len(accepted) < played and game.outcome is None:
            accepted.append(_bot_action(game, bots))
            game.apply(accepted[-1])
        if game.outcome is None:
            break
    action = _bot_action(game, bots)
    before = (game.state_hash(), game.legal_actions(), game.last_events, game.decision)
    fault.at = game.state.actions_applied + 1
    with pytest.raises(InternalError) as raised:
        game.apply(action)
    assert fault.fired == 1
    error = raised.value
    assert error.action == action and error.rule == ""
    assert f"Player {action.player + 1}'s move \"{action.kind.replace('_', ' ')}" in error.reason
    if action.card is not None:
        assert game.definition(action.card).name in error.reason
    assert "back as it was before that move" in error.reason and "KeyError" not in error.reason
    assert "KeyError" in error.detail
    assert (game.state_hash(), game.legal_actions(), game.last_events, game.decision) == before
    fault.at = None
    while game.outcome is None and len(accepted) < 1500:  # the same move now works, and the game goes on
        game.apply(action)
        accepted.append(action)
        action = _bot_action(game, bots) if game.decision is not None else action
    replay = Game.new(build(ruleset_id), game.database, setup(ruleset_id)[2], seed)
    for move in accepted:  # the accepted actions alone give the same game
        replay.apply(move)
    assert replay.state_hash() == game.state_hash()


@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
def test_a_fault_while_checking_changes_nothing_and_names_the_move(ruleset_id):
    _, database, decks = setup(ruleset_id)
    game = Game.new(build(ruleset_id), database, decks, "check-fault")
    action = next(a for a in game.legal_actions() if a.kind != PASS)
    before = game.state_hash()

    class Broken:
        kind = action.kind

        def check(self, game: Game, action: Action) -> None:
            raise ZeroDivisionError("an injected fault")

    game.ruleset.action_rules = {**game.ruleset.action_rules, action.kind: Broken()}  # type: ignore[misc]
    if action.kind in game.decision.allowed:
        with pytest.raises(InternalError, match="while checking Player"):
            game.apply(action)
        assert game.state_hash() == before


def test_a_change_made_outside_apply_is_kept_by_the_roll_back():
    """A test set-up that changes the state between actions: the next `apply` takes a checkpoint of it."""
    game, fault = _faulty_game("skirmish", "outside")
    bots = [RandomBot("o:0"), RandomBot("o:1")]
    for _ in range(3):
        game.apply(_bot_action(game, bots))
    game.state.vars["set_up_by_a_test"] = 1
    game.state.next_id += 5
    before = game.state_hash()
    action = _bot_action(game, bots)
    fault.at = game.state.actions_applied + 1
    with pytest.raises(InternalError):
        game.apply(action)
    assert game.state_hash() == before and game.state.vars["set_up_by_a_test"] == 1
