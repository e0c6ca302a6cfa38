"""Untrusted input at the host: every malformed, oversized, out-of-order, stale or illegal message gets a clear
error reply and changes nothing."""

import json

import pytest

from engine.lan import PROTOCOL_VERSION, ProtocolProblem
from engine.lan.framing import FrameDecoder, encode_frame
from engine.lan.messages import ErrorMessage, Refused, decode
from tests.engine.lan.pair import Pair


def started() -> Pair:
    pair = Pair.make()
    pair.connect()
    pair.play(stop_after=3)
    return pair


def send_raw(pair: Pair, payload: bytes) -> list:
    """Bytes straight into the host, as a hostile guest would send them; the host's replies, decoded."""
    step = pair.host.receive(payload)
    return [decode(frame) for frame in FrameDecoder().feed(bytes(step.out))]


def message(pair: Pair, **fields) -> bytes:
    n, state_hash = len(pair.host.actions), pair.host.hashes[-1]
    data = {"v": PROTOCOL_VERSION, "seq": pair.host.received_count, "n": n, "state_hash": state_hash, **fields}
    return encode_frame(json.dumps(data).encode())


def guest_action(pair: Pair) -> dict:
    legal = pair.guest.legal or pair.host.game.legal_actions()
    return legal[0].to_data()


def state(pair: Pair) -> tuple:
    return pair.host.game.state_hash(), len(pair.host.actions), pair.host.received_count, pair.host.phase


CASES = {
    "not json": lambda p: encode_frame(b"{{{"),
    "not an object": lambda p: encode_frame(b"42"),
    "other protocol": lambda p: message(p, type="ping", v=9),
    "unknown type": lambda p: message(p, type="teleport"),
    "out of order": lambda p: message(p, type="ping", seq=p.host.received_count + 5),
    "replayed seq": lambda p: message(p, type="ping", seq=0),
    "second hello": lambda p: message(
        p,
        type="hello",
        name="x",
        app_version="t",
        ruleset="skirmish",
        ruleset_version="1",
        card_digest="ab",
        deck=p.guest.config.deck.model_dump(),
        commitment="00",
    ),
    "host-only message": lambda p: message(p, type="update", view={}),
    "seed again": lambda p: message(p, type="reveal_seed", contribution="00" * 32),
    "stale action": lambda p: message(p, type="action", action=guest_action(p), n=0),
    "desynced action": lambda p: message(p, type="action", action=guest_action(p), state_hash="ab" * 32),
    "malformed action": lambda p: message(p, type="action", action={"kind": "play", "player": 7}),
    "action for the host": lambda p: message(p, type="action", action={"kind": "pass", "player": 0}),
    "illegal action": lambda p: message(p, type="action", action={"kind": "attack", "player": 1, "card": 9999}),
    "oversized": lambda p: (10**9).to_bytes(4, "big") + b"x" * 1000,
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_hostile_message_gets_a_clear_reply_and_changes_nothing(case):
    pair = started()
    before = state(pair)
    replies = send_raw(pair, CASES[case](pair))
    game_after = state(pair)
    assert game_after[:2] == before[:2] and game_after[3] == before[3]
    assert len(replies) == 1
    reply = replies[0]
    assert isinstance(reply, ErrorMessage | Refused)
    text = reply.message if isinstance(reply, ErrorMessage) else reply.reason
    assert len(text) > 10
    pair.disconnect()  # the hostile bytes came down the guest's connection: its numbering is spoilt
    pair.connect()
    pair.play()  # and the game goes on as if nothing had happened
    assert pair.host.game.outcome is not None


def test_error_codes_name_the_kind_of_problem():
    pair = started()
    codes = {}
    for case in ("not json", "other protocol", "out of order", "stale action", "desynced action", "oversized"):
        (reply,) = send_raw(pair, CASES[case](pair))
        codes[case] = reply.code
    assert codes == {"not json": "malformed", "other protocol": "version", "out of order": "order",
                     "stale action": "stale", "desynced action": "desync", "oversized": "oversized"}  # fmt: skip


def test_an_illegal_action_is_refused_with_its_rule():
    pair = started()
    (reply,) = send_raw(pair, CASES["action for the host"](pair))
    assert isinstance(reply, Refused)
    assert "Player" in reply.reason


def test_the_host_player_sees_what_was_refused():
    pair = started()
    step = pair.host.receive(CASES["not json"](pair))
    assert [type(n) for n in step.notices] == [ProtocolProblem]
    assert "not JSON" in str(step.notices[0])


def test_messages_before_hello_are_refused():
    pair = Pair.make()
    pair.host.connection_made()
    step = pair.host.receive(encode_frame(json.dumps({"v": PROTOCOL_VERSION, "type": "chat", "text": "hi"}).encode()))
    (reply,) = [decode(f) for f in FrameDecoder().feed(bytes(step.out))]
    assert reply.code == "unexpected" and "hello" in reply.message
    assert pair.host.game is None
