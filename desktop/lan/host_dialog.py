"""The host dialog: a game, a deck, who plays the host's seat (you or the bot), a port, a turn clock and spectators;
the game is announced on the LAN until a guest joins."""

from __future__ import annotations

import secrets
import uuid

from desktop import rulesets, settings
from desktop.lan.dialog_base import LanDialog
from desktop.lan.discovery import Announcer, DiscoverySettings
from desktop.lan.headless import DEFAULT_PORT, lan_addresses, now_iso
from desktop.lan.host_peer import HostPeer
from desktop.lan.tables import LanHostTable
from desktop.qt import (
    QCheckBox,
    QComboBox,
    QLabel,
    QSpinBox,
    Qt,
    QTimer,
    QWidget,
)
from desktop.replays.store import ReplayStore
from desktop.settings import Settings
from desktop.style import show_problem
from engine import __version__
from engine.lan import (
    ClockSetting,
    HostConfig,
    HostSession,
)
from engine.lan.announcement import Announcement
from engine.lan.secure import join_code
from engine.search import LEVELS, Level, level


class HostDialog(LanDialog):
    """Host a LAN game: who plays the host's seat (`seat_box`: you, or the bot at a start-screen level), the port to
    listen on and this machine's LAN addresses, then wait for a guest while the game is announced on the LAN
    (`announcer`, once a second, until the guest joins or the dialog closes). With the bot at the seat, the guest
    (and any spectator) plays or watches it, and this screen shows the game from the host's seat."""

    def __init__(self, parent: QWidget | None = None, discovery: DiscoverySettings | None = None) -> None:
        super().__init__("Host a LAN game", "Host game", parent, discovery)
        self.announcer: Announcer | None = None
        self._announce_timer = QTimer(self)
        self._announce_timer.timeout.connect(self._announce)
        self.port_box = QSpinBox()
        self.port_box.setRange(1024, 65535)
        self.port_box.setValue(DEFAULT_PORT)
        self.seat_box = QComboBox()
        self.seat_box.setObjectName("hostSeatBox")
        self.seat_box.addItem("You", "")
        self.seat_box.setItemData(0, "You play your deck against whoever joins.", Qt.ItemDataRole.ToolTipRole)
        for index, chosen in enumerate(LEVELS, start=1):
            thinks = f"thinks up to {chosen.seconds:g} s a move" if chosen.iterations else "answers at once"
            self.seat_box.addItem(f"The bot, {chosen.name}", chosen.key)
            self.seat_box.setItemData(index, f"The bot plays your deck and {thinks}; you watch.",
                                      Qt.ItemDataRole.ToolTipRole)  # fmt: skip
        self.seat_box.setToolTip("Who plays your seat: you, or the bot (the longer it thinks, the harder it plays)")
        self.form.insertRow(2, "Who plays", self.seat_box)
        self.seat_note = QLabel()
        self.seat_note.setObjectName("note")
        self.seat_note.setWordWrap(True)
        self.seat_note.hide()
        self.form.insertRow(3, "", self.seat_note)
        self.seat_box.currentIndexChanged.connect(self._seat_chosen)
        QWidget.setTabOrder(self.deck_box, self.seat_box)  # Tab goes down the form, as it is shown
        QWidget.setTabOrder(self.seat_box, self.name_edit)
        self.bot_pause_ms = _bot_pause_ms(parent)  # the bot waits this long at least a move, as on the start screen
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

    @property
    def bot_level(self) -> Level | None:
        """The bot chosen for the host's seat; None: the person at this screen plays it."""
        key = self.seat_box.currentData()
        return level(str(key)) if key else None

    def _seat_chosen(self) -> None:
        chosen = self.bot_level
        self.seat_note.setVisible(chosen is not None)
        if chosen is not None:
            self.seat_note.setText(f"The bot ({chosen.name}) plays your deck against whoever joins; you watch the "
                                   "game here from your seat. The other player sees your name with “bot” beside "
                                   "it.")  # fmt: skip
        self._fit()

    def clock_setting(self) -> ClockSetting | None:
        minutes = self.clock_box.value()
        return ClockSetting(minutes * 60, self.increment_box.value()) if minutes else None

    def _go(self) -> None:
        package = rulesets.load(self.ruleset_id)
        self.code = join_code(secrets.token_bytes(8))
        bot = self.bot_level
        name = self.name_edit.text().strip() or "Host"
        name = name if bot is None else bot_name(name, bot)
        config = HostConfig(package.ruleset, package.database, self.deck(), name,
                            __version__, secrets.token_bytes(32), uuid.uuid4().hex[:12], now_iso(),
                            secrets.token_bytes(32), self.code, self.clock_setting(), self.spectators_box.isChecked(),
                            self.spectator_chat_box.isChecked())  # fmt: skip
        try:
            peer = HostPeer(HostSession(config), "", self.port_box.value(), store=ReplayStore(settings.data_dir()))
        except OSError as error:
            self.say(f"Port {self.port_box.value()} cannot be used ({error.strerror or error}): try another.",
                     problem=True)  # fmt: skip
            return
        table = LanHostTable(peer, bot.key if bot is not None else "", self.bot_pause_ms / 1000)
        self.table = table
        table.joined.connect(self._joined)
        table.started.connect(self._started)
        self._waiting(True)
        self.code_label.setText(f"Join code: {self.code} — tell it to the other player; the game is sealed with it.")
        plays = f" Your bot ({bot.name}) plays your seat." if bot is not None else ""
        self.say(f"Waiting for the other player to join on port {peer.port}…{plays}")
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
        return (
            self.seat_box,
            self.port_box,
            self.clock_box,
            self.increment_box,
            self.spectators_box,
            self.spectator_chat_box,
        )

    def _stop_discovery(self) -> None:
        self._announce_timer.stop()
        if self.announcer is not None:
            self.announcer.close()
            self.announcer = None


def bot_name(name: str, chosen: Level) -> str:
    """The host's name as the guest and spectators see it when the bot plays the seat (at most 64 characters)."""
    suffix = f" (bot, {chosen.name})"
    return name[: 64 - len(suffix)].rstrip() + suffix


def _bot_pause_ms(parent: QWidget | None) -> int:
    """The pause before each bot move the app's settings ask for (the main window's), else the default."""
    chosen = getattr(parent, "settings", None)
    return chosen.bot_pause_ms if isinstance(chosen, Settings) else Settings().bot_pause_ms
