"""The saved-games list shows only results the replays' moves bear out: each file is re-simulated in the background
(the verdict kept by size, time and hash), a forged end line shows as not matching, and until checked a result says
it is unchecked."""

from __future__ import annotations

import json
import os

from desktop.replays.store import FOLDER
from desktop.replays.verdicts import CHECKED, FORGED, UNCHECKED, VERDICTS, VerdictCache, verify
from desktop.settings import data_dir
from engine.formats.replays import read_replay
from tests.engine.lan.pair import Pair, replay_text
from tests.support.replays import demo_replay

RESULT = 3


def flip_winner(text: str) -> str:
    """The replay with its end line's winner changed to the other player (nothing else touched)."""
    lines = text.splitlines(keepends=True)
    end = json.loads(lines[-1])
    assert end["t"] == "end"
    end["outcome"]["winner"] = 1 - end["outcome"]["winner"]
    return "".join(lines[:-1]) + json.dumps(end, sort_keys=True, separators=(",", ":")) + "\n"


def saved(name: str, text: str):
    folder = data_dir() / FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def result_cell(screen, row: int = 0):
    return screen.list.item(row, RESULT)


def test_a_flipped_winner_in_the_end_line_shows_as_not_matching_in_the_list(qtbot, window):
    honest = demo_replay()
    winner = read_replay(honest).outcome["winner"]
    saved("20260101000000-skirmish-aaaaaa.jsonl", honest)
    saved("20260102000000-skirmish-bbbbbb.jsonl", flip_winner(honest))
    screen = window.show_replays()
    names = ("Ann", "Bob")
    claimed_forged = f"{names[1 - winner]} won"
    assert result_cell(screen, 0).text() == f"{claimed_forged} (unchecked)", "never shown as true before the check"
    qtbot.waitUntil(lambda: not result_cell(screen, 0).text().endswith("(unchecked)"))
    qtbot.waitUntil(lambda: not result_cell(screen, 1).text().endswith("(unchecked)"))
    assert result_cell(screen, 0).text() == "Doesn't match its moves"
    assert "end line" in result_cell(screen, 0).toolTip()
    assert result_cell(screen, 1).text() == f"{names[winner]} won"
    qtbot.waitUntil(lambda: not screen.checking.isVisible())


def test_verdicts_are_kept_while_a_file_is_unchanged_and_found_again_when_it_changes(qtbot, window):
    honest = demo_replay()
    path = saved("20260101000000-skirmish-aaaaaa.jsonl", honest)
    screen = window.show_replays()
    qtbot.waitUntil(lambda: not result_cell(screen).text().endswith("(unchecked)"))
    assert (data_dir() / VERDICTS).is_file()
    window.show_start()
    screen = window.show_replays()
    assert screen.worker is None and not result_cell(screen).text().endswith("(unchecked)"), "kept: no new check"
    stat = path.stat()
    path.write_text(flip_winner(honest), encoding="utf-8")  # same size: only the time and the hash tell
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000))
    assert path.stat().st_size == stat.st_size
    screen = window.show_replays()
    assert result_cell(screen).text().endswith("(unchecked)")
    qtbot.waitUntil(lambda: result_cell(screen).text() == "Doesn't match its moves")


def test_the_verdict_of_an_honest_file_the_forged_one_and_a_damaged_cache(tmp_path):
    honest, forged = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    honest.write_text(demo_replay(), encoding="utf-8")
    forged.write_text(flip_winner(demo_replay()), encoding="utf-8")
    assert verify(honest).state == CHECKED and verify(honest).outcome == read_replay(demo_replay()).outcome
    assert verify(forged).state == FORGED and "the end line is not true" in verify(forged).problems[0]
    store = tmp_path / VERDICTS
    store.write_text("{not json", encoding="utf-8")
    cache = VerdictCache.open(store)
    assert cache.known(honest) is None
    assert cache.verdict(honest).state == CHECKED and VerdictCache.open(store).known(honest).state == CHECKED


def test_a_lan_replay_checks_out_and_an_edited_header_does_not(tmp_path):
    pair = Pair.make()
    pair.connect()
    pair.play()
    text = replay_text(pair.guest_notices)
    honest, edited = tmp_path / "guest.jsonl", tmp_path / "edited.jsonl"
    honest.write_text(text, encoding="utf-8")
    header, _, body = text.partition("\n")
    fields = json.loads(header)
    fields["players"] = [fields["players"][0], "Mallory"]  # the guest's name, edited after the game
    edited.write_text(json.dumps(fields) + "\n" + body, encoding="utf-8")
    assert verify(honest).state == CHECKED and verify(honest).outcome is not None
    forged = verify(edited)
    assert forged.state == FORGED and any("changed after the game" in problem for problem in forged.problems)


def test_a_replay_of_another_rules_version_that_no_longer_agrees_is_unchecked_not_forged(tmp_path):
    """Rules fixes change how old games re-simulate: a file recorded with another version of the rules (or other card
    data) whose moves no longer bear it out is not called forged; the list says it cannot be checked here, and why."""
    text = flip_winner(demo_replay())
    header, _, body = text.partition("\n")
    fields = json.loads(header)
    fields["ruleset_version"] = "0"
    older = tmp_path / "older.jsonl"
    older.write_text(json.dumps(fields) + "\n" + body, encoding="utf-8")
    verdict = verify(older)
    assert verdict.state == UNCHECKED and verdict.outcome is None
    assert "another version of the rules" in verdict.problems[0]
    assert any("the end line is not true" in problem for problem in verdict.problems[1:])
