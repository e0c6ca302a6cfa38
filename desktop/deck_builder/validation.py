"""The live validation panel: each deck-construction problem in words with its rule number, or "legal"."""

from __future__ import annotations

from collections.abc import Sequence

from desktop.qt import QLabel, QListWidget, Qt, QVBoxLayout, QWidget
from engine.errors import RulesError


def problem_line(problem: RulesError) -> str:
    """One problem as shown: "Rule 5-1-2-3: 5 copies of card number OP01-016: at most 4."."""
    return f"Rule {problem.rule}: {problem.reason}" if problem.rule else problem.reason


class ValidationPanel(QWidget):
    """A headline (legal, or how many problems and that the deck cannot be played) over the problem list."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.headline = QLabel()
        self.headline.setObjectName("validationHeadline")
        self.headline.setWordWrap(True)
        self.list = QListWidget()
        self.list.setObjectName("validationProblems")
        self.list.setWordWrap(True)
        self.all_clear = QLabel("No problems: the deck follows every deck-construction rule of the game.")
        self.all_clear.setObjectName("allClear")
        self.all_clear.setWordWrap(True)
        self.all_clear.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.headline)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.all_clear, 1)
        self.problems: tuple[RulesError, ...] = ()
        self.show_problems(())

    def show_problems(self, problems: Sequence[RulesError]) -> None:
        self.problems = tuple(problems)
        self.list.clear()
        self.list.addItems([problem_line(problem) for problem in self.problems])
        legal = not self.problems
        count = len(self.problems)
        self.headline.setProperty("legal", "true" if legal else "false")
        self.headline.setText(
            "Legal deck: ready to play."
            if legal
            else f"{count} problem{'s' if count != 1 else ''}: the deck can be saved but not played yet."
        )
        self.headline.style().unpolish(self.headline)
        self.headline.style().polish(self.headline)
        self.list.setVisible(not legal)
        self.all_clear.setVisible(legal)

    def lines(self) -> list[str]:
        return [self.list.item(number).text() for number in range(self.list.count())]
