"""The state keeps its cards in the order of their instance ids (a view that finds a few cards in their zones puts them
in that order: ONE PIECE's DON!! given), in play, in a copy and in a restored game, and the kernel's check says so."""

from __future__ import annotations

import random

import pytest

from engine import Game
from engine.bot import RandomBot
from engine.harness.invariants import InvariantError, check_cards_in_order
from engine.state import GameState
from tests.support import every_ruleset


@pytest.mark.parametrize("ruleset_id", every_ruleset.RULESET_IDS)
def test_cards_stay_in_instance_id_order_in_play_in_a_copy_and_restored(ruleset_id: str) -> None:
    ruleset, database, decks = every_ruleset.setup(ruleset_id)
    game = Game.new(ruleset, database, decks, "card-order")
    bots = (RandomBot("card-order-a"), RandomBot("card-order-b"))
    while game.outcome is None and game.state.actions_applied < 300:
        decision = game.decision
        assert decision is not None
        game.apply(bots[decision.player].choose(game.view(decision.player), game.legal_actions()))
        check_cards_in_order(game)
        if game.state.actions_applied % 50 == 0:
            check_cards_in_order(game.fork())
            check_cards_in_order(Game.restore(ruleset, database, game.snapshot()))
    assert game.state.actions_applied > 20


def test_a_state_restored_from_data_listing_its_cards_in_another_order_keeps_them_in_id_order() -> None:
    ruleset, database, decks = every_ruleset.setup("one-piece")
    game = Game.new(ruleset, database, decks, "card-order")
    data = game.snapshot()
    random.Random(7).shuffle(data["cards"])
    restored = GameState.from_data(data)
    assert list(restored.cards) == sorted(restored.cards)
    assert restored.to_data() == game.state.to_data()


def test_the_check_catches_a_card_put_back_out_of_order() -> None:
    ruleset, database, decks = every_ruleset.setup("one-piece")
    game = Game.new(ruleset, database, decks, "card-order")
    check_cards_in_order(game)
    first = next(iter(game.state.cards))
    game.state.cards[first] = game.state.cards.pop(first)  # the same card, now kept last
    with pytest.raises(InvariantError, match="instance-id order"):
        check_cards_in_order(game)
