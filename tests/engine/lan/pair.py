"""A host and a guest session wired back to back in memory, with bots for both seats (no sockets)."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field

from desktop.demo_ruleset_loader import BALANCED, GIANTS, _deck
from engine.bot import heuristic_bot
from engine.formats.decks import Deck
from engine.lan import (
    Changed,
    ClockSetting,
    GuestConfig,
    GuestSession,
    HostConfig,
    HostSession,
    Notice,
    ReplayLines,
    SpectatorConfig,
    SpectatorSession,
    Step,
)
from engine.lan.framing import MAX_MESSAGE_BYTES, FrameDecoder, encode_frame
from engine.lan.messages import Message, decode, encode
from engine.lan.secure import SEAL_BYTES
from engine.ruleset import Ruleset
from tests.support import demo

DATE = "2026-01-01T12:00:00Z"


def contribution(label: str) -> bytes:
    return hashlib.sha256(label.encode()).digest()


def skirmish() -> tuple[Ruleset, object, Deck, Deck]:
    return demo.ruleset(), demo.database(), _deck("Balanced", BALANCED), _deck("Giants", GIANTS)


@dataclass
class Pair:
    """Both sessions, every notice each side got, and every byte the guest was sent."""

    host: HostSession
    guest: GuestSession
    host_notices: list[Notice] = field(default_factory=list)
    guest_notices: list[Notice] = field(default_factory=list)
    to_guest: bytearray = field(default_factory=bytearray)
    connected: bool = True
    tamper: Callable[[Message], Message] | None = None  # rewrites what the host sends, to play a cheating host
    spectators: dict[int, SpectatorSession] = field(default_factory=dict)  # by the host's connection id (1, 2, ...)
    spectator_notices: dict[int, list[Notice]] = field(default_factory=dict)
    to_spectators: dict[int, bytearray] = field(default_factory=dict)  # every byte each spectator was sent
    deaf: set[int] = field(default_factory=set)  # spectators that never read what they are sent

    @classmethod
    def make(
        cls,
        ruleset=None,
        database=None,
        decks=None,
        *,
        guest_config: GuestConfig | None = None,
        code: str = "",
        clock: ClockSetting | None = None,
        spectators: bool = False,
        spectator_chat: bool = False,
    ) -> Pair:
        """Both sessions; with a join `code`, every message after the key exchange is sealed."""
        if ruleset is None:
            ruleset, database, deck_a, deck_b = skirmish()
        else:
            deck_a, deck_b = decks
        host_config = HostConfig(ruleset, database, deck_a, "Hana", "test", contribution("host"), "g1", DATE,
                                 join_code=code, clock=clock, spectators=spectators,
                                 spectator_chat=spectator_chat)  # fmt: skip
        guest = GuestSession(
            guest_config
            or GuestConfig(ruleset, database, deck_b, "Gus", "test", contribution("guest"), DATE, join_code=code)
        )
        return cls(HostSession(host_config), guest)

    def sealed_by_guest(self, frame: bytes) -> bytes:
        """A clear frame as the guest's Playmat would send it on its sealed connection (a hostile guest that knows
        the code)."""
        sealer = self.guest._channel.sealer
        assert sealer is not None
        return encode_frame(sealer.seal(frame[4:]), MAX_MESSAGE_BYTES + SEAL_BYTES)

    def connect(self) -> None:
        self.connected = True
        self.guest_step(self.guest.connection_made())
        self.host_step(self.host.connection_made())

    def disconnect(self) -> None:
        self.connected = False
        self.host_notices.extend(self.host.connection_lost().notices)
        self.guest_notices.extend(self.guest.connection_lost().notices)

    def watch(self, cid: int, code: str = "", name: str = "Sam") -> SpectatorSession:
        """A spectator on host connection `cid` (the guest's is 0), admitted with the join `code`."""
        host_config = self.host.config
        config = SpectatorConfig(host_config.ruleset, host_config.database, name, "test", code, contribution(name))
        spectator = self.spectators[cid] = SpectatorSession(config)
        self.spectator_notices[cid], self.to_spectators[cid] = [], bytearray()
        spectator.connection_made()
        self.host_step(self.host.connection_made(cid))
        return spectator

    def leave(self, cid: int) -> None:
        self.host_step(self.host.connection_lost("gone", cid))
        self.spectators.pop(cid, None)

    def to_spectator(self, cid: int, data: bytes) -> None:
        spectator = self.spectators.get(cid)
        if spectator is None or not data:
            return
        self.to_spectators[cid] += data
        if cid in self.deaf:
            return
        step = spectator.receive(data)
        self.spectator_notices[cid].extend(step.notices)
        if step.out:
            self.host_step(self.host.receive(bytes(step.out), cid))

    def host_step(self, step: Step) -> None:
        self.host_notices.extend(step.notices)
        for cid, data in step.sends:
            if cid in self.spectators:
                self.to_spectator(cid, data)
            elif self.connected:  # the guest's (connection 0), sent from a spectator's step
                self.to_guest += data
                self.guest_step(self.guest.receive(data))
        if step.cid in self.spectators:
            self.to_spectator(step.cid, bytes(step.out))
            if step.close:
                self.leave(step.cid)
            return
        if step.out and self.connected:
            out = bytes(step.out)
            if self.tamper is not None:
                out = b"".join(encode(self.tamper(decode(frame))) for frame in FrameDecoder().feed(out))
            self.to_guest += out
            self.guest_step(self.guest.receive(out))

    def guest_step(self, step: Step) -> None:
        self.guest_notices.extend(step.notices)
        if step.out and self.connected:
            self.host_step(self.host.receive(bytes(step.out)))

    def play(self, max_actions: int = 3000, stop_after: int | None = None) -> None:
        """Bots play both seats (each from what its own session shows) until the game ends."""
        host, guest = self.host, self.guest
        game = host.game
        assert game is not None
        bots = [heuristic_bot(game.ruleset, game.database, f"pair:{seat}") for seat in (0, 1)]
        for _ in range(max_actions):
            if game.outcome is not None or (stop_after is not None and len(host.actions) >= stop_after):
                return
            decision = game.decision
            assert decision is not None
            if decision.player == 0:
                shown = host.changed()
                self.host_step(host.submit(bots[0].choose(shown.view, shown.legal)))
            else:
                shown = last_changed(self.guest_notices)
                assert shown.legal, "the guest decides but was sent no legal actions"
                self.guest_step(guest.submit(bots[1].choose(shown.view, shown.legal)))
        raise AssertionError("the game did not end")


def last_changed(notices: list[Notice]) -> Changed:
    return next(n for n in reversed(notices) if isinstance(n, Changed))


def replay_text(notices: list[Notice]) -> str:
    return "".join(n.text for n in notices if isinstance(n, ReplayLines))


def sent_to_guest(pair: Pair) -> list[Message]:
    """Every message the guest was sent, decoded."""
    return [decode(frame) for frame in FrameDecoder().feed(bytes(pair.to_guest))]
