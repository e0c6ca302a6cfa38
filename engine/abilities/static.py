"""Continuous abilities: lasting effects that hold while their card is in play and their condition is met."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.abilities import model as M
from engine.abilities.filters import condition_holds, language_of, matching
from engine.ids import InstanceId
from engine.state import ContinuousEffect

if TYPE_CHECKING:
    from engine.game import Game

STATIC = "static"


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
                controller = card.controller
                if name not in works_in:
                    continue
                if not condition_holds(game, ability.condition, controller, iid):
                    continue
                for step in ability.effect:
                    effect = _as_effect(game, step, iid)
                    if effect is not None:
                        found.append(effect)
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


def _as_effect(game: Game, step: object, source: InstanceId) -> ContinuousEffect | None:
    controller = game.card(source).controller
    target = getattr(step, "target", None)
    if not isinstance(target, M.Target):
        return None
    made = effect_of(step)
    if made is None:
        return None
    targets = (source,) if target.mode == "self" else tuple(matching(game, target.filter, controller, source))
    kind, value = made
    return ContinuousEffect(0, kind, controller, targets, value, STATIC, controller, source, game.state.turn)
