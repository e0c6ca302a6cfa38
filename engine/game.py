"""The game façade: decisions, legal actions, checks, apply, views and hashes."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from engine import actions as A
from engine.actions import Action
from engine.answers import check_answer, enumerate_answers, pass_action
from engine.atomic_apply import AtomicApply
from engine.decisions import Decision, DecisionKind
from engine.effect_ops import EffectOps, EffectsCache
from engine.errors import GameOver, IllegalAction, InvalidAction, RulesError
from engine.events import EVERYONE, Event
from engine.ids import PLAYERS, SHARED, CardId, InstanceId, PlayerId, ZoneRef, opponent
from engine.kernel_tasks import KERNEL_HANDLERS
from engine.loops import DRAW
from engine.rng import SHUFFLE_KEY, Rng, shuffle_key
from engine.ruleset import ActionRule, Handler, Ruleset, legal_lister
from engine.sentences import render, subject
from engine.state import GameState, Outcome, Task
from engine.table_ops import TableOps, made_once, sight_levels
from engine.view_builder import build_view
from engine.zones import PhaseSpec

if TYPE_CHECKING:
    from engine.formats.cards import CardDatabase, CardDefinition
    from engine.formats.decks import Deck
    from engine.views import View

MAX_STEPS_PER_ACTION = 100_000
ANSWERS_KEPT = 16
"""Answers whose action `answer` finds without parsing their data again: an attack's answer waits on its window's task
until the battle it started is over, several actions later."""
_ACT = DecisionKind.ACT  # a module global: looked up faster than the enum member, at every action


def _handlers_of(own: Mapping[str, Handler]) -> dict[str, Handler]:
    """The task handlers of games of a ruleset with an ability language: the ability layer's, the kernel's, then the
    ruleset's `own` (read-only and shared by its games, as `own` is never changed once games are made)."""
    from engine.abilities import ABILITY_HANDLERS

    return {**ABILITY_HANDLERS, **KERNEL_HANDLERS, **own}


def _kernel_handlers_of(own: Mapping[str, Handler]) -> dict[str, Handler]:
    """As `_handlers_of`, for a ruleset without an ability language."""
    return {**KERNEL_HANDLERS, **own}


def _listers_of(rules: Mapping[str, ActionRule]) -> dict[str, Callable[[Game, PlayerId], Iterable[Action]] | None]:
    """Each action rule's own listing of its legal actions (`ListsLegal`), or None where candidates are checked."""
    return {kind: legal_lister(rule) for kind, rule in rules.items()}


def _steps_by_phase(phases: tuple[PhaseSpec, ...]) -> dict[str, tuple[str, ...]]:
    return {phase.name: phase.steps for phase in phases}


class DeckRejected(RulesError):
    """A deck that breaks the ruleset's deck-construction rules; `problems` lists them all."""

    def __init__(self, player: PlayerId, problems: Sequence[RulesError]) -> None:
        self.player = player
        self.problems = tuple(problems)
        first = self.problems[0]
        listing = "; ".join(f"{p.reason} (rule {p.rule})" for p in self.problems)
        super().__init__(first.rule, f"Player {player + 1}'s deck is not legal: {listing}")


class Game(TableOps, EffectOps, AtomicApply):
    """One game of one ruleset between two seats.

    The engine never waits: it runs until someone must decide (`decision`) or the game is
    over (`outcome`). Answer with `apply(action)`; the only legal actions are the answers
    to the pending decision, plus conceding, which is always open to both players.
    """

    __slots__ = (
        "_answered", "_checkpoint", "_definitions", "_effects_cache", "_events", "_handlers", "_listers", "_rng",
        "_seen", "_sight", "_since", "_steps", "database", "ruleset", "state", "zone_sight",
    )  # fmt: skip

    def __init__(self, ruleset: Ruleset, database: CardDatabase, state: GameState) -> None:
        self.ruleset = ruleset
        self.database = database
        self._definitions = database.by_id()
        self.state = state
        self._rng = Rng(state.rng)
        self._events: list[Event] = []
        self._answered: dict[int, tuple[dict[str, Any], Action]] = {}  # recent answers' data and actions, by data id
        self._effects_cache = EffectsCache()
        self._sight = sight_levels(ruleset.zones)
        self._steps: dict[str, tuple[str, ...]] = made_once("steps", ruleset.phases, _steps_by_phase)
        self._checkpoint: GameState | None = None  # a copy of the state some accepted actions ago (see `apply`)
        self._since: list[Action] = []  # the actions accepted since then
        self._seen: tuple[Any, ...] = ()  # the state's fingerprint after the last accepted action
        self.zone_sight: dict[tuple[str, bool], tuple[bool, bool, bool]] = {}  # filled and read by engine.views
        handlers_of = _handlers_of if ruleset.abilities is not None else _kernel_handlers_of
        self._handlers: dict[str, Handler] = made_once(handlers_of.__name__, ruleset.handlers, handlers_of)
        self._listers = made_once("listers", ruleset.action_rules, _listers_of)  # each rule's ListsLegal.legal or None

    # Construction, snapshots, hashes.

    @classmethod
    def new(
        cls,
        ruleset: Ruleset,
        database: CardDatabase,
        decks: tuple[Deck, Deck],
        seed: str,
        *,
        validate: bool = True,
        keyed_shuffles: bool = False,
    ) -> Game:
        """Set up a game: decks placed in their zones, then the ruleset's setup runs. With `keyed_shuffles` (LAN
        games) every shuffle draws from its own cryptographic stream keyed by the seed (engine.rng)."""
        if validate:
            for player, deck in zip(PLAYERS, decks, strict=True):
                problems = ruleset.validate_deck(deck, database)
                if problems:
                    raise DeckRejected(player, problems)
        game = cls(ruleset, database, GameState(rng=Rng.from_seed(seed).state()))
        if keyed_shuffles:
            game.state.vars[SHUFFLE_KEY] = shuffle_key(seed)
        game._create_zones()
        for player, deck in zip(PLAYERS, decks, strict=True):
            for section in ruleset.deck_sections:
                ref = ZoneRef(section.zone, player)
                for card_id in deck.card_ids(section.name):
                    game.create_card(CardId(card_id), player, ref, face_up=section.face_up)
        game.state.stack = [Task("turn"), Task("setup")]
        game._events = []
        game._advance()
        return game

    def _create_zones(self) -> None:
        for spec in self.ruleset.zones:
            owners = PLAYERS if spec.per_player else (SHARED,)
            for owner in owners:
                for slot in spec.slots():
                    ref = ZoneRef(spec.name, owner, slot)
                    self.state.zones[ref] = []
                    if spec.holds_tokens:
                        self.state.pools[ref] = {}

    def snapshot(self) -> dict[str, Any]:
        """The full state as plain JSON data; `restore` brings it back."""
        self.state.rng = self._rng.state()
        data: dict[str, Any] = self.state.to_data()
        return data

    @classmethod
    def restore(cls, ruleset: Ruleset, database: CardDatabase, snapshot: dict[str, Any]) -> Game:
        return cls(ruleset, database, GameState.from_data(snapshot))

    def copy(self) -> Game:
        """An independent game in the same state (`fork`)."""
        return self.fork()

    def fork(self) -> Game:
        """A cheap independent copy for search: the state copied structurally, no JSON round trip. Playing the
        same actions on the fork and on this game gives the same states; the two share no mutable object (the
        ruleset and card database are shared, read-only). Its `last_events` are empty, as after `restore`."""
        state = self.state.clone()
        state.rng = self._rng.state()
        game = Game(self.ruleset, self.database, state)
        game.zone_sight = self.zone_sight.copy()
        game._handlers = self._handlers  # as this game has them (a test may have given it others)
        return game

    def state_hash(self) -> str:
        """A digest of the full state over a canonical serialisation."""
        text = json.dumps(self.snapshot(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()

    # Questions.

    @property
    def last_events(self) -> tuple[Event, ...]:
        """The events of the last change: the setup's right after `new` (shuffles, opening hands, ...), then
        those of the last applied action (what `apply` returned); none after `restore`."""
        return tuple(self._events)

    @property
    def decision(self) -> Decision | None:
        return self.state.decision

    @property
    def outcome(self) -> Outcome | None:
        return self.state.outcome

    @property
    def rng(self) -> Rng:
        return self._rng

    def definition(self, iid: InstanceId) -> CardDefinition:
        card_id = self.state.cards[iid].card_id
        try:
            return self._definitions[card_id]
        except KeyError:
            return self.database.get(card_id)  # a KeyError naming the card and the ruleset

    def legal_actions(self) -> list[Action]:
        """Every legal answer to the pending decision (conceding is always legal, not listed).

        For a choose/order/arrange question with very many answers, a capped canonical
        subset is listed; `check` accepts every legal answer.
        """
        decision = self.state.decision
        if decision is None or self.state.outcome is not None:
            return []
        if decision.kind is not _ACT:
            return enumerate_answers(decision)
        found: list[Action] = []
        listers, player = self._listers, decision.player
        cache = self._effects_cache
        cache.depth += 1  # as `with self.frozen_effects():`, without two calls
        try:
            for kind in decision.allowed:
                lister = listers.get(kind)
                if lister is not None:
                    found.extend(lister(self, player))
                    continue
                rule = self.ruleset.action_rules[kind]
                check = rule.check
                for action in rule.candidates(self, player):
                    if check(self, action) is None:
                        found.append(action)
        finally:
            cache.__exit__()
        if decision.can_pass:
            found.append(pass_action(player))
        return found

    def check(self, action: Action) -> RulesError | None:
        """None if `action` is legal now, else the refusal with its rule number."""
        state = self.state
        if state.outcome is not None:
            return GameOver("", "The game is over.")
        if action.kind == A.CONCEDE:
            return None
        decision = state.decision
        if decision is None:  # pragma: no cover - the engine always stops on a decision
            return InvalidAction("", "Nothing is being decided.")
        if action.player != decision.player:
            return IllegalAction(
                decision.rule or self.ruleset.not_your_decision_rule,
                f"It is Player {decision.player + 1} who decides now: {decision.prompt}",
            )
        if decision.kind is not _ACT:
            return check_answer(decision, action)
        if action.kind == A.PASS:
            return None if decision.can_pass else IllegalAction(decision.rule, f"You cannot pass: {decision.prompt}")
        if action.kind not in decision.allowed:
            specific = self.ruleset.refusal_outside_window(self, action)
            move = action.kind.replace("_", " ")
            return specific or IllegalAction(decision.rule, f"You cannot {move} now: {decision.prompt}")
        cache = self._effects_cache
        cache.depth += 1  # as `with self.frozen_effects():`, without two calls
        try:
            return self.ruleset.action_rules[action.kind].check(self, action)
        finally:
            cache.__exit__()

    def is_legal(self, action: Action) -> bool:
        return self.check(action) is None

    def view(self, viewer: PlayerId | None) -> View:
        """What `viewer` may know (None: a spectator)."""
        with self.frozen_effects():
            return build_view(self, viewer)

    # Changes (`apply`, atomic, is `AtomicApply`'s).

    def apply_legal(self, action: Action) -> tuple[Event, ...]:
        """Carry out `action` WITHOUT checking it: only for an action taken from `legal_actions()` of this very
        state (a bot's own move in a search playout, on a game of its own such as a `fork`). Not atomic either:
        no checkpoint is kept, and a fault inside the engine is raised as it is, leaving the game in an undefined
        state, to be thrown away (a search scores such a playout and discards it). Moves from a player, a file
        or the network go through `apply`, which checks them and changes nothing when it refuses or fails."""
        return self._apply_unchecked(action)

    def _apply_unchecked(self, action: Action) -> tuple[Event, ...]:
        """Carry out `action` WITHOUT checking it, and without `apply`'s roll-back on a fault. Only for
        trusted, already-checked input (a bot's own legal action, a replay whose hashes are verified);
        anything from a file or the network must go through `apply`."""
        self._events = []
        state = self.state
        state.actions_applied += 1
        if action.kind == A.CONCEDE:
            timed_out = action.option == A.TIME_OUT  # a LAN host's turn clock ran out: the host decides and records it
            said = "ran out of time on the turn clock" if timed_out else "conceded"
            self.end_game(opponent(action.player), f"{subject(action.player)} {said}.", self.ruleset.concede_rule)
            return tuple(self._events)
        decision = state.decision
        assert decision is not None
        state.decision = None
        self._events.append(self._answer_event(action, decision))
        data = state.stack[-1].args["answer"] = action.to_data()
        answered = self._answered
        if len(answered) >= ANSWERS_KEPT:
            answered.clear()
        answered[id(data)] = (data, action)  # the data is kept alive with it: its id names it alone
        if decision.kind is _ACT and action.kind != A.PASS:
            self.ruleset.action_rules[action.kind].perform(self, action)
        self._advance()
        return tuple(self._events)

    def _answer_event(self, action: Action, decision: Decision) -> Event:
        """The answer as the log tells it: an act window's card and target too ("attacks Giant with Archer"),
        each id hidden where nobody may look, so a hidden card cannot be tracked."""
        if decision.kind is not _ACT:
            if action.kind in (A.YES, A.NO):  # the log names the question ("answers no to “Use [Trigger]?”")
                from engine.views import asked_by

                asked = asked_by(self, decision, None) or decision  # its ability named where everyone knows it
                words = decision.answers[0 if action.kind == A.YES else 1] if len(decision.answers) == 2 else ""
                return Event("answer", player=action.player, text=action.kind, prompt=asked.prompt, said=words)
            return Event("answer", player=action.player, text=action.kind)
        if action.kind == A.PASS:  # the log says what was passed on: "Player 2 passes (their [Counter] chance)"
            return Event("answer", player=action.player, text=action.kind, prompt=decision.prompt)
        cards = self.state.cards
        card, target = action.card, action.target
        shown = EVERYONE if card is not None and card in cards and self.ids_shown(cards[card].zone) else 0
        target_shown = EVERYONE if target is not None and target in cards and self.ids_shown(cards[target].zone) else 0
        return Event("answer", player=action.player, card=card, new_card=target, text=action.kind,
                     ids_visible_to=shown, new_ids_visible_to=target_shown)  # fmt: skip

    def _advance(self) -> None:
        state = self.state
        rule_processing, handlers = self.ruleset.rule_processing, self._handlers  # looked up once: the inner loop
        for _ in range(MAX_STEPS_PER_ACTION):
            if state.decision is not None or state.outcome is not None:
                return
            rule_processing(self)
            if state.decision is not None or state.outcome is not None:
                return
            stack = state.stack
            if not stack:
                raise RuntimeError(f"ruleset {self.ruleset.id!r} left the engine with nothing to do")
            task = stack.pop()
            handler = handlers.get(task.kind)
            if handler is None:
                raise RuntimeError(f"no handler for task {task.kind!r}")
            handler(self, task)
        if self.ruleset.loop_rule:  # nobody was asked anything in all those steps: a loop no player can stop
            self.end_game(None, DRAW, self.ruleset.loop_rule)
            return
        raise RuntimeError("the engine ran too long without a decision (an endless loop?)")

    # Procedures: the calls handlers make.

    def push(self, task: Task) -> None:
        """Schedule a task; the last pushed runs first."""
        self.state.stack.append(task)

    def ask(self, task: Task, decision: Decision) -> None:
        """Stop and wait for `decision`; its answer lands in `task.args["answer"]`.

        An act-or-pass window is opened only once every pending trigger has resolved.
        """
        self.state.stack.append(task)
        if decision.kind is _ACT and self.state.triggers:
            self.state.stack.append(Task("resolve_triggers"))
            return
        task.args.pop("answer", None)
        self.state.decision = decision

    def answer(self, task: Task) -> Action | None:
        """The answer a task received to its last question, taken off the task."""
        data = task.args.pop("answer", None)
        if data is None:
            return None
        answered = self._answered.get(id(data))
        if answered is not None and answered[0] is data:  # the very data `_apply_unchecked` stored: no re-parse
            return answered[1]
        return Action.from_data(data)

    def enter_step(self, step: str) -> None:
        steps = self._steps.get(self.state.phase)
        if steps is None:
            raise ValueError(f"ruleset {self.ruleset.id!r} declares no phase {self.state.phase!r}")
        if step not in steps:
            raise ValueError(f"phase {self.state.phase!r} has no step {step!r}")
        self.state.step = step
        self.emit(Event("step", player=self.state.turn_player, text=step))

    def emit(self, event: Event) -> None:
        self._events.append(event)

    def log(self, text: str, player: PlayerId | None = None, rule: str = "") -> None:
        """A sentence for the log; engine.sentences marks name players ("{p1:summons|summon}" reads "You summon")."""
        self.emit(Event("log", player=player, text=text, rule=rule))

    def end_game(self, winner: PlayerId | None, reason: str, rule: str) -> None:
        if self.state.outcome is not None:
            return
        self.state.outcome = Outcome(winner, render(reason), rule)  # kept by number; the log says "You conceded"
        self.state.decision = None
        self.emit(Event("game_over", player=winner, text=reason, rule=rule))
