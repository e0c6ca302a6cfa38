"""What ONE PIECE card effects do: the executors, primitives and conditions of the game's ability dialect."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from engine.abilities import Primitive, RulesetConditionDef
from engine.abilities import model as M
from engine.abilities.filters import COMPARE, language_of
from engine.abilities.primitives import CORE
from engine.decisions import Decision, DecisionKind
from engine.ids import InstanceId, PlayerId, opponent
from engine.rulesets.one_piece import procedures as P
from engine.rulesets.one_piece import zones as Z
from engine.rulesets.one_piece.damage import damage_task_args
from engine.rulesets.one_piece.params import END_OF_OPPONENT_TURN, END_OF_TURN, THIS_BATTLE, UNTIL_NEXT_TURN
from engine.rulesets.one_piece.stats import don_given, has_don
from engine.state import Task

if TYPE_CHECKING:
    from engine.abilities.interpreter import Resolution
    from engine.abilities.language import CostCheck
    from engine.game import Game

DURATIONS = {
    "end_of_turn": END_OF_TURN,
    "end_of_battle": THIS_BATTLE,
    "start_of_your_next_turn": UNTIL_NEXT_TURN,
    "end_of_opponent_turn": END_OF_OPPONENT_TURN,
}
"""The ability language's durations as this ruleset names (and ends) them; "permanent" never ends."""

EFFECT_RULE = "8-4-3"

Takes = tuple[int, "Sequence[InstanceId]"]
"""What a cost part takes away: how many cards, and from which (`engine.abilities.costs`: a whole cost's parts must
find different cards, 8-3-1-3)."""


# Executors of the core steps whose meaning is the game's own.


def destroy(res: Resolution, step: M.Destroy) -> bool:
    """K.O. (10-2-1-2): each target Character is K.O.'d by the rules' procedure, one at a time (each may meet a
    replacement, 8-1-3-4, or a "cannot be K.O.'d", 10-2-1-3), so its [On K.O.] activates on the field and
    resolves from the trash. Anything else the target names (a Leader, a Stage) cannot be K.O.'d."""
    targets = res.targets(step.target, "Choose the Character(s) to K.O.")
    if targets is None:
        return False
    cause = {"cause": "effect", "by": int(res.controller), "rule": "10-2-1-2"}
    return res.then(*(Task("op:ko", {"card": int(iid), **cause}) for iid in targets))


def move(res: Resolution, step: M.Move) -> bool:
    """The core `move`, except that a Leader is never moved out of the Leader area (3-6-3 "cannot be moved from the
    Leader area by card effects or rules"): it is not among the targets."""
    target = step.target
    if target.mode == "self":
        if res.source is not None and res.game.card(res.source).zone.name == Z.LEADER:
            return True  # an impossible action is not carried out (1-3-2)
    elif target.mode in ("chosen", "all"):
        zones = language_of(res.game).zone_set(target.filter.zone)
        if Z.LEADER in zones:
            kept = tuple(sorted(z for z in zones if z != Z.LEADER))
            if not kept:
                return True
            only = target.model_copy(update={"filter": target.filter.model_copy(update={"zone": kept})})
            step = step.model_copy(update={"target": only})
    return CORE["move"](res, step)


def damage(res: Resolution, step: M.Damage) -> bool:
    """Deal X damage to a player's Leader (4-6-2): Life cards go to hand one by one, each with its [Trigger]
    chance; at 0 Life the player is defeated at the next rule processing (1-2-2-1)."""
    return res.then(Task("op:damage", damage_task_args(res.player(step.who), step.amount, by=res.controller)))


def add_to_life(res: Resolution, step: M.AddToLife) -> bool:
    """Add cards to the top of a Life area (3-10-2), face down unless the text says face up (3-10-2-1): the top
    cards of that player's deck, or the targets (to their owner's Life)."""
    game = res.game
    face_up = step.face == "up"
    if step.target is None:
        player = res.player(step.who)
        cards = game.top(Z.ref(Z.DECK, player), step.count)
    else:
        found = res.targets(step.target, "Choose the card(s) to add to Life")
        if found is None:
            return False
        cards = [iid for iid in found if game.state.cards[iid].zone.name != Z.LEADER]  # 3-6-3: a Leader stays
    for iid in cards:
        owner = game.state.cards[iid].owner
        game.move(iid, Z.ref(Z.LIFE, owner), face_up=face_up, rule=EFFECT_RULE)
    return True


def gain_resource(res: Resolution, step: M.Resource) -> bool:
    """Add up to X DON!! from the DON!! deck to the cost area (3-9-3): active, or rested when the text says so."""
    orientation = Z.RESTED if step.resource == Z.RESTED else Z.ACTIVE
    P.add_don(res.game, res.player(step.who), step.amount, rule=EFFECT_RULE, orientation=orientation)
    return True


def pay_resource(res: Resolution, step: M.Resource) -> bool:
    """Pay X: rest X active DON!! in the cost area (the numbered cost symbol, 8-3-1-5); as many as there are."""
    P.pay(res.game, res.player(step.who), step.amount, rule="8-3-1-5")
    return True


def can_pay_resource(game: Game, source: InstanceId | None, controller: PlayerId, step: M.Resource) -> bool:
    player = controller if step.who == "you" else opponent(controller)
    return len(P.active_don(game, player)) >= step.amount


def resource_takes(game: Game, source: InstanceId | None, controller: PlayerId, step: M.Resource) -> Takes:
    """As a cost part, `pay_resource` rests X of the active DON!! in the cost area (8-3-1-5)."""
    player = controller if step.who == "you" else opponent(controller)
    return step.amount, P.active_don(game, player)


# The game's own primitives.


class Args(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


YOUR_LEADER_OR_CHARACTER = M.Target(filter=M.Filter(zone=(Z.LEADER, Z.CHARACTERS), controller="you"))


class GiveDonArgs(Args):
    count: int = Field(1, ge=1)
    rested: bool = True
    target: M.Target = YOUR_LEADER_OR_CHARACTER


def give_don(res: Resolution, args: GiveDonArgs) -> bool:
    """Give up to `count` rested (or, with `rested: false`, active) DON!! cards from your cost area to your Leader
    or one of your Characters (6-5-5-1): `{"do": "give_don", "count": 1}`."""
    targets = res.targets(args.target, "Choose who is given DON!!")
    if targets is None:
        return False
    game, player = res.game, res.controller
    wanted = Z.RESTED if args.rested else Z.ACTIVE
    for host in targets:
        if not Z.lies_in(game, host, player, Z.LEADER, Z.CHARACTERS):
            continue
        pool = [d for d in game.zone(Z.ref(Z.COST, player)) if game.state.cards[d].orientation == wanted]
        for don in pool[: args.count]:
            P.give_don(game, don, host, rule=EFFECT_RULE)
    return True


class ReturnDonArgs(Args):
    count: int = Field(1, ge=1)


def return_don(res: Resolution, args: ReturnDonArgs) -> bool:
    """DON!! -X (8-3-1-6, 10-2-10-1), usually a cost: return X of your DON!! from your cost area, Leader and
    Characters to your DON!! deck. You choose which when they differ (given or not, active or rested)."""
    game, player = res.game, res.controller
    candidates = P.returnable_don(game, player)
    count = min(args.count, len(candidates))
    if res.answer is not None:
        chosen = [InstanceId(i) for i in res.answer.picks]
    elif len({_don_place(game, d) for d in candidates}) > 1 and count:
        labels = tuple(_don_label(game, d) for d in candidates)
        return res.ask(Decision(player, DecisionKind.CHOOSE, f"Choose {count} DON!! to return to your DON!! deck",
                                "10-2-10-1", "return_don", options=tuple(candidates), labels=labels,
                                minimum=count, maximum=count))  # fmt: skip
    else:
        chosen = candidates[:count]
    P.return_don(game, chosen)
    return True


def can_return_don(game: Game, source: InstanceId | None, controller: PlayerId, args: ReturnDonArgs) -> bool:
    return len(P.returnable_don(game, controller)) >= args.count


def return_don_takes(game: Game, source: InstanceId | None, controller: PlayerId, args: ReturnDonArgs) -> Takes:
    """As a cost part, DON!! -X takes X of the DON!! in the cost area or given (8-3-1-6): with "(1)" in the same cost
    the two parts need different DON!! cards, so a whole cost is judged with both (8-3-1-3)."""
    return args.count, P.returnable_don(game, controller)


def _don_place(game: Game, don: InstanceId) -> tuple[int, str]:
    card = game.state.cards[don]
    return (-1 if card.attached_to is None else card.attached_to, card.orientation if card.attached_to is None else "")


def _don_label(game: Game, don: InstanceId) -> str:
    card = game.state.cards[don]
    if card.attached_to is not None:
        return f"DON!! given to {game.definition(card.attached_to).name}"
    return f"DON!! in the cost area ({card.orientation})"


class RestDonArgs(Args):
    count: int = Field(1, ge=1)
    who: Literal["you", "opponent"] = "you"
    up_to: bool = False


def rest_don(res: Resolution, args: RestDonArgs) -> bool:
    """Rest `count` active DON!! in a cost area: yours as the numbered cost symbol ((D) / ①, 8-3-1-5), or "rest up
    to 1 of your opponent's DON!! cards" as an effect (`who: opponent`, `up_to`)."""
    game = res.game
    player = res.player(args.who)
    count = min(args.count, len(P.active_don(game, player)))
    if args.up_to and count:
        if res.answer is None:
            return res.ask(Decision(res.controller, DecisionKind.NUMBER, f"Rest how many DON!! (0-{count})?",
                                    EFFECT_RULE, "rest_don", minimum=0, maximum=count))  # fmt: skip
        count = res.answer.number or 0
    P.pay(game, player, count, rule="8-3-1-5" if args.who == "you" else EFFECT_RULE)
    return True


def can_rest_don(game: Game, source: InstanceId | None, controller: PlayerId, args: RestDonArgs) -> bool:
    player = controller if args.who == "you" else opponent(controller)
    return args.up_to or len(P.active_don(game, player)) >= args.count


def rest_don_takes(game: Game, source: InstanceId | None, controller: PlayerId, args: RestDonArgs) -> Takes:
    """As a cost part, "(1)" takes X of your active DON!! in the cost area (8-3-1-5)."""
    if args.up_to or args.who != "you":
        return 0, ()
    return args.count, P.active_don(game, controller)


class TrashFromHandArgs(Args):
    count: int = Field(1, ge=1)
    filter: M.Filter = M.Filter()
    up_to: bool = False


def trash_from_hand(res: Resolution, args: TrashFromHandArgs) -> bool:
    """Trash (10-2-14-1), usually a cost: choose `count` cards matching `filter` from your hand and trash them."""
    game, player = res.game, res.controller
    if res.answer is None:
        options = _hand_matching(game, player, args.filter, res.source)
        count = min(args.count, len(options))
        if not count:
            return True
        return res.ask(Decision(player, DecisionKind.CHOOSE, f"Choose {count} card(s) to trash from your hand",
                                "10-2-14-1", "trash_from_hand", options=tuple(options),
                                labels=tuple(game.definition(i).name for i in options),
                                minimum=0 if args.up_to else count, maximum=count))  # fmt: skip
    for iid in res.answer.picks:
        P.trash(game, InstanceId(iid), rule="10-2-14-1")
    return True


def can_trash_from_hand(game: Game, source: InstanceId | None, controller: PlayerId, args: TrashFromHandArgs) -> bool:
    return args.up_to or len(_hand_matching(game, controller, args.filter, source)) >= args.count


def trash_from_hand_takes(
    game: Game, source: InstanceId | None, controller: PlayerId, args: TrashFromHandArgs
) -> Takes:
    """As a cost part, Trash takes X cards of your hand (10-2-14-1)."""
    return (0, ()) if args.up_to else (args.count, _hand_matching(game, controller, args.filter, source))


def _hand_matching(game: Game, player: PlayerId, f: M.Filter, source: InstanceId | None) -> list[InstanceId]:
    from engine.abilities.filters import matches

    anywhere = f.model_copy(update={"zone": ()})
    return [i for i in game.zone(Z.ref(Z.HAND, player)) if matches(game, i, anywhere, player, source)]


class PlayCardArgs(Args):
    target: M.Target
    rested: bool = False


def play_card(res: Resolution, args: PlayCardArgs) -> bool:
    """Play Character or Stage cards without paying their cost (4-7): from your hand, trash or a Life [Trigger]
    (`target` `self`); a full Character area asks which Character to trash (3-7-6-1). [On Play] activates."""
    targets = res.targets(args.target, "Choose the card to play")
    if targets is None:
        return False
    game, player = res.game, res.controller
    tasks = []
    for iid in targets:
        category = game.definition(iid).category
        if category == "character":
            tasks.append(Task("op:play_character", {"card": int(iid), "player": int(player), "rested": args.rested}))
        elif category == "stage":
            game.reveal([iid], rule="4-7")
            P.place_stage(game, iid, player)
    return res.then(*tasks) if tasks else True


def primitives() -> list[Primitive]:
    """The primitives the game registers (REFERENCE.md, "ONE PIECE dialect")."""
    found: list[tuple[str, type[BaseModel], Callable[[Resolution, Any], bool], CostCheck | None, Any]] = [
        ("give_don", GiveDonArgs, give_don, None, None),
        ("return_don", ReturnDonArgs, return_don, can_return_don, return_don_takes),
        ("rest_don", RestDonArgs, rest_don, can_rest_don, rest_don_takes),
        ("trash_from_hand", TrashFromHandArgs, trash_from_hand, can_trash_from_hand, trash_from_hand_takes),
        ("play_card", PlayCardArgs, play_card, None, None),
    ]
    return [
        Primitive(name, args, run, can_pay=check, doc=run.__doc__ or "", takes=takes)
        for name, args, run, check, takes in found
    ]


# Conditions.


class DonAttachedArgs(Args):
    value: int = Field(1, ge=1)


def don_attached(game: Game, source: InstanceId | None, controller: PlayerId, args: BaseModel) -> bool:
    """[DON!! xX]: X or more DON!! are given to this card (8-3-2-3, 10-2-9-1)."""
    assert isinstance(args, DonAttachedArgs)
    return source is not None and source in game.state.cards and has_don(game, source, args.value)


class CountArgs(Args):
    value: int = Field(ge=0)
    who: Literal["you", "opponent"] = "you"


def life_at_most(game: Game, source: InstanceId | None, controller: PlayerId, args: BaseModel) -> bool:
    """Whether a player has X or fewer Life cards ("If you have 2 or less Life cards")."""
    assert isinstance(args, CountArgs)
    player = controller if args.who == "you" else opponent(controller)
    return len(game.zone(Z.ref(Z.LIFE, player))) <= args.value


class DonOnFieldArgs(Args):
    op: M.Comparison = ">="
    value: int = Field(ge=0)
    who: Literal["you", "opponent"] = "you"


def don_on_field(game: Game, source: InstanceId | None, controller: PlayerId, args: BaseModel) -> bool:
    """Compares a player's DON!! on the field (cost area and given, 3-1-2) with a value ("If you have 6 or more
    DON!! cards on your field")."""
    assert isinstance(args, DonOnFieldArgs)
    player = controller if args.who == "you" else opponent(controller)
    hosts = (*game.zone(Z.ref(Z.LEADER, player)), *game.zone(Z.ref(Z.CHARACTERS, player)))
    count = len(game.zone(Z.ref(Z.COST, player))) + sum(don_given(game, h) for h in hosts)
    return COMPARE[args.op](count, args.value)


class LeaderTraitArgs(Args):
    traits: tuple[str, ...] = Field(min_length=1)


def leader_trait(game: Game, source: InstanceId | None, controller: PlayerId, args: BaseModel) -> bool:
    """Whether your Leader has any of `traits` ("If your Leader has the {Type} type", 2-4)."""
    assert isinstance(args, LeaderTraitArgs)
    leader = P.leader_of(game, controller)
    return leader is not None and bool(set(args.traits) & set(game.definition(leader).traits))


class LeaderIsArgs(Args):
    name: str = Field(min_length=1)


def leader_is(game: Game, source: InstanceId | None, controller: PlayerId, args: BaseModel) -> bool:
    """Whether your Leader has this exact name ("If your Leader is [Name]", 2-1-2)."""
    assert isinstance(args, LeaderIsArgs)
    leader = P.leader_of(game, controller)
    return leader is not None and game.definition(leader).name == args.name


ConditionFn = Callable[["Game", "InstanceId | None", PlayerId, BaseModel], bool]


def conditions() -> list[RulesetConditionDef]:
    """The conditions the game registers (REFERENCE.md, "ONE PIECE dialect")."""
    found: list[tuple[str, type[BaseModel], ConditionFn]] = [
        ("don_attached", DonAttachedArgs, don_attached),
        ("life_at_most", CountArgs, life_at_most),
        ("don_on_field", DonOnFieldArgs, don_on_field),
        ("leader_trait", LeaderTraitArgs, leader_trait),
        ("leader_is", LeaderIsArgs, leader_is),
    ]
    return [RulesetConditionDef(name, args, check, doc=check.__doc__ or "") for name, args, check in found]
