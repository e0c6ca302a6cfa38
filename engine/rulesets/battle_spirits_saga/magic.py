"""Magic (10-8): used from the hand, paid for, its main or flash effect resolved (8-1-6-1), with X (4-6)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from engine.abilities import model as M
from engine.abilities import resolve_printed, start_resolution
from engine.abilities.interpreter import emit_used
from engine.actions import Action
from engine.errors import IllegalAction, RulesError
from engine.ids import InstanceId, PlayerId
from engine.rulesets.battle_spirits_saga import carddata as C
from engine.rulesets.battle_spirits_saga import cores as R
from engine.rulesets.battle_spirits_saga import stats as S
from engine.rulesets.battle_spirits_saga import zones as Z
from engine.rulesets.battle_spirits_saga.battle import battle
from engine.rulesets.battle_spirits_saga.burst import signal
from engine.rulesets.battle_spirits_saga.core_choice import start as start_choice
from engine.rulesets.battle_spirits_saga.main_actions import MAGIC, MAGIC_DONE, in_hand
from engine.shared_values import shared_action
from engine.state import Task

if TYPE_CHECKING:
    from engine.game import Game


def magic_ability(game: Game, iid: InstanceId, timing: str) -> M.ActivatedAbility | None:
    found = magic_ability_at(game, iid, timing)
    return None if found is None else found[1]


def magic_ability_at(game: Game, iid: InstanceId, timing: str) -> tuple[int, M.ActivatedAbility] | None:
    """The magic card's effect of `timing` (8-1-6-1) and its index."""
    language = game.ruleset.abilities
    assert language is not None
    for index, ability in enumerate(language.abilities(game.definition(iid))):
        if isinstance(ability, M.ActivatedAbility) and timing in ability.timing:
            return index, ability
    return None


def _timing(game: Game) -> str:
    """The flash windows are the battle's (7-1-2, 7-1-4); outside a battle it is the main step (NOTES.md)."""
    return "flash" if battle(game) is not None else "main"


class UseMagic:
    """10-8: `Action("magic", card=a magic card in hand, picks/option = how the cost is paid)`: its main effect in
    your main step, its flash effect in a flash window (8-1-6-1)."""

    kind = MAGIC
    label = "Use magic"

    @staticmethod
    def number_words(number: int) -> str:
        """A magic's number is its X (4-6-2): "Use magic Withering Tide with X = 2"."""
        return f"with X = {number}"

    def describe(self, action: Action, card: str) -> str:
        """A menu line: "Use magic Withering Tide with X = 2, choosing the cores yourself"."""
        words = f"{self.label} {card}"
        if action.number is not None:
            words += f" {self.number_words(action.number)}"
        if action.option == R.PAY_SOUL:
            words += ", paying with the soul core"
        return f"{words}, choosing the cores yourself" if action.option == R.CHOOSE_CORES else words

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        return (action for action, _, _ in self._listed(game, player, None))

    def legal(self, game: Game, player: PlayerId) -> Iterable[Action]:
        """`candidates` that `check` accepts, in order (ListsLegal): each is a magic card of the player's hand with
        an X if it has one; a card with no effect of this window's timing is left out (8-1-6-1), so only each other
        card's cores are checked, each cost worked out once."""
        for action, plan, cost in self._listed(game, player, _timing(game)):
            if self._cores_refusal(game, action, cost, plan) is None:
                yield action

    def _listed(self, game: Game, player: PlayerId, timing: str | None) -> Iterator[tuple[Action, R.CorePlan, int]]:
        """The candidates with their core plans and payable costs: each X the cores can pay (4-6-2), a default plan
        then the choice of each core; with a `timing`, only for the cards with an effect of that timing."""
        for iid in game.zone(Z.ref(Z.HAND, player)):
            definition = game.definition(iid)
            if definition.category != C.MAGIC or (timing is not None and magic_ability(game, iid, timing) is None):
                continue
            have = R.available(game, player)  # no payment takes more (default_plan)
            top = have - S.cost(game, iid) + S.reduction(game, iid, player)  # the largest X
            for x in range(top + 1) if C.has_x_cost(definition) else (None,):
                cost = S.payable_cost(game, iid, player, x or 0)
                if cost > have:
                    continue
                plan = R.default_plan(game, player, cost, 0)
                if plan is None:
                    continue
                yield with_x(plan.action(MAGIC, player, iid), x), plan, cost
                if cost:
                    yield shared_action(MAGIC, player, iid, None, (), (), x, R.CHOOSE_CORES), _CHOOSE, cost

    def check(self, game: Game, action: Action) -> RulesError | None:
        iid = in_hand(game, action)
        if iid is None:
            return IllegalAction("10-8", "Use a magic card from your own hand.")
        definition = game.definition(iid)
        if definition.category != C.MAGIC:
            return IllegalAction("10-8", f"{definition.name} is not a magic card.")
        timing = _timing(game)
        if magic_ability(game, iid, timing) is None:
            rule = "8-1-6-1"
            when = "main step" if timing == "flash" else "flash window"
            return IllegalAction(rule, f"{definition.name} has no {timing} effect: it is used in a {when}.")
        if C.has_x_cost(definition):
            if action.number is None or action.number < 0:
                return IllegalAction("4-6-2", f"{definition.name} costs X more: say what X is (0 or more).")
        elif action.number is not None:
            return IllegalAction("4-6-1", f"{definition.name} has no X in its cost.")
        return self._cores_refusal(game, action, S.payable_cost(game, iid, action.player, action.number or 0))

    @staticmethod
    def _cores_refusal(game: Game, action: Action, cost: int, plan: R.CorePlan | None = None) -> RulesError | None:
        """Whether the action's cores pay `cost` (10-8-6); `plan`: the action's core plan, if known."""
        if plan is None:
            plan = R.CorePlan.of(with_x(action, None))
        return R.plan_error(game, action.player, plan, cost, placing=None, reserve_only=False, rule="10-8-6")

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None
        player, timing = action.player, _timing(game)
        x = action.number
        cost = S.payable_cost(game, action.card, player, x or 0)  # 4-6-1, 10-8-4: the cost with X, then reduced
        plan = R.CorePlan.of(with_x(action, None))
        if plan.soul == R.CHOOSE_CORES:
            start_choice(game, "magic", action.card, player, cost, 0, reserve_only=False, ascend=None, rule="10-8",
                         timing=timing, x=x)  # fmt: skip
            return
        R.carry_out(game, player, plan, cost, None, rule="10-8-6")
        use_magic_now(game, action.card, player, timing, x)


_CHOOSE = R.CorePlan(soul=R.CHOOSE_CORES)
"""The core plan of a magic whose cores the player chooses one at a time."""


def with_x(action: Action, x: int | None) -> Action:
    """A magic action carries X in `number` (a summon's `number` is the cores placed: a magic places none)."""
    return Action(action.kind, action.player, action.card, action.target, action.picks, action.groups, x, action.option)


def use_magic_now(game: Game, card: InstanceId, player: PlayerId, timing: str, x: int | None = None) -> None:
    """10-8-7, 10-8-8: the paid-for magic waits, its effect resolves (with X, 4-6-3), then it goes to the trash."""
    used = game.move(card, Z.ref(Z.RESOLVING, player), face_up=True, reveal=True, rule="10-8-3")
    game.push(Task(MAGIC_DONE, {"card": int(used), "player": int(player)}))
    found = magic_ability_at(game, used, timing)
    if x is None or found is None or not game.definition(used).automated:
        resolve_printed(game, used, timing, player, pay_cost=False)
    else:
        index, ability = found
        emit_used(game, player, used, ability.label or game.definition(used).name)
        game.log(f"X is {x}.", player, "4-6-2")
        start_resolution(game, game.definition(used).id, index, used, player, pay_cost=False, context={"x": x})
    signal(game, "magic_used", used, player)  # a burst condition: "after your opponent uses magic"


def magic_done(game: Game, task: Task) -> None:
    """10-8-8: the resolved magic card goes to the trash; a battle remembers it for 【Luster】 (11-6-1)."""
    iid = InstanceId(task.args["card"])
    if iid not in game.state.cards or game.card(iid).zone.name != Z.RESOLVING:
        return
    trashed = game.move(iid, Z.ref(Z.TRASH, game.card(iid).owner), rule="10-8-8")
    current = battle(game)
    if current is not None:
        current["magic"].append(int(trashed))
