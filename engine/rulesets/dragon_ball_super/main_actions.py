"""Main Phase plays (6-3-1-2): Battle and Unison Cards, the Unison stack, [Evolve], [Over Realm]."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from engine.actions import Action
from engine.errors import IllegalAction, RulesError
from engine.ids import InstanceId, PlayerId
from engine.rulesets.dragon_ball_super import carddata as C
from engine.rulesets.dragon_ball_super import keywords as K
from engine.rulesets.dragon_ball_super import zones as Z
from engine.rulesets.dragon_ball_super.counters import PLAY, open_counter_timing
from engine.rulesets.dragon_ball_super.energy import active_energy
from engine.rulesets.dragon_ball_super.extras import USE_EXTRA, UseExtra
from engine.rulesets.dragon_ball_super.listing import checked
from engine.rulesets.dragon_ball_super.payment import (
    CHOOSE_ENERGY,
    affordable,
    card_cost_problem,
    cost_problem,
    hand_card,
    option_problem,
    pay_card_cost,
    pay_task,
    pay_with,
)
from engine.rulesets.dragon_ball_super.phases import OVER_REALM_PLAYED
from engine.rulesets.dragon_ball_super.procedures import (
    add_markers,
    place_in_battle,
    place_on_top,
    place_unison,
    put_under,
    signal,
    to_drop,
    to_warp,
)
from engine.rulesets.dragon_ball_super.stats import cost_now, specified, total_cost
from engine.sentences import plural
from engine.shared_values import shared_action
from engine.state import Task

if TYPE_CHECKING:
    from engine.game import Game

PLAY_BATTLE, PLAY_UNISON, STACK_UNISON, EVOLVE, OVER_REALM = (
    "play_battle", "play_unison", "stack_unison", "evolve", "over_realm",
)  # fmt: skip
PLAY_NEGATED = "play_negated"
"""`state.vars` key: a "negate the play" effect stopped the card being played (4-7-3-6)."""
UNISON_PLAYING = "unison_playing"
"""`state.vars` key: the Unison Card being played and the markers effects add (+) or remove (-) meanwhile
(6.3.1.2.2.3.2)."""


def unique_problem(game: Game, iid: InstanceId, player: PlayerId) -> RulesError | None:
    """[Unique] (10-42-2): not while a card of the same name is in your Battle Area."""
    if not K.has_keyword(game, iid, K.UNIQUE):
        return None
    name = game.definition(iid).name
    if any(game.definition(c).name == name for c in game.zone(Z.ref(Z.BATTLE, player))):
        return IllegalAction("10-42-2", f"{name} is [Unique]: you already have a card of that name in play.")
    return None


def declare_play(game: Game, player: PlayerId, iid: InstanceId, how: str, **extra: object) -> None:
    """Declare a play (6-3-1-2-1-1): the counter timing for [Counter: Play] (6-3-1-2-1-2) comes first, the play
    itself after it (a "dbs:finish_play" task)."""
    game.state.vars.pop(PLAY_NEGATED, None)
    if how == "unison":
        game.state.vars[UNISON_PLAYING] = {"card": int(iid), "change": 0}
    game.push(Task("dbs:finish_play", {"card": int(iid), "player": int(player), "how": how, **extra}))
    open_counter_timing(game, PLAY, player, card=iid)


def finish_play(game: Game, task: Task) -> None:
    """6-3-1-2-1-3 / 6-3-1-2-2-3: the card enters play if it still can (4-7-3-6); a negated play goes to the Drop
    (NOTES.md, digest 13(d)9), and so does a card whose [Evolve] / [Union] cards are gone (10-5-9, 10-13-4-6).

    `how`: "battle", "unison" (`markers`), "on_top" (`bases`: evolve, Potara, Absorb; `xeno`: the base goes to the
    Warp instead, 10-5-5), "over_realm"; `returns`: a [Swap] card that goes back to hand after the play (10-24-3)."""
    args = task.args
    iid, player, how = InstanceId(args["card"]), PlayerId(args["player"]), args["how"]
    change = int(game.state.vars.pop(UNISON_PLAYING, {}).get("change", 0)) if how == "unison" else 0
    if iid not in game.state.cards or game.state.cards[iid].zone != Z.ref(Z.HAND, player):
        return
    if game.state.vars.pop(PLAY_NEGATED, False):
        game.log(f"The play of {game.definition(iid).name} is negated.", player, "4-7-3-6")
        to_drop(game, iid, rule="10-5-9")
        return
    if how == "unison":
        count = max(0, int(args["markers"]) + empowered(game, iid, player) + change)  # the final count (6.3.1.2.2.3.2)
        place_unison(game, iid, player, count, rule="6.3.1.2.2.3.2" if change else "6-3-1-2-2-3")
        return
    if how == "on_top":
        bases = [InstanceId(b) for b in args["bases"]]
        if any(b not in game.state.cards or game.state.cards[b].zone != Z.ref(Z.BATTLE, player) for b in bases):
            to_drop(game, iid, rule="10-5-9")  # what it goes onto is gone: it fails to enter play
            return
        if args.get("xeno"):
            to_warp(game, bases[0], rule="10-5-5")
            new = place_in_battle(game, iid, player, rule="10-5-5")
        else:
            new = place_on_top(game, iid, bases[0], player, rule=str(args.get("rule", "10-5-4")))
            for extra in bases[1:]:  # [Union-Potara]: on top of both (10-13-4-4), Active
                for under in list(game.state.cards[extra].attached):
                    put_under(game, under, new, rule="10-13-4-4")
                for effect in game.state.effects:
                    if extra in effect.targets and effect.kind == "power":  # 10-13-4-4-1
                        effect.targets = tuple(new if t == extra else t for t in effect.targets)
                put_under(game, extra, new, rule="10-13-4-4")
            if args.get("active"):
                game.set_orientation(new, Z.ACTIVE, rule="10-13-4-4")
            signal(game, "on_play", new, player)
    else:
        new = place_in_battle(game, iid, player, rule="6-3-1-2-1-3")
        if how == "over_realm":
            game.state.cards[new].turn_flags[OVER_REALM_PLAYED] = 1
    back = args.get("returns")
    if back is not None and back in game.state.cards and game.state.cards[back].zone == Z.ref(Z.BATTLE, player):
        game.move(InstanceId(back), Z.ref(Z.HAND, game.state.cards[back].owner), rule="10-24-3")


def empowered(game: Game, iid: InstanceId, player: PlayerId) -> int:
    """[Empower X] (10-49-2): markers moved from the Unison Cards of the named colours this play drops (all
    colours when none is named); the player takes as many as allowed (NOTES.md)."""
    definition = game.definition(iid)
    if not K.has_keyword(game, iid, K.EMPOWER):
        return 0
    most = definition.stats.get("empower", 0)
    colours = C.empower_colors(definition)
    assert isinstance(most, int)
    found = 0
    for old in game.zone(Z.ref(Z.UNISON, player)):
        if not colours or set(colours) & set(game.definition(old).colors):
            found += game.state.cards[old].counters.get("marker", 0)
    if found:
        game.log(f"[Empower]: {plural(min(most, found), 'marker')} moved to {definition.name}.", player, "10-49-2")
    return min(most, found)


class PlayBattle:
    """6-3-1-2-1: play a Battle Card from hand into the Battle Area, paying its energy cost; `picks` may name the
    energy to rest (3-8-2), else the engine picks it."""

    kind = PLAY_BATTLE
    label = "Play"
    window = "main"

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        return [shared_action(self.kind, player, card=c) for c in Z.hand_of(game, player, C.BATTLE)]

    def check(self, game: Game, action: Action) -> RulesError | None:
        error = option_problem(action, (CHOOSE_ENERGY,)) or hand_card(
            game, action, (C.BATTLE,), "a Battle Card", "6-3-1-2-1"
        )
        if error is not None and action.card is not None and _extra_in_hand(game, action):
            return UseExtra().check(game, Action(USE_EXTRA, action.player, card=action.card)) or error  # meant: use it
        if error is not None:
            return error
        assert action.card is not None
        return _play_problem(game, action)

    def legal(self, game: Game, player: PlayerId) -> Iterable[Action]:
        """The candidates `check` accepts (ListsLegal): each is a Battle Card of the player's hand by construction
        (the zone's list), so only [Unique] and the cost are asked (`_play_problem`), a card whose cost the Active
        energy cannot pay (most of a hand) skipped at once."""
        return [
            action
            for action in self.candidates(game, player)
            if affordable(game, action) and _play_problem(game, action) is None
        ]

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None
        game.reveal([action.card], rule="6-3-1-2-1-1")
        if action.option == CHOOSE_ENERGY:  # the declaration waits for the player's choice of energy (pushed last)
            declare_play(game, action.player, action.card, "battle")
            game.push(pay_task(action.player, total_cost(game, action.card), specified(game, action.card),
                               "6-3-1-2-1-1"))  # fmt: skip
            return
        pay_card_cost(game, action, rule="6-3-1-2-1-1")
        declare_play(game, action.player, action.card, "battle")


def _play_problem(game: Game, action: Action) -> RulesError | None:
    """A Battle Card of the player's hand: [Unique] (10-42-2), then its energy cost (6-3-1-2-1-1)."""
    assert action.card is not None
    return unique_problem(game, action.card, action.player) or card_cost_problem(game, action, "6-3-1-2-1-1")


def _extra_in_hand(game: Game, action: Action) -> bool:
    """An Extra Card of the player's hand: dragged into the Battle Area, it was meant to be activated."""
    card = action.card
    in_hand = card is not None and Z.lies_in(game, card, action.player, Z.HAND)
    return in_hand and card is not None and game.definition(card).category == C.EXTRA


class PlayUnison:
    """6-3-1-2-2: play a Unison Card into the Unison Area; it gets a marker per energy rested (6-3-1-2-2-3). A card
    with an X cost (`stats.x`) names X in `number` (2-11-2-3): a whole number, 1 or more (1-3-5, NOTES.md), added to
    its printed total."""

    kind = PLAY_UNISON
    label = "Play the Unison Card"
    window = "main"

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        for card in Z.hand_of(game, player, C.UNISON):
            if not C.has_x(game.definition(card)):
                yield shared_action(self.kind, player, card=card)
                continue
            room = len(active_energy(game, player)) - total_cost(game, card)
            yield from (shared_action(self.kind, player, card=card, number=x) for x in range(1, max(room, 0) + 1))

    def legal(self, game: Game, player: PlayerId) -> Iterable[Action]:
        """ListsLegal: the checked candidates, none without a Unison Card in hand."""
        return checked(self, game, player, bool(Z.hand_of(game, player, C.UNISON)))

    def check(self, game: Game, action: Action) -> RulesError | None:
        error = option_problem(action, (CHOOSE_ENERGY,)) or hand_card(
            game, action, (C.UNISON,), "a Unison Card", "6-3-1-2-2"
        )
        if error is not None:
            return error
        assert action.card is not None
        definition = game.definition(action.card)
        if C.has_x(definition):
            if action.number is None or action.number < 1:
                return IllegalAction("1-3-5", f"Name X for {definition.name}: a whole number, 1 or more.")
        elif action.number is not None:
            return IllegalAction("2-11-2-2", f"{definition.name} has no X in its cost.")
        total, colours = cost_now(game, action.card)
        return cost_problem(game, action.player, action.picks, total + (action.number or 0), colours, "6-3-1-2-2-1",
                            definition.name)  # fmt: skip

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None
        game.reveal([action.card], rule="6-3-1-2-2-1")
        markers = total_cost(game, action.card) + (action.number or 0)
        if action.option == CHOOSE_ENERGY:
            declare_play(game, action.player, action.card, "unison", markers=markers)
            game.push(pay_task(action.player, markers, specified(game, action.card), "6-3-1-2-2-1"))
            return
        pay_with(game, action.player, action.picks, markers, specified(game, action.card), rule="6-3-1-2-2-1")
        declare_play(game, action.player, action.card, "unison", markers=markers)


class StackUnison:
    """6-3-1-2-3-3: once per turn, a Unison Card from hand with the same card number goes under yours in play, which
    gets 1 marker."""

    kind = STACK_UNISON
    label = "Place under your Unison Card:"
    window = "main"

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        return [shared_action(self.kind, player, card=c) for c in Z.hand_of(game, player, C.UNISON)]

    def legal(self, game: Game, player: PlayerId) -> Iterable[Action]:
        """ListsLegal: the checked candidates, none without a Unison Card in hand."""
        return checked(self, game, player, bool(Z.hand_of(game, player, C.UNISON)))

    def check(self, game: Game, action: Action) -> RulesError | None:
        error = hand_card(game, action, (C.UNISON,), "a Unison Card", "6-3-1-2-3-3")
        if error is not None:
            return error
        assert action.card is not None
        if game.state.player_counters[action.player].get("unison_stacked_turn") == game.state.turn:
            return IllegalAction("6-3-1-2-3-3", "You already placed a Unison Card under yours this turn.")
        number = game.definition(action.card).id
        if not any(game.definition(u).id == number for u in game.zone(Z.ref(Z.UNISON, action.player))):
            return IllegalAction("6-3-1-2-3-3", "Your Unison Area holds no Unison Card with the same card number.")
        return None

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None
        host = game.zone(Z.ref(Z.UNISON, action.player))[0]
        game.reveal([action.card], rule="6-3-1-2-3-3")
        put_under(game, action.card, host, rule="6-3-1-2-3-3")
        add_markers(game, host, 1, rule="6-3-1-2-3-3")
        game.set_player_counter(action.player, "unison_stacked_turn", game.state.turn)


class Evolve:
    """[Evolve] (10-5): from hand, pay the [Evolve] cost and play the card on top of your Battle Card of the named
    character (`target`); it keeps that card's position, mode and power changes (10-5-4)."""

    kind = EVOLVE
    label = "Evolve into"
    window = "main"

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        battle = game.zone(Z.ref(Z.BATTLE, player))
        for card in Z.hand_of(game, player, C.BATTLE):
            if any(k in game.definition(card).keywords for k in K.EVOLVES):
                yield from (shared_action(self.kind, player, card=card, target=base) for base in battle)

    def legal(self, game: Game, player: PlayerId) -> Iterable[Action]:
        """ListsLegal: the checked candidates, none without a card printed with [Evolve] in hand."""
        return checked(self, game, player, Z.hand_has_any(game, player, K.EVOLVES))

    def check(self, game: Game, action: Action) -> RulesError | None:
        error = hand_card(game, action, (C.BATTLE,), "an [Evolve] Battle Card", "10-5-2")
        if error is not None:
            return error
        assert action.card is not None
        definition = game.definition(action.card)
        if not any(K.has_keyword(game, action.card, k) for k in K.EVOLVES):
            return IllegalAction("10-5-1", f"{definition.name} has no [Evolve].")
        wanted = str(definition.stats.get("evolve", ""))
        base = action.target
        if base is None or not Z.lies_in(game, base, action.player, Z.BATTLE):
            return IllegalAction("10-5-1", f"Evolve onto one of your Battle Cards: <{wanted}>.")
        if wanted not in C.characters(game.definition(base)):
            return IllegalAction("10-5-1", f"{game.definition(base).name} is not <{wanted}>.")
        price = definition.stats.get("evolve_cost", 0)
        assert isinstance(price, int)
        return cost_problem(game, action.player, action.picks, price, (), "10-5-1", f"[Evolve] {definition.name}")

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None and action.target is not None
        price = game.definition(action.card).stats.get("evolve_cost", 0)
        assert isinstance(price, int)
        game.reveal([action.card], rule="10-5-1")
        pay_with(game, action.player, action.picks, price, (), rule="10-5-1")
        xeno = K.has_keyword(game, action.card, K.XENO_EVOLVE) and not K.has_keyword(game, action.card, K.EVOLVE)
        declare_play(game, action.player, action.card, "on_top", bases=[int(action.target)], xeno=xeno)


def over_realm_uses(game: Game, player: PlayerId) -> int:
    used = game.state.player_counters[player]
    return used.get("over_realm_count", 0) if used.get("over_realm_turn") == game.state.turn else 0


class OverRealm:
    """[Over Realm X] (10-15): with X or more cards in your Drop, put them all in your Warp and play this card
    without paying its energy cost (NOTES.md); once per turn (10-15-5), twice with [Wormhole] (10-26-1)."""

    kind = OVER_REALM
    label = "[Over Realm]"
    window = "main"

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        for card in Z.hand_of(game, player, C.BATTLE):
            if {K.OVER_REALM, K.DARK_OVER_REALM} & set(game.definition(card).keywords):
                yield shared_action(self.kind, player, card=card)

    def legal(self, game: Game, player: PlayerId) -> Iterable[Action]:
        """ListsLegal: the checked candidates, none without a card printed with [(Dark) Over Realm] in hand."""
        offered = Z.hand_has_any(game, player, (K.OVER_REALM, K.DARK_OVER_REALM))
        return checked(self, game, player, offered)

    def check(self, game: Game, action: Action) -> RulesError | None:
        error = hand_card(game, action, (C.BATTLE,), "an [Over Realm] Battle Card", "10-15-3")
        if error is not None:
            return error
        assert action.card is not None
        definition = game.definition(action.card)
        dark = K.has_keyword(game, action.card, K.DARK_OVER_REALM)
        if not dark and not K.has_keyword(game, action.card, K.OVER_REALM):
            return IllegalAction("10-15-1", f"{definition.name} has no [Over Realm].")
        wormhole = any(K.has_keyword(game, c, K.WORMHOLE) for c in _in_play(game, action.player))
        if over_realm_uses(game, action.player) >= (2 if wormhole else 1):
            return IllegalAction("10-26-1" if wormhole else "10-15-5", "You already used [Over Realm] as often as "
                                 "you may this turn.")  # fmt: skip
        needed = definition.stats.get("over_realm", 0)
        assert isinstance(needed, int)
        drop = game.zone(Z.ref(Z.DROP, action.player))
        if dark:  # 10-25-1: X or more black cards
            have = sum(1 for c in drop if "black" in game.definition(c).colors)
            if have < needed:
                return IllegalAction("10-25-1", f"[Dark Over Realm {needed}] needs {needed} black cards in your Drop: "
                                     f"you have {have}.")  # fmt: skip
        elif len(drop) < needed:
            return IllegalAction("10-15-1", f"[Over Realm {needed}] needs {needed} cards in your Drop: you have "
                                 f"{len(drop)}.")  # fmt: skip
        return unique_problem(game, action.card, action.player)

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None
        player = action.player
        counters = game.state.player_counters[player]
        count = over_realm_uses(game, player) + 1
        game.set_player_counter(player, "over_realm_turn", game.state.turn)
        counters["over_realm_count"] = count
        game.reveal([action.card], rule="10-15-3")
        for iid in list(game.zone(Z.ref(Z.DROP, player))):
            to_warp(game, iid, rule="10-15-3")
        declare_play(game, player, action.card, "over_realm")


def _in_play(game: Game, player: PlayerId) -> list[InstanceId]:
    return [c for area in Z.IN_PLAY for c in game.zone(Z.ref(area, player))]
