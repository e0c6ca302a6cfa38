"""Keyword skills that put cards into play: [Union] (10-13), [Swap], [Successor], [Arrival]; and [Aegis] (10-33)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from engine.actions import Action
from engine.errors import IllegalAction, RulesError
from engine.ids import InstanceId, PlayerId
from engine.rulesets.dragon_ball_super import carddata as C
from engine.rulesets.dragon_ball_super import keywords as K
from engine.rulesets.dragon_ball_super import zones as Z
from engine.rulesets.dragon_ball_super.listing import checked
from engine.rulesets.dragon_ball_super.main_actions import declare_play, unique_problem
from engine.rulesets.dragon_ball_super.payment import cost_problem, hand_card, pay_with
from engine.rulesets.dragon_ball_super.procedures import place_in_battle, to_drop
from engine.rulesets.dragon_ball_super.stats import colors
from engine.shared_values import shared_action

if TYPE_CHECKING:
    from engine.game import Game

UNION, SWAP, SUCCESSOR, ARRIVAL, AEGIS = "union", "swap", "successor", "arrival", "aegis"


def _has(game: Game, iid: InstanceId, character: str) -> bool:
    return character in C.characters(game.definition(iid))


def _union_cost(game: Game, iid: InstanceId) -> int:
    value = game.definition(iid).stats.get("union_cost", 0)
    return value if isinstance(value, int) else 0


class Union:
    """[Union-Fusion] (10-13-3): from hand, drop one Battle Card of each named character from your hand, of equal
    power (`picks`), and play this card Active. [Union-Potara] (10-13-4): from hand, pay the skill cost and play it
    Active on top of your two Battle Cards of the named characters (`picks`). [Union-Absorb] (10-13-5): from your
    Battle Area (`target`), place the chosen Battle Card of the named character from your hand (`card`) on top of
    it, keeping its mode and power changes. The skill cost is the energy in `stats.union_cost`."""

    kind = UNION
    label = "[Union]"
    window = "main"

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        hand = game.zone(Z.ref(Z.HAND, player))
        battle = game.zone(Z.ref(Z.BATTLE, player))
        for card in hand:
            words = game.definition(card).keywords
            names = C.union_names(game.definition(card))
            if K.UNION_FUSION in words and len(names) == 2:
                pairs = [(a, b) for a in hand for b in hand if a != b and _has(game, a, names[0])
                         and _has(game, b, names[1])]  # fmt: skip
                yield from (Action(self.kind, player, card=card, picks=pair) for pair in pairs[:6])
            if K.UNION_POTARA in words and len(names) == 2:
                pairs = [(a, b) for a in battle for b in battle if a != b and _has(game, a, names[0])
                         and _has(game, b, names[1])]  # fmt: skip
                yield from (Action(self.kind, player, card=card, picks=pair) for pair in pairs[:6])
            for absorber in battle:
                absorbing = game.definition(absorber)
                if K.UNION_ABSORB in absorbing.keywords and _has(game, card, C.union_names(absorbing)[0]):
                    yield Action(self.kind, player, card=card, target=absorber)

    def legal(self, game: Game, player: PlayerId) -> Iterable[Action]:
        """ListsLegal: the checked candidates, none without a card printed with [Union-Fusion] / [Union-Potara] in
        hand or with [Union-Absorb] in the Battle Area."""
        battle = game.zone(Z.ref(Z.BATTLE, player))
        offered = Z.hand_has_any(game, player, (K.UNION_FUSION, K.UNION_POTARA)) or any(
            K.UNION_ABSORB in game.definition(c).keywords for c in battle
        )
        return checked(self, game, player, offered)

    def check(self, game: Game, action: Action) -> RulesError | None:
        error = hand_card(game, action, (C.BATTLE,), "a Battle Card", _from_hand_rule(game, action))
        if error is not None:
            return error
        assert action.card is not None
        player, card = action.player, action.card
        if action.target is not None:
            return self._absorb(game, action)
        definition = game.definition(card)
        names = C.union_names(definition)
        fusion = K.has_keyword(game, card, K.UNION_FUSION)
        if not fusion and not K.has_keyword(game, card, K.UNION_POTARA):
            return IllegalAction("10-13-1", f"{definition.name} has no [Union] skill to activate from hand.")
        rule = "10-13-3-1" if fusion else "10-13-4-1"
        area = Z.HAND if fusion else Z.BATTLE
        picks = [InstanceId(i) for i in action.picks]
        if len(picks) != 2 or len(set(picks)) != 2 or not all(Z.lies_in(game, p, player, area) for p in picks):
            where = "your hand" if fusion else "your Battle Area"
            return IllegalAction(rule, f"Choose one Battle Card of <{names[0]}> and one of <{names[1]}> in {where}.")
        if card in picks or not (_has(game, picks[0], names[0]) and _has(game, picks[1], names[1])):
            return IllegalAction(rule, f"Choose one Battle Card of <{names[0]}> and one of <{names[1]}>.")
        if fusion:
            powers = {game.definition(p).power for p in picks}
            if len(powers) != 1:
                return IllegalAction("10-13-3-1", "[Union-Fusion] needs two Battle Cards with the same power.")
        return unique_problem(game, card, player) or cost_problem(
            game, player, (), _union_cost(game, card), (), rule, f"[Union] {definition.name}"
        )

    def _absorb(self, game: Game, action: Action) -> RulesError | None:
        assert action.card is not None and action.target is not None
        absorber = action.target
        if not Z.lies_in(game, absorber, action.player, Z.BATTLE) or not K.has_keyword(game, absorber, K.UNION_ABSORB):
            return IllegalAction("10-13-5-2", "[Union-Absorb] is activated by a card in your Battle Area with it.")
        wanted = C.union_names(game.definition(absorber))[0]
        if not _has(game, action.card, wanted):
            return IllegalAction("10-13-5-1", f"[Union-Absorb] takes a Battle Card of <{wanted}> from your hand.")
        name = game.definition(absorber).name
        return cost_problem(game, action.player, (), _union_cost(game, absorber), (), "10-13-5-1", f"[Union] {name}")

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None
        player, card = action.player, action.card
        game.reveal([card], rule="10-13-1")
        if action.target is not None:  # 10-13-5-4: the chosen card on top of the Absorb card
            pay_with(game, player, (), _union_cost(game, action.target), (), rule="10-13-5-1")
            declare_play(game, player, card, "on_top", bases=[int(action.target)], rule="10-13-5-4")
            return
        pay_with(game, player, (), _union_cost(game, card), (), rule="10-13-1")
        picks = [InstanceId(i) for i in action.picks]
        if K.has_keyword(game, card, K.UNION_FUSION):
            for pick in picks:  # 10-13-3-4
                to_drop(game, pick, rule="10-13-3-4")
            declare_play(game, player, card, "battle")
        else:
            declare_play(game, player, card, "on_top", bases=[int(p) for p in picks], active=True, rule="10-13-4-4")


def _from_hand_rule(game: Game, action: Action) -> str:
    """The rule that takes a [Union] card from the hand: [Union-Absorb] places it (10-13-5-1); [Union-Fusion] and
    [Union-Potara] are activated only from the hand (10-13-3-2, 10-13-4-2)."""
    if action.target is not None:
        return "10-13-5-1"
    card = action.card
    words = game.definition(card).keywords if card is not None and card in game.state.cards else ()
    return "10-13-3-2" if K.UNION_FUSION in words else "10-13-4-2" if K.UNION_POTARA in words else "10-13-1"


class Swap:
    """[Swap X] (10-24-3): your Battle Card with [Swap] (`target`) plays up to 1 Battle Card with energy cost X from
    your hand (`card`, without paying its cost: NOTES.md), then returns to its owner's hand."""

    kind = SWAP
    label = "[Swap]: play"
    window = "main"

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        swappers = [c for c in game.zone(Z.ref(Z.BATTLE, player)) if K.SWAP in game.definition(c).keywords]
        hand = Z.hand_of(game, player, C.BATTLE)
        return [shared_action(self.kind, player, card=c, target=s) for s in swappers for c in hand]

    def legal(self, game: Game, player: PlayerId) -> Iterable[Action]:
        """ListsLegal: the checked candidates, none without a card printed with [Swap] in the Battle Area."""
        offered = any(K.SWAP in game.definition(c).keywords for c in game.zone(Z.ref(Z.BATTLE, player)))
        return checked(self, game, player, offered)

    def check(self, game: Game, action: Action) -> RulesError | None:
        swapper = action.target
        if swapper is None or not Z.lies_in(game, swapper, action.player, Z.BATTLE):
            return IllegalAction("10-24-1", "[Swap] is activated by your Battle Card that has it.")
        if not K.has_keyword(game, swapper, K.SWAP):
            return IllegalAction("10-24-1", f"{game.definition(swapper).name} has no [Swap].")
        error = hand_card(game, action, (C.BATTLE,), "a Battle Card", "10-24-3")
        if error is not None:
            return error
        assert action.card is not None
        x = game.definition(swapper).stats.get("swap", 0)
        if (game.definition(action.card).cost or 0) != x:
            return IllegalAction("10-24-3", f"[Swap {x}] plays a Battle Card whose energy cost is {x}.")
        return unique_problem(game, action.card, action.player)

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None and action.target is not None
        game.reveal([action.card], rule="10-24-3")
        declare_play(game, action.player, action.card, "battle", returns=int(action.target))


class Successor:
    """[Successor] (10-41): from hand, drop mono-green, mono-yellow or green/yellow Battle Cards of your Battle
    Area (`picks`) whose energy costs add up to this card's original energy cost, and play it without paying."""

    kind = SUCCESSOR
    label = "[Successor]"
    window = "main"

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        for card in Z.hand_with(game, player, K.SUCCESSOR):
            target = game.definition(card).cost or 0
            pool = [c for c in game.zone(Z.ref(Z.BATTLE, player)) if _successor_fodder(game, c)]
            found = _subset(game, pool, target)
            if found is not None:
                yield Action(self.kind, player, card=card, picks=tuple(found))

    def legal(self, game: Game, player: PlayerId) -> Iterable[Action]:
        """ListsLegal: the checked candidates, none without a card printed with [Successor] in hand."""
        return checked(self, game, player, bool(Z.hand_with(game, player, K.SUCCESSOR)))

    def check(self, game: Game, action: Action) -> RulesError | None:
        error = hand_card(game, action, (C.BATTLE,), "a [Successor] Battle Card", "10-41-3")
        if error is not None:
            return error
        assert action.card is not None
        definition = game.definition(action.card)
        if not K.has_keyword(game, action.card, K.SUCCESSOR):
            return IllegalAction("10-41-1", f"{definition.name} has no [Successor].")
        picks = [InstanceId(i) for i in action.picks]
        if len(set(picks)) != len(picks) or not all(
            Z.lies_in(game, p, action.player, Z.BATTLE) and _successor_fodder(game, p) for p in picks
        ):
            return IllegalAction("10-41-1", "Choose mono-green, mono-yellow or green/yellow Battle Cards of your "
                                 "Battle Area.")  # fmt: skip
        total = sum(game.definition(p).cost or 0 for p in picks)
        if total != (definition.cost or 0):
            return IllegalAction("10-41-1", f"Their energy costs add up to {total}, not {definition.cost}.")
        return unique_problem(game, action.card, action.player)

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None
        game.reveal([action.card], rule="10-41-1")
        for pick in action.picks:
            to_drop(game, InstanceId(pick), rule="10-41-1")
        declare_play(game, action.player, action.card, "battle")


def _successor_fodder(game: Game, iid: InstanceId) -> bool:
    definition = game.definition(iid)
    return definition.category == C.BATTLE and set(definition.colors) <= {"green", "yellow"} and bool(definition.colors)


def _subset(game: Game, pool: list[InstanceId], target: int) -> list[InstanceId] | None:
    """Some cards of the pool whose costs add up to `target` (the first found, smallest first)."""
    if target == 0:
        return []
    for index, iid in enumerate(pool):
        cost = game.definition(iid).cost or 0
        if 0 < cost <= target:
            rest = _subset(game, pool[index + 1 :], target - cost)
            if rest is not None:
                return [iid, *rest]
    return None


def _combo_colours(game: Game, player: PlayerId) -> set[str]:
    return {colour for c in game.zone(Z.ref(Z.COMBO, player)) for colour in colors(game, c)}


class Arrival:
    """[Arrival XY] (10-32): in your Offense or Defense Step, when the original colours of the cards in your Combo
    Area include every colour named (NOTES.md), pay the skill cost (`stats.arrival_cost`) and put this Battle Card
    from hand into play."""

    kind = ARRIVAL
    label = "[Arrival]"
    window = "battle"

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        return [shared_action(self.kind, player, card=c) for c in Z.hand_with(game, player, K.ARRIVAL)]

    def legal(self, game: Game, player: PlayerId) -> Iterable[Action]:
        """ListsLegal: the checked candidates, none without a card printed with [Arrival] in hand."""
        return checked(self, game, player, bool(Z.hand_with(game, player, K.ARRIVAL)))

    def check(self, game: Game, action: Action) -> RulesError | None:
        error = hand_card(game, action, (C.BATTLE,), "an [Arrival] Battle Card", "10-32-3")
        if error is not None:
            return error
        assert action.card is not None
        definition = game.definition(action.card)
        if not K.has_keyword(game, action.card, K.ARRIVAL):
            return IllegalAction("10-32-1", f"{definition.name} has no [Arrival].")
        if game.state.step not in ("offense", "defense"):
            return IllegalAction("10-32-1", "[Arrival] is an [Activate: Battle] skill: use it in a battle.")
        wanted = set(C.arrival_colors(definition))
        if not wanted <= _combo_colours(game, action.player):
            return IllegalAction("10-32-1", f"Your Combo Area's cards must show {', '.join(sorted(wanted))}.")
        price = definition.stats.get("arrival_cost", 0)
        assert isinstance(price, int)
        return unique_problem(game, action.card, action.player) or cost_problem(
            game, action.player, action.picks, price, (), "10-32-1", f"[Arrival] {definition.name}"
        )

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None
        price = game.definition(action.card).stats.get("arrival_cost", 0)
        assert isinstance(price, int)
        pay_with(game, action.player, action.picks, price, (), rule="10-32-1")
        place_in_battle(game, action.card, action.player, rule="10-32-3")


class Aegis:
    """[Aegis XY] (10-33): in the Defense Step of your opponent's turn, place this card (its original colours are
    the colours named) from your hand in your Drop Area as the cost, then up to 2 of your energy become Active."""

    kind = AEGIS
    label = "[Aegis]"
    window = "battle"

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        return [shared_action(self.kind, player, card=c) for c in Z.hand_with(game, player, K.AEGIS)]

    def legal(self, game: Game, player: PlayerId) -> Iterable[Action]:
        """ListsLegal: the checked candidates, none without a card printed with [Aegis] in hand."""
        return checked(self, game, player, bool(Z.hand_with(game, player, K.AEGIS)))

    def check(self, game: Game, action: Action) -> RulesError | None:
        card = action.card
        if card is None or not Z.lies_in(game, card, action.player, Z.HAND) or not K.has_keyword(game, card, K.AEGIS):
            return IllegalAction("10-33-1", "Activate [Aegis] from a card in your hand that has it.")
        if game.state.step != "defense" or game.state.turn_player == action.player:
            return IllegalAction("10-33-1-1", "[Aegis] is used only in the Defense Step of your opponent's turn.")
        return None

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None
        player = action.player
        to_drop(game, action.card, rule="10-33-1")
        rested = [c for c in game.zone(Z.ref(Z.ENERGY, player)) if game.state.cards[c].orientation == Z.REST]
        for energy in rested[:2]:
            game.set_orientation(energy, Z.ACTIVE, rule="10-33-3")
        game.log(f"[Aegis]: {min(2, len(rested))} energy become Active.", player, "10-33-3")
