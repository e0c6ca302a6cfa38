"""Game state as plain slotted dataclasses, with a canonical serialisation."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.decisions import Decision
from engine.ids import CardId, InstanceId, PlayerId, ZoneRef

JSON = Any


@dataclass(slots=True)
class CardInstance:
    """A card object on the table. Identity (`card_id`) is the printed card.

    `attached` are cards lying under or on it (given DON!!, markers), `tokens` are counted
    things on it (cores), `counters` are markers and +1/-1 style numbers, `turn_flags` are
    cleared at each turn start (attacked, once-per-turn used), `known_to` is a seat mask of
    the players who know this card although its zone hides it.
    """

    iid: InstanceId
    card_id: CardId
    owner: PlayerId
    controller: PlayerId
    zone: ZoneRef
    face_up: bool = True
    orientation: str = ""
    attached: list[InstanceId] = field(default_factory=list)
    attached_to: InstanceId | None = None
    tokens: dict[str, int] = field(default_factory=dict)
    counters: dict[str, int] = field(default_factory=dict)
    turn_flags: dict[str, int] = field(default_factory=dict)
    known_to: int = 0
    entered_turn: int = 0

    def to_data(self) -> JSON:
        return [
            self.iid, self.card_id, self.owner, self.controller, self.zone.to_data(),
            self.face_up, self.orientation, list(self.attached), self.attached_to,
            dict(self.tokens), dict(self.counters), dict(self.turn_flags), self.known_to,
            self.entered_turn,
        ]  # fmt: skip

    @classmethod
    def from_data(cls, d: JSON) -> CardInstance:
        return cls(
            InstanceId(d[0]), CardId(d[1]), PlayerId(d[2]), PlayerId(d[3]),
            ZoneRef.from_data(d[4]), d[5], d[6], list(d[7]), d[8], dict(d[9]), dict(d[10]),
            dict(d[11]), d[12], d[13],
        )  # fmt: skip

    def clone(self) -> CardInstance:
        """An equal card sharing no mutable part with this one."""
        return CardInstance(
            self.iid, self.card_id, self.owner, self.controller, self.zone, self.face_up, self.orientation,
            self.attached.copy(), self.attached_to, self.tokens.copy(), self.counters.copy(), self.turn_flags.copy(),
            self.known_to, self.entered_turn,
        )  # fmt: skip


@dataclass(slots=True)
class Task:
    """One step of a procedure waiting on the engine's stack (a turn, a battle, an effect).

    Handlers are looked up by `kind`; `args` hold JSON values only, so the stack can be
    snapshotted, hashed and restored. `step` lets a handler resume where it stopped.
    """

    kind: str
    args: dict[str, JSON] = field(default_factory=dict)
    step: int = 0

    def to_data(self) -> JSON:
        return [self.kind, _copy_json(self.args), self.step]

    @classmethod
    def from_data(cls, d: JSON) -> Task:
        return cls(d[0], _copy_json(d[1]), d[2])

    def clone(self) -> Task:
        return Task(self.kind, _copy_json(self.args), self.step)


@dataclass(slots=True)
class ContinuousEffect:
    """A lasting change (power +2000, a granted keyword, a prohibition) and when it ends.

    `until` is a duration name the ruleset ends with `Game.end_effects`; "while_source"
    effects end when the source leaves play; `player` is whose turn the duration counts.
    """

    eid: int
    kind: str
    controller: PlayerId
    targets: tuple[InstanceId, ...]
    value: JSON
    until: str
    player: PlayerId
    source: InstanceId | None = None
    created_turn: int = 0

    def to_data(self) -> JSON:
        return [
            self.eid, self.kind, self.controller, list(self.targets), _copy_json(self.value), self.until,
            self.player, self.source, self.created_turn,
        ]  # fmt: skip

    @classmethod
    def from_data(cls, d: JSON) -> ContinuousEffect:
        return cls(
            d[0], d[1], PlayerId(d[2]), tuple(d[3]), _copy_json(d[4]), d[5], PlayerId(d[6]),
            d[7], d[8],
        )  # fmt: skip

    def clone(self) -> ContinuousEffect:
        return ContinuousEffect(
            self.eid, self.kind, self.controller, self.targets, _copy_json(self.value), self.until, self.player,
            self.source, self.created_turn,
        )  # fmt: skip


@dataclass(slots=True)
class PendingTrigger:
    """A triggered (automatic) ability waiting to be resolved by its controller."""

    tid: int
    controller: PlayerId
    ability: str
    source: InstanceId | None
    label: str
    data: dict[str, JSON] = field(default_factory=dict)

    def to_data(self) -> JSON:
        return [self.tid, self.controller, self.ability, self.source, self.label, _copy_json(self.data)]

    @classmethod
    def from_data(cls, d: JSON) -> PendingTrigger:
        return cls(d[0], PlayerId(d[1]), d[2], d[3], d[4], _copy_json(d[5]))

    def clone(self) -> PendingTrigger:
        return PendingTrigger(self.tid, self.controller, self.ability, self.source, self.label, _copy_json(self.data))


@dataclass(slots=True)
class Outcome:
    """How the game ended: a winner (None for a draw), why, and under which rule."""

    winner: PlayerId | None
    reason: str
    rule: str

    def to_data(self) -> JSON:
        return {"winner": self.winner, "reason": self.reason, "rule": self.rule}

    @classmethod
    def from_data(cls, d: JSON) -> Outcome:
        winner = d["winner"]
        return cls(None if winner is None else PlayerId(winner), d["reason"], d["rule"])


@dataclass(slots=True)
class GameState:
    """Everything about a game in progress. Only the engine changes it."""

    rng: tuple[int, int, int, int]
    cards: dict[InstanceId, CardInstance] = field(default_factory=dict)
    zones: dict[ZoneRef, list[InstanceId]] = field(default_factory=dict)
    pools: dict[ZoneRef, dict[str, int]] = field(default_factory=dict)
    player_counters: list[dict[str, int]] = field(default_factory=lambda: [{}, {}])
    turn: int = 0
    turn_player: PlayerId = PlayerId(0)  # noqa: RUF009 - a NewType call is a plain int
    phase: str = ""
    step: str = ""
    stack: list[Task] = field(default_factory=list)
    decision: Decision | None = None
    effects: list[ContinuousEffect] = field(default_factory=list)
    triggers: list[PendingTrigger] = field(default_factory=list)
    outcome: Outcome | None = None
    next_id: int = 1
    actions_applied: int = 0
    vars: dict[str, JSON] = field(default_factory=dict)

    def new_id(self) -> int:
        value = self.next_id
        self.next_id += 1
        return value

    def to_data(self) -> JSON:
        """A canonical JSON-able form: same state, same data, on every machine."""
        return {
            "rng": list(self.rng),
            "cards": [self.cards[iid].to_data() for iid in sorted(self.cards)],
            "zones": [[ref.to_data(), list(ids)] for ref, ids in self.zones.items()],
            "pools": [[ref.to_data(), dict(pool)] for ref, pool in self.pools.items()],
            "player_counters": [dict(c) for c in self.player_counters],
            "turn": self.turn,
            "turn_player": self.turn_player,
            "phase": self.phase,
            "step": self.step,
            "stack": [task.to_data() for task in self.stack],
            "decision": None if self.decision is None else self.decision.to_data(),
            "effects": [effect.to_data() for effect in self.effects],
            "triggers": [trigger.to_data() for trigger in self.triggers],
            "outcome": None if self.outcome is None else self.outcome.to_data(),
            "next_id": self.next_id,
            "actions_applied": self.actions_applied,
            "vars": _copy_json(self.vars),
        }

    @classmethod
    def from_data(cls, d: JSON) -> GameState:
        cards = [CardInstance.from_data(c) for c in d["cards"]]
        return cls(
            rng=(d["rng"][0], d["rng"][1], d["rng"][2], d["rng"][3]),
            cards={card.iid: card for card in sorted(cards, key=lambda c: c.iid)},  # (in id order, as play keeps them)
            zones={ZoneRef.from_data(ref): [InstanceId(i) for i in ids] for ref, ids in d["zones"]},
            pools={ZoneRef.from_data(ref): dict(pool) for ref, pool in d["pools"]},
            player_counters=[dict(c) for c in d["player_counters"]],
            turn=d["turn"],
            turn_player=PlayerId(d["turn_player"]),
            phase=d["phase"],
            step=d["step"],
            stack=[Task.from_data(t) for t in d["stack"]],
            decision=None if d["decision"] is None else Decision.from_data(d["decision"]),
            effects=[ContinuousEffect.from_data(e) for e in d["effects"]],
            triggers=[PendingTrigger.from_data(t) for t in d["triggers"]],
            outcome=None if d["outcome"] is None else Outcome.from_data(d["outcome"]),
            next_id=d["next_id"],
            actions_applied=d["actions_applied"],
            vars=_copy_json(d["vars"]),
        )

    def clone(self) -> GameState:
        """An equal state sharing no mutable object with this one, copied structurally (several times faster than
        `from_data(to_data())`); the decision is immutable and shared. Dict orders are kept as they are."""
        outcome = self.outcome
        return GameState(
            self.rng,
            {iid: card.clone() for iid, card in self.cards.items()},
            {ref: ids.copy() for ref, ids in self.zones.items()},
            {ref: pool.copy() for ref, pool in self.pools.items()},
            [counters.copy() for counters in self.player_counters],
            self.turn,
            self.turn_player,
            self.phase,
            self.step,
            [task.clone() for task in self.stack],
            self.decision,
            [effect.clone() for effect in self.effects],
            [trigger.clone() for trigger in self.triggers],
            None if outcome is None else Outcome(outcome.winner, outcome.reason, outcome.rule),
            self.next_id,
            self.actions_applied,
            _copy_json(self.vars),
        )


def _copy_json(value: JSON) -> JSON:
    """A deep copy of plain JSON data (much faster than copy.deepcopy)."""
    if isinstance(value, dict):
        return {k: _copy_json(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy_json(v) for v in value]
    return value
