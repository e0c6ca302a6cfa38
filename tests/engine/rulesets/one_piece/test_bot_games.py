"""Random bots play whole games of both rulesets: every game ends by the rules, invariants hold, replays agree."""

import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from tests.support import one_piece_games as G

ROOT = Path(__file__).resolve().parents[4]
ENDINGS = {"7-1-4-1-1-1", "9-2-1-1", "9-2-1-2", "9-2-1"}
GAMES = 200
CHECKED = 2  # every invariant after every action: seconds of CPU per game
LIGHT = 10  # zones consistent and cards conserved after every action


@pytest.mark.parametrize("ruleset_id", ["one-piece", "energio"])
def test_many_bot_games_finish_by_the_rules(ruleset_id):
    results = G.run_all(G.play, [(ruleset_id, f"{ruleset_id}:many:{i}") for i in range(GAMES)])
    unfinished = [i for i, (_, rule, _) in enumerate(results) if not rule]
    assert not unfinished, f"games {unfinished} did not finish"
    assert {rule for _, rule, _ in results} <= ENDINGS
    winners = Counter(winner for winner, _, _ in results)
    assert winners[0] > GAMES // 5 and winners[1] > GAMES // 5  # both seats win sometimes
    assert max(actions for _, _, actions in results) < 1000


@pytest.mark.slow
def test_bot_games_keep_every_invariant_and_replay():
    jobs = [(r, f"{r}:checked:{i}") for r in ("one-piece", "energio") for i in range(CHECKED)]
    for _, rule, actions in G.run_all(G.play_checked, jobs):
        assert rule in ENDINGS and actions > 0


def test_more_bot_games_keep_the_cheap_invariants_and_replay():
    jobs = [(r, f"{r}:light:{i}") for r in ("one-piece", "energio") for i in range(LIGHT)]
    for _, rule, actions in G.run_all(G.play_light, jobs):
        assert rule in ENDINGS and actions > 0


SCRIPT = """
from engine.harness import play_game
from engine.rulesets.one_piece import build_ruleset
from tests.support import one_piece_cards as C
for ruleset_id in ("one-piece", "energio"):
    decks = (C.red_deck(ruleset_id), C.green_deck(ruleset_id))
    record = play_game(build_ruleset(ruleset_id), C.database(ruleset_id), decks, "determinism")
    print(ruleset_id, len(record.actions), record.hashes[-1])
"""


def test_same_game_same_hashes_in_processes_with_different_string_hashing():
    results = set()
    for hash_seed in ("0", "1", "12345"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, env=env, capture_output=True, text=True,
                              timeout=120, check=True)  # fmt: skip
        results.add(done.stdout.strip())
    assert len(results) == 1
