"""Keyword effects and keywords (10): printed or granted, and [Once Per Turn] bookkeeping."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.game import Game
    from engine.ids import InstanceId

RUSH = "rush"  # 10-1-1
DOUBLE_ATTACK = "double_attack"  # 10-1-2
BANISH = "banish"  # 10-1-3
BLOCKER = "blocker"  # 10-1-4
TRIGGER = "trigger"  # 10-1-5
MAIN = "main"  # 10-2-3: an Event usable in the Main Phase
COUNTER = "counter"  # 10-2-4: an Event usable in the opponent's Counter Step

GRANTED = "keyword"
"""Continuous-effect kind that grants a keyword: its value is the keyword's name."""
REMOVED = "no_keyword"
"""Continuous-effect kind that takes a keyword away (it wins over printed and granted ones)."""
PREVENT = "prevent"
"""Continuous-effect kind that forbids a card an action ("attack", "block"): prohibitions win (1-3-3)."""


def has_keyword(game: Game, iid: InstanceId, keyword: str) -> bool:
    """Whether the card has `keyword` printed (`CardDefinition.keywords`) or granted by an effect, and no effect
    took it away."""
    effects = [e for e in game.effects_targeting(iid) if e.value == keyword]  # one evaluation, not two
    if any(effect.kind == REMOVED for effect in effects):
        return False
    if keyword in game.definition(iid).keywords:
        return True
    return any(effect.kind == GRANTED for effect in effects)


def once_per_turn_used(game: Game, iid: InstanceId, ability: str = "") -> bool:
    """Whether this card object already used its [Once Per Turn] effect this turn (10-2-13-1/2).

    The flag lives in the card's `turn_flags` (cleared every turn); a card that leaves the field and
    comes back is a new object and may use it again (10-2-13-4).
    """
    return game.state.cards[iid].turn_flags.get(f"once:{ability}", 0) > 0


def use_once_per_turn(game: Game, iid: InstanceId, ability: str = "") -> None:
    """Mark the [Once Per Turn] effect used, even if paying its cost then fails (10-2-13-5)."""
    game.state.cards[iid].turn_flags[f"once:{ability}"] = 1


def prevented(game: Game, iid: InstanceId, action: str) -> bool:
    """Whether an effect forbids this card `action` ("attack", "block"); such prohibitions win (1-3-3)."""
    return any(effect.value == action for effect in game.effects_on(iid, PREVENT))
