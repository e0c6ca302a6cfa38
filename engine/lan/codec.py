"""Views, events, decisions and outcomes as wire data, and back again with every field validated.

A guest rebuilds exactly the `View` and `Event`s its host's engine filtered for it, so its table renders them
like any other; the wire models refuse anything malformed (a hostile host cannot crash a guest with odd data).
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field

from engine.decisions import Decision, DecisionKind
from engine.events import Event
from engine.ids import CardId, InstanceId, PlayerId, ZoneRef
from engine.state import Outcome
from engine.views import Battle, CardView, Modifier, View, ZoneView

Text = Annotated[str, Field(max_length=10_000)]
Count = tuple[Text, int]


class _Wire(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)


class WireZoneRef(_Wire):
    name: Text
    owner: int = Field(ge=-1, le=1)
    slot: int = Field(ge=0)

    def build(self) -> ZoneRef:
        return ZoneRef(self.name, PlayerId(self.owner), self.slot)


class WireCard(_Wire):
    iid: int | None = None
    card_id: Text | None = None
    owner: int = Field(ge=-1, le=1)
    face_up: bool
    orientation: Text
    attached: tuple[WireCard, ...] = ()
    tokens: tuple[Count, ...] = ()
    counters: tuple[Count, ...] = ()
    stats: tuple[Count, ...] = ()

    def build(self) -> CardView:
        return CardView(
            None if self.iid is None else InstanceId(self.iid),
            None if self.card_id is None else CardId(self.card_id),
            PlayerId(self.owner),
            self.face_up,
            self.orientation,
            tuple(card.build() for card in self.attached),
            self.tokens,
            self.counters,
            self.stats,
        )


class WireZone(_Wire):
    ref: WireZoneRef
    count: int = Field(ge=0)
    cards: tuple[WireCard, ...]
    tokens: tuple[Count, ...] = ()


class WireDecision(_Wire):
    player: int = Field(ge=0, le=1)
    kind: DecisionKind
    prompt: Text
    rule: Text
    context: Text = ""
    options: tuple[int, ...] = ()
    labels: tuple[Text, ...] = ()
    minimum: int = 0
    maximum: int = 0
    piles: tuple[Text, ...] = ()
    allowed: tuple[Text, ...] = ()
    can_pass: bool = True
    answers: tuple[Text, ...] = ()  # what a yes and a no do, for the log (engine.sentences templates)

    def build(self) -> Decision:
        return Decision(**{**self.__dict__, "player": PlayerId(self.player)})


class WireOutcome(_Wire):
    winner: int | None = Field(default=None, ge=0, le=1)
    reason: Text
    rule: Text

    def build(self) -> Outcome:
        return Outcome(None if self.winner is None else PlayerId(self.winner), self.reason, self.rule)


class WireBattle(_Wire):
    attacker: int
    target: int | None = None
    defending_player: int = Field(ge=0, le=1)
    blocker: int | None = None
    kind: Text = ""

    def build(self) -> Battle:
        def iid(value: int | None) -> InstanceId | None:
            return None if value is None else InstanceId(value)

        return Battle(
            InstanceId(self.attacker), iid(self.target), PlayerId(self.defending_player), iid(self.blocker), self.kind
        )


class WireView(_Wire):
    viewer: int | None = Field(ge=0, le=1)
    turn: int
    turn_player: int = Field(ge=0, le=1)
    phase: Text
    step: Text
    zones: tuple[WireZone, ...]
    player_counters: tuple[tuple[Count, ...], ...]
    decision: WireDecision | None = None
    outcome: WireOutcome | None = None
    effects: tuple[tuple[Text, int, Text], ...] = ()
    battle: WireBattle | None = None
    modifiers: tuple[tuple[int, Text, int, Text], ...] = ()


class WireEvent(_Wire):
    kind: Text
    player: int | None = Field(default=None, ge=-1, le=1)
    card: int | None = None
    new_card: int | None = None
    card_id: Text | None = None
    src: WireZoneRef | None = None
    dst: WireZoneRef | None = None
    amount: int = 0
    text: Text = ""
    rule: Text = ""
    prompt: Text = ""  # the question a yes/no answer answered (the log names it)
    said: Text = ""  # what the answer does, in words (a Decision's `answers`)


def _ref_data(ref: ZoneRef) -> dict[str, Any]:
    return {"name": ref.name, "owner": int(ref.owner), "slot": ref.slot}


def _card_data(card: CardView) -> dict[str, Any]:
    """A card as `WireCard` reads it, built directly (views are sent after every action: this is the hot path)."""
    data: dict[str, Any] = {"owner": int(card.owner), "face_up": card.face_up, "orientation": card.orientation}
    if card.iid is not None:
        data["iid"] = int(card.iid)
    if card.card_id is not None:
        data["card_id"] = card.card_id
    if card.attached:
        data["attached"] = [_card_data(attached) for attached in card.attached]
    for name in ("tokens", "counters", "stats"):
        value = getattr(card, name)
        if value:
            data[name] = [list(pair) for pair in value]
    return data


def view_to_data(view: View) -> dict[str, Any]:
    """The view as `WireView` reads it."""
    zones = []
    for zone in view.zones:
        entry: dict[str, Any] = {
            "ref": _ref_data(zone.ref),
            "count": zone.count,
            "cards": [_card_data(card) for card in zone.cards],
        }
        if zone.tokens:
            entry["tokens"] = [list(pair) for pair in zone.tokens]
        zones.append(entry)
    return {
        "viewer": view.viewer,
        "turn": view.turn,
        "turn_player": int(view.turn_player),
        "phase": view.phase,
        "step": view.step,
        "zones": zones,
        "player_counters": [[list(pair) for pair in counters] for counters in view.player_counters],
        "decision": None if view.decision is None else view.decision.to_data(),
        "outcome": None if view.outcome is None else view.outcome.to_data(),
        "effects": [[kind, int(target), until] for kind, target, until in view.effects],
        "battle": None if view.battle is None else {k: getattr(view.battle, k) for k in Battle.__slots__},
        "modifiers": [[int(m.card), m.stat, m.amount, m.source] for m in view.modifiers],
    }


def view_from_data(data: Any) -> View:
    """The view sent as `data`; raises pydantic's ValidationError (a ValueError) if malformed."""
    wire = WireView.model_validate(data, strict=False) if not isinstance(data, WireView) else data
    return View(
        viewer=None if wire.viewer is None else PlayerId(wire.viewer),
        turn=wire.turn,
        turn_player=PlayerId(wire.turn_player),
        phase=wire.phase,
        step=wire.step,
        zones=tuple(
            ZoneView(zone.ref.build(), zone.count, tuple(card.build() for card in zone.cards), zone.tokens)
            for zone in wire.zones
        ),
        player_counters=wire.player_counters,
        decision=None if wire.decision is None else wire.decision.build(),
        outcome=None if wire.outcome is None else wire.outcome.build(),
        effects=tuple((kind, InstanceId(target), until) for kind, target, until in wire.effects),
        battle=None if wire.battle is None else wire.battle.build(),
        modifiers=tuple(
            Modifier(InstanceId(card), stat, amount, source) for card, stat, amount, source in wire.modifiers
        ),
    )


def event_to_data(event: Event) -> dict[str, Any]:
    """The event as `WireEvent` reads it (the visibility masks stay with the host)."""
    data: dict[str, Any] = {"kind": event.kind}
    for name in ("card", "new_card", "card_id", "amount", "text", "rule", "prompt", "said"):
        value = getattr(event, name)
        if value:
            data[name] = value
    if event.player is not None:
        data["player"] = int(event.player)
    if event.src is not None:
        data["src"] = _ref_data(event.src)
    if event.dst is not None:
        data["dst"] = _ref_data(event.dst)
    return data


def event_from_data(data: Any) -> Event:
    """The event sent as `data` (as its receiver may see it); raises ValidationError if malformed."""
    wire = WireEvent.model_validate(data, strict=False)
    return Event(
        kind=wire.kind,
        player=None if wire.player is None else PlayerId(wire.player),
        card=None if wire.card is None else InstanceId(wire.card),
        new_card=None if wire.new_card is None else InstanceId(wire.new_card),
        card_id=None if wire.card_id is None else CardId(wire.card_id),
        src=None if wire.src is None else wire.src.build(),
        dst=None if wire.dst is None else wire.dst.build(),
        amount=wire.amount,
        text=wire.text,
        rule=wire.rule,
        prompt=wire.prompt,
        said=wire.said,
    )
