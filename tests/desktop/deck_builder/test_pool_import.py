"""The deck builder imports a whole card pool in the background behind a progress bar with Cancel, shows each deck's
coverage, and a pasted list that reads nothing never replaces the deck in the editor."""

from __future__ import annotations

import time

from desktop import rulesets
from desktop.card_import import ImportCancelled
from desktop.deck_builder import pool_import
from desktop.qt import QPushButton, Qt
from tests.support import community_pools as P


def _folder(root):
    for file in P.punk_records_pool() + P.punk_records_broken():
        path = root / file.name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(file.data)
    return root


def test_a_pool_folder_imports_in_the_background_with_progress(open_builder, playmat_home, qtbot):
    builder = open_builder("one-piece")
    folder = _folder(playmat_home.parent / "punk-records")
    with qtbot.waitSignal(builder.pool_done, timeout=60_000) as done:
        builder.import_pool(folder)
    report = done.args[0]
    assert report is not None and report.cards == 37 and len(report.problems) == 10
    assert builder.pool_progress.maximum() == 49  # every JSON file of the tree was counted
    assert "ZZ01-001" in builder.package.database
    assert builder.card_set_report.isVisible()
    assert "Imported 37 cards in 2 sets" in builder.status_label.text()
    builder.add_card(builder.package.database.get("ZZ01-001"))
    builder.add_card(builder.package.database.get("ZZ01-003"), count=4)
    assert builder.statistics.coverage.text() == "Coverage: 0 automated, 5 manual, 0 unknown (0% automated)"
    rulesets.refresh("one-piece")


def test_cancel_stops_the_import_and_saves_nothing(open_builder, playmat_home, qtbot, monkeypatch):
    def slow_pool(source, ruleset_id, progress, cancelled):
        progress(1, 10)
        for _ in range(60_000):  # until Cancel is pressed (bounded: a minute at most)
            if cancelled():
                raise ImportCancelled
            time.sleep(0.001)
        raise AssertionError("Cancel never reached the worker")

    monkeypatch.setattr(pool_import, "read_pool", slow_pool)
    builder = open_builder("one-piece")
    with qtbot.waitSignal(builder.pool_done, timeout=60_000) as done:
        builder.import_pool(_folder(playmat_home.parent / "pool"))
        qtbot.waitUntil(lambda: builder.pool_progress.value() == 1, timeout=10_000)
        cancel = builder.pool_progress.findChild(QPushButton)
        qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    assert done.args[0] is None
    assert "Import cancelled" in builder.status_label.text()
    assert not (playmat_home / "data" / "cards").exists()


def test_a_paste_that_reads_nothing_keeps_the_deck_in_the_editor(open_builder, qtbot):
    builder = open_builder("one-piece")
    builder.add_card(builder.package.database.get("PM1-L01"))
    dialog = builder.open_transfer()
    dialog.text.setPlainText("hello\nworld\n")
    qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    assert "Nothing was imported" in dialog.result_label.text()
    assert builder.draft.sections["leader"] == {"PM1-L01": 1}
    assert dialog.problems.count() == 2


def test_a_big_paste_is_read_off_the_ui_thread(open_builder, qtbot):
    builder = open_builder("one-piece")
    dialog = builder.open_transfer()
    dialog.text.setPlainText("1xPM1-L01\n" + "4xPM1-001\n" * 30_000)
    with qtbot.waitSignal(dialog.read_done, timeout=60_000) as done:
        qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
        assert dialog.result_label.text() == "Reading the list…"
    problems = [str(p) for p in done.args[0].problems]
    assert "line 252: at most 1000 copies of PM1-001 in all; line skipped" in problems
    assert problems[-1] == "line 5001: a list has at most 5000 lines; the rest is skipped"
    assert "Imported 1011 cards" in dialog.result_label.text()  # 1 Leader, 1000 copies, 10 DON!! filled in
    assert builder.draft.sections["leader"] == {"PM1-L01": 1}


def test_a_community_file_chosen_as_a_card_set_is_imported_as_a_pool(open_builder, playmat_home, qtbot):
    """The issue's first report: a per-card ONE PIECE JSON file was refused as "no kind field"."""
    builder = open_builder("one-piece")
    card = next(f for f in P.punk_records_pool() if f.name.endswith("ZZ01-003.json"))
    path = playmat_home.parent / "ZZ01-003.json"
    path.write_bytes(card.data)
    with qtbot.waitSignal(builder.pool_done, timeout=60_000) as done:
        report = builder.import_card_set_file(path)
    assert "imported as a card pool" in report.problems[0]
    assert done.args[0].cards == 1 and "ZZ01-003" in builder.package.database


def test_card_set_files_in_other_encodings_get_words_not_python_messages(open_builder, playmat_home):
    builder = open_builder("one-piece")
    document = '{"format": 1, "kind": "playmat-card-set", "ruleset": "one-piece", "set": {"id": "ENC", "name": '
    card = '{"id": "ENC-001", "name": "Caf\u00e9 Cook", "category": "character", "colors": ["red"], "cost": 1, '
    text = document + '"Enc"}, "cards": [' + card + '"power": 1000}]}'
    for label, data, words in (
        ("bom", b"\xef\xbb\xbf" + text.encode(), None),
        ("utf16", text.encode("utf-16"), None),
        ("latin1", text.encode("latin-1"), "not UTF-8 text (byte 0xE9"),
        ("huge", text.replace('"cost": 1', '"cost": ' + "9" * 5000).encode(), "a number with 5000 digits"),
    ):
        path = playmat_home.parent / f"{label}.json"
        path.write_bytes(data)
        report = builder.import_card_set_file(path)
        if words is None:
            assert report.card_set is not None and report.problems == (), label
        else:
            assert report.card_set is None and words in report.problems[0], (label, report.problems)
            assert "codec" not in report.problems[0] and "sys.set_int_max_str_digits" not in report.problems[0]


def test_clash_reports_name_only_the_new_sets_clashes_and_which_definition_wins(open_builder, playmat_home):
    """User sets load after the shipped ones, in file-name order: the report says so truthfully."""
    import json as _json

    from desktop.deck_builder.card_sets import import_card_set

    def card_set(set_id, name):
        card = {"id": "USR-001", "name": name, "category": "character", "colors": ["red"], "cost": 1, "power": 1000}
        other = {**card, "id": f"{set_id}-002", "name": f"{name} II"}
        return _json.dumps({"format": 1, "kind": "playmat-card-set", "ruleset": "one-piece",
                            "set": {"id": set_id, "name": set_id}, "cards": [card, other]})  # fmt: skip

    builder = open_builder("one-piece")
    assert import_card_set(card_set("MMM", "Middle"), builder.package).problems == ()
    later = import_card_set(card_set("ZZZ", "Later"), builder.package)
    assert later.problems == (
        "set ZZZ: card USR-001 is already defined by set MMM (one-piece-MMM.json); that definition is used and this "
        "one ignored",
    )
    assert later.loaded == 1
    earlier = import_card_set(card_set("AAA", "Earlier"), builder.package)
    assert earlier.problems == (  # only the new set's clashes, each saying whose definition is used
        "set AAA: card USR-001 is also defined by set MMM (one-piece-MMM.json); this set's definition is used (it "
        "loads first)",
        "set AAA: card USR-001 is also defined by set ZZZ (one-piece-ZZZ.json); this set's definition is used (it "
        "loads first)",
    )
    rulesets.refresh("one-piece")
    assert rulesets.load("one-piece").database.get("USR-001").name == "Earlier"  # what the report said
    rulesets.refresh("one-piece")
