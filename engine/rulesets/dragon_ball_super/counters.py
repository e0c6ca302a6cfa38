"""Counter timings (4-7) and [Counter] skills from hand (10-10): activation in turn, resolution last in, first out.

A timing in progress lives in `state.vars["counter_timing"]`: the event ("play", "attack", or "skill" / "resolved"
around a skill: `skill_counters`), who caused it, the counters activated (card in the Drop, its master) and which of
them were negated.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from engine.actions import Action
from engine.errors import IllegalAction, RulesError
from engine.ids import InstanceId, PlayerId, opponent
from engine.rulesets.dragon_ball_super import carddata as C
from engine.rulesets.dragon_ball_super import energy as E
from engine.rulesets.dragon_ball_super import keywords as K
from engine.rulesets.dragon_ball_super import zones as Z
from engine.rulesets.dragon_ball_super.listing import checked
from engine.rulesets.dragon_ball_super.procedures import resolve_text, settle, signal, to_drop
from engine.rulesets.dragon_ball_super.stats import cost_now, specified, total_cost
from engine.sentences import subject
from engine.shared_values import shared_action, shared_window
from engine.state import Task

if TYPE_CHECKING:
    from engine.game import Game

TIMING = "counter_timing"
USE_COUNTER = "use_counter"
PLAY, ATTACK = "play", "attack"
SKILL, RESOLVED = "skill", "resolved"
"""The counter timings around a skill: after it is activated (4-7-2-3) and after it resolves (4-7-2-4); their
`kinds` are the [Counter] sub-types the skill makes pending (`skill_counters.skill_kinds`)."""
ANSWERING = "answering_counter"
"""`state.vars` key: while a [Counter] resolves, the timing it answers (event, and the skill's resolution id or the
cards it played), for "negate the play" / "negate the attack" around a skill."""
NEGATED = "negated_counters"
"""`state.vars` key: indexes of the counters of the last timing that "negate [Counter]" stopped (10-10-5)."""
PENDING_RULES = {K.COUNTER_PLAY: "10-10-3-2", K.COUNTER_ATTACK: "10-10-3-3", K.COUNTER_BATTLE_CARD_ATTACK: "10-10-3-4",
                 K.COUNTER_COUNTER: "10-10-3-5"}  # fmt: skip
"""The rule that says when each kind of [Counter] is pending: a card whose [Counter] is not pending now cites it."""
RESOLVING = "resolving_counter"
"""`state.vars` key: the index of the counter resolving now (a "negate [Counter]" negates the one before it)."""


def timing_state(game: Game) -> dict[str, Any] | None:
    found: dict[str, Any] | None = game.state.vars.get(TIMING)
    return found


def open_counter_timing(
    game: Game, event: str, actor: PlayerId, *, card: InstanceId | None = None, **around: Any
) -> None:
    """Push a counter timing for `event` caused by `actor` (4-7-2-1 to 4-7-2-4); push what follows it first.
    `card` is the card played or the attack card (its kind decides which [Counter] sub-types apply); `around`, for a
    timing around a skill, its `kinds` and the skill's `rid` or the cards it `played` (JSON values)."""
    game.push(Task("dbs:counter_timing", {"event": event, "actor": int(actor), "card": card, **around}))


def allowed_kinds(game: Game, timing: dict[str, Any], player: PlayerId) -> tuple[str, ...]:
    """The [Counter] sub-types `player` may activate now (10-10-3-2 to 10-10-3-5)."""
    used = timing["used"]
    if used:
        last_master = PlayerId(used[-1]["player"])
        return (K.COUNTER_COUNTER,) if player != last_master else ()
    if player == PlayerId(timing["actor"]):
        return ()
    if "kinds" in timing:  # around a skill: what it describes (10-10-3-2 to 10-10-3-4)
        return tuple(timing["kinds"])
    if timing["event"] == PLAY:
        return (K.COUNTER_PLAY,)
    card = timing.get("card")
    kinds = [K.COUNTER_ATTACK]
    if card is not None and card in game.state.cards and game.definition(InstanceId(card)).category == C.BATTLE:
        kinds.append(K.COUNTER_BATTLE_CARD_ATTACK)
    return tuple(kinds)


def counter_kind(game: Game, iid: InstanceId, kinds: tuple[str, ...]) -> str | None:
    return next((k for k in kinds if k in game.definition(iid).keywords), None)


def counter_timing(game: Game, task: Task) -> None:
    """The "dbs:counter_timing" task (4-7-3): rule processing ran; the players alternate, each activating one
    pending [Counter] or ending the timing (4-7-3-2 to 4-7-3-4); then everything activated resolves in reverse
    order (4-7-3-5) and the original action goes on if still possible (4-7-3-6)."""
    state = game.state
    if task.step == 0:
        args = task.args
        state.vars[TIMING] = {**args, "used": [], "asking": int(opponent(PlayerId(args["actor"])))}
        task.step = 1
    timing = state.vars[TIMING]
    if task.step == 1:
        answer = game.answer(task)
        asking = PlayerId(timing["asking"])
        if answer is None:
            if _may_hold_counter(game, asking) and ("kinds" not in timing or allowed_kinds(game, timing, asking)):
                game.ask(task, shared_window(asking, "Activate a [Counter] from your hand, or pass", "4-7-3-2",
                                             "counter", (USE_COUNTER,)))  # fmt: skip
                return
        elif answer.kind != "pass":
            timing["asking"] = int(opponent(asking))  # 4-7-3-3: the other player's turn to answer
            game.push(task)
            return
        task.step = 2  # a player declined (or had nothing to activate): the timing ends (NOTES.md)
    del state.vars[TIMING]
    state.vars[NEGATED] = []
    answering = {key: timing[key] for key in ("event", "rid", "played") if key in timing}
    for index, used in enumerate(timing["used"]):  # pushed in order: the last activated resolves first (4-7-3-5)
        game.push(Task("dbs:resolve_counter", {"index": index, "used": dict(used), "answering": answering}))


def resolve_counter(game: Game, task: Task) -> None:
    """One activated [Counter] resolves, unless negated (10-10-5)."""
    index = task.args["index"]
    used = task.args["used"]
    if index in game.state.vars.get(NEGATED, []):
        game.log(f"{used['name']} is negated.", rule="10-10-5")
        return
    game.state.vars[RESOLVING] = index
    game.state.vars[ANSWERING] = dict(task.args.get("answering", {}))
    game.push(Task("dbs:counter_resolved"))
    resolve_text(game, InstanceId(used["card"]), "counter", PlayerId(used["player"]))


def counter_resolved(game: Game, task: Task) -> None:
    game.state.vars.pop(RESOLVING, None)
    game.state.vars.pop(ANSWERING, None)
    settle(game)


def _may_hold_counter(game: Game, player: PlayerId) -> bool:
    """Whether the timing stops for `player`: whenever they hold a card, usable [Counter] or not, so that stopping
    does not tell the other player that they hold one (the hand is a secret area, 3-3-2); an empty hand is public."""
    return bool(game.zone(Z.ref(Z.HAND, player)))


class UseCounter:
    """10-10-2, 10-10-1, 10-10-4: activate a card's [Counter] from hand: pay its energy cost, it goes to the Drop,
    and its `counter` skill resolves when the timing ends (last activated first)."""

    kind = USE_COUNTER
    label = "Activate the [Counter]"
    window = "counter"

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        hand = game.zone(Z.ref(Z.HAND, player))
        return [shared_action(self.kind, player, card=c) for c in hand if any(k in game.definition(c).keywords
                                                                          for k in K.COUNTERS)]  # fmt: skip

    def legal(self, game: Game, player: PlayerId) -> Iterable[Action]:
        """ListsLegal: the checked candidates, none without a card printed with a [Counter] in hand."""
        return checked(self, game, player, Z.hand_has_any(game, player, K.COUNTERS))

    def check(self, game: Game, action: Action) -> RulesError | None:
        timing = timing_state(game)
        card = action.card
        if timing is None:
            return IllegalAction("4-7-1", "A [Counter] is activated only at a counter timing.")
        if card is None or not Z.lies_in(game, card, action.player, Z.HAND):
            return IllegalAction("10-10-2", "Activate a [Counter] from your own hand.")
        name = game.definition(card).name
        kinds = allowed_kinds(game, timing, action.player)
        kind = counter_kind(game, card, kinds)
        if kind is None:
            wanted = " or ".join(f"[Counter: {k.removeprefix('counter_').replace('_', ' ').title()}]" for k in kinds)
            own = next((k for k in K.COUNTERS if k in game.definition(card).keywords), None)
            if own is None:
                return IllegalAction("10-10-1", f"{name} has no [Counter].")
            return IllegalAction(PENDING_RULES[own], f"{name} cannot answer this: {wanted or 'no [Counter]'} is "
                                 "pending now.")  # fmt: skip
        if kind == K.COUNTER_PLAY and timing.get("card") is not None:
            played = InstanceId(timing["card"])
            if played in game.state.cards and K.has_keyword(game, played, K.DEFLECT):
                return IllegalAction("10-22-1", f"{game.definition(played).name} has [Deflect]: "
                                     "[Counter: Play] does not affect it.")  # fmt: skip
        problem = _payment(game, action)
        return None if problem is None else IllegalAction("10-10-1", f"{name}: {problem}")

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None
        timing = timing_state(game)
        assert timing is not None
        picks = _picks(game, action)
        game.reveal([action.card], rule="8-5-2-1")
        E.pay(game, picks, rule="10-10-1")
        name = game.definition(action.card).name
        used = to_drop(game, action.card, rule="10-10-4")
        timing["used"].append({"card": int(used), "player": int(action.player), "name": name})
        game.log(f"{subject(action.player, 'activates', 'activate')} the [Counter] {name}.", action.player, "10-10-3")
        signal(game, "counter_activated", used, action.player)


def _picks(game: Game, action: Action) -> list[InstanceId]:
    assert action.card is not None
    if action.picks:
        return [InstanceId(i) for i in action.picks]
    found = E.auto_payment(game, action.player, total_cost(game, action.card), specified(game, action.card))
    return found or []


def _payment(game: Game, action: Action) -> str | None:
    assert action.card is not None
    total, colours = cost_now(game, action.card)
    if action.picks:
        return E.payment_problem(game, action.player, [InstanceId(i) for i in action.picks], total, colours)
    if not E.can_pay(game, action.player, total, colours):
        return f"it costs {total} energy ({E.describe(colours)} specified): you cannot pay that."
    return None
