"""Card-data fuzzing: hypothesis builds random card sets each ruleset's loader accepts (every ability kind, step,
target and condition of its dialect, odd numbers) and bots play them; an internal error, a broken invariant, a game
with no legal move or one that never ends is a failure.

A bounded slice runs in the suite (tests/engine/test_fuzz_cards.py); the long run is
`python -m tests.fuzz_cards --minutes N [--ruleset ID]`, which prints how many games and cards it played.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import traceback
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import TypeAdapter

from engine.abilities import model as M
from engine.actions import PASS, Action
from engine.formats.cards import CardDatabase, CardDefinition, CardSet, read_card_set
from engine.game import DeckRejected, Game
from engine.harness.invariants import (
    InvariantError,
    card_counts,
    check_cards_conserved,
    check_listings,
    check_round_trip,
    check_zones_consistent,
)
from engine.rng import Rng
from engine.ruleset import Ruleset
from engine.views import View
from tests.support.every_ruleset import RULESET_IDS, build, setup

MAX_ACTIONS = {"weiss-schwarz": 6000}
"""Actions after which a game counts as never ending (a game of pass-minded random bots ends well before)."""
DEFAULT_MAX_ACTIONS = 4000
MAX_DEPTH = 3
RECURSIVE = {"If", "MayDo", "ChooseOne", "CombinedCondition", "Mode"}
SCHEMA = TypeAdapter(M.Ability).json_schema()
DEFS: dict[str, Any] = SCHEMA["$defs"]
ARG_DEFS: dict[str, Any] = {}


class FuzzFailure(AssertionError):
    """What a fuzzed game found: an internal error, a broken invariant, a dead or endless game."""


@dataclass
class Tally:
    """What a run played."""

    games: int = 0
    actions: int = 0
    cards: int = 0  # generated card variants the loader accepted and the decks used
    automated: int = 0  # ... of which with generated abilities the dialect plays
    manual: int = 0  # ... loaded as manual cards (ability data the dialect cannot play)
    refused: int = 0  # generated variants the loader refused (their printed data)
    outcomes: Counter[str] = field(default_factory=Counter)

    def line(self, ruleset_id: str) -> str:
        return (f"{ruleset_id}: {self.games} games, {self.actions} actions, {self.cards} generated cards played "
                f"({self.automated} with generated abilities, {self.manual} manual), {self.refused} refused at load; "
                f"endings: {dict(self.outcomes)}")  # fmt: skip


# Strategies: JSON ability data from the language's model, with the names each dialect knows.


@dataclass(frozen=True)
class Vocabulary:
    """The names a dialect and its cards know, for the string fields of ability data."""

    zones: tuple[str, ...]
    timings: tuple[str, ...]
    keywords: tuple[str, ...]
    orientations: tuple[str, ...]
    relations: tuple[str, ...]
    stats: tuple[str, ...]
    events: tuple[str, ...]
    replaceable: tuple[str, ...]
    prohibitions: tuple[str, ...]
    categories: tuple[str, ...]
    colors: tuple[str, ...]
    traits: tuple[str, ...]
    names: tuple[str, ...]
    tokens: tuple[str, ...]
    primitives: dict[str, dict[str, Any]]
    conditions: dict[str, dict[str, Any]]

    @classmethod
    def of(cls, ruleset: Ruleset, database: CardDatabase) -> Vocabulary:
        lang = ruleset.abilities
        assert lang is not None
        cards = database.cards()
        rules = ruleset.card_rules
        return cls(
            zones=(*lang.zones, *lang.roles),
            timings=lang.timings,
            keywords=lang.keywords or ("none",),
            orientations=lang.orientations,
            relations=tuple(sorted(lang.relations)) or ("none",),
            stats=lang.stats,
            events=lang.events,
            replaceable=lang.replaceable or ("none",),
            prohibitions=lang.prohibitions or ("attack", "block"),
            categories=rules.categories if rules else tuple(sorted({c.category for c in cards})),
            colors=tuple(sorted({color for c in cards for color in c.colors})) or ("red",),
            traits=tuple(sorted({t for c in cards for t in c.traits})) or ("none",),
            names=tuple(c.name for c in cards[:12]),
            tokens=tuple(c.id for c in cards if c.category == "token") or (cards[0].id,),
            primitives={name: p.args.model_json_schema() for name, p in sorted(lang.primitives.items())},
            conditions={name: c.args.model_json_schema() for name, c in sorted(lang.conditions.items())},
        )

    def words(self, owner: str, key: str) -> tuple[str, ...] | None:
        """The names a string field takes (None: a free text)."""
        if key in ("label", "text", "prompt"):
            return ("", "Fuzzed effect")
        if key in ("remember", "name") and owner in ("Target", "Move", "Search", "LookAt", "CounterCondition"):
            return ("it", "them")
        if (key == "to" and owner == "Orient") or key == "orientation":
            return self.orientations
        if key in ("zone", "to") or (key == "rest" and owner == "LookAt"):
            return (*self.zones, "top", "bottom") if key == "rest" else self.zones
        table = {
            "timing": self.timings, "keyword": self.keywords, "relation": self.relations, "stat": self.stats,
            "event": self.events, "replaces": self.replaceable, "action": self.prohibitions, "resource": ("",),
            "category": self.categories, "colors": self.colors, "traits": self.traits, "name": self.names,
            "name_contains": tuple(n[:3] for n in self.names), "card": self.tokens,
        }  # fmt: skip
        return table.get(key)


def _numbers(spec: dict[str, Any]) -> st.SearchStrategy[int]:
    low = spec.get("minimum", spec.get("exclusiveMinimum", -(10**9) - 1) + 1)
    high = spec.get("maximum", 10**9)
    odd = [-2000, -1000, -1, 0, 1, 2, 3, 5, 7, 10, 1000, 2000, 5000, 99999]
    picks = [n for n in odd if low <= n <= high] or [low]
    return st.one_of(st.sampled_from(picks), st.integers(max(low, -3), min(high, max(low, -3) + 12)))


def _strategy(vocab: Vocabulary, spec: dict[str, Any], owner: str, key: str, depth: int) -> st.SearchStrategy[Any]:
    if "$ref" in spec:
        return _definition(vocab, spec["$ref"].rsplit("/", 1)[-1], depth + 1)
    if "const" in spec:
        return st.just(spec["const"])
    if "enum" in spec:
        return st.sampled_from(spec["enum"])
    options = spec.get("oneOf") or spec.get("anyOf")
    if options:
        if depth >= MAX_DEPTH:
            leaves = [o for o in options if o.get("$ref", "").rsplit("/", 1)[-1] not in RECURSIVE]
            options = leaves or options
        return st.one_of([_strategy(vocab, o, owner, key, depth) for o in options])
    kind = spec.get("type")
    if kind == "object":
        if "properties" not in spec:
            return st.just({})
        return _object(vocab, spec, owner, depth)
    if kind == "array":
        items = spec.get("items", {})
        low = spec.get("minItems", 0)
        size = max(low, 1 if depth >= MAX_DEPTH else 2)
        return st.lists(_strategy(vocab, items, owner, key, depth), min_size=low, max_size=size)
    if kind == "string":
        words = vocab.words(owner, key)
        return st.sampled_from(words) if words else st.sampled_from(("", "x"))
    if kind == "integer":
        return _numbers(spec)
    if kind == "boolean":
        return st.booleans()
    if kind == "null":
        return st.none()
    return st.none()


def _object(vocab: Vocabulary, spec: dict[str, Any], owner: str, depth: int) -> st.SearchStrategy[dict[str, Any]]:
    props = spec.get("properties", {})
    required = set(spec.get("required", ()))
    need = {k: _strategy(vocab, v, owner, k, depth) for k, v in props.items() if k in required}
    maybe = {k: _strategy(vocab, v, owner, k, depth) for k, v in props.items() if k not in required}
    return st.fixed_dictionaries(need, optional=maybe)


_BUILT: dict[tuple[int, str, int], st.SearchStrategy[Any]] = {}


def _definition(vocab: Vocabulary, name: str, depth: int) -> st.SearchStrategy[Any]:
    """The strategy of a model definition at a depth (built once: the definitions refer to each other)."""
    key = (id(vocab), name, min(depth, MAX_DEPTH + 1))
    if key not in _BUILT:
        _BUILT[key] = st.deferred(lambda: _build(vocab, name, key[2]))
    return _BUILT[key]


def _build(vocab: Vocabulary, name: str, depth: int) -> st.SearchStrategy[Any]:
    if name == "RulesetStep":
        return _registered(vocab, vocab.primitives, "do", depth)
    if name == "RulesetCondition":
        return _registered(vocab, vocab.conditions, "check", depth)
    if name == "Script":
        return st.just({"do": "manual", "text": "A script the fuzzer does not write."})
    return _object(vocab, DEFS.get(name) or ARG_DEFS[name], name, depth)


def _registered(vocab: Vocabulary, table: dict[str, Any], tag: str, depth: int) -> st.SearchStrategy[Any]:
    if not table:
        return st.just({"do": "draw"}) if tag == "do" else st.just({"check": "your_turn"})
    choices = []
    for name, schema in table.items():
        for extra, spec in schema.get("$defs", {}).items():
            ARG_DEFS.setdefault(extra, spec)  # models inside a primitive's arguments
        choices.append(_object(vocab, schema, name, depth).map(_tagged(tag, name)))
    return st.one_of(choices)


def _tagged(tag: str, name: str) -> Callable[[dict[str, Any]], dict[str, Any]]:
    return lambda args: {tag: name, **args}


def abilities(vocab: Vocabulary) -> st.SearchStrategy[list[dict[str, Any]]]:
    """A card's ability data: zero to two abilities of any kind the language has."""
    kinds = [o["$ref"].rsplit("/", 1)[-1] for o in SCHEMA["oneOf"]]
    return st.lists(st.one_of([_definition(vocab, kind, 0) for kind in kinds]), max_size=2)


def variant(vocab: Vocabulary, card: CardDefinition) -> st.SearchStrategy[dict[str, Any]]:
    """The card with odd numbers and generated abilities (its id, category and colours kept: decks stay legal)."""
    base = card.model_dump(exclude={"set_id"}, exclude_defaults=True)
    number = st.one_of(st.none(), st.sampled_from([0, 1, 2, 7, 10, 99]), st.integers(-1, 12))
    changes: dict[str, st.SearchStrategy[Any]] = {"abilities": abilities(vocab), "automated": st.just(True)}
    for name in ("cost", "power"):
        if name in base:
            changes[name] = number.filter(lambda n: n is not None)
    stats = {k: (number.filter(lambda n: n is not None) if isinstance(v, int) and not isinstance(v, bool)
                 else st.just(v)) for k, v in card.stats.items()}  # fmt: skip
    if stats:
        changes["stats"] = st.fixed_dictionaries(stats)
    return st.fixed_dictionaries({}, optional=changes).map(lambda c: {**base, **c})


# Playing.


class FuzzBot:
    """A random player that passes often (so games end) and seldom moves a character between positions."""

    def __init__(self, seed: str) -> None:
        self._rng = Rng.from_seed(f"fuzz:{seed}")

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        passes = [a for a in legal if a.kind == PASS]
        if passes and self._rng.below(3) == 0:
            return passes[0]
        pool = [a for a in legal if a.kind != "move"] or list(legal)
        return pool[self._rng.below(len(pool))]


def fuzzed_database(ruleset_id: str, ruleset: Ruleset, records: list[dict[str, Any]], tally: Tally) -> CardDatabase:
    """The shipped cards with the generated variants the loader admits in their place."""
    _, shipped, _ = setup(ruleset_id)
    text = json.dumps({"format": 1, "kind": "playmat-card-set", "ruleset": ruleset_id,
                       "set": {"id": "FUZZ", "name": "Fuzzed"}, "cards": records})  # fmt: skip
    result = read_card_set(text)
    admitted, _ = ruleset.admit_cards(CardDatabase(ruleset_id, [result.card_set]))
    kept = {card.id for card in admitted.cards()}
    tally.refused += len(records) - len(kept)
    tally.cards += len(kept)
    tally.automated += sum(1 for card in admitted.cards() if card.automated and card.abilities)
    tally.manual += sum(1 for card in admitted.cards() if not card.automated)
    rest = [card for card in shipped.cards() if card.id not in kept]
    others = CardSet(ruleset=ruleset_id, set_id="SHIPPED", name="Shipped", cards=tuple(rest))
    return CardDatabase(ruleset_id, [admitted.card_sets[0], others])


def play(ruleset_id: str, database: CardDatabase, ruleset: Ruleset, seed: str, tally: Tally) -> None:
    """One bot game on the fuzzed cards; FuzzFailure if the engine fails, an invariant breaks, no move is legal
    while a decision is pending, or the game does not end."""
    _, _, decks = setup(ruleset_id)
    try:
        game = Game.new(ruleset, database, decks, seed)
    except DeckRejected:
        return  # odd numbers made a deck illegal (a Leader's Life): nothing to play
    except Exception as error:
        raise FuzzFailure(f"setting up the game failed: {type(error).__name__}: {error}") from error
    bots = (FuzzBot(f"{seed}:0"), FuzzBot(f"{seed}:1"))
    initial = card_counts(game)
    limit = MAX_ACTIONS.get(ruleset_id, DEFAULT_MAX_ACTIONS)
    while game.outcome is None:
        decision = game.decision
        if decision is None:
            raise FuzzFailure("no decision is pending and the game is not over")
        legal = game.legal_actions()
        if not legal:
            raise FuzzFailure(f"a dead game: nothing is legal for {decision.prompt!r} ({decision.rule})")
        try:
            check_listings(game)  # the fast listings against the plain rules, on cards nobody designed
        except InvariantError as error:
            raise FuzzFailure(f"at action {game.state.actions_applied}: {error}") from error
        action = bots[decision.player].choose(game.view(decision.player), legal)
        try:
            game.apply(action)
        except Exception as error:
            detail = getattr(error, "detail", "")
            raise FuzzFailure(f"{type(error).__name__} at action {game.state.actions_applied}: {error} {detail}") from (
                error.__cause__ or error
            )
        check_zones_consistent(game)
        check_cards_conserved(game, initial)
        if game.state.actions_applied >= limit:
            raise FuzzFailure(f"the game did not end within {limit} actions")
    check_round_trip(game)
    tally.games += 1
    tally.actions += game.state.actions_applied
    tally.outcomes[game.outcome.rule] += 1


def fuzz_case(ruleset_id: str, tally: Tally) -> Callable[..., None]:
    """A hypothesis test of one ruleset: a random card set (variants of the starter decks' cards), two games."""
    ruleset, shipped, decks = setup(ruleset_id)
    vocab = Vocabulary.of(ruleset, shipped)
    ids = sorted(
        {entry for deck in decks for section in ruleset.deck_sections for entry in deck.card_ids(section.name)}
    )
    cards = [shipped.get(card_id) for card_id in ids]
    sample = st.lists(st.sampled_from(cards), min_size=1, max_size=8, unique_by=lambda c: c.id)
    card_sets = sample.flatmap(lambda chosen: st.tuples(*[variant(vocab, c) for c in chosen]))

    @given(records=card_sets, seed=st.integers(0, 2**16))
    def case(records: tuple[dict[str, Any], ...], seed: int) -> None:
        fresh = build(ruleset_id)  # its dialect caches abilities by card id: one per card set
        database = fuzzed_database(ruleset_id, fresh, list(records), tally)
        play(ruleset_id, database, fresh, f"fuzz-{seed}", tally)

    return case


def run(ruleset_id: str, examples: int, tally: Tally, *, derandomize: bool = False) -> None:
    """`examples` hypothesis examples of `ruleset_id` (a failure is shrunk and raised)."""
    case = fuzz_case(ruleset_id, tally)
    settings(
        max_examples=examples, deadline=None, database=None, derandomize=derandomize, print_blob=True,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
    )(case)()  # fmt: skip


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.fuzz_cards", description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=1.0, help="how long to fuzz, shared between rulesets")
    parser.add_argument("--ruleset", choices=RULESET_IDS, action="append", help="only this ruleset (repeatable)")
    args = parser.parse_args(argv)
    chosen = args.ruleset or list(RULESET_IDS)
    tallies = {ruleset_id: Tally() for ruleset_id in chosen}
    deadline = time.monotonic() + args.minutes * 60
    failed = 0
    while time.monotonic() < deadline and len(tallies) > failed:
        for ruleset_id in chosen:
            if time.monotonic() >= deadline:
                break
            try:
                run(ruleset_id, 10, tallies[ruleset_id])
            except Exception as error:  # the falsifying examples are in the exception's notes
                print(f"FAILURE in {ruleset_id}:", file=sys.stderr)
                traceback.print_exception(error, file=sys.stderr)
                sys.stderr.flush()
                failed += 1
                chosen = [r for r in chosen if r != ruleset_id]
                break
    for ruleset_id, tally in tallies.items():
        print(tally.line(ruleset_id), flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
