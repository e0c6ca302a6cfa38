"""Bot-vs-bot Battle Spirits Saga games with the starter decks, run in worker processes to use every core."""

from __future__ import annotations

from engine.bot import Bot, RandomBot, heuristic_bot
from engine.formats.decks import Deck
from engine.harness import check_replay, invariant_checker, play_game
from engine.harness.runner import GameRecord
from engine.rulesets.battle_spirits_saga import build_ruleset
from tests.engine.rulesets.battle_spirits_saga import support as S
from tests.support.pool import run_all  # noqa: F401 - the tests call it from here

Summary = tuple[int | None, str, int]
"""A game: the winner (None: a draw or unfinished), the rule that ended it ("" if unfinished), its actions."""

PAIRS = (("rush", "bastion"), ("bastion", "rush"), ("rush", "rush"), ("bastion", "bastion"))
MAX_ACTIONS = 3000


def _bots(kind: str, seed: str) -> list[Bot]:
    if kind == "heuristic":
        ruleset, database = build_ruleset(), S.database()
        return [heuristic_bot(ruleset, database, f"{seed}:0"), heuristic_bot(ruleset, database, f"{seed}:1")]
    return [RandomBot(f"{seed}:0"), RandomBot(f"{seed}:1")]


def _decks(index: int) -> tuple[Deck, Deck]:
    first, second = PAIRS[index % len(PAIRS)]
    return S.starter(first), S.starter(second)


def _summary(record: GameRecord) -> Summary:
    outcome = record.outcome
    return (None if outcome is None else outcome.winner, "" if outcome is None else outcome.rule, len(record.actions))


def play(job: tuple[str, int]) -> Summary:
    """One game with the cheap invariants: `kind` is "random" or "heuristic"."""
    kind, index = job
    seed = f"bss:{kind}:{index}"
    record = play_game(build_ruleset(), S.database(), _decks(index), seed, bots=_bots(kind, seed),
                       max_actions=MAX_ACTIONS, record_hashes=False,
                       after_each=invariant_checker(full=False))  # fmt: skip
    return _summary(record)


def play_checked(job: tuple[str, int]) -> Summary:
    """Every kernel invariant after every action of the first `limit` actions, then the replay."""
    limit, index = int(job[0]), job[1]
    seed = f"bss:checked:{index}"
    record = play_game(build_ruleset(), S.database(), _decks(index), seed, bots=_bots("random", seed),
                       max_actions=limit, after_each=invariant_checker(full=True))  # fmt: skip
    assert record.game is not None
    check_replay(record.game, record)
    return _summary(record)
