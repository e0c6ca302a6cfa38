"""Bots: the heuristic bot's defaults, its use of a ruleset's policy, and the Skirmish demo policy."""

import pytest

from engine import Action, Decision, DecisionKind, PlayerId, View, opponent
from engine.bot import (
    ACTS_PER_WINDOW,
    PASS_SCORE,
    ContextPolicy,
    HeuristicBot,
    RandomBot,
    cards_by_id,
    chance_by_worth,
    default_score,
    heuristic_bot,
    scores_by_context,
    stat,
    zone_of,
)
from tests.support import demo
from tests.support.bot_match import choose, heuristic_wins, play_watched

P1, P2 = PlayerId(0), PlayerId(1)
GAMES = 100


def _view(decision: Decision) -> View:
    return View(P1, 1, P1, "main", "", (), ((), ()), decision, None, ())


def _act(context: str = "main") -> Decision:
    return Decision(P1, DecisionKind.ACT, "Act", "R-1", context, allowed=("play",))


# Defaults: what the bot does for a ruleset that gives it no policy.


def test_by_default_it_develops_rather_than_passes():
    play, done = Action("play", P1, card=7), Action("pass", P1)
    assert HeuristicBot("a").choose(_view(_act()), [done, play]) == play


def test_by_default_it_keeps_opening_hands_and_accepts_optional_abilities():
    yes, no = Action("yes", P1), Action("no", P1)
    for context, expected in (("mulligan", no), ("redraw", no), ("may", yes), ("", yes)):
        decision = Decision(P1, DecisionKind.YES_NO, "?", "R-1", context)
        assert HeuristicBot("a").choose(_view(decision), [yes, no]) == expected, context


def test_by_default_it_takes_the_most_picks_and_the_largest_number():
    choose_two = Decision(P1, DecisionKind.CHOOSE, "Up to 2", "R-1", options=(1, 2), minimum=0, maximum=2)
    picks = [Action("choose", P1, picks=p) for p in ((), (1,), (2,), (1, 2))]
    assert HeuristicBot("a").choose(_view(choose_two), picks).picks == (1, 2)
    number = Decision(P1, DecisionKind.NUMBER, "How many", "R-1", minimum=0, maximum=3)
    numbers = [Action("number", P1, number=n) for n in range(4)]
    assert HeuristicBot("a").choose(_view(number), numbers).number == 3


def test_it_leaves_a_manual_resolution_at_once():
    manual = _act("manual")
    legal = [Action("move", P1, card=1), Action("pass", P1)]
    assert default_score(_view(manual), legal[1]) > default_score(_view(manual), legal[0])
    assert HeuristicBot("a").choose(_view(manual), legal).kind == "pass"
    assert RandomBot("a").choose(_view(manual), legal).kind == "pass"


def test_ties_are_broken_by_its_own_seeded_generator():
    legal = [Action("play", P1, card=i) for i in range(1, 30)]
    runs = [[HeuristicBot(seed).choose(_view(_act()), legal) for _ in range(3)] for seed in ("x", "x", "y")]
    assert runs[0] == runs[1]
    assert len({a.card for run in runs for a in run}) > 1  # not always the first


def test_it_refuses_to_act_with_nothing_legal():
    with pytest.raises(ValueError, match="no legal action"):
        HeuristicBot("a").choose(_view(_act()), [])


class _Fixed:
    def __init__(self, scores):
        self.values = scores

    def scores(self, view, legal):
        return self.values


def test_a_policy_wins_where_it_has_an_opinion_and_the_defaults_fill_in():
    legal = [Action("play", P1, card=1), Action("play", P1, card=2), Action("pass", P1)]
    assert HeuristicBot("a", _Fixed([-1.0, None, None])).choose(_view(_act()), legal).card == 2
    assert HeuristicBot("a", _Fixed([-1.0, -1.0, None])).choose(_view(_act()), legal).kind == "pass"
    with pytest.raises(ValueError, match="scored 1 of 3"):
        HeuristicBot("a", _Fixed([1.0])).choose(_view(_act()), legal)


def test_scores_by_context_scores_each_action_or_hands_the_question_on():
    """The policies' shared dispatch: no opinion without a question to the viewer; a context with an action scorer
    scores every action alone, with the viewer and its cards; any other goes to `other`, whose None is no opinion."""
    legal = [Action("play", P1, card=1), Action("pass", P1)]
    each = {"main": lambda view, me, cards, action: float(action.card or 0) + (10.0 if me == P1 else 0.0)}
    asked: list[str] = []

    def other(question, actions):
        asked.append(question.decision.context)
        return [2.0] * len(actions) if question.decision.context == "attack" else None

    assert scores_by_context(_view(_act()), legal, each, other) == [11.0, 10.0]
    assert scores_by_context(_view(_act("attack")), legal, each, other) == [2.0, 2.0]
    assert scores_by_context(_view(_act("block")), legal, each, other) == [None, None]
    unseated = View(None, 1, P1, "main", "", (), ((), ()), _act(), None, ())
    assert scores_by_context(unseated, legal, each, other) == [None, None]
    assert asked == ["attack", "block"]


def test_a_context_policy_scores_by_its_action_scorers_and_other_scores():
    class Policy(ContextPolicy):
        def __init__(self):
            self.action_scores = {"main": lambda view, me, cards, action: 3.0}

        def other_scores(self, question, legal):
            return [4.0] * len(legal) if question.decision.context == "attack" else None

    legal = [Action("play", P1, card=1)]
    assert Policy().scores(_view(_act()), legal) == [3.0]
    assert Policy().scores(_view(_act("attack")), legal) == [4.0]
    assert ContextPolicy.other_scores(Policy(), None, legal) is None  # the base class has no opinion


def test_chance_by_worth_weighs_the_viewers_worth_against_its_opponents():
    worth = {P1: 2.0, P2: 1.0}
    ahead = chance_by_worth(_view(_act()), worth.__getitem__)
    assert ahead > 0.5 and chance_by_worth(_view(_act()), lambda p: 1.0) == 0.5
    unseated = View(None, 1, P1, "main", "", (), ((), ()), _act(), None, ())
    assert chance_by_worth(unseated, worth.__getitem__) == 0.5


def test_it_passes_after_too_many_actions_in_one_window():
    bot, legal = HeuristicBot("a"), [Action("move", P1, card=1), Action("pass", P1)]
    chosen = [bot.choose(_view(_act()), legal).kind for _ in range(ACTS_PER_WINDOW + 1)]
    assert chosen == ["move"] * ACTS_PER_WINDOW + ["pass"]
    assert bot.choose(_view(_act()), legal).kind == "move"  # a new window (after the pass) starts afresh


def test_a_ruleset_without_a_policy_gets_the_defaults():
    ruleset = demo.ruleset()
    assert heuristic_bot(ruleset, demo.database(), "a").policy is not None
    assert super(type(ruleset), ruleset).bot_policy(demo.database()) is None


def test_view_helpers_read_stats_zones_and_attached_cards():
    game = demo.start("helpers")
    view = game.view(P1)
    hand = zone_of(view, "hand", P1)
    assert hand.count == 3 and zone_of(view, "nowhere", P1).count == 0
    card = hand.cards[0]
    assert stat(card, "power") == game.definition(card.iid).power and stat(card, "missing", 7) == 7
    assert set(cards_by_id(view)) >= {c.iid for c in hand.cards}
    assert PASS_SCORE == 0.0


# The Skirmish demo, with its policy.


DECKS = (demo.deck(demo.DECK_A, "A"), demo.deck(demo.DECK_B, "B"))


def test_the_heuristic_bot_beats_the_random_bot_at_skirmish():
    wins = heuristic_wins(demo.ruleset(), demo.database(), DECKS, GAMES, "skirmish-vs-random")
    assert wins >= 70, f"{wins} of {GAMES}"


@pytest.mark.parametrize("seed", ["watched-1", "watched-2", "watched-3"])
def test_every_choice_is_legal_and_made_from_the_bots_view_only(seed):
    assert play_watched(demo.ruleset(), demo.database(), DECKS, seed) > 20


def _position(mine=(), theirs=(), tapped=(), health=(8, 8)):
    """The turn player's main phase of turn 3 with only these creatures in play (`tapped`: which of theirs are
    tapped), nothing left to play, and these health totals (the turn player's first)."""
    game = demo.start("position")
    demo.pass_until(game, 3)
    game.state.vars["played_turn"] = game.state.turn  # no creature may be played this turn (S-3-1)
    me = game.state.turn_player
    for player, cards, points in ((me, mine, health[0]), (opponent(me), theirs, health[1])):
        for card_id in cards:
            iid = demo.put(game, player, card_id, "field")
            game.card(iid).entered_turn = 0
            if player != me and card_id in tapped:
                game.set_orientation(iid, "tapped")
        game.set_player_counter(player, "health", points)
    return game


def test_skirmish_it_attacks_when_nothing_can_stop_the_attacker():
    game = _position(mine=("SK-002",), theirs=("SK-001",))  # Archer 3 against a ready Footman 2
    action = choose(game)
    assert action.kind == "attack"


def test_skirmish_it_does_not_attack_into_a_bigger_ready_creature():
    game = _position(mine=("SK-002",), theirs=("SK-006",))  # Archer 3 against a ready Giant 5
    assert choose(game).kind == "pass"
    tapped = _position(mine=("SK-002",), theirs=("SK-006",), tapped=("SK-006",))
    assert choose(tapped).kind == "attack"  # a tapped Giant cannot block


def _attacked(attacker, blockers, health):
    game = _position(mine=(attacker,), theirs=blockers, health=(8, health))
    game.apply(next(a for a in game.legal_actions() if a.kind == "attack"))
    assert game.decision.context == "block"
    return game


def test_skirmish_it_blocks_when_the_blocker_survives_or_health_runs_low():
    survives = _attacked("SK-001", ("SK-006",), health=8)  # Footman 2 into a Giant 5
    assert choose(survives).picks == tuple(survives.decision.options)
    trade = _attacked("SK-006", ("SK-001",), health=8)  # Giant 5: a Footman would die for 5 health of 8
    assert choose(trade).picks == ()
    low = _attacked("SK-006", ("SK-001",), health=5)  # ... but at 5 health the Giant would leave 0
    assert choose(low).picks == tuple(low.decision.options)


def test_skirmish_it_discards_its_weakest_cards():
    game = _position()
    me = game.state.turn_player
    hand = [demo.put(game, me, card_id, "hand") for card_id in ("SK-006", "SK-001", "SK-002", "SK-006")]
    game.apply(Action("pass", me))
    decision = game.decision
    assert decision.context == "discard" and decision.minimum >= 1
    picks = choose(game).picks
    weakest = sorted(decision.options, key=lambda i: game.definition(i).power)[: len(picks)]
    assert sorted(game.definition(i).power for i in picks) == sorted(game.definition(i).power for i in weakest)
    assert hand[0] not in picks
