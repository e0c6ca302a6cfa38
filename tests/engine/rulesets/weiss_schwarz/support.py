"""Weiß Schwarz test scaffolding: the sample set and starter decks, a few plain test cards, and table set-ups."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from engine import Action, Game, PlayerId
from engine.formats.cards import CardDatabase
from engine.formats.decks import Deck
from engine.ids import CardId, InstanceId, ZoneRef
from engine.rulesets.weiss_schwarz import build_ruleset
from engine.rulesets.weiss_schwarz import zones as Z
from tests.support.answering import advance_to as advance_to  # the package's tests call them from here
from tests.support.answering import advance_until as advance_until
from tests.support.answering import answer_default as answer_default
from tests.support.card_sets import read_card_file, read_cards, read_deck_file
from tests.support.scenarios import act as act
from tests.support.scenarios import remove_cards

ROOT = Path(__file__).resolve().parents[4]
SAMPLE = ROOT / "assets" / "cards" / "weiss-schwarz-sample.json"
DECKS = {"lantern": ROOT / "decks" / "weiss-schwarz-lantern-festival.json",
         "clockwork": ROOT / "decks" / "weiss-schwarz-clockwork-harbor.json"}  # fmt: skip


def _plain(card_id: str, level: int, power: int, soul: int = 1, color: str = "yellow", **extra: object) -> dict:
    stats = {"level": level, "soul": soul, "triggers": extra.pop("triggers", [])}
    return {"id": card_id, "name": extra.pop("name", f"Plain {card_id}"), "category": "character", "colors": [color],
            "cost": extra.pop("cost", 0), "power": power, "stats": stats, **extra}  # fmt: skip


TEST_CARDS = [
    _plain("T-L0", 0, 3000),
    _plain("T-L0B", 0, 3000, name="Plain Twin"),
    _plain("T-L0R", 0, 2000, color="red"),
    _plain("T-L1", 1, 5000, cost=1),
    _plain("T-L1G", 1, 5000, cost=1, color="green"),
    _plain("T-L2", 2, 7000, soul=2, cost=2),
    _plain("T-L3", 3, 10000, soul=2, cost=3, triggers=["soul"]),
    _plain("T-S0", 0, 1000, soul=0, name="Soulless"),
    _plain("T-WEAK", 0, 0, name="Paper Doll"),
    _plain("T-WD", 0, 1000, name="Draw Watcher", text="AUTO When another character is placed on the stage, draw.",
           abilities=[{"kind": "auto", "label": "Watcher: draw",
                       "trigger": {"event": "on_stage", "on": "any", "filter": {"other_than_source": True}},
                       "effect": [{"do": "draw"}]}]),
    _plain("T-WP", 0, 1000, name="Place Watcher",
           text="AUTO When another character is placed on the stage, put one from your hand on an open position.",
           abilities=[{"kind": "auto", "label": "Watcher: place",
                       "trigger": {"event": "on_stage", "on": "any", "filter": {"other_than_source": True}},
                       "effect": [{"do": "put_on_stage", "place": "open",
                                   "target": {"filter": {"zone": ["hand"], "controller": "you",
                                                         "category": ["character"]}, "up_to": True}}]}]),
    _plain("T-ACC", 0, 1000, name="Two-Step Clocker", text="ACT [Clock the top card, (1)] Draw a card.",
           abilities=[{"kind": "activated", "timing": ["main"], "label": "Clocker",
                       "cost": [{"do": "clock"}, {"do": "pay_resource", "amount": 1}], "effect": [{"do": "draw"}]}]),
    {"id": "T-CX", "name": "Plain Climax", "category": "climax", "colors": ["yellow"], "stats": {"triggers": []}},
    {"id": "T-CXR", "name": "Red Climax", "category": "climax", "colors": ["red"], "stats": {"triggers": []}},
    {"id": "T-EV", "name": "Plain Event", "category": "event", "colors": ["yellow"], "cost": 1,
     "stats": {"level": 1, "triggers": []}, "abilities": [{"kind": "activated", "timing": ["main"],
                                                            "effect": [{"do": "draw"}]}]},
]  # fmt: skip


@cache
def sample_database() -> CardDatabase:
    return read_card_file("weiss-schwarz", SAMPLE)


@cache
def database() -> CardDatabase:
    """The sample set plus the plain test cards."""
    return sample_database().extended([read_cards("weiss-schwarz", "TEST", TEST_CARDS)])


@cache
def starter(name: str) -> Deck:
    return read_deck_file(DECKS[name], sample_database())


def new_game(seed: str = "ws", decks: tuple[str, str] = ("lantern", "clockwork")) -> Game:
    """A game at its first decision (the starting player's mulligan)."""
    return Game.new(build_ruleset(), database(), (starter(decks[0]), starter(decks[1])), seed)


def ref(name: str, player: int, slot: int = 0) -> ZoneRef:
    return ZoneRef(name, PlayerId(player), slot)


def zone(game: Game, name: str, player: int, slot: int = 0) -> list[InstanceId]:
    return game.zone(ref(name, player, slot))


def put(game: Game, player: int, card_id: str, name: str, slot: int = 0, *, face_up: bool = True,
        orientation: str = "") -> InstanceId:  # fmt: skip
    """Scenario set-up: a fresh card straight onto the top of a zone (bypassing the rules)."""
    return game.create_card(CardId(card_id), PlayerId(player), ref(name, player, slot), face_up=face_up,
                            orientation=orientation)  # fmt: skip


def clear(game: Game, player: int, *names: str) -> None:
    """Scenario set-up: empty zones of a player (their cards leave the game)."""
    remove_cards(game, *(ref(name, player, slot) for name in names for slot in game.ruleset.zone_spec(name).slots()))


def stack(game: Game, player: int, *card_ids: str) -> list[InstanceId]:
    """Scenario set-up: put these cards on top of the deck, the first on top."""
    return [put(game, player, card_id, Z.DECK, face_up=False) for card_id in reversed(card_ids)][::-1]


def keep_hands(game: Game) -> None:
    while game.decision is not None and game.decision.context == "mulligan":
        game.apply(Action("choose", game.decision.player, picks=()))


def main_phase(seed: str = "ws", turn: int = 1) -> tuple[Game, PlayerId]:
    """A game in the main phase of `turn` (both hands kept), and its turn player."""
    game = new_game(seed)
    keep_hands(game)
    advance_to(game, "main", turn=turn)
    return game, game.state.turn_player
