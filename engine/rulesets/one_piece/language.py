"""The ONE PIECE / ENERGIO!! dialect of the ability language: its names, executors, primitives and conditions."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from pydantic import BaseModel, ValidationError

from engine.abilities import Language
from engine.abilities import model as M
from engine.abilities.language import _walk
from engine.abilities.primitives import CORE
from engine.abilities.static import effect_of
from engine.kept import Kept
from engine.rulesets.one_piece import effects as E
from engine.rulesets.one_piece import zones as Z
from engine.rulesets.one_piece.carddata import KEYWORDS
from engine.rulesets.one_piece.params import PARAMS
from engine.rulesets.one_piece.procedures import CANNOT_BE_KO, REPLACEMENT_POINTS, TRIGGER_POINTS

if TYPE_CHECKING:
    from engine.abilities.interpreter import Resolution
    from engine.formats.cards import CardDatabase

TIMINGS = ("main", "counter", "trigger")
"""[Main] and [Activate: Main] (10-2-2, 10-2-3), [Counter] (10-2-4), a Life card's [Trigger] (10-1-5)."""


STATS = ("power", "cost", "counter", "life")

A_ONLY_EVENTS = ("start_of_game", "end_of_turn_delayed")
"""Trigger points only the ONE PIECE text has (digest 13.19, 13.21): ENERGIO!! card data may not use them."""

Reach = tuple[frozenset[str], frozenset[str] | None]
"""`OnePieceLanguage.static_reach`: the ids of the cards whose continuous abilities make such an effect for themselves,
and the zones of the cards they make it for otherwise (None: any card)."""

GAIN_ORIENTATIONS = ("", Z.ACTIVE, Z.RESTED)
"""`gain_resource`'s `resource` says how the DON!! arrive: "" or "active" (3-9-3), or "rested"."""

PROHIBITIONS = ("attack", "block", *dict.fromkeys(a for pair in CANNOT_BE_KO.values() for a in pair),
                "be_ko_by_opponent_effect")  # fmt: skip
"""What a `prevent` may forbid: attacking or blocking (1-3-3), being K.O.'d at all, in battle, by effects or by the
opponent's effects ("cannot be K.O.'d", 10-2-1-3)."""

SET_STATS = ("power", "cost")
"""`set_stat` sets a base value (4-9-2): only power and cost have one."""


@dataclass
class OnePieceLanguage(Language):
    """The dialect, with the load-time checks its own steps need: the filters and targets inside a registered
    primitive's arguments are checked like any other, and so are the values only this game gives meaning to."""

    _static_reach: Kept[CardDatabase, Reach | None] = field(default_factory=lambda: Kept(256), repr=False)

    event_words: ClassVar[dict[str, str]] = {
        "on_play": "[On Play]", "when_attacking": "[When Attacking]",
        "on_opponent_attack": "[On Your Opponent's Attack]", "on_block": "[On Block]", "on_ko": "[On K.O.]",
        "on_trigger": "[Trigger]", "end_of_turn": "[End of Your Turn]",
        "end_of_opponent_turn": "[End of Your Opponent's Turn]",
    }  # fmt: skip
    """The timings as the cards print them, for the log ("Moss Scout Wren's [On Play] triggers.", engine.words)."""

    def static_reach(
        self, database: CardDatabase, kinds: tuple[str, ...], values: tuple[int | str, ...] | None = None
    ) -> Reach | None:
        """Which cards the continuous abilities of this card database can give an effect of `kinds` (with one of
        `values`; None: any value): None when none makes one, else (the ids of the cards making one for themselves,
        the zones of the cards one is made for otherwise: the zones its target's filter looks in, as `matching`
        does; None: any card). Worked out once per database and question, kept with the database. A question about
        a card none can reach reads the lasting effects alone, evaluating no continuous ability (keywords.py)."""
        return self._static_reach.answer(database, self._work_out_reach, (database, kinds, values), (kinds, values))

    def _work_out_reach(
        self, question: tuple[CardDatabase, tuple[str, ...], tuple[int | str, ...] | None]
    ) -> Reach | None:
        database, kinds, values = question
        made_any, ids = False, set()
        zones: set[str] | None = set()
        for card in database.cards():
            for ability, _ in self.continuous(card):
                for step in ability.effect:
                    made = effect_of(step)
                    if made is None or made[0] not in kinds or (values is not None and made[1] not in values):
                        continue
                    made_any = True
                    target = getattr(step, "target", None)
                    if not isinstance(target, M.Target):
                        zones = None  # (none is made: `static._made`; any card, to be safe)
                    elif target.mode == "self":
                        ids.add(card.id)
                    elif zones is not None:
                        zones |= self.zone_set(target.filter.zone)
        return (frozenset(ids), None if zones is None else frozenset(zones)) if made_any else None

    def _check_node(self, node: BaseModel, where: str) -> Iterator[tuple[str, str]]:
        yield from super()._check_node(node, where)
        if isinstance(node, M.Resource):
            allowed = GAIN_ORIENTATIONS if node.do == "gain_resource" else ("",)
            if node.resource not in allowed:
                shown = ", ".join(repr(a) for a in allowed)
                yield f"{where}.resource", f"{node.do} takes resource {shown} in {self.ruleset}, not {node.resource!r}"
        if isinstance(node, M.SetStat) and node.stat not in SET_STATS:
            yield f"{where}.stat", f"only a base {' or '.join(SET_STATS)} can be set (4-9-2), not {node.stat!r}"
        if isinstance(node, (M.RulesetStep, M.RulesetCondition)):
            registry: dict[str, Any] = self.primitives if isinstance(node, M.RulesetStep) else self.conditions
            entry = registry.get(node.name)
            if entry is None:
                return
            try:
                args = entry.args.model_validate(node.args)
            except ValidationError:
                return  # the base check reports it
            for inner, path in _walk(args, f"{where}.args"):
                if inner is not args:
                    yield from self._check_node(inner, path)


def _then_lasting(res: Resolution, step: Any) -> bool:
    """The core `modify`/`grant`/`prevent`/`set_stat`, with the language's durations read as this game's own."""
    effects = res.game.state.effects
    before = len(effects)
    done = CORE["set_stat" if isinstance(step, M.SetStat) else step.do](res, step)
    for effect in effects[before:]:
        effect.until = E.DURATIONS.get(effect.until, effect.until)
        if isinstance(step, M.SetStat):
            effect.kind = f"base_{step.stat}"  # 4-9-2: a set value is the new base; changes still apply on top
    return done


def language(ruleset_id: str) -> OnePieceLanguage:
    """The dialect of "one-piece" or "energio" (a new one each time: it caches parsed abilities by card id)."""
    params = PARAMS[ruleset_id]
    a_only = () if params.start_of_game_effects else A_ONLY_EVENTS
    events = tuple(e for e in TRIGGER_POINTS if e not in a_only)
    lang = OnePieceLanguage(
        ruleset=params.id,
        zones=(Z.DECK, Z.DON_DECK, Z.HAND, Z.TRASH, Z.LEADER, Z.CHARACTERS, Z.STAGE, Z.COST, Z.LIFE, Z.RESOLVING),
        roles={"discard": Z.TRASH},
        ability_zones=(Z.LEADER, Z.CHARACTERS, Z.STAGE),
        timings=TIMINGS,
        events=events,
        keywords=KEYWORDS,
        orientations=Z.ORIENTATIONS,
        stats=STATS,
        manual_events=("on_play",),
        executors={
            "move": E.move,
            "destroy": E.destroy,
            "damage": E.damage,
            "add_to_life": E.add_to_life,
            "gain_resource": E.gain_resource,
            "pay_resource": E.pay_resource,
            "modify": _then_lasting,
            "grant": _then_lasting,
            "prevent": _then_lasting,
            "set_stat": _then_lasting,
        },
        cost_checks={"pay_resource": E.can_pay_resource},
        cost_takes={"pay_resource": E.resource_takes},
        partial_costs=params.partial_payment,  # A 8-3-1-3-1: pay as much as possible; B: all or nothing (13.26)
        replaceable=REPLACEMENT_POINTS,
        replacement_rule=params.rule("replacement"),
        replacement_chaining="distinct" if params.replacement_chaining == "distinct" else "once",  # 13.24
        effect_timings=TIMINGS[:2] if params.counter_main_by_effects else (),  # A 10-2-3-1-1, 10-2-4-1-2 (13.32)
        prohibitions=PROHIBITIONS,
        game_end_rule=params.rule("win_or_lose"),
        durations=dict(E.DURATIONS),
    )
    for primitive in E.primitives():
        lang.register_primitive(primitive)
    for condition in E.conditions():
        lang.register_condition(condition)
    return lang
