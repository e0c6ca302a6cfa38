"""Skirmish's procedures: drawing, power, set-up and mulligans, the phases, and battle (S-2 to S-7)."""

from __future__ import annotations

from engine import Decision, DecisionKind, Game, PlayerId
from engine.abilities import signal
from engine.abilities.filters import has_keyword
from engine.ids import InstanceId, ZoneRef, opponent
from engine.state import Task

STARTING_HEALTH = 8
HAND_LIMIT = 5


def ref(name: str, player: PlayerId) -> ZoneRef:
    return ZoneRef(name, player)


def draw(game: Game, player: PlayerId, count: int = 1) -> bool:
    """Draw `count` cards; False (and the game lost, S-2-1) if the deck runs out."""
    for _ in range(count):
        deck_zone = game.zone(ref("deck", player))
        if not deck_zone:
            game.end_game(opponent(player), f"Player {player + 1} could not draw.", "S-2-1")
            return False
        game.move(deck_zone[-1], ref("hand", player))
    return True


def power(game: Game, iid: InstanceId) -> int:
    base = max([game.definition(iid).power or 0] + [int(e.value) for e in game.effects_on(iid, "set_power")])
    return base + game.modifier(iid, "power")


# Setup and phases.


def setup(game: Game, task: Task) -> None:
    answer = game.answer(task)
    state = game.state
    if task.step == 0:
        for player in (PlayerId(0), PlayerId(1)):
            game.shuffle(ref("deck", player))
            game.set_player_counter(player, "health", STARTING_HEALTH)
        state.vars["first_player"] = game.rng.below(2)
        for player in (PlayerId(0), PlayerId(1)):
            draw(game, player, 3)
        task.step = 1
    if task.step in (1, 2):
        player = PlayerId(state.vars["first_player"] if task.step == 1 else 1 - state.vars["first_player"])
        if answer is None:
            game.ask(task, Decision(player, DecisionKind.YES_NO, "Mulligan your hand?", "S-7-1", "mulligan"))
            return
        if answer.kind == "yes":
            for iid in list(game.zone(ref("hand", player))):
                game.move(iid, ref("deck", player))
            game.shuffle(ref("deck", player))
            draw(game, player, 3)
        task.step += 1
        if task.step == 2:
            game.push(task)


def phase_draw(game: Game, task: Task) -> None:
    player = game.state.turn_player
    game.end_effects("start_of_your_next_turn", player)
    signal(game, "start_of_turn", None, player)
    for iid in game.zone(ref("field", player)):
        game.set_orientation(iid, "ready", rule="S-2-3")
    if game.state.turn == 1:
        game.log("The first player skips their first draw.", player, "S-2-2")
        return
    draw(game, player)


def phase_main(game: Game, task: Task) -> None:
    answer = game.answer(task)
    if answer is not None and answer.kind == "pass":
        return
    game.ask(
        task,
        Decision(game.state.turn_player, DecisionKind.ACT, "Play a creature, attack, or pass", "S-3-0", "main",
                 allowed=("play", "attack", "activate")),
    )  # fmt: skip


def phase_end(game: Game, task: Task) -> None:
    player = game.state.turn_player
    hand = game.zone(ref("hand", player))
    answer = game.answer(task)
    if answer is not None:
        for iid in answer.picks:
            game.move(InstanceId(iid), ref("discard", player), rule="S-6-1")
    elif len(hand) > HAND_LIMIT:
        excess = len(hand) - HAND_LIMIT
        labels = tuple(game.definition(i).name for i in hand)
        game.ask(task, Decision(player, DecisionKind.CHOOSE, f"Discard {excess} card(s)", "S-6-1", "discard",
                                options=tuple(hand), labels=labels, minimum=excess, maximum=excess))  # fmt: skip
        return
    game.end_effects("end_of_turn")


def battle(game: Game, task: Task) -> None:
    attacker = InstanceId(task.args["attacker"])
    defender = opponent(game.state.turn_player)
    answer = game.answer(task)
    if task.step == 0:
        blockers = tuple(
            i
            for i in game.zone(ref("field", defender))
            if game.card(i).orientation == "ready" or has_keyword(game, i, "guard")
        )
        task.step = 1
        if blockers:
            game.ask(task, Decision(defender, DecisionKind.CHOOSE, "Block with a creature?", "S-4-4", "block",
                                    options=blockers, labels=tuple(game.definition(b).name for b in blockers),
                                    minimum=0, maximum=1))  # fmt: skip
            return
    if attacker not in game.state.cards:
        return
    blocker = InstanceId(answer.picks[0]) if answer is not None and answer.picks else None
    if blocker is None:
        health = game.state.player_counters[defender]["health"] - power(game, attacker)
        game.set_player_counter(defender, "health", health)
        return
    attack, block = power(game, attacker), power(game, blocker)
    for iid, loses in ((attacker, attack <= block), (blocker, block <= attack)):
        if loses:
            destroy_card(game, iid)


def destroy_card(game: Game, iid: InstanceId) -> None:
    signal(game, "on_destroyed", iid, game.card(iid).controller)
    game.move(iid, ref("discard", game.card(iid).owner), rule="S-4-5")
