"""Card abilities: one data language for every game, its interpreter, and manual resolution."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.game import Game
    from engine.ids import InstanceId, PlayerId


def signal(game: Game, trigger: str, card: InstanceId | None, player: PlayerId | None = None, **context: Any) -> None:
    """Tell the ability interpreter that a trigger point of the rules has happened.

    `trigger` names it ("on_play", "when_attacking", "on_block", "on_ko", "on_opponent_attack",
    "start_of_turn", "start_of_main", "end_of_turn", "end_of_battle", "on_damage", ...), `card`
    is the card it happened to (if any), `player` whose turn/side it concerns. Every card whose
    automatic abilities match queues a trigger with `Game.trigger`.

    Placeholder until the ability interpreter lands: no card has automated abilities yet.
    """
