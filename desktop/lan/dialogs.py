"""Host and join dialogs: pick a game, a deck and a port, a turn clock and spectators (host) or an address or an
announced game (guest, or a spectator with Watch); each hands over a ready LAN table (`table_ready(LanTable)`) once
the game has started, for the main window's game screen."""

from __future__ import annotations

from desktop.lan.host_dialog import HostDialog
from desktop.lan.join_dialog import JoinDialog

__all__ = ["HostDialog", "JoinDialog"]
