"""Scenario helpers for tests: start a demo game, put a card anywhere, pass until a turn."""

from __future__ import annotations

from engine import Action, DecisionKind, Game, PlayerId
from engine.ids import CardId, InstanceId, ZoneRef
from tests.support.demo.cards import database, deck
from tests.support.demo.skirmish import ruleset


def start(seed: str = "demo") -> Game:
    """A new demo game past both mulligans (both keep)."""
    game = Game.new(ruleset(), database(), (deck(), deck()), seed)
    while game.decision is not None and game.decision.context == "mulligan":
        game.apply(Action("no", game.decision.player))
    return game


def put(game: Game, player: PlayerId, card_id: str, zone: str) -> InstanceId:
    """Scenario set-up: place a fresh card straight into a zone (bypassing the rules)."""
    return game.create_card(CardId(card_id), player, ZoneRef(zone, player))


def pass_until(game: Game, turn: int) -> None:
    """Pass every window (and keep every hand) until `turn` begins its main phase."""
    while not (game.state.turn == turn and game.state.phase == "main") and game.outcome is None:
        decision = game.decision
        assert decision is not None
        if decision.kind is DecisionKind.ACT:
            game.apply(Action("pass", decision.player))
        else:
            game.apply(game.legal_actions()[0])
