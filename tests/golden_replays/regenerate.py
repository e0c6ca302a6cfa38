"""Rewrite every golden replay from a fresh bot game: `python -m tests.golden_replays.regenerate [ruleset ...]`."""

from __future__ import annotations

import sys

from tests.golden_replays.games import GOLDEN_IDS, path_of, record


def main(argv: list[str]) -> int:
    for ruleset_id in argv or GOLDEN_IDS:
        text = record(ruleset_id)
        path_of(ruleset_id).write_text(text, encoding="utf-8", newline="\n")
        print(f"{path_of(ruleset_id).name}: {text.count(chr(10)) - 1} lines")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
