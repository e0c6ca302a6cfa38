"""Skirmish's main-phase actions: play a creature (S-3) and attack (S-4)."""

from __future__ import annotations

from collections.abc import Iterable

from engine import Action, Game, IllegalAction, PlayerId, RulesError
from engine.abilities import signal
from engine.abilities.filters import prevented
from engine.state import Task
from tests.support.demo.procedures import ref


class PlayCreature:
    kind = "play"

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        return [Action("play", player, card=iid) for iid in game.zone(ref("hand", player))]

    def check(self, game: Game, action: Action) -> RulesError | None:
        if action.card is None or action.card not in game.zone(ref("hand", action.player)):
            return IllegalAction("S-3-0", "Play a creature from your own hand.")
        if game.state.vars.get("played_turn") == game.state.turn:
            return IllegalAction("S-3-1", "You have already played a creature this turn.")
        if not game.room_in(ref("field", action.player)):
            return IllegalAction("S-3-2", "Your field already holds 3 creatures.")
        return None

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None
        game.state.vars["played_turn"] = game.state.turn
        iid = game.move(action.card, ref("field", action.player), reveal=True)
        signal(game, "on_play", iid, action.player)


class Attack:
    kind = "attack"

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        return [Action("attack", player, card=iid) for iid in game.zone(ref("field", player))]

    def check(self, game: Game, action: Action) -> RulesError | None:
        if action.card is None or action.card not in game.zone(ref("field", action.player)):
            return IllegalAction("S-4-0", "Attack with one of your own creatures.")
        if game.state.turn == 1:
            return IllegalAction("S-4-2", "Nobody may attack on the first turn.")
        card = game.card(action.card)
        if card.entered_turn == game.state.turn:
            return IllegalAction("S-4-1", "A creature cannot attack on the turn it entered.")
        if card.orientation != "ready":
            return IllegalAction("S-4-3", "Only a ready creature can attack.")
        if prevented(game, action.card, "attack"):
            return IllegalAction("S-4-6", "An effect forbids this creature to attack.")
        return None

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None
        game.set_orientation(action.card, "tapped", rule="S-4-3")
        game.push(Task("demo:battle", {"attacker": action.card}))
