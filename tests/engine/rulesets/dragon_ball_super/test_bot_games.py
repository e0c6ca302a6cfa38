"""Bot-vs-bot games with the starter decks: every game ends by the rules, the invariants hold, replays agree."""

from tests.engine.rulesets.dragon_ball_super import games as G
from tests.support.bot_match import assert_games_ended_by_the_rules

ENDINGS = {"9-2-3", "9-2-4", "1-2-3", "10-20-1"}
RANDOM_GAMES = 170  # uniformly random players
HEURISTIC_GAMES = 30  # the heuristic bot on both seats: attacks, combos, counters
LIGHT = 8  # whole games, zones consistent and cards conserved after every action, then replayed
CHECKED = 6  # every kernel invariant after every action of the first CHECKED_ACTIONS, then replayed
CHECKED_ACTIONS = 60


def test_200_bot_games_finish_by_the_rules():
    jobs = [("random", i) for i in range(RANDOM_GAMES)] + [("heuristic", i) for i in range(HEURISTIC_GAMES)]
    assert_games_ended_by_the_rules(jobs, G.run_all(G.play, jobs), ENDINGS)


def test_whole_bot_games_keep_the_cheap_invariants_and_replay():
    for _, rule, actions in G.run_all(G.play_checked, [("-1", i) for i in range(LIGHT)]):
        assert rule in ENDINGS and actions > 0


def test_bot_games_keep_every_invariant_after_every_action_and_replay():
    jobs = [(str(CHECKED_ACTIONS), i) for i in range(CHECKED)]
    for _, _, actions in G.run_all(G.play_checked, jobs):
        assert actions == CHECKED_ACTIONS


def test_the_heuristic_bot_beats_random_play():
    from engine.bot import RandomBot, heuristic_bot
    from engine.harness import play_game
    from tests.engine.rulesets.dragon_ball_super import support as S

    wins = 0
    for i in range(8):
        seed, seat = f"dbs:vs:{i}", i % 2
        bots = [RandomBot(seed), RandomBot(f"{seed}:other")]
        bots[seat] = heuristic_bot(S.ruleset(), S.database(), seed)
        record = play_game(S.ruleset(), S.database(), G.decks(i), seed, bots=bots, record_hashes=False)
        assert record.outcome is not None and record.outcome.rule in ENDINGS
        wins += record.outcome.winner == seat
    assert wins >= 7
