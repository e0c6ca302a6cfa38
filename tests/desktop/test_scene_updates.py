"""A new snapshot updates only what changed: unchanged cards keep their items, and a card that moved glides from
where it was to its new place (a play from the hand, a draw)."""

from __future__ import annotations

from desktop.playmat.card_item import CardItem
from desktop.table import Seat, Snapshot
from engine.ids import ZoneRef

from .gestures import ME, game_at, my_turn_to, show


def test_unchanged_cards_keep_their_items_and_a_played_card_glides_from_the_hand(qtbot, window):
    game = game_at("one-piece", lambda g: my_turn_to(g, "play_character"))
    play = next(a for a in game.legal_actions() if a.kind == "play_character" and a.target is None)
    screen = show(window, game, (Seat.HUMAN, Seat.HUMAN))
    scene = screen.scene
    scene.context.animation_speed = 1.0
    untouched = {i.iid: i for i in scene.cards.values() if i.zone.owner != ME}
    leaving = scene.cards[play.card]
    before = set(scene.cards)
    start = leaving.pos()
    items_before = sum(isinstance(i, CardItem) for i in scene.items())
    screen.submit(play)
    qtbot.waitUntil(lambda: play.card not in scene.cards, timeout=5000)
    kept = [iid for iid, item in untouched.items() if scene.cards.get(iid) is item]
    assert len(kept) == len(untouched), "the opponent's cards were not redrawn"
    placed = next(i for i in scene.cards.values() if i.zone == ZoneRef("character", ME) and i.iid not in before)
    assert placed.card.card_id == leaving.card.card_id
    assert scene.table.glides, "the played card glides to the Character area"
    glide = scene.table.glides[0]
    assert glide.startValue() == start and glide.endValue() != start
    qtbot.waitUntil(lambda: placed.pos() == glide.endValue(), timeout=5000)
    assert sum(isinstance(i, CardItem) for i in scene.items()) <= items_before + 1


def test_an_attacker_turns_as_it_rests_rule_7_1_1_1(qtbot, window):
    """The scene is given the next snapshot directly (the defender's seat would take the screen in hot-seat)."""
    game = game_at("one-piece", lambda g: my_turn_to(g, "attack"))
    attack = next(a for a in game.legal_actions() if a.kind == "attack")
    screen = show(window, game)
    scene = screen.scene
    scene.context.animation_speed = 1.0
    after = game.copy()
    events = after.apply(attack)
    scene.show(Snapshot(ME, after.view(ME), tuple(e.seen_by(ME) for e in events), ()))
    attacker = scene.cards[attack.card]
    assert round(attacker.turn) == 90, "rested"
    turning = [a for a in scene.table.glides if a.targetObject() is attacker and bytes(a.propertyName()) == b"rotation"]
    assert turning and turning[0].startValue() == -90.0, "it turns from upright to rested"
    qtbot.waitUntil(lambda: attacker.rotation() == 0, timeout=5000)
