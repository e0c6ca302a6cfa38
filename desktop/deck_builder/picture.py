"""A deck as one picture to share: each card's face once with its count, section by section, as deck sites show."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from desktop.deck_builder.draft import section_label
from desktop.deck_builder.search import TIMES
from desktop.qt import QColor, QFont, QFontMetricsF, QImage, QPainter, QPixmap, QRect, QRectF, Qt
from engine.formats.cards import CardDatabase, CardDefinition
from engine.formats.decks import Deck
from engine.words import plural

TILE = (150, 210)
"""A card's face in the picture (pixels): big enough to read its name and numbers."""
GAP = 10
MARGIN = 24
MOST_COLUMNS = 10
FEWEST_COLUMNS = 5
MOST_TILES = 120
"""A deck of more different cards shows its first 120 and says how many more (a picture stays a few megabytes)."""
HEADER = 78
SECTION_TITLE = 40
FOOTER = 30
BACKGROUND = QColor("#161a21")
TITLE_INK = QColor("#f0f2f5")
NOTE_INK = QColor("#9aa4b2")
COUNT_STRIP = 32
"""The count goes under the card, where it hides none of the card's numbers."""
COUNT_INK = QColor("#ffd166")

Faces = Callable[[CardDefinition, tuple[int, int]], QPixmap]
"""Where a card's face comes from: the builder's CardImages.face (the player's own art, downloads or drawn)."""


@dataclass(frozen=True)
class Tile:
    """One card in the picture: which, how many, and where (for tests and for anyone reading the layout)."""

    card_id: str
    count: int
    rect: QRect


@dataclass(frozen=True)
class DeckPicture:
    image: QImage
    tiles: tuple[Tile, ...]
    left_out: int = 0  # different cards not drawn (past MOST_TILES)

    def save(self, path: Path) -> str:
        """Write the PNG; returns what to tell the player (saved, or why not, in words)."""
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            return (
                f"Could not save {path.name}: the folder {path.parent.name} cannot be made ({error.strerror or error})."
            )
        if not self.image.save(str(path), "PNG"):  # type: ignore[call-overload]  # the stubs want bytes
            return f"Could not save {path.name}: the folder may be read-only or the disk full."
        return f"Saved the picture as {path.name}."


def _font(pixels: int, bold: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(pixels)
    font.setBold(bold)
    return font


def _known(database: CardDatabase, card_id: str) -> CardDefinition | None:
    return database.get(card_id) if card_id in database else None


def _order(card: CardDefinition | None, card_id: str) -> tuple[str, int, str]:
    """Within a section: by category, then cost, then card number (a card the set does not know goes last)."""
    if card is None:
        return ("\uffff", 0, card_id)
    return (card.category, -1 if card.cost is None else card.cost, card_id)


def deck_picture(deck: Deck, database: CardDatabase, faces: Faces, game: str) -> DeckPicture:
    """The deck drawn as a PNG-ready image: a title line, then each section's cards in rows with their counts."""
    sections: list[tuple[str, list[tuple[str, int]]]] = []
    room, left_out = MOST_TILES, 0
    for name, entries in deck.sections.items():
        counts: dict[str, int] = {}
        for entry in entries:
            counts[entry.card] = counts.get(entry.card, 0) + entry.count
        ordered = sorted(counts.items(), key=lambda item: _order(_known(database, item[0]), item[0]))
        left_out += max(0, len(ordered) - room)
        ordered = ordered[:room]
        room -= len(ordered)
        if ordered:
            sections.append((name, ordered))
    widest = max((len(cards) for _, cards in sections), default=1)
    columns = max(FEWEST_COLUMNS, min(MOST_COLUMNS, widest))
    width = 2 * MARGIN + columns * TILE[0] + (columns - 1) * GAP
    height = HEADER + FOOTER + MARGIN
    for _, cards in sections:
        rows = -(-len(cards) // columns)
        height += SECTION_TITLE + rows * (TILE[1] + COUNT_STRIP) + (rows - 1) * GAP + GAP
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(BACKGROUND)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    total = sum(entry.count for entries in deck.sections.values() for entry in entries)
    painter.setPen(TITLE_INK)
    painter.setFont(_font(28, bold=True))
    title = QFontMetricsF(painter.font()).elidedText(deck.name, Qt.TextElideMode.ElideRight, width - 2 * MARGIN)
    painter.drawText(QRectF(MARGIN, 14, width - 2 * MARGIN, 36), int(Qt.AlignmentFlag.AlignLeft), title)
    painter.setPen(NOTE_INK)
    painter.setFont(_font(16))
    painter.drawText(
        QRectF(MARGIN, 50, width - 2 * MARGIN, 22), int(Qt.AlignmentFlag.AlignLeft), f"{game} · {plural(total, 'card')}"
    )
    tiles: list[Tile] = []
    top = HEADER
    for name, cards in sections:
        painter.setPen(TITLE_INK)
        painter.setFont(_font(20, bold=True))
        label = f"{section_label(name, database)} ({sum(count for _, count in cards)})"
        painter.drawText(QRectF(MARGIN, top + 6, width - 2 * MARGIN, 28), int(Qt.AlignmentFlag.AlignLeft), label)
        top += SECTION_TITLE
        for number, (card_id, count) in enumerate(cards):
            row, column = divmod(number, columns)
            rect = QRect(MARGIN + column * (TILE[0] + GAP), top + row * (TILE[1] + COUNT_STRIP + GAP), *TILE)
            _draw_tile(painter, rect, _known(database, card_id), card_id, count, faces)
            tiles.append(Tile(card_id, count, rect))
        rows = -(-len(cards) // columns)
        top += rows * (TILE[1] + COUNT_STRIP) + (rows - 1) * GAP + GAP
    painter.setPen(NOTE_INK)
    painter.setFont(_font(13))
    footer = QRectF(MARGIN, height - FOOTER, width - 2 * MARGIN, 22)
    painter.drawText(footer, int(Qt.AlignmentFlag.AlignRight), "Shared from Playmat")
    if left_out:
        more = f"and {plural(left_out, 'more different card')}: the text export lists them all"
        painter.drawText(footer, int(Qt.AlignmentFlag.AlignLeft), more)
    painter.end()
    return DeckPicture(image, tuple(tiles), left_out)


def _draw_tile(
    painter: QPainter, rect: QRect, card: CardDefinition | None, card_id: str, count: int, faces: Faces
) -> None:
    if card is not None:
        painter.drawPixmap(rect, faces(card, TILE))
    else:  # a card this set does not know: its number, so the list still reads right
        painter.setPen(NOTE_INK)
        painter.setBrush(QColor("#2a303a"))
        painter.drawRoundedRect(QRectF(rect), 8, 8)
        painter.setFont(_font(15, bold=True))
        flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
        painter.drawText(QRectF(rect.adjusted(8, 8, -8, -8)), flags, f"{card_id}\n(unknown card)")
    label = QRectF(rect.left(), rect.bottom() + 1, rect.width(), COUNT_STRIP)
    painter.setPen(COUNT_INK)
    painter.setFont(_font(22, bold=True))
    painter.drawText(label, int(Qt.AlignmentFlag.AlignCenter), f"{TIMES}{count}")
