"""An action rule's own `legal()` lists exactly what its candidates filtered by `check()` give, in the same order."""

from __future__ import annotations

import pytest

from engine import actions as A
from engine.decisions import DecisionKind
from engine.game import Game
from engine.harness.invariants import check_listings
from engine.rng import Rng
from engine.ruleset import legal_lister
from tests.support.every_ruleset import RULESET_IDS, setup

GAMES = 6
MOST_ACTIONS = 600


@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
def test_listed_legal_actions_are_the_checked_candidates(ruleset_id: str) -> None:
    """At every act-or-pass window of random games, each rule's `legal()` equals its checked candidates: the fast
    listing may never offer a move `apply` refuses, nor leave out one it accepts."""
    ruleset, database, decks = setup(ruleset_id)
    listers = {kind: legal_lister(rule) for kind, rule in ruleset.action_rules.items()}
    compared = 0
    rng = Rng.from_seed(f"listing:{ruleset_id}")
    for number in range(GAMES):
        game = Game.new(ruleset, database, decks, f"listing-{number}")
        while game.outcome is None and game.state.actions_applied < MOST_ACTIONS:
            decision = game.decision
            assert decision is not None
            if decision.kind is DecisionKind.ACT and any(listers[kind] for kind in decision.allowed):
                check_listings(game)
                compared += 1
            legal = game.legal_actions()
            game.apply(legal[rng.below(len(legal))])
    if any(lister is not None for lister in listers.values()):
        assert compared > 0


def test_a_rule_that_refines_check_does_not_inherit_its_base_listing() -> None:
    """A ruleset's action that overrides `check` (refusing more, as Dragon Ball Super's [Activate] refuses negated
    cards, 8-3-2) but not `legal` is listed by candidates and its own check, never by the base class's `legal`; one
    with its own `legal` (Dragon Ball Super's [Activate] now) is listed by it, held to its check by the test above."""
    from engine.abilities import ActivateAbility
    from engine.errors import RulesError
    from engine.rulesets.dragon_ball_super.activation import Activate

    class Refined(ActivateAbility):
        def check(self, game: Game, action: A.Action) -> RulesError | None:
            return super().check(game, action)

    assert legal_lister(ActivateAbility()) is not None
    assert legal_lister(Refined()) is None
    assert legal_lister(Activate()) is not None
