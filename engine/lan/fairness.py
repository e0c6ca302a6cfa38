"""Fair shuffles by commit-reveal: each side commits to a random contribution (and its deck) before either
reveals, and the game's seed is a hash of both contributions (DESIGN.md section 4).

The guest reveals its contribution to the host when the game starts; the host reveals its own only when the
game ends, so the guest cannot work out the host's deck order during play, and neither side can choose the
shuffle. The random bytes come from the caller: the engine has no randomness of its own.
"""

from __future__ import annotations

import hashlib
import hmac
import json

from engine.formats.decks import Deck

CONTRIBUTION_BYTES = 32
"""How many random bytes each side contributes, exactly."""


def deck_digest(deck: Deck) -> str:
    """sha256 of the deck's canonical JSON, so a commitment also pins the deck it was made with."""
    text = json.dumps(deck.model_dump(mode="json"), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def commitment(contribution: bytes, deck: Deck, player: str = "", game_id: str = "", date: str = "") -> str:
    """The public commitment (hex sha256) to a secret contribution and a deck, and to the player's name and (the
    host's) the game id and date, so a replay's header cannot be given other names or another date, nor the
    commitment another game."""
    if len(contribution) != CONTRIBUTION_BYTES:
        raise ValueError(f"a contribution is exactly {CONTRIBUTION_BYTES} random bytes")
    material = b"playmat-commit\0" + contribution + b"\0" + deck_digest(deck).encode("ascii")
    if player or game_id or date:
        bound = [player, game_id, date] if date else [player, game_id]
        material += b"\0" + json.dumps(bound, ensure_ascii=False).encode("utf-8")
    return hashlib.sha256(material).hexdigest()


def is_kept(
    commitment_hex: str, contribution: bytes, deck: Deck, player: str = "", game_id: str = "", date: str = ""
) -> bool:
    """Whether a revealed contribution, deck, name, game id and date are the ones committed to."""
    if len(contribution) != CONTRIBUTION_BYTES:
        return False
    return hmac.compare_digest(commitment(contribution, deck, player, game_id, date), commitment_hex)


def game_seed(host_contribution: bytes, guest_contribution: bytes) -> str:
    """The game's seed (hex): a hash of both contributions, host first."""
    material = b"playmat-seed\0" + host_contribution + b"\0" + guest_contribution
    return hashlib.sha256(material).hexdigest()


def parse_contribution(text: str) -> bytes:
    """A contribution as sent (hex text) back to bytes; raises ValueError if it is not one."""
    try:
        raw = bytes.fromhex(text)
    except ValueError:
        raise ValueError("a contribution must be hexadecimal text") from None
    if len(raw) != CONTRIBUTION_BYTES:
        raise ValueError(f"a contribution is exactly {CONTRIBUTION_BYTES} bytes")
    return raw
