"""Commit-reveal: commitments pin the contribution and the deck; the seed needs both contributions."""

import pytest

from engine.lan import fairness
from tests.engine.lan.pair import contribution, skirmish


def test_a_commitment_is_kept_only_by_its_own_contribution_and_deck():
    _, _, deck_a, deck_b = skirmish()
    secret = contribution("a")
    promise = fairness.commitment(secret, deck_a)
    assert fairness.is_kept(promise, secret, deck_a)
    assert not fairness.is_kept(promise, contribution("b"), deck_a)
    assert not fairness.is_kept(promise, secret, deck_b)
    assert not fairness.is_kept(promise, secret[:16], deck_a)
    assert secret.hex() not in promise


def test_the_seed_depends_on_both_contributions_in_order():
    a, b, c = contribution("a"), contribution("b"), contribution("c")
    seed = fairness.game_seed(a, b)
    assert seed == fairness.game_seed(a, b)
    assert len({seed, fairness.game_seed(b, a), fairness.game_seed(a, c), fairness.game_seed(c, b)}) == 4


@pytest.mark.parametrize("text", ["zz", "ab", "00" * 31, "00" * 33])
def test_a_contribution_must_be_32_bytes_of_hex(text):
    with pytest.raises(ValueError, match="contribution"):
        fairness.parse_contribution(text)


def test_a_contribution_that_is_too_short_cannot_commit():
    with pytest.raises(ValueError, match="32"):
        fairness.commitment(b"short", skirmish()[2])
