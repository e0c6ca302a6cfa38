"""A desktop host whose seat the bot plays (issue 18), over loopback: a guest joins from its join dialog and plays the
bot, a spectator watches; the bot moves off the UI thread; the host's screen shows its seat and plays nothing; closing
the host's table while the bot thinks drops its move."""

from __future__ import annotations

import threading

from desktop.cards.images import CardImages
from desktop.game_screen import GameScreen
from desktop.lan.dialogs import HostDialog
from desktop.lan.panel import LanPanel
from desktop.lan.tables import LanGuestTable, LanHostTable, LanWatchTable
from desktop.qt import QPushButton, Qt
from desktop.settings import Settings, cache_dir
from desktop.style import STYLE_SHEET
from engine.actions import Action
from tests.desktop.conftest import screenshot
from tests.desktop.test_bot_level import _pick as pick  # open the list with a click, click the entry
from tests.integration.test_lan_tables import choose, free_port, home, play_with_bot, window_like  # noqa: F401
from tests.integration.test_lan_watch_tables import join_dialog

WAIT_MS = 60_000


def host_with_bot(qtbot, entry: str, spectators: bool = False) -> tuple[HostDialog, list[tuple[Action, str]]]:
    """A host dialog whose seat the bot `entry` plays, hosting; and the host seat's moves as they are submitted,
    each with the name of the thread that submitted it."""
    host = HostDialog(window_like(qtbot))
    choose(host, "skirmish")
    host.port_box.setValue(free_port())
    host.name_edit.setText("Hana")
    host.bot_pause_ms = 0  # the app's setting; here the bot moves as soon as it has decided
    host.show()
    pick(qtbot, host.seat_box, entry)
    if spectators:
        qtbot.mouseClick(host.spectators_box, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(host.go, Qt.MouseButton.LeftButton)
    assert isinstance(host.table, LanHostTable)
    moves: list[tuple[Action, str]] = []
    peer = host.table.peer
    submit = peer.submit

    def recorded(action: Action) -> None:
        moves.append((action, threading.current_thread().name))
        submit(action)

    peer.submit = recorded  # type: ignore[method-assign]
    return host, moves


def screen_for(qtbot, table) -> GameScreen:
    images = CardImages(table.ruleset.id, table.ruleset.name, cache_dir(), Settings().images_root())
    screen = GameScreen(table, images, animation_speed=0)
    screen.setStyleSheet(STYLE_SHEET)
    qtbot.addWidget(screen)
    screen.resize(1200, 760)
    return screen


def test_a_guest_plays_the_normal_bot_of_a_desktop_host_and_a_spectator_watches(qtbot):
    host, moves = host_with_bot(qtbot, "The bot, Normal", spectators=True)
    port = host.port_box.value()
    tables: list = []
    host.table_ready.connect(tables.append)
    spectator_dialog = join_dialog(qtbot, port, host.code, "Sam")
    spectator_dialog.table_ready.connect(tables.append)
    qtbot.mouseClick(spectator_dialog.watch, Qt.MouseButton.LeftButton)
    guest_dialog = join_dialog(qtbot, port, host.code, "Gus")
    guest_dialog.table_ready.connect(tables.append)
    qtbot.mouseClick(guest_dialog.go, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(tables) == 3, timeout=WAIT_MS)
    host_table = next(t for t in tables if isinstance(t, LanHostTable))
    guest_table = next(t for t in tables if isinstance(t, LanGuestTable))
    spectator = next(t for t in tables if isinstance(t, LanWatchTable))
    try:
        assert guest_table.opponent == "Hana (bot, Normal)", "the guest is told it plays a bot"
        assert spectator.players[0] == "Hana (bot, Normal)"
        shown: list = []
        thinking: list[bool] = []
        host_table.changed.connect(shown.append)
        host_table.busy.connect(thinking.append)
        audits: list = []
        guest_table.audit_done.connect(lambda ok, problems: audits.append((ok, tuple(problems))))
        screen = screen_for(qtbot, host_table)
        panel = LanPanel(host_table)
        screen.add_side_widget(panel, "LAN: clocks, spectators and chat")
        screen.show()
        screen.start()
        guest_moves: list[Action] = []
        play_with_bot(guest_table)
        guest_submit = guest_table.peer.submit
        guest_table.peer.submit = lambda action: (guest_moves.append(action), guest_submit(action))  # type: ignore
        guest_table.start()  # the guest's current position again, for its bot
        spectator.start()

        def played() -> bool:
            over = guest_table._snapshot is not None and guest_table.snapshot().view.outcome is not None
            return over or (len(moves) >= 3 and len(guest_moves) >= 3)

        qtbot.waitUntil(played, timeout=WAIT_MS)
        bot_moves = list(moves)
        assert bot_moves and all(name == "search-bot" for _, name in bot_moves), "the search bot moved, on its thread"
        assert all(action.player == 0 for action, _ in bot_moves)
        assert shown and all(snapshot.legal == () for snapshot in shown), "the host's screen offers no move"
        assert all(snapshot.seat == 0 for snapshot in shown), "it shows the game from the host's seat"
        assert True in thinking, "the screen says when the bot thinks"
        refusal = host_table.submit(Action("pass", 0))
        assert refusal is not None and "The bot plays your seat" in refusal.reason
        said: list[str] = []
        screen.status.connect(said.append)
        qtbot.keyClick(screen.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # take back: the bot's move?
        qtbot.waitUntil(lambda: bool(said) and said[-1].startswith("Not taken back: the bot plays"), timeout=5000)
        assert panel.state.text().startswith("Your bot (Normal) plays against Gus over the LAN.")
        assert not panel.take_back.isVisible(), "a bot takes nothing back"
        qtbot.waitUntil(lambda: panel.watchers.text() == "Watching: Sam", timeout=WAIT_MS)
        qtbot.waitUntil(lambda: len(spectator.history()) > 0, timeout=WAIT_MS)
        screenshot(screen, "lan-host-bot-seat")
        if guest_table.snapshot().view.outcome is None:  # the person at the host's screen ends the bot's game
            qtbot.mouseClick(screen.strip.concede_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: screen.concede_box is not None and screen.concede_box.isVisible(), timeout=5000)
            qtbot.mouseClick(screen.concede_box.findChild(QPushButton, "concedeYes"), Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: bool(audits), timeout=WAIT_MS)
        assert audits == [(True, ())], "the guest re-plays the game the bot played: fair"
        assert guest_table.snapshot().view.outcome is not None
        assert thinking[-1] is False, "nobody thinks after the end"
    finally:
        for table in (spectator, guest_table, host_table):
            table.close()


class Pondering:
    """A search bot that thinks until it is told to stop (by the level's seconds, or by the table closing)."""

    def __init__(self) -> None:
        self.thinking, self.stopped = threading.Event(), threading.Event()

    def decide(self, info, legal, should_stop):
        self.thinking.set()
        while not should_stop():
            self.stopped.wait(0.01)
        self.stopped.set()
        return legal[0]


def test_closing_the_host_table_while_the_bot_thinks_drops_its_move(qtbot):
    host, moves = host_with_bot(qtbot, "The bot, Hard")
    assert isinstance(host.table, LanHostTable) and host.table.seat_bot is not None
    search = host.table.seat_bot.search
    assert search is not None
    search.seconds = 3600.0  # only closing the table stops it now
    search.bot = pondering = Pondering()  # type: ignore[assignment]
    tables: list = []
    host.table_ready.connect(tables.append)
    guest_dialog = join_dialog(qtbot, host.port_box.value(), host.code, "Gus")
    guest_dialog.table_ready.connect(tables.append)
    qtbot.mouseClick(guest_dialog.go, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(tables) == 2, timeout=WAIT_MS)
    host_table = next(t for t in tables if isinstance(t, LanHostTable))
    guest_table = next(t for t in tables if isinstance(t, LanGuestTable))
    try:
        play_with_bot(guest_table)
        guest_table.start()
        qtbot.waitUntil(pondering.thinking.is_set, timeout=WAIT_MS)  # the host's first decision: the bot thinks
        assert not pondering.stopped.is_set() and moves == []
        host_table.close()  # as closing the game screen, or Cancel in the dialog, does
        qtbot.waitUntil(pondering.stopped.is_set, timeout=WAIT_MS)
        qtbot.waitUntil(lambda: not any(t.name == "search-bot" for t in threading.enumerate()), timeout=WAIT_MS)
        assert moves == [], "the move the bot was thinking of never went out"
        assert host_table.peer.loop.stopped
    finally:
        guest_table.close()
        host_table.close()


def test_the_seat_bot_thinks_of_nothing_while_the_game_is_paused():
    """A move decided while the guest is away would be refused ("paused"): the bot drops it, and answers again
    when the guest's return shows the position anew."""
    from types import SimpleNamespace

    from desktop.lan.search_seat import SeatBot
    from engine.lan import Paused
    from tests.engine.lan.pair import Pair

    pair = Pair.make()
    pair.connect()
    while pair.host.game.decision.player != 0:
        pair.play(stop_after=len(pair.host.actions) + 1)
    changed = pair.host.changed()
    changed.settle()
    assert changed.legal
    later: list = []
    submitted: list[Action] = []
    peer = SimpleNamespace(
        session=pair.host,
        add_listener=lambda listener: None,
        submit=submitted.append,
        loop=SimpleNamespace(call_later=lambda delay, work: later.append(work)),
    )
    bot = SeatBot(peer, "seed", delay=0.5)  # type: ignore[arg-type]

    def run_later() -> None:
        while later:
            later.pop(0)()

    bot.heard(changed)
    bot.heard(Paused("the other side closed the connection"))
    run_later()
    assert submitted == [], "no move goes out while the game is paused"
    bot.heard(changed)  # the guest is back: the host shows the position again
    run_later()
    assert len(submitted) == 1 and submitted[0] in changed.legal
