"""Skirmish's cards (printed text beside the ability data), its sample decks, and how to load them."""

from __future__ import annotations

import json

from engine.formats.cards import CardDatabase, read_card_set
from engine.formats.decks import Deck, DeckEntry
from engine.ids import CardId


def _auto(event: str, *effect: dict[str, object], **extra: object) -> dict[str, object]:
    return {"kind": "auto", "trigger": {"event": event, **extra.pop("trigger", {})}, "effect": list(effect), **extra}  # type: ignore[dict-item]


YOURS_OTHERS = {"zone": ["field"], "controller": "you", "other_than_source": True}
THEIR_FIELD = {"zone": ["field"], "controller": "opponent"}

CARDS = [
    {"id": "SK-001", "name": "Footman", "category": "creature", "power": 2},
    {"id": "SK-002", "name": "Archer", "category": "creature", "power": 3},
    {"id": "SK-003", "name": "Scout", "category": "creature", "power": 1, "text": "When played: draw a card.",
     "abilities": [_auto("on_play", {"do": "draw"}, label="Scout: draw a card")]},
    {"id": "SK-004", "name": "Herald", "category": "creature", "power": 1,
     "text": "Whenever another creature enters your field: gain 1 health.",
     "abilities": [_auto("on_play", {"do": "gain_health", "amount": 1}, label="Herald: gain 1 health",
                         trigger={"on": "yours", "filter": {"other_than_source": True}})]},
    {"id": "SK-005", "name": "Captain", "category": "creature", "power": 2,
     "text": "When played: your other creatures get +1 power until end of turn.",
     "abilities": [_auto("on_play", {"do": "modify", "stat": "power", "amount": 1,
                                     "target": {"mode": "all", "filter": YOURS_OTHERS}},
                         label="Captain: others +1 power")]},
    {"id": "SK-006", "name": "Giant", "category": "creature", "power": 5},
    {"id": "SK-007", "name": "Sage", "category": "creature", "power": 1,
     "text": "Main, tap this: look at the top 3 cards of your deck, put 1 into your hand, the rest on the bottom.",
     "abilities": [{"kind": "activated", "timing": ["main"], "label": "Sage: look at 3",
                    "cost": [{"do": "orient", "to": "tapped"}],
                    "effect": [{"do": "look", "count": 3, "pick": 1, "to": "hand", "rest": "bottom"}]}]},
    {"id": "SK-008", "name": "Warden", "category": "creature", "power": 2,
     "text": "While you have 3 or more creatures, your other creatures get +1 power.",
     "abilities": [{"kind": "continuous", "condition": {"check": "count", "filter": {"zone": ["field"],
                    "controller": "you"}, "op": ">=", "value": 3},
                    "effect": [{"do": "modify", "stat": "power", "amount": 1,
                                "target": {"mode": "all", "filter": YOURS_OTHERS}}]}]},
    {"id": "SK-009", "name": "Assassin", "category": "creature", "power": 1,
     "text": "When played: destroy up to 1 opposing creature with 2 power or less.",
     "abilities": [_auto("on_play", {"do": "destroy", "target": {"filter": {**THEIR_FIELD, "power": {"op": "<=",
                         "value": 2}}, "up_to": True}})]},
    {"id": "SK-010", "name": "Trickster", "category": "creature", "power": 2, "automated": False,
     "text": "When played: swap this with a creature in your discard pile (resolve by hand)."},
    {"id": "SK-011", "name": "Oracle", "category": "creature", "power": 1,
     "text": "When played: choose one: draw a card; or your opponent discards a card.",
     "abilities": [_auto("on_play", {"do": "choose_one", "modes": [
         {"label": "Draw a card", "steps": [{"do": "draw"}]},
         {"label": "Opponent discards", "steps": [{"do": "discard", "who": "opponent"}]}]})]},
    {"id": "SK-012", "name": "Bard", "category": "creature", "power": 1,
     "text": "When played: you may search your deck for a Footman and put it into your hand.",
     "abilities": [_auto("on_play", {"do": "search", "filter": {"name": "Footman"}, "to": "hand"}, optional=True)]},
    {"id": "SK-013", "name": "Cleric", "category": "creature", "power": 1,
     "text": "When played: if you have 4 health or less, gain 2 health; otherwise draw a card.",
     "abilities": [_auto("on_play", {"do": "if", "condition": {"check": "health_at_most", "value": 4},
                                     "then": [{"do": "gain_health", "amount": 2}], "otherwise": [{"do": "draw"}]})]},
    {"id": "SK-014", "name": "Smith", "category": "creature", "power": 2,
     "text": "Main, once per turn, discard a card: a creature of yours gains Guard until end of turn.",
     "abilities": [{"kind": "activated", "timing": ["main"], "limit": "once_per_turn",
                    "cost": [{"do": "discard"}],
                    "effect": [{"do": "grant", "keyword": "guard",
                                "target": {"filter": {"zone": ["field"], "controller": "you"}}}]}]},
    {"id": "SK-015", "name": "Golem", "category": "creature", "power": 2,
     "text": "When played: this gets + its own power until end of turn.",
     "abilities": [_auto("on_play", {"do": "script", "name": "double_power"})]},
    {"id": "SK-016", "name": "Summoner", "category": "creature", "power": 1,
     "text": "When played: create a 1-power Sprite token.",
     "abilities": [_auto("on_play", {"do": "create_token", "card": "SK-T01", "zone": "field"})]},
    {"id": "SK-017", "name": "Jailer", "category": "creature", "power": 2,
     "text": "When played: an opposing creature cannot attack until the start of your next turn.",
     "abilities": [_auto("on_play", {"do": "prevent", "action": "attack", "duration": "start_of_your_next_turn",
                                     "target": {"filter": THEIR_FIELD}})]},
    {"id": "SK-018", "name": "Storm", "category": "creature", "power": 1,
     "text": "When played: deal 1 damage to your opponent, then return up to 1 opposing creature to its hand.",
     "abilities": [_auto("on_play", {"do": "damage"},
                         {"do": "move", "to": "hand", "target": {"filter": THEIR_FIELD, "up_to": True}})]},
    {"id": "SK-019", "name": "Mystic", "category": "creature", "power": 2,
     "text": "When destroyed: you may draw a card.",
     "abilities": [_auto("on_destroyed", {"do": "may", "steps": [{"do": "draw"}]})]},
    {"id": "SK-020", "name": "Tactician", "category": "creature", "power": 2,
     "text": "Main, tap this: tap an opposing creature.",
     "abilities": [{"kind": "activated", "timing": ["main"], "cost": [{"do": "orient", "to": "tapped"}],
                    "effect": [{"do": "orient", "to": "tapped", "target": {"filter": THEIR_FIELD}}]}]},
    {"id": "SK-021", "name": "Seer", "category": "creature", "power": 1,
     "text": "When played: reveal the top card of your deck, then shuffle your deck.",
     "abilities": [_auto("on_play", {"do": "reveal", "target": {"mode": "top", "zone": "deck"}}, {"do": "shuffle"})]},
    {"id": "SK-022", "name": "Titan", "category": "creature", "power": 3,
     "text": "When played: this has 6 power until end of turn.",
     "abilities": [_auto("on_play", {"do": "set_stat", "stat": "power", "value": 6})]},
    {"id": "SK-023", "name": "Lifebinder", "category": "creature", "power": 1,
     "text": "At the start of your turn: gain 1 health.",
     "abilities": [_auto("start_of_turn", {"do": "gain_health", "amount": 1},
                         trigger={"on": "none", "whose": "yours"})]},
    {"id": "SK-T01", "name": "Sprite", "category": "token", "power": 1},
]  # fmt: skip

DECK_A = {"SK-001": 2, "SK-002": 2, "SK-003": 1, "SK-004": 1, "SK-005": 1, "SK-006": 1, "SK-007": 1, "SK-008": 1,
          "SK-009": 1, "SK-010": 1, "SK-011": 1, "SK-012": 2, "SK-013": 1, "SK-014": 1, "SK-015": 1, "SK-016": 1,
          "SK-017": 1}  # fmt: skip
DECK_B = {"SK-001": 2, "SK-002": 2, "SK-006": 2, "SK-018": 2, "SK-019": 2, "SK-020": 2, "SK-021": 2, "SK-022": 2,
          "SK-023": 2, "SK-003": 2}  # fmt: skip
VANILLA = {"SK-001": 4, "SK-002": 4, "SK-003": 3, "SK-004": 3, "SK-005": 3, "SK-006": 3}


CARD_IDS = [CardId(c["id"]) for c in CARDS]  # type: ignore[arg-type]


def database() -> CardDatabase:
    text = json.dumps(
        {"format": 1, "kind": "playmat-card-set", "ruleset": "skirmish",
         "set": {"id": "SK", "name": "Skirmish demo"}, "cards": CARDS}
    )  # fmt: skip
    result = read_card_set(text)
    assert not result.problems, result.problems
    return CardDatabase("skirmish", [result.card_set])


def deck(counts: dict[str, int] | None = None, name: str = "Demo") -> Deck:
    entries = tuple(DeckEntry(card=card, count=n) for card, n in (counts or VANILLA).items() if n)
    return Deck(ruleset="skirmish", name=name, sections={"main": entries})
