"""The join dialog's list of games heard on the LAN: it listens for announcements and refreshes as games come and go."""

from __future__ import annotations

from collections.abc import Callable

from desktop.lan.discovery import AnnouncedGame, DiscoverySettings, GameListener
from desktop.qt import QLabel, QListWidget, QListWidgetItem, Qt, QTimer, QVBoxLayout, QWidget, Signal

LISTEN_POLL_MS = 250
"""How often the list reads the announcements that arrived."""

Describe = Callable[[AnnouncedGame], str]


class AnnouncedGamesList(QWidget):
    """The games announced on the LAN, with a hint under them. Signals: `picked(AnnouncedGame)` when one is selected,
    `chosen(AnnouncedGame)` when one is double-clicked (or activated with Enter).

    If the discovery port cannot be opened, the list is hidden and the hint says to type the host's address."""

    picked = Signal(object)
    chosen = Signal(object)

    def __init__(self, discovery: DiscoverySettings, describe: Describe, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.describe = describe
        self.list = QListWidget()
        self.list.setObjectName("lanGames")
        self.list.setMinimumHeight(90)
        self.list.setMaximumHeight(150)
        self.hint = QLabel()
        self.hint.setObjectName("note")
        self.hint.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.list)
        layout.addWidget(self.hint)
        self.list.currentItemChanged.connect(self._picked)
        self.list.itemActivated.connect(self._chosen)
        self.listener: GameListener | None = None
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.listen)
        try:
            self.listener = GameListener(discovery.bind, discovery.port)
        except OSError as error:
            self.list.hide()
            self.hint.setText(f"Games on the LAN cannot be listed here (UDP port {discovery.port}: "
                              f"{error.strerror or error}): type the host's address.")  # fmt: skip
            return
        self.refresh()
        self._timer.start(LISTEN_POLL_MS)

    @property
    def games(self) -> list[AnnouncedGame]:
        return self.listener.games if self.listener is not None else []

    def listen(self) -> None:
        """Read what arrived; refresh the list if it changed."""
        if self.listener is not None and self.listener.poll():
            self.refresh()

    def refresh(self) -> None:
        """Show the games heard, keeping the selected one selected while it is still announced."""
        selected = _game_of(self.list.currentItem())
        self.list.blockSignals(True)
        self.list.clear()
        for game in self.games:
            item = QListWidgetItem(self.describe(game))
            item.setData(Qt.ItemDataRole.UserRole, game)
            item.setToolTip(f"Game {game.announcement.game_id} at {game.address}")
            self.list.addItem(item)
            if selected is not None and selected.key == game.key:
                self.list.setCurrentItem(item)
        self.list.blockSignals(False)
        if self.games:
            self.hint.setText("Pick a game to fill in its address, or double-click it to join.")
        else:
            self.hint.setText("Listening for games announced on the LAN… You can also type the host's address.")

    def stop(self) -> None:
        """Stop listening and release the port."""
        self._timer.stop()
        if self.listener is not None:
            self.listener.close()
            self.listener = None

    def _picked(self, item: QListWidgetItem | None, _previous: QListWidgetItem | None = None) -> None:
        game = _game_of(item)
        if game is not None:
            self.picked.emit(game)

    def _chosen(self, item: QListWidgetItem | None) -> None:
        game = _game_of(item)
        if game is not None:
            self.chosen.emit(game)


def _game_of(item: QListWidgetItem | None) -> AnnouncedGame | None:
    game = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
    return game if isinstance(game, AnnouncedGame) else None
