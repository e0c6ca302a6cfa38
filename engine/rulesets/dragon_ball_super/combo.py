"""Combos (7-2-1-2, 7-3-1-2): a Battle Card into the Combo Area from hand or the Battle Area, paying its combo cost."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from engine.actions import Action
from engine.errors import IllegalAction, RulesError
from engine.ids import PlayerId
from engine.rulesets.dragon_ball_super import carddata as C
from engine.rulesets.dragon_ball_super import keywords as K
from engine.rulesets.dragon_ball_super import zones as Z
from engine.rulesets.dragon_ball_super.battle import COMBO, battle_state, in_battle
from engine.rulesets.dragon_ball_super.payment import cost_problem, hand_card, pay_with
from engine.rulesets.dragon_ball_super.procedures import signal
from engine.rulesets.dragon_ball_super.stats import combo_power
from engine.sentences import subject
from engine.shared_values import shared_action

if TYPE_CHECKING:
    from engine.game import Game


class Combo:
    """Combo (7-2-1-2, 7-3-1-2): in your Offense Step (turn player) or Defense Step (non-turn player), put into your
    Combo Area an Active Battle Card of yours other than the attack / guard card, or a Battle Card from hand, paying
    its combo cost in energy of any colour (NOTES.md); only cards with a combo cost and power (3-7-3-1)."""

    kind = COMBO
    label = "Combo with"
    window = "battle"

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        hand = Z.hand_of(game, player, C.BATTLE)  # only Battle Cards can combo (3-7-3-1)
        field = game.zone(Z.ref(Z.BATTLE, player))
        return [shared_action(self.kind, player, card=c) for c in (*hand, *field) if C.can_combo(game.definition(c))]

    def check(self, game: Game, action: Action) -> RulesError | None:
        player, card = action.player, action.card
        if not in_battle(game) or game.state.step not in ("offense", "defense"):
            return IllegalAction("7-2-1-2", "You combo only in a battle's Offense or Defense Step.")
        offense = game.state.step == "offense"
        rule = "7-2-1-2-1" if offense else "7-3-1-2-1"
        if card is None:
            return IllegalAction(rule, "Choose a Battle Card to combo with.")
        from_hand = Z.lies_in(game, card, player, Z.HAND)
        if from_hand:
            rule = "7-2-1-2-2" if offense else "7-3-1-2-2"  # from the hand; its combo cost: 7-2-1-2-2-1, 7-3-1-2-2-1
            error = hand_card(game, action, (C.BATTLE,), "a Battle Card", rule)
            if error is not None:
                return error
        elif not Z.lies_in(game, card, player, Z.BATTLE):
            return IllegalAction(rule, "Combo with a Battle Card from your hand or your own Battle Area.")
        if not C.can_combo(game.definition(card)):
            name = game.definition(card).name
            return IllegalAction("3-7-3-1", f"{name} has no combo cost and combo power: it cannot combo.")
        return _combo_problem(game, action, battle_state(game), from_hand, rule)

    def legal(self, game: Game, player: PlayerId) -> Iterable[Action]:
        """The candidates `check` accepts (ListsLegal): the step is asked once; each candidate is a Battle Card that
        can combo, from the player's hand or Battle Area by construction (the zones' lists)."""
        step = game.state.step
        if not in_battle(game) or step not in ("offense", "defense"):
            return []
        b, hand, cards = battle_state(game), Z.ref(Z.HAND, player), game.state.cards
        from_area, from_hand = ("7-2-1-2-1", "7-2-1-2-2") if step == "offense" else ("7-3-1-2-1", "7-3-1-2-2")
        found = []
        for action in self.candidates(game, player):
            assert action.card is not None
            in_hand = cards[action.card].zone == hand
            if _combo_problem(game, action, b, in_hand, from_hand if in_hand else from_area) is None:
                found.append(action)
        return found

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None
        player, card = action.player, action.card
        price = C.combo_cost(game.definition(card)) or 0
        from_hand = game.state.cards[card].zone.name == Z.HAND
        pay_with(game, player, action.picks, price, (), rule="7-2-1-2-1-1")
        # 3-1-4: from the Battle Area it stays the same card; from hand it is revealed as it moves.
        new = game.move(card, Z.ref(Z.COMBO, player), face_up=True, keep_instance=not from_hand, reveal=from_hand,
                        rule="7-2-1-2-2" if from_hand else "7-2-1-2-1")  # fmt: skip
        game.log(f"{subject(player, 'combos', 'combo')} with {game.definition(new).name} "
                 f"(+{combo_power(game, new)}).", player, "7-2-1-2")  # fmt: skip
        signal(game, "on_combo", new, player)


def _combo_problem(game: Game, action: Action, b: dict[str, Any], from_hand: bool, rule: str) -> RulesError | None:
    """A Battle Card of the player's that can combo, from hand or their Battle Area: not the attack or guard card
    (`b`, the battle), Active when from the Battle Area, not forbidden (1-3-3), its combo cost payable (`rule`-1)."""
    player, card = action.player, action.card
    assert card is not None
    definition = game.definition(card)
    if card in (b["attack"], b["guard"]):
        role = "attack card" if card == b["attack"] else "guard card"
        return IllegalAction(rule, f"{definition.name} is the {role}: it cannot combo.")
    if not from_hand and game.state.cards[card].orientation != Z.ACTIVE:
        return IllegalAction(rule, f"{definition.name} is in Rest Mode: only Active Battle Cards combo from the Battle "
                             "Area.")  # fmt: skip
    if K.prevented(game, card, "combo"):
        return IllegalAction("1-3-3", f"An effect forbids {definition.name} to combo.")
    price = C.combo_cost(definition) or 0
    return cost_problem(game, player, action.picks, price, (), f"{rule}-1", f"The combo cost of {definition.name}")
