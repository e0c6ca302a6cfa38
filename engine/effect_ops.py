"""Continuous effects on the table: lasting ones in the state, those of continuous abilities, and their query cache."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.ids import InstanceId, PlayerId, ZoneRef
from engine.state import ContinuousEffect

if TYPE_CHECKING:
    from engine.formats.cards import CardDatabase
    from engine.ruleset import Ruleset
    from engine.state import GameState


@dataclass(slots=True)
class EffectsCache:
    """Continuous abilities evaluated once while a read-only query runs (`depth` > 0). Entering it (as
    `frozen_effects()` does) starts such a query; queries nest, and the last one out forgets the effects."""

    depth: int = 0
    static: list[ContinuousEffect] | None = None
    evaluating: bool = False  # continuous abilities are being evaluated: a re-entrant evaluation sees none
    lasting: list[ContinuousEffect] | None = None  # the state's effects list `combined` was made from (kept alive)
    lasting_count: int = 0  # and its length then
    kinds: frozenset[str] | None = None  # the kinds of effect continuous abilities can make (`Language.static_kinds`)
    combined: list[ContinuousEffect] | None = None  # lasting + static, as `all_effects` returns it
    by_target: dict[InstanceId, list[ContinuousEffect]] | None = None  # `combined` by each target, in its order
    memo: dict[Any, Any] | None = None  # answers to read-only questions about the state (`EffectOps.query_memo`)
    scanned: tuple[dict[ZoneRef, list[InstanceId]], int, tuple[ZoneRef, ...]] | None = None  # `scanned_refs`, made once
    offering: tuple[dict[ZoneRef, list[InstanceId]], int, tuple[tuple[ZoneRef, ...], ...]] | None = None
    """Each player's zones where activated abilities may be used (engine.abilities.activation), made once."""
    looked_through: tuple[dict[ZoneRef, list[InstanceId]], int, dict[Any, tuple[ZoneRef, ...]]] | None = None
    """The zones a card filter looks through, by its zone names and sides (engine.abilities.filters), made once."""

    def __enter__(self) -> None:
        self.depth += 1

    def __exit__(self, *exc: object) -> None:
        self.depth -= 1
        if not self.depth:
            self.static = self.lasting = self.combined = self.by_target = self.memo = None


class EffectOps:
    """Mixed into `Game`: starting, ending and looking up continuous effects."""

    __slots__ = ()
    state: GameState
    ruleset: Ruleset
    database: CardDatabase
    _effects_cache: EffectsCache

    def add_effect(
        self,
        kind: str,
        controller: PlayerId,
        targets: tuple[InstanceId, ...],
        value: Any,
        until: str,
        *,
        player: PlayerId | None = None,
        source: InstanceId | None = None,
    ) -> int:
        """Start a lasting effect; it ends when the ruleset calls `end_effects(until)`."""
        eid = self.state.new_id()
        self.state.effects.append(
            ContinuousEffect(eid, kind, controller, targets, value, until,
                             controller if player is None else player, source, self.state.turn)
        )  # fmt: skip
        return eid

    def end_effects(self, until: str, player: PlayerId | None = None, *, made_before: int | None = None) -> None:
        """End every effect lasting `until` this boundary (for `player`'s turn, if given; only those made before turn
        `made_before`, if given: "until the end of your opponent's NEXT turn" made during that very turn lasts on)."""
        self.state.effects = [
            e
            for e in self.state.effects
            if not (
                e.until == until
                and (player is None or e.player == player)
                and (made_before is None or e.created_turn < made_before)
            )
        ]

    def all_effects(self) -> list[ContinuousEffect]:
        """Lasting effects in the state plus those of continuous abilities in play now.

        Inside `frozen_effects()` (a query that changes nothing) the continuous abilities are
        evaluated once, not at every call."""
        language = self.ruleset.abilities
        if language is None:
            return self.state.effects
        cache = self._effects_cache
        if not self._static_kinds():  # no card of this database has a continuous ability that makes an effect
            return self.state.effects
        if not cache.depth:
            return self.state.effects + language.static_effects(self)  # type: ignore[arg-type]
        if cache.static is None:
            cache.static = []  # seen while evaluating: nested queries see no continuous effects
            static = language.static_effects(self)  # type: ignore[arg-type]
            cache.static, cache.combined, cache.by_target = static, None, None
        lasting = self.state.effects
        combined = cache.combined
        if combined is None or cache.lasting is not lasting or cache.lasting_count != len(lasting):
            combined = cache.combined = lasting + cache.static
            cache.lasting, cache.lasting_count, cache.by_target = lasting, len(lasting), None
        return combined

    def _static_kinds(self) -> frozenset[str]:
        """The kinds of effect continuous abilities can make in this game (none without an ability language)."""
        kinds = self._effects_cache.kinds
        if kinds is None:
            language = self.ruleset.abilities
            kinds = frozenset() if language is None else language.static_kinds(self.database)
            self._effects_cache.kinds = kinds
        return kinds

    def scanned_refs(self) -> tuple[ZoneRef, ...]:
        """The zones whose cards may have working abilities (`Language.scanned_zones`), in the state's zone order:
        trigger points, continuous abilities and replacements look at their cards after every step. Worked out once
        per zone table (zones are made at setup; a table that gains or loses zones is worked out again)."""
        zones = self.state.zones
        cache = self._effects_cache
        found = cache.scanned
        if found is not None and found[0] is zones and found[1] == len(zones):
            return found[2]
        language = self.ruleset.abilities
        names = language.scanned_zones() if language is not None else ()
        refs = tuple(ref for ref in zones if ref.name in names)
        cache.scanned = (zones, len(zones), refs)
        return refs

    def effects_targeting(self, iid: InstanceId, kinds: tuple[str, ...] = ()) -> Sequence[ContinuousEffect]:
        """`all_effects()` that have this card among their targets, in the same order (inside `frozen_effects()`
        from an index of every target, made once). With `kinds`, the caller keeps only effects of those kinds: if no
        continuous ability can make one, only the lasting effects are looked at (none is evaluated)."""
        if kinds and self._static_kinds().isdisjoint(kinds):
            effects = self.state.effects
            return [e for e in effects if iid in e.targets] if effects else ()
        cache = self._effects_cache
        index, lasting = cache.by_target, cache.lasting
        if index is not None and cache.depth and lasting is self.state.effects and cache.lasting_count == len(lasting):
            return index.get(iid, ())  # still made from the effects `all_effects` would return
        if not cache.depth or self.ruleset.abilities is None or not self._static_kinds():
            return [e for e in self.all_effects() if iid in e.targets]
        combined = self.all_effects()
        index = cache.by_target
        if index is None:
            index = {}
            for effect in combined:
                for target in effect.targets:
                    found = index.get(target)
                    if found is None:
                        index[target] = [effect]
                    elif found[-1] is not effect:  # a target named twice counts once, as `iid in targets`
                        found.append(effect)
            cache.by_target = index
        return index.get(iid, ())

    def query_memo(self) -> dict[Any, Any] | None:
        """Inside `frozen_effects()` (a query that changes nothing), a dict where rules may keep answers to questions
        about this very state, asked again within the query (a card's play requirements, once per position): it is
        forgotten when the outermost query ends. None outside a query, or while continuous abilities are being
        evaluated (answers then see none of them): nothing may be kept."""
        cache = self._effects_cache
        if not cache.depth or cache.evaluating:
            return None
        if cache.memo is None:
            cache.memo = {}
        return cache.memo

    @property
    def effects_cache(self) -> EffectsCache:
        """This game's cache of evaluated continuous abilities (and its re-entrancy flag)."""
        return self._effects_cache

    def frozen_effects(self) -> EffectsCache:
        """For read-only queries (views, legal actions, checks): `with game.frozen_effects():` evaluates
        continuous abilities once (a plain context manager: queries run after every action)."""
        return self._effects_cache

    def effects_on(self, iid: InstanceId, kind: str) -> list[ContinuousEffect]:
        return [e for e in self.effects_targeting(iid, (kind,)) if e.kind == kind]

    def modifier(self, iid: InstanceId, kind: str) -> int:
        """The sum of every numeric effect of `kind` on a card."""
        return sum(int(e.value) for e in self.effects_targeting(iid, (kind,)) if e.kind == kind)

    def _drop_effects_of(self, gone: InstanceId) -> None:
        """A card that left its zone (a new object now): its "while_source" effects end, and it is no effect's target.
        The effects list is replaced only when this changes something (lists made from it stay good otherwise)."""
        kept = []
        changed = False
        for effect in self.state.effects:
            if effect.until == "while_source" and effect.source == gone:
                changed = True
                continue
            if gone in effect.targets:
                changed = True
                effect.targets = tuple(t for t in effect.targets if t != gone)
                if not effect.targets:
                    continue
            kept.append(effect)
        if changed:
            self.state.effects = kept
