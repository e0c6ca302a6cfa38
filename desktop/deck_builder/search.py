"""Card search for the deck builder: words over name, text and number that forgive typos, ranked, and facet filters."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

from rapidfuzz import process
from rapidfuzz.distance import OSA

from engine.formats.cards import CardDatabase, CardDefinition

ANY = ""
"""The filter value that lets every card through."""
TIMES = "\u00d7"
"""The multiplication sign of copies ("4 times"), written as an escape so no one mistakes it for an x."""


def _stat(key: str) -> Callable[[CardDefinition], tuple[str, ...]]:
    def values(card: CardDefinition) -> tuple[str, ...]:
        value = card.stats.get(key)
        if value is None or isinstance(value, bool):
            return ()
        return tuple(value) if isinstance(value, list) else (str(value),)

    return values


def _number(value: int | None) -> tuple[str, ...]:
    return () if value is None else (str(value),)


def display_word(value: str) -> str:
    """A word as players read it: "double_attack" → "Double Attack"; words with capitals stay as written."""
    return value.replace("_", " ").title() if value.islower() else value


@dataclass(frozen=True)
class Facet:
    """One way to filter cards: a label and the values a card has for it (a card may have several)."""

    key: str
    label: str
    values: Callable[[CardDefinition], tuple[str, ...]]
    show: Callable[[str], str] = str

    def options(self, cards: Iterable[CardDefinition]) -> list[str]:
        """Every value some card has, numbers in numeric order, words alphabetically."""
        found = {value for card in cards for value in self.values(card)}
        numeric = all(value.lstrip("-").isdigit() for value in found)
        return sorted(found, key=lambda value: (int(value), value) if numeric else (0, value.casefold()))


FACETS: tuple[Facet, ...] = (
    Facet("category", "Category", lambda card: (card.category,), display_word),
    Facet("color", "Colour", lambda card: card.colors, display_word),
    Facet("cost", "Cost", lambda card: _number(card.cost)),
    Facet("level", "Level", _stat("level")),
    Facet("power", "Power", lambda card: _number(card.power)),
    Facet("trait", "Trait", lambda card: card.traits),
    Facet("keyword", "Keyword", lambda card: card.keywords, display_word),
    Facet("set", "Set", lambda card: (card.set_id,) if card.set_id else ()),
)


def facets_for(database: CardDatabase) -> list[Facet]:
    """The facets that tell some of the database's cards apart (a facet no card has is left out)."""
    cards = database.cards()
    return [facet for facet in FACETS if facet.options(cards)]


@dataclass(frozen=True)
class CardQuery:
    """What the player asked for: words to find, and a chosen value per facet key (ANY for no filter)."""

    text: str = ""
    filters: Mapping[str, str] = field(default_factory=dict)

    def passes_filters(self, card: CardDefinition, facets: Iterable[Facet] = FACETS) -> bool:
        for facet in facets:
            chosen = self.filters.get(facet.key, ANY)
            if chosen != ANY and chosen not in facet.values(card):
                return False
        return True


def search(database: CardDatabase, query: CardQuery, facets: Iterable[Facet] = FACETS) -> list[CardDefinition]:
    """The matching cards, best first (see SearchIndex); a browser keeps its index instead of calling this."""
    return SearchIndex(database).search(query, facets)


# Ranking. A word of the query finds a card in one of these ways, best first; a card is listed when every word
# finds it, ranked by the worst way one of its words found it, then by the sum, then Leaders first (the card a
# deck is built around), then by card number.
WHOLE = 0  # the whole query is the card's name or number ("DON!!" lists the DON!! card first)
CATEGORY = 1  # the word names the card's category ("leader", "leaders", "Climax")
NAME_WORD = 1  # the word is a word of the name, or the card number
IN_NAME = 2  # the word is part of the name or the card number
IN_TEXT = 3  # the word is part of the text or a trait
NEAR_NAME = 4  # a typo of a word of the name ("cptain", "Captian")
NEAR_TEXT = 5  # a typo of a word of the text or a trait

LEADER = "leader"
"""The category listed first among equally good matches (an empty search lists a game's Leaders first)."""

_TOKEN = re.compile(r"[^\W_]+(?:['\u2019][^\W_]+)*")
"""Words of a name or text: letters and digits, an apostrophe inside a word kept ("Giant's")."""


def tokens(text: str) -> tuple[str, ...]:
    return tuple(_TOKEN.findall(text.casefold()))


def typos_allowed(word: str) -> int:
    """Edits forgiven in a word: none below four letters (too many short words are one edit apart), one up to
    seven letters, two from eight. A swap of two neighbouring letters ("Captian") counts as one edit."""
    return 0 if len(word) < 4 else 1 if len(word) < 8 else 2


@dataclass(frozen=True)
class _Entry:
    card: CardDefinition
    name: str
    number: str
    text: str
    name_words: frozenset[str]
    text_words: frozenset[str]
    categories: frozenset[str]


class SearchIndex:
    """A database's cards prepared for search, forgiving typos through RapidFuzz's edit distance (OSA: insertions,
    deletions, substitutions and swaps of neighbours). A word that is a whole word of some card is not looked up by
    typo, so a correct word never drags in near-misses ("card" does not list "hard"); a part of a word ("boun")
    is, and its near-misses are listed after the cards that contain it."""

    def __init__(self, database: CardDatabase) -> None:
        self.entries: list[_Entry] = []
        vocabulary: set[str] = set()
        for card in database.cards():
            extra = " ".join((*card.traits, *(display_word(word) for word in card.keywords)))
            entry = _Entry(
                card=card,
                name=card.name.casefold(),
                number=card.id.casefold(),
                text=f"{card.text}\n{extra}".casefold(),
                name_words=frozenset(tokens(card.name)),
                text_words=frozenset(tokens(f"{card.text} {extra}")),
                categories=frozenset(_category_words(card.category)),
            )
            self.entries.append(entry)
            vocabulary |= entry.name_words | entry.text_words | entry.categories
        self.words = frozenset(vocabulary)
        self.vocabulary = sorted(vocabulary)

    def search(self, query: CardQuery, facets: Iterable[Facet] = FACETS) -> list[CardDefinition]:
        chosen = tuple(facets)
        words = query.text.casefold().split()
        whole = query.text.strip().casefold()
        near = {word: self._near(word) for word in words if not self._found_as_written(word)}
        ranked: list[tuple[int, int, int, int, CardDefinition]] = []
        for number, entry in enumerate(self.entries):
            if not query.passes_filters(entry.card, chosen):
                continue
            ranks = [_rank(entry, word, near.get(word, frozenset())) for word in words]
            if None in ranks:
                continue
            found = [rank for rank in ranks if rank is not None]
            best = WHOLE if whole and whole in (entry.name, entry.number) else max(found, default=WHOLE)
            leader = 0 if entry.card.category == LEADER else 1
            ranked.append((best, sum(found), leader, number, entry.card))
        ranked.sort(key=lambda row: row[:4])
        return [row[4] for row in ranked]

    def _found_as_written(self, word: str) -> bool:
        """The word is a whole word of some card, or a category or card number: it is not a typo."""
        return word in self.words or any(word in entry.categories or word == entry.number for entry in self.entries)

    def _near(self, word: str) -> frozenset[str]:
        """The words of the cards one or two typos away from the word (see typos_allowed)."""
        allowed = typos_allowed(word)
        if not allowed:
            return frozenset()
        matches = process.extract(word, self.vocabulary, scorer=OSA.distance, score_cutoff=allowed, limit=None)
        return frozenset(match[0] for match in matches)


def _category_words(category: str) -> tuple[str, ...]:
    """The words that name a category: "leader", "leaders"; "don", "don!!" (as printed)."""
    word = display_word(category).casefold()
    return (word, f"{word}s", f"{word}!!") if word == "don" else (word, f"{word}s")


def _rank(entry: _Entry, word: str, near: frozenset[str]) -> int | None:
    """How well one word of the query finds the card (a rank above), or None if it does not."""
    if word in entry.categories:
        return CATEGORY
    if word in entry.name_words or word == entry.number:
        return NAME_WORD
    if word in entry.name or word in entry.number:
        return IN_NAME
    if word in entry.text:
        return IN_TEXT
    if near & (entry.name_words | entry.categories):  # a typo of a name word or of the category ("leadr")
        return NEAR_NAME
    if near & entry.text_words:
        return NEAR_TEXT
    return None
