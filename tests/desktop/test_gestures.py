"""Drops find every legal action the gesture can mean, in each shipped ruleset, with real mouse events.

A DON!! (or ENERGIO!!) card dragged onto the Leader is given to it (6-5-5-1); a Weiß Schwarz character dropped
on stage position 3 is played there (6.5.1.2.1) and a card above the player's level is refused with the
level rule (8.6.2.1.2); while dragging, only legal places light up.
"""

from __future__ import annotations

import pytest

from desktop.playmat.card_item import Mark
from desktop.qt import QPointF, QRectF, Qt
from engine.ids import ZoneRef

from .gestures import ME, centre, drag, game_at, my_turn_to, show
from .helpers import view_point


@pytest.mark.parametrize("ruleset_id", ["one-piece", "energio"])
def test_dragging_a_don_onto_the_leader_gives_it_rule_6_5_5_1(qtbot, window, ruleset_id):
    game = game_at(ruleset_id, lambda g: my_turn_to(g, "give_don"))
    screen = show(window, game)
    scene = screen.scene
    leader = next(i for i in scene.cards.values() if i.zone == ZoneRef("leader", ME))
    don = next(i for i in scene.cards.values() if i.zone == ZoneRef("cost", ME) and i.card.orientation == "active")
    given = len(leader.card.attached)
    assert don.mark is Mark.PLAYABLE, "an active DON!! that can be given is lit"
    viewport = drag(qtbot, screen, don, centre(leader), release=False)
    assert leader.mark is Mark.TARGET, "the Leader lights up as a place to give it"
    assert not any(z.lit for z in scene.zones.values()), "no zone lights up: giving DON!! goes onto a card"
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=view_point(screen, centre(leader)))
    qtbot.waitUntil(lambda: len(_leader(screen).card.attached) == given + 1, timeout=5000)


def _leader(screen):
    return next(i for i in screen.scene.cards.values() if i.zone == ZoneRef("leader", ME))


@pytest.mark.parametrize("ruleset_id", ["one-piece", "energio"])
def test_right_click_on_the_don_or_the_leader_lists_giving_it(qtbot, window, ruleset_id):
    game = game_at(ruleset_id, lambda g: my_turn_to(g, "give_don"))
    screen = show(window, game)
    leader = _leader(screen)
    don = next(i for i in screen.scene.cards.values() if i.zone == ZoneRef("cost", ME))
    for item in (don, leader):
        kinds = {a.kind for a in screen.scene.actions_for(item.iid)}
        assert "give_don" in kinds
    viewport = screen.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.RightButton, pos=view_point(screen, centre(leader)))
    menu = screen.scene.menu
    labels = [a.text() for a in menu.actions()]
    menu.close()
    assert any("→" in label and a_leader_name(screen) in label for label in labels), labels


def a_leader_name(screen):
    return screen.words.card(_leader(screen).iid)


def _playable_on_3(game):
    return my_turn_to(game, "play") and any(a.kind == "play" and a.number == 3 for a in game.legal_actions())


def test_a_weiss_schwarz_character_dropped_on_position_3_is_played_there_rule_6_5_1_2_1(qtbot, window):
    game = game_at("weiss-schwarz", _playable_on_3)
    card = next(a.card for a in game.legal_actions() if a.kind == "play" and a.number == 3)
    screen = show(window, game)
    scene = screen.scene
    item = scene.cards[card]
    slot = scene.zones[ZoneRef("stage", ME, 3)]
    viewport = drag(qtbot, screen, item, slot.place.rect.center(), release=False)
    lit = {ref for ref, zone in scene.zones.items() if zone.lit}
    assert ZoneRef("stage", ME, 3) in lit
    assert all(ref.name == "stage" and ref.owner == ME for ref in lit), f"only stage positions light up: {lit}"
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=view_point(screen, slot.place.rect.center()))
    qtbot.waitUntil(lambda: screen.snapshot.view.zone(ZoneRef("stage", ME, 3)).count >= 1, timeout=5000)
    placed = screen.snapshot.view.zone(ZoneRef("stage", ME, 3)).cards[-1]
    assert placed.iid is not None and placed.card_id is not None
    assert screen.scene.menu is None, "no menu asked which position"


def _too_high(game):
    """Seat 0 in its main phase holding a character above its level (it cannot be played, 8.6.2.1.2)."""
    if not my_turn_to(game, "play"):
        return False
    return bool(_above_level(game))


def _above_level(game):
    level = len(game.state.zones[ZoneRef("level", ME)])
    return [
        iid
        for iid in game.state.zones[ZoneRef("hand", ME)]
        if game.definition(iid).category == "character" and int(game.definition(iid).stats.get("level", 0)) > level
    ]


def test_a_card_above_the_players_level_is_refused_with_the_level_rule_8_6_2_1_2(qtbot, window):
    game = game_at("weiss-schwarz", _too_high)
    card = _above_level(game)[0]
    screen = show(window, game)
    snapshot = screen.snapshot
    item = screen.scene.cards[card]
    origin = item.pos()
    slot = screen.scene.zones[ZoneRef("stage", ME, 3)]
    drag(qtbot, screen, item, slot.place.rect.center())
    qtbot.waitUntil(lambda: item.pos() == origin, timeout=5000)
    message = window.statusBar().currentMessage()
    assert "(rule 8.6.2.1.2)" in message and "level" in message, message
    assert screen.snapshot is snapshot, "nothing was submitted"


def test_a_hovered_hand_card_lifts_and_shows_large_over_the_table(qtbot, window):
    """The card under the pointer rises out of the hand and is shown large beside itself (the zoom never takes the
    pointer); hand cards lie side by side while the hand has room."""
    game = game_at("one-piece", lambda g: my_turn_to(g, "give_don"))
    screen = show(window, game)
    scene = screen.scene
    hand = sorted((i for i in scene.cards.values() if i.zone == ZoneRef("hand", ME)), key=lambda i: i.x())
    assert len(hand) >= 2
    if len(hand) <= 5:
        assert hand[1].x() >= hand[0].x() + hand[0].width, "no overlap while the hand zone has room"
    item = hand[0]
    resting = item.y()
    qtbot.mouseMove(screen.view.viewport(), pos=view_point(screen, centre(item)))
    qtbot.waitUntil(lambda: item.lifted, timeout=2000)
    assert item.y() < resting
    assert scene.zoom is not None
    view = screen.view
    on_screen = QRectF(QPointF(view.mapFromScene(scene.zoom.pos())), scene.zoom.boundingRect().size())
    card = QRectF(view.mapFromScene(item.sceneBoundingRect()).boundingRect())
    assert on_screen.width() > card.width() * 2, "large, whatever the window size"
    assert not on_screen.intersects(card), "beside the card, not over it"
    assert screen.preview.card_id == item.card.card_id


def test_the_preview_stays_on_the_card_being_dragged(qtbot, window):
    """Pressing on a card focuses the table without moving the preview to another card (no keyboard focus jump)."""
    game = game_at("one-piece", lambda g: my_turn_to(g, "give_don"))
    screen = show(window, game)
    scene = screen.scene
    don = next(i for i in scene.cards.values() if i.zone == ZoneRef("cost", ME))
    leader = _leader(screen)
    viewport = screen.view.viewport()
    qtbot.mouseMove(viewport, pos=view_point(screen, centre(don)))
    drag(qtbot, screen, don, centre(leader), release=False)
    assert screen.preview.card_id == don.card.card_id
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=view_point(screen, centre(leader)))


def test_a_leader_dropped_on_the_foe_on_its_first_turn_is_refused_with_the_battle_rule_6_5_6_1(qtbot, window):
    """The refusal names what the drop meant (an attack), not another action the card could never make."""
    game = game_at("one-piece", lambda g: my_turn_to(g, "give_don") and not my_turn_to(g, "attack"))
    screen = show(window, game)
    snapshot = screen.snapshot
    mine = _leader(screen)
    theirs = next(i for i in screen.scene.cards.values() if i.zone.name == "leader" and i.zone.owner != ME)
    drag(qtbot, screen, mine, centre(theirs))
    qtbot.waitUntil(lambda: "(rule" in window.statusBar().currentMessage(), timeout=5000)
    message = window.statusBar().currentMessage()
    assert "(rule 6-5-6-1)" in message and "first turn" in message, message
    assert screen.snapshot is snapshot


def test_the_side_panel_folds_away_and_the_preview_says_where_a_number_comes_from(qtbot, window):
    """A Leader with a DON!! given reads 1000 more than printed (6-5-5-2): the preview says so, with the source."""
    game = game_at("one-piece", lambda g: my_turn_to(g, "give_don"))
    screen = show(window, game)
    leader = _leader(screen)
    give = next(a for a in screen.snapshot.legal if a.kind == "give_don" and a.target == leader.iid)
    screen.submit(give)
    qtbot.waitUntil(lambda: bool(_leader(screen).card.attached), timeout=5000)
    qtbot.mouseMove(screen.view.viewport(), pos=view_point(screen, centre(_leader(screen))))
    qtbot.waitUntil(lambda: screen.preview.notes.isVisible(), timeout=2000)
    assert "+1000 1 DON!! given" in screen.preview.notes.text(), screen.preview.notes.text()
    width = screen.view.width()
    qtbot.mouseClick(screen.view.side_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not screen.side.isVisible() and screen.view.width() > width, timeout=2000)
    qtbot.mouseClick(screen.view.side_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen.side.isVisible(), timeout=2000)


def _stage_ability(game):
    """Seat 0 may use an [ACT] ability of a character on its stage and has stock to pay with."""
    if not len(game.state.zones[ZoneRef("stock", ME)]):
        return False
    return any(
        a.kind == "activate" and a.player == ME and game.state.cards[a.card].zone.name == "stage"
        for a in game.legal_actions()
    )


def test_a_weiss_schwarz_stock_card_dragged_onto_a_character_pays_for_its_ability_rule_8_6_2(qtbot, window):
    """Stock cards are face down and untracked, yet one dragged onto a character uses its [ACT] ability."""
    game = game_at("weiss-schwarz", _stage_ability, seed="a")
    ability = next(a for a in game.legal_actions() if a.kind == "activate")
    stock = len(game.state.zones[ZoneRef("stock", ME)])
    screen = show(window, game)
    scene = screen.scene
    pile = [i for i in scene.table.by_zone[ZoneRef("stock", ME)]]
    character = scene.cards[ability.card]
    viewport = drag(qtbot, screen, pile[-1], centre(character), release=False)
    assert character.mark is Mark.TARGET, "the character whose ability the stock pays for lights up"
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=view_point(screen, centre(character)))
    qtbot.waitUntil(lambda: screen.snapshot.view.zone(ZoneRef("stock", ME)).count < stock, timeout=5000)
