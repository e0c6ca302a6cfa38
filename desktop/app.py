"""Application start-up: the Qt application, the built-in rulesets and Playmat's main window."""

from __future__ import annotations

import sys

from desktop import rulesets
from desktop.qt import QApplication
from desktop.window import APP_NAME, MainWindow
from engine import __version__

__all__ = ["APP_NAME", "MainWindow", "main"]


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv[1:]
    if args[:1] == ["--smoke-test"]:
        from desktop import smoke

        return smoke.run()
    app = QApplication.instance() or QApplication(sys.argv if argv is None else argv)
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)
    rulesets.register_builtin()
    window = MainWindow()
    window.show()
    return app.exec()
