"""The Weiß Schwarz dialect of the ability language: names, relations, conditions, executors and primitives."""

from __future__ import annotations

import operator
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel

from engine.abilities import Language, Primitive, RulesetConditionDef
from engine.abilities import model as M
from engine.formats.problems import Problem
from engine.ids import InstanceId, PlayerId, ZoneRef
from engine.rulesets.weiss_schwarz import carddata as C
from engine.rulesets.weiss_schwarz import keywords as K
from engine.rulesets.weiss_schwarz import primitives as X
from engine.rulesets.weiss_schwarz import procedures as P
from engine.rulesets.weiss_schwarz import zones as Z
from engine.rulesets.weiss_schwarz.attack import WOULD_BE_REVERSED
from engine.rulesets.weiss_schwarz.rule_actions import interrupt_due
from engine.rulesets.weiss_schwarz.stats import STATS

if TYPE_CHECKING:
    from engine.formats.cards import CardDatabase, CardDefinition
    from engine.game import Game

EVENTS = (
    # zone changes and play (8.7.4)
    "on_play", "on_stage", "on_encore", "on_change", "on_fusion", "on_sunder", "to_waiting_room_from_stage",
    "event_played", "level_up",
    # attack and battle (section 7)
    "on_attack", "on_attacked", "on_reverse", "battle_opponent_reversed", "end_of_attack",
    "damage_cancelled", "damage_dealt",
    # "at the beginning of" each phase and step (6.2-6.8, 7.2-7.7)
    "start_of_turn", "start_of_stand_phase", "start_of_draw_phase", "start_of_clock_phase", "start_of_main_phase",
    "start_of_climax_phase", "start_of_attack_phase", "start_of_declaration_step", "start_of_trigger_step",
    "start_of_counter_step", "start_of_damage_step", "start_of_battle_step", "start_of_encore_step",
    "start_of_end_phase", "end_of_turn",
)  # fmt: skip
COMPARE: dict[str, Callable[[int, int], bool]] = {
    "<": operator.lt, "<=": operator.le, "==": operator.eq, ">=": operator.ge, ">": operator.gt, "!=": operator.ne,
}  # fmt: skip
POSITIONAL = (Z.STAGE, Z.MARKER)
PILE_STEPS = (M.Shuffle, M.Search, M.LookAt, M.CreateToken)
"""Steps that take a zone as one pile: never a zone of positions (the stage, the markers under each position)."""


# Relations (3.6.4, 3.6.5, 7.2.1.5): a card compared with the ability's source.


def _stage_slot(game: Game, iid: InstanceId | None) -> tuple[PlayerId, int] | None:
    card = game.state.cards.get(iid) if iid is not None else None
    if card is None or card.zone.name != Z.STAGE:
        return None
    return card.controller, card.zone.slot


def _in(slots: tuple[int, ...]) -> Callable[[Game, InstanceId, InstanceId | None], bool]:
    def check(game: Game, iid: InstanceId, source: InstanceId | None) -> bool:
        where = _stage_slot(game, iid)
        return where is not None and where[1] in slots

    return check


def _near(table: Mapping[int, tuple[int, ...]]) -> Callable[[Game, InstanceId, InstanceId | None], bool]:
    """ "in front of" / "behind" the source, on the same side (3.6.4)."""

    def check(game: Game, iid: InstanceId, source: InstanceId | None) -> bool:
        mine, theirs = _stage_slot(game, source), _stage_slot(game, iid)
        return mine is not None and theirs is not None and mine[0] == theirs[0] and theirs[1] in table.get(mine[1], ())

    return check


def _facing(game: Game, iid: InstanceId, source: InstanceId | None) -> bool:
    return source is not None and _stage_slot(game, source) is not None and Z.facing(game, source) == iid


def _attack_role(*roles: str) -> Callable[[Game, InstanceId, InstanceId | None], bool]:
    def check(game: Game, iid: InstanceId, source: InstanceId | None) -> bool:
        info = P.attack_info(game)
        return info is not None and any(info.get(role) == iid for role in roles)

    return check


def _battle_opponent(game: Game, iid: InstanceId, source: InstanceId | None) -> bool:
    """7.2.1.5.1: the attacking and the defending character are each other's battle opponent."""
    info = P.attack_info(game)
    if info is None or source is None:
        return False
    pair = {info.get("attacker"), info.get("defender")}
    return iid != source and iid in pair and source in pair


def _top_of_clock(game: Game, iid: InstanceId, source: InstanceId | None) -> bool:
    """10.1.1: the top card of its owner's clock (Alarm)."""
    card = game.state.cards.get(iid)
    if card is None or card.zone.name != Z.CLOCK:
        return False
    return game.state.zones[card.zone][-1] == iid


def _own_marker(game: Game, iid: InstanceId, source: InstanceId | None) -> bool:
    """3.7.4: a marker under the source."""
    return source is not None and iid in P.markers_under(game, source)


RELATIONS = {
    "center_stage": _in(Z.CENTER), "back_stage": _in(Z.BACK), "middle_center": _in((Z.MIDDLE,)),
    "in_front": _near(Z.IN_FRONT), "behind": _near(Z.BEHIND), "facing": _facing,
    "attacking": _attack_role("attacker"), "defending": _attack_role("defender"),
    "attacked": _attack_role("attacked"), "battle_opponent": _battle_opponent,
    "top_of_clock": _top_of_clock, "own_marker": _own_marker,
}  # fmt: skip


# Conditions.


class Number(BaseModel):
    model_config = X.Args.model_config
    op: Literal["<", "<=", "==", ">=", ">", "!="] = ">="
    value: int


class Nothing(BaseModel):
    model_config = X.Args.model_config


def _level(game: Game, source: InstanceId | None, controller: PlayerId, args: BaseModel) -> bool:
    """The player's level (8.6.2.1.2), as in "if your level is 2 or higher"."""
    assert isinstance(args, Number)
    return COMPARE[args.op](Z.level_of_player(game, controller), args.value)


def _level_total(game: Game, source: InstanceId | None, controller: PlayerId, args: BaseModel) -> bool:
    """Experience (10.10): the total level of the face-up cards in your level zone."""
    assert isinstance(args, Number)
    cards = game.state.zones[ZoneRef(Z.LEVEL, controller)]
    total = sum(C.printed_level(game.definition(i)) for i in cards if game.card(i).face_up)
    return COMPARE[args.op](total, args.value)


def _on_back_stage(game: Game, source: InstanceId | None, controller: PlayerId, args: BaseModel) -> bool:
    """Assist (10.3.2): active only while this character is on the back stage."""
    where = _stage_slot(game, source)
    return where is not None and where[1] in Z.BACK


def _alarm(game: Game, source: InstanceId | None, controller: PlayerId, args: BaseModel) -> bool:
    """Alarm (10.1.1): this card is the top card of your clock."""
    return source is not None and _top_of_clock(game, source, source)


def _markers(game: Game, source: InstanceId | None, controller: PlayerId, args: BaseModel) -> bool:
    """How many markers are under this character (3.7.4)."""
    assert isinstance(args, Number)
    return source is not None and COMPARE[args.op](len(P.markers_under(game, source)), args.value)


@dataclass
class WeissSchwarzLanguage(Language):
    """The dialect, whose load-time validation also checks each card's Weiß Schwarz information
    (`carddata.card_problems`) and the limits of `ability_problems`."""

    def validate_database(self, database: CardDatabase) -> list[Problem]:
        problems = super().validate_database(database)
        for card in database.cards():
            problems.extend(C.card_problems(card))
            problems.extend(ability_problems(card, self))
        return problems


def ability_problems(card: CardDefinition, language: Language) -> list[Problem]:
    """Weiß Schwarz limits on ability data: no core move onto a positional zone (use put_on_stage,
    move_position or marker, which choose the position)."""
    found = []
    for index, ability in enumerate(language.abilities(card)):
        for step in _steps(ability):
            target = getattr(step, "to", None)
            if isinstance(step, (M.Move, M.LookAt, M.Search)) and language.zone_name(str(target)) in POSITIONAL:
                found.append(Problem(f"{card.id}: abilities[{index}]", f"cannot {step.do} to {target}: use "
                                     "put_on_stage, move_position or marker"))  # fmt: skip
            whole = getattr(step, "zone", None)  # a pile the step takes as a whole (found by the fuzzer)
            if isinstance(step, PILE_STEPS) and language.zone_name(str(whole)) in POSITIONAL:
                found.append(Problem(f"{card.id}: abilities[{index}]", f"cannot {step.do} the {whole}: it is a row "
                                     "of positions, not a pile (3.6.1)"))  # fmt: skip
    return found


def _steps(node: object) -> list[object]:
    found: list[object] = []
    for name in ("cost", "effect", "then", "otherwise", "steps"):
        for step in getattr(node, name, ()) or ():
            found.append(step)
            found.extend(_steps(step))
    for mode in getattr(node, "modes", ()) or ():
        found.extend(_steps(mode))
    return found


def language() -> WeissSchwarzLanguage:
    """The dialect: zones of section 3, timings main and counter, orientations of 4.6.1."""
    lang = WeissSchwarzLanguage(
        ruleset="weiss-schwarz",
        zones=tuple(spec.name for spec in Z.ZONES),
        roles={"discard": Z.WAITING_ROOM},
        ability_zones=(Z.STAGE, Z.CLIMAX),  # 2.12.2.1-2
        extra_ability_zones=(Z.CLOCK, Z.LEVEL, Z.MEMORY),  # Alarm, Shift, Experience, Memory (10.1-10.11)
        timings=("main", "counter"),
        events=EVENTS,
        keywords=K.KEYWORDS,
        orientations=Z.ORIENTATIONS,
        stats=STATS,
        relations=dict(RELATIONS),
        executors={
            "draw": X.draw,
            "destroy": X.destroy,
            "damage": X.damage,
            "pay_resource": X.pay_resource,
            "gain_resource": X.gain_resource,
        },
        cost_checks={"pay_resource": X.can_pay_resource},
        cost_takes={"pay_resource": X.stock_taken},
        partial_costs=False,  # 8.4.2.2
        interrupt_due=interrupt_due,  # 9.1.2.1: a level up or a refresh suspends an effect between its steps
        replaceable=(WOULD_BE_REVERSED,),  # 7.6.1.2 (8.10)
        replacement_rule="8.10",
        replacement_order="affected",  # 8.10.2: the master of the card the event happens to picks
        replacement_chaining="distinct",  # 8.10.2.3: each at most once for the same event
        game_end_rule="1.2.5",
    )
    for primitive in (
        Primitive(
            "clock", X.ClockArgs, X.clock, X.can_clock, "Put cards into your clock (Accelerate, 10.12).", X.clock_taken
        ),
        Primitive("perform_trigger", X.TriggerArgs, X.perform_trigger, None, "Perform a trigger icon (4.12.1)."),
        Primitive("put_on_stage", X.PutOnStageArgs, X.put_on_stage, None, "Put characters on chosen positions."),
        Primitive("move_position", X.MovePositionArgs, X.move_position, None, "Move to another position (3.1.4)."),
        Primitive(
            "marker", X.MarkerArgs, X.marker, X.can_marker, "Put cards under this character (3.7).", X.marker_taken
        ),
        Primitive("encore", K.NoArgs, K.encore, None, "Back to the position it was in, rested (10.2.2)."),
        Primitive("brainstorm", K.BrainstormArgs, K.brainstorm, None, "Brainstorm (10.7)."),
        Primitive("change", K.ChangeArgs, K.change, None, "Change (10.8)."),
        Primitive("shift", K.NoArgs, K.shift, None, "Shift (10.11).", possible=K.shift_possible),
        Primitive(
            "marker_from_stage",
            K.FilterArgs,
            K.marker_from_stage,
            K.can_marker_from_stage,
            "Fusion's cost.",
            K.marker_from_stage_taken,
        ),
        Primitive("fusion", K.FilterArgs, K.fusion, None, "Fusion (10.14)."),
        Primitive("sunder", K.SunderArgs, K.sunder, None, "Sunder (10.15)."),
        Primitive("reveal_from_hand", K.FilterArgs, K.reveal_from_hand, K.can_reveal_from_hand, "Resonate's cost."),
    ):
        lang.register_primitive(primitive)
    for condition in (
        RulesetConditionDef("level", Number, _level, "Your level (8.6.2.1.2)."),
        RulesetConditionDef("level_total", Number, _level_total, "Experience: total level in your level (10.10)."),
        RulesetConditionDef("on_back_stage", Nothing, _on_back_stage, "Assist: on the back stage (10.3.2)."),
        RulesetConditionDef("alarm", Nothing, _alarm, "Alarm: the top card of your clock (10.1.1)."),
        RulesetConditionDef("markers", Number, _markers, "Markers under this character (3.7.4)."),
    ):
        lang.register_condition(condition)
    return lang
