"""What card skills do: the executors, primitives and conditions of the game's ability dialect."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, Field

from engine.abilities import Primitive, RulesetConditionDef
from engine.abilities import model as M
from engine.ids import InstanceId, PlayerId, opponent
from engine.rulesets.dragon_ball_super import energy as E
from engine.rulesets.dragon_ball_super import skill_counters as SK
from engine.rulesets.dragon_ball_super import zones as Z
from engine.rulesets.dragon_ball_super.counters import ANSWERING, NEGATED, RESOLVING
from engine.rulesets.dragon_ball_super.main_actions import PLAY_NEGATED, unique_problem
from engine.rulesets.dragon_ball_super.procedures import (
    flip_leader,
    leader_of,
    place_in_battle,
    put_under,
    remove_markers,
    to_drop,
)
from engine.rulesets.dragon_ball_super.stats import MARKER
from engine.rulesets.one_piece.effects import CountArgs, LeaderTraitArgs, leader_trait, life_at_most
from engine.state import Task

if TYPE_CHECKING:
    from engine.abilities.interpreter import Resolution
    from engine.game import Game

EFFECT_RULE = "8-5-3"


def destroy(res: Resolution, step: M.Destroy) -> bool:
    """KO (10-1): the target Battle Cards go to their owners' Drops together (each replacement choice first, 8-9);
    [Indestructible] stops the opponent's (10-12-1)."""
    targets = res.targets(step.target, "Choose the Battle Card(s) to KO")
    if targets is None:
        return False
    by, key = int(res.controller), f"{res.rid}:{res.index}"
    kos = [Task("dbs:ko", {"card": int(iid), "by": by, "batch": key}) for iid in targets]
    return res.then(*kos, Task("dbs:ko", {"flush": key, "by": by}))


def damage(res: Resolution, step: M.Damage) -> bool:
    """Deal X damage to a player by a skill (4-10-1): they choose Life cards, which go to their hand (4-10-2);
    nothing while an effect says they take no damage."""
    from engine.rulesets.dragon_ball_super.keywords import prevented

    player = res.player(step.who)
    if any(prevented(res.game, leader, "take_damage") for leader in res.game.zone(Z.ref(Z.LEADER, player))):
        return True
    return res.then(Task("dbs:damage", {"player": int(player), "amount": step.amount, "critical": False,
                                        "dealt": 0}))  # fmt: skip


def add_to_life(res: Resolution, step: M.AddToLife) -> bool:
    """The top cards of a deck (or the targets) into that player's Life, face down (10-46-3)."""
    game = res.game
    if step.target is None:
        cards = game.top(Z.ref(Z.DECK, res.player(step.who)), step.count)
    else:
        found = res.targets(step.target, "Choose the card(s) to put into Life")
        if found is None:
            return False
        cards = found
    for iid in cards:
        game.move(iid, Z.ref(Z.LIFE, game.state.cards[iid].owner), face_up=step.face == "up", rule=EFFECT_RULE)
    return True


def gain_resource(res: Resolution, step: M.Resource) -> bool:
    """Charge from the deck: the top X cards into the Energy Area, Active, or in Rest Mode with `resource: rest`."""
    from engine.rulesets.dragon_ball_super.keywords import ENERGY_EXHAUST

    game, player = res.game, res.player(step.who)
    for iid in game.top(Z.ref(Z.DECK, player), step.amount):
        exhaust = ENERGY_EXHAUST in game.definition(iid).keywords  # 10-34-1: from any area, in Rest Mode
        orientation = Z.REST if step.resource == Z.REST or exhaust else Z.ACTIVE
        game.move(iid, Z.ref(Z.ENERGY, player), face_up=True, orientation=orientation, rule=EFFECT_RULE)
    return True


def pay_resource(res: Resolution, step: M.Resource) -> bool:
    """The energy cost symbol ① (8-4-2-3): rest X Active energy of any colour."""
    player = res.player(step.who)
    E.pay(res.game, E.active_energy(res.game, player)[: step.amount], rule="8-4-2-3")
    return True


def can_pay_resource(game: Game, source: InstanceId | None, controller: PlayerId, step: M.Resource) -> bool:
    player = controller if step.who == "you" else opponent(controller)
    return len(E.active_energy(game, player)) >= step.amount


class Args(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


def barrier(game: Game, iid: InstanceId, controller: PlayerId, source: InstanceId | None) -> bool:
    """[Barrier] (10-16-1): a card the skills of its opponent's cards cannot choose."""
    from engine.rulesets.dragon_ball_super.keywords import BARRIER, has_keyword

    card = game.state.cards.get(iid)
    return card is not None and card.controller != controller and has_keyword(game, iid, BARRIER)


def negate_attack(res: Resolution, args: Args) -> bool:
    """ "Negate the attack" (7-1-4): the battle goes straight to its end; answering a skill that attacks, its attack
    (`skill_counters.negate_part`)."""
    if SK.negate_part(res.game, res.game.state.vars.get(ANSWERING), "attack"):
        return True
    battle: dict[str, Any] | None = res.game.state.vars.get("battle")
    if battle is not None:
        battle["negated"] = True
    return True


def negate_play(res: Resolution, args: Args) -> bool:
    """ "Negate the play" of the card whose play opened this counter timing (4-7-3-6), or of the cards the skill it
    answers plays (`skill_counters.negate_part`)."""
    if SK.negate_part(res.game, res.game.state.vars.get(ANSWERING), "play"):
        return True
    res.game.state.vars[PLAY_NEGATED] = True
    return True


def negate_counter(res: Resolution, args: Args) -> bool:
    """ "Negate [Counter]" (10-10-5): the [Counter] activated just before this one does not resolve."""
    index = res.game.state.vars.get(RESOLVING)
    if isinstance(index, int) and index > 0:
        res.game.state.vars.setdefault(NEGATED, []).append(index - 1)
    return True


def awaken(res: Resolution, args: Args) -> bool:
    """[Awaken] (10-2): flip your Leader to its awakened side (9-9)."""
    leader = leader_of(res.game, res.controller)
    if leader is not None:
        flip_leader(res.game, leader)
    return True


def can_awaken(game: Game, source: InstanceId | None, controller: PlayerId, args: Args) -> bool:
    from engine.rulesets.dragon_ball_super.carddata import awakened_side

    leader = leader_of(game, controller)
    return leader is not None and awakened_side(game.definition(leader)) is not None


class CountArg(Args):
    count: int = Field(1, ge=1)


def burst(res: Resolution, args: CountArg) -> bool:
    """[Burst X] (10-30): the top X cards of your deck into your Drop (a cost paid first)."""
    game = res.game
    for iid in game.top(Z.ref(Z.DECK, res.controller), args.count):
        to_drop(game, iid, rule="10-30-1")
    return True


def can_burst(game: Game, source: InstanceId | None, controller: PlayerId, args: CountArg) -> bool:
    return len(game.zone(Z.ref(Z.DECK, controller))) >= args.count  # 10-30-2


def spirit_boost(res: Resolution, args: CountArg) -> bool:
    """[Spirit Boost X] (10-47): remove X markers from your Unison Card (a cost paid first)."""
    for iid in res.game.zone(Z.ref(Z.UNISON, res.controller))[:1]:
        remove_markers(res.game, iid, args.count, rule="10-47-1")
    return True


def can_spirit_boost(game: Game, source: InstanceId | None, controller: PlayerId, args: CountArg) -> bool:
    cards = game.state.cards
    return any(cards[i].counters.get(MARKER, 0) >= args.count for i in game.zone(Z.ref(Z.UNISON, controller)))


def add_marker(res: Resolution, args: CountArg) -> bool:
    """Add X markers to your Unison Card (4-12-1)."""
    from engine.rulesets.dragon_ball_super.procedures import add_markers

    for iid in res.game.zone(Z.ref(Z.UNISON, res.controller))[:1]:
        add_markers(res.game, iid, args.count)
    return True


class UnderArgs(Args):
    target: M.Target


def place_under(res: Resolution, args: UnderArgs) -> bool:
    """Place the targets under this card (11-3-3): they count as part of it, their skills negated (11-3-2)."""
    source = res.source
    targets = res.targets(args.target, "Choose the card(s) to place under this card")
    if targets is None:
        return False
    if source is None or res.game.state.cards[source].zone.name not in Z.STACKING:
        return True
    for iid in targets:
        if iid != source and iid in res.game.state.cards and res.game.state.cards[iid].attached_to is None:
            put_under(res.game, iid, source, rule="11-3-3")
    return True


class PlayArgs(Args):
    target: M.Target
    rest: bool = False


def play_card(res: Resolution, args: PlayArgs) -> bool:
    """Play Battle Cards without paying their cost (from hand, Drop or Warp: 8-6-5-3), into your Battle Area
    ([Revive]: `target` self plays this card from the Drop, 10-37-1)."""
    targets = res.targets(args.target, "Choose the Battle Card(s) to play")
    if targets is None:
        return False
    for iid in targets:
        if res.game.state.cards[iid].zone.name == Z.BATTLE:
            continue
        if unique_problem(res.game, iid, res.controller) is not None:
            continue  # 10-42-2-2: [Unique] holds for plays by skills too
        if res.game.definition(iid).category == "battle" and not SK.play_negated(res.game, res.rid, iid):
            new = place_in_battle(res.game, iid, res.controller, rule=EFFECT_RULE,
                                  orientation=Z.REST if args.rest else Z.ACTIVE)  # fmt: skip
            SK.played(res.game, res.rid, new)
    return True


def primitives() -> list[Primitive]:
    """The primitives the game registers (NOTES.md, "Dialect")."""
    from engine.rulesets.dragon_ball_super import changes as CH
    from engine.rulesets.dragon_ball_super import keyword_steps as KS
    from engine.rulesets.dragon_ball_super import marker_costs as MC
    from engine.rulesets.dragon_ball_super import sphere_costs as SC
    from engine.rulesets.dragon_ball_super import x_steps as X

    found: list[tuple[str, type[BaseModel], Callable[..., bool], Callable[..., bool] | None]] = [
        ("negate_attack", Args, negate_attack, None),
        ("negate_play", Args, negate_play, None),
        ("negate_counter", Args, negate_counter, None),
        ("awaken", Args, awaken, can_awaken),
        ("burst", CountArg, burst, can_burst),
        ("spirit_boost", CountArg, spirit_boost, can_spirit_boost),
        ("add_marker", CountArg, add_marker, None),
        ("place_under", UnderArgs, place_under, None),
        ("play_card", PlayArgs, play_card, None),
        ("offering", Args, KS.offering, None),
        ("alliance", KS.ColoursArgs, KS.alliance, KS.can_alliance),
        ("discard_colors", KS.ColoursArgs, KS.discard_colors, KS.can_discard_colors),
        ("servant_to_deck", Args, KS.servant_to_deck, KS.can_servant_to_deck),
        ("drop_under", Args, KS.drop_under, KS.can_drop_under),
        ("limit", CountArg, KS.limit, KS.can_limit),
        ("negate_skills", KS.NegateArgs, KS.negate_skills, None),
        ("gain_control", KS.TargetArgs, KS.gain_control, None),
        ("play_unison", KS.UnisonArgs, KS.play_unison, None),
        ("name_x", X.NameXArgs, X.name_x, X.can_name_x),
        ("x_step", X.XStepArgs, X.x_step, None),
        ("add_color", CH.ColorArgs, CH.add_color, None),
        ("unison_play_markers", KS.MarkerChangeArgs, KS.unison_play_markers, None),
        ("change_specified", CH.SpecifiedArgs, CH.change_specified, None),
        (MC.MARKER_COST, MC.MarkerCostArgs, MC.marker_cost, MC.can_pay_marker_cost),
        ("pay_energy", SC.SphereCostArgs, SC.pay_energy, SC.can_pay_energy),
        (SK.ATTACK_STEP, SK.AttackArgs, SK.attack, None),
    ]
    return [Primitive(name, args, run, can_pay=check, doc=run.__doc__ or "") for name, args, run, check in found]


class XArgs(Args):
    value: int = Field(ge=1)


def sparking(game: Game, source: InstanceId | None, controller: PlayerId, args: BaseModel) -> bool:
    """[Sparking X] (10-29): X or more cards in your Drop."""
    assert isinstance(args, XArgs)
    return len(game.zone(Z.ref(Z.DROP, controller))) >= args.value


def bond(game: Game, source: InstanceId | None, controller: PlayerId, args: BaseModel) -> bool:
    """[Bond X] (10-23): X or more Battle Cards in your Battle Area."""
    assert isinstance(args, XArgs)
    cards = [c for c in game.zone(Z.ref(Z.BATTLE, controller)) if game.definition(c).category == "battle"]
    return len(cards) >= args.value


def energy_at_least(game: Game, source: InstanceId | None, controller: PlayerId, args: BaseModel) -> bool:
    """X or more cards in your Energy Area."""
    assert isinstance(args, XArgs)
    return len(game.zone(Z.ref(Z.ENERGY, controller))) >= args.value


ConditionFn = Callable[["Game", "InstanceId | None", PlayerId, BaseModel], bool]


def conditions() -> list[RulesetConditionDef]:
    found: list[tuple[str, type[BaseModel], ConditionFn]] = [
        ("sparking", XArgs, sparking),
        ("bond", XArgs, bond),
        ("energy_at_least", XArgs, energy_at_least),
        ("life_at_most", CountArgs, life_at_most),  # the same condition as ONE PIECE's Life (4-10)
        ("leader_trait", LeaderTraitArgs, leader_trait),
    ]
    return [RulesetConditionDef(name, args, check, doc=check.__doc__ or "") for name, args, check in found]
