"""Deck lists as players paste them (sim, Limitless, EGMan, DeckPlanet, bssdb, TTS, deckpack, .ws-dek JSON)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

from engine.formats.cards import CardDatabase, CardDefinition
from engine.formats.decks import (
    MAX_COPIES,
    MAX_DECK_CARDS,
    MAX_TEXT,
    Deck,
    DeckEntry,
    DeckResult,
    default_section,
    read_deck,
)
from engine.formats.importers.decoding import parse_json_text, short
from engine.formats.problems import FormatError, Problem

RESOURCE_DECKS = {"one-piece": ("don", 10, "DON!!"), "energio": ("don", 10, "ENERGIO!!")}
"""Rulesets whose lists leave out a resource deck the rules need (5-1-2): its section, size and name."""

MAX_LINES = 5000
"""Lines read from one paste: a deck list is far shorter; the rest is named as skipped."""

_COUNT = re.compile(r"^(?P<count>\d+)\s*(?:[xX\u00d7](?=\s|[A-Za-z0-9]))?\s*(?P<rest>.+)$")
_HEADER = re.compile(r"^(?:=+.*=+|_{3,}.*_{3,}|[A-Za-z][A-Za-z !'()/-]{0,40}:\s*\d*)$")
_BRACKETED = re.compile(r"\[([^\[\]\s]+)\]$")
_DASHED_PRINT = re.compile(r"-(p\d+)$", re.IGNORECASE)
_SIDE = re.compile(r"side|sideboard|z deck", re.IGNORECASE)
"""Headers of the parts of a list that are not the deck played (a side deck, a Z deck): their cards are skipped."""


class Resolver:
    """Finds the card a line names: a card id, a printing's code (an alternate art is its card), or a unique name."""

    def __init__(self, database: CardDatabase) -> None:
        self.database = database
        self.aliases = {art.print_id: card.id for card in database.cards() for art in card.arts}

    def by_code(self, token: str) -> CardDefinition | None:
        dashed = _DASHED_PRINT.sub(r"_\1", token)  # bssdb's text export writes BSS01-001-p1 for BSS01-001_p1
        for code in dict.fromkeys((token, token.upper(), dashed)):
            if code in self.database:
                return self.database.get(code)
            if code in self.aliases:
                return self.database.get(self.aliases[code])
        return None

    def find(self, rest: str) -> tuple[CardDefinition | None, str]:
        """The card `rest` names (after the count): "OP01-016", "OP01-016 Nami" (EGMan), "Nami OP01-016"
        (Limitless), "Nami [OP01-016]" (DeckPlanet), "BSS01-001: Name", or a name alone."""
        rest = rest.strip()
        tokens = rest.split()
        bracket = _BRACKETED.search(rest)
        tries = [rest, tokens[0].rstrip(":"), tokens[-1]] + ([bracket.group(1)] if bracket else [])
        for token in tries:
            card = self.by_code(token)
            if card is not None:
                return card, ""
        named = self.database.find_by_name(rest)
        if len(named) == 1:
            return named[0], ""
        if named:
            ids = ", ".join(card.id for card in named)
            return None, f"{len(named)} cards are named {short(rest, 40)!r} ({ids}); use the card number"
        return None, f"unknown card {short(rest, 40)!r}"


def _lines(text: str) -> Iterator[tuple[int, str]]:
    for number, raw in enumerate(text.split("\n"), start=1):
        yield number, raw.strip().strip("\ufeff")


def read_list_lines(text: str, database: CardDatabase) -> tuple[list[tuple[CardDefinition, int]], list[Problem]]:
    """Cards and counts of a pasted list, in first-seen order (a card on several lines is summed: one line per copy
    and "N x CODE" give the same deck), and each bad line's problem."""
    resolver = Resolver(database)
    counts: dict[str, int] = {}
    cards: dict[str, CardDefinition] = {}
    problems: list[Problem] = []
    total = 0
    skipping = ""
    for number, line in _lines(text):
        if number > MAX_LINES:
            problems.append(Problem(f"line {number}", f"a list has at most {MAX_LINES} lines; the rest is skipped"))
            break
        if not line or line.startswith(("#", "//")):
            continue
        if _HEADER.match(line):
            skipping = line.strip("=_ :") if _SIDE.search(line) else ""
            continue
        where = f"line {number}"
        if skipping:
            problems.append(Problem(where, f"in the {short(skipping, 30)}, which is not played; skipped"))
            continue
        if line.startswith("[") and line.endswith("]") and "," in line:  # a TTS export: one code per copy
            for code in (part.strip() for part in line[1:-1].split(",")):
                if code:
                    total = _add(resolver, code, 1, where, cards, counts, problems, total)
            continue
        match = _COUNT.match(line)
        count, rest = 1, line
        if match is not None and not resolver.by_code(line):
            digits = match["count"].lstrip("0")
            if not digits:
                problems.append(Problem(where, f"count must be at least 1: {short(line, 60)!r}"))
                continue
            if len(digits) > len(str(MAX_COPIES)) or int(digits) > MAX_COPIES:
                problems.append(Problem(where, f"at most {MAX_COPIES} copies of a card: {short(line, 60)!r}"))
                continue
            count, rest = int(digits), match["rest"]
        total = _add(resolver, rest, count, where, cards, counts, problems, total, line)
        if total > MAX_DECK_CARDS:
            break
    return [(cards[card_id], count) for card_id, count in counts.items()], problems


def _add(
    resolver: Resolver,
    rest: str,
    count: int,
    where: str,
    cards: dict[str, CardDefinition],
    counts: dict[str, int],
    problems: list[Problem],
    total: int,
    line: str = "",
) -> int:
    """Count `count` copies of the card `rest` names; the new total (over MAX_DECK_CARDS: stop reading)."""
    card, reason = resolver.find(rest)
    if card is None:
        problems.append(Problem(where, f"{reason}: {short(line or rest, 60)!r}"))
        return total
    if counts.get(card.id, 0) + count > MAX_COPIES:
        problems.append(Problem(where, f"at most {MAX_COPIES} copies of {card.id} in all; line skipped"))
        return total
    if total + count > MAX_DECK_CARDS:
        problems.append(Problem(where, f"a deck holds at most {MAX_DECK_CARDS} cards; the rest is skipped"))
        return MAX_DECK_CARDS + 1
    cards.setdefault(card.id, card)
    counts[card.id] = counts.get(card.id, 0) + count
    return total + count


def _deck(
    ruleset: str, name: str, found: list[tuple[CardDefinition, int]], choose: Callable[[CardDefinition], str]
) -> Deck:
    sections: dict[str, list[DeckEntry]] = {}
    for card, count in found:
        sections.setdefault(choose(card), []).append(DeckEntry(card=card.id, count=count))
    return Deck(ruleset=ruleset, name=name[:MAX_TEXT], sections={k: tuple(v) for k, v in sections.items()})


def fill_resource_deck(result: DeckResult, database: CardDatabase) -> DeckResult:
    """A ONE PIECE / ENERGIO!! list with no DON!! deck gets the one the rules need (tournament lists leave it out):
    10 of the card data's DON!! card."""
    rule = RESOURCE_DECKS.get(result.deck.ruleset)
    if rule is None or result.deck.count(rule[0]) or not result.deck.count("main"):
        return result
    section, size, shown = rule
    resource = next((card for card in database.cards() if card.category == section), None)
    if resource is None:
        note = f"the list has no {shown} deck and the card data has no {shown} card to fill it with"
        return DeckResult(result.deck, result.problems, (*result.notes, note))
    sections = {**result.deck.sections, section: (DeckEntry(card=resource.id, count=size),)}
    deck = result.deck.model_copy(update={"sections": sections})
    note = f"the list has no {shown} deck: {size} \u00d7 {resource.name} ({resource.id}) added"
    return DeckResult(deck, result.problems, (*result.notes, note))


def _from_json(
    data: Any, ruleset: str, database: CardDatabase, name: str, choose: Callable[[CardDefinition], str], text: str
) -> DeckResult:
    if isinstance(data, dict) and data.get("kind") == "playmat-deck":
        return read_deck(text, database)
    if isinstance(data, dict) and isinstance(data.get("decks"), list):  # deckpack v1
        decks = [d for d in data["decks"] if isinstance(d, dict) and isinstance(d.get("text"), str)]
        if not decks:
            raise FormatError(Problem("decks", "the deck pack holds no deck with a list"))
        first = decks[0]
        title = first.get("name") if isinstance(first.get("name"), str) else name
        found, problems = read_list_lines(first["text"], database)
        notes = (f"the pack holds {len(decks)} decks; the first ({short(str(title), 60)}) was imported",)
        return DeckResult(_deck(ruleset, str(title), found, choose), tuple(problems), notes if len(decks) > 1 else ())
    counted = _counted_entries(data)
    if counted is None:
        raise FormatError(
            "not a deck file Playmat knows (a Playmat deck, a deck pack, .ws-dek, EncoreDecks, DeckLog, BSS Companion "
            "or TCG Arena JSON)"
        )
    title_key, entries = counted
    lines: list[str] = []
    bad: list[Problem] = []
    for where, code, count in entries:
        if isinstance(count, bool) or not isinstance(count, int) or not isinstance(code, str):
            bad.append(Problem(where, "a card code and a whole-number count are expected; skipped"))
            continue
        lines.append(f"{count} {code}")
    found, problems = read_list_lines("\n".join(lines), database)
    title = data.get(title_key) if isinstance(data, dict) and isinstance(data.get(title_key), str) else name
    return DeckResult(_deck(ruleset, str(title), found, choose), tuple(bad + problems))


Entries = list[tuple[str, object, object]]


def _counted_entries(data: Any) -> tuple[str, Entries] | None:
    """The (where, code, count) entries of a community deck file, and the key of its name; None if it is none."""
    if isinstance(data, list) and all(isinstance(code, str) for code in data):  # ["A", "A", "B"]: one per copy
        return "", [(f"[{i}]", code, 1) for i, code in enumerate(data)]
    if not isinstance(data, dict):
        return None
    if isinstance(data.get("Ratios"), dict):  # wsmtools .ws-dek: {"Name", "Ratios": {code: count}}
        return "Name", [(f"Ratios.{short(str(k), 30)}", k, v) for k, v in data["Ratios"].items()]
    cards = data.get("cards")
    if isinstance(cards, list) and all(isinstance(c, dict) for c in cards):
        if all("cardcode" in c for c in cards):  # EncoreDecks: one full card object per copy
            return "name", [(f"cards[{i}]", c["cardcode"], 1) for i, c in enumerate(cards)]
        if all("card_id" in c for c in cards):  # BSS Companion v2: {card_id, count}; its sideboard is not played
            return "name", [(f"cards[{i}]", c["card_id"], c.get("count")) for i, c in enumerate(cards)]
    listed = data.get("list")
    if isinstance(listed, list) and all(isinstance(c, dict) and "card_number" in c for c in listed):  # DeckLog
        return "title", [(f"list[{i}]", c["card_number"], c.get("num")) for i, c in enumerate(listed)]
    groups = data.get("deckList")
    if isinstance(groups, dict):  # TCG Arena: {"deckList": {"Spirit": [{count, id}], ...}}
        entries: Entries = []
        for group, items in groups.items():
            if isinstance(items, list):
                entries += [(f"deckList.{short(str(group), 20)}[{i}]", c.get("id"), c.get("count"))
                            for i, c in enumerate(items) if isinstance(c, dict)]  # fmt: skip
        return "title", entries
    return None


def read_deck_text(
    text: str,
    ruleset: str,
    database: CardDatabase,
    name: str = "Imported deck",
    section_for: Callable[[CardDefinition], str] | None = None,
) -> DeckResult:
    """Import any supported deck list or file; a missing DON!!/ENERGIO!! deck is filled in (`notes` says so).
    Raises FormatError only for JSON that is no deck at all."""
    choose = section_for or default_section
    stripped = text.lstrip("\ufeff \t\r\n")
    data: Any = None
    if stripped.startswith(("{", "[")):
        try:
            data = parse_json_text(stripped)
        except ValueError as error:
            if stripped.startswith("{"):
                raise FormatError(f"not a deck file: {error}") from None
            # "[A, B, ...]" that is not JSON: a TTS export's one-code-per-copy list, read as text below
    if data is not None:
        result = _from_json(data, ruleset, database, name, choose, stripped)
    else:
        found, problems = read_list_lines(text, database)
        result = DeckResult(_deck(ruleset, name, found, choose), tuple(problems))
    return fill_resource_deck(result, database)


def total_cards(deck: Deck) -> int:
    return sum(deck.count(section) for section in deck.sections)
