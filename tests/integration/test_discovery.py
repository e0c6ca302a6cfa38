"""LAN discovery over loopback: a host's announcer reaches a listener (unicast to the listener's port), the listener
forgets games that fall silent, refuses floods and hostile datagrams, and a refused broadcast is reported."""

from __future__ import annotations

import errno
import socket

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop.lan import discovery
from desktop.lan.discovery import (
    BROADCAST,
    DISCOVERY_PORT,
    MAX_GAMES,
    Announcer,
    DiscoverySettings,
    GameListener,
)
from engine.lan.announcement import Announcement, encode_announcement

WAIT = 5.0
"""The longest a test waits for a datagram on loopback."""


def game(game_id: str = "g1", port: int = 47474, name: str = "Hana") -> Announcement:
    return Announcement(game_id=game_id, ruleset="skirmish", host_name=name, port=port, app_version="0.1.0")


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def hear(listener: GameListener, count: int = 1) -> None:
    """Poll until `count` games are listed (bounded)."""
    for _ in range(int(WAIT / 0.05)):
        listener.poll(0.05)
        if len(listener.games) >= count:
            return
    raise AssertionError(f"heard {len(listener.games)} games, not {count}, within {WAIT} s")


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def listener(clock):
    found = GameListener("127.0.0.1", 0, clock=clock)
    yield found
    found.close()


def test_an_announced_game_is_listed_with_its_address_then_forgotten_when_silent(listener, clock):
    announcer = Announcer(game(port=5000), (("127.0.0.1", listener.port),), clock=clock)
    try:
        assert announcer.announce() and not announcer.refused
        hear(listener)
        [heard] = listener.games
        assert heard.announcement == game(port=5000)
        assert heard.address == "127.0.0.1:5000", "the host's address is the sender's, with the announced port"
        clock.now += discovery.FORGET_AFTER_SECONDS / 2
        assert not listener.poll(), "still fresh"
        clock.now += discovery.FORGET_AFTER_SECONDS
        assert listener.poll() and listener.games == [], "silent too long: gone"
    finally:
        announcer.close()


def test_announcements_are_rate_limited(listener, clock):
    announcer = Announcer(game(), (("127.0.0.1", listener.port),), interval=1.0, clock=clock)
    try:
        assert announcer.announce()
        assert not announcer.announce(), "a second round within the interval is not sent"
        clock.now += 1.0
        assert announcer.announce()
        assert announcer.sent == 2
    finally:
        announcer.close()


def test_two_hosts_are_both_listed_and_a_changed_announcement_is_news(listener):
    first = Announcer(game("g1", name="Ann"), (("127.0.0.1", listener.port),))
    second = Announcer(game("g2", name="Bo"), (("127.0.0.1", listener.port),))
    try:
        first.announce()
        second.announce()
        hear(listener, 2)
        assert [g.announcement.host_name for g in listener.games] == ["Ann", "Bo"]
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as raw:
            raw.sendto(encode_announcement(game("g1", name="Ann", port=6000)), ("127.0.0.1", listener.port))
        for _ in range(int(WAIT / 0.05)):
            if listener.poll(0.05):
                break
        assert {g.address for g in listener.games} == {"127.0.0.1:6000", "127.0.0.1:47474"}
    finally:
        first.close()
        second.close()


def test_a_flood_of_games_is_capped(listener):
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as raw:
        raw.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 1 << 20)
        for i in range(MAX_GAMES + 10):
            raw.sendto(encode_announcement(game(f"flood{i}")), ("127.0.0.1", listener.port))
    hear(listener, MAX_GAMES)
    for _ in range(5):
        listener.poll(0.05)
    assert len(listener.games) == MAX_GAMES
    assert listener.ignored >= 1


def datagrams():
    valid = encode_announcement(game())
    return st.one_of(
        st.binary(max_size=1500),
        st.just(valid[:-1]),
        st.just(valid + b" " * 2000),
        st.text(max_size=300).map(str.encode),
        st.sampled_from([b"{}", b"null", b"[]", b'{"kind": "playmat-lan-game"}', b"{" * 900]),
    )


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(datagrams(), min_size=1, max_size=8))
def test_hostile_datagrams_are_ignored_and_the_listener_keeps_listening(listener, clock, batch):
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as raw:
        for data in batch:
            raw.sendto(data, ("127.0.0.1", listener.port))
        raw.sendto(encode_announcement(game("after")), ("127.0.0.1", listener.port))
    hear(listener)
    assert [g.announcement.game_id for g in listener.games] == ["after"], "only the real announcement is listed"
    clock.now += 1000
    listener.poll()
    assert listener.games == []


class RefusingSocket:
    """A socket whose OS refuses broadcast (as a locked-down machine does): nothing is sent anywhere."""

    def __init__(self) -> None:
        self.closed = False

    def setsockopt(self, *args: object) -> None:
        pass

    def setblocking(self, flag: bool) -> None:
        pass

    def sendto(self, data: bytes, target: tuple[str, int]) -> int:
        raise PermissionError(errno.EACCES, "Permission denied")

    def close(self) -> None:
        self.closed = True


def test_a_refused_broadcast_is_reported():
    refusing = RefusingSocket()
    announcer = Announcer(game(), ((BROADCAST, DISCOVERY_PORT),), sock=refusing)  # type: ignore[arg-type]
    assert not announcer.announce()
    assert announcer.refused and "Permission denied" in announcer.problem
    announcer.close()
    assert refusing.closed


def test_the_targets_are_configurable_and_default_to_broadcast(monkeypatch):
    monkeypatch.setattr(discovery, "interface_broadcasts", lambda: ["192.0.2.255"])
    defaults = DiscoverySettings.from_environment({})
    assert defaults.announce_targets() == ((BROADCAST, DISCOVERY_PORT), ("192.0.2.255", DISCOVERY_PORT))
    chosen = DiscoverySettings.from_environment(
        {"PLAYMAT_LAN_ANNOUNCE": "127.0.0.1:5555, localhost", "PLAYMAT_LAN_DISCOVERY_PORT": "6000"}
    )
    assert chosen.port == 6000
    assert chosen.announce_targets() == (("127.0.0.1", 5555), ("localhost", 6000))
    assert DiscoverySettings.from_environment({"PLAYMAT_LAN_ANNOUNCE": "off"}).announce_targets() == ()
    assert DiscoverySettings.from_environment({"PLAYMAT_LAN_DISCOVERY_PORT": "x"}).port == DISCOVERY_PORT


def test_interface_broadcast_addresses_are_read_without_error():
    found = discovery.interface_broadcasts()
    assert all(socket.inet_aton(address) for address in found)
    assert BROADCAST not in found and not any(address.startswith("127.") for address in found)


def test_a_port_in_use_cannot_be_listened_on():
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as taken:
        taken.bind(("127.0.0.1", 0))
        with pytest.raises(OSError):
            GameListener("127.0.0.1", taken.getsockname()[1])
