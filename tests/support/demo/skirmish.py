"""The Skirmish ruleset: zones, phases, handlers, actions, rule processing (S-5-1) and deck rules (S-1)."""

from __future__ import annotations

from engine import Game, IllegalAction, PhaseSpec, PlayerId, RulesError, Ruleset
from engine.abilities import ability_action_rules
from engine.admission import CardRules
from engine.formats.cards import CardDatabase, CardDefinition
from engine.formats.decks import Deck
from engine.ids import InstanceId, ZoneRef, opponent
from engine.layout import TableLayout, ZoneLayout, ZoneStyle
from engine.ruleset import DeckSection
from engine.zones import Visibility, ZoneSpec
from tests.support.demo.actions import Attack, PlayCreature
from tests.support.demo.bot import SkirmishPolicy
from tests.support.demo.dialect import language
from tests.support.demo.procedures import battle, phase_draw, phase_end, phase_main, power, ref, setup


class Skirmish(Ruleset):
    def bot_policy(self, database: CardDatabase) -> SkirmishPolicy:
        return SkirmishPolicy()

    def rule_processing(self, game: Game) -> None:
        low = [p for p in (PlayerId(0), PlayerId(1)) if game.state.player_counters[p].get("health", 1) <= 0]
        if len(low) == 2:
            game.end_game(None, "Both players fell to 0 health.", "S-5-1")
        elif low:
            game.end_game(opponent(low[0]), f"Player {low[0] + 1} fell to 0 health.", "S-5-1")

    def attachment_destination(self, game: Game, host_zone: ZoneRef, attached_owner: PlayerId) -> ZoneRef:
        return ref("discard", attached_owner)

    def card_stats(self, game: Game, iid: int) -> dict[str, int]:
        return {"power": power(game, InstanceId(iid))}

    def plain_stats(self, card: CardDefinition) -> bool:
        return True  # the printed power, changed only by effects on the card

    def validate_deck(self, deck: Deck, database: CardDatabase) -> list[RulesError]:
        problems: list[RulesError] = []
        ids = deck.card_ids("main")
        if len(ids) != 20:
            problems.append(IllegalAction("S-1-1", f"A deck has exactly 20 cards, not {len(ids)}."))
        for card_id in sorted(set(ids)):
            if card_id not in database:
                problems.append(IllegalAction("S-1-0", f"Unknown card {card_id}."))
            elif ids.count(card_id) > 4:
                problems.append(IllegalAction("S-1-2", f"At most 4 copies of {card_id}."))
        return problems


def ruleset() -> Skirmish:
    return Skirmish(
        id="skirmish",
        version="1",
        name="Skirmish (demo)",
        zones=(
            ZoneSpec("deck", "Deck", visibility=Visibility.NOBODY, enters_face_up=False),
            ZoneSpec("hand", "Hand", visibility=Visibility.OWNER),
            ZoneSpec("field", "Field", ordered=False, capacity=3),
            ZoneSpec("discard", "Discard"),
        ),
        phases=(PhaseSpec("draw", "Draw"), PhaseSpec("main", "Main"), PhaseSpec("end", "End")),
        deck_sections=(DeckSection("main", "deck"),),
        orientations=("ready", "tapped"),
        handlers={
            "setup": setup,
            "phase:draw": phase_draw,
            "phase:main": phase_main,
            "phase:end": phase_end,
            "demo:battle": battle,
        },
        action_rules={"play": PlayCreature(), "attack": Attack(), **ability_action_rules()},
        not_your_decision_rule="S-0-1",
        concede_rule="S-5-2",
        trigger_rule="S-8-1",
        activation_rule="S-3-3",
        abilities=language(),
        card_rules=CardRules(categories=("creature", "token"), keywords=("guard",)),
        layout=TableLayout(
            zones=(
                ZoneLayout("field", 0, 0, width=4, style=ZoneStyle.ROW),
                ZoneLayout("deck", 4.2, 0),
                ZoneLayout("hand", 0, 1, width=4, style=ZoneStyle.FAN),
                ZoneLayout("discard", 4.2, 1),
            )
        ),
    )
