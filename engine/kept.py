"""A bounded memo of answers about an object, keyed by identity with the object kept, cleared when full, thread-safe."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

T = TypeVar("T")
A = TypeVar("A")
G = TypeVar("G")


class Kept(Generic[T, A]):
    """Answers worked out once per object (a card database, a card definition, an ability: read-only data) and looked
    up after. Keyed by the object's id, the object kept beside its answer so that id stays its own; forgotten all at
    once when `bound` objects are kept (a few in a program; many only in card-data fuzzing and tests). Only a dict's
    get, set and clear, never iterated: safe for the desktop's worker threads (at worst one is worked out twice)."""

    __slots__ = ("_answers", "_bound")

    def __init__(self, bound: int) -> None:
        self._answers: dict[Hashable, tuple[T, A]] = {}
        self._bound = bound

    def answer(self, about: T, work_out: Callable[[G], A], given: G, question: Hashable = None) -> A:
        """`work_out(given)`, the answer about `about` (and `question`: several answers about one object), worked out
        once: `given` is `about`, or what holds it (a game and its database)."""
        key = id(about) if question is None else (id(about), question)
        kept = self._answers.get(key)
        if kept is not None and kept[0] is about:
            return kept[1]
        found = work_out(given)
        if len(self._answers) >= self._bound:
            self._answers.clear()
        self._answers[key] = (about, found)
        return found
