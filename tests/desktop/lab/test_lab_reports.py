"""Lab report files: read back into the plan that made them, shown in the lab window with their games replayable;
files that are not reports, newer or damaged are refused in words."""

import json

import pytest

from desktop import rulesets
from desktop.lab.reports import ReportProblem, read_report, report_from_text
from desktop.lab.runner import LabRun
from desktop.qt import Qt
from engine.harness.lab import LabPlan
from tests.desktop.conftest import open_main_window

LEFT = Qt.MouseButton.LeftButton


def _report(tmp_path, games=2):
    package = rulesets.load("one-piece")
    decks = list(package.decks.values())
    plan = LabPlan("one-piece", decks[0], (decks[1],), ("heuristic", "random"), games, "file")
    data = LabRun(plan, package.ruleset, package.database, workers=1).run().to_data(package.ruleset, package.database)
    path = tmp_path / "report.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return plan, data, path


def test_a_report_file_gives_back_the_plan_that_made_it(tmp_path):
    plan, data, path = _report(tmp_path)
    again, read = read_report(path)
    assert again == plan and read == data


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("{not json", "not JSON"),
        ('{"kind": "playmat-deck"}', "not a Playmat lab report"),
        ('{"kind": "playmat-lab", "format": 99}', "newer Playmat"),
        ('{"kind": "playmat-lab", "format": 1, "deck": "x"}', "damaged: it has no"),
    ],
)
def test_what_is_not_a_readable_report_is_refused_in_words(text, words):
    with pytest.raises(ReportProblem, match=words):
        report_from_text(text, "r.json")


def test_a_report_whose_decks_are_damaged_is_refused_in_words(tmp_path):
    _, data, _ = _report(tmp_path)
    data["decks"]["deck"] = {"sections": 7}
    with pytest.raises(ReportProblem, match="decks, bots or seed cannot be read"):
        report_from_text(json.dumps(data), "r.json")


def test_the_lab_window_shows_a_saved_report_and_replays_its_games(qtbot, tmp_path):
    _, data, path = _report(tmp_path)
    window = open_main_window(qtbot)
    lab = window.show_lab("one-piece")
    broken = tmp_path / "broken.json"
    broken.write_text("{", encoding="utf-8")
    assert not lab.open_report(broken) and "not JSON" in lab.message.text() and lab.report_data is None
    assert lab.open_report(path)
    assert lab.results.game_table.rowCount() == 2 and "Crimson Gale Rush" in lab.results.summary.text()
    table = lab.results.game_table
    qtbot.mouseClick(lab.results.tabs.tabBar(), LEFT, pos=lab.results.tabs.tabBar().tabRect(1).center())
    qtbot.waitUntil(table.isVisible)
    cell = table.visualRect(table.model().index(1, 0)).center()
    qtbot.mouseClick(table.viewport(), LEFT, pos=cell)
    qtbot.mouseDClick(table.viewport(), LEFT, pos=cell)
    assert window.viewer is not None and window.viewer.loaded.cursor.length == data["games"][1]["actions"]
