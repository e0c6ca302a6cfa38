"""Bot-vs-bot Weiß Schwarz games with the starter decks, run in worker processes to use every core."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from engine.actions import Action
from engine.bot import Bot, RandomBot
from engine.formats.decks import Deck
from engine.harness import check_replay, invariant_checker, play_game
from engine.rng import Rng
from engine.rulesets.weiss_schwarz import build_ruleset
from engine.views import View
from tests.engine.rulesets.weiss_schwarz import support as S
from tests.support.bot_match import Summary, summary
from tests.support.pool import run_all  # noqa: F401 - the tests call it from here

T = TypeVar("T")
PAIRS = (("lantern", "clockwork"), ("clockwork", "lantern"), ("lantern", "lantern"), ("clockwork", "clockwork"))
MAX_ACTIONS = 4000


class SteadyBot:
    """A random player that never moves its characters between positions (unless nothing else is
    legal): games as random as RandomBot's, without the shuffling around that makes them long."""

    def __init__(self, seed: str) -> None:
        self._rng = Rng.from_seed(f"steady:{seed}")

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        pool = [action for action in legal if action.kind != "move"] or list(legal)
        return pool[self._rng.below(len(pool))]


def _bots(kind: str, seed: str) -> list[Bot]:
    if kind == "steady":
        return [SteadyBot(f"{seed}:0"), SteadyBot(f"{seed}:1")]
    return [RandomBot(f"{seed}:0"), RandomBot(f"{seed}:1")]


def _decks(index: int) -> tuple[Deck, Deck]:
    first, second = PAIRS[index % len(PAIRS)]
    return S.starter(first), S.starter(second)


def play(job: tuple[str, int]) -> Summary:
    """One unchecked game: `kind` is "random" or "steady"."""
    kind, index = job
    seed = f"ws:{kind}:{index}"
    record = play_game(build_ruleset(), S.database(), _decks(index), seed, bots=_bots(kind, seed),
                       max_actions=MAX_ACTIONS, record_hashes=False)  # fmt: skip
    return summary(record)


def play_checked(job: tuple[str, int]) -> Summary:
    """Every kernel invariant after every action of the first `limit` actions, then the replay."""
    limit, index = int(job[0]), job[1]
    return _checked(f"ws:checked:{index}", index, limit, full=True)


def play_light(job: tuple[str, int]) -> Summary:
    """A whole game with the cheap invariants (zones consistent, cards conserved) after every action,
    then replayed from its log (every state hash must match)."""
    return _checked(f"ws:light:{job[1]}", job[1], MAX_ACTIONS, full=False, kind="steady")


def _checked(seed: str, index: int, limit: int, *, full: bool, kind: str = "random") -> Summary:
    after_each = invariant_checker(full=full)
    record = play_game(build_ruleset(), S.database(), _decks(index), seed, bots=_bots(kind, seed),
                       max_actions=limit, after_each=after_each)  # fmt: skip
    assert record.game is not None
    check_replay(record.game, record)
    return summary(record)
