"""The join code keys the connection (SPAKE2 over the code, then AES-GCM on every message): a listener reads nothing,
a wrong code is refused before anything else is said, a changed, replayed or slipped-in message is refused and
changes nothing, and a guest comes back through a new key exchange and its session-key proof."""

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.lan import AuditDone, ChatReceived, GuestPhase, HandshakeRefused, HostPhase, ProtocolProblem
from engine.lan.framing import FrameDecoder, encode_frame
from engine.lan.messages import PROTOCOL_VERSION, decode
from engine.lan.secure import code_problem, join_code, normal_code
from tests.engine.lan.pair import Pair

CODE = "K7Q2-M9XP"


def clear_frames(data: bytes) -> list:
    """The frames of a byte stream that are readable JSON (a listener's whole haul)."""
    found = []
    for frame in FrameDecoder(10**8).feed(bytes(data)):
        try:
            found.append(json.loads(frame))
        except ValueError:
            continue
    return found


class Listener(Pair):
    """A pair whose every byte both ways is kept, as a listener on the LAN would."""

    to_host: bytearray

    def guest_step(self, step):
        if not hasattr(self, "to_host"):
            self.to_host = bytearray()
        if step.out and self.connected:
            self.to_host += step.out
        super().guest_step(step)


def listened(code: str = CODE) -> Listener:
    pair = Pair.make(code=code)
    return Listener(pair.host, pair.guest)


def test_a_listener_reads_nothing_of_a_game_with_a_join_code():
    pair = listened()
    pair.connect()
    pair.guest_step(pair.guest.chat("my hand is weak, secret plan: attack"))
    pair.host_step(pair.host.chat("host's own secret"))
    pair.play()
    assert [n for n in pair.guest_notices if isinstance(n, AuditDone)] == [AuditDone(True, ())]
    assert any(isinstance(n, ChatReceived) and "secret plan" in n.text for n in pair.host_notices)
    readable = clear_frames(pair.to_guest) + clear_frames(pair.to_host)
    assert [m["type"] for m in readable] == ["challenge", "pake"]  # only the key exchange is in clear
    wire = bytes(pair.to_guest) + bytes(pair.to_host)
    for secret in (b"secret plan", b"host's own secret", b"Gus", b"Hana", b"SK-0", b"update", b"hello"):
        assert secret not in wire


def test_a_wrong_code_is_refused_in_clear_before_anything_else():
    pair = Pair.make(code=CODE)
    pair.guest.config = pair.guest.config.__class__(**{**pair.guest.config.__dict__, "join_code": "AAAA-BBBB"})
    pair.connect()
    (refused,) = [n for n in pair.guest_notices if isinstance(n, HandshakeRefused)]
    assert refused.reason == "The join code is wrong: check it with the host."
    assert any(isinstance(n, ProtocolProblem) and n.code == "code" for n in pair.host_notices)
    assert pair.host.phase is HostPhase.WAITING and pair.host.guest is None
    assert pair.guest.phase is GuestPhase.REFUSED


def test_a_code_is_typed_forgivingly():
    assert normal_code(" k7q2 m9xp ") == "K7Q2M9XP" and normal_code("OIL") == "011"
    assert code_problem("k7q2-m9xp") == "" and "8 letters and digits" in code_problem("1234")
    assert join_code(bytes(8)) == "0000-0000" and code_problem(join_code(b"\xff" * 8)) == ""
    pair = Pair.make(code=CODE)
    pair.guest.config = pair.guest.config.__class__(**{**pair.guest.config.__dict__, "join_code": "k7q2 m9xp"})
    pair.connect()
    assert pair.host.phase is HostPhase.PLAYING


@pytest.mark.parametrize(("host_code", "guest_code", "words"), [
    (CODE, "", "needs the join code the host shows"),
    ("", CODE, "asked for no join code"),
])  # fmt: skip
def test_a_code_on_one_side_only_is_refused_with_words(host_code, guest_code, words):
    pair = Pair.make(code=host_code)
    pair.guest.config = pair.guest.config.__class__(**{**pair.guest.config.__dict__, "join_code": guest_code})
    pair.connect()
    (refused,) = [n for n in pair.guest_notices if isinstance(n, HandshakeRefused)]
    assert words in refused.reason
    assert pair.host.game is None


def test_slipped_in_changed_or_replayed_messages_are_refused_and_change_nothing():
    pair = Pair.make(code=CODE)
    recorded = bytearray()
    original = pair.guest_step

    def keep(step):
        recorded.extend(step.out)
        original(step)

    pair.guest_step = keep
    pair.connect()
    pair.play(stop_after=6)
    before = (pair.host.game.state_hash(), len(pair.host.actions), pair.host.received_count)
    old_frames = [len(f).to_bytes(4, "big") + f for f in FrameDecoder(10**8).feed(bytes(recorded))]
    forged = encode_frame(b"\x00" * 12 + b"not sealed by the guest" + b"\x00" * 16)
    for frame in (forged, old_frames[-1], old_frames[3], old_frames[-1][:-1] + bytes([old_frames[-1][-1] ^ 1])):
        step = pair.host.receive(frame)
        assert any(isinstance(n, ProtocolProblem) and n.code == "unauthenticated" for n in step.notices)
        assert (pair.host.game.state_hash(), len(pair.host.actions), pair.host.received_count) == before
        assert not step.close and pair.host.seated == 0
        pair.host_step(step)  # the host's sealed error replies reach the guest, which stays in step
    pair.play()
    assert [n for n in pair.guest_notices if isinstance(n, AuditDone)] == [AuditDone(True, ())]


def test_a_guest_comes_back_through_a_new_key_exchange_and_its_proof():
    pair = Pair.make(code=CODE)
    pair.connect()
    pair.play(stop_after=5)
    pair.disconnect()
    pair.connect()
    assert pair.host.phase is HostPhase.PLAYING
    pair.play()
    assert [n for n in pair.guest_notices if isinstance(n, AuditDone)] == [AuditDone(True, ())]


_SEALED: dict[str, Pair] = {}


def sealed_game() -> Pair:
    if "game" not in _SEALED:
        pair = Pair.make(code=CODE)
        pair.connect()
        pair.play(stop_after=6)
        _SEALED["game"] = pair
    return _SEALED["game"]


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8,
)
TYPES = ["challenge", "pake", "hello", "welcome", "refuse", "reveal_seed", "update", "action", "refused", "error",
         "chat", "ping", "game_log", "audit_result", "nonsense"]  # fmt: skip


@st.composite
def sealed_messages(draw) -> tuple[bool, bytes]:
    """(sealed by the guest's Playmat?, a clear frame): what a hostile guest holding the code, or anyone, sends."""
    pair = sealed_game()
    host = pair.host
    data = {
        "v": draw(st.sampled_from([PROTOCOL_VERSION, PROTOCOL_VERSION, 1])),
        "seq": draw(st.sampled_from([host.received_count, host.received_count, 0])),
        "n": len(host.actions),
        "state_hash": host.hashes[-1],
        "type": draw(st.sampled_from(TYPES)),
    }
    data.update(draw(st.dictionaries(st.sampled_from(["text", "pake", "nonce", "action", "proof", "x"]), json_values,
                                     max_size=3)))  # fmt: skip
    payload = draw(st.one_of(st.just(json.dumps(data).encode()), st.binary(max_size=120)))
    return draw(st.booleans()), encode_frame(payload)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(sealed_messages(), min_size=1, max_size=8))
def test_hypothesis_the_encrypted_protocol_never_crashes_nor_moves_the_game(messages):
    pair = sealed_game()
    host = pair.host
    for sealed, frame in messages:
        before = host.game.state_hash()
        step = host.receive(pair.sealed_by_guest(frame) if sealed else frame)
        assert host.game.state_hash() == before
        assert host.seated == 0 and host.phase is HostPhase.PLAYING
        assert step.out or b'"pong"' in frame
        if not sealed:
            assert any(isinstance(n, ProtocolProblem) for n in step.notices)
        for reply in FrameDecoder(10**8).feed(bytes(step.out)):
            with pytest.raises(ValueError):
                decode(reply)  # every answer is sealed too


_GUEST_SIDE: dict[str, Pair] = {}


@st.composite
def host_side_messages(draw) -> tuple[bool, bytes]:
    """(sealed by the host's Playmat?, a clear frame): what a hostile host holding the code, or anyone, sends."""
    if "game" not in _GUEST_SIDE:
        pair = Pair.make(code=CODE)
        pair.connect()
        pair.play(stop_after=6)
        _GUEST_SIDE["game"] = pair
    guest = _GUEST_SIDE["game"].guest
    data = {
        "v": PROTOCOL_VERSION,
        "seq": draw(st.sampled_from([guest.received_count, guest.received_count, 0])),
        "n": draw(st.sampled_from([guest.n, guest.n + 1])),
        "state_hash": draw(st.sampled_from(["ab" * 32, ""])),
        "type": draw(st.sampled_from(TYPES)),
    }
    data.update(draw(st.dictionaries(st.sampled_from(["view", "events", "legal", "hashes", "actions", "deck", "text",
                                                      "reason", "commitment", "game_id", "pake"]),
                                     json_values, max_size=3)))  # fmt: skip
    payload = draw(st.one_of(st.just(json.dumps(data).encode()), st.binary(max_size=120)))
    return draw(st.booleans()), encode_frame(payload)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(host_side_messages(), min_size=1, max_size=6))
def test_hypothesis_a_guest_on_a_sealed_connection_never_crashes_nor_forgets_what_it_saw(messages):
    pair = _GUEST_SIDE["game"]
    guest, sealer = pair.guest, pair.host._channels[pair.host.seated].sealer
    seen = list(guest.hashes)
    for sealed, frame in messages:
        wire = encode_frame(sealer.seal(frame[4:]), 10**8) if sealed else frame
        guest.receive(wire)
        assert guest.hashes[: len(seen)] == seen
