"""Bot-vs-bot games of the ONE PIECE-family rulesets, run in worker processes to use every core.

Two kinds of game: the vanilla test set (`play`, `play_checked`, `play_light`: the rules alone) and the shipped
starter decks with their real abilities (`play_sample`, `play_sample_checked`, `play_sample_light`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from engine.formats.cards import CardDatabase
from engine.harness import check_replay, invariant_checker, play_game
from engine.ruleset import Ruleset
from engine.rulesets.one_piece import build_ruleset
from tests.support import one_piece_cards as C
from tests.support import one_piece_samples as S
from tests.support.bot_match import Summary, summary
from tests.support.pool import run_all  # noqa: F401 - the tests call it from here

T = TypeVar("T")
J = TypeVar("J")


def _decks(ruleset_id: str, seed: str) -> tuple[C.Deck, C.Deck]:
    red, green = C.red_deck(ruleset_id), C.green_deck(ruleset_id)
    return (red, green) if hash_index(seed) % 2 == 0 else (green, red)


def hash_index(seed: str) -> int:
    """A stable number from a seed (never `hash()`, which changes between processes)."""
    return sum(ord(c) for c in seed)


def _sample_decks(ruleset_id: str, seed: str) -> tuple[C.Deck, C.Deck]:
    first, second = S.starter_decks(ruleset_id)[:2]
    return (first, second) if hash_index(seed) % 2 == 0 else (second, first)


Content = tuple[Ruleset, CardDatabase, tuple[C.Deck, C.Deck]]

_WALL_SWAPS = {"024": 0, "025": 0, "051": 4, "052": 2, "055": 2}
SHOWCASE_SWAPS = {
    "one-piece": ({"001": 0, "002": 0, "053": 4, "054": 2, "056": 2}, _WALL_SWAPS),
    "energio": ({"001": 0, "002": 0, "053": 4, "054": 4}, _WALL_SWAPS),
}
"""Slot counts changed in the two starter decks so that the cards of replacement effects, "cannot be K.O.'d",
win/lose effects and activating a [Counter] (slots 051-056, in no starter deck) meet in bot games."""


def showcase_decks(ruleset_id: str) -> tuple[C.Deck, C.Deck]:
    """The first two starter decks with `SHOWCASE_SWAPS` (legal decks of 50)."""
    decks = []
    for deck, swaps in zip(S.starter_decks(ruleset_id)[:2], SHOWCASE_SWAPS[ruleset_id], strict=True):
        counts = {entry.card: entry.count for entry in deck.sections["main"]}
        counts.update({S.cid(ruleset_id, slot): count for slot, count in swaps.items()})
        main = tuple(C.DeckEntry(card=card, count=n) for card, n in counts.items() if n)
        decks.append(deck.model_copy(update={"sections": {**deck.sections, "main": main}}))
    return decks[0], decks[1]


def _vanilla(ruleset_id: str, seed: str) -> Content:
    return build_ruleset(ruleset_id), C.database(ruleset_id), _decks(ruleset_id, seed)


def _sample(ruleset_id: str, seed: str) -> Content:
    return S.ruleset(ruleset_id), S.database(ruleset_id), _sample_decks(ruleset_id, seed)


def play(args: tuple[str, str]) -> Summary:
    """One unchecked game with random bots."""
    return _unchecked(args, _vanilla)


def play_sample(args: tuple[str, str]) -> Summary:
    """One unchecked game of the two starter decks, their abilities working, with random bots."""
    return _unchecked(args, _sample)


def _unchecked(args: tuple[str, str], content: Callable[[str, str], Content]) -> Summary:
    ruleset_id, seed = args
    ruleset, database, decks = content(ruleset_id, seed)
    return summary(play_game(ruleset, database, decks, seed, record_hashes=False))


def play_checked(args: tuple[str, str]) -> Summary:
    """One game with every kernel invariant checked after every action, then replayed from its log."""
    return _checked(args, full=True)


def play_light(args: tuple[str, str]) -> Summary:
    """One game with the cheap invariants (zones consistent, cards conserved) after every action, then
    replayed from its log (every state hash must match)."""
    return _checked(args, full=False)


def play_sample_checked(args: tuple[str, str]) -> Summary:
    """`play_checked` with the starter decks and their abilities."""
    return _checked(args, full=True, content=_sample)


def play_sample_light(args: tuple[str, str]) -> Summary:
    """`play_light` with the starter decks and their abilities."""
    return _checked(args, full=False, content=_sample)


def _checked(args: tuple[str, str], *, full: bool, content: Callable[[str, str], Content] = _vanilla) -> Summary:
    ruleset_id, seed = args
    ruleset, database, decks = content(ruleset_id, seed)
    after_each = invariant_checker(full=full)
    record = play_game(ruleset, database, decks, seed, after_each=after_each)
    assert record.game is not None
    check_replay(record.game, record)
    return summary(record)


SAMPLE_WORK: dict[str, Callable[[tuple[str, str]], Summary]] = {
    "sample": play_sample,
    "sample_checked": play_sample_checked,
    "sample_light": play_sample_light,
}


def play_sample_job(job: tuple[str, str, str]) -> Summary:
    """(kind, ruleset id, seed): one starter-deck game of that kind (`SAMPLE_WORK`), so one pool runs them all."""
    kind, ruleset_id, seed = job
    return SAMPLE_WORK[kind]((ruleset_id, seed))
