"""`Game.apply` is atomic: checkpoints of the state, and the roll-back when the engine fails inside an action."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.effect_ops import EffectsCache
from engine.errors import InternalError
from engine.ids import InstanceId
from engine.rng import Rng

if TYPE_CHECKING:
    from engine.actions import Action
    from engine.errors import RulesError
    from engine.events import Event
    from engine.formats.cards import CardDatabase
    from engine.state import GameState

CHECKPOINT_EVERY = 32
"""Actions between two checkpoints of the state: a fault in `apply` restores the last one and replays the rest."""


class AtomicApply:
    """Mixed into `Game`: `apply`, which checks an action and carries it out or changes nothing."""

    if not TYPE_CHECKING:  # no slots of its own: it works on `Game`'s (mypy would refuse assignments to them here)
        __slots__ = ()
    state: GameState
    database: CardDatabase
    _rng: Rng
    _effects_cache: EffectsCache
    _answered: dict[int, tuple[dict[str, Any], Action]]
    _events: list[Event]
    _checkpoint: GameState | None
    _since: list[Action]
    _seen: tuple[Any, ...]

    if TYPE_CHECKING:  # `Game`'s

        def check(self, action: Action) -> RulesError | None: ...

        def _apply_unchecked(self, action: Action) -> tuple[Event, ...]: ...

    def apply(self, action: Action) -> tuple[Event, ...]:
        """Check and carry out `action`; raises a RulesError and changes nothing if illegal.

        Atomic whatever happens inside: if the engine itself fails (any exception from a procedure, a
        handler, an ability or ruleset code), the game is put back exactly as it was before the action and
        an `InternalError` naming the action and its card is raised; the game goes on from there. To stay
        cheap, the state is not copied at every action: a checkpoint is kept every `CHECKPOINT_EVERY`
        actions (and whenever the state was changed outside `apply`, as test set-ups do), and a fault
        restores it and replays the accepted actions since, which the engine's determinism makes exact.
        """
        try:
            error = self.check(action)
        except Exception as fault:  # checking changes nothing but the effects cache
            self._effects_cache = EffectsCache()
            raise self._internal_error(action, fault, "checking") from fault
        if error is not None:
            raise error.with_action(action)
        if self._checkpoint is None or len(self._since) >= CHECKPOINT_EVERY or self._fingerprint() != self._seen:
            checkpoint = self.state.clone()
            checkpoint.rng = self._rng.state()
            self._checkpoint, self._since = checkpoint, []
        before = self._events
        try:
            events = self._apply_unchecked(action)
        except Exception as fault:
            restored = self._roll_back(before)
            raise self._internal_error(action, fault, "carrying out", restored) from fault
        self._since.append(action)
        self._seen = self._fingerprint()
        return events

    def _fingerprint(self) -> tuple[Any, ...]:
        """A cheap summary of the state that any change made outside `apply` (a test's set-up) almost always
        alters: such a change makes the next `apply` take a new checkpoint."""
        state = self.state
        return (
            id(state), state.actions_applied, state.next_id, len(state.cards), state.turn, state.phase, state.step,
            len(state.stack), len(state.effects), len(state.triggers), id(state.decision), self._rng.state(),
        )  # fmt: skip

    def _roll_back(self, events: list[Event]) -> bool:
        """Back to the state before the failed action: the checkpoint, then the actions accepted since (False if
        one of those failed too: a fault that does not depend on the state alone, which pure code never has)."""
        assert self._checkpoint is not None
        self.state = self._checkpoint.clone()
        self._rng = Rng(self.state.rng)
        self._effects_cache = EffectsCache()
        self._answered = {}
        try:
            for accepted in self._since:
                self._apply_unchecked(accepted)
        except Exception:
            self._checkpoint = None
            return False
        finally:
            self._events = events
            self._seen = self._fingerprint()
        return True

    def _internal_error(self, action: Action, fault: Exception, doing: str, restored: bool = True) -> InternalError:
        """The refusal for an action the engine failed on, in words: whose move, what, on which card."""
        names = []
        for iid in (action.card, action.target):
            card = self.state.cards.get(InstanceId(iid)) if iid is not None else None
            if card is not None and card.card_id in self.database:
                names.append(f"{self.database.get(card.card_id).name} ({card.card_id})")
        move = action.kind.replace("_", " ") + (f" with {' and '.join(names)}" if names else "")
        decision = self.state.decision
        asked = f" (answering: {decision.prompt})" if decision is not None and decision.prompt else ""
        after = (
            "The game is back as it was before that move: make another move, concede or save the game."
            if restored
            else "The game could not be put back as it was: concede, or load a saved game."
        )
        reason = f'The game engine failed while {doing} Player {action.player + 1}\'s move "{move}"{asked}. {after}'
        detail = f"{type(fault).__name__}: {fault}"
        return InternalError("", reason, action, detail)
