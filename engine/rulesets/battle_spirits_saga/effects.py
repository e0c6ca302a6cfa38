"""The dialect's own steps and conditions: destroy, cores from the void, core removal, Feast, Chain, levels, Armor."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from engine.abilities import Primitive, RulesetConditionDef
from engine.abilities import model as M
from engine.ids import CardId, InstanceId, PlayerId, ZoneRef
from engine.rulesets.battle_spirits_saga import carddata as C
from engine.rulesets.battle_spirits_saga import stats as S
from engine.rulesets.battle_spirits_saga import zones as Z
from engine.rulesets.battle_spirits_saga.core_choice import choice_task
from engine.rulesets.battle_spirits_saga.cores import available, count_at, from_void
from engine.rulesets.battle_spirits_saga.management import EFFECT, EFFECT_CHANGED, destroy, once_each
from engine.sentences import subject

if TYPE_CHECKING:
    from engine.abilities.interpreter import Resolution
    from engine.game import Game

DURATIONS = ("end_of_turn", "end_of_battle", "start_of_your_next_turn", "end_of_opponent_turn", "permanent")


def unselectable(game: Game, iid: InstanceId, controller: PlayerId, source: InstanceId | None) -> bool:
    """11-5-1: a spirit with 【Armor】 cannot be selected by the opponent's effects of the colours it names."""
    card = game.state.cards.get(iid)
    if card is None or card.controller == controller or source is None or source not in game.state.cards:
        return False
    if not S.keyword_active(game, iid, C.ARMOR):
        return False
    colors = set(C.keyword_colors(game.definition(iid), C.ARMOR))
    return bool(colors & set(game.definition(source).colors))


def _destroy(res: Resolution, step: M.Destroy) -> bool:
    """10-1, 10-14-1: a destruction effect; 【A.T. Field】 keeps a spirit with the soul core on it (11-13-1)."""
    targets = res.targets(step.target, "Choose what to destroy")
    if targets is None:
        return False
    game = res.game
    waiting = len(game.state.triggers)
    for iid in targets:
        if not Z.on_field(game, iid):
            continue
        card = game.card(iid)
        if card.controller != res.controller and S.keyword_active(game, iid, C.AT_FIELD) and S.has_soul(game, iid):
            game.log(f"【A.T. Field】: {game.definition(iid).name} is not destroyed.", card.controller, "11-13-1")
            continue
        destroy(game, iid, EFFECT, by=res.controller, rule="10-1-2")
    once_each(game, waiting)  # 8-6-3: destroyed together, a "when one of your spirits is destroyed" activates once
    res.remember(None, targets)
    return True


def _gain_cores(res: Resolution, step: M.Resource) -> bool:
    """Cores from the void into a player's reserve (4-11-3: never the soul core)."""
    from_void(res.game, Z.ref(Z.RESERVE, res.player(step.who)), step.amount, rule="8-5-5")
    return True


def _add_to_life(res: Resolution, step: M.AddToLife) -> bool:
    """Cores from the void into a player's life (11-7-1's kind of effect)."""
    from_void(res.game, Z.ref(Z.LIFE, res.player(step.who)), step.count, rule="8-5-5")
    return True


class CoresArgs(BaseModel):
    """`{"do": "add_cores" | "remove_cores", "count": 1, "target": {...}, "to": "reserve"}`."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    count: Annotated[int, Field(ge=1)] | Literal["x"] = 1
    target: M.Target = M.SELF
    to: Literal["reserve", "trash", "void"] = "reserve"


def _count(res: Resolution, count: int | str) -> int:
    """A step's number: printed, or "x", the X chosen when the card was used (4-6-3: the same all through)."""
    return int(res.context.get("x", 0)) if count == "x" else int(count)


def _add_cores(res: Resolution, args: CoresArgs) -> bool:
    """Put cores from the void onto each target card on the field."""
    targets = res.targets(args.target, "Choose where the cores go")
    if targets is None:
        return False
    for iid in targets:
        if Z.on_field(res.game, iid):
            from_void(res.game, iid, _count(res, args.count), rule="8-5-5")
    res.remember(None, targets)
    return True


def _remove_cores(res: Resolution, args: CoresArgs) -> bool:
    """Take cores off each target card: regular cores first, the soul core only to the reserve or the trash (4-11-3).
    A card left short is destroyed by this effect at the checkpoint (9-3-2-1)."""
    targets = res.targets(args.target, "Choose whose cores are removed")
    if targets is None:
        return False
    game, count = res.game, _count(res, args.count)
    for iid in targets:
        if not Z.on_field(game, iid) or count <= 0:
            continue
        owner = game.card(iid).owner
        dst: ZoneRef = Z.void() if args.to == "void" else Z.ref(Z.RESERVE if args.to == "reserve" else Z.TRASH, owner)
        regular = min(count, game.tokens_at(iid, Z.CORE))
        if regular:
            game.move_tokens(Z.CORE, regular, iid, dst, rule="8-5-5")
        if regular < count and args.to != "void" and game.tokens_at(iid, Z.SOUL):
            game.move_tokens(Z.SOUL, 1, iid, dst, rule="8-5-6")
    res.remember(None, targets)
    changed = game.state.vars.setdefault(EFFECT_CHANGED, [])
    changed.extend([int(iid), int(res.controller)] for iid in targets)  # 9-3-2-1: whose effect changed the cores
    return True


class FeastArgs(BaseModel):
    """`{"do": "feast", "small": "<token id>", "medium": "<token id>", "large": "<token id>"}` (11-17-1)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    small: str
    medium: str
    large: str


def _feast(res: Resolution, args: FeastArgs) -> bool:
    """11-17-1: no Small or Medium Supsprite: summon a Small one; else one of them (the first) gives its cores to the
    reserve as a cost and the next size is summoned. A token gets its LV1 cores from the reserve (NOTES.md)."""
    game, player = res.game, res.controller
    sizes = (args.small, args.medium, args.large)
    mine = [i for i in Z.field(game, player) if game.state.cards[i].card_id in sizes[:2]]
    new_id = args.small
    if mine:
        old = mine[0]
        new_id = sizes[sizes.index(game.state.cards[old].card_id) + 1]
        for kind in Z.KINDS:
            count = game.tokens_at(old, kind)
            if count:
                game.move_tokens(kind, count, old, Z.ref(Z.RESERVE, player), rule="11-17-1")
    token = game.create_card(CardId(new_id), player, Z.ref(Z.FIELD, player), orientation=Z.REFRESHED)
    game.log(f"【Feast】: {game.definition(token).name} is summoned.", player, "11-17-1")
    need = min(S.lv1_cost(game, token), available(game, player) - count_at(game, token))
    if need <= 0:
        return True  # no core to place: the token is destroyed at the next checkpoint (9-3-2)
    # 10-6-7: its cores are placed as for a normal summon, the player choosing each (and may place more)
    return res.then(choice_task("token", token, player, 0, need, reserve_only=False, ascend=None, rule="10-6",
                                new=token))  # fmt: skip


BORROWED = "bss_borrowed"
"""Cards whose control an effect changed until the end of the turn: [card, the controller to give it back to]."""


class ControlArgs(BaseModel):
    """`{"do": "take_control", "target": {...}, "duration": "end_of_turn"}`: you control the target spirit or nexus,
    with its cores on it, until the end of the turn or for good (3-5-5: its cores go to its controller's reserve)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    target: M.Target
    duration: Literal["end_of_turn", "permanent"] = "end_of_turn"


def _take_control(res: Resolution, args: ControlArgs) -> bool:
    targets = res.targets(args.target, "Choose what you take control of")
    if targets is None:
        return False
    game = res.game
    for iid in targets:
        if not Z.on_field(game, iid) or game.card(iid).controller == res.controller:
            continue
        before = game.card(iid).controller
        game.change_control(iid, res.controller)
        game.log(f"{subject(res.controller, 'takes', 'take')} control of {game.definition(iid).name}.", res.controller)
        if args.duration == "end_of_turn":
            game.state.vars.setdefault(BORROWED, []).append([int(iid), int(before)])
    res.remember(None, targets)
    return True


def give_back(game: Game) -> None:
    """At the end of the turn (6-8-1-2) a card taken "until the end of the turn" goes back to the player who
    controlled it, if it is still on the field."""
    for iid, before in game.state.vars.pop(BORROWED, []):
        if iid in game.state.cards and Z.on_field(game, InstanceId(iid)):
            game.change_control(InstanceId(iid), PlayerId(before), rule="6-8-1-2")
            game.log(f"{subject(before, 'controls', 'control')} {game.definition(InstanceId(iid)).name} again.",
                     PlayerId(before))  # fmt: skip


class AddedCostArgs(BaseModel):
    """`{"do": "additional_cost", "whose": "opponent"}` in a continuous ability's effect: the ability's own `cost`
    steps are added to the cost of every effect with an effect cost that player controls (8-4-2-2)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    whose: Literal["opponent", "you", "any"] = "opponent"


def _added_cost_marker(res: Resolution, args: AddedCostArgs) -> bool:
    return True  # a declaration read by `additional_costs`: it does nothing when resolved


def additional_costs(
    game: Game, card_id: str, ability: int, source: InstanceId | None, controller: PlayerId
) -> list[tuple[str, int]]:
    """8-4-2-2: the additional effect costs that the continuous abilities on the field add to an effect with an
    effect cost, each paid after the effect's own cost, in the order of the field (each player's, turn player first)."""
    from engine.abilities.filters import condition_holds

    language = game.ruleset.abilities
    assert language is not None
    found: list[tuple[str, int]] = []
    turn = game.state.turn_player
    for side in (turn, PlayerId(1 - turn)):
        for iid in Z.field(game, side):
            definition = game.definition(iid)
            for index, node in enumerate(language.abilities(definition)):
                if not isinstance(node, M.ContinuousAbility) or not node.cost:
                    continue
                if not condition_holds(game, node.condition, side, iid):
                    continue
                for step in node.effect:
                    if isinstance(step, M.RulesetStep) and step.name == "additional_cost":
                        args = language.parsed_args(step)
                        assert isinstance(args, AddedCostArgs)
                        if args.whose == "any" or (args.whose == "you") == (controller == side):
                            found.append((definition.id, index))
    return found


class AttackArgs(BaseModel):
    """`{"do": "attack_spirit", "attacker": {...}, "target": {...}}`: a spirit of yours attacks a spirit (10-10)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    attacker: M.Target = M.SELF
    target: M.Target


def _attack_spirit(res: Resolution, args: AttackArgs) -> bool:
    """10-10-1: the attacker (refreshed, on your field) attacks the target spirit, which blocks it at once; the
    battle runs after this step (its flash window after blocking, BP comparison, its end)."""
    from engine.rulesets.battle_spirits_saga.battle import battle, battle_task

    game = res.game
    chosen = res.scratch.get("attacker")
    if chosen is None:
        attackers = res.targets(args.attacker, "Choose the spirit that attacks")
        if attackers is None:
            return False
        ready = [
            i for i in attackers if Z.on_field(game, i, res.controller) and game.card(i).orientation == Z.REFRESHED
        ]
        if not ready or battle(game) is not None:
            return True  # nothing can attack (1-3-2), or a battle is already under way
        res.scratch["attacker"] = chosen = int(ready[0])
        res.answer = None
    targets = res.targets(args.target, "Choose the spirit it attacks")
    if targets is None:
        return False
    spirits = [i for i in targets if Z.on_field(game, i) and game.card(i).controller != res.controller]
    if not spirits or not Z.on_field(game, InstanceId(chosen), res.controller):
        return True
    return res.then(battle_task(game, InstanceId(chosen), res.controller, spirits[0]))


class ChainArgs(BaseModel):
    """`{"check": "chain", "color": "red"}`: 11-15-3, you have a symbol of that colour."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    color: Literal["red", "purple", "white", "yellow", "green", "blue"]


class LevelArgs(BaseModel):
    """`{"check": "level", "value": 2}`: this card is on the field at that level or higher (2-10-2)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    value: int = Field(ge=1, le=C.MAX_LEVELS)


def _chain(game: Game, source: InstanceId | None, controller: PlayerId, args: BaseModel) -> bool:
    assert isinstance(args, ChainArgs)
    return S.has_symbol_of(game, controller, args.color)


def _level(game: Game, source: InstanceId | None, controller: PlayerId, args: BaseModel) -> bool:
    assert isinstance(args, LevelArgs)
    return source is not None and Z.on_field(game, source) and S.level(game, source) >= args.value


def primitives() -> list[Primitive]:
    return [
        Primitive("add_cores", CoresArgs, _add_cores, doc="cores from the void onto cards"),
        Primitive("remove_cores", CoresArgs, _remove_cores, doc="cores off cards"),
        Primitive("feast", FeastArgs, _feast, doc="【Feast】 (11-17-1)"),
        Primitive("attack_spirit", AttackArgs, _attack_spirit, doc="a spirit attacks a spirit (10-10-1)"),
        Primitive("take_control", ControlArgs, _take_control, doc="control of a spirit or nexus changes"),
        Primitive("additional_cost", AddedCostArgs, _added_cost_marker, doc="additional effect costs (8-4-2-2)"),
    ]


def conditions() -> list[RulesetConditionDef]:
    return [
        RulesetConditionDef("chain", ChainArgs, _chain, doc="【Chain】 (11-15-3)"),
        RulesetConditionDef("level", LevelArgs, _level, doc="this card's level (2-10-2)"),
    ]


EXECUTORS = {"destroy": _destroy, "gain_resource": _gain_cores, "add_to_life": _add_to_life}
