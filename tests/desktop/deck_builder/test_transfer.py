"""Sharing decks as text: paste a list with bad lines, import the rest, export it again identically; JSON too."""

from __future__ import annotations

import json

from desktop.qt import QGuiApplication, Qt
from engine.formats.decks import read_deck
from tests.desktop.conftest import screenshot

PASTED_LINES = [
    "1xPM1-L01",
    "4xPM1-001",
    "4xPM1-002",
    "2xPM1-014",
    "10xPM1-DON",
]


def test_paste_a_list_with_bad_lines_import_the_rest_and_export_it_identically(open_builder, qtbot):
    builder = open_builder("one-piece")
    dialog = builder.open_transfer()
    qtbot.waitExposed(dialog)
    pasted = "\n".join([*PASTED_LINES[:2], "4xPM9-999", *PASTED_LINES[2:4], "four of the best", PASTED_LINES[4]])
    QGuiApplication.clipboard().setText(pasted)
    qtbot.mouseClick(dialog.paste_button, Qt.MouseButton.LeftButton)
    assert dialog.text.toPlainText() == pasted
    qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)

    problems = [dialog.problems.item(n).text() for n in range(dialog.problems.count())]
    assert len(problems) == 2
    assert problems[0].startswith("line 3") and "PM9-999" in problems[0]
    assert problems[1].startswith("line 6") and "four of the best" in problems[1]
    assert dialog.problems.isVisible()
    assert "could not be read" in dialog.result_label.text()
    screenshot(dialog, "deck-builder-import-problems")

    draft = builder.draft
    assert draft.sections["leader"] == {"PM1-L01": 1}
    assert draft.sections["main"] == {"PM1-001": 4, "PM1-002": 4, "PM1-014": 2}
    assert draft.sections["don"] == {"PM1-DON": 10}
    assert builder.dirty and builder.path is None and not builder.read_only
    assert any(problem.rule == "5-1-2" for problem in builder.validation.problems)  # 10 cards, not 50

    exported = builder.open_transfer()
    assert exported.export_style() == "ids"
    assert exported.text.toPlainText() == "\n".join(PASTED_LINES) + "\n"
    qtbot.mouseClick(exported.copy_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == "\n".join(PASTED_LINES) + "\n"

    # Saved and read back, the same list comes out again.
    path = builder.save()
    assert path is not None
    again = open_builder("one-piece")
    again.open_deck_named(builder.draft.name)
    assert again.open_transfer().text.toPlainText() == "\n".join(PASTED_LINES) + "\n"


def test_export_by_name_and_as_json_and_import_json(open_builder, qtbot, tmp_path):
    builder = open_builder("one-piece")
    builder.open_transfer().text.setPlainText("\n".join(PASTED_LINES))
    builder.transfer.import_text()
    deck = builder.draft.to_deck()
    dialog = builder.open_transfer()
    dialog.set_style("names")
    names = dialog.text.toPlainText().splitlines()
    database = builder.package.database
    assert names[0] == f"1 {database.get('PM1-L01').name}"
    assert names[-1] == "10xPM1-DON" or names[-1] == f"10 {database.get('PM1-DON').name}"
    dialog.set_style("json")
    document = json.loads(dialog.text.toPlainText())
    assert document["kind"] == "playmat-deck" and document["ruleset"] == "one-piece"
    assert read_deck(dialog.text.toPlainText(), database).deck == deck
    target = tmp_path / "shared.json"
    dialog.save_file(target)
    assert read_deck(target.read_text(encoding="utf-8"), database).deck == deck

    builder.new_deck()
    assert builder.draft.total() == 0
    loader = builder.open_transfer()
    loader.load_file(target)
    loader.import_text()
    assert builder.draft.to_deck().sections == deck.sections
    loader.load_file(tmp_path / "missing.txt")
    assert "Could not read" in loader.result_label.text()


def test_text_that_is_not_a_deck_imports_nothing(open_builder):
    builder = open_builder("one-piece")
    dialog = builder.open_transfer()
    dialog.text.setPlainText('{"kind": "playmat-card-set", "format": 1}')
    assert dialog.import_text() is None
    assert "Nothing was imported" in dialog.result_label.text()
    assert builder.draft.total() == 0
