"""Keyword skills of section 10 as card data names them (`CardDefinition.keywords`), printed or granted."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.abilities.filters import has_keyword as _printed_or_granted
from engine.abilities.filters import prevented

if TYPE_CHECKING:
    from engine.game import Game
    from engine.ids import InstanceId

FIELD = "field"  # 10-3
BLOCKER = "blocker"  # 10-4
EVOLVE = "evolve"  # 10-5 (stats "evolve": the character name, "evolve_cost": the energy)
CRITICAL = "critical"  # 10-6
DOUBLE_STRIKE = "double_strike"  # 10-7
TRIPLE_STRIKE = "triple_strike"  # 10-7
QUADRUPLE_STRIKE = "quadruple_strike"  # 10-7-1-3
DUAL_ATTACK = "dual_attack"  # 10-8
TRIPLE_ATTACK = "triple_attack"  # 10-8
REVENGE = "revenge"  # 10-9
COUNTER_PLAY = "counter_play"  # 10-10-3-2
COUNTER_ATTACK = "counter_attack"  # 10-10-3-3
COUNTER_BATTLE_CARD_ATTACK = "counter_battle_card_attack"  # 10-10-3-4
COUNTER_COUNTER = "counter_counter"  # 10-10-3-5
INDESTRUCTIBLE = "indestructible"  # 10-12
ULTIMATE = "ultimate"  # 10-14
OVER_REALM = "over_realm"  # 10-15 (stats "over_realm": X)
SUPER_COMBO = "super_combo"  # 10-17
VICTORY_STRIKE = "victory_strike"  # 10-20
DEFLECT = "deflect"  # 10-22
WORMHOLE = "wormhole"  # 10-26
DRAGON_BALL = "dragon_ball"  # 10-31
ENERGY_EXHAUST = "energy_exhaust"  # 10-34
HEROIC = "heroic"  # 10-38
VILLAINOUS = "villainous"  # 10-39
UNIQUE = "unique"  # 10-42
SERVANT = "servant"  # 10-43
EX_EVOLVE = "ex_evolve"  # 10-5 (played like [Evolve])
XENO_EVOLVE = "xeno_evolve"  # 10-5-5
UNION_FUSION = "union_fusion"  # 10-13-3 (stats "union": the two character names)
UNION_POTARA = "union_potara"  # 10-13-4
UNION_ABSORB = "union_absorb"  # 10-13-5
BARRIER = "barrier"  # 10-16
WARRIOR_OF_UNIVERSE_7 = "warrior_of_universe_7"  # 10-21
SWAP = "swap"  # 10-24 (stats "swap": X)
DARK_OVER_REALM = "dark_over_realm"  # 10-25 (stats "over_realm": X)
WISH = "wish"  # 10-28: an [Activate: Main/Battle] skill with a condition
ARRIVAL = "arrival"  # 10-32 (stats "arrival": the colours)
AEGIS = "aegis"  # 10-33
ALLIANCE = "alliance"  # 10-35: its skill pays with the `alliance` cost step
OFFERING = "offering"  # 10-36: its skill is the `offering` step
REVIVE = "revive"  # 10-37: its skill pays with the `discard_colors` cost step
INVOKER = "invoker"  # 10-40
SUCCESSOR = "successor"  # 10-41
OVERLORD = "overlord"  # 10-44: its skill pays with the `servant_to_deck` cost step
REJUVENATE = "rejuvenate"  # 10-46: its skill pays with the `drop_under` cost step
LIMIT = "limit"  # 10-48: its skill pays with the `limit` cost step
EMPOWER = "empower"  # 10-49 (stats "empower": X, "empower_colors")

COUNTERS = (COUNTER_PLAY, COUNTER_ATTACK, COUNTER_BATTLE_CARD_ATTACK, COUNTER_COUNTER)
STRIKES = {DOUBLE_STRIKE: 2, TRIPLE_STRIKE: 3, QUADRUPLE_STRIKE: 4}
"""[Strike]-type keywords and the damage X each deals when it would deal less (10-7-1)."""
ATTACKS = {DUAL_ATTACK: 2, TRIPLE_ATTACK: 3}
"""[Dual Attack] / [Triple Attack]: X attacks, that is X-1 returns to Active Mode per turn (10-8-1)."""

KEYWORDS = (
    FIELD, BLOCKER, EVOLVE, CRITICAL, DOUBLE_STRIKE, TRIPLE_STRIKE, QUADRUPLE_STRIKE, DUAL_ATTACK, TRIPLE_ATTACK,
    REVENGE, *COUNTERS, INDESTRUCTIBLE, ULTIMATE, OVER_REALM, SUPER_COMBO, VICTORY_STRIKE, DEFLECT,
    WORMHOLE, DRAGON_BALL, ENERGY_EXHAUST, HEROIC, VILLAINOUS, UNIQUE, SERVANT, EX_EVOLVE, XENO_EVOLVE,
    UNION_FUSION, UNION_POTARA, UNION_ABSORB, BARRIER, WARRIOR_OF_UNIVERSE_7, SWAP, DARK_OVER_REALM, WISH, ARRIVAL,
    AEGIS, ALLIANCE, OFFERING, REVIVE, INVOKER, SUCCESSOR, OVERLORD, REJUVENATE, LIMIT, EMPOWER,
)  # fmt: skip
EVOLVES = (EVOLVE, EX_EVOLVE, XENO_EVOLVE)
UNIONS = (UNION_FUSION, UNION_POTARA, UNION_ABSORB)

KEYWORD_SKILLS = {
    HEROIC: "heroic_played", VILLAINOUS: "villainous_played", OFFERING: "offering", ALLIANCE: "alliance",
    REVIVE: "discard_colors", OVERLORD: "servant_to_deck", REJUVENATE: "drop_under", LIMIT: "limit",
    WISH: "activated",
}  # fmt: skip
"""Keywords whose skill the card data writes in the ability language: the name its abilities must use (load check)."""
"""Every keyword the engine plays; card data naming another is refused at load (NOTES.md lists the rest)."""

__all__ = ["has_keyword", "negated", "prevented"]

NEGATE = "negate_skills"
"""Continuous-effect kind: the target card's skills are negated (8-3-2); it cannot gain new ones (8-3-5)."""


def negated(game: Game, iid: InstanceId) -> bool:
    """Whether the card's skills are negated: by an effect (8-3-2, 8-3-4), or because it lies under another card
    (11-3-2)."""
    card = game.state.cards.get(iid)
    if card is None:
        return False
    if card.attached_to is not None:
        return True
    return any(effect.kind == NEGATE and iid in effect.targets for effect in game.state.effects)


_KEYWORD_KINDS = ("keyword", "no_keyword")


def has_keyword(game: Game, iid: InstanceId, keyword: str) -> bool:
    """Printed or granted, not taken away, and the card's skills not negated (keyword skills are skills: 8-3)."""
    if not game.effects_targeting(iid, _KEYWORD_KINDS):  # no effect names the card (most): only the printed ones
        return keyword in game.definition(iid).keywords and not negated(game, iid)
    return not negated(game, iid) and _printed_or_granted(game, iid, keyword)


def has_any_keyword(game: Game, iid: InstanceId, keywords: tuple[str, ...]) -> bool:
    """`any(has_keyword(game, iid, k) for k in keywords)`, at once for a card no effect names (most cards)."""
    if not game.effects_targeting(iid, _KEYWORD_KINDS):  # only the printed keywords count (filters.has_keyword)
        printed = game.definition(iid).keywords
        return any(k in printed for k in keywords) and not negated(game, iid)
    return any(has_keyword(game, iid, k) for k in keywords)


def strike_damage(game: Game, iid: InstanceId) -> int:
    """Damage the card deals when its attack succeeds: 1, or the largest [Strike] X it has (10-7-1)."""
    with game.frozen_effects():  # a read-only look: continuous skills evaluated once, not per keyword
        return max([1, *(x for name, x in STRIKES.items() if has_keyword(game, iid, name))])


def attacks_per_turn(game: Game, iid: InstanceId) -> int:
    with game.frozen_effects():
        return max([1, *(x for name, x in ATTACKS.items() if has_keyword(game, iid, name))])
