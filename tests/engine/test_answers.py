from engine import Action, Decision, DecisionKind, InvalidAction, PlayerId
from engine.answers import ANSWER_LIMIT, check_answer, enumerate_answers

P = PlayerId(0)


def ask(kind, **kw):
    return Decision(P, kind, "question", "R-1", **kw)


def test_choose_checks_membership_duplicates_and_count():
    decision = ask(DecisionKind.CHOOSE, options=(5, 6, 7), minimum=1, maximum=2)
    assert check_answer(decision, Action("choose", P, picks=(5, 7))) is None
    for picks in [(), (5, 6, 7), (5, 5), (8,)]:
        error = check_answer(decision, Action("choose", P, picks=picks))
        assert isinstance(error, InvalidAction) and error.rule == "R-1"
    assert len(enumerate_answers(decision)) == 3 + 3


def test_order_needs_a_permutation():
    decision = ask(DecisionKind.ORDER, options=(1, 2, 3))
    assert check_answer(decision, Action("order", P, picks=(3, 1, 2))) is None
    assert check_answer(decision, Action("order", P, picks=(3, 1))) is not None
    assert len(enumerate_answers(decision)) == 6


def test_number_and_yes_no():
    number = ask(DecisionKind.NUMBER, minimum=2, maximum=4)
    assert [a.number for a in enumerate_answers(number)] == [2, 3, 4]
    assert check_answer(number, Action("number", P, number=5)) is not None
    yes_no = ask(DecisionKind.YES_NO)
    assert check_answer(yes_no, Action("choose", P, picks=(1,))) is not None
    assert check_answer(yes_no, Action("no", P)) is None


def test_arrange_places_every_card_once():
    decision = ask(DecisionKind.ARRANGE, options=(1, 2, 3), piles=("top", "bottom"))
    assert check_answer(decision, Action("arrange", P, groups=((2,), (3, 1)))) is None
    assert check_answer(decision, Action("arrange", P, groups=((2,), (3,)))) is not None
    answers = enumerate_answers(decision)
    assert len(answers) == 8 and all(check_answer(decision, a) is None for a in answers)


def test_huge_questions_are_capped_but_all_answers_checked():
    decision = ask(DecisionKind.ORDER, options=tuple(range(10)))
    answers = enumerate_answers(decision)
    assert len(answers) == ANSWER_LIMIT
    assert check_answer(decision, Action("order", P, picks=tuple(reversed(range(10))))) is None


def test_listed_answers_are_the_plain_actions_in_canonical_order_however_they_are_made():
    """Answers are made once and looked up after: each listing equals the actions made afresh, for either seat."""
    for player in (PlayerId(0), PlayerId(1)):
        one = Decision(player, DecisionKind.CHOOSE, "q", "R-1", options=(9, 4, 7), minimum=1, maximum=1)
        some = Decision(player, DecisionKind.CHOOSE, "q", "R-1", options=(9, 4, 7), minimum=0, maximum=2)
        order = Decision(player, DecisionKind.ORDER, "q", "R-1", options=(9, 4, 7))
        yes_no = Decision(player, DecisionKind.YES_NO, "q", "R-1")
        for _ in range(2):  # made the first time, looked up the second
            assert enumerate_answers(one) == [Action("choose", player, picks=(p,)) for p in (9, 4, 7)]
            assert enumerate_answers(some) == [Action("choose", player, picks=p) for p in
                                               [(), (9,), (4,), (7,), (9, 4), (9, 7), (4, 7)]]  # fmt: skip
            assert [a.picks for a in enumerate_answers(order)][:3] == [(9, 4, 7), (9, 7, 4), (4, 9, 7)]
            assert all(a.player == player and a.kind == "order" for a in enumerate_answers(order))
            assert enumerate_answers(yes_no) == [Action("yes", player), Action("no", player)]
        listed = enumerate_answers(yes_no)
        listed.append(Action("pass", player))  # a listing is the caller's own list
        assert len(enumerate_answers(yes_no)) == 2
