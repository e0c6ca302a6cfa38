"""The fast legal-action listings (engine.ruleset.ListsLegal) with every test card, at every window of random decks."""

from engine import actions as A
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


def test_every_listing_equals_its_checked_candidates_with_every_test_card():
    """Summons with 【Ascend】 and 【Swift】, X magic, the soul core in payments, 【Awaken】, bursts: at every act
    window of random games with random decks of the sample and test cards, each listing gives exactly the candidates
    `check` accepts, in order (check_listings raises otherwise)."""
    ruleset = build_ruleset()
    compared = 0
    for number in range(GAMES):
        rng = Rng.from_seed(f"bss-listings:{number}")
        decks = (_random_deck(rng, "one"), _random_deck(rng, "two"))
        game = Game.new(ruleset, S.database(), decks, f"bss-listings-{number}")
        while game.outcome is None and game.state.actions_applied < MOST_ACTIONS:
            decision = game.decision
            assert decision is not None
            if decision.kind is DecisionKind.ACT:
                check_listings(game)
                compared += 1
            legal = game.legal_actions()
            if decision.context == C.AGILE:  # 【Agile】's yes can start a payment with no core left to pick: a known
                legal = [action for action in legal if action.kind == A.NO]  # fault outside this test's subject
            game.apply(legal[rng.below(len(legal))])
    assert compared > 100
