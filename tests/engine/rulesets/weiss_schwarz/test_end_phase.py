"""The End Phase (6.8.1): end-of-turn abilities trigger once a turn each, also when the phase starts again
(6.8.1.1), and the phase starts again only when something is still due once "until end of turn" effects have ended
(6.8.1.5)."""

from __future__ import annotations

import json
from functools import cache

from engine import Game, PlayerId
from engine.formats.cards import CardDatabase, read_card_set
from engine.rulesets.weiss_schwarz import build_ruleset
from tests.engine.rulesets.weiss_schwarz import support as S

AT_END = {"event": "end_of_turn", "on": "none", "whose": "yours"}


def _character(card_id: str, name: str, effect: list[dict]) -> dict:
    return {"id": card_id, "name": name, "category": "character", "colors": ["yellow"], "cost": 0, "power": 1000,
            "stats": {"level": 0, "soul": 1, "triggers": []},
            "abilities": [{"kind": "auto", "label": name, "trigger": AT_END, "effect": effect}]}  # fmt: skip


CARDS = [
    _character("E-PUT", "Late Caller", [{"do": "put_on_stage", "place": "open", "target": {
        "filter": {"zone": ["hand"], "controller": "you", "category": ["character"]}}}]),
    _character("E-DRAW", "Late Reader", [{"do": "draw"}]),
    _character("E-PUMP", "Evening Glow", [{"do": "modify", "stat": "power", "amount": 1000,
                                           "duration": "end_of_turn"}]),
]  # fmt: skip


@cache
def _database() -> CardDatabase:
    text = json.dumps({"format": 1, "kind": "playmat-card-set", "ruleset": "weiss-schwarz",
                       "set": {"id": "E", "name": "End"}, "cards": CARDS})  # fmt: skip
    return CardDatabase("weiss-schwarz", [*S.database().card_sets, read_card_set(text).card_set])


def _end_of_turn(stage: tuple[str, ...], hand: tuple[str, ...]) -> tuple[Game, PlayerId, list]:
    """Play the turn player's turn 1 to its end with `stage` and exactly `hand`; every event of it."""
    game = Game.new(build_ruleset(), _database(), (S.starter("lantern"), S.starter("clockwork")), "end")
    S.keep_hands(game)
    S.advance_to(game, "main", turn=1)
    tp = game.state.turn_player
    S.clear(game, tp, "stage", "hand", "deck")
    S.stack(game, tp, *["T-EV"] * 10)
    for slot, card_id in enumerate(stage):
        S.put(game, tp, card_id, "stage", slot + 1)
    for card_id in hand:
        S.put(game, tp, card_id, "hand")
    events: list = []
    while game.state.turn == 1:
        S.answer_default(game)
        events.extend(game.last_events)
    return game, tp, events


def _triggered(events: list, name: str) -> int:
    return sum(1 for event in events if event.kind == "trigger" and event.text == name)


def _restarts(events: list) -> int:
    return sum(1 for event in events if event.kind == "log" and event.rule == "6.8.1.5")


def test_an_ability_that_had_not_triggered_yet_triggers_when_the_end_phase_starts_again_6_8_1_1_6_8_1_5():
    game, tp, events = _end_of_turn(stage=("E-PUT",), hand=("E-DRAW",))
    assert _triggered(events, "Late Caller") == 1  # once a turn, though the phase ran twice
    assert _triggered(events, "Late Reader") == 1  # placed during the End Phase: it had not triggered yet
    assert _restarts(events) == 1
    assert [game.definition(i).id for i in S.zone(game, "hand", tp)] == ["T-EV"]  # Late Reader drew


def test_the_end_phase_does_not_start_again_for_what_its_check_timing_already_resolved_6_8_1_5():
    """Evening Glow's ability resolves in the check timing and its "until end of turn" effect ends in 6.8.1.4:
    nothing is still due after that, so the turn ends without the phase starting again."""
    _, _, events = _end_of_turn(stage=("E-PUMP",), hand=())
    assert _triggered(events, "Evening Glow") == 1
    assert _restarts(events) == 0
