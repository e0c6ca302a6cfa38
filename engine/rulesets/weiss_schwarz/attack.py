"""The attack phase (section 7): declaration, trigger, counter, damage and battle steps, then the encore step."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from engine.abilities import has_keyword, offer_replacement, prevented
from engine.actions import Action
from engine.decisions import Decision, DecisionKind
from engine.errors import IllegalAction, RulesError
from engine.ids import InstanceId, PlayerId, ZoneRef, opponent
from engine.rulesets.weiss_schwarz import carddata as C
from engine.rulesets.weiss_schwarz import procedures as P
from engine.rulesets.weiss_schwarz import stats as S
from engine.rulesets.weiss_schwarz import zones as Z
from engine.rulesets.weiss_schwarz.damage import deal_damage
from engine.rulesets.weiss_schwarz.encore import ENCORE_STEP
from engine.rulesets.weiss_schwarz.forbidden import forbidder
from engine.rulesets.weiss_schwarz.icons import icons_task
from engine.rulesets.weiss_schwarz.kinds import ATTACK, COUNTER_ACTIONS
from engine.rulesets.weiss_schwarz.phases import play_timing
from engine.rulesets.weiss_schwarz.rule_actions import go_on
from engine.shared_values import shared_action, shared_window
from engine.state import Task

if TYPE_CHECKING:
    from engine.game import Game

DIRECT, FRONTAL, SIDE = "direct", "frontal", "side"
ATTACKS_MADE = "ws_attacks_made"  # attack sub-phases this turn (7.2.1.3.1)
GREAT_PERFORMANCE = "great_performance"
WOULD_BE_REVERSED = "would_be_reversed"  # the replacement point of 7.6.1.2 (8.10)
REVERSE = "ws:reverse"

# Steps of the attack phase task.
DECLARATION, ASK, DECLARED, TRIGGER, TRIGGER_CHECK, AFTER_TRIGGER, COUNTER, COUNTER_DONE = 1, 2, 3, 4, 5, 6, 7, 8
DAMAGE, DEAL, BATTLE, COMPARE, END_OF_ATTACK, NEXT = 9, 10, 11, 12, 13, 14


def great_performer(game: Game, defender: PlayerId) -> InstanceId | None:
    """10.6.2: the defender's character in the middle of the center stage with Great Performance,
    not reversed, which every attacker frontal-attacks."""
    middle = Z.character_at(game, defender, Z.MIDDLE)
    if middle is None or game.card(middle).orientation == Z.REVERSE:
        return None
    return middle if has_keyword(game, middle, GREAT_PERFORMANCE) else None


def battle_target(game: Game, attacker: InstanceId) -> InstanceId | None:
    """The character an attacker faces (7.2.1.4), or the great performer it must attack (10.6.2)."""
    forced = great_performer(game, opponent(game.card(attacker).controller))
    return forced if forced is not None else Z.facing(game, attacker)


class DeclareAttack:
    """7.2.1.3-7.2.1.6: `Action("attack", card=a standing center-stage character, option=type)`."""

    kind = ATTACK
    label = "Attack with"  # what players call it (menus, the log)

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        for iid in Z.characters(game, player, Z.CENTER):
            for option in (FRONTAL, SIDE, DIRECT):
                yield Action(ATTACK, player, card=iid, option=option)

    def legal(self, game: Game, player: PlayerId) -> list[Action]:
        """The candidates `check` accepts (engine.ruleset.ListsLegal): the options of each standing center-stage
        character, the great performer and the first-turn limit looked up once."""
        state = game.state
        if state.turn == 1 and state.vars.get(ATTACKS_MADE, 0) >= 1:
            return []  # 7.2.1.3.1
        forced = great_performer(game, opponent(player))
        cards = state.cards
        may_not, no_frontal, no_side = (forbidder(game, what) for what in ("attack", "frontal_attack", "side_attack"))
        found: list[Action] = []
        for iid in Z.characters(game, player, Z.CENTER):
            card = cards[iid]
            if card.controller != player or card.orientation != Z.STAND or (may_not is not None and may_not(iid)):
                continue
            target = forced if forced is not None else Z.facing(game, iid)
            if target is None:
                found.append(shared_action(ATTACK, player, iid, option=DIRECT))
                continue
            if no_frontal is None or not no_frontal(iid):
                found.append(shared_action(ATTACK, player, iid, option=FRONTAL))
            if forced is None and (no_side is None or not no_side(iid)):
                found.append(shared_action(ATTACK, player, iid, option=SIDE))
        return found

    def check(self, game: Game, action: Action) -> RulesError | None:
        iid = action.card
        if iid is None or iid not in game.state.cards:
            return IllegalAction("7.2.1.3", "Choose one of your characters to attack with.")
        card = game.card(iid)
        if card.zone.name != Z.STAGE or card.controller != action.player or card.zone.slot not in Z.CENTER:
            return IllegalAction("7.1.1", "Only characters on your center stage can attack.")
        if card.orientation != Z.STAND:
            return IllegalAction("7.1.1", "Only a standing character can attack.")
        if game.state.turn == 1 and game.state.vars.get(ATTACKS_MADE, 0) >= 1:
            return IllegalAction("7.2.1.3.1", "On the starting player's first turn there is only one attack.")
        if prevented(game, iid, "attack"):
            return IllegalAction("1.3.4", "An effect forbids this character to attack.")
        forced = great_performer(game, opponent(card.controller))
        target = forced if forced is not None else Z.facing(game, iid)
        if target is None:
            if action.option != DIRECT:
                return IllegalAction("7.2.1.4.1", "No character faces it: the attack is a direct attack.")
        elif action.option == DIRECT:
            return IllegalAction("7.2.1.4.2", "A character faces it: choose a frontal or a side attack.")
        elif action.option == SIDE and forced is not None:
            return IllegalAction("10.6.2", "A character with Great Performance must be frontal attacked.")
        elif action.option not in (FRONTAL, SIDE):
            return IllegalAction("7.2.1.4", "The type of attack is frontal, side or direct.")
        elif prevented(game, iid, f"{action.option}_attack"):
            return IllegalAction("1.3.4", f"An effect forbids this character a {action.option} attack.")
        return None

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None and action.option is not None
        attacker, kind = action.card, action.option
        state = game.state
        player = action.player
        target = battle_target(game, attacker)
        if kind == DIRECT:
            game.add_effect("soul", player, (attacker,), 1, "end_of_turn")  # 7.2.1.4.1
        elif kind == SIDE and target is not None:
            level = S.level(game, target)
            if level > 0:
                game.add_effect("soul", player, (attacker,), -level, "end_of_turn")  # 7.2.1.4.2
        defender = target if kind == FRONTAL else None
        state.vars[P.ATTACK] = {
            "attacker": int(attacker), "controller": int(player), "moves": P.moved_count(game, attacker),
            "type": kind, "defender": defender, "attacked": target if kind != DIRECT else None,
            "defender_controller": int(opponent(player)),
            "defender_moves": P.moved_count(game, defender) if defender is not None else 0,
        }  # fmt: skip
        state.vars[ATTACKS_MADE] = state.vars.get(ATTACKS_MADE, 0) + 1
        game.log(f"{game.definition(attacker).name} makes a {kind} attack.", player, "7.2.1.4")
        game.set_orientation(attacker, Z.REST, rule="7.2.1.5.3")
        P.signal(game, "on_attack", attacker, player, attack=kind)  # 7.2.1.6
        if target is not None and kind != DIRECT:
            P.signal(game, "on_attacked", target, opponent(player), attack=kind)


def _has_attacker(game: Game, player: PlayerId) -> bool:
    """7.2.1.3: is there a standing character on the center stage? (If not, no declaration is asked.)"""
    return any(game.card(i).orientation == Z.STAND for i in Z.characters(game, player, Z.CENTER))


def _step(game: Game, task: Task, step: int, name: str, event: str) -> None:
    """Enter a step: its "at the beginning of" triggers, then a check timing."""
    game.enter_step(name)
    P.signal(game, event, None, game.state.turn_player)
    task.step = step
    go_on(game, task, attack_phase)


def _after(game: Game, task: Task, step: int) -> None:
    """On to `step` after a check timing (the last thing the step does)."""
    task.step = step
    go_on(game, task, attack_phase)


def attack_phase(game: Game, task: Task) -> None:
    """Attack sub-phases (7.1.2) until the turn player declares no more, then the encore step (7.7)."""
    state = game.state
    player = state.turn_player
    info = P.attack_info(game)
    step = task.step
    if step == 0:  # 7.2.1.1
        state.vars.pop(ATTACKS_MADE, None)
        P.signal(game, "start_of_attack_phase", None, player)
        _after(game, task, DECLARATION)
    elif step == DECLARATION:  # 7.2.1.2
        _step(game, task, ASK, "declaration", "start_of_declaration_step")
    elif step == ASK:  # 7.2.1.3
        if not _has_attacker(game, player):
            game.push(Task(ENCORE_STEP))
            return
        task.step = DECLARED
        game.ask(
            task,
            shared_window(player, "Declare an attack, or pass to end your attacks", "7.2.1.3", "attack", (ATTACK,)),
        )
    elif step == DECLARED:
        answer = game.answer(task)
        if answer is None or answer.kind != ATTACK:
            game.push(Task(ENCORE_STEP))  # 7.2.1.3: no attack, on to the encore step
            return
        _after(game, task, TRIGGER)  # 7.2.1.6
    elif step == TRIGGER:  # 7.3.1.1
        _step(game, task, TRIGGER_CHECK, "trigger", "start_of_trigger_step")
    elif step == TRIGGER_CHECK:  # 7.3.1.2
        task.step = AFTER_TRIGGER
        game.push(task)
        card = P.take_top(game, player, ZoneRef(Z.RESOLUTION, player), face_up=True, reveal=True, rule="7.3.1.2")
        if card is not None:
            icons = C.trigger_icons(game.definition(card))
            game.log(f"Trigger check: {game.definition(card).name} ({', '.join(icons) or 'no icon'}).", player,
                     "7.3.1.2")  # fmt: skip
            game.push(icons_task(player, icons, card, to_stock=True))
    elif step == AFTER_TRIGGER:  # 7.3.1.3
        _after(game, task, COUNTER if info and info["type"] == "frontal" else DAMAGE)
    elif step == COUNTER:  # 7.4.1.1-2
        if state.step != "counter":
            game.enter_step("counter")
            P.signal(game, "start_of_counter_step", None, player)
        roles = [(role, info.get(role)) for role in ("attacker", "defender")] if info else []
        present = [(role, iid) for role, iid in roles if isinstance(iid, int) and iid in state.cards]
        battlers = tuple(iid for _, iid in present)
        decision = Decision(opponent(player), DecisionKind.ACT, "Counter step: play a counter event or use a "
                            "counter ability, or pass", "7.4.1.2", "counter", options=battlers,
                            labels=tuple(role for role, _ in present), allowed=COUNTER_ACTIONS)  # fmt: skip
        play_timing(game, task, decision, next_step=COUNTER_DONE)
    elif step == COUNTER_DONE:  # 7.4.1.2.2: one action at most; 7.4.1.3
        game.answer(task)
        _after(game, task, DAMAGE)
    elif step == DAMAGE:  # 7.5.1.1
        _step(game, task, DEAL, "damage", "start_of_damage_step")
    elif step == DEAL:  # 7.5.1.2
        _deal_battle_damage(game, info)
        _after(game, task, BATTLE if info and info["type"] == "frontal" else END_OF_ATTACK)
    elif step == BATTLE:  # 7.6.1.1
        _step(game, task, COMPARE, "battle", "start_of_battle_step")
    elif step == COMPARE:  # 7.6.1.2-4
        task.step = END_OF_ATTACK
        game.push(task)
        P.push_check(game)  # before the battle is settled: what it changes is checked
        _battle(game, info)  # a reverse that may be replaced waits for that choice in a task (8.10)
    elif step == END_OF_ATTACK:  # 7.5.1.4, 7.6.1.5
        attacker = info.get("attacker") if info else None
        P.signal(game, "end_of_attack", InstanceId(attacker) if isinstance(attacker, int) else None, player)
        _after(game, task, NEXT)
    elif step == NEXT:  # back to the declaration step
        state.vars.pop(P.ATTACK, None)
        game.end_effects("end_of_battle")
        task.step = DECLARATION
        game.push(task)


def _deal_battle_damage(game: Game, info: dict[str, int | str | None] | None) -> None:
    """7.5.1.2: the attacker deals damage equal to its soul, if it is still there (7.5.1.2.2) and
    its soul is above 0 (7.5.1.2.1)."""
    if info is None or not P.still_in_place(game, info["attacker"], info["controller"], info["moves"]):
        game.log("The attacking character is gone or moved: no damage.", game.state.turn_player, "7.5.1.2.2")
        return
    attacker = InstanceId(int(info["attacker"] or 0))
    soul = S.soul(game, attacker)
    if soul <= 0:
        game.log("The attacking character has no soul: no damage.", game.state.turn_player, "7.5.1.2.1")
        return
    deal_damage(game, opponent(game.state.turn_player), soul, attacker)


def _battle(game: Game, info: dict[str, int | str | None] | None) -> None:
    """7.6.1.2: the lower power is reversed, both on a tie; nothing if either is gone or moved (7.6.1.3)."""
    if info is None:
        return
    if not (
        P.still_in_place(game, info["attacker"], info["controller"], info["moves"])
        and P.still_in_place(game, info["defender"], info["defender_controller"], info["defender_moves"])
    ):
        game.log("A battler is gone or moved: no battle.", game.state.turn_player, "7.6.1.3")
        return
    attacker, defender = InstanceId(int(info["attacker"] or 0)), InstanceId(int(info["defender"] or 0))
    effects = S.effects_for(game, "power")
    mine, theirs = S.current(game, attacker, "power", effects), S.current(game, defender, "power", effects)
    losers = [iid for iid, lower in ((attacker, mine <= theirs), (defender, theirs <= mine)) if lower]
    reversed_now = []
    for iid in losers:
        other = defender if iid == attacker else attacker
        run = Task(REVERSE, {"card": int(iid), "other": int(other)})
        if not offer_replacement(game, WOULD_BE_REVERSED, iid, game.card(iid).controller, run=run, cause="battle"):
            reversed_now.append((iid, other))
    for iid, _ in reversed_now:
        game.set_orientation(iid, Z.REVERSE, rule="7.6.1.2")
    for iid, other in reversed_now:
        _reversed(game, iid, other)


def _reversed(game: Game, iid: InstanceId, other: InstanceId) -> None:
    P.signal(game, "on_reverse", iid, game.card(iid).controller)
    if other in game.state.cards:
        P.signal(game, "battle_opponent_reversed", other, game.card(other).controller)


def reverse_in_battle(game: Game, task: Task) -> None:
    """The task "ws:reverse" {card, other}: a battle's loser is reversed (7.6.1.2) after no replacement applied
    (8.10); nothing if it left the stage meanwhile."""
    iid, other = InstanceId(task.args["card"]), InstanceId(task.args["other"])
    if iid not in game.state.cards or game.card(iid).zone.name != Z.STAGE:
        return
    game.set_orientation(iid, Z.REVERSE, rule="7.6.1.2")
    _reversed(game, iid, other)
