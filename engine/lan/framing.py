"""Length-prefixed frames: a 4-byte big-endian length, then that many bytes of payload."""

from __future__ import annotations

from dataclasses import dataclass

HEADER_BYTES = 4
MAX_MESSAGE_BYTES = 4 * 1024 * 1024
"""No frame may carry more: a whole game's log of a long game fits many times over."""


class FrameTooLarge(ValueError):
    """A payload over the size limit (raised when encoding; reported by the decoder when receiving)."""


@dataclass(frozen=True, slots=True)
class OversizedFrame:
    """What the decoder yields for a frame over the limit: its announced size. Its bytes were skipped
    without being kept, so the stream stays in step and the next frame decodes normally."""

    size: int

    def __str__(self) -> str:
        return f"a message of {self.size} bytes is over the limit of {MAX_MESSAGE_BYTES} bytes"


def encode_frame(payload: bytes, limit: int = MAX_MESSAGE_BYTES) -> bytes:
    """The frame that carries `payload`; raises FrameTooLarge over `limit`."""
    if len(payload) > limit:
        raise FrameTooLarge(f"a message of {len(payload)} bytes is over the limit of {limit} bytes")
    return len(payload).to_bytes(HEADER_BYTES, "big") + payload


class FrameDecoder:
    """Turns a byte stream, fed in pieces of any size, back into payloads.

    An oversized frame is never buffered: its header is read, then its bytes are counted off and dropped,
    and the decoder yields an `OversizedFrame` in its place.
    """

    __slots__ = ("_buffer", "_limit", "_skipping")

    def __init__(self, limit: int = MAX_MESSAGE_BYTES) -> None:
        self._buffer = bytearray()
        self._limit = limit
        self._skipping = 0

    @property
    def buffered(self) -> int:
        """Bytes held while waiting for the rest of a frame."""
        return len(self._buffer)

    def feed(self, data: bytes) -> list[bytes | OversizedFrame]:
        """Take more bytes; return every frame they complete, in order."""
        found: list[bytes | OversizedFrame] = []
        view = memoryview(data)
        while True:
            if self._skipping:
                taken = min(self._skipping, len(view))
                self._skipping -= taken
                view = view[taken:]
                if self._skipping:
                    break
            if len(self._buffer) < HEADER_BYTES:
                if not view:
                    break
                need = HEADER_BYTES - len(self._buffer)
                self._buffer += view[:need]
                view = view[need:]
                if len(self._buffer) < HEADER_BYTES:
                    break
                size = int.from_bytes(self._buffer, "big")
                if size > self._limit:
                    del self._buffer[:]
                    self._skipping = size
                    found.append(OversizedFrame(size))
                    continue
            end = HEADER_BYTES + int.from_bytes(self._buffer[:HEADER_BYTES], "big")
            need = end - len(self._buffer)
            if need > 0:
                self._buffer += view[:need]
                view = view[need:]
            if len(self._buffer) < end:
                break
            found.append(bytes(self._buffer[HEADER_BYTES:]))
            del self._buffer[:]
        return found
