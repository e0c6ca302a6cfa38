"""Opening a replay for viewing or resuming: every way a file can be wrong becomes one clear sentence."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from desktop import rulesets
from desktop.rulesets import RulesetPackage
from engine.errors import RulesError
from engine.formats.problems import FormatError
from engine.formats.replays import SEEN_FORMAT, ReplayHeader, ReplayResult, read_replay
from engine.lan.audit import header_problems
from engine.lan.seen import SeenCursor
from engine.replay import Progress, ReplayCursor

MAX_BYTES = 64 * 1024 * 1024


class ReplayProblem(Exception):
    """A replay that cannot be shown at all; the message says why, in words a player understands."""


@dataclass
class LoadedReplay:
    """A verified replay ready to view: its cursor, the ruleset package, and what was wrong but could be shown.
    A LAN guest's replay of what it was shown (format 3) has a SeenCursor: viewable, but no moves to play on from."""

    cursor: ReplayCursor | SeenCursor
    package: RulesetPackage
    replay: ReplayResult
    name: str
    warnings: list[str] = field(default_factory=list)

    @property
    def header(self) -> ReplayHeader:
        return self.cursor.header

    @property
    def moves(self) -> ReplayCursor:
        """The re-simulated game; raises ReplayProblem for what a LAN guest was shown (it has no moves)."""
        if isinstance(self.cursor, SeenCursor):
            raise ReplayProblem(f"{self.name} is what you were shown as the guest of a LAN game whose host left: it "
                                "can be watched, not played on.")  # fmt: skip
        return self.cursor


def load_file(path: Path, on_progress: Progress | None = None) -> LoadedReplay:
    """Read and verify a replay file; raises ReplayProblem with a clear message if it cannot be shown.

    `on_progress(done, total)` hears how far the verification is (see `ReplayCursor.load`)."""
    try:
        if path.stat().st_size > MAX_BYTES:
            raise ReplayProblem(f"{path.name} is too large to be a replay ({path.stat().st_size // 2**20} MB).")
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise ReplayProblem(f"{path.name} is not a Playmat replay (it is not a text file).") from None
    except OSError as error:
        raise ReplayProblem(f"{path.name} could not be read: {error.strerror or error}.") from None
    return load_text(text, path.name, on_progress)


def load_text(text: str, name: str = "This replay", on_progress: Progress | None = None) -> LoadedReplay:
    """Read and verify replay text (see `load_file`)."""
    try:
        replay = read_replay(text)
    except FormatError as error:
        raise ReplayProblem(_format_message(name, error)) from None
    header = replay.header
    known = {entry.id: entry.name for entry in rulesets.entries()}
    if header.ruleset not in known:
        raise ReplayProblem(f"{name} is a game of “{header.ruleset}”, which this Playmat does not have.")
    package = rulesets.load(header.ruleset)
    unknown = sorted({card for deck in header.decks for entries in deck.sections.values() for card in
                      (entry.card for entry in entries) if card not in package.database})  # fmt: skip
    if unknown:
        listed = ", ".join(unknown[:5]) + (f" and {len(unknown) - 5} more" if len(unknown) > 5 else "")
        raise ReplayProblem(f"{name} uses cards this Playmat does not know: {listed}. Add their card set, then "
                            "open it again.")  # fmt: skip
    if header.format == SEEN_FORMAT:
        return _load_seen(replay, name, package)
    try:
        cursor = ReplayCursor.load(package.ruleset, package.database, replay, on_progress)
    except RulesError as error:
        raise ReplayProblem(f"{name} cannot be replayed: the game cannot even start ({error.reason}).") from None
    return LoadedReplay(cursor, package, replay, name, _warnings(replay, cursor, package))


def _load_seen(replay: ReplayResult, name: str, package: RulesetPackage) -> LoadedReplay:
    """What a LAN guest was shown, as far as it went."""
    cursor = SeenCursor.load(package.ruleset, package.database, replay)
    if not cursor.views and replay.problems:
        problem = replay.problems[0]
        raise ReplayProblem(f"{name} is damaged at {problem.where} and holds nothing to watch: {problem.message}.")
    if not cursor.views:
        raise ReplayProblem(f"{name} holds nothing to watch: the host left before the game began.")
    warnings = ["This is the game as you saw it as the guest: the host left before revealing its seed, so the "
                "host's hidden cards stay hidden and the moves could not be checked."]  # fmt: skip
    if cursor.lost:
        warnings.append(f"The game stops at the end: {cursor.lost}.")
    if replay.problems and replay.truncated:
        warnings.append("The file was cut off at the end; everything before is here.")
    elif replay.problems:
        warnings.append(f"The file is damaged at {replay.problems[0].where}: {replay.problems[0].message}.")
    if cursor.mismatch is not None:
        warnings.append(f"What was shown at {cursor.mismatch}. It is shown up to the position before.")
    return LoadedReplay(cursor, package, replay, name, warnings)


def _format_message(name: str, error: FormatError) -> str:
    text = str(error)
    if "needs format version" in text:
        return f"{name} was made by a newer Playmat: {text}. Update Playmat to open it."
    if text.startswith("not a Playmat replay"):
        return f"{name} is not a Playmat replay."
    return f"{name} has a damaged header and cannot be opened ({text})."


def _warnings(replay: ReplayResult, cursor: ReplayCursor, package: RulesetPackage) -> list[str]:
    found = []
    if replay.header.card_digest != package.database.digest():
        found.append("It was recorded with different card data; it is checked against the cards you have now.")
    for problem in replay.problems:
        if replay.truncated:
            found.append("The file was cut off at the end (the game was interrupted); everything before is here.")
        else:
            found.append(f"The file is damaged at {problem.where}: {problem.message}.")
    if cursor.mismatch is not None:
        found.append(f"It stops agreeing with the rules at {cursor.mismatch}. It is shown up to the action before.")
    found.extend(cursor.honesty(replay))
    found.extend(header_problems(replay.header))
    return found
