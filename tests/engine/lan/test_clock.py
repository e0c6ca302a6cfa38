"""Turn clocks (issue 17): the host's clock, fed a fake time, charges whoever decides, stops while the guest is
away, and a player out of time loses by the clock; the loss is recorded, replayed and audited like any move."""

import pytest

from engine.actions import CONCEDE, TIME_OUT, Action
from engine.bot import heuristic_bot
from engine.formats.replays import read_replay
from engine.lan import AuditDone, Changed, ClockSetting, ClockShown, GameOver, HostPhase, Joined, ProtocolProblem
from engine.lan.clock import TurnClock, clock_words
from engine.lan.messages import ActionMessage
from engine.lan.notices import Step
from engine.replay import ReplayCursor
from tests.engine.lan.pair import Pair, last_changed, replay_text


class FakeTime:
    """The host transport's steady clock, moved by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def advance(self, pair: Pair, seconds: float) -> None:
        self.now += seconds
        pair.host_step(pair.host.tick(self.now))


def clocked(seconds: float = 60.0, increment: float = 0.0) -> tuple[Pair, FakeTime]:
    pair = Pair.make(clock=ClockSetting(seconds, increment))
    time = FakeTime()
    pair.host_step(pair.host.tick(time.now))
    pair.connect()
    return pair, time


def move(pair: Pair, bots: list) -> None:
    """One bot move by whoever decides, from what that side's session shows."""
    game = pair.host.game
    if game.decision.player == 0:
        shown = pair.host.changed()
        pair.host_step(pair.host.submit(bots[0].choose(shown.view, shown.legal)))
    else:
        shown = last_changed(pair.guest_notices)
        pair.guest_step(pair.guest.submit(bots[1].choose(shown.view, shown.legal)))


def bots_for(pair: Pair) -> list:
    game = pair.host.game
    return [heuristic_bot(game.ruleset, game.database, f"clock:{seat}") for seat in (0, 1)]


def test_the_guest_sees_the_clock_setting_before_play():
    pair, _ = clocked(300, 5)
    joined = next(n for n in pair.guest_notices if isinstance(n, Joined))
    assert joined.clock == ClockSetting(300, 5)
    assert joined.clock.words() == "5 min each, +5 s a move"
    first_view = next(i for i, n in enumerate(pair.guest_notices) if isinstance(n, Changed))
    assert pair.guest_notices.index(joined) < first_view


def test_the_deciding_player_is_charged_and_the_guest_shows_the_hosts_figures():
    pair, time = clocked(60)
    bots = bots_for(pair)
    for _ in range(6):
        time.advance(pair, 2.0)
        move(pair, bots)
    clock = pair.host.clock
    assert clock.left_ms[0] + clock.left_ms[1] == 120_000 - 12_000  # every second went to someone
    shown = [n for n in pair.guest_notices if isinstance(n, ClockShown)][-1]
    assert shown.left_ms == clock.figures() and shown.running == pair.host.game.decision.player


def test_a_player_out_of_time_loses_by_the_clock_recorded_and_replayed():
    pair, time = clocked(30)
    bots = bots_for(pair)
    while pair.host.game.decision.player != 1:  # up to the guest's decision
        move(pair, bots)
    time.advance(pair, 29.0)
    assert pair.host.phase is HostPhase.PLAYING
    time.advance(pair, 1.5)  # the guest's 30 s are out
    assert pair.host.phase is HostPhase.OVER
    outcome = pair.host.game.outcome
    assert outcome.winner == 0 and outcome.reason == "Player 2 ran out of time on the turn clock."
    assert pair.host.actions[-1] == Action(CONCEDE, 1, option=TIME_OUT)
    assert GameOver(outcome) in pair.guest_notices  # the guest hears it like any end
    late = pair.host.submit(Action("pass", 0)).notices[0]
    assert "The game is over: Player 2 ran out of time" in str(late.error)
    assert [n for n in pair.guest_notices if isinstance(n, AuditDone)] == [AuditDone(True, ())]
    replay = read_replay(replay_text(pair.host_notices))
    config = pair.host.config
    cursor = ReplayCursor.load(config.ruleset, config.database, replay)
    assert cursor.honesty(replay) == []
    assert cursor.seek(cursor.length).outcome == outcome  # the replay re-simulates to the loss by time


def test_the_host_can_run_out_of_time_too():
    pair, time = clocked(10)
    bots = bots_for(pair)
    while pair.host.game.decision.player != 0:
        move(pair, bots)
    time.advance(pair, 11)
    assert pair.host.game.outcome.winner == 1 and "Player 1 ran out of time" in pair.host.game.outcome.reason


def test_both_clocks_stop_while_the_guest_is_away():
    pair, time = clocked(30)
    bots = bots_for(pair)
    while pair.host.game.decision.player != 1:
        move(pair, bots)
    time.advance(pair, 10)
    left = list(pair.host.clock.left_ms)
    pair.disconnect()
    assert pair.host.phase is HostPhase.PAUSED and pair.host.clock.running is None
    assert ClockShown(tuple(left), None) in pair.host_notices  # the host's screen stops (the guest's on Paused)
    time.advance(pair, 3600)  # an hour away costs nothing
    assert pair.host.clock.left_ms == left and pair.host.phase is HostPhase.PAUSED
    pair.connect()
    assert pair.host.phase is HostPhase.PLAYING and pair.host.clock.running == 1
    time.advance(pair, 21)  # the guest's 20 s left run out after the return
    assert pair.host.game.outcome.winner == 0


def test_the_increment_is_added_after_each_move():
    pair, time = clocked(60, 5)
    bots = bots_for(pair)
    mover = pair.host.game.decision.player
    time.advance(pair, 2)
    move(pair, bots)
    assert pair.host.clock.left_ms[mover] == 60_000 - 2_000 + 5_000


def test_a_guest_cannot_forge_a_loss_by_time_for_itself_or_the_host():
    pair, _ = clocked(60)
    forged = {"kind": "concede", "player": 1, "option": "time"}
    pair.guest_step(_send(pair, ActionMessage(action=forged)))
    assert pair.host.phase is HostPhase.PLAYING
    assert any(isinstance(n, ProtocolProblem) and n.code == "malformed" for n in pair.host_notices)


def _send(pair: Pair, message):
    step = Step()
    pair.guest._send(step, message)
    return step


@pytest.mark.parametrize(("left", "words"), [(0, "0:00"), (1, "0:01"), (61_000, "1:01"), (3_723_000, "1:02:03")])
def test_clock_words(left, words):
    assert clock_words(left) == words


def test_a_clock_setting_out_of_bounds_is_refused_in_words():
    with pytest.raises(ValueError, match="turn clock"):
        ClockSetting(0)
    clock = TurnClock(ClockSetting(5))
    clock.run(0, 0.0)
    clock.run(1, 6.0)
    assert clock.figures() == (0, 5000)
