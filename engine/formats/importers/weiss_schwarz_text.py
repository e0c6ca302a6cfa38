"""Weiß Schwarz card text read for the rules: each 【AUTO】/【ACT】 ability's printed timing as a manual ability."""

from __future__ import annotations

import re
from typing import Any

_KIND = re.compile(r"^\s*(?:【|\[)?\s*(AUTO|CONT|ACT|自|永|起)\s*(?:】|\])?\s*", re.IGNORECASE)
_KINDS = {"自": "AUTO", "永": "CONT", "起": "ACT"}
_COUNTER = re.compile(r"【COUNTER】|\[COUNTER\]|【カウンター】", re.IGNORECASE)


def _yours(event: str, whose: str = "yours") -> dict[str, Any]:
    return {"event": event, "on": "none", "whose": whose}


AUTO_TIMINGS: tuple[tuple[re.Pattern[str], dict[str, Any]], ...] = tuple(
    (re.compile(pattern, re.IGNORECASE), trigger)
    for pattern, trigger in (
        (r"when this card is (?:played and )?placed on (?:the |your )?stage from your hand", {"event": "on_play"}),
        (r"when this card is played and placed on (?:the |your )?stage", {"event": "on_play"}),
        (r"when this card is placed on (?:the |your )?stage", {"event": "on_stage"}),
        (r"when this card attacks", {"event": "on_attack"}),
        (r"when this card is (?:frontal |side )?attacked", {"event": "on_attacked"}),
        (r"when this card'?s battle opponent becomes 【?reverse】?", {"event": "battle_opponent_reversed"}),
        (r"when this card becomes 【?reverse】?", {"event": "on_reverse"}),
        (r"when this card is put into your waiting room from the stage", {"event": "to_waiting_room_from_stage"}),
        (r"at the (?:beginning|start) of your climax phase", _yours("start_of_climax_phase")),
        (r"at the (?:beginning|start) of your attack phase", _yours("start_of_attack_phase")),
        (r"at the (?:beginning|start) of your opponent'?s attack phase", _yours("start_of_attack_phase", "opponents")),
        (r"at the (?:beginning|start) of your encore step", _yours("start_of_encore_step")),
        (r"at the (?:beginning|start) of your draw phase", _yours("start_of_draw_phase")),
        (r"at the (?:beginning|start) of your main phase", _yours("start_of_main_phase")),
        (r"at the end of your turn|at the (?:beginning|start) of your end phase",
         _yours("start_of_end_phase")),
    )
)  # fmt: skip
"""Printed English timings of 【AUTO】 abilities (8.7.4) and the ruleset's trigger point for each."""


def _manual(text: str, unknown: bool = False) -> dict[str, Any]:
    step: dict[str, Any] = {"do": "manual", "text": text}
    if unknown:
        step["unknown"] = True
    return step


def _stand_in(text: str) -> dict[str, Any]:
    """Text whose timing is not recognised: shown when the card is played (placed on stage, or a climax placed)."""
    return {"kind": "auto", "trigger": {"event": "on_play"}, "effect": [_manual(text, unknown=True)]}


def read_weiss_schwarz_text(abilities: list[str], category: str) -> tuple[list[dict[str, Any]], bool]:
    """Manual abilities for a card's printed abilities (one string each), and whether it shows the Counter icon
    (【COUNTER】 on an 【ACT】 ability or an event, 2.8.2)."""
    found: list[dict[str, Any]] = []
    counter = any(_COUNTER.search(text) for text in abilities)
    if category == "event":
        text = "\n".join(abilities)
        if text:
            found.append({"kind": "activated", "timing": ["counter" if counter else "main"], "effect": [_manual(text)]})
        return found, counter
    for text in abilities:
        kind_match = _KIND.match(text)
        kind = kind_match.group(1).upper() if kind_match else ""
        kind = _KINDS.get(kind, kind)
        if kind == "ACT":
            timing = "counter" if _COUNTER.search(text) else "main"
            ability: dict[str, Any] = {"kind": "activated", "timing": [timing], "limit": "once_per_turn"}
            if timing == "counter":
                ability["zone"] = ["hand"]  # Backup and its kind are used from hand in the counter step (10.5)
            found.append({**ability, "effect": [_manual(text)]})
        elif kind == "AUTO":
            trigger = next((dict(t) for pattern, t in AUTO_TIMINGS if pattern.search(text)), None)
            auto = {"kind": "auto", "trigger": trigger, "effect": [_manual(text)]}
            found.append(auto if trigger is not None else _stand_in(text))
        else:
            found.append(_stand_in(text))  # 【CONT】 and anything else: no moment to resolve it at
    return found, counter
