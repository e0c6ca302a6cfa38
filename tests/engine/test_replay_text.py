"""The replay in words: log lines tied to positions, hidden cards kept hidden, and the text export."""

import pytest

from engine.formats.replays import read_replay
from engine.ids import PlayerId
from engine.replay import BOTH, ReplayCursor
from engine.replay_text import ACTION, HEADING, replay_log, replay_text
from tests.support import demo
from tests.support.replays import demo_replay


@pytest.fixture(scope="module")
def cursor():
    return ReplayCursor.load(demo.ruleset(), demo.database(), read_replay(demo_replay()))


def test_every_action_has_one_numbered_line_at_its_position(cursor):
    lines = replay_log(cursor)
    actions = [line for line in lines if line.depth == ACTION]
    assert [line.position for line in actions] == list(range(1, cursor.length + 1))
    assert all(line.text.startswith(f"{line.position}. Player ") for line in actions)
    assert [line.position for line in lines] == sorted(line.position for line in lines)


def test_turns_are_headings(cursor):
    headings = [line.text for line in replay_log(cursor) if line.depth == HEADING]
    turns = [turn for turn, _ in cursor.turn_starts if turn > 0]
    assert [h for h in headings if h.startswith("— Turn")] == [
        f"— Turn {turn}: Player {cursor.seek(pos).state.turn_player + 1} —"
        for turn, pos in cursor.turn_starts
        if turn > 0
    ][: len(turns)]


def test_one_players_log_never_names_the_others_hidden_draws(cursor):
    both = replay_log(cursor, BOTH)
    mine = replay_log(cursor, PlayerId(0))
    draws = [line.text for line in both if "from Player 2's deck to Player 2's hand" in line.text]
    hidden = [line.text for line in mine if "from Player 2's deck to Player 2's hand" in line.text]
    assert draws and all(not text.startswith("A card") for text in draws)
    assert hidden and all(text.startswith(("A card", "3 cards")) for text in hidden), "counted, never named"


def test_the_setup_is_told_before_the_first_action_as_each_perspective_knows_it(cursor):
    for perspective, hidden in ((BOTH, ()), (PlayerId(0), ("Player 2",)), (PlayerId(1), ("Player 1",))):
        lines = replay_log(cursor, perspective)
        first_action = next(i for i, line in enumerate(lines) if line.depth == ACTION)
        setup = [line.text for line in lines[1:first_action]]
        assert all(line.position == 0 for line in lines[:first_action])
        assert "Player 1 shuffles their deck." in setup and "Player 2 shuffles their deck." in setup
        for owner in ("Player 1", "Player 2"):
            draws = [text for text in setup if text.endswith(f"from {owner}'s deck to {owner}'s hand.")]
            assert len(draws) == 1, ("the opening hand in one line", perspective, setup)
            assert draws[0].startswith("3 cards go") == (owner in hidden), (perspective, draws)


def test_the_export_names_players_result_and_every_action(cursor):
    text = replay_text(cursor)
    assert "Player 1: Ann" in text and "Player 2: Bob" in text and "Seed: 5eed" in text
    outcome = cursor.seek(cursor.length).outcome
    result = next(line for line in text.splitlines() if line.startswith("Result: "))
    assert f"(rule {outcome.rule})" in result and outcome.reason in result
    assert f"\n  {cursor.length}. Player " in text
    assert "— Turn 2: Player 2 —" in text


def test_the_export_warns_about_a_mismatch():
    text = demo_replay()
    lines = text.splitlines(keepends=True)
    index = next(i for i, line in enumerate(lines) if '"t":"hash"' in line and '"n":20' in line)
    lines[index] = lines[index].replace('"hash":"', '"hash":"f', 1).replace('","n"', 'f","n"', 1)
    cursor = ReplayCursor.load(demo.ruleset(), demo.database(), read_replay("".join(lines)))
    exported = replay_text(cursor)
    assert "Warning: the replay stops agreeing with the rules at action 20" in exported
    assert "Result: unfinished after 19 actions" in exported


def test_a_pass_names_the_chance_it_passed_up_but_not_the_end_of_a_main_phase():
    """The replay log's headline of a pass says what was passed up ("Passes on “Use Counters from their hand, or
    pass”", ONE PIECE 7-1-3), as the live log does, the question read from the reader's side ("your hand" to the
    player it was put to); ending a Main Phase stays "Passes" (the next line says it ends)."""
    from engine.actions import Action
    from engine.decisions import Decision, DecisionKind
    from engine.replay_text import describe_answer
    from engine.rulesets.one_piece import one_piece
    from engine.words import Words
    from tests.support import one_piece_samples as S

    words = Words(one_piece(), S.database("one-piece"))
    passing = Action("pass", PlayerId(1))
    counter = Decision(PlayerId(1), DecisionKind.ACT, "Use Counters from your hand, or pass", "7-1-3-2", "counter")
    main = Decision(PlayerId(1), DecisionKind.ACT, "Play a card, attack, or end your Main Phase", "", "main")
    assert describe_answer(words, passing, counter) == "Passes on “Use Counters from their hand, or pass”"
    assert describe_answer(words, passing, main) == "Passes"
    words.seat = PlayerId(1)  # the replay seen from the seat that passed
    assert describe_answer(words, passing, counter) == "Passes on “Use Counters from your hand, or pass”"
