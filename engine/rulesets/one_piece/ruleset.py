"""Builds the `Ruleset` of `one-piece` or `energio` from one parameter set: rule processing, hooks, registry."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engine.abilities import ability_action_rules
from engine.actions import Action
from engine.errors import IllegalAction, RulesError
from engine.ids import PLAYERS, InstanceId, PlayerId, ZoneRef, opponent
from engine.layout import Gesture
from engine.ruleset import ActionRule, DeckSection, Handler, Ruleset
from engine.rulesets.one_piece import table_view
from engine.rulesets.one_piece import zones as Z
from engine.rulesets.one_piece.auto_effects import auto_effect_task, block_task, optional_task
from engine.rulesets.one_piece.battle import BLOCK, COUNTER_EVENT, USE_COUNTER, Block, CounterEvent, UseCounter, battle
from engine.rulesets.one_piece.bot_policy import OnePiecePolicy
from engine.rulesets.one_piece.carddata import card_problems, card_rules
from engine.rulesets.one_piece.damage import DEFEATED, damage, trigger_done
from engine.rulesets.one_piece.deckcheck import DON_SECTION, LEADER_SECTION, MAIN_SECTION, validate_deck
from engine.rulesets.one_piece.language import language
from engine.rulesets.one_piece.main_actions import (
    ACTIVATE_EVENT,
    ATTACK,
    GIVE_DON,
    PLAY_CHARACTER,
    PLAY_STAGE,
    ActivateEvent,
    Attack,
    GiveDon,
    PlayCharacter,
    PlayStage,
)
from engine.rulesets.one_piece.params import PARAMS, Params
from engine.rulesets.one_piece.phases import (
    DON,
    DRAW,
    END,
    MAIN,
    REFRESH,
    don_phase,
    draw_phase,
    end_phase,
    main_phase,
    phase_specs,
    refresh_phase,
)
from engine.rulesets.one_piece.procedures import ko_task, play_character_task
from engine.rulesets.one_piece.setup import setup
from engine.rulesets.one_piece.stats import card_stats
from engine.sentences import subject, their, whose

if TYPE_CHECKING:
    from engine.abilities.language import Language
    from engine.formats.cards import CardDatabase, CardDefinition
    from engine.formats.decks import Deck
    from engine.formats.problems import Problem
    from engine.game import Game
    from engine.views import Battle, Modifier

TRIGGER_MARK = "trigger_mark"
_DECKS = tuple(Z.ref(Z.DECK, player) for player in PLAYERS)

GESTURES = (
    Gesture(PLAY_CHARACTER, source=Z.HAND, onto=Z.CHARACTERS),  # 6-5-3-1: onto the Character area
    Gesture(PLAY_STAGE, source=Z.HAND, onto=Z.STAGE),
    Gesture(GIVE_DON, source=Z.COST, any_card=True),  # 6-5-5-1: any active DON!! of the cost area, onto its host
)
"""How ONE PIECE moves are made by hand on the table (the rest are a card dragged onto its target)."""


@dataclass
class OnePieceRuleset(Ruleset):
    """The ONE PIECE rules engine; `params` says which of the two games it plays."""

    params: Params = field(default=PARAMS["one-piece"])
    window_extras: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """Action kinds offered in a window beyond the rules declaring it (`{"main": ("activate",)}`)."""
    window_cache: dict[str, tuple[str, ...]] = field(default_factory=dict, init=False, repr=False, compare=False)
    """`procedures.window_actions` by window, worked out once (every window asks)."""

    def rule_processing(self, game: Game) -> None:
        """Defeat judgment (9-2-1): 0 deck cards (9-2-1-2) or Leader damage at 0 Life (9-2-1-1); every player
        meeting one loses at once (both: a draw, see NOTES.md)."""
        state = game.state
        zones = state.zones
        defeated = state.vars.get(DEFEATED, ())
        if not defeated and zones[_DECKS[0]] and zones[_DECKS[1]]:  # the usual answer, asked after every step
            return
        losers: list[tuple[PlayerId, str, str]] = []
        for player in PLAYERS:
            if not zones[Z.ref(Z.DECK, player)]:
                losers.append(
                    (player, f"{subject(player, 'has', 'have')} no cards left in {their(player)} deck.", "9-2-1-2")
                )
            elif player in defeated:
                losers.append((player, f"{whose(player)} Leader took damage with 0 Life.", "9-2-1-1"))
        if len(losers) == 2 and self.params.both_lose_is_draw:
            game.end_game(None, f"Both players lost at once: {losers[0][1]} {losers[1][1]}", "9-2-1")
        elif losers:
            loser, reason, rule = losers[0]
            game.end_game(opponent(loser), reason, rule)

    def refusal_outside_window(self, game: Game, action: Action) -> RulesError | None:
        """An action tried outside the window it belongs to cites the rule that says when it is taken."""
        found = OUTSIDE_WINDOW.get(action.kind)
        if found is None:
            return None
        rule, reason = found
        return IllegalAction(rule, reason.format(resource=self.params.resource))

    def card_problems(self, card: CardDefinition) -> list[Problem]:
        """The general checks of `card_rules`, and who has which number (section 2): `carddata.card_problems`."""
        assert self.card_rules is not None
        return card_problems(card, self.card_rules)

    def trigger_order(self, game: Game) -> tuple[PlayerId, PlayerId]:
        """8-6-1: the turn player's auto effects first; but if resolving them activates more of theirs, the
        non-turn player's effects that were already waiting go first (8-6-1, 8-6-1-1).

        `state.vars["trigger_mark"]` is the first id not yet used when the turn player last began resolving:
        a non-turn player's pending trigger older than it was waiting then. The kernel calls this only when it
        resolves triggers, and it sets that mark: it is not a free query.
        """
        state = game.state
        player = state.turn_player
        other = opponent(player)
        mark = state.vars.get(TRIGGER_MARK, 0)
        if any(t.controller == other and t.tid < mark for t in state.triggers):
            return (other, player)
        if any(t.controller == player for t in state.triggers):
            state.vars[TRIGGER_MARK] = state.next_id
        return (player, other)

    def attachment_destination(self, game: Game, host_zone: ZoneRef, attached_owner: PlayerId) -> ZoneRef:
        """6-5-5-4: given DON!! go to their owner's cost area (rested: `detached_orientation`)."""
        return Z.ref(Z.COST, attached_owner)

    def card_stats(self, game: Game, iid: int) -> dict[str, int]:
        return card_stats(game, InstanceId(iid))

    def plain_stats(self, card: CardDefinition) -> bool:
        """With no effect on it, a card's numbers follow from the card, the DON!! given to it (attached) and whether
        it is its controller's turn (power per DON!! given, 6-5-5-2): stats.card_stats."""
        return True

    def stats_follow_effects(self, card: CardDefinition) -> bool:
        """With effects on it, from those too: their kinds and values, and their ids for "base" effects (4-9-2)."""
        return True

    def battle(self, game: Game) -> Battle | None:
        return table_view.battle(game)

    def stat_modifiers(self, game: Game, viewer: PlayerId | None) -> tuple[Modifier, ...]:
        return table_view.stat_modifiers(game, viewer)

    def validate_deck(self, deck: Deck, database: CardDatabase) -> list[RulesError]:
        return validate_deck(self.params, deck, database)

    def bot_policy(self, database: CardDatabase) -> OnePiecePolicy:
        return OnePiecePolicy(database, self.params.don_power)


HANDLERS: dict[str, Handler] = {
    "setup": setup,
    f"phase:{REFRESH}": refresh_phase,
    f"phase:{DRAW}": draw_phase,
    f"phase:{DON}": don_phase,
    f"phase:{MAIN}": main_phase,
    f"phase:{END}": end_phase,
    "op:battle": battle,
    "op:damage": damage,
    "op:trigger_done": trigger_done,
    "op:play_character": play_character_task,
    "op:ko": ko_task,
    "ability:triggered": auto_effect_task,  # 8-1-3-1-3: not if its card moved meanwhile
    "ability:optional": optional_task,  # 10-2-13-1: a declined effect was not activated
    "ability:block": block_task,  # 8-3-1-3: nor one whose cost could not be paid
}


OUTSIDE_WINDOW = {
    USE_COUNTER: ("7-1-3-2-1", "A (Symbol) Counter is used only by the player being attacked, in the Counter Step."),
    COUNTER_EVENT: ("10-2-4-1", "A [Counter] Event is used only in your opponent's Counter Step."),
    BLOCK: ("7-1-2-1", "[Blocker] is used only by the player being attacked, in the Block Step."),
    ACTIVATE_EVENT: ("10-2-3-1", "A [Main] Event is used only in your Main Phase, and not during a battle."),
    "activate": ("10-2-2-1", "[Activate: Main] effects are used only in your Main Phase, and not during a battle."),
    PLAY_CHARACTER: ("6-5-2", "Cards are played from your hand only in your Main Phase, not during a battle."),
    PLAY_STAGE: ("6-5-2", "Cards are played from your hand only in your Main Phase, not during a battle."),
    GIVE_DON: ("6-5-2", "{resource} cards are given only in your Main Phase, not during a battle."),
    ATTACK: ("6-5-2", "Attacks are declared only in your Main Phase, not during a battle."),
}
"""The rule that says when each action is taken, cited when it is tried in another window (a counter in the Main
Phase or the Block Step)."""


def action_rules() -> dict[str, ActionRule]:
    rules: list[ActionRule] = [
        PlayCharacter(),
        PlayStage(),
        ActivateEvent(),
        GiveDon(),
        Attack(),
        Block(),
        UseCounter(),
        CounterEvent(),
    ]
    return {rule.kind: rule for rule in rules}


def build_ruleset(
    ruleset_id: str,
    *,
    abilities: Language | None = None,
    extra_handlers: Mapping[str, Handler] | None = None,
    extra_actions: Mapping[str, ActionRule] | None = None,
) -> OnePieceRuleset:
    """The `Ruleset` for "one-piece" or "energio".

    `abilities` is the game's dialect of the ability language (its "activate" and manual actions are
    added, "activate" offered in the Main Phase). `extra_handlers` and `extra_actions` add tasks and
    actions; an action rule with `window = "main"` (or "block", "counter") is offered in that window.
    """
    params = PARAMS[ruleset_id]
    actions = action_rules()
    window_extras: dict[str, tuple[str, ...]] = {}
    if abilities is not None:
        actions.update(ability_action_rules())
        window_extras["main"] = ("activate",)  # [Activate: Main] (6-5-4-1, 10-2-2-1)
    return OnePieceRuleset(
        id=params.id,
        version="2",  # 2: the rules-text fixes of 2026-11-25 (old replays re-simulate as another version)
        name=params.name,
        zones=Z.zone_specs(params),
        phases=phase_specs(params.resource),
        deck_sections=(
            DeckSection(LEADER_SECTION, Z.LEADER, face_up=True),  # 5-2-1-3
            DeckSection(MAIN_SECTION, Z.DECK),  # 5-2-1-2
            DeckSection(DON_SECTION, Z.DON_DECK),  # 3-3-1
        ),
        orientations=Z.ORIENTATIONS,
        handlers={**HANDLERS, **(extra_handlers or {})},
        action_rules={**actions, **(extra_actions or {})},
        trigger_ordering=params.trigger_ordering,
        not_your_decision_rule="6-1-2",
        concede_rule="1-2-3",
        loop_rule="11-1-1-1",
        trigger_rule=params.rule("trigger_order"),
        activation_rule="8-4-1-1",
        refusal_rules={"timing": "10-2-2-1", "zone": "2-8-2", "limit": "10-2-13-3", "cost": "8-3-1-3"},
        detached_orientation=Z.RESTED,
        layout=Z.table_layout(GESTURES),
        abilities=abilities,
        card_rules=card_rules(params.id),
        params=params,
        window_extras=window_extras,
    )


def one_piece() -> OnePieceRuleset:
    """The `one-piece` ruleset with its ability dialect: card abilities work (what the app plays)."""
    return build_ruleset("one-piece", abilities=language("one-piece"))


def energio() -> OnePieceRuleset:
    """The `energio` ruleset with its ability dialect: card abilities work (what the app plays)."""
    return build_ruleset("energio", abilities=language("energio"))
