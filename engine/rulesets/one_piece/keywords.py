"""Keyword effects and keywords (10): printed or granted, and [Once Per Turn] bookkeeping."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.game import Game
    from engine.ids import InstanceId
    from engine.rulesets.one_piece.language import Reach
    from engine.state import ContinuousEffect

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


def effects_for(
    game: Game, iid: InstanceId, kinds: tuple[str, ...], values: tuple[int | str, ...] | None = None
) -> Sequence[ContinuousEffect]:
    """The effects on this card a question about `kinds` (with `values`; None: any) reads, in `all_effects` order
    (the caller keeps those): only the lasting ones when no continuous ability of this card database can give this
    card such an effect (the dialect's `static_reach`: none makes one, or only for cards of other ids or in other
    zones), so none is evaluated; else every effect on it of those kinds (`effects_targeting`)."""
    language = game.ruleset.abilities
    if language is not None:
        reach_of = getattr(language, "static_reach", None)
        if reach_of is None:
            return game.effects_targeting(iid, kinds)
        reach: Reach | None = reach_of(game.database, kinds, values)
        if reach is not None:
            card = game.state.cards[iid]
            ids, zones = reach
            if zones is None or card.card_id in ids or card.zone.name in zones:
                return game.effects_targeting(iid, kinds)
    effects = game.state.effects
    return [e for e in effects if iid in e.targets] if effects else ()


def has_keyword(game: Game, iid: InstanceId, keyword: str) -> bool:
    """Whether the card has `keyword` printed (`CardDefinition.keywords`) or granted by an effect, and no effect
    took it away."""
    granted = False
    for effect in effects_for(game, iid, _KEYWORD_KINDS, (keyword,)):
        if effect.value == keyword:
            if effect.kind == REMOVED:
                return False
            granted = granted or effect.kind == GRANTED
    return granted or keyword in game.definition(iid).keywords


_KEYWORD_KINDS = (GRANTED, REMOVED)


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
    for effect in effects_for(game, iid, _PREVENT_KINDS, (action,)):  # (a loop: usually there is none to look at)
        if effect.kind == PREVENT and effect.value == action:
            return True
    return False


_PREVENT_KINDS = (PREVENT,)
