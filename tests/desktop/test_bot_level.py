"""The start screen offers the bot's difficulty (issue 18): Easy is the heuristic bot, Normal and Hard search."""

from desktop.qt import QApplication, Qt
from desktop.tables.bots import SearchSeat
from engine.search import level
from tests.desktop.conftest import screenshot


def _pick(qtbot, box, text):
    """Open the combo box with a click and click the item `text` in its list, as a player does."""
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    view = box.view()
    qtbot.waitUntil(view.isVisible, timeout=2000)
    index = box.findText(text)
    assert index >= 0, text
    rect = view.visualRect(view.model().index(index, 0))
    qtbot.wait(QApplication.doubleClickInterval() + 50)  # a release right after the popup opens is not a pick
    qtbot.mouseMove(view.viewport(), rect.center())
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: not view.isVisible(), timeout=2000)
    QApplication.processEvents()


def _bots(window):
    return window.game.table._worker._bots


def test_choosing_hard_on_the_start_screen_gives_a_searching_bot(qtbot, window):
    start = window.start_screen
    start.choose("skirmish")
    box = start.level_box
    assert box.currentText() == "Easy" and box.isEnabled()
    _pick(qtbot, box, "Hard")
    assert box.currentData() == "hard"
    assert start.request().level == "hard"
    screenshot(window, "start-screen-bot-level")
    qtbot.mouseClick(start.play, Qt.MouseButton.LeftButton)
    assert window.game is not None
    bot = _bots(window)[1]
    assert isinstance(bot, SearchSeat)
    assert bot.search.iterations == level("hard").iterations and bot.seconds == level("hard").seconds


def test_the_level_box_is_off_in_hot_seat_and_easy_is_the_heuristic_bot(qtbot, window):
    start = window.start_screen
    start.choose("skirmish")
    qtbot.mouseClick(start.mode_buttons["hotseat"], Qt.MouseButton.LeftButton)
    assert not start.level_box.isEnabled()
    qtbot.mouseClick(start.mode_buttons["bot"], Qt.MouseButton.LeftButton)
    assert start.level_box.isEnabled()
    qtbot.mouseClick(start.play, Qt.MouseButton.LeftButton)
    assert not isinstance(_bots(window)[1], SearchSeat)


def test_a_normal_bot_watched_against_itself_searches_off_the_ui_thread_and_the_game_goes_on(qtbot, window):
    start = window.start_screen
    start.choose("skirmish")
    qtbot.mouseClick(start.mode_buttons["watch"], Qt.MouseButton.LeftButton)
    _pick(qtbot, start.level_box, "Normal")
    qtbot.mouseClick(start.play, Qt.MouseButton.LeftButton)
    table = window.game.table
    qtbot.waitUntil(lambda: table.game.state.actions_applied >= 6, timeout=60_000)
    assert any(bot.search.playouts > 0 for bot in _bots(window).values())
    window.end_game()  # closing stops a search under way (the cancel flag), without waiting for it


def test_the_table_closing_stops_a_search_under_way(qtbot):
    """A search with a huge budget and no clock cap stops at its next playout once the worker is cancelled (what
    the table does when it closes), and still answers with a legal move."""
    import threading

    from desktop.tables.bots import BotWorker, Sight
    from engine.game import Game
    from engine.search import SearchBot
    from tests.support.every_ruleset import setup

    ruleset, database, decks = setup("skirmish")
    game = Game.new(ruleset, database, decks, "cancel")
    seat = game.decision.player
    search = SearchSeat(SearchBot(ruleset, database, "cancel", iterations=10**9), decks, seconds=10**6)
    worker = BotWorker({int(seat): search})
    chosen = []
    worker.chosen.connect(lambda action, ticket: chosen.append(action))
    sight = worker.sight(game, seat)
    assert isinstance(sight, Sight)
    legal = game.legal_actions()
    thread = threading.Thread(target=worker.choose, args=(int(seat), sight, legal, 1))
    thread.start()
    while search.search.playouts < 2 and thread.is_alive():
        thread.join(0.01)
    worker.cancel()
    thread.join(120)
    assert not thread.is_alive()
    qtbot.waitUntil(lambda: bool(chosen), timeout=5000)  # the answer comes back through the Qt event loop
    assert len(chosen) == 1 and chosen[0] in legal
    assert search.search.playouts < 10**9
