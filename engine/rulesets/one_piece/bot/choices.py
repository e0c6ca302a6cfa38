"""How the ONE PIECE bot answers choices: cards to pick, DON!! to return, its opening hand, a Life card's [Trigger]."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine import actions as A
from engine.actions import Action
from engine.bot import PASS_SCORE, stat
from engine.rulesets.one_piece import zones as Z
from engine.rulesets.one_piece.battle import BLOCK
from engine.rulesets.one_piece.bot.base import CHEAP, BotTable, PrintedCards, Scores
from engine.rulesets.one_piece.keywords import TRIGGER

if TYPE_CHECKING:
    from engine.formats.cards import CardDefinition

LOSSES = ("discard", "trash_from_hand", "overflow_trash")
"""Choices of cards the bot loses: the fewest, least valuable ones."""
GAINS = ("ability_target", "search", "look_pick")
"""Choices of cards an effect acts on or brings: as many as allowed, the most valuable ones (own cards an effect
would K.O. or send away excepted)."""
HARMFUL = ("K.O.", "trash", "deck", "rest")
"""Words of an ability's prompt that make choosing one's own card a loss."""

KEEP_OPENING = 2
"""An opening hand is kept with at least this many Characters of cost 3 or less (5-2-1-6)."""


class ChoiceScoring(PrintedCards):
    """Choices of cards (losses: the fewest, least valuable; gains: as many, most valuable), DON!! to return,
    keeping or redrawing the opening hand, and using a Life card's [Trigger]."""

    _battle: tuple[int, int, int] | None  # the last battle shown to this seat (set by `OnePiecePolicy.scores`)

    def _choose_cards(self, table: BotTable, legal: Sequence[Action], loss: bool) -> Scores:
        """Pick cards: for a loss the fewest and least valuable; else as many as allowed and the most valuable
        (an opponent's card to remove, a card to fetch; an own card to power up: the attacked one in a battle)."""
        decision = table.view.decision
        assert decision is not None
        if not loss and any(w in decision.prompt for w in HARMFUL):
            own = [table.card(o) for o in decision.options]
            loss = all(card is not None and card.owner == table.me for card in own)
        battle = self._battle if self._battle is not None and self._battle[0] == table.view.turn else None
        in_battle = battle is not None and table.view.step in (BLOCK, "counter", "damage")

        def value(iid: int) -> float:
            if in_battle and battle is not None and iid == battle[2]:
                return 100.0
            return table.cost(iid) + table.power(iid) / self.don_power / 10

        scores: Scores = []
        for action in legal:
            worth = sum(value(p) for p in action.picks)
            scores.append(-100.0 * len(action.picks) - worth if loss else 100.0 * len(action.picks) + worth)
        return scores

    @staticmethod
    def _don_to_return(table: BotTable, iid: int) -> float:
        """How gladly a DON!! goes back to the DON!! deck: a rested one in the cost area first, a given one last."""
        for card in table.zone(Z.COST, table.me):
            if card.iid == iid:
                return 2.0 if card.orientation == Z.RESTED else 1.0
        return 0.0

    # Set-up and damage.

    def _redraw(self, table: BotTable, action: Action) -> float:
        hand = table.zone(Z.HAND, table.me)
        cheap = sum(1 for c in hand if _is_character(self.definition(c)) and stat(c, "cost") <= CHEAP)
        redraw = cheap < KEEP_OPENING
        return 1.0 if (action.kind == A.YES) == redraw else PASS_SCORE

    def _trigger_worth_using(self, table: BotTable) -> bool:
        """Whether the Life card being taken has a [Trigger] the engine resolves (else it only costs the card)."""
        known = [c for c in table.zone(Z.LIFE, table.me) if c.card_id is not None]
        card = known[-1] if known else None
        return self.has_keyword(card, TRIGGER) and bool(self._ability_steps(card, TRIGGER))


def _is_character(definition: CardDefinition | None) -> bool:
    return definition is not None and definition.category == "character"
