"""When an auto effect counts as activated (8-4-1, 8-1-3-1-3, 10-2-13-1): wrappers of the ability layer's tasks."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.abilities import ABILITY_HANDLERS
from engine.abilities import model as M
from engine.abilities.costs import can_pay_all
from engine.abilities.filters import condition_holds
from engine.abilities.interpreter import RESOLUTIONS, ability_at
from engine.abilities.triggers import USED
from engine.ids import InstanceId, PlayerId
from engine.rulesets.one_piece.params import params_of

if TYPE_CHECKING:
    from engine.game import Game
    from engine.state import Task


def auto_effect_task(game: Game, task: Task) -> None:
    """The task "ability:triggered" (a pending auto effect comes to be activated): an auto effect whose card moved to
    another area since it triggered does not activate (A 8-1-3-1-3, B 8-1-3-2-3; a moved card is a new card, 3-1-6).
    [On K.O.] is the exception (10-2-17-2): `procedures.ko` points its effect at the card in the trash. One whose
    condition no longer holds is not activated (8-4-1-1), so its [Once Per Turn] is not used up."""
    args = task.args
    source = args.get("source")
    if source is not None and source not in game.state.cards:
        name = game.database.get(args["card_id"]).name
        text = f"{name} left its area before its effect activated: the effect does not activate."
        game.log(text, PlayerId(args["controller"]), params_of(game).rule("auto_left_area"))
        return
    if not args.get("manual"):
        node = ability_at(game, args["card_id"], [args["ability_index"]])
        holder = None if source is None else InstanceId(source)
        if isinstance(node, M.AutoAbility) and not condition_holds(game, node.condition, args["controller"], holder):
            _give_back(game, holder, args["ability_index"], node)
    ABILITY_HANDLERS["ability:triggered"](game, task)


def optional_task(game: Game, task: Task) -> None:
    """The task "ability:optional" ("You may ..."): a declined effect is not activated (8-1-2, 8-3-1-4); one whose
    whole cost cannot be paid is not offered at all (8-3-1-3 "cannot be paid at all")."""
    record = game.state.vars[RESOLUTIONS][task.args["rid"]]
    if "answer" not in task.args and not _cost_payable(game, record, [int(record["ability"]), "cost"]):
        record["failed"] = True
        game.log(f"{record['label']}: the cost cannot be paid, so it is not used.", PlayerId(record["controller"]),
                 "8-3-1-3")  # fmt: skip
        _give_back_record(game, record)
        return
    ABILITY_HANDLERS["ability:optional"](game, task)
    if record.get("failed"):
        _give_back_record(game, record)


def block_task(game: Game, task: Task) -> None:
    """The task "ability:block": a cost that cannot be paid whole is not paid at all and the effect is not activated
    (8-3-1-3, 8-3-1-4), so its [Once Per Turn] is not used up."""
    record: dict[str, Any] | None = None
    unpayable = False
    args = task.args
    if args.get("cost") and args.get("i") == 0 and "answer" not in args and "card" not in args:
        record = game.state.vars[RESOLUTIONS][args["rid"]]
        unpayable = not record.get("failed") and not _cost_payable(game, record, args["path"])
    ABILITY_HANDLERS["ability:block"](game, task)
    if unpayable and record is not None:
        _give_back_record(game, record)


def _cost_payable(game: Game, record: dict[str, Any], path: list[Any]) -> bool:
    """Whether the whole cost at `path` of the ability being resolved can be paid now (none: it can)."""
    source = record["source"] if record["source"] in game.state.cards else None
    steps = ability_at(game, record["card_id"], path)
    return not steps or can_pay_all(game, steps, source, PlayerId(record["controller"]))


def _give_back_record(game: Game, record: dict[str, Any]) -> None:
    source, index = record["source"], int(record["ability"])
    ability = ability_at(game, record["card_id"], [index])
    _give_back(game, None if source is None else InstanceId(source), index, ability)


def _give_back(game: Game, source: InstanceId | None, index: int, ability: Any) -> None:
    """The ability was not activated: the use the ability layer counted when it triggered is given back (10-2-13-1
    "activated and resolved once"; a cost that fails part-way keeps it used up, 10-2-13-5)."""
    if source is None or source not in game.state.cards or getattr(ability, "limit", None) is None:
        return
    flags = game.state.cards[source].turn_flags
    key = f"{USED}{index}"
    if flags.get(key, 0) > 0:
        flags[key] -= 1
