"""The fast legal-action listings (engine.ruleset.ListsLegal) with every test card, at every window of random decks."""

from engine.decisions import DecisionKind
from engine.formats.decks import Deck, DeckEntry
from engine.game import Game
from engine.harness.invariants import check_listings
from engine.rng import Rng
from engine.rulesets.battle_spirits_saga import build_ruleset
from engine.rulesets.battle_spirits_saga import carddata as C
from engine.rulesets.battle_spirits_saga.deckcheck import COPIES, MIN_CARDS
from tests.engine.rulesets.battle_spirits_saga import support as S

GAMES = 3
MOST_ACTIONS = 300


def _random_deck(rng: Rng, name: str) -> Deck:
    """50 cards drawn from the sample and test cards (at most 4 of a name, 5-1-1-1; no token, 4-12-1)."""
    cards = sorted((card for card in S.database().cards() if not C.is_token(card)), key=lambda card: card.id)
    names: dict[str, int] = {}
    counts: dict[str, int] = {}
    while sum(counts.values()) < MIN_CARDS:
        card = cards[rng.below(len(cards))]
        if names.get(card.name, 0) < COPIES:
            names[card.name] = names.get(card.name, 0) + 1
            counts[card.id] = counts.get(card.id, 0) + 1
    entries = tuple(DeckEntry(card=card_id, count=count) for card_id, count in sorted(counts.items()))
    return Deck(ruleset="battle-spirits-saga", name=name, sections={"main": entries})


def _random_game(number: int) -> tuple[Game, Rng]:
    """Random game `number`: two random decks, and the generator that then picks every move."""
    rng = Rng.from_seed(f"bss-listings:{number}")
    decks = (_random_deck(rng, "one"), _random_deck(rng, "two"))
    return Game.new(build_ruleset(), S.database(), decks, f"bss-listings-{number}"), rng


def _random_move(game: Game, rng: Rng) -> str:
    """Make a random legal move and say its kind; there is always one (a question with no option would be a game no
    one can go on with)."""
    decision = game.decision
    assert decision is not None
    legal = game.legal_actions()
    assert legal, f"no legal move, a dead game: {decision.prompt}"
    move = legal[rng.below(len(legal))]
    game.apply(move)
    return move.kind


def test_every_listing_equals_its_checked_candidates_with_every_test_card():
    """Summons with 【Ascend】 and 【Swift】, X magic, the soul core in payments, 【Awaken】, bursts: at every act
    window of random games with random decks of the sample and test cards, each listing gives exactly the candidates
    `check` accepts, in order (check_listings raises otherwise)."""
    compared = 0
    for number in range(GAMES):
        game, rng = _random_game(number)
        while game.outcome is None and game.state.actions_applied < MOST_ACTIONS:
            decision = game.decision
            assert decision is not None
            if decision.kind is DecisionKind.ACT:
                check_listings(game)
                compared += 1
            _random_move(game, rng)
    assert compared > 100


def test_agile_swaps_of_random_games_always_leave_a_legal_move_11_16_1_10_6_6():
    """The random games in which 【Agile】's swap was offered without the cores to pay for it (the returned spirit's
    cores counted twice): after "yes" a payment question had no core to offer, and the game had no legal move. Each
    now plays on, every question with a move, and 【Agile】's swaps are still offered and taken when they are paid."""
    answers: list[str] = []
    for number in (28, 48, 62):
        game, rng = _random_game(number)
        while game.outcome is None and game.state.actions_applied < MOST_ACTIONS:
            asked = game.decision is not None and game.decision.context == C.AGILE
            answer = _random_move(game, rng)
            if asked:
                answers.append(answer)
    assert "yes" in answers  # a swap was offered and taken, its payment played to the end
