"""Playmat file formats: card sets, decks, deck lists and replays (text in, text out)."""

from engine.formats.cards import (
    CARD_SET_FORMAT,
    CardDatabase,
    CardDefinition,
    CardSet,
    CardSetResult,
    read_card_set,
    write_card_set,
)
from engine.formats.decks import (
    DECK_FORMAT,
    Deck,
    DeckEntry,
    DeckResult,
    format_deck_list,
    parse_deck_list,
    read_deck,
    write_deck,
)
from engine.formats.problems import FormatError, Problem
from engine.formats.replays import (
    REPLAY_FORMAT,
    ChatMessage,
    ReplayHeader,
    ReplayResult,
    ReplayWriter,
    read_replay,
)

__all__ = [
    "CARD_SET_FORMAT",
    "DECK_FORMAT",
    "REPLAY_FORMAT",
    "CardDatabase",
    "CardDefinition",
    "CardSet",
    "CardSetResult",
    "ChatMessage",
    "Deck",
    "DeckEntry",
    "DeckResult",
    "FormatError",
    "Problem",
    "ReplayHeader",
    "ReplayResult",
    "ReplayWriter",
    "format_deck_list",
    "parse_deck_list",
    "read_card_set",
    "read_deck",
    "read_replay",
    "write_card_set",
    "write_deck",
]
