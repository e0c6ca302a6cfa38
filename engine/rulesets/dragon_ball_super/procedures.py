"""Procedures the rules name (draw, drop, KO, warp, play, stack), shared by the rules and the abilities."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.abilities import offer_replacement
from engine.events import Event
from engine.ids import CardId, InstanceId, PlayerId
from engine.rulesets.dragon_ball_super import carddata as C
from engine.rulesets.dragon_ball_super import zones as Z
from engine.rulesets.dragon_ball_super.keywords import INDESTRUCTIBLE, has_keyword, negated
from engine.rulesets.dragon_ball_super.stats import MARKER, POWER
from engine.rulesets.one_piece.procedures import (
    draw,
    is_first_turn,
    leader_of,
    non_turn_player,
    resolve_text,
    turns_taken,
    window_actions,
)
from engine.rulesets.one_piece.procedures import settle as _settle
from engine.rulesets.one_piece.procedures import signal as _signal
from engine.sentences import plural, whose
from engine.state import Task

if TYPE_CHECKING:
    from engine.game import Game

__all__ = [
    "draw", "is_first_turn", "leader_of", "non_turn_player", "resolve_text", "settle", "signal", "turns_taken",
    "window_actions",
]  # fmt: skip


def signal(game: Game, event: str, card: InstanceId | None, player: PlayerId | None = None, **context: Any) -> None:
    """Tell the ability layer a trigger point happened (`engine.abilities.signal`); the [Auto] skills of cards whose
    skills are negated do not become pending (8-3-2, 8-6-5-2)."""
    before = len(game.state.triggers)
    _signal(game, event, card, player, **context)
    triggers = game.state.triggers
    if len(triggers) > before:
        kept = [t for t in triggers[before:] if t.source is None or not negated(game, InstanceId(t.source))]
        del triggers[before:]
        triggers.extend(kept)


CHECKPOINT = "dbs:checkpoint"
"""The task of a checkpoint (4-5-3): it does nothing itself; rule processing, confirmative included (9-1-2-2), runs
before it (`rules.at_checkpoint`)."""


def settle(game: Game) -> None:
    """A checkpoint (4-5-3): all rule processing first, confirmative included (9-1-2-2), then the pending [Auto]
    skills, one at a time with rule processing between them (the kernel's "resolve_triggers")."""
    _settle(game)
    game.push(Task(CHECKPOINT))


def checkpoint_task(game: Game, task: Task) -> None:
    """The "dbs:checkpoint" task: rule processing ran before it (`rules.at_checkpoint`); nothing more to do."""


STARTED = "started"
"""`state.vars` key set once the game is prepared (5-2-1-8): loss judgement applies from then on."""
END_OF_MAIN = "end_of_main"
"""Duration "until the end of the Main Phase" (6-3-1-3-1-2)."""


def first_player(game: Game) -> PlayerId:
    return PlayerId(game.state.vars.get("first_player", 0))


def cannot_attack_yet(game: Game, player: PlayerId) -> bool:
    """6-3-1-2-4: the player going first cannot attack during their first turn."""
    return player == first_player(game) and is_first_turn(game, player)


def to_drop(game: Game, iid: InstanceId, *, rule: str) -> InstanceId:
    """Place a card in its owner's Drop (3-4-1; never an opponent's: 3-1-7-1)."""
    return game.move(iid, Z.ref(Z.DROP, game.state.cards[iid].owner), face_up=True, rule=rule)


def to_warp(game: Game, iid: InstanceId, *, rule: str) -> InstanceId:
    """Place a card in its owner's Warp (11-4-1)."""
    return game.move(iid, Z.ref(Z.WARP, game.state.cards[iid].owner), face_up=True, rule=rule)


def remove_from_game(game: Game, iid: InstanceId, *, rule: str = "10-19-1") -> InstanceId:
    """10-19: out of every area, face up, seen by both players."""
    return game.move(iid, Z.ref(Z.REMOVED, game.state.cards[iid].owner), face_up=True, rule=rule)


def cannot_be_ko(game: Game, iid: InstanceId, by: PlayerId | None) -> bool:
    """[Indestructible] (10-12-1): not KO'd by battle (by=None) nor by the opponent's skills."""
    if not has_keyword(game, iid, INDESTRUCTIBLE):
        return False
    return by is None or by != game.state.cards[iid].controller


WOULD_BE_KO = "would_be_ko"
"""The replacement point (8-9): a Battle Card about to be KO'd, in battle or by a skill."""


KO_BATCH = "ko_batch"
"""`state.vars` key: per KO step (its key), the Battle Cards a skill KOs together, kept until each one's replacement
choice is made."""


def ko(
    game: Game,
    iid: InstanceId,
    *,
    by: PlayerId | None,
    rule: str = "10-1-1",
    replaceable: bool = True,
    batch: str = "",
) -> InstanceId | None:
    """KO a Battle Card: Battle Area to its owner's Drop (10-1-1). `by` is whose skill (None: a battle). The
    "when KO'd" skills trigger from the card's Battle Area information (8-6-5-1-2). None when it is not KO'd now:
    [Indestructible] (10-12-1), or a replacement ("instead", 8-9) may act: the KO then waits for that choice in a
    task ("dbs:ko"), so callers push what comes after the KO before calling. With `batch` the card only joins the
    cards one KO step (its key) KOs together, KO'd at once by the task {"flush": key} (`ko_together`)."""
    card = game.state.cards[iid]
    if card.zone.name != Z.BATTLE or card.attached_to is not None:
        return None
    if cannot_be_ko(game, iid, by):
        game.log(f"{game.definition(iid).name} is [Indestructible]: it is not KO'd.", card.controller, "10-12-1")
        return None
    if replaceable and game.ruleset.abilities is not None:
        run = Task("dbs:ko", {"card": int(iid), "by": by, "rule": rule, "offered": True, "batch": batch})
        cause = "battle" if by is None else "effect"
        if offer_replacement(game, WOULD_BE_KO, iid, card.owner, run=run, cause=cause, by=by):
            return None
    if batch:
        game.state.vars.setdefault(KO_BATCH, {}).setdefault(batch, []).append(int(iid))
        return None
    return ko_together(game, [iid], by=by, rule=rule)[0]


def ko_together(game: Game, cards: list[InstanceId], *, by: PlayerId | None, rule: str) -> list[InstanceId]:
    """Cards KO'd at the same time: every "when KO'd" skill is met by each of them while all are still in the Battle
    Area (8-6-3: pending as many times as met; 8-6-5-1-2), then they go to their owners' Drops."""
    killer = game.state.turn_player if by is None else by
    for iid in cards:
        signal(game, "on_ko", iid, game.state.cards[iid].controller)
        signal(game, "on_you_ko", None, killer)
    moved = []
    for iid in cards:
        new = to_drop(game, iid, rule=rule)
        for pending in game.state.triggers:
            if pending.source == iid:
                pending.source = new
        moved.append(new)
    return moved


def ko_task(game: Game, task: Task) -> None:
    """The "dbs:ko" task {card, by, rule?, offered?, batch?}: KO a Battle Card still in play (each with its
    replacement choice; `offered`: after that choice; `batch`: the key of the KO step whose cards go together).
    {"flush": key, by} KOs that step's cards together, those still in the Battle Area."""
    by = task.args.get("by")
    who = None if by is None else PlayerId(by)
    if task.args.get("flush"):
        batches = game.state.vars.get(KO_BATCH, {})
        found = batches.pop(task.args["flush"], [])
        if not batches:
            game.state.vars.pop(KO_BATCH, None)
        cards = [InstanceId(c) for c in found if InstanceId(c) in game.state.cards]
        cards = [
            c for c in cards if game.state.cards[c].zone.name == Z.BATTLE and game.state.cards[c].attached_to is None
        ]
        if cards:
            ko_together(game, cards, by=who, rule=task.args.get("rule", "10-1-1"))
        return
    iid = InstanceId(task.args["card"])
    if iid in game.state.cards:
        ko(game, iid, by=who, rule=task.args.get("rule", "10-1-1"), replaceable=not task.args.get("offered"),
           batch=task.args.get("batch", ""))  # fmt: skip


def place_in_battle(
    game: Game, iid: InstanceId, player: PlayerId, *, rule: str, orientation: str = Z.ACTIVE, played: bool = True
) -> InstanceId:
    """Put a card into the Battle Area (3-6-4: Active unless stated) and, when played, "when you play this card"
    triggers (6-3-1-2-1-4, 8-6-5-3)."""
    new = game.move(iid, Z.ref(Z.BATTLE, player), face_up=True, orientation=orientation, reveal=True, rule=rule)
    if played:
        signal(game, "on_play", new, player)
        _heroic_or_villainous(game, new, player)
    return new


def _heroic_or_villainous(game: Game, new: InstanceId, player: PlayerId) -> None:
    """[Heroic] / [Villainous] (10-38, 10-39): another «Heroic»/«Villainous» card played or activated."""
    traits = C.traits(game.definition(new))
    for trait in ("Heroic", "Villainous"):
        if trait in traits:
            signal(game, f"{trait.lower()}_played", new, player)


def place_on_top(game: Game, iid: InstanceId, base: InstanceId, player: PlayerId, *, rule: str) -> InstanceId:
    """Play a card on top of `base` (evolve, 10-5-4): the new card takes its position, Active or Rest Mode and its
    power changes (9-4-2); `base` and what was under it go under the new card (11-3-3)."""
    old = game.state.cards[base]
    orientation, zone = old.orientation, old.zone
    new = game.move(iid, zone, face_up=True, orientation=orientation, reveal=True, rule=rule)
    under = list(old.attached)
    for card in under:
        game.state.cards[card].attached_to = new
    old.attached.clear()
    game.state.cards[new].attached.extend(under)
    for effect in game.state.effects:
        if base in effect.targets and effect.kind == POWER:
            effect.targets = tuple(new if t == base else t for t in effect.targets)
    put_under(game, base, new, rule="11-3-3")
    battle = game.state.vars.get("battle")
    if isinstance(battle, dict):  # 7-1-4: a card played on top of the attack or guard card takes its role
        for role in ("attack", "guard"):
            if battle.get(role) == base:
                battle[role], battle[f"{role}_zone"] = int(new), zone.to_data()
    return new


def put_under(game: Game, iid: InstanceId, host: InstanceId, *, rule: str = "11-3-3") -> None:
    """Put a card under another, at the very bottom (11-3-3); its skills are negated there (11-3-2)."""
    game.attach(iid, host, rule=rule)
    host_card = game.state.cards[host]
    host_card.attached.remove(iid)
    host_card.attached.insert(0, iid)
    game.state.cards[iid].orientation = Z.ACTIVE


def add_markers(game: Game, iid: InstanceId, amount: int, *, rule: str = "4-12-1") -> None:
    if amount:
        game.add_counter(iid, MARKER, amount)
        game.log(f"{game.definition(iid).name}: {'+' if amount > 0 else ''}{plural(amount, 'marker')}.", rule=rule)


def remove_markers(game: Game, iid: InstanceId, amount: int, *, rule: str) -> int:
    """Remove up to `amount` markers (4-12-3); returns how many. If any remain, every continuous effect on the card
    reverts (9-6-1-1); at 0 it goes to the Drop at rule processing (9-8)."""
    have = game.state.cards[iid].counters.get(MARKER, 0)
    taken = min(have, amount)
    if taken <= 0:
        return 0
    game.add_counter(iid, MARKER, -taken)
    game.log(f"{game.definition(iid).name} loses {plural(taken, 'marker')}.", rule=rule)
    if have - taken > 0:
        game.state.effects = [e for e in game.state.effects if iid not in e.targets]
    signal(game, "on_marker_removed", iid, game.state.cards[iid].controller)
    return taken


def place_unison(game: Game, iid: InstanceId, player: PlayerId, marker_count: int, *, rule: str) -> InstanceId:
    """Play a Unison Card (6-3-1-2-2-3): the others in the Unison Area go to the Drop, it enters Active with
    `marker_count` markers; then "when you play this card" (6-3-1-2-2-4)."""
    for old in list(game.zone(Z.ref(Z.UNISON, player))):
        to_drop(game, old, rule="6-3-1-2-2-3")
    new = game.move(iid, Z.ref(Z.UNISON, player), face_up=True, orientation=Z.ACTIVE, reveal=True, rule=rule)
    add_markers(game, new, marker_count, rule="6-3-1-2-2-3")
    signal(game, "on_play", new, player)
    return new


def flip_leader(game: Game, leader: InstanceId, *, rule: str = "9-9-1") -> bool:
    """Awaken: turn the Leader to its back side. It stays the same card, with its position, mode and power
    changes (9-9); False if it has no back side (already awakened)."""
    card = game.state.cards[leader]
    back = C.awakened_side(game.definition(leader))
    if back is None or card.zone.name != Z.LEADER:
        return False
    card.card_id = CardId(back)
    game.emit(Event("flip", player=card.controller, card=leader, card_id=card.card_id, amount=1, rule=rule))
    game.log(f"{whose(card.controller)} Leader awakens: {game.definition(leader).name}.", card.controller, rule)
    signal(game, "on_awaken", leader, card.controller)
    return True
