"""A small window listing problems found in a file, under a one-line summary (not modal)."""

from __future__ import annotations

from collections.abc import Sequence

from desktop.qt import QDialog, QLabel, QListWidget, QPushButton, Qt, QVBoxLayout, QWidget


class ProblemReport(QDialog):
    def __init__(self, title: str, summary: str, problems: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("problemReport")
        self.setWindowTitle(title)
        self.resize(620, 380)
        layout = QVBoxLayout(self)
        heading = QLabel(summary)
        heading.setWordWrap(True)
        layout.addWidget(heading)
        self.problems = QListWidget()
        self.problems.setObjectName("reportProblems")
        self.problems.setWordWrap(True)
        self.problems.addItems(list(problems))
        layout.addWidget(self.problems, 1)
        close = QPushButton("Close")
        close.clicked.connect(self.close)
        layout.addWidget(close, 0, Qt.AlignmentFlag.AlignRight)

    def lines(self) -> list[str]:
        return [self.problems.item(number).text() for number in range(self.problems.count())]
