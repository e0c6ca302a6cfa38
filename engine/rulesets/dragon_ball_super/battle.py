"""Attacking and battle (section 7): the attack, [Blocker], the Offense, Defense and Damage Steps.

The battle in progress lives in `state.vars["battle"]` (JSON only): the attack card and the guard card, the areas
they were in, whether the attack was negated, and the original guard card ([Revenge]).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from engine.actions import Action
from engine.decisions import Decision, DecisionKind
from engine.errors import IllegalAction, RulesError
from engine.ids import PLAYERS, InstanceId, PlayerId, opponent
from engine.rulesets.dragon_ball_super import carddata as C
from engine.rulesets.dragon_ball_super import keywords as K
from engine.rulesets.dragon_ball_super import zones as Z
from engine.rulesets.dragon_ball_super.counters import ATTACK, open_counter_timing
from engine.rulesets.dragon_ball_super.procedures import (
    cannot_attack_yet,
    ko,
    non_turn_player,
    remove_markers,
    settle,
    signal,
    to_drop,
    window_actions,
)
from engine.rulesets.dragon_ball_super.stats import combo_power, power
from engine.sentences import subject
from engine.shared_values import shared_action, shared_window
from engine.state import Task

if TYPE_CHECKING:
    from engine.game import Game

ATTACK_KIND = "attack"
NO_DAMAGE = "take_damage"
"""A `prevent` of this action on a Leader: "you don't take damage" (7-4-1-4-1)."""
COMBO = "combo"
BATTLE_ROLES = ("attack card", "guard card")
(DECLARED, COUNTER, BLOCK, BLOCK_DONE, OFFENSE, OFFENSE_WINDOW, DEFENSE, DEFENSE_WINDOW, DAMAGE, COMPARE,
 CHECKPOINT, COMBO_DROP, END, CLOSE) = range(14)  # fmt: skip


def battle_state(game: Game) -> dict[str, Any]:
    battle: dict[str, Any] = game.state.vars["battle"]
    return battle


def in_battle(game: Game) -> bool:
    return "battle" in game.state.vars


def _then(game: Game, task: Task, step: int) -> None:
    """Continue at `step` after a checkpoint (4-5-3): pending [Auto] skills resolve first."""
    task.step = step
    game.push(task)
    settle(game)


def _gone(game: Game, b: dict[str, Any], key: str) -> bool:
    card = game.state.cards.get(b[key])
    return card is None or card.attached_to is not None or card.zone != tuple(b[_ZONE_KEYS[key]])  # ZoneRef data


_ZONE_KEYS = {"attack": "attack_zone", "guard": "guard_zone"}


def battle(game: Game, task: Task) -> None:
    """The "dbs:battle" task, one step of section 7 at a time."""
    state = game.state
    b: dict[str, Any] = state.vars["battle"]  # battle_state
    attacker: InstanceId = b["attack"]  # ids as the JSON state keeps them (no NewType call per step)
    guard: InstanceId = b["guard"]
    turn_player = state.turn_player
    defender = opponent(turn_player)  # non_turn_player
    step = task.step
    if step == DECLARED:  # 7-1-1
        game.enter_step("attack")
        signal(game, "when_attacking", attacker, turn_player, target=guard)
        signal(game, "when_attacked", guard, defender, attacker=attacker)
        task.step = COUNTER
        game.push(task)
        open_counter_timing(game, ATTACK, turn_player, card=attacker)  # 7-1-2
        return
    if step == COUNTER:
        _then(game, task, BLOCK)  # 7-1-3: a checkpoint
    elif step == BLOCK:
        blockers = _blockers(game, b, defender)
        if b.get("negated") or _gone(game, b, "attack") or _gone(game, b, "guard") or not blockers:
            task.step = BLOCK_DONE
            game.push(task)
            return
        answer = game.answer(task)
        if answer is None:
            game.ask(task, Decision(defender, DecisionKind.CHOOSE, "[Blocker]: you may rest a Blocker to make it the "
                                    "guard card", "10-4-1", "block", options=tuple(blockers),
                                    labels=tuple(game.definition(c).name for c in blockers), minimum=0,
                                    maximum=1))  # fmt: skip
            return
        if answer.picks:
            blocker = InstanceId(answer.picks[0])
            game.set_orientation(blocker, Z.REST, rule="10-4-1")
            b["guard"], b["guard_zone"], b["blocked"] = int(blocker), game.state.cards[blocker].zone.to_data(), True
            if K.has_keyword(game, blocker, K.REVENGE):  # 10-9-1: it became the guard card
                b["revenge"] = game.definition(blocker).name
            game.log(f"{game.definition(blocker).name} blocks: it becomes the guard card.", defender, "10-4-1")
            signal(game, "when_attacked", blocker, defender, attacker=attacker)  # 10-4-1-1
            _then(game, task, BLOCK)  # another [Blocker] may take over in turn (NOTES.md)
            return
        b["block_declined"] = True
        _then(game, task, BLOCK_DONE)
    elif step == BLOCK_DONE:  # 7-1-4
        if b.get("negated") or _gone(game, b, "attack") or _gone(game, b, "guard"):
            why = "The attack is negated" if b.get("negated") else "The attack card or guard card left play"
            game.log(f"{why}: the battle ends.", rule="7-1-4")
            task.step = CHECKPOINT
            game.push(task)
            return
        game.enter_step("offense")
        signal(game, "start_of_offense", None, turn_player)
        _then(game, task, OFFENSE_WINDOW)  # 7-2-1-1
    elif step == OFFENSE_WINDOW:
        if _window(game, task, turn_player, "Offense Step: combo, use a Battle skill, or go on", "7-2-1-2"):
            return
        if _left_play(game, task, b):
            return
        if _defense_skipped(game, b):
            game.log("The guard card is a Unison Card: there is no Defense Step.", rule="7-2-1-3-1")
            task.step = DAMAGE
            game.push(task)
            return
        game.enter_step("defense")
        signal(game, "start_of_defense", None, defender)
        _then(game, task, DEFENSE_WINDOW)  # 7-3-1-1
    elif step == DEFENSE_WINDOW:
        if _window(game, task, defender, "Defense Step: combo, use a Battle skill, or go on", "7-3-1-2"):
            return
        if _left_play(game, task, b):
            return
        task.step = DAMAGE
        game.push(task)
    elif step == DAMAGE:
        game.enter_step("damage")
        signal(game, "start_of_damage", None, turn_player)
        _then(game, task, COMPARE)  # 7-4-1-1
    elif step == COMPARE:
        _compare(game, task, b)
    elif step == CHECKPOINT:
        _then(game, task, COMBO_DROP)  # 7-4-1-5; combo power bonuses end with the comparison (7-4-1-6)
    elif step == COMBO_DROP:
        _combo_to_drop(game, task)
    elif step == END:
        game.enter_step("end_of_battle")
        _end_of_battle(game, b)
        _then(game, task, CLOSE)  # 7-4-1-9
    else:  # 7-4-1-10: "for the battle" effects end, the turn player's first; back to 6-3-1-2 (7-4-1-11)
        game.end_effects("end_of_battle", turn_player)
        game.end_effects("end_of_battle", defender)
        del game.state.vars["battle"]
        game.state.step = ""


def _window(game: Game, task: Task, player: PlayerId, prompt: str, rule: str) -> bool:
    """A free timing in a battle step (7-2-1-2, 7-3-1-2); True while it stays open."""
    b = battle_state(game)
    answer = game.answer(task)
    if answer is not None and answer.kind == "pass":
        return False
    if _gone(game, b, "attack") or _gone(game, b, "guard"):
        return False  # NOTES.md: a card that leaves mid-battle ends the step (digest 13(d)10)
    game.ask(task, shared_window(player, prompt, rule, "battle", window_actions(game, "battle"),
                                 (b["attack"], b["guard"]), BATTLE_ROLES))  # fmt: skip
    return True


def _left_play(game: Game, task: Task, b: dict[str, Any]) -> bool:
    """The attack card or guard card left play during a step: the battle goes to its end, with no result (NOTES.md,
    digest 13(d)10, read like 7-1-4)."""
    if not (_gone(game, b, "attack") or _gone(game, b, "guard")):
        return False
    game.log("The attack card or guard card left play: the battle ends with no result.", rule="7-1-4")
    task.step = CHECKPOINT
    game.push(task)
    return True


def _defense_skipped(game: Game, b: dict[str, Any]) -> bool:
    return game.definition(InstanceId(b["guard"])).category == C.UNISON


def _blockers(game: Game, b: dict[str, Any], defender: PlayerId) -> list[InstanceId]:
    """10-4-1: another of the defender's Active Battle Cards with [Blocker], until the defender declines."""
    if b.get("block_declined"):
        return []
    cards = game.state.cards
    return [
        c
        for c in game.zone(Z.ref(Z.BATTLE, defender))
        if c != b["guard"] and cards[c].orientation == Z.ACTIVE and K.has_keyword(game, c, K.BLOCKER)
    ]


def combo_total(game: Game, player: PlayerId) -> int:
    return sum(combo_power(game, c) for c in game.zone(Z.ref(Z.COMBO, player)))


def battle_powers(game: Game, b: dict[str, Any]) -> tuple[int, int]:
    """7-4-1-2, 7-4-1-3: each side's power with its Combo Area's combo power added."""
    turn_player, defender = game.state.turn_player, non_turn_player(game)
    with game.frozen_effects():  # a read-only look: continuous skills evaluated once
        attack = power(game, InstanceId(b["attack"])) + combo_total(game, turn_player)
        guard = power(game, InstanceId(b["guard"])) + combo_total(game, defender)
    return attack, guard


def _compare(game: Game, task: Task, b: dict[str, Any]) -> None:
    """7-4-1-4: the attack card wins ties."""
    attacker, guard = InstanceId(b["attack"]), InstanceId(b["guard"])
    if _gone(game, b, "attack") or _gone(game, b, "guard"):
        game.log("The attack card or guard card left play: no battle result.", rule="7-1-4")
        _then(game, task, CHECKPOINT)
        return
    attack, defence = battle_powers(game, b)
    task.step = CHECKPOINT
    game.push(task)
    if attack < defence:
        game.log(f"The attack ({attack}) is below the guard card's {defence}: nothing happens.", rule="7-4-1-4")
        return
    kind = game.definition(guard).category
    turn_player = game.state.turn_player
    text = f"The attack ({attack}) beats {defence}"
    if kind == C.LEADER:
        amount = K.strike_damage(game, attacker)
        if K.prevented(game, guard, NO_DAMAGE):  # 7-4-1-4-1: "you don't take damage": no trigger, no damage
            game.log(f"{text}, but an effect says {subject(opponent(turn_player), 'takes', 'take')} no damage.",
                     rule="7-4-1-4-1")  # fmt: skip
            return
        game.log(f"{text}: {amount} damage.", rule="7-4-1-4-1-1")
        game.push(Task("dbs:battle_damage", {"attacker": int(attacker), "amount": amount,
                                             "player": int(opponent(turn_player))}))  # fmt: skip
        signal(game, "before_damage", attacker, turn_player)  # 7-4-1-4-1
        settle(game)
    elif kind == C.UNISON:
        count = 99 if K.has_keyword(game, attacker, K.VICTORY_STRIKE) else K.strike_damage(game, attacker)
        game.log(f"{text}: the Unison Card loses markers.", rule="7-4-1-4-3")
        remove_markers(game, guard, count, rule="7-4-1-4-3-1")
        settle(game)
    else:
        game.log(f"{text}: the guard card is KO'd.", rule="7-4-1-4-2")
        ko(game, guard, by=None, rule="7-4-1-4-2")
        settle(game)


def _combo_to_drop(game: Game, task: Task) -> None:
    """7-4-1-7, 7-4-1-8: "when a card in your Combo Area is placed in your Drop" triggers, then every card in the
    Combo Areas goes to its owner's Drop."""
    if not task.args.get("announced"):
        task.args["announced"] = True
        task.step = COMBO_DROP
        game.push(task)
        for player in (game.state.turn_player, non_turn_player(game)):
            for card in game.zone(Z.ref(Z.COMBO, player)):
                signal(game, "combo_to_drop", card, player)
        settle(game)
        return
    for player in (game.state.turn_player, non_turn_player(game)):
        for card in list(game.zone(Z.ref(Z.COMBO, player))):
            to_drop(game, card, rule="7-4-1-8")
    task.args.pop("announced")
    task.step = END
    game.push(task)


def _end_of_battle(game: Game, b: dict[str, Any]) -> None:
    """7-4-1-9: "at the end of a battle"; [Revenge] KOs the attack card (10-9-1), [Dual Attack] stands the attacker
    up again (10-8-1)."""
    turn_player = game.state.turn_player
    attacker = InstanceId(b["attack"])
    signal(game, "end_of_battle", attacker if attacker in game.state.cards else None, turn_player)
    if b.get("revenge") and attacker in game.state.cards and game.state.cards[attacker].zone.name == Z.BATTLE:
        game.log(f"[Revenge] of {b['revenge']}: the attack card is KO'd.", rule="10-9-1")
        ko(game, attacker, by=non_turn_player(game), rule="10-9-1")
    if attacker in game.state.cards and not _gone(game, b, "attack"):
        card = game.state.cards[attacker]
        used = card.turn_flags.get("attacks", 1)
        if used < K.attacks_per_turn(game, attacker):
            game.set_orientation(attacker, Z.ACTIVE, rule="10-8-1")
            game.log(f"{game.definition(attacker).name} becomes Active again.", turn_player, "10-8-1")


class Attack:
    """7-1, 6-3-1-2-4: rest your Active Leader, Battle Card or Unison Card to attack the opponent's Leader, Unison
    Card or a Battle Card of theirs in Rest Mode; not on the first player's first turn."""

    kind = ATTACK_KIND
    window = "main"

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        attackers, targets = _attackers_and_targets(game, player)
        return [shared_action(self.kind, player, card=attacker, target=t) for attacker in attackers for t in targets]

    def check(self, game: Game, action: Action) -> RulesError | None:
        player, attacker, target = action.player, action.card, action.target
        if cannot_attack_yet(game, player):
            return IllegalAction("6-3-1-2-4", "The player going first cannot attack during their first turn.")
        if attacker is None or not Z.lies_in(game, attacker, player, *Z.IN_PLAY):
            return IllegalAction("7-1", "Attack with your own Leader, Battle Card or Unison Card.")
        if game.definition(attacker).category == C.EXTRA:
            return IllegalAction("7-1", "A [Field] Extra Card cannot attack.")
        if game.state.cards[attacker].orientation != Z.ACTIVE:
            return IllegalAction("7-1", "Only a card in Active Mode can attack: attacking switches it to Rest Mode.")
        if K.prevented(game, attacker, "attack"):
            return IllegalAction("1-3-3", f"An effect forbids {game.definition(attacker).name} to attack.")
        other = opponent(player)
        if target is None or not Z.lies_in(game, target, other, *Z.IN_PLAY):
            return IllegalAction("7-1", "Attack your opponent's Leader, Unison Card, or one of their Battle Cards.")
        return _target_problem(game, target)

    def legal(self, game: Game, player: PlayerId) -> Iterable[Action]:
        """The candidates `check` accepts (ListsLegal), in their order: each attacker is the player's Active card in
        play and no Extra, each target the opponent's card in play, by construction (`_attackers_and_targets`); only
        whether an effect forbids the attacker (once per attacker) and the target (once per target) are asked."""
        attackers, targets = _attackers_and_targets(game, player)
        free = [a for a in attackers if not K.prevented(game, a, "attack")]
        open_ = [t for t in targets if _target_problem(game, t) is None] if free else []
        return [shared_action(self.kind, player, card=attacker, target=t) for attacker in free for t in open_]

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None and action.target is not None
        start_battle(game, action.card, action.target)


_IN_PLAY_REFS = {player: tuple(Z.ref(area, player) for area in Z.IN_PLAY) for player in PLAYERS}


def _attackers_and_targets(game: Game, player: PlayerId) -> tuple[list[InstanceId], list[InstanceId]]:
    """The player's Active cards in play other than Extras, and the opponent's cards in play (none before the first
    player's first turn is over, 6-3-1-2-4)."""
    if cannot_attack_yet(game, player):
        return [], []
    cards, zones = game.state.cards, game.state.zones
    attackers = [
        c
        for ref in _IN_PLAY_REFS[player]
        for c in zones[ref]
        if cards[c].orientation == Z.ACTIVE and game.definition(c).category != C.EXTRA
    ]
    targets = [c for ref in _IN_PLAY_REFS[opponent(player)] for c in zones[ref]] if attackers else []
    return attackers, targets


def _target_problem(game: Game, target: InstanceId) -> RulesError | None:
    """7-1: of the opponent's cards in play, a [Field] Extra cannot be attacked, a Battle Card only in Rest Mode."""
    kind = game.definition(target).category
    if kind == C.EXTRA:
        return IllegalAction("7-1", "A [Field] Extra Card cannot be attacked.")
    if kind not in (C.LEADER, C.UNISON) and game.state.cards[target].orientation != Z.REST:
        return IllegalAction("7-1", "Only your opponent's Battle Cards in Rest Mode can be attacked.")
    return None


def start_battle(game: Game, attacker: InstanceId, target: InstanceId) -> None:
    """7-1: rest the attacker; it becomes the attack card and the target the guard card."""
    cards = game.state.cards
    game.set_orientation(attacker, Z.REST, rule="7-1")
    flags = cards[attacker].turn_flags
    flags["attacks"] = flags.get("attacks", 0) + 1
    revenge = game.definition(target).name if K.has_keyword(game, target, K.REVENGE) else None
    game.state.vars["battle"] = {
        "attack": int(attacker), "guard": int(target), "first_guard": int(target),
        "attack_zone": cards[attacker].zone.to_data(), "guard_zone": cards[target].zone.to_data(),
        "negated": False, "blocked": False, "revenge": revenge,
    }  # fmt: skip
    game.log(f"{game.definition(attacker).name} attacks {game.definition(target).name}.", cards[attacker].controller,
             "7-1")  # fmt: skip
    game.push(Task("dbs:battle"))
