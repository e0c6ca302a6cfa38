"""What the view tells the table beyond the cards: the battle under way (7-1) and where each changed number
comes from (a DON!! given adds 1000 power during its player's turn, 6-5-5-2; an effect names its source card)."""

from __future__ import annotations

from engine.actions import Action
from engine.views import Battle, Modifier
from tests.support import one_piece_cards as C


def _battle_ready():
    """Turn 3, seat P1's Main Phase: its Leader may attack the opponent's Leader."""
    game = C.start(first=C.P1)
    C.pass_until(game, 3)
    return game


def test_a_declared_attack_is_in_both_views_until_the_battle_ends_rule_7_1_1():
    game = _battle_ready()
    attacker, target = C.leader(game, C.P1), C.leader(game, C.P2)
    assert game.view(C.P1).battle is None
    game.apply(Action("attack", C.P1, card=attacker, target=target))
    expected = Battle(attacker, target, C.P2)
    assert game.view(C.P1).battle == expected and game.view(C.P2).battle == expected
    C.settle_battle(game)
    assert game.view(C.P1).battle is None


def test_a_given_don_is_named_as_the_source_of_the_power_it_adds_rule_6_5_5_2():
    game = _battle_ready()
    leader = C.leader(game, C.P1)
    C.give(game, leader, 2)
    mine = [m for m in game.view(C.P1).modifiers if m.card == leader]
    assert mine == [Modifier(leader, "power", 2000, "2 DON!! given")]
    assert [m for m in game.view(C.P2).modifiers if m.card == leader] == mine, "public: both players see it"
    power = dict(next(c for z in game.view(C.P1).zones for c in z.cards if c.iid == leader).stats)["power"]
    assert power == game.definition(leader).power + 2000


def test_an_effect_is_named_after_its_source_card():
    game = _battle_ready()
    leader, source = C.leader(game, C.P1), C.leader(game, C.P2)
    game.add_effect("power", C.P2, (leader,), -1000, "end_of_turn", source=source)
    found = [m for m in game.view(C.P1).modifiers if m.card == leader]
    assert Modifier(leader, "power", -1000, game.definition(source).name) in found


def test_the_battle_and_the_sources_of_numbers_reach_a_lan_guest_unchanged():
    from engine.lan.codec import view_from_data, view_to_data

    game = _battle_ready()
    attacker, target = C.leader(game, C.P1), C.leader(game, C.P2)
    C.give(game, attacker, 1)
    game.apply(Action("attack", C.P1, card=attacker, target=target))
    view = game.view(C.P2)
    assert view.battle is not None and view.modifiers
    assert view_from_data(view_to_data(view)) == view


def test_dons_given_are_listed_in_the_order_the_state_keeps_its_cards_rule_6_5_5_2():
    """The view finds the cards given DON!! in the Leader and Character areas only (6-5-5-1), not among every card, and
    lists them by instance id, the order the state keeps its cards in: here a Character taken from the opponent lies
    after a newer one of the taker's own, yet is listed before it; the opponent's given DON!! add nothing this turn."""
    game = _battle_ready()
    player, other = game.state.turn_player, C.P2 if game.state.turn_player == C.P1 else C.P1
    taken = C.put(game, other, "PMT-001", "character")
    own = C.put(game, player, "PMT-002", "character")
    game.change_control(taken, player)
    assert C.zone(game, "character", player) == [own, taken] and taken < own
    leader = C.leader(game, player)
    C.give(game, own, 1)
    C.give(game, taken, 2)
    C.give(game, leader, 1)
    C.give(game, C.leader(game, other), 1)
    given = [m for m in game.view(player).modifiers if m.source.endswith("given")]
    assert given == [
        Modifier(leader, "power", 1000, "1 DON!! given"),
        Modifier(taken, "power", 2000, "2 DON!! given"),
        Modifier(own, "power", 1000, "1 DON!! given"),
    ]
    assert [m.card for m in given] == [iid for iid in game.state.cards if iid in (leader, taken, own)]
