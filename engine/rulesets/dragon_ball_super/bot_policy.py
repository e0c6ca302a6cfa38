"""How the heuristic bot plays Dragon Ball Super: charge, develop, attack, combo and counter when it pays."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from engine import actions as A
from engine.actions import Action
from engine.bot import (
    PASS_SCORE,
    ActionScore,
    ContextPolicy,
    Question,
    chance_by_worth,
    life_worth,
    stat,
    zone_count,
    zone_of,
)
from engine.ids import PlayerId, opponent
from engine.rulesets.dragon_ball_super import carddata as C
from engine.rulesets.dragon_ball_super import zones as Z
from engine.rulesets.dragon_ball_super.payment import CHOOSE_ENERGY

if TYPE_CHECKING:
    from engine.formats.cards import CardDatabase, CardDefinition
    from engine.views import CardView, View

ENERGY_WANTED = 7
"""The bot charges a card every turn until it has this much energy."""


class DragonBallPolicy(ContextPolicy):
    """Scores a seat's moves from its view and the printed card data (public to both players)."""

    def __init__(self, database: CardDatabase) -> None:
        self.database = database
        self.action_scores: dict[str, ActionScore] = {"charge": self._charge}

    def evaluate(self, view: View) -> float:
        """The seat's chance from its view: Life cards (none left loses; a lost one goes to the hand, so the first
        are worth less) against the opponent's, then cards in the Battle Area, cards in hand and energy."""
        return chance_by_worth(
            view,
            lambda p: (
                life_worth(zone_count(view, Z.LIFE, p))
                + 0.4 * zone_count(view, Z.BATTLE, p)
                + 0.3 * zone_count(view, Z.HAND, p)
                + 0.1 * zone_count(view, Z.ENERGY, p)
            ),
        )

    def other_scores(self, question: Question, legal: Sequence[Action]) -> Sequence[float | None] | None:
        view, decision, me, cards = question
        context = decision.context
        if context == "redraw":
            return [self._redraw(cards, a) for a in legal]
        if context == "main":
            return [self._main(view, me, cards, _plain(a)) - (0.01 if a.kind == CHOOSE_ENERGY else 0.0) for a in legal]
        if context == "battle" and len(decision.options) == 2:
            scores = [self._battle(view, me, cards, decision.options, _plain(a)) for a in legal]
            return [s - (0.01 if a.kind == CHOOSE_ENERGY else 0.0) for s, a in zip(scores, legal, strict=True)]
        if context == "counter":
            return [2.0 if a.kind == "use_counter" else PASS_SCORE for a in legal]
        if context == "block":
            return [self._block(view, me, a) for a in legal]
        if context == "offering":  # 10-36-2: a Life card to the Drop, or the opponent draws 2
            give = self._life(view, me) > 4
            return [1.0 if (a.kind == "yes") == give else PASS_SCORE for a in legal]
        return None

    # Reading the view.

    def _card(self, cards: dict[int, CardView], iid: int | None) -> CardDefinition | None:
        view = cards.get(iid) if iid is not None else None
        return None if view is None or view.card_id is None else self.database.get(view.card_id)

    def _life(self, view: View, player: PlayerId) -> int:
        return zone_of(view, Z.LIFE, player).count

    def _active_energy(self, view: View, player: PlayerId) -> int:
        return sum(1 for c in zone_of(view, Z.ENERGY, player).cards if c.orientation == Z.ACTIVE)

    def _combo(self, view: View, player: PlayerId) -> int:
        return sum(stat(c, "combo_power") for c in zone_of(view, Z.COMBO, player).cards)

    # Decisions.

    def _redraw(self, cards: dict[int, CardView], action: Action) -> float:
        """Return the cards costing 4 or more, keep the rest (5-2-1-6)."""
        score = 0.0
        for pick in action.picks:
            card = self._card(cards, pick)
            score += 1.0 if card is not None and (card.cost or 0) >= 4 else -1.0
        return score

    def _charge(self, view: View, me: PlayerId, cards: dict[int, CardView], action: Action) -> float:
        """Charge every turn until ENERGY_WANTED, keeping a hand to play: the card least needed soon goes (one it
        cannot pay for within two turns, a duplicate, an Extra that is no [Counter]), never the last two cards."""
        energy = zone_of(view, Z.ENERGY, me).count
        hand = [self._card(cards, c.iid) for c in zone_of(view, Z.HAND, me).cards]
        if not action.picks:
            return 0.5 if energy < ENERGY_WANTED and len(hand) > 2 else 3.0
        card = self._card(cards, action.picks[0])
        if card is None:
            return 1.0
        cost = card.cost or 0
        duplicates = sum(1 for other in hand if other is not None and other.id == card.id)
        score = 1.0
        if cost > energy + 2:
            score += 0.8  # not playable for a while: best spent as energy
        elif card.category == C.BATTLE and cost <= energy + 1:
            score -= 0.5  # playable next turn: keep it
        if duplicates > 1:
            score += 0.3
        if card.category == C.EXTRA and not any(k.startswith("counter_") for k in card.keywords):
            score += 0.2
        return score

    def _main(self, view: View, me: PlayerId, cards: dict[int, CardView], action: Action) -> float:
        kind = action.kind
        card = self._card(cards, action.card)
        if kind == A.PASS:
            return PASS_SCORE
        if kind == "activate":
            return self._activate(card, action)
        if kind in ("play_battle", "evolve", "over_realm"):
            cost = 0 if card is None else card.cost or 0
            return 3.0 + cost * 0.2 + (0.5 if kind != "play_battle" else 0.0)
        if kind == "play_unison":
            if zone_of(view, Z.UNISON, me).count:
                return PASS_SCORE - 1
            return 1.5 + 0.05 * (action.number or 0)  # an X cost: the more markers the better
        if kind in ("union", "successor"):
            return 3.6  # a big card for cards already spent
        if kind == "swap":
            return 0.5
        if kind == "stack_unison":
            return 2.5
        if kind == "use_extra":
            return self._extra(view, me, card, deficit=None)
        if kind == "attack":
            return self._attack(view, me, cards, action)
        return 1.0

    def _activate(self, card: CardDefinition | None, action: Action) -> float:
        if card is None or action.number is None:
            return 0.5
        ability = card.abilities[action.number] if action.number < len(card.abilities) else {}
        text = str(ability)
        if "awaken" in text:
            return 5.0
        return 1.2

    def _extra(self, view: View, me: PlayerId, card: CardDefinition | None, deficit: int | None) -> float:
        if card is None:
            return 0.5
        if "field" in card.keywords:
            has_field = any(
                c.card_id is not None and "field" in self.database.get(c.card_id).keywords
                for c in zone_of(view, Z.BATTLE, me).cards
            )
            return PASS_SCORE - 1 if has_field else 2.2
        text = str(card.abilities)
        if "modify" in text:  # a power change: only worth it when a battle needs it
            return 1.5 if deficit is not None and deficit > 0 else PASS_SCORE - 1
        if "destroy" in text:
            return 1.8 if zone_of(view, Z.BATTLE, opponent(me)).count else PASS_SCORE - 1
        return 1.6

    def _attack(self, view: View, me: PlayerId, cards: dict[int, CardView], action: Action) -> float:
        attacker, target = cards.get(action.card or -1), cards.get(action.target or -1)
        target_card = self._card(cards, action.target)
        if attacker is None or target is None or target_card is None:
            return 0.2
        mine, theirs = stat(attacker, "power"), stat(target, "power")
        wins = mine >= theirs
        if target_card.category == C.LEADER:
            return 1.5 if wins else 0.6  # pressure: the defender may spend cards to stop it
        if target_card.category == C.UNISON:
            return 1.6 if wins else 0.2
        return 1.8 if wins else 0.1

    def _battle(
        self, view: View, me: PlayerId, cards: dict[int, CardView], roles: tuple[int, ...], action: Action
    ) -> float:
        attack_id, guard_id = roles
        attack, guard = cards.get(attack_id), cards.get(guard_id)
        if attack is None or guard is None:
            return PASS_SCORE if action.kind == A.PASS else -1.0
        attacking = view.turn_player == me
        turn_player = view.turn_player
        attack_power = stat(attack, "power") + self._combo(view, turn_player)
        guard_power = stat(guard, "power") + self._combo(view, opponent(turn_player))
        deficit = guard_power - attack_power if attacking else attack_power - guard_power + 1
        if action.kind == A.PASS:
            return PASS_SCORE
        card = self._card(cards, action.card)
        if action.kind == "combo":
            if deficit <= 0 or card is None:
                return PASS_SCORE - 1
            guard_card = self._card(cards, guard_id)
            leader_guard = guard_card is not None and guard_card.category == C.LEADER
            if not attacking and leader_guard and self._life(view, me) > 5:
                return PASS_SCORE - 0.5  # not worth a card while Life is high
            power = C.combo_power(card) or 0
            from_hand = cards.get(action.card or -1) is not None and any(
                c.iid == action.card for c in zone_of(view, Z.HAND, me).cards
            )
            return (2.0 if power >= deficit else 0.7) - (0.2 if from_hand else 0.0) - 0.05 * (C.combo_cost(card) or 0)
        if action.kind == "use_extra":
            return self._extra(view, me, card, deficit)
        if action.kind == "arrival":
            return 1.8  # a Battle Card into play in the middle of a battle
        if action.kind == "aegis":
            rested = sum(1 for c in zone_of(view, Z.ENERGY, me).cards if c.orientation == Z.REST)
            return 1.5 if rested >= 2 else PASS_SCORE - 1
        if action.kind == "activate":
            text = "" if card is None or action.number is None else str(card.abilities[action.number])
            if "awaken" in text:
                return 5.0
            return 1.0 if deficit > 0 else PASS_SCORE - 1
        return PASS_SCORE - 1

    def _block(self, view: View, me: PlayerId, action: Action) -> float:
        if not action.picks:
            return PASS_SCORE
        if view.battle is not None and view.battle.blocker is not None:
            return PASS_SCORE - 0.5  # one blocker is enough
        return 1.0 if self._life(view, me) <= 5 else PASS_SCORE - 0.5


def _plain(action: Action) -> Action:
    """A "choose the energy" action judged as the play or activation it makes."""
    if action.kind != CHOOSE_ENERGY or action.option is None:
        return action
    return replace(action, kind=action.option, option=None)
