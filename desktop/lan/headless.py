"""`playmat host`, `join` and `watch`: a LAN peer without a screen, the heuristic bot playing its seat (a spectator
prints the game's log)."""

from __future__ import annotations

import argparse
import secrets
import socket
import sys
import uuid
from datetime import UTC, datetime
from pathlib import Path
from typing import TextIO

from desktop import rulesets, settings
from desktop.lan.discovery import interface_addresses
from desktop.lan.host_peer import HostPeer
from desktop.lan.peers import ConnectionFailed, GuestPeer, Peer, PeerNotice
from desktop.lan.search_seat import HostSearch, SeatBot, host_search, host_seed
from desktop.lan.watch_peer import WatchPeer
from desktop.replays.store import ReplayStore
from engine import __version__
from engine.formats.decks import Deck, read_deck
from engine.formats.problems import FormatError
from engine.lan import (
    ActionRefused,
    AuditDone,
    Changed,
    ChatReceived,
    ClockSetting,
    Desync,
    GameOver,
    GuestConfig,
    GuestJournal,
    GuestPhase,
    GuestSession,
    HandshakeRefused,
    HostConfig,
    HostSession,
    Joined,
    Paused,
    ProtocolProblem,
    Resumed,
    Said,
    SpectatorConfig,
    Spectators,
    SpectatorSession,
    TakeBackAsked,
    Watching,
)
from engine.lan.secure import code_problem, join_code
from engine.narration import narrate
from engine.search import LEVELS, level
from engine.words import Words

DEFAULT_PORT = 47474
EXIT_OK, EXIT_USAGE, EXIT_REFUSED, EXIT_AUDIT, EXIT_UNREACHABLE, EXIT_TIMEOUT = 0, 2, 3, 4, 5, 6


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses other than loopback: its network interfaces' (those games are announced on) and
    what its host name resolves to (no traffic sent)."""
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        infos = []
    found = {str(info[4][0]) for info in infos} | set(interface_addresses())
    return sorted(address for address in found if not address.startswith(("127.", "0.")))


def now_iso() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def pick_deck(ruleset_id: str, choice: str | None) -> Deck:
    """A starter deck by name (the first one by default) or a deck file by path; raises ValueError."""
    package = rulesets.load(ruleset_id)
    if not choice:
        return next(iter(package.decks.values()))
    if choice in package.decks:
        return package.decks[choice]
    path = Path(choice)
    if not path.is_file():
        names = ", ".join(package.decks)
        raise ValueError(f"no starter deck or deck file {choice!r} (starter decks: {names})")
    try:
        result = read_deck(path.read_text(encoding="utf-8"), package.database)
    except (OSError, FormatError) as error:
        raise ValueError(f"{path}: {error}") from None
    return result.deck


class Headless:
    """Drives one peer: the bot answers this seat's decisions; notices are printed as lines of text."""

    def __init__(self, peer: Peer, seed: str, bot_delay: float, out: TextIO, search: HostSearch | None = None) -> None:
        self.peer = peer
        self.out = out
        self.seat_bot = SeatBot(peer, seed, search, bot_delay)  # it plays the seat and refuses take-backs
        self.search = search  # the host's search bot (a level other than Easy); None: the heuristic bot
        self.exit_code: int | None = None
        self.audited = False
        self.over = False
        peer.add_listener(self.heard)

    def say(self, text: str) -> None:
        print(text, file=self.out, flush=True)

    def finish(self, code: int) -> None:
        if self.exit_code is None:
            self.exit_code = code
        self.peer.stop(wait=0)

    def heard(self, notice: PeerNotice) -> None:
        if isinstance(notice, Changed):
            return  # the seat's bot answers
        if isinstance(notice, Joined):
            self.say(f"joined game {notice.game_id} as player {notice.seat + 1} against {notice.opponent}"
                     + (" (resumed)" if notice.resumed else ""))  # fmt: skip
            if notice.clock is not None:
                self.say(f"turn clock: {notice.clock.words()}")
        elif isinstance(notice, HandshakeRefused):
            self.say(f"refused: {notice}")
            self.finish(EXIT_REFUSED)
        elif isinstance(notice, TakeBackAsked):  # the seat's bot says no
            self.say(f"player {notice.player + 1} asks to take back their last move: the bot says no")
        elif isinstance(notice, GameOver):
            self.over = True
            self.say(f"game over: {notice.outcome.reason}")
            if self.search is not None:
                self.say(f"the search bot played out {self.search.bot.playouts} sampled games")
        elif isinstance(notice, AuditDone):
            self.audited = True
            self.say("audit: ok" if notice.ok else "audit FAILED: " + "; ".join(notice.problems))
            self.finish(EXIT_OK if notice.ok else EXIT_AUDIT)
        elif isinstance(notice, ConnectionFailed):
            self.say(f"connection failed: {notice.reason}")
            if isinstance(self.peer, GuestPeer) and self.peer.session.phase is GuestPhase.PAUSED:
                self.say("the host did not come back: claiming the game")
                self.peer.claim_victory()
            self.finish(EXIT_UNREACHABLE)
        else:
            text = describe(notice)
            if text:
                self.say(text)


def describe(notice: PeerNotice) -> str:
    """One line for a notice a player should hear of ("" for the rest)."""
    if isinstance(notice, Paused):
        return f"paused: {notice.reason}"
    if isinstance(notice, Resumed):
        return "resumed: the game goes on"
    if isinstance(notice, Desync):
        return f"desync at action {notice.n}: {notice.message}"
    if isinstance(notice, ProtocolProblem):
        return str(notice)
    if isinstance(notice, ActionRefused):
        return f"refused: {notice.error}"
    if isinstance(notice, ChatReceived):
        return f"chat from player {notice.player + 1}: {notice.text}"
    if isinstance(notice, Said):
        return f"chat from {notice.name}: {notice.text}"
    if isinstance(notice, Spectators):
        return f"spectators: {', '.join(notice.names) or 'none'}"
    return ""


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--ruleset", default="one-piece", help="ruleset id (default: one-piece)")
    parser.add_argument("--deck", help="a starter deck's name or a deck file (default: the first starter deck)")
    parser.add_argument("--name", help="the name the other player sees")
    parser.add_argument("--bot-delay", type=float, default=0.0, help="seconds the bot waits before each move")
    parser.add_argument("--timeout", type=float, default=3600.0, help="give up after this many seconds")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="playmat", description="Playmat: host or join a LAN game headless.")
    commands = parser.add_subparsers(dest="command", required=True)
    host = commands.add_parser("host", help="host a LAN game; the bot plays the host's seat")
    _common(host)
    host.add_argument("--bind", default="", help="address to listen on (default: every interface)")
    host.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"TCP port (default {DEFAULT_PORT}; 0: any)")
    host.add_argument("--claim-after", type=float, default=120.0,
                      help="claim the game when the guest has been gone this many seconds")  # fmt: skip
    host.add_argument("--clock", type=float, default=0.0, help="a turn clock: each player's seconds (default: none)")
    host.add_argument("--increment", type=float, default=0.0, help="seconds added after each move (with --clock)")
    host.add_argument("--spectators", action="store_true", help="let others watch with the join code")
    host.add_argument("--spectator-chat", action="store_true", help="let spectators chat (with --spectators)")
    host.add_argument("--level", choices=[lv.key for lv in LEVELS], default="easy",
                      help="the bot's level, as on the start screen: easy is the heuristic bot; "
                      + "; ".join(f"{lv.key} searches up to {lv.seconds:g} s a move" for lv in LEVELS if lv.iterations)
                      + " (from what the host's seat sees and its own decklist only)")  # fmt: skip
    watch = commands.add_parser("watch", help="watch a LAN game at HOST:PORT (the host must let spectators in)")
    watch.add_argument("address", help="the host's address, HOST:PORT (or HOST for the default port)")
    watch.add_argument("--code", required=True, help="the game's join code, as the host shows it")
    watch.add_argument("--ruleset", default="one-piece", help="ruleset id of the game (default: one-piece)")
    watch.add_argument("--name", help="the name the players see")
    watch.add_argument("--timeout", type=float, default=3600.0, help="give up after this many seconds")
    join = commands.add_parser("join", help="join a LAN game at HOST:PORT; the bot plays the guest's seat")
    join.add_argument("address", help="the host's address, HOST:PORT (or HOST for the default port)")
    _common(join)
    join.add_argument("--code", help="the join code the host shows (it keys and seals the connection)")
    join.add_argument("--journal", type=Path, help="keep the game here so a restarted guest can come back to it")
    join.add_argument("--reconnect-for", type=float, default=60.0, help="seconds to keep trying to reconnect")
    return parser


def run(argv: list[str], out: TextIO = sys.stdout) -> int:
    """Run `playmat host ...` or `playmat join ...`; returns the exit code."""
    args = build_parser().parse_args(argv)
    rulesets.register_builtin()
    known = [entry.id for entry in rulesets.entries()]
    if args.ruleset not in known:
        print(f"unknown ruleset {args.ruleset!r}; known: {', '.join(known)}", file=out)
        return EXIT_USAGE
    if args.command == "watch":
        return _watch(args, out)
    try:
        deck = pick_deck(args.ruleset, args.deck)
    except ValueError as error:
        print(str(error), file=out)
        return EXIT_USAGE
    return _host(args, deck, out) if args.command == "host" else _join(args, deck, out)


def _host(args: argparse.Namespace, deck: Deck, out: TextIO) -> int:
    package = rulesets.load(args.ruleset)
    game_id = uuid.uuid4().hex[:12]
    code = join_code(secrets.token_bytes(8))
    try:
        clock = ClockSetting(args.clock, args.increment) if args.clock else None
    except ValueError as error:
        print(str(error), file=out)
        return EXIT_USAGE
    config = HostConfig(package.ruleset, package.database, deck, args.name or "Host", __version__,
                        secrets.token_bytes(32), game_id, now_iso(), secrets.token_bytes(32), code, clock,
                        args.spectators, args.spectator_chat)  # fmt: skip
    peer = HostPeer(HostSession(config), args.bind, args.port, store=ReplayStore(settings.data_dir()))
    search = host_search(config, args.level)
    driver = Headless(peer, host_seed(config), args.bot_delay, out, search)
    if search is not None:
        driver.say(f"bot: the search bot, {level(args.level).name} (up to {search.seconds:g} s a move)")
    addresses = ", ".join(lan_addresses()) or "none found"
    driver.say(f"listening on port {peer.port} (game {game_id}; join code {code}; this machine's LAN addresses: "
               f"{addresses})")  # fmt: skip
    if clock is not None:
        driver.say(f"turn clock: {clock.words()}")
    if args.spectators:
        driver.say("spectators may watch with the join code" + (" and chat" if args.spectator_chat else ""))
    paused_at: list[float] = []

    def on_pause(notice: PeerNotice) -> None:
        if isinstance(notice, Paused):
            paused_at.append(0)
            peer.loop.call_later(args.claim_after, lambda: claim(len(paused_at)))
        elif isinstance(notice, Resumed):
            paused_at.append(1)

    def claim(pause_number: int) -> None:
        if len(paused_at) == pause_number:  # still the same pause
            driver.say("the guest did not come back: claiming the game")
            peer.claim_victory()
            peer.loop.call_later(1.0, lambda: driver.finish(EXIT_OK))

    peer.add_listener(on_pause)
    finished = peer.run(args.timeout)
    if peer.recording is not None:
        driver.say(f"replay: {peer.recording.path}")
    if peer.replay_problem:
        driver.say(peer.replay_problem)
    return driver.exit_code if finished and driver.exit_code is not None else EXIT_TIMEOUT


def _address(args: argparse.Namespace, out: TextIO) -> tuple[str, int] | None:
    """The host and port the command names, with its join code checked (None: told why)."""
    host, _, port = str(args.address).rpartition(":")
    if not host:
        host, port = str(args.address), str(DEFAULT_PORT)
    if not port.isdigit():
        print(f"bad address {args.address!r}: expected HOST:PORT", file=out)
        return None
    problem = code_problem(args.code) if args.code else ""
    if problem:
        print(f"bad join code {args.code!r}: {problem}", file=out)
        return None
    return host.strip("[]"), int(port)


def _join(args: argparse.Namespace, deck: Deck, out: TextIO) -> int:
    package = rulesets.load(args.ruleset)
    address = _address(args, out)
    if address is None:
        return EXIT_USAGE
    journal = None
    if args.journal is not None and args.journal.is_file():
        try:
            journal = GuestJournal.model_validate_json(args.journal.read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            print(f"the journal {args.journal} cannot be read ({error}); joining afresh", file=out)
    config = GuestConfig(package.ruleset, package.database, deck, args.name or "Guest", __version__,
                         secrets.token_bytes(32), now_iso(), journal, args.code or "")  # fmt: skip
    peer = GuestPeer(GuestSession(config), *address, journal_path=args.journal,
                     store=ReplayStore(settings.data_dir()), reconnect_seconds=args.reconnect_for)  # fmt: skip
    driver = Headless(peer, f"guest:{secrets.token_hex(4)}", args.bot_delay, out)
    peer.connect()
    finished = peer.run(args.timeout)
    if peer.replay_path is not None:
        driver.say(f"replay: {peer.replay_path}")
    if peer.replay_problem:
        driver.say(peer.replay_problem)
    return driver.exit_code if finished and driver.exit_code is not None else EXIT_TIMEOUT


def _watch(args: argparse.Namespace, out: TextIO) -> int:
    """Watch a game and print its log as a spectator may know it; exit 0 when the game is over."""
    address = _address(args, out)
    if address is None:
        return EXIT_USAGE
    package = rulesets.load(args.ruleset)
    config = SpectatorConfig(package.ruleset, package.database, args.name or "Spectator", __version__, args.code,
                             secrets.token_bytes(32))  # fmt: skip
    peer = WatchPeer(SpectatorSession(config), *address)
    words = Words(package.ruleset, package.database)
    result: list[int] = []

    def say(text: str) -> None:
        print(text, file=out, flush=True)

    def heard(notice: PeerNotice) -> None:
        if isinstance(notice, Watching):
            clock = f" (turn clock: {notice.clock.words()})" if notice.clock else ""
            say(f"watching game {notice.game_id}: {notice.players[0]} against {notice.players[1]}{clock}")
        elif isinstance(notice, Changed):
            words.learn(notice.view)
            for line in narrate(words, notice.events):
                say(f"  {line.text}")
        elif isinstance(notice, GameOver):
            say(f"game over: {notice.outcome.reason}")
            result.append(EXIT_OK)
            peer.stop(wait=0)
        elif isinstance(notice, HandshakeRefused):
            say(f"refused: {notice}")
            result.append(EXIT_REFUSED)
            peer.stop(wait=0)
        elif isinstance(notice, ConnectionFailed):
            say(f"connection failed: {notice.reason}")
            result.append(EXIT_UNREACHABLE)
            peer.stop(wait=0)
        else:
            text = describe(notice)
            if text:
                say(text)

    peer.add_listener(heard)
    peer.connect()
    finished = peer.run(args.timeout)
    return result[0] if finished and result else EXIT_TIMEOUT
