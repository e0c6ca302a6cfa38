"""The deck's sections as a tree: each section with its count, each card with its copies; drop cards to add."""

from __future__ import annotations

from desktop.deck_builder.browser import CARD_MIME
from desktop.deck_builder.draft import DeckDraft, section_label
from desktop.deck_builder.search import TIMES
from desktop.qt import (
    QAbstractItemView,
    QAction,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QHeaderView,
    QKeyEvent,
    QMenu,
    QPoint,
    Qt,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
    Signal,
)
from engine.formats.cards import CardDatabase, CardDefinition

CARD_ROLE = Qt.ItemDataRole.UserRole
SECTION_ROLE = Qt.ItemDataRole.UserRole + 1


class DeckSections(QTreeWidget):
    """Shows a draft; asks to add or remove copies (the builder changes the draft and calls show_draft)."""

    add_requested = Signal(str, str)  # card id, section ("" to let the draft choose)
    remove_requested = Signal(str, str, int)  # card id, section, copies (a large number removes all)
    card_shown = Signal(object)  # CardDefinition

    def __init__(self, database: CardDatabase, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("deckSections")
        self.database = database
        self.read_only = False
        self.setColumnCount(3)
        self.setHeaderLabels(["Card", "Number", "Copies"])
        header = self.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        self.setRootIsDecorated(False)
        self.setAcceptDrops(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DropOnly)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._menu)
        self.itemDoubleClicked.connect(lambda item, _: self._remove(item, 1))
        self.currentItemChanged.connect(self._show)

    def show_draft(self, draft: DeckDraft) -> None:
        """Redraw from the draft, keeping the selected card selected."""
        current = self.selected()
        self.clear()
        for section, table in draft.sections.items():
            head = QTreeWidgetItem([section_label(section, self.database), "", str(draft.count(section))])
            head.setData(0, SECTION_ROLE, section)
            font = head.font(0)
            font.setBold(True)
            for column in range(3):
                head.setFont(column, font)
            head.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.addTopLevelItem(head)
            for card_id, count in table.items():
                name = self.database.get(card_id).name if card_id in self.database else f"unknown card {card_id}"
                item = QTreeWidgetItem([name, card_id, f"{TIMES}{count}"])
                item.setData(0, CARD_ROLE, card_id)
                item.setData(0, SECTION_ROLE, section)
                item.setTextAlignment(2, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                head.addChild(item)
                if current == (card_id, section):
                    self.setCurrentItem(item)
            head.setExpanded(True)

    def selected(self) -> tuple[str, str] | None:
        """The selected card's id and section."""
        item = self.currentItem()
        card_id = item.data(0, CARD_ROLE) if item is not None else None
        return (card_id, item.data(0, SECTION_ROLE)) if item is not None and card_id else None

    def card_items(self) -> list[QTreeWidgetItem]:
        items = []
        for top in range(self.topLevelItemCount()):
            head = self.topLevelItem(top)
            if head is not None:
                items += [child for number in range(head.childCount()) if (child := head.child(number)) is not None]
        return items

    def _remove(self, item: QTreeWidgetItem | None, count: int) -> None:
        card_id = item.data(0, CARD_ROLE) if item is not None else None
        if card_id and item is not None and not self.read_only:
            self.remove_requested.emit(card_id, item.data(0, SECTION_ROLE), count)

    def _add(self, item: QTreeWidgetItem | None) -> None:
        card_id = item.data(0, CARD_ROLE) if item is not None else None
        if card_id and item is not None and not self.read_only:
            self.add_requested.emit(card_id, item.data(0, SECTION_ROLE))

    def _show(self, item: QTreeWidgetItem | None) -> None:
        card_id = item.data(0, CARD_ROLE) if item is not None else None
        if card_id and card_id in self.database:
            self.card_shown.emit(self.database.get(card_id))

    def _menu(self, point: QPoint) -> None:
        item = self.itemAt(point)
        if item is None or not item.data(0, CARD_ROLE) or self.read_only:
            return
        menu = QMenu(self)
        for text, handler in (
            ("Add a copy  (+)", lambda: self._add(item)),
            ("Remove a copy  (-)", lambda: self._remove(item, 1)),
            ("Remove every copy  (Delete)", lambda: self._remove(item, 1_000)),
        ):
            action = QAction(text, menu)
            action.triggered.connect(handler)
            menu.addAction(action)
        menu.popup(self.viewport().mapToGlobal(point))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self._add(self.currentItem())
        elif key == Qt.Key.Key_Minus:
            self._remove(self.currentItem(), 1)
        elif key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self._remove(self.currentItem(), 1_000)
        else:
            super().keyPressEvent(event)

    # Cards dragged in from the browser.

    def _card_of(self, event: QDropEvent | QDragEnterEvent | QDragMoveEvent) -> CardDefinition | None:
        data = event.mimeData()
        if self.read_only or data is None or not data.hasFormat(CARD_MIME):
            return None
        card_id = bytes(data.data(CARD_MIME).data()).decode("utf-8", "replace")
        return self.database.get(card_id) if card_id in self.database else None

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self._card_of(event) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if self._card_of(event) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        card = self._card_of(event)
        if card is None:
            event.ignore()
            return
        self.add_requested.emit(card.id, "")  # the draft puts it where its category belongs
        event.acceptProposedAction()
