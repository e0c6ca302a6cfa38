"""The large preview of the card last selected in the browser or the deck, with its facts beneath."""

from __future__ import annotations

from desktop.cards.images import PREVIEW_SIZE, CardImages
from desktop.deck_builder.search import display_word
from desktop.panels import CardPreview
from desktop.qt import QLabel, QSizePolicy, QVBoxLayout, QWidget
from engine.formats.cards import CardDatabase, CardDefinition
from engine.formats.coverage import coverage

COVERAGE_WORDS = {
    "automated": "Played by the rules engine.",
    "manual": "Resolved by hand: a window opens at the timing its text prints.",
    "unknown": "Resolved by hand: no timing was found in its text (a window opens when it is played).",
}


class FacePreview(CardPreview):
    """The game screen's preview, fed a printed card instead of a card on the table."""

    def show_definition(self, card: CardDefinition) -> None:
        self.card_id = card.id
        self._pixmap = self.images.face(card, PREVIEW_SIZE)
        self._rescale()


def card_facts(card: CardDefinition) -> str:
    """The card's numbers and words in a few short lines (its rules text is on the face)."""
    first = [display_word(card.category), *(display_word(colour) for colour in card.colors)]
    if card.cost is not None:
        first.append(f"cost {card.cost}")
    if card.power is not None:
        first.append(f"power {card.power}")
    lines = [f"{card.id}  ·  set {card.set_id}" if card.set_id else card.id, "  ·  ".join(first)]
    if card.traits:
        lines.append("Traits: " + ", ".join(card.traits))
    if card.keywords:
        lines.append("Keywords: " + ", ".join(display_word(word) for word in card.keywords))
    stats = []
    for key in sorted(card.stats):
        value = card.stats[key]
        shown = ", ".join(value) if isinstance(value, list) else str(value)
        if shown:
            stats.append(f"{display_word(key)} {shown}")
    if stats:
        lines.append("  ·  ".join(stats))
    lines.append(COVERAGE_WORDS[coverage(card)])
    if len(card.arts) > 1:
        lines.append(f"{len(card.arts)} printings: " + ", ".join(art.print_id for art in card.arts))
    if not card.automated:
        lines.append("Resolved by hand in play.")
    return "\n".join(lines)


class DeckPreview(QWidget):
    def __init__(self, database: CardDatabase, images: CardImages, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.face = FacePreview(database, images)
        self.face.setText("Select a card to see it here")
        self.facts = QLabel()
        self.facts.setObjectName("cardFacts")
        self.facts.setWordWrap(True)
        self.facts.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        layout.addWidget(self.face, 1)
        layout.addWidget(self.facts)
        self.card: CardDefinition | None = None

    def show_definition(self, card: CardDefinition) -> None:
        self.card = card
        self.face.show_definition(card)
        self.facts.setText(card_facts(card))
