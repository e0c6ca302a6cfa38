"""Executors of the core steps: draw, move, look, search, modify, grant, choose... (see REFERENCE.md)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.abilities import model as M
from engine.abilities.filters import condition_holds, language_of, matches, zone_ref
from engine.abilities.interpreter import Resolution
from engine.decisions import Decision, DecisionKind
from engine.ids import SHARED, InstanceId, PlayerId, ZoneRef, opponent
from engine.sentences import subject

DURATION_TURN_OWNER = {"start_of_your_next_turn": "you", "end_of_opponent_turn": "opponent"}
TOKEN = "token"
"""The card category of tokens, the only cards `create_token` makes (REFERENCE.md)."""


def execute(res: Resolution, step: Any) -> bool:
    """Run one step; the ruleset's executor wins over the core one."""
    language = language_of(res.game)
    if isinstance(step, M.RulesetStep):
        return language.primitives[step.name].run(res, language.parsed_args(step))
    if isinstance(step, M.Script):
        return language.scripts[step.name](res, step.args)
    runner = language.executors.get(step.do) or CORE[step.do]
    return runner(res, step)


def _draw(res: Resolution, step: M.Draw) -> bool:
    game = res.game
    for player in _players(res, step.who):
        count = step.count
        if step.up_to:
            if res.answer is None:
                return res.ask(Decision(player, DecisionKind.NUMBER, f"Draw how many (0-{count})?",
                                        res.record["rule"], "draw_up_to", minimum=0, maximum=count))  # fmt: skip
            count = res.answer.number or 0
        for _ in range(count):
            deck = game.zone(zone_ref(game, "deck", player))
            if not deck:
                break  # do as much as possible; running out is the ruleset's rule processing
            game.move(deck[-1], zone_ref(game, "hand", player))
    return True


def _discard(res: Resolution, step: M.Discard) -> bool:
    game = res.game
    player = res.player(step.who)
    hand = game.zone(zone_ref(game, "hand", player))
    if res.answer is None:
        options = tuple(i for i in hand if matches(game, i, step.filter, res.controller, res.source, any_zone=True))
        if not options:
            return True
        count = min(step.count, len(options))
        return res.ask(Decision(player, DecisionKind.CHOOSE, f"Discard {count} card(s)", res.record["rule"], "discard",
                                options=options, labels=tuple(game.definition(i).name for i in options),
                                minimum=0 if step.up_to else count, maximum=count))  # fmt: skip
    for iid in res.answer.picks:
        game.move(InstanceId(iid), zone_ref(game, "discard", game.card(InstanceId(iid)).owner))
    return True


def _destination(res: Resolution, name: str, owner: PlayerId, to_who: str) -> ZoneRef:
    player = owner if to_who == "owner" else res.player(to_who)
    ref = zone_ref(res.game, name, player)
    spec = res.game.ruleset.zone_spec(ref.name)
    return ZoneRef(ref.name, SHARED) if not spec.per_player else ref


def _move(res: Resolution, step: M.Move) -> bool:
    targets = res.targets(step.target, f"Choose card(s) to put in {step.to}")
    if targets is None:
        return False
    game, moved = res.game, []
    for iid in targets:
        dst = _destination(res, step.to, game.card(iid).owner, step.to_who)
        if not game.room_in(dst):
            continue  # impossible parts are skipped
        face = None if step.face is None else step.face == "up"
        moved.append(game.move(iid, dst, bottom=step.position == "bottom", face_up=face, orientation=step.orientation))
    res.remember(step.remember, moved)
    return True


def _look(res: Resolution, step: M.LookAt) -> bool:
    game, scratch = res.game, res.scratch
    player = res.player(step.who)
    source_zone = zone_ref(game, step.zone, player)
    if "seen" not in scratch:
        seen = game.top(source_zone, step.count)
        game.look(res.controller, seen)
        scratch["seen"] = [int(i) for i in seen]
    seen = [InstanceId(i) for i in scratch["seen"] if i in game.state.cards]
    if "picked" not in scratch:
        options = tuple(i for i in seen if matches(game, i, step.filter, res.controller, res.source, any_zone=True))
        if step.pick and options and res.answer is None:
            return res.ask(Decision(res.controller, DecisionKind.CHOOSE, f"Choose up to {step.pick}",
                                    res.record["rule"], "look_pick", options=options,
                                    labels=tuple(game.definition(i).name for i in options), minimum=0,
                                    maximum=min(step.pick, len(options))))  # fmt: skip
        picked = [InstanceId(i) for i in res.answer.picks] if res.answer is not None and step.pick else []
        res.answer = None
        moved, taken = [], []
        for iid in picked:
            assert step.to is not None
            dst = _destination(res, step.to, game.card(iid).owner, "owner")
            if game.room_in(dst):  # no room (a full Stage area): that card stays with the rest
                taken.append(int(iid))
                moved.append(game.move(iid, dst, reveal=step.reveal))
        scratch["picked"] = taken
        res.remember(step.remember, moved)
    rest = [i for i in seen if i not in scratch["picked"] and i in game.zone(source_zone)]
    if step.rest in ("top", "bottom"):
        if len(rest) > 1 and res.answer is None:
            prompt = f"Order the rest ({step.rest} of the {step.zone}, first = nearest the top)"
            labels = tuple(game.definition(i).name for i in rest)
            decision = Decision(res.controller, DecisionKind.ORDER, prompt, res.record["rule"], "look_order",
                                options=tuple(rest), labels=labels)  # fmt: skip
            return res.ask(decision)
        order = [InstanceId(i) for i in res.answer.picks] if res.answer is not None else rest
        for iid in order if step.rest == "bottom" else reversed(order):
            game.zone(source_zone).remove(iid)
            if step.rest == "bottom":
                game.zone(source_zone).insert(0, iid)
            else:
                game.zone(source_zone).append(iid)
    else:
        for iid in rest:
            game.move(iid, _destination(res, step.rest, game.card(iid).owner, "owner"))
    return True


def _search(res: Resolution, step: M.Search) -> bool:
    game = res.game
    zone = zone_ref(game, step.zone, res.controller)
    if res.answer is None:
        game.look(res.controller, list(game.zone(zone)))
        options = tuple(
            i for i in game.zone(zone) if matches(game, i, step.filter, res.controller, res.source, any_zone=True)
        )
        if options:
            return res.ask(Decision(res.controller, DecisionKind.CHOOSE, f"Search: choose up to {step.count}",
                                    res.record["rule"], "search", options=options,
                                    labels=tuple(game.definition(i).name for i in options), minimum=0,
                                    maximum=min(step.count, len(options))))  # fmt: skip
    picks = [InstanceId(i) for i in res.answer.picks] if res.answer is not None else []
    dst = _destination(res, step.to, res.controller, "owner")
    moved = [game.move(i, dst, reveal=True) for i in picks if game.room_in(dst)]  # no room: it stays, as in `_move`
    res.remember(step.remember, moved)
    game.shuffle(zone)
    return True


def _reveal(res: Resolution, step: M.Reveal) -> bool:
    targets = res.targets(step.target, "Choose card(s) to reveal")
    if targets is None:
        return False
    res.game.reveal(targets)
    res.remember(None, targets)
    return True


def _shuffle(res: Resolution, step: M.Shuffle) -> bool:
    for player in _players(res, step.who):
        res.game.shuffle(zone_ref(res.game, step.zone, player))
    return True


def _until(res: Resolution, duration: str) -> tuple[str, PlayerId]:
    whose = DURATION_TURN_OWNER.get(duration, "you")
    return duration, res.player(whose)


def _lasting(kind: str, value_of: Callable[[Any], Any]) -> Callable[[Resolution, Any], bool]:
    def run(res: Resolution, step: Any) -> bool:
        targets = res.targets(step.target, "Choose the target(s)")
        if targets is None:
            return False
        if targets:
            until, player = _until(res, step.duration)
            step_kind = kind if not (isinstance(step, M.Grant) and step.remove) else "no_keyword"
            res.game.add_effect(step_kind if kind != "stat" else step.stat, res.controller, tuple(targets),
                                value_of(step), until, player=player, source=res.source)  # fmt: skip
        res.remember(None, targets)
        return True

    return run


def _set_stat(res: Resolution, step: M.SetStat) -> bool:
    targets = res.targets(step.target, "Choose the target(s)")
    if targets is None:
        return False
    until, player = _until(res, step.duration)
    if targets:
        res.game.add_effect(f"set_{step.stat}", res.controller, tuple(targets), step.value, until, player=player,
                            source=res.source)  # fmt: skip
    return True


def _orient(res: Resolution, step: M.Orient) -> bool:
    targets = res.targets(step.target, f"Choose card(s) to turn {step.to}")
    if targets is None:
        return False
    for iid in targets:
        res.game.set_orientation(iid, step.to)
    res.remember(None, targets)
    return True


def _create_token(res: Resolution, step: M.CreateToken) -> bool:
    from engine.ids import CardId

    player = res.player(step.who)
    ref = zone_ref(res.game, step.zone, player)
    database = res.game.database
    if step.card not in database or database.get(step.card).category != TOKEN:
        res.game.log(f"No card is created: {step.card} is not a token card.", res.controller)
        return True  # a token is a card of category "token": an effect never makes a copy of a real card
    for _ in range(step.count):
        if res.game.room_in(ref):
            res.game.create_card(CardId(step.card), player, ref)
    return True


def _choose_one(res: Resolution, step: M.ChooseOne) -> bool:
    if res.answer is None:
        return res.ask(Decision(res.controller, DecisionKind.CHOOSE, "Choose one", res.record["rule"], "choose_mode",
                                options=tuple(range(len(step.modes))), labels=tuple(m.label for m in step.modes),
                                minimum=1, maximum=1))  # fmt: skip
    return res.nested(res.path_here("modes", res.answer.picks[0], "steps"))


def _if(res: Resolution, step: M.If) -> bool:
    if condition_holds(res.game, step.condition, res.controller, res.source):
        return res.nested(res.path_here("then"))
    return res.nested(res.path_here("otherwise")) if step.otherwise else True


def _may(res: Resolution, step: M.MayDo) -> bool:
    if res.answer is None:
        prompt = step.prompt or f"{res.record['label']}: do it?"
        return res.ask(Decision(res.controller, DecisionKind.YES_NO, prompt, res.record["rule"], "may"))
    return res.nested(res.path_here("steps")) if res.answer.kind == "yes" else True


def _end_game(res: Resolution, step: M.EndGame) -> bool:
    """The player wins or loses while the effect resolves, and the game ends (ONE PIECE 1-2-5, WS 1.2.5)."""
    game = res.game
    player = res.player(step.who)
    winner = player if step.do == "win_game" else opponent(player)
    verb = ("wins", "win") if step.do == "win_game" else ("loses", "lose")
    game.end_game(winner, f"{subject(player, *verb)} the game by {res.record['label']}.",
                  language_of(game).game_end_rule)  # fmt: skip
    return True


def _activate_effect(res: Resolution, step: M.ActivateEffect) -> bool:
    """Resolve the printed effect of `timing` of each target card ("activate the [Counter] effect of ..."),
    then carry on with the next step."""
    from engine.abilities.activation import resolve_printed

    targets = res.targets(step.target, f"Choose a card whose [{step.timing.title()}] effect to activate")
    if targets is None:
        return False
    res.then()
    for iid in reversed(targets):
        resolve_printed(res.game, iid, step.timing, res.controller)
    return False


def _manual(res: Resolution, step: M.ManualStep) -> bool:
    """Printed text resolved by hand: a manual window for the controller now, then the next step."""
    from engine.abilities.manual import manual_task

    return res.then(manual_task(res.card_id, res.source, res.controller, step.text))


def _players(res: Resolution, who: str) -> tuple[PlayerId, ...]:
    if who == "both":
        return (res.game.state.turn_player, opponent(res.game.state.turn_player))
    return (res.player(who),)


def _not_in_ruleset(res: Resolution, step: Any) -> bool:
    raise RuntimeError(f"{res.game.ruleset.id} has no {step.do!r} primitive (the card data should have been refused)")


CORE: dict[str, Callable[[Resolution, Any], bool]] = {
    "draw": _draw,
    "discard": _discard,
    "move": _move,
    "look": _look,
    "search": _search,
    "reveal": _reveal,
    "shuffle": _shuffle,
    "modify": _lasting("stat", lambda step: step.amount),
    "set_stat": _set_stat,
    "orient": _orient,
    "grant": _lasting("keyword", lambda step: step.keyword),
    "prevent": _lasting("prevent", lambda step: step.action),
    "create_token": _create_token,
    "choose_one": _choose_one,
    "if": _if,
    "may": _may,
    "win_game": _end_game,
    "lose_game": _end_game,
    "activate_effect": _activate_effect,
    "manual": _manual,
    "destroy": _not_in_ruleset,
    "damage": _not_in_ruleset,
    "add_to_life": _not_in_ruleset,
    "gain_resource": _not_in_ruleset,
    "pay_resource": _not_in_ruleset,
}
