"""Dragon Ball Super skill text read for the rules: keywords, [Awaken], copy limits, each timing a manual ability."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from engine.formats.cards import ANY_NUMBER

PLAIN = {"blocker": "blocker", "critical": "critical", "double strike": "double_strike",
         "triple strike": "triple_strike", "quadruple strike": "quadruple_strike", "dual attack": "dual_attack",
         "triple attack": "triple_attack", "indestructible": "indestructible", "ultimate": "ultimate",
         "super combo": "super_combo", "deflect": "deflect", "unique": "unique"}  # fmt: skip
"""Keywords (section 10) whose printed bracket is all the rules need."""
AUTO = (
    (re.compile(r"^when you play this card", re.I), {"event": "on_play"}),
    (re.compile(r"^when this card attacks", re.I), {"event": "when_attacking"}),
    (re.compile(r"^when this card is attacked", re.I), {"event": "when_attacked"}),
    (re.compile(r"^when you combo with this card", re.I), {"event": "on_combo"}),
    (re.compile(r"^when this card is ko'?d", re.I), {"event": "on_ko"}),
    (re.compile(r"^when this card awakens", re.I), {"event": "on_awaken"}),
    (re.compile(r"^at the end of (?:your|the) turn", re.I), {"event": "end_of_turn", "on": "none", "whose": "yours"}),
)  # fmt: skip
"""[Auto] skills by their printed timing, and the ruleset's trigger point for each."""
_BRACKET = re.compile(r"^\[([^\[\]]{1,40})\]\s*")
_REMINDER = re.compile(r"\s*\([^()]*\)")
_EVOLVE = re.compile(
    r"^(?:\[[a-z]{0,8}\]\s*)*:?\s*[\uff1c<]([^\uff1e>]{1,60})[\uff1e>]"
)  # fullwidth or plain angle brackets
_LIFE = re.compile(r"life is at (\d{1,2}) or less", re.I)
_COPIES = re.compile(r"you can include (?:up to )?\(?(\d{1,2})\)? copies of this card", re.I)
_ANY = re.compile(r"any number of (?:copies of )?this card", re.I)


@dataclass
class ReadSkill:
    keywords: list[str] = field(default_factory=list)
    abilities: list[dict[str, Any]] = field(default_factory=list)
    stats: dict[str, Any] = field(default_factory=dict)
    max_copies: str | None = None


def _manual(text: str, unknown: bool = False) -> dict[str, Any]:
    return {"do": "manual", "text": text, **({"unknown": True} if unknown else {})}


def paragraphs(skill: str) -> list[str]:
    """The skill's paragraphs: dbs-tracker joins them with " | ", the official site with line breaks."""
    return [p.strip() for p in re.split(r"\s\|\s|\n", skill) if p.strip() and p.strip() not in ("-", "\u2010")]


def read_skill(skill: str, category: str) -> ReadSkill:
    found = ReadSkill()
    for paragraph in paragraphs(skill):
        _paragraph(paragraph, category, found)
    return found


def _paragraph(paragraph: str, category: str, found: ReadSkill) -> None:
    rest = paragraph
    while (match := _BRACKET.match(rest)) is not None:
        token = " ".join(match.group(1).lower().replace(":", " ").split())
        after = rest[match.end() :]
        if after.startswith("("):
            after = _REMINDER.sub("", after, count=1)
        if token in PLAIN:
            if PLAIN[token] not in found.keywords:
                found.keywords.append(PLAIN[token])
            rest = after.strip()
            continue
        if token == "evolve" and category == "battle":
            evolve = _EVOLVE.match(after)
            if evolve is not None:
                found.keywords.append("evolve")
                found.stats["evolve"] = evolve.group(1).strip()
                rest = _REMINDER.sub("", after[evolve.end() :], count=1).strip()
                continue
        _timed(token, rest, paragraph, category, found)
        return
    if rest:
        _untimed(paragraph, category, found)


def _timed(token: str, rest: str, paragraph: str, category: str, found: ReadSkill) -> None:
    body = _BRACKET.sub("", rest, count=1).strip()
    while (extra := _BRACKET.match(body)) is not None and "once per turn" in extra.group(1).lower():
        body = body[extra.end() :]
    limit = {"limit": "once_per_turn"} if "[once per turn]" in paragraph.lower() else {}
    if token == "auto":
        trigger = next((dict(t) for pattern, t in AUTO if pattern.match(body)), None)
        if trigger is not None:
            found.abilities.append({"kind": "auto", "trigger": trigger, **limit, "effect": [_manual(paragraph)]})
            return
    elif token in ("activate main", "activate battle", "main", "battle") and category == "extra":
        timing = token.split()[-1]
        found.abilities.append({"kind": "activated", "timing": [f"extra_{timing}"], "effect": [_manual(paragraph)]})
        return
    elif token in ("activate main", "activate battle"):
        timing = token.split()[1]
        found.abilities.append({"kind": "activated", "timing": [timing], "limit": "once_per_turn",
                                "effect": [_manual(paragraph)]})  # fmt: skip
        return
    elif token == "awaken" and category == "leader":
        life = _LIFE.search(body)
        if life is not None:
            found.abilities.append({
                "kind": "activated", "label": "[Awaken]", "timing": ["main", "battle"],
                "condition": {"check": "ruleset", "name": "life_at_most", "args": {"value": int(life.group(1))}},
                "effect": [_manual(paragraph), {"do": "ruleset", "name": "awaken"}],
            })  # fmt: skip
            return
    elif token == "permanent":
        copies = _COPIES.search(body)
        if copies is not None:
            found.stats["deck_limit"] = int(copies.group(1))
            return
        if _ANY.search(body):
            found.max_copies = ANY_NUMBER
            return
    _untimed(paragraph, category, found)


def _untimed(paragraph: str, category: str, found: ReadSkill) -> None:
    """Text with no timing the rules can open a window at: shown when the card is played (a Leader's when it
    is placed, an Extra's when it is used)."""
    event = {"leader": "leader_placed", "extra": "extra_activated"}.get(category, "on_play")
    found.abilities.append({"kind": "auto", "trigger": {"event": event}, "effect": [_manual(paragraph, True)]})
