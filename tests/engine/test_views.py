"""Hidden information: every view type, and the events sent to each seat, leak nothing."""

from dataclasses import replace

import pytest

from engine import Action, PlayerId
from engine.harness.invariants import InvariantError, check_views_leak_nothing
from engine.ids import ZoneRef
from tests.support import demo

P1, P2 = PlayerId(0), PlayerId(1)


@pytest.fixture
def game():
    return demo.start("views")


def test_owner_sees_own_hand_opponent_sees_backs_with_counts(game):
    own = game.view(P1).zone(ZoneRef("hand", P1))
    theirs = game.view(P2).zone(ZoneRef("hand", P1))
    assert own.count == theirs.count == 3
    assert all(c.card_id is not None for c in own.cards)
    assert all(c.card_id is None and c.stats == () for c in theirs.cards)


def test_spectator_sees_no_hand(game):
    spectator = game.view(None)
    for player in (P1, P2):
        hand = spectator.zone(ZoneRef("hand", player))
        assert hand.count == 3 and all(c.card_id is None for c in hand.cards)


def test_decks_are_hidden_from_everyone_even_ids(game):
    for viewer in (P1, P2, None):
        deck = game.view(viewer).zone(ZoneRef("deck", P1))
        assert deck.count == 17
        assert all(c.card_id is None and c.iid is None for c in deck.cards)


def test_public_zones_are_public(game):
    card = demo.put(game, P1, "SK-002", "field")
    for viewer in (P1, P2, None):
        field = game.view(viewer).zone(ZoneRef("field", P1))
        assert [(c.iid, c.card_id) for c in field.cards] == [(card, "SK-002")]


def test_decision_options_only_for_the_decider(game):
    decider = game.decision.player
    assert game.view(decider).decision.allowed == ("play", "attack", "activate")
    other = game.view(PlayerId(1 - decider)).decision
    assert other.player == decider and other.allowed == () and other.options == ()


def test_draw_events_show_the_card_to_its_owner_only():
    game = demo.start("draw")
    demo.pass_until(game, 1)
    events = game.apply(Action("pass", game.state.turn_player))
    draws = [e for e in events if e.kind == "move" and e.src and e.src.name == "deck"]
    assert draws
    drawer = draws[0].dst.owner
    mine, theirs = draws[0].seen_by(drawer), draws[0].seen_by(PlayerId(1 - drawer))
    assert mine.card_id is not None and theirs.card_id is None
    assert mine.card is None and theirs.card is None  # the deck instance id is never sent
    assert mine.new_card == theirs.new_card is not None
    assert draws[0].seen_by(None).card_id is None


def test_look_makes_a_card_known_to_the_looker_only(game):
    top = game.top(ZoneRef("deck", P1))[0]
    game.look(P1, [top])
    assert game.can_see(P1, top) and not game.can_see(P2, top)
    game.shuffle(ZoneRef("deck", P1))
    assert not game.can_see(P1, top)


def test_leak_checker_catches_a_leaky_view(game, monkeypatch):
    check_views_leak_nothing(game)  # the real views are clean
    from engine import view_builder, views

    original = view_builder.ViewBuilder.zones

    def leaky(builder):
        cards = builder.game.state.cards

        def told(shown):
            if shown.iid is None:
                return shown
            return views.CardView(shown.iid, cards[shown.iid].card_id, shown.owner, shown.face_up, shown.orientation)

        return tuple(replace(zone, cards=tuple(told(c) for c in zone.cards)) for zone in original(builder))

    monkeypatch.setattr(view_builder.ViewBuilder, "zones", leaky)
    with pytest.raises(InvariantError, match="depends on cards hidden"):
        check_views_leak_nothing(game)


def test_card_views_are_frozen_and_equal_to_plainly_built_ones(game):
    """Views build their CardViews with a fast constructor: the instances must be the ones CardView(...) gives."""
    import dataclasses

    from engine.views import CardView

    shown = [card for zone in game.view(P1).zones for card in zone.cards]
    assert any(card.card_id is not None for card in shown) and any(card.card_id is None for card in shown)
    for card in shown:
        plain = CardView(*(getattr(card, f.name) for f in dataclasses.fields(CardView)))
        assert card == plain and hash(card) == hash(plain) and repr(card) == repr(plain)
    with pytest.raises(dataclasses.FrozenInstanceError):
        shown[0].orientation = "sideways"  # type: ignore[misc]
