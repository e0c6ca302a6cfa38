"""Gameplay management (chapter 9): establishing a winner, too few cores for LV1, zero BP, and destruction (10-1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.abilities import offer_replacement
from engine.ids import PLAYERS, InstanceId, PlayerId, opponent
from engine.rulesets.battle_spirits_saga import stats as S
from engine.rulesets.battle_spirits_saga import zones as Z
from engine.rulesets.battle_spirits_saga.burst import DESTROYED_BY_OPPONENT, burst_check, signal
from engine.rulesets.battle_spirits_saga.core_choice import CHOOSE_TASK
from engine.rulesets.battle_spirits_saga.cores import SELF_CHANGED
from engine.rulesets.battle_spirits_saga.keywords import immortal_triggers
from engine.rulesets.battle_spirits_saga.minimums import below_minimum_on_fields
from engine.sentences import subject
from engine.state import Task

if TYPE_CHECKING:
    from engine.game import Game

BATTLE, EFFECT, SELF = "battle", "effect", "self"
"""Why a card is destroyed: in battle (7-1-5-2-1), by an effect (9-3-2-1, 10-14), or self-destroyed (10-1-1-1)."""

WOULD_BE_DESTROYED = "would_be_destroyed"
"""The replacement point of a destruction (10-1-3-2, 8-9): "if this spirit would be destroyed, ... instead"."""
DESTROY, KEPT = "bss:destroy", "bss:kept"
EFFECT_CHANGED = "bss_effect_changed"
"""[card, player] pairs: cards whose cores a player's effect removed since the last checkpoint (9-3-2-1)."""
PENDING = "bss_destroying"
"""Cards whose destruction waits on a substitution choice: the checkpoint leaves them alone meanwhile."""


_LIVES = tuple((player, Z.ref(Z.LIFE, player)) for player in PLAYERS)


def establish_winner(game: Game) -> bool:
    """9-2: whoever's opponent has no life wins; both at once is a draw (1-2-3). True if the game ended."""
    pools = game.state.pools
    empty = []
    for player, ref in _LIVES:
        life = pools[ref]
        if not life.get(Z.CORE, 0) + life.get(Z.SOUL, 0):
            empty.append(player)
    if not empty:
        return False
    if len(empty) == 2:
        game.end_game(None, "Both players' life reached zero at once: a draw.", "1-2-3")
    elif empty:
        loser = empty[0]
        game.end_game(opponent(loser), f"{subject(loser, 'has', 'have')} no life left.", "9-2-3")
    return True


def checkpoint(game: Game) -> None:
    """9-3, 9-4: every spirit or nexus short of its LV1 cores, and every spirit with 0 BP, is destroyed at once (4-7-2).

    A card its owner's own core move or payment left short is self-destroyed (9-3-2, 9-4-2-3); otherwise the change
    came from an effect and it is destroyed by that effect (9-3-2-1, 9-4-2-1). None runs inside one effect's
    resolution (9-1-2-2: conditions met during another action count only if they still hold after it), nor while a
    summon, placement or magic is being paid for core by core."""
    state = game.state
    for task in state.stack:
        kind = task.kind
        if kind == CHOOSE_TASK or (kind == "ability:block" and (task.args.get("i") or "answer" in task.args)):
            return  # a payment, or an effect part way through (a step done, or a question answered): NOTES choice 23
    doomed = below_minimum_on_fields(game)
    changed = state.vars.pop(SELF_CHANGED, [])
    effect_changed = state.vars.pop(EFFECT_CHANGED, [])
    if not doomed:
        return
    by_effect = {card: PlayerId(player) for card, player in effect_changed}
    waiting = len(state.triggers)
    pending = state.vars.get(PENDING, [])
    for iid in doomed:
        if iid in state.cards and Z.on_field(game, iid) and int(iid) not in pending:
            cause = SELF if int(iid) in changed else EFFECT
            short = S.cores_on(game, iid) < S.lv1_cost(game, iid)
            by = None if cause == SELF else by_effect.get(int(iid), _lowered_by(game, iid, short))
            destroy(game, iid, cause, by=by, rule="9-3-2" if short else "9-4-2")
    once_each(game, waiting)


def _lowered_by(game: Game, iid: InstanceId, short: bool) -> PlayerId | None:
    """The player whose effect on the card caused it (the latest such effect): one raising its LV1 cost (9-3-2-2), or
    lowering its BP, setting its BP or its level (9-4-2-1, 9-4-2-2); None if no effect did."""
    kinds = ("lv1_cost",) if short else ("bp", "set_bp", "set_level")
    found = [e for e in game.effects_targeting(iid) if e.kind in kinds]
    found = [e for e in found if e.kind.startswith("set_") or (int(e.value) > 0) == (e.kind == "lv1_cost")]
    return max(found, key=lambda e: e.eid).controller if found else None


def once_each(game: Game, since: int) -> None:
    """8-6-3: a triggered effect whose condition is met several times at once activates once: of the triggers
    queued since `since`, one per source card and ability (a burst, an 【Immortal】 spirit, "when one of your
    spirits is destroyed")."""
    state = game.state
    seen: set[tuple[object, ...]] = set()
    kept = state.triggers[:since]
    for trigger in state.triggers[since:]:
        key = (trigger.ability, trigger.source, trigger.data.get("ability_index"), trigger.data.get("keyword"))
        if key in seen:
            continue
        seen.add(key)
        kept.append(trigger)
    state.triggers = kept


def destroy(game: Game, iid: InstanceId, cause: str, *, by: PlayerId | None, rule: str) -> InstanceId | None:
    """10-1-3: a substitution may replace the destruction first (10-1-3-2; never a self-destruction, 10-1-1-1):
    then it waits on that choice and None is returned. Otherwise it is confirmed at once (`confirm`)."""
    if cause != SELF:
        context: dict[str, object] = {"cause": BATTLE if cause == BATTLE else "effect"}
        if by is not None:
            context["by"] = int(by)
        run = Task(DESTROY, {"card": int(iid), "cause": cause, "by": by, "rule": rule})
        after = Task(KEPT, {"card": int(iid)})
        if offer_replacement(game, WOULD_BE_DESTROYED, iid, game.card(iid).controller, run=run, after=after,
                             **context):  # fmt: skip
            game.state.vars.setdefault(PENDING, []).append(int(iid))
            return None
    return confirm(game, iid, cause, by=by, rule=rule)


def confirm(game: Game, iid: InstanceId, cause: str, *, by: PlayerId | None, rule: str) -> InstanceId:
    """10-1-3-3, 10-1-3-4: destruction is confirmed and its triggers wait (not for a self-destruction, 10-1-1-1);
    the card goes to its owner's trash and its cores to its owner's reserve (through `token_destination`)."""
    card = game.card(iid)
    owner = card.owner
    name = game.definition(iid).name
    if cause != SELF:
        signal(game, "destroyed", iid, owner)
        by_opponent = by is not None and by != owner
        if by_opponent:
            signal(game, "destroyed_by_opponent", iid, owner)
        immortal_triggers(game, iid)
        if by_opponent:
            burst_check(game, owner, DESTROYED_BY_OPPONENT)
    words = {SELF: "is self-destroyed", BATTLE: "is destroyed in battle", EFFECT: "is destroyed"}[cause]
    game.log(f"{name} {words}.", owner, rule)
    return game.move(iid, Z.ref(Z.TRASH, owner), rule=rule)


def _done_waiting(game: Game, iid: int) -> None:
    pending = game.state.vars.get(PENDING, [])
    if iid in pending:
        pending.remove(iid)
    if not pending:
        game.state.vars.pop(PENDING, None)


def run_destroy(game: Game, task: Task) -> None:
    """No substitution was applied: the destruction happens (if the card is still on the field)."""
    iid = InstanceId(task.args["card"])
    _done_waiting(game, iid)
    if iid in game.state.cards and Z.on_field(game, iid):
        by = task.args["by"]
        confirm(game, iid, task.args["cause"], by=None if by is None else PlayerId(by), rule=task.args["rule"])


def run_kept(game: Game, task: Task) -> None:
    """10-5: a substitution kept the card on the field: it is not destroyed and nothing triggers on it."""
    iid = InstanceId(task.args["card"])
    _done_waiting(game, iid)
    if iid in game.state.cards:
        game.log(f"{game.definition(iid).name} stays on the field instead.", game.card(iid).controller, "10-5-1")
