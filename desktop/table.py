"""Tables, as the UI imports them: the interface, the snapshot it sends, the local table and the bot seats.

They live in `desktop.tables` (one module per concept); this module keeps `from desktop.table import ...` working.
"""

from desktop.tables.bots import BotWorker, heuristic_bots, random_bots
from desktop.tables.interface import Seat, Snapshot, Table
from desktop.tables.local import LocalTable

__all__ = ["BotWorker", "LocalTable", "Seat", "Snapshot", "Table", "heuristic_bots", "random_bots"]
