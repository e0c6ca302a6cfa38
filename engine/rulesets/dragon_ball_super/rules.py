"""Rule processing (section 9): loss judgement, invalid combos, power at 0 or below, Unison markers, [Unique]."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.decisions import Decision, DecisionKind
from engine.ids import PLAYERS, InstanceId, PlayerId, opponent
from engine.loops import endless
from engine.rulesets.dragon_ball_super import carddata as C
from engine.rulesets.dragon_ball_super import keywords as K
from engine.rulesets.dragon_ball_super import zones as Z
from engine.rulesets.dragon_ball_super.battle import DEFENSE_WINDOW, OFFENSE_WINDOW
from engine.rulesets.dragon_ball_super.procedures import CHECKPOINT, STARTED, remove_from_game, remove_markers, to_drop
from engine.rulesets.dragon_ball_super.skill_counters import SKILL_TIMING
from engine.rulesets.dragon_ball_super.stats import markers, power, power_at_most_zero
from engine.sentences import subject, their
from engine.state import Task

if TYPE_CHECKING:
    from engine.game import Game


CHECKPOINTS = (CHECKPOINT, "resolve_triggers")
"""Tasks of a checkpoint (4-5-3): a `settle`, and each pending [Auto] skill's turn (4-5-3-2 returns to 4-5-3-1)."""
FREE_TIMINGS = {"phase:main": (1,), "dbs:battle": (OFFENSE_WINDOW, DEFENSE_WINDOW)}
"""Task steps that grant a free timing, each preceded by a checkpoint (4-6-2-1): the Main Phase's, the Offense and
Defense Steps' (6-3-1-2, 7-2-1-2, 7-3-1-2)."""


def at_checkpoint(game: Game) -> bool:
    """Whether the engine's next step is a checkpoint (4-5-3, 4-6-2-1) or the start of a counter timing (4-7-3-1): the
    only moments confirmative rule processing is carried out (9-1-2-2)."""
    stack = game.state.stack
    if not stack:
        return False
    top = stack[-1]
    if top.kind in CHECKPOINTS:
        return True
    if top.kind == "dbs:counter_timing":
        return top.step == 0
    if top.kind == SKILL_TIMING:  # a counter timing around a skill begins (4-7-2-3, 4-7-2-4)
        return True
    return top.step in FREE_TIMINGS.get(top.kind, ())


_LOSS_REFS = tuple(Z.ref(area, player) for player in PLAYERS for area in (Z.LIFE, Z.DECK))
_INTERRUPTIVE_REFS = tuple(Z.ref(area, player) for player in PLAYERS for area in (Z.UNISON, Z.BATTLE))


def rule_processing(game: Game) -> None:
    """Run before every step of the engine. Interruptive processing (9-1-2-1: loss, markers, [Unique]) always runs;
    confirmative processing (9-1-2-2: combos outside a battle, power at 0 or below) only at a checkpoint or counter
    timing (`at_checkpoint`), and only if its condition holds then (NOTES.md)."""
    state = game.state
    if state.outcome is not None or not state.vars.get(STARTED):
        return
    zones = state.zones
    life_0, deck_0, life_1, deck_1 = _LOSS_REFS
    if not (zones[life_0] and zones[deck_0] and zones[life_1] and zones[deck_1]) and _loss_judgement(game):
        return  # looked at only when a Life Area or deck is empty (9-2-3, 9-2-4)
    if endless(game, rule="11-1-2"):  # an infinite loop neither player can stop: a draw (engine.loops, NOTES.md)
        return
    confirm = at_checkpoint(game)
    if not confirm:  # only the Unison Area (9-7, 9-8, 3-11-5) and two cards of a Battle Area ([Unique], [Field])
        unison_0, battle_0, unison_1, battle_1 = _INTERRUPTIVE_REFS
        if not zones[unison_0] and not zones[unison_1] and len(zones[battle_0]) < 2 and len(zones[battle_1]) < 2:
            return
    with game.frozen_effects():  # a read-only look first: continuous skills evaluated once, not per card
        if not _anything_to_do(game, confirm):
            return
    for player in PLAYERS:
        if confirm and "battle" not in state.vars:  # 9-3-2
            for iid in list(game.zone(Z.ref(Z.COMBO, player))):
                to_drop(game, iid, rule="9-3-2")
        for iid in list(game.zone(Z.ref(Z.BATTLE, player))) if confirm else ():
            kind = game.definition(iid).category
            if kind in (C.BATTLE, C.TOKEN) and power(game, iid) <= 0:  # 9-5-2
                game.log(f"{game.definition(iid).name} has 0 power or less: it goes to the Drop.", rule="9-5-2")
                _leave(game, iid, "9-5-2")
        _unison(game, player, confirm)
        _unique(game, player)


_AREAS = {player: (Z.ref(Z.COMBO, player), Z.ref(Z.BATTLE, player), Z.ref(Z.UNISON, player)) for player in PLAYERS}
"""Each player's Combo, Battle and Unison Area refs: rule processing looks at them before every engine step."""
_UNIQUE_OR_FIELD = (K.UNIQUE, K.FIELD)
_POWER_LOSERS = (C.BATTLE, C.TOKEN)


def _anything_to_do(game: Game, confirm: bool) -> bool:
    """Whether any of the checks below would change something now (they rarely do). A card no effect targets has
    its printed power and keywords (`_targeted`): only a printed power of 0 or less, or a printed [Unique] / [Field],
    makes it worth the full look."""
    state = game.state
    zones = state.zones
    combos = confirm and "battle" not in state.vars
    targeted: set[InstanceId] | frozenset[InstanceId] | None = None
    for player in PLAYERS:
        combo_ref, battle_ref, unison_ref = _AREAS[player]
        if combos and zones[combo_ref]:
            return True
        unison = zones[unison_ref]
        if unison:
            if len(unison) > 1:
                return True
            if targeted is None:
                targeted = _targeted(game)
            for iid in unison:
                if markers(game, iid) <= 0:
                    return True
                touched = iid in targeted  # else its printed power is its power
                if confirm and (touched or (game.definition(iid).power or 0) <= 0) and power_at_most_zero(game, iid):
                    return True
        battle = zones[battle_ref]
        several = len(battle) > 1  # two [Unique]/[Field] cards: at most one may stay (one alone: nothing to look at)
        if not battle or not (confirm or several):
            continue
        if targeted is None:
            targeted = _targeted(game)
        special = 0
        for iid in battle:
            definition = game.definition(iid)
            if iid in targeted:
                low = confirm and definition.category in _POWER_LOSERS
                keyword = several
            else:  # the printed numbers and keywords are the card's
                low = confirm and (definition.power or 0) <= 0 and definition.category in _POWER_LOSERS
                keyword = several and (K.UNIQUE in definition.keywords or K.FIELD in definition.keywords)
            if low and power_at_most_zero(game, iid):
                return True
            if keyword and K.has_any_keyword(game, iid, _UNIQUE_OR_FIELD):
                special += 1
                if special > 1:
                    return True
    return False


_NONE: frozenset[InstanceId] = frozenset()


def _targeted(game: Game) -> set[InstanceId] | frozenset[InstanceId]:
    """The cards some effect targets now, lasting or continuous (`all_effects`): any other card has no change to its
    power, no granted or removed keyword and no negated skills by an effect."""
    effects = game.all_effects()
    return {target for effect in effects for target in effect.targets} if effects else _NONE


def _leave(game: Game, iid: InstanceId, rule: str) -> None:
    if game.definition(iid).category == C.TOKEN:
        remove_from_game(game, iid, rule="10-18-7")
    else:
        to_drop(game, iid, rule=rule)


def _loss_judgement(game: Game) -> bool:
    """9-2: a player with no Life card (9-2-3) or no card in their deck (9-2-4) loses; both at once: a draw
    (1-2-3)."""
    zones = game.state.zones
    losers: list[tuple[PlayerId, str, str]] = []
    for player in PLAYERS:
        if not zones[Z.ref(Z.LIFE, player)]:
            losers.append((player, f"{subject(player, 'has', 'have')} no Life cards left.", "9-2-3"))
        elif not zones[Z.ref(Z.DECK, player)]:
            losers.append((player, f"{subject(player, 'has', 'have')} no cards left in {their(player)} deck.", "9-2-4"))
    if len(losers) == 2:
        game.end_game(None, f"Both players lose at once, a draw: {losers[0][1]} {losers[1][1]}", "1-2-3")
    elif losers:
        loser, reason, rule = losers[0]
        game.end_game(opponent(loser), reason, rule)
    return bool(losers)


def _unison(game: Game, player: PlayerId, confirm: bool) -> None:
    """9-7-2: a Unison Card at 0 power or less loses 1 marker; 9-8-2: at 0 markers it goes to the Drop; 3-11-5: one
    Unison Card at most (the newest stays)."""
    area = game.zone(Z.ref(Z.UNISON, player))
    while len(area) > 1:
        to_drop(game, area[0], rule="3-11-6")
    for iid in list(area):
        if confirm and power(game, iid) <= 0 and markers(game, iid) > 0:
            game.log(f"{game.definition(iid).name} has 0 power or less: it loses 1 marker.", rule="9-7-2")
            remove_markers(game, iid, 1, rule="9-7-2")
        if markers(game, iid) <= 0:
            game.log(f"{game.definition(iid).name} has no markers left: it goes to the Drop.", rule="9-8-2")
            to_drop(game, iid, rule="9-8-2")


UNIQUE_PENDING = "unique_choice"
"""`state.vars` key: a [Unique] duplicate is waiting for its master's choice ("dbs:unique" task)."""


def _duplicates(game: Game, player: PlayerId) -> list[InstanceId]:
    """The first group of [Unique] cards sharing a name in `player`'s Battle Area (empty: none)."""
    by_name: dict[str, list[InstanceId]] = {}
    for iid in game.zone(Z.ref(Z.BATTLE, player)):
        if K.has_keyword(game, iid, K.UNIQUE):
            by_name.setdefault(game.definition(iid).name, []).append(iid)
    return next((group for group in by_name.values() if len(group) > 1), [])


def _unique(game: Game, player: PlayerId) -> None:
    """9-10, 10-42-3: of several [Unique] cards with one name in a Battle Area, their master keeps one (a choice,
    the "dbs:unique" task); only one [Field] stays, the newest (10-3-3)."""
    if _duplicates(game, player) and not game.state.vars.get(UNIQUE_PENDING):
        game.state.vars[UNIQUE_PENDING] = True
        game.push(Task("dbs:unique", {"player": int(player)}))
    fields = [i for i in game.zone(Z.ref(Z.BATTLE, player)) if K.has_keyword(game, i, K.FIELD)]
    for old in fields[:-1]:
        to_drop(game, old, rule="10-3-3")


def unique_choice(game: Game, task: Task) -> None:
    """The "dbs:unique" task (9-10-2): the master chooses the [Unique] card to keep; the others of that name go to
    their owners' Drop."""
    player = PlayerId(task.args["player"])
    group = _duplicates(game, player)
    answer = game.answer(task)
    if len(group) < 2:
        game.state.vars.pop(UNIQUE_PENDING, None)
        return
    if answer is None:
        game.ask(task, Decision(player, DecisionKind.CHOOSE, f"[Unique]: choose the {game.definition(group[0]).name} "
                                "to keep in play", "9-10-2", "unique", options=tuple(group),
                                labels=tuple(game.definition(c).name for c in group), minimum=1,
                                maximum=1))  # fmt: skip
        return
    kept = InstanceId(answer.picks[0])
    for iid in group:
        if iid != kept:
            to_drop(game, iid, rule="9-10-2")
    game.state.vars.pop(UNIQUE_PENDING, None)
