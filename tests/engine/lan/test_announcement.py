"""LAN game announcements: what a host sends reads back the same; anything else (another program's datagram, a newer
format, a field out of range, random bytes) is ignored without an error."""

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.lan.announcement import MAX_ANNOUNCEMENT_BYTES, Announcement, decode_announcement, encode_announcement

GAME = Announcement(game_id="a1b2c3", ruleset="one-piece", host_name="Hana", port=47474, app_version="0.1.0")


def datagram(**changes: object) -> bytes:
    data = {**json.loads(encode_announcement(GAME)), **changes}
    return json.dumps(data).encode()


def test_an_announcement_reads_back_the_same_and_is_small():
    sent = encode_announcement(GAME)
    assert decode_announcement(sent) == GAME
    assert len(sent) < 300
    assert json.loads(sent)["kind"] == "playmat-lan-game" and json.loads(sent)["format"] == 1


def test_every_field_at_its_limit_still_fits_a_datagram():
    longest = Announcement(game_id="g" * 32, ruleset="r" * 64, host_name="é" * 64, port=65535, app_version="v" * 64)
    assert decode_announcement(encode_announcement(longest)) == longest


def test_what_is_not_a_current_announcement_is_ignored():
    assert decode_announcement(datagram(format=2)) is None, "a newer format"
    assert decode_announcement(datagram(kind="other-game")) is None
    assert decode_announcement(datagram(port=0)) is None
    assert decode_announcement(datagram(port="47474")) is None, "strict: no strings for numbers"
    assert decode_announcement(datagram(host_name="Ha\nna")) is None, "a control character in a shown name"
    assert decode_announcement(datagram(host_name="")) is None
    assert decode_announcement(datagram(game_id="../x")) is None
    assert decode_announcement(datagram(extra=1)) is None
    assert decode_announcement(datagram(ruleset="x" * 65)) is None
    assert decode_announcement(b"\xff\xfe") is None
    assert decode_announcement(b"[1, 2]") is None
    assert decode_announcement(b"{" * 5000) is None
    padded = datagram(host_name="Hana" + " " * MAX_ANNOUNCEMENT_BYTES)
    assert decode_announcement(padded) is None, "oversized"


fields = st.fixed_dictionaries(
    {},
    optional={
        "kind": st.sampled_from(["playmat-lan-game", "x", ""]) | st.integers(),
        "format": st.sampled_from([1, 2, 0, "1", None, 1.0]),
        "protocol": st.integers(-(2**70), 2**70) | st.text(max_size=3),
        "game_id": st.text(max_size=40),
        "ruleset": st.text(max_size=70) | st.none(),
        "host_name": st.text(max_size=70) | st.lists(st.integers(), max_size=3),
        "port": st.integers(-(2**40), 2**40) | st.floats(allow_nan=True) | st.booleans(),
        "app_version": st.text(max_size=70),
        "bogus": st.text(max_size=5),
    },
)


@settings(max_examples=1500, deadline=None)
@given(st.one_of(st.binary(max_size=1200), fields.map(lambda d: json.dumps(d).encode())))
def test_hostile_datagrams_never_raise_and_only_valid_announcements_are_read(data: bytes):
    found = decode_announcement(data)
    if found is not None:
        assert isinstance(found, Announcement)
        assert 1 <= found.port <= 65535
        assert found.host_name and all(ord(c) >= 32 and c != "\x7f" for c in found.host_name)
        assert decode_announcement(encode_announcement(found)) == found


def test_an_announcement_says_the_turn_clock_and_whether_others_may_watch():
    clocked = Announcement(game_id="a1", ruleset="one-piece", host_name="Hana", port=1, app_version="0.1.0",
                           clock_ms=600_000, spectators=True)  # fmt: skip
    assert decode_announcement(encode_announcement(clocked)) == clocked
    assert decode_announcement(datagram(clock_ms=-1)) is None
