"""Host and join dialogs: pick a game, a deck and a port, a turn clock and spectators (host) or an address or an
announced game (guest, or a spectator with Watch); each hands over a ready LAN table (`table_ready(LanTable)`) once
the game has started, for the main window's game screen."""

from __future__ import annotations

import secrets
import uuid

from desktop import rulesets, settings
from desktop.lan.discovery import AnnouncedGame, Announcer, DiscoverySettings
from desktop.lan.games_list import AnnouncedGamesList
from desktop.lan.headless import DEFAULT_PORT, lan_addresses, now_iso
from desktop.lan.host_peer import HostPeer
from desktop.lan.peers import GuestPeer
from desktop.lan.tables import LanGuestTable, LanHostTable, LanTable, LanWatchTable
from desktop.lan.watch_peer import WatchPeer
from desktop.qt import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    Qt,
    QTimer,
    QVBoxLayout,
    QWidget,
    Signal,
)
from desktop.replays.store import ReplayStore
from desktop.style import show_problem
from engine import __version__
from engine.formats.decks import Deck
from engine.lan import (
    ClockSetting,
    GuestConfig,
    GuestSession,
    HostConfig,
    HostSession,
    SpectatorConfig,
    SpectatorSession,
)
from engine.lan.announcement import Announcement
from engine.lan.secure import code_problem, join_code
from engine.lan.spectator import setting_of


class _LanDialog(QDialog):
    """The fields both dialogs share (game, deck, name), a status line and the buttons."""

    table_ready = Signal(object)

    def __init__(
        self, title: str, action: str, parent: QWidget | None = None, discovery: DiscoverySettings | None = None
    ) -> None:
        super().__init__(parent)
        self.discovery = discovery or DiscoverySettings.from_environment()
        self.setObjectName("lanDialog")  # styled by the app's sheet, as every dialog
        self.setWindowTitle(title)
        self.setMinimumWidth(460)
        self.table: LanTable | None = None
        self.form = QFormLayout()
        self.ruleset_box = QComboBox()
        for entry in rulesets.entries():
            self.ruleset_box.addItem(entry.name, entry.id)
        self.deck_box = QComboBox()
        self.name_edit = QLineEdit()
        self.name_edit.setMaxLength(64)
        self.form.addRow("Game", self.ruleset_box)
        self.form.addRow("Your deck", self.deck_box)
        self.form.addRow("Your name", self.name_edit)
        self.status = QLabel()
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.go: QPushButton = self.buttons.addButton(action, QDialogButtonBox.ButtonRole.AcceptRole)
        self.go.setDefault(True)
        self.go.clicked.connect(self._go)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.status)
        layout.addWidget(self.buttons)
        self.ruleset_box.currentIndexChanged.connect(self._fill_decks)
        self._fill_decks()

    @property
    def ruleset_id(self) -> str:
        return str(self.ruleset_box.currentData())

    def deck(self) -> Deck:
        package = rulesets.load(self.ruleset_id)
        return package.decks[self.deck_box.currentText()]

    def say(self, text: str, *, problem: bool = False) -> None:
        self.status.setText(text)
        show_problem(self.status, problem)
        self._fit()

    def _fit(self) -> None:
        """Grow to fit a text that now wraps onto more lines (a shown dialog keeps its size otherwise)."""
        layout = self.layout()
        if layout is None:
            return
        layout.activate()
        needed = layout.totalHeightForWidth(self.width()) if layout.hasHeightForWidth() else self.sizeHint().height()
        if needed > self.height():
            self.resize(self.width(), needed)

    def reject(self) -> None:
        if self.table is not None:
            self.table.close()
            self.table = None
        super().reject()

    def done(self, result: int) -> None:
        """Closed either way (the game started, or the player gave up): stop announcing or listening."""
        self._stop_discovery()
        super().done(result)

    def _stop_discovery(self) -> None:
        """Release the UDP socket the dialog announces or listens on."""

    def _fill_decks(self) -> None:
        self.deck_box.clear()
        if self.ruleset_box.count():
            self.deck_box.addItems(list(rulesets.load(self.ruleset_id).decks))

    def _go(self) -> None:
        raise NotImplementedError

    def _started(self) -> None:
        table = self.table
        if table is not None:
            self.table = None  # from now on the game screen owns it
            self.table_ready.emit(table)
            self.accept()

    def _waiting(self, busy: bool) -> None:
        for widget in (self.ruleset_box, self.deck_box, self.name_edit, self.go, *self._busy_widgets()):
            widget.setEnabled(not busy)

    def _busy_widgets(self) -> tuple[QWidget, ...]:
        """The dialog's own fields that are locked while it connects or waits."""
        return ()


class HostDialog(_LanDialog):
    """Host a LAN game: the port to listen on and this machine's LAN addresses, then wait for a guest while the game
    is announced on the LAN (`announcer`, once a second, until the guest joins or the dialog closes)."""

    def __init__(self, parent: QWidget | None = None, discovery: DiscoverySettings | None = None) -> None:
        super().__init__("Host a LAN game", "Host game", parent, discovery)
        self.announcer: Announcer | None = None
        self._announce_timer = QTimer(self)
        self._announce_timer.timeout.connect(self._announce)
        self.port_box = QSpinBox()
        self.port_box.setRange(1024, 65535)
        self.port_box.setValue(DEFAULT_PORT)
        self.form.addRow("Port", self.port_box)
        self.name_edit.setText("Host")
        addresses = lan_addresses()
        shown = ", ".join(addresses) if addresses else "none found (the other player can use this machine's name)"
        self.addresses = QLabel(f"This machine's LAN addresses: {shown}")
        self.addresses.setWordWrap(True)
        self.form.addRow("", self.addresses)
        self.announce_note = QLabel()
        self.announce_note.setObjectName("note")
        self.announce_note.setWordWrap(True)
        self.form.addRow("", self.announce_note)
        self.code = ""
        self.code_label = QLabel()
        self.code_label.setObjectName("joinCode")
        self.code_label.setWordWrap(True)
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.form.addRow("", self.code_label)
        self.clock_box = QSpinBox()
        self.clock_box.setRange(0, 180)
        self.clock_box.setSuffix(" min each")
        self.clock_box.setSpecialValueText("No turn clock")
        self.clock_box.setToolTip("A chess clock for both players: whoever runs out of time loses the game.")
        self.increment_box = QSpinBox()
        self.increment_box.setRange(0, 120)
        self.increment_box.setSuffix(" s added a move")
        self.increment_box.setEnabled(False)
        self.clock_box.valueChanged.connect(lambda minutes: self.increment_box.setEnabled(minutes > 0))
        self.form.addRow("Turn clock", self.clock_box)
        self.form.addRow("", self.increment_box)
        self.spectators_box = QCheckBox("Let others watch (with the join code)")
        self.spectator_chat_box = QCheckBox("Spectators may chat")
        self.spectator_chat_box.setEnabled(False)
        self.spectators_box.toggled.connect(self.spectator_chat_box.setEnabled)
        self.form.addRow("Spectators", self.spectators_box)
        self.form.addRow("", self.spectator_chat_box)

    def clock_setting(self) -> ClockSetting | None:
        minutes = self.clock_box.value()
        return ClockSetting(minutes * 60, self.increment_box.value()) if minutes else None

    def _go(self) -> None:
        package = rulesets.load(self.ruleset_id)
        self.code = join_code(secrets.token_bytes(8))
        config = HostConfig(package.ruleset, package.database, self.deck(), self.name_edit.text().strip() or "Host",
                            __version__, secrets.token_bytes(32), uuid.uuid4().hex[:12], now_iso(),
                            secrets.token_bytes(32), self.code, self.clock_setting(), self.spectators_box.isChecked(),
                            self.spectator_chat_box.isChecked())  # fmt: skip
        try:
            peer = HostPeer(HostSession(config), "", self.port_box.value(), store=ReplayStore(settings.data_dir()))
        except OSError as error:
            self.say(f"Port {self.port_box.value()} cannot be used ({error.strerror or error}): try another.",
                     problem=True)  # fmt: skip
            return
        table = LanHostTable(peer)
        self.table = table
        table.joined.connect(self._joined)
        table.started.connect(self._started)
        self._waiting(True)
        self.code_label.setText(f"Join code: {self.code} — tell it to the other player; the game is sealed with it.")
        self.say(f"Waiting for the other player to join on port {peer.port}…")
        table.start()
        self._start_announcing(config, peer.port)

    def _start_announcing(self, config: HostConfig, port: int) -> None:
        targets = self.discovery.announce_targets()
        if not targets:
            self.announce_note.setText("The game is not announced on the LAN (turned off): the other player joins by "
                                       "address.")  # fmt: skip
            return
        clock_ms = round(config.clock.seconds * 1000) if config.clock is not None else 0
        announcement = Announcement(game_id=config.game_id, ruleset=config.ruleset.id, host_name=config.name,
                                    port=port, app_version=config.app_version, clock_ms=clock_ms,
                                    spectators=config.spectators)  # fmt: skip
        try:
            self.announcer = Announcer(announcement, targets)
        except OSError as error:
            self._cannot_announce(str(error.strerror or error))
            return
        self._announce_timer.start(round(self.announcer.interval * 1000))
        self._announce()

    def _announce(self) -> None:
        announcer = self.announcer
        if announcer is None:
            return
        announcer.announce()
        if announcer.refused:
            self._cannot_announce(announcer.problem)
        else:
            self.announce_note.setText("The game is announced on the LAN: the other player's join dialog lists it.")

    def _cannot_announce(self, problem: str) -> None:
        self._stop_discovery()
        self.announce_note.setText(f"This machine would not announce the game on the LAN ({problem}): the other player "
                                   "must join by address.")  # fmt: skip
        show_problem(self.announce_note, True)
        self._fit()

    def _joined(self, name: str) -> None:
        self._stop_discovery()  # the game is taken
        self.announce_note.clear()
        self.say(f"{name} joined: setting up the game…")

    def _busy_widgets(self) -> tuple[QWidget, ...]:
        return (self.port_box, self.clock_box, self.increment_box, self.spectators_box, self.spectator_chat_box)

    def _stop_discovery(self) -> None:
        self._announce_timer.stop()
        if self.announcer is not None:
            self.announcer.close()
            self.announcer = None


class JoinDialog(_LanDialog):
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
