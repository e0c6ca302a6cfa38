"""The lab window, driven by mouse and keyboard: from the start screen, a run shows its results and opens a game as
a replay; Cancel stops a run and keeps the games that ended."""

from desktop.qt import Qt
from tests.desktop.conftest import open_main_window, screenshot

LEFT = Qt.MouseButton.LeftButton


def _open_lab(qtbot):
    window = open_main_window(qtbot)
    window.start_screen.choose("one-piece")
    qtbot.mouseClick(window.start_screen.lab, LEFT)
    lab = window.lab
    assert lab is not None and window.stack.currentWidget() is lab
    assert lab.ruleset_box.currentData() == "one-piece"
    return window, lab


def _type(qtbot, spin_or_edit, text):
    qtbot.mouseClick(spin_or_edit, LEFT)
    qtbot.keyClick(spin_or_edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(spin_or_edit, text)


def test_a_lab_run_started_with_the_mouse_shows_its_results_and_opens_a_game_as_a_replay(qtbot):
    window, lab = _open_lab(qtbot)
    _type(qtbot, lab.games, "10")
    _type(qtbot, lab.workers, "1")
    _type(qtbot, lab.seed, "window")
    assert (lab.games.value(), lab.workers.value()) == (10, 1)
    assert lab.chosen_opponents() == ["Thornwood Bastion (green Blocker defence)"]
    qtbot.mouseClick(lab.run_button, LEFT)
    assert lab.running and not lab.run_button.isEnabled() and lab.cancel_button.isEnabled()
    qtbot.waitUntil(lambda: lab.report is not None and not lab.running, timeout=60_000)
    data = lab.report_data
    assert data is not None and data["played"] == 10 and data["seed"] == "window"
    assert "Crimson Gale Rush" in lab.results.summary.text() and "Going first" in lab.results.summary.text()
    assert lab.progress.value() == 10 and lab.run_button.isEnabled() and lab.save_button.isEnabled()
    assert lab.results.rates.bars[0].games == 10 and lab.results.length.series.total == 10
    assert lab.results.card_table.rowCount() == len(data["cards"]) > 0
    screenshot(window, "deck-lab")
    table = lab.results.game_table
    assert table.rowCount() == 10 and table.item(2, 1).text() == "window:2"
    qtbot.mouseClick(lab.results.tabs.tabBar(), LEFT, pos=lab.results.tabs.tabBar().tabRect(1).center())
    assert lab.results.tabs.currentIndex() == 1
    qtbot.waitUntil(table.isVisible)
    cell = table.visualRect(table.model().index(2, 0)).center()
    qtbot.mouseClick(table.viewport(), LEFT, pos=cell)  # a double click's first press, then its second
    qtbot.mouseDClick(table.viewport(), LEFT, pos=cell)
    viewer = window.viewer
    assert viewer is not None and window.stack.currentWidget() is viewer
    assert viewer.loaded.cursor.length == data["games"][2]["actions"]
    qtbot.mouseClick(viewer.controls.close_button, LEFT)
    assert window.stack.currentWidget() is lab  # closing the replay goes back to the lab


def test_cancel_stops_a_window_run_and_keeps_the_games_that_ended(qtbot):
    _, lab = _open_lab(qtbot)
    _type(qtbot, lab.games, "500")
    _type(qtbot, lab.workers, "1")
    qtbot.mouseClick(lab.run_button, LEFT)
    qtbot.waitUntil(lambda: lab.progress.value() >= 1, timeout=60_000)
    qtbot.mouseClick(lab.cancel_button, LEFT)
    qtbot.waitUntil(lambda: not lab.running, timeout=60_000)
    played = lab.report_data["played"]
    assert lab.report.cancelled and 1 <= played < 500
    assert lab.results.game_table.rowCount() == played
    assert f"Stopped after {played}" in lab.message.text()


def test_the_lab_window_offers_the_search_bot_at_each_level_for_either_deck(qtbot):
    """Issue 18: each seat's bot box lists the search bot at Easy, Normal and Hard (each with its tooltip), and the
    one picked with the keyboard is the plan's bot for that side."""
    from engine.search import LEVELS

    _, lab = _open_lab(qtbot)
    for side, box in enumerate(lab.bot_boxes):
        texts = [box.itemText(row) for row in range(box.count())]
        assert [f"Search bot, {lv.name}" for lv in LEVELS] == [t for t in texts if t.startswith("Search bot")]
        box.setFocus()
        qtbot.keyClick(box, Qt.Key.Key_End)  # the last entry: the hardest search bot
        assert box.currentText() == "Search bot, Hard"
        assert "playouts" in box.itemData(box.currentIndex(), Qt.ItemDataRole.ToolTipRole)
        plan = lab.plan()
        assert plan is not None and plan.bots[side] == "search-hard"
