"""Attacks and battles (chapter 7): declaration, the two flash windows, blocking, BP comparison and damage."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from engine import actions as A
from engine.abilities import prevented
from engine.actions import Action
from engine.decisions import Decision, DecisionKind
from engine.errors import IllegalAction, RulesError
from engine.ids import InstanceId, PlayerId, opponent
from engine.rulesets.battle_spirits_saga import carddata as C
from engine.rulesets.battle_spirits_saga import keywords as K
from engine.rulesets.battle_spirits_saga import stats as S
from engine.rulesets.battle_spirits_saga import zones as Z
from engine.rulesets.battle_spirits_saga.burst import LIFE_REDUCED, OPPONENT_ATTACKS, burst_check, signal
from engine.rulesets.battle_spirits_saga.cores import from_void
from engine.rulesets.battle_spirits_saga.management import BATTLE, destroy, once_each
from engine.sentences import subject
from engine.shared_values import shared_action
from engine.state import Task

if TYPE_CHECKING:
    from engine.game import Game

ATTACK, BLOCK = "attack", "block"
BATTLE_TASK, FLASH = "bss:battle", "bss:flash"
BATTLE_VAR = "bss_battle"
FLASH_ACTIONS = ("magic", "activate", "swift", "awaken")
"""What a player may do in a flash window (7-1-2-1, 8-1-3-1): flash magic, flash effects, 【Swift】, 【Awaken】."""
BATTLE_STEPS = ("declaration", "flash_before_block", "block", "flash_after_block", "resolution", "end_of_battle")
BATTLE_ROLES = ("attacker", "blocker")


def battle(game: Game) -> dict[str, Any] | None:
    """The battle in progress: attacker, defender, blocker, the magic used in it (11-6-1)."""
    found: dict[str, Any] | None = game.state.vars.get(BATTLE_VAR)
    return found


def refreshed_spirit(game: Game, iid: InstanceId | None, player: PlayerId) -> bool:
    if not Z.on_field(game, iid, player):
        return False
    assert iid is not None
    return C.is_spirit(game.definition(iid)) and game.card(iid).orientation == Z.REFRESHED


class DeclareAttack:
    """7-1-1-1: `Action("attack", card=a refreshed spirit on your field)` in your attack step."""

    kind = ATTACK

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        return [shared_action(ATTACK, player, iid) for iid in Z.field(game, player)]

    def legal(self, game: Game, player: PlayerId) -> Iterable[Action]:
        """`candidates` that `check` accepts, in order (ListsLegal): each is a card of the player's own field, so
        only whether it can attack is checked (`_attacker_refusal`), and only those that can become actions."""
        return [
            shared_action(ATTACK, player, iid) for iid in Z.field(game, player) if _attacker_refusal(game, iid) is None
        ]

    def check(self, game: Game, action: Action) -> RulesError | None:
        iid = action.card
        if iid is None or not Z.on_field(game, iid, action.player):
            return IllegalAction("7-1-1-1", "Attack with a spirit on your own field.")
        return _attacker_refusal(game, iid)

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None
        game.push(battle_task(game, action.card, action.player))


def _attacker_refusal(game: Game, iid: InstanceId) -> RulesError | None:
    """Why a card of the player's own field cannot attack (7-1-1-1, 1-3-3), or None."""
    if not C.is_spirit(game.definition(iid)):
        return IllegalAction("7-1-1-1", "Attack with a spirit on your own field.")
    if game.card(iid).orientation != Z.REFRESHED:
        return IllegalAction("7-1-1-1", "Only a refreshed spirit can attack: this one is exhausted.")
    if prevented(game, iid, "attack"):
        return IllegalAction("1-3-3", "An effect forbids this spirit to attack.")
    return None


def battle_task(game: Game, attacker: InstanceId, player: PlayerId, spirit: InstanceId | None = None) -> Task:
    """Exhaust the attacker and declare the attack (7-1-1-1): on the opponent, or on one of their spirits, which
    then blocks at once (10-10-1)."""
    game.set_orientation(attacker, Z.EXHAUSTED, rule="7-1-1-1")
    what = "" if spirit is None else f" {game.definition(spirit).name}"
    game.log(f"{game.definition(attacker).name} attacks{what}.", player, "10-10-1" if spirit else "7-1-1-1")
    args = {"attacker": int(attacker), "defender": int(opponent(player))}
    if spirit is not None:
        args["spirit"] = int(spirit)
    return Task(BATTLE_TASK, args)


def _enter(game: Game, step: str) -> None:
    """The battle's step; a battle an effect starts outside the attack step (10-10) names it without a phase step."""
    if game.state.phase == ATTACK:
        game.enter_step(step)
    else:
        game.state.step = step


def can_block(game: Game, blocker: InstanceId, attacker: InstanceId | None, player: PlayerId) -> RulesError | None:
    if not Z.on_field(game, blocker, player) or not C.is_spirit(game.definition(blocker)):
        return IllegalAction("7-1-3-1", "Block with a spirit on your own field.")
    if game.card(blocker).orientation != Z.REFRESHED:
        return IllegalAction("7-1-3-1", "Only a refreshed spirit can block: this one is exhausted.")
    if prevented(game, blocker, "block"):
        return IllegalAction("1-3-3", "An effect forbids this spirit to block.")
    if attacker is not None and K.astral_on(game, attacker, attacking=True) and not K.has_astral(game, blocker):
        return IllegalAction("11-14-1", "An attacker with 【Astral】 cannot be blocked by a spirit without 【Astral】.")
    return None


def blockers(game: Game, player: PlayerId, attacker: InstanceId | None) -> list[InstanceId]:
    return [iid for iid in Z.field(game, player) if can_block(game, iid, attacker, player) is None]


class DeclareBlock:
    """7-1-3-1: `Action("block", card=a refreshed spirit on your field)` when your opponent's spirit attacks."""

    kind = BLOCK

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        return [shared_action(BLOCK, player, iid) for iid in Z.field(game, player)]

    def check(self, game: Game, action: Action) -> RulesError | None:
        current = battle(game)
        if current is None or action.card is None:
            return IllegalAction("7-1-3-1", "Block with a spirit on your own field.")
        attacker = InstanceId(current["attacker"]) if Z.on_field(game, InstanceId(current["attacker"])) else None
        return can_block(game, action.card, attacker, action.player)

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None
        current = battle(game)
        assert current is not None
        game.set_orientation(action.card, Z.EXHAUSTED, rule="7-1-3-1")
        current["blocker"] = int(action.card)
        game.log(f"{game.definition(action.card).name} blocks.", action.player, "7-1-3-1")


def run_battle(game: Game, task: Task) -> None:
    """7-1: one battle, step by step; the flash windows run as their own tasks."""
    state = game.state
    args = task.args
    attacker, defender = InstanceId(args["attacker"]), PlayerId(args["defender"])
    attacking = opponent(defender)
    step = task.step
    if step == 0:  # 7-1-1: declared; "when attacks" triggers, "while attacking" starts
        state.vars[BATTLE_VAR] = {"attacker": int(attacker), "defender": int(defender), "blocker": None, "magic": []}
        _enter(game, "declaration")
        signal(game, "when_attacks", attacker, attacking)
        K.on_attack(game, attacker)
        if K.active(game, attacker, C.LUSTER):  # 11-6-1: remembered now, its effect at the end of the battle
            state.vars[BATTLE_VAR]["luster"] = True
        burst_check(game, defender, OPPONENT_ATTACKS)
        spirit = args.get("spirit")
        if spirit is not None and Z.on_field(game, InstanceId(spirit), defender):  # 10-10-1: it blocks at once
            state.vars[BATTLE_VAR]["blocker"] = spirit
            _next(game, task, 3)
            return
        _next(game, task, 1)
        return
    current = battle(game)
    assert current is not None
    if step == 1:  # 7-1-2: the attacked player acts first
        _enter(game, "flash_before_block")
        _next(game, task, 2, Task(FLASH, {"player": int(defender), "passes": 0}))
        return
    if step == 2:  # 7-1-3: block declaration
        _enter(game, "block")
        task.step = 3
        present = Z.on_field(game, attacker, attacking)
        able = blockers(game, defender, attacker if present else None) if present else []
        if able:
            forced = K.confronts(game, attacker)
            what = "you must block (【Confront】)" if forced else "block with a refreshed spirit, or pass"
            prompt = f"{game.definition(attacker).name} attacks with {S.bp(game, attacker)} BP: {what}"
            rule = "11-2-1" if forced else "7-1-3-1"  # 11-2-1: with 【Confront】 attacking, a block must be declared
            game.ask(task, Decision(defender, DecisionKind.ACT, prompt, rule, BLOCK, options=(attacker,),
                                    labels=("attacker",), allowed=(BLOCK,), can_pass=not forced))  # fmt: skip
        else:
            game.push(task)
        return
    if step == 3:
        game.answer(task)
        blocker = current["blocker"]
        if blocker is None:  # 7-1-3-1: no block, no second flash window
            _next(game, task, 5)
            return
        signal(game, "when_blocks", InstanceId(blocker), defender)
        K.on_blocked(game, attacker, InstanceId(blocker), defender)
        _next(game, task, 4)
        return
    if step == 4:  # 7-1-4: the blocking player acts first
        _enter(game, "flash_after_block")
        _next(game, task, 5, Task(FLASH, {"player": int(defender), "passes": 0}))
        return
    if step == 5:
        _enter(game, "resolution")
        resolve(game, attacker, current, defender)
        _next(game, task, 6)
        return
    _enter(game, "end_of_battle")  # 7-1-6
    if task.args.get("ended") is None:
        task.args["ended"] = True
        signal(game, "battle_ends", attacker if Z.on_field(game, attacker) else None, attacking)
        K.on_battle_end(game, attacker, current)
        game.push(task)
        if game.state.triggers:
            game.push(Task("resolve_triggers"))
        return
    game.end_effects("end_of_battle")
    K.end_links(game)
    state.vars.pop(BATTLE_VAR, None)
    state.step = ""


def _next(game: Game, task: Task, step: int, *first: Task) -> None:
    task.step = step
    game.push(task)
    for inner in first:
        game.push(inner)


def resolve(game: Game, attacker: InstanceId, current: dict[str, Any], defender: PlayerId) -> None:
    """7-1-5: blocked, compare BP (7-1-5-2-1); not blocked, apply damage (7-1-5-3-1)."""
    attacking = opponent(defender)
    blocker = current["blocker"]
    if blocker is not None:
        blocker = InstanceId(blocker)
        if not (Z.on_field(game, attacker, attacking) and Z.on_field(game, blocker, defender)):
            game.log("A battling spirit has left the field: no BP comparison.", defender, "7-1-5-2-1")
            return
        with game.frozen_effects():
            mine, theirs = S.bp(game, attacker), S.bp(game, blocker)
        game.log(f"BP {mine} against {theirs}.", attacking, "7-1-5-2-1")
        K.curse_marks(game, attacker, blocker)
        waiting = len(game.state.triggers)
        if mine <= theirs:
            destroy(game, attacker, BATTLE, by=defender, rule="7-1-5-2-1")
        if theirs <= mine:
            destroy(game, blocker, BATTLE, by=attacking, rule="7-1-5-2-1")
        once_each(game, waiting)  # both destroyed at once (8-6-3)
        return
    if not Z.on_field(game, attacker, attacking):
        game.log("The attacking spirit has left the field: no damage.", attacking, "7-1-5-3-1")
        return
    damage(game, attacker, defender)


def damage(game: Game, attacker: InstanceId, defender: PlayerId) -> None:
    """7-1-5-3-1: as many life cores as the attacker has symbols go to the attacked player's reserve."""
    life, reserve = Z.ref(Z.LIFE, defender), Z.ref(Z.RESERVE, defender)
    with game.frozen_effects():
        count = S.symbol_count(game, attacker)
    taken = min(count, game.tokens_at(life, Z.CORE))
    if taken:
        game.move_tokens(Z.CORE, taken, life, reserve, rule="7-1-5-3-1")
    game.log(f"{subject(defender, 'loses', 'lose')} {taken} life.", defender, "7-1-5-3-1")
    if taken:
        signal(game, "life_reduced", None, defender)
        burst_check(game, defender, LIFE_REDUCED)
        if K.active(game, attacker, C.BLESSED):  # 11-7-1
            from_void(game, Z.ref(Z.LIFE, opponent(defender)), 1, rule="11-7-1")


def run_flash(game: Game, task: Task) -> None:
    """7-1-2-1, 7-1-4-1: the players take turns to use one flash effect or pass; two passes in a row end the window."""
    player = PlayerId(task.args["player"])
    answer = game.answer(task)
    if answer is not None:
        task.args["passes"] = task.args["passes"] + 1 if answer.kind == A.PASS else 0
        if task.args["passes"] >= 2:
            return
        player = opponent(player)
        task.args["player"] = int(player)
    current = battle(game)
    options: tuple[int, ...] = ()
    if current is not None:
        options = tuple(i for i in (current["attacker"], current["blocker"]) if i is not None)
    rule = "7-1-4-1" if current is not None and current["blocker"] is not None else "7-1-2-1"
    game.ask(task, Decision(player, DecisionKind.ACT, "Flash window: use a flash effect, or pass", rule, "flash",
                            options=options, labels=BATTLE_ROLES[: len(options)], allowed=FLASH_ACTIONS))  # fmt: skip
