"""What both ends of a connection share: framing, sequence numbers in both directions, and error replies."""

from __future__ import annotations

from collections.abc import Iterator

from engine.lan.framing import FrameDecoder
from engine.lan.messages import ErrorMessage, Message, Ping, Pong, ProtocolError, decode, encode
from engine.lan.notices import ProtocolProblem, Step


class Link:
    """One connection's worth of protocol state. Subclasses say what `n` and `state_hash` they stamp."""

    def __init__(self) -> None:
        self._decoder = FrameDecoder()
        self._in_seq = 0
        self._out_seq = 0

    @property
    def sent_count(self) -> int:
        """Messages sent on this connection (the next one gets this sequence number)."""
        return self._out_seq

    @property
    def received_count(self) -> int:
        """Messages accepted in order on this connection (the next one must carry this sequence number)."""
        return self._in_seq

    def _reset_link(self) -> None:
        self._decoder = FrameDecoder()
        self._in_seq = 0
        self._out_seq = 0

    def _stamp(self) -> tuple[int, str]:
        """The (action count, state hash) this side knows, stamped on every message it sends."""
        raise NotImplementedError

    def _send(self, step: Step, message: Message) -> None:
        n, state_hash = self._stamp()
        stamped = message.model_copy(update={"seq": self._out_seq, "n": n, "state_hash": state_hash})
        step.out += encode(stamped)
        self._out_seq += 1

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
        for frame in self._decoder.feed(data):
            try:
                message = decode(frame)
            except ProtocolError as error:
                yield error
                continue
            if message.seq != self._in_seq:
                self._error(step, "order", f"expected message {self._in_seq}, got {message.seq}", message.seq)
                continue
            self._in_seq += 1
            yield message
