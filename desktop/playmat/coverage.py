"""How much of each player's cards the rules play by themselves, for the player plates (as the start screen says)."""

from __future__ import annotations

from collections import Counter

from desktop.table import Table
from engine.formats.coverage import COVERAGES, Coverage, coverage, coverage_line
from engine.game import Game

NO_COVERAGE = (("", ""), ("", ""))


def coverage_lines(table: Table) -> tuple[tuple[str, str], tuple[str, str]]:
    """Each seat's cards per coverage, short ("76% automated") and whole ("38 automated, 10 manual, 2 unknown (76%
    automated)"); empty where the table holds no whole game (a LAN guest knows only what it sees)."""
    game = getattr(table, "game", None)
    if not isinstance(game, Game):
        return NO_COVERAGE
    database = game.database
    counts: tuple[Counter[Coverage], Counter[Coverage]] = (
        Counter({name: 0 for name in COVERAGES}),
        Counter({name: 0 for name in COVERAGES}),
    )
    for card in game.state.cards.values():
        if card.card_id in database:
            counts[card.owner][coverage(database.get(card.card_id))] += 1
    return (_lines(counts[0]), _lines(counts[1]))


def _lines(counts: Counter[Coverage]) -> tuple[str, str]:
    total = sum(counts.values())
    if not total:
        return ("", "")
    return (f"{round(100 * counts['automated'] / total)}% automated", coverage_line(counts))
