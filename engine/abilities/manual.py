"""Manual resolution: text not automated is resolved by its player with logged, checked manual moves and modifiers."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from engine.abilities import modifiers
from engine.abilities.filters import language_of
from engine.actions import Action
from engine.decisions import Decision, DecisionKind
from engine.errors import IllegalAction, RulesError
from engine.events import Event
from engine.ids import SHARED, CardId, InstanceId, PlayerId, ZoneRef
from engine.state import Task

if TYPE_CHECKING:
    from engine.game import Game

RULE = "manual"
MOVE, ORIENT, COUNTER, REVEAL, SHUFFLE, LOOK = (
    "manual_move", "manual_orient", "manual_counter", "manual_reveal", "manual_shuffle", "manual_look",
)  # fmt: skip
MODIFY = modifiers.KIND
MANUAL_KINDS = (MOVE, ORIENT, COUNTER, REVEAL, SHUFFLE, LOOK, MODIFY)


def manual_task(card_id: CardId, source: InstanceId | None, controller: PlayerId, text: str = "") -> Task:
    """The task of a manual window for `controller` about a card (`text`: the part of its text to resolve)."""
    args: dict[str, object] = {"card_id": card_id, "source": source, "controller": int(controller)}
    if text:
        args["text"] = text
    return Task("ability:manual", args)


def start_manual(game: Game, card_id: CardId, source: InstanceId | None, controller: PlayerId) -> None:
    game.push(manual_task(card_id, source, controller))


def run_manual(game: Game, task: Task) -> None:
    """Keep a manual window open for the controller until they say they are done (pass)."""
    answer = game.answer(task)
    if answer is not None and answer.kind == "pass":
        game.emit(Event("manual", player=PlayerId(task.args["controller"]), text="done resolving by hand"))
        return
    definition = game.database.get(task.args["card_id"])
    game.ask(
        task,
        Decision(PlayerId(task.args["controller"]), DecisionKind.ACT,
                 f"Resolve {definition.name} by hand, then pass: {task.args.get('text') or definition.text}", RULE,
                 "manual",
                 allowed=MANUAL_KINDS),
    )  # fmt: skip


def _zone(game: Game, name: str | None, owner: PlayerId) -> ZoneRef | None:
    """`name` or `name.slot`, of the given owner (or shared)."""
    if not name:
        return None
    base, _, slot = name.partition(".")
    try:
        spec = game.ruleset.zone_spec(base)
    except KeyError:
        return None
    ref = ZoneRef(base, owner if spec.per_player else SHARED, int(slot) if slot.isdigit() else 0)
    return ref if ref in game.state.zones else None


class ManualRule:
    """One kind of manual move: checked only for physical possibility, logged as manual."""

    def __init__(self, kind: str) -> None:
        self.kind = kind

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        if self.kind == MODIFY:
            yield from modifiers.candidates(game, player)
            return
        visible = [i for i, c in game.state.cards.items() if c.attached_to is None and game.can_see(player, i)]
        zones = [spec.name + (f".{slot}" if slot else "") for spec in game.ruleset.zones for slot in spec.slots()]
        if self.kind == MOVE:
            for iid in visible:
                for name in zones:
                    yield Action(MOVE, player, card=iid, option=name)
        elif self.kind == ORIENT:
            for iid in visible:
                for orientation in game.ruleset.orientations:
                    yield Action(ORIENT, player, card=iid, option=orientation)
        elif self.kind == REVEAL:
            yield from (Action(REVEAL, player, card=i) for i in visible if game.card(i).controller == player)
        elif self.kind == COUNTER:  # a counter on a card in play, one at a time
            for iid in (i for i in visible if game.card(i).zone.name in language_of(game).ability_zones):
                yield Action(COUNTER, player, card=iid, option="counter", number=1)
                if game.card(iid).counters.get("counter", 0) > 0:
                    yield Action(COUNTER, player, card=iid, option="counter", number=-1)
        elif self.kind in (SHUFFLE, LOOK):
            for spec in game.ruleset.zones:
                if spec.ordered and spec.visibility != 2 and spec.per_player:
                    yield Action(self.kind, player, option=spec.name, number=1 if self.kind == LOOK else None)

    def describe(self, action: Action, card: str) -> str:
        """A menu label for the declared modifiers and counters ("" for the other kinds: the generic label)."""
        if self.kind == MODIFY:
            return modifiers.describe(action, card)
        if self.kind == COUNTER and action.number in (1, -1):
            return f"Put a {action.option} on {card}" if action.number == 1 else f"Remove a {action.option} from {card}"
        return ""

    def check(self, game: Game, action: Action) -> RulesError | None:
        if self.kind == MODIFY:
            return modifiers.check(game, action)
        if self.kind in (SHUFFLE, LOOK):
            ref = _zone(game, action.option, action.player)
            if ref is None:
                return IllegalAction(RULE, f"You have no zone {action.option!r}.")
            if self.kind == LOOK and not (action.number and 0 < action.number <= len(game.zone(ref))):
                return IllegalAction(RULE, f"Look at 1 to {len(game.zone(ref))} cards of {ref.name}.")
            return None
        if action.card is None or action.card not in game.state.cards or not game.can_see(action.player, action.card):
            return IllegalAction(RULE, "Name a card you can see.")
        card = game.card(action.card)
        if self.kind == MOVE:
            ref = _zone(game, action.option, card.owner)
            if ref is None:
                return IllegalAction(RULE, f"There is no zone {action.option!r} for that card.")
            if ref == card.zone:
                return IllegalAction(RULE, "The card is already there.")
            if not game.room_in(ref):
                return IllegalAction(RULE, f"{ref.name} is full.")
        elif self.kind == ORIENT and action.option not in game.ruleset.orientations:
            return IllegalAction(RULE, f"Cards here can be {', '.join(game.ruleset.orientations)}.")
        elif self.kind == COUNTER:
            if not action.option or not action.number:
                return IllegalAction(RULE, "Name the counter and a non-zero change.")
            if card.counters.get(action.option, 0) + action.number < 0:
                return IllegalAction(RULE, "A card cannot have fewer than 0 counters.")
        elif self.kind == REVEAL and card.controller != action.player:
            return IllegalAction(RULE, "You can only reveal your own cards.")
        return None

    def perform(self, game: Game, action: Action) -> None:
        player = action.player
        if self.kind == MODIFY:
            text = modifiers.perform(game, action)
        elif self.kind == SHUFFLE:
            ref = _zone(game, action.option, player)
            assert ref is not None
            game.shuffle(ref, rule=RULE)
            text = f"shuffled their {ref.name}"
        elif self.kind == LOOK:
            ref = _zone(game, action.option, player)
            assert ref is not None and action.number is not None
            game.look(player, game.top(ref, action.number), rule=RULE)
            text = f"looked at the top {action.number} of their {ref.name}"
        else:
            assert action.card is not None
            card = game.card(action.card)
            name = "a card"  # the move's own event names it to those who may see it
            if self.kind == MOVE:
                ref = _zone(game, action.option, card.owner)
                assert ref is not None
                game.move(action.card, ref, bottom=action.number == 1, rule=RULE)
                text = f"moved {name} to {ref.name}"
            elif self.kind == ORIENT:
                game.set_orientation(action.card, action.option or "", rule=RULE)
                text = f"turned {name} {action.option}"
            elif self.kind == COUNTER:
                game.add_counter(action.card, action.option or "", action.number or 0)
                text = f"changed {action.option} on {name} by {action.number}"
            else:
                game.reveal([action.card], rule=RULE)
                text = f"revealed {name}"
        game.emit(Event("manual", player=player, card=action.card, text=text, rule=RULE))


MANUAL_RULES = {kind: ManualRule(kind) for kind in MANUAL_KINDS}
