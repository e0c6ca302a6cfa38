"""The Dragon Ball Super dialect of the ability language: names, executors, primitives, conditions, load checks."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from engine.abilities import Language
from engine.rulesets.dragon_ball_super import carddata as C
from engine.rulesets.dragon_ball_super import effects as E
from engine.rulesets.dragon_ball_super import zones as Z
from engine.rulesets.dragon_ball_super.keywords import KEYWORDS, negated
from engine.rulesets.dragon_ball_super.procedures import WOULD_BE_KO
from engine.rulesets.dragon_ball_super.stats import colors

if TYPE_CHECKING:
    from engine.formats.cards import CardDatabase
    from engine.formats.problems import Problem
    from engine.game import Game
    from engine.state import ContinuousEffect

TIMINGS = ("main", "battle", "extra_main", "extra_battle", "counter")
"""[Activate: Main] / [Activate: Battle] of cards in play (8-1-3), an Extra's from hand (8-1-3-1-2), [Counter]."""

EVENTS = (
    "leader_placed", "start_of_turn", "start_of_main", "end_of_main", "end_of_turn", "on_play", "extra_activated",
    "when_attacking", "when_attacked", "start_of_offense", "start_of_defense", "start_of_damage", "before_damage",
    "on_deal_damage", "on_ko", "on_you_ko", "on_combo", "combo_to_drop", "end_of_battle", "on_awaken",
    "on_marker_removed", "counter_activated", "heroic_played", "villainous_played",
)  # fmt: skip
"""Every trigger point the ruleset signals (NOTES.md, "Trigger points")."""

STATS = ("power", "cost", "combo_power", "combo_cost", "markers")


@dataclass
class DragonBallLanguage(Language):
    """The dialect, whose load-time validation also checks each card's printed information (`carddata`)."""

    event_words: ClassVar[dict[str, str]] = {
        **{event: f"[Auto] skill ({event.replace('_', ' ')})" for event in EVENTS},
        "on_play": "[Auto] skill (when played)", "when_attacking": "[Auto] skill (when it attacks)",
        "when_attacked": "[Auto] skill (when attacked)", "on_ko": "[Auto] skill (when KO'd)",
        "on_combo": "[Auto] skill (when it combos)", "on_awaken": "[Auto] skill (when it awakens)",
        "on_deal_damage": "[Auto] skill (when it deals damage)",
    }  # fmt: skip
    """Every trigger point is an [Auto] skill's condition on the cards (4-1-1-1): the log says which ("Tidecaller Omi's
    [Auto] skill (when played) triggers.", engine.words)."""

    def validate_database(self, database: CardDatabase) -> list[Problem]:
        return [*C.database_problems(database), *super().validate_database(database)]

    def static_effects(self, game: Game) -> list[ContinuousEffect]:
        """The [Permanent] skills in play, but none of a card whose skills are negated (8-3-2)."""
        return [e for e in super().static_effects(game) if e.source is None or not negated(game, e.source)]


def language() -> DragonBallLanguage:
    lang = DragonBallLanguage(
        ruleset="dragon-ball-super",
        zones=(Z.DECK, Z.HAND, Z.DROP, Z.LEADER, Z.BATTLE, Z.COMBO, Z.ENERGY, Z.LIFE, Z.WARP, Z.UNISON, Z.REMOVED),
        roles={"discard": Z.DROP, "field": Z.BATTLE},
        ability_zones=Z.IN_PLAY,
        timings=TIMINGS,
        events=EVENTS,
        keywords=KEYWORDS,
        orientations=Z.ORIENTATIONS,
        stats=STATS,
        manual_events=("on_play", "extra_activated"),
        executors={
            "destroy": E.destroy,
            "damage": E.damage,
            "add_to_life": E.add_to_life,
            "gain_resource": E.gain_resource,
            "pay_resource": E.pay_resource,
        },
        cost_checks={"pay_resource": E.can_pay_resource},
        partial_costs=False,  # 8-4-2-2: a cost that cannot be paid in full is not paid at all
        prohibitions=("attack", "combo", "take_damage"),  # take_damage on a Leader: "you don't take damage"
        game_end_rule="1-2-6",
        unselectable=E.barrier,
        card_colors=colors,  # colours effects add count for filters (2-4-1-2-1-1)
        card_traits=lambda game, iid: C.traits(game.definition(iid)),  # traits [Permanent] skills add (2-6-6)
        replaceable=(WOULD_BE_KO,),
        replacement_rule="8-9-1",
        replacement_order="affected",  # 8-9-2-1: the master of the affected card chooses
        replacement_chaining="distinct",  # 8-9-2-3: each replacement applies once per event; others still may
    )
    for primitive in E.primitives():
        lang.register_primitive(primitive)
    for condition in E.conditions():
        lang.register_condition(condition)
    return lang
