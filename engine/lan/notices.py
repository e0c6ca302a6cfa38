"""What a LAN session tells its owner after each input: bytes to send, notices for the player, whether to hang up."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from engine.actions import Action
from engine.errors import RulesError
from engine.events import Event
from engine.ids import PlayerId
from engine.lan.clock import ClockSetting
from engine.state import Outcome
from engine.views import View


@dataclass(frozen=True)
class Joined:
    """The handshake is done: this side's seat, the game id and the other player's name."""

    seat: PlayerId
    game_id: str
    opponent: str
    resumed: bool = False
    clock: ClockSetting | None = None  # the turn clock the host chose (seen before play), None: no clock


@dataclass(frozen=True)
class HandshakeRefused:
    """The host refused the guest; `differences` says what differs (versions, ruleset, card data, deck)."""

    reason: str
    differences: tuple[str, ...] = ()

    def __str__(self) -> str:
        if not self.differences:
            return self.reason
        return f"{self.reason.rstrip('.')}: {'; '.join(self.differences)}."


class Changed:
    """The game moved (or was joined): this side's view, its new events and, when it decides, its legal actions.

    The host's own can be worked out after the guest's update has gone (`Changed.later`): its view and legal actions
    are computed when first read, or by `settle()`, which its session calls before the game moves again."""

    __slots__ = ("_legal", "_view", "_work", "events", "full", "n")

    def __init__(
        self, n: int, view: View, events: tuple[Event, ...] = (), legal: tuple[Action, ...] = (), full: bool = False
    ) -> None:
        self.n, self.events, self.full = n, events, full
        self._view: View | None = view
        self._legal = legal
        self._work: Callable[[], tuple[View, tuple[Action, ...]]] | None = None

    @classmethod
    def later(cls, n: int, events: tuple[Event, ...], work: Callable[[], tuple[View, tuple[Action, ...]]]) -> Changed:
        """A change whose view and legal actions `work` returns, called once, at the latest by `settle()`."""
        changed = cls.__new__(cls)
        changed.n, changed.events, changed.full = n, events, False
        changed._view, changed._legal, changed._work = None, (), work
        return changed

    def settle(self) -> None:
        """Work out the view and legal actions now (while the game is still as this change left it)."""
        if self._work is not None:
            self._view, self._legal = self._work()
            self._work = None

    @property
    def view(self) -> View:
        self.settle()
        assert self._view is not None
        return self._view

    @property
    def legal(self) -> tuple[Action, ...]:
        self.settle()
        return self._legal

    def _fields(self) -> tuple[object, ...]:
        return self.n, self.view, self.events, self.legal, self.full

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Changed) and self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return f"Changed(n={self.n}, events={len(self.events)}, legal={len(self.legal)}, full={self.full})"


@dataclass(frozen=True)
class ActionRefused:
    """An action of this side was refused; nothing changed."""

    error: RulesError


@dataclass(frozen=True)
class ProtocolProblem:
    """A message was refused (`sent`: by us, of the peer's; otherwise the peer refused one of ours)."""

    code: str
    message: str
    sent: bool

    def __str__(self) -> str:
        who = "The other player's Playmat sent" if self.sent else "The other player's Playmat refused"
        return f"{who} a bad message ({self.code}): {self.message}"


@dataclass(frozen=True)
class Desync:
    """The two sides disagree about the game: reported with the action number, never ignored."""

    n: int
    message: str


@dataclass(frozen=True)
class ChatReceived:
    player: PlayerId
    text: str
    n: int


@dataclass(frozen=True)
class Paused:
    """The connection dropped during the game: the game waits for the guest to come back."""

    reason: str


@dataclass(frozen=True)
class Resumed:
    pass


@dataclass(frozen=True)
class ClockShown:
    """The turn clock's figures (the host's): each player's time left in ms and whose clock runs (None: stopped).
    A screen counts the running one down itself until the next figures."""

    left_ms: tuple[int, int]
    running: PlayerId | None


@dataclass(frozen=True)
class Watching:
    """A spectator was admitted: the game, its players, whether it may chat, and the turn clock, if any."""

    game_id: str
    players: tuple[str, str]
    chat: bool
    clock: ClockSetting | None = None


@dataclass(frozen=True)
class Spectators:
    """Who watches the host's game now (names, in the order they came)."""

    names: tuple[str, ...]


@dataclass(frozen=True)
class Said:
    """A chat line by someone who is not this side's opponent: a spectator (or, to a spectator, a player)."""

    name: str
    text: str


@dataclass(frozen=True)
class TakeBackAsked:
    """`player` asks to take back their last move: this side answers (`answer_take_back`)."""

    player: PlayerId


@dataclass(frozen=True)
class TakeBackAnswered:
    """The answer to a take-back `player` asked for: taken back, or refused (by the other player, or `reason`)."""

    player: PlayerId
    accepted: bool
    reason: str = ""


@dataclass(frozen=True)
class GameOver:
    outcome: Outcome


@dataclass(frozen=True)
class ReplayLines:
    """Replay text to append to this side's replay file (the host writes as it plays; the guest gets its
    complete replay at once, after the audit)."""

    text: str
    complete: bool = False


@dataclass(frozen=True)
class AuditDone:
    """The guest's audit of the finished game (on the host: what the guest reported)."""

    ok: bool
    problems: tuple[str, ...] = ()


Notice = (
    Joined
    | HandshakeRefused
    | Changed
    | ActionRefused
    | ProtocolProblem
    | Desync
    | ChatReceived
    | Paused
    | Resumed
    | GameOver
    | ReplayLines
    | AuditDone
    | ClockShown
    | Watching
    | Spectators
    | Said
    | TakeBackAsked
    | TakeBackAnswered
)


@dataclass
class Step:
    """The result of one call into a session: framed bytes to send, notices, and whether to close the link.

    A host serves several connections (`cid`): `out` and `close` are for connection `cid`, and the connections in
    `drop` are to be closed too (a seated connection replaced by its guest's proven return, a spectator let go).
    `sends` are bytes for other connections (the spectators'), each after `out`."""

    out: bytearray = field(default_factory=bytearray)
    notices: list[Notice] = field(default_factory=list)
    close: bool = False
    cid: int = 0
    drop: list[int] = field(default_factory=list)
    sends: list[tuple[int, bytes]] = field(default_factory=list)

    def merge(self, other: Step) -> Step:
        self.out += other.out
        self.notices.extend(other.notices)
        self.close = self.close or other.close
        self.drop.extend(other.drop)
        self.sends.extend(other.sends)
        return self
