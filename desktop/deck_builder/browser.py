"""The card browser: a search box and filters over the ruleset's cards, shown as a grid of faces or a list."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from desktop.cards.images import CardImages
from desktop.deck_builder.search import ANY, TIMES, CardQuery, Facet, SearchIndex, display_word, facets_for
from desktop.qt import (
    QAbstractItemView,
    QAbstractListModel,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QKeySequence,
    QLabel,
    QLineEdit,
    QListView,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    QPushButton,
    QShortcut,
    QSize,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)
from engine.formats.cards import CardDatabase, CardDefinition

CARD_MIME = "application/x-playmat-card"
"""Drag data: a card id (UTF-8)."""
GRID_FACE = (120, 168)
LIST_FACE = (36, 50)
FILTERS_PER_ROW = 4

Index = QModelIndex | QPersistentModelIndex


class CardListModel(QAbstractListModel):
    """The cards that match the search, with their faces; dragging one carries its id."""

    def __init__(self, images: CardImages, copies: Callable[[str], int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.images = images
        self.copies = copies
        self.cards: list[CardDefinition] = []
        self.detailed = False
        if images.downloads is not None:  # a card's picture arrived: its face is drawn again
            images.downloads.arrived.connect(self._art_arrived)

    def _art_arrived(self, card_id: str) -> None:
        for row, card in enumerate(self.cards):
            if card.id == card_id:
                self.dataChanged.emit(self.index(row), self.index(row), [Qt.ItemDataRole.DecorationRole])

    def set_cards(self, cards: Sequence[CardDefinition]) -> None:
        self.beginResetModel()
        self.cards = list(cards)
        self.endResetModel()

    def set_detailed(self, detailed: bool) -> None:
        self.beginResetModel()
        self.detailed = detailed
        self.endResetModel()

    def refresh_counts(self) -> None:
        if self.cards:
            self.dataChanged.emit(self.index(0), self.index(len(self.cards) - 1), [Qt.ItemDataRole.DisplayRole])

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's own default
        return 0 if parent.isValid() else len(self.cards)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self.cards):
            return None
        card = self.cards[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._label(card)
        if role == Qt.ItemDataRole.DecorationRole:
            return self.images.face(card, LIST_FACE if self.detailed else GRID_FACE)
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"{card.id}: {card.name}"
        if role == Qt.ItemDataRole.UserRole:
            return card.id
        return None

    def _label(self, card: CardDefinition) -> str:
        copies = self.copies(card.id)
        owned = f"  {TIMES}{copies}" if copies else ""
        if not self.detailed:  # the count first, so a long name's elision never hides it
            return f"{TIMES}{copies} {card.name}" if copies else card.name
        numbers = [f"cost {card.cost}" if card.cost is not None else "", f"{card.power} power" if card.power else ""]
        colours = "/".join(display_word(colour) for colour in card.colors)
        facts = " · ".join(part for part in (display_word(card.category), colours, *numbers) if part)
        return f"{card.id}  {card.name}{owned}\n{facts}"

    def flags(self, index: Index) -> Qt.ItemFlag:
        base = super().flags(index)
        return base | Qt.ItemFlag.ItemIsDragEnabled if index.isValid() else base

    def mimeTypes(self) -> list[str]:
        return [CARD_MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        data = QMimeData()
        rows = [index.row() for index in indexes if index.isValid()]
        if rows:
            data.setData(CARD_MIME, self.cards[rows[0]].id.encode())
        return data


class CardBrowser(QWidget):
    """Search and filters above the results, best match first; double-click or Enter adds a card, selecting one
    previews it."""

    card_chosen = Signal(object)  # CardDefinition: add it to the deck
    card_shown = Signal(object)  # CardDefinition: preview it

    def __init__(
        self, database: CardDatabase, images: CardImages, copies: Callable[[str], int], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.database = database
        self.facets: list[Facet] = facets_for(database)
        self.search_index = SearchIndex(database)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        self.search_box = QLineEdit()
        self.search_box.setObjectName("searchBox")
        self.search_box.setPlaceholderText("Search name, text, number or category (typos forgiven)")
        self.search_box.setClearButtonEnabled(True)
        top.addWidget(self.search_box, 1)
        self.grid_button = QPushButton("Grid")
        self.list_button = QPushButton("List")
        for button in (self.grid_button, self.list_button):
            button.setCheckable(True)
            top.addWidget(button)
        self.grid_button.setChecked(True)
        layout.addLayout(top)
        self.filters: dict[str, QComboBox] = {}
        grid = QGridLayout()
        grid.setHorizontalSpacing(6)
        for number, facet in enumerate(self.facets):
            grid.addWidget(self._filter_box(facet), number // FILTERS_PER_ROW, number % FILTERS_PER_ROW)
        layout.addLayout(grid)
        status = QHBoxLayout()
        self.count_label = QLabel()
        self.count_label.setObjectName("resultCount")
        status.addWidget(self.count_label, 1)
        self.clear_button = QPushButton("Clear filters")
        self.clear_button.clicked.connect(self.clear_filters)
        status.addWidget(self.clear_button)
        layout.addLayout(status)
        self.model = CardListModel(images, copies, self)
        self.view = QListView()
        self.view.setObjectName("cardResults")
        self.view.setModel(self.model)
        self.view.setUniformItemSizes(True)
        self.view.setResizeMode(QListView.ResizeMode.Adjust)
        self.view.setMovement(QListView.Movement.Static)
        self.view.setDragEnabled(True)
        self.view.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setWordWrap(True)
        layout.addWidget(self.view, 1)
        self.search_box.textChanged.connect(self.refresh)
        self.grid_button.clicked.connect(lambda: self.set_grid(True))
        self.list_button.clicked.connect(lambda: self.set_grid(False))
        self.view.doubleClicked.connect(self._choose)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            shortcut = QShortcut(QKeySequence(key), self.view, context=Qt.ShortcutContext.WidgetShortcut)
            shortcut.activated.connect(lambda: self._choose(self.view.currentIndex()))
        self.view.selectionModel().currentChanged.connect(self._show)
        self.set_grid(True)
        self.refresh()

    def _filter_box(self, facet: Facet) -> QComboBox:
        box = QComboBox()
        box.setObjectName(f"filter_{facet.key}")
        box.setToolTip(facet.label)
        box.addItem(f"Any {facet.label.lower()}", ANY)
        for value in facet.options(self.database.cards()):
            box.addItem(f"{facet.label}: {facet.show(value)}", value)
        box.currentIndexChanged.connect(self.refresh)
        self.filters[facet.key] = box
        return box

    def query(self) -> CardQuery:
        chosen = {key: box.currentData() for key, box in self.filters.items()}
        return CardQuery(self.search_box.text(), {key: value for key, value in chosen.items() if value != ANY})

    def set_filter(self, key: str, value: str) -> None:
        """Choose a filter value by code (as the tests and a keyboard user would through the combo box)."""
        box = self.filters[key]
        box.setCurrentIndex(box.findData(value))

    def clear_filters(self) -> None:
        for box in self.filters.values():
            box.blockSignals(True)
            box.setCurrentIndex(0)
            box.blockSignals(False)
        self.search_box.clear()
        self.refresh()

    def refresh(self) -> None:
        cards = self.search_index.search(self.query(), self.facets)
        self.model.set_cards(cards)
        self.count_label.setText(f"{len(cards)} of {len(self.database)} cards")

    def set_grid(self, grid: bool) -> None:
        self.grid_button.setChecked(grid)
        self.list_button.setChecked(not grid)
        self.model.set_detailed(not grid)
        if grid:
            self.view.setViewMode(QListView.ViewMode.IconMode)
            self.view.setIconSize(QSize(*GRID_FACE))
            self.view.setGridSize(QSize(GRID_FACE[0] + 10, GRID_FACE[1] + 38))
            self.view.setSpacing(4)
        else:
            self.view.setViewMode(QListView.ViewMode.ListMode)
            self.view.setIconSize(QSize(*LIST_FACE))
            self.view.setGridSize(QSize())
            self.view.setSpacing(1)
        self.view.setDragEnabled(True)
        self.view.setMovement(QListView.Movement.Static)

    def shown_cards(self) -> list[CardDefinition]:
        return list(self.model.cards)

    def select(self, card_id: str) -> None:
        rows = [number for number, card in enumerate(self.model.cards) if card.id == card_id]
        if rows:
            self.view.setCurrentIndex(self.model.index(rows[0]))

    def _choose(self, index: QModelIndex) -> None:
        if index.isValid():
            self.card_chosen.emit(self.model.cards[index.row()])

    def _show(self, index: QModelIndex) -> None:
        if index.isValid():
            self.card_shown.emit(self.model.cards[index.row()])
