"""Exporting a replay as text: the question of whose eyes to write it through, before the file is chosen."""

from __future__ import annotations

from desktop.qt import QButtonGroup, QDialog, QDialogButtonBox, QLabel, QRadioButton, QVBoxLayout, QWidget
from desktop.replays.controls import PERSPECTIVES
from engine.replay import BOTH, Perspective


class ExportChoice(QDialog):
    """Asks which perspective the text log is written from, the viewer's current one chosen to begin with."""

    def __init__(self, current: Perspective, names: tuple[str, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("exportChoice")
        self.setWindowTitle("Export the game as text")
        self.setMinimumWidth(440)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 14)
        layout.addWidget(QLabel("Write the game as who saw it?"))
        self.group = QButtonGroup(self)
        self.buttons: dict[Perspective, QRadioButton] = {}
        for label, perspective in PERSPECTIVES:
            if perspective == BOTH:
                detail = "every card named"
            else:
                seat = int(perspective)
                detail = f"{names[seat]}'s hand named, {names[1 - seat]}'s hidden"
            button = QRadioButton(f"{label} ({detail})")
            button.setChecked(perspective == current)
            self.group.addButton(button)
            self.buttons[perspective] = button
            layout.addWidget(button)
        self.buttons[current].setFocus()
        self.box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.box.button(QDialogButtonBox.StandardButton.Ok).setText("Export…")
        self.box.accepted.connect(self.accept)
        self.box.rejected.connect(self.reject)
        layout.addWidget(self.box)

    def perspective(self) -> Perspective:
        return next(p for p, button in self.buttons.items() if button.isChecked())
