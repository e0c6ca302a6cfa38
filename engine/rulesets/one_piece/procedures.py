"""Physical procedures the rules name (draw, pay, play, K.O., trash, give DON!!), shared by rules and abilities."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.abilities import offer_replacement as _offer_replacement
from engine.abilities import resolve_printed as _resolve_printed
from engine.abilities import signal as _ability_signal
from engine.decisions import Decision, DecisionKind
from engine.ids import InstanceId, PlayerId, opponent
from engine.rulesets.one_piece import zones as Z
from engine.rulesets.one_piece.keywords import PREVENT, effects_for
from engine.rulesets.one_piece.params import params_of
from engine.rulesets.one_piece.stats import cost
from engine.state import Task

if TYPE_CHECKING:
    from engine.game import Game


TRIGGER_POINTS = (
    "start_of_game", "start_of_turn", "start_of_main", "on_play", "event_activated", "when_attacking",
    "on_opponent_attack", "on_block", "when_attacked", "on_ko", "on_trigger", "end_of_battle", "end_of_turn",
    "end_of_opponent_turn", "end_of_turn_delayed",
)  # fmt: skip
"""Every event `signal` reports (NOTES.md: when, with which card, player and context)."""


def signal(game: Game, event: str, card: InstanceId | None, player: PlayerId | None = None, **context: Any) -> None:
    """Tell the ability layer that a trigger point of the rules happened (`engine.abilities.signal`); nothing to
    tell while the ruleset declares no ability language. NOTES.md lists every trigger point and its arguments."""
    if _has_abilities(game):
        _ability_signal(game, event, card, player, **context)


def resolve_text(game: Game, iid: InstanceId, timing: str, player: PlayerId) -> None:
    """Schedule the effect printed on a card being used (an Event's [Main] or [Counter], a Life card's
    [Trigger]) through the ability layer; nothing while the ruleset declares no ability language."""
    if _has_abilities(game):
        _resolve_printed(game, iid, timing, player)


def offer_replacement(
    game: Game, event: str, card: InstanceId, player: PlayerId, *, run: Task, after: Task | None = None, **context: Any
) -> bool:
    """Offer an event about to happen to the replacement abilities that may replace it (8-1-3-4,
    `engine.abilities.offer_replacement`): True when one may, and the event then waits for that choice in a task
    (`run` carries it out, `after` follows a replacement). Nothing while the ruleset declares no ability language."""
    language = game.ruleset.abilities  # (not `_has_abilities`, which tests replace to record signals)
    return language is not None and _offer_replacement(game, event, card, player, run=run, after=after, **context)


def _has_abilities(game: Game) -> bool:
    return getattr(game.ruleset, "abilities", None) is not None


def settle(game: Game) -> None:
    """Resolve every pending auto effect before the task below runs (8-6)."""
    if game.state.triggers:
        game.push(Task("resolve_triggers"))


def window_actions(game: Game, window: str) -> tuple[str, ...]:
    """The action kinds an act-or-pass window accepts: every action rule declaring that `window`
    ("main" or "counter"), so abilities can add their own (an [Activate: Main] rule, say). Worked out once per
    ruleset and window (the ruleset's `window_cache`: its rules are fixed when it is built)."""
    ruleset = game.ruleset
    cache: dict[str, tuple[str, ...]] | None = getattr(ruleset, "window_cache", None)
    found = None if cache is None else cache.get(window)
    if found is None:
        declared = tuple(kind for kind, rule in ruleset.action_rules.items() if getattr(rule, "window", "") == window)
        extras: dict[str, tuple[str, ...]] = getattr(ruleset, "window_extras", {})
        found = declared + extras.get(window, ())
        if cache is not None:
            cache[window] = found
    return found


def non_turn_player(game: Game) -> PlayerId:
    return opponent(game.state.turn_player)


def turns_taken(game: Game, player: PlayerId) -> int:
    """How many turns `player` has begun (1 during their first turn)."""
    taken: list[int] = game.state.vars.get("turns_taken", [0, 0])
    return taken[player]


def is_first_turn(game: Game, player: PlayerId) -> bool:
    """Whether it is `player`'s own first turn (6-3-1, 6-4-1, 6-5-6-1)."""
    return game.state.turn_player == player and turns_taken(game, player) == 1


def in_battle(game: Game) -> bool:
    return "battle" in game.state.vars


def leader_of(game: Game, player: PlayerId) -> InstanceId | None:
    leaders = game.zone(Z.ref(Z.LEADER, player))
    return leaders[0] if leaders else None


def played_this_turn(game: Game, iid: InstanceId) -> bool:
    """A Character placed in the Character area this turn (3-7-3: placing it is playing it; 3-7-4)."""
    card = game.state.cards[iid]
    return card.zone.name == Z.CHARACTERS and card.entered_turn == game.state.turn


def active_don(game: Game, player: PlayerId) -> list[InstanceId]:
    """The active DON!! cards in `player`'s cost area."""
    cards = game.state.cards
    return [iid for iid in game.zone(Z.ref(Z.COST, player)) if cards[iid].orientation == Z.ACTIVE]


def active_don_count(game: Game, player: PlayerId) -> int:
    """How many active DON!! cards `player` has in the cost area (asked by several checks of one position: kept in
    `query_memo` while a query runs)."""
    memo = game.query_memo()
    if memo is None:
        return len(active_don(game, player))
    key = ("active_don", player)
    found: int | None = memo.get(key)
    if found is None:
        found = memo[key] = len(active_don(game, player))
    return found


def pay(game: Game, player: PlayerId, amount: int, *, rule: str) -> None:
    """Rest `amount` active DON!! in the cost area (2-7-2, 8-3-1-5). DON!! cards are interchangeable,
    so the engine picks which (3-9-2; see NOTES.md). Callers have checked that enough are active."""
    for iid in active_don(game, player)[:amount]:
        game.set_orientation(iid, Z.RESTED, rule=rule)


def draw(game: Game, player: PlayerId, count: int = 1, *, rule: str = "4-5-2") -> int:
    """Draw `count` cards one at a time (4-5-3); returns how many were drawn.

    An empty deck is already a defeat at rule processing (9-2-1-2), so a draw never meets one
    while the game goes on; if an effect asks anyway, the impossible draw is skipped (1-3-2).
    """
    deck = game.zone(Z.ref(Z.DECK, player))
    drawn = 0
    for _ in range(count):
        if not deck:
            break
        game.move(deck[-1], Z.ref(Z.HAND, player), rule=rule)
        drawn += 1
    return drawn


def add_don(game: Game, player: PlayerId, count: int, *, rule: str, orientation: str = Z.ACTIVE) -> int:
    """Move up to `count` DON!! from the DON!! deck to the cost area, active (3-9-3, 6-4-2, 6-4-3) unless an
    effect says to rest them."""
    don_deck = game.zone(Z.ref(Z.DON_DECK, player))
    keep = not params_of(game).resource_effects_cleared_on_move
    placed = 0
    while placed < count and don_deck:
        game.move(
            don_deck[-1], Z.ref(Z.COST, player), face_up=True, orientation=orientation, keep_instance=keep, rule=rule
        )
        placed += 1
    return placed


def give_don(game: Game, don: InstanceId, target: InstanceId, *, rule: str = "6-5-5-1") -> None:
    """Place a DON!! from the cost area under a Leader or Character (6-5-5-1)."""
    game.attach(don, target, rule=rule)


def return_given_don(game: Game, host: InstanceId, *, rested: bool, rule: str) -> None:
    """Return every DON!! given to `host` to its player's cost area (6-2-3)."""
    card = game.state.cards[host]
    if not card.attached:
        return
    keep = not params_of(game).resource_effects_cleared_on_move
    for don in list(card.attached):
        owner = game.state.cards[don].owner
        game.move(
            don,
            Z.ref(Z.COST, owner),
            face_up=True,
            orientation=Z.RESTED if rested else Z.ACTIVE,
            keep_instance=keep,
            rule=rule,
        )


def returnable_don(game: Game, player: PlayerId) -> list[InstanceId]:
    """The DON!! a "DON!! -X" cost may return: in the cost area, or given to the Leader or a Character (8-3-1-6)."""
    found = list(game.zone(Z.ref(Z.COST, player)))
    for host in Z.leader_and_characters(game, player):
        found.extend(game.state.cards[host].attached)
    return found


def return_don(game: Game, dons: list[InstanceId], *, rule: str = "10-2-10-1") -> None:
    """Return DON!! cards to their owner's DON!! deck ("DON!! -X": 8-3-1-6, 10-2-10-1)."""
    keep = not params_of(game).resource_effects_cleared_on_move
    for don in dons:
        owner = game.state.cards[don].owner
        game.move(don, Z.ref(Z.DON_DECK, owner), face_up=False, orientation=Z.ACTIVE, keep_instance=keep, rule=rule)


def trash(game: Game, iid: InstanceId, *, rule: str) -> InstanceId:
    """Put a card into its owner's trash (not a K.O.: 10-2-1-3). Given DON!! go to the cost area rested (6-5-5-4)."""
    return game.move(iid, Z.ref(Z.TRASH, game.state.cards[iid].owner), face_up=True, rule=rule)


WOULD_BE_KO = "would_be_ko"
WOULD_TAKE_DAMAGE = "would_take_damage"
REPLACEMENT_POINTS = (WOULD_BE_KO, WOULD_TAKE_DAMAGE)
"""Where the rules let a replacement ("instead", 8-1-3-4) act: a Character about to be K.O.'d (10-2-1), a Leader
about to take a point of damage (4-6-2-1; its Life card then does not go to hand, so no [Trigger]: 4-6-3-1)."""

CANNOT_BE_KO = {"battle": ("be_ko", "be_ko_in_battle"), "effect": ("be_ko", "be_ko_by_effect")}
"""The prohibitions ("cannot be K.O.'d", 10-2-1-3) that stop a K.O. of each cause; by an opponent's effect also
`be_ko_by_opponent_effect`."""


def cannot_be_ko(game: Game, iid: InstanceId, cause: str, by: PlayerId | None = None) -> bool:
    """Whether an effect says this Character cannot be K.O.'d this way (10-2-1-3; prohibitions win, 1-3-3)."""
    actions = CANNOT_BE_KO.get(cause, ())
    if cause == "effect" and by is not None and by != game.state.cards[iid].controller:
        actions = (*actions, "be_ko_by_opponent_effect")
    return any(e.kind == PREVENT and e.value in actions for e in effects_for(game, iid, (PREVENT,), actions))


def ko(
    game: Game,
    iid: InstanceId,
    *,
    cause: str,
    by: PlayerId | None = None,
    rule: str = "10-2-1-2",
    replaceable: bool = True,
) -> InstanceId | None:
    """K.O. a Character: [On K.O.] activates on the field, then the card is trashed and the effect
    resolves from the trash (10-2-17-1); returns the card in the trash. `cause` is "battle" or "effect"
    (`by`: whose effect).

    None when it is not K.O.'d now: an effect says it cannot be (10-2-1-3, 1-3-3), or a replacement may act
    instead (8-1-3-4): the K.O. then waits for that choice in a task ("op:ko"), so callers push what comes
    after the K.O. before calling."""
    if cannot_be_ko(game, iid, cause, by):
        game.log(f"{game.definition(iid).name} cannot be K.O.'d.", game.state.cards[iid].controller, "10-2-1-3")
        return None
    owner = game.state.cards[iid].owner
    if replaceable:
        run = Task("op:ko", {"card": int(iid), "cause": cause, "by": by, "rule": rule, "offered": True})
        if offer_replacement(game, WOULD_BE_KO, iid, owner, run=run, cause=cause, by=by):
            return None
    waiting = {t.tid for t in game.state.triggers}
    signal(game, "on_ko", iid, owner, cause=cause)
    new = trash(game, iid, rule=rule)
    for pending in game.state.triggers:
        if pending.source == iid and pending.tid not in waiting:  # its [On K.O.] only; others of it lapse (8-1-3-1-3)
            pending.source = new
    return new


def ko_task(game: Game, task: Task) -> None:
    """The task "op:ko" {card, cause, by, rule, offered?}: K.O. a Character still in the Character area (an
    effect's K.O.s one at a time, each with its replacement choice; `offered`: after the choice)."""
    iid = InstanceId(task.args["card"])
    card = game.state.cards.get(iid)
    if card is None or card.attached_to is not None or card.zone.name != Z.CHARACTERS:
        return  # it left meanwhile: nothing to K.O. (1-3-2)
    by = task.args.get("by")
    ko(game, iid, cause=task.args["cause"], by=None if by is None else PlayerId(by), rule=task.args["rule"],
       replaceable=not task.args.get("offered"))  # fmt: skip


def activate_event(game: Game, player: PlayerId, card: InstanceId, *, timing: str, rule: str) -> InstanceId:
    """2-7-3, 8-4-2: reveal, rest DON!! equal to the cost, trash the Event, then its effect resolves (the ability
    layer hears `event_activated`: card activation, 8-5-2). Returns the Event in the trash."""
    game.reveal([card], rule=rule)
    pay(game, player, cost(game, card), rule=rule)
    used = trash(game, card, rule="8-4-2")
    signal(game, "event_activated", used, player, timing=timing)  # "when you activate an Event" (8-5-4) ...
    resolve_text(game, used, timing, player)  # ... waits until the Event's own effect has resolved (8-6-3)
    return used


def place_character(
    game: Game, iid: InstanceId, player: PlayerId, *, rule: str = "3-7-5", orientation: str = Z.ACTIVE
) -> InstanceId:
    """Play a Character card into the Character area, active (3-7-3, 3-7-5; rested when an effect says so), and
    signal [On Play] (10-2-6-1). The area must have room: see `overflow_trash` (3-7-6-1)."""
    new = game.move(iid, Z.ref(Z.CHARACTERS, player), face_up=True, orientation=orientation, reveal=True, rule=rule)
    signal(game, "on_play", new, player)
    return new


def overflow_trash(game: Game, iid: InstanceId) -> InstanceId:
    """Trash a Character to make room for a sixth (3-7-6-1): rule processing, not a K.O. (3-7-6-1-1, 10-2-1-3)."""
    params = params_of(game)
    rule = "3-7-6-1-1" if params.overflow_trash_is_rule_processing else "3-7-6-1"
    return trash(game, iid, rule=rule)


def place_stage(game: Game, iid: InstanceId, player: PlayerId) -> InstanceId:
    """Play a Stage card, trashing the Stage already there (3-8-5-1); it enters active (3-8-4)."""
    for old in list(game.zone(Z.ref(Z.STAGE, player))):
        trash(game, old, rule="3-8-5-1")
    new = game.move(iid, Z.ref(Z.STAGE, player), face_up=True, orientation=Z.ACTIVE, reveal=True, rule="3-8-4")
    signal(game, "on_play", new, player)
    return new


def play_character_task(game: Game, task: Task) -> None:
    """Task "op:play_character" {card, player, rested?}: play a Character card without paying its cost (for
    effects), asking which Character to trash when the area is full (3-7-6-1)."""
    iid = InstanceId(task.args["card"])
    player = PlayerId(task.args["player"])
    if iid not in game.state.cards:
        return  # the card moved meanwhile: nothing to play (1-3-2)
    answer = game.answer(task)
    if answer is None:
        game.reveal([iid], rule="3-7-6-1")
        area = game.zone(Z.ref(Z.CHARACTERS, player))
        if len(area) >= params_of(game).character_limit:
            labels = tuple(game.definition(c).name for c in area)
            game.ask(
                task,
                Decision(
                    player,
                    DecisionKind.CHOOSE,
                    "Your Character area is full: choose a Character to trash",
                    "3-7-6-1",
                    "overflow_trash",
                    options=tuple(area),
                    labels=labels,
                    minimum=1,
                    maximum=1,
                ),
            )
            return
    elif answer.picks:
        overflow_trash(game, InstanceId(answer.picks[0]))
    place_character(game, iid, player, orientation=Z.RESTED if task.args.get("rested") else Z.ACTIVE)
