"""Gameplay management (chapter 9): establishing a winner, too few cores for LV1, zero BP, and destruction (10-1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.abilities import signal
from engine.ids import PLAYERS, InstanceId, PlayerId, opponent
from engine.rulesets.battle_spirits_saga import carddata as C
from engine.rulesets.battle_spirits_saga import stats as S
from engine.rulesets.battle_spirits_saga import zones as Z
from engine.rulesets.battle_spirits_saga.burst import DESTROYED_BY_OPPONENT, burst_check
from engine.rulesets.battle_spirits_saga.cores import SELF_CHANGED
from engine.rulesets.battle_spirits_saga.keywords import immortal_triggers

if TYPE_CHECKING:
    from engine.game import Game

BATTLE, EFFECT, SELF = "battle", "effect", "self"
"""Why a card is destroyed: in battle (7-1-5-2-1), by an effect (9-3-2-1, 10-14), or self-destroyed (10-1-1-1)."""


def establish_winner(game: Game) -> bool:
    """9-2: whoever's opponent has no life wins; both at once is a draw (1-2-3). True if the game ended."""
    empty = [
        p for p in PLAYERS if game.tokens_at(Z.ref(Z.LIFE, p), Z.CORE) + game.tokens_at(Z.ref(Z.LIFE, p), Z.SOUL) == 0
    ]
    if len(empty) == 2:
        game.end_game(None, "Both players' life reached zero at once: a draw.", "1-2-3")
    elif empty:
        loser = empty[0]
        game.end_game(opponent(loser), f"Player {loser + 1} has no life left.", "9-2-3")
    return bool(empty)


def checkpoint(game: Game) -> None:
    """9-3, 9-4: every spirit or nexus short of its LV1 cores, and every spirit with 0 BP, is destroyed at once (4-7-2).

    A card its owner's own core move or payment left short is self-destroyed (9-3-2, 9-4-2-3); otherwise the change
    came from an effect and it is destroyed by that effect (9-3-2-1, 9-4-2-1)."""
    state = game.state
    doomed: list[InstanceId] = []
    with game.frozen_effects():
        for player in PLAYERS:
            for iid in Z.field(game, player):
                definition = game.definition(iid)
                if not C.on_field_kind(definition):
                    continue
                if S.cores_on(game, iid) < S.lv1_cost(game, iid) or (C.is_spirit(definition) and S.bp(game, iid) <= 0):
                    doomed.append(iid)
    changed = state.vars.pop(SELF_CHANGED, [])
    waiting = len(state.triggers)
    for iid in doomed:
        if iid in state.cards and Z.on_field(game, iid):
            cause = SELF if int(iid) in changed else EFFECT
            rule = "9-3-2" if S.cores_on(game, iid) < S.lv1_cost(game, iid) else "9-4-2"
            destroy(game, iid, cause, by=None, rule=rule)
    once_each(game, waiting)


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


def destroy(game: Game, iid: InstanceId, cause: str, *, by: PlayerId | None, rule: str) -> InstanceId:
    """10-1-3: destruction is confirmed and its triggers wait (not for a self-destruction, 10-1-1-1); the card goes to
    its owner's trash and its cores to its owner's reserve (10-1-3-4, through `token_destination`)."""
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
