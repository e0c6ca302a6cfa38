"""Shared set-ups of the rules-text scenarios (test_rules_text_*): a bare table in a main phase, scenario cards."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine import Action, Game, PlayerId
from engine.events import Event
from engine.formats.cards import CardDatabase
from engine.ids import InstanceId, opponent
from engine.rulesets.weiss_schwarz import build_ruleset
from tests.engine.rulesets.weiss_schwarz import support as S
from tests.support.card_sets import read_cards

ZONES = ("stage", "marker", "clock", "level", "climax", "stock", "hand", "waiting_room", "deck", "memory")


def character(card_id: str, name: str, abilities: Sequence[dict], *, level: int = 0, power: int = 1000,
              color: str = "yellow", **extra: object) -> dict:  # fmt: skip
    """A scenario character (level 0, cost 0, soul 1 unless said) with these abilities."""
    stats = {"level": level, "soul": extra.pop("soul", 1), "triggers": []}
    return {"id": card_id, "name": name, "category": "character", "colors": [color], "cost": extra.pop("cost", 0),
            "power": power, "stats": stats, "abilities": list(abilities), **extra}  # fmt: skip


def event(card_id: str, name: str, effect: Sequence[dict], *, level: int = 0, cost: int = 0) -> dict:
    """A scenario event whose main-phase effect is `effect`."""
    return {"id": card_id, "name": name, "category": "event", "colors": ["yellow"], "cost": cost,
            "stats": {"level": level, "triggers": []},
            "abilities": [{"kind": "activated", "timing": ["main"], "label": name,
                           "effect": list(effect)}]}  # fmt: skip


def database(set_id: str, cards: Sequence[dict]) -> CardDatabase:
    """The sample set, the plain test cards and `cards` (callers cache it)."""
    return S.database().extended([read_cards("weiss-schwarz", set_id, cards, name=set_id)])


def table(
    db: CardDatabase | None = None, *, turn: int = 2, seed: str = "rules-text"
) -> tuple[Game, PlayerId, PlayerId]:
    """The main phase of `turn` on a bare table: every zone of both players empty but a deck of 15 plain level 1
    characters. Returns the game, the turn player and the other."""
    game = Game.new(build_ruleset(), db or S.database(), (S.starter("lantern"), S.starter("clockwork")), seed)
    S.keep_hands(game)
    S.advance_to(game, "main", turn=turn)
    tp = game.state.turn_player
    for player in (0, 1):
        S.clear(game, player, *ZONES)
        S.stack(game, player, *["T-L1"] * 15)
    return game, tp, opponent(tp)


def fill(game: Game, player: int, zone: str, card_id: str, count: int) -> list[InstanceId]:
    """Scenario set-up: `count` copies of a card on top of a zone (face down in the stock)."""
    return [S.put(game, player, card_id, zone, face_up=zone != "stock") for _ in range(count)]


def apply(game: Game, kind: str, player: int, **fields: object) -> list[Event]:
    """Apply an action and return its events."""
    return list(game.apply(Action(kind, PlayerId(player), **fields)))  # type: ignore[arg-type]


def counter_step(game: Game, tp: int, ntp: int) -> tuple[InstanceId, InstanceId]:
    """The turn player's plain character on position 1 frontal attacks the other's on position 3, facing it (3.6.5);
    on to the counter step. Returns the attacker and the defender."""
    attacker = S.put(game, tp, "T-L0", "stage", 1)
    defender = S.put(game, ntp, "T-L0", "stage", 3)
    S.advance_to(game, "attack")
    apply(game, "attack", tp, card=attacker, option="frontal")
    S.advance_to(game, "counter")
    return attacker, defender


def moves(events: Sequence[Event], rule: str | None = None) -> list[Event]:
    """The move events (with that rule, if given)."""
    return [e for e in events if e.kind == "move" and (rule is None or e.rule == rule)]


def offered(game: Game, action: Action) -> bool:
    """Whether the action is among the legal ones and passes its check."""
    return action in game.legal_actions() and game.check(action) is None


def run_until(game: Game, done: Callable[[Game], bool], *, limit: int = 300) -> list[Event]:
    """Answer dully (support.answer_default) until `done(game)`; every event on the way."""
    events: list[Event] = []
    for _ in range(limit):
        if done(game):
            return events
        assert game.decision is not None and game.outcome is None, game.outcome
        S.answer_default(game)
        events.extend(game.last_events)
    raise AssertionError("not done in time")
