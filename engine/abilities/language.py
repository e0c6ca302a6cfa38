"""A ruleset's dialect of the ability language: its names, its primitives, and load-time validation."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, TypeAdapter, ValidationError

from engine.abilities import model as M
from engine.abilities.static import effect_of
from engine.abilities.static import static_effects as _static_effects
from engine.formats.problems import Problem
from engine.kept import Kept

if TYPE_CHECKING:
    from engine.abilities.costs import CostTakes
    from engine.abilities.interpreter import Resolution
    from engine.formats.cards import CardDatabase, CardDefinition
    from engine.game import Game
    from engine.ids import InstanceId, PlayerId
    from engine.state import ContinuousEffect

Executor = Callable[["Resolution", Any], bool]
"""Runs one step. True: done, go on. False: it asked a question or scheduled nested steps,
and will be called again (with `resolution.answer` set) when the engine comes back to it."""

CostCheck = Callable[["Game", "InstanceId | None", "PlayerId", Any], bool]
"""Whether a cost step can be paid in full right now."""

ConditionCheck = Callable[["Game", "InstanceId | None", "PlayerId", BaseModel], bool]

SelectionCheck = Callable[["Game", "InstanceId", "PlayerId", "InstanceId | None"], bool]
"""Whether a card may NOT be selected by an effect of `controller` whose source is the last argument."""

KeywordCheck = Callable[["Game", "InstanceId", str], bool]
"""Whether a card counts as having a keyword for a filter (Battle Spirits Saga: only from its level, 10-13-1)."""

AdditionalCosts = Callable[["Game", str, int, "InstanceId | None", "PlayerId"], list[tuple[str, int]]]
"""The additional costs other effects add to an ability with a cost (card id, ability index, source, controller):
each the (card id, ability index) of an ability whose own `cost` steps are paid after the ability's own cost, in
order (Battle Spirits Saga 8-4-2-2); all of them count when judging whether the whole cost can be paid."""

RelationCheck = Callable[["Game", "InstanceId", "InstanceId | None"], bool]
CardWords = Callable[["Game", "InstanceId"], tuple[str, ...]]
GameCheck = Callable[["Game"], bool]
"""A question about the whole game now (`interrupt_due`)."""
"""A card's colours or traits now, as a ruleset reads them (effects may add some)."""
"""Whether a card stands in a named relation to an ability's source (Weiß Schwarz: "in front of")."""

_ABILITY: TypeAdapter[M.Ability] = TypeAdapter(M.Ability)
_STEP: TypeAdapter[M.Step] = TypeAdapter(M.Step)


@dataclass(frozen=True)
class Primitive:
    """A step a ruleset adds to the language (`{"do": name, ...args}`)."""

    name: str
    args: type[BaseModel]
    run: Executor
    can_pay: CostCheck | None = None
    doc: str = ""
    takes: CostTakes | None = None  # as a cost part: the cards it takes away (engine.abilities.costs)
    possible: CostCheck | None = None  # as the effect of an optional ability without a cost: whether it can do
    # anything now; when it cannot, "use it?" is not asked (Weiß Schwarz Shift, 10.11.3.2). None: always


@dataclass(frozen=True)
class RulesetConditionDef:
    name: str
    args: type[BaseModel]
    check: ConditionCheck
    doc: str = ""


@dataclass
class Language:
    """The ability language as one ruleset speaks it.

    `zones`, `timings`, `events`, `keywords`, `orientations` and `stats` are the names card data
    may use; `roles` maps generic roles ("deck", "hand", "discard", "life") to zone names;
    `ability_zones` are where a card's abilities work unless an ability says otherwise;
    `extra_ability_zones` are zones where an ability works only when its `zone` names them (a
    Weiß Schwarz clock or memory). `relations` are the names a filter's `relation` may use.
    `executors` implement the core steps whose meaning is the ruleset's own (destroy, damage,
    add_to_life, gain_resource, pay_resource) and may override any other; `cost_checks` say whether
    such a step can be paid as a cost, `cost_takes` which cards it takes (so a cost of several parts
    is checked whole: engine.abilities.costs).

    Replacement abilities: `replaceable` are the points at which the ruleset offers an event about to
    happen to them (`replacement.offer`), `replacement_rule` the rule it cites; `replacement_order`
    says who picks among several ("turn_player": the affected card's own first, then the turn
    player's, then the other player's; "affected": the affected card's master picks among all) and
    `replacement_chaining` whether a replacement's own events may be replaced by others ("distinct")
    or not at all ("once"). `effect_timings` are the timings whose printed effect another effect may
    activate (`activate_effect`); `prohibitions` the actions a `prevent` may name (empty: any);
    `game_end_rule` the rule a win/lose effect cites. `unselectable` says which cards an effect may not
    choose as a target (a keyword protection); None: every matching card may be chosen. `keyword_check` says
    whether a card has a keyword for a filter's `keyword` (None: printed or granted, `has_keyword`).
    `durations` renames the language's durations to those the ruleset ends (a manual modifier lasts like an
    effect); other names are kept. `interrupt_due` says whether a rule action that interrupts whatever is going on is
    due now (Weiß Schwarz's level up, 9.1.2.1): an effect then pauses after its current step, so the ruleset's
    `rule_processing` runs before the next one; None: an effect runs its steps straight through.
    """

    ruleset: str
    zones: tuple[str, ...]
    roles: dict[str, str]
    ability_zones: tuple[str, ...]
    timings: tuple[str, ...]
    events: tuple[str, ...]
    keywords: tuple[str, ...]
    orientations: tuple[str, ...]
    stats: tuple[str, ...] = ("power", "cost")
    manual_events: tuple[str, ...] = ("on_play",)
    extra_ability_zones: tuple[str, ...] = ()
    partial_costs: bool = True  # False: a cost that cannot be paid in full is not paid at all
    relations: dict[str, RelationCheck] = field(default_factory=dict)
    executors: dict[str, Executor] = field(default_factory=dict)
    cost_checks: dict[str, CostCheck] = field(default_factory=dict)
    cost_takes: dict[str, CostTakes] = field(default_factory=dict)
    primitives: dict[str, Primitive] = field(default_factory=dict)
    conditions: dict[str, RulesetConditionDef] = field(default_factory=dict)
    scripts: dict[str, Executor] = field(default_factory=dict)
    replaceable: tuple[str, ...] = ()
    replacement_rule: str = ""
    replacement_order: Literal["turn_player", "affected"] = "turn_player"
    replacement_chaining: Literal["distinct", "once"] = "distinct"
    effect_timings: tuple[str, ...] = ()
    prohibitions: tuple[str, ...] = ()
    game_end_rule: str = ""
    unselectable: SelectionCheck | None = None  # cards a chosen target may not be (a protection such as Armor)
    keyword_check: KeywordCheck | None = None  # whether a card "has" a keyword for a filter (None: has_keyword)
    card_colors: CardWords | None = None  # a card's colours for a filter (None: the printed ones)
    card_traits: CardWords | None = None  # a card's traits for a filter (None: the printed ones)
    additional_costs: AdditionalCosts | None = None  # cost steps other effects add to an ability's own cost
    durations: dict[str, str] = field(default_factory=dict)  # the language's durations renamed to the ruleset's
    interrupt_due: GameCheck | None = None  # a rule action that interrupts an effect between its steps is due
    _cache: dict[str, tuple[M.Ability, ...]] = field(default_factory=dict, repr=False)
    _continuous: dict[str, tuple[tuple[M.ContinuousAbility, tuple[str, ...]], ...]] = field(
        default_factory=dict, repr=False
    )
    _triggered: dict[tuple[str, str], tuple[tuple[int, M.AutoAbility], ...]] = field(default_factory=dict, repr=False)
    _activated: dict[str, tuple[tuple[int, M.ActivatedAbility], ...]] = field(default_factory=dict, repr=False)
    _condition_args: Kept[M.RulesetCondition, BaseModel] = field(default_factory=lambda: Kept(4096), repr=False)
    _zone_sets: dict[tuple[str, ...], frozenset[str]] = field(default_factory=dict, repr=False)
    _about_databases: Kept[CardDatabase, frozenset[str]] = field(default_factory=lambda: Kept(512), repr=False)
    """Answers about a whole card database, by question: a few databases per ruleset in a program."""

    def register_primitive(self, primitive: Primitive) -> None:
        self.primitives[primitive.name] = primitive

    def register_condition(self, condition: RulesetConditionDef) -> None:
        self.conditions[condition.name] = condition

    def register_script(self, name: str, script: Executor) -> None:
        self.scripts[name] = script

    # Reading card data.

    def parse(self, card: CardDefinition) -> tuple[tuple[M.Ability, ...], list[Problem]]:
        """A card's abilities, and every problem with them (card id and field path in each), in one pass:
        the structural errors of an ability that does not parse, and the semantic errors of every part
        that does (each ability, and each step of an ability that does not, is checked on its own)."""
        if not card.automated:
            return (), []
        found: list[tuple[str, str]] = []
        abilities: list[M.Ability] = []
        for index, data in enumerate(card.abilities):
            try:
                ability = _ABILITY.validate_python(data)
            except ValidationError as error:
                found.extend((f"[{index}]{_path(e['loc'])}", e["msg"]) for e in error.errors(include_url=False))
                found.extend(self._check_parts(data, f"[{index}]"))
                continue
            abilities.append(ability)
            for node, where in _walk(ability, f"[{index}]"):
                found.extend(self._check_node(node, where))
        problems = [Problem(f"{card.id}: abilities{where}", message) for where, message in found]
        return (tuple(abilities) if not problems else ()), problems

    def _check_parts(self, data: Any, where: str) -> Iterator[tuple[str, str]]:
        """The semantic errors of the steps of an ability that does not parse as a whole, where they do."""
        if not isinstance(data, dict):
            return
        for name in ("cost", "effect"):
            steps = data.get(name)
            for index, step in enumerate(steps if isinstance(steps, list) else ()):
                try:
                    parsed = _STEP.validate_python(step)
                except ValidationError:
                    continue  # already reported with the whole ability
                for node, path in _walk(parsed, f"{where}.{name}[{index}]"):
                    yield from self._check_node(node, path)

    def abilities(self, card: CardDefinition) -> tuple[M.Ability, ...]:
        """The parsed abilities of a card (cached). Invalid data gives none: validate at load."""
        cached = self._cache.get(card.id)
        if cached is None:
            cached = self.parse(card)[0]
            self._cache[card.id] = cached
        return cached

    def continuous(self, card: CardDefinition) -> tuple[tuple[M.ContinuousAbility, tuple[str, ...]], ...]:
        """A card's continuous abilities, each with the zones it works in (cached: evaluated after every step)."""
        cached = self._continuous.get(card.id)
        if cached is None:
            cached = tuple(
                (ability, tuple(self.zone_name(z) for z in ability.zone) if ability.zone else self.ability_zones)
                for ability in self.abilities(card)
                if isinstance(ability, M.ContinuousAbility)
            )
            self._continuous[card.id] = cached
        return cached

    def activated(self, card: CardDefinition) -> tuple[tuple[int, M.ActivatedAbility], ...]:
        """A card's activated abilities with their indexes among its abilities (cached: every act window lists
        them for every card its player may look at)."""
        cached = self._activated.get(card.id)
        if cached is None:
            cached = tuple(
                (index, ability)
                for index, ability in enumerate(self.abilities(card))
                if isinstance(ability, M.ActivatedAbility)
            )
            self._activated[card.id] = cached
        return cached

    def triggered(self, card: CardDefinition, event: str) -> tuple[tuple[int, M.AutoAbility], ...]:
        """A card's automatic abilities that listen for `event`, with their indexes among its abilities (cached:
        every trigger point asks about every card in play)."""
        key = (card.id, event)
        cached = self._triggered.get(key)
        if cached is None:
            cached = tuple(
                (index, ability)
                for index, ability in enumerate(self.abilities(card))
                if isinstance(ability, M.AutoAbility) and ability.trigger.event == event
            )
            self._triggered[key] = cached
        return cached

    def hearing(self, event: str, database: CardDatabase) -> frozenset[str]:
        """The ids of the automated cards of this card database with an automatic ability listening for `event`: a
        trigger point skips every other card at once (a card not automated is asked about apart), and does nothing
        at all when none listens (worked out once per database and event)."""

        def listening(database: CardDatabase) -> frozenset[str]:
            return frozenset(card.id for card in database.cards() if card.automated and self.triggered(card, event))

        return self._about_databases.answer(database, listening, database, f"hearing:{event}")

    def validate_database(self, database: CardDatabase) -> list[Problem]:
        """Every problem with every card's abilities, found at load time, not at play time."""
        problems: list[Problem] = []
        for card in database.cards():
            problems.extend(self.parse(card)[1])
        return problems

    # Semantic checks over a parsed tree.

    def _check_node(self, node: BaseModel, where: str) -> Iterator[tuple[str, str]]:
        def unknown(kind: str, name: str, known: tuple[str, ...]) -> tuple[str, str]:
            return where, f"unknown {kind} {name!r} for {self.ruleset} (known: {', '.join(known) or 'none'})"

        zone_fields = {
            M.Move: ("to",), M.LookAt: ("zone", "to"), M.Search: ("zone", "to"), M.Shuffle: ("zone",),
            M.CreateToken: ("zone",), M.Target: ("zone",),
        }  # fmt: skip
        for name in zone_fields.get(type(node), ()):
            value = getattr(node, name)
            if value is not None and self.zone_name(value) not in self.zones:
                yield unknown("zone", value, self.zones)
        if (
            isinstance(node, M.LookAt)
            and node.rest not in ("top", "bottom")
            and self.zone_name(node.rest) not in self.zones
        ):
            yield unknown("zone", node.rest, self.zones)
        if isinstance(node, M.LookAt) and node.pick and node.to is None:
            yield where, "a look that picks cards needs 'to'"
        if isinstance(node, M.Filter):
            for zone in node.zone:
                if self.zone_name(zone) not in self.zones:
                    yield unknown("zone", zone, self.zones)
            if node.keyword is not None and node.keyword not in self.keywords:
                yield unknown("keyword", node.keyword, self.keywords)
            if node.orientation is not None and node.orientation not in self.orientations:
                yield unknown("orientation", node.orientation, self.orientations)
            if node.relation is not None and node.relation not in self.relations:
                yield unknown("relation", node.relation, tuple(sorted(self.relations)))
            for stat in node.stat:
                if stat not in self.stats:
                    yield unknown("stat", stat, self.stats)
        if isinstance(node, M.ActivatedAbility):
            for timing in node.timing:
                if timing not in self.timings:
                    yield unknown("timing", timing, self.timings)
        if isinstance(node, M.AbilityBase):
            for zone in node.zone:
                if self.zone_name(zone) not in self.zones:
                    yield unknown("zone", zone, self.zones)
        if isinstance(node, M.Trigger) and node.event not in self.events:
            yield unknown("trigger event", node.event, self.events)
        if isinstance(node, M.ReplacementAbility) and node.replaces not in self.replaceable:
            yield unknown("replacement point", node.replaces, self.replaceable)
        if isinstance(node, M.ActivateEffect) and node.timing not in self.effect_timings:
            allowed = ", ".join(self.effect_timings) or "none"
            yield where, f"{self.ruleset} lets no effect activate a {node.timing!r} effect (allowed: {allowed})"
        if isinstance(node, M.Prevent) and self.prohibitions and node.action not in self.prohibitions:
            yield unknown("prohibited action", node.action, self.prohibitions)
        if isinstance(node, M.Grant) and node.keyword not in self.keywords:
            yield unknown("keyword", node.keyword, self.keywords)
        if isinstance(node, M.Orient) and node.to not in self.orientations:
            yield unknown("orientation", node.to, self.orientations)
        if isinstance(node, M.Move) and node.orientation is not None and node.orientation not in self.orientations:
            yield unknown("orientation", node.orientation, self.orientations)
        if isinstance(node, (M.Modify, M.SetStat)) and node.stat not in self.stats:
            yield unknown("stat", node.stat, self.stats)
        if isinstance(node, (M.Destroy, M.Damage, M.AddToLife, M.Resource)) and node.do not in self.executors:
            yield where, f"{self.ruleset} has no {node.do!r} primitive"
        if isinstance(node, M.Script) and node.name not in self.scripts:
            yield unknown("script", node.name, tuple(sorted(self.scripts)))
        if isinstance(node, M.RulesetStep):
            yield from self._check_registered(where, node.name, node.args, self.primitives, "primitive")
        if isinstance(node, M.RulesetCondition):
            yield from self._check_registered(where, node.name, node.args, self.conditions, "condition")

    def _check_registered(
        self, where: str, name: str, args: dict[str, Any], registry: dict[str, Any], kind: str
    ) -> Iterator[tuple[str, str]]:
        entry = registry.get(name)
        if entry is None:
            yield where, f"unknown {kind} {name!r} for {self.ruleset} (known: {', '.join(sorted(registry)) or 'none'})"
            return
        try:
            entry.args.model_validate(args)
        except ValidationError as error:
            for e in error.errors(include_url=False):
                yield f"{where}{_path(e['loc'])}", e["msg"]

    def static_effects(self, game: Game) -> list[ContinuousEffect]:
        """The effects of every continuous ability in play right now."""
        return _static_effects(game)

    def static_kinds(self, database: CardDatabase) -> frozenset[str]:
        """The kinds of effect the continuous abilities of this card database can make: `static_effects` makes no
        other, so a question about another kind needs no evaluation of them (worked out once per database). A dialect
        whose `static_effects` adds effects of its own must add their kinds here."""

        def kinds(database: CardDatabase) -> frozenset[str]:
            found = set()
            for card in database.cards():
                for ability, _ in self.continuous(card):
                    for step in ability.effect:
                        made = effect_of(step)
                        if made is not None:
                            found.add(made[0])
            return frozenset(found)

        return self._about_databases.answer(database, kinds, database, "static_kinds")

    def activation_zones(self, database: CardDatabase) -> frozenset[str]:
        """The zones where some activated ability of this card database works: an act window looks for usable
        abilities only there (not through a whole trash), worked out once per database."""

        def zones(database: CardDatabase) -> frozenset[str]:
            found: set[str] = set()
            for card in database.cards():
                for _, ability in self.activated(card):
                    found |= self.zone_set(ability.zone)
            return frozenset(found)

        return self._about_databases.answer(database, zones, database, "activation_zones")

    def scanned_zones(self) -> tuple[str, ...]:
        """Zones whose cards may have working abilities: the default ones, then the extra ones."""
        return self.ability_zones + self.extra_ability_zones

    def zone_set(self, names: tuple[str, ...]) -> frozenset[str]:
        """The declared names of zones as card data writes them (`zone_name`; empty: the ability zones), made once
        per tuple: filters and abilities ask at every step."""
        found = self._zone_sets.get(names)
        if found is None:
            found = frozenset(self.zone_name(z) for z in names) if names else frozenset(self.ability_zones)
            self._zone_sets[names] = found
        return found

    def zone_name(self, name: str) -> str:
        """A zone name as card data writes it: a declared name or a role ("deck", "hand")."""
        return self.roles.get(name, name)

    def condition_args(self, condition: M.RulesetCondition) -> BaseModel:
        """`parsed_args` of a ruleset condition, parsed once per condition: conditions are checked after every step
        (continuous abilities), and their args are only read."""
        return self._condition_args.answer(condition, self.parsed_args, condition)

    def parsed_args(self, step: M.RulesetStep | M.RulesetCondition) -> BaseModel:
        registry: dict[str, Any] = self.primitives if isinstance(step, M.RulesetStep) else self.conditions
        args: BaseModel = registry[step.name].args.model_validate(step.args)
        return args


def _path(loc: tuple[int | str, ...]) -> str:
    return "".join(f"[{part}]" if isinstance(part, int) else f".{part}" for part in loc)


def _walk(node: BaseModel, where: str) -> Iterator[tuple[BaseModel, str]]:
    """Every node of an ability tree with its field path, parents first."""
    yield node, where
    for name in type(node).model_fields:
        value = getattr(node, name)
        if isinstance(value, BaseModel):
            yield from _walk(value, f"{where}.{name}")
        elif isinstance(value, tuple):
            for index, item in enumerate(value):
                if isinstance(item, BaseModel):
                    yield from _walk(item, f"{where}.{name}[{index}]")
        elif isinstance(value, dict):
            for key, item in value.items():
                if isinstance(item, BaseModel):
                    yield from _walk(item, f"{where}.{name}.{key}")
