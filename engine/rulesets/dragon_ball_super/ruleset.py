"""Builds the `dragon-ball-super` Ruleset: zones, phases, actions, hooks and the registry of tasks."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engine.abilities import ability_action_rules
from engine.abilities.interpreter import can_pay
from engine.abilities.model import RulesetStep
from engine.actions import Action
from engine.errors import IllegalAction, RulesError
from engine.ids import InstanceId, PlayerId, ZoneRef
from engine.ruleset import ActionRule, DeckSection, Handler, Ruleset
from engine.rulesets.dragon_ball_super import carddata as C
from engine.rulesets.dragon_ball_super import zones as Z
from engine.rulesets.dragon_ball_super.activation import Activate
from engine.rulesets.dragon_ball_super.battle import Attack, battle
from engine.rulesets.dragon_ball_super.choose_energy import ChooseEnergy
from engine.rulesets.dragon_ball_super.combo import Combo
from engine.rulesets.dragon_ball_super.counters import UseCounter, counter_resolved, counter_timing, resolve_counter
from engine.rulesets.dragon_ball_super.damage import battle_damage, damage
from engine.rulesets.dragon_ball_super.deckcheck import LEADER_SECTION, MAIN_SECTION, validate_deck
from engine.rulesets.dragon_ball_super.extras import UseExtra, activate_extra_task
from engine.rulesets.dragon_ball_super.keyword_actions import Aegis, Arrival, Successor, Swap, Union
from engine.rulesets.dragon_ball_super.language import language
from engine.rulesets.dragon_ball_super.main_actions import (
    Evolve,
    OverRealm,
    PlayBattle,
    PlayUnison,
    StackUnison,
    finish_play,
)
from engine.rulesets.dragon_ball_super.payment import pay_step
from engine.rulesets.dragon_ball_super.phases import CHARGE, END, MAIN, charge_phase, end_phase, main_phase, phase_specs
from engine.rulesets.dragon_ball_super.procedures import CHECKPOINT, checkpoint_task, ko_task
from engine.rulesets.dragon_ball_super.rules import rule_processing as rules_processing
from engine.rulesets.dragon_ball_super.rules import unique_choice
from engine.rulesets.dragon_ball_super.setup import setup
from engine.rulesets.dragon_ball_super.skill_counters import SKILL_TIMING, auto_skill, skill_timing
from engine.rulesets.dragon_ball_super.stats import MARKER, card_stats
from engine.views import Battle

if TYPE_CHECKING:
    from engine.abilities.model import ActivatedAbility
    from engine.bot import BotPolicy
    from engine.formats.cards import CardDatabase, CardDefinition
    from engine.formats.decks import Deck
    from engine.formats.problems import Problem
    from engine.game import Game

RULESET_ID = "dragon-ball-super"
OUTSIDE_WINDOW = {
    "combo": ("7-2-1-2", "You combo only in your Offense Step or, as the defender, in your Defense Step."),
    "arrival": ("10-32-1", "[Arrival] is an [Activate: Battle] skill: use it in your Offense or Defense Step."),
    "aegis": ("10-33-1-1", "[Aegis] is used only in the Defense Step of your opponent's turn."),
    "use_counter": ("4-7-1", "A [Counter] is activated only at a counter timing."),
    "attack": ("6-3-1-2-4", "You attack only in your Main Phase, outside a battle."),
    "play_battle": ("6-3-1-2-1", "You play Battle Cards only in your Main Phase, outside a battle."),
    "play_unison": ("6-3-1-2-2", "You play Unison Cards only in your Main Phase, outside a battle."),
    "stack_unison": ("6-3-1-2-3-3", "You place a Unison Card under yours only in your Main Phase."),
    "use_extra": ("8-1-3-1", "You activate an Extra Card in your Main Phase or in your own Offense or Defense Step."),
    "evolve": ("10-5-1", "[Evolve] is an [Activate: Main] skill: use it in your Main Phase."),
    "over_realm": ("10-15-1", "[Over Realm] is an [Activate: Main] skill: use it in your Main Phase."),
    "union": ("10-13-1", "[Union] skills are [Activate: Main] skills: use them in your Main Phase."),
    "swap": ("10-24-1", "[Swap] is an [Activate: Main] skill: use it in your Main Phase."),
    "successor": ("10-41-1", "[Successor] is an [Activate: Main] skill: use it in your Main Phase."),
    "activate": ("8-1-3", "You use a skill only at a free timing of yours that its [Activate] allows."),
}
"""Per action kind: the rule and words of a refusal when the open window does not allow it."""
REFUSAL_RULES = {"timing": "8-1-3-1", "zone": "2-12-2", "limit": "10-11-4", "condition": "8-3-3", "cost": "8-4-2-2"}
"""The rule an [Activate] refusal cites by reason: its timing (8-1-3-1), its area (2-12-2), [Once per Turn]
(10-11-4), its condition (8-3-3), its whole cost (8-4-2-2)."""


KEYWORD_COSTS = {
    "limit": ("10-48-4", "[Limit {count}]: the skill was used as often as it may be this turn, across your copies."),
    "spirit_boost": ("10-47-1", "[Spirit Boost {count}]: your Unison Card has fewer than {count} markers to remove."),
    "servant_to_deck": ("10-44-1", "[Overlord]: you have no Battle Card with [Servant] to put under your deck."),
    "drop_under": ("10-46-1", "[Rejuvenate]: no card lies under this card."),
    "marker_cost": ("8-4-2-5-1-3", "The marker skill cost [{count}] removes more markers than the card has."),
}
"""Keyword skill costs (ruleset cost steps) by name: the rule and words of a refusal when that part cannot be paid."""


def _unpayable_keyword_cost(game: Game, iid: InstanceId, ability: ActivatedAbility) -> RulesError | None:
    """The first keyword part of the cost that cannot be paid now, as a refusal (None: none of them)."""
    controller = game.card(iid).controller
    for step in ability.cost:
        if isinstance(step, RulesetStep) and step.name in KEYWORD_COSTS and not can_pay(game, step, iid, controller):
            rule, words = KEYWORD_COSTS[step.name]
            return IllegalAction(rule, words.format(count=step.args.get("count", 1)))
    return None


@dataclass
class DragonBallRuleset(Ruleset):
    """The Dragon Ball Super Card Game rules engine (General Rules Ver. 1.23)."""

    window_extras: dict[str, tuple[str, ...]] = field(default_factory=dict)
    window_cache: dict[str, tuple[str, ...]] = field(default_factory=dict, init=False, repr=False, compare=False)
    """`procedures.window_actions` by window, worked out once (every main, battle and counter window asks)."""

    rule_processing = staticmethod(rules_processing)  # the function itself: asked before every engine step

    def attachment_destination(self, game: Game, host_zone: ZoneRef, attached_owner: PlayerId) -> ZoneRef:
        """11-3-4: the cards under a card that leaves go to their owners' Drop."""
        return Z.ref(Z.DROP, attached_owner)

    def after_move(self, game: Game, before: InstanceId, after: InstanceId, src: ZoneRef, dst: ZoneRef) -> None:
        """4-12-4: markers go with a card only into an opponent's Unison Area (never here: they are dropped when
        `move` makes a new card); 10-18-7: a token leaving the Battle or Combo Area is removed from the game."""
        card = game.state.cards.get(after)
        if card is None:
            return
        if dst.name != Z.UNISON:
            card.counters.pop(MARKER, None)
        if game.definition(after).category == C.TOKEN and dst.name not in (Z.BATTLE, Z.COMBO, Z.REMOVED):
            game.move(after, Z.ref(Z.REMOVED, card.owner), face_up=True, rule="10-18-7")

    def battle(self, game: Game) -> Battle | None:
        """The battle in `state.vars["battle"]`: the attack card, the guard card, the [Blocker] if one blocked."""
        found = game.state.vars.get("battle")
        cards = game.state.cards
        if not isinstance(found, dict) or found.get("attack") not in cards:
            return None
        attacker, guard = InstanceId(found["attack"]), found.get("guard")
        blocker = InstanceId(guard) if found.get("blocked") and guard in cards else None
        target = InstanceId(guard) if guard in cards else None
        return Battle(attacker, target, PlayerId(1 - cards[attacker].controller), blocker)

    def refusal_outside_window(self, game: Game, action: Action) -> RulesError | None:
        """The rule of an action made outside the only timing that allows it."""
        rule, text = OUTSIDE_WINDOW.get(action.kind, ("", ""))
        return IllegalAction(rule, text) if rule else None

    def activation_refusal(
        self, game: Game, iid: InstanceId, ability: ActivatedAbility, reason: str, text: str
    ) -> RulesError:
        """An [Awaken] or [Wish] whose condition is not met cites its keyword's rule (10-2-1, 10-28-1); a cost
        whose keyword part cannot be paid, that keyword's rule (`KEYWORD_COSTS`)."""
        if reason == "cost":
            keyword = _unpayable_keyword_cost(game, iid, ability)
            if keyword is not None:
                return keyword
        if reason == "condition":
            label = ability.label or ""
            if "[Awaken]" in label:
                return IllegalAction("10-2-1", f"[Awaken]: {text}")
            if "[Wish]" in label:
                return IllegalAction("10-28-1", f"[Wish]: {text}")
        return super().activation_refusal(game, iid, ability, reason, text)

    def card_stats(self, game: Game, iid: int) -> dict[str, int]:
        return card_stats(game, InstanceId(iid))

    def plain_stats(self, card: CardDefinition) -> bool:
        """With no effect on it, a card's numbers follow from the card, where it lies, whether it lies under a card
        (its skills negated, 11-3-2), its markers and the cards under it (stats.card_stats); a «Universe 7» card's
        specified cost may depend on the [Warrior of Universe 7] cards in play (10-21-1): always asked."""
        return "Universe 7" not in C.traits(card)

    def validate_deck(self, deck: Deck, database: CardDatabase) -> list[RulesError]:
        return validate_deck(deck, database)

    def card_problems(self, card: CardDefinition) -> list[Problem]:
        """Printed information this ruleset cannot play (a card with any is refused at load): `carddata`."""
        return C.card_problems(card)

    def bot_policy(self, database: CardDatabase) -> BotPolicy | None:
        from engine.rulesets.dragon_ball_super.bot_policy import DragonBallPolicy

        return DragonBallPolicy(database)


HANDLERS: dict[str, Handler] = {
    "setup": setup,
    f"phase:{CHARGE}": charge_phase,
    f"phase:{MAIN}": main_phase,
    f"phase:{END}": end_phase,
    "dbs:battle": battle,
    "dbs:battle_damage": battle_damage,
    "dbs:damage": damage,
    "dbs:counter_timing": counter_timing,
    "dbs:resolve_counter": resolve_counter,
    "dbs:counter_resolved": counter_resolved,
    "dbs:finish_play": finish_play,
    "dbs:ko": ko_task,
    "dbs:unique": unique_choice,
    "dbs:pay": pay_step,
    "dbs:activate_extra": activate_extra_task,
    CHECKPOINT: checkpoint_task,
    SKILL_TIMING: skill_timing,
    "ability:triggered": auto_skill,  # [Auto] skills too have counter timings around them (8-5-1)
}


def action_rules() -> dict[str, ActionRule]:
    rules: list[ActionRule] = [
        PlayBattle(), PlayUnison(), StackUnison(), Evolve(), OverRealm(), UseExtra(), Attack(), Combo(), UseCounter(),
        Union(), Swap(), Successor(), Arrival(), Aegis(), ChooseEnergy(),
    ]  # fmt: skip
    return {rule.kind: rule for rule in rules}


def build_ruleset() -> DragonBallRuleset:
    """The `dragon-ball-super` ruleset with its ability dialect (what the app plays)."""
    return DragonBallRuleset(
        id=RULESET_ID,
        version="2",  # 2: the rules-text fixes of 2026-11-25 (old replays re-simulate as another version)
        name="Dragon Ball Super Card Game",
        zones=Z.zone_specs(),
        phases=phase_specs(),
        deck_sections=(
            DeckSection(LEADER_SECTION, Z.LEADER, face_up=True),  # 5-2-1-2
            DeckSection(MAIN_SECTION, Z.DECK),  # 5-2-1-4
        ),
        orientations=Z.ORIENTATIONS,
        handlers=HANDLERS,
        action_rules={**action_rules(), **ability_action_rules(), "activate": Activate()},
        trigger_ordering="one_at_a_time",  # 4-5-3-2: the turn player picks one, resolves it, then rule processing
        not_your_decision_rule="4-6-1",
        concede_rule="1-2-4",
        loop_rule="11-1-2",
        trigger_rule="4-5-3-2",
        activation_rule="8-1-3",
        refusal_rules=REFUSAL_RULES,
        detached_orientation=Z.ACTIVE,
        layout=Z.table_layout(),
        abilities=language(),
        window_extras={"main": ("activate",), "battle": ("activate", "use_extra", "choose_energy")},
    )
