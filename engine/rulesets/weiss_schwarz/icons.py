"""Trigger icons (4.12): what each does, for the trigger check (7.3.1.2) or "perform the effect of" (4.12.1)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.actions import Action
from engine.decisions import Decision, DecisionKind
from engine.ids import InstanceId, PlayerId, ZoneRef, opponent
from engine.rulesets.weiss_schwarz import carddata as C
from engine.rulesets.weiss_schwarz import procedures as P
from engine.rulesets.weiss_schwarz import stats as S
from engine.rulesets.weiss_schwarz import zones as Z
from engine.rulesets.weiss_schwarz.damage import watch_for_shot
from engine.state import Task

if TYPE_CHECKING:
    from engine.game import Game

ICONS = "ws:icons"
RULES = {
    C.SOUL: "4.12.2.2", C.RETURN: "4.12.2.3", C.POOL: "4.12.2.4", C.COMEBACK: "4.12.2.5", C.DRAW: "4.12.2.6",
    C.SHOT: "4.12.2.7", C.TREASURE: "4.12.2.8", C.GATE: "4.12.2.9", C.STANDBY: "4.12.2.10",
}  # fmt: skip


def icons_task(player: PlayerId, icons: tuple[str, ...], card: InstanceId | None, *, to_stock: bool) -> Task:
    """Perform `icons` in order as `player`; `card` is the card bearing them (for Treasure), which a
    trigger check then puts face down into the stock (7.3.1.2)."""
    return Task(ICONS, {"player": int(player), "icons": list(icons), "card": card, "to_stock": to_stock, "i": 0})


def run_icons(game: Game, task: Task) -> None:
    answer = game.answer(task)
    icons: list[str] = task.args["icons"]
    while task.args["i"] < len(icons):
        icon = icons[task.args["i"]]
        if not ICON_STEPS[icon](game, task, answer):
            return
        answer = None
        task.args["i"] += 1
        task.args.pop("sub", None)
    card = task.args["card"]
    player = PlayerId(task.args["player"])
    if task.args["to_stock"] and card in game.state.cards and game.card(card).zone.name == Z.RESOLUTION:
        game.move(card, ZoneRef(Z.STOCK, player), face_up=False, rule="7.3.1.2")


def _attacker(game: Game) -> InstanceId | None:
    info = P.attack_info(game)
    attacker = info.get("attacker") if info else None
    return InstanceId(attacker) if isinstance(attacker, int) and Z.is_on_stage(game, InstanceId(attacker)) else None


def _ask(game: Game, task: Task, decision: Decision) -> bool:
    game.ask(task, decision)
    return False


def _choose(game: Game, task: Task, icon: str, prompt: str, options: list[InstanceId]) -> bool:
    player = PlayerId(task.args["player"])
    labels = tuple(game.definition(i).name for i in options)
    return _ask(game, task, Decision(player, DecisionKind.CHOOSE, prompt, RULES[icon], f"trigger_{icon}",
                                     options=tuple(options), labels=labels, minimum=0, maximum=1))  # fmt: skip


def _yes_no(game: Game, task: Task, icon: str, prompt: str) -> bool:
    player = PlayerId(task.args["player"])
    return _ask(game, task, Decision(player, DecisionKind.YES_NO, prompt, RULES[icon], f"trigger_{icon}"))


def soul(game: Game, task: Task, answer: Action | None) -> bool:
    """4.12.2.2: the attacking character gets +1 soul until end of turn (mandatory)."""
    attacker = _attacker(game)
    if attacker is not None:
        player = PlayerId(task.args["player"])
        game.add_effect("soul", player, (attacker,), 1, "end_of_turn")
    return True


def return_icon(game: Game, task: Task, answer: Action | None) -> bool:
    """4.12.2.3: you may return one of your opponent's characters to its owner's hand."""
    player = PlayerId(task.args["player"])
    if answer is None:
        options = Z.characters(game, opponent(player))
        return not options or _choose(game, task, C.RETURN, "Return trigger: return an opponent's character to its "
                                      "owner's hand?", options)  # fmt: skip
    for iid in answer.picks:
        game.move(InstanceId(iid), ZoneRef(Z.HAND, game.card(InstanceId(iid)).owner), rule="4.12.2.3")
    return True


def _to_stock(game: Game, task: Task, answer: Action | None, icon: str) -> bool:
    player = PlayerId(task.args["player"])
    if answer is None:
        return _yes_no(game, task, icon, "Put the top card of your deck into your stock?")
    if answer.kind == "yes":
        P.take_top(game, player, ZoneRef(Z.STOCK, player), face_up=False, rule=RULES[icon])
    return True


def pool(game: Game, task: Task, answer: Action | None) -> bool:
    """4.12.2.4: you may put the top card of your deck into your stock."""
    return _to_stock(game, task, answer, C.POOL)


def _salvage(game: Game, task: Task, answer: Action | None, icon: str, category: str, prompt: str) -> bool:
    player = PlayerId(task.args["player"])
    if answer is None:
        waiting = game.zone(ZoneRef(Z.WAITING_ROOM, player))
        options = [i for i in waiting if game.definition(i).category == category]
        return not options or _choose(game, task, icon, prompt, options)
    for iid in answer.picks:
        game.move(InstanceId(iid), ZoneRef(Z.HAND, player), rule=RULES[icon])
    return True


def comeback(game: Game, task: Task, answer: Action | None) -> bool:
    """4.12.2.5: you may return a character from your waiting room to your hand."""
    return _salvage(game, task, answer, C.COMEBACK, C.CHARACTER, "Comeback trigger: return a character from your "
                    "waiting room to your hand?")  # fmt: skip


def draw(game: Game, task: Task, answer: Action | None) -> bool:
    """4.12.2.6: you may draw a card."""
    if answer is None:
        return _yes_no(game, task, C.DRAW, "Draw trigger: draw a card?")
    if answer.kind == "yes":
        P.draw(game, PlayerId(task.args["player"]), 1, rule="4.12.2.6")
    return True


def shot(game: Game, task: Task, answer: Action | None) -> bool:
    """4.12.2.7: a timed automatic ability watches the attacking character's next damage."""
    watch_for_shot(game, _attacker(game), PlayerId(task.args["player"]))
    return True


def treasure(game: Game, task: Task, answer: Action | None) -> bool:
    """4.12.2.8: return this card to its owner's hand (mandatory); then you may put the top card of
    your deck into your stock."""
    card = task.args["card"]
    if not task.args.get("sub"):
        task.args["sub"] = 1
        if card in game.state.cards and game.card(card).zone.name == Z.RESOLUTION:
            game.move(card, ZoneRef(Z.HAND, game.card(card).owner), rule="4.12.2.8")
    return _to_stock(game, task, answer, C.TREASURE)


def gate(game: Game, task: Task, answer: Action | None) -> bool:
    """4.12.2.9: you may return a climax from your waiting room to your hand."""
    return _salvage(game, task, answer, C.GATE, C.CLIMAX, "Gate trigger: return a climax from your waiting room to "
                    "your hand?")  # fmt: skip


def standby(game: Game, task: Task, answer: Action | None) -> bool:
    """4.12.2.10: you may put a character of level up to your level + 1 on any of your stage positions,
    rested (from your waiting room: NOTES.md 5); one already there goes by 9.6 (4.12.2.10.1)."""
    player = PlayerId(task.args["player"])
    if not task.args.get("sub"):
        if answer is None:
            top = Z.level_of_player(game, player) + 1
            waiting = game.zone(ZoneRef(Z.WAITING_ROOM, player))
            options = [i for i in waiting if C.is_character(game.definition(i)) and S.level(game, i) <= top]
            prompt = f"Standby trigger: put a character of level {top} or lower from your waiting room on your stage?"
            return not options or _choose(game, task, C.STANDBY, prompt, options)
        if not answer.picks:
            return True
        task.args["sub"] = answer.picks[0]
        labels = tuple(Z.position_label(slot) for slot in Z.POSITIONS)
        return _ask(game, task, Decision(player, DecisionKind.CHOOSE, "Standby trigger: on which position?",
                                         "4.12.2.10", "trigger_standby_position", options=Z.POSITIONS, labels=labels,
                                         minimum=1, maximum=1))  # fmt: skip
    chosen = InstanceId(task.args["sub"])
    if answer is not None and chosen in game.state.cards and game.card(chosen).zone.name == Z.WAITING_ROOM:
        P.put_character(game, chosen, player, answer.picks[0], orientation=Z.REST, rule="4.12.2.10")
    return True


ICON_STEPS: dict[str, Callable[[Game, Task, Action | None], bool]] = {
    C.SOUL: soul, C.RETURN: return_icon, C.POOL: pool, C.COMEBACK: comeback, C.DRAW: draw, C.SHOT: shot,
    C.TREASURE: treasure, C.GATE: gate, C.STANDBY: standby,
}  # fmt: skip
