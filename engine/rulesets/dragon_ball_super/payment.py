"""Paying a card's energy cost with the energy the action names (`Action.picks`), or with the engine's pick."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import TYPE_CHECKING

from engine.actions import Action
from engine.decisions import Decision, DecisionKind
from engine.errors import IllegalAction, InvalidAction, RulesError
from engine.ids import InstanceId, PlayerId
from engine.rulesets.dragon_ball_super import energy as E
from engine.rulesets.dragon_ball_super import zones as Z
from engine.rulesets.dragon_ball_super.stats import cost_now, specified, total_cost
from engine.state import Task

if TYPE_CHECKING:
    from engine.game import Game


def hand_card(game: Game, action: Action, categories: tuple[str, ...], what: str, rule: str) -> RulesError | None:
    """The card must be one of the player's own cards in hand, of the right type."""
    card = action.card
    if card is None or not Z.lies_in(game, card, action.player, Z.HAND):
        return IllegalAction(rule, f"Choose {what} from your own hand.")
    if game.definition(card).category not in categories:
        return IllegalAction(rule, f"{game.definition(card).name} is not {what}.")
    return None


def option_problem(action: Action, allowed: tuple[str, ...]) -> RulesError | None:
    """An `option` the action kind does not have is refused (a malformed action, not a rule)."""
    if action.option is not None and action.option not in allowed:
        return InvalidAction("", f"Unknown variant {action.option!r} of this action.")
    return None


def cost_problem(
    game: Game, player: PlayerId, picks: tuple[int, ...], total: int, colours: tuple[str, ...], rule: str, what: str
) -> RulesError | None:
    """None if `picks` (or, when empty, some choice of Active energy) pays `total` with `colours` specified."""
    if picks:
        problem = E.payment_problem(game, player, [InstanceId(i) for i in picks], total, colours)
        return None if problem is None else IllegalAction(rule, f"{what}: {problem}")
    if not E.can_pay(game, player, total, colours):
        active = len(E.active_energy(game, player))
        needs = f" with {E.describe(colours)} among them" if colours else ""
        return IllegalAction(rule, f"{what} costs {total} energy{needs}: you have {active} Active energy that "
                             "cannot pay it.")  # fmt: skip
    return None


def affordable(game: Game, action: Action) -> bool:
    """Whether the Active energy can pay the card's energy cost now (what `card_cost_problem` asks of an action
    naming no energy): a cheap test before the whole check."""
    assert action.card is not None
    return E.can_pay(game, action.player, *cost_now(game, action.card))


def card_cost_problem(game: Game, action: Action, rule: str) -> RulesError | None:
    """2-11-5-1: rest the total cost in energy, the specified colours among it."""
    assert action.card is not None
    total, colours = cost_now(game, action.card)
    return cost_problem(game, action.player, action.picks, total, colours, rule, game.definition(action.card).name)


def pay_with(
    game: Game, player: PlayerId, picks: tuple[int, ...], total: int, colours: tuple[str, ...], *, rule: str
) -> None:
    chosen = [InstanceId(i) for i in picks] if picks else E.auto_payment(game, player, total, colours) or []
    E.pay(game, chosen, rule=rule)


def pay_card_cost(game: Game, action: Action, *, rule: str) -> None:
    assert action.card is not None
    pay_with(game, action.player, action.picks, total_cost(game, action.card), specified(game, action.card),
             rule=rule)  # fmt: skip


CHOOSE_ENERGY = "choose_energy"
"""`Action.option` of a play or activation whose player picks the energy that pays, one card at a time (3-8-2)."""


def energy_choice(game: Game, player: PlayerId, total: int, colours: tuple[str, ...]) -> bool:
    """Whether the player has a real choice of which energy pays: more Active energy could start a whole payment
    (2-11-5) than the cost takes, and not all of one colour (once per position inside a query)."""
    memo = game.query_memo()
    key = ("dbs:energy_choice", player, total, colours)
    found = None if memo is None else memo.get(key)
    if found is None:
        found = _energy_choice(E.active_pool(game, player), total, colours)
        if memo is not None:
            memo[key] = found
    return bool(found)


def varied_energy(pool: Sequence[tuple[InstanceId, tuple[str, ...]]]) -> bool:
    """Whether the Active energy `pool` (`E.active_pool`) holds cards of two colour sets at least: else no cost
    leaves a real choice of energy (`energy_choice`)."""
    return len({colours_of for _, colours_of in pool}) > 1


def _energy_choice(pool: Sequence[tuple[InstanceId, tuple[str, ...]]], total: int, colours: tuple[str, ...]) -> bool:
    if not 0 < total < len(pool) or not varied_energy(pool):
        return False
    slots = sorted(colours)
    known: dict[tuple[str, ...], bool] = {}  # cards of the same colours leave the same others: one answer for all
    starts = 0
    for i, (_, had) in enumerate(pool):
        can = known.get(had)
        if can is None:
            can = known[had] = _can_start(had, [*pool[:i], *pool[i + 1 :]], total, slots)
        starts += can
    return starts > total


def _can_start(
    had: tuple[str, ...], pool: list[tuple[InstanceId, tuple[str, ...]]], total: int, slots: list[str]
) -> bool:
    """Whether some payment of `total` with `slots` specified includes a card of colours `had` (it fills one slot of
    its colours, or none), the other cards chosen from `pool` (a cheap test: `E.fill` over the few specified slots)."""
    if len(pool) < total - 1:
        return False
    rests = [slots] + [_without(slots, k) for k in dict.fromkeys(slots) if k in had]
    return any(len(rest) <= total - 1 and E.fill(rest, pool) is not None for rest in rests)


def _without(slots: list[str], colour: str) -> list[str]:
    rest = list(slots)
    rest.remove(colour)
    return rest


def pay_task(player: PlayerId, total: int, colours: tuple[str, ...], rule: str) -> Task:
    """The "dbs:pay" task: the player picks the energy to rest one by one; push it last (it runs first)."""
    return Task("dbs:pay", {"player": int(player), "total": total, "colours": list(colours), "chosen": [],
                            "rule": rule})  # fmt: skip


def _completable(
    pool: Sequence[tuple[InstanceId, tuple[str, ...]]], chosen: list[InstanceId], total: int, colours: list[str]
) -> bool:
    """Whether some more of the Active energy `pool` (each card with its colours, `E.active_pool`) completes `chosen`
    into a payment of `total` with `colours` (2-11-5), as `E.payment_problem` judges it."""
    had = dict(pool)
    rest = [c for c in had if c not in chosen]
    need = total - len(chosen)
    if need < 0 or need > len(rest):
        return False
    if len(set(chosen)) != len(chosen) or any(c not in had for c in chosen):
        return False  # `E.payment_problem` refuses every completion
    slots, fixed = sorted(colours), [(c, had[c]) for c in chosen]
    return any(E.fill(slots, [*fixed, *((c, had[c]) for c in extra)]) is not None for extra in combinations(rest, need))


def pay_step(game: Game, task: Task) -> None:
    """The "dbs:pay" task: ask for one energy card at a time among those that still allow a whole payment, then rest
    them all (2-11-5-1, 3-8-2: the player picks any card to pay with)."""
    args = task.args
    player, total, colours = PlayerId(args["player"]), int(args["total"]), list(args["colours"])
    chosen = [InstanceId(i) for i in args["chosen"]]
    answer = game.answer(task)
    if answer is not None and answer.picks:
        chosen.append(InstanceId(answer.picks[0]))
        args["chosen"] = [int(c) for c in chosen]
    pool = E.active_pool(game, player)  # each card's colours looked up once, not once per combination
    options = [c for c, _ in pool if c not in chosen and _completable(pool, [*chosen, c], total, colours)]
    if len(chosen) >= total or len(options) <= total - len(chosen):
        E.pay(game, [*chosen, *options][:total], rule=str(args["rule"]))
        return
    needs = f" ({E.describe(colours)} specified)" if colours else ""
    game.ask(task, Decision(player, DecisionKind.CHOOSE, f"Choose energy to rest: {len(chosen) + 1} of {total}{needs}",
                            str(args["rule"]), "pay_energy", options=tuple(options),
                            labels=tuple(game.definition(c).name for c in options), minimum=1, maximum=1))  # fmt: skip
