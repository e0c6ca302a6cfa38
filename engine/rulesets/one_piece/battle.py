"""Battles (7-1): Attack, Block, Counter and Damage Steps and the End of the Battle; [Blocker] and Counter actions.

The battle in progress lives in `state.vars["battle"]` (JSON only): attacker, target, their areas when the
battle began, the [Blocker] used (if any) and the counters used (card in the trash, value, target). Abilities
may read it ("during this battle").
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from engine.actions import Action
from engine.errors import IllegalAction, RulesError
from engine.ids import InstanceId, PlayerId, opponent
from engine.rulesets.one_piece import zones as Z
from engine.rulesets.one_piece.damage import damage_task_args
from engine.rulesets.one_piece.keywords import BANISH, BLOCKER, COUNTER, DOUBLE_ATTACK, has_keyword, prevented
from engine.rulesets.one_piece.params import THIS_BATTLE, params_of
from engine.rulesets.one_piece.procedures import (
    activate_event,
    active_don_count,
    ko,
    settle,
    signal,
    trash,
    window_actions,
)
from engine.rulesets.one_piece.stats import cost, counter_value, power
from engine.sentences import whose
from engine.shared_values import shared_action, shared_window
from engine.state import Task

if TYPE_CHECKING:
    from engine.game import Game

BLOCK = "block"
USE_COUNTER = "counter"
COUNTER_EVENT = "counter_event"
BATTLE_ROLES = ("attacker", "target")
"""The labels of a battle window's two options: the cards it is about (public since the attack was declared)."""

(
    WHEN_ATTACKING,
    OPPONENT_ATTACK,
    BLOCK_STEP,
    BLOCK_WINDOW,
    COUNTER_STEP,
    COUNTER_WINDOW,
    DAMAGE_STEP,
    END_OF_BATTLE,
    CLOSE,
) = range(9)


def battle_state(game: Game) -> dict[str, Any]:
    battle: dict[str, Any] = game.state.vars["battle"]
    return battle


def start_battle(game: Game, attacker: InstanceId, target: InstanceId) -> None:
    """7-1-1-1/7-1-1-2 done (attacker rested, target chosen): run the battle as a task."""
    cards = game.state.cards
    game.state.vars["battle"] = {
        "attacker": attacker,
        "target": target,
        "attacker_zone": cards[attacker].zone.to_data(),
        "target_zone": cards[target].zone.to_data(),
        "blocker": None,
        "counters": [],
    }
    game.push(Task("op:battle"))


def _moved(game: Game, battle: dict[str, Any]) -> bool:
    """Whether the attacker or the target has moved areas since the battle began (7-1-1-4, 7-1-2-3, 7-1-3-3)."""
    cards = game.state.cards
    for key, zone in _ROLE_ZONES:
        card = cards.get(battle[key])
        if card is None or card.attached_to is not None or card.zone != tuple(battle[zone]):  # ZoneRef.to_data
            return True
    return False


_ROLE_ZONES = (("attacker", "attacker_zone"), ("target", "target_zone"))


def _then(game: Game, task: Task, step: int) -> None:
    """Continue at `step` once the auto effects just activated have resolved."""
    task.step = step
    game.push(task)
    settle(game)


def battle(game: Game, task: Task) -> None:
    """The "op:battle" task, one step of 7-1 at a time."""
    state = game.state
    b: dict[str, Any] = state.vars["battle"]
    attacker: InstanceId = b["attacker"]
    attacking_player = state.turn_player
    defender = opponent(attacking_player)
    step = task.step
    if step == WHEN_ATTACKING:  # 7-1-1-3: the attacker's Attack-Step effects first,
        game.enter_step("attack")
        signal(game, "when_attacking", attacker, attacking_player, target=b["target"])
        _then(game, task, OPPONENT_ATTACK)
    elif step == OPPONENT_ATTACK:  # ... then [On Your Opponent's Attack] (10-2-16-1).
        signal(game, "on_opponent_attack", attacker, defender, target=b["target"])
        _then(game, task, BLOCK_STEP)
    elif step == BLOCK_STEP:
        if _moved(game, b):
            game.log("The attacker or the target left its area: the battle ends.", rule="7-1-1-4")
            _then(game, task, END_OF_BATTLE)
            return
        game.enter_step("block")
        with game.frozen_effects():  # a question that changes nothing: continuous abilities evaluated once
            blockers = Block().legal(game, defender)
        _then(game, task, BLOCK_WINDOW if blockers else COUNTER_STEP)
    elif step == BLOCK_WINDOW:
        answer = game.answer(task)
        if answer is None:
            prompt = "Block with a [Blocker], or let the attack through"
            allowed = window_actions(game, "block")
            game.ask(task, shared_window(defender, prompt, "7-1-2-1", "block", allowed, _battle_cards(b), BATTLE_ROLES))
            return
        _then(game, task, COUNTER_STEP)  # [On Block] effects resolve first (7-1-2-2)
    elif step == COUNTER_STEP:
        if _moved(game, b):
            game.log("The attacker or the target left its area: the battle ends.", rule="7-1-2-3")
            _then(game, task, END_OF_BATTLE)
            return
        game.enter_step("counter")
        signal(game, "when_attacked", b["target"], defender, attacker=attacker)  # 7-1-3-1
        _then(game, task, COUNTER_WINDOW)
    elif step == COUNTER_WINDOW:
        answer = game.answer(task)
        if answer is None or answer.kind != "pass":  # 7-1-3-2: any number of counters, in any order
            prompt = "Use Counters from your hand, or pass"
            allowed = window_actions(game, "counter")
            game.ask(
                task, shared_window(defender, prompt, "7-1-3-2", "counter", allowed, _battle_cards(b), BATTLE_ROLES)
            )
            return
        _then(game, task, DAMAGE_STEP)
    elif step == DAMAGE_STEP:
        if _moved(game, b):
            game.log(
                "The attacker or the target left its area: the battle ends.",
                rule=params_of(game).rule("counter_step_exit"),
            )
            _then(game, task, END_OF_BATTLE)
            return
        game.enter_step("damage")
        _damage_step(game, task, b)
    elif step == END_OF_BATTLE:
        game.enter_step("end_of_battle")  # 7-1-5-1, 7-1-5-2
        signal(game, "end_of_battle", attacker, attacking_player, target=b["target"])
        _then(game, task, CLOSE)
    else:  # 7-1-5-3, 7-1-5-4: "during this battle" effects end, the turn player's first; back to 6-5-2 (7-1-5-5).
        if state.effects:  # (ending none changes nothing)
            game.end_effects(THIS_BATTLE, attacking_player)
            game.end_effects(THIS_BATTLE, defender)
        del state.vars["battle"]
        state.step = ""


def _battle_cards(b: dict[str, Any]) -> tuple[int, int]:
    """The cards a battle window is about, named in its decision's `options` (labels: `BATTLE_ROLES`) so the
    defender's view shows what attacks what (public since the attack was declared)."""
    return (int(b["attacker"]), int(b["target"]))


def _damage_step(game: Game, task: Task, b: dict[str, Any]) -> None:
    """7-1-4: the attacker wins when its power is greater than or equal to the target's (7-1-4-1)."""
    attacker, target = InstanceId(b["attacker"]), InstanceId(b["target"])
    with game.frozen_effects():  # a read-only look: continuous effects evaluated once, not per card
        attack, defence = power(game, attacker), power(game, target)
    if attack < defence:
        game.log(f"The attack ({attack}) loses to {defence}: nothing happens.", rule="7-1-4-2")
    elif game.definition(target).category == "character":
        game.log(f"The attack ({attack}) beats {defence}: the Character is K.O.'d.", rule="7-1-4-1-2")
        task.step = END_OF_BATTLE
        game.push(task)
        game.push(Task("resolve_triggers"))  # [On K.O.] resolves before the End of the Battle (7-1-4-1-2)
        ko(game, target, cause="battle", by=game.state.turn_player, rule="7-1-4-1-2")  # may wait on a replacement
        return
    else:
        _hit_leader(game, task, attacker, target, f"The attack ({attack}) beats {defence}")
        return
    _then(game, task, END_OF_BATTLE)


def _hit_leader(game: Game, task: Task, attacker: InstanceId, target: InstanceId, text: str) -> None:
    """7-1-4-1-1: damage to the Leader; with 0 Life at that moment the attacker wins (7-1-4-1-1-1)."""
    defender = game.state.cards[target].controller
    if not game.zone(Z.ref(Z.LIFE, defender)):
        game.end_game(game.state.turn_player, f"{whose(defender)} Leader was hit with 0 Life left.", "7-1-4-1-1-1")
        return
    task.step = END_OF_BATTLE
    game.push(task)
    with game.frozen_effects():  # a read-only look: continuous effects evaluated once
        amount = 2 if has_keyword(game, attacker, DOUBLE_ATTACK) else 1  # 10-1-2-1
        banish = has_keyword(game, attacker, BANISH)
    game.log(f"{text}: {amount} damage to the Leader.", rule="7-1-4-1-1")
    args = damage_task_args(defender, amount, banish=banish, in_battle=True)
    game.push(Task("op:damage", args))


class Block:
    """7-1-2-1, 10-1-4-1: rest an active [Blocker] other than the attacked card; it becomes the target."""

    kind = BLOCK
    label = "Block with"  # what players call it (menus, the log)
    window = "block"

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        return [
            Action(self.kind, player, card=c)
            for c in Z.leader_and_characters(game, player)
            if has_keyword(game, c, BLOCKER)
        ]

    def legal(self, game: Game, player: PlayerId) -> list[Action]:
        """`candidates` that `check` accepts, in order (ListsLegal): each card's [Blocker] looked up once."""
        b = battle_state(game)
        if b["blocker"] is not None:
            return []
        return [  # each lies there (see Z.lies_in)
            shared_action(self.kind, player, c)
            for c in Z.leader_and_characters(game, player)
            if has_keyword(game, c, BLOCKER) and self._ready(game, c, b) is None
        ]

    def check(self, game: Game, action: Action) -> RulesError | None:
        b = battle_state(game)
        card = action.card
        if card is None or not Z.lies_in(game, card, action.player, Z.LEADER, Z.CHARACTERS):
            return IllegalAction("10-1-4-1", "Block with one of your own cards.")
        if not has_keyword(game, card, BLOCKER):
            return IllegalAction("10-1-4-1", f"{game.definition(card).name} has no [Blocker].")
        if b["blocker"] is not None:
            return IllegalAction("7-1-2-1", "[Blocker] can be used only once per battle.")
        return self._ready(game, card, b)

    @staticmethod
    def _ready(game: Game, card: InstanceId, b: dict[str, Any]) -> RulesError | None:
        """10-1-4-1, 1-3-3: a [Blocker] other than the attacked card, active, and no effect forbids it to block."""
        if card == b["target"]:
            return IllegalAction("10-1-4-1", "[Blocker] protects another of your cards, not the one attacked.")
        if game.state.cards[card].orientation != Z.ACTIVE:
            return IllegalAction("10-1-4-1", "A [Blocker] is used by resting it: it must be active.")
        if prevented(game, card, "block"):
            return IllegalAction("1-3-3", f"An effect forbids {game.definition(card).name} to block.")
        return None

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None
        b = battle_state(game)
        game.set_orientation(action.card, Z.RESTED, rule="10-1-4-1")
        b["blocker"] = action.card
        b["target"] = action.card
        b["target_zone"] = game.state.cards[action.card].zone.to_data()
        game.log(f"{game.definition(action.card).name} blocks.", action.player, "10-1-4-1")
        signal(game, "on_block", action.card, action.player, attacker=b["attacker"])  # 7-1-2-2


class UseCounter:
    """7-1-3-2-1: trash a Character card with a Counter value from hand; your Leader or one of your Characters
    gains that much power during this battle."""

    kind = USE_COUNTER
    label = "Use the [Counter] of"  # what players call it (menus, the log)
    window = "counter"

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        hand = game.zone(Z.ref(Z.HAND, player))
        cards = [c for c in hand if game.definition(c).category == "character" and counter_value(game, c) > 0]
        targets = Z.leader_and_characters(game, player)
        return [Action(self.kind, player, card=c, target=t) for c in cards for t in targets]

    def legal(self, game: Game, player: PlayerId) -> list[Action]:
        """`candidates` that `check` accepts, in order (ListsLegal): each card and each target checked once."""
        hand = game.zone(Z.ref(Z.HAND, player))  # each lies there, and so does each target (see Z.lies_in)
        cards = [c for c in hand if game.definition(c).category == "character" and counter_value(game, c) > 0]
        if not cards:
            return []
        targets = Z.leader_and_characters(game, player)
        return [shared_action(self.kind, player, c, t) for c in cards for t in targets]

    def check(self, game: Game, action: Action) -> RulesError | None:
        card, target = action.card, action.target
        if card is None or not Z.lies_in(game, card, action.player, Z.HAND):
            return IllegalAction("7-1-3-2-1", "Use a Counter from a Character card in your own hand.")
        if game.definition(card).category != "character" or counter_value(game, card) <= 0:
            return IllegalAction("7-1-3-2-1", f"{game.definition(card).name} has no Counter value.")
        if not Z.lies_in(game, target, action.player, Z.LEADER, Z.CHARACTERS):
            return IllegalAction(
                "7-1-3-2-1", "A Counter raises the power of your own Leader or one of your Characters."
            )
        return None

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None and action.target is not None
        value = counter_value(game, action.card)
        used = trash(game, action.card, rule="7-1-3-2-1")
        game.add_effect("power", action.player, (action.target,), value, THIS_BATTLE, source=used)
        battle_state(game)["counters"].append({"card": used, "value": value, "target": action.target})
        game.log(f"Counter +{value} to {game.definition(action.target).name}.", action.player, "7-1-3-2-1")


class CounterEvent:
    """7-1-3-2-2, 10-2-4-1: pay for and trash an Event with [Counter] from hand to activate it."""

    kind = COUNTER_EVENT
    label = "Play the Counter Event"  # what players call it (menus, the log)
    window = "counter"

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        hand = game.zone(Z.ref(Z.HAND, player))
        return [Action(self.kind, player, card=c) for c in hand if game.definition(c).category == "event"]

    def legal(self, game: Game, player: PlayerId) -> list[Action]:
        """`candidates` that `check` accepts, in order (ListsLegal): the active DON!! counted once."""
        events = [c for c in game.zone(Z.ref(Z.HAND, player)) if game.definition(c).category == "event"]
        if not events:
            return []
        active = active_don_count(game, player)  # each event lies in the hand (see Z.lies_in)
        return [
            shared_action(self.kind, player, c)
            for c in events
            if has_keyword(game, c, COUNTER) and cost(game, c) <= active
        ]

    def check(self, game: Game, action: Action) -> RulesError | None:
        card = action.card
        if card is None or not Z.lies_in(game, card, action.player, Z.HAND):
            return IllegalAction("7-1-3-2-2", "Activate an Event card from your own hand.")
        name = game.definition(card).name
        if game.definition(card).category != "event" or not has_keyword(game, card, COUNTER):
            return IllegalAction("10-2-4-1", f"{name} is not an Event with [Counter].")
        price, active = cost(game, card), active_don_count(game, action.player)
        if price > active:
            resource = params_of(game).resource
            return IllegalAction("7-1-3-2-2", f"{name} costs {price}: you have only {active} active {resource}.")
        return None

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None
        used = activate_event(game, action.player, action.card, timing="counter", rule="7-1-3-2-2")
        battle_state(game)["counters"].append({"card": used, "value": 0, "target": None})
