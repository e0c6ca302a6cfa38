"""Builds the `weiss-schwarz` Ruleset: zones, phases, procedures, actions, rule actions and the ability dialect."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.abilities import ability_action_rules
from engine.actions import Action
from engine.errors import IllegalAction, RulesError
from engine.ids import InstanceId
from engine.ruleset import ActionRule, DeckSection, Handler, Ruleset
from engine.rulesets.weiss_schwarz import carddata as C
from engine.rulesets.weiss_schwarz import kinds as K
from engine.rulesets.weiss_schwarz import procedures as P
from engine.rulesets.weiss_schwarz import table_view
from engine.rulesets.weiss_schwarz import zones as Z
from engine.rulesets.weiss_schwarz.actions import (
    DRAW,
    EVENT_DONE,
    ClockCard,
    MoveCharacter,
    PlayCharacter,
    PlayClimax,
    PlayEvent,
    draw_task,
    event_done,
)
from engine.rulesets.weiss_schwarz.attack import REVERSE, DeclareAttack, attack_phase, reverse_in_battle
from engine.rulesets.weiss_schwarz.bot_policy import WeissSchwarzPolicy
from engine.rulesets.weiss_schwarz.damage import SHOT, resolve_shot
from engine.rulesets.weiss_schwarz.deckcheck import MAIN_SECTION, validate_deck
from engine.rulesets.weiss_schwarz.encore import ENCORE, ENCORE_STEP, encore_step, resolve_encore
from engine.rulesets.weiss_schwarz.icons import ICONS, run_icons
from engine.rulesets.weiss_schwarz.language import ability_problems, language
from engine.rulesets.weiss_schwarz.phases import (
    CLIMAX_PLAYED,
    PHASES,
    climax_phase,
    clock_phase,
    draw_phase,
    end_phase,
    main_phase,
    stand_phase,
)
from engine.rulesets.weiss_schwarz.rule_actions import LEVEL_UP, check_timing, interrupts, level_up
from engine.rulesets.weiss_schwarz.setup import setup
from engine.rulesets.weiss_schwarz.stats import card_stats

if TYPE_CHECKING:
    from engine.abilities.model import ActivatedAbility
    from engine.formats.cards import CardDatabase, CardDefinition
    from engine.formats.decks import Deck
    from engine.formats.problems import Problem
    from engine.game import Game
    from engine.views import Battle

RULESET_ID = "weiss-schwarz"


@dataclass
class WeissSchwarzRuleset(Ruleset):
    """Weiß Schwarz, by its comprehensive rules (v2.03); see NOTES.md for every choice made."""

    # Interrupt rule actions (9.1.2.1) run at once, before every step; check-type ones (9.1.2.2) only at a check
    # timing (the "ws:check" task). The functions themselves (no method around them): the kernel calls them after
    # every step and every move.
    rule_processing = staticmethod(interrupts)
    after_move = staticmethod(P.after_move)

    def refusal_outside_window(self, game: Game, action: Action) -> RulesError | None:
        return refusal(game, action)

    def card_stats(self, game: Game, iid: int) -> dict[str, int]:
        return card_stats(game, InstanceId(iid))

    def plain_stats(self, card: CardDefinition) -> bool:
        """With no effect on it, a card shows its printed numbers wherever it is (stats.card_stats)."""
        return True

    def stats_follow_effects(self, card: CardDefinition) -> bool:
        """With effects on it, from those too: their kinds and values in timestamp order, from ids and sources
        (8.9.1.5)."""
        return True

    def battle(self, game: Game) -> Battle | None:
        return table_view.battle(game)

    def validate_deck(self, deck: Deck, database: CardDatabase) -> list[RulesError]:
        return validate_deck(deck, database)

    def activation_refusal(
        self, game: Game, iid: InstanceId, ability: ActivatedAbility, reason: str, text: str
    ) -> RulesError:
        """A Backup (10.5) refused for its level or its timing cites the Backup rule itself."""
        if "backup" in game.definition(iid).keywords and "counter" in ability.timing:
            if reason == "condition":
                level = Z.level_of_player(game, game.card(iid).controller)
                return IllegalAction("10.5.2", f"Backup can be played only if your level is high enough; yours is "
                                     f"{level}.")  # fmt: skip
            if reason == "timing":
                return IllegalAction("10.5.1", "Backup is played from your hand in your opponent's Counter Step.")
        return super().activation_refusal(game, iid, ability, reason, text)

    def card_problems(self, card: CardDefinition) -> list[Problem]:
        """Section 2's printed information (`carddata.card_problems`): an unknown trigger icon is refused at load."""
        return C.card_problems(card)

    def ability_problems(self, card: CardDefinition) -> list[Problem]:
        """The dialect's checks, and the limits of `language.ability_problems` on a card whose abilities parse."""
        found = super().ability_problems(card)
        if not found and self.abilities is not None:
            found = ability_problems(card, self.abilities)
        return found

    def bot_policy(self, database: CardDatabase) -> WeissSchwarzPolicy:
        return WeissSchwarzPolicy(database)


def refusal(game: Game, action: Action) -> RulesError | None:
    """The rule that says when an action is allowed, for an action tried at another time."""
    state = game.state
    phase, kind = state.phase, action.kind
    if kind == K.PLAY_CLIMAX:
        if phase == "main":
            return IllegalAction("6.5.1.2", "A climax is played in the climax phase, not the main phase.")
        if state.vars.get(CLIMAX_PLAYED) == state.turn:
            return IllegalAction("6.6.1.2.2", "Only one climax is played in a climax phase.")
        return IllegalAction("6.6.1.2.1", "A climax is played from hand in your climax phase.")
    if phase == "climax":
        return IllegalAction("6.6.1.2.1", "In the climax phase only a climax can be played.")
    if state.step == "counter" and kind in (K.PLAY, K.MOVE, K.ATTACK):
        return IllegalAction("7.4.1.2.1", "In the counter step only counter events and Counter abilities are used.")
    if kind == K.ATTACK:
        return IllegalAction("7.2.1.3", "Attacks are declared in your attack declaration step.")
    if kind == K.CLOCK_CARD:
        return IllegalAction("6.4.1.2", "A card goes into the clock in your clock phase.")
    if kind in (K.PLAY, K.PLAY_EVENT, K.MOVE):
        what = {K.PLAY: "Characters are played", K.PLAY_EVENT: "Events are played", K.MOVE: "Characters move"}[kind]
        return IllegalAction("6.5.1.2", f"{what} in your main phase.")
    return None


HANDLERS: dict[str, Handler] = {
    "setup": setup,
    "phase:stand": stand_phase,
    "phase:draw": draw_phase,
    "phase:clock": clock_phase,
    "phase:main": main_phase,
    "phase:climax": climax_phase,
    "phase:attack": attack_phase,
    "phase:end": end_phase,
    P.CHECK: check_timing,
    LEVEL_UP: level_up,
    ENCORE: resolve_encore,
    ENCORE_STEP: encore_step,
    SHOT: resolve_shot,
    ICONS: run_icons,
    EVENT_DONE: event_done,
    DRAW: draw_task,
    REVERSE: reverse_in_battle,
}


def action_rules() -> dict[str, ActionRule]:
    rules: list[ActionRule] = [
        PlayCharacter(), PlayEvent(), PlayClimax(), MoveCharacter(), ClockCard(), DeclareAttack(),
    ]  # fmt: skip
    return {**{rule.kind: rule for rule in rules}, **ability_action_rules()}


def build_ruleset() -> WeissSchwarzRuleset:
    """The `weiss-schwarz` ruleset (a new object each call; its language caches parsed card abilities)."""
    return WeissSchwarzRuleset(
        id=RULESET_ID,
        version="2",  # 2: the rules-text fixes of 2026-11-25 (old replays re-simulate as another version)
        name="Weiß Schwarz",
        zones=Z.ZONES,
        phases=PHASES,
        deck_sections=(DeckSection(MAIN_SECTION, Z.DECK),),
        orientations=Z.ORIENTATIONS,
        handlers=HANDLERS,
        action_rules=action_rules(),
        not_your_decision_rule="8.5.2.2",
        concede_rule="1.2.4",
        loop_rule="11.1.1.1",
        trigger_rule="8.5.1.2",
        activation_rule="8.6.2",
        refusal_rules={"cost": "8.6.2.3.2"},
        layout=Z.LAYOUT,
        abilities=language(),
        card_rules=C.CARD_RULES,
    )
