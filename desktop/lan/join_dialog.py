"""The join dialog: an address or an announced game, the join code, and whether to play or watch."""

from __future__ import annotations

import secrets

from desktop import rulesets, settings
from desktop.lan.dialog_base import LanDialog
from desktop.lan.discovery import AnnouncedGame, DiscoverySettings
from desktop.lan.games_list import AnnouncedGamesList
from desktop.lan.headless import DEFAULT_PORT, now_iso
from desktop.lan.peers import GuestPeer
from desktop.lan.tables import LanGuestTable, LanTable, LanWatchTable
from desktop.lan.watch_peer import WatchPeer
from desktop.qt import (
    QDialogButtonBox,
    QLineEdit,
    QPushButton,
    QWidget,
)
from desktop.replays.store import ReplayStore
from engine import __version__
from engine.lan import (
    GuestConfig,
    GuestSession,
    SpectatorConfig,
    SpectatorSession,
)
from engine.lan.secure import code_problem
from engine.lan.spectator import setting_of


class JoinDialog(LanDialog):
    """Join a LAN game at HOST:PORT, or one of the games heard announced on the LAN (select one to fill in its
    address and game; double-click to join it)."""

    def __init__(self, parent: QWidget | None = None, discovery: DiscoverySettings | None = None) -> None:
        super().__init__("Join a LAN game", "Join game", parent, discovery)
        self.games = AnnouncedGamesList(self.discovery, self._describe)
        self.address_edit = QLineEdit()
        self.address_edit.setPlaceholderText(f"host:port, e.g. 192.168.1.20:{DEFAULT_PORT}")
        self.code_edit = QLineEdit()
        self.code_edit.setPlaceholderText("the code the host's screen shows, e.g. K7Q2-M9XP")
        self.code_edit.setMaxLength(20)
        self.form.insertRow(0, "Games on the LAN", self.games)
        self.form.insertRow(1, "Host address", self.address_edit)
        self.form.insertRow(2, "Join code", self.code_edit)
        self.name_edit.setText("Guest")
        self.watch: QPushButton = self.buttons.addButton("Watch", QDialogButtonBox.ButtonRole.ActionRole)
        self.watch.setToolTip("Watch the game as a spectator (when the host lets others watch): no hand is shown.")
        self.watch.clicked.connect(self._watch)
        self.games.picked.connect(self.pick)
        self.games.chosen.connect(self._join_chosen)

    def pick(self, game: AnnouncedGame) -> None:
        """Fill in an announced game's address, and its game when installed here."""
        self.address_edit.setText(game.address)
        index = self.ruleset_box.findData(game.announcement.ruleset)
        if index >= 0:
            self.ruleset_box.setCurrentIndex(index)

    def _join_chosen(self, game: AnnouncedGame) -> None:
        if self.go.isEnabled():
            self.pick(game)
            self._go()

    def _describe(self, game: AnnouncedGame) -> str:
        announced = game.announcement
        index = self.ruleset_box.findData(announced.ruleset)
        name = self.ruleset_box.itemText(index) if index >= 0 else f"{announced.ruleset} (not installed here)"
        version = "" if announced.app_version == __version__ else f" · Playmat {announced.app_version}"
        setting = setting_of(announced.clock_ms, 0)
        clock = f" · turn clock {setting.words()}" if setting is not None else ""
        watch = " · spectators welcome" if announced.spectators else ""
        return f"{announced.host_name}'s game of {name} · {game.address}{clock}{watch}{version}"

    def _busy_widgets(self) -> tuple[QWidget, ...]:
        return (self.address_edit, self.code_edit, self.games, self.watch)

    def _stop_discovery(self) -> None:
        self.games.stop()

    def address(self) -> tuple[str, int] | None:
        text = self.address_edit.text().strip()
        host, _, port = text.rpartition(":")
        if not host:
            host, port = text, str(DEFAULT_PORT)
        if not host or not port.isdigit() or not 0 < int(port) < 65536:
            return None
        return host.strip("[]"), int(port)

    def _where(self) -> tuple[tuple[str, int], str] | None:
        """The host's address and the join code as entered (None: the player is told what is wrong)."""
        address = self.address()
        if address is None:
            self.say("Enter the host's address as host:port.", problem=True)
            return None
        code = self.code_edit.text()
        problem = code_problem(code)
        if problem:
            self.say(f"Enter the join code the host shows: {problem}.", problem=True)
            return None
        return address, code

    def _watch(self) -> None:
        """Watch the game as a spectator: a read-only table of the spectator's view, live."""
        where = self._where()
        if where is None:
            return
        (host, port), code = where
        package = rulesets.load(self.ruleset_id)
        config = SpectatorConfig(package.ruleset, package.database, self.name_edit.text().strip() or "Spectator",
                                 __version__, code, secrets.token_bytes(32))  # fmt: skip
        table = LanWatchTable(WatchPeer(SpectatorSession(config), host, port, reconnect_seconds=10))
        self._connect_table(table)
        self.say(f"Connecting to {host}:{port} to watch…")
        table.start()

    def _connect_table(self, table: LanTable) -> None:
        self.table = table
        table.refused_to_join.connect(self._refused)
        table.connection.connect(self._connection)
        table.joined.connect(lambda name: self.say(f"Joined {name}'s game: setting up…"))
        table.started.connect(self._started)
        self._waiting(True)

    def _go(self) -> None:
        where = self._where()
        if where is None:
            return
        address, code = where
        package = rulesets.load(self.ruleset_id)
        config = GuestConfig(package.ruleset, package.database, self.deck(), self.name_edit.text().strip() or "Guest",
                             __version__, secrets.token_bytes(32), now_iso(), join_code=code)  # fmt: skip
        peer = GuestPeer(GuestSession(config), *address, store=ReplayStore(settings.data_dir()), reconnect_seconds=10)
        table = LanGuestTable(peer)
        self._connect_table(table)
        self.say(f"Connecting to {address[0]}:{address[1]}…")
        table.start()

    def _refused(self, reason: str) -> None:
        self._give_up(f"The host refused: {reason}")

    def _connection(self, text: str) -> None:
        if text.startswith("Connection failed"):
            self._give_up(text)

    def _give_up(self, text: str) -> None:
        if self.table is not None:
            self.table.close()
            self.table = None
        self._waiting(False)
        self.say(text, problem=True)
