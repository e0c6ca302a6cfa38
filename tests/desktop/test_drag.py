"""Drags validated by the engine, driven with real mouse events on the playmat's viewport (QTest).

Qt's own drag-and-drop loop (QDrag) cannot run offscreen, so the playmat does not use it: it
moves the card itself on press/move/release, and these tests send exactly those mouse events.
"""

from __future__ import annotations

from desktop.forced import main_window
from desktop.qt import QPushButton, Qt
from engine.ids import ZoneRef

from .conftest import screenshot, start
from .gestures import ME, drag, game_at, my_turn_to, show
from .helpers import answer_passively, reach_main, view_point, wait_for_decision


def _drag(qtbot, screen, item, scene_target):
    viewport = screen.view.viewport()
    press = view_point(screen, item.mapToScene(item.boundingRect().center()))
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=press)
    middle = (press + view_point(screen, scene_target)) / 2
    qtbot.mouseMove(viewport, pos=middle)
    qtbot.mouseMove(viewport, pos=view_point(screen, scene_target))
    return viewport


def _field_centre(screen, seat):
    return screen.scene.zones[ZoneRef("field", seat)].place.rect.center()


def _hand_items(screen, seat):
    return [i for i in screen.scene.cards.values() if i.zone == ZoneRef("hand", seat)]


def test_a_legal_drag_applies(qtbot, window):
    screen = start(window)
    snapshot = reach_main(qtbot, screen)
    seat = snapshot.seat
    card = _hand_items(screen, seat)[0]
    card_id = card.card.card_id
    before = snapshot.view.zone(ZoneRef("field", seat)).count
    viewport = _drag(qtbot, screen, card, _field_centre(screen, seat))
    assert not any(z.lit for z in screen.scene.zones.values()), "a play that goes anywhere lights no one zone"
    assert screen.scene._hint.text().startswith("Drop anywhere to: Play")
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=view_point(screen, _field_centre(screen, seat)))
    qtbot.waitUntil(lambda: screen.snapshot.view.zone(ZoneRef("field", seat)).count == before + 1, timeout=5000)
    field = screen.snapshot.view.zone(ZoneRef("field", seat))
    assert card_id in [c.card_id for c in field.cards]


def test_an_illegal_drag_slides_back_and_says_why(qtbot, window):
    screen = start(window)
    snapshot = reach_main(qtbot, screen)
    seat = snapshot.seat
    first = _hand_items(screen, seat)[0]
    screen.submit(next(a for a in snapshot.legal if a.kind == "play" and a.card == first.iid))
    snapshot = wait_for_decision(qtbot, screen)
    hand = _hand_items(screen, seat)
    assert hand, "a card is left in hand"
    card = hand[0]
    origin = card.pos()
    viewport = _drag(qtbot, screen, card, _field_centre(screen, seat))
    assert card.pos() != origin
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=view_point(screen, _field_centre(screen, seat)))
    qtbot.waitUntil(lambda: card.pos() == origin, timeout=5000)
    assert card.zValue() < 1000, "back under the cards it was under"
    message = window.statusBar().currentMessage()
    assert "(rule S-3-1)" in message
    assert "already played" in message
    assert screen.snapshot is snapshot, "nothing was submitted"
    screenshot(window, "table-refused-drag")


def test_a_drop_back_on_its_own_zone_does_nothing(qtbot, window):
    screen = start(window)
    snapshot = reach_main(qtbot, screen)
    card = _hand_items(screen, snapshot.seat)[0]
    origin = card.pos()
    hand_centre = screen.scene.zones[ZoneRef("hand", snapshot.seat)].place.rect.center()
    viewport = _drag(qtbot, screen, card, hand_centre)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=view_point(screen, hand_centre))
    qtbot.waitUntil(lambda: card.pos() == origin, timeout=5000)
    assert window.statusBar().currentMessage() == ""
    assert screen.snapshot is snapshot


def test_a_refusal_leaves_the_status_bar_when_the_next_move_succeeds(qtbot, window):
    """The status bar says why a drop was refused (ONE PIECE 2-7-2: a cost the active DON!! cannot pay) only until a
    move succeeds: a legal drag after it, or an answer in the question bar, clears it."""
    game = game_at("one-piece", lambda g: _a_play_and_a_refusal(g) is not None)
    screen = show(window, game)
    snapshot = wait_for_decision(qtbot, screen)
    area = screen.scene.zones[ZoneRef("character", ME)].place.rect.center()

    def refused() -> None:
        legal = {a.card for a in screen.snapshot.legal if a.kind == "play_character"}
        card = next(i for i in _hand_items(screen, ME) if i.iid not in legal)
        drag(qtbot, screen, card, area)
        qtbot.waitUntil(lambda: "(rule" in window.statusBar().currentMessage(), timeout=5000)

    refused()
    legal = {a.card for a in snapshot.legal if a.kind == "play_character"}
    drag(qtbot, screen, next(i for i in _hand_items(screen, ME) if i.iid in legal), area)
    qtbot.waitUntil(lambda: screen.snapshot is not snapshot, timeout=5000)
    assert window.statusBar().currentMessage() == "", "the refusal went with the move that succeeded"
    snapshot = wait_for_decision(qtbot, screen)
    while not main_window(snapshot):  # an [On Play] may ask first
        answer_passively(qtbot, screen)
        snapshot = wait_for_decision(qtbot, screen)
    refused()
    passing = screen.question_bar.findChild(QPushButton, "passButton")
    qtbot.mouseClick(passing, Qt.MouseButton.LeftButton)
    if screen.strip.next_button.property("armed"):  # moves left: the first press asks for a second
        qtbot.mouseClick(passing, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen.snapshot is not snapshot, timeout=5000)
    assert "(rule" not in window.statusBar().currentMessage(), "an answer in the question bar clears it too"


def _a_play_and_a_refusal(game):
    """A main-phase window where one hand card can be played and another cannot (its cost is too high)."""
    if not my_turn_to(game, "play_character"):
        return None
    playable = {a.card for a in game.legal_actions() if a.kind == "play_character"}
    hand = game.state.zones.get(ZoneRef("hand", ME), [])
    return (playable, hand) if playable and any(iid not in playable for iid in hand) else None
