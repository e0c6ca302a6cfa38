"""Main Phase actions (6-5-2): play a Character or Stage, activate a [Main] Event, give DON!!, declare an attack."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from engine.actions import Action
from engine.errors import IllegalAction, RulesError
from engine.ids import InstanceId, PlayerId, opponent
from engine.rulesets.one_piece import zones as Z
from engine.rulesets.one_piece.battle import start_battle
from engine.rulesets.one_piece.keywords import MAIN, RUSH, has_keyword, prevented
from engine.rulesets.one_piece.params import params_of
from engine.rulesets.one_piece.procedures import (
    activate_event,
    active_don,
    active_don_count,
    give_don,
    is_first_turn,
    overflow_trash,
    pay,
    place_character,
    place_stage,
    played_this_turn,
)
from engine.rulesets.one_piece.stats import cost
from engine.shared_values import shared_action
from engine.words import a_or_an

if TYPE_CHECKING:
    from engine.game import Game

PLAY_CHARACTER = "play_character"
PLAY_STAGE = "play_stage"
ACTIVATE_EVENT = "activate_event"
GIVE_DON = "give_don"
ATTACK = "attack"


def _hand_card(game: Game, action: Action, category: str, what: str) -> RulesError | None:
    """6-5-3-1: the card must be one of the player's own cards in hand, of the right category."""
    card = action.card
    if card is None or not Z.lies_in(game, card, action.player, Z.HAND):
        return IllegalAction("6-5-3-1", f"Choose {a_or_an(what)} card from your own hand.")
    if game.definition(card).category != category:
        return IllegalAction("6-5-3-1", f"{game.definition(card).name} is not {a_or_an(what)} card.")
    return None


def _playable_from_hand(game: Game, player: PlayerId, category: str) -> list[InstanceId]:
    """The cards of `category` in `player`'s hand that `_hand_card` and `_affordable` accept, in hand order (a
    `legal` listing: the hand is looked through once for every category, kept in `query_memo`)."""
    memo = game.query_memo()
    key = ("playable", player)
    playable: dict[str, list[InstanceId]] | None = None if memo is None else memo.get(key)
    if playable is None:
        active = active_don_count(game, player)
        playable = {}
        for card in game.zone(Z.ref(Z.HAND, player)):  # each lies there (see Z.lies_in)
            if cost(game, card) <= active:
                playable.setdefault(game.definition(card).category, []).append(card)
        if memo is not None:
            memo[key] = playable
    return playable.get(category, [])


def _affordable(game: Game, action: Action, rule: str) -> RulesError | None:
    """2-7-2 to 2-7-4: rest active DON!! equal to the card's cost."""
    assert action.card is not None
    price, active = cost(game, action.card), active_don_count(game, action.player)
    if price > active:
        resource = params_of(game).resource
        name = game.definition(action.card).name
        return IllegalAction(rule, f"{name} costs {price}: you have only {active} active {resource} to rest.")
    return None


def _hand_of(game: Game, player: PlayerId, category: str) -> list[InstanceId]:
    return [i for i in game.zone(Z.ref(Z.HAND, player)) if game.definition(i).category == category]


class PlayCharacter:
    """6-5-3-1, 2-7-2: pay and play a Character card; with 5 Characters, `target` names the one to trash (3-7-6-1)."""

    kind = PLAY_CHARACTER
    label = "Play"  # what players call it (menus, the log)
    window = "main"

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        area = game.zone(Z.ref(Z.CHARACTERS, player))
        full = len(area) >= params_of(game).character_limit
        for card in _hand_of(game, player, "character"):
            if full:
                yield from (Action(self.kind, player, card=card, target=old) for old in area)
            else:
                yield Action(self.kind, player, card=card)

    def legal(self, game: Game, player: PlayerId) -> list[Action]:
        """`candidates` that `check` accepts, in order (ListsLegal)."""
        area = game.zone(Z.ref(Z.CHARACTERS, player))
        full = len(area) >= params_of(game).character_limit
        found: list[Action] = []
        for card in _playable_from_hand(game, player, "character"):
            if full:
                found.extend(shared_action(self.kind, player, card, old) for old in area)
            else:
                found.append(shared_action(self.kind, player, card))
        return found

    def check(self, game: Game, action: Action) -> RulesError | None:
        error = _hand_card(game, action, "character", "Character") or _affordable(game, action, "2-7-2")
        if error is not None:
            return error
        area = game.zone(Z.ref(Z.CHARACTERS, action.player))
        limit = params_of(game).character_limit
        if len(area) >= limit:
            if action.target is None:
                return IllegalAction("3-7-6-1", f"You already have {limit} Characters: choose one to trash first.")
            if action.target not in area:
                return IllegalAction("3-7-6-1", "Choose one of your own Characters to trash.")
        elif action.target is not None:
            return IllegalAction("3-7-6-1", "A Character is trashed only to make room in a full Character area.")
        return None

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None
        game.reveal([action.card], rule="2-7-2")
        pay(game, action.player, cost(game, action.card), rule="2-7-2")
        if action.target is not None:
            overflow_trash(game, action.target)
        place_character(game, action.card, action.player, rule="2-7-2")


class PlayStage:
    """6-5-3-1, 2-7-4: pay and play a Stage card, replacing the one in play (3-8-5-1)."""

    kind = PLAY_STAGE
    label = "Play"  # what players call it (menus, the log)
    window = "main"

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        return [Action(self.kind, player, card=card) for card in _hand_of(game, player, "stage")]

    def legal(self, game: Game, player: PlayerId) -> list[Action]:
        """`candidates` that `check` accepts, in order (ListsLegal)."""
        return [shared_action(self.kind, player, card) for card in _playable_from_hand(game, player, "stage")]

    def check(self, game: Game, action: Action) -> RulesError | None:
        return _hand_card(game, action, "stage", "Stage") or _affordable(game, action, "2-7-4")

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None
        game.reveal([action.card], rule="2-7-4")
        pay(game, action.player, cost(game, action.card), rule="2-7-4")
        place_stage(game, action.card, action.player)


class ActivateEvent:
    """6-5-3-1, 10-2-3-1: use an Event marked [Main] from hand in the Main Phase, outside battle."""

    kind = ACTIVATE_EVENT
    label = "Activate"  # what players call it (menus, the log)
    window = "main"

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        return [Action(self.kind, player, card=card) for card in _hand_of(game, player, "event")]

    def legal(self, game: Game, player: PlayerId) -> list[Action]:
        """`candidates` that `check` accepts, in order (ListsLegal)."""
        playable = _playable_from_hand(game, player, "event")
        return [shared_action(self.kind, player, card) for card in playable if has_keyword(game, card, MAIN)]

    def check(self, game: Game, action: Action) -> RulesError | None:
        error = _hand_card(game, action, "event", "Event")
        if error is not None:
            return error
        assert action.card is not None
        if not has_keyword(game, action.card, MAIN):
            return IllegalAction("10-2-3-1", f"{game.definition(action.card).name} has no [Main] effect to activate.")
        return _affordable(game, action, "2-7-3")

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None
        activate_event(game, action.player, action.card, timing="main", rule="2-7-3")


class GiveDon:
    """6-5-5-1 to 6-5-5-3: place an active DON!! from the cost area under your Leader or a Character.

    `card` may name the DON!! to give; without it the engine picks one (they are interchangeable).
    """

    kind = GIVE_DON
    window = "main"

    @staticmethod
    def label(ruleset: object) -> str:
        """ "Give DON!!" (or the variant's resource: "Give ENERGIO!!")."""
        params = getattr(ruleset, "params", None)
        return f"Give {getattr(params, 'resource', 'DON!!')}"

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        hosts = Z.leader_and_characters(game, player)
        return [Action(self.kind, player, target=host) for host in hosts]

    def legal(self, game: Game, player: PlayerId) -> list[Action]:
        """`candidates` that `check` accepts, in order (ListsLegal): none without an active DON!!."""
        if not active_don_count(game, player):
            return []
        hosts = Z.leader_and_characters(game, player)
        return [shared_action(self.kind, player, target=host) for host in hosts]  # each lies there (see Z.lies_in)

    def check(self, game: Game, action: Action) -> RulesError | None:
        resource = params_of(game).resource
        player = action.player
        target = action.target
        if not _host(game, target, player):
            return IllegalAction("6-5-5-1", f"Give {resource} only to your own Leader or one of your Characters.")
        active = active_don(game, player)
        if action.card is not None and action.card not in active:
            return IllegalAction("6-5-5-1", f"Give an active {resource} card from your own cost area.")
        if not active:
            return IllegalAction("6-5-5-1", f"You have no active {resource} card in your cost area to give.")
        return None

    def perform(self, game: Game, action: Action) -> None:
        assert action.target is not None
        don = action.card if action.card is not None else active_don(game, action.player)[0]
        give_don(game, don, action.target)


def _host(game: Game, target: InstanceId | None, player: PlayerId) -> bool:
    """6-5-5-1: DON!! is given to your own Leader or one of your Characters."""
    return Z.lies_in(game, target, player, Z.LEADER, Z.CHARACTERS)


class Attack:
    """6-5-6, 7-1, 7-1-1-1, 7-1-1-2: rest your active Leader or a Character to attack the opponent's Leader or
    one of their rested Characters."""

    kind = ATTACK
    label = "Attack with"  # what players call it (menus, the log)
    window = "main"

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        if is_first_turn(game, player):
            return
        cards, other = game.state.cards, opponent(player)
        attackers = Z.leader_and_characters(game, player)
        targets = Z.leader_and_characters(game, other)
        for attacker in attackers:
            if cards[attacker].orientation == Z.ACTIVE:
                yield from (Action(self.kind, player, card=attacker, target=target) for target in targets)

    def legal(self, game: Game, player: PlayerId) -> list[Action]:
        """`candidates` that `check` accepts, in order (ListsLegal): each attacker and each target checked once."""
        if is_first_turn(game, player):
            return []
        attackers = Z.leader_and_characters(game, player)
        cards, other = game.state.cards, opponent(player)
        ready = [  # each lies there (see Z.lies_in); a rested one is left out before a refusal is worded for it
            a for a in attackers if cards[a].orientation == Z.ACTIVE and _cannot_attack(game, a) is None
        ]
        if not ready:
            return []
        rested = [t for t in game.zone(Z.ref(Z.CHARACTERS, other)) if cards[t].orientation == Z.RESTED]
        targets = [*game.zone(Z.ref(Z.LEADER, other)), *rested]  # 7-1-1-2, as `_target_refusal`
        return [shared_action(self.kind, player, a, t) for a in ready for t in targets]

    def check(self, game: Game, action: Action) -> RulesError | None:
        player, attacker = action.player, action.card
        if is_first_turn(game, player):
            return IllegalAction("6-5-6-1", "Neither player can battle on their first turn.")
        return _attacker_refusal(game, attacker, player) or _target_refusal(game, action.target, opponent(player))

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None and action.target is not None
        game.set_orientation(action.card, Z.RESTED, rule="7-1-1-1")
        start_battle(game, action.card, action.target)


def _attacker_refusal(game: Game, attacker: InstanceId | None, player: PlayerId) -> RulesError | None:
    """7-1-1-1, 3-7-4, 1-3-3: why this card cannot attack now (None: it can)."""
    if attacker is None or not Z.lies_in(game, attacker, player, Z.LEADER, Z.CHARACTERS):
        return IllegalAction("7-1-1-1", "Attack with your own Leader or one of your Characters.")
    return _cannot_attack(game, attacker)


def _cannot_attack(game: Game, attacker: InstanceId) -> RulesError | None:
    """7-1-1-1, 3-7-4, 1-3-3: why your Leader or Character cannot attack now (None: it can)."""
    if game.state.cards[attacker].orientation != Z.ACTIVE:
        return IllegalAction("7-1-1-1", "Only an active card can attack: it is rested to declare the attack.")
    if played_this_turn(game, attacker) and not has_keyword(game, attacker, RUSH):
        name = game.definition(attacker).name
        return IllegalAction("3-7-4", f"{name} was played this turn and cannot attack yet (it has no [Rush]).")
    if prevented(game, attacker, "attack"):
        return IllegalAction("1-3-3", f"An effect forbids {game.definition(attacker).name} to attack.")
    return None


def _target_refusal(game: Game, target: InstanceId | None, other: PlayerId) -> RulesError | None:
    """7-1-1-2: why this card cannot be attacked (None: the opponent's Leader or one of their rested Characters)."""
    if Z.lies_in(game, target, other, Z.LEADER):
        return None
    if target is None or not Z.lies_in(game, target, other, Z.CHARACTERS):
        return IllegalAction("7-1-1-2", "Attack your opponent's Leader or one of their rested Characters.")
    if game.state.cards[target].orientation != Z.RESTED:
        return IllegalAction("7-1-1-2", "Only your opponent's rested Characters can be attacked.")
    return None
