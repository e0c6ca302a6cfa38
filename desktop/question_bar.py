"""The one question bar: answers the shown seat's pending decision with buttons, never a modal dialog."""

from __future__ import annotations

from desktop.qt import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QResizeEvent,
    QScrollArea,
    QSize,
    QSizePolicy,
    QSpinBox,
    Qt,
    QWidget,
    Signal,
)
from desktop.table import Snapshot
from desktop.words import Words
from engine import actions as A
from engine.actions import Action
from engine.decisions import Decision, DecisionKind

INDEX_CONTEXTS = frozenset({"core_payment", "core_placement", "first_or_second", "choose_mode", "replacement"})
"""Decision contexts whose options are always indexes, never cards: Battle Spirits Saga's core choices (one option
per place a core may come from), who goes first, modes and replacements. None of their options lights a card, even
when every index happens to equal the instance id of a card on the table."""


class QuestionBar(QFrame):
    """Signals `answered(Action)` with an answer to submit and `selection_changed(options, selected)`
    so the playmat can light the cards a CHOOSE question offers."""

    answered = Signal(object)
    selection_changed = Signal(object, object)

    def __init__(self, words: Words, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("questionBar")
        self.words = words
        self.snapshot: Snapshot | None = None
        self.decision: Decision | None = None
        self.selected: list[int] = []
        self.option_buttons: dict[int, QPushButton] = {}
        self.confirm: QPushButton | None = None
        self.spin: QSpinBox | None = None
        self.piles: list[QComboBox] = []
        self.actions_menu: QMenu | None = None
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.setSpacing(8)
        self.prompt = QLabel()
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        self.prompt.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        layout.addWidget(self.prompt, 1)
        self.controls = QWidget()
        self.controls_layout = QHBoxLayout(self.controls)
        self.controls_layout.setContentsMargins(0, 0, 0, 0)
        self.controls_layout.setSpacing(6)
        layout.addWidget(self.controls, 0)
        self.setMinimumHeight(58)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        for options in self.controls.findChildren(_Sideways):
            options.updateGeometry()  # its width follows the bar's

    # Showing a question.

    def show_snapshot(self, snapshot: Snapshot) -> None:
        self.snapshot = snapshot
        view = snapshot.view
        decision = view.decision
        self._clear()
        self.decision = decision if snapshot.deciding else None
        if view.outcome is not None:
            self.prompt.setText("<b>The game is over.</b>")
        elif decision is None:
            self.prompt.setText("")
        elif not snapshot.deciding:
            asked = self.words.prompt(decision.prompt, decision.player)  # read from this side: "their hand"
            self.prompt.setText(f"<i>{self.words.named(decision.player)} is deciding:</i> {asked}…")
        else:
            rule = f" <span style='color:#9aa'>(rule {decision.rule})</span>" if decision.rule else ""
            self.prompt.setText(f"<b>Your decision:</b> {self.words.prompt(decision.prompt)}{rule}")
            self._build(decision)
        self.selection_changed.emit(set(self._card_options()), set(self.selected))

    def _clear(self) -> None:
        while self.controls_layout.count():
            item = self.controls_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.setParent(None)  # so findChild never finds a stale control
                widget.deleteLater()
        self.selected, self.option_buttons, self.piles = [], {}, []
        self.confirm = self.spin = None

    def _add(self, widget: QWidget) -> None:
        self.controls_layout.addWidget(widget)
        widget.show()  # at once, not on the next event-loop turn

    def _button(self, text: str, slot: object, *, name: str = "", default: bool = False) -> QPushButton:
        button = QPushButton(text)
        if name:
            button.setObjectName(name)
        button.clicked.connect(slot)
        button.setDefault(default)
        button.setAutoDefault(True)
        self._add(button)
        return button

    def _build(self, decision: Decision) -> None:
        kind = decision.kind
        if kind is DecisionKind.ACT:
            playable = [a for a in self._legal() if a.kind != A.PASS]
            if playable:
                self._button(f"Actions ({len(playable)}) ▾", self.open_actions_menu, name="actionsButton")
            if decision.can_pass:
                self._button("Pass ▶", lambda: self._answer(Action(A.PASS, decision.player)), name="passButton")
        elif kind is DecisionKind.YES_NO:
            self._button("Yes", lambda: self._answer(Action(A.YES, decision.player)), name="yesButton")
            self._button("No", lambda: self._answer(Action(A.NO, decision.player)), name="noButton")
        elif kind in (DecisionKind.CHOOSE, DecisionKind.ORDER):
            self._build_options(decision)
        elif kind is DecisionKind.NUMBER:
            self.spin = QSpinBox()
            self.spin.setRange(decision.minimum, decision.maximum)
            self.spin.setValue(decision.minimum)
            self._add(self.spin)
            self.confirm = self._button("Confirm", self._confirm, name="confirmButton", default=True)
        elif kind is DecisionKind.ARRANGE:
            for index, option in enumerate(decision.options):
                box = QComboBox()
                box.addItems([f"{self._label(index, option)} → {pile}" for pile in decision.piles])
                self.piles.append(box)
                self._add(box)
            self.confirm = self._button("Confirm", self._confirm, name="confirmButton", default=True)

    def _build_options(self, decision: Decision) -> None:
        if decision.kind is DecisionKind.CHOOSE:
            low, high = decision.minimum, decision.maximum
            count = f"{low}" if low == high else f"{low} to {high}"
            hint = QLabel(f"choose {count}:")
        else:
            hint = QLabel("pick in order:")
        self._add(hint)
        one_click = _one_click(decision)
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        for index, option in enumerate(decision.options):
            button = QPushButton(self._label(index, option))
            button.setCheckable(decision.kind is DecisionKind.CHOOSE and not one_click)
            button.setObjectName(f"option{index}")
            button.clicked.connect(lambda _=False, o=option: self.toggle(o))
            row.addWidget(button)
            self.option_buttons[option] = button
        self._add(_Sideways(box, self))
        if decision.kind is DecisionKind.ORDER:
            self._button("Reset", self._reset_order, name="resetButton")
        if not one_click:  # exactly one to choose: the option's button (or its card) is the answer
            self.confirm = self._button("Confirm", self._confirm, name="confirmButton", default=True)
        self._update_confirm()

    def _label(self, index: int, option: int) -> str:
        decision = self.decision
        if decision is not None and index < len(decision.labels) and decision.labels[index]:
            return decision.labels[index]
        return self.words.card(option) if self.words.card_id(option) else f"Option {index + 1}"

    # Answering.

    def _legal(self) -> list[Action]:
        return list(self.snapshot.legal) if self.snapshot is not None else []

    def _card_options(self) -> list[int]:
        decision = self.decision
        if decision is None or decision.kind is not DecisionKind.CHOOSE or decision.context in INDEX_CONTEXTS:
            return []
        # Options are all cards or all indexes (modes, triggers, replacements): an index may equal some card's
        # instance id, so the options count as cards only if every one of them is a card the seat can see.
        table = self._table_cards()
        cards = [o for o in decision.options if self.words.card_id(o) is not None or o in table]
        return cards if len(cards) == len(decision.options) else []

    def _table_cards(self) -> set[int]:
        if self.snapshot is None:
            return set()
        return {c.iid for z in self.snapshot.view.zones for c in z.cards if c.iid is not None}

    def toggle(self, option: int) -> None:
        """Select or unselect an option (from its button or by clicking its card on the table)."""
        decision = self.decision
        if decision is None or option not in decision.options:
            return
        if _one_click(decision):
            self._answer(Action(A.CHOOSE, decision.player, picks=(option,)))
            return
        if decision.kind is DecisionKind.ORDER:
            if option not in self.selected:
                self.selected.append(option)
                self.option_buttons[option].setEnabled(False)
        elif option in self.selected:
            self.selected.remove(option)
        else:
            if decision.maximum == 1:
                self.selected.clear()
            if len(self.selected) < decision.maximum:
                self.selected.append(option)
        for value, button in self.option_buttons.items():
            if button.isCheckable():
                button.setChecked(value in self.selected)
        self._update_confirm()
        self.selection_changed.emit(set(self._card_options()), set(self.selected))

    def _reset_order(self) -> None:
        self.selected.clear()
        for button in self.option_buttons.values():
            button.setEnabled(True)
        self._update_confirm()

    def _update_confirm(self) -> None:
        decision = self.decision
        if self.confirm is None or decision is None:
            return
        count = len(self.selected)
        if decision.kind is DecisionKind.CHOOSE:
            self.confirm.setEnabled(decision.minimum <= count <= decision.maximum)
            self.confirm.setText(f"Confirm ({count})")
        elif decision.kind is DecisionKind.ORDER:
            self.confirm.setEnabled(count == len(decision.options))
            order = [self.option_buttons[o].text() for o in self.selected]
            self.confirm.setToolTip(" → ".join(order))

    def _confirm(self) -> None:
        decision = self.decision
        if decision is None:
            return
        player = decision.player
        if decision.kind is DecisionKind.CHOOSE:
            picks = tuple(o for o in decision.options if o in self.selected)
            self._answer(Action(A.CHOOSE, player, picks=picks))
        elif decision.kind is DecisionKind.ORDER:
            self._answer(Action(A.ORDER, player, picks=tuple(self.selected)))
        elif decision.kind is DecisionKind.NUMBER and self.spin is not None:
            self._answer(Action(A.NUMBER, player, number=self.spin.value()))
        elif decision.kind is DecisionKind.ARRANGE:
            groups: list[list[int]] = [[] for _ in decision.piles]
            for option, box in zip(decision.options, self.piles, strict=True):
                groups[box.currentIndex()].append(option)
            self._answer(Action(A.ARRANGE, player, groups=tuple(tuple(g) for g in groups)))

    def _answer(self, action: Action) -> None:
        self.answered.emit(action)

    def open_actions_menu(self) -> QMenu:
        """Every legal action of the window in one menu: the keyboard's way to everything."""
        menu = QMenu(self)
        menu.setObjectName("allActionsMenu")
        for action in self._legal():
            if action.kind == A.PASS:
                continue
            entry = menu.addAction(self.words.action(action))
            entry.triggered.connect(lambda _=False, chosen=action: self._answer(chosen))
        if menu.actions():
            menu.setActiveAction(menu.actions()[0])
        self.actions_menu = menu
        menu.popup(self.mapToGlobal(self.controls.geometry().topLeft()))
        return menu

    def focus_first(self) -> None:
        """Put keyboard focus on the first answer control (for questions that need one)."""
        for index in range(self.controls_layout.count()):
            item = self.controls_layout.itemAt(index)
            widget = item.widget() if item is not None else None
            if widget is not None and widget.focusPolicy() != 0 and not isinstance(widget, QLabel):
                widget.setFocus()
                return


SCROLL_STYLE = """
QScrollArea { background: transparent; }
QScrollBar:horizontal { background: #141a20; border: none; height: 10px; }
QScrollBar::handle:horizontal { background: #44525f; border-radius: 4px; min-width: 24px; }
QScrollBar::add-line, QScrollBar::sub-line { width: 0; height: 0; }
"""
"""The options' sideways scroll bar in the table's dark colours."""


class _Sideways(QScrollArea):
    """A question's options, as wide as they need where there is room, else scrolled sideways (Confirm stays in
    view beside them): seven cards to choose from never make the window wider than the screen (1024 px)."""

    def __init__(self, inner: QWidget, bar: QWidget) -> None:
        super().__init__()
        self.bar = bar
        self.setObjectName("optionButtons")
        self.setWidget(inner)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.viewport().setAutoFillBackground(False)
        inner.setAutoFillBackground(False)
        self.setStyleSheet(SCROLL_STYLE)

    def sizeHint(self) -> QSize:
        """As wide as the options, up to half the bar with the controls beside them ("choose 0 to 6:", Confirm): the
        prompt keeps the other half, in two lines at 1024 px (in a quarter of it, it took four and the bar grew)."""
        inner = self.widget()
        hint = inner.sizeHint() if inner is not None else QSize(0, 0)
        room = max(160, int(self.bar.width() * 0.5) - self._beside()) if self.bar.width() > 0 else hint.width() + 2
        bar = self.horizontalScrollBar().sizeHint().height() if hint.width() + 2 > room else 0  # room for scrolling
        return QSize(min(hint.width() + 2, room), hint.height() + bar)

    def _beside(self) -> int:
        """The width the other controls of the question take (its hint, Confirm, Reset)."""
        box = self.parentWidget()
        if box is None:
            return 0
        others = box.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
        return sum(w.sizeHint().width() + 6 for w in others if w is not self and not w.isHidden())

    def minimumSizeHint(self) -> QSize:
        hint = self.sizeHint()
        return QSize(min(hint.width(), 160), hint.height())  # never a least width that holds a wide window wide


def _one_click(decision: Decision) -> bool:
    """A choice of exactly one (go first or second, a mode, a target): one click answers it, no Confirm."""
    return decision.kind is DecisionKind.CHOOSE and decision.minimum == decision.maximum == 1
