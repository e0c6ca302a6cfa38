"""The replay store: every game's replay file in the user's data folder, written, flushed and synced as it is played.

Crash safety, and why it is done this way. Each accepted action is written and flushed to the operating system
before the table shows its result: from then on a crash or a kill of the app loses nothing. To survive a power cut
too (DESIGN.md section 5), the file must also be forced to the disk (fsync). Measured on the development machine (ext4
on a virtual disk, 300 appends of one action line each): flush alone 0.007 ms; flush and fsync 0.34-0.84 ms median,
4 ms at the 95th percentile and up to 80 ms at worst, and unbounded on a busy or failing disk. The median is under the
1 ms budget but the tail is not, and a disk wait on the UI thread could freeze the table. So every append is synced,
but never by the caller: `syncing.DISK`, one thread of its own, fsyncs each written file after the write, in the
order written (a sync covers everything written to the file before it, so waiting syncs of one file merge). The UI
thread never waits on the disk; the last action reaches the disk a few milliseconds after it is shown; a new file's
folder entry is synced too; at exit the app waits a few seconds at most for the syncs still under way.
"""

from __future__ import annotations

import builtins
import os
import re
import secrets
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from desktop.replays import syncing
from desktop.replays.syncing import DiskSyncer
from engine.formats.problems import FormatError
from engine.formats.replays import SEEN_FORMAT, ReplayHeader, ReplayWriter, skim_replay
from engine.words import player_name

FOLDER = "replays"
SUFFIX = ".jsonl"
LIVE = ".live"
"""A game whose file has a `.live` marker beside it was still being played: if the app stops, it can resume."""


class GameRecording:
    """One game's replay file, appended to. `append` opens, writes, flushes and closes, so a crash or a kill loses
    nothing appended and no file handle outlives a call; then it asks `syncer` (if any) to force it to disk."""

    def __init__(self, path: Path, *, syncer: DiskSyncer | None) -> None:
        self.path = path
        self.marker = path.with_suffix(LIVE)
        self._syncer = syncer
        self.is_open = True

    def append(self, lines: str) -> None:
        """Write lines (each ending in a newline) and flush them; raises OSError if the disk refuses."""
        if not self.is_open:
            raise OSError(f"the recording {self.path.name} is closed")
        with self.path.open("a", encoding="utf-8", newline="\n") as file:
            file.write(lines)
            file.flush()
        if self._syncer is not None:
            self._syncer.request(self.path)

    def finish(self) -> None:
        """The game is over: nothing more is written; it is no longer offered for resuming."""
        self.close()
        self.marker.unlink(missing_ok=True)

    def close(self) -> None:
        """Stop writing; an unfinished game stays resumable."""
        self.is_open = False


@dataclass(frozen=True)
class SavedGame:
    """One row of the saved-games list. `problem` says why a file cannot be read ("" when it can)."""

    path: Path
    header: ReplayHeader | None
    actions: int = 0
    outcome: dict[str, Any] | None = None
    unfinished: bool = False
    problem: str = ""
    turn: int = 0  # a LAN guest's replay of what it was shown (`seen`): the turn it was last shown
    lost: str = ""  # ... and why the connection to the host ended there ("" when it did not say)

    @property
    def seen(self) -> bool:
        """What a LAN guest was shown (the host left before its end-of-game log): viewable, never resumable."""
        return self.header is not None and self.header.format == SEEN_FORMAT

    @property
    def name(self) -> str:
        return self.path.name

    @property
    def date(self) -> str:
        return self.header.date.replace("T", " ").rstrip("Z")[:16] if self.header else ""

    @property
    def your_seat(self) -> int | None:
        """The seat this machine's player had: the human against the bot, the host or guest of a LAN game (None in
        hot-seat or a bot game)."""
        if self.header is None:
            return None
        lan = self.header.extra.get("lan")
        if lan in ("host", "guest"):
            return 0 if lan == "host" else 1
        seats = self.header.extra.get("seats")
        if isinstance(seats, list) and seats.count("human") == 1:
            return seats.index("human")
        return None

    def player(self, seat: int) -> str:
        """ "You", else the recorded name ("Bot", "Ann"), else "Player 2" when both are only "Human"."""
        if self.header is None:
            return player_name(seat)
        if seat == self.your_seat:
            return "You"
        name = self.header.players[seat]
        return player_name(seat) if name == "Human" else name

    @property
    def players(self) -> str:
        """ "You with Red Ember vs Bot with Green Thorn": who played, with which deck."""
        if self.header is None:
            return ""
        return " vs ".join(side(self.player(seat), self.header.decks[seat].name) for seat in (0, 1))

    @property
    def result(self) -> str:
        if self.problem:
            return "Cannot be read"
        if self.seen and self.outcome is not None:  # shown over, but the host left before its log: never audited
            return f"{self._winner(self.outcome)} (not audited: the host left)"
        if self.seen:
            return (self.lost[:1].upper() + self.lost[1:]) if self.lost else f"Interrupted at turn {self.turn}"
        if self.outcome is None:
            return "Interrupted" if self.unfinished else "Not finished"
        return self._winner(self.outcome)

    def _winner(self, outcome: dict[str, Any]) -> str:
        winner = outcome.get("winner")
        if not isinstance(winner, int) or winner not in (0, 1):
            return "Draw"
        if self.your_seat is not None:
            return "You won" if winner == self.your_seat else "You lost"
        return f"{self.player(winner)} won"


class ReplayStore:
    """Replay files in `<data_dir>/replays`, one per game, newest first. `begin` starts a recording.

    Every append is flushed, then forced to disk off the caller's thread (see the module's docstring): by
    `syncer`, the app's shared `syncing.DISK` unless given; `sync=False` leaves syncing to the system.
    """

    def __init__(self, data_dir: Path, *, sync: bool = True, syncer: DiskSyncer | None = None) -> None:
        self.folder = Path(data_dir) / FOLDER
        self.syncer = (syncer or syncing.DISK) if sync else None
        self._skims: dict[Path, tuple[tuple[int, int], SavedGame]] = {}

    def _synced(self, path: Path) -> GameRecording:
        """A recording of `path`, whose file and folder entry are now asked to reach the disk."""
        if self.syncer is not None:
            self.syncer.request(path)
            self.syncer.request(self.folder)
        return GameRecording(path, syncer=self.syncer)

    def begin(self, header: ReplayHeader, *, live: bool = True) -> GameRecording:
        """A new replay file holding the header line, marked live until `finish` (`live=False`: a game this app
        cannot resume, a LAN guest's)."""
        self.folder.mkdir(parents=True, exist_ok=True)
        stem = re.sub(r"[^0-9]", "", header.date)[:14] + "-" + re.sub(r"[^a-z0-9-]", "", header.ruleset.lower())
        while True:
            path = self.folder / f"{stem}-{secrets.token_hex(3)}{SUFFIX}"
            try:
                with path.open("x", encoding="utf-8", newline="\n") as file:
                    if live:
                        path.with_suffix(LIVE).touch()
                    file.write(ReplayWriter().header_line(header))
                break
            except FileExistsError:
                continue
        return self._synced(path)

    def reopen(self, path: Path, text: str) -> GameRecording:
        """Resume writing a game: its file is replaced (atomically) by `text`, then open for appending.

        When syncing, the new text is forced to disk before it takes the old file's place (so a power cut leaves
        the old file or the new one, never an empty one; this once-per-resume wait is on the caller's thread), and
        the folder entry is synced just after (off this thread).
        """
        temporary = path.with_suffix(".tmp")
        with temporary.open("w", encoding="utf-8", newline="\n") as file:
            file.write(text)
            file.flush()
            if self.syncer is not None:
                os.fsync(file.fileno())
        temporary.replace(path)
        path.with_suffix(LIVE).touch()
        return self._synced(path)

    def append_to(self, path: Path) -> GameRecording:
        """Write on at the end of an existing file (as it is: no live marker)."""
        return self._synced(path)

    def list(self) -> list[SavedGame]:
        """Every replay file, newest first; unreadable ones are listed with their problem."""
        if not self.folder.is_dir():
            return []
        paths = sorted(self.folder.glob(f"*{SUFFIX}"), key=lambda p: p.name, reverse=True)
        return [self.summary(path) for path in paths]

    def unfinished(self) -> builtins.list[SavedGame]:
        """Games that were still being played when the app stopped, newest first."""
        return [game for game in self.list()
                if game.unfinished and not game.problem and game.outcome is None and not game.seen]  # fmt: skip

    def set_aside(self, game: SavedGame) -> None:
        """Stop offering to resume a game; its replay stays in the list."""
        game.path.with_suffix(LIVE).unlink(missing_ok=True)
        self._skims.pop(game.path, None)

    def delete(self, game: SavedGame) -> None:
        game.path.unlink(missing_ok=True)
        self.set_aside(game)

    def summary(self, path: Path) -> SavedGame:
        """The list row of one file (kept while the file is unchanged)."""
        live = path.with_suffix(LIVE).exists()
        try:
            stat = path.stat()
            key = (stat.st_mtime_ns, stat.st_size)
            known = self._skims.get(path)
            if known is not None and known[0] == key and known[1].unfinished == live:
                return known[1]
            skim = skim_replay(path.read_text(encoding="utf-8"))
            game = SavedGame(path, skim.header, skim.actions, skim.outcome, live, turn=skim.turn, lost=skim.lost)
        except (OSError, UnicodeDecodeError, FormatError) as error:
            return SavedGame(path, None, unfinished=live, problem=_first_line(error))
        self._skims[path] = (key, game)
        return game


def _first_line(error: Exception) -> str:
    if isinstance(error, UnicodeDecodeError):
        return "not a text file"
    return str(error).splitlines()[0] if str(error) else type(error).__name__


def side(player: str, deck: str = "", leader: str = "") -> str:
    """One side of a game in words without brackets in brackets (a deck's name may hold some): "You with Crimson
    Gale Rush (red aggro)", "Bot with Green Thorn led by Warden Moss", "Player 2"."""
    deck_words = f" with {deck}" if deck else ""
    return f"{player}{deck_words} led by {leader}" if leader else f"{player}{deck_words}"
