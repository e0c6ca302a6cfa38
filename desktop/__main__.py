"""`python -m desktop`: launch Playmat."""

import sys

from desktop.app import main

if __name__ == "__main__":  # the deck lab's worker processes import this module without running it
    sys.exit(main())
