"""Application start-up: the Qt application, the built-in rulesets and Playmat's main window; any command (`playmat
host`, `join`, `watch`, `cards import`, `deck import`, `--help`, `--version`) runs in `desktop.cli`, no Qt."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from desktop.window import APP_NAME, MainWindow

__all__ = ["APP_NAME", "MainWindow", "main"]

HEADLESS_COMMANDS = ("host", "join", "watch")


def __getattr__(name: str) -> Any:
    if name in ("APP_NAME", "MainWindow"):
        from desktop import window

        return getattr(window, name)
    raise AttributeError(name)


def main(argv: list[str] | None = None) -> int:
    arguments = sys.argv if argv is None else argv
    if len(arguments) > 1 and arguments[1] in HEADLESS_COMMANDS:
        from desktop.lan.headless import run

        return run(arguments[1:])
    if len(arguments) > 1:
        from desktop import cli

        code = cli.run(arguments[1:])
        if code is not None:
            return code
    return _launch(arguments)


def _launch(arguments: list[str]) -> int:
    from desktop.system_check import display_problem

    problem = display_problem()
    if problem is not None:  # Qt would abort with "reinstalling the application may fix this problem"
        print(problem, file=sys.stderr)
        return 1
    from desktop import rulesets
    from desktop.qt import QApplication
    from desktop.window import APP_NAME, MainWindow
    from engine import __version__

    app = QApplication.instance() or QApplication(arguments)
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)
    rulesets.register_builtin()
    window = MainWindow()
    window.fit_to_screen()
    window.show()
    return app.exec()
