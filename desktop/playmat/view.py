"""The playmat widget: fits the scene to the window and routes mouse and keyboard gestures to the scene."""

from __future__ import annotations

from desktop.playmat.card_item import CardItem
from desktop.playmat.geometry import COMPACT_BELOW
from desktop.playmat.menus import open_card_menu
from desktop.playmat.scene import PlaymatScene
from desktop.qt import (
    QEvent,
    QFocusEvent,
    QFrame,
    QGraphicsView,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPointF,
    QResizeEvent,
    Qt,
    QToolButton,
    QWidget,
)

NEXT_KEYS = (Qt.Key.Key_Right, Qt.Key.Key_Down)
PREVIOUS_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Up)


class PlaymatView(QGraphicsView):
    """Shows the whole table, scaled to fit while keeping its aspect; never scrolls."""

    def __init__(self, scene: PlaymatScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table_scene = scene
        self._pressed: CardItem | None = None
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)  # the felt is painted once per size
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setAccessibleName("Playmat")
        self.side_button = QToolButton(self)  # hides and shows the side panel (the game screen connects it)
        self.side_button.setObjectName("sidePanelButton")
        self.side_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._side_shown = True
        self.show_side_state(True)
        scene.sceneRectChanged.connect(lambda _rect: self.fit())

    def show_side_state(self, shown: bool) -> None:
        """The corner button says what it will do: hide the side panel, or show it again."""
        self._side_shown = shown
        self.side_button.setToolTip(f"{'Hide' if shown else 'Show'} the card preview and game log (F9)")
        self._place_side_button()

    def _place_side_button(self) -> None:
        """Top left, over the player plates' column, where no game has a zone (at the top right it hid the label of
        the opponent's corner zone); its words shrink to an arrow where the column is narrower than they are."""
        button = self.side_button
        button.setText("Hide panel ▸" if self._side_shown else "◂ Card && log")
        button.adjustSize()  # its style sheet may have come after its text
        geometry = self.table_scene.geometry
        if geometry is not None:
            room = self.mapFromScene(QPointF(geometry.left - geometry.gap, 0)).x() - 6
            if button.width() > room:
                button.setText("▸" if self._side_shown else "◂")
                button.adjustSize()
        button.move(6, 6)

    def fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self._place_side_button()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        if size.height() > 0:
            self.table_scene.set_aspect(size.width() / size.height(), size.height() < COMPACT_BELOW)
        self.fit()
        self._place_side_button()

    def _card_at(self, event: QMouseEvent) -> CardItem | None:
        for item in self.items(event.position().toPoint()):
            if isinstance(item, CardItem):
                return item
        return None

    def _scene_pos(self, event: QMouseEvent) -> QPointF:
        return self.mapToScene(event.position().toPoint())

    # Mouse.

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.table_scene.cores.press(self._scene_pos(event)):
            return  # a core picked up (desktop/playmat/cores.py)
        item = self._card_at(event)
        scene = self.table_scene
        if event.button() == Qt.MouseButton.RightButton and item is not None:
            open_card_menu(scene, item)
            return
        if event.button() == Qt.MouseButton.LeftButton and item is not None:
            self.setFocus(Qt.FocusReason.MouseFocusReason)
            if scene.can_drag(item):
                scene.begin_drag(item, self._scene_pos(event))
            self._pressed = item
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self.table_scene.cores.move(self._scene_pos(event)):
            return
        scene = self.table_scene
        if scene._drag is not None:
            scene.move_drag(self._scene_pos(event))
            return
        scene.hover(self._card_at(event))
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.table_scene.cores.release(self._scene_pos(event)):
            return
        if event.button() != Qt.MouseButton.LeftButton:
            super().mouseReleaseEvent(event)
            return
        pressed, self._pressed = self._pressed, None
        if self.table_scene.end_drag(self._scene_pos(event)):
            return
        if pressed is not None and pressed.scene() is self.table_scene:
            self.table_scene.click(pressed)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        """A double click does a card's only legal action, or lists several."""
        item = self._card_at(event)
        if item is None or item.iid is None:
            return
        actions = self.table_scene.actions_for(item.iid)
        if len(actions) == 1:
            self.table_scene.acted.emit(actions[0])
        elif actions:
            open_card_menu(self.table_scene, item)

    def leaveEvent(self, event: QEvent) -> None:
        self.table_scene.hover(None)
        super().leaveEvent(event)

    # Keyboard.

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            key = event.key()
            if (
                key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
                and not event.modifiers() & Qt.KeyboardModifier.ControlModifier
            ):
                forward = key == Qt.Key.Key_Tab and not event.modifiers() & Qt.KeyboardModifier.ShiftModifier
                if self.move_focus(1 if forward else -1, wrap=False):
                    return True
                self.table_scene.clearFocus()
                return QWidget.focusNextPrevChild(self, forward)  # past the cards: on to the next widget
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in NEXT_KEYS:
            self.move_focus(1)
        elif key in PREVIOUS_KEYS:
            self.move_focus(-1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Menu):
            item = self.focused_card()
            if item is not None:
                open_card_menu(self.table_scene, item)
        else:
            super().keyPressEvent(event)

    def focused_card(self) -> CardItem | None:
        item = self.table_scene.focusItem()
        return item if isinstance(item, CardItem) else None

    def move_focus(self, step: int, *, wrap: bool = True) -> bool:
        """Focus the next (step 1) or previous (-1) card; False at either end when not wrapping."""
        order = self.table_scene.focus_order()
        if not order:
            return False
        current = self.focused_card()
        index = order.index(current) + step if current in order else (0 if step > 0 else len(order) - 1)
        if not 0 <= index < len(order):
            if not wrap:
                return False
            index %= len(order)
        order[index].setFocus(Qt.FocusReason.TabFocusReason)
        self.table_scene.hover(order[index])
        self.ensureVisible(order[index])
        return True

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Focus by key lands on a card; by mouse it does not (the preview stays on the card under the pointer)."""
        super().focusInEvent(event)
        by_mouse = event.reason() in (Qt.FocusReason.MouseFocusReason, Qt.FocusReason.PopupFocusReason)
        if not by_mouse and self.focused_card() is None and self.table_scene.cards:
            self.move_focus(1)
