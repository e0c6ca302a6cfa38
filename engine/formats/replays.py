"""Replays / game logs: versioned JSON Lines of a header, actions, state hashes, chat and end; reading and writing.

The header line's model lives in `engine.formats.replay_header` and is re-exported here.

Lines, each a compact JSON object whose `t` says what it is: `header` (first), `action` (`n`: how many actions came
before it), `hash` (the state hash after `n` actions), `chat` (said after action `n`), `end` (the outcome), and
`undo` (a take-back, engine.takeback: the actions from `n` on were taken back and the game is again as after the
first `n`; the next action line is numbered `n`, and a `hash` line after `n` actions follows to check the position).
The file only grows: a take-back is a line, never a rewrite, so a crash at any moment loses nothing and the taken-back
moves stay on record. Reading applies each `undo` as it comes (the actions after it, their hashes and the chat's
positions are cut back to `n`), so a replay re-simulates the game as it was finally played.

A format 3 replay (SEEN_FORMAT) is what a LAN guest was shown instead of moves: `seen` (its view and the events it
was told after `n` actions; a `seen` line at or before an earlier one's `n` replaces it and what follows: a return or a
take-back), `lost` (the connection to the host ended there, and why), and chat.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictInt,
    StrictStr,
    ValidationError,
    field_validator,
)

from engine.formats.problems import (
    FormatError,
    Problem,
    check_version,
    parse_json,
    problems_from_validation,
)
from engine.formats.replay_header import REPLAY_FORMAT, SEEN_FORMAT, ReplayHeader, check_hex

__all__ = [
    "REPLAY_FORMAT", "SEEN_FORMAT", "ChatMessage", "ReplayHeader", "ReplayResult", "ReplaySkim", "ReplayWriter",
    "Seen", "read_replay", "skim_replay",
]  # fmt: skip

_STOP = "the rest of the replay was not read"


@dataclass(frozen=True)
class ChatMessage:
    """A chat line: after action n, player (0 or 1) said text."""

    n: int
    player: int
    text: str


class _Line(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    t: str


class _ActionLine(_Line):
    t: Literal["action"]
    n: StrictInt = Field(ge=0)
    action: dict[str, Any]


class _HashLine(_Line):
    t: Literal["hash"]
    n: StrictInt = Field(ge=0)
    hash: StrictStr

    @field_validator("hash")
    @classmethod
    def _check_hash(cls, value: str) -> str:
        return check_hex(value)


class _ChatLine(_Line):
    t: Literal["chat"]
    n: StrictInt = Field(ge=0)
    player: StrictInt = Field(ge=0)
    text: StrictStr


class _EndLine(_Line):
    t: Literal["end"]
    outcome: dict[str, Any]


class _UndoLine(_Line):
    """A take-back: the actions from `n` on were taken back, and the game is again as after the first `n`."""

    t: Literal["undo"]
    n: StrictInt = Field(ge=0)


class _SeenLine(_Line):
    """What a LAN guest was shown after `n` actions: its view and the events it was told (format 3)."""

    t: Literal["seen"]
    n: StrictInt = Field(ge=0)
    view: dict[str, Any]
    events: list[dict[str, Any]] = Field(default_factory=list)


class _LostLine(_Line):
    """A LAN guest's connection to the host ended after `n` actions, in turn `turn` (format 3)."""

    t: Literal["lost"]
    n: StrictInt = Field(ge=0)
    turn: StrictInt = Field(ge=0)
    reason: StrictStr = Field(max_length=500)


_LINE_MODELS: dict[str, type[_Line]] = {
    "action": _ActionLine,
    "hash": _HashLine,
    "chat": _ChatLine,
    "end": _EndLine,
    "undo": _UndoLine,
    "seen": _SeenLine,
    "lost": _LostLine,
}
_SEEN_LINES = (_SeenLine, _LostLine)


def _compact(value: dict[str, Any]) -> str:
    text = json.dumps(
        value,
        sort_keys=True,
        separators=(",", ":"),
        ensure_ascii=False,
        allow_nan=False,
    )
    return text + "\n"


class ReplayWriter:
    """Builds replay lines (each compact JSON with sorted keys, ending in a newline)."""

    def header_line(self, header: ReplayHeader) -> str:
        return _compact({"t": "header", **header.model_dump()})

    def action_line(self, n: int, action: dict[str, Any]) -> str:
        return _compact(_ActionLine(t="action", n=n, action=action).model_dump())

    def hash_line(self, n: int, h: str) -> str:
        return _compact(_HashLine(t="hash", n=n, hash=h).model_dump())

    def end_line(self, outcome: dict[str, Any]) -> str:
        return _compact(_EndLine(t="end", outcome=outcome).model_dump())

    def chat_line(self, n: int, player: int, text: str) -> str:
        return _compact(_ChatLine(t="chat", n=n, player=player, text=text).model_dump())

    def undo_line(self, n: int) -> str:
        return _compact(_UndoLine(t="undo", n=n).model_dump())

    def seen_line(self, n: int, view: dict[str, Any], events: list[dict[str, Any]]) -> str:
        return _compact({"t": "seen", "n": n, "view": view, "events": events})

    def lost_line(self, n: int, turn: int, reason: str) -> str:
        return _compact(_LostLine(t="lost", n=n, turn=turn, reason=reason[:500]).model_dump())


@dataclass(frozen=True)
class Seen:
    """One `seen` line: what a LAN guest was shown after `n` actions (the view and events as the host sent them)."""

    n: int
    view: dict[str, Any]
    events: tuple[dict[str, Any], ...]


@dataclass(frozen=True)
class ReplayResult:
    """Everything readable from a replay, and what was wrong with the rest."""

    header: ReplayHeader
    actions: tuple[dict[str, Any], ...]
    hashes: dict[int, str]
    outcome: dict[str, Any] | None
    chat: tuple[ChatMessage, ...]
    problems: tuple[Problem, ...]
    truncated: bool
    seen: tuple[Seen, ...] = ()  # format 3: what the guest was shown, position by position
    lost: str = ""  # format 3: why the connection to the host ended, when nothing was shown after it


def _read_header(first_line: str) -> ReplayHeader:
    try:
        data = parse_json(first_line)
    except ValueError:
        data = None
    if not isinstance(data, dict) or data.get("t") != "header":
        raise FormatError("not a Playmat replay")
    check_version(data.get("format"), REPLAY_FORMAT, "line 1.format")
    fields = {key: value for key, value in data.items() if key != "t"}
    try:
        return ReplayHeader.model_validate(fields)
    except ValidationError as error:
        raise FormatError(*problems_from_validation("line 1", error)) from None


class _Reader:
    """Accumulates the body of a replay, line by line, until a line cannot be trusted."""

    def __init__(self, seen_format: bool = False) -> None:
        self.seen_format = seen_format
        self.seen: list[Seen] = []
        self.lost = ""
        self.actions: list[dict[str, Any]] = []
        self.hashes: dict[int, str] = {}
        self.outcome: dict[str, Any] | None = None
        self.chat: list[ChatMessage] = []

    def apply(self, record: _Line) -> str:
        """Take one parsed line; return why it cannot be trusted ("" if fine)."""
        if self.seen_format != isinstance(record, _SEEN_LINES) and not isinstance(record, _ChatLine):
            return f"a {record.t} line in a {'guest' if self.seen_format else 'game'}'s replay of another kind"
        if isinstance(record, _SeenLine | _LostLine):
            return self._seen(record)
        applied = self.seen[-1].n if self.seen_format and self.seen else len(self.actions)
        if isinstance(record, _ChatLine):
            if record.n > applied:
                return f"chat after action {record.n}, but only {applied} actions were read"
            self.chat.append(ChatMessage(n=record.n, player=record.player, text=record.text))
            return ""
        if self.outcome is not None:
            return f"{record.t} line after the end of the game"
        if isinstance(record, _ActionLine):
            if record.n != applied:
                return f"expected action {applied} but found action {record.n}"
            self.actions.append(record.action)
        elif isinstance(record, _HashLine):
            if record.n != applied:
                return f"hash after {record.n} actions, but {applied} actions were read"
            known = self.hashes.setdefault(record.n, record.hash)
            if known != record.hash:
                return f"second, different hash after {record.n} actions"
        elif isinstance(record, _EndLine):
            self.outcome = record.outcome
        elif isinstance(record, _UndoLine):
            if record.n > applied:
                return f"take-back to action {record.n}, but only {applied} actions were read"
            del self.actions[record.n :]
            self.hashes = {n: value for n, value in self.hashes.items() if n <= record.n}
            self.chat = [replace(line, n=min(line.n, record.n)) for line in self.chat]
        return ""

    def _seen(self, record: _SeenLine | _LostLine) -> str:
        if isinstance(record, _LostLine):
            self.lost = record.reason
            return ""
        self.lost = ""
        while self.seen and self.seen[-1].n >= record.n:  # a return or a take-back: shown again from there
            self.seen.pop()
        self.seen.append(Seen(record.n, record.view, tuple(record.events)))
        return ""


def _parse_line(line: str) -> _Line | str:
    """One body line as a line model, or why it is corrupt."""
    try:
        data = parse_json(line)
    except ValueError as error:
        return str(error)
    kind = data.get("t") if isinstance(data, dict) else None
    model = _LINE_MODELS.get(kind) if isinstance(kind, str) else None
    if model is None:
        return "not a replay line" if kind is None else f"unknown line type {kind!r}"
    try:
        return model.model_validate(data)
    except ValidationError as error:
        details = "; ".join(str(p) for p in problems_from_validation("", error))
        return f"bad {kind} line ({details})"


@dataclass(frozen=True)
class ReplaySkim:
    """What a saved-games list shows, read without checking every line: header, action count, outcome."""

    header: ReplayHeader
    actions: int
    outcome: dict[str, Any] | None
    turn: int = 0  # format 3: the turn last shown to the guest
    lost: str = ""  # format 3: why the connection to the host ended (the `lost` line), "" when it was not said


def skim_replay(text: str) -> ReplaySkim:
    """The header (checked) and a count of the action lines; raises FormatError like `read_replay`."""
    first, _, body = text.partition("\n")
    if not first.strip():
        raise FormatError("not a Playmat replay")
    header = _read_header(first.rstrip("\r"))
    if header.format == SEEN_FORMAT:
        return _skim_seen(header, body)
    outcome = None
    last = body.rstrip("\n").rpartition("\n")[2]
    if '"t":"end"' in last:
        record = _parse_line(last)
        outcome = record.outcome if isinstance(record, _EndLine) else None
    if '"t":"undo"' in body:  # take-backs: the actions that count are those left after them
        return ReplaySkim(header, len(read_replay(text).actions), outcome)
    return ReplaySkim(header, body.count('"t":"action"'), outcome)


def _skim_seen(header: ReplayHeader, body: str) -> ReplaySkim:
    """A guest's replay: how far it was shown, the outcome it was shown (if the game was over) and why it stopped,
    from its last readable `seen` and `lost` lines."""
    lost: _LostLine | None = None
    for line in reversed(body.rstrip("\n").split("\n")[-4:]):
        record = _parse_line(line.rstrip("\r")) if '"t":"seen"' in line or '"t":"lost"' in line else None
        if isinstance(record, _LostLine) and lost is None:
            lost = record
        elif isinstance(record, _SeenLine):
            turn, outcome = record.view.get("turn"), record.view.get("outcome")
            shown = outcome if isinstance(outcome, dict) else None
            if lost is not None:
                return ReplaySkim(header, lost.n, shown, lost.turn, lost.reason)
            return ReplaySkim(header, record.n, shown, turn if isinstance(turn, int) else 0)
    return ReplaySkim(header, 0, None) if lost is None else ReplaySkim(header, lost.n, None, lost.turn, lost.reason)


def read_replay(text: str) -> ReplayResult:
    """Read a replay; a cut-off last line is tolerated, a corrupt line stops reading."""
    lines = text.split("\n")
    if lines[-1] == "":
        lines.pop()
        unterminated = -1
    else:
        unterminated = len(lines) - 1
    if not lines or not lines[0].strip():
        raise FormatError("not a Playmat replay")
    header = _read_header(lines[0].rstrip("\r"))
    reader = _Reader(seen_format=header.format == SEEN_FORMAT)
    problems: list[Problem] = []
    truncated = False
    for index in range(1, len(lines)):
        line = lines[index].rstrip("\r")
        if not line.strip():
            continue
        where = f"line {index + 1}"
        record = _parse_line(line)
        if isinstance(record, str) and index == unterminated:
            truncated = True
            message = f"incomplete last line (the file was cut off); ignored: {record}"
            problems.append(Problem(where, message))
            break
        reason = record if isinstance(record, str) else reader.apply(record)
        if reason:
            problems.append(Problem(where, f"{reason}; {_STOP}"))
            break
    return ReplayResult(
        header=header,
        actions=tuple(reader.actions),
        hashes=dict(reader.hashes),
        outcome=reader.outcome,
        chat=tuple(reader.chat),
        problems=tuple(problems),
        truncated=truncated,
        seen=tuple(reader.seen),
        lost=reader.lost,
    )
