"""Bots: seats that choose actions from their own view, like any player; rulesets lend them a policy."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, NamedTuple, Protocol, runtime_checkable

from engine import actions as A
from engine.actions import Action
from engine.decisions import Decision, DecisionKind
from engine.ids import PlayerId, ZoneRef, opponent
from engine.rng import Rng
from engine.views import CardView, View, ZoneView

if TYPE_CHECKING:
    from engine.formats.cards import CardDatabase
    from engine.ruleset import Ruleset

KEEP_HAND_CONTEXTS = ("mulligan", "redraw")
"""Yes/no questions a bot answers "no" by default (keep the hand); every other one it answers "yes"."""

MANUAL = "manual"
"""The decision context of a manual resolution: a bot cannot read card text and leaves it at once."""

ACTS_PER_WINDOW = 80
"""After this many actions in one window without passing, a bot passes (a guard against endless loops)."""


class Bot(Protocol):
    """Anything that picks one of the legal actions, knowing only what its seat may know."""

    def choose(self, view: View, legal: Sequence[Action]) -> Action: ...


class BotPolicy(Protocol):
    """A ruleset's judgement of the moves open to a seat, made from that seat's view only.

    A ruleset supplies one through `Ruleset.bot_policy(database)`; the printed card data it may read is
    public (both players hold the same database), the view is everything else it knows.
    """

    def scores(self, view: View, legal: Sequence[Action]) -> Sequence[float | None]:
        """One score per legal action, in order: higher is better, and `PASS_SCORE` is what passing is
        worth; None means "no opinion" and the default score (`default_score`) is used."""
        ...


@runtime_checkable
class Evaluates(Protocol):
    """A policy that can also judge a position: the search bot scores a playout it cuts short with it."""

    def evaluate(self, view: View) -> float:
        """How likely the view's seat is to win from here, between 0 and 1, judged from that view only."""
        ...


def win_chance(lead: float) -> float:
    """A lead (positive: the seat is ahead) as a chance of winning between 0 and 1 (the logistic curve)."""
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, lead))))


def chance_by_worth(view: View, worth: Callable[[PlayerId], float]) -> float:
    """A policy's judgement (`Evaluates.evaluate`) from what each seat's position is worth: the viewer's worth less
    its opponent's, as a chance of winning (`win_chance`); 0.5 for a view that is no seat's."""
    if view.viewer is None:
        return 0.5
    me = view.viewer
    return win_chance(worth(me) - worth(opponent(me)))


def life_worth(life: int) -> float:
    """What `life` Life cards are worth to a judgement where a lost one goes to its owner's hand (ONE PIECE, Dragon
    Ball Super): concave, the last ones worth far more than the first (the first hits also draw a card)."""
    return 2.0 * math.sqrt(max(0, life))


def zone_count(view: View, name: str, owner: PlayerId) -> int:
    """How many cards `owner` has in every zone called `name` (all positions of a positioned zone)."""
    return sum(zone.count for zone in view.zones if zone.ref.name == name and zone.ref.owner == owner)


PASS_SCORE = 0.0
"""What passing a window is worth: a policy scores a move it would rather not make below it."""


def default_score(view: View, action: Action) -> float:
    """What a ruleset-blind bot thinks of an action: develop rather than pass, keep opening hands, accept
    optional abilities, take as many picks and the largest number offered; orders and piles are all equal."""
    decision = view.decision
    if decision is None:
        return PASS_SCORE
    if decision.context == MANUAL:
        return 1.0 if action.kind == A.PASS else PASS_SCORE
    if decision.kind is DecisionKind.ACT:
        return PASS_SCORE if action.kind == A.PASS else 1.0
    if decision.kind is DecisionKind.YES_NO:
        keep = any(word in decision.context for word in KEEP_HAND_CONTEXTS)
        return 1.0 if (action.kind == A.NO) == keep else PASS_SCORE
    if decision.kind is DecisionKind.CHOOSE:
        return float(len(action.picks))
    if decision.kind is DecisionKind.NUMBER:
        return float(action.number or 0)
    return PASS_SCORE


class RandomBot:
    """Plays a uniformly random legal action, from its own seeded generator."""

    def __init__(self, seed: str) -> None:
        self._rng = Rng.from_seed(f"bot:{seed}")

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        if not legal:
            raise ValueError("the bot was asked to act with no legal action")
        if view.decision is not None and view.decision.context == MANUAL:
            # A bot cannot read card text: it leaves a manual resolution at once.
            return next((a for a in legal if a.kind == A.PASS), legal[0])
        return legal[self._rng.below(len(legal))]


class HeuristicBot:
    """Plays the best-scored legal action: its ruleset's policy where it has an opinion, `default_score`
    elsewhere; ties are broken by its own seeded generator. It knows only its view and the legal actions."""

    def __init__(self, seed: str, policy: BotPolicy | None = None) -> None:
        self.policy = policy
        self._rng = Rng.from_seed(f"heuristic-bot:{seed}")
        self._window: tuple[object, ...] = ()
        self._acts = 0

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        if not legal:
            raise ValueError("the bot was asked to act with no legal action")
        scores = self.scores(view, legal)
        best = max(scores)
        tied = [action for action, score in zip(legal, scores, strict=True) if score == best]
        action = tied[self._rng.below(len(tied))] if len(tied) > 1 else tied[0]
        self._count(view, action)
        return action

    def scores(self, view: View, legal: Sequence[Action]) -> list[float]:
        """The score of every legal action, as `choose` weighs them."""
        opinions: Sequence[float | None] = (
            self.policy.scores(view, legal) if self.policy is not None else [None] * len(legal)
        )
        if len(opinions) != len(legal):
            raise ValueError(f"the policy scored {len(opinions)} of {len(legal)} legal actions")
        scores = [default_score(view, a) if s is None else s for a, s in zip(legal, opinions, strict=True)]
        if self._acts >= ACTS_PER_WINDOW and self._window == _window_key(view):
            scores = [1.0 if a.kind == A.PASS else -1.0 for a in legal]
        return scores

    def _count(self, view: View, action: Action) -> None:
        key = _window_key(view)
        if key != self._window:
            self._window, self._acts = key, 0
        self._acts = 0 if action.kind == A.PASS else self._acts + 1


def _window_key(view: View) -> tuple[object, ...]:
    decision = view.decision
    return (view.turn, view.phase, view.step, decision.context if decision is not None else "")


def heuristic_bot(ruleset: Ruleset, database: CardDatabase, seed: str) -> HeuristicBot:
    """The heuristic bot for a seat of `ruleset`, with the ruleset's policy (if it has one)."""
    return HeuristicBot(seed, ruleset.bot_policy(database))


# A policy's scores, told by the question's context.


class Question(NamedTuple):
    """A question put to a policy's seat, as the policy reads it: the view, its decision, the seat and the cards the
    view shows by instance id."""

    view: View
    decision: Decision
    me: PlayerId
    cards: dict[int, CardView]


ActionScore = Callable[[View, PlayerId, dict[int, CardView], Action], float | None]
"""A policy's score of one legal action on its own, from the view, the seat and the cards the view shows by id."""


def scores_by_context(
    view: View,
    legal: Sequence[Action],
    each: Mapping[str, ActionScore],
    other: Callable[[Question, Sequence[Action]], Sequence[float | None] | None],
) -> Sequence[float | None]:
    """A policy's `scores`, told by the decision's context: no opinion when the view asks its seat nothing; a context
    in `each` scores every legal action on its own; any other context goes to `other` (None: no opinion)."""
    decision = view.decision
    if decision is None or view.viewer is None:
        return [None] * len(legal)
    me, cards = view.viewer, cards_by_id(view)
    score = each.get(decision.context)
    if score is not None:
        return [score(view, me, cards, action) for action in legal]
    found = other(Question(view, decision, me, cards), legal)
    return [None] * len(legal) if found is None else found


class ContextPolicy:
    """A ruleset's policy (`BotPolicy`) whose `scores` are told by the question's context (`scores_by_context`):
    a subclass fills `action_scores` with its per-action scorers and answers any other context in `other_scores`."""

    action_scores: Mapping[str, ActionScore]
    """The scorer of each legal action on its own, by the decision's context."""

    def scores(self, view: View, legal: Sequence[Action]) -> Sequence[float | None]:
        return scores_by_context(view, legal, self.action_scores, self.other_scores)

    def other_scores(self, question: Question, legal: Sequence[Action]) -> Sequence[float | None] | None:
        """The scores for a context `action_scores` does not hold (None: no opinion)."""
        return None


# Reading a view: small helpers for policies.


def stat(card: CardView, name: str, default: int = 0) -> int:
    """One of a visible card's current numbers (`default` when it has none or is hidden)."""
    for key, value in card.stats:
        if key == name:
            return value
    return default


def zone_of(view: View, name: str, owner: PlayerId, slot: int = 0) -> ZoneView:
    """`owner`'s zone `name` as the view shows it (an empty zone if the view has no such zone)."""
    ref = ZoneRef(name, owner, slot)
    for zone in view.zones:
        if zone.ref == ref:
            return zone
    return ZoneView(ref, 0, ())


def cards_by_id(view: View) -> dict[int, CardView]:
    """Every card the view shows with an instance id, by that id (attached cards included)."""
    found: dict[int, CardView] = {}
    stack = [card for zone in view.zones for card in zone.cards]
    while stack:
        card = stack.pop()
        if card.iid is not None:
            found[card.iid] = card
        stack.extend(card.attached)
    return found
