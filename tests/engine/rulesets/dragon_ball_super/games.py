"""Bot-vs-bot Dragon Ball Super games with the starter decks, run in worker processes to use every core."""

from __future__ import annotations

from engine.bot import RandomBot, heuristic_bot
from engine.formats.decks import Deck
from engine.harness import check_replay, invariant_checker, play_game
from tests.engine.rulesets.dragon_ball_super import support as S
from tests.support.bot_match import Summary, summary
from tests.support.pool import run_all  # noqa: F401 - the tests call it from here

PAIRS = (S.STARTERS, S.STARTERS[::-1], (S.STARTERS[0],) * 2, (S.STARTERS[1],) * 2)
MAX_ACTIONS = 3000


def decks(index: int) -> tuple[Deck, Deck]:
    """The starter decks in turn; every third game, their showcase versions (every keyword card)."""
    if index % 3 == 2:
        pair = (S.showcase(0), S.showcase(1))
        return pair if index % 2 else (pair[1], pair[0])
    first, second = PAIRS[index % len(PAIRS)]
    return S.starter(first), S.starter(second)


def play(job: tuple[str, int]) -> Summary:
    """One unchecked game: `kind` "random" (two random bots) or "heuristic" (two heuristic bots)."""
    kind, index = job
    seed = f"dbs:{kind}:{index}"
    if kind == "heuristic":
        bots = [heuristic_bot(S.ruleset(), S.database(), f"{seed}:{seat}") for seat in (0, 1)]
    else:
        bots = [RandomBot(f"{seed}:0"), RandomBot(f"{seed}:1")]
    record = play_game(S.ruleset(), S.database(), decks(index), seed, bots=bots, max_actions=MAX_ACTIONS,
                       record_hashes=False)  # fmt: skip
    return summary(record)


def play_checked(job: tuple[str, int]) -> Summary:
    """Every kernel invariant after every action of the first `limit` actions (all of them: -1), then the replay."""
    limit, index = int(job[0]), job[1]
    seed = f"dbs:checked:{index}"
    full = limit >= 0
    after_each = invariant_checker(full=full)
    record = play_game(S.ruleset(), S.database(), decks(index), seed, max_actions=limit if full else MAX_ACTIONS,
                       after_each=after_each)  # fmt: skip
    assert record.game is not None
    check_replay(record.game, record)
    return summary(record)
