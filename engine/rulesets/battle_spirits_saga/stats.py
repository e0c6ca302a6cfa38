"""Current numbers of cards: cores on them, level (2-10-3), BP in its four layers (8-8-1-3), symbols and cost."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.abilities import has_keyword
from engine.ids import InstanceId, PlayerId
from engine.rulesets.battle_spirits_saga import carddata as C
from engine.rulesets.battle_spirits_saga import zones as Z

if TYPE_CHECKING:
    from engine.game import Game
    from engine.state import ContinuousEffect

LINKED = "linked"
"""Effect kind of 【Link】 (11-18-1): its target gains the BP and symbols of the spirit in `value`."""


def cores_on(game: Game, iid: InstanceId) -> int:
    """Every core on a card, the soul core included (4-11-1)."""
    tokens = game.state.cards[iid].tokens
    return tokens.get(Z.CORE, 0) + tokens.get(Z.SOUL, 0)


def has_soul(game: Game, iid: InstanceId) -> bool:
    return game.state.cards[iid].tokens.get(Z.SOUL, 0) > 0


def _stamp(effect: ContinuousEffect) -> int:
    """Within one BP layer effects apply in the order they were made (8-8-1-3-1)."""
    return effect.eid if effect.eid else int(effect.source or 0)


def _found(game: Game, iid: InstanceId, *kinds: str) -> list[ContinuousEffect]:
    found = [e for e in game.effects_targeting(iid, kinds) if e.kind in kinds]
    found.sort(key=_stamp)
    return found


def level(game: Game, iid: InstanceId) -> int:
    """The current level of a card on the field: by its cores, then "treated as LV n" effects (8-8-1-3-2)."""
    card_levels = C.levels(game.definition(iid))
    value = C.level_for(card_levels, cores_on(game, iid))
    for effect in _found(game, iid, "set_level"):
        value = min(max(1, int(effect.value)), len(card_levels)) if value else 0
    return value


def lv1_cost(game: Game, iid: InstanceId) -> int:
    """The LV1 maintenance cost, with effects that change it (9-3-2-2)."""
    printed = C.levels(game.definition(iid))
    return max(0, (printed[0][0] if printed else 0) + game.modifier(iid, "lv1_cost"))


def own_bp(game: Game, iid: InstanceId) -> int:
    """BP without 【Link】: level (8-8-1-3-2), level BP (3-3), set value (3-4), then +/- (3-5); at least 0 (1-3-6)."""
    current = level(game, iid)
    printed = C.levels(game.definition(iid))
    if not current or not printed:
        return 0
    value = printed[current - 1][1]
    for effect in _found(game, iid, "set_bp"):
        value = int(effect.value)
    value += sum(int(e.value) for e in _found(game, iid, "bp"))
    return max(0, value)


def bp(game: Game, iid: InstanceId) -> int:
    """BP: a linked spirit adds the BP of the spirit linked to it while both are on the field (11-18-1, 11-18-4)."""
    value = own_bp(game, iid)
    for effect in game.state.effects:
        if effect.kind == LINKED and iid in effect.targets and Z.on_field(game, InstanceId(int(effect.value))):
            value += own_bp(game, InstanceId(int(effect.value)))
    return value


def symbols(game: Game, iid: InstanceId) -> list[tuple[str, ...]]:
    """The symbols of a card on the field (2-8), with those of a spirit linked to it (11-18-1) and +/- effects."""
    found = list(C.symbols(game.definition(iid)))
    for effect in game.state.effects:
        if effect.kind == LINKED and iid in effect.targets and Z.on_field(game, InstanceId(int(effect.value))):
            found.extend(C.symbols(game.definition(InstanceId(int(effect.value)))))
    extra = game.modifier(iid, "symbols")
    if extra > 0:
        color = found[0] if found else tuple(game.definition(iid).colors[:1])
        found.extend([color] * extra)
    elif extra < 0:
        found = found[: max(0, len(found) + extra)]
    return found


def symbol_count(game: Game, iid: InstanceId) -> int:
    return len(symbols(game, iid))


def field_symbols(game: Game, player: PlayerId) -> list[tuple[str, ...]]:
    """Every symbol on a player's field, exhausted cards' too (NOTES.md: 2-7-3 does not exclude them). Inside a query
    worked out once per position (`query_memo`: every card's cost in a legal-action listing asks); not to be changed."""
    memo = game.query_memo()
    key = ("bss:field_symbols", player)
    if memo is not None:
        kept: list[tuple[str, ...]] | None = memo.get(key)
        if kept is not None:
            return kept
    with game.frozen_effects():  # a read-only look: continuous effects evaluated once, not per card
        found = [symbol for iid in Z.field(game, player) for symbol in symbols(game, iid)]
    if memo is not None:
        memo[key] = found
    return found


def has_symbol_of(game: Game, player: PlayerId, color: str) -> bool:
    """11-15-3: whether a player has a symbol of a colour (a double-colour symbol counts as either, 2-8-2-1)."""
    return any(color in symbol for symbol in field_symbols(game, player))


def cost(game: Game, iid: InstanceId) -> int:
    """The cost with effects that change it, before reduction (2-6-2, 8-4-2-2)."""
    return max(0, C.printed_cost(game.definition(iid)) + game.modifier(iid, "cost"))


def reduction(game: Game, iid: InstanceId, player: PlayerId) -> int:
    """2-7-3: one per field symbol matching a reduction symbol, at most one per printed reduction symbol.

    Each printed symbol is matched by a different field symbol; a double-colour field symbol takes whichever of its
    colours the player likes (2-8-2-2): the best matching is taken, as a player would choose it (NOTES.md)."""
    wanted = C.reduction_symbols(game.definition(iid))
    if not wanted:
        return 0
    memo = game.query_memo()
    key = ("bss:reduction", iid, player)
    if memo is not None:
        kept: int | None = memo.get(key)
        if kept is not None:
            return kept
    have = field_symbols(game, player)
    if len(wanted) == 1:  # one printed symbol: matched if any field symbol has its colour
        found = int(any(wanted[0] in symbol for symbol in have))
        if memo is not None:
            memo[key] = found
        return found
    match: dict[int, int] = {}  # printed symbol index -> field symbol index

    def augment(slot: int, seen: set[int]) -> bool:
        for index, symbol in enumerate(have):
            if wanted[slot] in symbol and index not in seen:
                seen.add(index)
                taken = next((s for s, i in match.items() if i == index), None)
                if taken is None or augment(taken, seen):
                    match[slot] = index
                    return True
        return False

    for slot in range(len(wanted)):
        augment(slot, set())
    if memo is not None:
        memo[key] = len(match)
    return len(match)


def payable_cost(game: Game, iid: InstanceId, player: PlayerId, x: int = 0) -> int:
    """The summoning, placing or use cost: the cost (with X, 4-6-1, 10-8-4) minus reduction, never below 0 (10-6-5,
    10-8-5, 1-3-6)."""
    return max(0, cost(game, iid) + x - reduction(game, iid, player))


def keyword_active(game: Game, iid: InstanceId, keyword: str) -> bool:
    """A keyword works on the field only from its level (10-13-1); printed or granted (has_keyword)."""
    if not has_keyword(game, iid, keyword):
        return False
    card = game.state.cards[iid]
    if card.zone.name != Z.FIELD:
        return True
    return level(game, iid) >= C.keyword_level(game.definition(iid), keyword)


def card_stats(game: Game, iid: InstanceId) -> dict[str, int]:
    """What the table shows: level, BP, cores and symbols on the field; the cost elsewhere."""
    card = game.state.cards[iid]
    definition = game.definition(iid)
    if card.zone.name == Z.FIELD and C.on_field_kind(definition):
        shown = {"level": level(game, iid), "cores": cores_on(game, iid), "symbols": symbol_count(game, iid)}
        if C.is_spirit(definition):
            shown["bp"] = shown["power"] = bp(game, iid)  # "power": what the table's battle panel reads
        return shown
    return {"cost": cost(game, iid)}
