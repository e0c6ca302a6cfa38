"""The lab's results panel: the summary in words, the charts, each card's tallies and every game with its seed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop.deck_builder.charts import BarChart
from desktop.deck_builder.stats import Series
from desktop.lab.charts import CardBar, CardChart, RateBar, RateChart
from desktop.qt import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    Qt,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
    Signal,
)

CARD_COLUMNS = ("Card", "Copies", "Drawn: won", "Drawn: lost", "Played: won", "Played: lost", "Win rate when drawn")
CARD_TIPS = (
    "", "Copies in the deck", "Share of the won games in which a copy was drawn (the opening hand counts)",
    "Share of the lost games in which a copy was drawn", "Share of the won games in which the deck's own move used "
    "a copy from the hand (played it, or put it into the clock or the energy)",
    "Share of the lost games in which the deck's own move used a copy from the hand",
    "Wins out of the games in which a copy was drawn",
)  # fmt: skip
GAME_COLUMNS = ("Game", "Seed", "Opponent", "Deck sat as", "Went", "Result", "Turns", "Actions", "How it ended")
MAX_ROWS = 2_000
"""The games table lists at most this many games (those that failed or did not finish first); the report has all."""
RESULT_WORDS = {"won": "Won", "lost": "Lost", "draw": "Draw", "unfinished": "Unfinished", "error": "Engine error"}


def _percent(value: float) -> str:
    return f"{100 * value:.1f} %"


def _rate_words(rate: Mapping[str, Any]) -> str:
    if not rate["games"]:
        return "no games"
    return (f"<b>{_percent(rate['rate'])}</b> ({rate['wins']} of {rate['games']}; 95 %: {_percent(rate['low'])} to "
            f"{_percent(rate['high'])})")  # fmt: skip


def summary_text(data: Mapping[str, Any]) -> str:
    """The report in a few lines of rich text."""
    length = data["length"]
    stopped = f" Stopped after {data['played']} of {data['planned']} games." if data["cancelled"] else ""
    problems = []
    if data["unfinished"]:
        problems.append(f"{data['unfinished']} unfinished (too long)")
    if data["errors"]:
        problems.append(f"{data['errors']} stopped by an engine error (listed under Games)")
    return (
        f"<b>{data['deck']}</b> won {_rate_words(data['win_rate'])} over {data['played']} games "
        f"in {data['seconds']:.1f} s on {data['workers']} process{'es' if data['workers'] > 1 else ''}.{stopped}<br>"
        f"Going first: {_rate_words(data['going_first'])}. Going second: {_rate_words(data['going_second'])}.<br>"
        f"Games last {length['mean_turns']} turns on average (median {length['median_turns']}, "
        f"{length['min_turns']} to {length['max_turns']}), {length['mean_actions']} actions."
        + (f"<br>{'; '.join(problems)}." if problems else "")
    )


def _item(text: str, number: float | None = None) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    if number is not None:  # sorts by the number, not the text
        item.setData(Qt.ItemDataRole.UserRole, number)
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
    return item


def _table(columns: tuple[str, ...]) -> QTableWidget:
    table = QTableWidget(0, len(columns))
    table.setHorizontalHeaderLabels(list(columns))
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.verticalHeader().setVisible(False)
    table.verticalHeader().setDefaultSectionSize(24)
    table.setWordWrap(False)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(True)
    return table


class LabResults(QWidget):
    """Shows a lab report (its JSON data). Signals `open_game(index)` when a game is to be opened as a replay."""

    open_game = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.summary = QLabel("Choose the decks and bots, then Run: the results show here.")
        self.summary.setObjectName("labSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.summary)
        charts = QHBoxLayout()
        self.rates = RateChart()
        self.length = BarChart()
        charts.addWidget(self.rates, 3)
        charts.addWidget(self.length, 2)
        layout.addLayout(charts, 2)
        self.tabs = QTabWidget()
        cards = QWidget()
        card_layout = QHBoxLayout(cards)
        self.card_chart = CardChart()
        self.card_table = _table(CARD_COLUMNS)
        for column, tip in enumerate(CARD_TIPS):
            header = self.card_table.horizontalHeaderItem(column)
            if header is not None and tip:
                header.setToolTip(tip)
        card_layout.addWidget(self.card_chart, 2)
        card_layout.addWidget(self.card_table, 3)
        self.tabs.addTab(cards, "Cards")
        games = QWidget()
        game_layout = QVBoxLayout(games)
        self.game_table = _table(GAME_COLUMNS)
        self.game_table.setObjectName("labGames")
        self.game_table.cellDoubleClicked.connect(lambda row, _column: self._open(row))
        game_layout.addWidget(self.game_table)
        self.open_button = QPushButton("Open as replay")
        self.open_button.setObjectName("labOpenReplay")
        self.open_button.setToolTip("Play the chosen game again from its seed and watch it in the replay viewer")
        self.open_button.clicked.connect(lambda: self._open(self.game_table.currentRow()))
        game_layout.addWidget(self.open_button, 0, Qt.AlignmentFlag.AlignRight)
        self.tabs.addTab(games, "Games")
        layout.addWidget(self.tabs, 3)
        self.data: Mapping[str, Any] | None = None
        self.shown_games: list[Mapping[str, Any]] = []

    def show_report(self, data: Mapping[str, Any]) -> None:
        self.data = data
        self.summary.setText(summary_text(data))
        bars = [RateBar.of("All games", data["win_rate"]), RateBar.of("Going first", data["going_first"]),
                RateBar.of("Going second", data["going_second"])]  # fmt: skip
        if len(data["opponents"]) > 1:
            bars.extend(RateBar.of(f"vs {row['deck']}", row) for row in data["opponents"])
        self.rates.show_rates(bars)
        turns = data["length"]["turns"]
        steps = range(int(min(turns, key=int)), int(max(turns, key=int)) + 1) if turns else range(0)
        self.length.show_series(Series("Game length in turns", tuple((str(t), turns.get(str(t), 0)) for t in steps)))
        self._show_cards(data["cards"])
        self._show_games(data["games"])

    def _show_cards(self, rows: list[Mapping[str, Any]]) -> None:
        self.card_chart.show_cards(
            "Share of won and lost games each card was drawn in",
            [CardBar(row["name"], row["drawn_won_share"], row["drawn_lost_share"]) for row in rows],
        )
        table = self.card_table
        table.setSortingEnabled(False)
        table.setRowCount(len(rows))
        for number, row in enumerate(rows):
            when = row["win_rate_when_drawn"]
            cells = [
                _item(f"{row['name']} ({row['card']})"), _item(str(row["copies"]), row["copies"]),
                _item(_percent(row["drawn_won_share"]), row["drawn_won_share"]),
                _item(_percent(row["drawn_lost_share"]), row["drawn_lost_share"]),
                _item(_percent(row["played_won_share"]), row["played_won_share"]),
                _item(_percent(row["played_lost_share"]), row["played_lost_share"]),
                _item(_percent(when["rate"]) if when["games"] else "\u2013", when["rate"]),
            ]  # fmt: skip
            for column, cell in enumerate(cells):
                table.setItem(number, column, cell)

    def _show_games(self, games: list[Mapping[str, Any]]) -> None:
        troubled = [game for game in games if game["result"] in ("error", "unfinished")]
        rows = (troubled + [game for game in games if game["result"] not in ("error", "unfinished")])[:MAX_ROWS]
        self.shown_games = rows
        self.tabs.setTabText(1, f"Games ({len(rows):,} of {len(games):,})" if len(rows) < len(games) else "Games")
        table = self.game_table
        table.setRowCount(len(rows))
        for number, row in enumerate(rows):
            went = "\u2013" if row["first"] is None else "first" if row["first"] else "second"
            cells = [
                _item(str(row["index"] + 1), row["index"] + 1), _item(row["seed"]), _item(row["opponent"]),
                _item(f"Player {row['seat'] + 1}"), _item(went), _item(RESULT_WORDS.get(row["result"], row["result"])),
                _item(str(row["turns"]), row["turns"]), _item(str(row["actions"]), row["actions"]),
                _item(row["reason"]),
            ]  # fmt: skip
            for column, cell in enumerate(cells):
                table.setItem(number, column, cell)
        if rows:
            table.selectRow(0)

    def _open(self, row: int) -> None:
        if 0 <= row < len(self.shown_games):
            self.open_game.emit(self.shown_games[row]["index"])
