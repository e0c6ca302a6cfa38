"""Energy payment (2-11-5, 8-4-2): rest Active energy of your own, the specified colours among them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.rulesets.dragon_ball_super import zones as Z
from engine.rulesets.dragon_ball_super.stats import colors

if TYPE_CHECKING:
    from engine.game import Game
    from engine.ids import InstanceId, PlayerId


def active_energy(game: Game, player: PlayerId) -> list[InstanceId]:
    """`player`'s Active energy: only these can pay (1-3-2-1, 8-4-2-2)."""
    cards = game.state.cards
    return [iid for iid in game.zone(Z.ref(Z.ENERGY, player)) if cards[iid].orientation == Z.ACTIVE]


def fill(slots: Sequence[str], pool: Sequence[tuple[InstanceId, tuple[str, ...]]]) -> list[InstanceId] | None:
    """One card of the pool per specified slot, each card's colours holding the slot's colour (backtracking: a
    multicolour card fills one slot only, NOTES.md); None if impossible."""
    if not slots:
        return []
    colour, rest = slots[0], slots[1:]
    for index, (iid, colours) in enumerate(pool):
        if colour in colours:
            found = fill(rest, [*pool[:index], *pool[index + 1 :]])
            if found is not None:
                return [iid, *found]
    return None


def _pool(game: Game, iids: Sequence[InstanceId]) -> list[tuple[InstanceId, tuple[str, ...]]]:
    with game.frozen_effects():  # a read-only look: continuous skills evaluated once, not per card
        return [(iid, colors(game, iid)) for iid in iids]  # colours effects add pay too (2-4-1-2-1-1)


def active_pool(game: Game, player: PlayerId) -> tuple[tuple[InstanceId, tuple[str, ...]], ...]:
    """`player`'s Active energy (`active_energy`) with the colours each has now, worked out once per position inside
    a query (`query_memo`): every cost of a legal-action listing pays from it."""
    memo = game.query_memo()
    key = ("dbs:active_pool", player)
    found: tuple[tuple[InstanceId, tuple[str, ...]], ...] | None = None if memo is None else memo.get(key)
    if found is None:
        found = tuple(_pool(game, active_energy(game, player)))
        if memo is not None:
            memo[key] = found
    return found


def payment_problem(
    game: Game, player: PlayerId, picks: Sequence[InstanceId], total: int, colours: Sequence[str]
) -> str | None:
    """Why resting `picks` does not pay `total` with `colours` specified (None: it does, 2-11-5-1, 2-11-5-2)."""
    active = set(active_energy(game, player))
    if len(set(picks)) != len(picks):
        return "Each energy card is rested once."
    if any(iid not in active for iid in picks):
        return "Pay with Active energy cards of your own Energy Area."
    if len(picks) != total:
        return f"Rest exactly {total} energy, not {len(picks)}."
    if fill(sorted(colours), _pool(game, picks)) is None:
        return f"The energy rested must include {describe(colours)}."
    return None


def auto_payment(game: Game, player: PlayerId, total: int, colours: Sequence[str]) -> list[InstanceId] | None:
    """A payment the engine picks when the player names none: the specified colours first (mono-colour cards before
    multicolour ones), then any others, monocolour cards kept for last; None if it cannot be paid."""
    pool = active_pool(game, player)
    if len(pool) < total:
        return None
    by_width = sorted(pool, key=_width)
    chosen = fill(sorted(colours), by_width)
    if chosen is None:
        return None
    others = [iid for iid, _ in sorted(by_width, key=lambda item: -len(item[1])) if iid not in chosen]
    return chosen + others[: total - len(chosen)]


def can_pay(game: Game, player: PlayerId, total: int, colours: Sequence[str] = ()) -> bool:
    """Whether `player`'s Active energy pays `total` with `colours` specified (once per position inside a query)."""
    memo = game.query_memo()
    if memo is None:
        return auto_payment(game, player, total, colours) is not None
    key = ("dbs:can_pay", player, total, tuple(colours))
    found = memo.get(key)
    if found is None and not colours:  # enough Active energy of any colour (no colour looked up)
        found = memo[key] = len(active_energy(game, player)) >= total
    elif found is None:  # `auto_payment` finds one exactly when there is enough energy and the colours can be filled
        pool = active_pool(game, player)
        found = memo[key] = len(pool) >= total and fill(sorted(colours), sorted(pool, key=_width)) is not None
    return bool(found)


def _width(item: tuple[InstanceId, tuple[str, ...]]) -> int:
    return len(item[1])


def pay(game: Game, picks: Sequence[InstanceId], *, rule: str) -> None:
    """Rest the chosen energy (callers have checked the payment)."""
    for iid in picks:
        game.set_orientation(iid, Z.REST, rule=rule)


def describe(colours: Sequence[str]) -> str:
    counts: dict[str, int] = {}
    for colour in colours:
        counts[colour] = counts.get(colour, 0) + 1
    return ", ".join(f"{n} {c}" for c, n in sorted(counts.items())) or "no particular colour"
