"""Builds the `battle-spirits-saga` Ruleset: areas, steps, procedures, actions, gameplay management and the dialect."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.abilities import ability_action_rules
from engine.abilities.model import RulesetCondition
from engine.actions import Action
from engine.errors import IllegalAction, RulesError
from engine.ids import InstanceId, PlayerId, ZoneRef
from engine.loops import endless
from engine.ruleset import ActionRule, DeckSection, Handler, Ruleset
from engine.rulesets.battle_spirits_saga import carddata as C
from engine.rulesets.battle_spirits_saga import core_moves as CM
from engine.rulesets.battle_spirits_saga import main_actions as MA
from engine.rulesets.battle_spirits_saga import stats as S
from engine.rulesets.battle_spirits_saga import steps as T
from engine.rulesets.battle_spirits_saga import zones as Z
from engine.rulesets.battle_spirits_saga.battle import (
    ATTACK,
    BATTLE_TASK,
    BLOCK,
    FLASH,
    DeclareAttack,
    DeclareBlock,
    run_battle,
    run_flash,
)
from engine.rulesets.battle_spirits_saga.battle import battle as battle_of
from engine.rulesets.battle_spirits_saga.bot_policy import BattleSpiritsPolicy
from engine.rulesets.battle_spirits_saga.burst import BURST, BURST_DONE, burst_done, run_burst
from engine.rulesets.battle_spirits_saga.core_choice import CHOOSE_TASK, run_choose
from engine.rulesets.battle_spirits_saga.deckcheck import MAIN_SECTION, validate_deck
from engine.rulesets.battle_spirits_saga.keywords import KEYWORD_TASK, run_keyword
from engine.rulesets.battle_spirits_saga.language import language
from engine.rulesets.battle_spirits_saga.magic import UseMagic, magic_done
from engine.rulesets.battle_spirits_saga.management import (
    DESTROY,
    KEPT,
    checkpoint,
    establish_winner,
    run_destroy,
    run_kept,
)
from engine.rulesets.battle_spirits_saga.setup import setup
from engine.sentences import plural
from engine.views import Battle

if TYPE_CHECKING:
    from engine.abilities.model import ActivatedAbility
    from engine.formats.cards import CardDatabase, CardDefinition
    from engine.formats.decks import Deck
    from engine.formats.problems import Problem
    from engine.game import Game

RULESET_ID = "battle-spirits-saga"


@dataclass
class BattleSpiritsRuleset(Ruleset):
    """Battle Spirits Saga, by its comprehensive rules (v1.7.0); see NOTES.md for every choice made."""

    def rule_processing(self, game: Game) -> None:
        """Gameplay management (chapter 9): a winner first (9-2, interrupting), an infinite loop nobody can end
        (12-1-1-1), then the checkpoints (9-3, 9-4); from the first turn on (during preparation, 5-2, nobody has life
        yet)."""
        if game.state.turn == 0 or game.state.outcome is not None or establish_winner(game):
            return
        if endless(game, rule="12-1-1-1"):  # an infinite loop neither player can end is a draw
            return
        checkpoint(game)  # none while a summon, placement or magic is being paid for, core by core

    @staticmethod
    def card_notes(card: CardDefinition) -> list[str]:
        """What each level needs and gives (2-10, 2-11), which a face shows only for LV1: "Levels: LV1 1 core,
        1000 BP · LV2 3 cores, 3000 BP" (the table's preview shows it under the card)."""
        if card.category == C.MAGIC or not C.levels(card):
            return []
        spirit = C.is_spirit(card)
        parts = [f"LV{n} {plural(cores, 'core')}" + (f", {bp} BP" if spirit else "")
                 for n, (cores, bp) in enumerate(C.levels(card), 1)]  # fmt: skip
        return ["Levels: " + " · ".join(parts)]

    @staticmethod
    def token_noun(kind: str) -> str:
        """The log's name of a kind of core: "1 soul core moved ..." (4-11-1), "2 cores moved ..."."""
        return "soul core" if kind == Z.SOUL else kind

    def token_destination(self, game: Game, host_zone: ZoneRef, kind: str) -> ZoneRef | None:
        """3-5-5, 10-1-3-4: the cores on a card leaving the field go to its controller's reserve."""
        return Z.ref(Z.RESERVE, host_zone.owner) if host_zone.name == Z.FIELD else None

    def after_move(self, game: Game, before: InstanceId, after: InstanceId, src: ZoneRef, dst: ZoneRef) -> None:
        """4-12-3: a token that leaves the field is removed from the game."""
        if src.name == Z.FIELD and dst.name != Z.REMOVED and C.is_token(game.definition(after)):
            game.move(after, Z.ref(Z.REMOVED, dst.owner), rule="4-12-3")

    def refusal_outside_window(self, game: Game, action: Action) -> RulesError | None:
        return refusal(game, action)

    def activation_refusal(
        self, game: Game, iid: InstanceId, ability: ActivatedAbility, reason: str, text: str
    ) -> RulesError:
        """An effect of a level the card has not reached cites 2-10-2 (a card has the effects of its current level)."""
        condition = ability.condition
        if reason == "condition" and isinstance(condition, RulesetCondition) and condition.name == "level":
            name, wanted = game.definition(iid).name, condition.args.get("value")
            return IllegalAction("2-10-2", f"{name} has that effect from LV{wanted}: it is LV{S.level(game, iid)}.")
        return super().activation_refusal(game, iid, ability, reason, text)

    def card_stats(self, game: Game, iid: int) -> dict[str, int]:
        return S.card_stats(game, InstanceId(iid))

    def plain_stats(self, card: CardDefinition) -> bool:
        """With no effect on it (a 【Link】 is one), a card's numbers follow from the card, where it lies and its
        cores: its cost, or on the field its level, cores, BP and symbols (stats.card_stats)."""
        return True

    def card_problems(self, card: CardDefinition) -> list[Problem]:
        """Printed data this ruleset cannot play (chapter 2), each naming the card id and the field."""
        return C.card_problems(card)

    def battle(self, game: Game) -> Battle | None:
        """The battle under way (7-1): the attacker attacks the player; the blocker, once declared."""
        current = battle_of(game)
        if current is None or current["attacker"] not in game.state.cards:
            return None
        blocker = current["blocker"]
        return Battle(InstanceId(current["attacker"]), None, PlayerId(current["defender"]),
                      InstanceId(blocker) if blocker in game.state.cards else None)  # fmt: skip

    def validate_deck(self, deck: Deck, database: CardDatabase) -> list[RulesError]:
        return validate_deck(deck, database)

    def describe_card(self, card: CardDefinition) -> str:
        return f"{card.name} ({card.category}, cost {card.cost or 0})"

    def bot_policy(self, database: CardDatabase) -> BattleSpiritsPolicy:
        return BattleSpiritsPolicy(database)


REFUSAL_RULES = {"cost": "8-4-2-3", "condition": "8-1-3"}
"""The rule an activated effect's refusal cites by reason: an effect cost is paid only if every portion of it can be
(8-4-2-3); an effect activates only when its conditions are met (8-1-3); any other reason, its main/flash timing
(8-1-3-1)."""


def refusal(game: Game, action: Action) -> RulesError | None:
    """The rule that says when an action is allowed, for an action tried at another time."""
    state = game.state
    kind = action.kind
    decision = state.decision
    context = decision.context if decision is not None else ""
    if kind == "play":  # a card dragged from the hand that makes no move now (the table's guess): say why not
        meant = _meant(game, action)
        return None if meant is None else game.check(meant)
    if kind == ATTACK:
        if T.first_turn(game):
            return IllegalAction("6-7-2", "Player one has no attack step on their first turn.")
        return IllegalAction("6-7-3-2", "Attacks are declared in your attack step.")
    if kind == BLOCK:
        return IllegalAction("7-1-3-1", "A block is declared only when an opponent's spirit attacks you.")
    if kind in (MA.SUMMON, MA.PLACE) and context == "flash":
        words = "" if kind == MA.SUMMON else ", and no nexus placed"
        return IllegalAction("11-9-1", f"In a flash window only a spirit with 【Swift】 can be summoned{words}.")
    if kind == CM.MOVE_CORES:
        return IllegalAction("6-6-1-2-3", "Cores are moved freely only in your own main step.")
    if kind == MA.SET_BURST:
        return IllegalAction("6-6-1-2-2", "A burst is set in your own main step.")
    if kind == MA.SWIFT:
        return IllegalAction("11-9-1", "A spirit is summoned with 【Swift】 only in a flash window.")
    if kind == CM.AWAKEN:
        return IllegalAction("11-1-1", "【Awaken】 is used only in a flash window.")
    if kind == MA.MAGIC:
        return IllegalAction("8-1-6-1", "Magic is used in your main step (a main effect) or in a flash window (a flash "
                             "effect).")  # fmt: skip
    if kind == "activate":
        return IllegalAction("8-1-3-1", "An effect is activated in your main step (main) or in a flash window (flash).")
    if kind in (MA.SUMMON, MA.PLACE):
        return IllegalAction("6-6-1-2-1", "Spirits are summoned and nexuses placed in your own main step.")
    return None


def _meant(game: Game, action: Action) -> Action | None:
    """What playing a card of the hand means in this game: a spirit is summoned with its LV1 cores (10-6), a nexus
    placed (10-7), a magic used (10-8)."""
    card = None if action.card is None else game.state.cards.get(action.card)
    if card is None or card.zone != Z.ref(Z.HAND, action.player):
        return None
    definition = game.definition(card.iid)
    levels = C.levels(definition)
    lowest = levels[0][0] if levels else 0
    if definition.category == C.SPIRIT:
        return Action(MA.SUMMON, action.player, card=card.iid, number=lowest)
    if definition.category == C.NEXUS:
        return Action(MA.PLACE, action.player, card=card.iid, number=lowest)
    if definition.category == C.MAGIC:
        return Action(MA.MAGIC, action.player, card=card.iid, number=0 if C.has_x_cost(definition) else None)
    return None


HANDLERS: dict[str, Handler] = {
    "setup": setup,
    "phase:start": T.start_step,
    "phase:core": T.core_step,
    "phase:draw": T.draw_step,
    "phase:refresh": T.refresh_step,
    "phase:main": T.main_step,
    "phase:attack": T.attack_step,
    "phase:end": T.end_step,
    BATTLE_TASK: run_battle,
    FLASH: run_flash,
    KEYWORD_TASK: run_keyword,
    BURST: run_burst,
    BURST_DONE: burst_done,
    MA.MAGIC_DONE: magic_done,
    CHOOSE_TASK: run_choose,
    DESTROY: run_destroy,
    KEPT: run_kept,
}


def action_rules() -> dict[str, ActionRule]:
    rules: list[ActionRule] = [
        MA.Summon(), MA.Place(), UseMagic(), MA.SetBurst(), CM.MoveCores(), MA.SwiftSummon(), CM.Awaken(),
        DeclareAttack(), DeclareBlock(),
    ]  # fmt: skip
    return {**{rule.kind: rule for rule in rules}, **ability_action_rules()}


def build_ruleset() -> BattleSpiritsRuleset:
    """The `battle-spirits-saga` ruleset (a new object each call; its language caches parsed card abilities)."""
    return BattleSpiritsRuleset(
        id=RULESET_ID,
        version="3",  # 2: the rules-text fixes of 2026-11-25; 3: 【Agile】's cost and payment (11-16-1, 10-6-5, 10-6-6)
        name="Battle Spirits Saga",
        zones=Z.ZONES,
        phases=T.PHASES,
        deck_sections=(DeckSection(MAIN_SECTION, Z.DECK),),
        orientations=Z.ORIENTATIONS,
        handlers=HANDLERS,
        action_rules=action_rules(),
        not_your_decision_rule="6-6-1-2-1",
        concede_rule="1-2-4",
        loop_rule="12-1-1-1",
        trigger_rule="8-5-2-4",
        trigger_ordering="stack_turn_player",  # 8-5-2-4: the newest first; the turn player picks among simultaneous
        activation_rule="8-1-3-1",
        refusal_rules=REFUSAL_RULES,
        layout=Z.LAYOUT,
        abilities=language(),
    )
