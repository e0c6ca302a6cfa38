"""Test-only "RT-" cards (text and ability data alike) for the ONE PIECE and ENERGIO!! rules-text scenarios."""

from __future__ import annotations

from functools import cache
from typing import Any

from engine import Action, Game, InstanceId, PlayerId
from engine.formats.cards import CardDatabase
from engine.rulesets.one_piece import zones as Z
from tests.support import one_piece_samples as S

OWN_CHARACTER = {"zone": ["character"], "controller": "you"}
END_OF_YOUR_TURN = {"event": "end_of_turn", "on": "none", "whose": "yours"}
END_OF_OPPONENTS_TURN = {"event": "end_of_opponent_turn", "on": "none", "whose": "yours"}


def _character(cid: str, name: str, text: str, abilities: list[dict[str, Any]], *, cost: int = 1,
               power: int = 1000) -> dict[str, Any]:  # fmt: skip
    return {"id": cid, "name": name, "category": "character", "colors": ["green"], "cost": cost, "power": power,
            "stats": {"attribute": ["Strike"], "counter": 1000}, "text": text, "abilities": abilities}  # fmt: skip


def _draw_at(event: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"kind": "auto", "trigger": event, "effect": [{"do": "draw"}]}]


CARDS: list[dict[str, Any]] = [
    _character("RT-PAIR", "Two-Part Toll", "[Activate: Main] (1) Trash 1 card from your hand: Draw 1 card.",
               [{"kind": "activated", "timing": ["main"], "cost": [{"do": "rest_don", "count": 1},
                 {"do": "trash_from_hand", "count": 1}], "effect": [{"do": "draw"}]}]),
    _character("RT-AUTOPAIR", "Toll Raider",
               "[When Attacking] You may (1) and trash 1 card from your hand: This Character gains +3000 power "
               "during this battle.",
               [{"kind": "auto", "trigger": {"event": "when_attacking"}, "optional": True,
                 "cost": [{"do": "rest_don", "count": 1}, {"do": "trash_from_hand", "count": 1}],
                 "effect": [{"do": "modify", "stat": "power", "amount": 3000, "duration": "end_of_battle"}]}],
               power=3000),
    _character("RT-RETURN", "Tithe Collector", "[Activate: Main] DON!! -2: Draw 1 card.",
               [{"kind": "activated", "timing": ["main"], "cost": [{"do": "return_don", "count": 2}],
                 "effect": [{"do": "draw"}]}]),
    _character("RT-RESTSELF", "Weary Sentinel", "[Activate: Main] You may rest this Character: Draw 1 card.",
               [{"kind": "activated", "timing": ["main"], "cost": [{"do": "orient", "to": "rested",
                 "target": {"mode": "self"}}], "effect": [{"do": "draw"}]}]),
    _character("RT-ONCE", "Thrifty Clerk", "[Activate: Main] [Once Per Turn] (1): This Character gains +1000 power "
               "until the end of the turn.",
               [{"kind": "activated", "timing": ["main"], "limit": "once_per_turn",
                 "cost": [{"do": "rest_don", "count": 1}],
                 "effect": [{"do": "modify", "stat": "power", "amount": 1000, "duration": "end_of_turn"}]}]),
    _character("RT-CHEAPEN", "Haggler", "[On Play] Give up to 1 Character card in your hand -3 cost during this turn.",
               [{"kind": "auto", "trigger": {"event": "on_play"}, "effect": [{"do": "modify", "stat": "cost",
                 "amount": -3, "duration": "end_of_turn", "target": {"filter": {"zone": ["hand"],
                 "controller": "you", "category": ["character"]}, "up_to": True}}]}]),
    _character("RT-EOT-KO", "Ruthless Quartermaster", "[End of Your Turn] K.O. up to 1 of your Characters.",
               [{"kind": "auto", "trigger": END_OF_YOUR_TURN, "effect": [{"do": "destroy",
                 "target": {"filter": OWN_CHARACTER, "up_to": True}}]}]),
    _character("RT-EOT-DRAW", "Night Watch", "[End of Your Turn] Draw 1 card.", _draw_at(END_OF_YOUR_TURN)),
    _character("RT-EOOT-DRAW", "Dawn Watch", "[End of Your Opponent's Turn] Draw 1 card.",
               _draw_at(END_OF_OPPONENTS_TURN)),
    _character("RT-EOT-BUFF", "Dusk Brawler",
               "[End of Your Turn] This Character gains +2000 power until the end of the turn.",
               [{"kind": "auto", "trigger": END_OF_YOUR_TURN, "effect": [{"do": "modify", "stat": "power",
                 "amount": 2000, "duration": "end_of_turn"}]}]),
    _character("RT-EOT-PLAY", "Recruiter", "[End of Your Turn] Play up to 1 Character card with a cost of 1 from your "
               "hand.",
               [{"kind": "auto", "trigger": END_OF_YOUR_TURN, "effect": [{"do": "play_card", "target": {
                 "filter": {"zone": ["hand"], "controller": "you", "category": ["character"],
                            "cost": {"op": "<=", "value": 1}}, "up_to": True}}]}]),
    _character("RT-ON-KO", "Last Word", "[On K.O.] Draw 1 card.", _draw_at({"event": "on_ko"})),
    _character("RT-ATTACK-DRAW", "Spotter", "[On Your Opponent's Attack] Draw 1 card.",
               _draw_at({"event": "on_opponent_attack", "on": "opponents"})),
    _character("RT-FLEE", "Skittish Deckhand", "[On Your Opponent's Attack] Return this Character to your hand.",
               [{"kind": "auto", "trigger": {"event": "on_opponent_attack", "on": "opponents"},
                 "effect": [{"do": "move", "to": "hand", "target": {"mode": "self"}}]}]),
    _character("RT-SHY", "Shy Lookout", "When this Character is attacked, return this Character to your hand.",
               [{"kind": "auto", "trigger": {"event": "when_attacked"},
                 "effect": [{"do": "move", "to": "hand", "target": {"mode": "self"}}]}]),
    _character("RT-WAKE", "Light Sleeper", "[On Your Opponent's Attack] Set this Character as active.",
               [{"kind": "auto", "trigger": {"event": "on_opponent_attack", "on": "opponents"},
                 "effect": [{"do": "orient", "to": "active"}]}]),
    _character("RT-WA-DRAW", "Eager Gunner", "[When Attacking] Draw 1 card.", _draw_at({"event": "when_attacking"})),
    _character("RT-ON-EVENT", "Event Hunter", "When you activate an Event, K.O. up to 1 of your opponent's Characters.",
               [{"kind": "auto", "trigger": {"event": "event_activated", "on": "yours"}, "effect": [{"do": "destroy",
                 "target": {"filter": {"zone": ["character"], "controller": "opponent"}, "up_to": True}}]}]),
    _character("RT-OPA-ONCE", "Wary Guard", "[On Your Opponent's Attack] [Once Per Turn] You may draw 1 card.",
               [{"kind": "auto", "trigger": {"event": "on_opponent_attack", "on": "opponents"},
                 "limit": "once_per_turn", "optional": True, "effect": [{"do": "draw"}]}]),
    _character("RT-OPA-TRASH", "Wary Broker",
               "[On Your Opponent's Attack] [Once Per Turn] You may trash 1 card from your hand: Draw 2 cards.",
               [{"kind": "auto", "trigger": {"event": "on_opponent_attack", "on": "opponents"},
                 "limit": "once_per_turn", "optional": True, "cost": [{"do": "trash_from_hand", "count": 1}],
                 "effect": [{"do": "draw", "count": 2}]}]),
    {**_character("RT-BLOCK-FLEE", "Timid Bodyguard", "[Blocker]\n[On Block] Return this Character to your hand.",
                  [{"kind": "auto", "trigger": {"event": "on_block"},
                    "effect": [{"do": "move", "to": "hand", "target": {"mode": "self"}}]}]), "keywords": ["blocker"]},
    _character("RT-DAWN", "Early Riser", "[DON!! x1] At the start of your turn, draw 1 card.",
               [{"kind": "auto", "trigger": {"event": "start_of_turn", "on": "none", "whose": "yours"},
                 "condition": {"check": "don_attached", "value": 1}, "effect": [{"do": "draw"}]}]),
    {**_character("RT-LIFE-PLAY", "Ambush Recruit", "[On Play] Draw 1 card.\n[Trigger] Play this card.",
                  [*_draw_at({"event": "on_play"}), {"kind": "activated", "timing": ["trigger"],
                   "effect": [{"do": "play_card", "target": {"mode": "self"}}]}]), "keywords": ["trigger"]},
    _character("RT-BOUNCE", "Tide Pusher", "[On Play] Return all of your opponent's Leader and Character cards to "
               "the owner's hand.",
               [{"kind": "auto", "trigger": {"event": "on_play"}, "effect": [{"do": "move", "to": "hand", "target": {
                 "mode": "all", "filter": {"zone": ["leader", "character"], "controller": "opponent"}}}]}], cost=0),
    _character("RT-BOUNCE-ONE", "Undertow", "[On Play] Return up to 1 of your opponent's Leader or Character cards "
               "to the owner's hand.",
               [{"kind": "auto", "trigger": {"event": "on_play"}, "effect": [{"do": "move", "to": "hand", "target": {
                 "filter": {"zone": ["leader", "character"], "controller": "opponent"}, "up_to": True}}]}], cost=0),
    {"id": "RT-DRAW2", "name": "Deep Dredge", "category": "event", "colors": ["green"], "cost": 0,
     "keywords": ["main"], "text": "[Main] Draw 2 cards. Then, draw 1 card.",
     "abilities": [{"kind": "activated", "timing": ["main"], "effect": [{"do": "draw", "count": 2},
                                                                      {"do": "draw"}]}]},
    {"id": "RT-BURN", "name": "Searing Letter", "category": "event", "colors": ["green"], "cost": 0,
     "keywords": ["main"], "text": "[Main] Deal 1 damage to your opponent's Leader. Then, draw 1 card.",
     "abilities": [{"kind": "activated", "timing": ["main"], "effect": [{"do": "damage", "amount": 1,
                                                                       "who": "opponent"}, {"do": "draw"}]}]},
]  # fmt: skip


@cache
def database(ruleset_id: str) -> CardDatabase:
    """The sample cards of the ruleset and the RT- cards (the ENERGIO!! text reads "ENERGIO!!" for "DON!!")."""
    return S.with_cards(ruleset_id, CARDS)


def start(ruleset_id: str, seed: str = "rules text") -> Game:
    """A game of the starter decks with the RT- cards known, P1 first: turn 1, Main Phase."""
    return S.start(ruleset_id, seed, cards=database(ruleset_id))


def activate(game: Game, iid: InstanceId, number: int = 0) -> Action:
    return Action("activate", game.card(iid).controller, card=iid, number=number)


def to_main(game: Game, turn: int) -> None:
    """Answer quietly until `turn`'s Main Phase window."""
    S.until_main(game, turn)


def until_decision(game: Game, *contexts: str) -> None:
    """Answer quietly until a decision of one of `contexts` (or the game's end)."""
    while game.outcome is None and game.decision.context not in contexts:
        S.quietly(game)


def hand(game: Game, player: PlayerId) -> list[InstanceId]:
    return S.zone(game, Z.HAND, player)


def don_states(game: Game, player: PlayerId) -> list[str]:
    """The orientation of every DON!! in the cost area, sorted."""
    return sorted(game.card(i).orientation for i in S.zone(game, Z.COST, player))
