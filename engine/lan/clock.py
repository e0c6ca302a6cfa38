"""The host's chess clock for a LAN game, sans I/O: the host feeds it the time; it says who ran out."""

from __future__ import annotations

from dataclasses import dataclass

from engine.actions import TIME_OUT
from engine.ids import PlayerId

__all__ = ["TIME_OUT", "ClockSetting", "TurnClock", "clock_words"]

MAX_CLOCK_SECONDS = 24 * 3600
MAX_INCREMENT_SECONDS = 600


@dataclass(frozen=True)
class ClockSetting:
    """Each player's time for the whole game and the seconds added after each of their moves (Fischer style)."""

    seconds: float
    increment: float = 0.0

    def __post_init__(self) -> None:
        if not 0 < self.seconds <= MAX_CLOCK_SECONDS or not 0 <= self.increment <= MAX_INCREMENT_SECONDS:
            raise ValueError(f"a turn clock takes 1 s to 24 h a player and 0 to 600 s a move, not {self}")

    def words(self) -> str:
        """The setting as both players see it before play, e.g. "10 min each, +5 s a move"."""
        each = f"{self.seconds / 60:g} min each" if self.seconds >= 60 else f"{self.seconds:g} s each"
        return each + (f", +{self.increment:g} s a move" if self.increment else "")


def clock_words(left_ms: int) -> str:
    """A clock's figure: "9:05", "1:02:03", "0:00"."""
    seconds = max(0, -(-left_ms // 1000))  # a clock shows 0:00 only when the time is really out
    hours, rest = divmod(seconds, 3600)
    minutes, seconds = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{seconds:02d}" if hours else f"{minutes}:{seconds:02d}"


class TurnClock:
    """Both players' time left. `run(player, now)` charges the time since the last call to the player who was
    running and starts `player`'s clock (None stops both: the game is paused or over)."""

    def __init__(self, setting: ClockSetting) -> None:
        self.setting = setting
        whole = round(setting.seconds * 1000)
        self.left_ms = [whole, whole]
        self.running: PlayerId | None = None
        self._since: float | None = None

    def run(self, player: PlayerId | None, now: float) -> None:
        if self.running is not None and self._since is not None:
            self.left_ms[self.running] -= max(0, round((now - self._since) * 1000))
        self.running, self._since = player, now

    def moved(self, player: PlayerId) -> None:
        """`player` made a move: the increment is added to their time (not once their time is out)."""
        if self.left_ms[player] > 0:
            self.left_ms[player] += round(self.setting.increment * 1000)

    def out_of_time(self) -> PlayerId | None:
        """The running player, if their time is out."""
        if self.running is not None and self.left_ms[self.running] <= 0:
            return self.running
        return None

    def figures(self) -> tuple[int, int]:
        return max(0, self.left_ms[0]), max(0, self.left_ms[1])
