"""A game announced on the LAN: one small versioned JSON datagram, and a strict reader that refuses anything else."""

from __future__ import annotations

import json
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine.lan.messages import MAX_CLOCK_MS, PROTOCOL_VERSION

ANNOUNCEMENT_FORMAT: Literal[1] = 1
MAX_ANNOUNCEMENT_BYTES = 1024
"""A datagram over this size is not read at all (an announcement is a few hundred bytes)."""

Label = Annotated[str, Field(min_length=1, max_length=64, pattern=r"^[^\x00-\x1f\x7f]*$")]
"""One line of printable text: what a join dialog shows of a game."""


class Announcement(BaseModel):
    """What a host says about its game, once a second while it waits for a guest: enough for a join dialog to list
    it and fill in the address (the host's IP address is the datagram's sender)."""

    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)

    kind: Literal["playmat-lan-game"] = "playmat-lan-game"
    format: Literal[1] = ANNOUNCEMENT_FORMAT
    protocol: int = Field(default=PROTOCOL_VERSION, ge=0, le=1_000_000)
    game_id: Annotated[str, Field(min_length=1, max_length=32, pattern=r"^[0-9A-Za-z_-]+$")]
    ruleset: Label
    host_name: Label
    port: int = Field(ge=1, le=65535)
    app_version: Label
    clock_ms: int = Field(default=0, ge=0, le=MAX_CLOCK_MS)  # the turn clock, each player's (0: none)
    spectators: bool = False  # whether others may watch (with the join code)


def encode_announcement(announcement: Announcement) -> bytes:
    """The datagram that carries `announcement`."""
    data = announcement.model_dump_json().encode("utf-8")
    if len(data) > MAX_ANNOUNCEMENT_BYTES:  # every field is bounded: this cannot happen, but say so if it does
        raise ValueError(f"an announcement of {len(data)} bytes is over the limit of {MAX_ANNOUNCEMENT_BYTES}")
    return data


def decode_announcement(datagram: bytes) -> Announcement | None:
    """The announcement in `datagram`, or None for anything else (oversized, not JSON, another program's or a newer
    format's datagram, a field out of range): a listener ignores what it cannot read."""
    if len(datagram) > MAX_ANNOUNCEMENT_BYTES:
        return None
    try:
        data = json.loads(datagram.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or data.get("kind") != "playmat-lan-game":
        return None
    try:
        return Announcement.model_validate(data, strict=True)
    except (ValidationError, RecursionError):
        return None
