"""Costs of several parts (8.4.2.1, 8.4.2.2, 8.6.2.3.2, 9.2.3): checked whole, paid whole or not at all, and an
ability whose whole cost cannot be paid is not offered."""

from __future__ import annotations

import json
from functools import cache

from engine import Action, Game, PlayerId
from engine.formats.cards import CardDatabase, read_card_set
from engine.rulesets.weiss_schwarz import build_ruleset
from tests.engine.rulesets.weiss_schwarz import support as S


def _activated(card_id: str, name: str, cost: list[dict]) -> dict:
    return {"id": card_id, "name": name, "category": "character", "colors": ["yellow"], "cost": 0, "power": 1000,
            "stats": {"level": 0, "soul": 1, "triggers": []},
            "abilities": [{"kind": "activated", "timing": ["main"], "label": name, "cost": cost,
                           "effect": [{"do": "draw"}]}]}  # fmt: skip


CARDS = [
    _activated("C-DISC", "Two Discards", [{"do": "discard"}, {"do": "discard", "filter": {"category": ["character"]}}]),
    _activated("C-CLOCK", "Two Clocks", [{"do": "clock"}, {"do": "clock"}]),
    _activated("C-REST", "Rest Twice", [{"do": "orient", "to": "rest"}, {"do": "orient", "to": "rest"}]),
    _activated(
        "C-GONE",
        "Gone Then Rest",
        [{"do": "move", "target": {"mode": "self"}, "to": "waiting_room"}, {"do": "orient", "to": "rest"}],
    ),
    _activated("C-STOCK", "Stock Then Rest", [{"do": "pay_resource", "amount": 1}, {"do": "orient", "to": "rest"}]),
]


@cache
def _database() -> CardDatabase:
    text = json.dumps({"format": 1, "kind": "playmat-card-set", "ruleset": "weiss-schwarz",
                       "set": {"id": "C", "name": "Costs"}, "cards": CARDS})  # fmt: skip
    return CardDatabase("weiss-schwarz", [*S.database().card_sets, read_card_set(text).card_set])


def _table(card_id: str, hand: tuple[str, ...] = (), deck: int = 10, stock: int = 0) -> tuple[Game, PlayerId, int]:
    """The turn player's main phase with `card_id` on the stage, exactly `hand` in hand, `deck` plain cards in the
    deck, `stock` cards in the stock and three in the waiting room."""
    game = Game.new(build_ruleset(), _database(), (S.starter("lantern"), S.starter("clockwork")), "costs")
    S.keep_hands(game)
    S.advance_to(game, "main", turn=1)
    tp = game.state.turn_player
    S.clear(game, tp, "stage", "hand", "deck", "stock", "waiting_room")
    S.stack(game, tp, *["T-L1"] * deck)
    for _ in range(stock):
        S.put(game, tp, "T-L1", "stock", face_up=False)
    for _ in range(3):
        S.put(game, tp, "T-L1", "waiting_room")
    for card in hand:
        S.put(game, tp, card, "hand")
    return game, tp, S.put(game, tp, card_id, "stage", 2)


def _offered(game: Game, tp: PlayerId, iid: int) -> bool:
    action = Action("activate", tp, card=iid, number=0)
    return action in game.legal_actions() and game.check(action) is None


def test_two_parts_that_each_fit_but_not_together_make_the_ability_unplayable_8_6_2_3_2():
    game, tp, iid = _table("C-DISC", hand=("T-L1",))  # one character in hand: either discard alone could be paid
    assert not _offered(game, tp, iid)
    refusal = game.check(Action("activate", tp, card=iid, number=0))
    assert refusal is not None and "whole cost" in refusal.reason


def test_two_parts_each_with_its_own_card_are_offered_and_paid_in_full_8_4_2_1():
    game, tp, iid = _table("C-DISC", hand=("T-EV", "T-L1"))  # the event for "a card", the character for the other
    event, character = S.zone(game, "hand", tp)
    assert _offered(game, tp, iid)
    S.act(game, "activate", tp, card=iid, number=0)
    assert game.decision.options == (event,)  # discarding the character first would strand the second part
    game.apply(game.legal_actions()[0])
    assert game.decision.options == (character,)
    game.apply(game.legal_actions()[0])
    names = [game.definition(i).id for i in S.zone(game, "waiting_room", tp)]
    assert sorted(names) == ["T-EV", "T-L1", "T-L1", "T-L1", "T-L1"]  # both parts paid (moved cards get new ids)
    assert len(S.zone(game, "hand", tp)) == 1  # and the effect drew a card


def test_the_deck_does_not_refresh_while_a_cost_is_paid_so_two_clocks_need_two_deck_cards_9_2_3():
    game, tp, iid = _table("C-CLOCK", deck=1)
    assert not _offered(game, tp, iid)
    game, tp, iid = _table("C-CLOCK", deck=2)
    assert _offered(game, tp, iid)


def test_the_same_card_is_not_rested_twice_nor_used_after_it_left_8_4_2_2():
    for card_id in ("C-REST", "C-GONE"):
        game, tp, iid = _table(card_id)
        assert not _offered(game, tp, iid), card_id
    game, tp, iid = _table("C-STOCK", stock=1)
    assert _offered(game, tp, iid)


def test_a_cost_that_cannot_be_paid_whole_is_not_paid_at_all_8_4_2_2():
    """An automatic ability's cost is checked whole when it resolves: nothing of it is paid if a part cannot be."""
    from engine.abilities.costs import can_pay_all
    from engine.abilities.filters import language_of

    game, tp, iid = _table("C-DISC", hand=("T-L1",))
    ability = language_of(game).abilities(game.definition(iid))[0]
    assert not can_pay_all(game, ability.cost, iid, tp)
    hand = list(S.zone(game, "hand", tp))
    from engine.abilities.interpreter import start_resolution

    start_resolution(game, "C-DISC", 0, iid, tp)
    game._advance()
    assert S.zone(game, "hand", tp) == hand  # the discard that could be paid alone was not paid
