"""Replacement abilities: an event about to happen is offered to the "instead" abilities that may replace it.

A ruleset calls `offer(game, event, card, player, run=Task(...), ...)` at each of its replacement points
(`Language.replaceable`) just before it would carry the event out. With no applicable replacement `offer`
changes nothing and returns False: the ruleset carries the event out itself. Otherwise it schedules the task
"ability:replace" and returns True: that task asks (when the replacement is optional, or there are several)
and either resolves one replacement ability instead of the event, then runs `after`, or, when none is
applied, runs `run` (the event itself, which must not offer it again).

The games' rules: a replacement applies only if what it does instead can be done (ONE PIECE 8-1-3-4-5,
Weiß Schwarz 8.10.3); declining one means it does not apply (8-1-3-4-1); the same replacement applies at most
once to one event (8-1-3-4-3, 8.10.2.3); who chooses among several is the dialect's `replacement_order`
(8-1-3-4-2, 8.10.2) and whether a replacement's own events may be replaced again its `replacement_chaining`
(8-1-3-4-6; ENERGIO!! B 8-1-3-5-3).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.abilities import model as M
from engine.abilities.activation import has_targets
from engine.abilities.filters import condition_holds, language_of, matches
from engine.abilities.interpreter import can_pay, start_resolution
from engine.abilities.triggers import _works_in, limit_reached, mark_used
from engine.decisions import Decision, DecisionKind
from engine.ids import InstanceId, PlayerId
from engine.kept import Kept
from engine.state import Task

if TYPE_CHECKING:
    from engine.formats.cards import CardDatabase
    from engine.game import Game

REPLACING = "replacing"
"""`state.vars`: the replacements resolving now, `[{"event", "holder", "index"}]`, innermost last."""


@dataclass(frozen=True, slots=True)
class Candidate:
    """A replacement ability that may replace the event now."""

    holder: InstanceId
    index: int
    controller: PlayerId
    optional: bool
    label: str


_REPLACED: Kept[CardDatabase, frozenset[str]] = Kept(64)


def _replaced_events(game: Game) -> frozenset[str]:
    """The replacement points some card of the database replaces (kept per database object)."""
    return _REPLACED.answer(game.database, _work_out_replaced, game)


def _work_out_replaced(game: Game) -> frozenset[str]:
    language = language_of(game)
    return frozenset(
        ability.replaces
        for card in game.database.cards()
        for ability in language.abilities(card)
        if isinstance(ability, M.ReplacementAbility)
    )


def _cause_matches(cause: str, context: dict[str, Any], controller: PlayerId) -> bool:
    """`cause` of the ability against what the ruleset said about the event (`cause`, and `by`: whose effect)."""
    happened = context.get("cause")
    if cause == "any":
        return True
    if cause == "battle" or happened != "effect":
        return cause == happened
    by = context.get("by")
    return cause == "effect" or (by is not None and (by == controller) == (cause == "your_effect"))


def can_carry_out(game: Game, ability: M.AbilityBase, holder: InstanceId, controller: PlayerId) -> bool:
    """Whether what a replacement does instead can be done in full now (8-1-3-4-5, 8.10.3)."""
    steps = (*ability.cost, *ability.effect)
    return all(can_pay(game, step, holder, controller) for step in steps) and has_targets(
        game, ability.effect, controller, holder
    )


def candidates(
    game: Game,
    event: str,
    card: InstanceId | None,
    player: PlayerId,
    context: dict[str, Any],
    declined: list[list[int]] | None = None,
) -> list[Candidate]:
    """Every replacement ability that may replace `event` (happening to `card`, or to `player` when None)
    now, in the order they are offered. Reads the state only."""
    language = language_of(game)
    if event not in language.replaceable or event not in _replaced_events(game):
        return []
    chain: list[dict[str, Any]] = game.state.vars.get(REPLACING, [])
    if chain and language.replacement_chaining == "once":
        return []
    skipped = {(e["holder"], e["index"]) for e in chain if e["event"] == event}
    skipped.update((holder, index) for holder, index in declined or ())
    found: list[Candidate] = []
    zones = game.state.zones
    for ref in game.scanned_refs():
        for holder in zones[ref]:
            definition = game.definition(holder)
            for index, ability in enumerate(language.abilities(definition)):
                if not isinstance(ability, M.ReplacementAbility) or ability.replaces != event:
                    continue
                if (holder, index) in skipped or not _works_in(game, ability, holder):
                    continue
                controller = game.card(holder).controller
                if card is not None and not matches(game, card, ability.target, controller, holder):
                    continue
                if (
                    card is None
                    and ability.target.controller != "both"
                    and ((player == controller) != (ability.target.controller == "you"))
                ):
                    continue
                if not _cause_matches(ability.cause, context, controller) or limit_reached(
                    game, holder, index, ability.limit
                ):
                    continue
                if not condition_holds(game, ability.condition, controller, holder):
                    continue
                if not can_carry_out(game, ability, holder, controller):
                    continue
                label = ability.label or f"{definition.name}: replacement"
                found.append(Candidate(holder, index, controller, ability.optional, label))
    return _ordered(game, found, card, player)


def _ordered(game: Game, found: list[Candidate], card: InstanceId | None, player: PlayerId) -> list[Candidate]:
    if language_of(game).replacement_order == "affected":
        return found
    turn_player = game.state.turn_player

    def rank(c: Candidate) -> int:
        if card is not None and c.holder == card:
            return 0  # the card the event happens to (8-1-3-4-2)
        return 1 if c.controller == turn_player else 2

    return sorted(found, key=rank)


def _group(
    game: Game, found: list[Candidate], card: InstanceId | None, player: PlayerId
) -> tuple[PlayerId, list[Candidate]]:
    """Who decides next, and among which candidates."""
    if language_of(game).replacement_order == "affected":
        chooser = game.card(card).controller if card is not None and card in game.state.cards else player
        return chooser, found
    chooser = found[0].controller
    first_rank_own = card is not None and found[0].holder == card
    if first_rank_own:
        return chooser, [c for c in found if c.holder == card]
    return chooser, [c for c in found if c.controller == chooser and c.holder != card]


def offer(
    game: Game,
    event: str,
    card: InstanceId | None,
    player: PlayerId,
    *,
    run: Task,
    after: Task | None = None,
    **context: Any,
) -> bool:
    """Offer an event about to happen to the replacement abilities that may replace it. False (nothing
    changed): none may, carry the event out. True: "ability:replace" is scheduled, which runs `run` (the
    event, not offered again) if no replacement is applied, else the replacement and then `after`.
    Callers push what follows the event before calling. `context` (JSON values): `cause` ("battle",
    "effect"), `by` (the player whose effect it is), anything a replacement's effect may read."""
    if not candidates(game, event, card, player, context):
        return False
    args = {"event": event, "card": card, "player": int(player), "context": dict(context), "run": run.to_data(),
            "after": after.to_data() if after is not None else None, "declined": []}  # fmt: skip
    game.push(Task("ability:replace", args))
    return True


def run_replace(game: Game, task: Task) -> None:
    """The "ability:replace" task: ask, then apply one replacement or let the event happen."""
    args = task.args
    event, player, context = args["event"], PlayerId(args["player"]), args["context"]
    card = InstanceId(args["card"]) if args["card"] is not None and args["card"] in game.state.cards else None
    answer = game.answer(task)
    while True:
        found = candidates(game, event, card, player, context, args["declined"])
        if not found:
            game.push(Task.from_data(args["run"]))
            return
        chooser, group = _group(game, found, card, player)
        if answer is not None:
            if answer.picks:
                _apply(game, args, group[answer.picks[0]], card)
                return
            args["declined"].extend([c.holder, c.index] for c in group)  # 8-1-3-4-1
            answer = None
            continue
        if len(group) == 1 and not group[0].optional:
            _apply(game, args, group[0], card)
            return
        rule = language_of(game).replacement_rule
        what = game.definition(card).name if card is not None else f"Player {player + 1}"
        prompt = f"{what}: {event.replace('_', ' ')}. Apply a replacement instead?"
        game.ask(task, Decision(chooser, DecisionKind.CHOOSE, prompt, rule, "replacement",
                                options=tuple(range(len(group))), labels=tuple(c.label for c in group),
                                minimum=0 if all(c.optional for c in group) else 1, maximum=1))  # fmt: skip
        return


def _apply(game: Game, args: dict[str, Any], chosen: Candidate, card: InstanceId | None) -> None:
    """Resolve the chosen replacement instead of the event (8.10.1.1); what follows the event comes after."""
    chain = game.state.vars.setdefault(REPLACING, [])
    chain.append({"event": args["event"], "holder": int(chosen.holder), "index": chosen.index})
    mark_used(game, chosen.holder, chosen.index)
    game.log(f"{chosen.label}: instead of {args['event'].replace('_', ' ')}.", chosen.controller,
             language_of(game).replacement_rule)  # fmt: skip
    if args["after"] is not None:
        game.push(Task.from_data(args["after"]))
    game.push(Task("ability:replace_done"))
    context = {**args["context"], "replaced": args["event"], "card": card}
    card_id = game.card(chosen.holder).card_id
    start_resolution(game, card_id, chosen.index, chosen.holder, chosen.controller, context=context)


def run_replace_done(game: Game, task: Task) -> None:
    """The replacement has resolved: it no longer counts as under way."""
    chain = game.state.vars.get(REPLACING, [])
    if chain:
        chain.pop()
    if not chain:
        game.state.vars.pop(REPLACING, None)


def replacing(game: Game) -> bool:
    """Whether a replacement is resolving now."""
    return bool(game.state.vars.get(REPLACING))
