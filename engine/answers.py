"""Answers to non-window decisions: checking one, and listing them all."""

from __future__ import annotations

from itertools import combinations, islice, permutations

from engine import actions as A
from engine.actions import Action
from engine.decisions import Decision, DecisionKind
from engine.errors import InvalidAction, RulesError
from engine.ids import PlayerId
from engine.shared_values import shared_action

ANSWER_LIMIT = 720
"""At most this many answers are listed for one choose/order/arrange question."""

_EXPECTED = {
    DecisionKind.CHOOSE: (A.CHOOSE,),
    DecisionKind.ORDER: (A.ORDER,),
    DecisionKind.YES_NO: (A.YES, A.NO),
    DecisionKind.NUMBER: (A.NUMBER,),
    DecisionKind.ARRANGE: (A.ARRANGE,),
}


def check_answer(decision: Decision, action: Action) -> RulesError | None:
    """None if `action` answers `decision`, else why not (citing the decision's rule)."""
    expected = _EXPECTED[decision.kind]
    if action.kind not in expected:
        return InvalidAction(decision.rule, f"First answer the question below: {decision.prompt}")
    options = set(decision.options)
    if decision.kind is DecisionKind.CHOOSE:
        picks = action.picks
        if len(set(picks)) != len(picks) or not set(picks) <= options:
            return InvalidAction(decision.rule, "Choose only from the cards or options offered, each once.")
        if not decision.minimum <= len(picks) <= decision.maximum:
            return InvalidAction(decision.rule, f"Choose {_count_words(decision)}.")
    elif decision.kind is DecisionKind.ORDER:
        if sorted(action.picks) != sorted(decision.options):
            return InvalidAction(decision.rule, "Put every offered item in order, each once.")
    elif decision.kind is DecisionKind.NUMBER:
        if action.number is None or not decision.minimum <= action.number <= decision.maximum:
            return InvalidAction(decision.rule, f"Choose a number from {decision.minimum} to {decision.maximum}.")
    elif decision.kind is DecisionKind.ARRANGE:
        placed = [i for group in action.groups for i in group]
        if len(action.groups) != len(decision.piles) or sorted(placed) != sorted(decision.options):
            return InvalidAction(decision.rule, f"Place every card once, in these piles: {', '.join(decision.piles)}.")
    return None


def _count_words(decision: Decision) -> str:
    if decision.minimum == decision.maximum:
        return f"exactly {decision.minimum}"
    return f"from {decision.minimum} to {decision.maximum}"


_PASSES = (Action(A.PASS, PlayerId(0)), Action(A.PASS, PlayerId(1)))
_YES_NO = tuple((Action(A.YES, seat), Action(A.NO, seat)) for seat in (PlayerId(0), PlayerId(1)))


def pass_action(player: PlayerId) -> Action:
    """`Action(PASS, player)`, made once for each seat."""
    return _PASSES[player] if player in (0, 1) else Action(A.PASS, player)


def enumerate_answers(decision: Decision) -> list[Action]:
    """Every answer, or the first ANSWER_LIMIT of them in a canonical order."""
    player = decision.player
    kind = decision.kind
    if kind is DecisionKind.CHOOSE:
        options = decision.options
        if decision.minimum == decision.maximum == 1:  # the most common question: one of the options
            return [shared_action(A.CHOOSE, player, picks=(option,)) for option in options[:ANSWER_LIMIT]]
        found: list[Action] = []
        for size in range(decision.minimum, min(decision.maximum, len(options)) + 1):
            room = ANSWER_LIMIT - len(found)
            found.extend(shared_action(A.CHOOSE, player, picks=c) for c in islice(combinations(options, size), room))
        return found
    if kind is DecisionKind.YES_NO:
        return list(_YES_NO[player]) if player in (0, 1) else [Action(A.YES, player), Action(A.NO, player)]
    if kind is DecisionKind.NUMBER:
        return [Action(A.NUMBER, player, number=n) for n in range(decision.minimum, decision.maximum + 1)]
    if kind is DecisionKind.ORDER:
        return [shared_action(A.ORDER, player, picks=p) for p in islice(permutations(decision.options), ANSWER_LIMIT)]
    # ARRANGE: each card to one pile, keeping the offered order inside each pile.
    piles = len(decision.piles)
    answers = []
    for code in range(min(piles ** len(decision.options), ANSWER_LIMIT)):
        groups: list[list[int]] = [[] for _ in range(piles)]
        for option in decision.options:
            code, pile = divmod(code, piles)
            groups[pile].append(option)
        answers.append(Action(A.ARRANGE, player, groups=tuple(tuple(g) for g in groups)))
    return answers
