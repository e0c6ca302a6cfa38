"""What a LAN session tells its owner after each input: bytes to send, notices for the player, whether to hang up."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.actions import Action
from engine.errors import RulesError
from engine.events import Event
from engine.ids import PlayerId
from engine.state import Outcome
from engine.views import View


@dataclass(frozen=True)
class Joined:
    """The handshake is done: this side's seat, the game id and the other player's name."""

    seat: PlayerId
    game_id: str
    opponent: str
    resumed: bool = False


@dataclass(frozen=True)
class HandshakeRefused:
    """The host refused the guest; `differences` says what differs (versions, ruleset, card data, deck)."""

    reason: str
    differences: tuple[str, ...] = ()

    def __str__(self) -> str:
        if not self.differences:
            return self.reason
        return f"{self.reason.rstrip('.')}: {'; '.join(self.differences)}."


@dataclass(frozen=True)
class Changed:
    """The game moved (or was joined): this side's view, its new events and, when it decides, its legal actions."""

    n: int
    view: View
    events: tuple[Event, ...] = ()
    legal: tuple[Action, ...] = ()
    full: bool = False


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
)


@dataclass
class Step:
    """The result of one call into a session: framed bytes to send, notices, and whether to close the link."""

    out: bytearray = field(default_factory=bytearray)
    notices: list[Notice] = field(default_factory=list)
    close: bool = False

    def merge(self, other: Step) -> Step:
        self.out += other.out
        self.notices.extend(other.notices)
        self.close = self.close or other.close
        return self
