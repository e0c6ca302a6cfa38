"""Paying and placing cores one by one, the player choosing where each comes from (10-6-6, 10-6-7, 10-8-6)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.decisions import Decision, DecisionKind
from engine.errors import IllegalAction
from engine.ids import InstanceId, PlayerId, ZoneRef
from engine.rulesets.battle_spirits_saga import carddata as C
from engine.rulesets.battle_spirits_saga import cores as R
from engine.rulesets.battle_spirits_saga import zones as Z
from engine.sentences import plural
from engine.state import Task

if TYPE_CHECKING:
    from engine.game import Game
    from engine.table_ops import TokenPlace

CHOOSE_TASK = "bss:choose_cores"
PAYMENT, PLACEMENT = "core_payment", "core_placement"
DONE = -1
"""The option "stop placing cores", offered once the least number of cores is on the card."""


def sources(game: Game, player: PlayerId, *, reserve_only: bool, exclude: InstanceId | None) -> list[list[Any]]:
    """Where a core may come from now, as [kind, card or None for the reserve]: each place with such a core."""
    found: list[list[Any]] = []
    pool = game.state.pools[R.reserve(player)]
    for kind in Z.KINDS:
        if pool.get(kind, 0):
            found.append([kind, None])
    if not reserve_only:
        cards = game.state.cards
        for iid in Z.field(game, player):
            if iid == exclude:
                continue
            tokens = cards[iid].tokens
            for kind in Z.KINDS:
                if tokens.get(kind, 0):
                    found.append([kind, int(iid)])
    return found


def _levels_said(game: Game, iid: InstanceId) -> str:
    """What each level needs: "LV1: 1 core, LV2: 3 cores" (2-10); said once per set of levels."""
    levels = C.levels(game.definition(iid))
    said = _SAID.get(levels)
    if said is None:
        if len(_SAID) >= 1024:
            _SAID.clear()
        said = _SAID[levels] = (
            ", ".join(f"LV{n}: {plural(cores, 'core')}" for n, (cores, _) in enumerate(levels, 1)) or "no levels"
        )
    return said


_SAID: dict[tuple[tuple[int, int], ...], str] = {}


def _label(game: Game, kind: str, source: int | None) -> str:
    where = "your reserve" if source is None else game.definition(InstanceId(source)).name
    return f"The soul core from {where}" if kind == Z.SOUL else f"A core from {where}"


def start(
    game: Game, what: str, card: InstanceId, player: PlayerId, cost: int, placed: int, *, reserve_only: bool,
    ascend: InstanceId | None, rule: str, timing: str = "", x: int | None = None,
) -> None:  # fmt: skip
    """Begin a payment whose cores the player chooses (see `choice_task`; `x`: a magic's X, 4-6-2). Refused (10-6-6,
    10-7-6, 10-8-6; 11-9-1 for 【Swift】) before anything is asked or moved when the cores the player may take do not
    cover the cost and the least number placed: a question with no core to pick would leave the game with no move."""
    if not R.enough(game, player, cost + placed, reserve_only=reserve_only, exclude=ascend):
        where = "in your reserve" if reserve_only else "in your reserve and on your field"
        needs = f"{plural(cost + placed, 'core')} (cost {cost}, {placed} on it)"
        said = f"{game.definition(card).name} needs {needs}: you have fewer {where}."
        raise IllegalAction("11-9-1" if reserve_only else f"{rule}-6", said)
    task = choice_task(what, card, player, cost, placed, reserve_only=reserve_only, ascend=ascend, rule=rule,
                       timing=timing)  # fmt: skip
    if x is not None:
        task.args["x"] = x
    game.push(task)


def choice_task(
    what: str, card: InstanceId, player: PlayerId, cost: int, placed: int, *, reserve_only: bool,
    ascend: InstanceId | None, rule: str, timing: str = "", new: InstanceId | None = None,
) -> Task:  # fmt: skip
    """A payment whose cores the player chooses: `what` is "deploy" (a summon or placement), "magic", or
    "token" (a token already on the field, `new`, gets its cores: 【Feast】). `placed` is the least number of cores
    placed: once they are on the card the player may place more, or stop (10-6-7: any number from LV1's)."""
    return Task(CHOOSE_TASK, {
        "what": what, "card": int(card), "player": int(player), "cost": cost, "placed": placed, "paid": 0, "put": 0,
        "reserve_only": reserve_only, "ascend": None if ascend is None else int(ascend), "rule": rule,
        "timing": timing, "new": None if new is None else int(new), "places": [],
    })  # fmt: skip


def run_choose(game: Game, task: Task) -> None:
    """Move the chosen core, then ask for the next one; when all are paid, the card goes on (and its cores are
    chosen the same way), or the magic resolves."""
    args = task.args
    player = PlayerId(args["player"])
    answer = game.answer(task)
    if answer is not None and answer.picks == (DONE,):
        _finish(game, args, player)
        return
    if answer is not None:
        kind, source = args["places"][answer.picks[0]]
        place: TokenPlace = R.reserve(player) if source is None else InstanceId(source)
        paying = args["paid"] < args["cost"]
        destination: TokenPlace = Z.ref(Z.TRASH, player) if paying else InstanceId(args["new"])
        game.move_tokens(kind, 1, place, destination, rule=f"{args['rule']}-{6 if paying else 7}")
        if not isinstance(place, ZoneRef):
            R.mark_self_changed(game, place)
        args["paid" if paying else "put"] += 1
    if args["paid"] < args["cost"]:
        card = game.definition(InstanceId(args["card"])).name
        prompt = f"Pay the cost of {card} ({plural(args['cost'], 'core')}): which core pays core {args['paid'] + 1}?"
        _ask(game, task, PAYMENT, prompt, exclude=None)
        return
    if args["what"] == "magic":
        _use_magic(game, args, player)
        return
    if args["new"] is None:
        args["new"] = int(game.move(InstanceId(args["card"]), Z.ref(Z.FIELD, player), face_up=True, reveal=True,
                                    orientation=Z.REFRESHED, rule=args["rule"]))  # fmt: skip
    name = game.definition(InstanceId(args["new"])).name
    more = args["put"] >= args["placed"]
    levels = _levels_said(game, InstanceId(args["new"]))
    if more:
        prompt = f"{name} has {plural(args['put'], 'core')} ({levels}): place another, or stop"
    else:
        prompt = f"Place cores on {name} ({levels}): which core is core {args['put'] + 1} of {args['placed']}?"
    if not _ask(game, task, PLACEMENT, prompt, exclude=InstanceId(args["new"]), done=more):
        _finish(game, args, player)


def _finish(game: Game, args: dict[str, Any], player: PlayerId) -> None:
    if args["what"] == "token":
        new = InstanceId(args["new"])
        game.log(f"{game.definition(new).name} gets {plural(args['put'], 'core')}.", player, f"{args['rule']}-7")
        return
    _finish_deploy(game, args, player)


def _ask(game: Game, task: Task, context: str, prompt: str, *, exclude: InstanceId | None, done: bool = False) -> bool:
    """Ask where the next core comes from (False: nowhere is left, and stopping is allowed). With `done` the first
    option is DONE: "stop placing cores"."""
    player = PlayerId(task.args["player"])
    ascend = task.args["ascend"]
    skip = InstanceId(ascend) if ascend is not None and exclude is None else exclude
    found = sources(game, player, reserve_only=task.args["reserve_only"], exclude=skip)
    if ascend is not None and exclude is not None:
        found = [p for p in found if p[1] != ascend]
    if done and not found:
        return False
    rule = f"{task.args['rule']}-{6 if context == PAYMENT else 7}"
    if not found:  # a question with no option, no move left: never asked (`start` refuses such payments first)
        raise IllegalAction(rule, "No core is left to pay or place: the payment cannot go on.")
    task.args["places"] = found
    labels = tuple([_label(game, kind, source) for kind, source in found])
    options = tuple(range(len(found)))
    if done:
        options, labels = (DONE, *options), (f"Stop with {plural(task.args['put'], 'core')} on it", *labels)
    game.ask(task, Decision(player, DecisionKind.CHOOSE, prompt, rule, context, options=options,
                            labels=labels, minimum=1, maximum=1))  # fmt: skip
    return True


def _use_magic(game: Game, args: dict[str, Any], player: PlayerId) -> None:
    from engine.rulesets.battle_spirits_saga.magic import use_magic_now

    use_magic_now(game, InstanceId(args["card"]), player, args["timing"], args.get("x"))


def _finish_deploy(game: Game, args: dict[str, Any], player: PlayerId) -> None:
    from engine.rulesets.battle_spirits_saga.main_actions import finish_deploy

    ascend = args["ascend"]
    finish_deploy(game, InstanceId(args["new"]), player, args["cost"], args["put"],
                  None if ascend is None else InstanceId(ascend), args["rule"])  # fmt: skip
