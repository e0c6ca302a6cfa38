"""Bursts (3-8, 10-9): setting one face down once a turn, and activating it when its condition is met."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.abilities import model as M
from engine.abilities import signal as kernel_signal
from engine.abilities import start_resolution
from engine.abilities.filters import condition_holds
from engine.abilities.interpreter import emit_used
from engine.abilities.triggers import _trigger_matches
from engine.decisions import Decision, DecisionKind
from engine.ids import PLAYERS, InstanceId, PlayerId
from engine.kept import Kept
from engine.rulesets.battle_spirits_saga import zones as Z
from engine.state import Task

if TYPE_CHECKING:
    from engine.abilities import Language
    from engine.formats.cards import CardDefinition
    from engine.game import Game

DESTROYED_BY_OPPONENT = "burst_destroyed"
LIFE_REDUCED = "burst_life"
OPPONENT_ATTACKS = "burst_attack"
BURST_EVENTS = (DESTROYED_BY_OPPONENT, LIFE_REDUCED, OPPONENT_ATTACKS)
"""Named burst conditions (10-9-1, 10-15-1): after the opponent destroys your spirit, after your life is reduced, when
an opponent's spirit attacks. Any other trigger point of the dialect is a burst condition too, written as an automatic
ability with `"zone": ["burst"]` and a trigger (`on`, `filter`, `whose`) as a field ability writes it (NOTES.md 11)."""

BURST = "bss:burst"
BURST_DONE = "bss:burst_done"


def is_burst(ability: M.Ability) -> bool:
    """A burst effect: an automatic ability that works in the burst area, or listens for a named burst condition."""
    return isinstance(ability, M.AutoAbility) and (ability.trigger.event in BURST_EVENTS or Z.BURST in ability.zone)


def burst_ability(game: Game, definition: CardDefinition) -> tuple[int, M.AutoAbility] | None:
    """The card's burst effect (3-8-4); found once per card id and language, as the language keeps abilities (every
    trigger point asks for the cards in both burst areas)."""
    language = game.ruleset.abilities
    assert language is not None
    return _BURSTS.answer(language, _burst_ability, (language, definition), definition.id)


def _burst_ability(of: tuple[Language, CardDefinition]) -> tuple[int, M.AutoAbility] | None:
    language, definition = of
    for index, ability in enumerate(language.abilities(definition)):
        if isinstance(ability, M.AutoAbility) and is_burst(ability):
            return index, ability
    return None


_BURSTS: Kept[Language, tuple[int, M.AutoAbility] | None] = Kept(4096)  # by language and card id


_AREAS = Z.refs(Z.BURST)


def signal(game: Game, event: str, card: InstanceId | None, player: PlayerId | None = None) -> None:
    """A trigger point (the kernel's `signal`), which is also a burst condition for a set burst listening for it."""
    kernel_signal(game, event, card, player)
    zones = game.state.zones
    for owner in PLAYERS:
        for iid in zones[_AREAS[owner]]:
            if game.card(iid).face_up:
                continue
            found = burst_ability(game, game.definition(iid))
            if found is None or found[1].trigger.event != event:
                continue
            ability = found[1]
            if not _trigger_matches(game, ability.trigger, iid, card, player):
                continue
            if not condition_holds(game, ability.condition, owner, iid):
                continue
            game.trigger(owner, BURST, iid, "A set burst's condition is met", index=found[0])  # the card stays secret


def burst_check(game: Game, player: PlayerId, event: str) -> None:
    """A set burst whose condition has just been met waits to be activated at its owner's will (10-9-3)."""
    for iid in game.zone(Z.ref(Z.BURST, player)):
        found = burst_ability(game, game.definition(iid))
        if found is not None and found[1].trigger.event == event and not game.card(iid).face_up:
            game.trigger(player, BURST, iid, "A set burst's condition is met", index=found[0])  # the card stays secret


def run_burst(game: Game, task: Task) -> None:
    """10-9-2, 8-5-2-1: the owner may activate it: turned face up, no card cost paid; it resolves, then the trash."""
    iid = InstanceId(task.args["source"])
    player = PlayerId(task.args["controller"])
    if iid not in game.state.cards or game.card(iid).zone != Z.ref(Z.BURST, player):
        return
    answer = game.answer(task)
    if answer is None:
        name = game.definition(iid).name  # in the labels only: its owner's view names it (engine.views.asked_by)
        game.ask(task, Decision(player, DecisionKind.YES_NO, "Activate your set burst?", "10-9-3", "burst",
                                options=(iid,), labels=(name,)))  # fmt: skip
        return
    if answer.kind != "yes":
        return
    game.turn_face(iid, True, rule="8-5-2-1")
    game.push(Task(BURST_DONE, {"card": int(iid), "player": int(player)}))
    definition, index = game.definition(iid), int(task.args["index"])
    language = game.ruleset.abilities
    assert language is not None
    emit_used(game, player, iid, language.abilities(definition)[index].label or f"the burst of {definition.name}")
    start_resolution(game, definition.id, index, iid, player, pay_cost=False)


def burst_done(game: Game, task: Task) -> None:
    """10-9-4: a burst that has resolved is put into the trash."""
    iid = InstanceId(task.args["card"])
    if iid in game.state.cards and game.card(iid).zone.name == Z.BURST:
        game.move(iid, Z.ref(Z.TRASH, game.card(iid).owner), rule="10-9-4")
