"""Activating an Extra Card from hand (8-1-3-1-2, 8-5-2), [Field] (10-3) and [Invoker] (10-40)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from engine.abilities import model as M
from engine.abilities.filters import language_of
from engine.actions import Action
from engine.errors import IllegalAction, RulesError
from engine.ids import InstanceId, PlayerId
from engine.rulesets.dragon_ball_super import carddata as C
from engine.rulesets.dragon_ball_super import keywords as K
from engine.rulesets.dragon_ball_super import zones as Z
from engine.rulesets.dragon_ball_super.payment import (
    CHOOSE_ENERGY,
    card_cost_problem,
    hand_card,
    option_problem,
    pay_card_cost,
    pay_task,
)
from engine.rulesets.dragon_ball_super.procedures import resolve_text, signal, to_drop
from engine.rulesets.dragon_ball_super.skill_counters import around_skill
from engine.rulesets.dragon_ball_super.stats import specified, total_cost
from engine.sentences import subject
from engine.shared_values import shared_action
from engine.state import Task

if TYPE_CHECKING:
    from engine.game import Game

USE_EXTRA = "use_extra"
EXTRA_TIMINGS = {"main": "extra_main", "battle": "extra_battle"}
"""The timing an Extra's printed [Activate: Main] / [Activate: Battle] skill names in the card data, per window."""


def extra_timing(game: Game, iid: InstanceId, window: str) -> bool:
    """Whether the Extra has a skill usable from hand in this window."""
    timing = EXTRA_TIMINGS.get(window)
    abilities = language_of(game).abilities(game.definition(iid))
    return any(isinstance(a, M.ActivatedAbility) and timing in a.timing for a in abilities)


INVOKER = "invoker"
INVOKER_COLOURS = {"red", "blue"}


def _invoker_energy(game: Game, player: PlayerId) -> InstanceId | None:
    """An Active red/blue multicolour energy (10-40-1)."""
    cards = game.state.cards
    for iid in game.zone(Z.ref(Z.ENERGY, player)):
        if cards[iid].orientation == Z.ACTIVE and set(game.definition(iid).colors) == INVOKER_COLOURS:
            return iid
    return None


def _invoker_problem(game: Game, action: Action) -> RulesError | None:
    """[Invoker] (10-40-1): a red/blue multicolour Extra activated by resting a red/blue multicolour energy instead
    of paying its energy cost, while you have a card with [Invoker] in play."""
    assert action.card is not None
    player = action.player
    in_play = [c for area in (Z.LEADER, Z.BATTLE) for c in game.zone(Z.ref(area, player))]
    if not any(K.has_keyword(game, c, K.INVOKER) for c in in_play):
        return IllegalAction("10-40-1", "You have no card with [Invoker] in play.")
    if set(game.definition(action.card).colors) != INVOKER_COLOURS:
        return IllegalAction("10-40-1", "[Invoker] activates only red/blue multicolour Extra Cards.")
    if _invoker_energy(game, player) is None:
        return IllegalAction("10-40-1", "[Invoker] needs an Active red/blue multicolour energy to rest.")
    return None


class UseExtra:
    """Activate an Extra Card from hand in the Main Phase (6-3-1-2-3) or in your Offense / Defense Step
    (7-2-1-2-3, 7-3-1-2-3), per its [Activate: Main] / [Activate: Battle] skill; [Field] in the Main Phase."""

    kind = USE_EXTRA
    label = "Activate"
    window = "main"

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        hand = Z.hand_of(game, player, C.EXTRA)
        for card in hand:
            yield shared_action(self.kind, player, card=card)
            if set(game.definition(card).colors) == INVOKER_COLOURS:
                yield shared_action(self.kind, player, card=card, option=INVOKER)

    def check(self, game: Game, action: Action) -> RulesError | None:
        # 2-3-2-3: Extra Cards activate their skills by going from the hand to the Drop Area
        error = option_problem(action, (INVOKER, CHOOSE_ENERGY)) or hand_card(
            game, action, (C.EXTRA,), "an Extra Card", "2-3-2-3"
        )
        if error is not None:
            return error
        return _extra_problem(game, action)

    def legal(self, game: Game, player: PlayerId) -> Iterable[Action]:
        """The candidates `check` accepts (ListsLegal): each is an Extra Card of the player's hand by construction
        (the zone's list), with an option it has, so only its timing and cost are asked (`_extra_problem`)."""
        return [action for action in self.candidates(game, player) if _extra_problem(game, action) is None]

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None
        player = action.player
        window = "main" if game.state.step in ("", "end_step") else "battle"
        game.reveal([action.card], rule="8-5-2-1")
        if action.option == CHOOSE_ENERGY:  # the activation waits for the player's choice of energy (pushed last)
            game.push(Task("dbs:activate_extra", {"card": int(action.card), "player": int(player), "window": window}))
            game.push(pay_task(player, total_cost(game, action.card), specified(game, action.card), "8-5-2-2-1"))
            return
        if action.option == INVOKER:
            energy = _invoker_energy(game, player)
            assert energy is not None
            game.set_orientation(energy, Z.REST, rule="10-40-1")
        else:
            pay_card_cost(game, action, rule="8-5-2-2-1")
        activate_extra(game, action.card, player, window)


def _extra_problem(game: Game, action: Action) -> RulesError | None:
    """An Extra Card of the player's hand: [Field] only in the Main Phase (10-3-1), else a skill of this window
    (8-1-3-1); then [Invoker]'s energy (10-40-1) or the energy cost (8-5-2-2-1)."""
    assert action.card is not None
    decision = game.decision
    window = decision.context if decision is not None else ""
    name = game.definition(action.card).name
    field = K.has_keyword(game, action.card, K.FIELD)
    if field and window != "main":
        return IllegalAction("10-3-1", f"[Field] {name} is activated in your Main Phase.")
    if not field and not extra_timing(game, action.card, window):
        when = "Battle" if window == "main" else "Main"
        return IllegalAction("8-1-3-1", f"{name} has no skill to activate now (its skill is an [Activate: {when}]"
                             " or a [Counter]).")  # fmt: skip
    if action.option == INVOKER:
        return _invoker_problem(game, action)
    return card_cost_problem(game, action, "8-5-2-2-1")


def activate_extra_task(game: Game, task: Task) -> None:
    """The "dbs:activate_extra" task: the activation once its energy is paid."""
    card = InstanceId(task.args["card"])
    if card in game.state.cards:
        activate_extra(game, card, PlayerId(task.args["player"]), str(task.args["window"]))


def activate_extra(game: Game, card: InstanceId, player: PlayerId, window: str) -> None:
    """8-5-2-5-1: the Extra goes to the Drop, then its effect; a [Field] goes to the Battle Area, Active (10-3-1),
    and any other [Field] of yours to the Drop (10-3-3)."""
    name = game.definition(card).name
    if K.has_keyword(game, card, K.FIELD):
        for old in list(game.zone(Z.ref(Z.BATTLE, player))):
            if K.has_keyword(game, old, K.FIELD):
                to_drop(game, old, rule="10-3-3")
        placed = game.move(card, Z.ref(Z.BATTLE, player), face_up=True, orientation=Z.ACTIVE, rule="10-3-1")
        game.log(f"{subject(player, 'places', 'place')} the [Field] {name}.", player, "10-3-1")
        signal(game, "extra_activated", placed, player)
        return
    used = to_drop(game, card, rule="8-5-2-5-1")
    game.log(f"{subject(player, 'activates', 'activate')} {name}.", player, "8-5-2-5-1")
    signal(game, "extra_activated", used, player)
    for trait in ("Heroic", "Villainous"):
        if trait in C.traits(game.definition(used)):
            signal(game, f"{trait.lower()}_played", used, player)
    depth = len(game.state.stack)
    resolve_text(game, used, EXTRA_TIMINGS[window], player)
    skill = next((a for a in language_of(game).abilities(game.definition(used))
                  if isinstance(a, M.ActivatedAbility) and EXTRA_TIMINGS[window] in a.timing), None)  # fmt: skip
    if skill is not None:  # counter timings after it is activated and after it resolves (8-5-2-4, 8-5-2-6)
        around_skill(game, depth, player, skill.effect, used)
