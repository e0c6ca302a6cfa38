"""A bounded slice of the card-data fuzzing campaign (tests/fuzz_cards.py) in every ruleset: random card sets the
loader accepts, played by bots, with no internal error, broken invariant, dead or endless game. Derandomized, so the
suite is the same on every run; the long, random run is `python -m tests.fuzz_cards --minutes N`."""

import pytest

from tests.fuzz_cards import Tally, run
from tests.support.every_ruleset import RULESET_IDS


@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
def test_random_card_sets_play_without_fault(ruleset_id):
    tally = Tally()
    run(ruleset_id, 3, tally, derandomize=True)
    assert tally.games >= 1 and tally.cards >= 1


def test_an_internal_error_in_a_fuzzed_game_is_a_failure():
    from tests.fuzz_cards import FuzzFailure, play
    from tests.support.every_ruleset import build, setup

    _, database, _ = setup("skirmish")
    ruleset = build("skirmish")

    def broken_battle(game, task):
        raise KeyError("a fault the fuzzer must report")

    ruleset.handlers = {**ruleset.handlers, "demo:battle": broken_battle}
    with pytest.raises(FuzzFailure, match="InternalError"):
        play("skirmish", database, ruleset, "fault", Tally())
