"""The attacks of issue 21 against real peers on loopback: a host that grinds the shuffle after a reveal, a flood
of connections, a listener taking the guest's seat, a client that never reads, a join to a closed port."""

from __future__ import annotations

import json
import socket
import threading
import time

from desktop import rulesets
from desktop.lan.host_peer import HostPeer
from desktop.lan.peers import GuestPeer
from desktop.lan.transport import MAX_PENDING_BYTES, Connection, Loop
from desktop.replays.store import ReplayStore
from engine.bot import heuristic_bot
from engine.lan import AuditDone, Changed, GuestConfig, GuestSession, HostConfig, HostSession, Joined, keys
from engine.lan.fairness import commitment, game_seed
from engine.lan.framing import FrameDecoder
from engine.lan.messages import PROTOCOL_VERSION, Challenge, Chat, Hello, Refuse, RevealSeed, Welcome, decode, encode
from engine.lan.notices import Step

from .conftest import WAIT

DATE = "2026-01-01T00:00:00Z"


def _package():
    rulesets.register_builtin()
    return rulesets.load("skirmish")


def _host_peer() -> HostPeer:
    package = _package()
    deck = next(iter(package.decks.values()))
    config = HostConfig(package.ruleset, package.database, deck, "Hana", "0.1.0", b"h" * 32, "g1", DATE, b"k" * 32)
    return HostPeer(HostSession(config), "127.0.0.1", 0)


def _guest_peer(port: int, **options) -> GuestPeer:
    package = _package()
    deck = list(package.decks.values())[-1]
    config = GuestConfig(package.ruleset, package.database, deck, "Gus", "0.1.0", b"g" * 32, DATE)
    return GuestPeer(GuestSession(config), "127.0.0.1", port, reconnect_seconds=10, **options)


def _with_bot(peer, audits: list, stop_on_audit: bool = True) -> None:
    config = peer.session.config
    bot = heuristic_bot(config.ruleset, config.database, type(peer).__name__)

    def heard(notice):
        if isinstance(notice, Changed) and notice.legal:
            peer.loop.call_later(0.002, lambda: peer.submit(bot.choose(notice.view, notice.legal)))
        elif isinstance(notice, AuditDone):
            audits.append(notice)
            if stop_on_audit:
                peer.loop.stop()

    peer.add_listener(heard)


class Wire:
    """One raw connection, reading framed messages with a deadline."""

    def __init__(self, sock: socket.socket) -> None:
        self.sock = sock
        self.sock.settimeout(WAIT)
        self.decoder = FrameDecoder()
        self.queue: list = []

    def read(self):
        while not self.queue:
            data = self.sock.recv(65536)
            if not data:
                raise ConnectionError("closed")
            self.queue.extend(decode(frame) for frame in self.decoder.feed(data))
        return self.queue.pop(0)

    def send(self, message) -> None:
        self.sock.sendall(encode(message))


def test_a_host_that_grinds_contributions_after_the_reveal_is_refused_as_unfair(peers, tmp_path):
    """The attack as seen: a throwaway commitment, read the reveal, hang up, try 3,000 contributions, come back
    with the best. The guest process refuses the changed commitment, reports the game unfair and fails its audit."""
    package = _package()
    deck = next(iter(package.decks.values()))
    journal = tmp_path / "journal.json"
    with socket.create_server(("127.0.0.1", 0)) as server:
        server.settimeout(WAIT)
        port = server.getsockname()[1]
        guest = peers.start("guest", "join", f"127.0.0.1:{port}", "--ruleset", "skirmish", "--journal", str(journal),
                            "--timeout", str(WAIT))  # fmt: skip
        secret = b"m" * 32
        first, _ = server.accept()
        with first:
            wire = Wire(first)
            wire.send(Challenge(nonce="01" * 32))
            hello = wire.read()
            assert isinstance(hello, Hello) and hello.game_id is None
            throwaway = commitment(b"t" * 32, deck)
            wire.send(Welcome(seq=1, game_id="g1", seat=1, host_name="Mallory", commitment=throwaway,
                              key_share=keys.key_share(secret)))  # fmt: skip
            reveal = wire.read()
            assert isinstance(reveal, RevealSeed)
            assert json.loads(journal.read_text())["host_commitment"] == throwaway  # on disk before the reveal left
        guest_part = bytes.fromhex(reveal.contribution)
        tries = [bytes([i % 256, i // 256]) * 16 for i in range(3000)]
        best = min(tries, key=lambda mine: game_seed(mine, guest_part))
        second, _ = server.accept()
        with second:
            wire = Wire(second)
            wire.send(Challenge(nonce="02" * 32))
            back = wire.read()
            assert isinstance(back, Hello) and back.game_id == "g1" and back.proof
            wire.send(Welcome(seq=1, game_id="g1", seat=1, host_name="Mallory", commitment=commitment(best, deck),
                              resume=True))  # fmt: skip
            assert guest.finish() == 4, guest.text()
    text = guest.text()
    assert "game over: The host changed its seed commitment" in text and "unfair" in text
    assert "audit FAILED" in text and "audit: ok" not in text


def test_a_flood_of_connections_does_not_stop_or_displace_a_game():
    """A connection every few milliseconds, from another machine before and during the game, and from the guest's
    own address once it is seated (junk, silence, held open): the game goes on to its audit."""
    host = _host_peer()
    host.door_seconds = 0.5
    guest_audits: list = []
    _with_bot(host, [], stop_on_audit=False)
    guest = _guest_peer(host.port)
    _with_bot(guest, guest_audits)
    seated = threading.Event()
    guest.add_listener(lambda notice: seated.set() if isinstance(notice, Joined) else None)
    host.start_thread()
    stop = threading.Event()
    opened: list[str] = []

    def flood(source: str, start: threading.Event | None) -> None:
        if start is not None:
            start.wait(WAIT)
        junk = [b"", b"\x00\x00\x00\x04junk", b"\xff" * 64, (10**9).to_bytes(4, "big")]
        held: list[socket.socket] = []
        while not stop.is_set() and len(opened) < 6000:
            try:
                sock = socket.create_connection(("127.0.0.1", host.port), timeout=5, source_address=(source, 0))
                sock.sendall(junk[len(opened) % 4])
            except OSError:
                continue
            opened.append(source)
            held.append(sock)
            if len(held) > 20:
                held.pop(0).close()
            time.sleep(0.003)
        for sock in held:
            sock.close()

    flooders = [threading.Thread(target=flood, args=("127.0.0.2", None), daemon=True),
                threading.Thread(target=flood, args=("127.0.0.1", seated), daemon=True)]  # fmt: skip
    for flooder in flooders:
        flooder.start()
    try:
        deadline = time.monotonic() + WAIT
        while len(opened) < 100 and time.monotonic() < deadline:  # the flood is on before the guest comes
            time.sleep(0.01)
        guest.connect()
        guest.run(WAIT)
    finally:
        stop.set()
        seated.set()
        for flooder in flooders:
            flooder.join(WAIT)
        host.stop()
    assert guest_audits == [AuditDone(True, ())]
    assert opened.count("127.0.0.2") > 100 and opened.count("127.0.0.1") > 10
    assert host.session.game is not None and host.session.game.outcome is not None


def test_a_listener_replaying_the_guests_traffic_gets_no_seat(tmp_path):
    host = _host_peer()
    audits: list = []
    _with_bot(host, [], stop_on_audit=False)
    guest = _guest_peer(host.port)
    seen = bytearray()
    original = guest._data
    guest._data = lambda data: (seen.extend(data), original(data))
    attempts: list = []

    def steal(notice):
        if isinstance(notice, Changed) and notice.n == 5 and not attempts:
            threading.Thread(target=try_takeover, daemon=True).start()

    def try_takeover():
        sent_to_guest = [decode(frame) for frame in FrameDecoder().feed(bytes(seen))]
        welcome = next(m for m in sent_to_guest if isinstance(m, Welcome))
        with socket.create_connection(("127.0.0.1", host.port), timeout=WAIT) as sock:
            wire = Wire(sock)
            challenge = wire.read()
            session = guest.session
            forged = Hello(name="Eve", app_version="0.1.0", ruleset="skirmish", ruleset_version="1",
                           card_digest=session.identity.card_digest, deck=session.config.deck,
                           commitment=session.commitment, game_id=welcome.game_id,
                           proof=keys.proof(bytes(32), challenge.nonce, welcome.game_id))  # fmt: skip
            wire.send(forged)
            attempts.append(wire.read())

    guest.add_listener(steal)
    _with_bot(guest, audits)
    host.start_thread()
    try:
        guest.connect()
        guest.run(WAIT)
    finally:
        host.stop()
    assert len(attempts) == 1 and isinstance(attempts[0], Refuse)
    assert "Only the guest who started this game" in attempts[0].reason
    assert audits == [AuditDone(True, ())]


def test_a_peer_that_never_reads_is_dropped_without_blocking_the_loop():
    loop = Loop()
    with socket.create_server(("127.0.0.1", 0)) as server:
        far = socket.create_connection(server.getsockname(), timeout=WAIT)
        near, _ = server.accept()
    lost: list[str] = []
    connection = Connection(loop, near, lambda data: None, lost.append)
    chunk = b"x" * 65536
    for _ in range(2 * MAX_PENDING_BYTES // len(chunk)):  # never read at the far end: no call waits
        connection.send(chunk)
        if lost:
            break
    assert lost == ["the other side does not read what is sent to it"]
    assert connection.closed
    far.close()
    loop.close()


def test_join_to_a_closed_port_fails_at_once_with_a_clear_message(peers):
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]  # nothing listens there once the probe is closed
    guest = peers.start("guest", "join", f"127.0.0.1:{port}", "--ruleset", "skirmish", "--timeout", str(WAIT))
    assert guest.finish(timeout=30) == 5, guest.text()  # it used to retry in silence for 60 seconds
    assert f"connection failed: could not reach 127.0.0.1:{port} (nothing is listening there" in guest.text()


def test_wrong_codes_are_refused_and_slow_down_that_address_only(monkeypatch):
    monkeypatch.setattr("desktop.lan.host_peer.WRONG_CODE_PAUSE", 30.0)  # the next try surely falls in it
    package = _package()
    deck = next(iter(package.decks.values()))
    config = HostConfig(package.ruleset, package.database, deck, "Hana", "0.1.0", b"h" * 32, "g1", DATE, b"k" * 32,
                        "K7Q2-M9XP")  # fmt: skip
    host = HostPeer(HostSession(config), "127.0.0.1", 0)
    host.start_thread()
    try:
        guesser = GuestSession(GuestConfig(package.ruleset, package.database, deck, "Eve", "0.1.0", b"e" * 32, DATE,
                                           join_code="AAAA-BBBB"))  # fmt: skip
        with socket.create_connection(("127.0.0.1", host.port), timeout=WAIT) as sock:
            wire = Wire(sock)
            guesser.connection_made()
            sock.sendall(bytes(guesser.receive(encode(wire.read())).out))
            refusal = wire.read()
            assert isinstance(refusal, Refuse) and "The join code is wrong" in refusal.reason
        with socket.create_connection(("127.0.0.1", host.port), timeout=WAIT) as again:
            again.settimeout(WAIT)
            assert again.recv(100) == b"", "the same address is not even challenged during its pause"
        with socket.create_connection(("127.0.0.1", host.port), timeout=WAIT, source_address=("127.0.0.2", 0)) as other:
            assert isinstance(Wire(other).read(), Challenge), "another machine is not shut out"
    finally:
        host.stop()


def test_a_huge_deck_count_in_a_hello_gets_an_error_and_the_host_plays_on():
    """The 607-byte hello that ran a host out of memory (a host without a code, so the hello reaches the deck
    check at all): refused in words, and a real guest then joins and finishes."""
    package = _package()
    deck = next(iter(package.decks.values()))
    config = HostConfig(package.ruleset, package.database, deck, "Hana", "0.1.0", b"h" * 32, "g1", DATE, b"k" * 32)
    host = HostPeer(HostSession(config), "127.0.0.1", 0)
    _with_bot(host, [], stop_on_audit=False)
    host.start_thread()
    try:
        with socket.create_connection(("127.0.0.1", host.port), timeout=WAIT) as sock:
            wire = Wire(sock)
            assert isinstance(wire.read(), Challenge)
            data = deck.model_dump(mode="json")
            data["sections"]["main"][0]["count"] = 10**12
            hello = {"v": PROTOCOL_VERSION, "seq": 0, "type": "hello", "name": "Eve", "app_version": "0.1.0",
                     "ruleset": "skirmish", "ruleset_version": "1", "card_digest": "ab", "deck": data,
                     "commitment": "00"}  # fmt: skip
            payload = json.dumps(hello).encode()
            sock.sendall(len(payload).to_bytes(4, "big") + payload)
            reply = wire.read()
            assert reply.type == "error" and reply.code == "malformed" and "count" in reply.message
        audits: list = []
        guest = _guest_peer(host.port)
        _with_bot(guest, audits)
        guest.connect()
        guest.run(WAIT)
        assert audits == [AuditDone(True, ())]
    finally:
        host.stop()


def test_a_chat_flood_over_a_sealed_connection_stays_bounded_and_unreadable(tmp_path):
    """150,000 chats were 157 MB of host memory and a 77 MB replay: now 10,000 at once (4.5 MB) leave the host
    within its budget, the replay small, the game audited, and nothing of it crosses the wire readable."""
    package = _package()
    deck = next(iter(package.decks.values()))
    code = "K7Q2-M9XP"
    config = HostConfig(package.ruleset, package.database, deck, "Hana", "0.1.0", b"h" * 32, "g1", DATE, b"k" * 32,
                        code)  # fmt: skip
    host = HostPeer(HostSession(config), "127.0.0.1", 0, store=ReplayStore(tmp_path, sync=False))
    _with_bot(host, [], stop_on_audit=False)
    refused: list = []
    host.add_listener(lambda notice: refused.append(notice) if getattr(notice, "code", "") == "chat" else None)
    guest_config = GuestConfig(package.ruleset, package.database, list(package.decks.values())[-1], "Gus", "0.1.0",
                               b"g" * 32, DATE, join_code=code)  # fmt: skip
    guest = GuestPeer(GuestSession(guest_config), "127.0.0.1", host.port, reconnect_seconds=10)
    wire = bytearray()
    reading = guest._data
    guest._data = lambda data: (wire.extend(data), reading(data))
    audits: list = []
    _with_bot(guest, audits)
    flooded: list[int] = []

    def flood(notice):
        if isinstance(notice, Changed) and not flooded:
            flooded.append(1)
            step = Step()  # past the guest's own budget: sealed, numbered chat messages straight onto the wire
            for number in range(10_000):
                guest.session._send(step, Chat(text=f"secret flood line {number} " + "x" * 400))
            guest._apply(step)

    guest.add_listener(flood)
    host.start_thread()
    try:
        guest.connect()
        guest.run(WAIT)
    finally:
        host.stop()
    assert audits == [AuditDone(True, ())]
    assert 0 < len(host.session.chat_lines) <= 1000 and refused, "the flood reached the host and was cut off"
    assert host.recording is not None and host.recording.path.stat().st_size < 2_000_000
    assert b"secret flood line" not in bytes(wire) and b"update" not in bytes(wire)


def test_playmat_join_with_a_wrong_or_malformed_code_is_refused_in_words(peers):
    host, port = peers.host("--ruleset", "skirmish")
    wrong = peers.start("guest", "join", f"127.0.0.1:{port}", "--ruleset", "skirmish", "--code", "AAAA-BBBB",
                        "--timeout", str(WAIT))  # fmt: skip
    assert wrong.finish() == 3, wrong.text()
    assert "refused: The join code is wrong: check it with the host." in wrong.text()
    bad = peers.start("guest", "join", f"127.0.0.1:{port}", "--ruleset", "skirmish", "--code", "12")
    assert bad.finish() == 2 and "bad join code '12': a join code is 8 letters and digits" in bad.text()
    host.kill()
