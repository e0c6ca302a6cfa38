"""Cards and positions for the scenarios written from the rules text (test_rules_text_*): support.py's, plus a few."""

from __future__ import annotations

from functools import cache

from engine import Game, PlayerId
from engine.formats.cards import CardDatabase
from engine.rulesets.battle_spirits_saga import zones as Z
from tests.engine.rulesets.battle_spirits_saga import support as S

_DRAW = [{"do": "draw"}]


def _magic(card_id: str, name: str, cost: int, effect: list[dict], timing: tuple[str, ...] = ("main",),
           **stats: object) -> dict:  # fmt: skip
    return {"id": card_id, "name": name, "category": "magic", "colors": ["red"], "cost": cost, "stats": stats,
            "abilities": [{"kind": "activated", "timing": list(timing), "effect": effect}]}  # fmt: skip


CARDS = [
    S.plain("R-NEXR", 3, [(0, 0)], category="nexus", reduction=["red", "red"], symbols=[], name="Red Ward Nexus"),
    _magic("R-MAGR", "Red Lesson", 3, _DRAW, reduction=["red", "red"]),
    S.plain("R-CHEAP", 1, [(1, 1000)], reduction=["red", "red"], name="Cheap Cinder"),
    S.plain("R-ENDOPP", 1, [(1, 1000)], name="Night Watch", abilities=[
        {"kind": "auto", "trigger": {"event": "end_step", "on": "none", "whose": "opponents"}, "effect": _DRAW}]),
    S.plain("R-ENDBOOST", 1, [(1, 1000)], name="Dusk Swell", abilities=[
        {"kind": "auto", "trigger": {"event": "end_step", "on": "none", "whose": "yours"},
         "effect": [{"do": "modify", "stat": "bp", "amount": 1000, "duration": "end_of_turn"}]}]),
    S.plain("R-WARDRUM", 2, [(1, 1000)], name="War Drummer", abilities=[
        {"kind": "auto", "trigger": {"event": "battle_ends", "on": "none", "whose": "yours"},
         "effect": [{"do": "destroy", "target": {"filter": {"zone": ["field"], "controller": "opponent",
                                                            "category": ["spirit"]}}}]}]),
    S.plain("R-PAYDRAW", 1, [(1, 1000)], name="Costly Scholar", abilities=[
        {"kind": "auto", "trigger": {"event": "when_summoned"}, "cost": [{"do": "discard", "count": 2}],
         "effect": [{"do": "draw", "count": 3}]}]),
    S.plain("R-NEX1", 1, [(1, 0)], category="nexus", symbols=[], name="Kindled Hearth"),
    _magic("R-BURDEN", "Burden", 0, [{"do": "modify", "stat": "lv1_cost", "amount": 2, "duration": "end_of_turn",
                                      "target": {"filter": {"zone": ["field"], "controller": "opponent",
                                                            "category": ["spirit"]}}}]),
    _magic("R-HUMBLE", "Humble", 0, [{"do": "set_stat", "stat": "level", "value": 1, "duration": "end_of_turn",
                                      "target": {"filter": {"zone": ["field"], "controller": "opponent",
                                                            "category": ["spirit"]}}}]),
    S.plain("R-DRAWSTEP", 1, [(1, 1000)], name="Restless Scribe", abilities=[
        {"kind": "auto", "trigger": {"event": "draw_step", "on": "none", "whose": "yours"},
         "effect": [{"do": "discard", "count": 1}]}]),
    _magic("R-SWAP", "Core Swap", 0, [
        {"do": "remove_cores", "count": 1, "to": "void", "target": {
            "filter": {"zone": ["field"], "controller": "opponent", "category": ["spirit"]}}},
        {"do": "add_cores", "count": 1, "target": {
            "filter": {"zone": ["field"], "controller": "opponent", "category": ["spirit"]}}}]),
    _magic("R-SWEEP", "Sweep", 0, [{"do": "destroy", "target": {"mode": "all", "filter": {
        "zone": ["field"], "controller": "opponent", "category": ["spirit"]}}}]),
    _magic("R-XRED", "Rising Study", 1, _DRAW, x_cost=True, reduction=["red", "red"]),
    _magic("R-PURGE", "Purge", 0, [{"do": "discard", "count": 1}]),
    _magic("R-VOID", "Void Siphon", 0, [{"do": "remove_cores", "count": 2, "to": "void", "target": {
        "filter": {"zone": ["field"], "controller": "opponent", "category": ["spirit"]}}}]),
]  # fmt: skip


@cache
def database() -> CardDatabase:
    """The sample set, support.py's test cards and these."""
    return S.with_cards(CARDS, "RULES")


def cleared_main(turn: int = 2, seed: str = "bss") -> tuple[Game, PlayerId]:
    """support.cleared_main with these cards known: both fields, hands and bursts empty, the reserves kept."""
    return S.cleared_main(turn, seed, cards=database())


def hand_size(game: Game, player: int) -> int:
    return len(S.zone(game, Z.HAND, player))
