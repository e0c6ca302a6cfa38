"""How the heuristic bot plays ONE PIECE: develop, power up attackers that can win, attack, defend its Life."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.actions import Action
from engine.bot import PASS_SCORE, cards_by_id, chance_by_worth, stat, zone_count
from engine.rulesets.one_piece.battle import BATTLE_ROLES, BLOCK
from engine.rulesets.one_piece.bot.base import BotTable
from engine.rulesets.one_piece.bot.choices import GAINS, LOSSES, ChoiceScoring
from engine.rulesets.one_piece.bot.defence import DefenceScoring
from engine.rulesets.one_piece.bot.main_phase import MainPhaseScoring
from engine.rulesets.one_piece.damage import ACTIVATE_TRIGGER
from engine.rulesets.one_piece.setup import GO_FIRST
from engine.rulesets.one_piece.zones import CHARACTERS, DON_DECK, HAND, LIFE

LIFE_WORTH = (0.0, 0.91, 1.82, 2.59, 3.19, 3.79)
"""What 0-5 Life cards are worth to the judgement (each further one 0.6), with the weights of `OnePiecePolicy.worth`:
fitted (logistic regression) to who won 300 heuristic games from the position at the start of every turn
(bench/fit_evaluation.py; held-out log loss 0.637 against 0.673 for the hand-set weights before). The last card
fitted lower (few positions) and is kept at the value of the one before it."""

if TYPE_CHECKING:
    from engine.formats.cards import CardDatabase
    from engine.ids import PlayerId
    from engine.views import View


class OnePiecePolicy(MainPhaseScoring, DefenceScoring, ChoiceScoring):
    """Scores the moves of a ONE PIECE (or ENERGIO!!) seat from its view and the printed card data.

    Main Phase: play the costliest affordable Character, then give DON!! to attackers that can then win their
    battle, then attack the Leader (or a valuable rested Character) with every card whose power is at least the
    target's. Defence: block or use Counters when the attack would hit at low Life or K.O. a valuable Character,
    and only when that is enough to win the battle. [Trigger]s are used when the card has one the engine
    can resolve; an opening hand is kept with enough cheap Characters.
    """

    def __init__(self, database: CardDatabase, don_power: int = 1000) -> None:
        super().__init__(database, don_power)
        self._battle: tuple[int, int, int] | None = None
        """The last battle a block or counter window showed this seat (turn, attacker, target): an ability's
        target chosen during that battle (a [Counter] Event's power) goes to the attacked card."""

    def evaluate(self, view: View) -> float:
        """The seat's chance from its view: the lead in `worth` as a chance (a Leader hit with no Life loses,
        1-2-1-1-1; a lost Life card goes to the hand, so the first are worth less)."""
        return chance_by_worth(view, lambda p: self.worth(view, p))

    @staticmethod
    def worth(view: View, player: PlayerId) -> float:
        """What `player`'s position is worth to the judgement (weights fitted, see `LIFE_WORTH`): Life, the cost of
        their Characters (0.116 a point), cards in hand (0.325 each) and DON!! out of the DON!! deck (0.18 each)."""
        life = zone_count(view, LIFE, player)
        worth = LIFE_WORTH[min(life, 5)] + 0.6 * max(0, life - 5)
        for zone in view.zones:
            if zone.ref.name == CHARACTERS and zone.ref.owner == player:
                worth += 0.116 * sum(stat(card, "cost") for card in zone.cards)
        return worth + 0.325 * zone_count(view, HAND, player) - 0.18 * zone_count(view, DON_DECK, player)

    def scores(self, view: View, legal: Sequence[Action]) -> Sequence[float | None]:
        decision = view.decision
        if decision is None or view.viewer is None:
            return [None] * len(legal)
        table = BotTable(view, view.viewer, cards_by_id(view))
        context = decision.context
        if context == "main":
            return self._main(table, legal)
        if context in (BLOCK, "counter") and decision.labels == BATTLE_ROLES:
            attacker, target = decision.options
            self._battle = (view.turn, attacker, target)
            if context == BLOCK:
                return self._block(table, legal, attacker, target)
            return self._counter(table, legal, attacker, target)
        if context == "redraw":
            return [self._redraw(table, action) for action in legal]
        if context == "first_or_second":
            return [1.0 if action.picks == (GO_FIRST,) else PASS_SCORE for action in legal]
        if context == "life_trigger":
            use = self._trigger_worth_using(table)
            return [1.0 if (action.picks == (ACTIVATE_TRIGGER,)) == use else PASS_SCORE for action in legal]
        if context in LOSSES or context in GAINS:
            return self._choose_cards(table, legal, context in LOSSES)
        if context == "return_don":
            return [sum(self._don_to_return(table, p) for p in action.picks) for action in legal]
        return [None] * len(legal)
