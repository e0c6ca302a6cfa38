"""Effect primitives of the Weiß Schwarz dialect: executors of the core steps and the general registered ones."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from engine.abilities import Resolution
from engine.abilities import model as M
from engine.decisions import Decision, DecisionKind
from engine.ids import InstanceId, PlayerId, ZoneRef
from engine.rulesets.weiss_schwarz import procedures as P
from engine.rulesets.weiss_schwarz import zones as Z
from engine.rulesets.weiss_schwarz.damage import deal_damage
from engine.rulesets.weiss_schwarz.icons import icons_task
from engine.state import Task


class Args(BaseModel):
    """Arguments of a registered primitive: immutable, unknown fields refused at load."""

    model_config = ConfigDict(frozen=True, extra="forbid")


def in_cost(res: Resolution) -> bool:
    """Is this step part of a cost (no refresh or level up until it is paid, 9.2.3, 9.3.3)?"""
    return bool(res.task.args.get("cost"))


def then_run(res: Resolution, task: Task) -> bool:
    """Run a ruleset task now and carry on with the next step afterwards (an executor's False)."""
    return res.then(task)


def choose(res: Resolution, player: PlayerId, prompt: str, options: Sequence[int], labels: tuple[str, ...], *,
           minimum: int, maximum: int, context: str) -> bool:  # fmt: skip
    return res.ask(Decision(player, DecisionKind.CHOOSE, prompt, res.record["rule"], context, options=tuple(options),
                            labels=labels, minimum=minimum, maximum=maximum))  # fmt: skip


def names(res: Resolution, cards: list[InstanceId]) -> tuple[str, ...]:
    return tuple(res.game.definition(i).name for i in cards)


# Executors of core steps whose meaning is the ruleset's own.


def draw(res: Resolution, step: M.Draw) -> bool:
    """4.7.1 with the refresh of 3.2.3.2 (the core draw stops at an empty deck)."""
    players = [res.player(step.who)] if step.who != "both" else list(P.turn_order(res.game))
    count = step.count
    if step.up_to:
        if res.answer is None:
            return res.ask(Decision(players[0], DecisionKind.NUMBER, f"Draw how many (0-{count})?",
                                    res.record["rule"], "draw_up_to", minimum=0, maximum=count))  # fmt: skip
        count = res.answer.number or 0
    for player in players:
        P.draw(res.game, player, count)
    return True


def destroy(res: Resolution, step: M.Destroy) -> bool:
    """Weiß Schwarz has no "destroy": this puts the targets into their owner's waiting room (3.4.1)."""
    targets = res.targets(step.target, "Choose a character to put into the waiting room")
    if targets is None:
        return False
    for iid in targets:
        P.to_waiting_room(res.game, iid)
    res.remember(None, targets)
    return True


def damage(res: Resolution, step: M.Damage) -> bool:
    """Deal damage (4.10); the ability's card is its source (4.11.1.2). A player may lose mid-effect (1.2.5)."""
    deal_damage(res.game, res.player(step.who), step.amount, res.source)
    return True


def pay_resource(res: Resolution, step: M.Resource) -> bool:
    """A circled number (8.4.3): put exactly that many cards from the top of the stock into the waiting room."""
    P.pay_stock(res.game, res.player(step.who), step.amount)
    return True


def can_pay_resource(game: Any, source: InstanceId | None, controller: PlayerId, step: Any) -> bool:
    player = controller if step.who == "you" else PlayerId(1 - controller)
    return P.stock_size(game, player) >= int(step.amount)


def stock_taken(game: Any, source: InstanceId | None, controller: PlayerId, step: Any) -> tuple[int, list[InstanceId]]:
    """As a cost part, a circled number takes that many stock cards (8.4.3)."""
    player = controller if step.who == "you" else PlayerId(1 - controller)
    return int(step.amount), list(game.zone(ZoneRef(Z.STOCK, player)))


def gain_resource(res: Resolution, step: M.Resource) -> bool:
    """Put the top card(s) of the deck into the stock (the Pool icon's action, 4.12.2.4)."""
    player = res.player(step.who)
    for _ in range(step.amount):
        P.take_top(res.game, player, ZoneRef(Z.STOCK, player), face_up=False, in_cost=in_cost(res))
    return True


# Registered primitives.


class ClockArgs(Args):
    """Put cards into the clock: the top of the deck (Accelerate's cost, 10.12), or chosen from hand."""

    count: int = Field(1, ge=1)
    source: Literal["deck", "hand"] = "deck"


def clock(res: Resolution, args: ClockArgs) -> bool:
    game, player = res.game, res.controller
    if args.source == "deck":
        for _ in range(args.count):
            P.take_top(game, player, ZoneRef(Z.CLOCK, player), face_up=True, rule="10.12", in_cost=in_cost(res))
        return True
    hand = game.zone(ZoneRef(Z.HAND, player))
    if res.answer is None:
        if not hand:
            return True
        count = min(args.count, len(hand))
        return choose(res, player, f"Put {count} card(s) from your hand into your clock", list(hand),
                      names(res, list(hand)), minimum=count, maximum=count, context="clock_from_hand")  # fmt: skip
    for iid in res.answer.picks:
        game.move(InstanceId(iid), ZoneRef(Z.CLOCK, player), face_up=True, reveal=True)
    return True


def can_clock(game: Any, source: InstanceId | None, controller: PlayerId, args: BaseModel) -> bool:
    assert isinstance(args, ClockArgs)
    zone = Z.DECK if args.source == "deck" else Z.HAND
    return len(game.zone(ZoneRef(zone, controller))) >= args.count


def clock_taken(game: Any, source: InstanceId | None, controller: PlayerId, args: BaseModel) -> tuple[int, list[Any]]:
    """As a cost part: `count` cards of the deck (no refresh while a cost is paid, 9.2.3) or of the hand."""
    assert isinstance(args, ClockArgs)
    return args.count, list(game.zone(ZoneRef(Z.DECK if args.source == "deck" else Z.HAND, controller)))


class TriggerArgs(Args):
    """4.12.1: "perform the effect of (icon)": its master performs it."""

    icon: Literal["soul", "return", "pool", "comeback", "draw", "shot", "treasure", "gate", "standby"]


def perform_trigger(res: Resolution, args: TriggerArgs) -> bool:
    return then_run(res, icons_task(res.controller, (args.icon,), res.source, to_stock=False))


Place = Literal["any", "open", "open_center", "open_back"]


def _slots(game: Any, player: PlayerId, place: str, exclude: int = 0) -> list[int]:
    center_back = {"open_center": Z.CENTER, "open_back": Z.BACK}.get(place, Z.POSITIONS)
    found = []
    for slot in center_back:
        if slot == exclude:
            continue
        if place != "any" and Z.character_at(game, player, slot) is not None:
            continue
        found.append(slot)
    return found


def ask_slot(res: Resolution, player: PlayerId, slots: Sequence[int], prompt: str) -> bool:
    labels = tuple(Z.position_label(s) for s in slots)
    return choose(res, player, prompt, list(slots), labels, minimum=1, maximum=1, context="choose_position")


class PutOnStageArgs(Args):
    """Put cards (from hand, waiting room, deck...) on stage positions of your choice."""

    target: M.Target
    place: Place = "any"
    orientation: Literal["stand", "rest"] = "stand"


def put_on_stage(res: Resolution, args: PutOnStageArgs) -> bool:
    game, player, scratch = res.game, res.controller, res.scratch
    if "cards" not in scratch:
        targets = res.targets(args.target, "Choose a character to put on your stage")
        if targets is None:
            return False
        scratch["cards"] = [int(i) for i in targets]
        res.answer = None
    cards = [i for i in scratch["cards"] if i in game.state.cards]
    if not cards:
        return True
    if res.answer is None:
        slots = _slots(game, player, args.place)
        if not slots:
            return True
        return ask_slot(res, player, slots, f"On which position does {game.definition(cards[0]).name} go?")
    placed = P.put_character(game, InstanceId(cards[0]), player, res.answer.picks[0], orientation=args.orientation)
    res.remember(None, [placed])
    scratch["cards"] = cards[1:]
    res.answer = None
    return put_on_stage(res, args) if scratch["cards"] else True


class MovePositionArgs(Args):
    """Move a character to another position of its master's stage (exchanging with one there if `any`)."""

    target: M.Target = M.SELF
    place: Place = "open"


def move_position(res: Resolution, args: MovePositionArgs) -> bool:
    game = res.game
    if "card" not in res.scratch:
        targets = res.targets(args.target, "Choose a character to move")
        if targets is None:
            return False
        on_stage = [i for i in targets if Z.is_on_stage(game, i)]
        if not on_stage:
            return True
        res.scratch["card"] = int(on_stage[0])
        res.answer = None
    iid = InstanceId(res.scratch["card"])
    if not Z.is_on_stage(game, iid):
        return True
    player = game.card(iid).controller
    if res.answer is None:
        slots = _slots(game, player, args.place, exclude=game.card(iid).zone.slot)
        if not slots:
            return True
        return ask_slot(res, player, slots, f"Move {game.definition(iid).name} to which position?")
    P.move_to_position(game, iid, res.answer.picks[0], rule="3.1.4")
    return True


class MarkerArgs(Args):
    """Put cards under this character as markers (3.7): from the top of the deck, or chosen from
    hand or waiting room (matching `filter`)."""

    source: Literal["deck", "hand", "waiting_room"] = "deck"
    count: int = Field(1, ge=1)
    face: Literal["up", "down"] = "down"
    filter: M.Filter = M.Filter()


def marker(res: Resolution, args: MarkerArgs) -> bool:
    game, player, host = res.game, res.controller, res.source
    if host is None or not Z.is_on_stage(game, host):
        return True
    face_up = args.face == "up"
    if args.source == "deck":
        for _ in range(args.count):
            card = P.take_top(game, player, Z.marker_ref(player, game.card(host).zone.slot), face_up=face_up,
                              rule="3.7.2", in_cost=in_cost(res))  # fmt: skip
            if card is None:
                break
        return True
    from engine.abilities import matches

    zone = game.zone(ZoneRef(args.source, player))
    options = [i for i in zone if matches(game, i, args.filter.model_copy(update={"zone": ()}), player, host)]
    if res.answer is None:
        if not options:
            return True
        count = min(args.count, len(options))
        return choose(res, player, f"Choose {count} card(s) to put under {game.definition(host).name}", options,
                      names(res, options), minimum=count, maximum=count, context="marker")  # fmt: skip
    for iid in res.answer.picks:
        P.put_marker(game, InstanceId(iid), host, face_up=face_up)
    return True


def can_marker(game: Any, source: InstanceId | None, controller: PlayerId, args: BaseModel) -> bool:
    assert isinstance(args, MarkerArgs)
    if source is None or not Z.is_on_stage(game, source):
        return False
    if args.source == "deck":
        return len(game.zone(ZoneRef(Z.DECK, controller))) >= args.count
    from engine.abilities import matches

    zone = game.zone(ZoneRef(args.source, controller))
    plain = args.filter.model_copy(update={"zone": ()})
    return sum(1 for i in zone if matches(game, i, plain, controller, source)) >= args.count


def marker_taken(game: Any, source: InstanceId | None, controller: PlayerId, args: BaseModel) -> tuple[int, list[Any]]:
    """As a cost part: `count` cards of the deck (9.2.3) or matching cards of the hand or waiting room."""
    assert isinstance(args, MarkerArgs)
    from engine.abilities import matches

    zone = list(game.zone(ZoneRef(Z.DECK if args.source == "deck" else args.source, controller)))
    if args.source != "deck":
        plain = args.filter.model_copy(update={"zone": ()})
        zone = [i for i in zone if matches(game, i, plain, controller, source)]
    return args.count, zone
