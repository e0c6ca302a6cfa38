"""Frames: round trips in pieces of any size, and oversized frames skipped without being buffered."""

import pytest

from engine.lan.framing import FrameDecoder, FrameTooLarge, OversizedFrame, encode_frame


def test_frames_round_trip_whatever_the_pieces():
    payloads = [b"", b"a", b"hello" * 100, bytes(range(256))]
    stream = b"".join(encode_frame(p) for p in payloads)
    for size in (1, 3, 4, 7, 1000):
        decoder = FrameDecoder()
        found = []
        for start in range(0, len(stream), size):
            found.extend(decoder.feed(stream[start : start + size]))
        assert found == payloads
        assert decoder.buffered == 0


def test_an_empty_frame_alone_is_decoded_at_once():
    assert FrameDecoder().feed(encode_frame(b"")) == [b""]


def test_oversized_frame_is_reported_skipped_and_never_buffered():
    decoder = FrameDecoder(limit=10)
    header = (1_000_000).to_bytes(4, "big")
    assert decoder.feed(header) == [OversizedFrame(1_000_000)]
    for _ in range(99):
        assert decoder.feed(b"x" * 10_000) == []
        assert decoder.buffered == 0
    found = decoder.feed(b"x" * 10_000 + encode_frame(b"next"))
    assert found == [b"next"]


def test_encoding_refuses_an_oversized_payload():
    with pytest.raises(FrameTooLarge, match="over the limit"):
        encode_frame(b"x" * 11, limit=10)
