"""Chat within bounds: text without control characters, and a budget per player (lines between two actions, lines
and characters per game) so that neither memory, the replay nor the end-of-game log grows without limit."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field

MAX_CHAT_CHARS = 500
"""Characters in one chat line."""
MAX_LINES_PER_ACTION = 20
"""Chat lines one player may send between two actions of the game (a flood is cut off, a conversation is not)."""
MAX_LINES_PER_GAME = 1000
MAX_CHARS_PER_GAME = 100_000
"""What one player may say in a whole game: both players' chat fits easily in a replay and an end-of-game log."""


_BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def clean_text(text: str, limit: int = MAX_CHAT_CHARS) -> str:
    """`text` without control characters (no terminal escapes, no line breaks, no direction overrides), trimmed and
    cut to `limit` characters."""
    kept = []
    for char in text[: limit * 4]:
        if char in "\t\n\r":
            kept.append(" ")
        elif unicodedata.category(char) != "Cc" and char not in _BIDI_CONTROLS:
            kept.append(char)
    return "".join(kept).strip()[:limit]


@dataclass
class _Spent:
    lines: int = 0
    chars: int = 0
    at_action: int = -1
    lines_here: int = 0
    warned_at: int = -1


@dataclass
class ChatBudget:
    """What each player has said so far; `spend` says whether one more line is allowed."""

    spent: dict[int, _Spent] = field(default_factory=dict)

    def spend(self, player: int, n: int, text: str) -> str:
        """Count a line said by `player` after action `n`; "" if allowed, else why not (nothing is counted)."""
        spent = self.spent.setdefault(player, _Spent())
        if spent.at_action != n:
            spent.at_action, spent.lines_here = n, 0
        if spent.lines >= MAX_LINES_PER_GAME or spent.chars + len(text) > MAX_CHARS_PER_GAME:
            return (
                f"the chat limit for this game is reached ({MAX_LINES_PER_GAME} lines, {MAX_CHARS_PER_GAME} characters)"
            )
        if spent.lines_here >= MAX_LINES_PER_ACTION:
            return f"at most {MAX_LINES_PER_ACTION} chat lines between two moves: wait for the next move"
        spent.lines += 1
        spent.chars += len(text)
        spent.lines_here += 1
        return ""

    def first_warning(self, player: int) -> bool:
        """Whether a refusal is the first since the last action (later ones are dropped without a reply)."""
        spent = self.spent.setdefault(player, _Spent())
        if spent.warned_at == spent.at_action:
            return False
        spent.warned_at = spent.at_action
        return True
