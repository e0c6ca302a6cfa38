"""The only source of randomness: a seeded, serialisable xoshiro256** generator, and keyed shuffles (a stream of
HMAC-SHA256 for each shuffle) for games where one player must learn nothing of another's deck from its own."""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import MutableSequence
from typing import TypeVar

_MASK = (1 << 64) - 1
T = TypeVar("T")


def _rotl(value: int, shift: int) -> int:
    return ((value << shift) | (value >> (64 - shift))) & _MASK


class Rng:
    """Deterministic on every machine: the same seed gives the same numbers everywhere.

    The whole state is four 64-bit integers, kept in the game state and hashed with it.
    """

    __slots__ = ("_s",)

    def __init__(self, state: tuple[int, int, int, int]) -> None:
        if not any(state):
            raise ValueError("an all-zero state never leaves zero")
        self._s = list(state)

    @classmethod
    def from_seed(cls, seed: str | bytes) -> Rng:
        """A generator from any seed text or bytes (hashed, so similar seeds differ fully)."""
        raw = seed.encode() if isinstance(seed, str) else seed
        digest = hashlib.sha256(b"playmat-rng\0" + raw).digest()
        words = tuple(int.from_bytes(digest[i : i + 8], "little") for i in range(0, 32, 8))
        return cls((words[0] or 1, words[1], words[2], words[3]))

    def state(self) -> tuple[int, int, int, int]:
        s = self._s
        return (s[0], s[1], s[2], s[3])

    def next64(self) -> int:
        s = self._s
        s0, s1, s2, s3 = s
        r = (s1 * 5) & _MASK
        result = ((((r << 7) | (r >> 57)) & _MASK) * 9) & _MASK  # rotl(s1 * 5, 7) * 9
        s2 ^= s0
        s3 ^= s1
        s[0] = s0 ^ s3
        s[1] = s1 ^ s2
        s[2] = s2 ^ ((s1 << 17) & _MASK)
        s[3] = ((s3 << 45) | (s3 >> 19)) & _MASK  # rotl(s3, 45)
        return result

    def below(self, bound: int) -> int:
        """A uniform integer in [0, bound), without modulo bias."""
        if bound <= 0:
            raise ValueError("bound must be positive")
        limit = _MASK - (_MASK + 1) % bound
        next64 = self.next64
        while True:
            value = next64()
            if value <= limit:
                return value % bound

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates, in place."""
        below = self.below
        for i in range(len(items) - 1, 0, -1):
            j = below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice_index(self, count: int) -> int:
        return self.below(count)


SHUFFLE_KEY = "kernel.shuffle_key"
SHUFFLE_COUNTS = "kernel.shuffles"
"""Where a game with keyed shuffles keeps its key and how many shuffles each zone had (in `GameState.vars`)."""


def shuffle_key(seed: str) -> str:
    """The key of a game's keyed shuffles (hex), from its seed."""
    return hashlib.sha256(b"playmat-shuffle\0" + seed.encode()).hexdigest()


class _Stream:
    """64-bit numbers from HMAC-SHA256(key, label : block): knowing some says nothing of others or of the key."""

    def __init__(self, key: bytes, label: str) -> None:
        self._key, self._label = key, label
        self._block = 0
        self._words: list[int] = []

    def next64(self) -> int:
        if not self._words:
            digest = hmac.new(self._key, f"{self._label}:{self._block}".encode(), hashlib.sha256).digest()
            self._block += 1
            self._words = [int.from_bytes(digest[i : i + 8], "big") for i in range(24, -1, -8)]
        return self._words.pop()

    def below(self, bound: int) -> int:
        limit = _MASK - (_MASK + 1) % bound
        while True:
            value = self.next64()
            if value <= limit:
                return value % bound


def keyed_shuffle(items: MutableSequence[T], key_hex: str, label: str) -> None:
    """Fisher-Yates driven by a cryptographic stream of its own: `label` names the zone and which of its shuffles
    this is, so every shuffle of every player draws from a separate stream."""
    stream = _Stream(bytes.fromhex(key_hex), label)
    for i in range(len(items) - 1, 0, -1):
        j = stream.below(i + 1)
        items[i], items[j] = items[j], items[i]
