"""Every action without a mouse: focus a card with the keyboard, open its actions with Enter, pick one."""

from __future__ import annotations

from desktop.qt import QApplication, QMenu, Qt
from engine.ids import ZoneRef

from .conftest import start
from .helpers import reach_main, wait_for_decision


def test_focus_a_card_press_enter_and_pick_its_action(qtbot, window):
    screen = start(window)
    snapshot = reach_main(qtbot, screen)
    seat = snapshot.seat
    view = screen.view
    view.setFocus()
    qtbot.waitUntil(view.hasFocus, timeout=2000)
    playable = {a.card for a in snapshot.legal if a.kind == "play"}
    for _ in range(len(screen.scene.cards) + 1):
        card = view.focused_card()
        if card is not None and card.iid in playable:
            break
        qtbot.keyClick(view, Qt.Key.Key_Right)
    card = view.focused_card()
    assert card is not None and card.iid in playable
    assert screen.preview.card_id == card.card.card_id, "the preview follows keyboard focus"
    qtbot.keyClick(view, Qt.Key.Key_Return)
    menu = screen.scene.menu
    assert isinstance(menu, QMenu) and menu.isVisible()
    labels = [a.text() for a in menu.actions()]
    assert any(label.startswith("Play ") for label in labels)
    before = snapshot.view.zone(ZoneRef("field", seat)).count
    qtbot.keyClick(menu, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: screen.snapshot.view.zone(ZoneRef("field", seat)).count == before + 1, timeout=5000)


def test_tab_walks_the_cards_then_leaves_for_the_question_bar(qtbot, window):
    screen = start(window)
    reach_main(qtbot, screen)
    view = screen.view
    view.setFocus()
    qtbot.waitUntil(lambda: view.focused_card() is not None, timeout=2000)
    seen = set()
    for _ in range(len(screen.scene.focus_order()) - 1):
        seen.add(view.focused_card().iid)
        qtbot.keyClick(view, Qt.Key.Key_Tab)
    seen.add(view.focused_card().iid)
    assert seen == {i.iid for i in screen.scene.focus_order()}
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert not view.hasFocus(), "past the last card, Tab moves on to the other controls"


def test_the_actions_button_lists_every_legal_action(qtbot, window):
    screen = start(window)
    snapshot = reach_main(qtbot, screen)
    bar = screen.question_bar
    menu = bar.open_actions_menu()
    assert len(menu.actions()) == len([a for a in snapshot.legal if a.kind != "pass"])
    qtbot.keyClick(menu, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: screen.snapshot is not snapshot, timeout=5000)
    assert QApplication.activePopupWidget() is None
    wait_for_decision(qtbot, screen)
