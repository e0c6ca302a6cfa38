"""Random bots play the starter decks with their real abilities: every game ends by the rules, invariants hold."""

import os
import subprocess
import sys
from collections import Counter
from functools import cache
from pathlib import Path

import pytest

from tests.support import one_piece_games as G

ROOT = Path(__file__).resolve().parents[4]
RULESETS = ("one-piece", "energio")
ENDINGS = {"7-1-4-1-1-1", "9-2-1-1", "9-2-1-2", "9-2-1"}
GAMES = 200  # per ruleset
CHECKED = 1  # per ruleset: every invariant after every action, then a replay (seconds of CPU per game)
LIGHT = 2  # per ruleset: zones consistent and cards conserved after every action, then a replay


@cache
def _results() -> dict[tuple[str, str], list[G.Summary]]:
    """Every game of this module, played once in one pool of worker processes (the costly ones first)."""
    plan = [("sample_checked", CHECKED), ("sample_light", LIGHT), ("sample", GAMES)]
    jobs = [(kind, rid, f"{rid}:{kind}:{i}") for kind, count in plan for rid in RULESETS for i in range(count)]
    found: dict[tuple[str, str], list[G.Summary]] = {}
    for (kind, rid, _), summary in zip(jobs, G.run_all(G.play_sample_job, jobs), strict=True):
        found.setdefault((kind, rid), []).append(summary)
    return found


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_many_starter_deck_games_finish_by_the_rules(ruleset_id):
    results = _results()[("sample", ruleset_id)]
    assert len(results) == GAMES
    unfinished = [i for i, (_, rule, _) in enumerate(results) if not rule]
    assert not unfinished, f"games {unfinished} did not finish"
    assert {rule for _, rule, _ in results} <= ENDINGS
    winners = Counter(winner for winner, _, _ in results)
    assert winners[0] > GAMES // 5 and winners[1] > GAMES // 5  # both seats win sometimes
    assert max(actions for _, _, actions in results) < 1500


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_starter_deck_games_keep_every_invariant_and_replay(ruleset_id):
    results = _results()[("sample_checked", ruleset_id)] + _results()[("sample_light", ruleset_id)]
    assert len(results) == CHECKED + LIGHT
    for _, rule, actions in results:
        assert rule in ENDINGS and actions > 0


SCRIPT = """
from engine.harness import play_game
from tests.support import one_piece_samples as S
for ruleset_id in S.RULESETS:
    decks = S.starter_decks(ruleset_id)[:2]
    record = play_game(S.ruleset(ruleset_id), S.database(ruleset_id), decks, "sample determinism")
    print(ruleset_id, len(record.actions), record.hashes[-1])
"""


def test_same_starter_deck_game_same_hashes_whatever_the_string_hashing():
    """Abilities add code paths (parsed card data, registered steps): none may depend on `hash()` of a string."""
    results = set()
    for hash_seed in ("0", "4242"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, env=env, capture_output=True, text=True,
                              timeout=120, check=True)  # fmt: skip
        results.add(done.stdout.strip())
    assert len(results) == 1 and len(next(iter(results)).splitlines()) == 2
