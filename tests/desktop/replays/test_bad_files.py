"""Bad replay files give one clear sentence, in the list and the status bar, and never crash the app."""

from __future__ import annotations

import json

import pytest

from desktop.qt import Qt
from desktop.replays.loading import ReplayProblem, load_file, load_text
from tests.support.replays import demo_replay

from ..conftest import screenshot

TEXT = demo_replay()
LINES = TEXT.splitlines(keepends=True)


def with_header(**changes) -> str:
    header = json.loads(LINES[0])
    header.update(changes)
    return json.dumps(header) + "\n" + "".join(LINES[1:])


def hash_tampered_at(n: int) -> str:
    lines = list(LINES)
    index = next(i for i, line in enumerate(lines) if '"t":"hash"' in line and f'"n":{n},' in line)
    record = json.loads(lines[index])
    record["hash"] = "0" * 64
    lines[index] = json.dumps(record) + "\n"
    return "".join(lines)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "is not a Playmat replay."),
        ("hello, world\n", "is not a Playmat replay."),
        ('{"t": "action", "n": 0}\n', "is not a Playmat replay."),
        (
            with_header(format=7),
            "was made by a newer Playmat: this file needs format version 7; this Playmat reads "
            "up to 3. Update Playmat to open it.",
        ),
        (with_header(ruleset="chess"), "is a game of “chess”, which this Playmat does not have."),
        (with_header(seed="no seed here!"), "has a damaged header and cannot be opened (line 1.seed:"),
        (TEXT.replace('"card":"SK-002"', '"card":"SK-999"', 1), "uses cards this Playmat does not know: SK-999."),
    ],
)
def test_files_that_cannot_be_shown_say_why(text, message):
    with pytest.raises(ReplayProblem) as caught:
        load_text(text, "game.jsonl")
    assert message in str(caught.value) and str(caught.value).startswith("game.jsonl ")


def test_a_binary_or_missing_file_says_so(tmp_path):
    binary = tmp_path / "photo.jsonl"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe")
    with pytest.raises(ReplayProblem, match=r"photo.jsonl is not a Playmat replay \(it is not a text file\)"):
        load_file(binary)
    with pytest.raises(ReplayProblem, match=r"gone\.jsonl could not be read"):
        load_file(tmp_path / "gone.jsonl")


def test_a_tampered_hash_is_named_and_viewable_up_to_it():
    loaded = load_text(hash_tampered_at(20))
    assert loaded.cursor.length == 19
    assert any("stops agreeing with the rules at action 20: the game state differs" in w for w in loaded.warnings)


def test_a_corrupt_line_stops_reading_there_and_says_where():
    lines = list(LINES)
    lines[5] = "{not json}\n"
    loaded = load_text("".join(lines))
    assert (
        loaded.warnings == [next(f"The file is damaged at line 6: {p.message}." for p in loaded.replay.problems)]
        and "not valid JSON" in loaded.warnings[0]
    )
    assert 0 < loaded.cursor.length < 5


def test_a_truncated_file_is_shown_with_a_note():
    loaded = load_text(TEXT[: len(TEXT) - 30])
    assert loaded.warnings == ["The file was cut off at the end (the game was interrupted); everything before is here."]


def test_other_card_data_is_noted():
    loaded = load_text(with_header(card_digest="ab" * 32))
    assert loaded.warnings[0].startswith("It was recorded with different card data")


def test_the_app_shows_the_message_and_stays_on_the_list(qtbot, window, tmp_path):
    saved = window.show_replays()
    bad = tmp_path / "newer.jsonl"
    bad.write_text(with_header(format=4), encoding="utf-8")
    assert window.open_replay(bad) is None
    assert window.stack.currentWidget() is saved and saved.problem.isVisible()
    assert "newer.jsonl was made by a newer Playmat" in saved.problem.text()
    assert "newer.jsonl was made by a newer Playmat" in window.statusBar().currentMessage()
    screenshot(window, "saved-games-bad-file")


def test_the_viewer_shows_a_mismatch_banner(qtbot, window, tmp_path):
    tampered = tmp_path / "tampered.jsonl"
    tampered.write_text(hash_tampered_at(20), encoding="utf-8")
    viewer = window.open_replay(tampered)
    assert viewer is not None and viewer.warning.isVisible() and "action 20" in viewer.warning.text()
    qtbot.mouseClick(viewer.controls.to_end, Qt.MouseButton.LeftButton)
    assert viewer.position == 19
    screenshot(window, "replay-viewer-mismatch")
