"""The search bot: determinized Monte Carlo search over a seat's information set, with heuristic playouts."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.actions import Action
from engine.bot import MANUAL, Evaluates, HeuristicBot
from engine.ids import PLAYERS, PlayerId
from engine.rng import Rng

if TYPE_CHECKING:
    from engine.formats.cards import CardDatabase
    from engine.game import Game
    from engine.ruleset import Ruleset
    from engine.search.infoset import InformationSet
    from engine.views import View

CANDIDATES = 4
"""How many of the heuristic's best-scored moves the search weighs against each other."""

MIN_ROUNDS = 1
"""Complete rounds (every candidate played out on the same sample) needed before the search may overrule the
heuristic; a round cut short compares nothing."""

MARGIN = 1.0
"""How many more points (a win is 1) than the heuristic's move, over the same rounds, another move needs."""

PLAYOUT_ACTIONS = 1_500
"""A playout stops after this many actions; a game still going then counts as a draw (or is judged)."""

HORIZON_TURNS = 2
"""With a policy that can judge a position (`engine.bot.Evaluates`), a playout stops when the turn number has grown
by this much (the rest of this turn and the next are played) and is scored by the policy's judgement."""

JUDGED_MARGIN = 0.2
"""`MARGIN` for judged playouts: their values are chances between 0 and 1 rather than whole wins."""

CONFIDENCE = 1.0
"""With judged playouts over two rounds or more, another move overrules the heuristic's only if its mean paired
lead is this many standard errors above nothing (a one-sided paired test; one round needs `JUDGED_MARGIN`)."""

FIRST_TURN = 1
"""No search before this turn (going first or second, mulligans): the heuristic decides. A playout judged
`HORIZON_TURNS` on from there sees the second player's extra card and resources but not the first player's tempo,
so the search chose to go second every time it could (ONE PIECE, ENERGIO!!, Battle Spirits Saga)."""

SAME_ROUNDS = 3
"""After this many complete rounds in which every candidate got the same value, the search stops early."""


@dataclass(frozen=True)
class Level:
    """A difficulty: how many playouts the bot makes per decision (0: the heuristic bot alone), and the desktop's
    wall-clock cap on one decision (the engine itself never reads a clock; `seconds` is only a number here)."""

    key: str
    name: str
    iterations: int
    seconds: float


LEVELS: tuple[Level, ...] = (
    Level("easy", "Easy", 0, 0.0),
    Level("normal", "Normal", 24, 0.5),
    Level("hard", "Hard", 96, 2.0),
)


def level(key: str) -> Level:
    """The difficulty named `key` ("easy", "normal", "hard")."""
    for found in LEVELS:
        if found.key == key:
            return found
    raise KeyError(f"no bot level {key!r}")


@dataclass(frozen=True)
class Arm:
    """One candidate move after a search: how often it was played out and what it won on average."""

    action: Action
    visits: int
    value: float


def never() -> bool:
    return False


class SearchBot:
    """Determinized Monte Carlo search over the seat's information set, one move deep (a rollout policy
    improvement of the heuristic bot). Each round samples a full game from the information set
    (engine.search.infoset) and, for each of the heuristic's `candidates` best moves, plays that move in its own
    fork of the sample, then lets the heuristic bot play both seats: to the end (a win scores 1, a draw or an
    unfinished game 1/2, a loss 0), or, with a policy that can judge a position (`engine.bot.Evaluates`), to the
    start of the turn `HORIZON_TURNS` on, scored by that judgement. Every candidate of a round meets the same
    sampled cards and the same playout seeds (common random numbers), so what differs between them is the move
    alone; a tree deeper than one move would get a handful of playouts per node at the budgets a player waits for.
    Only complete rounds count, and another move replaces the heuristic's only where the rounds say clearly that
    it is better (`_clearly_better`); rounds in which every move comes out the same stop the search early.

    Each decision draws from its own generator, seeded from the bot's seed and how many decisions it made before,
    so a seed and an iteration count give the same choices every time. `should_stop` is asked between playouts
    (the desktop's Cancel and its wall-clock cap); a search stopped before any playout plays the heuristic's move.
    Without an information set (`choose`, the `Bot` protocol) it is the heuristic bot.
    """

    def __init__(
        self,
        ruleset: Ruleset,
        database: CardDatabase,
        seed: str,
        *,
        iterations: int,
        candidates: int = CANDIDATES,
        playout_actions: int = PLAYOUT_ACTIONS,
    ) -> None:
        self.ruleset, self.database = ruleset, database
        self.policy = ruleset.bot_policy(database)
        self.iterations, self.candidates, self.playout_actions = iterations, candidates, playout_actions
        self._seed = seed
        self._heuristic = HeuristicBot(seed, self.policy)
        self._decisions = 0
        self.arms: tuple[Arm, ...] = ()  # the last search, for tests and the benchmark
        self.playouts = 0  # playouts made since the bot was created
        self.playout_actions_played = 0  # actions played in those playouts
        self.playout_faults = 0  # playouts the engine or a policy failed in (each scored as a draw)

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        return self._heuristic.choose(view, legal)

    def decide(self, info: InformationSet, legal: Sequence[Action], should_stop: Callable[[], bool] = never) -> Action:
        """The move to play from the information set `info` (whose seat decides now) among `legal`."""
        if not legal:
            raise ValueError("the bot was asked to act with no legal action")
        self._decisions += 1
        rng = Rng.from_seed(f"search:{self._seed}:{self._decisions}")
        view = info.view
        scores = self._heuristic.scores(view, legal)
        order = sorted(range(len(legal)), key=lambda index: -scores[index])[: self.candidates]
        self.arms = ()
        manual = view.decision is not None and view.decision.context == MANUAL
        if self.iterations <= 0 or len(order) < 2 or manual or view.turn < FIRST_TURN:
            return self._heuristic.choose(view, legal)
        judged = isinstance(self.policy, Evaluates)
        table: list[list[float]] = []  # one row per complete round: each candidate's value on that round's sample
        for _ in range(self.iterations // len(order)):
            round_seed = f"{rng.next64():x}"  # one sampled game and one playout seed, shared by every candidate
            found: list[float] = []
            sample: Game | None = None
            for index in order:
                if should_stop():
                    break
                if sample is None:
                    sample = info.sample(self.ruleset, self.database, Rng.from_seed(round_seed))
                found.append(self._playout(sample.fork(), legal[index], info.seat, round_seed))
            if len(found) < len(order):  # a round cut short compares nothing: it is dropped
                break
            table.append(found)
            if len(table) >= SAME_ROUNDS and all(len(set(row)) == 1 for row in table):
                break  # the moves lead to the same values every time: nothing to tell them apart, no more time spent
        rounds = len(table)
        wins = [sum(row[arm] for row in table) for arm in range(len(order))]
        self.arms = tuple(
            Arm(legal[index], rounds, wins[arm] / rounds if rounds else 0.0) for arm, index in enumerate(order)
        )
        best = max(range(len(order)), key=lambda arm: (wins[arm], -arm))
        if rounds < MIN_ROUNDS or not _clearly_better([row[best] - row[0] for row in table], judged):
            return self._heuristic.choose(view, legal)
        action = legal[order[best]]
        self._heuristic.choose(view, [action])  # the heuristic counts the acts of a window (its loop guard)
        return action

    def _playout(self, game: Game, first: Action, seat: PlayerId, seed: str) -> float:
        """Play `first`, then the heuristic bot for both seats, to the end or (with a policy that can judge a
        position) to the start of the turn `HORIZON_TURNS` after this one; the game's worth to `seat`."""
        bots = [HeuristicBot(f"{seed}:{player}", self.policy) for player in PLAYERS]
        judge = self.policy if isinstance(self.policy, Evaluates) else None
        horizon = game.state.turn + HORIZON_TURNS if judge is not None else None
        self.playouts += 1
        try:
            game.apply_legal(first)  # every move of a playout is taken from its own game's legal actions
            for _ in range(self.playout_actions):
                decision = game.decision
                if decision is None or game.outcome is not None or (horizon is not None and game.state.turn >= horizon):
                    break
                legal = game.legal_actions()
                if not legal:
                    break
                if len(legal) == 1:  # forced: no view needed
                    game.apply_legal(legal[0])
                else:
                    with game.frozen_effects():
                        view = game.view(decision.player)
                    game.apply_legal(bots[decision.player].choose(view, legal))
                self.playout_actions_played += 1
            outcome = game.outcome
            if outcome is None and judge is not None:
                with game.frozen_effects():
                    return judge.evaluate(game.view(seat))
        except Exception:  # a sampled game (not the real one) the engine or a policy fails on: no opinion
            self.playout_faults += 1
            return 0.5
        if outcome is None or outcome.winner is None:
            return 0.5
        return 1.0 if outcome.winner == seat else 0.0


def _clearly_better(leads: Sequence[float], judged: bool) -> bool:
    """Whether the paired leads of a move over the heuristic's (one per complete round) say it is better."""
    total = sum(leads)
    if not judged or len(leads) < 2:
        return total >= (JUDGED_MARGIN if judged else MARGIN)
    mean = total / len(leads)
    spread = sum((lead - mean) ** 2 for lead in leads) / (len(leads) - 1)
    return mean > 0 and mean * mean * len(leads) >= CONFIDENCE * CONFIDENCE * spread
