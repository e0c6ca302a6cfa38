"""The handshake's identity check: protocol, app and ruleset versions and the card-data digest must all agree."""

from __future__ import annotations

from dataclasses import dataclass

from engine.formats.cards import CardDatabase
from engine.lan.messages import PROTOCOL_VERSION, Hello
from engine.ruleset import Ruleset


@dataclass(frozen=True)
class Identity:
    """What one side plays with; two sides play together only if theirs are equal."""

    app_version: str
    ruleset: str
    ruleset_version: str
    card_digest: str
    protocol: int = PROTOCOL_VERSION

    @classmethod
    def of(cls, ruleset: Ruleset, database: CardDatabase, app_version: str) -> Identity:
        return cls(app_version, ruleset.id, ruleset.version, database.digest())

    @classmethod
    def of_hello(cls, hello: Hello) -> Identity:
        return cls(hello.app_version, hello.ruleset, hello.ruleset_version, hello.card_digest, hello.v)


_FIELDS = (
    ("protocol", "protocol version"),
    ("app_version", "Playmat version"),
    ("ruleset", "game"),
    ("ruleset_version", "rules version"),
    ("card_digest", "card data"),
)


def differences(host: Identity, guest: Identity) -> list[str]:
    """Every way the guest's identity differs from the host's, in words a player understands."""
    found = []
    for name, label in _FIELDS:
        mine, theirs = getattr(host, name), getattr(guest, name)
        if mine != theirs:
            if name == "card_digest":
                found.append(f"{label}: the host's cards ({mine[:12]}) and the guest's ({theirs[:12]}) differ")
            else:
                found.append(f"{label}: host {mine}, guest {theirs}")
    return found


def protocol_difference(theirs: object) -> str:
    return f"protocol version: host {PROTOCOL_VERSION}, guest {theirs}"
