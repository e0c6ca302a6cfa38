"""Messages: strict validation with errors that say what is wrong, and the protocol version checked first."""

import json

import pytest

from engine.lan.framing import FrameDecoder, OversizedFrame
from engine.lan.messages import Chat, Hello, ProtocolError, Update, decode, encode
from tests.engine.lan.pair import skirmish


def _payload(message):
    (frame,) = FrameDecoder().feed(encode(message))
    return frame


def test_messages_round_trip():
    deck = skirmish()[2]
    hello = Hello(name="Gus", app_version="1", ruleset="skirmish", ruleset_version="1", card_digest="ab",
                  deck=deck, commitment="cd", seq=3)  # fmt: skip
    assert decode(_payload(hello)) == hello
    update = Update(view={"turn": 1}, events=({"kind": "log"},), n=4, state_hash="ff")
    assert decode(_payload(update)) == update


@pytest.mark.parametrize(
    ("payload", "code", "words"),
    [
        (b"{not json", "malformed", "not JSON"),
        (b"\xff\xfe", "malformed", "not JSON"),
        (b"[1, 2]", "malformed", "JSON object"),
        (b'{"v": 7, "type": "ping"}', "version", "protocol version 7"),
        (b'{"type": "ping"}', "version", "protocol version None"),
        (b'{"v": 3, "type": "nonsense"}', "malformed", "nonsense"),
        (b'{"v": 3, "type": "ping", "seq": "1"}', "malformed", "seq"),
        (b'{"v": 3, "type": "ping", "extra": 1}', "malformed", "extra"),
        (b'{"v": 3, "type": "chat", "text": ""}', "malformed", "text"),
        (b'{"v": 3, "type": "ping", "seq": -1}', "malformed", "seq"),
        (b'{"v": 3, "type": "ping", "state_hash": "XYZ"}', "malformed", "state_hash"),
        (b"[" * 100_000 + b"]" * 100_000, "malformed", ""),
    ],
)
def test_bad_messages_are_refused_with_a_reason(payload, code, words):
    with pytest.raises(ProtocolError) as caught:
        decode(payload)
    assert caught.value.code == code
    assert words in caught.value.message


def test_an_oversized_frame_is_a_protocol_error():
    with pytest.raises(ProtocolError, match="over the limit") as caught:
        decode(OversizedFrame(10**9))
    assert caught.value.code == "oversized"


def test_chat_text_has_a_size_limit():
    with pytest.raises(ProtocolError, match="text"):
        decode(json.dumps({"v": 3, "type": "chat", "text": "x" * 501}).encode())
    assert decode(_payload(Chat(text="x" * 500))).text == "x" * 500


def test_a_yes_no_answer_keeps_its_question_on_the_wire():
    """A LAN guest's log names the question an answer answered, as the host's does ("answers no to “...”")."""
    from engine.events import Event
    from engine.ids import PlayerId
    from engine.lan.codec import event_from_data, event_to_data

    event = Event("answer", PlayerId(1), text="no", prompt="Redraw your opening hand?")
    assert event_from_data(event_to_data(event)) == event


def test_a_decisions_answers_and_an_events_said_cross_the_wire():
    """A yes/no question that says what each answer does (Battle Spirits Saga's redraw) reaches a LAN guest, and the
    answer's event keeps its words: the guest reads the host's view instead of refusing it."""
    from engine.decisions import Decision, DecisionKind
    from engine.events import Event
    from engine.ids import PlayerId
    from engine.lan.codec import WireDecision, event_from_data, event_to_data

    decision = Decision(PlayerId(1), DecisionKind.YES_NO, "Redraw?", "5-2-1-6", answers=("{p2:redraws|redraw}", "x"))
    assert WireDecision.model_validate_json(json.dumps(decision.to_data())).build() == decision
    event = Event("answer", PlayerId(1), text="no", prompt="Redraw?", said="{p2:keeps|keep} {p2~their|your} hand")
    assert event_from_data(event_to_data(event)) == event
