"""Entry point of the packaged app (PyInstaller needs a script): the same `main` as the `playmat` command."""

import multiprocessing
import sys

from desktop.app import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # the deck lab's worker processes start through this executable
    sys.exit(main())
