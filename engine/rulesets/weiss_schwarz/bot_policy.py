"""How the heuristic bot plays Weiß Schwarz: build the center stage, attack, counter to save characters."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine import actions as A
from engine.actions import Action
from engine.bot import (
    PASS_SCORE,
    ActionScore,
    ContextPolicy,
    Question,
    chance_by_worth,
    stat,
    zone_count,
    zone_of,
)
from engine.ids import PlayerId
from engine.rulesets.weiss_schwarz import carddata as C
from engine.rulesets.weiss_schwarz import kinds as K
from engine.rulesets.weiss_schwarz import zones as Z

if TYPE_CHECKING:
    from engine.formats.cards import CardDatabase, CardDefinition
    from engine.views import CardView, View

NO = -1.0
PLAY, EVENT, ABILITY, CLIMAX, ATTACK = 100.0, 60.0, 30.0, 50.0, 40.0
SAFE_CLOCK = 4  # clock a card only while the clock holds fewer (and the level is below 3)


class WeissSchwarzPolicy(ContextPolicy):
    """Scores a seat's moves from its view and the printed card data (public to both players).

    Main phase: play the highest-level affordable character onto an empty position, the center first;
    events and abilities after; never shuffle characters around. Climax phase: play a climax with two
    or more characters on the center stage. Attacks: every standing center character attacks, frontal
    when it wins the battle, else side or direct. Counter step: pump the defender when it would lose.
    Mulligan: send back climaxes and cards above level 1. Level up: keep the highest-level character.
    """

    def __init__(self, database: CardDatabase) -> None:
        self.database = database
        self.action_scores: dict[str, ActionScore] = {"main": self._main, "clock": self._clock, "attack": self._attack}

    def evaluate(self, view: View) -> float:
        """The seat's chance from its view: damage taken (7 a level plus the clock: a fourth level loses) against
        the opponent's, then characters on stage, cards in hand and stock."""
        return chance_by_worth(
            view,
            lambda p: (
                -0.3 * (7 * zone_count(view, Z.LEVEL, p) + zone_count(view, Z.CLOCK, p))
                + 0.4 * zone_count(view, Z.STAGE, p)
                + 0.1 * zone_count(view, Z.HAND, p)
                + 0.05 * zone_count(view, Z.STOCK, p)
            ),
        )

    def other_scores(self, question: Question, legal: Sequence[Action]) -> Sequence[float | None] | None:
        view, decision, me, cards = question
        context = decision.context
        if context == "climax":
            center = sum(1 for slot in Z.CENTER if zone_of(view, Z.STAGE, me, slot).cards)
            return [CLIMAX if action.kind == K.PLAY_CLIMAX and center >= 2 else None for action in legal]
        if context == "counter" and decision.labels == ("attacker", "defender"):
            attacker, defender = (cards.get(i) for i in decision.options)
            gap = (stat(attacker, "power") if attacker else 0) - (stat(defender, "power") if defender else 0)
            return [(NO if gap < 0 else EVENT) if action.kind != A.PASS else PASS_SCORE for action in legal]
        if context == "mulligan":
            return [sum(self._send_back(cards.get(i)) for i in action.picks) for action in legal]
        if context == "level_up":
            return [sum(1.0 + self._level(cards.get(i)) for i in action.picks) for action in legal]
        if context == "hand_limit":
            return [sum(-self._level(cards.get(i)) for i in action.picks) for action in legal]
        return None

    def _definition(self, card: CardView | None) -> CardDefinition | None:
        if card is None or card.card_id is None or card.card_id not in self.database:
            return None
        return self.database.get(card.card_id)

    def _level(self, card: CardView | None) -> int:
        definition = self._definition(card)
        return C.printed_level(definition) if definition is not None else 0

    def _send_back(self, card: CardView | None) -> float:
        definition = self._definition(card)
        if definition is None:
            return NO
        return 1.0 if C.is_climax(definition) or C.printed_level(definition) >= 2 else NO

    def _main(self, view: View, me: PlayerId, cards: dict[int, CardView], action: Action) -> float | None:
        if action.kind == K.PLAY and action.number is not None:
            occupied = zone_of(view, Z.STAGE, me, action.number).cards
            if occupied:
                return NO  # keep what is on the stage
            card = cards.get(action.card) if action.card is not None else None
            center = 5.0 if action.number in Z.CENTER else 0.0
            return PLAY + 10.0 * self._level(card) + center
        if action.kind == K.PLAY_EVENT:
            return EVENT
        if action.kind == K.ACTIVATE:
            return ABILITY
        if action.kind == K.MOVE:
            return NO
        return None

    def _clock(self, view: View, me: PlayerId, cards: dict[int, CardView], action: Action) -> float | None:
        if action.kind != K.CLOCK_CARD:
            return None
        level = zone_of(view, Z.LEVEL, me).count
        if level >= 3 or zone_of(view, Z.CLOCK, me).count >= SAFE_CLOCK:
            return NO
        card = cards.get(action.card) if action.card is not None else None
        return 1.0 + self._level(card)  # the card least useful now: a high level one

    def _attack(self, view: View, me: PlayerId, cards: dict[int, CardView], action: Action) -> float | None:
        if action.kind != K.ATTACK or action.card is None:
            return None
        attacker = cards.get(action.card)
        if attacker is None:
            return None
        slot = next((s for s in Z.CENTER if any(c.iid == action.card for c in zone_of(view, Z.STAGE, me, s).cards)), 0)
        facing = zone_of(view, Z.STAGE, PlayerId(1 - me), Z.FACING.get(slot, 0)).cards
        target = facing[-1] if facing else None
        if action.option == "direct":
            return ATTACK + 20.0
        power = stat(attacker, "power") - (stat(target, "power") if target is not None else 0)
        if action.option == "frontal":
            return ATTACK + (15.0 if power > 0 else 5.0 if power == 0 else -10.0)
        return ATTACK - 5.0 * (stat(target, "level") if target is not None else 0)
