"""A question put to the other player reads from the reader's side: "Player 2 is deciding: Use Counters from their
hand, or pass", never "your hand" (which would be the reader's); the player it is put to still reads "your hand", and
the state (and so every hash) keeps the question as asked. Over bot games of every ruleset."""

from __future__ import annotations

import re

import pytest

from engine.bot import heuristic_bot
from engine.decisions import Decision
from engine.game import Game
from engine.ids import PLAYERS, PlayerId
from engine.narration import narrate
from engine.sentences import told_of
from engine.words import Words
from tests.golden_replays.games import content

YOU, THEM = PlayerId(0), PlayerId(1)
RULESETS = ("one-piece", "energio", "weiss-schwarz", "dragon-ball-super", "battle-spirits-saga", "skirmish")
ADDRESSED = re.compile(r"\b(you|your|yours|yourself)\b", re.IGNORECASE)


def position(ruleset_id: str, wanted: str = "", seed: str = "told-of-1") -> Game:
    """A bot game of `ruleset_id` played up to a question put to Player 2 that says "you" or "your" (and `wanted`)."""
    c = content(ruleset_id)
    game = Game.new(c.ruleset, c.database, c.decks, seed)
    bots = {p: heuristic_bot(c.ruleset, c.database, f"{seed}:{p}") for p in PLAYERS}
    for _ in range(3000):
        decision = game.decision
        assert decision is not None and game.outcome is None, f"{ruleset_id}: no such question before the end"
        if decision.player == THEM and ADDRESSED.search(decision.prompt) and wanted in decision.prompt:
            return game
        game.apply(bots[decision.player].choose(game.view(decision.player), game.legal_actions()))
    raise AssertionError(f"{ruleset_id}: Player 2 was never asked a question saying you")


def test_told_of_reads_a_question_to_the_decider_in_the_third_person():
    assert told_of("Use Counters from your hand, or pass") == "Use Counters from their hand, or pass"
    assert told_of("Do you go first or second?") == "Do they go first or second?"
    assert told_of("You won the draw: go first or second?") == "They won the draw: go first or second?"
    assert told_of("Charge: you may put 1 card from your hand") == "Charge: they may put 1 card from their hand"
    assert (
        told_of("Deal 2 damage to you? It is yours; you're sure") == "Deal 2 damage to them? It is theirs; they're sure"
    )
    assert told_of("Choose 1 of your opponent's Characters") == "Choose 1 of their opponent's Characters"
    assert (
        told_of("Place cores on Reef Crab: which core is core 1 of 2?")
        == "Place cores on Reef Crab: which core is core 1 of 2?"
    )
    assert told_of("Young Yourick's yoke") == "Young Yourick's yoke", "only the words themselves"


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_the_other_players_question_reads_their_hand_not_your_hand(ruleset_id):
    """Player 1 and a spectator read Player 2's question with "their"/"they"; Player 2 reads it as asked ("your"); the
    state's decision is the question as asked."""
    game = position(ruleset_id)
    decision = game.decision
    assert isinstance(decision, Decision) and decision.player == THEM
    state_prompt = decision.prompt
    before = game.state_hash()
    c = content(ruleset_id)
    for viewer in (YOU, None):
        words = Words(c.ruleset, c.database)
        words.learn(game.view(viewer))
        shown = game.view(viewer).decision
        assert shown is not None
        read = words.prompt(shown.prompt, shown.player)
        assert not ADDRESSED.search(read), (viewer, read)
        assert re.search(r"\b(their|they|them|theirs|themselves)\b", read, re.IGNORECASE), read
    words = Words(c.ruleset, c.database)
    words.learn(game.view(THEM))
    own = game.view(THEM).decision
    assert own is not None
    assert ADDRESSED.search(words.prompt(own.prompt, own.player)), "the player asked reads the question as asked"
    assert game.decision.prompt == state_prompt and ADDRESSED.search(state_prompt)
    assert game.state_hash() == before


@pytest.mark.parametrize("ruleset_id", ("one-piece", "weiss-schwarz", "battle-spirits-saga"))
def test_the_log_tells_the_other_players_answer_to_their_question(ruleset_id):
    """The log line of Player 2's pass or yes/no names the question from the reader's side ("Player 2 passes on “Use
    Counters from their hand, or pass”", "Player 2 answers no to “Redraw their opening hand?”")."""
    game = position(ruleset_id)
    c = content(ruleset_id)
    bots = {p: heuristic_bot(c.ruleset, c.database, f"log:{p}") for p in PLAYERS}
    words = Words(c.ruleset, c.database)
    lines: list[str] = []
    for _ in range(400):
        decision = game.decision
        if decision is None or game.outcome is not None:
            break
        events = game.apply(bots[decision.player].choose(game.view(decision.player), game.legal_actions()))
        words.learn(game.view(YOU))
        lines += [said.text for said in narrate(words, [e.seen_by(YOU) for e in events])]
    quoted = [line for line in lines if line.startswith("Player 2") and "“" in line]
    assert quoted, lines[:40]
    assert not [line for line in quoted if ADDRESSED.search(line)], quoted
