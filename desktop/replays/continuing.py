"""Games that go on from a replay: resuming an interrupted one, and "play on from here" at any position."""

from __future__ import annotations

import shutil
from pathlib import Path

from desktop.forced import Notes, forced_notes
from desktop.replays.loading import LoadedReplay, load_file
from desktop.replays.recording import LiveRecording, new_header, seats_of
from desktop.replays.store import ReplayStore
from desktop.table import LocalTable, Seat
from engine.events import Event
from engine.game import Game
from engine.replay import KEYED_FORMAT, KEYED_SHUFFLES, Progress, Recorder, ReplayCursor, keyed_shuffles

DAMAGED = ".damaged"


def resume(
    path: Path, store: ReplayStore, bot_pause_ms: int = 700, on_progress: Progress | None = None
) -> tuple[LocalTable, list[str], list[Event], Notes]:
    """The interrupted game in `path`, exactly where its file stopped, recording on into the same file.

    A cut-off last line is dropped; if the file was damaged further, it is kept beside as `.damaged`.
    Returns the table, the warnings to show, the game's events so far and the notes of the answers the app took for
    its people then (for its log); raises ReplayProblem if the file cannot be read.
    `on_progress` hears how far the checking is; whatever it raises stops before the file is touched.
    """
    loaded = load_file(path, on_progress)
    cursor, header = loaded.moves, loaded.header
    recorder = Recorder(header, recorded=cursor.length)
    text = path.read_text(encoding="utf-8")
    if loaded.replay.problems or cursor.mismatch is not None or not text.endswith("\n"):
        if not loaded.replay.truncated or cursor.mismatch is not None:
            shutil.copyfile(path, path.with_suffix(DAMAGED))
        good = Recorder(header)
        start = Game.new(cursor.ruleset, cursor.database, header.decks, header.seed,
                         keyed_shuffles=keyed_shuffles(header))  # fmt: skip
        text = good.header_text() + good.record_all(start, cursor.actions)
    recording = LiveRecording(store.reopen(path, text), recorder)
    table = _table(loaded, seats_of(header), cursor.seek(cursor.length), recording, bot_pause_ms)
    if table.game.outcome is not None:
        recording.file.finish()
    people = [seat for seat, role in enumerate(seats_of(header)) if Seat(role) is Seat.HUMAN]
    notes = forced_notes(cursor, cursor.length, people)
    return table, loaded.warnings, events_until(cursor, cursor.length), notes


def events_until(cursor: ReplayCursor, position: int) -> list[Event]:
    """Every event of the replay up to `position` (the setup's first), as verified when it was loaded."""
    return [event for at in range(max(0, min(position, cursor.length)) + 1) for event in cursor.events_at(at)]


def play_on(
    loaded: LoadedReplay,
    position: int,
    seats: tuple[Seat, Seat],
    store: ReplayStore,
    bot_pause_ms: int = 700,
) -> LocalTable:
    """A new game from the replay's position `position`, recorded as a new replay (its first actions copied)."""
    cursor, old = loaded.moves, loaded.header
    position = max(0, min(position, cursor.length))
    header = new_header(cursor.ruleset, cursor.database, old.decks, old.seed, (seats[0].value, seats[1].value),
                        continued_from=loaded.name, from_action=position)  # fmt: skip
    if keyed_shuffles(old):  # the same shuffles as the game it goes on from
        header = header.model_copy(update={"format": KEYED_FORMAT, "extra": {**header.extra, KEYED_SHUFFLES: True}})
    recording = LiveRecording(store.begin(header), Recorder(header))
    game = Game.new(cursor.ruleset, cursor.database, old.decks, old.seed, keyed_shuffles=keyed_shuffles(old))
    recording.file.append(recording.recorder.record_all(game, cursor.actions[:position]))
    return _table(loaded, (seats[0].value, seats[1].value), game, recording, bot_pause_ms)


def _table(
    loaded: LoadedReplay, seats: tuple[str, str], game: Game, recording: LiveRecording, bot_pause_ms: int
) -> LocalTable:
    package, header = loaded.package, loaded.header
    return LocalTable(package.ruleset, package.database, header.decks, header.seed, (Seat(seats[0]), Seat(seats[1])),
                      bot_pause_ms=bot_pause_ms, game=game, recording=recording)  # fmt: skip
