"""Canonical actions: a legal action carrying a field its rule does not read (`pass` with `card: 2**63`), or written
otherwise than the host writes it, is refused and never recorded; the game goes on unchanged."""

import json

import pytest

from engine.actions import PASS, Action
from engine.lan import PROTOCOL_VERSION, AuditDone
from engine.lan.framing import FrameDecoder, encode_frame
from engine.lan.messages import ErrorMessage, decode
from tests.engine.lan.pair import Pair, replay_text


def guest_deciding() -> Pair:
    """A game where the guest has a decision to make."""
    pair = Pair.make()
    pair.connect()
    for stop in range(1, 200):
        pair.play(stop_after=stop)
        if pair.host.game.decision.player == 1:
            return pair
    raise AssertionError("the guest never decided")


def send_action(pair: Pair, action: dict) -> list:
    host = pair.host
    data = {"v": PROTOCOL_VERSION, "seq": host.received_count, "n": len(host.actions), "state_hash": host.hashes[-1],
            "type": "action", "action": action}  # fmt: skip
    step = host.receive(encode_frame(json.dumps(data).encode()))
    return [decode(frame) for frame in FrameDecoder().feed(bytes(step.out))]


def offered(pair: Pair) -> list[dict]:
    return [action.to_data() for action in pair.host.game.legal_actions()]


@pytest.mark.parametrize("change", ["huge card", "null field", "extra option"])
def test_a_legal_action_with_fields_its_rule_ignores_is_refused_and_not_recorded(change):
    pair = guest_deciding()
    legal = offered(pair)
    base = next((a for a in legal if a["kind"] == PASS), legal[0])
    hostile = {
        "huge card": {**base, "card": 2**63} if base["kind"] == PASS else {**base, "option": "x"},
        "null field": {**base, "target": None},
        "extra option": {**base, "option": "ignored"} if "option" not in base else {**base, "number": 7},
    }[change]
    assert pair.host.game.is_legal(Action.from_data(hostile)), "the rules alone would take it"
    before = (pair.host.game.state_hash(), len(pair.host.actions), replay_text(pair.host_notices))
    (reply,) = send_action(pair, hostile)
    assert isinstance(reply, ErrorMessage) and reply.code == "malformed"
    assert "canonical" in reply.message or "does not use" in reply.message or "not one of the moves" in reply.message
    assert (pair.host.game.state_hash(), len(pair.host.actions), replay_text(pair.host_notices)) == before
    assert "9223372036854775808" not in replay_text(pair.host_notices)
    pair.disconnect()  # the hostile message spoilt the numbering of the guest's connection
    pair.connect()
    pair.play()
    assert [n for n in pair.guest_notices if isinstance(n, AuditDone)] == [AuditDone(True, ())]


def test_the_canonical_action_itself_is_played():
    pair = guest_deciding()
    chosen = offered(pair)[0]
    before = len(pair.host.actions)
    replies = send_action(pair, chosen)
    assert not any(isinstance(r, ErrorMessage) for r in replies)
    assert len(pair.host.actions) == before + 1
