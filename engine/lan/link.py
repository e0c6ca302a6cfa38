"""What both ends of a connection share: framing, sequence numbers in both directions, and error replies."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from engine.lan.framing import FrameDecoder, FrameTooLarge
from engine.lan.messages import ErrorMessage, Message, Ping, Pong, ProtocolError, decode, encode, kind_of
from engine.lan.notices import ProtocolProblem, Step


@dataclass
class Channel:
    """One connection's protocol state: its frame decoder, both sequence numbers, and the host's challenge on it."""

    decoder: FrameDecoder = field(default_factory=FrameDecoder)
    in_seq: int = 0
    out_seq: int = 0
    nonce: str = ""


class Link:
    """The protocol state of the connection being served. Subclasses say what `n` and `state_hash` they stamp."""

    def __init__(self) -> None:
        self._channel = Channel()

    @property
    def sent_count(self) -> int:
        """Messages sent on this connection (the next one gets this sequence number)."""
        return self._channel.out_seq

    @property
    def received_count(self) -> int:
        """Messages accepted in order on this connection (the next one must carry this sequence number)."""
        return self._channel.in_seq

    def _reset_link(self) -> None:
        self._channel = Channel()

    def _stamp(self) -> tuple[int, str]:
        """The (action count, state hash) this side knows, stamped on every message it sends."""
        raise NotImplementedError

    def _send(self, step: Step, message: Message) -> None:
        n, state_hash = self._stamp()
        channel = self._channel
        stamped = message.model_copy(update={"seq": channel.out_seq, "n": n, "state_hash": state_hash})
        try:
            step.out += encode(stamped)
        except FrameTooLarge as error:  # never fatal: the message is not sent, and the player is told
            step.notices.append(ProtocolProblem("oversized", f"a {kind_of(message)!r} message was not sent: {error}",
                                                sent=False))  # fmt: skip
            return
        channel.out_seq += 1

    def _error(self, step: Step, code: str, message: str, re: int | None = None) -> None:
        """Refuse a peer's message: tell the peer and the player; nothing else changes."""
        self._send(step, ErrorMessage(code=code, message=message, re=re))
        step.notices.append(ProtocolProblem(code, message, sent=True))

    def _handle_link(self, step: Step, message: Message) -> bool:
        """Answer what either end may send at any time (heartbeats, error replies); False for anything else."""
        if isinstance(message, Ping):
            self._send(step, Pong())
        elif isinstance(message, ErrorMessage):
            step.notices.append(ProtocolProblem(message.code, message.message, sent=False))
        return isinstance(message, Ping | Pong | ErrorMessage)

    def _messages(self, data: bytes, step: Step) -> Iterator[Message | ProtocolError]:
        """The in-order messages in `data`, or what was wrong with each frame that was refused. An out-of-order
        message is refused here, and its sequence number is not used up."""
        channel = self._channel
        for frame in channel.decoder.feed(data):
            try:
                message = decode(frame)
            except ProtocolError as error:
                yield error
                continue
            if message.seq != channel.in_seq:
                self._error(step, "order", f"expected message {channel.in_seq}, got {message.seq}", message.seq)
                continue
            channel.in_seq += 1
            yield message
