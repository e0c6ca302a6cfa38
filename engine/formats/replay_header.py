"""A replay's first line: the format version, who played what with which cards, rules version, seed and date."""

from __future__ import annotations

import re
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from engine.formats.decks import Deck

REPLAY_FORMAT = 3
"""The newest replay format read. 1: every replay so far, and still every local game's; 2: a LAN game whose shuffles
are keyed (`extra["keyed_shuffles"]`), which a Playmat reading only format 1 could not re-simulate; 3: what a LAN
guest was shown, as it was shown (`seen` lines, no moves to re-simulate), kept while it plays and left as it is when
the host never sends its end-of-game log."""
PLAIN_FORMAT = 1
SEEN_FORMAT = 3
_HEX = re.compile(r"[0-9a-fA-F]+")
_SEED = re.compile(r"[0-9A-Za-z._:-]{1,200}")
_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?", re.ASCII)


def is_iso_date(value: str) -> bool:
    """Whether `value` is a date as a replay header holds it (ISO 8601: 2024-05-01T12:30:00Z)."""
    return _ISO_DATE.fullmatch(value) is not None


def check_hex(value: str) -> str:
    """`value` if it is hexadecimal text (a digest, a hash); a ValueError saying what was found otherwise."""
    if not _HEX.fullmatch(value):
        raise ValueError(f"expected hexadecimal text, got {value!r}")
    return value


class ReplayHeader(BaseModel):
    """First line of a replay: who played what, with which cards, rules and seed."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format: int = Field(default=PLAIN_FORMAT, ge=1, le=REPLAY_FORMAT)
    app_version: str
    ruleset: str
    ruleset_version: str
    card_digest: str
    players: tuple[str, str]
    decks: tuple[Deck, Deck]
    seed: str
    commitments: tuple[str, ...] = ()
    date: str
    extra: dict[str, Any] = Field(default_factory=dict)

    @field_validator("card_digest")
    @classmethod
    def _check_hex_field(cls, value: str) -> str:
        return check_hex(value)

    @field_validator("seed")
    @classmethod
    def _check_seed(cls, value: str) -> str:
        """A LAN seed is hex (a hash of both commitments); a local game's may be any short word-like text."""
        if not _SEED.fullmatch(value):
            raise ValueError(f"expected a seed of letters, digits and . _ : - (at most 200), got {value!r}")
        return value

    @field_validator("date")
    @classmethod
    def _check_date(cls, value: str) -> str:
        if not is_iso_date(value):
            raise ValueError(f"expected an ISO date like 2024-05-01T12:30:00Z, got {value!r}")
        return value
