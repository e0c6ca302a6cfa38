"""The Battle Spirits Saga dialect of the ability language: its names, executors, primitives and conditions."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from pydantic import BaseModel, ValidationError

from engine.abilities import Language
from engine.abilities import model as M
from engine.abilities.language import _walk
from engine.rulesets.battle_spirits_saga import carddata as C
from engine.rulesets.battle_spirits_saga import effects as E
from engine.rulesets.battle_spirits_saga import stats as S
from engine.rulesets.battle_spirits_saga import zones as Z
from engine.rulesets.battle_spirits_saga.burst import BURST_EVENTS
from engine.rulesets.battle_spirits_saga.management import WOULD_BE_DESTROYED

if TYPE_CHECKING:
    from engine.formats.cards import CardDatabase
    from engine.formats.problems import Problem

TIMINGS = ("main", "flash")  # 8-1-3-1, 8-1-6-1
EVENTS = (
    "when_summoned", "when_placed", "when_attacks", "when_blocks", "destroyed", "destroyed_by_opponent",
    "battle_ends", "start_step", "core_step", "draw_step", "refresh_step", "main_step", "attack_step", "end_step",
    "life_reduced", "magic_used", *BURST_EVENTS,
)  # fmt: skip
"""Trigger points: summoned or placed, attacks (7-1-1-2), blocks (7-1-3-2), destroyed (10-15), the end of the
battle (7-1-6-1), the start of each step (6-2-1...), a player's life reduced (7-1-5-3-1), a magic used (10-8) and
the named burst conditions (10-9-1). Each is also a burst condition for an ability that works in the burst area."""
STATS = ("bp", "cost", "level", "cores", "symbols", "lv1_cost")


class BattleSpiritsLanguage(Language):
    """The dialect, with the printed card checks (carddata) run with the ability checks at load."""

    def _check_node(self, node: BaseModel, where: str) -> Iterator[tuple[str, str]]:
        yield from super()._check_node(node, where)
        if isinstance(node, M.RulesetStep):
            entry = self.primitives.get(node.name)
            if entry is None:
                return
            try:
                args = entry.args.model_validate(node.args)
            except ValidationError:
                return
            for inner, path in _walk(args, f"{where}.args"):
                if inner is not args:
                    yield from self._check_node(inner, path)

    def validate_database(self, database: CardDatabase) -> list[Problem]:
        problems = super().validate_database(database)
        for card in database.cards():
            problems.extend(C.card_problems(card))
        return problems


def language() -> BattleSpiritsLanguage:
    """A new dialect object (it caches parsed abilities by card id)."""
    lang = BattleSpiritsLanguage(
        ruleset="battle-spirits-saga",
        zones=(Z.DECK, Z.HAND, Z.TRASH, Z.FIELD, Z.RESERVE, Z.LIFE, Z.BURST, Z.VOID, Z.RESOLVING, Z.REMOVED),
        roles={"discard": Z.TRASH},
        ability_zones=(Z.FIELD,),
        timings=TIMINGS,
        events=EVENTS,
        keywords=C.KEYWORDS,
        orientations=Z.ORIENTATIONS,
        stats=STATS,
        manual_events=("when_summoned", "when_placed"),
        executors=dict(E.EXECUTORS),  # type: ignore[arg-type]
        game_end_rule="1-2-6",
        partial_costs=False,  # 8-4-2-3: an effect cost is paid only if every part of it can be
        replaceable=(WOULD_BE_DESTROYED,),  # 8-9, 10-1-3-2: substitutions for destruction
        replacement_rule="8-9-1",
        replacement_order="affected",  # 8-9-2: the affected player decides which applies
        replacement_chaining="once",  # 8-9-3: only one substitution per event
        unselectable=E.unselectable,
        keyword_check=S.keyword_active,  # 10-13: "with 【keyword】" on the field only from the keyword's level
        additional_costs=E.additional_costs,  # 8-4-2-2: effect costs other effects add
    )
    for primitive in E.primitives():
        lang.register_primitive(primitive)
    for condition in E.conditions():
        lang.register_condition(condition)
    return lang
