"""The guest's seat: a connection is a door until it says an accepted hello; a returning guest must prove the session
key agreed at its first handshake by answering its connection's own challenge. Values seen in clear (game id,
commitment, deck, revealed contribution, an earlier proof) take no seat and leave the game as it was."""

import dataclasses

from engine.lan import AuditDone, GuestSession, HandshakeRefused, HostPhase
from engine.lan.framing import FrameDecoder
from engine.lan.guest import GuestJournal
from engine.lan.messages import Hello, Refuse, RevealSeed, decode, encode
from tests.engine.lan.pair import Pair

SEATED = 0  # the Pair's connection


def frames(data) -> list:
    return [decode(frame) for frame in FrameDecoder().feed(bytes(data))]


def playing() -> Pair:
    pair = Pair.make()
    pair.connect()
    pair.play(stop_after=6)
    return pair


def game_state(pair: Pair) -> tuple:
    return pair.host.game.state_hash(), len(pair.host.actions), pair.host.phase, pair.host.seated


def eavesdropped(pair: Pair) -> GuestJournal:
    """Everything a listener on the LAN saw in clear, as a journal: game id, commitments, the revealed contribution."""
    sent = frames(pair.to_guest)
    reveal = pair.guest.contribution.hex()  # the reveal travels in clear
    welcome = next(m for m in sent if m.type == "welcome")
    return GuestJournal(game_id=welcome.game_id, host_commitment=welcome.commitment, contribution=reveal,
                        session_key=("00" * 32))  # fmt: skip


def knock(pair: Pair, cid: int, guest: GuestSession) -> list:
    """A second connection `cid` to the host, from `guest`; every message the host sent on it."""
    guest.connection_made()
    challenge = pair.host.connection_made(cid)
    hello = guest.receive(bytes(challenge.out))
    answer = pair.host.receive(bytes(hello.out), cid)
    guest.receive(bytes(answer.out))
    return frames(challenge.out) + frames(answer.out)


def test_a_listener_with_every_value_sent_in_clear_is_refused_and_the_guest_keeps_its_seat():
    pair = playing()
    before = game_state(pair)
    eve = GuestSession(dataclasses.replace(pair.guest.config, name="Eve", journal=eavesdropped(pair)))
    sent = knock(pair, 7, eve)
    assert isinstance(sent[-1], Refuse) and "Only the guest who started this game" in sent[-1].reason
    assert not any(m.type in ("welcome", "update") for m in sent)
    assert game_state(pair) == before and pair.host.phase is HostPhase.PLAYING and pair.host.seated == SEATED
    pair.play()  # the real guest never noticed
    assert [n for n in pair.guest_notices if isinstance(n, AuditDone)] == [AuditDone(True, ())]


def test_a_replayed_proof_from_an_earlier_reconnect_is_refused():
    pair = playing()
    pair.disconnect()
    pair.guest.connection_made()
    hello = pair.guest.receive(bytes(pair.host.connection_made().out))
    (proven,) = frames(hello.out)
    assert isinstance(proven, Hello) and proven.proof
    pair.host_step(pair.host.receive(bytes(hello.out)))  # the real guest is back
    before = game_state(pair)
    pair.host.connection_made(9)  # a listener replays the hello it saw on a new connection
    answer = pair.host.receive(bytes(encode(proven)), 9)
    assert [m.type for m in frames(answer.out)] == ["refuse"] and answer.close
    assert game_state(pair) == before


def test_the_real_guest_coming_back_on_a_new_connection_takes_its_seat_over_the_stale_one():
    pair = playing()
    pair.guest.connection_lost()  # the guest's side noticed the drop; the host has not yet
    sent = knock(pair, 5, pair.guest)
    assert [m.type for m in sent][:3] == ["challenge", "welcome", "update"]
    assert pair.host.seated == 5 and pair.host.phase is HostPhase.PLAYING


def test_connections_that_never_prove_anything_leave_the_game_alone():
    pair = playing()
    before = game_state(pair)
    junk = [b"", b"\x00\x00\x00\x05hello", b"\xff" * 40, (10**9).to_bytes(4, "big")]
    for cid in range(1, 301):
        opened = pair.host.connection_made(cid)
        assert [m.type for m in frames(opened.out)] == ["challenge"]
        assert frames(opened.out)[0].n == 0 and frames(opened.out)[0].state_hash == ""  # strangers learn nothing
        pair.host.receive(junk[cid % len(junk)], cid)
        if cid % 3 == 0:
            pair.host.connection_lost("gone", cid)
        assert game_state(pair) == before
    pair.play()
    assert [n for n in pair.guest_notices if isinstance(n, AuditDone)] == [AuditDone(True, ())]


def test_a_new_guest_cannot_take_a_seat_that_is_taken():
    pair = playing()
    intruder = Pair.make().guest
    sent = knock(pair, 3, intruder)
    assert "already playing" in sent[-1].reason
    assert pair.host.seated == SEATED


def test_a_stolen_journal_without_the_session_key_cannot_come_back():
    pair = playing()
    pair.disconnect()
    stolen = pair.guest.journal().model_copy(update={"session_key": ""})
    thief = Pair(pair.host, GuestSession(dataclasses.replace(pair.guest.config, journal=stolen)))
    thief.connect()
    assert any(isinstance(n, HandshakeRefused) and "Only the guest" in n.reason for n in thief.guest_notices)
    assert pair.host.phase is HostPhase.PAUSED
    assert not any(isinstance(m, RevealSeed) for m in frames(thief.to_guest))
