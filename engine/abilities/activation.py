"""Activated abilities: the "activate" action in a window, and the printed ability of a played card."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from engine.abilities import model as M
from engine.abilities.costs import can_pay_all
from engine.abilities.filters import condition_holds, language_of, matching
from engine.abilities.interpreter import additional_cost_steps, emit_used, start_resolution
from engine.abilities.triggers import _works_in, limit_reached, mark_used
from engine.actions import Action
from engine.errors import IllegalAction, RulesError
from engine.ids import PLAYERS, InstanceId, PlayerId, ZoneRef

if TYPE_CHECKING:
    from engine.game import Game


def has_targets(game: Game, steps: tuple[object, ...], controller: PlayerId, source: InstanceId | None) -> bool:
    """An effect whose first mandatory choice has nothing to choose from is not offered."""
    for step in steps:
        target = getattr(step, "target", None)
        if isinstance(target, M.Target) and target.mode == "chosen" and not target.up_to:
            return bool(matching(game, target.filter, controller, source))
    return True


def usable(game: Game, iid: InstanceId, index: int, ability: M.ActivatedAbility, timing: str) -> RulesError | None:
    """None if the controller may activate this ability now, else why not, under the most specific rule the
    ruleset names for that reason (`Ruleset.activation_refusal`)."""
    controller = game.card(iid).controller
    why: tuple[str, str] | None = None
    if timing not in ability.timing:
        why = ("timing", f"That ability is used in the {'/'.join(ability.timing)} timing, not now.")
    elif not _works_in(game, ability, iid):
        why = ("zone", "That ability does not work where the card is.")
    elif limit_reached(game, iid, index, ability.limit):
        why = ("limit", "That ability has already been used this turn.")
    elif not condition_holds(game, ability.condition, controller, iid):
        why = ("condition", "The ability's condition is not met.")
    elif not can_pay_all(game, _whole_cost(game, iid, index, ability, controller), iid, controller):
        why = ("cost", "You cannot pay that ability's whole cost.")
    elif not has_targets(game, ability.effect, controller, iid):
        why = ("target", "That ability has no legal target.")
    return None if why is None else game.ruleset.activation_refusal(game, iid, ability, *why)


def _whole_cost(
    game: Game, iid: InstanceId, index: int, ability: M.ActivatedAbility, controller: PlayerId
) -> tuple[Any, ...]:
    """The ability's cost and the additional costs other effects add to it (a cost is paid whole or not at all)."""
    if not ability.cost:
        return ()
    return (*ability.cost, *additional_cost_steps(game, game.card(iid).card_id, index, iid, controller))


def _offering_refs(game: Game, player: PlayerId) -> tuple[ZoneRef, ...]:
    """The player's zones, in the state's order, where some activated ability of the card database works
    (`Language.activation_zones`) and whose cards someone may look at (a card in a deck has no ability to use): worked
    out once per zone table, as `EffectOps.scanned_refs`."""
    zones = game.state.zones
    cache = game.effects_cache
    found = cache.offering
    if found is None or found[0] is not zones or found[1] != len(zones):
        working = language_of(game).activation_zones(game.database)
        refs = tuple(
            tuple(ref for ref in zones if ref.owner == seat and ref.name in working and game.ids_shown(ref))
            for seat in PLAYERS
        )
        found = cache.offering = (zones, len(zones), refs)
    return found[2][player] if player in (0, 1) else ()


class ActivateAbility:
    """`Action("activate", player, card=iid, number=ability index)` in an act window whose
    decision context names the timing ("main", "counter", "flash"...)."""

    kind = "activate"

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        """The activated abilities of the timing now, on cards where they work (`usable` refuses the others)."""
        for iid, index, _ability in self._offered(game, player):
            yield Action(self.kind, player, card=iid, number=index)

    def legal(self, game: Game, player: PlayerId) -> Iterable[Action]:
        """`candidates` that `check` accepts (engine.ruleset.ListsLegal), each ability looked up once: a candidate is
        the player's own card and one of its activated abilities by construction; control and `usable` are asked."""
        decision = game.decision
        timing = decision.context if decision is not None else ""
        cards = game.state.cards
        for iid, index, ability in self._offered(game, player):
            if cards[iid].controller == player and usable(game, iid, index, ability, timing) is None:
                yield Action(self.kind, player, card=iid, number=index)

    def _offered(self, game: Game, player: PlayerId) -> Iterator[tuple[InstanceId, int, M.ActivatedAbility]]:
        language = language_of(game)
        decision = game.decision
        timing = decision.context if decision is not None else ""
        cards, known = game.state.cards, language._activated  # looked up without a call: most cards have none
        zones = game.state.zones
        for ref in _offering_refs(game, player):
            for iid in zones[ref]:
                activated = known.get(cards[iid].card_id)
                if activated is None:
                    activated = language.activated(game.definition(iid))
                for index, ability in activated:
                    if timing in ability.timing and _works_in(game, ability, iid):
                        yield iid, index, ability

    def check(self, game: Game, action: Action) -> RulesError | None:
        rule = game.ruleset.activation_rule
        if action.card is None or action.card not in game.state.cards or action.number is None:
            return IllegalAction(rule, "Name one of your cards and its ability.")
        card = game.card(action.card)
        if card.controller != action.player:
            return IllegalAction(rule, "You can only use abilities of cards you control.")
        abilities = language_of(game).abilities(game.definition(action.card))
        if not 0 <= action.number < len(abilities) or not isinstance(abilities[action.number], M.ActivatedAbility):
            return IllegalAction(rule, "That card has no such activated ability.")
        ability = abilities[action.number]
        assert isinstance(ability, M.ActivatedAbility)
        decision = game.decision
        timing = decision.context if decision is not None else ""
        return usable(game, action.card, action.number, ability, timing)

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None and action.number is not None
        definition = game.definition(action.card)
        ability = language_of(game).abilities(definition)[action.number]
        mark_used(game, action.card, action.number)
        emit_used(game, action.player, action.card, ability.label or definition.name)
        start_resolution(game, definition.id, action.number, action.card, action.player)


def resolve_printed(game: Game, iid: InstanceId, timing: str, controller: PlayerId, *, pay_cost: bool = True) -> bool:
    """Resolve the activated ability of `timing` printed on a card being played or used (an
    Event's [Main], a counter): schedules it and returns True, or False if it has none. A card
    that is not automated gets its manual resolution instead."""
    definition = game.definition(iid)
    if not definition.automated:
        from engine.abilities.manual import start_manual

        start_manual(game, definition.id, iid, controller)  # type: ignore[arg-type]
        return True
    for index, ability in enumerate(language_of(game).abilities(definition)):
        if isinstance(ability, M.ActivatedAbility) and timing in ability.timing:
            emit_used(game, controller, iid, ability.label or definition.name)
            start_resolution(game, definition.id, index, iid, controller, pay_cost=pay_cost)
            return True
    return False
