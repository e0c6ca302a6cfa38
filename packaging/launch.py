"""Entry point of the packaged app (PyInstaller needs a script): the same `main` as the `playmat` command."""

import sys

from desktop.app import main

if __name__ == "__main__":
    sys.exit(main())
