"""ONE PIECE card text read for the rules: printed keywords, and each printed timing as a manual ability."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from engine.formats.cards import ANY_NUMBER

KEYWORDS = {"blocker": "blocker", "rush": "rush", "double attack": "double_attack", "banish": "banish"}
"""Keyword effects a card prints at the start of a paragraph (10-1); the rules read them, nothing else is needed."""

_BRACKET = re.compile(r"\[([^\[\]]{1,40})\]")
_REMINDER = re.compile(r"\s*\([^()]*\)")
_DON = re.compile(r"don!!\s*[x\u00d7]\s*(\d{1,2})")
_GAINS = re.compile(r"this (?:character|leader) gains \[(blocker|rush|double attack|banish)\]\.?")
_ANY_COPIES = re.compile(r"any number of (?:copies of )?this card in your deck", re.IGNORECASE)

AUTO: dict[str, dict[str, Any]] = {
    "on play": {"event": "on_play"},
    "when attacking": {"event": "when_attacking"},
    "on block": {"event": "on_block"},
    "on k.o.": {"event": "on_ko"},
    "on your opponent's attack": {"event": "on_opponent_attack", "on": "opponents"},
    "end of your turn": {"event": "end_of_turn", "on": "none", "whose": "yours"},
    "end of your opponent's turn": {"event": "end_of_opponent_turn", "on": "none", "whose": "yours"},
}
"""Printed timings of automatic effects and the trigger point each listens to (NOTES.md, "Trigger points")."""

ACTIVATED = {"activate: main": "main", "main": "main", "counter": "counter"}
"""Printed timings of activated effects: [Activate: Main] (10-2-2), an Event's [Main] (10-2-3), [Counter] (10-2-4)."""

UNKNOWN_TIMING = {"event": "start_of_main", "on": "none", "whose": "yours"}
"""Where a Leader's text with no recognised timing is shown: at the start of each of its player's Main Phases."""


@dataclass
class ReadText:
    """What a card's text gives: keywords, abilities (automated or manual), and the copy limit it states."""

    keywords: list[str] = field(default_factory=list)
    abilities: list[dict[str, Any]] = field(default_factory=list)
    max_copies: str | None = None


_DRAW = re.compile(r"draw (\d) cards?\.?")


def _effect(body: str, paragraph: str) -> list[dict[str, Any]]:
    """The steps of a timing's text: "Draw N card(s)." alone is automated; anything else is resolved by hand."""
    draw = _DRAW.fullmatch(_normal(body))
    return [{"do": "draw", "count": int(draw.group(1))}] if draw is not None else [_manual(paragraph)]


def _manual(text: str, unknown: bool = False) -> dict[str, Any]:
    step: dict[str, Any] = {"do": "manual", "text": text}
    if unknown:
        step["unknown"] = True
    return step


def _normal(token: str) -> str:
    return " ".join(token.replace("\u2019", "'").lower().split())


def _split_leading(paragraph: str) -> tuple[list[str], str]:
    """The bracketed tokens at the start of a paragraph and the text after them (reminders dropped)."""
    tokens: list[str] = []
    rest = paragraph.strip()
    while True:
        match = _BRACKET.match(rest)
        if match is None:
            break
        tokens.extend(_normal(part) for part in re.split(r"\]\s*/\s*\[|/", match.group(1)))
        rest = rest[match.end() :].lstrip().lstrip("/").lstrip()
        while rest.startswith("("):
            reminder = _REMINDER.match(rest)
            if reminder is None:
                break
            rest = rest[reminder.end() :].lstrip()
    return tokens, rest


def _paragraphs(effect: str) -> list[str]:
    return [line.strip() for line in effect.split("\n") if line.strip() and line.strip() not in ("-", "\u2010")]


def read_one_piece_text(effect: str, trigger: str, category: str) -> ReadText:
    """Keywords and abilities from a card's effect and [Trigger] text (both already cleaned of markup)."""
    found = ReadText()
    if _ANY_COPIES.search(effect):
        found.max_copies = ANY_NUMBER
    for paragraph in _paragraphs(effect):
        _read_paragraph(paragraph, category, found)
    if trigger.strip():
        _read_trigger(trigger.strip(), found)
    for ability in found.abilities:
        for timing in ability.get("timing", ()):
            if timing in ("main", "counter", "trigger") and category == "event" and timing not in found.keywords:
                found.keywords.append(timing)
    return found


def _read_paragraph(paragraph: str, category: str, found: ReadText) -> None:
    tokens, rest = _split_leading(paragraph)
    condition: dict[str, Any] | None = None
    limit: str | None = None
    timings: list[str] = []
    for token in tokens:
        don = _DON.fullmatch(token)
        if token in KEYWORDS and not timings and condition is None:
            if KEYWORDS[token] not in found.keywords:
                found.keywords.append(KEYWORDS[token])
        elif don is not None:
            condition = {"check": "don_attached", "value": int(don.group(1))}
        elif token == "once per turn":
            limit = "once_per_turn"
        elif token in ("your turn", "opponent's turn"):
            condition = {"check": "your_turn" if token == "your turn" else "opponent_turn"}
        elif token in AUTO or token in ACTIVATED or token == "trigger":
            timings.append(token)
        else:
            rest = paragraph  # a bracket that is not a timing: the paragraph is read as a whole
            break
    if not rest and not timings:
        return  # keywords only: the rules read them
    if not timings:
        _read_continuous(paragraph, rest, condition, category, found)
        return
    for timing in timings:
        if timing == "trigger":
            _read_trigger(paragraph, found)
            continue
        ability: dict[str, Any]
        if timing in AUTO:
            ability = {"kind": "auto", "trigger": dict(AUTO[timing])}
        else:
            ability = {"kind": "activated", "timing": [ACTIVATED[timing]]}
            if timing == "activate: main":
                limit = "once_per_turn"  # a cost paid by hand cannot be checked: at most once a turn (NOTES)
        if condition is not None:
            ability["condition"] = condition
        if limit is not None:
            ability["limit"] = limit
        ability["effect"] = _effect(rest, paragraph)
        found.abilities.append(ability)


def _read_continuous(
    paragraph: str, rest: str, condition: dict[str, Any] | None, category: str, found: ReadText
) -> None:
    """A paragraph with no timing: "This Character gains [Rush]" (with its condition) is automated; anything
    else is text whose timing is unknown, shown when the card is played (a Leader: each Main Phase)."""
    gains = _GAINS.fullmatch(_normal(_REMINDER.sub("", rest)).strip())
    if gains is not None and (condition is None or condition["check"] == "don_attached"):
        grant = {"do": "grant", "keyword": KEYWORDS[gains.group(1)]}
        ability: dict[str, Any] = {"kind": "continuous", "effect": [grant]}
        if condition is not None:
            ability["condition"] = condition
        found.abilities.append(ability)
        return
    if _ANY_COPIES.search(paragraph):
        return  # a deck-building rule: it is the card's `max_copies`
    if category == "event":
        return  # an Event's text outside [Main]/[Counter] cannot be used (10-2-3-1)
    trigger = UNKNOWN_TIMING if category == "leader" else {"event": "on_play"}
    found.abilities.append({"kind": "auto", "trigger": dict(trigger), "effect": [_manual(paragraph, unknown=True)]})


def _read_trigger(text: str, found: ReadText) -> None:
    """A Life card's [Trigger] (10-1-5): "Play this card." is automated; "Activate this card's [Main] effect."
    joins the card's [Main] ability; anything else is resolved by hand."""
    body = text
    if _normal(body).startswith("[trigger]"):
        body = body.strip()[len("[Trigger]") :].strip()
    if "trigger" not in found.keywords:
        found.keywords.append("trigger")
    plain = _normal(body).rstrip(".")
    if plain == "play this card":
        found.abilities.append(
            {"kind": "activated", "timing": ["trigger"], "effect": [{"do": "play_card", "target": {"mode": "self"}}]}
        )
        return
    if plain == "activate this card's [main] effect":
        for ability in found.abilities:
            if ability.get("timing") == ["main"]:
                ability["timing"] = ["main", "trigger"]
                return
    found.abilities.append({"kind": "activated", "timing": ["trigger"], "effect": _effect(body, "[Trigger] " + body)})
