"""The keys part of the settings dialog: one key box per configurable move, a reset, and clashes said in words."""

from __future__ import annotations

from collections.abc import Mapping

from desktop.hotkeys import BY_NAME, HOTKEYS, bindings, clashes, portable
from desktop.qt import (
    QGridLayout,
    QHBoxLayout,
    QKeySequence,
    QKeySequenceEdit,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)


class HotkeyEditor(QWidget):
    """The game screen's hotkeys: click a box and press the new key; its clear button leaves the move keyless."""

    def __init__(self, chosen: Mapping[str, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hotkeyEditor")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        grid = QGridLayout()
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(4)
        self.edits: dict[str, QKeySequenceEdit] = {}
        current = bindings(chosen)
        for row, hotkey in enumerate(HOTKEYS):
            grid.addWidget(QLabel(hotkey.label), row, 0)
            edit = QKeySequenceEdit(QKeySequence.fromString(current[hotkey.name]))
            edit.setObjectName(f"hotkey_{hotkey.name}")
            edit.setMaximumSequenceLength(1)
            edit.setClearButtonEnabled(True)
            edit.setToolTip(f"Click, then press the key for “{hotkey.label}” (default: {hotkey.default})")
            edit.keySequenceChanged.connect(self._check)
            grid.addWidget(edit, row, 1)
            self.edits[hotkey.name] = edit
        layout.addLayout(grid)
        row_below = QHBoxLayout()
        self.problems = QLabel()
        self.problems.setObjectName("hotkeyProblems")
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet("color: #ff8a80;")
        row_below.addWidget(self.problems, 1)
        self.reset_button = QPushButton("Default keys")
        self.reset_button.setObjectName("hotkeysReset")
        self.reset_button.clicked.connect(self.reset)
        row_below.addWidget(self.reset_button)
        layout.addLayout(row_below)
        hint = QLabel("F1 in a game lists every key and the game's gestures.")
        hint.setStyleSheet("color: #9aa5b1; font-size: 12px;")
        layout.addWidget(hint)
        self._check()

    def keys(self) -> dict[str, str]:
        """Every move's key as the boxes show it now ("" for none)."""
        return {name: portable(edit.keySequence().toString()) for name, edit in self.edits.items()}

    def chosen(self) -> dict[str, str]:
        """What the settings keep: only the moves whose key differs from the default."""
        return {name: key for name, key in self.keys().items() if key != BY_NAME[name].default}

    def problem_lines(self) -> list[str]:
        return clashes(self.keys())

    def reset(self) -> None:
        for hotkey in HOTKEYS:
            self.edits[hotkey.name].setKeySequence(QKeySequence.fromString(hotkey.default))
        self._check()

    def _check(self) -> None:
        self.problems.setText(" ".join(self.problem_lines()))


def clear_button(edit: QKeySequenceEdit) -> QToolButton | None:
    """The clear button of a key box (tests press it as a player would)."""
    return edit.findChild(QToolButton)
