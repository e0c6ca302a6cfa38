"""Skirmish's dialect of the ability language: its zones and events, and the primitives it adds."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from engine import Game, PlayerId
from engine.abilities import Language, Primitive, Resolution, RulesetConditionDef
from engine.abilities import model as M
from engine.ids import InstanceId
from tests.support.demo.procedures import destroy_card, power


def gain_health(res: Resolution, args: GainHealth) -> bool:
    player = res.controller
    game = res.game
    game.set_player_counter(player, "health", game.state.player_counters[player]["health"] + args.amount)
    return True


def destroy(res: Resolution, step: M.Destroy) -> bool:
    targets = res.targets(step.target, "Choose a creature to destroy")
    if targets is None:
        return False
    for iid in targets:
        destroy_card(res.game, iid)
    return True


def damage(res: Resolution, step: M.Damage) -> bool:
    player = res.player(step.who)
    game = res.game
    game.set_player_counter(player, "health", game.state.player_counters[player]["health"] - step.amount)
    return True


def double_power(res: Resolution, args: dict[str, object]) -> bool:
    """Escape-hatch script: the source gets + its current power until end of turn."""
    if res.source is not None:
        res.game.add_effect("power", res.controller, (res.source,), power(res.game, res.source), "end_of_turn")
    return True


def health_at_most(game: Game, source: InstanceId | None, controller: PlayerId, args: BaseModel) -> bool:
    assert isinstance(args, HealthArgs)
    return game.state.player_counters[controller]["health"] <= args.value


class GainHealth(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    amount: int = Field(1, ge=1)


class HealthArgs(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    value: int


def language() -> Language:
    lang = Language(
        ruleset="skirmish",
        zones=("deck", "hand", "field", "discard"),
        roles={},
        ability_zones=("field",),
        timings=("main",),
        events=("on_play", "on_destroyed", "start_of_turn", "end_of_turn"),
        keywords=("guard",),
        orientations=("ready", "tapped"),
        stats=("power",),
        executors={"destroy": destroy, "damage": damage},
    )
    lang.register_primitive(Primitive("gain_health", GainHealth, gain_health, doc="Gain health."))
    lang.register_condition(RulesetConditionDef("health_at_most", HealthArgs, health_at_most))
    lang.register_script("double_power", double_power)
    return lang
