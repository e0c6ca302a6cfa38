"""The local table: the bot answers on a worker thread after a visible pause; refusals are signalled."""

from __future__ import annotations

from desktop import rulesets
from desktop.table import LocalTable, Seat
from engine.actions import Action
from engine.ids import PlayerId


def _table(seats, pause=0, seed="t-1"):
    package = rulesets.load("skirmish")
    decks = (package.decks["Balanced"], package.decks["Giants"])
    return LocalTable(package.ruleset, package.database, decks, seed, seats, bot_pause_ms=pause)


def test_the_bot_thinks_off_the_ui_thread_and_lands_after_its_pause(qtbot):
    table = _table((Seat.HUMAN, Seat.BOT), pause=150)
    snapshots, busy = [], []
    table.changed.connect(snapshots.append)
    table.busy.connect(busy.append)
    try:
        table.start()
        while snapshots[-1].view.decision.player != 1:
            assert table.submit(snapshots[-1].legal[-1]) is None  # keep the hand, then pass
        count = len(snapshots)
        assert busy and busy[-1] is True, "the bot is thinking"
        assert len(snapshots) == count, "nothing lands before the pause"
        qtbot.waitUntil(lambda: len(snapshots) > count, timeout=5000)
        assert busy[-1] is False
    finally:
        table.close()


def test_a_refused_action_changes_nothing_and_is_signalled(qtbot):
    table = _table((Seat.HUMAN, Seat.HUMAN))
    refused, snapshots = [], []
    table.refused.connect(refused.append)
    table.changed.connect(snapshots.append)
    table.start()
    seat = table.snapshot().seat
    error = table.submit(Action("attack", seat, card=999))
    assert error is not None and refused == [error]
    assert len(snapshots) == 1
    other = table.submit(Action("no", PlayerId(1 - seat)))
    assert other is not None and other.rule
    table.close()


def test_the_shown_seat_sees_only_its_own_hand(qtbot):
    table = _table((Seat.HUMAN, Seat.BOT))
    try:
        view = table.snapshot().view
        theirs = next(z for z in view.zones if z.ref.name == "hand" and z.ref.owner == 1)
        mine = next(z for z in view.zones if z.ref.name == "hand" and z.ref.owner == 0)
        assert all(c.card_id is None for c in theirs.cards)
        assert all(c.card_id is not None for c in mine.cards)
    finally:
        table.close()


def test_bot_seats_get_the_heuristic_bot_with_the_rulesets_policy(qtbot):
    from desktop.table import heuristic_bots
    from engine.bot import HeuristicBot

    package = rulesets.load("skirmish")
    bot = heuristic_bots(package.ruleset, package.database, "t-1")(PlayerId(1))
    assert isinstance(bot, HeuristicBot) and bot.policy is not None
    table = _table((Seat.HUMAN, Seat.BOT))
    try:
        assert isinstance(table._worker._bots[1], HeuristicBot)
    finally:
        table.close()


def test_the_first_snapshot_carries_the_setup_and_the_seat_sees_only_its_own_draws(qtbot):
    table = _table((Seat.HUMAN, Seat.BOT))
    snapshots = []
    table.changed.connect(snapshots.append)
    try:
        table.start()
        setup = snapshots[0].events
        assert [e.kind for e in setup].count("shuffle") == 2
        draws = [e for e in setup if e.kind == "move" and e.dst.name == "hand"]
        assert {e.dst.owner for e in draws} == {0, 1}
        assert all((e.card_id is not None) == (e.dst.owner == 0) for e in draws), "the bot's draws stay hidden"
        assert table.history() == list(setup)
    finally:
        table.close()
