"""What both ends of a connection share: framing, sequence numbers in both directions, and error replies."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from engine.lan.chat import clean_text
from engine.lan.framing import MAX_MESSAGE_BYTES, FrameDecoder, FrameTooLarge, OversizedFrame, encode_frame
from engine.lan.messages import ErrorMessage, Message, Ping, Pong, ProtocolError, decode, kind_of, to_payload
from engine.lan.notices import ProtocolProblem, Step
from engine.lan.secure import SEAL_BYTES, KeyExchange, Sealer

UNAUTHENTICATED = (
    "a message that does not come from the other player's Playmat with this game's join code (a wrong code, or a "
    "message changed, replayed or slipped in on the way)"
)


@dataclass
class Channel:
    """One connection's protocol state: its frame decoder, both sequence numbers, the host's challenge on it, and
    once the join code's key exchange is done, the sealer every message goes through."""

    decoder: FrameDecoder = field(default_factory=lambda: FrameDecoder(MAX_MESSAGE_BYTES + SEAL_BYTES))
    in_seq: int = 0
    out_seq: int = 0
    nonce: str = ""
    exchange: KeyExchange | None = None
    sealer: Sealer | None = None


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

    def _send(self, step: Step, message: Message, *, clear: bool = False) -> None:
        """Stamp, seal (unless `clear`, or before the key exchange) and frame a message into the step."""
        n, state_hash = self._stamp()
        channel = self._channel
        stamped = message.model_copy(update={"seq": channel.out_seq, "n": n, "state_hash": state_hash})
        payload = to_payload(stamped)
        try:
            if len(payload) > MAX_MESSAGE_BYTES:
                raise FrameTooLarge(str(OversizedFrame(len(payload))))
            sealer = None if clear else channel.sealer
            step.out += encode_frame(
                payload if sealer is None else sealer.seal(payload), MAX_MESSAGE_BYTES + SEAL_BYTES
            )
        except FrameTooLarge as error:  # never fatal: the message is not sent, and the player is told
            step.notices.append(ProtocolProblem("oversized", f"a {kind_of(message)!r} message was not sent: {error}",
                                                sent=False))  # fmt: skip
            return
        channel.out_seq += 1

    def _error(self, step: Step, code: str, message: str, re: int | None = None) -> None:
        """Refuse a peer's message: tell the peer and the player; nothing else changes."""
        self._send(step, ErrorMessage(code=code, message=message, re=re))
        step.notices.append(ProtocolProblem(code, message, sent=True))

    def _open(self, channel: Channel, frame: bytes | OversizedFrame) -> bytes | OversizedFrame:
        """A frame's payload, opened when the connection is sealed; raises ProtocolError("unauthenticated") for one
        that was not sealed by the other side (a wrong join code, a changed, replayed or injected message). Before
        anything was opened, a refusal in clear is let through (the host's answer to a wrong code)."""
        sealer = channel.sealer
        if sealer is None or isinstance(frame, OversizedFrame):
            return frame
        opened = sealer.open(frame)
        if opened is not None:
            return opened
        if sealer.opened == 0 and b'"type":"refuse"' in frame[:4096]:
            return frame
        raise ProtocolError("unauthenticated", UNAUTHENTICATED)

    def _handle_link(self, step: Step, message: Message) -> bool:
        """Answer what either end may send at any time (heartbeats, error replies); False for anything else."""
        if isinstance(message, Ping):
            self._send(step, Pong())
        elif isinstance(message, ErrorMessage):
            text = clean_text(message.message, 4000)  # what the peer says reaches a screen or a terminal
            step.notices.append(ProtocolProblem(clean_text(message.code), text, sent=False))
        return isinstance(message, Ping | Pong | ErrorMessage)

    def _messages(self, data: bytes, step: Step) -> Iterator[Message | ProtocolError]:
        """The in-order messages in `data`, or what was wrong with each frame that was refused. An out-of-order
        message is refused here, and its sequence number is not used up."""
        channel = self._channel
        for frame in channel.decoder.feed(data):
            try:
                message = decode(self._open(channel, frame))
            except ProtocolError as error:
                yield error
                continue
            if message.seq != channel.in_seq:
                self._error(step, "order", f"expected message {channel.in_seq}, got {message.seq}", message.seq)
                continue
            channel.in_seq += 1
            yield message
