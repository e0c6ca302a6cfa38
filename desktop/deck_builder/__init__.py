"""The deck builder: card browser, deck sections, live validation, statistics, sharing, user decks and card sets."""

from desktop.deck_builder.builder import DeckBuilder

__all__ = ["DeckBuilder"]
