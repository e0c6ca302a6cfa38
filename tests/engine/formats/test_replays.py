"""Tests for replay files (JSON Lines game logs)."""

import json
from typing import Any

import pytest

from engine.formats import (
    REPLAY_FORMAT,
    ChatMessage,
    Deck,
    DeckEntry,
    FormatError,
    ReplayHeader,
    ReplayWriter,
    read_replay,
)


def deck(name: str) -> Deck:
    return Deck(
        ruleset="optcg",
        name=name,
        sections={
            "main": (DeckEntry(card="OP01-016", count=4),),
            "leader": (DeckEntry(card="OP01-001", count=1),),
        },
    )


HEADER = ReplayHeader(
    app_version="0.1.0",
    ruleset="optcg",
    ruleset_version="1.0",
    card_digest="ab" * 32,
    players=("Alice", "Bob"),
    decks=(deck("Alice deck"), deck("Bob deck")),
    seed="00ff13",
    commitments=("c0ffee",),
    date="2024-05-01T12:30:00+00:00",
    extra={"table": "casual"},
)
WRITER = ReplayWriter()
ACTIONS: list[dict[str, Any]] = [
    {"type": "draw", "player": 0},
    {"type": "play", "card": "OP01-016", "player": 0, "targets": [1, 2]},
    {"type": "pass", "player": 0},
    {"type": "draw", "player": 1},
]


def full_replay() -> str:
    lines = [WRITER.header_line(HEADER), WRITER.hash_line(0, "aa01")]
    for n, action in enumerate(ACTIONS):
        lines.append(WRITER.action_line(n, action))
        if n == 1:
            lines.append(WRITER.chat_line(2, 1, "nice play"))
            lines.append(WRITER.hash_line(2, "bb02"))
    lines.append(WRITER.hash_line(4, "cc03"))
    lines.append(WRITER.end_line({"winner": 0, "reason": "concede"}))
    return "".join(lines)


def test_writer_lines_are_compact_sorted_and_terminated() -> None:
    line = WRITER.action_line(3, {"z": 1, "a": [1, 2]})
    assert line == '{"action":{"a":[1,2],"z":1},"n":3,"t":"action"}\n'
    assert WRITER.hash_line(5, "abc") == '{"hash":"abc","n":5,"t":"hash"}\n'
    assert WRITER.end_line({"winner": 1}) == '{"outcome":{"winner":1},"t":"end"}\n'
    assert WRITER.chat_line(2, 0, "gg") == '{"n":2,"player":0,"t":"chat","text":"gg"}\n'
    header = json.loads(WRITER.header_line(HEADER))
    assert header["t"] == "header" and header["format"] == 1 < REPLAY_FORMAT  # format 2: keyed-shuffle LAN games
    assert list(header) == sorted(header)
    with pytest.raises(ValueError):
        WRITER.hash_line(1, "not hex")


def test_full_replay_round_trip() -> None:
    result = read_replay(full_replay())
    assert result.problems == () and result.truncated is False
    assert result.header == HEADER
    assert result.header.decks[0].card_ids("leader") == ["OP01-001"]
    assert list(result.actions) == ACTIONS
    assert result.hashes == {0: "aa01", 2: "bb02", 4: "cc03"}
    assert result.chat == (ChatMessage(n=2, player=1, text="nice play"),)
    assert result.outcome == {"winner": 0, "reason": "concede"}


def test_last_line_without_newline_is_still_read_when_complete() -> None:
    result = read_replay(full_replay().rstrip("\n"))
    assert result.problems == () and result.truncated is False
    assert result.outcome == {"winner": 0, "reason": "concede"}


def test_truncated_last_line_is_tolerated() -> None:
    text = WRITER.header_line(HEADER) + "".join(WRITER.action_line(n, action) for n, action in enumerate(ACTIONS[:3]))
    cut = text + WRITER.action_line(3, ACTIONS[3])[:20]
    result = read_replay(cut)
    assert result.truncated is True
    assert list(result.actions) == ACTIONS[:3]
    assert len(result.problems) == 1
    assert result.problems[0].where == "line 5"
    assert "cut off" in result.problems[0].message


def test_corrupt_middle_line_stops_reading_with_its_line_number() -> None:
    lines = full_replay().splitlines(keepends=True)
    # lines: 1 header, 2 hash, 3 action 0, 4 action 1, 5 chat, 6 hash, 7 action 2 ...
    lines[5] = '{"t": "hash", "n": 2, "hash": \n'
    result = read_replay("".join(lines))
    assert result.truncated is False
    assert list(result.actions) == ACTIONS[:2]
    assert result.hashes == {0: "aa01"}
    assert result.outcome is None
    assert len(result.problems) == 1
    assert result.problems[0].where == "line 6"
    assert "not read" in result.problems[0].message


def test_bad_record_in_middle_stops_reading() -> None:
    lines = full_replay().splitlines(keepends=True)
    lines[2] = '{"t": "action", "n": 0, "action": "draw"}\n'
    result = read_replay("".join(lines))
    assert result.actions == ()
    assert [p.where for p in result.problems] == ["line 3"]
    assert "bad action line" in result.problems[0].message


def test_gap_in_action_numbers_stops_reading() -> None:
    text = (
        WRITER.header_line(HEADER)
        + WRITER.action_line(0, ACTIONS[0])
        + WRITER.action_line(1, ACTIONS[1])
        + WRITER.action_line(3, ACTIONS[3])
        + WRITER.action_line(4, ACTIONS[3])
    )
    result = read_replay(text)
    assert list(result.actions) == ACTIONS[:2]
    assert [p.where for p in result.problems] == ["line 4"]
    assert "expected action 2 but found action 3" in result.problems[0].message


def test_actions_after_end_are_not_trusted() -> None:
    text = WRITER.header_line(HEADER) + WRITER.end_line({"winner": 1}) + WRITER.action_line(0, ACTIONS[0])
    result = read_replay(text)
    assert result.actions == ()
    assert result.outcome == {"winner": 1}
    assert [p.where for p in result.problems] == ["line 3"]


def test_not_a_replay() -> None:
    for text in ("", "hello\n", '{"t": "action", "n": 0, "action": {}}\n', "[1]\n"):
        with pytest.raises(FormatError, match="not a Playmat replay"):
            read_replay(text)


def test_newer_replay_format_names_needed_version() -> None:
    header = json.loads(WRITER.header_line(HEADER))
    header["format"] = 4
    with pytest.raises(FormatError) as caught:
        read_replay(json.dumps(header) + "\n")
    assert "this file needs format version 4; this Playmat reads up to 3" in str(caught.value)


def test_invalid_header_fields_are_reported() -> None:
    header = json.loads(WRITER.header_line(HEADER))
    header["seed"] = "not a seed!"
    header["players"] = ["only one"]
    with pytest.raises(FormatError) as caught:
        read_replay(json.dumps(header) + "\n")
    assert sorted(p.where for p in caught.value.problems) == ["line 1.players[1]", "line 1.seed"]
