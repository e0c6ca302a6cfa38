"""The start screen tells, for each deck, how much of it the rules engine plays by itself (its coverage)."""

from desktop.qt import Qt
from desktop.start import StartScreen


def test_each_deck_in_the_pickers_shows_its_coverage(qtbot, playmat_home):
    screen = StartScreen()
    qtbot.addWidget(screen)
    screen.choose("one-piece")
    box = screen.deck_boxes[0]
    assert box.count() >= 2
    tips = [box.itemData(index, Qt.ItemDataRole.ToolTipRole) for index in range(box.count())]
    assert all(tip.startswith("Coverage: ") and "automated" in tip and "unknown" in tip for tip in tips)
