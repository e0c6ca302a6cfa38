"""Chat without bound, and logs too long for a frame: chat is limited per player (lines between two moves, lines and
characters per game), cleaned of control characters, and refused once then dropped; the end-of-game log goes in
parts that each fit the frame limit however long the game; a message too large to send is reported, never fatal."""

import dataclasses
import json

from engine.actions import Action
from engine.lan import AuditDone, ChatReceived, Joined, ProtocolProblem
from engine.lan import host_play as host_play_module
from engine.lan.chat import MAX_CHARS_PER_GAME, MAX_LINES_PER_ACTION, MAX_LINES_PER_GAME, clean_text
from engine.lan.framing import MAX_MESSAGE_BYTES, FrameDecoder
from engine.lan.messages import PROTOCOL_VERSION, ChatLine, ErrorMessage, GameLog, decode, encode
from tests.engine.lan.pair import Pair, replay_text


def started() -> Pair:
    pair = Pair.make()
    pair.connect()
    pair.play(stop_after=4)
    return pair


def chat_frames(pair: Pair, count: int, text: str = "spam") -> bytes:
    seq = pair.host.received_count
    stamp = {"v": PROTOCOL_VERSION, "n": len(pair.host.actions), "state_hash": pair.host.hashes[-1]}
    return b"".join(encode_frame_json({**stamp, "seq": seq + i, "type": "chat", "text": text}) for i in range(count))


def encode_frame_json(data: dict) -> bytes:
    payload = json.dumps(data).encode()
    return len(payload).to_bytes(4, "big") + payload


def test_a_chat_flood_is_refused_once_and_keeps_nothing_past_the_limit():
    pair = started()
    lines_before = len(pair.host.chat_lines)
    step = pair.host.receive(chat_frames(pair, 5000))
    replies = [decode(f) for f in FrameDecoder().feed(bytes(step.out))]
    assert [(type(r), r.code) for r in replies] == [(ErrorMessage, "chat")]
    assert "at most 20 chat lines between two moves" in replies[0].message
    assert len(pair.host.chat_lines) - lines_before == MAX_LINES_PER_ACTION
    assert sum(isinstance(n, ChatReceived) for n in step.notices) == MAX_LINES_PER_ACTION


def test_a_guest_chatting_on_every_move_stays_within_the_game_limit_and_the_game_ends_audited():
    pair = started()
    chatter = pair.guest_step

    def flood_then_play():
        chatter(pair.guest.chat("x" * 300))
        for _ in range(3):
            chatter(pair.guest.chat("y" * 500))

    original = pair.guest.submit

    def submit(action):
        flood_then_play()
        return original(action)

    pair.guest.submit = submit
    pair.play()
    guest_lines = [line for line in pair.host.chat_lines if line.player == 1]
    assert len(guest_lines) <= MAX_LINES_PER_GAME
    assert sum(len(line.text) for line in guest_lines) <= MAX_CHARS_PER_GAME
    assert len(replay_text(pair.host_notices)) < 2 * MAX_CHARS_PER_GAME + 2_000_000
    assert [n for n in pair.guest_notices if isinstance(n, AuditDone)] == [AuditDone(True, ())]


def test_the_longest_chat_a_game_can_hold_goes_out_in_parts_that_fit_and_audits(monkeypatch):
    pair = started()
    wide = "\U0001f600" * 500  # four bytes each in UTF-8: 2000 such lines are over the frame limit in one message
    pair.host.chat_lines.extend(ChatLine(n=4, player=i % 2, text=wide) for i in range(2 * MAX_LINES_PER_GAME))
    pair.guest.chat_lines.extend(pair.host.chat_lines)
    pair.play()
    logs = [m for m in (decode(f) for f in FrameDecoder().feed(bytes(pair.to_guest))) if isinstance(m, GameLog)]
    assert len(logs) > 1 and logs[-1].last and not any(log.last for log in logs[:-1])
    assert all(len(encode(log)) <= MAX_MESSAGE_BYTES for log in logs)
    assert sum(len(log.chat) for log in logs) == len(pair.host.chat_lines)
    assert [n for n in pair.guest_notices if isinstance(n, AuditDone)] == [AuditDone(True, ())]


def test_a_long_game_log_is_sent_in_parts_by_action_count(monkeypatch):
    monkeypatch.setattr(host_play_module, "MAX_LOG_PART_BYTES", 300)
    pair = started()
    pair.play()
    logs = [m for m in (decode(f) for f in FrameDecoder().feed(bytes(pair.to_guest))) if isinstance(m, GameLog)]
    assert len(logs) > 1
    assert [log.first for log in logs] == [sum(len(log.actions) for log in logs[:i]) for i in range(len(logs))]
    assert [n for n in pair.guest_notices if isinstance(n, AuditDone)] == [AuditDone(True, ())]


def test_log_parts_out_of_order_are_refused():
    pair = started()
    pair.play()
    guest = pair.guest
    guest.phase = guest.phase.OVER
    part = GameLog(contribution="00" * 32, deck=pair.host.config.deck, actions=(), first=7, last=True,
                   seq=guest.received_count)  # fmt: skip
    step = guest.receive(encode(part))
    assert any(isinstance(n, ProtocolProblem) and "game log part from action 7" in n.message for n in step.notices)


def test_a_message_too_large_to_send_is_reported_not_fatal():
    pair = started()
    sent = pair.guest.sent_count
    step = pair.guest.submit(Action("pass", 1, option="x" * (MAX_MESSAGE_BYTES + 10)))
    assert not step.out and pair.guest.sent_count == sent
    (problem,) = step.notices
    assert (
        isinstance(problem, ProtocolProblem) and problem.code == "oversized" and "'action' message" in problem.message
    )
    pair.play()  # the link is still in step
    assert [n for n in pair.guest_notices if isinstance(n, AuditDone)] == [AuditDone(True, ())]


def test_control_characters_are_stripped_from_chat_and_names():
    assert clean_text("\x1b[2J\x07hi\tthere\n\u202eevil\x00") == "hi there evil"
    plain = Pair.make()
    pair = Pair.make(guest_config=dataclasses.replace(plain.guest.config, name="\x1b[31mGus\x1b[0m"))
    pair.connect()
    assert pair.host.guest.name == "Gus"
    assert any(isinstance(n, Joined) and n.opponent == "Gus" for n in pair.host_notices)
    pair.guest_step(pair.guest.chat("\x1b[2J clear your screen"))
    said = [n for n in pair.host_notices if isinstance(n, ChatReceived)]
    assert said[-1].text == "clear your screen"
    assert "\\u001b" not in replay_text(pair.host_notices)


def test_a_host_flooding_the_guest_with_chat_is_bounded_too():
    pair = started()
    seq = pair.guest.received_count
    n, state_hash = len(pair.host.actions), pair.host.hashes[-1]
    flood = b"".join(encode_frame_json({"v": PROTOCOL_VERSION, "seq": seq + i, "n": n, "state_hash": state_hash,
                                        "type": "chat", "text": "boo"}) for i in range(500))  # fmt: skip
    before = len(pair.guest.chat_lines)
    step = pair.guest.receive(flood)
    assert len(pair.guest.chat_lines) - before == MAX_LINES_PER_ACTION
    assert sum(isinstance(n, ProtocolProblem) for n in step.notices) == 1


def test_what_a_peer_says_in_refusals_and_errors_loses_its_control_characters():
    pair = started()
    seq = pair.guest.received_count
    stamp = {"v": PROTOCOL_VERSION, "n": len(pair.host.actions), "state_hash": pair.host.hashes[-1]}
    hostile = [
        {**stamp, "seq": seq, "type": "error", "code": "x\x1b[2J", "message": "\x1b[2Jcleared\x07"},
        {**stamp, "seq": seq + 1, "type": "refused", "re": 0, "rule": "\x1b]0;t\x07", "reason": "no\x1b[31m"},
    ]
    step = pair.guest.receive(b"".join(encode_frame_json(data) for data in hostile))
    shown = " ".join(str(getattr(n, "error", n)) for n in step.notices)
    assert "\x1b" not in shown and "\x07" not in shown and "cleared" in shown
    assert "[2J" not in shown and "[31m" not in shown and "0;t" not in shown, "the whole sequences go"
