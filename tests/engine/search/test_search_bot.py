"""The search bot (issue 18): it decides from its seat's information set only, samples hidden cards consistently
with what that seat sees, is deterministic for a seed, and stops when asked."""

import marshal
from collections import Counter

import pytest

from engine.bot import heuristic_bot
from engine.events import seat_mask
from engine.game import Game
from engine.harness.invariants import scrambled
from engine.ids import PLAYERS
from engine.rng import SHUFFLE_KEY, Rng
from engine.search import LEVELS, SearchBot, information_set, level, play_match
from engine.search.infoset import HIDDEN
from tests.support.every_ruleset import RULESET_IDS, setup

RULESETS = [r for r in RULESET_IDS if r != "skirmish"]


def _position(ruleset_id, seed="position", actions=40, **new):
    """A game some way in, both seats played by the heuristic bot, waiting on a decision."""
    ruleset, database, decks = setup(ruleset_id)
    game = Game.new(ruleset, database, decks, seed, **new)
    bots = [heuristic_bot(ruleset, database, f"{seed}:{p}") for p in PLAYERS]
    for _ in range(actions):
        decision = game.decision
        if decision is None or game.outcome is not None:
            break
        game.apply(bots[decision.player].choose(game.view(decision.player), game.legal_actions()))
    assert game.outcome is None, "the position game ended too soon"
    return game, decks


def _bot(ruleset_id, seed="bot", iterations=3):
    ruleset, database, _ = setup(ruleset_id)
    return SearchBot(ruleset, database, seed, iterations=iterations, playout_actions=60)


def _hidden_from(game, seat):
    bit = seat_mask(seat)
    return [c for c in game.state.cards.values() if not (game.can_see(seat, c.iid) or c.known_to & bit)]


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_the_bot_reads_no_hidden_card_scrambled_games_give_the_same_choices(ruleset_id):
    """A game whose cards hidden from the deciding seat are swapped among themselves (the harness's `scrambled`,
    as the 'views leak nothing' invariant uses) gives the same information set, so the same samples, playouts
    and choice: the bot cannot have read a hidden card."""
    game, decks = _position(ruleset_id)
    seat = game.decision.player
    assert _hidden_from(game, seat), "nothing is hidden: the test would prove nothing"
    info = information_set(game, seat, decks)
    twins = [scrambled(game, seat, f"scramble:{n}") for n in range(2)]
    assert any(
        [c.card_id for c in twin.state.cards.values()] != [c.card_id for c in game.state.cards.values()]
        for twin in twins
    ), "the scramble changed nothing"
    first = _bot(ruleset_id)
    chosen = first.decide(info, game.legal_actions())
    for twin in twins:
        assert information_set(twin, seat, decks) == info
        again = _bot(ruleset_id)
        assert again.decide(information_set(twin, seat, decks), twin.legal_actions()) == chosen
        assert again.arms == first.arms


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_a_sampled_game_shows_the_seat_exactly_what_it_sees_and_holds_each_decklist(ruleset_id):
    """A determinization is consistent with the view (same view for the seat), and with known decklists: each
    owner's cards are their decklist, only the hidden ones placed differently."""
    game, decks = _position(ruleset_id, seed="consistent")
    seat = game.decision.player
    info = information_set(game, seat, decks)
    blanked = [row for row in marshal.loads(info.data)["cards"] if row[1] == HIDDEN]
    assert len(blanked) == len(_hidden_from(game, seat))
    rng = Rng.from_seed("samples")
    ruleset, database, _ = setup(ruleset_id)
    for _ in range(3):
        sample = info.sample(ruleset, database, rng)
        assert sample.view(seat) == game.view(seat)
        assert sample.legal_actions() == game.legal_actions()
        for owner in PLAYERS:
            cards = Counter(c.card_id for c in sample.state.cards.values() if c.owner == owner)
            truth = Counter(c.card_id for c in game.state.cards.values() if c.owner == owner)
            assert cards == truth


def test_with_the_opponents_decklist_secret_their_hidden_cards_come_from_what_they_showed():
    """Without the opponent's decklist, the pool of their hidden cards is the cards they have shown (never their
    real hidden cards): scrambling their hidden cards still changes nothing the bot knows."""
    game, decks = _position("one-piece", seed="secret")
    seat = game.decision.player
    other = 1 - seat
    known = tuple(deck if p == seat else None for p, deck in enumerate(decks))
    info = information_set(game, seat, known)
    shown = Counter(c.card_id for c in game.state.cards.values() if c.owner == other and game.can_see(seat, c.iid))
    assert info.exact[other] is False and info.exact[seat] is True
    assert set(info.pools[other]) <= set(shown)
    assert information_set(scrambled(game, seat, "s"), seat, known) == info
    bot = _bot("one-piece", iterations=4)
    assert bot.decide(info, game.legal_actions()) in game.legal_actions()
    assert bot.playouts == 4


def test_a_lan_games_shuffle_key_is_not_in_the_information_set():
    """A LAN game's shuffle key would tell the future order of every deck: the information set drops it, and each
    sample gets a key of its own."""
    game, decks = _position("one-piece", seed="lan", actions=10, keyed_shuffles=True)
    assert SHUFFLE_KEY in game.state.vars
    info = information_set(game, game.decision.player, decks)
    assert SHUFFLE_KEY not in marshal.loads(info.data)["vars"]
    ruleset, database, _ = setup("one-piece")
    sample = info.sample(ruleset, database, Rng.from_seed("key"))
    assert sample.state.vars[SHUFFLE_KEY] != game.state.vars[SHUFFLE_KEY]


def test_the_same_seed_gives_the_same_choices_and_playouts():
    game, decks = _position("weiss-schwarz", seed="determinism")
    info = information_set(game, game.decision.player, decks)
    runs = []
    for _ in range(2):
        bot = _bot("weiss-schwarz", seed="same", iterations=8)
        runs.append((bot.decide(info, game.legal_actions()), bot.arms, bot.playout_actions_played))
    assert runs[0] == runs[1]
    arms = runs[0][1]
    assert len({arm.visits for arm in arms}) == 1 and sum(arm.visits for arm in arms) <= 8  # whole rounds only


def test_a_search_stops_between_playouts_when_asked():
    """The cancel flag is read between playouts: asked to stop after two, the bot has made two (a round cut short
    counts for nothing); asked to stop at once, it plays what the heuristic bot would."""
    game, decks = _position("one-piece", seed="interrupt")
    info = information_set(game, game.decision.player, decks)
    asked = []

    def stop_after_two():
        asked.append(1)
        return len(asked) > 2

    bot = _bot("one-piece", iterations=50)
    bot.decide(info, game.legal_actions(), should_stop=stop_after_two)
    assert bot.playouts == 2 and sum(arm.visits for arm in bot.arms) == 0
    ruleset, database, _ = setup("one-piece")
    stopped = _bot("one-piece", seed="h", iterations=50)
    heuristic = heuristic_bot(ruleset, database, "h")
    assert stopped.decide(info, game.legal_actions(), should_stop=lambda: True) == heuristic.choose(
        info.view, game.legal_actions()
    )
    assert stopped.playouts == 0


def test_easy_is_the_heuristic_bot_and_harder_levels_think_longer():
    assert [lv.key for lv in LEVELS] == ["easy", "normal", "hard"]
    assert level("easy").iterations == 0 < level("normal").iterations < level("hard").iterations
    with pytest.raises(KeyError):
        level("impossible")


def test_a_whole_game_with_the_search_bot_finishes():
    ruleset, database, decks = setup("skirmish")
    bots = [SearchBot(ruleset, database, "whole", iterations=2), heuristic_bot(ruleset, database, "other")]
    outcome = play_match(ruleset, database, decks, "whole", bots)
    assert outcome is not None
    assert bots[0].playouts > 0


def test_a_playout_that_fails_counts_as_a_draw_and_the_bot_still_decides():
    """A sampled game the engine or a policy fails on is not the real game: the playout scores 1/2 and the
    search goes on (the desktop would otherwise fall back to the first legal move)."""

    class Failing:
        def scores(self, view, legal):
            raise RuntimeError("policy fault")

    game, decks = _position("one-piece", seed="faults")
    info = information_set(game, game.decision.player, decks)
    bot = _bot("one-piece", iterations=4)
    bot.policy = Failing()  # the playouts' heuristic bots use it; the root's ranking keeps the real one
    assert bot.decide(info, game.legal_actions()) in game.legal_actions()
    assert bot.playout_faults == 4 and all(arm.value == 0.5 for arm in bot.arms if arm.visits)


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_each_rulesets_policy_judges_a_position_the_same_from_either_seat(ruleset_id):
    """The judgement that scores a playout cut short (engine.bot.Evaluates) is a chance between 0 and 1 read from
    the seat's view, and the two seats' chances add up to one (what one seat leads by, the other trails by)."""
    from engine.bot import Evaluates

    game, _ = _position(ruleset_id)
    ruleset, database, _ = setup(ruleset_id)
    policy = ruleset.bot_policy(database)
    assert isinstance(policy, Evaluates)
    chances = [policy.evaluate(game.view(seat)) for seat in PLAYERS]
    assert all(0.0 < chance < 1.0 for chance in chances)
    assert sum(chances) == pytest.approx(1.0)
    assert policy.evaluate(game.view(None)) == 0.5  # a spectator has no side


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_a_judged_playout_stops_at_the_horizon_turn(ruleset_id):
    """With a judging policy a playout plays the rest of this turn and the next, then is scored by the judgement."""
    from engine.search.bot import HORIZON_TURNS

    game, decks = _position(ruleset_id, seed="horizon")
    seat = game.decision.player
    info = information_set(game, seat, decks)
    ruleset, database, _ = setup(ruleset_id)
    sample = info.sample(ruleset, database, Rng.from_seed("h"))
    start = sample.state.turn
    bot = SearchBot(ruleset, database, "h", iterations=1)
    value = bot._playout(sample, game.legal_actions()[0], seat, "h")
    assert sample.outcome is not None or sample.state.turn == start + HORIZON_TURNS
    if sample.outcome is None:
        assert value == bot.policy.evaluate(sample.view(seat))


def test_a_search_whose_moves_always_come_out_the_same_stops_early_and_keeps_the_heuristics_move():
    """Where every candidate gets the same value in `SAME_ROUNDS` rounds running, more playouts tell nothing: the
    search stops there (time a player does not wait for) and plays the heuristic's move."""
    from engine.search.bot import SAME_ROUNDS

    class Flat:
        def __init__(self, inner):
            self.inner = inner

        def scores(self, view, legal):
            return self.inner.scores(view, legal)

        def evaluate(self, view):
            return 0.5

    game, decks = _position("weiss-schwarz", seed="determinism")
    info = information_set(game, game.decision.player, decks)
    bot = _bot("weiss-schwarz", seed="flat", iterations=400)
    bot.policy = Flat(bot.policy)
    chosen = bot.decide(info, game.legal_actions())
    assert {arm.visits for arm in bot.arms} == {SAME_ROUNDS}
    ruleset, database, _ = setup("weiss-schwarz")
    assert chosen == heuristic_bot(ruleset, database, "flat").choose(info.view, game.legal_actions())


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_before_the_first_turn_the_heuristic_decides_going_first_and_mulligans(ruleset_id):
    """Before turn 1 (going first or second, mulligans) the search plays no playout: a playout judged two turns on
    sees the second player's extra card but not the first player's tempo, and chose to go second every time."""
    ruleset, database, decks = setup(ruleset_id)
    game = Game.new(ruleset, database, decks, "turn-zero")
    heuristic = heuristic_bot(ruleset, database, "zero")
    searched = 0
    while game.state.turn == 0:
        legal = game.legal_actions()
        view = game.view(game.decision.player)
        bot = _bot(ruleset_id, seed="zero", iterations=8)
        chosen = bot.decide(information_set(game, game.decision.player, decks), legal)
        assert bot.playouts == 0
        assert chosen == heuristic.choose(view, legal)
        searched += len(legal) > 1
        game.apply(chosen)
    assert searched >= 2, "no choice before the first turn: the test would prove nothing"
