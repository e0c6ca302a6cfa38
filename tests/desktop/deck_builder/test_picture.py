"""Sharing a deck as a picture: a starter deck drawn offscreen as a PNG, one tile per card with its count, copied
to the clipboard with a real click, and saved as a file that reads back."""

from __future__ import annotations

import pytest

from desktop.deck_builder.picture import BACKGROUND, COUNT_STRIP, MOST_TILES, TILE, DeckPicture, deck_picture
from desktop.qt import QGuiApplication, QImage, Qt
from engine.formats.decks import Deck, DeckEntry
from tests.desktop.conftest import SCREENSHOTS, screenshot

STARTERS = {
    "one-piece": "Crimson Gale Rush",
    "energio": "Skyforge Storm",
    "weiss-schwarz": "Lantern Festival",
    "battle-spirits-saga": "Crimson Dusk Rush",
    "dragon-ball-super": "Ember Rush",
}


def distinct_cards(deck: Deck) -> dict[tuple[str, str], int]:
    counts: dict[tuple[str, str], int] = {}
    for section, entries in deck.sections.items():
        for entry in entries:
            counts[section, entry.card] = counts.get((section, entry.card), 0) + entry.count
    return counts


def open_starter(open_builder, ruleset_id):
    builder = open_builder(ruleset_id)
    names = [choice.name for choice in builder.choices]
    name = next(choice for choice in names if STARTERS[ruleset_id].casefold() in choice.casefold())
    builder.open_deck_named(name)
    assert builder.draft.total() > 0
    return builder


def assert_tiles_drawn(picture: DeckPicture, deck: Deck) -> None:
    """One tile per distinct card of each section, with the deck's counts, each showing a face (not background)."""
    counts = distinct_cards(deck)
    assert len(picture.tiles) == len(counts)
    assert sum(tile.count for tile in picture.tiles) == sum(counts.values())
    assert sorted((tile.card_id, tile.count) for tile in picture.tiles) == sorted(
        (card, count) for (_, card), count in counts.items()
    )
    image = picture.image
    for tile in picture.tiles:
        assert (tile.rect.width(), tile.rect.height()) == TILE
        assert image.rect().contains(tile.rect)
        face = image.pixelColor(tile.rect.center())
        assert face.rgb() != BACKGROUND.rgb(), tile.card_id
        under = tile.rect.translated(0, TILE[1]).adjusted(0, 0, 0, COUNT_STRIP - TILE[1])
        xs, ys = range(under.left(), under.right()), range(under.top(), under.bottom())
        inked = {image.pixel(x, y) for x in xs for y in ys}
        assert inked - {BACKGROUND.rgb()}, f"no count under {tile.card_id}"
    rects = [tile.rect for tile in picture.tiles]
    assert not any(a.intersects(b) for n, a in enumerate(rects) for b in rects[n + 1 :])  # no tile covers another


@pytest.mark.parametrize("ruleset_id", sorted(STARTERS))
def test_a_starter_deck_as_a_picture_has_a_tile_per_card_with_its_count(open_builder, ruleset_id):
    builder = open_starter(open_builder, ruleset_id)
    picture = builder.deck_picture()
    deck = builder.draft.to_deck()
    assert_tiles_drawn(picture, deck)
    width, height = picture.image.width(), picture.image.height()
    assert width >= 5 * TILE[0] and height > 2 * TILE[1]
    assert width <= 10 * (TILE[0] + 10) + 60  # at most ten cards a row, as deck sites show a list


def test_copy_picture_puts_an_image_on_the_clipboard_and_save_writes_a_png(open_builder, qtbot, tmp_path):
    builder = open_starter(open_builder, "one-piece")
    dialog = builder.open_transfer()
    qtbot.waitExposed(dialog)
    QGuiApplication.clipboard().setText("not a picture")
    qtbot.mouseClick(dialog.copy_picture_button, Qt.MouseButton.LeftButton)
    copied = QGuiApplication.clipboard().image()
    expected = builder.deck_picture().image
    assert not copied.isNull()
    assert (copied.width(), copied.height()) == (expected.width(), expected.height())
    assert copied.convertToFormat(QImage.Format.Format_RGB32) == expected.convertToFormat(QImage.Format.Format_RGB32)
    assert "Copied a picture of the deck" in dialog.result_label.text()
    # The text export is still there beside it.
    assert dialog.text.toPlainText().startswith("1x")

    path = tmp_path / "shared" / "deck.png"
    dialog.save_picture(path)
    assert dialog.result_label.text() == "Saved the picture as deck.png."
    again = QImage(str(path))
    assert (again.width(), again.height()) == (expected.width(), expected.height())
    blocked = tmp_path / "a-file"
    blocked.write_text("in the way")
    dialog.save_picture(blocked / "deck.png")  # its folder cannot be made: a file has that name
    assert dialog.result_label.text().startswith("Could not save deck.png")
    screenshot(dialog, "deck-builder-export-picture")
    SCREENSHOTS.mkdir(exist_ok=True)
    assert expected.save(str(SCREENSHOTS / "deck-picture-one-piece.png"))


def test_an_unknown_card_and_a_long_name_are_drawn_in_words(open_builder):
    builder = open_builder("one-piece")
    deck = Deck(
        ruleset="one-piece",
        name="A deck whose name is far too long to fit on one line of the picture, however wide it is",
        sections={"leader": (DeckEntry(card="PM1-L01", count=1),), "main": (DeckEntry(card="PM9-999", count=4),)},
    )
    picture = deck_picture(deck, builder.package.database, builder.images.face, "ONE PIECE Card Game")
    assert [(tile.card_id, tile.count) for tile in picture.tiles] == [("PM1-L01", 1), ("PM9-999", 4)]
    assert_tiles_drawn(picture, deck)


def test_a_deck_of_very_many_different_cards_shows_the_first_ones_and_says_how_many_more(open_builder):
    builder = open_builder("one-piece")
    entries = tuple(DeckEntry(card=f"X-{number:03d}", count=1) for number in range(MOST_TILES + 30))
    deck = Deck(ruleset="one-piece", name="Everything", sections={"main": entries})
    picture = deck_picture(deck, builder.package.database, builder.images.face, "ONE PIECE Card Game")
    assert len(picture.tiles) == MOST_TILES and picture.left_out == 30
    assert picture.image.height() < 14 * (TILE[1] + COUNT_STRIP + 10) + 200
