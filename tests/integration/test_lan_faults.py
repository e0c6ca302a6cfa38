"""Faults between real peers: a guest killed mid-game comes back and finishes; the guest's process receives none
of the host's hidden cards; a host that tampers with its log is caught by the guest's audit."""

from __future__ import annotations

import json
import time

from desktop import rulesets
from desktop.lan.host_peer import HostPeer
from desktop.lan.peers import GuestPeer
from desktop.replays.store import ReplayStore
from engine.lan import AuditDone, GuestConfig, GuestSession, HostConfig, HostSession
from engine.lan.codec import view_from_data
from engine.lan.framing import FrameDecoder
from engine.lan.messages import GameLog, Update, decode, encode
from engine.zones import Visibility

from .conftest import WAIT

DATE = "2026-01-01T00:00:00Z"


def journal_hashes(path) -> int:
    try:
        return len(json.loads(path.read_text())["hashes"])
    except (OSError, ValueError, KeyError):
        return 0


def test_a_guest_killed_mid_game_reconnects_and_finishes(peers, tmp_path):
    host, port = peers.host("--ruleset", "skirmish", "--bot-delay", "0.1")
    journal = tmp_path / "journal.json"
    args = ("join", f"127.0.0.1:{port}", "--ruleset", "skirmish", "--deck", "Giants", "--bot-delay", "0.1",
            "--journal", str(journal), "--timeout", str(WAIT))  # fmt: skip
    first = peers.start("guest", *args)
    deadline = time.monotonic() + WAIT
    while journal_hashes(journal) < 6:
        assert time.monotonic() < deadline and first.popen.poll() is None, first.text()
        time.sleep(0.05)
    first.kill()
    host.wait_for(r"paused: (the other side closed the connection|the connection failed)")  # FIN or RST: a race
    second = peers.start("guest", *args)
    second.wait_for(r"\(resumed\)")
    assert second.finish() == 0, second.text()
    assert host.finish() == 0, host.text()
    assert "audit: ok" in second.text() and "audit: ok" in host.text()
    assert "resumed" in host.text()
    guest_replays = [game for game in ReplayStore(peers.home / "data", sync=False).list()
                     if game.header is not None and game.header.extra.get("lan") == "guest"]  # fmt: skip
    assert len(guest_replays) == 1 and not guest_replays[0].seen, "the restarted guest went on in its first file"
    assert guest_replays[0].outcome is not None


class RecordingGuest(GuestPeer):
    """A guest peer that keeps every message it receives, as its Playmat reads it once opened (the wire is sealed)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.received: list[bytes] = []
        opener = self.session._open

        def keep(channel, frame):
            payload = opener(channel, frame)
            self.received.append(bytes(payload))
            return payload

        self.session._open = keep


def _guest_session(ruleset_id: str, deck_index: int, code: str = "") -> GuestSession:
    package = rulesets.load(ruleset_id)
    deck = list(package.decks.values())[deck_index]
    config = GuestConfig(package.ruleset, package.database, deck, "Gus", "0.1.0", b"g" * 32, DATE, join_code=code)
    return GuestSession(config)


def _play_guest(peer: GuestPeer) -> list[AuditDone]:
    from engine.bot import heuristic_bot
    from engine.lan import Changed

    config = peer.session.config
    bot = heuristic_bot(config.ruleset, config.database, "recording")
    audits: list[AuditDone] = []

    def heard(notice):
        if isinstance(notice, Changed) and notice.legal:
            peer.submit(bot.choose(notice.view, notice.legal))
        elif isinstance(notice, AuditDone):
            audits.append(notice)
            peer.loop.stop()

    peer.add_listener(heard)
    peer.connect()
    peer.run(WAIT)
    peer.stop()
    return audits


def test_everything_the_guest_receives_hides_the_hosts_hidden_cards(peers):
    rulesets.register_builtin()
    package = rulesets.load("one-piece")
    _, port = peers.host("--ruleset", "one-piece")
    peer = RecordingGuest(_guest_session("one-piece", -1, peers.code), "127.0.0.1", port, reconnect_seconds=10)
    assert _play_guest(peer) == [AuditDone(True, ())]
    hidden = {spec.name for spec in package.ruleset.zones if spec.visibility is not Visibility.EVERYONE}
    messages = [decode(payload) for payload in peer.received]
    updates = [m for m in messages if isinstance(m, Update)]
    assert len(updates) > 20
    checked = 0
    for update in updates:
        for zone in view_from_data(update.view).zones:
            if zone.ref.owner == 0 and zone.ref.name in hidden:
                for card in zone.cards:
                    if not card.face_up:
                        assert card.card_id is None, (zone.ref, card)
                        checked += 1
    assert checked > 100
    host_hand = [z for z in view_from_data(updates[-1].view).zones if z.ref.name == "hand" and z.ref.owner == 0]
    assert all(card.card_id is None for zone in host_hand for card in zone.cards)
    log_index = next(i for i, m in enumerate(messages) if isinstance(m, GameLog))
    assert all(not isinstance(m, Update) or m.view.get("outcome") for m in messages[log_index:])


class TamperingHost(HostPeer):
    """A host that leaves one action out of the log it reveals at the end."""

    def _apply(self, step) -> None:
        frames = FrameDecoder().feed(bytes(step.out))
        out = bytearray()
        for frame in frames:
            message = decode(frame)
            if isinstance(message, GameLog):
                actions = message.actions[:3] + message.actions[4:]
                message = message.model_copy(update={"actions": actions})
            out += encode(message)
        step.out = out
        super()._apply(step)


def test_a_tampered_log_is_reported_by_the_guest_process(peers):
    rulesets.register_builtin()
    package = rulesets.load("skirmish")
    deck = next(iter(package.decks.values()))
    config = HostConfig(package.ruleset, package.database, deck, "Mallory", "0.1.0", b"h" * 32, "g1", DATE)
    host = TamperingHost(HostSession(config), "127.0.0.1", 0)
    from engine.bot import heuristic_bot
    from engine.lan import Changed

    bot = heuristic_bot(package.ruleset, package.database, "mallory")

    def heard(notice):
        if isinstance(notice, Changed) and notice.legal:
            host.submit(bot.choose(notice.view, notice.legal))
        elif isinstance(notice, AuditDone):
            host.loop.stop()

    host.add_listener(heard)
    guest = peers.start("guest", "join", f"127.0.0.1:{host.port}", "--ruleset", "skirmish", "--timeout", str(WAIT))
    host.run(WAIT)
    host.stop()
    assert guest.finish() == 4, guest.text()
    assert "audit FAILED: " in guest.text()
    assert "does not re-simulate to what was played, at action 4" in guest.text()


def test_a_guest_whose_host_dies_claims_the_game(peers, tmp_path):
    host, port = peers.host("--ruleset", "skirmish", "--bot-delay", "0.1")
    journal = tmp_path / "journal.json"
    guest = peers.start("guest", "join", f"127.0.0.1:{port}", "--ruleset", "skirmish", "--bot-delay", "0.1",
                        "--journal", str(journal), "--reconnect-for", "1", "--timeout", str(WAIT))  # fmt: skip
    deadline = time.monotonic() + WAIT
    while journal_hashes(journal) < 3:
        assert time.monotonic() < deadline and guest.popen.poll() is None, guest.text()
        time.sleep(0.05)
    host.kill()
    assert guest.finish() == 5
    text = guest.text()
    assert "paused: the other side closed the connection" in text
    assert "the host did not come back: claiming the game" in text
    assert "game over: The host left the game; Player 2 claims it." in text
