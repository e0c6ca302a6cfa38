"""Battles you can see, in every game: an arrow from the attacker to what it attacks, and a panel with both
powers as they are now (a counter raises the defender's at once). Attacks are made with real mouse events."""

from __future__ import annotations

import pytest

from desktop.playmat.battle import ArrowItem, BattlePanel
from desktop.qt import QMenu, Qt
from desktop.table import Seat
from engine.ids import PlayerId

from .gestures import centre, drag, game_at, my_turn_to, show
from .helpers import view_point

HOT_SEAT = (Seat.HUMAN, Seat.HUMAN)


def _panel(scene):
    panels = [i for i in scene.battle if isinstance(i, BattlePanel)]
    return panels[0] if panels else None


def _arrows(scene):
    return [i for i in scene.battle if isinstance(i, ArrowItem)]


@pytest.mark.parametrize("ruleset_id", ["one-piece", "energio"])
def test_an_attack_shows_its_arrow_and_battle_panel_rule_7_1_1(qtbot, window, ruleset_id):
    game = game_at(ruleset_id, lambda g: my_turn_to(g, "attack"))
    attack = next(a for a in game.legal_actions() if a.kind == "attack")
    screen = show(window, game, HOT_SEAT)
    scene = screen.scene
    attacker, target = scene.cards[attack.card], scene.cards[attack.target]
    names = screen.words.card(attack.card), screen.words.card(attack.target)
    drag(qtbot, screen, attacker, centre(target))
    qtbot.waitUntil(lambda: _panel(screen.scene) is not None, timeout=5000)
    scene = screen.scene
    arrow = _arrows(scene)[0]
    assert scene.cards[attack.card].footprint().contains(scene.cards[attack.card].mapFromScene(arrow.start))
    assert scene.cards[attack.target].footprint().contains(scene.cards[attack.target].mapFromScene(arrow.end))
    text = _panel(scene).text()
    assert names[0] in text and names[1] in text, text
    battle = screen.snapshot.view.battle
    assert (battle.attacker, battle.target) == (attack.card, attack.target)
    defender_power = dict(scene.cards[attack.target].card.stats)["power"]
    assert f"vs {defender_power} " in text
    counter = _first_counter(qtbot, screen)
    assert counter is not None, "the defender has a counter to play (7-1-3)"
    screen.submit(counter)  # the panel shows the new power at once
    qtbot.waitUntil(lambda: f"vs {defender_power} " not in _panel(screen.scene).text(), timeout=5000)


def _first_counter(qtbot, screen):
    """The defender's first counter action, answering the block step with no block (None if it has none)."""
    for _ in range(4):
        snapshot = screen.snapshot
        if snapshot.view.battle is None:
            return None
        counters = [a for a in snapshot.legal if a.kind == "counter"]
        if counters:
            return counters[0]
        if not any(a.kind == "pass" for a in snapshot.legal):
            return None
        before = snapshot
        screen.submit(next(a for a in snapshot.legal if a.kind == "pass"))
        qtbot.waitUntil(lambda before=before: screen.snapshot is not before, timeout=5000)
    return None


def test_a_weiss_schwarz_attack_shows_its_arrow_and_battle_panel_rule_7_2_1(qtbot, window):
    game = game_at("weiss-schwarz", _frontal)
    attack = next(a for a in game.legal_actions() if a.kind == "attack" and a.option == "frontal")
    screen = show(window, game, HOT_SEAT)
    attacker = screen.scene.cards[attack.card]
    viewport = screen.view.viewport()
    qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=view_point(screen, centre(attacker)))
    kinds = [a for a in screen.snapshot.legal if a.kind == "attack" and a.card == attack.card]
    if len(kinds) > 1:  # frontal, side (or direct): a menu asks which; one kind is made at once
        menu = screen.scene.menu
        assert isinstance(menu, QMenu), "the attack kinds are offered"
        entry = next(a for a in menu.actions() if "frontal" in a.text())
        qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(entry).center())
    qtbot.waitUntil(lambda: _panel(screen.scene) is not None, timeout=5000)
    scene = screen.scene
    battle = screen.snapshot.view.battle
    assert (battle.attacker, battle.kind) == (attack.card, "frontal")
    arrow = _arrows(scene)[0]
    defender = scene.cards[battle.target]
    assert defender.footprint().contains(defender.mapFromScene(arrow.end)), "the arrow points at the character faced"
    text = _panel(scene).text()
    assert text.startswith("Frontal attack") and screen.words.card(attack.card) in text, text
    assert screen.words.card(battle.target) in text


def _frontal(game):
    """Seat 0 may make a frontal attack (7.2.1.4): the battle then waits on the trigger step's question."""
    return any(a.kind == "attack" and a.option == "frontal" and a.player == 0 for a in game.legal_actions())


def test_a_blocker_dragged_into_the_battle_takes_the_arrow_rule_7_1_2(qtbot, window):
    """The defender drags its [Blocker] onto the attacker: the attack now points at the blocker."""
    game = game_at("one-piece", lambda g: my_turn_to(g, "block", PlayerId(1)))
    block = next(a for a in game.legal_actions() if a.kind == "block")
    screen = show(window, game, HOT_SEAT)
    qtbot.keyClick(screen.cover, Qt.Key.Key_Return)  # the defender takes the screen
    scene = screen.scene
    attacker = scene.cards[screen.snapshot.view.battle.attacker]
    blocker = scene.cards[block.card]
    drag(qtbot, screen, blocker, centre(attacker))
    qtbot.waitUntil(
        lambda: screen.snapshot.view.battle is not None and screen.snapshot.view.battle.blocker == block.card,
        timeout=5000,
    )
    qtbot.waitUntil(
        lambda: _panel(screen.scene) is not None and _panel(screen.scene).caption == "Blocked", timeout=5000
    )
    blocked = next(a for a in _arrows(screen.scene) if not a.dashed)
    shown = screen.scene.cards[block.card]
    assert shown.footprint().contains(shown.mapFromScene(blocked.end)), "the attack points at the blocker now"
    assert screen.words.card(block.card) in _panel(screen.scene).text()
