"""Main-step and flash actions (6-6-1-2, 10-6, 10-7, 11-9): summon, place, 【Swift】, set a burst; magic is magic.py."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from engine.actions import Action
from engine.decisions import Decision, DecisionKind
from engine.errors import IllegalAction, RulesError
from engine.ids import InstanceId, PlayerId
from engine.rulesets.battle_spirits_saga import carddata as C
from engine.rulesets.battle_spirits_saga import cores as R
from engine.rulesets.battle_spirits_saga import stats as S
from engine.rulesets.battle_spirits_saga import zones as Z
from engine.rulesets.battle_spirits_saga.burst import burst_ability, signal
from engine.rulesets.battle_spirits_saga.core_choice import start as start_choice
from engine.rulesets.battle_spirits_saga.core_moves import MOVE_CORES
from engine.sentences import plural, subject
from engine.shared_values import shared_action
from engine.state import Task

if TYPE_CHECKING:
    from engine.formats.cards import CardDefinition
    from engine.game import Game

SUMMON, PLACE, MAGIC, SET_BURST, SWIFT = "summon", "place", "magic", "set_burst", "swift"  # fmt: skip
MAIN_ACTIONS = (SUMMON, PLACE, MAGIC, SET_BURST, MOVE_CORES, "activate")
"""6-6-1-2-1: what the turn player may do in their main step."""
MAGIC_DONE = "bss:magic_done"
BURST_SET = "bss_burst_set"  # the turn a burst was set (6-6-1-2-2)


def in_hand(game: Game, action: Action) -> InstanceId | None:
    iid = action.card
    if iid is None or iid not in game.state.cards or game.card(iid).zone != Z.ref(Z.HAND, action.player):
        return None
    return iid


def _level_said(definition: CardDefinition | None, cores: int) -> str:
    """ " (LV2, 4000 BP)": the level a card reaches with `cores` on it, and a spirit's BP there (2-10-3, 2-11)."""
    if definition is None:
        return ""
    levels = C.levels(definition)
    level = C.level_for(levels, cores)
    if not level:
        return ""
    return f" (LV{level}, {levels[level - 1][1]} BP)" if C.is_spirit(definition) else f" (LV{level})"


class _Deploy:
    """Summon a spirit (10-6) or place a nexus (10-7): `Action(kind, card=a card in hand, target=【Ascend】's spirit,
    picks/groups/number/option = the core plan, see `cores.CorePlan`)."""

    kind = SUMMON
    label = "Summon"
    categories: tuple[str, ...] = (C.SPIRIT,)
    rule = "10-6"
    reserve_only = False

    describes_card = True

    def describe(self, action: Action, card: str, definition: CardDefinition | None = None) -> str:
        """A menu line in players' words: "Summon Reef Crab with 2 cores on it (LV2, 4000 BP), paying with the soul
        core" (the level the cores reach, 2-10-3, when the card is known)."""
        words = f"{self.label} {card}"
        if action.option == R.CHOOSE_CORES:
            return f"{words}, choosing the cores yourself"
        if action.number:
            words += f" with {action.number} core{'s' if action.number != 1 else ''} on it"
            words += _level_said(definition, action.number)
        if action.option == R.PAY_SOUL:
            words += ", paying with the soul core"
        elif action.option == R.PLACE_SOUL:
            words += ", the soul core among them"
        return words

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        return (listed[0] for listed in self._listed(game, player))

    def legal(self, game: Game, player: PlayerId) -> Iterable[Action]:
        """`candidates` that `check` accepts, in order (ListsLegal): each is a card of the player's hand of the right
        kind, its 【Ascend】 spirit one `check` accepts, so only the cores are checked, the cost worked out once."""
        have: int | None = None  # counted at the first candidate: most hands have no card of some kinds
        for action, plan, definition, cost, covered in self._listed(game, player):
            if have is None:
                have = R.available(game, player)
            if self._cores_refusal(game, action, definition, cost, plan, covered, have) is None:
                yield action

    def _listed(self, game: Game, player: PlayerId) -> Iterator[tuple[Action, R.CorePlan, CardDefinition, int, bool]]:
        """The candidates, each with its core plan, its card, its payable cost and whether the player's cores cover
        that cost and LV1's cores: the level thresholds' default plans, then the choice of each core, for each
        【Ascend】 spirit (or none). Neither a plan nor the choice can take more cores than the player has, so the
        levels (fewest cores first) that would are not tried."""
        have: int | None = None
        for iid in game.zone(Z.ref(Z.HAND, player)):
            definition = game.definition(iid)
            if definition.category not in self.categories or not self._may_use(game, iid):
                continue
            if have is None:
                have = R.available(game, player, reserve_only=self.reserve_only)
            cost = S.payable_cost(game, iid, player)
            thresholds = C.level_thresholds(definition)  # the cores to place for each level (10-6-7)
            if thresholds and cost + thresholds[0] > have:
                continue
            for target in self._ascend_targets(game, iid, player):
                lv1 = C.levels(definition)[0][0]
                covered = R.enough(game, player, cost + lv1, reserve_only=self.reserve_only, exclude=target)
                for placed in thresholds:
                    if cost + placed > have:
                        break
                    plan = R.default_plan(game, player, cost, placed, reserve_only=self.reserve_only)
                    if plan is not None:
                        yield plan.action(self.kind, player, iid, target), plan, definition, cost, covered
                lowest = thresholds[0]
                if covered if lowest == lv1 else R.enough(game, player, cost + lowest, reserve_only=self.reserve_only,
                                                          exclude=target):  # fmt: skip
                    plan = R.CorePlan(placed=lowest, soul=R.CHOOSE_CORES)
                    yield plan.action(self.kind, player, iid, target), plan, definition, cost, covered

    def _may_use(self, game: Game, iid: InstanceId) -> bool:
        return True

    def _ascend_targets(self, game: Game, iid: InstanceId, player: PlayerId) -> Iterator[InstanceId | None]:
        definition = game.definition(iid)
        if C.ASCEND not in definition.keywords:
            yield None
            return
        colors = set(C.keyword_colors(definition, C.ASCEND))
        for other in Z.field(game, player):
            if C.is_spirit(game.definition(other)) and colors & set(game.definition(other).colors):
                yield other

    def check(self, game: Game, action: Action) -> RulesError | None:
        iid = in_hand(game, action)
        what = "spirit" if self.kind != PLACE else "nexus"
        if iid is None:
            return IllegalAction(self.rule, f"Choose a {what} card from your own hand.")
        definition = game.definition(iid)
        if definition.category not in self.categories:
            return IllegalAction(self.rule, f"{definition.name} is not a {what} card.")
        refusal = self._extra_check(game, iid, action)
        if refusal is not None:
            return refusal
        return self._cores_refusal(game, action, definition, S.payable_cost(game, iid, action.player))

    def _cores_refusal(
        self,
        game: Game,
        action: Action,
        definition: CardDefinition,
        cost: int,
        plan: R.CorePlan | None = None,
        covered: bool | None = None,
        have: int | None = None,
    ) -> RulesError | None:
        """Whether the player's cores pay `cost` and place the cores the action says (10-6-6, 10-6-7). Where the
        listing knows them: the action's core plan, whether the cores cover the cost and LV1's cores, and how many
        cores the player has in the reserve and on the field."""
        assert action.card is not None
        iid = action.card
        lowest = C.levels(definition)[0][0]
        if covered is None:
            covered = R.enough(
                game, action.player, cost + lowest, reserve_only=self.reserve_only, exclude=action.target
            )
        if not covered:
            return self._short(game, iid, action, cost, lowest)
        if plan is None:
            plan = R.CorePlan.of(action)
        if have is None:
            have = R.available(game, action.player)
        if plan.placed > have + cost:
            return IllegalAction(f"{self.rule}-7", f"You cannot place {plural(plan.placed, 'core')} on it: you have "
                                 f"{have} in your reserve and on your field.")  # fmt: skip
        return R.plan_error(game, action.player, plan, cost, placing=lowest, reserve_only=self.reserve_only,
                            rule=f"{self.rule}-6", exclude=action.target)  # fmt: skip

    def _short(self, game: Game, iid: InstanceId, action: Action, cost: int, lowest: int) -> RulesError:
        """Too few cores for the cost and LV1's cores (10-6-6, 10-6-7; 【Swift】 counts the reserve only, 11-9-1): how
        many are needed and how many there are."""
        have = R.available(game, action.player, reserve_only=self.reserve_only)
        if action.target is not None and not self.reserve_only:
            have -= R.count_at(game, action.target)
        where = "in your reserve" if self.reserve_only else "in your reserve and on your field"
        rule = "11-9-1" if self.reserve_only else f"{self.rule}-6"
        return IllegalAction(rule, f"{game.definition(iid).name} needs {plural(cost + lowest, 'core')} "
                             f"(cost {cost}, and {lowest} on it for LV1); you have {have} {where}.")  # fmt: skip

    def _extra_check(self, game: Game, iid: InstanceId, action: Action) -> RulesError | None:
        definition = game.definition(iid)
        if C.ASCEND in definition.keywords:
            targets = list(self._ascend_targets(game, iid, action.player))
            if action.target not in targets:
                colors = "/".join(C.keyword_colors(definition, C.ASCEND))
                said = f"{definition.name} has 【Ascend: {colors}】: to summon it, every core on one of your {colors} "
                said += "spirits"
                if not targets:
                    return IllegalAction("11-8-1", f"{said} goes to your reserve, and you have no {colors} spirit.")
                return IllegalAction("11-8-1", f"{said} (drop the card on it) goes to your reserve.")
        elif action.target is not None:
            return IllegalAction(self.rule, f"{definition.name} has no 【Ascend】: it takes no other spirit.")
        return None

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None
        plan = R.CorePlan.of(action)
        if plan.soul == R.CHOOSE_CORES:  # the player picks each core as it is paid and placed
            cost = S.payable_cost(game, action.card, action.player)
            start_choice(game, "deploy", action.card, action.player, cost, plan.placed,
                         reserve_only=self.reserve_only, ascend=action.target, rule=self.rule)  # fmt: skip
            return
        deploy(game, action.card, action.player, plan, ascend=action.target, rule=self.rule)


def deploy(
    game: Game, iid: InstanceId, player: PlayerId, plan: R.CorePlan, *, ascend: InstanceId | None, rule: str
) -> InstanceId:
    """Reveal, work out the cost and its reduction, pay, put the card on the field refreshed and place its cores
    (10-6-3 to 10-6-7, 10-7-3 to 10-7-7); 【Ascend】's spirit gives its cores to the reserve (11-8-1)."""
    cost = S.payable_cost(game, iid, player)  # 10-6-5 comes before 10-6-6
    placed = game.move(iid, Z.ref(Z.FIELD, player), face_up=True, reveal=True, orientation=Z.REFRESHED, rule=rule)
    R.carry_out(game, player, plan, cost, placed, rule=f"{rule}-6")
    finish_deploy(game, placed, player, cost, plan.placed, ascend, rule)
    return placed


def finish_deploy(
    game: Game, placed: InstanceId, player: PlayerId, cost: int, count: int, ascend: InstanceId | None, rule: str
) -> None:
    """After the cores are placed: 【Ascend】's spirit gives its cores to the reserve (11-8-1), then "when summoned"."""
    if ascend is not None and Z.on_field(game, ascend, player):
        for kind in Z.KINDS:
            count = game.tokens_at(ascend, kind)
            if count:
                game.move_tokens(kind, count, ascend, R.reserve(player), rule="11-8-1")
        R.mark_self_changed(game, ascend)
    definition = game.definition(placed)
    verb = "summons" if C.is_spirit(definition) else "places"
    game.log(f"{subject(player, verb, verb[:-1])} {definition.name} (cost {cost}, {plural(count, 'core')} on it).",
             player, rule)  # fmt: skip
    signal(game, "when_summoned" if C.is_spirit(definition) else "when_placed", placed, player)


class Summon(_Deploy):
    kind = SUMMON


class Place(_Deploy):
    kind = PLACE
    label = "Place"
    categories = (C.NEXUS,)
    rule = "10-7"


class SwiftSummon(_Deploy):
    """11-9-1: a 【Swift】 spirit is summoned in a flash window, paying and placing from the reserve only."""

    kind = SWIFT
    label = "Summon with 【Swift】"
    reserve_only = True

    def _may_use(self, game: Game, iid: InstanceId) -> bool:
        return C.SWIFT in game.definition(iid).keywords

    def _extra_check(self, game: Game, iid: InstanceId, action: Action) -> RulesError | None:
        if C.SWIFT not in game.definition(iid).keywords:
            return IllegalAction("11-9-1", "Only a spirit with 【Swift】 is summoned in a flash window.")
        return super()._extra_check(game, iid, action)


class SetBurst:
    """6-6-1-2-2, 3-8: `Action("set_burst", card=a card with a burst effect in hand)`, once a turn, face down."""

    kind = SET_BURST
    label = "Set as burst"

    @staticmethod
    def describe(action: Action, card: str) -> str:
        """A menu line: "Set Grave Siphon face down in the burst area"."""
        return f"Set {card} face down in the burst area"

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        return [shared_action(SET_BURST, player, iid) for iid in game.zone(Z.ref(Z.HAND, player))]

    def legal(self, game: Game, player: PlayerId) -> Iterable[Action]:
        """`candidates` that `check` accepts, in order (ListsLegal): none once a burst was set this turn (6-6-1-2-2),
        else each card of the player's hand with a burst effect (3-8-4)."""
        if game.state.vars.get(BURST_SET) == game.state.turn:
            return []
        hand = game.zone(Z.ref(Z.HAND, player))
        return [shared_action(SET_BURST, player, iid) for iid in hand if _has_burst(game, iid)]

    def check(self, game: Game, action: Action) -> RulesError | None:
        iid = in_hand(game, action)
        if iid is None:
            return IllegalAction("6-6-1-2-2", "Set a burst from your own hand.")
        if not _has_burst(game, iid):
            return IllegalAction("3-8-4", f"{game.definition(iid).name} has no burst effect.")
        if game.state.vars.get(BURST_SET) == game.state.turn:
            return IllegalAction("6-6-1-2-2", "Only one burst card may be set per turn.")
        return None

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None
        game.state.vars[BURST_SET] = game.state.turn
        area = Z.ref(Z.BURST, action.player)
        for old in list(game.zone(area)):  # 3-8-3: the card set before is discarded
            game.move(old, Z.ref(Z.TRASH, action.player), reveal=True, rule="3-8-3")
        game.move(action.card, area, face_up=False, rule="6-6-1-2-2")


def _has_burst(game: Game, iid: InstanceId) -> bool:
    return burst_ability(game, game.definition(iid)) is not None


def summon_from(game: Game, task: Task, source: InstanceId, player: PlayerId, keyword: str, answer: Any) -> None:
    """【Immortal】 (11-4-1) from the trash and 【Agile】 (11-16-1) from the hand: may summon, the cost paid as for a
    normal summon (10-6-4 to 10-6-7). 【Agile】 returns the battling spirit to the hand first, then the cost is
    determined: its symbols no longer reduce it (10-6-5) and its cores are in the reserve. Offered only when the
    player's cores then pay the cost and LV1's cores (10-6-6, 10-6-7), so "yes" always leads to a summon."""
    zone = Z.TRASH if keyword == C.IMMORTAL else Z.HAND
    if game.card(source).zone != Z.ref(zone, player):
        return
    spirit = None if task.args.get("spirit") is None else InstanceId(task.args["spirit"])
    if spirit is not None and not Z.on_field(game, spirit, player):
        return
    name = game.definition(source).name
    if answer is None:
        after = game if spirit is None else _returned(game.fork(), spirit)  # 11-16-1: as it will be after "yes"
        if not _payable(after, source, player):
            return
        prompt = (  # the 【Agile】 card is in the hand: named in the labels only, which the opponent does not see
            f"{name}: summon it from your trash?"
            if spirit is None
            else f"【Agile】: return {game.definition(spirit).name} to hand and summon your 【Agile】 card?"
        )
        game.ask(task, Decision(player, DecisionKind.YES_NO, prompt, "11-4-1" if spirit is None else "11-16-1",
                                keyword, options=(source,), labels=(name,)))  # fmt: skip
        return
    if answer.kind != "yes":
        return
    if spirit is not None:
        _returned(game, spirit)
    cost = S.payable_cost(game, source, player)  # 10-6-4, 10-6-5: determined once the spirit is in the hand
    lowest = C.levels(game.definition(source))[0][0]
    # 11-4-1, 11-16-1: the cost is paid as for a normal summon: the player chooses each core paid and placed (the
    # question was asked only when the cores cover it: start_choice would refuse a payment they do not, 10-6-6)
    start_choice(game, "deploy", source, player, cost, lowest, reserve_only=False, ascend=None, rule="10-6")


def _returned(game: Game, spirit: InstanceId) -> Game:
    """11-16-1: 【Agile】 returns the battling spirit to its owner's hand (its cores go to the reserve, 3-5-5)."""
    game.move(spirit, Z.ref(Z.HAND, game.card(spirit).owner), rule="11-16-1")
    return game


def _payable(game: Game, iid: InstanceId, player: PlayerId) -> bool:
    """Whether the player's reserve and field cores pay a card's summoning cost (10-6-4, 10-6-5) and place its LV1
    cores (10-6-6, 10-6-7)."""
    lowest = C.levels(game.definition(iid))[0][0]
    return R.enough(game, player, S.payable_cost(game, iid, player) + lowest, reserve_only=False, exclude=None)
