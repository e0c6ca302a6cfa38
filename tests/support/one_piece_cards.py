"""An original vanilla card set for the ONE PIECE-family rulesets, starter decks, and scenario helpers for tests.

Card names are our own. Abilities are not automated yet: Events and [Trigger]s resolve nothing.
"""

from __future__ import annotations

import json
from typing import Any

from engine import Action, DecisionKind, Game, InstanceId, PlayerId, Ruleset
from engine.formats.cards import CardDatabase, read_card_set
from engine.formats.decks import Deck, DeckEntry
from engine.ids import CardId, ZoneRef
from engine.rulesets.one_piece import PARAMS, build_ruleset
from engine.rulesets.one_piece import zones as Z

P1, P2 = PlayerId(0), PlayerId(1)


def _leader(cid: str, name: str, colors: list[str], power: int, life: int, attribute: str) -> dict[str, Any]:
    return {"id": cid, "name": name, "category": "leader", "colors": colors, "power": power,
            "stats": {"life": life, "attribute": [attribute]}}  # fmt: skip


def _char(cid: str, name: str, color: str, cost: int, power: int, counter: int = 0, keywords: tuple[str, ...] = (),
          attribute: str = "Strike", colors: list[str] | None = None) -> dict[str, Any]:  # fmt: skip
    stats: dict[str, Any] = {"attribute": [attribute]}
    if counter:
        stats["counter"] = counter
    return {"id": cid, "name": name, "category": "character", "colors": colors or [color], "cost": cost,
            "power": power, "keywords": list(keywords), "stats": stats}  # fmt: skip


def _event(cid: str, name: str, color: str, cost: int, keywords: tuple[str, ...]) -> dict[str, Any]:
    return {"id": cid, "name": name, "category": "event", "colors": [color], "cost": cost, "keywords": list(keywords)}


def _stage(cid: str, name: str, color: str, cost: int) -> dict[str, Any]:
    return {"id": cid, "name": name, "category": "stage", "colors": [color], "cost": cost}


CARDS: list[dict[str, Any]] = [
    _leader("PMT-L01", "Scarlet Captain", ["red"], 5000, 5, "Strike"),
    _leader("PMT-L02", "Verdant Navigator", ["green"], 5000, 4, "Slash"),
    _leader("PMT-L03", "Tidal Admiral", ["blue"], 5000, 5, "Wisdom"),
    _leader("PMT-L04", "Twin-Sail Duo", ["red", "green"], 5000, 4, "Ranged"),
    # Red characters.
    _char("PMT-001", "Deckhand Rookie", "red", 1, 2000, 1000),
    _char("PMT-002", "Harbor Brawler", "red", 2, 3000, 1000),
    _char("PMT-003", "Cannon Loader", "red", 3, 4000, 1000, attribute="Ranged"),
    _char("PMT-004", "Reef Duelist", "red", 4, 5000, 1000, attribute="Slash"),
    _char("PMT-005", "Storm Giant", "red", 5, 7000),
    _char("PMT-006", "Quick Cutlass", "red", 3, 4000, 1000, ("rush",), "Slash"),
    _char("PMT-007", "Twin Blade Raider", "red", 5, 6000, 0, ("double_attack",), "Slash"),
    _char("PMT-008", "Abyss Harpoon", "red", 4, 5000, 1000, ("banish",), "Ranged"),
    _char("PMT-009", "Lucky Lookout", "red", 2, 3000, 1000, ("trigger",)),
    _char("PMT-010", "Counter Ace", "red", 2, 2000, 2000, attribute="Special"),
    _char("PMT-016", "Mystery Drifter", "red", 1, 1000, 1000, attribute="?"),
    # Green characters.
    _char("PMT-011", "Jungle Sentry", "green", 2, 3000, 1000, ("blocker",)),
    _char("PMT-012", "Vine Warden", "green", 4, 5000, 0, ("blocker",), "Slash"),
    _char("PMT-013", "Moss Scout", "green", 1, 2000, 1000),
    _char("PMT-014", "Canopy Bruiser", "green", 3, 4000, 2000),
    _char("PMT-015", "Red-Green Mercenary", "red", 2, 3000, 1000, colors=["red", "green"]),
    _char("PMT-017", "Fern Archer", "green", 2, 3000, 1000, attribute="Ranged"),
    _char("PMT-018", "Bamboo Lancer", "green", 5, 6000, 1000, ("rush",), "Slash"),
    _char("PMT-019", "Thorn Colossus", "green", 6, 8000, 0, ("double_attack", "banish")),
    _char("PMT-026", "Seedling", "green", 1, 1000, 1000, ("trigger",), "Wisdom"),
    # Blue (off-colour for red and green decks).
    _char("PMT-040", "Tide Caller", "blue", 2, 3000, 1000, attribute="Wisdom"),
    # Events and Stages.
    _event("PMT-020", "Brace for Impact", "red", 1, ("counter",)),
    _event("PMT-021", "Full Sail", "red", 2, ("main",)),
    _event("PMT-022", "Ambush Flare", "red", 0, ("counter", "trigger")),
    _event("PMT-023", "Root Barrier", "green", 1, ("counter",)),
    _event("PMT-024", "Emerald Gambit", "green", 1, ("main", "trigger")),
    _event("PMT-025", "Spore Trap", "green", 2, ("counter", "trigger")),
    _stage("PMT-030", "Lighthouse Pier", "red", 1),
    _stage("PMT-031", "Overgrown Dock", "green", 2),
    _stage("PMT-032", "Signal Tower", "red", 0),
    {"id": "PMT-DON", "name": "DON!!", "category": "don"},
]

RED_MAIN = {
    "PMT-001": 4, "PMT-002": 4, "PMT-003": 4, "PMT-004": 4, "PMT-005": 2, "PMT-006": 4, "PMT-007": 3,
    "PMT-008": 3, "PMT-009": 4, "PMT-010": 4, "PMT-020": 4, "PMT-021": 3, "PMT-022": 3, "PMT-030": 2, "PMT-015": 2,
}  # fmt: skip
GREEN_MAIN = {
    "PMT-011": 4, "PMT-012": 4, "PMT-013": 4, "PMT-014": 4, "PMT-015": 4, "PMT-017": 4, "PMT-018": 4,
    "PMT-019": 4, "PMT-023": 4, "PMT-024": 4, "PMT-031": 4, "PMT-025": 4, "PMT-026": 2,
}  # fmt: skip


def database(ruleset_id: str = "one-piece") -> CardDatabase:
    """The test card set as the card database of `ruleset_id` (the resource card takes that game's name)."""
    cards = [dict(c, name=PARAMS[ruleset_id].resource) if c["category"] == "don" else c for c in CARDS]
    text = json.dumps({"format": 1, "kind": "playmat-card-set", "ruleset": ruleset_id,
                       "set": {"id": "PMT", "name": "Playmat test set"}, "cards": cards})  # fmt: skip
    result = read_card_set(text)
    assert not result.problems, result.problems
    return CardDatabase(ruleset_id, [result.card_set])


def deck(
    leader: str = "PMT-L01", main: dict[str, int] | None = None, don: int = 10, ruleset_id: str = "one-piece"
) -> Deck:
    main = RED_MAIN if main is None else main
    sections = {
        "leader": (DeckEntry(card=leader, count=1),),
        "main": tuple(DeckEntry(card=c, count=n) for c, n in main.items() if n),
        "don": (DeckEntry(card="PMT-DON", count=don),) if don else (),
    }
    return Deck(ruleset=ruleset_id, name=f"{leader} test deck", sections=sections)


def red_deck(ruleset_id: str = "one-piece") -> Deck:
    return deck("PMT-L01", RED_MAIN, ruleset_id=ruleset_id)


def green_deck(ruleset_id: str = "one-piece") -> Deck:
    return deck("PMT-L02", GREEN_MAIN, ruleset_id=ruleset_id)


def new_game(ruleset_id: str = "one-piece", seed: str = "test", decks: tuple[Deck, Deck] | None = None,
             ruleset: Ruleset | None = None) -> Game:  # fmt: skip
    """A new game (red deck against green deck unless told), at its first decision."""
    decks = decks or (red_deck(ruleset_id), green_deck(ruleset_id))
    return Game.new(ruleset or build_ruleset(ruleset_id), database(ruleset_id), decks, seed)


def start(ruleset_id: str = "one-piece", seed: str = "test", *, first: PlayerId = P1,
          decks: tuple[Deck, Deck] | None = None, ruleset: Ruleset | None = None) -> Game:  # fmt: skip
    """A new game in which `first` goes first, both players keep their hands: turn 1, Main Phase."""
    game = new_game(ruleset_id, seed, decks, ruleset)
    assert game.decision is not None and game.decision.context == "first_or_second"
    chooser = game.decision.player
    game.apply(Action("choose", chooser, picks=(0 if chooser == first else 1,)))
    while game.decision is not None and game.decision.context == "redraw":
        game.apply(Action("no", game.decision.player))
    return game


def ref(name: str, player: PlayerId) -> ZoneRef:
    return ZoneRef(name, player)


def zone(game: Game, name: str, player: PlayerId) -> list[InstanceId]:
    return game.zone(ZoneRef(name, player))


def put(game: Game, player: PlayerId, card_id: str, zone_name: str, *, rested: bool = False,
        played: bool = False) -> InstanceId:  # fmt: skip
    """Scenario set-up: place a fresh card straight into a zone, bypassing the rules (not played this turn
    unless `played`)."""
    face_up = zone_name not in (Z.DECK, Z.LIFE, Z.DON_DECK)
    iid = game.create_card(CardId(card_id), player, ZoneRef(zone_name, player), face_up=face_up,
                           orientation=Z.RESTED if rested else Z.ACTIVE)  # fmt: skip
    game.card(iid).entered_turn = game.state.turn if played else 0
    return iid


def give(game: Game, host: InstanceId, count: int = 1) -> None:
    """Scenario set-up: give `count` DON!! from the host's player's DON!! deck straight to it."""
    player = game.card(host).controller
    for _ in range(count):
        don = game.move(zone(game, Z.DON_DECK, player)[-1], ref(Z.COST, player), face_up=True)
        game.attach(don, host)


def add_active_don(game: Game, player: PlayerId, count: int) -> None:
    """Scenario set-up: move `count` more DON!! from the DON!! deck to the cost area, active."""
    for _ in range(count):
        game.move(zone(game, Z.DON_DECK, player)[-1], ref(Z.COST, player), face_up=True)


def leader(game: Game, player: PlayerId) -> InstanceId:
    return zone(game, Z.LEADER, player)[0]


def answer_default(game: Game) -> None:
    """Answer the pending decision the quiet way: pass a window, keep a hand, take Life cards to hand."""
    decision = game.decision
    assert decision is not None
    if decision.kind is DecisionKind.ACT:
        game.apply(Action("pass", decision.player))
    elif decision.kind is DecisionKind.YES_NO:
        game.apply(Action("no", decision.player))
    elif decision.kind is DecisionKind.CHOOSE:
        game.apply(Action("choose", decision.player, picks=tuple(decision.options[: max(1, decision.minimum)])))
    else:
        game.apply(game.legal_actions()[0])


def pass_until(game: Game, turn: int) -> None:
    """Answer quietly until `turn`'s Main Phase window is open (or the game ends)."""
    while game.outcome is None and not (
        game.state.turn == turn and game.decision is not None and game.decision.context == "main"
    ):
        answer_default(game)


def settle_battle(game: Game) -> None:
    """Answer quietly until the turn player's Main Phase window is open again."""
    while game.outcome is None and not (game.decision is not None and game.decision.context == "main"):
        answer_default(game)


def record_signals(monkeypatch: Any) -> list[tuple[str, InstanceId | None, PlayerId | None, dict[str, Any]]]:
    """Record every trigger point the ruleset signals to the ability layer (event, card, player, context), and
    every printed effect it asks the layer to resolve (as "resolve_text")."""
    from engine.rulesets.one_piece import procedures

    seen: list[tuple[str, InstanceId | None, PlayerId | None, dict[str, Any]]] = []

    def record(game: Game, event: str, card: InstanceId | None, player: PlayerId | None = None, **context: Any) -> None:
        seen.append((event, card, player, context))

    def resolve(game: Game, iid: InstanceId, timing: str, controller: PlayerId) -> bool:
        seen.append(("resolve_text", iid, controller, {"timing": timing}))
        return True

    monkeypatch.setattr(procedures, "_has_abilities", lambda game: True)
    monkeypatch.setattr(procedures, "_ability_signal", record)
    monkeypatch.setattr(procedures, "_resolve_printed", resolve)
    return seen
