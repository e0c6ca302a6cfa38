"""Sentences that name a player, written once and read "You summon" by that seat, "Player 1 summons" by others."""

from __future__ import annotations

import re

from engine.ids import PlayerId

_MARK = re.compile(r"\{p([12])(?:('s)|:([^|{}]*)\|([^{}]*)|~([^|{}]*)\|([^{}]*))?\}")
"""{p1} "Player 1" / "you"; {p1's} "Player 1's" / "your"; {p1:has|have} "Player 1 has" / "you have";
{p1~their|your} the first word said of another seat, the second of the reader's own (a pronoun, a verb alone)."""


def subject(player: PlayerId | int, third: str = "", base: str = "") -> str:
    """A player (and their verb) in a sentence: `subject(p, "summons", "summon")` reads "You summon" by p's seat."""
    return f"{{p{int(player) + 1}:{third}|{base}}}" if third else f"{{p{int(player) + 1}}}"


def whose(player: PlayerId | int) -> str:
    """A player's, in a sentence: "Player 2's Leader", "your Leader"."""
    return f"{{p{int(player) + 1}'s}}"


def by_person(player: PlayerId | int, third: str, second: str) -> str:
    """A word that depends on whether the reader is `player`: by_person(p, "their", "your")."""
    return f"{{p{int(player) + 1}~{third}|{second}}}"


def plural(count: int, one: str, many: str | None = None) -> str:
    """A count and its noun: "1 line", "3 lines", plural(2, "climax", "climaxes")."""
    return f"{count} {one if count == 1 else (many or one + 's')}"


def their(player: PlayerId | int) -> str:
    """ "their" said of the player, "your" to them: "{subject} no cards left in {their} deck"."""
    return by_person(player, "their", "your")


def render(text: str, seat: PlayerId | int | None = None, proxy: str = "") -> str:
    """The sentence as `seat` reads it (None: a spectator, or anywhere a text is kept: every player by number).

    `proxy` names who plays `seat` for its reader ("your bot"): the seat's deeds are then told of it, in the third
    person ("Your bot summons", "Your bot is player one and goes first", "Your bot keeps its hand"); the seat's
    things are still the reader's ("your Leader")."""
    if "{p" not in text:
        return text

    def said(match: re.Match[str]) -> str:
        number, possessive, third, base, other, own = match.groups()
        you = seat is not None and int(number) == int(seat) + 1
        name = proxy if you and proxy else f"Player {number}"
        if possessive:
            return "your" if you else f"{name}'s"
        if you and proxy:  # a verb agrees with the proxy, and so does a pronoun looking back to it ("its deck")
            if third is not None:
                return f"{name} {third}"
            if other is not None:
                return "its" if own == "your" else other
            return name
        if third is not None:
            return f"you {base}" if you else f"{name} {third}"
        if other is not None:
            return own if you else other
        return "you" if you else name

    rendered = _MARK.sub(said, text)
    return re.sub(r"(^|[.!?]\s+|“)(you|your)\b", lambda m: m.group(1) + m.group(2).capitalize(), rendered)


_ADDRESSED = re.compile(r"\b(?:(you)(['\u2019](?:re|ve|ll|d))|(yourself|yours|your|you))\b", re.IGNORECASE)
_TOLD_OF = {"yourself": "themselves", "yours": "theirs", "your": "their", "you": "they"}
_BEFORE_OBJECT = frozenset((
    "to", "at", "for", "with", "from", "on", "onto", "into", "against", "by", "of", "than", "about", "let", "lets",
    "make", "makes", "give", "gives", "deal", "deals", "target", "targets", "show", "shows", "tell", "tells", "ask",
    "asks", "cost", "costs",
))  # fmt: skip
"""Words after which "you" is an object ("deals 2 damage to you": "to them")."""


def told_of(text: str) -> str:
    """A question put to the player who decides, as anyone else reads it: "Use Counters from your hand, or pass" reads
    "Use Counters from their hand, or pass", "Do you go first or second?" "Do they go first or second?" ("they" takes
    the verb "you" takes). The state keeps the question as asked; only what another reader is shown changes."""
    if "you" not in text.lower():
        return text

    def said(match: re.Match[str]) -> str:
        contracted, ending, word = match.groups()
        spoken = (contracted or word).lower()
        if contracted:
            told = "they" + ending
        elif spoken == "you" and _object_at(text, match.start()):
            told = "them"
        else:
            told = _TOLD_OF[spoken]
        return told.capitalize() if (contracted or word)[0].isupper() else told

    return _ADDRESSED.sub(said, text)


def _object_at(text: str, at: int) -> bool:
    """Whether "you" at `at` is an object: after a preposition or a verb that takes one ("to you", "lets you")."""
    before = text[:at].rstrip().rsplit(maxsplit=1)
    return bool(before) and before[-1].lower() in _BEFORE_OBJECT
