"""Bot-vs-bot games with the starter decks: every game ends by the rules, the invariants hold, replays agree."""

from tests.engine.rulesets.battle_spirits_saga import games as G
from tests.support.bot_match import assert_games_ended_by_the_rules

ENDINGS = {"9-2-3", "9-2-4", "1-2-3"}  # no life (9-2-3), no deck at the start step (9-2-4), a draw (1-2-3)
RANDOM_GAMES = 100  # uniformly random players
HEURISTIC_GAMES = 100  # the ruleset's bot policy on both seats
CHECKED = 6  # every kernel invariant after every action of the first CHECKED_ACTIONS, then replayed
CHECKED_ACTIONS = 120


def test_200_bot_games_finish_by_the_rules_with_the_cheap_invariants():
    jobs = [("random", i) for i in range(RANDOM_GAMES)] + [("heuristic", i) for i in range(HEURISTIC_GAMES)]
    assert_games_ended_by_the_rules(jobs, G.run_all(G.play, jobs), ENDINGS)


def test_bot_games_keep_every_invariant_after_every_action_and_replay():
    jobs = [(str(CHECKED_ACTIONS), i) for i in range(CHECKED)]
    for _, rule, actions in G.run_all(G.play_checked, jobs):
        assert actions == CHECKED_ACTIONS or rule in ENDINGS


def test_cores_are_conserved_and_each_soul_core_stays_its_players_4_11_3():
    for _, rule, _ in G.run_all(G.play_cores, [(index,) for index in range(4)]):
        assert rule in ENDINGS
