"""A fault inside the engine on the desktop: the table says so in words (status bar and log), the game goes on as
it was before the move, the replay file holds only accepted actions, and a bot left with no move concedes."""

from __future__ import annotations

import pytest

from desktop import rulesets
from desktop.table import LocalTable, Seat
from engine.actions import PASS, Action
from engine.errors import InternalError
from engine.formats.replays import read_replay

RULESET_IDS = ("one-piece", "energio", "weiss-schwarz", "skirmish")


def _faulty(table: LocalTable, when) -> list[int]:
    """Every procedure of the table's game fails while `when(game)` holds; returns the count of faults."""
    fired: list[int] = []
    game = table.game

    def wrap(handler):
        def run(g, task):
            if when(g):
                fired.append(g.state.actions_applied)
                raise KeyError("an injected fault")
            handler(g, task)

        return run

    game._handlers = {kind: wrap(handler) for kind, handler in game._handlers.items()}
    return fired


def _answering(player: int):
    """While the action being carried out is `player`'s answer (its first event says who answered)."""

    def when(game) -> bool:
        events = game.last_events
        return bool(events) and events[0].kind == "answer" and events[0].player == player

    return when


def _table(ruleset_id: str, seats, seed: str) -> LocalTable:
    package = rulesets.load(ruleset_id)
    decks = list(package.decks.values())
    return LocalTable(package.ruleset, package.database, (decks[0], decks[-1]), seed, seats, bot_pause_ms=0)


@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
def test_a_fault_is_said_in_words_the_game_goes_on_and_the_replay_holds_only_accepted_moves(qtbot, ruleset_id):
    table = _table(ruleset_id, (Seat.HUMAN, Seat.HUMAN), "fault-1")
    refused, snapshots = [], []
    table.refused.connect(refused.append)
    table.changed.connect(snapshots.append)
    table.start()
    try:
        accepted = []
        for _ in range(3):
            action = snapshots[-1].legal[-1]
            assert table.submit(action) is None
            accepted.append(action)
        before = table.game.state_hash()
        action = snapshots[-1].legal[-1]
        armed = [table.game.state.actions_applied + 1]
        fired = _faulty(table, lambda g: g.state.actions_applied == armed[0])
        error = table.submit(action)
        assert isinstance(error, InternalError) and fired and refused == [error]
        assert table.game.state_hash() == before
        assert "The game engine failed" in error.reason and "KeyError" not in error.reason
        assert any(event.text == error.reason for event in snapshots[-1].events), "the log says it too"
        assert action not in snapshots[-1].legal, "the move the engine failed on is not offered again"
        other = next(a for a in snapshots[-1].legal if a != action)
        armed[0] = -1  # the fault is mended: another move goes through
        assert table.submit(other) is None  # the game goes on
        accepted.append(other)
        path = table.recording.file.path
    finally:
        table.close()
    replay = read_replay(path.read_text(encoding="utf-8"))
    assert [Action.from_data(data) for data in replay.actions] == accepted and not replay.problems


def test_a_bot_whose_every_move_fails_concedes_and_the_game_ends_in_words(qtbot):
    table = _table("skirmish", (Seat.HUMAN, Seat.BOT), "fault-2")
    notices, snapshots = [], []
    table.notice.connect(notices.append)
    table.changed.connect(snapshots.append)
    _faulty(table, _answering(1))
    table.start()
    try:
        while table.outcome is None and snapshots[-1].legal:
            passes = [a for a in snapshots[-1].legal if a.kind == PASS]
            table.submit(passes[0] if passes else snapshots[-1].legal[-1])
            qtbot.waitUntil(lambda: table.outcome is not None or bool(snapshots[-1].legal), timeout=5000)
        assert table.outcome is not None and table.outcome.winner == 0
        assert any("concedes" in notice for notice in notices)
    finally:
        table.close()
