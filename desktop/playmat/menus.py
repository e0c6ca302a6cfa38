"""Small pop-up menus of legal actions (never modal): after an ambiguous drop, or on a card by key or right-click."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from desktop.qt import QCursor, QMenu, QPoint
from engine.decisions import DecisionKind

if TYPE_CHECKING:
    from desktop.playmat.card_item import CardItem
    from desktop.playmat.scene import PlaymatScene
    from engine.actions import Action


def _anchor(scene: PlaymatScene, item: CardItem | None) -> QPoint:
    views = scene.views()
    if item is None or not views:
        return QCursor.pos()
    view = views[0]
    corner = item.mapToScene(item.boundingRect().center())
    return view.viewport().mapToGlobal(view.mapFromScene(corner))


def open_action_menu(
    scene: PlaymatScene,
    actions: list[Action],
    *,
    item: CardItem | None = None,
    on_close: Callable[[], None] | None = None,
    extra: list[tuple[str, Callable[[], None]]] | None = None,
) -> QMenu:
    """Offer `actions` (and `extra` entries); the chosen one is submitted. Kept in `scene.menu` for tests."""
    views = scene.views()
    menu = QMenu(views[0] if views else None)
    menu.setObjectName("actionMenu")
    words = scene.context.words
    for action in actions:
        entry = menu.addAction(words.action(action))
        entry.triggered.connect(lambda _=False, chosen=action: scene.acted.emit(chosen))
    for label, callback in extra or []:
        entry = menu.addAction(label)
        entry.triggered.connect(lambda _=False, run=callback: run())
    if menu.isEmpty():
        menu.addAction(_nothing_to_do(scene)).setEnabled(False)
    if on_close is not None:
        menu.aboutToHide.connect(on_close)
    if menu.actions() and menu.actions()[0].isEnabled():
        menu.setActiveAction(menu.actions()[0])
    scene.menu = menu
    menu.popup(_anchor(scene, item))
    scene.menu_opened.emit(menu)
    return menu


def _nothing_to_do(scene: PlaymatScene) -> str:
    """Why a card offers nothing: a question waits for an answer in the question bar (a Life card to take by its
    place in the pile), or the card has no legal action now."""
    snapshot = scene.snapshot
    decision = snapshot.view.decision if snapshot is not None else None
    asked = decision is not None and snapshot is not None and decision.player == snapshot.seat
    if asked and decision is not None and decision.kind is not DecisionKind.ACT:
        return f"Answer in the bar below: {scene.context.words.prompt(decision.prompt)}"
    return "No legal action for this card now"


def open_card_menu(scene: PlaymatScene, item: CardItem) -> QMenu:
    """Every legal action of one card, plus selecting it when a question offers it."""
    extra: list[tuple[str, Callable[[], None]]] = []
    options, selected = scene.choice
    if item.iid is not None and item.iid in options:
        label = "Unselect" if item.iid in selected else "Select"
        iid = item.iid
        extra.append((f"{label} {scene.context.words.card(iid)}", lambda: scene.option_clicked.emit(iid)))
    actions = scene.actions_for(item.iid) if item.iid is not None else []
    return open_action_menu(scene, actions, item=item, extra=extra)
