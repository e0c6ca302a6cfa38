"""Continuous abilities: lasting effects that hold while their card is in play and their condition is met."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.abilities import model as M
from engine.abilities.filters import condition_holds, language_of, matching
from engine.kept import Kept
from engine.state import ContinuousEffect

if TYPE_CHECKING:
    from engine.game import Game

STATIC = "static"

Made = tuple[str, int | str, M.Filter | None]
"""What one step of a continuous ability makes: the effect's kind and value, and the filter its targets match
(None: the ability's own card, a "self" target)."""

_MADE: Kept[M.ContinuousAbility, tuple[Made, ...]] = Kept(4096)  # `_made` by ability: a few hundred per database


def static_effects(game: Game) -> list[ContinuousEffect]:
    """Every effect of every continuous ability in play, evaluated now (re-entrant calls see none).

    The re-entrancy flag belongs to the game, so games evaluated at once on different threads (a LAN host's
    worker and the UI thread's checks) never see each other's evaluation."""
    cache = game.effects_cache
    if cache.evaluating:
        return []
    cache.evaluating = True
    try:
        return _evaluate(game)
    finally:
        cache.evaluating = False


def _evaluate(game: Game) -> list[ContinuousEffect]:
    language = language_of(game)
    found: list[ContinuousEffect] = []
    cards, card_definition, continuous = game.state.cards, game.database.get, language.continuous
    known = language._continuous  # `continuous` by card id, looked up here without a call: this runs after every step
    zones = game.state.zones
    for ref in game.scanned_refs():
        name = ref.name
        for iid in zones[ref]:
            card = cards[iid]
            abilities = known.get(card.card_id)
            if abilities is None:
                abilities = continuous(card_definition(card.card_id))
            for ability, works_in in abilities:
                if name not in works_in:
                    continue
                controller = card.controller
                condition = ability.condition
                if condition is not None and not condition_holds(game, condition, controller, iid):
                    continue
                made = _MADE.answer(ability, _made, ability)
                for kind, value, targets_filter in made:  # (evaluating only looks: the card and turn stay as they are)
                    targets = (
                        (iid,) if targets_filter is None else tuple(matching(game, targets_filter, controller, iid))
                    )
                    found.append(
                        ContinuousEffect(0, kind, controller, targets, value, STATIC, controller, iid, game.state.turn)
                    )
    return found


def effect_of(step: object) -> tuple[str, int | str] | None:
    """The kind and value of the lasting effect a continuous ability's step makes (None: it makes none)."""
    if isinstance(step, M.Modify):
        return step.stat, step.amount
    if isinstance(step, M.Grant):
        return ("no_keyword" if step.remove else "keyword"), step.keyword
    if isinstance(step, M.Prevent):
        return "prevent", step.action
    return None


def _made(ability: M.ContinuousAbility) -> tuple[Made, ...]:
    """The effects an ability's steps make, in order (a step with no target or no lasting effect makes none), worked
    out once per ability: its steps are read-only data, evaluated after every step of every game."""
    found: list[Made] = []
    for step in ability.effect:
        target = getattr(step, "target", None)
        made = effect_of(step) if isinstance(target, M.Target) else None
        if made is not None:
            assert isinstance(target, M.Target)
            found.append((made[0], made[1], None if target.mode == "self" else target.filter))
    return tuple(found)
