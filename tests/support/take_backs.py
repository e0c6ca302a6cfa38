"""Positions for take-back tests: a move that draws and a quiet move (no draw, no chance, the same player decides
after it) available to the player to move, found by bots playing each ruleset's starter decks."""

from __future__ import annotations

from engine.actions import Action
from engine.bot import heuristic_bot
from engine.formats.replays import ReplayHeader
from engine.game import Game
from engine.ids import CardId, ZoneRef
from engine.replay import Recorder
from engine.zones import Visibility
from tests.support.every_ruleset import RULESET_IDS, setup
from tests.support.replays import header_for

SEED = "take-back"
RULES = [ruleset_id for ruleset_id in RULESET_IDS if ruleset_id != "skirmish"]
EXTRA_CARDS = {
    "battle-spirits-saga": (("BSA-021", "hand"),),
    "dragon-ball-super": (("DBP1-111", "battle"), ("DBP1-063", "battle")),
}
"""Night Harvest ("Main: draw 2 cards") in hand. In Dragon Ball Super a card played from hand first opens the
opponent's counter timing (4-7), so the draw and the quiet move are skills of cards in the Battle Area: Limitless
Scholar ("[Activate: Main] Rest 1 energy: draw 1 card") and the [Field] Volcanic Arena ("[Activate: Main] Your Leader
gets +5000 power"). The starter decks rarely hold a draw that the bots leave unused, so the test gives them to the
player to move."""


def header(ruleset_id: str) -> ReplayHeader:
    """The replay header of the games `moment` plays (a human against the bot)."""
    ruleset, database, decks = setup(ruleset_id)
    return header_for(ruleset, database, decks, SEED)


def draws_for(game: Game, action: Action) -> bool:
    """Whether the action moves a card from its player's hidden deck into their hand (judged on a copy, from the
    zones' declared visibility: independent of engine.takeback)."""
    trial = game.copy()
    for event in trial.apply(action):
        if event.kind != "move" or event.src is None or event.dst is None:
            continue
        hidden = game.ruleset.zone_spec(event.src.name).visibility == Visibility.NOBODY
        into_hand = event.dst.owner == action.player and game.ruleset.zone_spec(event.dst.name).visibility == (
            Visibility.OWNER
        )
        if hidden and into_hand:
            return True
    return False


def moment(ruleset_id: str, seed: str = SEED, recorder: Recorder | None = None) -> tuple[Game, Action, Action, str]:
    """A position, after the opening, where the player to move has a move that draws and another move that keeps
    the decision with them and draws nothing (the position found by bots playing the starter decks), and the
    replay lines of the moves that led there when a `recorder` writes them (a game of `header(ruleset_id)`)."""
    ruleset, database, decks = setup(ruleset_id)
    lines = ""
    game = Game.new(ruleset, database, decks, seed)
    bot = heuristic_bot(ruleset, database, seed)
    for step in range(600):
        decision = game.decision
        assert decision is not None and game.outcome is None, "the game ended first"
        if step > 6 and decision.context == "main":
            for card_id, zone in EXTRA_CARDS.get(ruleset_id, ()):
                game.create_card(CardId(card_id), decision.player, ZoneRef(zone, decision.player))
        legal = game.legal_actions()
        if step > 6 and len(legal) > 1 and any(draws_for(game, action) for action in legal):
            for quiet in legal:
                after = quiet_after(game, quiet)
                drawing = [a for a in after.legal_actions() if draws_for(after, a)] if after is not None else []
                if drawing:
                    return game, quiet, drawing[0], lines
        action = bot.choose(game.view(decision.player), legal)
        turn = game.state.turn
        game.apply(action)
        if recorder is not None:
            lines += recorder.record(game, action, turn)
    raise AssertionError("no such moment")


def quiet_after(game: Game, action: Action) -> Game | None:
    """The game after a move that draws nothing, uses no chance and leaves the decision with its player (else None)."""
    if draws_for(game, action):
        return None
    trial = game.copy()
    before = trial.rng.state()
    events = trial.apply(action)
    decision = trial.decision
    if decision is None or decision.player != action.player or trial.rng.state() != before:
        return None
    return None if any(event.kind in ("look", "shuffle", "reveal") for event in events) else trial
