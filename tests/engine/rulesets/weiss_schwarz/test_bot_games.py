"""Bot-vs-bot games with the starter decks: every game ends by the rules, the invariants hold, replays agree."""

import os
import subprocess
import sys

from tests.engine.rulesets.weiss_schwarz import games as G
from tests.engine.rulesets.weiss_schwarz import support as S
from tests.support.bot_match import assert_games_ended_by_the_rules

ENDINGS = {"9.4.1.1", "9.4.1.2", "9.2.2.1", "1.2.3"}
RANDOM_GAMES = 8  # uniformly random players (long games: they shuffle their characters around a lot)
STEADY_GAMES = 192  # random players that do not move their characters between positions
LIGHT = 10  # whole games, zones consistent and cards conserved after every action, then replayed
CHECKED = 10  # every kernel invariant after every action of the first CHECKED_ACTIONS, then replayed
CHECKED_ACTIONS = 35


def test_200_bot_games_finish_by_the_rules():
    jobs = [("random", i) for i in range(RANDOM_GAMES)] + [("steady", i) for i in range(STEADY_GAMES)]
    assert_games_ended_by_the_rules(jobs, G.run_all(G.play, jobs), ENDINGS)


def test_whole_bot_games_keep_the_cheap_invariants_and_replay():
    for _, rule, actions in G.run_all(G.play_light, [("light", i) for i in range(LIGHT)]):
        assert rule in ENDINGS and actions > 0


def test_bot_games_keep_every_invariant_after_every_action_and_replay():
    jobs = [(str(CHECKED_ACTIONS), i) for i in range(CHECKED)]
    for _, _, actions in G.run_all(G.play_checked, jobs):
        assert actions == CHECKED_ACTIONS


SCRIPT = """
from engine.harness import play_game
from engine.rulesets.weiss_schwarz import build_ruleset
from tests.engine.rulesets.weiss_schwarz import support as S
decks = (S.starter("lantern"), S.starter("clockwork"))
record = play_game(build_ruleset(), S.database(), decks, "determinism", max_actions=300)
print(len(record.actions), record.hashes[-1])
"""


def test_same_game_same_hashes_in_processes_with_different_string_hashing():
    runs = []
    for hash_seed in ("0", "1", "12345"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        runs.append(subprocess.Popen([sys.executable, "-c", SCRIPT], cwd=S.ROOT, env=env, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, text=True))  # fmt: skip
    results = set()
    for run in runs:
        out, err = run.communicate(timeout=120)
        assert run.returncode == 0, err
        results.add(out.strip())
    assert len(results) == 1


def test_the_heuristic_bot_beats_random_play_and_keeps_its_characters_in_place():
    from engine.bot import heuristic_bot
    from engine.harness import play_game
    from engine.rulesets.weiss_schwarz import build_ruleset

    ruleset, database, wins = build_ruleset(), S.database(), 0
    for i in range(10):
        seed = f"ws:heuristic:{i}"
        seat = i % 2
        bots = [G.SteadyBot(seed), G.SteadyBot(seed)]
        bots[seat] = heuristic_bot(ruleset, database, seed)
        record = play_game(ruleset, database, G._decks(i), seed, bots=bots, record_hashes=False)
        assert record.outcome is not None and record.outcome.rule in ENDINGS
        assert not [a for a in record.actions if a.player == seat and a.kind == "move"]
        wins += record.outcome.winner == seat
    assert wins >= 8


def test_late_game_positions_keep_every_invariant():
    """Level ups, refreshes, encores and triggers come late: every invariant after each of 12 actions from
    the 90th action on (where a game lasts that long)."""
    from engine.harness import check_invariants, play_game
    from engine.rulesets.weiss_schwarz import build_ruleset

    ruleset, database = build_ruleset(), S.database()
    for i in range(4):
        seed, seen = f"ws:late:{i}", [0]

        def after_each(game, seen=seen):
            seen[0] += 1
            if seen[0] > 90:
                check_invariants(game)

        record = play_game(ruleset, database, G._decks(i), seed, bots=G._bots("steady", seed), max_actions=102,
                           after_each=after_each, record_hashes=False)  # fmt: skip
        assert record.outcome is not None or len(record.actions) == 102
