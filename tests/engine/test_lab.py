"""The deck lab's pure part: Wilson intervals, the plan's seats and seeds, one game's record, faults counted."""

import random

import pytest

from engine.harness import lab as L
from engine.harness.lab_stats import LabTally, median, totals, wilson
from tests.support.every_ruleset import setup


def _plan(ruleset_id="battle-spirits-saga", games=10, bots=("heuristic", "heuristic")):
    _, _, decks = setup(ruleset_id)
    return L.LabPlan(ruleset_id, decks[0], (decks[1],), bots, games, "lab-test")


@pytest.mark.parametrize(
    ("wins", "games", "low", "high"),
    [(7, 10, 0.3968, 0.8922), (0, 10, 0.0, 0.2775), (10, 10, 0.7225, 1.0), (50, 100, 0.4038, 0.5962)],
)
def test_wilson_interval_matches_published_values(wins, games, low, high):
    got = wilson(wins, games)
    assert got == pytest.approx((low, high), abs=5e-4)


def test_wilson_interval_without_games_is_everything_and_refuses_impossible_counts():
    assert wilson(0, 0) == (0.0, 1.0)
    with pytest.raises(ValueError):
        wilson(11, 10)


def test_median_of_a_histogram():
    assert median({}) == 0.0
    assert median({5: 1, 7: 1}) == 6.0
    assert median({4: 2, 9: 1}) == 4.0


def test_the_plan_cycles_opponents_and_gives_the_deck_each_seat_in_turn():
    _, _, decks = setup("battle-spirits-saga")
    plan = L.LabPlan("battle-spirits-saga", decks[0], (decks[1], decks[0]), ("heuristic", "random"), 10, "s")
    assert [plan.opponent_of(i) for i in range(4)] == [0, 1, 0, 1]
    assert [plan.seat_of(i) for i in range(4)] == [0, 0, 1, 1]
    assert plan.decks_of(2) == (decks[1], decks[0]) and plan.bot_kinds_of(2) == ("random", "heuristic")
    assert plan.game_seed(3) == "s:3"
    with pytest.raises(ValueError, match="unknown bot"):
        L.LabPlan("battle-spirits-saga", decks[0], (decks[1],), ("clever", "random"), 10, "s")


def test_a_lab_game_is_the_same_game_from_its_seed_and_records_draws_and_plays():
    ruleset, database, _ = setup("battle-spirits-saga")
    plan = _plan()
    first = L.play_lab_game(plan, 1, ruleset, database)
    again = L.play_lab_game(plan, 1, ruleset, database)
    assert first == again and first.result in (L.WON, L.LOST) and first.first is not None
    assert sum(count for _, count in first.drawn) >= 4  # the opening hand at least
    assert first.played and first.turns > 0 and first.actions > 0
    deck_ids = {card for card, _, _ in L.deck_cards(plan.deck, ruleset, database)}
    assert {card for card, _ in first.drawn} <= deck_ids  # only the lab deck's own cards


def test_a_game_whose_bot_fails_is_counted_as_an_error_with_its_reason(monkeypatch):
    class Broken:
        def choose(self, view, legal):
            raise RuntimeError("policy fault")

    ruleset, database, _ = setup("battle-spirits-saga")
    monkeypatch.setattr(L, "make_bot", lambda kind, ruleset, database, seed, playouts=None: Broken())
    game = L.play_lab_game(_plan(), 0, ruleset, database)
    assert game.result == L.ERROR and "RuntimeError" in game.reason and "policy fault" in game.error


def test_a_deck_the_rules_refuse_is_an_error_in_words():
    ruleset, database, decks = setup("battle-spirits-saga")
    empty = decks[0].model_copy(update={"sections": {}})
    plan = L.LabPlan("battle-spirits-saga", empty, (decks[1],), ("random", "random"), 10, "s")
    game = L.play_lab_game(plan, 0, ruleset, database)
    assert game.result == L.ERROR and "not legal" in game.reason


def test_totals_do_not_depend_on_the_order_games_end_in():
    ruleset, database, _ = setup("battle-spirits-saga")
    plan = _plan(bots=("heuristic", "random"))
    games = [L.play_lab_game(plan, index, ruleset, database) for index in range(6)]
    cards = L.deck_cards(plan.deck, ruleset, database)
    ordered, shuffled = LabTally(), LabTally()
    ordered.add_all(games)
    shuffled.add_all(random.Random(3).sample(games, len(games)))
    data = totals(ordered, ["B"], cards)
    assert data == totals(shuffled, ["B"], cards)
    assert data["played"] == 6 and data["won"] + data["lost"] + data["draws"] == 6
    assert data["going_first"]["games"] + data["going_second"]["games"] == 6
    drawn_games = sum(row["drawn_won"] + row["drawn_lost"] for row in data["cards"])
    assert drawn_games >= 6  # every game drew some card


def test_the_lab_offers_the_search_bot_at_each_level():
    """Issue 18: the lab's bots include the search bot at Easy, Normal and Hard, by playout count (no clock)."""
    from engine.search import LEVELS, SearchBot

    ruleset, database, _ = setup("battle-spirits-saga")
    for lv in LEVELS:
        bot = L.make_bot(f"search-{lv.key}", ruleset, database, "s")
        assert isinstance(bot, SearchBot) and bot.iterations == lv.iterations
        assert lv.name in L.LAB_BOTS[f"search-{lv.key}"]
    assert L.make_bot("search-hard", ruleset, database, "s", playouts=3).iterations == 3


def test_a_lab_game_with_a_search_bot_searches_from_its_seats_information_set_and_is_the_same_from_its_seed(
    monkeypatch,
):
    """A search bot in the lab decides from its seat's information set (never the game itself), with the lab's
    playout count, and a game is the same game every time it is played from its seed."""
    ruleset, database, decks = setup("battle-spirits-saga")
    asked = []
    real = L.information_set

    def counting(game, seat, known):
        asked.append((seat, known))
        return real(game, seat, known)

    monkeypatch.setattr(L, "information_set", counting)
    plan = L.LabPlan("battle-spirits-saga", decks[0], (decks[1],), ("search-normal", "heuristic"), 10, "lab-search",
                     search_playouts=4)  # fmt: skip
    games = [L.play_lab_game(plan, index, ruleset, database) for index in (0, 1, 0)]
    assert games[0] == games[2] and games[0].result in (L.WON, L.LOST)
    assert {seat for seat, _ in asked} == {0, 1}  # game 0 in seat 0, game 1 in seat 1: only the lab deck's seat
    assert all(known == plan.decks_of(0) or known == plan.decks_of(1) for _, known in asked)
