"""LAN take-backs (issue 17): a player asks to take back their last move, the other accepts or refuses; only what the
engine's take-back window holds can go (engine.takeback), both replays keep the request and the answer, and the
guest's audit still passes."""

from engine.formats.replays import read_replay
from engine.lan import AuditDone, Changed, HostPhase
from engine.lan.host_takeback import ACCEPTED, ASKED, REFUSED
from engine.lan.notices import ActionRefused, TakeBackAnswered, TakeBackAsked
from engine.replay import ReplayCursor
from tests.engine.lan.pair import Pair, last_changed, replay_text


def to_a_safe_move(pair: Pair, seat: int) -> None:
    """Play on (bots) until `seat` has just made a move it may take back (a creature played, say)."""
    for _ in range(400):
        pair.play(stop_after=len(pair.host.actions) + 1)
        game = pair.host.game
        assert game.outcome is None, "the game ended before a move that can be taken back"
        latest = pair.host._take_backs.latest(seat)
        if latest is not None and game.decision.player == seat:
            return
    raise AssertionError("no move that can be taken back")


def audited(pair: Pair) -> None:
    pair.play()
    assert [n for n in pair.guest_notices if isinstance(n, AuditDone)] == [AuditDone(True, ())]
    replay = read_replay(replay_text(pair.host_notices))
    config = pair.host.config
    cursor = ReplayCursor.load(config.ruleset, config.database, replay)
    assert cursor.mismatch is None and cursor.honesty(replay) == []
    assert len(replay.actions) == len(pair.host.actions)


def test_the_guest_asks_the_host_accepts_and_the_move_is_gone():
    pair = Pair.make(spectators=True)
    pair.connect()
    pair.watch(1)
    to_a_safe_move(pair, 1)
    before = pair.host._take_backs.latest(1)
    n = len(pair.host.actions)
    pair.guest_step(pair.guest.ask_take_back())
    assert TakeBackAsked(1) in pair.host_notices
    pair.host_step(pair.host.answer_take_back(True))
    assert len(pair.host.actions) == before.mark < n
    assert not pair.host.hashes or pair.host.game.state_hash() == pair.host.hashes[-1]
    assert pair.spectators[1].view == pair.host.game.view(None)  # a spectator is taken back too
    assert TakeBackAnswered(1, True) in pair.host_notices
    assert last_changed(pair.guest_notices).view == pair.host.game.view(1)  # the guest is back there too
    assert pair.guest.n == len(pair.host.actions)
    texts = [line.text for line in pair.host.chat_lines]
    assert texts[-2:] == [ASKED, ACCEPTED] and [line.text for line in pair.guest.chat_lines][-2:] == texts[-2:]
    audited(pair)
    assert '"t":"undo"' in replay_text(pair.host_notices)


def test_the_host_asks_the_guest_refuses_and_nothing_changes():
    pair = Pair.make()
    pair.connect()
    to_a_safe_move(pair, 0)
    n, state = len(pair.host.actions), pair.host.game.state_hash()
    pair.host_step(pair.host.ask_take_back())
    assert TakeBackAsked(0) in pair.guest_notices and pair.guest.asked_by_host
    pair.guest_step(pair.guest.answer_take_back(False))
    assert len(pair.host.actions) == n and pair.host.game.state_hash() == state
    assert TakeBackAnswered(0, False) in pair.host_notices
    assert [line.text for line in pair.host.chat_lines][-2:] == [ASKED, REFUSED]
    audited(pair)


def test_the_host_asks_the_guest_accepts():
    pair = Pair.make()
    pair.connect()
    to_a_safe_move(pair, 0)
    mark = pair.host._take_backs.latest(0).mark
    pair.host_step(pair.host.ask_take_back())
    pair.guest_step(pair.guest.answer_take_back(True))
    assert len(pair.host.actions) == mark and pair.guest.n == mark
    assert isinstance(pair.host_notices[-1], TakeBackAnswered) and pair.host_notices[-1].accepted
    assert any(isinstance(n, Changed) and n.n == mark for n in pair.host_notices)
    audited(pair)


def test_a_move_that_drew_cannot_be_taken_back_and_the_rules_say_why():
    pair = Pair.make()
    pair.connect()
    pair.play(stop_after=1)  # a mulligan answer: it drew (or kept) a hand, and the decision moved on
    seat = pair.host.game.decision.player
    other = 1 - seat
    if other == 0:
        refused = pair.host.ask_take_back().notices
        assert isinstance(refused[0], ActionRefused) and "Nothing to take back" in str(refused[0].error)
    else:
        pair.guest_step(pair.guest.ask_take_back())
        answer = [n for n in pair.guest_notices if isinstance(n, TakeBackAnswered)][-1]
        assert not answer.accepted and answer.reason
    assert pair.host.phase is HostPhase.PLAYING
    audited(pair)


def test_a_host_that_goes_back_further_than_the_take_back_is_a_desync():
    """A take-back never crosses a decision handed to the other seat (engine.takeback): a host that goes back to
    the start after the guest agreed is reported, and the guest keeps its hashes (its evidence for the audit)."""
    from engine.lan.codec import view_to_data
    from engine.lan.messages import Update
    from engine.lan.notices import Desync, Step

    pair = Pair.make()
    pair.connect()
    to_a_safe_move(pair, 0)
    pair.host_step(pair.host.ask_take_back())
    hashes = list(pair.guest.hashes)
    pair.guest.answer_take_back(True)  # agreed, but the host's answer is not sent
    step = Step()
    pair.guest._update(step, Update(view=view_to_data(pair.host.game.view(1)), full=True, n=0, hashes=()))
    assert any(isinstance(notice, Desync) for notice in step.notices)
    assert pair.guest.hashes == hashes
