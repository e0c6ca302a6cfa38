"""Take-backs that cannot cheat, in every ruleset: a move that let nothing out is taken back to the exact state before
it; a draw, a look, a shuffle or the other player's decision closes the window; the replay keeps the undo and
re-simulates to the same final state."""

from __future__ import annotations

import pytest

from engine.actions import Action
from engine.bot import heuristic_bot
from engine.formats.replays import ReplayWriter, read_replay, skim_replay
from engine.game import Game
from engine.ids import PlayerId, ZoneRef
from engine.replay import Recorder, ReplayCursor
from engine.takeback import Information, TakeBacks
from tests.support.every_ruleset import setup
from tests.support.replays import header_for
from tests.support.take_backs import RULES, draws_for, header, moment, quiet_after


@pytest.mark.parametrize("ruleset_id", RULES)
def test_a_take_back_is_allowed_before_a_draw_and_refused_after_it(ruleset_id):
    game, quiet, drawing, _ = moment(ruleset_id)
    player = quiet.player
    start = game.state_hash()
    window = TakeBacks()

    window.apply(game, quiet)
    assert window.latest(player) is not None and window.latest(PlayerId(1 - player)) is None
    restored, step = window.take_back(game, player)
    assert step.action == quiet
    assert restored.state_hash() == start, "the snapshot before the move, randomness and all"
    assert window.latest(player) is None

    window.apply(restored, quiet)  # the same move again lands on the same state: nothing depended on the undo
    again = restored.state_hash()
    assert again == game.state_hash()

    game = restored
    hand_before = _hand(game, player)
    window.apply(game, drawing)
    assert window.latest(player) is None, "a draw closes the window: the earlier move cannot be taken back either"
    assert window.take_back(game, player) is None
    assert window.closed is not None and window.closed.information is Information.DREW
    assert window.refusal(player) == "Your last move cannot be taken back: it drew a card."
    assert _hand(game, player) != hand_before


@pytest.mark.parametrize("ruleset_id", RULES)
def test_several_moves_are_taken_back_one_by_one_to_where_they_started(ruleset_id):
    game, quiet, _, _ = moment(ruleset_id)
    player = quiet.player
    hashes = [game.state_hash()]
    window = TakeBacks()
    window.apply(game, quiet)
    hashes.append(game.state_hash())
    second = next((a for a in game.legal_actions() if quiet_after(game, a) is not None), None)
    if second is not None:
        window.apply(game, second)
        hashes.append(game.state_hash())
    while window.latest(player) is not None:
        game, _ = window.take_back(game, player)
        hashes.pop()
        assert game.state_hash() == hashes[-1]
    assert len(hashes) == 1, "every move was taken back, the last first"


def _hand(game: Game, player: PlayerId) -> list[int]:
    return list(game.zone(ZoneRef("hand", player)))


@pytest.mark.parametrize("ruleset_id", RULES)
def test_handing_the_decision_to_the_other_player_closes_the_window(ruleset_id):
    game, quiet, _, _ = moment(ruleset_id)
    window = TakeBacks()
    window.apply(game, quiet)
    player = quiet.player
    while game.decision is not None and game.decision.player == player and game.outcome is None:
        legal = game.legal_actions()
        handing = [a for a in legal if a.kind == "pass"] or legal
        window.apply(game, handing[0])
    if game.outcome is None:
        assert window.closed is not None
        assert window.closed.information in (Information.OPPONENT, Information.DREW, Information.LOOKED,
                                             Information.REVEALED, Information.RANDOM)  # fmt: skip
        assert window.latest(player) is None


def test_a_mulligan_draws_and_a_shuffle_closes_the_window():
    ruleset, database, decks = setup("one-piece")
    game = Game.new(ruleset, database, decks, "shuffle")
    window = TakeBacks()
    while game.decision is not None and game.decision.context != "redraw":
        window.apply(game, game.legal_actions()[0])
    decision = game.decision
    assert decision is not None
    redraw = next(a for a in game.legal_actions() if a.kind == "yes")
    window.apply(game, redraw)  # a mulligan: the hand goes back, the deck is shuffled, a new hand drawn (5-2-1-6)
    assert window.closed is not None and window.closed.information is Information.DREW
    assert window.refusal(decision.player) == "Your last move cannot be taken back: it drew a card."

    ruleset, database, decks = setup("weiss-schwarz")
    game = Game.new(ruleset, database, decks, "shuffle")
    bot = heuristic_bot(ruleset, database, "shuffle")
    for _ in range(2000):
        decision = game.decision
        assert decision is not None and game.outcome is None, "no shuffle without a draw came"
        legal = game.legal_actions()
        shuffling = [a for a in legal if _shuffles_without_drawing(game, a)]
        if shuffling:
            window.apply(game, shuffling[0])
            assert window.closed is not None and window.closed.information is Information.RANDOM
            assert window.refusal(decision.player).endswith("it shuffled or used chance.")
            return
        game.apply(bot.choose(game.view(decision.player), legal))


def _shuffles_without_drawing(game: Game, action: Action) -> bool:
    if draws_for(game, action):
        return False
    return any(event.kind == "shuffle" for event in game.copy().apply(action))


def test_a_bot_move_closes_the_window():
    game, quiet, _, _ = moment("one-piece")
    window = TakeBacks()
    window.apply(game, quiet)
    assert window.latest(quiet.player) is not None
    window.apply_closing(game, game.legal_actions()[0])
    assert window.latest(quiet.player) is None
    assert window.take_back(game, quiet.player) is None


def test_an_undo_line_keeps_the_replay_consistent_and_append_only():
    """The file keeps the taken-back move and an undo line; read back, it re-simulates to the final state."""
    ruleset, database, _ = setup("one-piece")
    recorder = Recorder(header("one-piece"))
    fresh, quiet, drawing, lines = moment("one-piece", recorder=recorder)
    text = recorder.header_text() + lines
    count = recorder.recorded
    window = TakeBacks()
    turn = fresh.state.turn
    window.apply(fresh, quiet, recorder.recorded)
    text += recorder.record(fresh, quiet, turn)
    fresh, step = window.take_back(fresh, quiet.player)
    assert step.mark == count
    lines = recorder.undo(fresh, step.mark)
    assert lines.startswith(f'{{"n":{count},"t":"undo"}}')
    text += lines
    turn = fresh.state.turn
    fresh.apply(drawing)
    text += recorder.record(fresh, drawing, turn)

    replay = read_replay(text)
    assert not replay.problems
    assert len(replay.actions) == count + 1 and replay.actions[-1] == drawing.to_data()
    assert text.count('"t":"action"') == count + 2, "the taken-back move stays in the file"
    assert skim_replay(text).actions == count + 1
    cursor = ReplayCursor.load(ruleset, database, replay)
    assert cursor.mismatch is None
    assert cursor.seek(cursor.length).state_hash() == fresh.state_hash()


def test_a_replay_with_an_undo_past_its_actions_stops_there_in_words():
    ruleset, database, decks = setup("one-piece")
    header = header_for(ruleset, database, decks, "bad-undo")
    writer = ReplayWriter()
    text = writer.header_line(header) + writer.undo_line(3)
    replay = read_replay(text)
    assert replay.actions == ()
    assert "take-back to action 3, but only 0 actions were read" in str(replay.problems[0])


def _events_on_copy(game: Game, action: Action):
    return game.copy().apply(action)


@pytest.mark.parametrize(
    ("ruleset_id", "wanted"), [("one-piece", Information.LOOKED), ("weiss-schwarz", Information.REVEALED)]
)
def test_a_look_and_a_reveal_close_the_window(ruleset_id, wanted):
    """A move whose events show its player a hidden card (a look at the deck's top, a Life card or a trigger check
    turned face up) is not safe, whatever else it does."""
    ruleset, database, decks = setup(ruleset_id)
    game = Game.new(ruleset, database, decks, "look")
    bot = heuristic_bot(ruleset, database, "look")
    seen: set[Information] = set()
    for _ in range(1500):
        decision = game.decision
        if decision is None or game.outcome is not None or wanted in seen:
            break
        legal = game.legal_actions()
        for action in legal:
            if draws_for(game, action):
                continue
            kinds = {event.kind for event in _events_on_copy(game, action)}
            if "shuffle" in kinds:
                continue
            expected = Information.LOOKED if "look" in kinds else None
            if expected is None and kinds & {"move", "flip", "reveal"}:
                trial = game.copy()
                hidden = {iid for iid in trial.state.cards if not trial.can_see(action.player, iid)}
                shown = [e for e in trial.apply(action) if e.card in hidden and e.card_id is not None
                         and e.visible_to & (1 << action.player)]  # fmt: skip
                expected = Information.REVEALED if shown else None
            if expected is not None and expected not in seen:
                window = TakeBacks()
                trial = game.copy()
                window.apply(trial, action)
                assert window.closed is not None and window.closed.information is expected, (action, kinds)
                assert window.latest(action.player) is None
                seen.add(expected)
        game.apply(bot.choose(game.view(decision.player), legal))
    assert wanted in seen, f"no {wanted.value} move came up"
