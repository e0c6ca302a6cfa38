"""Bot-vs-bot games of the demonstration ruleset with every kernel invariant checked."""

import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from engine.harness import check_invariants, check_replay, play_game
from engine.harness.invariants import card_counts
from tests.support import demo

ROOT = Path(__file__).resolve().parents[2]


def _checked(seed):
    initial: Counter = Counter()

    def after_each(game):
        if not initial:
            initial.update(card_counts(game))
        check_invariants(game, initial_cards=initial)

    decks = (demo.deck(demo.DECK_A), demo.deck(demo.DECK_B))
    record = play_game(demo.ruleset(), demo.database(), decks, seed, after_each=after_each)
    check_replay(record.game, record)
    return record


@pytest.mark.parametrize("seed", [f"inv-{i}" for i in range(16)])
def test_bot_games_keep_every_invariant(seed):
    record = _checked(seed)
    assert record.outcome is not None and record.outcome.rule in {"S-5-1", "S-2-1"}


def test_many_bot_games_finish():
    outcomes = Counter()
    decks = [demo.deck(), demo.deck(demo.DECK_A), demo.deck(demo.DECK_B)]
    for i in range(200):
        pair = (decks[i % 3], decks[(i // 3) % 3])
        record = play_game(demo.ruleset(), demo.database(), pair, f"many-{i}", record_hashes=False)
        assert record.outcome is not None, f"game many-{i} did not finish"
        outcomes[record.outcome.winner] += 1
    assert outcomes[0] > 40 and outcomes[1] > 40  # both seats win sometimes


SCRIPT = """
from engine.harness import play_game
from tests.support import demo
record = play_game(demo.ruleset(), demo.database(), (demo.deck(demo.DECK_A), demo.deck(demo.DECK_B)), "determinism")
print(len(record.actions), record.hashes[-1])
"""


def test_same_game_same_hashes_in_processes_with_different_string_hashing():
    results = set()
    for hash_seed in ("0", "1", "12345"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, env=env, capture_output=True, text=True,
                              timeout=120, check=True)  # fmt: skip
        results.add(done.stdout.strip())
    assert len(results) == 1
