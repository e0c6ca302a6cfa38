"""Bot-vs-bot Battle Spirits Saga games with the starter decks, run in worker processes to use every core."""

from __future__ import annotations

from engine.bot import Bot, RandomBot, heuristic_bot
from engine.formats.decks import Deck
from engine.game import Game
from engine.harness import check_replay, invariant_checker, play_game
from engine.rulesets.battle_spirits_saga import build_ruleset
from engine.rulesets.battle_spirits_saga import zones as Z
from tests.engine.rulesets.battle_spirits_saga import support as S
from tests.support.bot_match import Summary, summary
from tests.support.pool import run_all  # noqa: F401 - the tests call it from here

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


def play(job: tuple[str, int]) -> Summary:
    """One game with the cheap invariants: `kind` is "random" or "heuristic"."""
    kind, index = job
    seed = f"bss:{kind}:{index}"
    record = play_game(build_ruleset(), S.database(), _decks(index), seed, bots=_bots(kind, seed),
                       max_actions=MAX_ACTIONS, record_hashes=False,
                       after_each=invariant_checker(full=False))  # fmt: skip
    return summary(record)


def play_checked(job: tuple[str, int]) -> Summary:
    """Every kernel invariant after every action of the first `limit` actions, then the replay."""
    limit, index = int(job[0]), job[1]
    seed = f"bss:checked:{index}"
    record = play_game(build_ruleset(), S.database(), _decks(index), seed, bots=_bots("random", seed),
                       max_actions=limit, after_each=invariant_checker(full=True))  # fmt: skip
    assert record.game is not None
    check_replay(record.game, record)
    return summary(record)


def check_cores(game: Game, seen: list[int]) -> None:
    """Cores never appear or vanish (the void only grows when it runs short, 3-9-2), and each player's one soul core
    stays in their own reserve, trash or field: never in life or the void, never the opponent's (4-11-3, 3-5-5)."""
    state = game.state
    if state.turn == 0:
        return
    total, souls = 0, {0: 0, 1: 0}
    for ref, pool in state.pools.items():
        total += pool.get(Z.CORE, 0) + pool.get(Z.SOUL, 0)
        if pool.get(Z.SOUL, 0):
            assert ref.name in (Z.RESERVE, Z.TRASH), f"a soul core in {ref}"
            souls[ref.owner] += pool[Z.SOUL]
    for card in state.cards.values():
        total += card.tokens.get(Z.CORE, 0) + card.tokens.get(Z.SOUL, 0)
        if card.tokens.get(Z.SOUL, 0):
            assert card.zone.name == Z.FIELD, f"a soul core on a card in {card.zone}"
            souls[card.controller] += card.tokens[Z.SOUL]
    assert souls == {0: 1, 1: 1}, souls
    if seen:
        assert total >= seen[-1], f"{seen[-1] - total} core(s) vanished"
    seen.append(total)


def play_cores(job: tuple[int]) -> Summary:
    """A random game with the core invariants after every action (and the cheap kernel ones)."""
    index = job[0]
    seed = f"bss:cores:{index}"
    cheap = invariant_checker(full=False)
    seen: list[int] = []

    def after_each(game: Game) -> None:
        cheap(game)
        check_cores(game, seen)

    record = play_game(build_ruleset(), S.database(), _decks(index), seed, bots=_bots("random", seed),
                       max_actions=MAX_ACTIONS, record_hashes=False, after_each=after_each)  # fmt: skip
    return summary(record)
