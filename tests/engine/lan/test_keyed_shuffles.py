"""Keyed shuffles in LAN games: every shuffle draws from its own HMAC-SHA256 stream keyed by the seed, separate per
player, zone and shuffle, so knowing one's own deck order says nothing of the other's; old replays keep their
xoshiro shuffles and load as before."""

from engine.formats.decks import Deck, DeckEntry
from engine.formats.replays import read_replay
from engine.game import Game
from engine.ids import PlayerId, ZoneRef
from engine.replay import keyed_shuffles
from engine.rng import SHUFFLE_KEY, keyed_shuffle
from tests.engine.lan.pair import Pair, replay_text, skirmish


def deck_order(game: Game, player: int) -> list[str]:
    ref = ZoneRef("deck", PlayerId(player))
    return [game.state.cards[iid].card_id for iid in game.state.zones[ref]]


def with_other_guest_deck(deck: Deck) -> Deck:
    """The same deck but one card swapped for another copy of a card already in it: other guest-side draws."""
    entries = list(deck.sections["main"])
    first, second = entries[0], entries[1]
    entries[0] = DeckEntry(card=first.card, count=first.count - 1)
    entries[1] = DeckEntry(card=second.card, count=second.count + 1)
    return deck.model_copy(update={"sections": {**deck.sections, "main": tuple(entries)}})


def test_the_hosts_deck_order_does_not_depend_on_the_guests_deck_with_keyed_shuffles():
    ruleset, database, deck_a, deck_b = skirmish()
    other_b = with_other_guest_deck(deck_b)
    keyed = [Game.new(ruleset, database, (deck_a, b), "ab" * 32, keyed_shuffles=True, validate=False)
             for b in (deck_b, other_b)]  # fmt: skip
    assert deck_order(keyed[0], 0) == deck_order(keyed[1], 0)
    assert SHUFFLE_KEY in keyed[0].state.vars
    again = Game.new(ruleset, database, (deck_a, deck_b), "ab" * 32, keyed_shuffles=True)
    assert deck_order(again, 0) == deck_order(keyed[0], 0) and deck_order(again, 1) == deck_order(keyed[0], 1)


def test_each_shuffle_has_its_own_stream():
    items = [list(range(40)) for _ in range(3)]
    for index, label in enumerate(("deck/0/0#0", "deck/1/0#0", "deck/0/0#1")):
        keyed_shuffle(items[index], "cd" * 32, label)
    assert len({tuple(order) for order in items}) == 3
    assert all(sorted(order) == list(range(40)) for order in items)


def test_lan_replays_record_and_replay_their_keyed_shuffles():
    pair = Pair.make()
    pair.connect()
    pair.play()
    header = read_replay(replay_text(pair.host_notices)).header
    assert keyed_shuffles(header)
    assert SHUFFLE_KEY in pair.host.game.state.vars
    guest_text = next(n.text for n in pair.guest_notices if getattr(n, "complete", False))
    assert keyed_shuffles(read_replay(guest_text).header)
