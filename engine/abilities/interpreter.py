"""The one interpreter: resolving abilities step by step, each choice a pending decision."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Any

from engine.abilities import model as M
from engine.abilities.filters import condition_holds, language_of, matching, sides, zone_ref
from engine.actions import Action
from engine.decisions import Decision, DecisionKind
from engine.events import Event
from engine.ids import CardId, InstanceId, PlayerId
from engine.state import Task

if TYPE_CHECKING:
    from engine.game import Game

RESOLUTIONS = "resolutions"


class Resolution:
    """One ability being resolved: its source, controller, remembered cards, and the block
    task running now. Executors read `answer` when the engine comes back with one."""

    __slots__ = ("answer", "game", "index", "record", "rid", "task")

    def __init__(self, game: Game, task: Task, answer: Action | None) -> None:
        self.game = game
        self.task = task
        self.rid = str(task.args["rid"])
        self.record: dict[str, Any] = game.state.vars[RESOLUTIONS][self.rid]
        self.answer = answer
        self.index = int(task.args["i"])

    @property
    def controller(self) -> PlayerId:
        return PlayerId(self.record["controller"])

    @property
    def source(self) -> InstanceId | None:
        source = self.record["source"]
        return InstanceId(source) if source is not None and source in self.game.state.cards else None

    @property
    def card_id(self) -> CardId:
        return CardId(self.record["card_id"])

    @property
    def context(self) -> dict[str, Any]:
        """What the trigger point told about the event (`signal(..., position=2)`), if anything."""
        data: dict[str, Any] = self.record.get("context", {})
        return data

    @property
    def scratch(self) -> dict[str, Any]:
        """Per-step memory kept across a question (cleared when the step ends)."""
        data: dict[str, Any] = self.task.args.setdefault("scratch", {})
        return data

    def ask(self, decision: Decision) -> bool:
        """Ask, and come back to this same step with the answer. Returns False (not done)."""
        self.task.args["i"] = self.index
        self.game.ask(self.task, decision)
        return False

    def nested(self, path: list[Any]) -> bool:
        """Run the steps at `path` now, then carry on after this step. Returns False."""
        return self.then(Task("ability:block", {"rid": self.rid, "path": path, "i": 0}))

    def then(self, *tasks: Task) -> bool:
        """This step is done: run `tasks` (the first listed first; anything the caller pushes after this call
        runs before them), then carry on with the next step. Returns False."""
        self.task.args["i"] = self.index + 1
        self.task.args.pop("scratch", None)
        self.game.push(self.task)
        for task in reversed(tasks):
            self.game.push(task)
        return False

    def path_here(self, *more: Any) -> list[Any]:
        return [*self.task.args["path"], self.index, *more]

    def remember(self, name: str | None, cards: list[InstanceId]) -> None:
        self.record["last"] = [int(c) for c in cards]
        if name:
            self.record.setdefault("remembered", {})[name] = [int(c) for c in cards]

    def player(self, who: str) -> PlayerId:
        return sides(who, self.controller)[0]

    def targets(self, target: M.Target, prompt: str) -> list[InstanceId] | None:
        """The cards a step acts on; None while the chooser is being asked."""
        game, controller = self.game, self.controller
        if target.mode == "self":
            return [self.source] if self.source is not None else []
        if target.mode == "remembered":
            named = self.record.get("remembered", {}).get(target.name, [])
            return [InstanceId(i) for i in named if i in game.state.cards]
        if target.mode == "top":
            assert target.zone is not None
            return game.top(zone_ref(game, target.zone, self.player(target.who)), target.count)
        candidates = matching(game, target.filter, controller, self.source)
        if target.mode == "all":
            return candidates
        unselectable = language_of(game).unselectable
        if unselectable is not None:  # a card no effect of this source may select (Battle Spirits Saga's Armor)
            candidates = [c for c in candidates if not unselectable(game, c, controller, self.source)]
        if self.answer is not None and self.scratch.pop("asked_target", False):
            return [InstanceId(i) for i in self.answer.picks]
        count = min(target.count, len(candidates))
        if not target.up_to and count == len(candidates):
            return candidates  # no real choice: all of them (or none: do as much as possible)
        chooser = controller if target.chooser == "you" else PlayerId(1 - controller)
        self.scratch["asked_target"] = True
        labels = tuple(game.definition(i).name if game.can_see(chooser, i) else "a card" for i in candidates)
        self.ask(
            Decision(chooser, DecisionKind.CHOOSE, prompt, self.record["rule"], "ability_target",
                     options=tuple(candidates), labels=labels, minimum=0 if target.up_to else count, maximum=count)
        )  # fmt: skip
        return None


def ability_at(game: Game, card_id: str, path: list[Any]) -> Any:
    """The node of a card's ability data at `path` ([ability index, field, index, ...])."""
    node: Any = language_of(game).abilities(game.database.get(card_id))
    for part in path:
        node = node[part] if isinstance(part, int) else getattr(node, part)
    return node


# Tasks.


def start_resolution(
    game: Game,
    card_id: str,
    ability: int,
    source: InstanceId | None,
    controller: PlayerId,
    *,
    pay_cost: bool = True,
    optional: bool = False,
    context: dict[str, Any] | None = None,
) -> None:
    """Schedule an ability's resolution: (may?) → cost → effect → finish. `context` is what
    the trigger point said about the event (JSON values), readable as `Resolution.context`."""
    rid = str(game.state.new_id())
    node = ability_at(game, card_id, [ability])
    record = game.state.vars.setdefault(RESOLUTIONS, {})[rid] = {
        "card_id": card_id, "ability": ability, "source": source, "controller": int(controller),
        "rule": game.ruleset.trigger_rule, "label": node.label or game.database.get(card_id).name,
    }  # fmt: skip
    if context:
        record["context"] = dict(context)
    game.push(Task("ability:finish", {"rid": rid}))
    game.push(Task("ability:block", {"rid": rid, "path": [ability, "effect"], "i": 0}))
    if pay_cost and node.cost:
        extra = additional_costs(game, card_id, ability, source, controller)
        if extra:
            record["extra_costs"] = [[card, index] for card, index in extra]
        for card, index in reversed(extra):  # paid after the ability's own cost, in order
            game.push(Task("ability:block", {"rid": rid, "path": [index, "cost"], "i": 0, "cost": True, "card": card}))
        game.push(Task("ability:block", {"rid": rid, "path": [ability, "cost"], "i": 0, "cost": True}))
    if optional:
        game.push(Task("ability:optional", {"rid": rid, "cost": bool(pay_cost and node.cost)}))


def run_optional(game: Game, task: Task) -> None:
    record = game.state.vars[RESOLUTIONS][task.args["rid"]]
    answer = game.answer(task)
    if answer is None and task.args.get("cost") and not _optional_cost_payable(game, record):
        record["failed"] = True  # a cost that cannot be paid in full cannot be chosen (Weiß Schwarz 8.7.3.2)
        game.log(f"{record['label']}: the cost cannot be paid in full.", PlayerId(record["controller"]))
        return
    if answer is None and not task.args.get("cost") and not _effect_possible(game, record):
        record["failed"] = True  # nothing it can do may be chosen (Weiß Schwarz Shift with no card of its colour)
        return
    if answer is None:
        game.ask(task, Decision(PlayerId(record["controller"]), DecisionKind.YES_NO, f"Use {record['label']}?",
                                record["rule"], "optional_ability"))  # fmt: skip
    elif answer.kind == "no":
        record["failed"] = True


def _effect_possible(game: Game, record: dict[str, Any]) -> bool:
    """Whether an optional ability's effect can do anything now: False only when each of its steps is a ruleset
    step whose primitive says it cannot (`Primitive.possible`)."""
    language = language_of(game)
    card_id, index = str(record["card_id"]), int(record["ability"])
    source = InstanceId(record["source"]) if record["source"] in game.state.cards else None
    steps = ability_at(game, card_id, [index, "effect"])
    for step in steps:
        primitive = language.primitives.get(step.name) if isinstance(step, M.RulesetStep) else None
        if primitive is None or primitive.possible is None:
            return True
        if primitive.possible(game, source, PlayerId(record["controller"]), language.parsed_args(step)):
            return True
    return not steps


def _optional_cost_payable(game: Game, record: dict[str, Any]) -> bool:
    """Whether an optional ability's whole cost (with the costs added to it) can be paid now, so that "use it?" is
    asked only then; always True in a dialect that pays what it can (`partial_costs`)."""
    if language_of(game).partial_costs:
        return True
    card_id, index = str(record["card_id"]), int(record["ability"])
    source = InstanceId(record["source"]) if record["source"] in game.state.cards else None
    controller = PlayerId(record["controller"])
    steps = (*ability_at(game, card_id, [index, "cost"]),
             *additional_cost_steps(game, card_id, index, source, controller))  # fmt: skip
    from engine.abilities.costs import can_pay_all

    return can_pay_all(game, steps, source, controller)


def run_block(game: Game, task: Task) -> None:
    """Run a list of steps in order, stopping wherever one asks a question."""
    execute = _step_runner()
    answer = game.answer(task)
    record = game.state.vars[RESOLUTIONS][task.args["rid"]]
    if record.get("failed") or game.state.outcome is not None:
        return
    steps = ability_at(game, task.args.get("card", record["card_id"]), task.args["path"])
    resolution = Resolution(game, task, answer)
    whole = task.args.get("cost") and resolution.index == 0 and answer is None  # judged whole before any part is paid
    if whole and not _whole_cost_payable(game, (*steps, *_added_costs(game, record, task)), resolution):
        record["failed"] = True  # no part of a cost that cannot be paid in full is paid
        game.log(f"{record['label']}: the cost cannot be paid in full.", resolution.controller)
        return
    while resolution.index < len(steps):
        step = steps[resolution.index]
        if task.args.get("cost") and not can_pay(game, step, resolution.source, resolution.controller):
            record["failed"] = True  # pay as much as possible; the effect does not resolve
            game.log(f"{record['label']}: the cost could not be paid in full.", resolution.controller)
        if not execute(resolution, step):
            if task.args.get("cost"):  # no choice may strand a later part of the cost
                _keep_payable(game, steps, resolution)
            return
        task.args.pop("scratch", None)
        resolution.answer = None
        resolution.index += 1
        if record.get("failed"):
            return
        if not task.args.get("cost") and resolution.index < len(steps) and _interrupt_due(game):
            task.args["i"] = resolution.index  # the rule action first, then the next step (Weiß Schwarz 9.1.2.1)
            game.push(task)
            return


@cache
def _step_runner() -> Callable[[Resolution, Any], bool]:
    """engine.abilities.primitives.execute, imported once (it imports this module), not at every block run."""
    from engine.abilities.primitives import execute

    return execute


def _interrupt_due(game: Game) -> bool:
    due = language_of(game).interrupt_due
    return due is not None and due(game)


def additional_costs(
    game: Game, card_id: str, ability: int, source: InstanceId | None, controller: PlayerId
) -> list[tuple[str, int]]:
    """The abilities whose cost steps other effects add to this ability's cost (the language's hook)."""
    hook = language_of(game).additional_costs
    return [] if hook is None else hook(game, card_id, ability, source, controller)


def additional_cost_steps(
    game: Game, card_id: str, ability: int, source: InstanceId | None, controller: PlayerId
) -> tuple[Any, ...]:
    return tuple(
        s for card, index in additional_costs(game, card_id, ability, source, controller)
        for s in ability_at(game, card, [index, "cost"])
    )  # fmt: skip


def _added_costs(game: Game, record: dict[str, Any], task: Task) -> tuple[Any, ...]:
    """With the ability's own cost block: the additional costs' steps, so the whole cost is judged at once."""
    if "card" in task.args:
        return ()
    return tuple(s for card, index in record.get("extra_costs", []) for s in ability_at(game, card, [index, "cost"]))


def _whole_cost_payable(game: Game, steps: Any, resolution: Resolution) -> bool:
    from engine.abilities.costs import can_pay_all

    return can_pay_all(game, steps, resolution.source, resolution.controller)


def _keep_payable(game: Game, steps: Any, resolution: Resolution) -> None:
    from engine.abilities.costs import keep_payable

    keep_payable(game, steps, resolution.index, resolution.source, resolution.controller)


def run_finish(game: Game, task: Task) -> None:
    game.state.vars[RESOLUTIONS].pop(task.args["rid"], None)
    if not game.state.vars[RESOLUTIONS]:
        del game.state.vars[RESOLUTIONS]


def run_triggered(game: Game, task: Task) -> None:
    """A queued automatic ability comes off the trigger queue (see `signal`)."""
    args = task.args
    source = args["source"]
    source_id = InstanceId(source) if source is not None else None
    controller = PlayerId(args["controller"])
    if args.get("manual"):
        from engine.abilities.manual import start_manual

        start_manual(game, CardId(args["card_id"]), source_id, controller)
        return
    node = ability_at(game, args["card_id"], [args["ability_index"]])
    if isinstance(node, M.AutoAbility) and not condition_holds(game, node.condition, controller, source_id):
        return  # the condition is checked again as it resolves
    context = {key[4:]: value for key, value in args.items() if key.startswith("ctx_")}
    start_resolution(
        game, args["card_id"], args["ability_index"], source_id, controller, optional=node.optional, context=context
    )


def can_pay(game: Game, step: Any, source: InstanceId | None, controller: PlayerId) -> bool:
    """Whether a cost step can be paid in full now."""
    language = language_of(game)
    if isinstance(step, M.RulesetStep):
        primitive = language.primitives[step.name]
        return primitive.can_pay is None or primitive.can_pay(game, source, controller, language.parsed_args(step))
    check = language.cost_checks.get(step.do)
    if check is not None:
        return check(game, source, controller, step)
    if isinstance(step, M.Orient):
        targets = [source] if step.target.mode == "self" and source is not None else []
        return bool(targets) and all(game.card(t).orientation != step.to for t in targets)
    if isinstance(step, (M.Discard,)):
        hand = zone_ref(game, "hand", controller if step.who == "you" else PlayerId(1 - controller))
        found = [i for i in game.zone(hand) if _matches_any(game, i, step.filter, controller, source)]
        return step.up_to or len(found) >= step.count
    if isinstance(step, M.Move) and step.target.mode in ("chosen", "self"):
        if step.target.mode == "self":
            return source is not None
        return step.target.up_to or len(matching(game, step.target.filter, controller, source)) >= step.target.count
    return True


def _matches_any(game: Game, iid: InstanceId, f: M.Filter, controller: PlayerId, source: InstanceId | None) -> bool:
    from engine.abilities.filters import matches

    return matches(game, iid, f, controller, source, any_zone=True)


def emit_used(game: Game, controller: PlayerId, source: InstanceId | None, label: str) -> None:
    game.emit(Event("ability", player=controller, card=source, text=label))


ABILITY_HANDLERS = {
    "ability:block": run_block,
    "ability:finish": run_finish,
    "ability:optional": run_optional,
    "ability:triggered": run_triggered,
}
