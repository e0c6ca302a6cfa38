"""Chat within bounds: text without control characters or sequences, and a budget per player (lines between two
actions, lines and characters per game) so that neither memory, the replay nor the end-of-game log grows without
limit."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

MAX_CHAT_CHARS = 500
"""Characters in one chat line."""
MAX_LINES_PER_ACTION = 20
"""Chat lines one player may send between two actions of the game (a flood is cut off, a conversation is not)."""
MAX_LINES_PER_GAME = 1000
MAX_CHARS_PER_GAME = 100_000
"""What one player may say in a whole game: both players' chat fits easily in a replay and an end-of-game log."""


_SEQUENCE = re.compile(
    r"(?:\x1b[]PX^_]|[\x90\x98\x9d\x9e\x9f])[^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c|(?=\x1b)|$)"
    r"|(?:\x1b\[|\x9b)[\x30-\x3f]*[\x20-\x2f]*[\x40-\x7e]?"
    r"|\x1b[\x20-\x2f]*[\x30-\x7e]?"
)
"""A terminal control sequence (ECMA-48), whole: a control string (OSC, DCS, SOS, PM, APC, by ESC or C1) up to its
end (BEL or ST; another ESC ends it too, as in a terminal, and an unended one runs to the end of the text, which a
terminal would swallow); a CSI with its parameters and final byte ("\x1b[2J", "\x1b[31m"); any other escape sequence
with its intermediate and final bytes ("\x1bc", "\x1b(B"); a lone ESC."""
_BREAKS = frozenset("\t\n\r\x0b\x0c\x85\u2028\u2029")
"""Characters that break a line or move along it: each is said as a space."""
_FORMAT_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
"""Marks and overrides of writing direction: they could turn a line (or a name) around. The joiners that emoji and
scripts need (U+200C, U+200D) are no control of this kind and stay."""


def clean_text(text: str, limit: int = MAX_CHAT_CHARS) -> str:
    """`text` without control characters: terminal control sequences removed whole (not only their ESC), line breaks
    and tabs said as spaces, other C0 / C1 controls, direction overrides and lone surrogates (which no file can
    hold) dropped; ordinary text and emoji kept; trimmed and cut to `limit` characters."""
    kept = []
    for char in _SEQUENCE.sub("", text[: limit * 4]):
        if char in _BREAKS:
            kept.append(" ")
        elif unicodedata.category(char) not in ("Cc", "Cs") and char not in _FORMAT_CONTROLS:
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
