"""Declared manual modifiers: a number, keyword or prohibition changed on a card for one of the game's durations."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, get_args

from engine.abilities.filters import language_of
from engine.abilities.model.base import Duration
from engine.actions import Action
from engine.errors import IllegalAction, RulesError
from engine.ids import InstanceId, PlayerId, opponent

if TYPE_CHECKING:
    from engine.game import Game

KIND = "manual_modify"
RULE = "manual"
DURATIONS: tuple[str, ...] = get_args(Duration)
MAX_AMOUNT = 1_000_000
DURATION_WORDS = {
    "end_of_turn": "until the end of the turn",
    "end_of_battle": "during this battle",
    "start_of_your_next_turn": "until the start of their next turn",
    "end_of_opponent_turn": "until the end of their opponent's next turn",
    "permanent": "for the rest of the game",
}
_OPTION = re.compile(r"^(?P<effect>[a-z_]{1,30})(?::(?P<name>[a-z_]{1,40}))?@(?P<duration>[a-z_]{1,40})$")
_BIG_STATS = ("power", "bp", "counter")
OFFERED_STATS = ("power", "bp", "soul", "cost")
"""The numbers card text changes most, offered in menus; any number of the game's `stats` is accepted."""


@dataclass(frozen=True)
class Modifier:
    """What a manual_modify action declares: `effect` is a stat name, "keyword", "no_keyword" or "prevent"."""

    effect: str
    name: str
    duration: str

    @property
    def option(self) -> str:
        return f"{self.effect}{':' + self.name if self.name else ''}@{self.duration}"


def modify(
    player: PlayerId, card: InstanceId, effect: str, duration: str, *, name: str = "", amount: int = 0
) -> Action:
    """`Action("manual_modify", card=..., option="power@end_of_turn", number=2000)`, or "keyword:rush@end_of_turn",
    "no_keyword:blocker@end_of_battle", "prevent:attack@end_of_turn"."""
    return Action(KIND, player, card=card, option=Modifier(effect, name, duration).option, number=amount or None)


def parse(option: str | None) -> Modifier | None:
    match = _OPTION.match(option or "")
    if match is None:
        return None
    return Modifier(match["effect"], match["name"] or "", match["duration"])


def _in_play(game: Game) -> list[InstanceId]:
    zones = set(language_of(game).ability_zones)
    return [iid for ref, ids in game.state.zones.items() if ref.name in zones for iid in ids]


def candidates(game: Game, player: PlayerId) -> Iterable[Action]:
    """The usual declarations for each card in play ("until the end of the turn"); any amount and any of the game's
    durations is accepted too (`check`)."""
    language = language_of(game)
    prohibitions = language.prohibitions or ("attack",)
    for iid in _in_play(game):
        if not game.can_see(player, iid):
            continue
        for stat in (name for name in OFFERED_STATS if name in language.stats):
            step = 1000 if stat in _BIG_STATS else 1
            yield modify(player, iid, stat, "end_of_turn", amount=step)
            yield modify(player, iid, stat, "end_of_turn", amount=-step)
        for keyword in language.keywords:
            yield modify(player, iid, "keyword", "end_of_turn", name=keyword)
            yield modify(player, iid, "no_keyword", "end_of_turn", name=keyword)
        for action in prohibitions:
            yield modify(player, iid, "prevent", "end_of_turn", name=action)


def check(game: Game, action: Action) -> RulesError | None:
    language = language_of(game)
    if action.card is None or action.card not in game.state.cards or not game.can_see(action.player, action.card):
        return IllegalAction(RULE, "Name a card you can see.")
    declared = parse(action.option)
    if declared is None or declared.duration not in DURATIONS:
        shown = ", ".join(DURATION_WORDS.values())
        return IllegalAction(RULE, f"Say what changes and for how long ({shown}).")
    if declared.effect in language.stats:
        if not action.number or abs(action.number) > MAX_AMOUNT:
            return IllegalAction(RULE, f"Change {declared.effect} by a non-zero amount up to {MAX_AMOUNT:,}.")
    elif declared.effect in ("keyword", "no_keyword"):
        if declared.name not in language.keywords:
            return IllegalAction(RULE, f"The keywords of this game are {', '.join(language.keywords)}.")
    elif declared.effect == "prevent":
        if language.prohibitions and declared.name not in language.prohibitions:
            return IllegalAction(RULE, f"What can be forbidden here: {', '.join(language.prohibitions)}.")
        if not declared.name:
            return IllegalAction(RULE, "Name what is forbidden.")
    else:
        known = ", ".join((*language.stats, "a keyword granted or removed", "a prohibition"))
        return IllegalAction(RULE, f"A manual change is one of: {known}.")
    return None


def perform(game: Game, action: Action) -> str:
    """Start the effect (it ends with the ruleset's own durations) and say what it is, naming the card when both
    players can see it."""
    assert action.card is not None
    declared = parse(action.option)
    assert declared is not None
    language = language_of(game)
    until = language.durations.get(declared.duration, declared.duration)
    counts = opponent(action.player) if declared.duration == "end_of_opponent_turn" else action.player
    value: int | str = (action.number or 0) if declared.effect in language.stats else declared.name
    game.add_effect(declared.effect, action.player, (action.card,), value, until, player=counts)
    seen = all(game.can_see(PlayerId(p), action.card) for p in (0, 1))
    name = game.definition(action.card).name if seen else "a card"
    words = DURATION_WORDS[declared.duration]
    if declared.effect in language.stats:
        return f"gave {name} {int(value):+d} {declared.effect} {words}"
    if declared.effect == "keyword":
        return f"gave {name} [{declared.name.replace('_', ' ')}] {words}"
    if declared.effect == "no_keyword":
        return f"took [{declared.name.replace('_', ' ')}] from {name} {words}"
    return f"forbade {name} to {declared.name.replace('_', ' ')} {words}"


def describe(action: Action, card: str) -> str:
    """A menu label: "Give Nami +1000 power until the end of the turn", "Give Nami [Blocker] ..."."""
    declared = parse(action.option)
    if declared is None:
        return ""
    words = DURATION_WORDS.get(declared.duration, declared.duration.replace("_", " "))
    shown = declared.name.replace("_", " ")
    if declared.effect == "keyword":
        return f"Give {card} [{shown.title()}] {words}"
    if declared.effect == "no_keyword":
        return f"Take [{shown.title()}] from {card} {words}"
    if declared.effect == "prevent":
        return f"Forbid {card} to {shown} {words}"
    return f"Give {card} {action.number or 0:+d} {declared.effect} {words}"
