"""Weiß Schwarz attacks by drop (7.2.1.4): the drop target decides the type of attack, and an attack whose battle
ends before anyone answers (a direct attack) still shows its arrow. Made with real mouse events."""

from __future__ import annotations

from desktop.playmat.battle import ArrowItem
from desktop.playmat.drops import Dragged, drag_options
from desktop.qt import QMenu, QPointF, Qt
from desktop.table import Seat
from engine.ids import PlayerId, ZoneRef

from .gestures import centre, drag, game_at, show
from .helpers import view_point

ME = PlayerId(0)
HOT_SEAT = (Seat.HUMAN, Seat.HUMAN)


def _attacks(game, option):
    return [a for a in game.legal_actions() if a.kind == "attack" and a.option == option and a.player == ME]


def _arrows(scene):
    return [i for i in scene.battle if isinstance(i, ArrowItem)]


def test_an_attacker_dropped_onto_the_character_it_faces_makes_a_frontal_attack_rule_7_2_1_4(qtbot, window):
    game = game_at("weiss-schwarz", lambda g: bool(_attacks(g, "frontal")) and bool(_attacks(g, "side")))
    attack = _attacks(game, "frontal")[0]
    screen = show(window, game, HOT_SEAT)
    scene = screen.scene
    attacker = scene.cards[attack.card]
    opposite = {1: 3, 2: 2, 3: 1}[attacker.zone.slot]  # 3.6.5
    faced = scene.table.by_zone[ZoneRef("stage", PlayerId(1), opposite)][-1]
    viewport = drag(qtbot, screen, attacker, centre(faced), release=False)
    assert ZoneRef("stage", PlayerId(1), opposite) in {ref for ref, zone in scene.zones.items() if zone.lit}
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=view_point(screen, centre(faced)))
    qtbot.waitUntil(lambda: screen.snapshot.view.battle is not None, timeout=5000)
    battle = screen.snapshot.view.battle
    assert (battle.attacker, battle.kind, battle.target) == (attack.card, "frontal", faced.iid)
    assert screen.scene.menu is None, "no menu asked which type"


def test_a_loose_drop_of_an_attacker_offers_frontal_and_side_rule_7_2_1_4(qtbot, window):
    game = game_at("weiss-schwarz", lambda g: bool(_attacks(g, "frontal")) and bool(_attacks(g, "side")))
    attack = _attacks(game, "side")[0]
    screen = show(window, game, HOT_SEAT)
    scene = screen.scene
    attacker = scene.cards[attack.card]
    loose = QPointF(scene.geometry.left + 20, scene.geometry.centre_y)  # the centre line, on no card or zone
    drag(qtbot, screen, attacker, loose)
    qtbot.waitUntil(lambda: isinstance(screen.scene.menu, QMenu), timeout=5000)
    menu = screen.scene.menu
    texts = [a.text() for a in menu.actions()]
    assert any("frontal" in t for t in texts) and any("side" in t for t in texts), texts
    entry = next(a for a in menu.actions() if "side" in a.text())
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(entry).center())
    qtbot.waitUntil(lambda: any(e.kind == "answer" and e.card == attack.card for e in screen.snapshot.events),
                    timeout=5000)  # fmt: skip
    battle = screen.snapshot.view.battle
    assert battle is None or battle.kind == "side"


def test_a_direct_attack_shows_its_arrow_to_the_opponent_rule_7_2_1_4_1(qtbot, window):
    """No character faces the attacker: it is dropped anywhere, attacks directly, and although its battle ends
    with no question on the way (no counter step), its arrow points at the opponent until the next move."""
    game = game_at("weiss-schwarz", lambda g: bool(_attacks(g, "direct")))
    attack = _attacks(game, "direct")[0]
    screen = show(window, game)
    scene = screen.scene
    attacker = scene.cards[attack.card]
    options = drag_options(Dragged(attack.card, attacker.zone), screen.snapshot.legal, scene.gestures)
    assert [a.option for a in options.actions] == ["direct"]
    drag(qtbot, screen, attacker, QPointF(scene.geometry.left + 20, scene.geometry.centre_y))
    qtbot.waitUntil(lambda: any(e.kind == "answer" and e.card == attack.card for e in screen.snapshot.events),
                    timeout=5000)  # fmt: skip
    scene = screen.scene
    assert screen.snapshot.view.battle is None, "the battle is over: no question stopped it"
    arrows = _arrows(scene)
    assert arrows, "the direct attack's arrow stays on the table"
    plate = scene.geometry.plate_rect(False)
    assert plate.contains(arrows[0].end), "it points at the opponent"
    assert scene.cards[attack.card].footprint().contains(scene.cards[attack.card].mapFromScene(arrows[0].start))
