"""Over LAN, a question put to the other player reads from each screen's side: the guest reads "Player 1 is deciding:
Mulligan their hand?…", and so does a spectator; the player asked reads "Your decision: Mulligan your hand?". Three
main windows over loopback (host, guest, spectator), joined by typed address and code, the watch button clicked."""

from __future__ import annotations

import re

import pytest

from desktop.lan.dialogs import HostDialog, JoinDialog
from desktop.lan.tables import LanWatchTable
from desktop.qt import QPushButton, Qt
from desktop.window import MainWindow
from tests.integration.test_lan_tables import play_with_bot
from tests.support.loopback import discovery_on_loopback, free_port  # noqa: F401 (a fixture, for pytestmark)

from .conftest import open_main_window, screenshot
from .test_lan_bot_seat_words import WAIT_MS

pytestmark = pytest.mark.usefixtures("discovery_on_loopback")

ADDRESSED = re.compile(r"\b(you|your|yours|yourself)\b", re.IGNORECASE)


class Prompts:
    """The question bar's text of a window after each update of its table."""

    def __init__(self, window: MainWindow) -> None:
        self.window, self.seen = window, []

    def __call__(self, _snapshot: object) -> None:
        if self.window.game is not None:
            self.seen.append(re.sub(r"<[^>]+>", "", self.window.game.question_bar.prompt.text()))

    def others(self) -> list[str]:
        return [p for p in self.seen if " is deciding: " in p]


def join(qtbot, window: MainWindow, port: int, code: str) -> JoinDialog:
    dialog = window.open_lan("join")
    assert isinstance(dialog, JoinDialog)
    dialog.address_edit.clear()
    qtbot.keyClicks(dialog.address_edit, f"127.0.0.1:{port}")
    qtbot.keyClicks(dialog.code_edit, code)
    return dialog


def test_guest_and_spectator_read_the_other_players_question_from_their_side(qtbot):
    host_window, guest_window, watch_window = (open_main_window(qtbot) for _ in range(3))
    for window in (host_window, guest_window, watch_window):
        window.start_screen.choose("skirmish")
    qtbot.mouseClick(host_window.start_screen.findChild(QPushButton, "hostLanButton"), Qt.MouseButton.LeftButton)
    host = host_window.findChild(HostDialog)
    assert host is not None
    qtbot.waitExposed(host)
    host.port_box.setValue(free_port())
    qtbot.mouseClick(host.spectators_box, Qt.MouseButton.LeftButton)
    assert host.spectators_box.isChecked()
    prompts = {
        name: Prompts(w) for name, w in (("host", host_window), ("guest", guest_window), ("watch", watch_window))
    }
    host.table_ready.connect(lambda table: (table.changed.connect(prompts["host"]), play_with_bot(table)))
    qtbot.mouseClick(host.go, Qt.MouseButton.LeftButton)
    port = host.port_box.value()
    spectator = join(qtbot, watch_window, port, host.code)
    spectator.table_ready.connect(lambda table: table.changed.connect(prompts["watch"]))
    qtbot.mouseClick(spectator.watch, Qt.MouseButton.LeftButton)  # before the game starts: it waits for it
    guest = join(qtbot, guest_window, port, host.code)
    guest.table_ready.connect(lambda table: (table.changed.connect(prompts["guest"]), play_with_bot(table)))
    qtbot.mouseClick(guest.go, Qt.MouseButton.LeftButton)
    try:
        qtbot.waitUntil(lambda: all(w.game is not None for w in (host_window, guest_window, watch_window)),
                        timeout=WAIT_MS)  # fmt: skip
        assert isinstance(watch_window.game.table, LanWatchTable)
        qtbot.waitUntil(lambda: all(len(p.others()) >= 3 for p in prompts.values()), timeout=WAIT_MS)
        screenshot(guest_window, "lan-guest-other-players-question")
        for name, seen in prompts.items():
            others = seen.others()
            assert not [p for p in others if ADDRESSED.search(p.split(" is deciding: ", 1)[1])], (name, others)
            assert any(re.search(r"\btheir\b", p) for p in others), (name, others)
        assert "Player 1 is deciding: Mulligan their hand?…" in prompts["guest"].seen, prompts["guest"].seen
        assert "Player 1 is deciding: Mulligan their hand?…" in prompts["watch"].seen, prompts["watch"].seen
        assert "Player 2 is deciding: Mulligan their hand?…" in prompts["host"].seen, prompts["host"].seen
        assert any(
            p.startswith("Your decision: Mulligan your hand?") for p in prompts["guest"].seen + prompts["host"].seen
        )
    finally:
        for window in (host_window, guest_window, watch_window):
            window.end_game()
