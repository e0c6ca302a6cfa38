"""Physical procedures of Weiß Schwarz: the deck with its refresh, stock payments, placing and moving characters."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.abilities import signal as signal_abilities
from engine.ids import InstanceId, PlayerId, ZoneRef, opponent
from engine.kept import Kept
from engine.rulesets.weiss_schwarz import zones as Z
from engine.sentences import subject, their
from engine.state import Task

if TYPE_CHECKING:
    from engine.formats.cards import CardDatabase
    from engine.game import Game

REFRESH_POINT = "refresh_point"  # 5.2.1.5, 9.2.2, 9.9
CHECK = "ws:check"  # a check timing (8.5.1)
ATTACK = "ws_attack"  # state.vars: the attack sub-phase under way (7.2.1.5)
MOVED = "moved"  # turn flag: how often a character moved between positions this turn (7.5.1.2.2)


_LISTENED: Kept[CardDatabase, frozenset[str]] = Kept(64)


def listened(game: Game) -> frozenset[str]:
    """The trigger events some card of the database listens for (kept per database object)."""
    return _LISTENED.answer(game.database, _listened, game)


def _listened(game: Game) -> frozenset[str]:
    language = game.ruleset.abilities
    events: set[str] = set()
    for card in game.database.cards():
        if not card.automated and language is not None:
            events.update(language.manual_events)
        for ability in card.abilities:
            trigger = ability.get("trigger")
            if isinstance(trigger, dict) and isinstance(trigger.get("event"), str):
                events.add(trigger["event"])
    return frozenset(events)


def signal(
    game: Game, event: str, card: InstanceId | None, player: PlayerId | None, *, once_per_turn: bool = False,
    **context: Any,
) -> None:  # fmt: skip
    """A trigger point (8.7.2): automatic abilities listening for `event` go on standby. Skipped when
    no card of the database listens; continuous effects are evaluated once while it looks. `once_per_turn`:
    an ability that already triggered on `event` this turn does not again (6.8.1.1)."""
    if event not in listened(game):
        return
    with game.frozen_effects():
        signal_abilities(game, event, card, player, once_per_turn=once_per_turn, **context)


def turn_order(game: Game) -> tuple[PlayerId, PlayerId]:
    """The turn player first, then the non-turn player (1.3.5, 8.5.1.2-3, 9.1.2.1.1.1)."""
    return (game.state.turn_player, opponent(game.state.turn_player))


def push_check(game: Game) -> None:
    """Schedule a check timing (8.5.1) to run next."""
    game.push(Task(CHECK))


def refresh(game: Game, player: PlayerId, *, climax_in_damage: bool = False) -> None:
    """The reshuffle (9.2), an interrupt rule action: with an empty deck, the waiting room becomes
    the deck, shuffled, and the refresh point goes up by 1. With an empty waiting room too the
    player loses at once (9.2.2.1), unless a damage process has a climax in their resolution zone."""
    deck = game.state.zones[ZoneRef(Z.DECK, player)]
    if deck or game.state.outcome is not None:
        return
    waiting = game.state.zones[ZoneRef(Z.WAITING_ROOM, player)]
    if not waiting:
        if not climax_in_damage:
            game.end_game(
                opponent(player), f"{subject(player, 'has', 'have')} no cards in deck or waiting room.", "9.2.2.1"
            )
        return
    for iid in list(waiting):
        game.move(iid, ZoneRef(Z.DECK, player), rule="9.2.2")
    game.shuffle(ZoneRef(Z.DECK, player), rule="9.2.2")
    points = game.state.player_counters[player].get(REFRESH_POINT, 0)
    game.set_player_counter(player, REFRESH_POINT, points + 1)
    game.log(
        f"{subject(player, 'refreshes', 'refresh')} {their(player)} deck (refresh point {points + 1}).", player, "9.2.2"
    )


def take_top(
    game: Game,
    player: PlayerId,
    dst: ZoneRef,
    *,
    face_up: bool | None = None,
    reveal: bool = False,
    rule: str = "",
    in_cost: bool = False,
) -> InstanceId | None:
    """Move the top card of a player's deck to `dst`, one card at a time (3.2.3). An empty deck is
    refreshed at once (3.2.3.2, 9.2), except while a cost is being paid (9.2.3)."""
    deck = game.state.zones[ZoneRef(Z.DECK, player)]
    if not deck and not in_cost:
        refresh(game, player)
    if not deck or game.state.outcome is not None:
        return None
    moved = game.move(deck[-1], dst, face_up=face_up, reveal=reveal, rule=rule)
    if not deck and not in_cost:
        refresh(game, player)
    return moved


def draw(game: Game, player: PlayerId, count: int = 1, *, rule: str = "4.7.1") -> int:
    """4.7.1: draw `count` cards, one at a time; returns how many were drawn."""
    drawn = 0
    for _ in range(count):
        if take_top(game, player, ZoneRef(Z.HAND, player), rule=rule) is None:
            break
        drawn += 1
    return drawn


def stock_size(game: Game, player: PlayerId) -> int:
    return len(game.state.zones[Z.STOCK_REFS[player]])


def pay_stock(game: Game, player: PlayerId, count: int, *, rule: str = "8.4.3") -> None:
    """8.4.3: put exactly `count` cards from the top of the stock (3.10.2) into the waiting room.
    Callers check the whole cost can be paid first (8.4.2.2)."""
    stock = game.state.zones[ZoneRef(Z.STOCK, player)]
    if count > len(stock):
        raise ValueError(f"player {player + 1} cannot pay {count} stock from {len(stock)}")
    for _ in range(count):
        game.move(stock[-1], ZoneRef(Z.WAITING_ROOM, player), rule=rule)


def to_waiting_room(game: Game, iid: InstanceId, *, rule: str = "") -> InstanceId:
    """Put a card into its owner's waiting room (3.1.6, 3.4.1)."""
    return game.move(iid, ZoneRef(Z.WAITING_ROOM, game.card(iid).owner), rule=rule)


def put_character(
    game: Game,
    iid: InstanceId,
    player: PlayerId,
    slot: int,
    *,
    orientation: str = Z.STAND,
    played: bool = False,
    rule: str = "",
    event: str = "",
) -> InstanceId:
    """Place a character from another zone on a stage position (8.6.2.4.1); a character already
    there stays until the rule action 9.6.1 puts the earlier one into the waiting room."""
    new = game.move(iid, Z.stage_ref(player, slot), face_up=True, orientation=orientation, reveal=True, rule=rule)
    signal(game, "on_stage", new, player, position=slot)
    if played:
        signal(game, "on_play", new, player, position=slot)
    if event:
        signal(game, event, new, player, position=slot)
    return new


def move_to_position(game: Game, iid: InstanceId, slot: int, *, rule: str = "6.5.1.2.4") -> None:
    """Move a character to another position of its master's stage, exchanging it with whatever is
    there (6.5.1.2.4). Not a zone change (3.1.4): the same card, effects kept; each character's
    markers travel with it (3.7.3.1, NOTES.md 13)."""
    cards = game.state.cards
    card = cards[iid]
    player, here = card.controller, card.zone.slot
    if here == slot:
        return
    zones = game.state.zones
    stage_here, stage_there = Z.stage_ref(player, here), Z.stage_ref(player, slot)
    marker_here, marker_there = Z.marker_ref(player, here), Z.marker_ref(player, slot)
    there = list(zones[stage_there])
    moves = [(iid, stage_there)] + [(other, stage_here) for other in there]
    moves += [(m, marker_there) for m in zones[marker_here]]
    moves += [(m, marker_here) for m in zones[marker_there]]  # made before any moves: each set of markers once
    for moving, dst in moves:
        moved = cards[moving]
        game.move(moving, dst, face_up=moved.face_up, orientation=moved.orientation, keep_instance=True, rule=rule)
    for moving in [iid, *there]:
        flags = cards[moving].turn_flags
        flags[MOVED] = flags.get(MOVED, 0) + 1


def markers_under(game: Game, iid: InstanceId) -> list[InstanceId]:
    """The markers under a character (3.7.4), bottom first."""
    card = game.card(iid)
    if card.zone.name != Z.STAGE:
        return []
    return list(game.state.zones[Z.marker_ref(card.controller, card.zone.slot)])


def put_marker(
    game: Game, iid: InstanceId, host: InstanceId, *, face_up: bool = False, rule: str = "3.7"
) -> InstanceId:
    """Put a card on top of the markers under a character (3.7.2): face down unless said (3.7.2.1)."""
    host_card = game.card(host)
    dst = Z.marker_ref(host_card.controller, host_card.zone.slot)
    return game.move(iid, dst, face_up=face_up, rule=rule)


def after_move(game: Game, before: InstanceId, after: InstanceId, src: ZoneRef, dst: ZoneRef) -> None:
    """What the rules attach to a character leaving the stage: its position's markers go to the
    waiting room with it (3.7.3.2), and going to the waiting room triggers Encore (10.2)."""
    if src.name != Z.STAGE or dst.name == Z.STAGE:
        return
    if dst == Z.marker_ref(src.owner, src.slot):
        return  # it becomes a marker of its own position, over its markers (10.14.1.1, 10.15.2)
    markers = game.state.zones[Z.marker_ref(src.owner, src.slot)]
    for marker in list(markers):
        game.move(marker, ZoneRef(Z.WAITING_ROOM, game.card(marker).owner), face_up=True, rule="3.7.3.2")
    if dst.name == Z.WAITING_ROOM:
        from engine.rulesets.weiss_schwarz.encore import encore_triggers

        encore_triggers(game, after, src)


def attack_info(game: Game) -> dict[str, int | str | None] | None:
    """The attack sub-phase under way (7.2.1.5), or None."""
    info: dict[str, int | str | None] | None = game.state.vars.get(ATTACK)
    return info


def moved_count(game: Game, iid: InstanceId) -> int:
    return game.card(iid).turn_flags.get(MOVED, 0)


def still_in_place(game: Game, iid: int | str | None, controller: int | str | None, moves: int | str | None) -> bool:
    """7.5.1.2.2, 7.6.1.3: a character still on the stage, same master, not moved since declared."""
    if not isinstance(iid, int) or iid not in game.state.cards:
        return False
    card = game.card(InstanceId(iid))
    return card.zone.name == Z.STAGE and card.controller == controller and moved_count(game, card.iid) == moves
