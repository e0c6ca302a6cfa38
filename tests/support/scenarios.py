"""Scenario set-up shared by the rulesets' tests: a player's move as it is, cards taken out of the game."""

from __future__ import annotations

from engine import Action, Game, PlayerId
from engine.ids import ZoneRef


def act(game: Game, kind: str, player: int, **fields: object) -> None:
    """`player` makes the move `kind` with these fields, checked by the engine."""
    game.apply(Action(kind, PlayerId(player), **fields))  # type: ignore[arg-type]


def remove_cards(game: Game, *refs: ZoneRef) -> None:
    """Scenario set-up: every card in these zones leaves the game (bypassing the rules)."""
    for ref in refs:
        for iid in list(game.zone(ref)):
            game.zone(ref).remove(iid)
            del game.state.cards[iid]
