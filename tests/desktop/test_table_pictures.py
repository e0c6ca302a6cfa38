"""The table draws a card again when its downloaded picture arrives, and the seat's plate says how much of its deck
the rules play by themselves (the start screen's coverage line)."""

from __future__ import annotations

from collections import Counter

from desktop import rulesets
from desktop.qt import QColor, QImage
from engine.formats.coverage import coverage, coverage_line, deck_coverage
from engine.ids import PlayerId

from .gestures import game_at, my_turn_to, show

ME = PlayerId(0)


def _centre(pixmap) -> str:
    image = pixmap.toImage()
    return image.pixelColor(image.width() // 2, image.height() // 2).name()


def test_a_card_on_the_table_is_drawn_again_when_its_picture_arrives(qtbot, window):
    game = game_at("one-piece", lambda g: my_turn_to(g, "attack"))
    screen = show(window, game)
    scene = screen.scene
    item = next(i for i in scene.cards.values() if i.zone.owner == ME and i.zone.name == "leader")
    card_id = item.card.card_id
    assert _centre(item.picture) != "#ff0000"
    downloads = scene.context.images.downloads
    picture = QImage(60, 84, QImage.Format.Format_RGB32)
    picture.fill(QColor("#ff0000"))
    downloads.folder.mkdir(parents=True, exist_ok=True)
    assert picture.save(str(downloads.path(card_id)), "PNG")
    downloads.arrived.emit(card_id)  # as the downloader says when the file is in
    qtbot.waitUntil(lambda: _centre(screen.scene.cards[item.iid].picture) == "#ff0000", timeout=5000)
    redrawn = screen.scene.cards[item.iid]
    assert redrawn.scene() is screen.scene and redrawn.zone == item.zone
    others = [i for i in screen.scene.cards.values() if i.card.card_id != card_id and i.card.card_id is not None]
    assert all(_centre(i.picture) != "#ff0000" for i in others), "only that card's items changed"


def test_the_seats_plate_says_how_much_of_its_deck_the_rules_play(qtbot, window):
    game = game_at("weiss-schwarz", lambda g: my_turn_to(g, "attack"))
    screen = show(window, game)
    plates = screen.scene.table.plates
    mine, theirs = plates[ME], plates[PlayerId(1)]
    database = game.database
    counts = deck_coverage(_deck(game, ME), database)
    assert counts == _counts(game, ME)
    share = round(100 * counts["automated"] / sum(counts.values()))
    assert mine.coverage == f"{share}% automated"
    assert mine.toolTip().endswith(f"Your deck: {coverage_line(counts)}.")
    assert "Manual: the game pauses at the effect's timing" in mine.toolTip(), "the plate says what its words mean"
    assert theirs.coverage == "" and theirs.toolTip() == "", "the opponent's deck is theirs to know"


def _counts(game, player):
    found = Counter({"automated": 0, "manual": 0, "unknown": 0})
    for card in game.state.cards.values():
        if card.owner == player and card.card_id in game.database:
            found[coverage(game.database.get(card.card_id))] += 1
    return found


def _deck(game, player):
    """The deck the seat started with, as the start screen would read it."""
    package = rulesets.load("weiss-schwarz")
    names = sorted(package.decks)
    return package.decks[names[0] if player == ME else names[-1]]
