"""The LAN protocol's messages: versioned, strictly validated pydantic models, one JSON object per frame.

Every message carries the protocol version `v`, the sender's sequence number `seq` (0, 1, 2, ... on each
connection), and what the sender knows of the game: `n`, the number of actions applied, and `state_hash`,
the host's state hash after them ("" before the game starts).
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from engine.formats.decks import Deck
from engine.lan.chat import MAX_CHAT_CHARS, MAX_LINES_PER_GAME
from engine.lan.framing import MAX_MESSAGE_BYTES, OversizedFrame, encode_frame

PROTOCOL_VERSION = 3
"""3: turn clocks (the setting in `welcome`, the figures in `update`), spectators (`watch`, `watching`, `said`) and
take-backs asked and answered (`take_back_ask`, `take_back_answer`)."""
MAX_LOG_ACTIONS = 200_000
"""No game log (and no guest's journal) may hold more actions: a hostile host cannot fill a guest's memory."""
MAX_LOG_PART_BYTES = 1024 * 1024
"""The end-of-game log goes in parts of about this size at most, so any game's log fits the frame limit."""
MAX_TAKE_BACKS = 50
"""Take-backs each player may ask for in a game (each puts two lines in the replays' chat)."""
MAX_CHAT_LINES = 2 * MAX_LINES_PER_GAME + 4 * MAX_TAKE_BACKS
"""Chat lines a game's log and a guest's journal may hold: both players' chat and the take-back lines."""
MAX_CARDS = 40_000
"""Card digests a hello may carry (so the host can name the cards that differ): more than any game's whole pool."""
Hex = Annotated[str, Field(pattern=r"^[0-9a-f]*$", max_length=128)]
CardDigest = Annotated[str, Field(pattern=r"^[0-9a-f]{0,16}$")]
Share = Annotated[str, Field(pattern=r"^[0-9a-f]*$", max_length=512)]
Name = Annotated[str, Field(min_length=1, max_length=64)]
Short = Annotated[str, Field(max_length=200)]
Reason = Annotated[str, Field(max_length=4000)]
MAX_CLOCK_MS = 48 * 3600 * 1000
ClockMs = Annotated[int, Field(ge=0, le=MAX_CLOCK_MS)]


class ProtocolError(ValueError):
    """A message that cannot be accepted; `code` names the kind for the error reply."""

    def __init__(self, code: str, message: str, version: object = None) -> None:
        self.code = code
        self.message = message
        self.version = version  # the protocol version the peer spoke, for a "version" error
        super().__init__(message)


class Message(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)

    v: int = PROTOCOL_VERSION
    seq: int = Field(default=0, ge=0)
    n: int = Field(default=0, ge=0)
    state_hash: Hex = ""


class Challenge(Message):
    """Host → guest, first on every connection, in clear: a fresh nonce, which a guest coming back must answer, and
    when the game has a join code, the host's half of the code's key exchange (`pake`)."""

    type: Literal["challenge"] = "challenge"
    nonce: Hex
    pake: Hex = ""


class Pake(Message):
    """Guest → host, in clear, in answer to a challenge with `pake`: the guest's half of the join code's key
    exchange. Every later message both ways is sealed with the key."""

    type: Literal["pake"] = "pake"
    pake: Hex


class Hello(Message):
    """Guest → host, in answer to the challenge: who it is, what it plays with, its commitment and its key share.
    A guest coming back to a game names its `game_id` and proves the session key (`proof`, an HMAC of the nonce).
    `cards` (card id → short digest) and `card_sets` (card id → set) let a host name the cards that differ."""

    type: Literal["hello"] = "hello"
    name: Name
    app_version: Short
    ruleset: Short
    ruleset_version: Short
    card_digest: Hex
    deck: Deck
    commitment: Hex
    game_id: Short | None = None
    cards: dict[Short, CardDigest] = Field(default_factory=dict, max_length=MAX_CARDS)
    card_sets: dict[Short, Short] = Field(default_factory=dict, max_length=MAX_CARDS)
    key_share: Share = ""
    proof: Hex = ""


class Welcome(Message):
    """Host → guest: accepted; the game id, the guest's seat, the host's commitment (never changed for a game id) and,
    for a new game, the host's key share."""

    type: Literal["welcome"] = "welcome"
    game_id: Short
    seat: int = Field(ge=0, le=1)
    host_name: Name
    commitment: Hex
    resume: bool = False
    key_share: Share = ""
    date: Short = ""  # the game's date (the host's, committed to): both replays carry it
    clock_ms: int = Field(default=0, ge=0, le=MAX_CLOCK_MS)  # each player's time (0: no turn clock), before play
    increment_ms: int = Field(default=0, ge=0, le=MAX_CLOCK_MS)  # added after each of a player's moves


class Refuse(Message):
    """Host → guest: the handshake is refused, with every difference found; the host closes the connection."""

    type: Literal["refuse"] = "refuse"
    reason: Reason
    differences: tuple[Reason, ...] = ()


class RevealSeed(Message):
    """Guest → host: the guest's contribution to the seed (it was committed in `Hello`)."""

    type: Literal["reveal_seed"] = "reveal_seed"
    contribution: Hex


class Update(Message):
    """Host → guest after every accepted action: the guest's filtered events, its view, and its legal actions
    when it decides. A `full` update (on joining or coming back) carries the guest's whole filtered log and
    every state hash so far."""

    type: Literal["update"] = "update"
    events: tuple[dict[str, Any], ...] = ()
    view: dict[str, Any]
    legal: tuple[dict[str, Any], ...] = ()
    full: bool = False
    hashes: tuple[Hex, ...] = ()
    clock: tuple[ClockMs, ClockMs] | None = None  # the host's figures: each player's time left, in ms
    clock_running: int | None = Field(default=None, ge=0, le=1)  # whose clock runs (None: stopped)


class Watch(Message):
    """Spectator → host, after the join code's key exchange: who wants to watch, with what (no deck: it plays
    nothing, and it is told nothing a spectator may not see)."""

    type: Literal["watch"] = "watch"
    name: Name
    app_version: Short
    ruleset: Short
    ruleset_version: Short
    card_digest: Hex


class Watching(Message):
    """Host → spectator: admitted; the game, its players, whether the spectator may chat, the turn clock's setting.
    Then an `update` with the spectator's view (`full`: its filtered log so far) and one after every action."""

    type: Literal["watching"] = "watching"
    game_id: Short
    players: tuple[Name, Name]
    chat: bool = False
    clock_ms: int = Field(default=0, ge=0, le=MAX_CLOCK_MS)
    increment_ms: int = Field(default=0, ge=0, le=MAX_CLOCK_MS)


class Said(Message):
    """Host → guest and spectators: a chat line by someone who is not the receiver's opponent (a spectator, or to
    a spectator, a player), with the speaker's name."""

    type: Literal["said"] = "said"
    name: Name
    text: Annotated[str, Field(min_length=1, max_length=MAX_CHAT_CHARS)]


class TakeBackAsk(Message):
    """Either way: the sender asks to take back its own last move (at action count `n`); the other side answers."""

    type: Literal["take_back_ask"] = "take_back_ask"


class TakeBackAnswer(Message):
    """Either way: the answer to a take-back request (`reason`: why not, when the host's rules refuse it)."""

    type: Literal["take_back_answer"] = "take_back_answer"
    accept: bool
    reason: Reason = ""


class ActionMessage(Message):
    """Guest → host: an action of the guest's seat, taken at action count `n`."""

    type: Literal["action"] = "action"
    action: dict[str, Any]


class Refused(Message):
    """Host → guest: the action sent as `re` is illegal (rule and reason); nothing changed."""

    type: Literal["refused"] = "refused"
    re: int = Field(ge=0)
    rule: Short
    reason: Reason


class ErrorMessage(Message):
    """Either way: the message `re` (None: unreadable) was refused as malformed, oversized, out of order, stale
    or out of place; nothing changed."""

    type: Literal["error"] = "error"
    re: int | None = Field(default=None, ge=0)
    code: Short
    message: Reason


class Chat(Message):
    type: Literal["chat"] = "chat"
    text: Annotated[str, Field(min_length=1, max_length=MAX_CHAT_CHARS)]


class Ping(Message):
    type: Literal["ping"] = "ping"


class Pong(Message):
    type: Literal["pong"] = "pong"


class ChatLine(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)

    n: int = Field(ge=0)
    player: int = Field(ge=0, le=1)
    text: Annotated[str, Field(max_length=MAX_CHAT_CHARS)]


class GameLog(Message):
    """Host → guest when the game is over, in parts: the host's contribution and deck (both committed at the start),
    the actions from number `first` on, and chat lines, for the guest's audit and its complete replay. The part
    with `last` set completes the log."""

    type: Literal["game_log"] = "game_log"
    contribution: Hex
    deck: Deck
    actions: tuple[dict[str, Any], ...]
    chat: tuple[ChatLine, ...] = Field(default=(), max_length=MAX_CHAT_LINES)
    first: int = Field(default=0, ge=0)
    last: bool = True


class AuditResult(Message):
    """Guest → host: what the guest's audit found."""

    type: Literal["audit_result"] = "audit_result"
    ok: bool
    problems: tuple[Reason, ...] = ()


AnyMessage = Annotated[
    Challenge
    | Pake
    | Hello
    | Welcome
    | Refuse
    | Watch
    | Watching
    | Said
    | TakeBackAsk
    | TakeBackAnswer
    | RevealSeed
    | Update
    | ActionMessage
    | Refused
    | ErrorMessage
    | Chat
    | Ping
    | Pong
    | GameLog
    | AuditResult,
    Field(discriminator="type"),
]
_ADAPTER: TypeAdapter[AnyMessage] = TypeAdapter(AnyMessage)


def kind_of(message: Message) -> str:
    """The message's `type` tag."""
    return str(getattr(message, "type", "?"))


def to_payload(message: Message) -> bytes:
    """A message's JSON text, as a frame carries it (sealed or not)."""
    return message.model_dump_json(exclude_defaults=False).encode("utf-8")


def encode(message: Message) -> bytes:
    """The framed bytes of a message in clear; raises FrameTooLarge if it would be over the limit."""
    return encode_frame(to_payload(message))


def decode(payload: bytes | OversizedFrame) -> Message:
    """One frame's message; raises ProtocolError saying what is wrong with it.

    A well-formed message is parsed once, straight into its model (an update carries a whole view: this is the
    hot path); only a refused one is read again, to say what is wrong with it."""
    if isinstance(payload, OversizedFrame):
        raise ProtocolError("oversized", str(payload))
    if len(payload) > MAX_MESSAGE_BYTES:
        raise ProtocolError("oversized", str(OversizedFrame(len(payload))))
    try:
        message = _ADAPTER.validate_json(payload, strict=True)
    except ValidationError as error:
        raise _problem(payload, error) from None
    except RecursionError:
        raise _problem(payload, None) from None
    version = message.v if "v" in message.model_fields_set else None
    if version != PROTOCOL_VERSION:
        raise ProtocolError("version", _version_problem(version), version)
    return message


def _version_problem(version: object) -> str:
    return f"protocol version {version!r}; this Playmat speaks {PROTOCOL_VERSION}"


def _problem(payload: bytes, error: ValidationError | None) -> ProtocolError:
    """What is wrong with a message the models refused: not JSON, not an object, another version, or its fields."""
    try:
        data = json.loads(payload.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return ProtocolError("malformed", "the message is not JSON text")
    if not isinstance(data, dict):
        return ProtocolError("malformed", "a message must be a JSON object")
    version = data.get("v")
    if version != PROTOCOL_VERSION:
        return ProtocolError("version", _version_problem(version), version)
    if error is None:
        return ProtocolError("malformed", "the message is nested too deeply")
    return ProtocolError("malformed", _first_problem(data.get("type"), error))


def _first_problem(kind: object, error: ValidationError) -> str:
    problems = error.errors(include_url=False, include_input=False)
    described = []
    for problem in problems[:3]:
        where = ".".join(str(part) for part in problem["loc"])
        described.append(f"{where}: {problem['msg']}" if where else problem["msg"])
    more = f" (and {len(problems) - 3} more)" if len(problems) > 3 else ""
    label = f"{kind!r} message" if isinstance(kind, str) else "message"
    return f"bad {label[:80]}: {'; '.join(described)}{more}"
